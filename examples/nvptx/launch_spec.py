#!/usr/bin/env python3
"""Runs examples/nvptx/spec_constants.ptx on an NVIDIA GPU the way the SYCL
CUDA runtime calls a kernel whose specialization constants are emulated
(spec-constants<mode=emulation>): the constants' values in one device
buffer, passed as the kernel's trailing buffer parameter, and checks every
result.

The buffer layout, derived by hand from the source (see the .ll's header),
not read from the pass's output: shift_id (int) at byte 0, coeff_id
({int add; float scale}) at byte 4. Two runs per kernel: the defaults
(shift 3, coeff {10, 2.0}, what the runtime copies from the default-values
property set when nothing is set) and the non-default values (shift 5,
coeff {100, 0.5}) set_specialization_constant would give.

Usage: launch_spec.py spec_constants.ptx   (one line per check; exit 1 on
any wrong value)."""

import ctypes
import struct
import sys

import cupy as cp
import numpy as np

from launch import launch  # the driver launch of launch.py, beside this file

N = 1 << 16
WG = 256
OFFSET = 1000


def expected(x, offset, n, wg, shift, add, scale):
    """out[g] = (x[neighbour of g in its group] + shift) * scale + add."""
    out = np.zeros_like(x)
    g = np.arange(offset, offset + n)
    l = (g - offset) % wg
    out[g] = (x[g - l + (l + 1) % wg] + np.float32(shift)) * np.float32(scale) + np.float32(add)
    return out


def main(ptx):
    module = cp.RawModule(path=ptx)
    dev = cp.cuda.Device()
    props = cp.cuda.runtime.getDeviceProperties(dev.id)
    print("device: %s (sm_%d%d)" % (props["name"].decode(), props["major"], props["minor"]))
    rng = np.random.default_rng(11)
    failures = 0
    for label, (shift, add, scale) in (("defaults", (3, 10, 2.0)), ("set", (5, 100, 0.5))):
        raw = struct.pack("<iif", shift, add, scale)  # 12 bytes, the emulation layout
        d_buf = cp.asarray(np.frombuffer(raw, dtype=np.uint8))
        for name, offset in (("spec_stencil", 0), ("spec_stencil_with_offset", OFFSET)):
            func = module.get_function(name)
            x = rng.random(N + OFFSET, dtype=np.float32)
            d_in = cp.asarray(x)
            d_out = cp.zeros_like(d_in)
            args = [ctypes.c_uint64(d_in.data.ptr), ctypes.c_uint64(d_out.data.ptr),
                    ctypes.c_int32(0), ctypes.c_uint64(d_buf.data.ptr)]
            if offset:
                args.append((ctypes.c_int32 * 3)(offset, 0, 0))
            launch(func, args, N // WG, WG, WG * 4)
            cp.cuda.runtime.deviceSynchronize()
            got = cp.asnumpy(d_out)
            want = expected(x, offset, N, WG, shift, add, scale)
            bad = int(np.count_nonzero(~np.isclose(got, want, rtol=1e-6, atol=0)))
            untouched = bool(np.all(got[:offset] == 0))
            ok = bad == 0 and untouched
            failures += 0 if ok else 1
            print("%s: constants %s (shift %d, coeff {%d, %g}; buffer %s), offset %d: "
                  "%d/%d results correct, elements before the offset untouched: %s: %s"
                  % (name, label, shift, add, scale, raw.hex(), offset, N - bad, N, untouched,
                     "OK" if ok else "FAILED"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "spec_constants.ptx"))
