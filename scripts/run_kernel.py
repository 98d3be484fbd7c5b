#!/usr/bin/env python3
"""Runs a SPIR-V kernel on Intel's OpenCL CPU runtime and checks what it did.

Usage:
  run_kernel.py SPV --kernel vadd --expect-wg 8,4,2 [--expect-sg 16] [--label NAME]
                    [--op vadd|popcount-add|spec-scale-add]
                    [--spec-prop IMAGE.prop [--spec NAME=V[,V...]]...]

The kernel must have the shape of examples/vadd: three int32 buffers a, b, c
with c[i] = a[i] + b[i] for i = get_global_id(0) (--op vadd, the default),
or c[i] = popcount(a[i]) + b[i] (--op popcount-add, examples/ext_popcount.ll,
whose popcount is an inline-SPIR-V instruction), or
c[i] = a[i] * k + b[i] + s.x + s.y (--op spec-scale-add,
examples/spec_constants/spec_constants.ll), k and s being the
specialization constants whose symbolic names end in "ZL1k" and "ZL1s".

Specialization constants, the SYCL runtime's way: --spec-prop reads the
image's [SYCL/specialization constants] (symbolic name -> (SpecId, offset,
size) per leaf) and [SYCL/specialization constants default values] (the
defaults, constant after constant) with scripts/propfile.py; each
--spec NAME=V,... gives the constant's leaves, in order, padding skipped,
and each is set with clSetProgramSpecializationConstant(SpecId, size,
little-endian bytes) before the build. The expected results are computed
here from the values set, or from the defaults in the .prop for constants
not set. Checks, in order:
  1. every sum is correct, launched with local size = --expect-wg (a kernel
     compiled with another reqd_work_group_size refuses that launch);
  2. CL_KERNEL_COMPILE_WORK_GROUP_SIZE (the LocalSize execution mode as the
     runtime read it) equals --expect-wg;
  3. with --expect-sg: CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE for that local
     size equals it. This does reflect the SubgroupSize execution mode: the
     same kernel reports 8 with SubgroupSize 8 and 64 with none.

Running it. The runtime comes from pip (intel-opencl-rt); the .icd file it
ships names /opt/anaconda1anaconda2anaconda3/lib/libintelocl.so, which does
not exist, so pyopencl's ICD loader finds no platform. Either of these works
(VENV is the virtual environment holding pyopencl, numpy and the runtime):
  # preload: libintelocl.so exports the cl* API itself and replaces the loader
  LD_PRELOAD=$VENV/lib/libintelocl.so LD_LIBRARY_PATH=$VENV/lib \\
    $VENV/bin/python scripts/run_kernel.py k.spv --kernel vadd --expect-wg 8,4,2
  # or through the loader, with an .icd file holding the absolute path
  mkdir -p /tmp/icd && echo $VENV/lib/libintelocl.so > /tmp/icd/intel-cpu.icd
  OCL_ICD_VENDORS=/tmp/icd $VENV/bin/python scripts/run_kernel.py ...
LD_LIBRARY_PATH is optional (libintelocl.so has RUNPATH $ORIGIN) but harmless.
OCL_ICD_FILENAMES does not work: the ocl-icd loader bundled with the pyopencl
wheel does not read it (only OCL_ICD_VENDORS).

Output: one line starting "[runtime]" and ending ": OK" when every check
passed (scripts/test counts those lines), or ": MISMATCH" and what differed.
Exit status: 0 all checks passed, 1 a check failed, 2 setup failed.
"""
import argparse
import sys
import warnings
from pathlib import Path

try:
    import numpy as np
    import pyopencl as cl
except ImportError as e:  # the system python3, not .venv's
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        sys.exit(0)
    sys.exit(f"run_kernel.py: {e.name} is missing: run it with .venv/bin/python (scripts/setup installs it)")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import propfile  # noqa: E402  (scripts/propfile.py)

