#!/usr/bin/env python3
# bench/versus.py: our `compile-time-properties` beside Intel's own
# CompileTimePropertiesPass (intel/llvm's sycl-post-link pass), on the same
# bitcode, on the same opt, against the floor `opt -passes=verify`.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/versus.py --intel-src ~/src/intel-llvm            # 1k, 10k, 50k kernels
#   bench/versus.py --intel-src ~/src/intel-llvm --sizes 1000 --repeat 1
#   bench/versus.py --intel-plugin libintel_ctp.so ...      # an already built one
#   bench/versus.py                                         # ours against the floor only
#   bench/versus.py --intel-src ... --docs                  # also bench/VERSUS.md, .svg
# Options: --intel-src PATH  --intel-plugin PATH  --plugin PATH  --llvm MAJOR
#          --sizes N,N,...  --repeat R  --layouts K  --jobs J
#          --families gen,dpcpp  --cxx COMPILER
#          --no-instructions  --phase-sizes N,...  --out DIR
#          --timeout SECONDS  --docs
#
# Intel's pass. --intel-src is a checkout of intel/llvm (public source; it
# stays where it is and never enters this repository). The script copies
# the few files the pass needs (below) into DIR/intel-build, applies the
# textual patches of PATCHES to the copies (LLVM 22 API changes; each is
# listed with its reason and reported with how often it applied), adds
# bench/intel/esimd_stand_in.h as the pass's ESIMD/ESIMDUtils.h, and builds
#   DIR/intel-build/libintel_ctp.so
# from them and bench/intel/plugin.cpp (our shim: the plugin entry point,
# registering the pass as `intel-compile-time-properties`, and a stand-in
# for llvm::esimd::isESIMD) with clang++-22 (else clang++ of that LLVM,
# else g++; --cxx to choose), `llvm-config --cxxflags`, -O2 -DNDEBUG
# (opt-22 here is built without assertions, and so is our plugin) -fPIC
# -shared. It rebuilds only when an input changes (a sha256 over the
# sources, patches, shim, compiler and flags, in DIR/intel-build/stamp).
# The built plugin is then checked on Intel's own lit inputs from the
# checkout (llvm/test/SYCLLowerIR/CompileTimePropertiesPass/...), with
# FileCheck when there is one. Intel's commit: `git rev-parse HEAD` in the
# checkout, or the first line of its COMMIT file.
#
# Inputs, per size N, converted to bitcode once with opt (no passes):
#   gen:   bench/gen.py --string-values N (the default output carries
#          integer "sycl-alignment" and cache-hint values in annotations,
#          which Intel's pass asserts on; the report says what it did on
#          that output at the smallest size);
#   dpcpp: bench/dpcpp.py N (DPC++-shaped device code; see its header).
#
# Measured, per family and size, for the floor (`verify`, no plugin),
# Intel's pass and ours, each `opt [-load-pass-plugin P] -passes=X in.bc
# -o /dev/null`:
#   - instructions executed: valgrind --tool=cachegrind --cache-sim=no, the
#     "I refs" total, one run per heap layout (below), the median counting
#     (see bench/instructions.py);
#   - CPU time: user + sys of the opt process (os.wait4's rusage, through
#     bench/run.py), the minimum of --repeat runs, the three interleaved
#     in each round, each round on the next layout; the same runs pass
#     -time-passes, and a second table splits each run into opt's phases
#     (their wall time: -time-passes' CPU columns are tick-sampled)
#     (parsing the input, the pass, the final verification, the bitcode
#     writer, and the rest: start-up, plugin load, teardown), medians over
#     the runs, with ours' overhead over Intel's from the per-round
#     differences (each round runs the three back to back, so drift in the
#     machine's speed cancels; a run's CPU time varies by ~20 ms here, the
#     minimum of a few runs by more than the passes' difference); the CPU
#     table also gives the lowest and highest of the floor's runs, so an
#     overhead difference below that spread reads as the noise it is;
#   - instructions by phase, at the sizes of --phase-sizes (default 10000;
#     `none` for none): one more valgrind run per workload, callgrind on the
#     first layout, and each phase the inclusive count of one function of
#     the profile: opt parsing the input (llvm::parseIRFile), checking it
#     before the pipeline (llvm::verifyModule, called from optMain), the
#     pass (ours' entry point spvp_rs_run, Intel's
#     CompileTimePropertiesPass::run), opt's final verification
#     (VerifierPass::run) and the bitcode writer (BitcodeWriterPass::run);
#     the rest is start-up, plugin load and teardown. So where ours' and
#     Intel's overheads differ shows: in the pass, or in what opt does with
#     the module each wrote;
#   - what each pass wrote, counted once per size in `opt -S` output (not
#     under valgrind): !spirv.Decorations on globals, kernels and
#     instructions, !spirv.ParameterDecorations, kernel metadata
#     attachments added, !spirv.ExecutionMode entries, annotation calls
#     left; so a pass that is faster because it does less shows, and the
#     report explains the differences it knows.
# Heap layouts (--layouts K, default 5). One opt on one bitcode file
# executes a different number of instructions depending on the file's
# *path*: the path is kept in the module (its identifier), its length moves
# every later heap allocation, and LLVM's maps keyed by addresses (the
# bitcode reader's and writer's among them) then probe differently. On
# dpcpp 10,000 kernels, five paths moved the floor by up to 17 M
# instructions and Intel's overhead between 359 M and 450 M (ours: 399 M to
# 418 M): one path can make either pass look 10-20 % better than it is.
# So each input is measured under K paths whose lengths differ by 16 bytes
# (hard links in DIR/layouts/, the allocator's size step); a pass's
# overhead is taken per layout (its run minus the floor's on the same
# path) and the tables give the median over layouts, with the range of
# ours' overhead over Intel's. Every count runs with the contiguous heap
# of bench/instructions.py (GLIBC_TUNABLES=glibc.malloc.top_pad=2 GiB; see
# its header): without it, valgrind's 8 MB brk segment scattered opt's heap
# between the plugins' mappings, and merely loading ours, unrun, cost opt
# 70 M more instructions at 10,000 kernels, on every path tried, a cost
# native runs do not have. --jobs J runs that many valgrind counts at
# once (counts do not depend on load; default: the CPUs, at most 4).
# Both passes change the module, so opt verifies it again at the end in
# both runs (about 10 % of the floor): the overheads below include that
# alike, and ours/Intel's compares like with like.
#
# Output: DIR/report.md (machine, opt, both commits, the build, the exact
# command, the tables), DIR/results.json, DIR/versus.svg (instructions over
# the floor against kernels, ours and Intel's, one panel per family; drawn
# with matplotlib when it can be imported, else by write_svg below, no
# dependency). --docs copies report and plot to bench/VERSUS.md and
# bench/versus.svg. Python 3 standard library (matplotlib optional);
# valgrind for the instruction counts (apt install valgrind).

import argparse
import concurrent.futures
import datetime
import hashlib
import json
import math
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as bench  # noqa: E402  (bench/run.py: machine, timing, plugin copy)
import instructions  # noqa: E402  (bench/instructions.py: valgrind counts)

REPO = bench.REPO
BENCH = os.path.join(REPO, "bench")
SHIM = os.path.join(BENCH, "intel", "plugin.cpp")
ESIMD_STAND_IN = os.path.join(BENCH, "intel", "esimd_stand_in.h")

OURS_PIPELINE = "compile-time-properties"
INTEL_PIPELINE = "intel-compile-time-properties"

# The files of intel/llvm the plugin is built from (paths in the checkout).
INTEL_SOURCES = ["llvm/lib/SYCLLowerIR/CompileTimePropertiesPass.cpp",
                 "llvm/lib/SYCLLowerIR/DeviceGlobals.cpp",
                 "llvm/lib/SYCLLowerIR/HostPipes.cpp"]
