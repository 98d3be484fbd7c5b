#!/usr/bin/env python3
"""Real DPC++ output as a conformance test (issue 45, point 6).

Reads the SYCL device images that DPC++ 2026.0 compiled into the shared
objects of the dpnp and dpctl wheels (fetched and cached by scripts/setup,
pinned in scripts/dpcpp-wheels.txt), decodes every image's property sets
from the binary descriptor the offload wrapper left, and checks:

  reader  every property value of every image, re-serialised in the .prop
          text format (intel/llvm's PropertySetIO writer, which the split
          imitates), is read back by scripts/propfile.py to the very value
          the descriptor holds, bit count included;
  spir-v  what a mask means, on the images themselves: each kernel's SPIR-V
          (its OpEntryPoint, named as its offload entry) has as many
          OpFunctionParameters as its mask has bits clear;
  split   the properties that can be stated in IR: `aspects`
          (`!sycl_used_aspects`), `optLevel` (`"sycl-optlevel"`) and the
          `[SYCL/kernel param opt]` masks (`!sycl_kernel_omit_args`). One IR
          module holds, for each distinct combination of those values, one
          translation unit whose kernels are the first real image's with
          that combination (names, aspects, optimization level, masks);
          `device-code-split<split=source;...;symbols;properties>` splits it
          and every property it writes for these must be byte-identical,
          name, type and value, to the real image's. The other images with
          the same combination hold the same bytes (that is what "same"
          means in the deduplication), so each real value is checked.

It also prints, per property set, the properties the real images carry and
the split does not write, with counts ("not written").

Usage:
  dpcpp_images.py [--opt OPT --plugin PLUGIN] [--work DIR] [-v] [WHEEL...]

Without WHEEL: the wheels scripts/dpcpp-wheels.txt pins (by sha256), from
.cache/dpcpp-wheels/, where scripts/setup puts them.
Without --opt/--plugin the split check does not run. Ends with
"dpcpp-images: N passed, M failed (V values compared, D differ)", N and M
counting the three checks (each passes when every value it compares
agrees), V the values compared (reader: every property of every image;
spir-v: every kernel; split: every real value of the IR-stated
properties, each compared through its combination's image), and exits 1
on any mismatch or on a descriptor that does not decode.

The descriptors are decoded by scripts/sycl_descriptors.py.
"""
import argparse
import collections
import hashlib
import os
import struct
import subprocess
import sys
import tempfile
import time
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import propfile  # noqa: E402
from sycl_descriptors import (  # noqa: E402
    MISC, PARAM_OPT, REQUIREMENTS, TYPE_BYTES, TYPE_UINT32, Malformed, Property, wheel_images)

# --- the .prop text format -------------------------------------------------

base64_lsb = propfile.base64_lsb
unbase64_lsb = propfile.unbase64_lsb


def prop_line(p):
    if p.type == TYPE_UINT32:
        return f"{p.name}=1|{p.value}"
    bits, data = p.value
    return f"{p.name}=2|{base64_lsb(bits.to_bytes(8, 'little') + data)}"


def show(p):
    """A value for a message: `uint32 3`, `13 bits 0x3f12`."""
    if p is None:
        return "none"
    if p.type == TYPE_UINT32:
        return f"uint32 {p.value}"
    return f"{p.value[0]} bits 0x{p.value[1].hex() or '-'}"


def short(name, n=60):
    return name if len(name) <= n else f"{name[:n - 25]}...{name[-22:]}"


def prop_text(sets):
    lines = []
    for set_name, props in sets:
        lines.append(f"[{set_name}]")
        lines.extend(prop_line(p) for p in props)
    return "\n".join(lines) + "\n"


def parse_prop(text, where):
    """Our split's .prop, read with this file's own decoder (propfile.py's
    reading is under test here): {set: {name: Property}}."""
    sets, current = {}, None
    for line in text.splitlines():
        if line.startswith("["):
            current = sets.setdefault(line[1:-1], {})
        elif line:
            if current is None:
                raise Malformed(f"{where}: property before any set: {line!r}")
            name, _, rest = line.partition("=")
            kind, _, value = rest.partition("|")
            if kind == "1":
                current[name] = Property(name, TYPE_UINT32, int(value))
            elif kind == "2":
                raw = unbase64_lsb(value)
                bits = int.from_bytes(raw[:8], "little")
                if len(raw) != 8 + (bits + 7) // 8:
                    raise Malformed(f"{where}: {name}: {bits} bits in {len(raw) - 8} bytes")
                current[name] = Property(name, TYPE_BYTES, (bits, raw[8:]))
            else:
                raise Malformed(f"{where}: {name}: type {kind}")
    return sets


