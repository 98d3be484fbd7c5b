#!/usr/bin/env python3
"""SYCL device-binary descriptors, read out of x86-64 shared objects (and
of the wheels that carry them) without any tool: what DPC++'s offload
wrapper leaves for the SYCL runtime's __sycl_register_lib. Used by
scripts/dpcpp_images.py on the dpnp and dpctl wheels (DPC++ 2026.0).

The layout, as DPC++ 2026.0's offload wrapper writes it (checked against
every file here: every image the .tgtimg table lists is reached from a
descriptor, and every field below decodes):
  binaries  {u16 Version = 1, u16 NumDeviceBinaries, images*, host
            entries begin*, end*}                                  32 bytes
  image     {u16 Version = 3, u8 Kind = 4 (SYCL), u8 Format, char *Target,
            *CompileOptions, *LinkOptions, image begin*, end*, offload
            entries begin*, end*, property sets begin*, end*}      80 bytes
  entry     {void *addr, char *name, size_t size, i32 flags, i32 reserved}
  set       {char *Name, property begin*, end*}                    24 bytes
  property  {char *Name, void *ValAddr, u32 Type, u64 ValSize}     32 bytes
            type 1 (uint32): the value is ValSize, ValAddr null; type 2
            (byte array): ValAddr points at an 8-byte little-endian bit
            count and the bytes, ValSize bytes in all.
  .tgtimg   {image begin*, size} per image (a table for tools)
In a shared object every pointer is an R_X86_64_RELATIVE relocation whose
addend is the target address (a relocatable object, whose pointers are
relocations against symbols, is not read here). In the 23 objects of
dpnp 0.20.0 and dpctl 0.22.1: host entries null; every offload entry with
a null address, size 0, flags 0; every image's bytes SPIR-V.

As a command: prints each image's entry points and property sets.

Usage: scripts/sycl_descriptors.py FILE... (shared objects or wheels): prints each
image's target, size, entries and property sets.
"""
import array
import bisect
import collections
import os
import struct
import sys
import zipfile

R_X86_64_RELATIVE = 8
SHT_RELA, SHT_NOBITS = 4, 8
BINARIES_VERSION, IMAGE_VERSION, KIND_SYCL = 1, 3, 4
IMAGE_SIZE, ENTRY_SIZE, SET_SIZE, PROP_SIZE = 80, 32, 24, 32
TYPE_UINT32, TYPE_BYTES = 1, 2
SPIRV_MAGIC = 0x07230203

REQUIREMENTS = "SYCL/device requirements"
PARAM_OPT = "SYCL/kernel param opt"
MISC = "SYCL/misc properties"


class Malformed(Exception):
    """A descriptor that does not decode; the message says where."""


class Elf:
    """The little an ELF64 little-endian shared object needs to be read
    here: its sections, and its relative relocations as {place: target}."""

    def __init__(self, data, name):
        self.data, self.name = data, name
        if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
            raise Malformed(f"{name}: not a 64-bit little-endian ELF file")
        shoff, = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
        self.sections = []
        for i in range(shnum):
            (nm, typ, _flags, addr, off, size, _link, _info, _align,
             _entsize) = struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
            self.sections.append([nm, typ, addr, off, size])
        strtab = self.sections[shstrndx][3]
        for s in self.sections:
            s[0] = self._cstr_at(strtab + s[0])
        self._loaded = sorted((start, length, off) for _, typ, start, off, length in self.sections
                              if typ != SHT_NOBITS and start and length)
        self._starts = [start for start, _, _ in self._loaded]
        self.relative = {}
        self.other_relocs = set()
        for _, typ, _, off, size in self.sections:
            if typ != SHT_RELA:
                continue
            for at in range(off, off + size, 24):
                place, info, addend = struct.unpack_from("<QQq", data, at)
                if info & 0xFFFFFFFF == R_X86_64_RELATIVE:
                    self.relative[place] = addend
                else:
                    self.other_relocs.add(place)

    def _cstr_at(self, off):
        end = self.data.index(b"\0", off)
        return self.data[off:end].decode()

    def section(self, name):
        for s in self.sections:
            if s[0] == name:
                return s
        return None

    def offset(self, addr, size=1):
        """The file offset of `size` bytes at virtual address `addr`."""
        i = bisect.bisect_right(self._starts, addr) - 1
        if i >= 0:
            start, length, off = self._loaded[i]
            if addr + size <= start + length:
                return off + addr - start
        raise Malformed(f"{self.name}: address {addr:#x} ({size} bytes) is in no section with contents")

    def read(self, addr, size):
        off = self.offset(addr, size)
        return self.data[off:off + size]

    def unpack(self, fmt, addr):
        return struct.unpack_from(fmt, self.data, self.offset(addr, struct.calcsize(fmt)))

    def pointer(self, addr, what):
        """The pointer stored at `addr`: its relocation's target, None for a
        null pointer (no relocation and zero bytes)."""
        if addr in self.relative:
            return self.relative[addr]
        if addr in self.other_relocs:
            raise Malformed(f"{self.name}: {what} at {addr:#x} is relocated against a symbol")
        raw, = self.unpack("<Q", addr)
        if raw:
            raise Malformed(f"{self.name}: {what} at {addr:#x} holds {raw:#x} with no relocation")
        return None

    def cstr(self, addr, what):
        if addr is None:
            raise Malformed(f"{self.name}: {what} is a null pointer")
        return self._cstr_at(self.offset(addr))


