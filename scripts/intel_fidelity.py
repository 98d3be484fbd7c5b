#!/usr/bin/env python3
"""Runs intel/llvm's own lit tests of the passes spirv-props re-implements
against the plugin, and counts how many of their CHECK lines pass.

The tests are unmodified copies under fidelity/intel-llvm/ (see
fidelity/README.md and fidelity/intel-llvm/MANIFEST.tsv for where each comes
from). Every adaptation happens here, at run time:

1. RUN lines. Each test's `RUN:` lines are read as lit reads them (joined
   over a trailing backslash; `%s`, `%S`, `%p`, `%t`, `%T` substituted, %t
   being <tmp>/Output/<file>.tmp as lit names it; `%if FEATURE %{..%}
   [%else %{..%}]` resolved against the features this LLVM has, which for a
   Debian release build of LLVM 22 does not include `asserts`). The commands
   run with bash in a fresh temporary folder, in order, all of them (lit
   stops at the first failing line; here every line is measured).

2. Tool translation. Intel's tools become ours:
   - `opt` with `-passes=compile-time-properties|globaloffset|
     local-accessor-to-shared-memory` or the legacy-PM flags
     `-globaloffset`, `-localaccessortosharedmemory`,
     `-compile-time-properties` becomes `opt-22 -load-pass-plugin PLUGIN
     -passes=<our name>`; `-enable-global-offset=false` becomes
     `globaloffset<enable-global-offset=false>`; `-bugpoint-enable-legacy-pm`,
     `-enable-new-pm=0` and `-sycl-enable-local-accessor` are dropped; other
     flags (`-S`, `-o`, `-mtriple`) are kept.
   - `llc` after an `opt` of the same pipeline is llc-22 as it is. A
     standalone `llc` (the NVPTX/AMDGPU tests) first runs our
     `globaloffset,localaccessortosharedmemory` with opt-22 (intel/llvm's
     llc runs its two passes in the IR pipeline of those targets; ours check
     the triple themselves, so llc's `-mtriple` is passed on), then llc-22
     with the test's flags; `-sycl-enable-local-accessor[=false]` is
     honoured and not passed to llc-22.
   - `sycl-post-link` becomes one opt-22 run: `spec-constants<mode=M>` when
     `-spec-const=` is given (`native` and its old name `rt` -> native;
     `emulation` and its old name `default` -> emulation), then
     `device-code-split<split=S;out=OUT;properties[;symbols][;emit=ll]
     [;default-images][;exported-symbols][;imported-symbols]>` with OUT the
     test's `-o` (so `%t_0.ll`, `%t_0.prop`, `%t.table` are our files; an
     absent `-o` or `-o -` writes the table to a temporary and prints it).
     No `-split` is `split=none` (sycl-post-link's default: no split).
     `properties` is always on: the sycl-post-link of these tests' versions
     wrote .prop files without `-properties` (tests read them), and no test
     checks that one is absent. `-symbols` -> `symbols`, `-S` -> `emit=ll`,
     `-generate-device-image-default-spec-consts` -> `default-images`,
     `-emit-exported-symbols`/`-emit-imported-symbols` -> the parameters of
     those names, `-emit-only-kernels-as-entry-points` -> `kernels-only`.
     `--ir-output-only` writes the module (after
     `spec-constants`, if asked) with opt's `-o`, no split. Accepted without
     effect: `-emit-param-info` (the split writes [SYCL/kernel param opt]
     whenever the module has !sycl_kernel_omit_args), `-split-esimd` (our
     split always separates ESIMD kernels), `-reduce-memory-usage`, and
     `-lower-esimd` with its `-O` level when the input has no ESIMD code
     (nothing to lower). Any other option (`-lower-esimd` on ESIMD code,
     `-debug-only`, ...) has no equivalent: the
     command is not run, and the CHECK lines of every FileCheck it feeds
     (through a pipe or through the files it would have written) fail with
     the reason "unsupported option -X".
   - `sycl-module-split -split=S [-S] -o P` becomes
     `device-code-split<split=S;out=P.table;properties;symbols[;emit=ll]>`
     (it writes P.table, P_N.ll, P_N.prop and P_N.sym: the tests expect a
     `[Code|Properties|Symbols]` table from it).
   - `FileCheck`, `not`, `count` are LLVM 22's; `cat`, `grep`, `sed` and
     other shell tools run as they are. Any other tool is "unsupported tool".

3. Counting. For each FileCheck invocation, the directive lines it reads
   are the lines of its check file with a directive of one of its prefixes
   (default CHECK; --check-prefix/--check-prefixes accumulate): PREFIX:,
   -NEXT, -SAME, -NOT, -DAG, -LABEL, -EMPTY, -COUNT-n, matched as FileCheck
   matches them (not preceded by a character that can be part of a prefix;
   lines where a comment prefix, RUN: or COM:, comes first are comments).
   Each directive line counts once per FileCheck invocation that reads it.
   --implicit-check-not patterns are not lines and are not counted.
   When the command feeding a FileCheck fails (non-zero exit of the
   producing pipeline, or an earlier RUN line that should have written its
   input failed or was unsupported), every line of that FileCheck fails with
   the producer's first error line as reason. Otherwise FileCheck runs on a
   copy of the check file; while it fails, the directive line it names
   (`<file>:<line>:<col>: error: ...`) is recorded as failed with
   FileCheck's message and turned into a non-directive in the copy
   (its prefix replaced by IGNORED), and FileCheck runs again, until it
   passes or no line is left. An error that names no line of the check file
   fails every line left with that message (an empty or missing input), but
   a violated --implicit-check-not is only noted, and that option dropped.
   Lines after a removed line may then fail on its account (a variable it
   defined); that is FileCheck's own cascade, recorded as it reports it.
   passed = total - failed.

Output: per area, files and CHECK lines passed/total; per file the same,
and for each failed line its number, text and reason. --json writes all of
it (and each RUN line as read and as translated); --markdown a summary
table per area, the failed lines per class (scripts/fidelity_classes.py)
with the goal figure (lines passed outside deliberate differences and stale
tests), the most frequent reasons, a per-file table and every failed line
with its class.

Standard library only. Example:
  python3 scripts/intel_fidelity.py --opt /usr/bin/opt-22 \\
      --plugin /tmp/fidelity-plugin.so --json /tmp/f.json --markdown /tmp/f.md
"""