INTEL_EXTRA = ["llvm/lib/SYCLLowerIR/CompileTimeProperties.def"]
INTEL_HEADER_DIR = "llvm/include/llvm/SYCLLowerIR"
INTEL_HEADERS = ["CompileTimePropertiesPass.h", "DeviceGlobals.h", "HostPipes.h"]

# Textual patches to the copies, for LLVM 22: (files (suffixes), regex,
# replacement, why). A patch that finds nothing is not needed by that
# checkout (reported as applied 0 times).
PATCHES = [
    (("CompileTimePropertiesPass.h",),
     r'#include "llvm/IR/PassManager.h"\n',
     '#include "llvm/IR/PassManager.h"\n#include "llvm/IR/Attributes.h"\n'
     '#include "llvm/IR/GlobalVariable.h"\n',
     "the header uses Attribute and GlobalVariable, which intel/llvm's "
     "PassManager.h brought in transitively and LLVM 22's does not"),
    ((".h", ".cpp"),
     r"!(\w+)\.equals\(\"false\"\)", r'\1 != "false"',
     "StringRef::equals is gone from LLVM 22 (deprecated since LLVM 19)"),
    ((".h", ".cpp"),
     r"\.startswith\(", ".starts_with(",
     "StringRef::startswith was removed in LLVM 19 (starts_with since LLVM 17)"),
    ((".h", ".cpp"),
     r"\.endswith\(", ".ends_with(",
     "StringRef::endswith was removed in LLVM 19 (ends_with since LLVM 17)"),
    ((".cpp",),
     r"Triple\(M\.getTargetTriple\(\)\)\.getSubArch\(\) == Triple::SPIRSubArch_fpga",
     'Triple(M.getTargetTriple()).getArchName().ends_with("_fpga")',
     "Triple::SPIRSubArch_fpga exists only in intel/llvm's Triple (which "
     "parses spir_fpga / spir64_fpga as an FPGA sub-architecture); upstream "
     "has none, so the arch name is tested instead, with the same result on "
     "DPC++'s FPGA triples (only sycl-single-task reads it)"),
]

# Intel's lit inputs the built plugin is checked on (when the checkout has them).
INTEL_LIT = ["llvm/test/SYCLLowerIR/CompileTimePropertiesPass/device-globals/test_global_variable.ll",
             "llvm/test/SYCLLowerIR/CompileTimePropertiesPass/kernel-properties.ll",
             "llvm/test/SYCLLowerIR/CompileTimePropertiesPass/sycl-properties-ptr-annotations.ll"]

FAMILIES = {
    "gen": ("bench/gen.py --string-values N",
            [sys.executable, os.path.join(BENCH, "gen.py"), "--string-values"]),
    "dpcpp": ("bench/dpcpp.py N",
              [sys.executable, os.path.join(BENCH, "dpcpp.py")]),
}

# Differences in what the passes write that are known, and why: as of
# intel/llvm 4b2b904 (check them again against another checkout). Keyed by
# the output counter (see count_output).
KNOWN_DIFFERENCES = {
    "fn:max_work_group_size":
        "`sycl-max-work-group-size`: Intel's pass at this commit does not "
        "lower it (later versions do); ours writes `!max_work_group_size`.",
    "fn:work_group_num_dim":
        "ours pads work-group sizes (`sycl-work-group-size`, `-hint`) to three "
        "and records how many were given in `!work_group_num_dim`, as later "
        "versions of Intel's pass do; Intel's at this commit writes the sizes "
        "as given, unpadded, and no `!work_group_num_dim`.",
    "inst:spirv.Decorations":
        "cache controls (`sycl-cache-*` in an annotation): Intel's pass at "
        "this commit writes them as `!spirv.Decorations` on the annotated "
        "pointer's instruction (on the annotation call when other properties "
        "remain) and deletes a cache-only annotation; ours keeps them in the "
        "annotation string (`{6442:\"0,1\"}`), where the translators read them "
        "(docs/passes/compile-time-properties.md, deliberate difference 7).",
    "annot-calls":
        "annotation calls left: Intel's pass deletes the cache-only "
        "annotations (see `inst:spirv.Decorations`); both delete those holding "
        "only `sycl-alignment` applied to the accesses.",
    "named:spirv_props.emitted":
        "ours' record of what it emitted (per pass run: one entry naming the "
        "kernels whose parameter lists it wrote, one listing the modes it "
        "added; one per decorated instruction), which `spirv-props-verify` "
        "checks at the end of a pipeline (README, \"The record of what was "
        "emitted\"); no consumer reads it, and Intel's pass writes none.",
    "fn:spirv_props.parameters":
        "ours' record of what it added to a kernel's parameter lists, on the "
        "kernel (the very `!spirv.ParameterDecorations` node when the lists "
        "were empty before: an attachment, no new node), which "
        "`spirv-props-verify` checks; no consumer reads it.",
}


# ----------------------------------------------------------------------------
# Options

def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Our compile-time-properties beside Intel's CompileTimePropertiesPass.")
    parser.add_argument("--intel-src", help="a checkout of intel/llvm to build Intel's pass from")
    parser.add_argument("--intel-plugin", help="an already built plugin registering "
                        "`%s` (instead of --intel-src)" % INTEL_PIPELINE)
    parser.add_argument("--llvm", default="22", help="LLVM major (default %(default)s)")
    parser.add_argument("--plugin", default=None,
                        help="our plugin (default target/llvm<MAJOR>/release/libspirv_props.so)")
    parser.add_argument("--sizes", default="1000,10000,50000",
                        help="kernel counts (default %(default)s)")
    parser.add_argument("--repeat", type=int, default=5,
                        help="CPU-time runs per workload; the minimum counts (default %(default)s)")
    parser.add_argument("--layouts", type=int, default=5,
                        help="heap layouts (input paths) each input is measured under; "
                        "the median counts (default %(default)s)")
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1),
                        help="valgrind counts run at once (default %(default)s)")
    parser.add_argument("--families", default="gen,dpcpp",
                        help="input families: %s (default %%(default)s)" % ", ".join(FAMILIES))
    parser.add_argument("--cxx", default=None, help="C++ compiler for Intel's pass")
    parser.add_argument("--no-instructions", action="store_true",
                        help="skip the valgrind counts (CPU time and outputs only)")
    parser.add_argument("--phase-sizes", default="10000",
                        help="sizes whose instructions are also split by phase with "
                        "callgrind, one layout (default %(default)s; none: no split)")
    parser.add_argument("--out", default=os.path.join(REPO, "out", "versus"))
    parser.add_argument("--timeout", type=float, default=1800,
                        help="seconds per timed run (default %(default)s)")
    parser.add_argument("--docs", action="store_true",
                        help="copy the report and plot to bench/VERSUS.md, bench/versus.svg")
    args = parser.parse_args(argv)
    args.sizes = bench.parse_sizes(parser, args.sizes)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.layouts < 1 or args.jobs < 1:
        parser.error("--layouts and --jobs must be at least 1")
    args.phase_sizes = ([] if args.phase_sizes.strip() in ("", "none")
                        else bench.parse_sizes(parser, args.phase_sizes))
    args.families = [f.strip() for f in args.families.split(",") if f.strip()]
    unknown = [f for f in args.families if f not in FAMILIES]
    if unknown or not args.families:
        parser.error("--families takes %s" % ", ".join(FAMILIES))
    if args.intel_src and args.intel_plugin:
        parser.error("give --intel-src or --intel-plugin, not both")
    if args.plugin is None:
        base = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
        sub = "" if args.llvm == "15" else "llvm%s" % args.llvm
        args.plugin = os.path.join(base, sub, "release", "libspirv_props.so")
    return args


