#!/usr/bin/env python3
# bench/scaling.py: how every pass of the pass table scales, in instructions
# executed (valgrind's cachegrind, as bench/instructions.py counts them), on
# an input family that exercises it, next to its floor, at 1k, 10k and 100k
# kernels.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/scaling.py                                  # sizes 1000,10000,100000
#   bench/scaling.py --sizes 1000,10000 -j 2          # two counts at a time
#   bench/scaling.py --passes globaloffset,device-code-split@spec --sizes 1000
#   bench/scaling.py --sizes 1000,10000,100000 \
#       --largest-only steep,compile-time-properties@gen,sycl-annotations@gen --docs
#   bench/scaling.py --list                           # the rows (keys for --passes)
# Options: --sizes N,N,...  -j JOBS  --llvm MAJOR (default 22)  --plugin PATH
#          --passes K,K,... (a pass name: all its rows; pass@family: one row)
#          --largest-only K,K,...|steep  --timeout SECONDS  --max-output GIB
#          --no-own (skip the callgrind count of the passes' own instructions)
#          --out DIR (scratch)  --docs (write bench/SCALING.md)
#          --from-json DIR/scaling.json (the report again, measuring nothing)
#
# For each size N and each input family, the family's generator writes N
# kernels, opt converts them to bitcode once, and every row is counted once:
#   valgrind --tool=cachegrind --cache-sim=no opt -load-pass-plugin P \
#       -passes=<pass> x.bc -o /dev/null
# with its floor, opt without the plugin on the same bitcode:
#   - printers, the checker and the split (they change nothing): `verify`;
#   - transforming passes: what opt costs around a pass that changed the
#     module. opt-22 verifies once, at the end, whether a pass changed the
#     module or not, so that is `verify`; opt-15 also verifies its input
#     first and again at the end when the module changed, so it is
#     `verify,invalidate<verify>` (bench/INSTRUCTIONS.md). Which one applies
#     is read from `opt -passes=verify -debug-pass-manager` on a tiny module
#     (three VerifierPass runs: opt verifies its input itself).
# Passes whose output is much bigger than their input also get an output
# floor (what opt costs to write what the pass writes):
#   - globaloffset (clones kernels): the same floor on the pass's output;
#   - device-code-split (N images): `verify` on the input (opt reads it and
#     writes it to /dev/null in the split's run too) plus
#     `llvm-cat -o /dev/null <the images>`, which parses every image the
#     split wrote and writes each one as bitcode (into one multi-module
#     file); see SPLIT_FLOOR_TEXT below.
# Inputs that a pass needs prepared (print<spirv-props-stats> after
# compile-time-properties<stats>, spirv-props-verify after the property
# pipeline, the split of specialization constants after
# spec-constants<mode=native>) are written by a run of opt that is not
# counted; the row's floor is counted on that prepared input.
#
# With each row (unless --no-own) a second count, by callgrind inside the
# plugin's entry point (--toggle-collect=spvp_rs_run): the passes' own
# instructions and the LLVM calls they make, without opt's reading,
# verifying and writing around them; its per-10x ratio tells a pass that
# grows faster than its input from opt's own work growing around it.
#
# The table: per row the counts at each size, their ratios to the floor,
# and between consecutive sizes n1 < n2 the per-10x ratio
# (c2/c1)^(1/log10(n2/n1)) of the pass and of its overhead over the floor
# ((c2-f2)/(c1-f1), same exponent); linear is 10.0. A per-10x ratio above
# 10.5 (the linearity bar of issue 31) is flagged. A row that fails or runs
# past --timeout is not run at larger sizes; a split whose images would
# fill more than --max-output GiB at the next size is not run there (an
# image that holds a fixed share of the module makes the output grow with
# the square of the kernels). Families whose generator refuses (`distinct`
# before bench/gen.py has --family) are skipped with a note.
#
# Output: the report on stdout, DIR/scaling.md and DIR/scaling.json; with
# --docs also bench/SCALING.md. valgrind must be installed; Python 3
# standard library otherwise.

import argparse
import concurrent.futures
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as bench  # noqa: E402  (bench/run.py: machine, plugin copy, environment)
import instructions  # noqa: E402  (bench/instructions.py: the cachegrind count)
import spec_constants  # noqa: E402  (bench/spec_constants.py: module(N))

REPO = bench.REPO
TABLE_RS = os.path.join(REPO, "passes", "src", "pass", "table.rs")
DOC = os.path.join(REPO, "bench", "SCALING.md")

BAR = 10.5      # issue 31: per-10x above this is not linear
STEEP = 10.3    # `--largest-only steep`: rows above this per 10x at the step before

PROPERTY_PIPELINE = "compile-time-properties,spirv-inline-attrs,spirv-exec-modes"
SPLIT = "device-code-split<split=kernel;out={out};symbols;properties>"