import argparse
import collections
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fidelity_classes  # noqa: E402  (beside this script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "fidelity", "intel-llvm")

# (area, human name, folder prefixes inside the corpus)
AREAS = [
    ("ctp", "CompileTimePropertiesPass",
     ["llvm/test/SYCLLowerIR/CompileTimePropertiesPass/"]),
    ("target", "NVPTX/AMDGPU (GlobalOffset, LocalAccessorToSharedMemory)",
     ["llvm/test/CodeGen/NVPTX/", "llvm/test/CodeGen/AMDGPU/"]),
    ("split", "sycl-post-link device-code-split",
     ["llvm/test/tools/sycl-post-link/device-code-split/"]),
    ("spec", "sycl-post-link spec-constants",
     ["llvm/test/tools/sycl-post-link/spec-constants/"]),
]
AREA_ALIASES = {
    "ctp": "ctp", "compile-time-properties": "ctp",
    "target": "target", "nvptx": "target", "amdgpu": "target",
    "nvptx-amdgpu": "target",
    "split": "split", "device-code-split": "split",
    "spec": "spec", "spec-constants": "spec",
}

# Intel pass names (new and legacy PM spellings) -> ours.
PASS_MAP = {
    "compile-time-properties": "compile-time-properties",
    "globaloffset": "globaloffset",
    "local-accessor-to-shared-memory": "localaccessortosharedmemory",
    "localaccessortosharedmemory": "localaccessortosharedmemory",
}
OPT_DROPPED = {"-bugpoint-enable-legacy-pm", "-enable-new-pm=0",
               "-enable-new-pm=false", "-sycl-enable-local-accessor",
               "-sycl-enable-local-accessor=true"}

SPL_SPEC_MODES = {"native": "native", "rt": "native",
                  "emulation": "emulation", "default": "emulation"}
SPL_IGNORED = {"emit-param-info", "split-esimd", "reduce-memory-usage"}

FC_VALUE_OPTS = {"check-prefix", "check-prefixes", "implicit-check-not",
                 "input-file", "dump-input", "comment-prefixes",
                 "dump-input-filter", "dump-input-context"}
SUFFIXES = r"(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?"
PREFIX_CHAR = r"[A-Za-z0-9_-]"
COMMENT_PREFIXES = ["RUN", "COM"]

SHELL_TOOLS = {"cat", "grep", "sed", "echo", "rm", "mkdir", "diff", "cd",
               "true", "false", "env", "ls", "cp", "mv", "head", "tail",
               "sort", "wc", "touch", "test", "printf"}
TIMEOUT = 300


SKIP = "SKIP: "  # a reason that makes the FileChecks it feeds skipped, not failed


class Unsupported(Exception):
    """A RUN command (or an option of it) with no equivalent here."""


# ---------------------------------------------------------------- helpers


def opt_name(tok):
    """'--x=1' / '-x=1' / '-x' -> ('x', '1' or None)."""
    t = tok.lstrip("-")
    if "=" in t:
        k, v = t.split("=", 1)
        return k, v
    return t, None


def split_shell(text, seps):
    """Split text on unquoted separators (longest first); returns
    [(chunk, separator_before_next)]."""
    out, cur, i, q = [], "", 0, None
    seps = sorted(seps, key=len, reverse=True)
    while i < len(text):
        c = text[i]
        if q:
            cur += c
            if c == q:
                q = None
            elif c == "\\" and q == '"' and i + 1 < len(text):
                cur += text[i + 1]
                i += 1
            i += 1
            continue
        if c in "'\"":
            q = c
            cur += c
            i += 1
            continue
        if c == "\\" and i + 1 < len(text):
            cur += text[i:i + 2]
            i += 2
            continue
        hit = None
        for s in seps:
            if text.startswith(s, i):
                hit = s
                break
        # a '|' that is part of '||' only splits when '||' is a separator
        if hit == "|" and text.startswith("||", i):
            hit = None
            cur += "||"
            i += 2
            continue
        if hit == "&" and (text.startswith("&&", i) or cur.endswith(">")
                           or text.startswith("&1", i)):
            hit = None
        if hit:
            out.append((cur, hit))
            cur = ""
            i += len(hit)
            continue
        cur += c
        i += 1
    out.append((cur, None))
    return out


def take_redirections(tokens):
    """Separate shell redirections from arguments."""
    args, redirs, i = [], [], 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("<", ">", ">>", "2>", "2>>", "&>") and i + 1 < len(tokens):
            redirs.append((t, tokens[i + 1]))
            i += 2
            continue
        if t in ("2>&1", "1>&2", ">&2"):
            redirs.append((t, None))
            i += 1
            continue
        m = re.match(r"^(<|>|>>|2>)(\S+)$", t)
        if m and t not in ("-",):
            redirs.append((m.group(1), m.group(2)))
            i += 1
            continue
        args.append(t)
        i += 1
    return args, redirs


def redir_text(redirs):
    parts = []
    for op, target in redirs:
        parts.append(op if target is None else op + " " + shlex.quote(target))
    return " ".join(parts)


def first_error_line(*texts):
    for text in texts:
        for line in (text or "").splitlines():
            if "warning:" in line:
                continue
            if re.search(r"error|Error|ERROR|fatal|Assertion|PLEASE|"
                         r"unrecognized|[Cc]annot|[Ii]nvalid|No such file",
                         line):
                return line.strip()
    for text in texts:
        for line in (text or "").splitlines():
            if line.strip():
                return line.strip()
    return None


# ------------------------------------------------------------ translation


