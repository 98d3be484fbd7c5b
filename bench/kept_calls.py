#!/usr/bin/env python3
# bench/kept_calls.py: what opt's final verification and bitcode writer pay,
# after `compile-time-properties`, for the cache-hint annotation calls it
# keeps on purpose (docs/passes/compile-time-properties.md, deliberate
# difference 7), where Intel's pass at the commit bench/versus.py measures
# moves the hints to the pointer's instruction and deletes the call.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/kept_calls.py                                # dpcpp, 10,000 kernels
#   bench/kept_calls.py --size 1000 --layouts 1
#   bench/kept_calls.py --intel-plugin out/versus/intel-build/libintel_ctp.so
# Options: --family dpcpp|gen  --size N  --layouts K  --jobs J  --plugin PATH
#          --intel-plugin PATH  --llvm MAJOR  --out DIR  --docs
#
# Why: on bench/dpcpp.py modules, ours' overhead over the floor is above
# Intel's (bench/VERSUS.md) although the pass itself executes fewer
# instructions than Intel's; the phase table puts the difference in opt's
# final verification and writer. This measures how much of that the kept
# calls are, by removing them from ours' output and measuring again: the
# output of a pass that kept everything else of ours and wrote no calls
# for cache hints alone.
#
# Steps, for one input (bench/versus.py's families and generator):
#   1. ours' output, `opt -passes=compile-time-properties -S`, and the
#      floor's (`-passes=verify`), and Intel's when --intel-plugin is given;
#   2. "ours, cache calls removed": ours' output with every
#      llvm.ptr.annotation call removed whose annotation string holds only
#      cache-hint decorations ({ID:...} entries, each ID one of
#      CacheControlLoadINTEL and CacheControlStoreINTEL, numbers read by
#      name from the SPIR-V grammar in passes/grammar/), each use of the
#      call's result replaced by its pointer operand (a text edit of the
#      IR: the calls' results are plain %names in these inputs);
#   3. each file assembled with llvm-as (so all are written by one tool),
#      then `opt -passes=verify FILE.bc -o OUT.bc` counted by callgrind, on
#      K heap layouts (paths whose lengths differ by 16 bytes, as
#      bench/versus.py explains), with the contiguous heap of
#      bench/instructions.py: the inclusive instructions of opt's final
#      verification (llvm::VerifierPass::run) and of the bitcode writer
#      (llvm::BitcodeWriterPass::run), medians over the layouts.
# This counts what opt does with a module read back from a file, not the
# one a pass leaves in memory (bench/versus.py's phase table does that).
# The writer's count on a module read back depends on where the reader put
# its nodes (LLVM's maps keyed by address; one layout of ours' output with
# its record's named node deleted took 122 M more in the writer, not less),
# so read the difference between ours' output with and without the calls,
# each a median over layouts, and compare with Intel's through the phase
# table rather than through this one.
#
# Output: a table on stdout and DIR/kept-calls.md; --docs also writes it
# to bench/KEPT_CALLS.md. Python 3 standard library; valgrind and
# callgrind_annotate.

import argparse
import concurrent.futures
import datetime
import json
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (bench/run.py: machine, sizes)
import instructions  # noqa: E402  (bench/instructions.py: valgrind counts)
import versus  # noqa: E402  (bench/versus.py: inputs, layouts, profiles)