# Input families: the command that writes N kernels of LLVM IR text to
# stdout (spec: a function of N), and what they hold.
FAMILIES = {
    "gen": ([os.path.join(HERE, "gen.py")],
            "`bench/gen.py N`: DPC++-style spir64 kernels in four shapes (SYCL "
            "properties, OpenCL metadata, inline SPIR-V attributes, mixed), "
            "property-carrying globals and parameters, member annotations "
            "(about 300 distinct property sets, repeated)"),
    "distinct": ([os.path.join(HERE, "gen.py"), "--family", "distinct"],
                 "`bench/gen.py --family distinct N`: as gen, with property "
                 "sets that do not repeat across kernels"),
    "nvptx": ([os.path.join(HERE, "gen_nvptx.py")],
              "`bench/gen_nvptx.py N`: SYCL kernels for nvptx64-nvidia-cuda "
              "with local accessors (three in four) and the global offset "
              "(three in four: the intrinsic, the builtin, a shared helper)"),
    "spec": (spec_constants.module,
             "`module(N)` of `bench/spec_constants.py`: each kernel reads "
             "three specialization constants (its own int, one of 100 "
             "shared structs, one shared short)"),
}


class Row:
    """One measured pass on one input family.

    kind: "pass" (transforms the module), "printer" (printers and the
    checker: change nothing), "split" (changes nothing, writes images to a
    fresh out= directory). prepare: a pipeline run (not counted) on the
    family's bitcode to make this row's input. output_floor: None,
    "output" (the floor on the pass's output) or "images" (verify on the
    input plus llvm-cat of the images)."""

    def __init__(self, pass_name, family, pipeline=None, kind="pass", prepare=None,
                 output_floor=None, label=None):
        self.pass_name = pass_name      # its name in the pass table
        self.label = label or pass_name
        self.family = family
        self.pipeline = pipeline or pass_name
        self.kind = kind
        self.prepare = prepare
        self.output_floor = output_floor

    @property
    def key(self):
        return "%s@%s" % (self.label, self.family)

    @property
    def input_label(self):
        if self.prepare:
            return "%s after `%s`" % (self.family, self.prepare)
        return self.family


# Every pass of passes/src/pass/table.rs, on the family that exercises it.
ROWS = [
    Row("sycl-global-properties", "gen"),
    Row("sycl-param-properties", "gen"),
    Row("sycl-kernel-properties", "gen"),
    Row("sycl-annotations", "gen"),
    Row("sycl-annotations", "distinct"),
    Row("compile-time-properties", "gen"),
    Row("compile-time-properties", "distinct"),
    Row("spirv-annotation-names", "gen"),
    Row("spirv-exec-modes", "gen"),
    Row("spirv-inline-attrs", "gen"),
    Row("print<sycl-annotations>", "gen", kind="printer"),
    Row("print<sycl-annotations>", "distinct", kind="printer"),
    Row("print<sycl-properties>", "gen", kind="printer"),
    Row("print<spirv-requirements>", "gen", kind="printer"),
    Row("print<kernel-metadata>", "gen", kind="printer"),
    # Prints what passes run with <stats> recorded in the module.
    Row("print<spirv-props-stats>", "gen", kind="printer",
        prepare="compile-time-properties<stats>"),
    # The checker, at the end of the pipeline it is meant for.
    Row("spirv-props-verify", "gen", kind="printer", prepare=PROPERTY_PIPELINE),
    Row("localaccessortosharedmemory", "nvptx"),
    Row("globaloffset", "nvptx", output_floor="output"),
    Row("spec-constants", "spec", pipeline="spec-constants<mode=native>"),
    Row("spec-constants", "spec", pipeline="spec-constants<mode=emulation>",
        label="spec-constants<mode=emulation>"),
    Row("print<spec-constants>", "spec", kind="printer"),
    Row("device-code-split", "gen", pipeline=SPLIT, kind="split", output_floor="images"),
    Row("device-code-split", "spec", pipeline=SPLIT, kind="split",
        prepare="spec-constants<mode=native>", output_floor="images"),
]

# Passes of the table that are not measured, and why.
NOT_MEASURED = {
    "spirv-props-test": "a test-only pass (table.rs: \"test only: "
                        "action=panic|warning|error\"; the README's pass list "
                        "leaves it out): it panics or reports a diagnostic on "
                        "purpose and does no work to scale",
}

SPLIT_FLOOR_TEXT = (
    "**The split's output floor.** `device-code-split<split=kernel>` "
    "writes one image per kernel (bitcode, with a `.sym` and a `.prop` "
    "file) and leaves the module as it was, so its run also reads the "
    "input, verifies it and writes it to /dev/null: the `verify` floor. "
    "What it writes on top is N modules. The cheapest way opt's libraries "
    "have to write N modules is to have them in memory and run the bitcode "
    "writer on each; the split has to build each image first (clone what "
    "the kernel reaches), and it also verifies each image and reads it "
    "back before renaming it into place (issue 29). The measurable stand-in "
    "is `llvm-cat -o /dev/null <the images>`: one process that parses every "
    "image the split wrote and writes each one with the bitcode writer "
    "(into one multi-module file). Its parse is about what the split's "
    "read-back costs, its write is the images' write; it does not build "
    "(clone) or verify the images, which are the split's own work. The "
    "output floor is `verify` on the input plus that llvm-cat count (two "
    "processes, so two start-ups, a few million instructions). The `.sym` "
    "and `.prop` text files are left out of the floor (a few hundred bytes "
    "each here). Counting `opt -passes=verify` on each image separately "
    "would add N process start-ups (thousands of times the work) and "
    "takes N valgrind runs.")