N = 1024  # elements summed (rounded up to a multiple of the work-group's x size)
SEED = 2026
SPIRV_MAGIC = (0x07230203).to_bytes(4, "little")

# pyopencl warns whenever the build log is non-empty, and this runtime always
# writes one (progress notes; for vadd also "can't be vectorized due to
# unsupported vec type hint"). --build-log prints it instead.
warnings.filterwarnings("ignore", category=cl.CompilerWarning)


def popcount32(x):
    """Set bits of each int32, two's complement (byte order does not matter)."""
    return np.unpackbits(x.view(np.uint8)).reshape(-1, 32).sum(axis=1).astype(np.int32)


def named(consts, suffix):
    """The leaf values of the one constant whose name ends in suffix."""
    found = [v for n, v in consts.items() if n.endswith(suffix)]
    if len(found) != 1:
        raise SetupError(f"{len(found)} specialization constants named *{suffix} in the .prop")
    return found[0]


def spec_scale_add(a, b, consts):
    k, = named(consts, "ZL1k")
    x, y = named(consts, "ZL1s")
    return a * np.int32(k) + b + np.int32(x) + np.int32(y)


# What c[i] must be, per kernel shape (--op), from the inputs and the
# specialization constants' leaf values by symbolic name.
EXPECTED = {
    "vadd": lambda a, b, consts: a + b,
    "popcount-add": lambda a, b, consts: popcount32(a) + b,
    "spec-scale-add": spec_scale_add,
}

MAP_SET = "SYCL/specialization constants"
DEFAULTS_SET = "SYCL/specialization constants default values"
PADDING_ID = 0xFFFFFFFF


def spec_constants(prop_path, given):
    """From the image's .prop and the --spec values: {name: [(id, size, value)]}
    per leaf (padding skipped), value being the one given or the default."""
    try:
        sets = propfile.read(prop_path)
    except (OSError, ValueError) as e:
        raise SetupError(f"cannot read {prop_path}: {e}")
    if MAP_SET not in sets or DEFAULTS_SET not in sets:
        raise SetupError(f"{prop_path} has no [{MAP_SET}] and [{DEFAULTS_SET}]")
    blob = sets[DEFAULTS_SET].get("all", b"")
    unknown = set(given) - set(sets[MAP_SET])
    if unknown:
        raise SetupError(f"--spec for constants the image does not list: {', '.join(sorted(unknown))}")
    out, base = {}, 0
    for name, raw in sets[MAP_SET].items():
        triples = [tuple(int.from_bytes(raw[i + j:i + j + 4], "little") for j in (0, 4, 8))
                   for i in range(0, len(raw), 12)]
        leaves = [t for t in triples if t[0] != PADDING_ID]
        values = given.get(name)
        if values is not None and len(values) != len(leaves):
            raise SetupError(f"--spec {name}: {len(values)} values for {len(leaves)} leaves")
        out[name] = []
        for n, (sid, off, size) in enumerate(leaves):
            if values is not None:
                v = values[n]
            else:
                v = int.from_bytes(blob[base + off:base + off + size], "little", signed=True)
            out[name].append((sid, size, v))
        # The next constant's default starts after this one's last byte.
        base += max((off + size for _, off, size in triples), default=0)
    if base != len(blob):
        raise SetupError(f"the defaults hold {len(blob)} bytes, the map describes {base}")
    return out


def spec_arg(text):
    name, eq, values = text.rpartition("=")
    try:
        parsed = [int(v, 0) for v in values.split(",")]
    except ValueError:
        parsed = None
    if not eq or not name or not parsed:
        raise argparse.ArgumentTypeError(f"expected NAME=V[,V...] of integers, got {text!r}")
    return name, parsed


class SetupError(Exception):
    """Anything that stops the checks from running at all (exit 2)."""


def triple(text):
    try:
        dims = tuple(int(x) for x in text.split(","))
    except ValueError:
        dims = ()
    if len(dims) != 3 or min(dims) < 1:
        raise argparse.ArgumentTypeError(f"expected X,Y,Z of positive integers, got {text!r}")
    return dims


