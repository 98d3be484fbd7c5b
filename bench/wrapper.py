#!/usr/bin/env python3
# bench/wrapper.py: how sycl-offload-wrapper scales with the bytes it
# embeds. A benchmark, not a test: it asserts nothing about time.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/wrapper.py      # 1,000 and 10,000 images of 4 KB, 1,000 of 40 KB
#   bench/wrapper.py --cases 1000:4096,10000:4096 --llvm 15 --docs
# Options: --cases N:B,... (N images of B bytes of SPIR-V each)
#          --llvm MAJOR (default 15)  --plugin PATH  --out DIR (scratch)
#          --rounds R (best of R, default 3)  --docs (write bench/WRAPPER.md)
#          --instructions (also count instructions with valgrind's cachegrind:
#          repeatable where seconds are not, on a busy 2-core machine)
#
# For each N it writes N images of B bytes (a SPIR-V header, then filler
# words), each with a .sym of two kernels and a .prop of three sets (device
# requirements, kernel param opt, misc properties), the table listing
# them, and times, best of R:
#   opt -load-pass-plugin P -passes='sycl-offload-wrapper<table=T>' empty.ll -o out.bc
# next to its floor, `opt -passes=verify empty.ll -o /dev/null`, and
#   llc -filetype=obj out.bc   (what turning the wrapper into an object costs)
# It prints, per case: embedded MB, the wrapper's seconds over the floor,
# and microseconds per embedded KB: linear in the bytes means that column
# stays flat when the images, or the bytes of each, grow 10x.
import argparse
import os
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from propfile import base64_lsb as b64  # noqa: E402  (the .prop format's base64)


def write_inputs(d, n, nbytes):
    os.makedirs(d, exist_ok=True)
    words = max(5, nbytes // 4)
    rows = ["[Code|Properties|Symbols]"]
    for i in range(n):
        header = struct.pack("<5I", 0x07230203, 0x00010500, 0, 1, 0)
        body = struct.pack("<I", i) * (words - 5)
        base = os.path.join(d, f"img_{i}")
        with open(base + ".spv", "wb") as f:
            f.write(header + body)
        with open(base + ".sym", "w") as f:
            f.write(f"_ZTS{i}a\n_ZTS{i}b\n")
        with open(base + ".prop", "w") as f:
            f.write("[SYCL/device requirements]\n")
            f.write("aspects=2|" + b64(struct.pack("<QI", 32, 6)) + "\n")
            f.write("[SYCL/kernel param opt]\n")
            for k in "ab":
                f.write(f"_ZTS{i}{k}=2|" + b64(struct.pack("<QB", 3, 2)) + "\n")
            f.write("[SYCL/misc properties]\noptLevel=1|2\n")
        rows.append(f"{base}.spv|{base}.prop|{base}.sym")
    table = os.path.join(d, "t.table")
    with open(table, "w") as f:
        f.write("\n".join(rows) + "\n")
    empty = os.path.join(d, "empty.ll")
    open(empty, "w").close()
    return table, empty, n * words * 4


NOTE = """
Linear in the bytes embedded: instructions per KB stay flat when the
images grow tenfold in number (same size each) and fall when each image
grows tenfold (the per-image work, three small files and a few dozen
constants, is spread over more bytes). Seconds on this 2-core machine,
shared with other work, are noisier than instructions. Most of the cost
is opt writing the module as bitcode (LLVM's writer emits a byte array
element by element); the pass itself (`-disable-output`) is the last two
columns.
"""


def best(cmd, rounds):
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return min(times)


def instructions(cmd):
    """Instructions `cmd` executes (cachegrind's I refs)."""
    r = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--cachegrind-out-file=/dev/null"] + cmd,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in r.stderr.splitlines():
        if "I refs:" in line or "I   refs:" in line:
            return int(line.split(":")[1].replace(",", ""))
    raise RuntimeError("no I refs line in cachegrind's output")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", default="1000:4096,10000:4096,1000:40960")
    ap.add_argument("--llvm", default="15")
    ap.add_argument("--plugin")
    ap.add_argument("--out", default=os.path.join(ROOT, "out", "bench-wrapper"))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--docs", action="store_true")
    ap.add_argument("--instructions", action="store_true")
    a = ap.parse_args()
    bindir = f"/usr/lib/llvm-{a.llvm}/bin"
    plugin = a.plugin or os.path.join(
        ROOT, "target" if a.llvm == "15" else f"target/llvm{a.llvm}", "release", "libspirv_props.so")
    lines = [
        f"sycl-offload-wrapper on opt-{a.llvm}, best of {a.rounds} "
        f"(bench/wrapper.py --cases {a.cases} --llvm {a.llvm} --rounds {a.rounds})",
        "",
        "| images | bytes each | embedded MB | floor s | wrapper s | over floor s | us per KB | llc -filetype=obj s |"
        + (" instructions over floor (M) | per KB | without writing the .bc (M) | per KB |" if a.instructions else ""),
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |" + (" ---: | ---: | ---: | ---: |" if a.instructions else ""),
    ]
    for case in a.cases.split(","):
        n, nbytes = (int(x) for x in case.split(":"))
        d = os.path.join(a.out, f"{n}x{nbytes}")
        table, empty, total = write_inputs(d, n, nbytes)
        out_bc = os.path.join(d, "wrapper.bc")
        floor_cmd = [f"{bindir}/opt", "-passes=verify", empty, "-o", os.devnull]
        wrap_cmd = [f"{bindir}/opt", "-load-pass-plugin", plugin,
                    f"-passes=sycl-offload-wrapper<table={table}>", empty, "-o", out_bc]
        floor = best(floor_cmd, a.rounds)
        wrap = best(wrap_cmd, a.rounds)
        llc = best([f"{bindir}/llc", "-filetype=obj", out_bc, "-o", os.path.join(d, "wrapper.o")], 1)
        over = wrap - floor
        row = (f"| {n:,} | {nbytes:,} | {total / 1e6:.1f} | {floor:.3f} | {wrap:.3f} | {over:.3f} | "
               f"{over * 1e6 / (total / 1024):.1f} | {llc:.2f} |")
        if a.instructions:
            base = instructions(floor_cmd)
            extra = instructions(wrap_cmd) - base
            alone = instructions(wrap_cmd[:-2] + ["-disable-output"]) - base
            row += (f" {extra / 1e6:,.0f} | {extra / (total / 1024):,.0f} |"
                    f" {alone / 1e6:,.0f} | {alone / (total / 1024):,.0f} |")
        lines.append(row)
        print(row, flush=True)
    text = "\n".join(lines) + "\n"
    print(text)
    if a.docs:
        with open(os.path.join(ROOT, "bench", "WRAPPER.md"), "w") as f:
            f.write("# sycl-offload-wrapper: time against embedded bytes\n\n" + text + NOTE)


if __name__ == "__main__":
    sys.exit(main())