class Translator:
    def __init__(self, opt, plugin, bindir, tmp):
        self.opt = opt
        self.plugin = plugin
        self.bindir = bindir
        self.tmp = tmp
        self.counter = 0

    def tool(self, name):
        for cand in (os.path.join(self.bindir, name), shutil.which(name + "-22"),
                     shutil.which(name)):
            if cand and os.path.exists(cand):
                return cand
        return name

    def fresh(self, stem, ext):
        self.counter += 1
        return os.path.join(self.tmp, "__%s_%d%s" % (stem, self.counter, ext))

    def opt_base(self):
        return [self.opt, "-load-pass-plugin", self.plugin]

    def segment(self, seg, pipeline_has_opt):
        """Translate one pipeline segment; returns (bash text, outputs,
        notes). Raises Unsupported."""
        tokens = shlex.split(seg)
        if not tokens:
            return "", [], []
        prefix = []
        while tokens and tokens[0] in ("not", "--crash"):
            prefix.append(self.tool("not") if tokens[0] == "not" else "--crash")
            tokens = tokens[1:]
        if not tokens:
            raise Unsupported("empty command after 'not'")
        tool = tokens[0]
        args, redirs = take_redirections(tokens[1:])
        if tool == "opt":
            cmd, outs = self.t_opt(args)
            return self.join(prefix + cmd, redirs), outs, []
        if tool == "llc":
            return self.t_llc(prefix, args, redirs, pipeline_has_opt)
        if tool == "sycl-post-link":
            return self.t_spl(prefix, args, redirs)
        if tool == "sycl-module-split":
            return self.t_sms(prefix, args, redirs)
        if tool in ("count", "not", "FileCheck"):
            return self.join(prefix + [self.tool(tool)] + args, redirs), [], []
        if tool in SHELL_TOOLS:
            return self.join(prefix + [tool] + args, redirs), [], []
        raise Unsupported("unsupported tool %s" % tool)

    @staticmethod
    def join(argv, redirs):
        text = " ".join(shlex.quote(a) for a in argv)
        r = redir_text(redirs)
        return text + (" " + r if r else "")

    def t_opt(self, args):
        passes, rest, outs, go_params = [], [], [], []
        i = 0
        while i < len(args):
            a = args[i]
            k, v = opt_name(a) if a.startswith("-") else (None, None)
            if a in OPT_DROPPED:
                pass
            elif k in ("passes", "p") and a.startswith("-"):
                if v is None:
                    i += 1
                    v = args[i]
                for p in v.strip("'\"").split(","):
                    passes.append(PASS_MAP.get(p.strip(), p.strip()))
            elif a.startswith("-") and k in PASS_MAP and v is None:
                passes.append(PASS_MAP[k])
            elif k == "enable-global-offset":
                go_params.append("enable-global-offset=%s" % v)
            elif k == "sycl-enable-local-accessor":
                pass
            elif a == "-o":
                rest += [a, args[i + 1]]
                outs.append(args[i + 1])
                i += 1
            else:
                rest.append(a)
            i += 1
        if go_params:
            passes = ["globaloffset<%s>" % ";".join(go_params)
                      if p == "globaloffset" else p for p in passes]
        if not passes:
            passes = ["verify"]
        return self.opt_base() + ["-passes=" + ",".join(passes)] + rest, outs

    def t_llc(self, prefix, args, redirs, pipeline_has_opt):
        llc = self.tool("llc")
        if pipeline_has_opt:
            return self.join(prefix + [llc] + args, redirs), [], []
        # Standalone llc: run the target passes intel/llvm's llc runs.
        flags, inputs, out, triple, latsm = [], [], None, None, True
        i = 0
        while i < len(args):
            a = args[i]
            k, v = opt_name(a) if a.startswith("-") and a != "-" else (None, None)
            if k == "sycl-enable-local-accessor":
                latsm = v is None or v.lower() not in ("false", "0")
            elif a == "-o":
                out = args[i + 1]
                i += 1
            elif k == "mtriple":
                triple = v
                flags.append(a)
            elif a.startswith("-") and a != "-":
                flags.append(a)
            else:
                inputs.append(a)
            i += 1
        in_redirs = [r for r in redirs if r[0] == "<"]
        other_redirs = [r for r in redirs if r[0] != "<"]
        src = inputs[0] if inputs else (in_redirs[0][1] if in_redirs else "-")
        tmpbc = self.fresh("llc_in", ".bc")
        passes = ["globaloffset"] + (["localaccessortosharedmemory"] if latsm else [])
        optcmd = self.opt_base() + ["-passes=" + ",".join(passes)]
        if triple:
            optcmd.append("-mtriple=" + triple)
        optcmd += [src, "-o", tmpbc]
        llccmd = prefix + [llc] + flags + [tmpbc, "-o", out or "-"]
        text = "( %s && %s )" % (self.join(optcmd, []), self.join(llccmd, []))
        r = redir_text(other_redirs)
        notes = ["llc: ran opt-22 -passes=%s first" % ",".join(passes)]
        return text + (" " + r if r else ""), ([out] if out else []), notes

    def t_spl(self, prefix, args, redirs):
        split, symbols, emit_ll, mode, out = None, False, False, None, None
        ir_only, extra, unsupported, inputs = False, [], [], []
        i = 0
        while i < len(args):
            a = args[i]
            if a == "-o":
                out = args[i + 1]
                i += 2
                continue
            if not a.startswith("-") or a == "-":
                inputs.append(a)
                i += 1
                continue
            k, v = opt_name(a)
            if k == "split":
                split = v
            elif k == "symbols":
                symbols = True
            elif k == "properties":
                pass  # always on, see the module docstring
            elif k == "S":
                emit_ll = True
            elif k == "spec-const":
                if v not in SPL_SPEC_MODES:
                    unsupported.append(a)
                else:
                    mode = SPL_SPEC_MODES[v]
            elif k == "ir-output-only":
                ir_only = True
            elif k == "generate-device-image-default-spec-consts":
                extra.append("default-images")
            elif k == "emit-exported-symbols":
                extra.append("exported-symbols")
            elif k == "emit-imported-symbols":
                extra.append("imported-symbols")
            elif k == "emit-only-kernels-as-entry-points":
                extra.append("kernels-only")
            elif k in SPL_IGNORED:
                pass
            else:
                unsupported.append(a)
            i += 1
        # -lower-esimd (and the -O level it lowers at) does nothing to a
        # module without ESIMD code: accepted then.
        in_file = inputs[0] if inputs else next((r[1] for r in redirs if r[0] == "<"), None)
        if in_file and os.path.exists(in_file):
            with open(in_file, encoding="utf-8", errors="replace") as fh:
                has_esimd = "sycl_explicit_simd" in fh.read()
            if not has_esimd:
                unsupported = [u for u in unsupported
                               if opt_name(u)[0] not in ("lower-esimd", "O0", "O1", "O2", "O3")]
        if unsupported:
            raise Unsupported("unsupported option " + ", ".join(
                re.sub(r"^-+", "-", u) for u in unsupported))
        in_redirs = [r for r in redirs if r[0] == "<"]
        other = [r for r in redirs if r[0] != "<"]
        src = inputs[0] if inputs else (in_redirs[0][1] if in_redirs else "-")
        passes = ["spec-constants<mode=%s>" % mode] if mode else []
        if ir_only:
            cmd = self.opt_base() + ["-passes=" + (",".join(passes) or "verify")]
            if emit_ll:
                cmd.append("-S")
            cmd += [src, "-o", out or "-"]
            return self.join(prefix + cmd, other), ([out] if out and out != "-" else []), []
        to_stdout = out in (None, "-")
        table = self.fresh("spl", ".table") if to_stdout else out
        params = ["split=%s" % (split or "none"), "out=" + table, "properties"]
        if symbols:
            params.append("symbols")
        if emit_ll:
            params.append("emit=ll")
        params += extra
        passes.append("device-code-split<%s>" % ";".join(params))
        cmd = self.opt_base() + ["-disable-output", "-passes=" + ",".join(passes), src]
        text = self.join(prefix + cmd, other)
        if to_stdout:
            text = "{ %s && cat %s ; }" % (text, shlex.quote(table))
            return text, [], []
        return text, [stem_pattern(table)], []

    def t_sms(self, prefix, args, redirs):
        split, emit_ll, out, inputs, unsupported = "none", False, None, [], []
        i = 0
        while i < len(args):
            a = args[i]
            if a == "-o":
                out = args[i + 1]
                i += 2
                continue
            if not a.startswith("-") or a == "-":
                inputs.append(a)
            else:
                k, v = opt_name(a)
                if k == "split":
                    split = v
                elif k == "S":
                    emit_ll = True
                else:
                    unsupported.append(a)
            i += 1
        if unsupported:
            raise Unsupported("unsupported option " + ", ".join(unsupported))
        if not out:
            raise Unsupported("sycl-module-split without -o")
        in_redirs = [r for r in redirs if r[0] == "<"]
        other = [r for r in redirs if r[0] != "<"]
        src = inputs[0] if inputs else (in_redirs[0][1] if in_redirs else "-")
        params = ["split=" + split, "out=%s.table" % out, "properties", "symbols"]
        if emit_ll:
            params.append("emit=ll")
        cmd = self.opt_base() + ["-disable-output",
                                 "-passes=device-code-split<%s>" % ";".join(params), src]
        return self.join(prefix + cmd, other), [stem_pattern(out + ".table")], []