def llvm_tool(major, name):
    return "/usr/lib/llvm-%s/bin/%s" % (major, name)


# ----------------------------------------------------------------------------
# Building Intel's pass

def intel_commit(src):
    """(commit, where it came from) of an intel/llvm checkout."""
    if os.path.exists(os.path.join(src, ".git")):
        done = subprocess.run(["git", "-C", src, "rev-parse", "HEAD"],
                              capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout.strip(), "git rev-parse HEAD"
    path = os.path.join(src, "COMMIT")
    if os.path.isfile(path):
        with open(path) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    return line.split()[0], "%s (first line)" % path
    return "unknown", "no .git and no COMMIT file"


def find_cxx(args):
    if args.cxx:
        return args.cxx
    for candidate in ["clang++-%s" % args.llvm, llvm_tool(args.llvm, "clang++"), "g++"]:
        found = shutil.which(candidate)
        if found:
            return found
    sys.exit("error: no C++ compiler (clang++-%s or g++); give --cxx" % args.llvm)


def copy_and_patch(src, build):
    """Copy Intel's files into build/{src,include}, apply PATCHES; returns
    ({patch index: times applied}, [copied paths])."""
    src_dir = os.path.join(build, "src")
    inc_dir = os.path.join(build, "include", "llvm", "SYCLLowerIR")
    for d in (src_dir, os.path.join(inc_dir, "ESIMD")):
        os.makedirs(d, exist_ok=True)
    copied = []
    for rel in INTEL_SOURCES + INTEL_EXTRA:
        path = os.path.join(src, rel)
        if not os.path.isfile(path):
            sys.exit("error: %s not found in the intel/llvm checkout %s" % (rel, src))
        shutil.copyfile(path, os.path.join(src_dir, os.path.basename(rel)))
        copied.append(os.path.join(src_dir, os.path.basename(rel)))
    for name in INTEL_HEADERS:
        path = os.path.join(src, INTEL_HEADER_DIR, name)
        if not os.path.isfile(path):
            sys.exit("error: %s/%s not found in the intel/llvm checkout %s"
                     % (INTEL_HEADER_DIR, name, src))
        shutil.copyfile(path, os.path.join(inc_dir, name))
        copied.append(os.path.join(inc_dir, name))
    # Our stand-in instead of Intel's ESIMD/ESIMDUtils.h (see the shim).
    shutil.copyfile(ESIMD_STAND_IN, os.path.join(inc_dir, "ESIMD", "ESIMDUtils.h"))
    applied = {}
    for index, (suffixes, pattern, replacement, _) in enumerate(PATCHES):
        applied[index] = 0
        for path in copied:
            if not path.endswith(suffixes):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            text, n = re.subn(pattern, replacement, text)
            if n:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
                applied[index] += n
    return applied, copied


def build_intel_plugin(args, src):
    """Build (or reuse) DIR/intel-build/libintel_ctp.so; returns a dict
    describing the build."""
    build = os.path.join(args.out, "intel-build")
    so = os.path.join(build, "libintel_ctp.so")
    cxx = find_cxx(args)
    llvm_config = llvm_tool(args.llvm, "llvm-config")
    cxxflags = subprocess.run([llvm_config, "--cxxflags"], capture_output=True, text=True,
                              check=True).stdout.split()
    if subprocess.run([llvm_config, "--has-rtti"], capture_output=True,
                      text=True).stdout.strip() == "NO":
        cxxflags.append("-fno-rtti")
    flags = cxxflags + ["-fPIC", "-O2", "-DNDEBUG", "-I", os.path.join(build, "include")]
    cxx_version = subprocess.run([cxx, "--version"], capture_output=True,
                                 text=True).stdout.splitlines()[0]
    applied, copied = copy_and_patch(src, build)

    # The stamp: everything the build reads, after patching.
    digest = hashlib.sha256()
    for path in sorted(copied) + [SHIM, ESIMD_STAND_IN]:
        with open(path, "rb") as f:
            digest.update(path.encode() + b"\0" + f.read())
    digest.update(repr((cxx, cxx_version, flags)).encode())
    stamp = digest.hexdigest()
    stamp_path = os.path.join(build, "stamp")
    info = {"compiler": "%s (%s)" % (cxx, cxx_version), "flags": " ".join(flags),
            "patches": [{"why": PATCHES[i][3], "pattern": PATCHES[i][1], "applied": n}
                        for i, n in applied.items()],
            "plugin": so, "rebuilt": False}
    if os.path.isfile(so) and os.path.isfile(stamp_path) and open(stamp_path).read() == stamp:
        bench.log("Intel's pass: %s is up to date" % so)
        return info
    objects = []
    for path in [os.path.join(build, "src", os.path.basename(s)) for s in INTEL_SOURCES] + [SHIM]:
        obj = os.path.join(build, os.path.basename(path) + ".o")
        bench.log("compiling %s" % os.path.basename(path))
        done = subprocess.run([cxx] + flags + ["-c", path, "-o", obj],
                              capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("error: compiling %s failed (a new LLVM API difference? add a "
                     "patch to PATCHES):\n%s" % (path, done.stderr[-4000:]))
        objects.append(obj)
    done = subprocess.run([cxx, "-shared", "-fPIC", "-O2", "-o", so] + objects,
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("error: linking %s failed:\n%s" % (so, done.stderr[-4000:]))
    with open(stamp_path, "w") as f:
        f.write(stamp)
    info["rebuilt"] = True
    return info


def check_intel_plugin(args, opt, plugin, src):
    """Run the plugin on Intel's lit inputs from the checkout; returns
    report lines. Exits when it does not load or run."""
    lines = []
    filecheck = llvm_tool(args.llvm, "FileCheck")
    for rel in INTEL_LIT:
        path = os.path.join(src, rel) if src else None
        if not path or not os.path.isfile(path):
            continue
        done = subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=" + INTEL_PIPELINE,
                               path, "-S", "-o", "-"], capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("error: Intel's pass failed on its own test %s:\n%s"
                     % (rel, done.stderr[-3000:]))
        decorations = done.stdout.count("!spirv.Decorations !")
        verdict = "ran"
        if os.access(filecheck, os.X_OK):
            with open(path) as f:
                run_line = next((l for l in f if "RUN:" in l), "")
            prefix = re.search(r"--check-prefix[= ](\S+)", run_line)
            check = subprocess.run([filecheck, path] + (["--check-prefix", prefix.group(1)]
                                                        if prefix else []),
                                   input=done.stdout, capture_output=True, text=True)
            verdict = "FileCheck passed" if check.returncode == 0 else \
                "FileCheck FAILED: %s" % check.stderr.strip().splitlines()[0]
        lines.append("- `%s`: %s; %d `!spirv.Decorations` attachments"
                     % (rel, verdict, decorations))
    if not lines:
        # No lit inputs: at least load it and run it on an empty module.
        done = subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=" + INTEL_PIPELINE,
                               "-disable-output"], input="", capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit("error: Intel's plugin does not load or run:\n%s" % done.stderr[-3000:])
        lines.append("- no lit inputs in the checkout; the plugin loads and runs")
    return lines


def describe_file(path):
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:16]
    return "%s (%d bytes, sha256 %s...)" % (path, os.path.getsize(path), digest)


# ----------------------------------------------------------------------------
# Inputs

