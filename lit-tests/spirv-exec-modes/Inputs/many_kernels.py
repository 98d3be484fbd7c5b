#!/usr/bin/env python3
"""Writes a module of N kernels (argv[1]) to argv[2], and to argv[3] what
print<kernel-metadata> must show for each kernel after
spirv-exec-modes<contraction-off=never>,spirv-inline-attrs<contraction-off=never>:
the expectation comes from the sizes written here, not from the passes.

Even kernels carry OpenCL metadata (!reqd_work_group_size, and on every
third one !intel_reqd_sub_group_size); odd kernels the inline-SPIR-V
attribute "spv.executionmode". Sizes vary with the kernel's number, so a mode
given to the wrong kernel shows."""
import sys

n, module_path, expected_path = int(sys.argv[1]), sys.argv[2], sys.argv[3]


def size(i):
    return (i % 8 + 1, i % 4 + 1, i % 2 + 1)


module, expected, nodes = [], [], {}


def node(text):
    if text not in nodes:
        nodes[text] = len(nodes)
    return f"!{nodes[text]}"


for i in range(n):
    x, y, z = size(i)
    expected.append(f"kernel @k{i}")
    if i % 2 == 0:
        md = f"!reqd_work_group_size {node(f'!{{i32 {x}, i32 {y}, i32 {z}}}')}"
        modes = [f"LocalSize {x} {y} {z}"]
        if i % 3 == 0:
            md += f" !intel_reqd_sub_group_size {node('!{i32 16}')}"
            modes.append("SubgroupSize 16")
        module.append(f"define spir_kernel void @k{i}() {md} {{\n  ret void\n}}")
    else:
        attr = f"LocalSize:{x}:{y}:{z}"
        modes = [f"LocalSize {x} {y} {z}"]
        if i % 3 == 0:
            attr += ";SubgroupSize:32"
            modes.append("SubgroupSize 32")
        module.append(
            f'define spir_kernel void @k{i}() "spv.executionmode"="{attr}" {{\n  ret void\n}}'
        )
    expected.extend(f"  spirv.ExecutionMode: {m}" for m in modes)

with open(module_path, "w") as f:
    f.write("\n".join(module) + "\n")
    for text, i in nodes.items():
        f.write(f"!{i} = {text}\n")
with open(expected_path, "w") as f:
    f.write("\n".join(expected) + "\n")