GRAMMAR = os.path.join(bench.REPO, "passes", "grammar", "spirv.core.grammar.json")
CACHE_DECORATIONS = ("CacheControlLoadINTEL", "CacheControlStoreINTEL")
# opt's final verification and writer, as bench/versus.py's phase table names them.
PHASES = [(p, f) for p, f in versus.PROFILE_PHASES if p in ("verify", "write")]


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="The cost of the kept cache-hint annotation calls in opt's "
                    "verifier and writer.")
    parser.add_argument("--family", default="dpcpp", choices=sorted(versus.FAMILIES))
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--layouts", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1))
    parser.add_argument("--llvm", default="22")
    parser.add_argument("--plugin", default=None,
                        help="ours (default: target/llvm<MAJOR>/release/libspirv_props.so)")
    parser.add_argument("--intel-plugin", default=None,
                        help="Intel's pass as built by bench/versus.py (optional)")
    parser.add_argument("--out", default=os.path.join(bench.REPO, "out", "kept-calls"))
    parser.add_argument("--docs", action="store_true",
                        help="also write the report to bench/KEPT_CALLS.md")
    args = parser.parse_args(argv)
    if args.size < 1 or args.layouts < 1 or args.jobs < 1:
        parser.error("--size, --layouts and --jobs must be at least 1")
    if args.plugin is None:
        args.plugin = os.path.join(bench.REPO, "target", "llvm%s" % args.llvm, "release",
                                   "libspirv_props.so")
    for path in filter(None, (args.plugin, args.intel_plugin)):
        if not os.path.isfile(path):
            parser.error("no plugin at %s" % path)
    return args


def cache_ids():
    """The decoration numbers of the cache hints, by name from the grammar."""
    with open(GRAMMAR) as f:
        grammar = json.load(f)
    kind = next(k for k in grammar["operand_kinds"] if k["kind"] == "Decoration")
    ids = {e["enumerant"]: e["value"] for e in kind["enumerants"]}
    missing = [name for name in CACHE_DECORATIONS if name not in ids]
    if missing:
        sys.exit("error: %s lacks %s" % (GRAMMAR, ", ".join(missing)))
    return {str(ids[name]) for name in CACHE_DECORATIONS}


STRING_GLOBAL = re.compile(r'^(@[-\w.$]+) = .*constant \[\d+ x i8\] c"(.*)"')
ENTRY_ID = re.compile(r"\{(\d+)")
ANNOTATION = re.compile(r"^  (%[-\w.$]+) = call ptr(?: addrspace\(\d+\))? "
                        r"@llvm\.ptr\.annotation\.[\w.]+\(ptr(?: addrspace\(\d+\))? "
                        r"(%[-\w.$]+), ptr(?: addrspace\(\d+\))? (@[-\w.$]+),")
LOCAL = re.compile(r"%[-\w.$]+")


def remove_cache_calls(text, ids):
    """`text` (an .ll module) without the annotation calls whose string
    holds only cache hints; (new text, calls removed)."""
    lines = text.split("\n")
    cache_only = set()
    for line in lines:
        m = STRING_GLOBAL.match(line)
        if m:
            entries = ENTRY_ID.findall(m.group(2))
            if entries and all(e in ids for e in entries):
                cache_only.add(m.group(1))
    out, renamed, removed = [], {}, 0
    for line in lines:
        if line.startswith("define "):
            renamed = {}
        m = ANNOTATION.match(line)
        if m and m.group(3) in cache_only:
            renamed[m.group(1)] = renamed.get(m.group(2), m.group(2))
            removed += 1
            continue
        if renamed and line.startswith("  "):
            line = LOCAL.sub(lambda t: renamed.get(t.group(0), t.group(0)), line)
        out.append(line)
    return "\n".join(out), removed


def run_checked(cmd, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, errors="replace", **kw)
    if done.returncode != 0:
        sys.exit("error: %s failed:\n%s" % (" ".join(cmd), done.stderr[-2000:]))
    return done


def annotation_calls(text):
    return len(re.findall(r"call [^@\n]*@llvm\.ptr\.annotation\.", text))