def make_input(opt, family, size, out_dir):
    """Generate one input and convert it to bitcode; returns (bc, info)."""
    ll = os.path.join(out_dir, "%s-n%d.ll" % (family, size))
    bc = os.path.join(out_dir, "%s-n%d.bc" % (family, size))
    start = time.monotonic()
    with open(ll, "wb") as f:
        subprocess.run(FAMILIES[family][1] + [str(size)], stdout=f, check=True)
    gen_s = time.monotonic() - start
    done = subprocess.run([opt, ll, "-o", bc], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("error: opt could not read %s:\n%s" % (ll, done.stderr[-2000:]))
    info = {"ll_bytes": os.path.getsize(ll), "bc_bytes": os.path.getsize(bc), "gen_s": gen_s}
    os.remove(ll)
    return bc, info


def default_gen_check(opt, plugin, size, out_dir):
    """What Intel's pass does on bench/gen.py's default output (integer
    annotation values): a line for the report. With assertions it aborts
    on the first integer "sycl-alignment" (`DecorValue && "sycl-alignment
    attribute is missing"`); without, it dereferences the empty
    std::optional (undefined behaviour), so look at the alignments it set."""
    ll = os.path.join(out_dir, "gen-default-n%d.ll" % size)
    with open(ll, "wb") as f:
        subprocess.run([sys.executable, os.path.join(BENCH, "gen.py"), str(size)],
                       stdout=f, check=True)
    done = subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=" + INTEL_PIPELINE,
                           ll, "-S", "-o", "-"], capture_output=True, text=True,
                          errors="replace")
    os.remove(ll)
    # The most telling line: an assertion, else the innermost frame of the
    # pass in the stack dump, else the first line that is not opt's warning.
    lines = [l.strip() for l in done.stderr.splitlines()
             if l.strip() and "WARNING: failed to create target machine" not in l]
    frame = re.compile(r"(llvm::CompileTimePropertiesPass::\w+|\(anonymous namespace\)::\w+)")
    first = next((l for l in lines if "Assertion" in l), "")
    if not first:
        first = next(("in " + frame.search(l).group(1) for l in lines
                      if "CompileTimePropertiesPass" in l and frame.search(l)), "")
    if not first and lines:
        first = lines[0]
    if done.returncode < 0:
        return "killed by signal %d%s" % (-done.returncode, ": `%s`" % first[:160] if first else "")
    if done.returncode != 0:
        return "exit %d%s" % (done.returncode, ": `%s`" % first[:160] if first else "")
    # DPC++'s largest alignment property is far below 2^16.
    wild = [int(a) for a in re.findall(r"\balign (\d+)", done.stdout) if int(a) > 65536]
    if wild:
        return ("exit 0, but %d accesses got an alignment read from an empty "
                "std::optional (undefined behaviour; a build with assertions aborts "
                "there), the largest `align %d`" % (len(wild), max(wild)))
    return "exit 0, no alignment out of range"


def fixed_costs(opt, work, out_dir):
    """Instructions of each workload on an empty module (start-up: loading
    the plugin, building its tables): {key: count or None}."""
    empty = os.path.join(out_dir, "empty.ll")
    with open(empty, "w") as f:
        f.write('target triple = "spir64-unknown-unknown"\n')
    costs = {}
    for key, _, pipeline, plugin in work:
        costs[key], _ = instructions.count(opt, plugin, pipeline,
                                           "floor" if plugin is None else "pass", empty)
    return costs


# ----------------------------------------------------------------------------
# Measuring

def workloads(args, ours, intel):
    """[(key, label, pipeline, plugin or None)]"""
    out = [("floor", "`verify` (floor)", "verify", None)]
    if intel:
        out.append(("intel", "Intel's pass", INTEL_PIPELINE, intel))
    out.append(("ours", "ours", OURS_PIPELINE, ours))
    return out


def command(opt, pipeline, plugin, bc, output="/dev/null", text=False, timed=False):
    cmd = [opt] + (["-time-passes"] if timed else [])
    if plugin:
        cmd += ["-load-pass-plugin", plugin]
    return cmd + ["-passes=%s" % pipeline, bc] + (["-S"] if text else []) + ["-o", output]


ATTACHMENT = re.compile(r"!([A-Za-z_.][\w.]*) !\d+")
NAMED = re.compile(r"!([A-Za-z_.][\w.]*) = !\{")


def count_output(opt, pipeline, plugin, bc, stderr_path):
    """Counts in `opt -S` output, read as it streams: {counter: n}, exit status."""
    counts = {}
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen(command(opt, pipeline, plugin, bc, "-", text=True),
                                stdout=subprocess.PIPE, stderr=err, env=bench.child_env(),
                                text=True, errors="replace")
        for line in proc.stdout:
            if line.startswith("@"):
                where = "global:"
            elif line.startswith("define "):
                where = "fn:"
            elif line.startswith("  "):
                where = "inst:"
                if "@llvm.ptr.annotation" in line and " call " in line:
                    counts["annot-calls"] = counts.get("annot-calls", 0) + 1
            elif NAMED.match(line):
                # Named metadata: its number of operands.
                counts["named:" + NAMED.match(line).group(1)] = len(re.findall(r"!\d+", line))
                continue
            else:
                continue
            for m in ATTACHMENT.finditer(line):
                key = where + m.group(1)
                counts[key] = counts.get(key, 0) + 1
        proc.wait()
    with open(stderr_path, errors="replace") as f:
        text = f.read()
    counts["stderr-errors"] = text.count("error:")
    counts["stderr-warnings"] = text.count("warning:")
    return counts, proc.returncode


def layouts(args, family, size, bc):
    """`bc` under args.layouts paths whose lengths differ by 16 bytes (hard
    links, else copies, in DIR/layouts/): the heap layouts measured."""
    where = os.path.join(args.out, "layouts")
    os.makedirs(where, exist_ok=True)
    paths = []
    for i in range(args.layouts):
        path = os.path.join(where, "%s-n%d%s.bc" % (family, size, "-" + "x" * (16 * i - 1)
                                                   if i else ""))
        if os.path.exists(path):
            os.remove(path)
        try:
            os.link(bc, path)
        except OSError:
            shutil.copyfile(bc, path)
        paths.append(path)
    return paths


# A row of -time-passes' report: user, (system, when any phase had
# some,) user + system and wall seconds, each with its percentage, then the
# name. The wall time, the last number, is read: the CPU columns come from
# the kernel's tick-sampled split of user and system time, which reads 0
# for a phase of a few milliseconds; opt runs on one thread, so a phase's
# wall time is its CPU time unless the machine preempts it.
TIMING_ROW = re.compile(r"^\s*((?:[\d.]+ \(\s*[\d.]+%\)\s+)+)(.+?)\s*$")
TIMING_NUMBER = re.compile(r"([\d.]+) \(")
# -time-passes' names for the phases of a run; anything else in its pass
# report is the pass under test.
PHASE_NAMES = {"Parse IR": "parse", "VerifierPass": "verify", "BitcodeWriterPass": "write"}
PHASES = ["parse", "pass", "verify", "write", "rest"]