def stem_pattern(table):
    """The files a split into `table` writes: <stem>.table, <stem>_*."""
    stem = table[:-len(".table")] if table.endswith(".table") else os.path.splitext(table)[0]
    return "STEM:" + stem


def guess_outputs(seg):
    """The files a command that is not run would have written: its -o
    (a table's whole family for sycl-post-link) and > redirections."""
    try:
        toks = shlex.split(seg)
    except ValueError:
        return []
    while toks and toks[0] in ("not", "--crash"):
        toks = toks[1:]
    if not toks:
        return []
    args, redirs = take_redirections(toks[1:])
    outs = [t for op, t in redirs if op in (">", ">>") and t]
    for i, a in enumerate(args[:-1]):
        if a == "-o" and args[i + 1] != "-":
            o = args[i + 1]
            if toks[0] == "sycl-module-split":
                outs.append(stem_pattern(o + ".table"))
            elif toks[0] == "sycl-post-link" and not any(
                    x.lstrip("-") == "ir-output-only" for x in args):
                outs.append(stem_pattern(o))
            else:
                outs.append(o)
    return outs


def output_matches(out, path):
    if out.startswith("STEM:"):
        stem = out[5:]
        return path == stem + ".table" or path.startswith(stem + "_") \
            or path.startswith(stem + ".")
    return os.path.normpath(out) == os.path.normpath(path)


# --------------------------------------------------------------- FileCheck


def parse_filecheck(tokens):
    """-> dict(checkfile, prefixes, input, args-without-checkfile/input)."""
    args, redirs = take_redirections(tokens)
    check, prefixes, inp, rest = None, [], None, []
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-") and len(a) > 1:
            k, v = opt_name(a)
            if k in FC_VALUE_OPTS and v is None:
                v = args[i + 1]
                i += 1
            if k == "check-prefix":
                prefixes.append(v)
            elif k == "check-prefixes":
                prefixes += [p for p in v.split(",") if p]
            elif k == "input-file":
                inp = v
            elif k in FC_VALUE_OPTS:
                rest.append("--%s=%s" % (k, v))
            else:
                rest.append(a)
        elif check is None:
            check = a
        else:
            rest.append(a)
        i += 1
    for op, target in redirs:
        if op == "<":
            inp = target
    return {"check": check, "prefixes": prefixes or ["CHECK"], "input": inp,
            "rest": rest, "redirs": [r for r in redirs if r[0] != "<"]}


def directive_lines(text, prefixes):
    """{line number: line text} of the directives of `prefixes`."""
    pats = [re.compile(r"(?<!%s)%s%s:" % (PREFIX_CHAR, re.escape(p), SUFFIXES))
            for p in prefixes]
    cpats = [re.compile(r"(?<!%s)%s:" % (PREFIX_CHAR, re.escape(c)))
             for c in COMMENT_PREFIXES]
    out = {}
    for n, line in enumerate(text.split("\n"), 1):
        first = None
        for p in pats:
            m = p.search(line)
            if m and (first is None or m.start() < first):
                first = m.start()
        if first is None:
            continue
        if any((m := c.search(line)) and m.start() < first for c in cpats):
            continue
        out[n] = line.strip()
    return out


def neutralize(lines, n, prefixes):
    line = lines[n - 1]
    new = line
    for p in sorted(prefixes, key=len, reverse=True):
        new = re.sub(r"(?<!%s)%s(%s:)" % (PREFIX_CHAR, re.escape(p), SUFFIXES),
                     r"IGNORED\1", new)
    lines[n - 1] = new
    return new != line


