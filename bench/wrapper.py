#!/usr/bin/env python3
# bench/wrapper.py: how sycl-offload-wrapper scales with the bytes it
# embeds. A benchmark, not a test: it asserts nothing about time.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/wrapper.py                          # 1,000 and 10,000 images
#   bench/wrapper.py --images 1000,10000 --bytes 4096 --llvm 15 --docs
# Options: --images N,N,...  --bytes B (SPIR-V bytes per image, default 4096)
#          --llvm MAJOR (default 15)  --plugin PATH  --out DIR (scratch)
#          --rounds R (best of R, default 3)  --docs (write bench/WRAPPER.md)
#
# For each N it writes N images of B bytes (a SPIR-V header, then filler
# words), each with a .sym of two kernels and a .prop of three sets (device
# requirements, kernel param opt, misc properties), the table listing
# them, and times, best of R:
#   opt -load-pass-plugin P -passes='sycl-offload-wrapper<table=T>' empty.ll -o out.bc
# next to its floor, `opt -passes=verify empty.ll -o /dev/null`, and
#   llc -filetype=obj out.bc   (what turning the wrapper into an object costs)
# It prints, per N: embedded MB, the wrapper's seconds over the floor, and
# microseconds per embedded KB: linear means that last column stays flat
# as N grows 10x.
import argparse
import os
import struct
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64(data):
    """The runtime's base64 variant (low bits first, no padding)."""
    out, acc, bits = [], 0, 0
    for b in data:
        acc |= b << bits
        bits += 8
        while bits >= 6:
            out.append(ALPHABET[acc & 63])
            acc >>= 6
            bits -= 6
    if bits:
        out.append(ALPHABET[acc & 63])
    return "".join(out)


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


def best(cmd, rounds):
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t0)
    return min(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--images", default="1000,10000")
    ap.add_argument("--bytes", type=int, default=4096)
    ap.add_argument("--llvm", default="15")
    ap.add_argument("--plugin")
    ap.add_argument("--out", default=os.path.join(ROOT, "out", "bench-wrapper"))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--docs", action="store_true")
    a = ap.parse_args()
    bindir = f"/usr/lib/llvm-{a.llvm}/bin"
    plugin = a.plugin or os.path.join(
        ROOT, "target" if a.llvm == "15" else f"target/llvm{a.llvm}", "release", "libspirv_props.so")
    lines = [
        f"sycl-offload-wrapper on opt-{a.llvm}, {a.bytes} bytes of SPIR-V per image, best of {a.rounds} "
        f"(bench/wrapper.py --images {a.images} --bytes {a.bytes} --llvm {a.llvm})",
        "",
        "| images | embedded MB | floor s | wrapper s | over floor s | us per KB | llc -filetype=obj s |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for n in [int(x) for x in a.images.split(",")]:
        d = os.path.join(a.out, str(n))
        table, empty, total = write_inputs(d, n, a.bytes)
        out_bc = os.path.join(d, "wrapper.bc")
        floor = best([f"{bindir}/opt", "-passes=verify", empty, "-o", os.devnull], a.rounds)
        wrap = best([f"{bindir}/opt", "-load-pass-plugin", plugin,
                     f"-passes=sycl-offload-wrapper<table={table}>", empty, "-o", out_bc], a.rounds)
        llc = best([f"{bindir}/llc", "-filetype=obj", out_bc, "-o", os.path.join(d, "wrapper.o")], 1)
        over = wrap - floor
        row = (f"| {n:,} | {total / 1e6:.1f} | {floor:.3f} | {wrap:.3f} | {over:.3f} | "
               f"{over * 1e6 / (total / 1024):.1f} | {llc:.2f} |")
        lines.append(row)
        print(row, flush=True)
    text = "\n".join(lines) + "\n"
    print(text)
    if a.docs:
        with open(os.path.join(ROOT, "bench", "WRAPPER.md"), "w") as f:
            f.write("# sycl-offload-wrapper: time against embedded bytes\n\n" + text)


if __name__ == "__main__":
    sys.exit(main())