def phases(stderr_path, cpu):
    """A run's seconds per phase, from -time-passes' report in its stderr
    (wall time, see TIMING_ROW): parse, pass, verify, write, and rest (the
    run's CPU time less those: start-up, plugin load, teardown). Analyses
    are inside the passes that ran them."""
    out = dict.fromkeys(PHASES, 0.0)
    section = None
    try:
        with open(stderr_path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        lines = []
    for line in lines:
        if "Pass execution timing report" in line:
            section = "passes"
        elif "LLVM IR Parsing" in line:
            section = "parse"
        elif "execution timing report" in line:
            section = None
        m = TIMING_ROW.match(line)
        if not m or section is None or m.group(2) == "Total":
            continue
        out[PHASE_NAMES.get(m.group(2), "pass")] += float(TIMING_NUMBER.findall(m.group(1))[-1])
    out["rest"] = cpu - sum(out[k] for k in PHASES if k != "rest")
    return out


def measure(args, opt, work, family, size, bc):
    """All measurements of one input: {key: {...}}."""
    results = {key: {"cpu": [], "rss_mib": [], "phases": [], "instructions": None,
                     "by_layout": [],
                     "status": "ok", "reason": ""} for key, _, _, _ in work}
    paths = layouts(args, family, size, bc)
    err_dir = os.path.join(args.out, "stderr")
    os.makedirs(err_dir, exist_ok=True)
    tag = "%s n=%d" % (family, size)

    # What each pass writes (and the input's own counts, from the floor).
    for key, _, pipeline, plugin in work:
        counts, status = count_output(opt, pipeline, plugin, bc,
                                      os.path.join(err_dir, "%s-n%d-%s.out.txt"
                                                   % (family, size, key)))
        results[key]["output"] = counts
        if status != 0:
            results[key]["status"] = "failed"
            results[key]["reason"] = "opt -S exit %d" % status
        bench.log("%s %-6s output: %s" % (tag, key, ", ".join(
            "%s %d" % kv for kv in sorted(counts.items()) if "spirv" in kv[0])))

    # CPU time, the workloads interleaved in each round.
    for run in range(args.repeat):
        for key, _, pipeline, plugin in work:
            m = results[key]
            if m["status"] != "ok":
                continue
            err_path = os.path.join(err_dir, "%s-n%d-%s.txt" % (family, size, key))
            r = bench.run_measured(command(opt, pipeline, plugin, paths[run % len(paths)],
                                           timed=True), err_path, args.timeout)
            if r["status"] != "ok":
                m["status"], m["reason"] = r["status"], r.get("reason", "")
                bench.log("%s run %d %-6s %s: %s" % (tag, run + 1, key, r["status"].upper(),
                                                     m["reason"]))
                continue
            m["cpu"].append(r["cpu"])
            m["rss_mib"].append(r["rss_mib"])
            m["phases"].append(phases(err_path, r["cpu"]))
            bench.log("%s run %d %-6s cpu %7.3f s  rss %7.1f MiB"
                      % (tag, run + 1, key, r["cpu"], r["rss_mib"]))

    # Instructions, one valgrind run per workload and layout, --jobs at once.
    if not args.no_instructions:
        tasks = [(key, pipeline, plugin, i) for key, _, pipeline, plugin in work
                 if results[key]["status"] == "ok" for i in range(len(paths))]

        def count(task):
            key, pipeline, plugin, i = task
            return task, instructions.count(opt, plugin, pipeline,
                                            "floor" if plugin is None else "pass", paths[i])

        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            counted = list(pool.map(count, tasks))
        for (key, _, _, i), (n, reason) in counted:
            m = results[key]
            if reason:
                m["status"], m["reason"] = "failed", "valgrind: " + reason
                bench.log("%s %-6s layout %d valgrind FAILED: %s" % (tag, key, i, reason))
                continue
            m["by_layout"].append(n)
            bench.log("%s %-6s layout %d %15s instructions" % (tag, key, i, "{:,}".format(n)))
        for m in results.values():
            if m["status"] == "ok" and m["by_layout"]:
                m["instructions"] = statistics.median(m["by_layout"])
        if size in args.phase_sizes:
            ok = [w for w in work if results[w[0]]["status"] == "ok"]
            for key, split in phase_instructions(args, opt, ok, family, size,
                                                 paths[0]).items():
                results[key]["by_phase"] = split
    return results


# The phases of a run split by callgrind, each the inclusive count of one
# function of the whole run's profile (see the header); "pass" by workload.
PROFILE_PHASES = [("parse", "llvm::parseIRFile("), ("check", "llvm::verifyModule("),
          ("pass", None), ("verify", "llvm::VerifierPass::run("),
          ("write", "llvm::BitcodeWriterPass::run(")]
PASS_FUNCTION = {"ours": "spvp_rs_run", "intel": "llvm::CompileTimePropertiesPass::run("}
INCLUSIVE = re.compile(r"^\s*([0-9,]+)\s+\([^)]*\)\s+(?:\S*?:)?(.*)$")


def callgrind_inclusive(out_file):
    """{function: inclusive instructions} of a callgrind profile (the
    largest count where callgrind_annotate lists a name twice)."""
    done = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                           out_file], capture_output=True, text=True, errors="replace")
    inclusive = {}
    for line in done.stdout.splitlines():
        m = INCLUSIVE.match(line)
        if m:
            name = m.group(2)
            inclusive[name] = max(inclusive.get(name, 0), int(m.group(1).replace(",", "")))
    return inclusive


def inclusive_of(inclusive, function):
    """The inclusive count of the function whose name starts with
    `function` (its signature's opening parenthesis included), 0 if none."""
    return max((n for name, n in inclusive.items()
                if function and name.startswith(function)), default=0)


