"""The hostile families of issue 46 for scripts/fuzz (`--family NAME`).

Each family builds its cases in a fresh folder (`work/`, where opt runs,
and `victim/`, what links point at), runs opt with the plugin there, and
checks the invariant every case shares: no crash (a signal, an abort, a
Rust panic, LLVM's banner or `LLVM ERROR`, exit 1 without an `error:`
line), no hang (TIMEOUT_S), and never silent: a run either succeeds with
correct output or exits non-zero with a named `error:`, and it never
touches the input or anything outside the outputs it was named. Failure
kinds (the summary's columns): crash, hang, silent (exit 0 where the
output is wrong or a refusal was due, or a refusal without a name),
touched (the input or a file outside the named outputs changed),
inconsistent (a concurrent split's table lists a row whose image does not
define exactly what its `.sym` lists, or mixes the runs), refused (a valid
input refused).

  concurrent  two device-code-split runs of different modules (split=kernel
              or source) into one out= at once; every table left checked
  collide     outputs equal to the input or to each other: out=, an image
              name, requirements= (by spelling, through ./ and .., and by a
              hard link)
  paths       links, dangling links, FIFOs, devices, directories and hostile
              names (line feed, `|`, `$(...)`, quotes) for out=,
              requirements=, registry= (and SPIRV_PROPS_REGISTRY),
              sycl-offload-wrapper<table=> and the table's rows, and a
              hostile input name for the requirements file (sourced after)
  clash       names a pass creates already taken: globaloffset's
              <k>_with_offset (by a function of another signature, a global
              variable, or the pass's own earlier clone), localaccessor-
              tosharedmemory's <k>_shared_mem, spec-constants' builtins,
              sycl-offload-wrapper's runtime functions
  appending   @llvm.used / @llvm.compiler.used / @llvm.global_ctors with
              internal members, reached or not, through every split mode
  huge        a specialization constant of [N x i8] near and past the
              limits of passes/src/metadata/spec_constants.rs, in both
              spec-constants modes, alone and before the split's .prop

Python 3.11 standard library only; scripts/fuzz sets OPT, PLUGIN and
CRASH_MARKS before use.
"""

import os
import random
import re
import resource
import shutil
import signal
import stat
import subprocess
import tempfile
from dataclasses import dataclass, field

OPT = "/usr/lib/llvm-15/bin/opt"
PLUGIN = ""
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRASH_MARKS = []
TIMEOUT_S = 30
# A run may not take more address space than this: a size taken from the
# input that drives an allocation shows up as an abort, not as a machine
# swapping (the huge family).
MEMORY_LIMIT = 6 << 30

KINDS = ["crash", "hang", "silent", "touched", "inconsistent", "refused"]


@dataclass
class Outcome:
    """What one case found: runs made, whether one was refused with a
    named error, and failures as (kind, detail)."""
    runs: int = 0
    diagnosed: bool = False
    failures: list = field(default_factory=list)

    def fail(self, kind, detail):
        self.failures.append((kind, detail))


@dataclass
class Run:
    rc: int
    out: str
    err: str


def llvm_bin(tool):
    return os.path.join(os.path.dirname(OPT), tool)


def _limit():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def start(args, cwd, env=None, stdin=None):
    """opt (or a tool) started in its own process group."""
    return subprocess.Popen(args, cwd=cwd, env=env, stdin=stdin if stdin is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=_limit)


def finish(p, timeout=TIMEOUT_S):
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        return Run(-999, "", "timeout after %d s\n" % timeout + err.decode("utf-8", "replace"))
    return Run(p.returncode, out.decode("utf-8", "surrogateescape"), err.decode("utf-8", "surrogateescape"))