Property = collections.namedtuple("Property", "name type value")
# value: an int (type 1) or (bit count, bytes) (type 2)


class Image:
    """One device image of a descriptor, decoded."""

    def __init__(self, elf, addr):
        self.addr = addr
        self.where = f"{elf.name} image @{addr:#x}"
        version, kind, self.format = elf.unpack("<HBB", addr)
        if version != IMAGE_VERSION or kind != KIND_SYCL:
            raise Malformed(f"{self.where}: version {version}, kind {kind}, not {IMAGE_VERSION}, {KIND_SYCL}")
        p = lambda i, what: elf.pointer(addr + 8 * i, f"{self.where}: {what}")  # noqa: E731
        self.target = elf.cstr(p(1, "target"), "target")
        self.compile_options = elf.cstr(p(2, "compile options"), "compile options")
        self.link_options = elf.cstr(p(3, "link options"), "link options")
        begin, end = p(4, "image begin"), p(5, "image end")
        if begin is None or end is None or end < begin:
            raise Malformed(f"{self.where}: image bytes {begin}..{end}")
        self.code = (begin, end - begin)
        self.spirv_params = spirv_kernel_params(elf.read(begin, end - begin), self.where)
        self.entries = [elf.cstr(elf.pointer(e + 8, f"{self.where}: entry name"), "entry name")
                        for e in self._array(p(6, "entries begin"), p(7, "entries end"), ENTRY_SIZE)]
        self.sets = []  # [(set name, [Property])], in the descriptor's order
        for s in self._array(p(8, "property sets begin"), p(9, "property sets end"), SET_SIZE):
            set_name = elf.cstr(elf.pointer(s, f"{self.where}: set name"), "set name")
            props = []
            for q in self._array(elf.pointer(s + 8, f"{set_name}: begin"),
                                 elf.pointer(s + 16, f"{set_name}: end"), PROP_SIZE):
                name = elf.cstr(elf.pointer(q, f"{set_name}: property name"), "property name")
                value_at = elf.pointer(q + 8, f"{set_name}/{name}: value")
                typ, = elf.unpack("<I", q + 16)
                size, = elf.unpack("<Q", q + 24)
                if typ == TYPE_UINT32:
                    if value_at is not None or size > 0xFFFFFFFF:
                        raise Malformed(f"{self.where}: [{set_name}] {name}: uint32 with address {value_at} size {size}")
                    props.append(Property(name, typ, size))
                elif typ == TYPE_BYTES:
                    if value_at is None or size < 8:
                        raise Malformed(f"{self.where}: [{set_name}] {name}: byte array of {size} bytes at {value_at}")
                    raw = elf.read(value_at, size)
                    bits = int.from_bytes(raw[:8], "little")
                    if (bits + 7) // 8 != size - 8:
                        raise Malformed(f"{self.where}: [{set_name}] {name}: {bits} bits in {size - 8} bytes")
                    props.append(Property(name, typ, (bits, raw[8:])))
                else:
                    raise Malformed(f"{self.where}: [{set_name}] {name}: type {typ}")
            self.sets.append((set_name, props))

    @staticmethod
    def _array(begin, end, size):
        if begin is None and end is None:
            return []
        if begin is None or end is None or end < begin or (end - begin) % size:
            raise Malformed(f"array {begin}..{end} of {size}-byte elements")
        return range(begin, end, size)

    def props(self, set_name):
        for name, props in self.sets:
            if name == set_name:
                return props
        return None


