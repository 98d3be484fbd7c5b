#!/usr/bin/env python3
# bench/instructions.py: instructions executed by opt for each workload of
# bench/run.py, counted by valgrind (cachegrind without cache simulation).
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/instructions.py                          # sizes 1000,10000,100000
#   bench/instructions.py --sizes 1000,10000 -j 2  # two workloads at a time
#   bench/instructions.py --passes property-pipeline --sizes 5000
#   bench/instructions.py --family distinct --passes sycl-annotations
# Options: --sizes N,N,...  -j JOBS  --plugin PATH  --llvm MAJOR
#          --passes K,K,... (keys of bench/run.py --list)  --out DIR
#          --family F (bench/gen.py's input family: default, distinct)
#
# Why a second benchmark: CPU time on a shared 2-vCPU machine varies by
# 10-40 % between identical runs, and it grows faster than the work as the
# module outgrows the caches (opt -passes=verify itself takes 12.7x the
# time for 10x the kernels between 10k and 100k there). The number of
# instructions executed counts the work, not where the bytes happen to be,
# and it nearly repeats: to about 0.3 % up to 10k kernels. Not exactly,
# and less so on big modules: LLVM's hash tables are keyed by pointers, so
# how long their lookups probe depends on where malloc put the nodes. At
# 100k kernels the same command was seen 2 % apart between two runs, and
# merely loading the plugin (-load-pass-plugin, pipeline `verify`) moved
# LLVM's own count by +5.5 % (and by -0.8 % at 30k). Read differences of
# a few percent at 100k as that. It is the measure to read the passes'
# own cost from; run.py's CPU seconds and peak memory say what a user
# waits for and needs.
#
# One of those layout effects is valgrind's, not opt's, and every count
# here removes it: valgrind gives a program a brk segment of 8 MB, so once
# glibc's heap outgrows it (early: opt's heap is 590 MB at 50k kernels)
# malloc falls back to mapping one region after another, and the regions
# land between whatever else the process maps, a plugin's segments and its
# allocator's arenas among them. A large plugin then moved where LLVM's own
# objects went: loading ours (pipeline `verify`, its passes never run) cost
# opt 70 M instructions more on gen 10,000 kernels (+1.5 %: parsing +23 M,
# the writer's use-list order and value maps +50 M), the same on each of 7
# input paths, while natively (a contiguous brk heap) the parse and write
# times were the same with or without it. So valgrind runs opt with
# GLIBC_TUNABLES=glibc.malloc.top_pad=2 GiB (VALGRIND_ENV): the first heap
# extension asks for 2 GiB, is refused by the brk segment and mapped as one
# region, and the heap is contiguous as it is natively (the tunable only
# reserves address space; pages are used as they are touched). Loading
# ours then moves the count by its start-up alone (gen 10,000: none
# 4,534 M, ours loaded 4,525 M, Intel's 4,526 M, means over 6 paths).
#
# For each size: bench/gen.py N (bench/gen.py --family F N with --family),
# converted to bitcode once (as run.py does), then each workload once under
#   valgrind --tool=cachegrind --cache-sim=no opt ... x.bc -o /dev/null
# reading the "I refs" total. Floors: `verify` (read, verify, write),
# `verify,invalidate<verify>` (what opt costs around any pass that changes
# the module: it verifies again at the end), and the same on the property
# pipeline's output (what opt costs around any pass producing that
# output). Output: a markdown report on stdout and in DIR/instructions.md,
# the counts in DIR/instructions.json. valgrind must be installed
# (apt install valgrind); Python 3 standard library otherwise.

import argparse
import concurrent.futures
import json
import math
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (bench/run.py: workloads, input, plugin copy)

IREFS = re.compile(r"I\s+refs:\s+([0-9,]+)")
# valgrind counting every instruction of the process, without cache simulation.
CACHEGRIND = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
              "--cachegrind-out-file=/dev/null"]
# What the counted program's environment adds: a contiguous heap under
# valgrind (see the header).
VALGRIND_ENV = {"GLIBC_TUNABLES": "glibc.malloc.top_pad=%d" % (2 << 30)}