def opt(pipeline, cwd, inp=None, text=None, env=None, extra=("-disable-output",)):
    """opt with the plugin; the module from the file `inp` or from `text`
    on stdin."""
    args = [OPT, "-load-pass-plugin", PLUGIN, "-passes=" + pipeline] + list(extra)
    if inp is not None:
        args.append(inp)
    e = dict(os.environ)
    for k in ("SPIRV_PROPS_REGISTRY", "SPIRV_PROPS_STATS", "RUST_LOG"):
        e.pop(k, None)
    e.update(env or {})
    if text is None:
        return finish(start(args, cwd, e))
    p = subprocess.Popen(args, cwd=cwd, env=e, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True, preexec_fn=_limit)
    try:
        out, err = p.communicate(text.encode(), timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return Run(-999, "", "timeout after %d s" % TIMEOUT_S)
    return Run(p.returncode, out.decode("utf-8", "surrogateescape"), err.decode("utf-8", "surrogateescape"))


def check_run(o, r, what):
    """The shared invariant of one run: no crash, no hang, an exit 1 comes
    with an error line. Returns "ok", "diagnosed" or "failed"."""
    o.runs += 1
    if r.rc == -999:
        o.fail("hang", "%s: %s" % (what, r.err[-500:]))
        return "failed"
    # "LLVM ERROR: spirv-props: pass 'X' reported N errors" is how the
    # plugin makes opt exit 1 after its diagnostics; any other LLVM ERROR
    # (out of memory) is a crash.
    err = re.sub(r"^LLVM ERROR: spirv-props: pass '[^']*' reported \d+ errors?$", "", r.err, flags=re.M)
    marks = CRASH_MARKS + ["LLVM ERROR", "memory allocation of", "Aborted"]
    if r.rc not in (0, 1) or any(m in err for m in marks):
        o.fail("crash", "%s: exit %d\n%s" % (what, r.rc, r.err[-1500:]))
        return "failed"
    if r.rc == 1:
        if not re.search(r"^error: ", r.err, flags=re.M):
            o.fail("crash", "%s: exit 1 without an error: line\n%s" % (what, r.err[-1500:]))
            return "failed"
        o.diagnosed = True
        return "diagnosed"
    return "ok"


# ----------------------------------------------------------------------------
# Snapshots: what a case's folder holds, to see what a run touched

def snapshot(root):
    """relative path -> (kind, content): f (bytes, inode), l (target), p
    (FIFO), d (directory), o (other)."""
    snap = {}
    for dirpath, dirs, files in os.walk(root):
        for n in dirs + files:
            p = os.path.join(dirpath, n)
            st = os.lstat(p)
            rel = os.path.relpath(p, root)
            if stat.S_ISLNK(st.st_mode):
                snap[rel] = ("l", os.readlink(p))
            elif stat.S_ISREG(st.st_mode):
                with open(p, "rb") as f:
                    snap[rel] = ("f", f.read(), st.st_ino)
            elif stat.S_ISFIFO(st.st_mode):
                snap[rel] = ("p",)
            elif stat.S_ISDIR(st.st_mode):
                snap[rel] = ("d",)
            else:
                snap[rel] = ("o",)
    return snap


def touched(before, after, allowed=lambda rel: False):
    """Paths changed, created or removed that `allowed` does not cover."""
    changed = []
    for rel in sorted(set(before) | set(after)):
        if before.get(rel) != after.get(rel) and not allowed(rel):
            changed.append(rel)
    return changed


def lock_file(rel):
    """The split's lock beside its table (`<stem>.spirv-props.lock`, left
    in place by design: removing it would race with the next run)."""
    return rel.endswith(".spirv-props.lock")


def show(name):
    return name.encode("unicode_escape").decode()


# ----------------------------------------------------------------------------
# Modules

HEAD = ('target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512'
        '-v1024:1024-n8:16:32:64"\ntarget triple = "spir64-unknown-unknown"\n')


def kernels_module(prefix, n, sources):
    """n kernels <prefix><i>, each in source <prefix>s<i % sources>.cpp,
    each calling an internal helper of its own."""
    out = [HEAD]
    for i in range(n):
        out.append("define internal spir_func void @%sh%d(ptr addrspace(1) %%p) {\n"
                   "  store i32 %d, ptr addrspace(1) %%p\n  ret void\n}\n" % (prefix, i, i))
        out.append('define spir_kernel void @%s%d(ptr addrspace(1) %%p) #%d {\n'
                   "  call spir_func void @%sh%d(ptr addrspace(1) %%p)\n  ret void\n}\n" % (prefix, i, i % sources, prefix, i))
    for s in range(sources):
        out.append('attributes #%d = { "sycl-module-id"="%ss%d.cpp" }\n' % (s, prefix, s))
    return "".join(out)


def image_text(path):
    """An image as text (bitcode through llvm-dis); None if unreadable."""
    if path.endswith(".ll"):
        try:
            return open(path, encoding="utf-8", errors="replace").read()
        except OSError:
            return None
    r = subprocess.run([llvm_bin("llvm-dis"), path, "-o", "-"], capture_output=True, timeout=TIMEOUT_S)
    return r.stdout.decode("utf-8", "replace") if r.returncode == 0 else None


def defined_kernels(text):
    return set(re.findall(r'^define [^@\n]*spir_kernel [^@\n]*@"?([\w.$]+)"?\(', text, flags=re.M))


def read_table(path):
    """[(code, sym), ...] rows of a [Code|Symbols] table, None if malformed."""
    try:
        lines = open(path, "rb").read().decode("utf-8", "replace").split("\n")
    except OSError:
        return None
    if not lines or lines[0] != "[Code|Symbols]" or lines[-1] != "":
        return None
    rows = [l.split("|") for l in lines[1:-1]]
    return rows if all(len(r) == 2 for r in rows) else None


def check_table(o, work, table, runs):
    """A table left in work: every row's image defines exactly the kernels
    its .sym lists, all rows of one run (a successful one), every kernel of
    that run listed once. runs: {prefix: (Run, expected kernels, expected
    rows)}."""
    rows = read_table(os.path.join(work, table))
    if rows is None:
        o.fail("inconsistent", "%s: not a [Code|Symbols] table" % table)
        return
    seen, prefixes = [], set()
    for code, sym in rows:
        img = image_text(os.path.join(work, code))
        try:
            syms = [l for l in open(os.path.join(work, sym), encoding="utf-8").read().split("\n") if l]
        except OSError:
            syms = None
        if img is None or syms is None:
            o.fail("inconsistent", "%s: row %s|%s names a file missing or unreadable" % (table, code, sym))
            continue
        if defined_kernels(img) != set(syms):
            o.fail("inconsistent", "%s: row %s|%s: the .sym lists %s, the image defines %s" % (
                table, code, sym, sorted(syms)[:6], sorted(defined_kernels(img))[:6]))
        seen += syms
        prefixes |= {s[0] for s in syms}
    if len(prefixes) > 1:
        o.fail("inconsistent", "%s mixes the runs: kernels of %s" % (table, sorted(prefixes)))
    elif prefixes:
        (p,) = prefixes
        run, kernels, nrows = runs[p]
        if run.rc != 0:
            o.fail("inconsistent", "%s lists the images of run %s, which failed" % (table, p))
        if sorted(seen) != sorted(kernels) or len(rows) != nrows:
            o.fail("inconsistent", "%s: %d rows and %d kernels, run %s made %d and %d" % (
                table, len(rows), len(seen), p, nrows, len(kernels)))


# ----------------------------------------------------------------------------
# Families


def fam_concurrent(rng, root, index):
    """Two splits of different modules into one out= at once."""
    o = Outcome()
    work = os.path.join(root, "work")
    os.makedirs(os.path.join(work, "out"))
    emit = rng.choice(["ll", "bc"])
    runs, procs = {}, {}
    # Sizes close to each other: the runs' renames, last, then overlap.
    size = rng.randint(20, 120)
    for p in "ab":
        n = size + rng.randint(-3, 3)
        sources = rng.randint(1, 4)
        with open(os.path.join(work, p + ".ll"), "w") as f:
            f.write(kernels_module(p, n, sources))
        mode = rng.choice(["kernel", "source"])
        out = rng.choice(["out/t.table", "out/t.table", "./out/t.table", "out/../out/t.table"])
        runs[p] = (mode, ["%s%d" % (p, i) for i in range(n)], n if mode == "kernel" else sources)
        procs[p] = [OPT, "-load-pass-plugin", PLUGIN, "-disable-output", p + ".ll",
                    "-passes=device-code-split<split=%s;out=%s;symbols;emit=%s;quiet>" % (mode, out, emit)]
    started = {p: start(args, work) for p, args in procs.items()}
    results = {p: finish(s) for p, s in started.items()}
    for p, r in results.items():
        check_run(o, r, "run %s (split=%s)" % (p, runs[p][0]))
    left = os.listdir(os.path.join(work, "out"))
    temps = [f for f in left if f.endswith(".tmp")]
    if temps:
        o.fail("inconsistent", "temporaries left after both runs ended: %s" % temps[:4])
    if "t.table" in left:
        check_table(o, work, "out/t.table", {p: (results[p], runs[p][1], runs[p][2]) for p in runs})
    elif any(r.rc == 0 for r in results.values()):
        o.fail("silent", "a run exited 0 and no table is left")
    return o


def _collide_variants():
    """(name, input file name, pipeline with IN for the input's path,
    whether the input is bitcode, extra paths to create: hard links)."""
    split = "device-code-split<split=kernel;out=%s;emit=%s>"
    req = "spirv-inline-attrs<requirements=%s>"
    return [
        ("out=input", "in.ll", split % ("in.ll", "ll"), False),
        ("out=./input", "in.ll", split % ("./in.ll", "ll"), False),
        ("out=sub/../input", "in.ll", split % ("sub/../in.ll", "ll"), False),
        ("out=hard link of input", "in.ll", split % ("hl.ll", "ll"), False),
        ("out=symlink to input", "in.ll", split % ("sl.ll", "ll"), False),
        ("image t_0.ll = input", "t_0.ll", split % ("t.table", "ll"), False),
        ("image t_0.bc = input", "t_0.bc", split % ("t.table", "bc"), True),
        ("image = hard link of input", "in.ll", split % ("hl.table", "ll"), False),
        ("requirements=input", "in.ll", req % "in.ll", False),
        ("requirements=./input", "in.ll", req % "./in.ll", False),
        ("requirements=hard link of input", "in.ll", req % "hl.ll", False),
        ("requirements=out", "in.ll", req % "x.table" + "," + split % ("x.table", "ll"), False),
        ("requirements=an image", "in.ll", req % "x_0.ll" + "," + split % ("x.table", "ll"), False),
    ]


COLLIDE = _collide_variants()
REQ_MODULE = HEAD + ('define spir_kernel void @k0() "spv.extextension"="SPV_KHR_expect_assume" '
                     '"spv.extcapability"="ExpectAssumeKHR" {\n  ret void\n}\n')


def fam_collide(rng, root, index):
    """An output that is the input, or another output of the same run:
    a refusal naming it, and nothing written or replaced."""
    o = Outcome()
    name, inp, pipeline, bitcode = COLLIDE[index % len(COLLIDE)]
    work = os.path.join(root, "work")
    os.makedirs(os.path.join(work, "sub"))
    text = REQ_MODULE + kernels_module("k", rng.randint(1, 4), 1)[len(HEAD):].replace("@k0(", "@kk0(")
    path = os.path.join(work, inp)
    if bitcode:
        subprocess.run([llvm_bin("llvm-as"), "-o", path], input=text.encode(), check=True)
    else:
        with open(path, "w") as f:
            f.write(text)
    if "hl." in pipeline:
        hl = "hl_0.ll" if "hl.table" in pipeline else "hl.ll"
        os.link(path, os.path.join(work, hl))
    if "sl.ll" in pipeline:
        os.symlink(inp, os.path.join(work, "sl.ll"))
    before = snapshot(root)
    r = opt(pipeline, work, inp=inp)
    if check_run(o, r, name) == "ok":
        o.fail("silent", "%s: exit 0, no refusal (%s)" % (name, pipeline))
    elif r.rc == 1 and not re.search(r"^error: .*(in\.ll|t_0\.|hl|sl\.ll|x\.table|x_0\.ll)", r.err, flags=re.M):
        o.fail("silent", "%s: refused without naming the path:\n%s" % (name, r.err[-800:]))
    after = snapshot(root)
    inputs = {inp, "hl.ll", "hl_0.ll", "sl.ll"}
    # The requirements file that an earlier pass of the pipeline wrote
    # whole before the split refused to replace it stays.
    bad = [b for b in touched(before, after) if not lock_file(b)
           and not (r.rc == 1 and b in ("work/x.table", "work/x_0.ll")
                    and after.get(b, ("",))[0] == "f" and after[b][1].startswith(b"# SPIR-V requirements"))]
    if any(b[5:] in inputs for b in bad):
        o.fail("touched", "%s: the input changed or was replaced: %s" % (name, bad))
    if r.rc != 0 and bad:
        o.fail("touched", "%s: refused, yet left %s" % (name, bad[:5]))
    return o


HOSTILE = ["a\nb", "a|b", "$(touch pwned)", "a'b\"c", "sp ace", "`touch pwned2`"]
REGISTRY_OK = '[[property]]\nname = "sycl-fuzz-family"\ndecoration = "Alignment"\nentity = "global"\nvalue = "uint"\n'


def _paths_variants():
    """(target parameter, what the path is)."""
    kinds = ["symlink", "dangling symlink", "fifo", "/dev/null", "directory"] + ["name " + h for h in HOSTILE]
    out = []
    for param in ("out", "image", "requirements", "registry", "registry-env", "table", "table-row"):
        for kind in kinds + (["/dev/zero"] if param in ("registry", "registry-env", "table") else []):
            if param in ("image", "table-row") and (kind.startswith("name") or kind.startswith("/dev/")):
                continue
            # LLVM's pipeline parser refuses parentheses anywhere in
            # -passes= ("invalid pipeline"): $(...) goes in through the
            # environment and the input's name only.
            if "(" in kind and param not in ("registry-env",):
                continue
            out.append((param, kind))
    out += [("input-name", "name " + h) for h in HOSTILE]
    return out


PATHS = _paths_variants()
SPV_HEADER = bytes([3, 2, 0x23, 7, 0, 5, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])


def make_path(work, root, kind, name, content=b""):
    """Creates `name` in work as `kind`; returns the path to pass."""
    p = os.path.join(work, name)
    victim = os.path.join(root, "victim", "target")
    if kind == "symlink":
        os.symlink(victim, p)
    elif kind == "dangling symlink":
        os.symlink(os.path.join(root, "victim", "absent"), p)
    elif kind == "fifo":
        os.mkfifo(p)
    elif kind.startswith("/dev/"):
        return kind
    elif kind == "directory":
        os.mkdir(p)
    elif content:
        with open(p, "wb") as f:
            f.write(content)
    return name


def fam_paths(rng, root, index):
    """Links, FIFOs, devices, directories and hostile names for every
    output and input file parameter."""
    o = Outcome()
    param, kind = PATHS[index % len(PATHS)]
    work = os.path.join(root, "work")
    os.makedirs(work)
    os.makedirs(os.path.join(root, "victim"))
    victim_text = b"victim: must stay as it is\n"
    with open(os.path.join(root, "victim", "target"), "wb") as f:
        f.write(victim_text)
    hostile = kind[5:] if kind.startswith("name ") else None
    what = "%s %s" % (param, show(kind))
    with open(os.path.join(work, "in.ll"), "w") as f:
        f.write(REQ_MODULE)
    inp, env, outputs = "in.ll", {}, set()
    if param == "out":
        base = hostile + ".table" if hostile else "t.table"
        value = make_path(work, root, "plain" if hostile else kind, base)
        pipeline = "device-code-split<split=kernel;out=%s;symbols;emit=ll>" % value
        stem = os.path.splitext(base)[0]
        outputs = {base, stem + "_0.ll", stem + "_0.sym"}
    elif param == "image":
        make_path(work, root, kind, "t_0.ll")
        pipeline = "device-code-split<split=kernel;out=t.table;symbols;emit=ll>"
        outputs = {"t.table", "t_0.sym"}
    elif param == "requirements":
        base = hostile + ".req" if hostile else "r.req"
        value = make_path(work, root, "plain" if hostile else kind, base)
        pipeline = "spirv-inline-attrs<requirements=%s>" % value
        outputs = {base}
    elif param in ("registry", "registry-env"):
        base = (hostile + ".toml") if hostile else "reg.toml"
        if hostile:
            value = make_path(work, root, "plain", base, REGISTRY_OK.encode())
        else:
            value = make_path(work, root, kind, base)
            if kind == "symlink":
                with open(os.path.join(root, "victim", "target"), "w") as f:
                    f.write(REGISTRY_OK)
                victim_text = REGISTRY_OK.encode()
        if param == "registry":
            pipeline = "compile-time-properties<registry=%s>" % value
        else:
            pipeline = "compile-time-properties"
            env["SPIRV_PROPS_REGISTRY"] = value
    elif param in ("table", "table-row"):
        with open(os.path.join(work, "a.spv"), "wb") as f:
            f.write(SPV_HEADER)
        with open(os.path.join(work, "a.sym"), "w") as f:
            f.write("k0\n")
        if param == "table":
            base = hostile + ".table" if hostile else "w.table"
            value = make_path(work, root, "plain" if hostile else kind, base, b"[Code|Symbols]\na.spv|a.sym\n")
        else:
            row = make_path(work, root, kind, "r.spv")
            value = "w.table"
            with open(os.path.join(work, value), "w") as f:
                f.write("[Code|Symbols]\n%s|a.sym\n" % row)
        with open(os.path.join(work, "in.ll"), "w") as f:
            f.write('target triple = "x86_64-unknown-linux-gnu"\n')
        pipeline = "sycl-offload-wrapper<table=%s>" % value
    else:  # input-name: a hostile input module name, into the requirements file's comment
        inp = hostile + ".ll"
        os.rename(os.path.join(work, "in.ll"), os.path.join(work, inp))
        pipeline = "spirv-inline-attrs<requirements=r.req>"
        outputs = {"r.req"}
    before = snapshot(root)
    r = opt(pipeline, work, inp=inp, env=env)
    status = check_run(o, r, what)
    after = snapshot(root)
    bad = touched(before, after, lambda rel: lock_file(rel) or (
        status == "ok" and rel.startswith("work/") and rel[5:] in outputs))
    if bad:
        o.fail("touched", "%s: %s changed (exit %d)" % (what, [show(b) for b in bad[:5]], r.rc))
    victim_now = after.get(os.path.join("victim", "target"))
    if victim_now is None or victim_now[1] != victim_text:
        o.fail("touched", "%s: the symbolic link's target was written through" % what)
    # Refused: an output path that is not a regular file or a plain name
    # (a link too), an input path that is not a regular file (a link to
    # one is followed), and an out= whose table row cannot hold the name.
    inputs = ("registry", "registry-env", "table")
    refusal_due = (not hostile and not (kind == "symlink" and param in inputs)) \
        or (param == "out" and hostile is not None and ("\n" in hostile or "|" in hostile))
    if status == "ok" and refusal_due:
        o.fail("silent", "%s: exit 0, no refusal (%s)" % (what, show(pipeline)))
    if status == "ok" and param in ("requirements", "input-name"):
        req = os.path.join(work, (hostile + ".req") if param == "requirements" and hostile else "r.req")
        if not os.path.isfile(req):
            o.fail("silent", "%s: exit 0, no requirements file" % what)
        else:
            # Sourced as the docs say: nothing may run.
            src = subprocess.run(["sh", "-c", '. "$1" && test -n "$LLC_EXT_ARG"', "sh", req], cwd=work,
                                 capture_output=True, timeout=TIMEOUT_S)
            ran = [f for f in os.listdir(work) if f.startswith("pwned")]
            if src.returncode != 0 or ran:
                o.fail("silent", "%s: sourcing %s %s%s" % (what, show(os.path.basename(req)),
                                                         "ran a command " if ran else "",
                                                         src.stderr.decode(errors="replace")[-300:]))
    if status == "ok" and param == "out":
        table = sorted(x for x in outputs if x.endswith(".table"))[0]
        if not read_table(os.path.join(work, table)):
            o.fail("silent", "%s: exit 0 but the table does not read back" % what)
    return o


# Name clashes: (name, module text, pipeline, expect: "error" naming words,
# "rename-ok" (the decision of localaccessortosharedmemory), "idempotent").
GO_NVPTX = ('target triple = "nvptx64-nvidia-cuda"\ndeclare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)\n'
            'define ptx_kernel void @k(ptr addrspace(1) %out) {\n'
            '  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)\n  store i64 %o, ptr addrspace(1) %out\n'
            '  ret void\n}\n')
GO_AMD = GO_NVPTX.replace("nvptx64-nvidia-cuda", "amdgcn-amd-amdhsa").replace("ptx_kernel", "amdgpu_kernel")
LA = ('target triple = "nvptx64-nvidia-cuda"\n@k_shared_mem = addrspace(3) global [16 x i8] undef\n'
      'define ptx_kernel void @k(ptr addrspace(3) %a) {\n  store i8 1, ptr addrspace(3) %a\n'
      '  store i8 2, ptr addrspace(3) @k_shared_mem\n  ret void\n}\n')
SC = (HEAD + '@name = private unnamed_addr constant [2 x i8] c"a\\00"\n@id_a = addrspace(1) constant { i32 } { i32 7 }\n'
      'declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr, ptr, ptr)\n'
      'define spir_kernel void @k(ptr %buf, ptr addrspace(1) %out) {\n'
      '  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @name, '
      'ptr addrspacecast (ptr addrspace(1) @id_a to ptr), ptr %buf)\n  store i32 %v, ptr addrspace(1) %out\n'
      '  ret void\n}\n')
CLASH = [
    ("globaloffset: function of another type (nvptx)", GO_NVPTX + "define void @k_with_offset(ptr addrspace(1) %x) {\n  ret void\n}\n",
     "globaloffset", ("error", ["@k", "@k_with_offset"]), "k_with_offset"),
    ("globaloffset: function of another type (amdgcn)", GO_AMD + "define void @k_with_offset(i32 %x) {\n  ret void\n}\n",
     "globaloffset", ("error", ["@k", "@k_with_offset"]), "k_with_offset"),
    ("globaloffset: a global variable", GO_NVPTX + "@k_with_offset = global i32 0\n",
     "globaloffset", ("error", ["@k", "@k_with_offset"]), "k_with_offset"),
    ("globaloffset: a declaration", GO_NVPTX + "declare void @k_with_offset()\n",
     "globaloffset", ("error", ["@k", "@k_with_offset"]), "k_with_offset"),
    ("globaloffset: its own earlier clone (nvptx)", GO_NVPTX, "globaloffset", ("idempotent", []), "k_with_offset"),
    ("globaloffset: its own earlier clone (amdgcn)", GO_AMD, "globaloffset", ("idempotent", []), "k_with_offset"),
    ("localaccessortosharedmemory: a user array", LA, "localaccessortosharedmemory", ("rename-ok", []), "k_shared_mem"),
    ("localaccessortosharedmemory: a function", LA.replace("@k_shared_mem = addrspace(3) global [16 x i8] undef\n",
                                                           "define void @k_shared_mem() {\n  ret void\n}\n")
     .replace("  store i8 2, ptr addrspace(3) @k_shared_mem\n", "  call void @k_shared_mem()\n"),
     "localaccessortosharedmemory", ("rename-ok", []), "k_shared_mem"),
    ("spec-constants: a global of a builtin's name", SC + "@_Z20__spirv_SpecConstantii = global i32 0\n",
     "spec-constants<mode=native>", ("error", ["_Z20__spirv_SpecConstantii"]), "_Z20__spirv_SpecConstantii"),
    ("spec-constants: a builtin of another type", SC + "define i64 @_Z20__spirv_SpecConstantii(i64 %x) {\n  ret i64 %x\n}\n",
     "spec-constants<mode=native>", ("error", ["_Z20__spirv_SpecConstantii"]), "_Z20__spirv_SpecConstantii"),
    ("sycl-offload-wrapper: a global of the runtime's register function", "@__sycl_register_lib = global i32 0\n",
     "sycl-offload-wrapper<table=w.table>", ("error", ["@__sycl_register_lib"]), "__sycl_register_lib"),
    ("sycl-offload-wrapper: a global of the runtime's unregister function", "@__sycl_unregister_lib = global i32 0\n",
     "sycl-offload-wrapper<table=w.table>", ("error", ["@__sycl_unregister_lib"]), "__sycl_unregister_lib"),
]


def fam_clash(rng, root, index):
    """A name the pass creates, already taken."""
    o = Outcome()
    name, text, pipeline, (expect, words), created = CLASH[index % len(CLASH)]
    work = os.path.join(root, "work")
    os.makedirs(work)
    for f, content in (("a.spv", SPV_HEADER), ("a.sym", b"k0\n"), ("w.table", b"[Code|Symbols]\na.spv|a.sym\n")):
        with open(os.path.join(work, f), "wb") as fh:
            fh.write(content)
    if expect == "idempotent":
        first = opt(pipeline, work, text=text, extra=["-S"])
        if check_run(o, first, name + " (first run)") != "ok":
            return o
        text = first.out
    r = opt(pipeline, work, text=text, extra=["-S"])
    status = check_run(o, r, name)
    renamed = re.findall(r"@%s\.?\d+\b" % re.escape(created), r.out)
    if expect == "error":
        if status == "ok":
            o.fail("silent", "%s: exit 0%s" % (name, ", the clone renamed " + renamed[0] if renamed else ""))
        elif status == "diagnosed" and not all(w in r.err for w in words):
            o.fail("silent", "%s: the error does not name %s:\n%s" % (name, words, r.err[-600:]))
    elif expect == "idempotent":
        if status == "diagnosed":
            o.fail("refused", "%s: the pass's own output refused:\n%s" % (name, r.err[-600:]))
        elif status == "ok" and (renamed or r.out != opt("verify", work, text=text, extra=["-S"]).out):
            o.fail("silent", "%s: a second run changed the module%s" % (name, " (" + renamed[0] + ")" if renamed else ""))
    else:  # rename-ok: the new array is the kernel's, the user's global untouched
        if status == "diagnosed":
            o.fail("refused", "%s: refused:\n%s" % (name, r.err[-600:]))
        elif status == "ok":
            new = re.search(r"^@(k_shared_mem\d*) = external addrspace\(3\) global \[0 x i8\]", r.out, flags=re.M)
            keeps = ("@k_shared_mem = addrspace(3) global [16 x i8] undef" in r.out
                     if "global [16 x i8]" in text else "define void @k_shared_mem()" in r.out)
            if not new or not keeps:
                o.fail("silent", "%s: no external [0 x i8] array for the kernel, or the user's %s changed" % (
                    name, created))
    if status == "ok":
        v = opt("verify", work, text=r.out)
        if v.rc != 0:
            o.fail("silent", "%s: the output does not verify:\n%s" % (name, v.err[-600:]))
    return o


def fam_appending(rng, root, index):
    """@llvm.used, @llvm.compiler.used and @llvm.global_ctors with internal
    members, reached by entry points or not, through the split."""
    o = Outcome()
    work = os.path.join(root, "work")
    os.makedirs(os.path.join(work, "out"))
    nk, nf = rng.randint(1, 6), rng.randint(1, 8)
    lines = [HEAD]
    funcs = ["f%d" % i for i in range(nf)]
    globs = ["g%d" % i for i in range(rng.randint(0, 4))]
    for g in globs:
        lines.append("@%s = %s addrspace(1) global i32 %d\n" % (g, rng.choice(["internal", "internal", "private", ""]), len(g)))
    calls = {k: rng.sample(funcs, rng.randint(0, min(2, nf))) for k in range(nk)}
    for f in funcs:
        lines.append("define %s spir_func void @%s() {\n  ret void\n}\n" % (rng.choice(["internal", "internal", ""]), f))
    for k in range(nk):
        body = "".join("  call spir_func void @%s()\n" % f for f in calls[k])
        if globs and rng.random() < 0.3:
            body += "  store i32 1, ptr addrspace(1) @%s\n" % rng.choice(globs)
        lines.append('define spir_kernel void @k%d() #%d {\n%s  ret void\n}\n' % (k, k % 2, body))
    members = ["ptr @%s" % f for f in funcs] + ["ptr addrspacecast (ptr addrspace(1) @%s to ptr)" % g for g in globs] \
        + ["ptr @k%d" % k for k in range(nk)]
    lists = {}
    for arr in ("llvm.used", "llvm.compiler.used"):
        if rng.random() < 0.8:
            chosen = rng.sample(members, rng.randint(1, len(members)))
            lists[arr] = chosen
            lines.append('@%s = appending global [%d x ptr] [%s], section "llvm.metadata"\n' % (arr, len(chosen), ", ".join(chosen)))
    if rng.random() < 0.5:
        ctors = rng.sample(funcs, rng.randint(1, nf))
        lines.append("@llvm.global_ctors = appending global [%d x { i32, ptr, ptr }] [%s]\n" % (
            len(ctors), ", ".join("{ i32, ptr, ptr } { i32 65535, ptr @%s, ptr null }" % c for c in ctors)))
    lines.append('attributes #0 = { "sycl-module-id"="a.cpp" }\nattributes #1 = { "sycl-module-id"="b.cpp" }\n')
    with open(os.path.join(work, "in.ll"), "w") as f:
        f.write("".join(lines))
    mode = rng.choice(["none", "kernel", "source"])
    r = opt("device-code-split<split=%s;out=out/t.table;symbols;emit=ll>" % mode, work, inp="in.ll")
    if check_run(o, r, "split=" + mode) != "ok":
        if r.rc == 1:
            o.fail("refused", "split=%s of a valid module:\n%s" % (mode, r.err[-600:]))
        return o
    rows = read_table(os.path.join(work, "out", "t.table"))
    if not rows:
        o.fail("silent", "split=%s: no table rows" % mode)
        return o
    images = [open(os.path.join(work, code), encoding="utf-8").read() for code, _ in rows]
    for (code, _), img in zip(rows, images):
        v = subprocess.run([OPT, "-passes=verify", "-disable-output", os.path.join(work, code)],
                           capture_output=True, timeout=TIMEOUT_S)
        if v.returncode != 0:
            o.fail("silent", "split=%s: %s does not verify: %s" % (mode, code, v.stderr.decode()[-400:]))
    for arr, chosen in lists.items():
        for m in chosen:
            g = re.search(r"@(\w+)", m).group(1)
            where = [i for i, img in enumerate(images)
                     if re.search(r"^(define [^\n]*@%s\(|@%s = )" % (g, g), img, flags=re.M)]
            listed = [i for i in where
                      if re.search(r"^@%s = appending global [^\n]*@%s\b" % (re.escape(arr), g), images[i], flags=re.M)]
            if not where:
                o.fail("silent", "split=%s: @%s, listed in @%s, is in no image" % (mode, g, arr))
            elif listed != where:
                o.fail("silent", "split=%s: @%s is in images %s, but their @%s lists it in %s" % (mode, g, where, arr, listed))
    return o


def spec_limits():
    """The limits passes/src/metadata/spec_constants.rs declares (None
    where it declares none yet)."""
    text = ""
    try:
        text = open(os.path.join(ROOT, "passes", "src", "metadata", "spec_constants.rs")).read()
    except OSError:
        pass
    limits = {}
    for name in ("MAX_DEFAULT_BYTES", "MAX_LEAVES", "MAX_BUFFER_BYTES"):
        m = re.search(r"pub const %s: u64 = ([0-9_ <]+);" % name, text)
        limits[name] = eval(m.group(1).replace("_", ""), {}) if m else None
    return limits


SPEC = (HEAD + '@name = private unnamed_addr constant [4 x i8] c"big\\00"\n'
        '@id_big = addrspace(1) constant { [NNN x i8] } zeroinitializer\n'
        'declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]), ptr, ptr, ptr)\n'
        'define spir_kernel void @k(ptr %buf) {\n  %tmp = alloca [NNN x i8]\n'
        '  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]) %tmp, '
        'ptr @name, ptr addrspacecast (ptr addrspace(1) @id_big to ptr), ptr %buf)\n  ret void\n}\n')


def huge_sizes():
    lim = spec_limits()
    d, leaves, buf = lim["MAX_DEFAULT_BYTES"], lim["MAX_LEAVES"], lim["MAX_BUFFER_BYTES"]
    # At and just past each limit first, so that a short run (24 cases:
    # 6 sizes x 2 modes x alone / before the split) covers them.
    sizes = [x + e for x in (d, leaves, buf) if x for e in (0, 1)]
    sizes += [1 << 30, 1 << 32, (1 << 32) - 1, 50 << 20] + [x - 1 for x in (d, leaves, buf) if x] + [1, 4096]
    return list(dict.fromkeys(sizes)), lim


def fam_huge(rng, root, index):
    """A specialization constant of [N x i8], N near and past each limit,
    in both modes, alone and before the split's .prop."""
    o = Outcome()
    sizes, lim = huge_sizes()
    combos = [(s, m, sp) for s in sizes for m in ("native", "emulation") for sp in (False, True)]
    size, mode, split = combos[index % len(combos)]
    work = os.path.join(root, "work")
    os.makedirs(os.path.join(work, "out"))
    with open(os.path.join(work, "in.ll"), "w") as f:
        f.write(SPEC.replace("NNN", str(size)))
    pipeline = "spec-constants<mode=%s>" % mode
    if split:
        pipeline += ",device-code-split<split=kernel;out=out/t.table;properties>"
    r = opt(pipeline, work, inp="in.ll", extra=["-S", "-o", "out.ll"])
    what = "[%d x i8] %s%s" % (size, mode, " + split" if split else "")
    status = check_run(o, r, what)
    d, leaves, buf = lim["MAX_DEFAULT_BYTES"], lim["MAX_LEAVES"], lim["MAX_BUFFER_BYTES"]
    if d is None:
        return o  # no limits yet: crash and hang only
    allowed = size <= d and (size <= leaves if mode == "native" else size <= buf)
    if status == "ok" and not allowed:
        o.fail("silent", "%s: exit 0 past the limits %s" % (what, lim))
    elif status == "diagnosed":
        if not re.search(r'^error: .*"big".*limit', r.err, flags=re.M):
            o.fail("silent", "%s: refused without naming the constant and the limit:\n%s" % (what, r.err[-600:]))
        if allowed:
            o.fail("refused", "%s: within the limits, refused:\n%s" % (what, r.err[-600:]))
    if status == "ok":
        out = open(os.path.join(work, "out.ll"), encoding="utf-8", errors="replace").read()
        want = '!{!"big", i32 0, i32 0, i32 %d}' % size if mode == "emulation" else '!{!"big", i32 0'
        if want not in out:
            o.fail("silent", "%s: exit 0 without the constant's entry %s" % (what, want))
    return o


FAMILIES = {
    "concurrent": fam_concurrent,
    "collide": fam_collide,
    "paths": fam_paths,
    "clash": fam_clash,
    "appending": fam_appending,
    "huge": fam_huge,
}


def family_variants(name):
    """How many distinct fixed variants a family cycles through (0: all
    generated)."""
    return {"collide": len(COLLIDE), "paths": len(PATHS), "clash": len(CLASH),
            "huge": len(huge_sizes()[0]) * 4}.get(name, 0)


def run_case(args):
    """One case of a family: (family, index, Outcome)."""
    name, seed, index = args
    rng = random.Random("%s/%s/%d" % (name, seed, index))
    root = tempfile.mkdtemp(prefix="fuzz-%s-" % name)
    try:
        o = FAMILIES[name](rng, root, index)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return name, index, o


def campaign(args, known):
    """Runs --cases cases of each family of --family (a comma list or
    all); known(family, kind, detail) names the open item that covers a
    failure, or None. Prints a summary per family and the last line
    "fuzz: N passed, M failed, K known"; returns the exit status."""
    import multiprocessing
    import sys
    import time
    names = list(FAMILIES) if args.family == "all" else args.family.split(",")
    for n in names:
        if n not in FAMILIES:
            sys.exit("fuzz: no family %r (families: %s)" % (n, ", ".join(FAMILIES)))
    if not os.path.exists(PLUGIN):
        sys.exit("fuzz: no plugin at %s (cargo build --release)" % PLUGIN)
    t0 = time.time()
    cols = ["ok", "diagnosed"] + KINDS + ["known"]
    table = {n: dict.fromkeys(["cases"] + cols, 0) for n in names}
    failed, known_n, known_first = [], 0, {}
    work = [(n, args.seed, i) for n in names for i in range(args.cases)]
    with multiprocessing.Pool(args.jobs) as pool:
        for name, index, o in pool.imap_unordered(run_case, work):
            row = table[name]
            row["cases"] += 1
            new = [(k, d) for k, d in o.failures if not known(name, k, d)]
            if not o.failures:
                row["diagnosed" if o.diagnosed else "ok"] += 1
            elif new:
                for k in sorted({k for k, _ in new}):
                    row[k] += 1
                failed.append((name, index, new))
            else:
                row["known"] += 1
                known_n += 1
                item = known(name, *o.failures[0])
                known_first.setdefault((name, item), (index, o.failures[0][1]))
    failed.sort(key=lambda f: (f[0], f[1]))
    for name, index, new in failed:
        print("FAIL %s case %d (%s): %s" % (name, index, " ".join(sorted({k for k, _ in new})),
                                             new[0][1].replace("\n", "\n    ")[:1500]))
    for (name, item), (index, detail) in sorted(known_first.items()):
        print("KNOWN %s case %d (%s): %s" % (name, index, item, detail.split("\n")[0][:300]))
    short = {"diagnosed": "diag", "inconsistent": "incons"}
    print("\nfuzz families: %d cases each, seed %s, %d jobs, opt %s" % (args.cases, args.seed, args.jobs, OPT))
    print("%-11s %s" % ("family", " ".join("%7s" % short.get(c, c) for c in ["cases"] + cols)))
    total = dict.fromkeys(["cases"] + cols, 0)
    for n in names:
        for c in total:
            total[c] += table[n][c]
        print("%-11s %s" % (n, " ".join("%7d" % table[n][c] for c in ["cases"] + cols)))
    print("%-11s %s" % ("total", " ".join("%7d" % total[c] for c in ["cases"] + cols)))
    print("wall time %.0f s" % (time.time() - t0))
    passed = len(work) - len(failed) - known_n
    print("fuzz: %d passed, %d failed, %d known" % (passed, len(failed), known_n))
    return 1 if failed else 0