def profile(opt, path, out_file):
    """{phase: inclusive instructions} of `opt -passes=verify path`."""
    total, reason = instructions.count_command(
        [opt, "-passes=verify", path, "-o", out_file + ".bc"], None,
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=%s" % out_file])
    if reason:
        sys.exit("error: callgrind on %s: %s" % (path, reason))
    inclusive = versus.callgrind_inclusive(out_file)
    os.remove(out_file)
    os.remove(out_file + ".bc")
    split = {"total": total}
    for phase, function in PHASES:
        split[phase] = versus.inclusive_of(inclusive, function)
    return split


def main(argv):
    args = parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    opt = versus.llvm_tool(args.llvm, "opt")
    llvm_as = versus.llvm_tool(args.llvm, "llvm-as")
    ids = cache_ids()
    bc, _ = versus.make_input(opt, args.family, args.size, args.out)
    texts = {}
    runs = [("floor", "verify", None), ("ours", "compile-time-properties", args.plugin)]
    if args.intel_plugin:
        runs.append(("intel", "intel-compile-time-properties", args.intel_plugin))
    for key, pipeline, plugin in runs:
        ll = os.path.join(args.out, "%s.ll" % key)
        run_checked(versus.command(opt, pipeline, plugin, bc, ll, text=True))
        with open(ll) as f:
            texts[key] = f.read()
        os.remove(ll)
    texts["ours-no-cache-calls"], removed = remove_cache_calls(texts["ours"], ids)
    if not removed:
        sys.exit("error: no cache-only annotation call in ours' output on %s" % bc)
    keys = list(texts)
    files = {}
    for key in keys:
        ll = os.path.join(args.out, "%s.ll" % key)
        with open(ll, "w") as f:
            f.write(texts[key])
        base = os.path.join(args.out, "%s-n%d-%s.bc" % (args.family, args.size, key))
        run_checked([llvm_as, ll, "-o", base])
        os.remove(ll)
        lay = argparse.Namespace(out=args.out, layouts=args.layouts)
        files[key] = versus.layouts(lay, "%s-%s" % (args.family, key), args.size, base)
    jobs = [(key, i, path) for key in keys for i, path in enumerate(files[key])]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        done = list(pool.map(lambda j: (j[0], profile(
            opt, j[2], os.path.join(args.out, "cg-%s-%d.out" % (j[0], j[1])))), jobs))
    by_key = {key: [s for k, s in done if k == key] for key in keys}
    median = {key: {p: statistics.median(s[p] for s in splits) for p in ("verify", "write")}
              for key, splits in by_key.items()}
    calls = {key: annotation_calls(texts[key]) for key in keys}

    rows = ["| output | annotation calls | final verification (M) | writer (M) |",
            "| --- | ---: | ---: | ---: |"]
    for key in keys:
        rows.append("| %s | %d | %.1f | %.1f |" % (key, calls[key], median[key]["verify"] / 1e6,
                                                  median[key]["write"] / 1e6))
    lines = ["# The kept cache-hint calls: opt's verification and writer",
             "",
             "%s, %d kernels; `opt -passes=verify FILE.bc -o OUT.bc` under callgrind, "
             "medians over %d heap layout%s, M = 10^6 instructions, %s. "
             "Command: `bench/kept_calls.py %s`."
             % (args.family, args.size, args.layouts, "" if args.layouts == 1 else "s",
                datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                " ".join(argv)),
             "",
             "- opt: %s (%s)" % (bench.opt_version(opt), opt),
             "- ours: %s, repository at %s" % (args.plugin, versus.our_commit()),
             "- Intel's: %s" % (args.intel_plugin or "not measured (no --intel-plugin)"),
             ""] + rows + [""]
    saved_v = median["ours"]["verify"] - median["ours-no-cache-calls"]["verify"]
    saved_w = median["ours"]["write"] - median["ours-no-cache-calls"]["write"]
    lines.append("Removing the %d cache-only calls from ours' output takes %.1f M "
                 "instructions off the final verification and %.1f M off the writer "
                 "(%.0f per call together)."
                 % (removed, saved_v / 1e6, saved_w / 1e6,
                    (saved_v + saved_w) / removed if removed else 0))
    if "intel" in median:
        lines.append("")
        lines.append("Intel's output is here for its call count; compare the costs of "
                     "ours and Intel's in memory, with bench/versus.py's phase table "
                     "(see this script's header).")
    report = "\n".join(lines) + "\n"
    for path in [os.path.join(args.out, "kept-calls.md")] + (
            [os.path.join(bench.REPO, "bench", "KEPT_CALLS.md")] if args.docs else []):
        with open(path + ".tmp", "w") as f:
            f.write(report)
        os.replace(path + ".tmp", path)
    print(report, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