# --- the checks ------------------------------------------------------------

class Tally:
    """Checked values and failures, with the first few failures of each
    check kept (a message starts with the check's name and a colon)."""

    def __init__(self, keep=10):
        self.passed = self.failed = 0
        self.messages = []
        self.keep = keep
        self.kept = collections.Counter()

    def ok(self, n=1):
        self.passed += n

    def fail(self, message, n=1):
        self.failed += n
        check = message.split(":", 1)[0]
        self.kept[check] += 1
        if self.keep is None or self.kept[check] <= self.keep:
            self.messages.append(message)


def check_reader(images, tally):
    """Every value of every image, in .prop text, read back by
    scripts/propfile.py (its read(), the runtime-like reader run_kernel.py
    uses) to the value in the descriptor."""
    # One small file per image: in memory where there is a tmpfs (on this
    # machine's disk, 17,722 writes and reads took 4 to 25 s).
    shm = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    with tempfile.TemporaryDirectory(prefix="dpcpp-images-", dir=shm) as tmp:
        path = os.path.join(tmp, "image.prop")
        for img in images:
            with open(path, "w") as f:
                f.write(prop_text(img.sets))
            n = sum(len(props) for _, props in img.sets)
            try:
                got = propfile.read(path)
            except ValueError as e:
                tally.fail(f"reader: {img.where}: propfile.py refuses it: {e}", n)
                continue
            for set_name, props in img.sets:
                for p in props:
                    have = got.get(set_name, {}).get(p.name)
                    if p.type == TYPE_UINT32:
                        same = isinstance(have, int) and have == p.value
                    else:  # bytes, and the bit count (propfile.BitArray's .bits)
                        same = isinstance(have, bytes) and (getattr(have, "bits", None), bytes(have)) == p.value
                    if same:
                        tally.ok()
                    else:
                        tally.fail(f"reader: {img.where}: [{set_name}] {short(p.name)}: propfile.py read {have!r} "
                                   f"(bits {getattr(have, 'bits', None)}), the descriptor holds {show(p)}")


def check_spirv(images, tally):
    """The masks' meaning, on the real images themselves: each kernel's
    SPIR-V has as many parameters as its mask has bits not set, and a
    kernel without a mask has none (sycl-post-link skips empty masks)."""
    for img in images:
        kept = img.spirv_params
        if sorted(kept) != sorted(img.entries):
            tally.fail(f"spir-v: {img.where}: entry points {sorted(kept)} but offload entries {sorted(img.entries)}")
            continue
        masks = {p.name: p.value for p in img.props(PARAM_OPT) or []}
        for name in img.entries:
            bits, data = masks.get(name, (0, b""))
            removed = sum(bin(b).count("1") for b in data)
            stray = bits % 8 and data[-1] >> (bits % 8)
            if bits - removed == kept[name] and not stray:
                tally.ok()
            else:
                tally.fail(f"spir-v: {img.where}: @{short(name)}: mask of {bits} bits 0x{data.hex()}, {kept[name]} SPIR-V parameters")


# --- the split against the real images -------------------------------------

# What this test states in IR, per set: the property, or None for every
# property of the set (kernel param opt: one per function).
STATED = {REQUIREMENTS: {"aspects"}, MISC: {"optLevel"}, PARAM_OPT: None}


def stated(set_name, prop_name):
    return set_name in STATED and (STATED[set_name] is None or prop_name in STATED[set_name])


def combination(img):
    """What of an image the IR states, without names: images with equal
    combinations get byte-identical stated values from the split."""
    aspects = next((p.value for p in img.props(REQUIREMENTS) or [] if p.name == "aspects"), None)
    opt = next((p.value for p in img.props(MISC) or [] if p.name == "optLevel"), None)
    masks = {p.name: p.value for p in img.props(PARAM_OPT) or []}
    kernels = tuple(sorted((masks.get(e) or (-1, b"")) for e in img.entries))
    others = tuple(sorted(v for n, v in masks.items() if n not in img.entries))
    return aspects, opt, kernels, others, tuple(s for s, _ in img.sets)


def llvm_name(name):
    escaped = "".join(c if c.isalnum() or c in "._$-" else f"\\{ord(c):02X}" for c in name)
    return f'@"{escaped}"'


