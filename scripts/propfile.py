#!/usr/bin/env python3
"""Reads a device image's .prop file (intel/llvm's PropertySetIO format) the
way the SYCL runtime does, independently of the plugin's writer.

  [<set>]                    opens a set
  <name>=1|<decimal>         a uint32
  <name>=2|<base64>          a byte array: 8 bytes little-endian giving the
                             array's size in bits, then the bytes (as many
                             as the bits need: a size that is not a
                             multiple of 8, as in [SYCL/kernel param opt],
                             has its last byte partly used), the whole in
                             the runtime's base64 variant (the usual
                             alphabet; each 6-bit group taken from the low
                             bits of the byte stream upwards; no padding)

As a command: prints the file with every byte array decoded,
"<name>=2|<n> bytes: <hex bytes>", or "<name>=2|<n> bytes (<b> bits): <hex
bytes>" when its size in bits is not a multiple of 8, so that tests can
check them byte by byte.
run_kernel.py imports read() to find specialization constants' SpecIds.

Usage: scripts/propfile.py FILE.prop...: prints each file's property sets as
the runtime reads them (byte arrays in hex).
"""
import sys

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def base64_lsb(raw):
    """intel/llvm's PropertySetIO base64 variant: 6-bit groups from the low
    bits of the byte stream up, no padding (the split's writer,
    passes/src/split/props.rs, encodes so)."""
    out, acc, bits = [], 0, 0
    for b in raw:
        acc |= b << bits
        bits += 8
        while bits >= 6:
            out.append(ALPHABET[acc & 63])
            acc >>= 6
            bits -= 6
    if bits:
        out.append(ALPHABET[acc & 63])
    return "".join(out)


def unbase64_lsb(text, strict=True):
    """The bytes of a base64_lsb text; with strict, leftover bits must be
    zero. ValueError when malformed."""
    acc = bits = 0
    raw = bytearray()
    for ch in text:
        i = ALPHABET.find(ch)
        if i < 0:
            raise ValueError(f"{ch!r} is not a base64 character")
        acc |= i << bits
        bits += 6
        while bits >= 8:
            raw.append(acc & 0xFF)
            acc >>= 8
            bits -= 8
    if strict and acc:
        raise ValueError(f"{text}: {bits} leftover bits are not zero")
    return bytes(raw)


class BitArray(bytes):
    """The bytes of a type-2 value, with its size in bits (.bits)."""

    bits = 0


def decode_bytes(text):
    """The bytes of a type-2 value (a BitArray: .bits is its size in
    bits); ValueError when malformed."""
    raw = unbase64_lsb(text, strict=False)
    if len(raw) < 8:
        raise ValueError(f"{len(raw)} bytes: no 8-byte size")
    nbits = int.from_bytes(raw[:8], "little")
    nbytes = (nbits + 7) // 8
    if nbytes > len(raw) - 8:
        raise ValueError(f"size {nbits} bits, but {len(raw) - 8} bytes follow")
    value = BitArray(raw[8:8 + nbytes])
    value.bits = nbits
    return value


def read(path):
    """{set: {name: int or bytes}}, sets and names in file order."""
    sets, cur = {}, None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("["):
                cur = sets.setdefault(line[1:-1], {})
            elif line:
                name, _, rest = line.partition("=")
                kind, _, value = rest.partition("|")
                cur[name] = int(value) if kind == "1" else decode_bytes(value)
    return sets


def main():
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    for path in sys.argv[1:]:
        for s, props in read(path).items():
            print(f"[{s}]")
            for name, v in props.items():
                if isinstance(v, int):
                    print(f"{name}=1|{v}")
                else:
                    bits = f" ({v.bits} bits)" if v.bits % 8 else ""
                    print(f"{name}=2|{len(v)} bytes{bits}: {v.hex(' ')}".rstrip())


if __name__ == "__main__":
    sys.exit(main())
