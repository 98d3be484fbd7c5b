#!/usr/bin/env python3
"""Benchmark of device-code-split<split=kernel> (a benchmark, not a test).

For each size it generates a DPC++-style module with bench/gen.py (kernels
with properties, annotations, inline SPIR-V attributes and OpenCL metadata),
then measures with /usr/bin/time, RUNS times each, on the same bitcode:

  floor:  opt -load-pass-plugin P in.bc -o out.bc   (opt's parse + write)
  split:  opt -load-pass-plugin P -passes='device-code-split<split=kernel;out=D/t.table;symbols;properties>' in.bc -disable-output

and prints the median CPU time (user + sys), peak RSS, their ratios to the
floor, and the scaling exponent of split's CPU time between sizes
(log(t2/t1) / log(n2/n1): 1.0 is linear).

Usage: bench/split.py [--plugin P] [--opt OPT] [--runs N] [SIZES...]
Default sizes 1000 10000 50000; the 50k image directory needs ~1 GB of
disk for 150k files.
"""
import argparse
import math
import os
import shutil
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import run  # noqa: E402  (bench/run.py: measuring and generating, shared)


def timed(cmd, work):
    """(cpu seconds, peak RSS in MiB) of one run, measured by bench/run.py's
    run_measured (rusage of the child, plugin environment cleared)."""
    r = run.run_measured(cmd, os.path.join(work, "stderr.txt"), timeout=3600)
    if r["status"] != "ok":
        sys.exit(f"{r['status']} ({r.get('reason')}): {' '.join(cmd)}")
    return r["cpu"], r["rss_mib"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", default=os.path.join(ROOT, "target/release/libspirv_props.so"))
    ap.add_argument("--opt", default="/usr/lib/llvm-15/bin/opt")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("sizes", nargs="*", type=int, default=[1000, 10000, 50000])
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="spirv-props-split-bench-")
    rows = []
    try:
        for n in a.sizes:
            bc, _ = run.make_bitcode(a.opt, n, work, keep_ll=False)
            floor, split = [], []
            for _ in range(a.runs):
                floor.append(timed([a.opt, "-load-pass-plugin", a.plugin, bc, "-o", os.path.join(work, "o.bc")], work))
                d = os.path.join(work, "img")
                shutil.rmtree(d, ignore_errors=True)
                os.makedirs(d)
                split.append(timed([a.opt, "-load-pass-plugin", a.plugin,
                                    f"-passes=device-code-split<split=kernel;out={d}/t.table;symbols;properties>",
                                    bc, "-disable-output"], work))
                images = len(open(os.path.join(d, "t.table")).read().splitlines()) - 1
            fc, fm = statistics.median(t for t, _ in floor), statistics.median(m for _, m in floor)
            sc, sm = statistics.median(t for t, _ in split), statistics.median(m for _, m in split)
            rows.append((n, images, fc, sc, fm, sm))
            print(f"[bench] {n} kernels: {images} images, floor {fc:.2f}s, split {sc:.2f}s", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("| kernels | images | floor CPU s | split CPU s | CPU ratio | floor RSS MiB | split RSS MiB | RSS ratio | exponent |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    prev = None
    for n, images, fc, sc, fm, sm in rows:
        exp = f"{math.log(sc / prev[1]) / math.log(n / prev[0]):.2f}" if prev and prev[1] > 0 and sc > 0 else "-"
        print(f"| {n} | {images} | {fc:.2f} | {sc:.2f} | {sc / fc:.2f} | {fm:.0f} | {sm:.0f} | {sm / fm:.2f} | {exp} |")
        prev = (n, sc)


if __name__ == "__main__":
    main()
