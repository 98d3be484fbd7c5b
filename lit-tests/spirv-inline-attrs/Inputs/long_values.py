#!/usr/bin/env python3
# long_values.py OUT: a kernel whose "spv.executionmode" gives SubgroupSize
# 1, 2, ..., 2000 (1999 conflicts, a 34892-byte value), and a kernel
# parameter whose "sycl-buffer-location" is 100000 x's (long-values.ll).
import sys

modes = ";".join(f"SubgroupSize:{i}" for i in range(1, 2001))
x = "x" * 100000
with open(sys.argv[1], "w") as f:
    f.write(
        "define spir_kernel void @k() #0 {\n  ret void\n}\n"
        f'define spir_kernel void @j(ptr "sycl-buffer-location"="{x}" %p) {{\n  ret void\n}}\n'
        f'attributes #0 = {{ "spv.executionmode"="{modes}" }}\n'
    )