def valgrind_env():
    """The environment a counted opt runs in: run.py's, plus VALGRIND_ENV
    (appended to any GLIBC_TUNABLES already set)."""
    env = bench.child_env()
    for name, value in VALGRIND_ENV.items():
        env[name] = value if not env.get(name) else env[name] + ":" + value
    return env


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Instructions executed by opt per workload (valgrind).")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("-j", "--jobs", type=int, default=1,
                        help="workloads counted at a time (default %(default)s)")
    parser.add_argument("--plugin", default=os.path.join(bench.REPO, "target", "release",
                                                         "libspirv_props.so"))
    parser.add_argument("--llvm", default="15")
    parser.add_argument("--passes", default=None,
                        help="workload keys (bench/run.py --list); default: all but "
                             "the default<O2> ones. The floors always run.")
    parser.add_argument("--out", default=os.path.join(bench.REPO, "target", "bench-ir"))
    parser.add_argument("--family", default="default",
                        help="bench/gen.py's input family (default, distinct; "
                             "default: %(default)s)")
    args = parser.parse_args(argv)
    args.sizes = bench.parse_sizes(parser, args.sizes)
    if args.jobs < 1:
        parser.error("-j must be at least 1")
    if args.passes is None:
        # default<O2> and the pipelines with it are LLVM's work, not ours:
        # run.py times them; here they would only take the longest.
        args.passes = ",".join(key for key, _, kind in bench.WORKLOADS
                               if kind not in ("floor", "o2-pipeline"))
    args.workloads = bench.select_workloads(parser, args.passes)
    return args


def make_bitcode(opt, size, out_dir, family):
    """bench/gen.py [--family F] N converted to bitcode; its path. The
    default family is run.py's input (the same files)."""
    if family == "default":
        return bench.make_bitcode(opt, size, out_dir, False)[0]
    ll = os.path.join(out_dir, "n%d-%s.ll" % (size, family))
    bc = os.path.join(out_dir, "n%d-%s.bc" % (size, family))
    with open(ll, "wb") as f:
        done = subprocess.run([sys.executable, bench.GEN, "--family", family, str(size)],
                              stdout=f, stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit("error: bench/gen.py --family %s %d failed:\n%s"
                 % (family, size, done.stderr.decode(errors="replace")))
    done = subprocess.run([opt, ll, "-o", bc], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("error: opt could not read the generated module %s:\n%s"
                 % (ll, done.stderr[-2000:]))
    os.remove(ll)
    return bc


def count(opt, plugin, pipeline, kind, bc, timeout=None, tool=CACHEGRIND):
    """Instructions opt executes for one workload; (count, None) or
    (None, reason)."""
    return count_command(
        bench.workload_command(opt, plugin, pipeline,
                               "floor" if kind in ("floor", "output-floor") else kind, bc),
        timeout, tool)


def count_command(command, timeout=None, tool=CACHEGRIND):
    """Instructions any command executes (run under `tool`, by default
    cachegrind; stdout and the plugin's environment variables dropped);
    (count, None) or (None, reason). A command still running after timeout
    seconds is killed. Any valgrind tool that prints "I refs" will do
    (callgrind with --toggle-collect counts the instructions inside one
    function)."""
    cmd = list(tool) + list(command)
    try:
        done = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, env=valgrind_env(), text=True,
                              errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout: killed after %g s" % timeout
    found = IREFS.findall(done.stderr)
    if done.returncode != 0 or not found:
        tail = done.stderr.strip().splitlines()[-3:]
        return None, "exit %d: %s" % (done.returncode, " / ".join(tail))
    return int(found[-1].replace(",", "")), None


def measure(args, opt, plugin, size, bc):
    """{key: count or None}, {key: failure reason}."""
    inputs = {}
    for key, _, kind in args.workloads:
        inputs[key] = bc
        if kind == "output-floor":
            source = dict((k, p) for k, p, _ in bench.WORKLOADS)[bench.OUTPUT_OF[key]]
            family = "" if args.family == "default" else "-" + args.family
            out_bc = os.path.join(args.out, "n%d%s-%s.bc" % (size, family,
                                                             bench.safe_name(key)))
            subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=%s" % source,
                            bc, "-o", out_bc], check=True, capture_output=True)
            inputs[key] = out_bc
    counts, reasons = {}, {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(count, opt, plugin, pipeline, kind, inputs[key]): key
                   for key, pipeline, kind in args.workloads}
        for future in concurrent.futures.as_completed(futures):
            key = futures[future]
            counts[key], reason = future.result()
            if reason:
                reasons[key] = reason
                bench.log("n=%d %-28s FAILED: %s" % (size, key, reason))
            else:
                bench.log("n=%d %-28s %15s instructions" % (size, key,
                                                             "{:,}".format(counts[key])))
    return counts, reasons


def giga(n):
    return "-" if n is None else "%.3f" % (n / 1e9)


def ratio(a, b):
    return "-" if a is None or not b else "%.3f" % (a / b)


