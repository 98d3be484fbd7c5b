#!/usr/bin/env python3
"""Runs a SPIR-V vector-add kernel on Intel's OpenCL CPU runtime and checks it.

Checks that c == a + b element by element, that the runtime's compiled
work-group size (CL_KERNEL_COMPILE_WORK_GROUP_SIZE) is the one the source
asked for, and, with --expect-sg, the sub-group size the runtime picks.

The runtime ships as pip packages; its ICD file points elsewhere, so the
library is preloaded (scripts/demo does this):
  LD_PRELOAD=.venv/lib/libintelocl.so LD_LIBRARY_PATH=.venv/lib \
    .venv/bin/python scripts/run_kernel.py k.spv --kernel vadd --expect-wg 8,4,2

Exit status: 0 all checks passed, 1 a check failed, 2 setup failed.
"""
import argparse
import sys

import warnings

import numpy as np
import pyopencl as cl

N = 1024  # elements; global size in dimension 0

# The runtime prints build notes for every program; they are not failures.
warnings.filterwarnings("ignore", category=cl.CompilerWarning)


def triple(text):
    dims = tuple(int(x) for x in text.split(","))
    if len(dims) != 3:
        raise argparse.ArgumentTypeError(f"expected X,Y,Z, got {text!r}")
    return dims


def intel_cpu():
    for platform in cl.get_platforms():
        for dev in platform.get_devices():
            if "intel" in (platform.name + dev.vendor).lower():
                return dev
    raise RuntimeError("no Intel OpenCL device found (is libintelocl.so preloaded?)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("spv")
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--expect-wg", type=triple, required=True, help="X,Y,Z")
    ap.add_argument("--expect-sg", type=int)
    ap.add_argument("--label", default="")
    args = ap.parse_args()
    label = f"{args.label}: " if args.label else ""

    try:
        dev = intel_cpu()
        ctx = cl.Context([dev])
        queue = cl.CommandQueue(ctx)
        with open(args.spv, "rb") as f:
            prog = cl.Program(ctx, f.read()).build()
        kernel = getattr(prog, args.kernel)
    except Exception as e:  # setup, not a check: say what and stop
        print(f"[runtime] {label}setup failed: {e}", file=sys.stderr)
        return 2

    wg = args.expect_wg
    if N % wg[0]:
        print(f"[runtime] {label}N={N} is not a multiple of {wg[0]}", file=sys.stderr)
        return 2
    rng = np.random.default_rng(2026)
    a = rng.integers(-1 << 20, 1 << 20, N, dtype=np.int32)
    b = rng.integers(-1 << 20, 1 << 20, N, dtype=np.int32)
    mf = cl.mem_flags
    da = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
    db = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b)
    dc = cl.Buffer(ctx, mf.WRITE_ONLY, a.nbytes)
    problems = []
    compiled = tuple(kernel.get_work_group_info(cl.kernel_work_group_info.COMPILE_WORK_GROUP_SIZE, dev))
    if compiled != wg:
        problems.append(f"compiled work-group size {compiled}, source asked for {wg}")
    c = np.zeros_like(a)
    try:
        # One work-group deep in y and z: items differing in y/z write the same sum.
        kernel(queue, (N, wg[1], wg[2]), wg, da, db, dc)
        cl.enqueue_copy(queue, c, dc)
        queue.finish()
    except cl.Error as e:
        problems.append(f"launch with local size {wg} failed: {e}")
    correct = int(np.count_nonzero(c == a + b))
    if correct != N:
        problems.append(f"{N - correct} of {N} sums wrong")
    summary = [f"{correct}/{N} sums correct", f"compiled work-group size {compiled}"]
    if args.expect_sg is not None:
        sg = kernel.get_sub_group_info(dev, cl.kernel_sub_group_info.MAX_SUB_GROUP_SIZE_FOR_NDRANGE, wg)
        summary.append(f"sub-group size {sg}")
        if sg != args.expect_sg:
            problems.append(f"sub-group size {sg}, source asked for {args.expect_sg}")

    verdict = "OK" if not problems else "MISMATCH: " + "; ".join(problems)
    print(f"[runtime] {label}{args.kernel} on {dev.name.strip()}: {', '.join(summary)}: {verdict}")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