def intel_cpu():
    """The CPU device of the Intel OpenCL platform."""
    try:
        platforms = cl.get_platforms()
    except cl.Error as e:  # the loader raises PLATFORM_NOT_FOUND_KHR when it finds none
        platforms, why = [], str(e)
    else:
        why = "found: " + ", ".join(p.name for p in platforms) if platforms else "none found"
    for platform in platforms:
        if "intel" in platform.name.lower():
            cpus = platform.get_devices(device_type=cl.device_type.CPU)
            if cpus:
                return cpus[0]
    raise SetupError(
        f"no Intel OpenCL CPU device ({why}); preload the runtime: "
        "LD_PRELOAD=$VENV/lib/libintelocl.so (see this script's docstring)")


def build(ctx, dev, spv_path, kernel_name, show_log, spec=()):
    """Builds the SPIR-V module, after setting each (SpecId, size, value) of
    spec through clSetProgramSpecializationConstant, and returns the named
    kernel."""
    try:
        il = Path(spv_path).read_bytes()
    except OSError as e:
        raise SetupError(f"cannot read {spv_path}: {e.strerror}")
    # clCreateProgramWithIL of this runtime also accepts OpenCL C text (and
    # compiles it), so make sure a SPIR-V module is what gets checked.
    if il[:4] not in (SPIRV_MAGIC, SPIRV_MAGIC[::-1]):
        raise SetupError(f"{spv_path} is not a SPIR-V binary (no magic number)")
    try:
        prog = cl.Program(ctx, il)  # bytes: clCreateProgramWithIL
    except cl.Error as e:
        raise SetupError(f"runtime rejected {spv_path} as SPIR-V: {e}")
    for sid, size, value in spec:
        # pyopencl's Program has no wrapper; its _Program (created by the
        # IL constructor) calls clSetProgramSpecializationConstant.
        try:
            prog._get_prg().set_specialization_constant(
                sid, value.to_bytes(size, "little", signed=value < 0))
        except cl.Error as e:
            raise SetupError(f"clSetProgramSpecializationConstant(SpecId {sid}) failed: {e}")
    try:
        prog.build()
    except cl.Error:
        log = prog.get_build_info(dev, cl.program_build_info.LOG)
        raise SetupError(f"build of {spv_path} failed; build log:\n{log}")
    if show_log:
        print(prog.get_build_info(dev, cl.program_build_info.LOG), file=sys.stderr)
    try:
        names = prog.get_info(cl.program_info.KERNEL_NAMES).split(";")
    except cl.Error:  # e.g. a truncated module: it "builds" into nothing
        raise SetupError(f"{spv_path} built into a program without kernels (truncated?)")
    if kernel_name not in names:
        raise SetupError(f"no kernel {kernel_name!r} in {spv_path} (it has: {', '.join(names)})")
    return cl.Kernel(prog, kernel_name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("spv", help="SPIR-V binary")
    ap.add_argument("--kernel", required=True, help="kernel name, e.g. vadd")
    ap.add_argument("--expect-wg", type=triple, required=True, metavar="X,Y,Z",
                    help="work-group size the source requires (also the launch's local size)")
    ap.add_argument("--expect-sg", type=int, metavar="N", help="sub-group size the source requires")
    ap.add_argument("--op", choices=sorted(EXPECTED), default="vadd",
                    help="what the kernel computes: c = a + b (vadd), c = popcount(a) + b, "
                         "or c = a * k + b + s.x + s.y (spec-scale-add)")
    ap.add_argument("--spec-prop", metavar="PROP",
                    help="the image's .prop: its specialization constants' SpecIds and defaults")
    ap.add_argument("--spec", type=spec_arg, action="append", default=[], metavar="NAME=V[,V...]",
                    help="set constant NAME's leaves before the build (with --spec-prop)")
    ap.add_argument("--label", help="prefix for the summary line, e.g. the compiler's name")
    ap.add_argument("--build-log", action="store_true", help="print the runtime's build log to stderr")
    args = ap.parse_args()
    wg = args.expect_wg
    head = f"[runtime] {args.label + ': ' if args.label else ''}" \
           f"{args.kernel} from {Path(args.spv).name}"

    if args.spec and not args.spec_prop:
        ap.error("--spec needs --spec-prop")
    try:
        consts = spec_constants(args.spec_prop, dict(args.spec)) if args.spec_prop else {}
        given = dict(args.spec)
        spec = [leaf for name in given for leaf in consts[name]]
        dev = intel_cpu()
        ctx = cl.Context([dev])
        queue = cl.CommandQueue(ctx)
        kernel = build(ctx, dev, args.spv, args.kernel, args.build_log, spec)
    except (SetupError, cl.Error) as e:
        print(f"{head}: setup failed: {e}", file=sys.stderr)
        return 2

    # Inputs: random int32, small enough that a + b cannot overflow.
    n = -(-N // wg[0]) * wg[0]
    rng = np.random.default_rng(SEED)
    a = rng.integers(-(1 << 20), 1 << 20, n, dtype=np.int32)
    b = rng.integers(-(1 << 20), 1 << 20, n, dtype=np.int32)
    c = np.zeros_like(a)
    mf = cl.mem_flags
    da = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
    db = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b)
    dc = cl.Buffer(ctx, mf.WRITE_ONLY, c.nbytes)

    done, problems = [], []
    if consts:
        shown = "; ".join(
            f"{name.rpartition('____')[2] or name} = {', '.join(str(v) for _, _, v in leaves)}"
            f" ({'set: SpecId ' + ', '.join(str(i) for i, _, _ in leaves) if name in given else 'default'})"
            for name, leaves in consts.items())
        done.append(f"constants {shown}")

    # 1. Run. The kernel indexes by get_global_id(0) only, so a 3-D range one
    # work-group deep in y and z, (n, Y, Z), has each (y, z) copy of item x
    # write the same c[x]: still an n-element vector add.
    try:
        kernel(queue, (n, wg[1], wg[2]), wg, da, db, dc)
        cl.enqueue_copy(queue, c, dc)
        queue.finish()
    except cl.Error as e:
        problems.append(f"launch with local size {wg} failed ({e})")
    else:
        values = {name: [v for _, _, v in leaves] for name, leaves in consts.items()}
        try:
            want = EXPECTED[args.op](a, b, values)
        except SetupError as e:
            print(f"{head}: setup failed: {e}", file=sys.stderr)
            return 2
        correct = int(np.count_nonzero(c == want))
        done.append(f"{correct}/{n} sums correct")
        if correct != n:
            problems.append(f"{n - correct} of {n} sums wrong")

    # 2. The work-group size compiled into the kernel; (0, 0, 0) means none.
    compiled = tuple(kernel.get_work_group_info(
        cl.kernel_work_group_info.COMPILE_WORK_GROUP_SIZE, dev))
    if compiled == wg:
        done.append(f"compiled work-group size {compiled} as requested")
    else:
        problems.append(f"compiled work-group size {compiled}, expected {wg}")

    # 3. The sub-group size the runtime uses for this local size.
    if args.expect_sg is not None:
        try:
            sg = kernel.get_sub_group_info(
                dev, cl.kernel_sub_group_info.MAX_SUB_GROUP_SIZE_FOR_NDRANGE, wg)
        except cl.Error as e:
            problems.append(f"sub-group size query failed ({e})")
        else:
            if sg == args.expect_sg:
                done.append(f"sub-group size {sg} as requested")
            else:
                problems.append(f"sub-group size {sg}, expected {args.expect_sg}")

    # One line: what held, then ": OK" or ": MISMATCH: " and what did not.
    verdict = "MISMATCH: " + "; ".join(problems) if problems else "OK"
    print(f"{head} on {dev.name.strip()}: " + ": ".join(filter(None, ["; ".join(done), verdict])))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