def descriptors(elf):
    """The images of every SYCL binaries descriptor of a shared object, and
    a count of descriptors. A descriptor is found by what it points at:
    a version-1 header whose images pointer reaches a version-3 SYCL image;
    completeness is checked against .tgtimg and against every image struct
    found on its own (a pointer to "spir64" at its target field)."""
    # The target strings ("spir64", ...): where a pointer to one is, 8
    # bytes before starts an image struct, if its first bytes say so.
    targets = set()
    for name, typ, start, off, length in elf.sections:
        if typ == SHT_NOBITS or not start:
            continue
        at = elf.data.find(b"spir", off, off + length)
        while at >= 0:
            targets.add(start + at - off)
            at = elf.data.find(b"spir", at + 1, off + length)
    image_at = set()
    for place, target in elf.relative.items():
        if target in targets and place - 8 not in elf.relative:
            try:
                version, kind, _ = elf.unpack("<HBB", place - 8)
            except Malformed:
                continue
            if version == IMAGE_VERSION and kind == KIND_SYCL:
                image_at.add(place - 8)
    is_image = image_at.__contains__

    images, count = [], 0
    for place, target in sorted(elf.relative.items()):
        header = place - 8
        if header % 8 or header in elf.relative or not is_image(target):
            continue
        try:
            version, n = elf.unpack("<HH", header)
        except Malformed:
            continue
        if version != BINARIES_VERSION or n == 0:
            continue
        count += 1
        images.extend(Image(elf, target + i * IMAGE_SIZE) for i in range(n))
    # Completeness: every image the tools' table lists, and every image
    # struct found by its target string, belongs to a descriptor.
    seen = {img.addr for img in images}
    codes = {img.code for img in images}
    tgt = elf.section(".tgtimg")
    listed = 0
    if tgt:
        for at in range(tgt[2], tgt[2] + tgt[4], 16):
            begin = elf.pointer(at, ".tgtimg entry")
            size, = elf.unpack("<Q", at + 8)
            listed += 1
            if (begin, size) not in codes:
                raise Malformed(f"{elf.name}: .tgtimg lists an image at {begin:#x} ({size} bytes) that no descriptor holds")
    if listed != len(images):
        raise Malformed(f"{elf.name}: {len(images)} images in descriptors, {listed} in .tgtimg")
    for addr in image_at:
        if addr not in seen:
            raise Malformed(f"{elf.name}: an image struct at {addr:#x} is in no descriptor")
    return images, count


def wheel_images(path):
    """(shared objects with images, descriptors, images) of one wheel."""
    objects, ndesc, images = 0, 0, []
    with zipfile.ZipFile(path) as z:
        for info in z.infolist():
            base = os.path.basename(info.filename)
            if not (base.endswith(".so") or ".so." in base):
                continue
            data = z.read(info)
            if data[:4] != b"\x7fELF":
                continue
            elf = Elf(data, f"{os.path.basename(path)}:{info.filename}")
            found, n = descriptors(elf)
            if found:
                objects += 1
                ndesc += n
                images.extend(found)
    return objects, ndesc, images


def spirv_kernel_params(code, where):
    """{entry point name: number of OpFunctionParameter} of a SPIR-V
    module: how many parameters each kernel kept."""
    words = array.array("I")
    words.frombytes(code[:len(code) // 4 * 4])
    if len(words) < 5 or words[0] != SPIRV_MAGIC:
        raise Malformed(f"{where}: the image is not SPIR-V")
    names, params, current, i = {}, {}, None, 5
    while i < len(words):
        wc, op = words[i] >> 16, words[i] & 0xFFFF
        if wc == 0:
            raise Malformed(f"{where}: SPIR-V instruction of 0 words at word {i}")
        if op == 15:  # OpEntryPoint model id name interface...
            text = words[i + 3:i + wc].tobytes()
            names[words[i + 2]] = text[:text.index(b"\0")].decode()
        elif op == 54:  # OpFunction type id control type
            current = words[i + 2]
            params[current] = 0
        elif op == 55:  # OpFunctionParameter
            params[current] = params.get(current, 0) + 1
        i += wc
    return {name: params.get(fid) for fid, name in names.items()}


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    for path in sys.argv[1:]:
        if zipfile.is_zipfile(path):
            _, _, images = wheel_images(path)
        else:
            with open(path, "rb") as f:
                images, _ = descriptors(Elf(f.read(), path))
        for img in images:
            print(f"{img.where}: {img.target}, {img.code[1]} bytes, entries {', '.join(img.entries)}")
            for set_name, props in img.sets:
                print(f"  [{set_name}]")
                for p in props:
                    value = p.value if p.type == TYPE_UINT32 else f"{p.value[0]} bits {p.value[1].hex()}"
                    print(f"    {p.name}={p.type}|{value}")


if __name__ == "__main__":
    sys.exit(main())