class FileCheckRun:
    """One FileCheck invocation measured line by line."""

    def __init__(self, filecheck, fc, check_path, input_path, workdir, tag):
        self.filecheck = filecheck
        self.fc = fc
        self.check_path = check_path
        self.input_path = input_path
        self.workdir = workdir
        self.tag = tag

    def run(self):
        text = open(self.check_path, encoding="utf-8", errors="replace").read()
        lines = directive_lines(text, self.fc["prefixes"])
        result = {"prefixes": self.fc["prefixes"], "input": self.input_path,
                  "total": len(lines), "failed": [], "notes": []}
        if not lines:
            result["passed"] = 0
            return result
        copy = os.path.join(self.workdir, "__check_%s.txt" % self.tag)
        body = text.split("\n")
        remaining = dict(lines)
        rest = list(self.fc["rest"])
        if "--allow-unused-prefixes" not in rest:
            rest.append("--allow-unused-prefixes")
        for _ in range(len(lines) + 10):
            with open(copy, "w", encoding="utf-8") as f:
                f.write("\n".join(body))
            argv = [self.filecheck, copy, "--input-file", self.input_path]
            argv += ["--check-prefixes=" + ",".join(self.fc["prefixes"])] + rest
            argv += ["--dump-input=never"]
            r = subprocess.run(argv, cwd=self.workdir, capture_output=True,
                               text=True, errors="replace", timeout=TIMEOUT)
            if r.returncode == 0:
                break
            err = r.stderr
            m = re.search(r"^%s:(\d+):\d+: error: (.*)$" % re.escape(copy),
                          err, re.M)
            if m:
                n, msg = int(m.group(1)), m.group(2).strip()
                if n in remaining:
                    result["failed"].append({"line": n, "text": remaining.pop(n),
                                             "reason": "FileCheck: " + msg,
                                             "class": ""})
                if neutralize(body, n, self.fc["prefixes"]) and remaining:
                    continue
                if not remaining:
                    break
            m2 = re.search(r"^command line:\d+:\d+: error: (IMPLICIT-CHECK-NOT.*)$", err, re.M)
            if m2 and any(a.startswith("--implicit-check-not") for a in rest):
                pats = [a for a in rest if a.startswith("--implicit-check-not")]
                result["notes"].append("%s (%s); --implicit-check-not dropped"
                                       % (m2.group(1), ", ".join(pats)))
                rest = [a for a in rest if not a.startswith("--implicit-check-not")]
                continue
            msg = first_error_line(err) or "FileCheck exit %d" % r.returncode
            msg = msg.replace(copy, "<check>").replace(
                self.input_path, os.path.relpath(self.input_path, self.workdir))
            for n in sorted(remaining):
                result["failed"].append({"line": n, "text": remaining[n],
                                         "reason": "FileCheck: " + msg, "class": ""})
            remaining = {}
            break
        result["failed"].sort(key=lambda f: f["line"])
        result["passed"] = result["total"] - len(result["failed"])
        return result


# ------------------------------------------------------------------ a test


def read_run_lines(text):
    runs, cur, start = [], None, None
    for n, line in enumerate(text.split("\n"), 1):
        m = re.search(r"RUN:(.*)$", line)
        if not m:
            continue
        s = m.group(1).rstrip()
        if cur is None:
            cur, start = "", n
        if s.endswith("\\"):
            cur += s[:-1] + " "
            continue
        cur += s
        runs.append((start, " ".join(cur.split())))
        cur = None
    return runs


def resolve_if(run, features):
    pat = re.compile(r"%if\s+([\w-]+)\s*%\{(.*?)%\}(?:\s*%else\s*%\{(.*?)%\})?")
    while True:
        m = pat.search(run)
        if not m:
            return run
        body = m.group(2) if m.group(1) in features else (m.group(3) or "")
        run = run[:m.start()] + body + run[m.end():]


def substitute(run, src, tmpbase, tmpdir):
    subs = {"s": src, "S": os.path.dirname(src), "p": os.path.dirname(src),
            "t": tmpbase, "T": tmpdir, "%": "%"}
    return re.sub(r"%([sSptT%])", lambda m: subs[m.group(1)], run)


def norm_reason(reason, tmp):
    r = (reason or "").replace(tmp, "<tmp>").replace(CORPUS + "/", "")
    return r


