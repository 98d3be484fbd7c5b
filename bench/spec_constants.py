#!/usr/bin/env python3
"""bench/spec_constants.py: spec-constants<mode=native|emulation> on a
module of N kernels (default 10,000), each reading three specialization
constants as DPC++'s front end leaves them: its own int, one of 100 shared
struct { int, int } constants, and one shared short. Times each pipeline
next to `opt -passes=verify` on the same bitcode: CPU (user + sys) and peak
RSS of the opt process alone (os.wait4's rusage of that child), the minimum
CPU and maximum RSS over --runs runs. Not a test.

Usage: bench/spec_constants.py [--kernels N] [--runs R] [--split]
       [--instructions] [--internal-ids] [--opt PATH] [--plugin PATH]
--split also times device-code-split<split=kernel;properties> on the
natively lowered module (one image per kernel), and the same split of the
module before lowering (no constant lists: the reference).
--instructions also counts each pipeline's instructions, one run under
valgrind --tool=cachegrind --cache-sim=no (the count repeats where CPU
time on a shared machine does not).
--internal-ids gives the specialization_id objects internal linkage, as
DPC++ does (`_ZL...`: constexpr at namespace scope); by default they are
external, and after lowering nothing uses them: a global that must stay
and that no entry point uses, which the split puts in the first image
(0.3.0 copied each into every image: images x constants).
Deterministic input: the same N gives the same module.
"""
import argparse
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
import instructions as counting  # noqa: E402  (bench/instructions.py: valgrind's command and environment)
SHARED_STRUCTS = 100


def module(n, linkage=""):
    out = [
        'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"',
        'target triple = "spir64-unknown-unknown"',
        "%struct.P = type { i32, i32 }",
        '@str.h = private unnamed_addr constant [4 x i8] c"u_h\\00"',
        f"@id.h = {linkage}addrspace(1) constant {{ i16 }} {{ i16 5 }}",
    ]
    for j in range(SHARED_STRUCTS):
        out.append(f'@str.p{j} = private unnamed_addr constant [{len(str(j)) + 4} x i8] c"u_p{j}\\00"')
        out.append(f"@id.p{j} = {linkage}addrspace(1) constant {{ %struct.P }} {{ %struct.P {{ i32 {j}, i32 {2 * j + 1} }} }}")
    cast = "ptr addrspace(4) addrspacecast"
    for i in range(n):
        j = i % SHARED_STRUCTS
        out.append(f'@str.k{i} = private unnamed_addr constant [{len(str(i)) + 4} x i8] c"u_k{i}\\00"')
        out.append(f"@id.k{i} = {linkage}addrspace(1) constant {{ i32 }} {{ i32 {i} }}")
        out.append(f"""define spir_kernel void @k{i}(ptr addrspace(1) %out, ptr addrspace(1) %buf1) {{
entry:
  %tmp = alloca %struct.P, align 4
  %tmp4 = addrspacecast ptr %tmp to ptr addrspace(4)
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  %k = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_({cast} (ptr @str.k{i} to ptr addrspace(4)), {cast} (ptr addrspace(1) @id.k{i} to ptr addrspace(4)), ptr addrspace(4) %buf)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr addrspace(4) sret(%struct.P) %tmp4, {cast} (ptr @str.p{j} to ptr addrspace(4)), {cast} (ptr addrspace(1) @id.p{j} to ptr addrspace(4)), ptr addrspace(4) %buf)
  %h = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_({cast} (ptr @str.h to ptr addrspace(4)), {cast} (ptr addrspace(1) @id.h to ptr addrspace(4)), ptr addrspace(4) %buf)
  %p = load %struct.P, ptr %tmp
  %x = extractvalue %struct.P %p, 0
  %h32 = sext i16 %h to i32
  %s = add i32 %k, %x
  %t = add i32 %s, %h32
  store i32 %t, ptr addrspace(1) %out
  ret void
}}""")
    out += [
        "declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))",
        "declare spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))",
        "declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr addrspace(4) sret(%struct.P), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))",
    ]
    return "\n".join(out) + "\n"


def measure(cmd, cwd=None):
    """(CPU s, peak RSS MiB) of one run of cmd; exits on failure."""
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    err = p.stderr.read().decode(errors="replace")
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"{' '.join(map(str, cmd))} failed ({p.returncode}):\n{err[-2000:]}")
    return ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, time.monotonic() - t0