def mask_node(bits, data):
    flags = [(data[i // 8] >> (i % 8)) & 1 for i in range(bits)]
    return "!{" + ", ".join("i1 " + ("true" if f else "false") for f in flags) + "}"


def module_text(reps, rename, origin):
    """One module: per representative image g, a translation unit
    "dpcpp-images/<g>.cpp" whose kernels are the image's entry points,
    each with the image's aspects (`!sycl_used_aspects`), optimization
    level (`"sycl-optlevel"`) and its mask (`!sycl_kernel_omit_args`; an
    empty node for a kernel the real image has no mask for: such kernels
    have no parameters, which sycl-post-link skips), and as many i32
    parameters as the mask keeps. A function that is not an entry point
    but has a mask in the real image becomes an internal function with that
    mask (and no "sycl-module-id": not SYCL_EXTERNAL, as DPC++ would mark
    an entry point), called by the first kernel. Names that two images
    share get a suffix: `rename` gets our name -> real name, `origin` our
    name -> g for the entry points."""
    out = ['target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"',
           'target triple = "spir64-unknown-unknown"', ""]
    metadata, attributes, used = [], [], set()

    def node(text):
        metadata.append(text)
        return f"!{len(metadata) - 1}"

    def unique(name, g):
        ours = name if name not in used else f"{name}.dpcpp-images.{g}"
        used.add(ours)
        rename[ours] = name
        return ours

    for g, img in enumerate(reps):
        aspects = next((p.value for p in img.props(REQUIREMENTS) or [] if p.name == "aspects"), (0, b""))
        opt = next((p.value for p in img.props(MISC) or [] if p.name == "optLevel"), None)
        level = f' "sycl-optlevel"="{opt}"' if opt is not None else ""
        attributes.append(f'attributes #{2 * g} = {{ "sycl-module-id"="dpcpp-images/{g}.cpp"{level} }}')
        attributes.append(f"attributes #{2 * g + 1} = {{{level} }}")
        aspect_list = list(struct.unpack(f"<{len(aspects[1]) // 4}I", aspects[1]))
        aspect_md = f" !sycl_used_aspects {node('!{' + ', '.join(f'i32 {a}' for a in aspect_list) + '}')}" if aspect_list else ""
        masks = {p.name: p.value for p in img.props(PARAM_OPT) or []}
        others = [(unique(n, g), v) for n, v in masks.items() if n not in img.entries]
        for n, (bits, data) in others:
            kept = bits - sum(bin(b).count("1") for b in data)
            out.append(f"define internal spir_func void {llvm_name(n)}({', '.join(['i32'] * kept)}) #{2 * g + 1} "
                       f"!sycl_kernel_omit_args {node(mask_node(bits, data))} {{\n  ret void\n}}\n")
        for i, entry in enumerate(img.entries):
            bits, data = masks.get(entry, (0, b""))
            kept = bits - sum(bin(b).count("1") for b in data)
            calls = "".join(f"  call spir_func void {llvm_name(n)}({', '.join(['i32 0'] * (b - sum(bin(x).count('1') for x in d)))})\n"
                            for n, (b, d) in others) if i == 0 else ""
            ours = unique(entry, g)
            origin[ours] = g
            out.append(f"define spir_kernel void {llvm_name(ours)}({', '.join(['i32'] * kept)}) #{2 * g}"
                       f"{aspect_md} !sycl_kernel_omit_args {node(mask_node(bits, data))} {{\n{calls}  ret void\n}}\n")
    out.extend(attributes)
    out.append("")
    out.extend(f"!{i} = {text}" for i, text in enumerate(metadata))
    return "\n".join(out) + "\n"


def run_split(opt, plugin, text, work):
    """The split's images: [(entry points, {set: {name: Property}})]."""
    with open(os.path.join(work, "dpcpp.ll"), "w") as f:
        f.write(text)
    passes = "device-code-split<split=source;out=dpcpp.table;symbols;properties>"
    run = subprocess.run([opt, "-load-pass-plugin", plugin, "-disable-output", "dpcpp.ll", f"-passes={passes}"],
                         cwd=work, capture_output=True, text=True)
    if run.returncode:
        raise Malformed(f"opt -passes='{passes}' exited {run.returncode}:\n{run.stderr}")
    with open(os.path.join(work, "dpcpp.table")) as f:
        rows = [line.rstrip("\n").split("|") for line in f if line.strip()]
    columns = rows[0][0].strip("[]").split("|") if len(rows[0]) == 1 else [c.strip("[]") for c in rows[0]]
    images = []
    for row in rows[1:]:
        cells = dict(zip(columns, row))
        with open(os.path.join(work, cells["Symbols"])) as f:
            entries = [line.rstrip("\n") for line in f if line.strip()]
        with open(os.path.join(work, cells["Properties"])) as f:
            images.append((entries, parse_prop(f.read(), cells["Properties"])))
    return images


def check_split(images, opt, plugin, work, tally, not_written):
    """Splits the module of the distinct combinations and compares each of
    our images with its representative: every stated real value must be
    ours, byte for byte (name, type, bit count, bytes); we must write no
    property in those sets that the real image lacks. `not_written` counts
    (set, property) -> (images, reason) for what the real images carry and
    we do not write. Returns (combinations, kernels, seconds)."""
    groups = collections.OrderedDict()
    for img in images:
        if not img.entries:
            for set_name, props in img.sets:
                for p in props:
                    not_written[(set_name, p.name)]["no entry point"] += 1
                if not props:
                    not_written[(set_name, None)]["no entry point"] += 1
            continue
        groups.setdefault(combination(img), []).append(img)
    reps = [members[0] for members in groups.values()]
    weights = [len(members) for members in groups.values()]
    rename, origin = {}, {}
    text = module_text(reps, rename, origin)
    t0 = time.monotonic()
    ours = run_split(opt, plugin, text, work)
    seconds = time.monotonic() - t0
    matched = set()
    for entries, sets in ours:
        real_entries = [rename.get(e, e) for e in entries]
        g = origin.get(entries[0]) if entries else None
        if g is None or {origin.get(e) for e in entries} != {g} or sorted(real_entries) != sorted(reps[g].entries):
            tally.fail(f"split: an image of ours with entry points {[short(e) for e in real_entries[:3]]} matches no real image's")
            continue
        matched.add(g)
        rep, weight = reps[g], weights[g]
        for set_name, props in rep.sets:
            mine = {rename.get(n, n): p for n, p in sets.get(set_name, {}).items()}
            if not props and set_name not in sets:
                not_written[(set_name, None)]["empty set"] += weight
            for p in props:
                is_kernel = set_name != PARAM_OPT or p.name in rep.entries
                if not stated(set_name, p.name):
                    not_written[(set_name, p.name)]["not stated in IR"] += weight
                    continue
                have = mine.get(p.name)
                if have is not None and (have.type, have.value) == (p.type, p.value):
                    tally.ok(weight)
                elif have is None and not is_kernel:
                    not_written[(set_name, "<function that is not a kernel>")]["not a kernel"] += weight
                else:
                    tally.fail(f"split: {rep.where} (and {weight - 1} more): [{set_name}] {short(p.name)}: "
                               f"ours {show(have)}, the real image's {show(p)}", weight)
        real_names = {(s, p.name) for s, props in rep.sets for p in props}
        for set_name, props in sets.items():
            if set_name not in STATED and set_name not in dict(rep.sets):
                tally.fail(f"split: {rep.where} (and {weight - 1} more): we write [{set_name}], the real image has no such set", weight)
                continue
            for name, p in props.items():
                if (set_name, rename.get(name, name)) not in real_names:
                    tally.fail(f"split: {rep.where} (and {weight - 1} more): we write [{set_name}] {short(name)} "
                               f"({show(p)}), the real image has no such property", weight)
    for g in set(range(len(reps))) - matched:
        tally.fail(f"split: {reps[g].where}: no image of ours has its entry points", weights[g])
    return len(reps), sum(len(r.entries) for r in reps), seconds


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PINS = os.path.join(ROOT, "scripts", "dpcpp-wheels.txt")
CACHE = os.path.join(ROOT, ".cache", "dpcpp-wheels")


def pinned_wheels():
    """The files of .cache/dpcpp-wheels/ whose sha256 scripts/dpcpp-wheels.txt
    pins, one per pin; a pin without its file is an error."""
    pins = []
    with open(PINS) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                req, _, digest = line.partition(" --hash=sha256:")
                pins.append((req, digest.strip()))
    have = {}
    if os.path.isdir(CACHE):
        for name in sorted(os.listdir(CACHE)):
            if name.endswith(".whl"):
                with open(os.path.join(CACHE, name), "rb") as f:
                    have[hashlib.sha256(f.read()).hexdigest()] = os.path.join(CACHE, name)
    missing = [req for req, digest in pins if digest not in have]
    if missing:
        raise Malformed(f"{', '.join(missing)}: not in {CACHE} with the sha256 {PINS} pins: run scripts/setup")
    return [have[digest] for _, digest in pins]


REASONS = {
    "no entry point": "an image without kernels, which a split never makes",
    "empty set": "the set's name with no property in it",
    "not a kernel": "a mask on a function that is not an entry point",
    "not stated in IR": "not stated by this test's IR",
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("wheels", nargs="*", metavar="WHEEL",
                    help="default: the wheels scripts/dpcpp-wheels.txt pins, from .cache/dpcpp-wheels/ (scripts/setup)")
    ap.add_argument("--opt", help="opt of the plugin's LLVM")
    ap.add_argument("--plugin", help="libspirv_props.so")
    ap.add_argument("--work", help="keep the split's module and files here (default: a temporary folder)")
    ap.add_argument("-v", "--verbose", action="store_true", help="every failure, not the first 10 of each check")
    args = ap.parse_args()
    start = time.monotonic()
    tally = Tally(keep=None if args.verbose else 10)
    images, objects, ndesc = [], 0, 0
    if not args.wheels:
        try:
            args.wheels = pinned_wheels()
        except (Malformed, OSError) as e:
            tally.fail(str(e))
    for path in args.wheels:
        try:
            o, n, found = wheel_images(path)
        except (Malformed, zipfile.BadZipFile, OSError) as e:
            tally.fail(f"{path}: {e}")
            continue
        print(f"dpcpp-images: {os.path.basename(path)}: {len(found)} images from {n} descriptors in {o} shared objects")
        images += found
        objects += o
        ndesc += n
    kernels = sum(len(img.entries) for img in images)
    values = sum(len(props) for img in images for _, props in img.sets)
    print(f"dpcpp-images: {len(images)} images ({kernels} kernels, {values} property values) "
          f"from {ndesc} descriptors in {objects} shared objects ({time.monotonic() - start:.1f} s)")

    for field in ("target", "format", "compile_options", "link_options"):
        counts = collections.Counter(getattr(img, field) for img in images).most_common()
        print(f"images: {field.replace('_', ' ')}: " + ", ".join(f"{v!r} ({n})" for v, n in counts))

    # Each of the three checks passes when every value it compares agrees;
    # the last line counts checks (scripts/test sums it with the other
    # runners' test counts) and says how many values they compared.
    checks = []
    before = tally.passed, tally.failed
    check_reader(images, tally)
    checks.append(tally.failed == before[1])
    print(f"reader: scripts/propfile.py read {tally.passed - before[0]} values as the descriptors hold them, "
          f"{tally.failed - before[1]} otherwise")
    before = tally.passed, tally.failed
    check_spirv(images, tally)
    checks.append(tally.failed == before[1])
    print(f"spir-v: {tally.passed - before[0]} kernels' masks agree with their SPIR-V parameter counts, "
          f"{tally.failed - before[1]} do not")
    if args.opt and args.plugin:
        not_written = collections.defaultdict(collections.Counter)
        before = tally.passed, tally.failed
        try:
            if args.work:
                os.makedirs(args.work, exist_ok=True)
                combos, nk, secs = check_split(images, args.opt, args.plugin, args.work, tally, not_written)
            else:
                with tempfile.TemporaryDirectory(prefix="dpcpp-images-") as work:
                    combos, nk, secs = check_split(images, args.opt, args.plugin, work, tally, not_written)
            print(f"split: {combos} distinct combinations ({nk} kernels, one module, {secs:.1f} s in opt): "
                  f"{tally.passed - before[0]} real values byte-identical to ours, {tally.failed - before[1]} not")
        except (Malformed, OSError) as e:
            tally.fail(f"split: {e}")
        checks.append(tally.failed == before[1])
        for (set_name, prop), reasons in sorted(not_written.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
            for reason, n in sorted(reasons.items()):
                what = f"[{set_name}] {prop}" if prop else f"[{set_name}] (empty)"
                print(f"not written: {what}: {n} images ({REASONS[reason]})")
    for message in tally.messages:
        print(f"  {message}")
    print(f"dpcpp-images: {sum(checks)} passed, {len(checks) - sum(checks)} failed "
          f"({tally.passed + tally.failed} values compared, {tally.failed} differ; {time.monotonic() - start:.1f} s)")
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