GLOBALOFFSET_FLOOR_TEXT = (
    "**globaloffset's output floor.** The pass adds a `<name>_with_offset` "
    "clone of every kernel and helper that reads the offset (three kernels "
    "in four of the nvptx family, and their helpers), so opt writes a "
    "module about twice the input's size. Its output floor is the same "
    "floor run on the pass's output (written by an uncounted run): opt "
    "reading, verifying and writing that module, with no plugin.")


# ----------------------------------------------------------------------------
# Options

def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Instructions per pass at growing sizes, with floors (valgrind).")
    parser.add_argument("--sizes", default="1000,10000,100000",
                        help="kernel counts, comma-separated (default %(default)s)")
    parser.add_argument("-j", "--jobs", type=int, default=1,
                        help="counts at a time (default %(default)s; the machine "
                             "has 2 shared cores: at most 2)")
    parser.add_argument("--llvm", default="22",
                        help="LLVM major: /usr/lib/llvm-MAJOR/bin/opt (default %(default)s)")
    parser.add_argument("--plugin", default=None,
                        help="the plugin (default: target/llvm22/release/libspirv_props.so "
                             "for --llvm 22, target/release/ for 15)")
    parser.add_argument("--passes", default=None,
                        help="rows to run: pass names (all their families) or "
                             "pass@family keys, comma-separated (see --list); default all")
    parser.add_argument("--largest-only", default=None,
                        help="at the largest size, run only these rows (pass names, "
                             "pass@family keys, or `steep`: every row above %g per 10x "
                             "at the step before)" % STEEP)
    parser.add_argument("--no-own", dest="own", action="store_false",
                        help="do not count the passes' own instructions (callgrind "
                             "inside spvp_rs_run): about half the time")
    parser.add_argument("--timeout", type=float, default=3600,
                        help="seconds per count before it is killed (default %(default)s)")
    parser.add_argument("--max-output", type=float, default=4.0,
                        help="GiB a split may write at the next size (predicted from the "
                             "size before; default %(default)s)")
    parser.add_argument("--out", default=os.path.join(REPO, "target", "bench-scaling"),
                        help="scratch directory (default target/bench-scaling)")
    parser.add_argument("--docs", action="store_true",
                        help="also write the report to bench/SCALING.md")
    parser.add_argument("--list", action="store_true", help="list the rows and exit")
    parser.add_argument("--from-json", default=None, metavar="PATH",
                        help="measure nothing: write the report from the scaling.json "
                             "of an earlier run")
    args = parser.parse_args(argv)
    args.sizes = bench.parse_sizes(parser, args.sizes)
    if args.jobs < 1:
        parser.error("-j must be at least 1")
    if args.plugin is None:
        sub = "release" if args.llvm == "15" else os.path.join("llvm%s" % args.llvm, "release")
        args.plugin = os.path.join(REPO, "target", sub, "libspirv_props.so")
    args.rows = select(parser, args.passes, ROWS) if args.passes else list(ROWS)
    args.largest = None
    if args.largest_only:
        names = [w for w in args.largest_only.split(",") if w.strip() and w.strip() != "steep"]
        args.largest = (select(parser, ",".join(names), args.rows) if names else [],
                        "steep" in [w.strip() for w in args.largest_only.split(",")])
    return args


def select(parser, text, rows):
    """The rows named by text: pass names or pass@family keys."""
    chosen = []
    for word in [w.strip() for w in text.split(",") if w.strip()]:
        found = [r for r in rows if word in (r.key, r.pass_name, r.label)]
        if not found:
            parser.error("no row %s; rows: %s" % (word, ", ".join(r.key for r in rows)))
        chosen += [r for r in found if r not in chosen]
    return [r for r in rows if r in chosen]


# ----------------------------------------------------------------------------
# Which passes there are, and what opt verifies

def table_passes():
    """The pass names of passes/src/pass/table.rs, in its order."""
    try:
        with open(TABLE_RS) as f:
            text = f.read()
    except OSError:
        return []
    return re.findall(r'^\s*name:\s*"([^"]+)"', text, re.M)


def transform_floor(opt, scratch):
    """The floor of a transforming pass: `verify` where opt verifies once
    at the end, `verify,invalidate<verify>` where opt also verifies its
    input first (then `-passes=verify` shows three VerifierPass runs)."""
    tiny = os.path.join(scratch, "tiny.ll")
    with open(tiny, "w") as f:
        f.write("define void @f() {\n  ret void\n}\n")
    done = subprocess.run([opt, "-passes=verify", "-debug-pass-manager", tiny,
                           "-o", "/dev/null"], capture_output=True, text=True)
    runs = done.stderr.count("Running pass: VerifierPass")
    return bench.VERIFY_TWICE if runs >= 3 else bench.VERIFY