def instructions(cmd, cwd=None):
    """Instructions one run of cmd executes (cachegrind's I refs), with the
    heap kept in one region as bench/instructions.py does (its header:
    valgrind's 8 MB brk segment otherwise scatters it between the plugin's
    mappings)."""
    p = subprocess.run(counting.CACHEGRIND + cmd, env=counting.valgrind_env(),
                       cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.findall(r"I\s+refs:\s+([0-9,]+)", p.stderr)
    if p.returncode != 0 or not found:
        sys.exit(f"valgrind {' '.join(map(str, cmd))} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    return int(found[-1].replace(",", ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kernels", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--split", action="store_true")
    ap.add_argument("--instructions", action="store_true")
    ap.add_argument("--internal-ids", action="store_true")
    ap.add_argument("--opt", default="/usr/lib/llvm-15/bin/opt")
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    ap.add_argument("--plugin", default=str(target / "release/libspirv_props.so"))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        (d / "in.ll").write_text(module(args.kernels, "internal " if args.internal_ids else ""))
        subprocess.run([args.opt, str(d / "in.ll"), "-o", str(d / "in.bc")], check=True)
        subprocess.run([args.opt, "-load-pass-plugin", args.plugin, "-passes=spec-constants<mode=native>",
                        str(d / "in.bc"), "-o", str(d / "native.bc")], check=True)
        load = [args.opt, "-load-pass-plugin", args.plugin]
        work = [
            ("`verify` (floor)", [args.opt, "-passes=verify", str(d / "in.bc"), "-o", "/dev/null"], None),
            ("`spec-constants<mode=native>`", load + ["-passes=spec-constants<mode=native>", str(d / "in.bc"), "-o", "/dev/null"], None),
            ("`spec-constants<mode=emulation>`", load + ["-passes=spec-constants<mode=emulation>", str(d / "in.bc"), "-o", "/dev/null"], None),
        ]
        if args.split:
            (d / "split").mkdir()
            (d / "split-in").mkdir()
            split = "-passes=device-code-split<split=kernel;out=t.table;properties>"
            work.append(("`verify` of the lowered module", [args.opt, "-passes=verify", str(d / "native.bc"), "-o", "/dev/null"], None))
            work.append(("`device-code-split<split=kernel;properties>` (native)",
                         load + [split, "-disable-output", str(d / "native.bc")], d / "split"))
            work.append(("the same split before lowering (no lists; reference)",
                         load + [split, "-disable-output", str(d / "in.bc")], d / "split-in"))
        rows = []
        for name, cmd, cwd in work:
            best = None
            for _ in range(args.runs):
                cpu, rss, wall = measure(cmd, cwd)
                best = (cpu, rss, wall) if best is None else (min(best[0], cpu), max(best[1], rss), min(best[2], wall))
            ir = instructions(cmd, cwd) if args.instructions else None
            rows.append((name, *best, ir))
            shown = f", {ir / 1e9:.3f} G instructions" if ir is not None else ""
            print(f"  {name}: {best[0]:.2f} s CPU, {best[1]:.0f} MiB{shown}", file=sys.stderr)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.processor())
    print(f"- machine: {cpu}, {os.cpu_count()} logical CPUs; {platform.platform()}")
    print(f"- opt: {args.opt}; repository at {commit}; {args.kernels} kernels, 3 constants each "
          f"({args.kernels} own ints, {SHARED_STRUCTS} shared structs, 1 shared short), "
          f"{'internal' if args.internal_ids else 'external'} specialization_id objects; {args.runs} runs, min CPU, max RSS")
    print()
    if args.instructions:
        print("| pipeline | CPU s | CPU / verify | peak RSS MiB | RSS / verify | G instructions | instr. / verify |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    else:
        print("| pipeline | CPU s | CPU / verify | peak RSS MiB | RSS / verify |")
        print("| --- | ---: | ---: | ---: | ---: |")
    floor = rows[0]
    for name, c, r, _, ir in rows:
        line = f"| {name} | {c:.2f} | {c / floor[1]:.2f} | {r:.0f} | {r / floor[2]:.2f} |"
        if ir is not None:
            line += f" {ir / 1e9:.3f} | {ir / floor[4]:.2f} |"
        print(line)


if __name__ == "__main__":
    main()