def phase_instructions(args, opt, work, family, size, path):
    """Each workload's instructions by phase on `path` (callgrind):
    {key: {phase: count, "total": count}}, a failed workload left out."""
    where = os.path.join(args.out, "callgrind")
    os.makedirs(where, exist_ok=True)

    def profile(item):
        key, _, pipeline, plugin = item
        out_file = os.path.join(where, "%s-n%d-%s.out" % (family, size, key))
        total, reason = instructions.count_command(
            command(opt, pipeline, plugin, path), args.timeout,
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=%s" % out_file])
        if reason:
            bench.log("%s n=%d %-6s callgrind FAILED: %s" % (family, size, key, reason))
            return key, None
        inclusive = callgrind_inclusive(out_file)
        split = {"total": total}
        for phase, function in PROFILE_PHASES:
            split[phase] = inclusive_of(inclusive, function or PASS_FUNCTION.get(key))
        split["rest"] = total - sum(split[p] for p, _ in PROFILE_PHASES)
        os.remove(out_file)
        bench.log("%s n=%d %-6s by phase: %s" % (family, size, key, ", ".join(
            "%s %.1f M" % (p, split[p] / 1e6) for p, _ in PROFILE_PHASES)))
        return key, split

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        return {k: v for k, v in pool.map(profile, work) if v is not None}


# ----------------------------------------------------------------------------
# Report

def fmt(value, digits=3):
    return "-" if value is None else "%.*f" % (digits, value)


def cpu_of(m):
    return min(m["cpu"]) if m and m["status"] == "ok" and m["cpu"] else None


def instr_of(m):
    return m["instructions"] if m and m["status"] == "ok" else None


def overhead(value, floor):
    return None if value is None or floor is None else value - floor


def instr_overheads(res, key):
    """The instructions of workload `key` over the floor's, per layout (the
    same path for both); None when either failed."""
    m, floor = res.get(key), res.get("floor")
    if instr_of(m) is None or instr_of(floor) is None:
        return None
    return [a - b for a, b in zip(m["by_layout"], floor["by_layout"])]


def instr_overhead(res, key):
    """The median over layouts of `key`'s instructions over the floor's."""
    over = instr_overheads(res, key)
    return statistics.median(over) if over else None


def ratio_range(res):
    """Ours' instruction overhead over Intel's, lowest and highest over the
    layouts; None without both."""
    ours, intel = instr_overheads(res, "ours"), instr_overheads(res, "intel")
    if not ours or not intel or min(intel) <= 0:
        return None
    each = [a / b for a, b in zip(ours, intel)]
    return min(each), max(each)


def ratio(a, b):
    return None if a is None or not b else a / b


def measurement_tables(args, data):
    """The instruction and CPU tables."""
    have_intel = any("intel" in data[f][str(n)]["results"]
                     for f in args.families for n in args.sizes)
    out = []
    for title, getter, unit, digits, scale in [
            ("Instructions executed (G = 10^9, valgrind, median over %d heap layout%s)"
             % (args.layouts, "" if args.layouts == 1 else "s"), instr_of, "G", 3, 1e9),
            ("CPU time (user + sys seconds, minimum of %d run%s)"
             % (args.repeat, "" if args.repeat == 1 else "s"), cpu_of, "s", 3, 1.0)]:
        if getter is instr_of and args.no_instructions:
            continue
        out += ["### " + title, ""]
        head = "| family | kernels | floor %s | ours %s | ours / floor | ours overhead %s" % (
            unit, unit, unit)
        sep = "| --- | ---: | ---: | ---: | ---: | ---:"
        layout_range = have_intel and getter is instr_of and args.layouts > 1
        # How far the floor's own runs spread: an overhead, or a difference
        # of two, below that spread is the machine's noise, not the passes'.
        floor_spread = getter is cpu_of and args.repeat > 1
        if have_intel:
            head += (" | Intel %s | Intel / floor | Intel overhead %s "
                     "| ours overhead / Intel overhead" % (unit, unit))
            sep += " | ---: | ---: | ---: | ---:"
        if layout_range:
            head += " | lowest - highest over layouts"
            sep += " | ---:"
        if floor_spread:
            head += " | floor's runs, lowest - highest s"
            sep += " | ---:"
        out += [head + " |", sep + " |"]
        for family in args.families:
            for size in args.sizes:
                res = data[family][str(size)]["results"]
                floor = getter(res.get("floor"))
                ours = getter(res.get("ours"))
                scaled = lambda v: None if v is None else v / scale  # noqa: E731
                over_of = (lambda key: instr_overhead(res, key)) if getter is instr_of \
                    else (lambda key: overhead(getter(res.get(key)), floor))  # noqa: E731
                ours_over = over_of("ours")
                row = "| %s | %d | %s | %s | %s | %s" % (
                    family, size, fmt(scaled(floor), digits), fmt(scaled(ours), digits),
                    fmt(ratio(ours, floor), 3), fmt(scaled(ours_over), digits))
                if have_intel:
                    intel = getter(res.get("intel"))
                    intel_over = over_of("intel")
                    row += " | %s | %s | %s | %s" % (
                        fmt(scaled(intel), digits), fmt(ratio(intel, floor), 3),
                        fmt(scaled(intel_over), digits),
                        fmt(ratio(ours_over, intel_over) if intel_over and intel_over > 0
                            else None, 2))
                if layout_range:
                    r = ratio_range(res)
                    row += " | %s" % ("-" if r is None else "%.2f - %.2f" % r)
                if floor_spread:
                    runs = (res.get("floor") or {}).get("cpu") or []
                    row += " | %s" % ("%.3f - %.3f" % (min(runs), max(runs)) if runs else "-")
                out.append(row + " |")
        out.append("")
    return out


def phase_median(m, phase):
    """The median over runs of one phase's CPU seconds; None without runs."""
    if not m or m["status"] != "ok" or not m["phases"]:
        return None
    return statistics.median(p[phase] for p in m["phases"])


def paired_overhead(res, key):
    """The median over rounds of `key`'s CPU time minus the floor's in the
    same round."""
    m, floor = res.get(key), res.get("floor")
    if cpu_of(m) is None or cpu_of(floor) is None:
        return None
    return statistics.median(a - b for a, b in zip(m["cpu"], floor["cpu"]))


def phase_table(args, data):
    """Time per phase of the run (-time-passes), medians over runs."""
    if not any("intel" in data[f][str(n)]["results"] for f in args.families for n in args.sizes):
        return []
    out = ["### Time by phase (-time-passes, ms, median of %d run%s)"
           % (args.repeat, "" if args.repeat == 1 else "s"), "",
           "Floor / Intel's / ours for each phase of the same runs as above (the wall "
           "time -time-passes gives each, on one thread): parsing the "
           "input, the pass itself, opt's final verification, the bitcode writer, and "
           "the rest of the run's CPU time (start-up, plugin load, teardown). Last column: ours' "
           "overhead over Intel's, each the median over rounds of the run's CPU time "
           "minus the floor's in the same round.", "",
           "| family | kernels | parse | pass (Intel / ours) | verify | write | rest "
           "| ours overhead / Intel overhead, paired |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for family in args.families:
        for size in args.sizes:
            res = data[family][str(size)]["results"]
            cell = lambda phase, keys: " / ".join(  # noqa: E731
                fmt(None if v is None else v * 1e3, 1)
                for v in (phase_median(res.get(k), phase) for k in keys))
            every = ["floor", "intel", "ours"]
            ours, intel = paired_overhead(res, "ours"), paired_overhead(res, "intel")
            out.append("| %s | %d | %s | %s | %s | %s | %s | %s |" % (
                family, size, cell("parse", every), cell("pass", ["intel", "ours"]),
                cell("verify", every), cell("write", every), cell("rest", every),
                fmt(ratio(ours, intel) if intel and intel > 0 else None, 2)))
    return out + [""]


def phase_instruction_table(args, data, work):
    """Instructions by phase (callgrind), where measured."""
    rows = []
    for family in args.families:
        for size in args.sizes:
            res = data[family][str(size)]["results"]
            split = {key: res[key].get("by_phase") for key, _, _, _ in work}
            if not any(split.values()):
                continue
            columns = [p for p, _ in PROFILE_PHASES] + ["rest", "total"]
            for key, label, _, _ in work:
                s = split.get(key)
                if s:
                    rows.append("| %s | %d | %s | %s |" % (
                        family, size, label.replace(" (floor)", ""), " | ".join(
                            "-" if c == "pass" and key == "floor" else "%.1f" % (s[c] / 1e6)
                            for c in columns)))
            ours, intel = split.get("ours"), split.get("intel")
            if ours and intel:
                rows.append("| %s | %d | **ours - Intel's** | %s |" % (
                    family, size, " | ".join("%+.1f" % ((ours[c] - intel[c]) / 1e6)
                                             for c in columns)))
    if not rows:
        return []
    return ["### Instructions by phase (callgrind, M = 10^6, the first layout)", "",
            "One more valgrind run per workload (`--phase-sizes`), each phase the "
            "inclusive count of one function in the whole run's profile: parsing the "
            "input (`llvm::parseIRFile`), opt's check of it before the pipeline "
            "(`llvm::verifyModule`), the pass (ours' entry point `spvp_rs_run`, "
            "Intel's `CompileTimePropertiesPass::run`), opt's final verification "
            "(`VerifierPass::run`), the bitcode writer (`BitcodeWriterPass::run`); the "
            "rest is start-up, plugin load and teardown. Parsing and the check are the "
            "same work in every run (before any pass); their difference, and the "
            "rest's, is the heap layout's and start-up's.", "",
            "| family | kernels | run of | parse | check | pass | verify | write | rest "
            "| total |",
            "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"] + rows + [""]


OUTPUT_COLUMNS = [
    ("`!spirv.Decorations` on globals", ["global:spirv.Decorations"]),
    ("on kernels", ["fn:spirv.Decorations"]),
    ("on instructions", ["inst:spirv.Decorations"]),
    ("`!spirv.ParameterDecorations`", ["fn:spirv.ParameterDecorations"]),
    ("kernel metadata added", None),       # every other fn: kind, minus the input's
    ("`!spirv.ExecutionMode` entries", ["named:spirv.ExecutionMode"]),
    ("other named metadata entries added", "named"),   # minus the input's
    ("annotation calls left", ["annot-calls"]),
    ("errors / warnings", ["stderr-errors", "stderr-warnings"]),
]


def kernel_metadata_added(counts, floor):
    keys = [k for k in set(counts) | set(floor)
            if k.startswith("fn:") and not k.startswith("fn:spirv.")]
    return sum(counts.get(k, 0) - floor.get(k, 0) for k in keys)


def named_metadata_added(counts, floor):
    keys = [k for k in set(counts) | set(floor)
            if k.startswith("named:") and k != "named:spirv.ExecutionMode"]
    return sum(counts.get(k, 0) - floor.get(k, 0) for k in keys)


def output_table(args, data, work):
    out = ["| family | kernels | output of | " + " | ".join(c for c, _ in OUTPUT_COLUMNS) + " |",
           "| --- | ---: | --- |" + " ---: |" * len(OUTPUT_COLUMNS)]
    for family in args.families:
        for size in args.sizes:
            res = data[family][str(size)]["results"]
            floor = res["floor"].get("output", {})
            for key, label, _, _ in work:
                counts = res[key].get("output", {})
                cells = []
                for _, keys in OUTPUT_COLUMNS:
                    if keys is None:
                        cells.append("-" if key == "floor"
                                     else str(kernel_metadata_added(counts, floor)))
                    elif keys == "named":
                        cells.append("-" if key == "floor"
                                     else str(named_metadata_added(counts, floor)))
                    else:
                        cells.append(" / ".join(str(counts.get(k, 0)) for k in keys))
                label = "the input" if key == "floor" else label
                out.append("| %s | %d | %s | %s |" % (family, size, label, " | ".join(cells)))
    return out


def differences(args, data):
    """Counters where ours and Intel's outputs differ, with the largest
    size of each family where they do: report lines."""
    seen = {}
    for family in args.families:
        for size in args.sizes:
            res = data[family][str(size)]["results"]
            if "intel" not in res:
                return []
            ours, intel = res["ours"].get("output", {}), res["intel"].get("output", {})
            for key in sorted(set(ours) | set(intel)):
                if key.startswith("stderr-"):
                    continue
                if ours.get(key, 0) != intel.get(key, 0):
                    seen.setdefault(key, {})[family] = "%s %d: ours %d, Intel's %d" % (
                        family, size, ours.get(key, 0), intel.get(key, 0))
    out = []
    for key, where in seen.items():
        reason = KNOWN_DIFFERENCES.get(key, "not explained by this script: look at the "
                                            "outputs (opt -S) side by side.")
        out.append("- `%s` (%s): %s" % (key, "; ".join(where.values()), reason))
    return out


def report(args, header, data, work, notes):
    out = ["# Ours beside Intel's CompileTimePropertiesPass", ""] + header + [""]
    out += ["Floor: `opt -passes=verify in.bc -o /dev/null`, no plugin. Intel's pass: "
            "`opt -load-pass-plugin libintel_ctp.so -passes=%s`; ours: "
            "`opt -load-pass-plugin libspirv_props.so -passes=%s` (default options). "
            "Overhead: the pass's run minus the floor's; both passes change the "
            "module, so both overheads include opt's second verification alike. "
            "Ours' overhead over Intel's: below 1, ours costs less. Instructions "
            "are counted under %d heap layouts (the input at paths of different "
            "lengths: the path alone moves a run's count by up to 2 %% of the "
            "floor, see the script's header); overheads are per layout, the "
            "tables give their median and the range of the ratio. Under valgrind "
            "opt runs with `GLIBC_TUNABLES=%s`, which keeps its heap in one "
            "region as it is natively (valgrind's 8 MB brk segment otherwise "
            "scatters it between the plugins' mappings: loading ours, unrun, "
            "cost 70 M instructions at 10,000 kernels; see bench/instructions.py)."
            % (INTEL_PIPELINE, OURS_PIPELINE, args.layouts,
               instructions.VALGRIND_ENV["GLIBC_TUNABLES"]), ""]
    out += measurement_tables(args, data)
    out += phase_table(args, data)
    out += phase_instruction_table(args, data, work)
    if os.path.isfile(os.path.join(args.out, "versus.svg")):
        out += ["![instructions over the floor against kernels](versus.svg)", ""]
    out += ["### What each pass wrote", "",
            "Counted once per size in `opt -S` output (not timed). Kernel metadata "
            "added: attachments on kernels other than `!spirv.*`, minus the input's "
            "(`!reqd_work_group_size`, `!intel_reqd_sub_group_size`, "
            "`!RegisterAllocMode`, `!ip_interface`, ...). Other named metadata: "
            "module-level lists other than `!spirv.ExecutionMode`, entries "
            "added. Annotation calls left: `llvm.ptr.annotation` calls in the "
            "output.", ""]
    out += output_table(args, data, work) + [""]
    diff = differences(args, data)
    if diff:
        out += ["Where the outputs differ (largest size per family), and why:", ""] + diff + [""]
    elif any("intel" in data[f][str(n)]["results"] for f in args.families for n in args.sizes):
        out += ["The counts agree everywhere.", ""]
    failures = ["- %s %d `%s`: %s %s" % (f, n, k, m["status"], m["reason"])
                for f in args.families for n in args.sizes
                for k, m in data[f][str(n)]["results"].items() if m["status"] != "ok"]
    if failures:
        out += ["Failed:", ""] + failures + [""]
    if notes:
        out += ["### Notes", ""] + notes + [""]
    return "\n".join(out)


# ----------------------------------------------------------------------------
# Plot: instructions over the floor (G) against kernels, per family

def plot_series(args, data):
    """{family: {"ours": [(n, G)], "intel": [(n, G)]}} of positive overheads."""
    series = {}
    for family in args.families:
        series[family] = {}
        for key in ("ours", "intel"):
            points = []
            for size in args.sizes:
                res = data[family][str(size)]["results"]
                over = instr_overhead(res, key)
                if over is not None and over > 0:
                    points.append((size, over / 1e9))
            if points:
                series[family][key] = points
    return series


def write_plot(args, data, path):
    """versus.svg with matplotlib if it imports, else write_svg; returns
    which, or None when there is nothing to draw."""
    series = plot_series(args, data)
    if not any(series[f] for f in series):
        return None
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        write_svg(series, path)
        return "write_svg (matplotlib not importable)"
    fig, axes = plt.subplots(1, len(series), figsize=(5 * len(series), 4), squeeze=False)
    for ax, (family, lines) in zip(axes[0], series.items()):
        for key, label, color in (("intel", "Intel's pass", "#1f77b4"),
                                  ("ours", "ours", "#d62728")):
            if key in lines:
                xs, ys = zip(*lines[key])
                ax.plot(xs, ys, marker="o", label=label, color=color)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("kernels")
        ax.set_ylabel("instructions over the floor (G)")
        ax.set_title(FAMILIES[family][0])
        ax.legend()
        ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, format="svg")
    return "matplotlib %s" % matplotlib.__version__


def write_svg(series, path):
    """A small log-log line chart per family, by hand."""
    panel_w, panel_h, margin = 360, 280, 60
    width = panel_w * len(series) + 20
    height = panel_h + 40
    colors = {"intel": "#1f77b4", "ours": "#d62728"}
    labels = {"intel": "Intel's pass", "ours": "ours"}
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
             'font-family="sans-serif" font-size="11">' % (width, height),
             '<rect width="100%" height="100%" fill="white"/>']
    for p, (family, lines) in enumerate(series.items()):
        x0 = 20 + p * panel_w + margin
        y0 = 20
        w, h = panel_w - margin - 20, panel_h - margin
        points = [pt for pts in lines.values() for pt in pts]
        if not points:
            continue
        # Axis ranges: whole decades around the data.
        lx = [math.log10(x) for x, _ in points]
        ly = [math.log10(y) for _, y in points]
        xmin, xmax = math.floor(min(lx)), math.ceil(max(lx))
        ymin, ymax = math.floor(min(ly)), math.ceil(max(ly))
        xmax = max(xmax, xmin + 1)
        ymax = max(ymax, ymin + 1)

        def sx(x):
            return x0 + (math.log10(x) - xmin) / (xmax - xmin) * w

        def sy(y):
            return y0 + h - (math.log10(y) - ymin) / (ymax - ymin) * h

        parts.append('<rect x="%g" y="%g" width="%g" height="%g" fill="none" '
                     'stroke="#888"/>' % (x0, y0, w, h))
        for d in range(xmin, xmax + 1):
            x = sx(10 ** d)
            parts.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#ddd"/>'
                         % (x, y0, x, y0 + h))
            parts.append('<text x="%g" y="%g" text-anchor="middle">%s</text>'
                         % (x, y0 + h + 14, "{:,}".format(10 ** d)))
        for d in range(ymin, ymax + 1):
            y = sy(10 ** d)
            parts.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#ddd"/>'
                         % (x0, y, x0 + w, y))
            parts.append('<text x="%g" y="%g" text-anchor="end">%g</text>'
                         % (x0 - 4, y + 4, 10 ** d))
        parts.append('<text x="%g" y="%g" text-anchor="middle">kernels</text>'
                     % (x0 + w / 2, y0 + h + 30))
        parts.append('<text x="%g" y="%g" text-anchor="middle" transform="rotate(-90 %g %g)">'
                     'instructions over the floor (G)</text>'
                     % (x0 - 42, y0 + h / 2, x0 - 42, y0 + h / 2))
        parts.append('<text x="%g" y="%g" text-anchor="middle" font-weight="bold">%s</text>'
                     % (x0 + w / 2, y0 - 6, FAMILIES[family][0]))
        for i, key in enumerate(("intel", "ours")):
            if key not in lines:
                continue
            pts = " ".join("%.1f,%.1f" % (sx(x), sy(y)) for x, y in lines[key])
            parts.append('<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>'
                         % (pts, colors[key]))
            for x, y in lines[key]:
                parts.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>'
                             % (sx(x), sy(y), colors[key]))
            parts.append('<text x="%g" y="%g" fill="%s">&#9679; %s</text>'
                         % (x0 + 8, y0 + 16 + 14 * i, colors[key], labels[key]))
    parts.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