class TestRunner:
    def __init__(self, cfg, path, area, commit):
        self.cfg = cfg
        self.rel = path
        self.src = os.path.join(CORPUS, path)
        self.area = area
        self.commit = commit

    def requires_unmet(self, text):
        for kind in ("REQUIRES", "UNSUPPORTED"):
            for m in re.finditer(r"%s:(.*)$" % kind, text, re.M):
                feats = [f.strip() for f in m.group(1).split(",") if f.strip()]
                have = self.cfg.features
                if kind == "REQUIRES":
                    missing = [f for f in feats if not self.eval_feature(f, have)]
                    if missing:
                        return "REQUIRES %s not met" % ", ".join(missing)
                else:
                    hit = [f for f in feats if self.eval_feature(f, have)]
                    if hit:
                        return "UNSUPPORTED: %s" % ", ".join(hit)
        return None

    @staticmethod
    def eval_feature(expr, have):
        expr = expr.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
        names = set(re.findall(r"[A-Za-z_][\w.-]*", expr)) - {"and", "or", "not"}
        env = {}
        safe = expr
        for i, n in enumerate(sorted(names, key=len, reverse=True)):
            env["f%d" % i] = n in have
            safe = re.sub(r"(?<![\w.-])%s(?![\w.-])" % re.escape(n), "f%d" % i, safe)
        try:
            return bool(eval(safe, {"__builtins__": {}}, env))
        except Exception:
            return False

    def run(self):
        text = open(self.src, encoding="utf-8", errors="replace").read()
        res = {"path": self.rel, "area": self.area, "commit": self.commit,
               "passed": 0, "total": 0, "skipped": None, "runs": [],
               "checks": [], "skipped_checks": [], "notes": []}
        skip = self.requires_unmet(text)
        if skip:
            res["skipped"] = skip
            return res
        tmp = tempfile.mkdtemp(prefix="intel-fidelity-")
        try:
            self.run_in(tmp, text, res)
        finally:
            if not self.cfg.keep:
                shutil.rmtree(tmp, ignore_errors=True)
            else:
                res["notes"].append("kept " + tmp)
        if res["skipped_checks"] and not res["checks"]:
            res["skipped"] = "; ".join(sorted(set(c["reason"] for c in res["skipped_checks"])))
        res["total"] = sum(c["total"] for c in res["checks"])
        res["passed"] = sum(c["passed"] for c in res["checks"])
        return res

    def run_in(self, tmp, text, res):
        outdir = os.path.join(tmp, "Output")
        os.makedirs(outdir)
        tmpbase = os.path.join(outdir, os.path.basename(self.src) + ".tmp")
        tr = Translator(self.cfg.opt, self.cfg.plugin, self.cfg.bindir, tmp)
        registry = []  # [(output pattern, status or None if ok)]
        fc_count = 0

        def failed_input(path):
            for out, reason in reversed(registry):
                if output_matches(out, path):
                    return reason
            return None

        for lineno, raw in read_run_lines(text):
            run = resolve_if(raw, self.cfg.features)
            rec = {"line": lineno, "run": raw, "commands": []}
            res["runs"].append(rec)
            if run != raw:
                rec["note"] = "%%if resolved (features: %s)" % (
                    ",".join(sorted(self.cfg.features)) or "none")
            run = substitute(run, self.src, tmpbase, tmp).strip()
            if not run:
                continue
            chain = split_shell(run, ["&&", ";", "||"])
            chain_failed = None
            for cmd_text, _sep in chain:
                segs = [s.strip() for s, _ in split_shell(cmd_text, ["|"])]
                segs = [s for s in segs if s]
                if not segs:
                    continue
                fc_idx = [i for i, s in enumerate(segs)
                          if self.tool_of(s) == "FileCheck"]
                fc = None
                if fc_idx:
                    if fc_idx[-1] != len(segs) - 1 or len(fc_idx) > 1:
                        chain_failed = chain_failed or "FileCheck not last in pipeline"
                    fc_seg = segs[-1]
                    fc_tokens = shlex.split(fc_seg)
                    while fc_tokens and fc_tokens[0] != "FileCheck":
                        fc_tokens = fc_tokens[1:]
                    fc = parse_filecheck(fc_tokens[1:])
                    producers = segs[:-1]
                else:
                    producers = segs
                # translate and run the producers
                reason, capture, outputs = chain_failed, None, []
                cmdrec = {"segments": segs, "translated": None, "status": "ok"}
                rec["commands"].append(cmdrec)
                if producers and reason is None:
                    has_opt = any(self.tool_of(s) == "opt" for s in producers)
                    texts = []
                    try:
                        for s in producers:
                            t, outs, notes = tr.segment(s, has_opt)
                            texts.append(t)
                            outputs += outs
                            cmdrec.setdefault("notes", []).extend(notes)
                    except Unsupported as e:
                        reason = str(e)
                        for s in producers:
                            outputs += guess_outputs(s)
                    if reason is None:
                        for s in producers:
                            for tok in shlex.split(s):
                                why = failed_input(tok)
                                if why:
                                    reason = why
                                    break
                            if reason:
                                break
                    if reason is None:
                        if fc is not None:
                            capture = tr.fresh("pipe", ".txt")
                            texts.append("cat > " + shlex.quote(capture))
                        bash = "set -o pipefail; " + " | ".join(texts)
                        cmdrec["translated"] = bash
                        t0 = time.time()
                        try:
                            r = subprocess.run(["bash", "-c", bash], cwd=tmp,
                                               capture_output=True, text=True,
                                               errors="replace", timeout=TIMEOUT)
                            rc, out, err = r.returncode, r.stdout, r.stderr
                        except subprocess.TimeoutExpired:
                            rc, out, err = 124, "", "timeout after %ds" % TIMEOUT
                        cmdrec["seconds"] = round(time.time() - t0, 2)
                        if rc != 0:
                            cap = ""
                            if capture and os.path.exists(capture):
                                cap = open(capture, errors="replace").read()
                            line = first_error_line(err, cap, out)
                            if any(s.startswith("not ") for s in producers):
                                line = ("the command under `not` was expected to "
                                        "fail%s and did not" % (
                                            " (crash)" if "--crash" in bash else ""))
                            reason = "%s: %s" % (self.tool_of(producers[0]),
                                                 line or "exit status %d" % rc)
                            tm = re.search(r"unrecognized architecture '([^']+)'|"
                                           r"No available targets are compatible "
                                           r"with triple \"([^\"]+)\"", err)
                            if tm:
                                reason = SKIP + "target %s is not in LLVM 22" % (
                                    tm.group(1) or tm.group(2))
                            cmdrec["stderr"] = norm_reason(err[-2000:], tmp)
                if reason:
                    cmdrec["status"] = "failed"
                    cmdrec["reason"] = norm_reason(reason, tmp)
                    chain_failed = chain_failed or reason
                for o in outputs:
                    registry.append((o, reason))
                if fc is None:
                    continue
                # the FileCheck
                fc_count += 1
                check = fc["check"]
                inp = capture
                if inp is None:
                    inp = fc["input"]
                    if inp is None:
                        reason = reason or "FileCheck without input"
                    else:
                        inp = os.path.join(tmp, inp) if not os.path.isabs(inp) else inp
                        reason = reason or failed_input(inp)
                if check is None or not os.path.exists(check):
                    res["notes"].append("line %d: check file %s not found" % (lineno, check))
                    continue
                if reason and reason.startswith(SKIP):
                    text_c = open(check, encoding="utf-8", errors="replace").read()
                    res["skipped_checks"].append({
                        "run_line": lineno, "prefixes": fc["prefixes"],
                        "lines": len(directive_lines(text_c, fc["prefixes"])),
                        "reason": reason[len(SKIP):]})
                    continue
                if reason:
                    text_c = open(check, encoding="utf-8", errors="replace").read()
                    lines = directive_lines(text_c, fc["prefixes"])
                    why = norm_reason(reason, tmp)
                    res["checks"].append({
                        "run_line": lineno, "prefixes": fc["prefixes"],
                        "input": norm_reason(inp or "", tmp), "total": len(lines),
                        "passed": 0, "notes": [],
                        "failed": [{"line": n, "text": t, "reason": why, "class": ""}
                                   for n, t in sorted(lines.items())]})
                    continue
                fcr = FileCheckRun(tr.tool("FileCheck"), fc, check, inp, tmp,
                                   str(fc_count)).run()
                fcr["run_line"] = lineno
                fcr["input"] = norm_reason(fcr["input"], tmp)
                for f in fcr["failed"]:
                    f["reason"] = norm_reason(f["reason"], tmp)
                res["checks"].append(fcr)

    @staticmethod
    def tool_of(seg):
        try:
            toks = shlex.split(seg)
        except ValueError:
            return "?"
        while toks and toks[0] in ("not", "--crash"):
            toks = toks[1:]
        return toks[0] if toks else ""


