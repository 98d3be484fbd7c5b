#!/usr/bin/env python3
"""Runs examples/nvptx/tiled_stencil.ptx on an NVIDIA GPU the way the SYCL
CUDA runtime calls the kernels spirv-props produced (CuPy + the CUDA driver
API), and checks every result.

- `tiled_stencil` (global offset 0) and `tiled_stencil_with_offset` (offset
  passed by value as the trailing [3 x i32] parameter);
- each local buffer is an i32 byte offset into the launch's one block of
  dynamic shared memory: a at 0, b right after a's wg floats.

Usage: launch.py tiled_stencil.ptx   (prints one line per check; exit 1 on
any wrong value)."""

import ctypes
import sys

import cupy as cp
import numpy as np

N = 1 << 16          # work-items per launch
WG = 256             # work-group size
OFFSET = 1000        # the global offset of the second launch


def launch(func, args, grid, block, shared):
    """cuLaunchKernel with each argument given as a ctypes object (the
    driver copies each from its address; a struct goes by value)."""
    ptrs = (ctypes.c_void_p * len(args))(*[ctypes.addressof(a) for a in args])
    # RawModule.get_function gives a RawKernel (CuPy 12 and later) whose
    # driver function is `.kernel`; older CuPy gives the Function itself.
    func = getattr(func, "kernel", func)
    if hasattr(cp.cuda.driver, "launchKernel"):
        cp.cuda.driver.launchKernel(func.ptr, grid, 1, 1, block, 1, 1, shared, 0,
                                    ctypes.addressof(ptrs), 0)
        return
    cuda = ctypes.CDLL("libcuda.so.1")
    rc = cuda.cuLaunchKernel(ctypes.c_void_p(func.ptr), grid, 1, 1, block, 1, 1,
                             shared, None, ptrs, None)
    if rc != 0:
        raise RuntimeError("cuLaunchKernel failed: %d" % rc)


def expected(x, offset, n, wg):
    """out[g] = x[g] + 2 * x[g - l + (l + 1) % wg] for g in [offset, offset + n)."""
    out = np.zeros_like(x)
    g = np.arange(offset, offset + n)
    l = (g - offset) % wg
    out[g] = x[g] + 2 * x[g - l + (l + 1) % wg]
    return out


def main(ptx):
    module = cp.RawModule(path=ptx)
    plain = module.get_function("tiled_stencil")
    with_offset = module.get_function("tiled_stencil_with_offset")
    dev = cp.cuda.Device()
    props = cp.cuda.runtime.getDeviceProperties(dev.id)
    print("device: %s (sm_%d%d)" % (props["name"].decode(), props["major"], props["minor"]))
    shared = 2 * WG * 4
    a_off, b_off = ctypes.c_int32(0), ctypes.c_int32(WG * 4)
    rng = np.random.default_rng(7)
    failures = 0
    for name, func, offset in (("tiled_stencil", plain, 0),
                               ("tiled_stencil_with_offset", with_offset, OFFSET)):
        x = rng.random(N + OFFSET, dtype=np.float32)
        d_in = cp.asarray(x)
        d_out = cp.zeros_like(d_in)
        args = [ctypes.c_uint64(d_in.data.ptr), ctypes.c_uint64(d_out.data.ptr), a_off, b_off]
        if func is with_offset:
            args.append((ctypes.c_int32 * 3)(offset, 0, 0))
        launch(func, args, N // WG, WG, shared)
        cp.cuda.runtime.deviceSynchronize()
        got = cp.asnumpy(d_out)
        want = expected(x, offset, N, WG)
        bad = int(np.count_nonzero(~np.isclose(got, want, rtol=1e-6, atol=0)))
        untouched = bool(np.all(got[:offset] == 0))
        ok = bad == 0 and untouched
        failures += 0 if ok else 1
        print("%s: offset %d, %d work-items in groups of %d, %d bytes of dynamic shared memory "
              "(local buffers at byte offsets %d and %d): %d/%d results correct, "
              "elements before the offset untouched: %s: %s"
              % (name, offset, N, WG, shared, a_off.value, b_off.value,
                 N - bad, N, untouched, "OK" if ok else "FAILED"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "tiled_stencil.ptx"))