# ----------------------------------------------------------------------------
# Inputs

def family_bitcode(opt, family, size, out_dir, cache):
    """The family's module of `size` kernels as bitcode; (path, None) or
    (None, reason the generator or opt gave)."""
    if (family, size) in cache:
        return cache[(family, size)]
    ll = os.path.join(out_dir, "n%d-%s.ll" % (size, family))
    bc = os.path.join(out_dir, "n%d-%s.bc" % (size, family))
    generator = FAMILIES[family][0]
    if callable(generator):
        with open(ll, "w") as f:
            f.write(generator(size))
    else:
        with open(ll, "wb") as f:
            done = subprocess.run([sys.executable] + generator + [str(size)], stdout=f,
                                  stderr=subprocess.PIPE)
        if done.returncode != 0:
            os.remove(ll)
            reason = (done.stderr.decode(errors="replace").strip().splitlines() or ["?"])[-1]
            cache[(family, size)] = (None, "generator: %s" % reason)
            return cache[(family, size)]
    done = subprocess.run([opt, ll, "-o", bc], capture_output=True, text=True)
    os.remove(ll)
    if done.returncode != 0:
        cache[(family, size)] = (None, "opt cannot read it: %s" % done.stderr.strip()[-300:])
    else:
        cache[(family, size)] = (bc, None)
    return cache[(family, size)]


def run_opt(opt, plugin, pipeline, source, target):
    """One uncounted run of opt writing its output; None or the reason."""
    done = subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=%s" % pipeline,
                           source, "-o", target], capture_output=True, text=True,
                          env=bench.child_env())
    if done.returncode != 0:
        return "exit %d: %s" % (done.returncode, done.stderr.strip()[-300:])
    return None


def row_input(opt, plugin, row, size, out_dir, cache):
    """The row's input bitcode (prepared if the row needs it); (path, None)
    or (None, reason)."""
    bc, reason = family_bitcode(opt, row.family, size, out_dir, cache)
    if bc is None or not row.prepare:
        return bc, reason
    key = (row.family, size, row.prepare)
    if key not in cache:
        target = os.path.join(out_dir, "n%d-%s-%s.bc" % (size, row.family,
                                                       bench.safe_name(row.prepare)))
        reason = run_opt(opt, plugin, row.prepare, bc, target)
        cache[key] = (None, "preparing: " + reason) if reason else (target, None)
    return cache[key]


# ----------------------------------------------------------------------------
# Counting

# callgrind counting only inside the plugin's entry point: the passes' own
# instructions and the LLVM calls they make, not opt's reading, verifying
# and writing around them.
OWN = ["valgrind", "--tool=callgrind", "--collect-atstart=no",
       "--toggle-collect=spvp_rs_run", "--callgrind-out-file=/dev/null"]