# ----------------------------------------------------------------- reports


def reason_key(reason):
    """A reason with its test-specific parts taken out, for counting."""
    r = reason
    r = re.sub(r"^FileCheck: (error: )?[A-Za-z0-9_-]+?(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:",
               lambda m: "FileCheck: CHECK%s:" % (m.group(2) or ""), r)
    r = re.sub(r"undefined variable: \S+",
               "undefined variable (set by a line that failed)", r)
    r = re.sub(r"found '\S+?(-\w+)' without previous '\S+: line",
               r"found 'CHECK\1' without previous 'CHECK:' line (that line failed)", r)
    r = re.sub(r"Could not open input file '[^']*'", "Could not open input file '<image>'", r)
    r = re.sub(r"<tmp>/\S+", "<file>", r)
    r = re.sub(r"(\S+\.ll):\d+:\d+", r"\1:L:C", r)
    r = re.sub(r"llvm/test/\S+?\.ll", "<test>.ll", r)
    r = re.sub(r"'[^']{40,}'", "'...'", r)
    return r[:200]


CLASSES = ["deliberate", "stale", "syntax", "naming", "follow-on", "missing"]


def classify_result(r):
    """Fills each failed line's `class` and `why` (scripts/fidelity_classes.py)."""
    with open(os.path.join(CORPUS, r["path"]), encoding="utf-8", errors="replace") as fh:
        src = fh.read()
    for c in r["checks"]:
        for f in c["failed"]:
            f["class"], f["why"] = fidelity_classes.classify(r["path"], src, f["text"], f["reason"])


def summarize(results):
    areas = collections.OrderedDict()
    for key, name, _ in AREAS:
        areas[key] = {"name": name, "files": 0, "skipped": 0, "skipped_lines": 0,
                      "passed": 0,
                      "total": 0, "reasons": collections.Counter(),
                      "classes": collections.Counter(), "whys": collections.Counter()}
    for r in results:
        a = areas[r["area"]]
        a["files"] += 1
        if r["skipped"]:
            a["skipped"] += 1
        a["passed"] += r["passed"]
        a["total"] += r["total"]
        a["skipped_lines"] += sum(c["lines"] for c in r["skipped_checks"])
        for c in r["checks"]:
            for f in c["failed"]:
                a["reasons"][reason_key(f["reason"])] += 1
                a["classes"][f.get("class") or "missing"] += 1
                a["whys"][(f.get("class") or "missing", f.get("why", ""))] += 1
    return areas


def goal(a):
    """Lines passed of those outside deliberate differences and stale tests
    (what the newest mainline does): (passed, counted)."""
    counted = a["total"] - a["classes"]["deliberate"] - a["classes"]["stale"]
    return a["passed"], counted


def pct(p, t):
    return "%.1f%%" % (100.0 * p / t) if t else "-"


def write_markdown(path, results, areas, meta):
    L = []
    L.append("# intel/llvm lit tests against spirv-props: CHECK lines passed\n")
    L.append("Generated by `scripts/intel_fidelity.py` (%s). opt: `%s`; plugin: "
             "`%s` (sha256 %s).\n" % (meta["date"], meta["opt"], meta["plugin"],
                                      meta["plugin_sha256"][:16]))
    L.append("| area | files | CHECK lines passed | total | % | lines not run (skipped) |")
    L.append("| --- | ---: | ---: | ---: | ---: | ---: |")
    tp = tt = tf = ts = 0
    for key, a in areas.items():
        if not a["files"]:
            continue
        L.append("| %s | %d%s | %d | %d | %s | %d |" % (
            a["name"], a["files"], " (%d skipped)" % a["skipped"] if a["skipped"] else "",
            a["passed"], a["total"], pct(a["passed"], a["total"]), a["skipped_lines"]))
        tp += a["passed"]
        tt += a["total"]
        tf += a["files"]
        ts += a["skipped_lines"]
    L.append("| all | %d | %d | %d | %s | %d |\n" % (tf, tp, tt, pct(tp, tt), ts))
    L.append("Failed lines by class (scripts/fidelity_classes.py), and the lines "
             "passed of those outside deliberate differences and stale tests:\n")
    L.append("| area | " + " | ".join(CLASSES) + " | passed / counted | % |")
    L.append("| --- | " + " | ".join("---:" for _ in CLASSES) + " | ---: | ---: |")
    for key, a in areas.items():
        if not a["files"]:
            continue
        p, n = goal(a)
        L.append("| %s | %s | %d / %d | %s |" % (
            a["name"], " | ".join(str(a["classes"][c]) for c in CLASSES), p, n, pct(p, n)))
    L.append("")
    for key, a in areas.items():
        if not a["whys"]:
            continue
        L.append("## %s: failed lines by class and reason\n" % a["name"])
        L.append("| failed lines | class | why |")
        L.append("| ---: | --- | --- |")
        for (cls, why), n in sorted(a["whys"].items(), key=lambda kv: (CLASSES.index(kv[0][0]), -kv[1])):
            L.append("| %d | %s | %s |" % (n, cls, md(why or "(not classified: see the failed lines below)")))
        L.append("")
    for key, a in areas.items():
        if not a["reasons"]:
            continue
        L.append("## %s: most frequent reasons\n" % a["name"])
        L.append("| failed lines | reason |")
        L.append("| ---: | --- |")
        for reason, n in a["reasons"].most_common(10):
            L.append("| %d | %s |" % (n, md(reason)))
        L.append("")
    L.append("## Per file\n")
    L.append("| area | file | passed | total | % | first reason |")
    L.append("| --- | --- | ---: | ---: | ---: | --- |")
    for r in results:
        first = r["skipped"] or ""
        if not first:
            for c in r["checks"]:
                if c["failed"]:
                    first = c["failed"][0]["reason"]
                    break
        L.append("| %s | %s | %d | %d | %s | %s |" % (
            r["area"], r["path"].replace("llvm/test/", ""), r["passed"], r["total"],
            pct(r["passed"], r["total"]), md(first[:160])))
    L.append("\n## Failed lines\n")
    L.append("Each line's class comes from scripts/fidelity_classes.py (see fidelity/README.md).\n")
    L.append("| file | RUN line | line | directive | reason | class |")
    L.append("| --- | ---: | ---: | --- | --- | --- |")
    for r in results:
        for c in r["checks"]:
            for f in c["failed"]:
                L.append("| %s | %d | %d | %s | %s | %s |" % (
                    r["path"].replace("llvm/test/", ""), c["run_line"], f["line"],
                    md(f["text"][:140]), md(f["reason"][:200]), f["class"]))
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(L) + "\n")