# ----------------------------------------------------------------------------

def os_name():
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return platform.platform()


def our_commit():
    rev = subprocess.run(["git", "-C", REPO, "rev-parse", "HEAD"], capture_output=True,
                         text=True).stdout.strip() or "unknown"
    dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    return rev + (" (with uncommitted changes)" if dirty else "")


def main(argv):
    args = parse_args(argv)
    started = time.monotonic()
    opt = llvm_tool(args.llvm, "opt")
    if not os.access(opt, os.X_OK):
        sys.exit("error: %s not found (is LLVM %s installed?)" % (opt, args.llvm))
    if not args.no_instructions and subprocess.run(
            ["valgrind", "--version"], capture_output=True).returncode != 0:
        sys.exit("error: valgrind not found (apt install valgrind), or use --no-instructions")
    os.makedirs(args.out, exist_ok=True)
    inputs_dir = os.path.join(args.out, "inputs")
    os.makedirs(inputs_dir, exist_ok=True)

    ours, ours_description = bench.snapshot_plugin(os.path.abspath(args.plugin), args.out)
    notes, build = [], None
    intel, intel_lines = None, ["- Intel's pass: not measured (no --intel-src or --intel-plugin)"]
    if args.intel_src:
        src = os.path.abspath(os.path.expanduser(args.intel_src))
        commit, whence = intel_commit(src)
        build = build_intel_plugin(args, src)
        intel = build["plugin"]
        checks = check_intel_plugin(args, opt, intel, src)
        intel_lines = [
            "- Intel's pass: intel/llvm at %s (%s), from %s" % (commit, whence, src),
            "- built: %s, %s from %s, %s, bench/intel/plugin.cpp and "
            "bench/intel/esimd_stand_in.h (as ESIMD/ESIMDUtils.h); flags `%s`"
            % (describe_file(intel), build["compiler"],
               ", ".join(os.path.basename(s) for s in INTEL_SOURCES),
               ", ".join(INTEL_HEADERS), build["flags"]),
            "- patches to the copies (for LLVM %s):" % args.llvm]
        intel_lines += ["    - %s (applied %d time%s)" % (p["why"], p["applied"],
                                                          "" if p["applied"] == 1 else "s")
                        for p in build["patches"]]
        intel_lines += ["- checked on Intel's lit inputs:"] + ["  " + l for l in checks]
    elif args.intel_plugin:
        intel = os.path.abspath(args.intel_plugin)
        check_intel_plugin(args, opt, intel, None)
        intel_lines = ["- Intel's pass: %s (given; commit unknown)" % describe_file(intel)]
    work = workloads(args, ours, intel)

    header = [
        "- machine: %s, %d logical CPUs, %.1f GiB RAM, %s (%s)" % (
            bench.cpu_model(), os.cpu_count() or 0, bench.total_ram_gib(), os_name(),
            platform.platform()),
        "- opt: %s (%s)" % (bench.opt_version(opt), opt),
        "- ours: spirv-props at %s; plugin %s" % (our_commit(), ours_description),
    ] + intel_lines + [
        "- inputs: %s; %s kernels" % (", ".join("`%s`" % FAMILIES[f][0] for f in args.families),
                                     ", ".join("{:,}".format(n) for n in args.sizes)),
        "- command: `%s`" % " ".join(shlex.quote(a) for a in [
            os.path.relpath(os.path.abspath(sys.argv[0]), REPO)] + argv),
        "- date: %s" % datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
    ]
    for line in header:
        bench.log(line)

    data = {}
    for family in args.families:
        data[family] = {}
        for size in args.sizes:
            bench.log("%s n=%d: generating" % (family, size))
            bc, info = make_input(opt, family, size, inputs_dir)
            bench.log("%s n=%d: %.1f MB bitcode" % (family, size, info["bc_bytes"] / 1e6))
            data[family][str(size)] = {"input": info,
                                       "results": measure(args, opt, work, family, size, bc)}
    fixed = None
    if not args.no_instructions:
        fixed = fixed_costs(opt, work, inputs_dir)
        notes.append("- start-up, on an empty module (instructions): %s; the rest of "
                     "each overhead grows with the module" % ", ".join(
                         "%s %s M" % (label.replace(" (floor)", ""),
                                      "-" if fixed[key] is None else "%.1f" % (fixed[key] / 1e6))
                         for key, label, _, _ in work))
    if intel and "gen" in args.families:
        verdict = default_gen_check(opt, intel, args.sizes[0], inputs_dir)
        notes.append("- Intel's pass on `bench/gen.py %d` without `--string-values` "
                     "(integer values in the annotations, as clang-15 wrote them): %s. "
                     "Hence `--string-values` for the gen family." % (args.sizes[0], verdict))
    elapsed = time.monotonic() - started
    notes.append("- this run took %.1f minutes" % (elapsed / 60))

    plot_path = os.path.join(args.out, "versus.svg")
    if os.path.exists(plot_path):
        os.remove(plot_path)
    drawn = None if args.no_instructions else write_plot(args, data, plot_path)
    if drawn:
        notes.append("- plot drawn with %s" % drawn)
    text = report(args, header, data, work, notes)
    print(text)
    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"header": header, "build": build, "notes": notes, "fixed_costs": fixed,
                   "workloads": [{"key": k, "pipeline": p, "plugin": pl}
                                 for k, _, p, pl in work],
                   "data": data}, f, indent=1)
    if args.docs:
        shutil.copyfile(os.path.join(args.out, "report.md"), os.path.join(BENCH, "VERSUS.md"))
        if drawn:
            shutil.copyfile(plot_path, os.path.join(BENCH, "versus.svg"))
        bench.log("copied the report%s to bench/" % (" and plot" if drawn else ""))
    failed = any(m["status"] != "ok" for f in data.values() for s in f.values()
                 for m in s["results"].values())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
