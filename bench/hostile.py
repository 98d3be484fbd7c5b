#!/usr/bin/env python3
# bench/hostile.py: hostile-input benchmark (issue 29), not a test. Each
# workload runs one pass on a module built to be large in one direction, and
# on the same module without the properties that make it hostile (the
# floor); it prints CPU time, peak memory and stderr size of both, and their
# ratios (target: within 2x); and, as the main benchmark does, the pass
# against `opt -passes=verify` on the same hostile module (reading and
# printing it, which the pass cannot make cheaper).
#
#   params:  one kernel with N pointer parameters, each "sycl-alignment"="16"
#            (floor: the same parameters without it), sycl-param-properties.
#            Each `align` used to copy the function's whole attribute list.
#   modes:   one kernel with "spv.executionmode"="SubgroupSize:1;...;
#            SubgroupSize:N": N - 1 conflicts, each an error (floor: N times
#            SubgroupSize:1, the same parsing and no conflict),
#            spirv-inline-attrs. Each error used to quote the whole attribute.
#   long:    one kernel parameter with "sycl-buffer-location" = a 1 MiB
#            value that is no integer (floor: "3"), sycl-param-properties:
#            the message quotes a bounded prefix.
#
# Modules are read and written as text: LLVM 15's bitcode reader is itself
# quadratic in a function's distinct parameter attribute sets (`verify` on
# the 10k-parameter module as bitcode takes 3 s, as text 0.04 s), which
# would hide the pass.
#
# Usage: bench/hostile.py [--params N] [--modes N] [--long BYTES] [--runs R]
# (defaults 100000, 65000, 1048576, 3; the best of R runs is kept).
# Run scripts/setup and build the LLVM 15 plugin first.

import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-15/bin"
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
PLUGIN = os.path.join(TARGET, "release", "libspirv_props.so")

HEAD = 'target triple = "spir64-unknown-unknown"\n\n'


def params_module(n, hostile):
    attr = ' "sycl-alignment"="16"' if hostile else ""
    ps = ", ".join(f"ptr addrspace(1){attr} %p{i}" for i in range(n))
    return HEAD + f"define spir_kernel void @k({ps}) {{\n  ret void\n}}\n"


def modes_module(n, hostile):
    modes = ";".join(f"SubgroupSize:{i + 1 if hostile else 1}" for i in range(n))
    return (
        HEAD
        + "define spir_kernel void @k() #0 {\n  ret void\n}\n\n"
        + f'attributes #0 = {{ "spv.executionmode"="{modes}" }}\n'
    )


def long_module(size, hostile):
    value = "x" * size if hostile else "3"
    return (
        HEAD
        + f'define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="{value}" %p) {{\n'
        + "  ret void\n}\n"
    )


def run(ll, passes):
    """CPU seconds, peak RSS (MiB), stderr bytes, exit status of one opt run."""
    with tempfile.TemporaryFile() as err:
        start = time.monotonic()
        p = subprocess.Popen(
            [
                f"{LLVM}/opt",
                f"-load-pass-plugin={PLUGIN}",
                f"-passes={passes}",
                "-S",
                "-o",
                os.devnull,
                ll,
            ],
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.monotonic() - start
        err.seek(0, os.SEEK_END)
        return {
            "cpu": ru.ru_utime + ru.ru_stime,
            "wall": wall,
            "rss": ru.ru_maxrss / 1024,
            "stderr": err.tell(),
            "status": os.waitstatus_to_exitcode(status),
        }


def best(ll, passes, runs):
    results = [run(ll, passes) for _ in range(runs)]
    return min(results, key=lambda r: r["cpu"]) | {
        "rss": min(r["rss"] for r in results)
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--params", type=int, default=100000)
    ap.add_argument("--modes", type=int, default=65000)
    ap.add_argument("--long", type=int, default=1 << 20)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    if not os.path.exists(PLUGIN):
        sys.exit(f"no plugin at {PLUGIN}: build it first")
    workloads = [
        ("params", a.params, params_module, "sycl-param-properties"),
        ("modes", a.modes, modes_module, "spirv-inline-attrs"),
        ("long", a.long, long_module, "sycl-param-properties"),
    ]
    print(
        "| workload | size | pass | CPU s | floor CPU s | ratio | `verify` CPU s | ratio | peak MiB | floor MiB | ratio | `verify` MiB | stderr bytes | exit |"
    )
    print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as tmp:
        for name, size, make, passes in workloads:
            got = {}
            for hostile in (True, False):
                ll = os.path.join(tmp, f"{name}-{hostile}.ll")
                with open(ll, "w") as f:
                    f.write(make(size, hostile))
                got[hostile] = best(ll, passes, a.runs)
                if hostile:
                    v = best(ll, "verify", a.runs)
            h, fl = got[True], got[False]
            print(
                f"| {name} | {size} | `{passes}` | {h['cpu']:.2f} | {fl['cpu']:.2f} | "
                f"{h['cpu'] / max(fl['cpu'], 1e-3):.2f} | {v['cpu']:.2f} | {h['cpu'] / max(v['cpu'], 1e-3):.2f} | "
                f"{h['rss']:.0f} | {fl['rss']:.0f} | {h['rss'] / fl['rss']:.2f} | {v['rss']:.0f} | "
                f"{h['stderr']} | {h['status']} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
