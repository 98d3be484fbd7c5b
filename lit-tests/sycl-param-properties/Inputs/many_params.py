#!/usr/bin/env python3
# many_params.py N OUT: one kernel with N pointer parameters, each
# "sycl-alignment"="16" (many-params.ll).
import sys

n, out = int(sys.argv[1]), sys.argv[2]
params = ", ".join(f'ptr addrspace(1) "sycl-alignment"="16" %p{i}' for i in range(n))
with open(out, "w") as f:
    f.write(f"define spir_kernel void @k({params}) {{\n  ret void\n}}\n")