def report(args, header, sizes, by_size):
    out = ["# spirv-props: instructions executed", ""] + header + ["",
           "Counted by `valgrind --tool=cachegrind --cache-sim=no`, one run each "
           "(the count repeats to about 0.3 % up to 10k kernels; at 100k, LLVM's "
           "pointer-keyed hash tables make it vary by a few percent with memory "
           "layout). G = 10^9 instructions. Ratios: to the "
           "floor `verify`; to `verify,invalidate<verify>` (opt around any pass "
           "that changes the module); to that on the property pipeline's output "
           "(opt around any pass that produces that output).", "",
           "| workload | size | G instructions | / floor | / verify-twice | / output floor |",
           "| --- | ---: | ---: | ---: | ---: | ---: |"]
    output_floor_of = {v: k for k, v in bench.OUTPUT_OF.items()}
    for key, pipeline, kind in args.workloads:
        label = "`%s`" % pipeline
        if kind == "output-floor":
            label = "`%s` on the property pipeline's output" % pipeline
        for size in sizes:
            counts = by_size[size][0]
            n = counts.get(key)
            out_floor = counts.get(output_floor_of.get(key, ""))
            out.append("| %s | %d | %s | %s | %s | %s |" % (
                label, size, giga(n), ratio(n, counts.get("verify")),
                ratio(n, counts.get("verify-twice")) if kind in ("pass", "pipeline") else "-",
                ratio(n, out_floor) if out_floor else "-"))
    failures = [(size, key, reason) for size in sizes
                for key, reason in sorted(by_size[size][1].items())]
    if failures:
        out += ["", "Failed:", ""] + ["- `%s` at %d kernels: %s" % (key, size, reason)
                                      for size, key, reason in failures]
    if len(sizes) > 1:
        out += ["", "## Scaling", "",
                "Instructions at n2 over instructions at n1, scaled to a 10x step "
                "((c2/c1)^(1/log10(n2/n1)); linear is 10.0). Overhead: the "
                "workload's count minus its floor's (verify-twice for passes and "
                "pipelines, verify for printers).", "",
                "| workload | sizes | per 10x | overhead per 10x |",
                "| --- | --- | ---: | ---: |"]
        for key, pipeline, kind in args.workloads:
            floor_key = "verify-twice" if kind in ("pass", "pipeline") else "verify"
            for n1, n2 in zip(sizes, sizes[1:]):
                c1, c2 = by_size[n1][0].get(key), by_size[n2][0].get(key)
                f1, f2 = by_size[n1][0].get(floor_key), by_size[n2][0].get(floor_key)
                per10 = over10 = "-"
                steps = math.log10(n2 / n1)
                if c1 and c2:
                    per10 = "%.2f" % ((c2 / c1) ** (1 / steps))
                if kind not in ("floor", "output-floor") and c1 and c2 and f1 and f2 \
                        and c1 > f1 and c2 > f2:
                    over10 = "%.2f" % (((c2 - f2) / (c1 - f1)) ** (1 / steps))
                out.append("| `%s` | %d -> %d | %s | %s |" % (pipeline, n1, n2, per10, over10))
    return "\n".join(out)


def main(argv):
    args = parse_args(argv)
    opt = "/usr/lib/llvm-%s/bin/opt" % args.llvm
    if not os.access(opt, os.X_OK):
        sys.exit("error: %s not found (is LLVM %s installed?)" % (opt, args.llvm))
    if subprocess.run(["valgrind", "--version"], capture_output=True).returncode != 0:
        sys.exit("error: valgrind not found (apt install valgrind)")
    os.makedirs(args.out, exist_ok=True)
    plugin, description = bench.snapshot_plugin(os.path.abspath(args.plugin), args.out)
    header = bench.machine_lines(argparse.Namespace(sizes=args.sizes, runs=1, timeout=0),
                                 opt, description)[:-1]
    header.append("- sizes: %s kernels; one counted run per workload"
                  % ", ".join(str(n) for n in args.sizes))
    header.append("- input: `bench/gen.py %sN`" % (
        "" if args.family == "default" else "--family %s " % args.family))
    by_size = {}
    for size in args.sizes:
        bench.log("n=%d: generating" % size)
        bc = make_bitcode(opt, size, args.out, args.family)
        by_size[size] = measure(args, opt, plugin, size, bc)
    text = report(args, header, args.sizes, by_size)
    print(text)
    with open(os.path.join(args.out, "instructions.md"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(args.out, "instructions.json"), "w") as f:
        json.dump({"header": header,
                   "counts": {str(n): by_size[n][0] for n in args.sizes}}, f, indent=1)
    return 1 if any(by_size[n][1] for n in args.sizes) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