def in_fresh_dir(args, size, row, work_fn):
    """Run work_fn(pipeline, directory) with the split's out= in a fresh
    directory under args.out, deleted afterwards."""
    work = tempfile.mkdtemp(prefix="split-n%d-%s-" % (size, row.family), dir=args.out)
    try:
        return work_fn(row.pipeline.format(out=os.path.join(work, "t.table")), work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def count_row(args, opt, plugin, row, bc, floor_pipeline, size):
    """The row's counts at one size: {"count", "own", "output_floor",
    "cat", "images", "image_bytes", "reason", "seconds"}."""
    start = time.monotonic()
    result = {}

    def split(pipeline, work):
        result["count"], result["reason"] = instructions.count(
            opt, plugin, pipeline, "printer", bc, args.timeout)
        images = sorted(name for name in os.listdir(work) if name.endswith(".bc"))
        result["images"] = len(images)
        result["image_bytes"] = sum(os.path.getsize(os.path.join(work, name))
                                    for name in os.listdir(work))
        result["image_bc_bytes"] = sum(os.path.getsize(os.path.join(work, name))
                                       for name in images)
        if result["count"] is not None and images:
            # llvm-cat reads its arguments from a response file (N paths).
            listing = os.path.join(work, "images.rsp")
            with open(listing, "w") as f:
                f.write("\n".join(os.path.join(work, name) for name in images) + "\n")
            cat = os.path.join(os.path.dirname(opt), "llvm-cat")
            result["cat"], reason = instructions.count_command(
                [cat, "-o", "/dev/null", "@" + listing], args.timeout)
            if reason:
                result["reason"] = "llvm-cat of the images: " + reason

    if row.kind == "split":
        in_fresh_dir(args, size, row, split)
    else:
        result["count"], result["reason"] = instructions.count(
            opt, plugin, row.pipeline, row.kind, bc, args.timeout)
        if row.output_floor == "output" and result["count"] is not None:
            output = os.path.join(args.out, "n%d-%s-output.bc" % (size, bench.safe_name(row.key)))
            reason = run_opt(opt, plugin, row.pipeline, bc, output)
            if reason:
                result["reason"] = "writing the output: " + reason
            else:
                result["output_floor"], reason = instructions.count(
                    opt, plugin, floor_pipeline, "floor", output, args.timeout)
                if reason:
                    result["reason"] = "output floor: " + reason
                os.remove(output)
    if args.own and result.get("count") is not None and not result.get("reason"):
        if row.kind == "split":
            result["own"], reason = in_fresh_dir(
                args, size, row, lambda pipeline, work: instructions.count(
                    opt, plugin, pipeline, "printer", bc, args.timeout, OWN))
        else:
            result["own"], reason = instructions.count(
                opt, plugin, row.pipeline, row.kind, bc, args.timeout, OWN)
        if reason:
            result["reason"] = "own instructions: " + reason
    result["seconds"] = time.monotonic() - start
    return result


def per10(c1, c2, n1, n2):
    """c2/c1 scaled to a 10x step; None where it cannot be computed."""
    if not c1 or not c2 or c1 <= 0 or c2 <= 0:
        return None
    return (c2 / c1) ** (1 / math.log10(n2 / n1))


def split_prediction(result, input_bytes, n1, n2):
    """Bytes the split would write at n2, from its images at n1: linear,
    unless each image holds more than 5 % of the input module (then the
    images grow with the module: quadratic)."""
    images = result.get("images") or 0
    if not images:
        return 0, "linear"
    share = result["image_bc_bytes"] / images / max(input_bytes, 1)
    if share > 0.05:
        return result["image_bytes"] * (n2 / n1) ** 2, \
            "each image is %.0f %% of the input module" % (100 * share)
    return result["image_bytes"] * (n2 / n1), "linear"


def measure(args, opt, plugin, pass_floor):
    """All counts. Returns (by_size, notes): by_size[size] = {"floors":
    {(input label, pipeline): count}, "rows": {key: result}}."""
    cache, by_size, notes = {}, {}, []
    stopped = {}            # row key -> why it is not run any more
    previous = {}           # row key -> (size, result, input bytes)
    for index, size in enumerate(args.sizes):
        largest = index == len(args.sizes) - 1 and index > 0
        rows, floors, floor_inputs, reasons = [], {}, {}, {}
        for row in args.rows:
            if row.key in stopped:
                reasons[row.key] = stopped[row.key]
                continue
            if largest and args.largest is not None:
                # The rows named, and with `steep` those above STEEP per 10x
                # at the step before the largest size.
                named, steep = args.largest
                step = None
                if index >= 2:
                    n0, n1 = args.sizes[index - 2], args.sizes[index - 1]
                    step = per10(by_size[n0]["rows"].get(row.key, {}).get("count"),
                                 by_size[n1]["rows"].get(row.key, {}).get("count"), n0, n1)
                if row not in named and not (steep and step and step > STEEP):
                    reasons[row.key] = "not run (--largest-only)"
                    continue
            bc, reason = row_input(opt, plugin, row, size, args.out, cache)
            if bc is None:
                reasons[row.key] = reason
                if row.family == "distinct" and reason.startswith("generator"):
                    note = ("family `distinct` skipped: %s (bench/gen.py has no "
                            "--family yet; the rows fill in once it lands)" % reason)
                    if note not in notes:
                        notes.append(note)
                continue
            if row.kind == "split" and row.key in previous:
                n1, result, input_bytes = previous[row.key]
                predicted, why = split_prediction(result, input_bytes, n1, size)
                if predicted > args.max_output * 2 ** 30:
                    stopped[row.key] = ("not run: its images would be about %.0f GiB "
                                        "(%d kernels wrote %.1f MiB; %s); its scaling "
                                        "below that: `bench/scaling.py --sizes %d,%d,%d "
                                        "--passes %s`"
                                        % (predicted / 2 ** 30, n1,
                                           result["image_bytes"] / 2 ** 20, why,
                                           n1 // 10, round(n1 / 10 ** 0.5), n1, row.key))
                    reasons[row.key] = stopped[row.key]
                    continue
            floor = pass_floor if row.kind == "pass" else bench.VERIFY
            floors[(row.input_label, floor)] = bc
            floor_inputs[row.key] = (row.input_label, floor)
            rows.append((row, bc, floor))
        bench.log("n=%d: %d rows, %d floors" % (size, len(rows), len(floors)))
        results, floor_counts = {}, {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            futures = {}
            for (label, pipeline), bc in floors.items():
                futures[pool.submit(instructions.count, opt, plugin, pipeline, "floor",
                                    bc, args.timeout)] = ("floor", (label, pipeline))
            for row, bc, floor in rows:
                futures[pool.submit(count_row, args, opt, plugin, row, bc, floor,
                                    size)] = ("row", row)
            for future in concurrent.futures.as_completed(futures):
                what, item = futures[future]
                if what == "floor":
                    n, reason = future.result()
                    floor_counts[item] = n
                    bench.log("n=%d floor %s on %s: %s" % (size, item[1], item[0],
                                                          reason or "{:,}".format(n)))
                    continue
                result = future.result()
                results[item.key] = result
                if result.get("reason"):
                    stopped[item.key] = "not run: %s at %d kernels" % (
                        "timed out" if "timeout" in result["reason"] else "failed", size)
                    bench.log("n=%d %s FAILED: %s" % (size, item.key, result["reason"]))
                else:
                    bench.log("n=%d %s: %s instructions (%.0f s)"
                              % (size, item.key, "{:,}".format(result["count"]),
                                 result["seconds"]))
        for row, bc, floor in rows:
            result = results[row.key]
            result["floor"] = floor_counts.get(floor_inputs[row.key])
            result["floor_key"] = floor_inputs[row.key]
            if row.output_floor == "images" and result.get("cat") and result["floor"]:
                result["output_floor"] = result["floor"] + result["cat"]
            previous[row.key] = (size, result, os.path.getsize(bc))
        for key, reason in reasons.items():
            results.setdefault(key, {"reason": reason, "skipped": True})
        by_size[size] = {"floors": floor_counts, "rows": results}
        # What is counted so far, in case a larger size does not finish.
        save(os.path.join(args.out, "scaling.partial.json"),
             {"by_size": by_size, "notes": notes})
        # Bitcode of this size is not needed any more.
        for value in cache.values():
            if value[0] and os.path.exists(value[0]):
                os.remove(value[0])
        cache.clear()
    return by_size, notes


# ----------------------------------------------------------------------------
# Report

def size_label(n):
    return "%dk" % (n // 1000) if n % 1000 == 0 else str(n)


def giga(n):
    return "-" if n is None else "%.3f" % (n / 1e9)


def flagged(value):
    if value is None:
        return "-"
    text = "%.2f" % value
    return "**%s !**" % text if value > BAR else text


FLOOR_NAMES = {bench.VERIFY: "`verify`", bench.VERIFY_TWICE: "`verify,invalidate<verify>`"}


def report(args, header, by_size, notes, pass_floor):
    sizes = args.sizes
    steps = list(zip(sizes, sizes[1:]))
    out = ["# spirv-props: scaling of every pass", ""] + header + [""]
    out += [
        "Instructions executed by opt (valgrind `--tool=cachegrind --cache-sim=no`, "
        "\"I refs\", one run each, as `bench/instructions.py` counts them: the count "
        "repeats to about 0.3 %% up to 10k kernels and varies by a few percent at "
        "100k with where malloc puts LLVM's pointer-keyed hash tables). "
        "G = 10^9 instructions. Per 10x: c2/c1 between consecutive sizes, scaled to "
        "a 10x step ((c2/c1)^(1/log10(n2/n1)); linear is 10.0); overhead per 10x: "
        "the same for the count minus its floor's. **Bold with !**: above %.1f per "
        "10x, the linearity bar of issue 31. From 1k to 10k opt's fixed start-up "
        "makes everything read about 9; an overhead that is a few percent of the "
        "floor has a per-10x ratio as noisy as the difference of two counts." % BAR, "",
        "**Floors** (opt without the plugin, on the row's own input): printers, "
        "the checker and the split change nothing: `verify`. Transforming passes: "
        "%s; on this opt that is %s (opt-22 runs the verifier once, at the end, "
        "whether the pass changed the module or not; opt-15 verifies its input "
        "first and again after a pass that changed it, so there it is "
        "`verify,invalidate<verify>`: read from `-debug-pass-manager`)."
        % ("what opt costs around a pass that changed the module",
           FLOOR_NAMES[pass_floor]), "",
        GLOBALOFFSET_FLOOR_TEXT, "",
        SPLIT_FLOOR_TEXT, "",
        "## Input families", ""]
    out += ["- `%s`: %s" % (name, text) for name, (_, text) in FAMILIES.items()]
    out += ["", "## Floors", "",
            "| input | floor | %s | %s |" % (
                " | ".join("G %s" % size_label(n) for n in sizes),
                " | ".join("per 10x %s→%s" % (size_label(a), size_label(b)) for a, b in steps)),
            "| --- | --- |%s%s" % (" ---: |" * len(sizes), " ---: |" * len(steps))]
    floor_keys = []
    for n in sizes:
        for key in by_size[n]["floors"]:
            if key not in floor_keys:
                floor_keys.append(key)
    for label, pipeline in floor_keys:
        counts = [by_size[n]["floors"].get((label, pipeline)) for n in sizes]
        out.append("| %s | `%s` | %s |%s" % (
            label, pipeline, " | ".join(giga(c) for c in counts),
            "".join(" %s |" % flagged(per10(counts[i], counts[i + 1], a, b))
                    for i, (a, b) in enumerate(steps))))

    def step_header(what):
        return " | ".join("%s %s→%s" % (what, size_label(a), size_label(b)) for a, b in steps)

    out += ["", "## Passes", "",
            "| pass | family | floor | %s | %s | %s | %s |" % (
                " | ".join("G %s" % size_label(n) for n in sizes),
                " | ".join("/ floor %s" % size_label(n) for n in sizes),
                step_header("per 10x"), step_header("overhead per 10x")),
            "| --- | --- | --- |%s" % (" ---: |" * (2 * len(sizes) + 2 * len(steps)))]
    flags, own_table = [], []
    for row in args.rows:
        results = [by_size[n]["rows"].get(row.key, {}) for n in sizes]
        counts = [r.get("count") for r in results]
        owns = [r.get("own") for r in results]
        own10 = [per10(owns[i], owns[i + 1], a, b) for i, (a, b) in enumerate(steps)]
        floor_name = "`%s`" % (pass_floor if row.kind == "pass" else bench.VERIFY)
        variants = [("floor", floor_name + (" on the prepared input" if row.prepare else ""))]
        if row.output_floor == "output":
            variants.append(("output_floor", "output floor: %s on its output" % floor_name))
        elif row.output_floor == "images":
            variants.append(("output_floor", "output floor: `verify` + `llvm-cat` of the images"))
        name = "`%s`" % row.label
        if row.pipeline != row.label:
            name += " (`%s`)" % row.pipeline.format(out="D/t.table")
        for field, label in variants:
            floors = [r.get(field) for r in results]
            ratios = ["-" if c is None or not f else "%.3f" % (c / f)
                      for c, f in zip(counts, floors)]
            pass10, over10 = [], []
            for i, (a, b) in enumerate(steps):
                p = per10(counts[i], counts[i + 1], a, b) if field == "floor" else None
                o = None
                if None not in (counts[i], counts[i + 1], floors[i], floors[i + 1]) \
                        and counts[i] > floors[i] and counts[i + 1] > floors[i + 1]:
                    o = per10(counts[i] - floors[i], counts[i + 1] - floors[i + 1], a, b)
                pass10.append(p)
                over10.append(o)
                for what, value in (("the pass", p),
                                    ("its overhead over the %s" % field.replace("_", " "), o)):
                    if value is not None and value > BAR:
                        why = ""
                        if own10[i] is not None and what != "the pass":
                            why = ("; its own instructions %.2f per 10x%s"
                                   % (own10[i], "" if own10[i] > BAR else
                                      ": the rest is opt's, around the pass"))
                        flags.append("`%s` on %s, %s→%s: %s %.2f per 10x%s"
                                     % (row.label, row.family, size_label(a),
                                        size_label(b), what, value, why))
            out.append("| %s | %s | %s | %s | %s | %s | %s |" % (
                name if field == "floor" else "↳ same", row.family if field == "floor" else "",
                label, " | ".join(giga(c) for c in counts), " | ".join(ratios),
                " | ".join("-" if field != "floor" else flagged(p) for p in pass10),
                " | ".join(flagged(o) for o in over10)))
        for i, (a, b) in enumerate(steps):
            if own10[i] is not None and own10[i] > BAR:
                flags.append("`%s` on %s, %s→%s: its own instructions %.2f per 10x"
                             % (row.label, row.family, size_label(a), size_label(b), own10[i]))
        for n, r in zip(sizes, results):
            if (r.get("reason") or "").startswith("not run: its images would be"):
                flags.append("`%s` on %s at %s kernels: %s" % (row.label, row.family,
                                                                size_label(n), r["reason"]))
                break
        if any(owns):
            own_table.append("| %s | %s | %s | %s | %s |" % (
                name, row.family, " | ".join(giga(o) for o in owns),
                " | ".join("-" if o is None or not c else "%.1f %%" % (100 * o / c)
                           for o, c in zip(owns, counts)),
                " | ".join(flagged(o) for o in own10)))

    if own_table:
        out += ["", "## The passes' own instructions", "",
                "Counted by callgrind inside the plugin's entry point (`valgrind "
                "--tool=callgrind --collect-atstart=no --toggle-collect=spvp_rs_run`, "
                "one more run per row): the passes' code and the LLVM calls it makes "
                "(creating nodes, cloning, the split's writing of images), without "
                "opt's reading, verifying and writing around them. This separates a "
                "pass that grows faster than its input from opt's own work growing "
                "around it (LLVM's pointer-keyed hash tables, malloc).", "",
                "| pass | family | %s | %s | %s |" % (
                    " | ".join("own G %s" % size_label(n) for n in sizes),
                    " | ".join("share %s" % size_label(n) for n in sizes),
                    step_header("own per 10x")),
                "| --- | --- |%s" % (" ---: |" * (2 * len(sizes) + len(steps)))]
        out += own_table

    out += ["", "## Above the bar", ""]
    out += ["- " + f for f in flags] if flags else \
        ["None: every per-10x ratio is at most %.1f." % BAR]

    out += ["", "## Notes", ""]
    lines = list(notes)
    for row in args.rows:
        said = None
        for n in sizes:
            r = by_size[n]["rows"].get(row.key, {})
            quiet = (r.get("reason") or "").startswith(("not run (--largest-only)", "generator"))
            quiet = quiet or r.get("reason") == said     # the same at a larger size
            said = r.get("reason")
            if r.get("reason") and not quiet:
                lines.append("`%s` on %s at %s kernels: %s"
                             % (row.pass_name, row.family, size_label(n), r["reason"]))
            if r.get("images") is not None and r.get("count") is not None:
                lines.append("`%s` on %s at %s kernels: %d images, %.1f MiB written "
                             "(llvm-cat of them: %s G)"
                             % (row.pass_name, row.family, size_label(n), r["images"],
                                r["image_bytes"] / 2 ** 20, giga(r.get("cat"))))
    measured = {row.pass_name for row in ROWS}
    for name in table_passes():
        if name in NOT_MEASURED:
            lines.append("`%s` is not measured: %s." % (name, NOT_MEASURED[name]))
        elif name not in measured:
            lines.append("`%s` (in passes/src/pass/table.rs) has no row here yet: add "
                         "one to ROWS in bench/scaling.py." % name)
    out += ["- " + line for line in lines]
    return "\n".join(out), flags


def save(path, data):
    """The measurements as JSON (floors keyed "input | pipeline")."""
    sizes = {}
    for n, at in data["by_size"].items():
        sizes[str(n)] = {
            "floors": {"%s | %s" % key: count for key, count in at["floors"].items()},
            "rows": {key: dict(r, floor_key=list(r["floor_key"])) if "floor_key" in r else r
                     for key, r in at["rows"].items()}}
    with open(path, "w") as f:
        json.dump(dict(data, by_size=sizes), f, indent=1)


def load(path):
    """What save wrote, with the keys back as they were."""
    with open(path) as f:
        data = json.load(f)
    by_size = {}
    for n, at in data["by_size"].items():
        by_size[int(n)] = {
            "floors": {tuple(key.split(" | ", 1)): count
                       for key, count in at["floors"].items()},
            "rows": {key: dict(r, floor_key=tuple(r["floor_key"])) if "floor_key" in r else r
                     for key, r in at["rows"].items()}}
    data["by_size"] = by_size
    return data


def main(argv):
    args = parse_args(argv)
    if args.list:
        for row in ROWS:
            print("%-45s %-8s %s%s" % (row.key, row.kind, row.pipeline,
                                      "  (input: %s)" % row.input_label if row.prepare else ""))
        return 0
    if args.from_json:
        # The report again from an earlier run's measurements (its header,
        # sizes and rows), e.g. after the report's text changed.
        data = load(args.from_json)
        args.sizes = sorted(data["by_size"])
        args.rows = [row for row in ROWS if row.key in data["rows"]]
    else:
        data = run_all(args, argv)
        save(os.path.join(args.out, "scaling.json"), data)
    text, flags = report(args, data["header"], data["by_size"], data["notes"],
                         data["pass_floor"])
    print(text)
    with open(os.path.join(args.out, "scaling.md"), "w") as f:
        f.write(text + "\n")
    if args.docs:
        with open(DOC, "w") as f:
            f.write(text + "\n")
        bench.log("wrote %s" % DOC)
    failed = any(r.get("reason") and not r.get("skipped")
                 for at in data["by_size"].values() for r in at["rows"].values())
    return 1 if failed else 0


def run_all(args, argv):
    """Measure everything; the data save() writes and report() reads."""
    opt = "/usr/lib/llvm-%s/bin/opt" % args.llvm
    if not os.access(opt, os.X_OK):
        sys.exit("error: %s not found (is LLVM %s installed?)" % (opt, args.llvm))
    if subprocess.run(["valgrind", "--version"], capture_output=True).returncode != 0:
        sys.exit("error: valgrind not found (apt install valgrind)")
    started = time.monotonic()
    date = time.strftime("%Y-%m-%d %H:%M %Z")
    os.makedirs(args.out, exist_ok=True)
    plugin, description = bench.snapshot_plugin(os.path.abspath(args.plugin), args.out)
    pass_floor = transform_floor(opt, args.out)
    by_size, notes = measure(args, opt, plugin, pass_floor)
    minutes = (time.monotonic() - started) / 60
    affinity = len(os.sched_getaffinity(0))
    largest = by_size[args.sizes[-1]]["rows"]
    header = [
        "- machine: %s, %d logical CPUs%s, %.1f GiB RAM" % (
            bench.cpu_model(), os.cpu_count() or 0,
            "" if affinity == os.cpu_count() else " (%d usable)" % affinity,
            bench.total_ram_gib()),
        "- opt: %s (%s)" % (bench.opt_version(opt), opt),
        "- plugin: commit %s; %s" % (bench.git_revision(), description.replace(REPO + "/", "")),
        "- command: `python3 bench/scaling.py %s`, %s, %.0f minutes"
        % (" ".join(argv), date, minutes),
        "- sizes run: %s kernels%s" % (
            ", ".join(size_label(n) for n in args.sizes),
            "; at %s only %s" % (size_label(args.sizes[-1]), ", ".join(
                "`%s` on %s" % (row.label, row.family) for row in args.rows
                if largest.get(row.key, {}).get("count")))
            if args.largest is not None else ""),
    ]
    return {"header": header, "pass_floor": pass_floor, "notes": notes,
            "rows": [row.key for row in args.rows], "by_size": by_size}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