def md(s):
    return s.replace("|", "\\|").replace("\n", " ")


def load_manifest():
    out = []
    mpath = os.path.join(CORPUS, "MANIFEST.tsv")
    with open(mpath, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if not line.strip():
                continue
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            out.append(row)
    return out


def area_of(path):
    for key, _, prefixes in AREAS:
        if any(path.startswith(p) for p in prefixes):
            return key
    return None


def sha256(path):
    import hashlib
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser(
        description="Run intel/llvm's lit tests (fidelity/intel-llvm) against "
                    "the spirv-props plugin and count passing CHECK lines.",
        epilog="The method is described in this script's docstring and in "
               "fidelity/README.md.",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", required=True, help="opt of LLVM 22 (e.g. /usr/bin/opt-22)")
    ap.add_argument("--plugin", required=True, help="libspirv_props.so to load")
    ap.add_argument("--llvm-bin", help="folder of llc, FileCheck, not, count "
                    "(default: the folder of --opt after resolving links)")
    ap.add_argument("--area", action="append",
                    help="ctp, target (nvptx/amdgpu), split, spec; repeatable")
    ap.add_argument("--file", action="append",
                    help="only test paths containing this substring; repeatable")
    ap.add_argument("--json", help="write every result here")
    ap.add_argument("--markdown", help="write the summary and per-file tables here")
    ap.add_argument("--features", default="",
                    help="lit features to assume present, comma-separated "
                         "(default: registered targets only; `asserts` only "
                         "if opt --version says so)")
    ap.add_argument("--keep", action="store_true", help="keep each test's temporary folder")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print each file's result and failed lines")
    args = ap.parse_args()

    cfg = argparse.Namespace()
    cfg.opt = os.path.abspath(args.opt) if os.path.exists(args.opt) else args.opt
    cfg.plugin = os.path.abspath(args.plugin)
    cfg.bindir = args.llvm_bin or os.path.dirname(os.path.realpath(cfg.opt))
    cfg.keep = args.keep
    ver = subprocess.run([cfg.opt, "--version"], capture_output=True, text=True).stdout
    feats = set(f for f in args.features.split(",") if f)
    if "with assertions" in ver:
        feats.add("asserts")
    llc = os.path.join(cfg.bindir, "llc")
    if os.path.exists(llc):
        tv = subprocess.run([llc, "--version"], capture_output=True, text=True).stdout
        for t, f in (("nvptx", "nvptx-registered-target"),
                     ("amdgcn", "amdgpu-registered-target"),
                     ("x86-64", "x86-registered-target"),
                     ("spirv", "spirv-registered-target")):
            if re.search(r"^\s+%s\s" % re.escape(t), tv, re.M):
                feats.add(f)
    cfg.features = feats

    wanted_areas = None
    if args.area:
        wanted_areas = set()
        for a in args.area:
            if a.lower() not in AREA_ALIASES:
                ap.error("unknown area %s" % a)
            wanted_areas.add(AREA_ALIASES[a.lower()])

    rows = load_manifest()
    results = []
    for row in rows:
        path = row["path"]
        area = area_of(path)
        if area is None or (wanted_areas and area not in wanted_areas):
            continue
        if args.file and not any(s in path for s in args.file):
            continue
        r = TestRunner(cfg, path, area, row.get("commit", "")).run()
        classify_result(r)
        results.append(r)
        if args.verbose:
            print("%-6s %4d/%-4d %s%s" % (area, r["passed"], r["total"],
                                         path.replace("llvm/test/", ""),
                                         "  SKIPPED: " + r["skipped"] if r["skipped"] else ""))
            for c in r["checks"]:
                for f in c["failed"]:
                    print("         RUN@%d L%d %s\n             -> %s" % (
                        c["run_line"], f["line"], f["text"][:100], f["reason"][:160]))
            sys.stdout.flush()
    areas = summarize(results)
    print("%-58s %6s %9s %7s  %s" % ("area", "files", "passed", "%", "skipped"))
    for key, a in areas.items():
        if not a["files"]:
            continue
        p, n = goal(a)
        print("%-58s %6d %4d/%-4d %7s  %d files, %d lines; outside deliberate and stale: %d/%d %s" % (
            a["name"], a["files"], a["passed"], a["total"],
            pct(a["passed"], a["total"]), a["skipped"], a["skipped_lines"], p, n, pct(p, n)))
    meta = {"date": time.strftime("%Y-%m-%d %H:%M"), "opt": cfg.opt,
            "opt_version": ver.strip().split("\n")[0] if ver else "",
            "llvm_bin": cfg.bindir, "plugin": cfg.plugin,
            "plugin_sha256": sha256(cfg.plugin), "features": sorted(feats)}
    if args.json:
        out = {"meta": meta,
               "areas": {k: {"name": a["name"], "files": a["files"],
                             "skipped": a["skipped"], "skipped_lines": a["skipped_lines"],
                             "passed": a["passed"],
                             "total": a["total"],
                             "top_reasons": a["reasons"].most_common(20)}
                         for k, a in areas.items()},
               "files": results}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
    if args.markdown:
        write_markdown(args.markdown, results, areas, meta)
    return 0


if __name__ == "__main__":
    sys.exit(main())
