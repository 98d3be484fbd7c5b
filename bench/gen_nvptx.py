#!/usr/bin/env python3
# bench/gen_nvptx.py: generate a module of N SYCL kernels as DPC++ leaves
# them for NVPTX (triple nvptx64-nvidia-cuda), the input on which
# bench/scaling.py measures localaccessortosharedmemory and globaloffset.
#
# Usage:
#   bench/gen_nvptx.py N > out.ll        # N kernels, LLVM 15 textual IR
#   bench/gen_nvptx.py --stats N         # what the module holds (stderr), no IR
#
# Deterministic: the same N gives byte-identical output (every "random"
# choice is bench/gen.py's hash of the kernel index).
#
# The kernels have the shapes of examples/nvptx/tiled_stencil.ll and of
# lit-tests/localaccessortosharedmemory/nvptx.ll and globaloffset/nvptx.ll:
# local accessors are `ptr addrspace(3)` kernel parameters, the global id
# includes the global offset, read through `llvm.nvvm.implicit.offset()`
# (a pointer to [3 x i32], loaded through a GEP) or, in newer DPC++,
# `_Z27__spirv_BuiltInGlobalOffseti(i32 dim)`. Kernels are listed in
# !nvvm.annotations ("kernel", i32 1; every third also "maxntidx"), which
# opt-22 turns into the ptx_kernel calling convention. By kernel index
# modulo 4:
#   0 "stencil":  two local accessors; the global id from the shared helper
#                 @_Z13get_global_idj, which reads the builtin (one clone of
#                 the helper serves every such kernel);
#   1 "helper":   one local accessor; the offset from the kernel's own helper
#                 (through the intrinsic, a GEP of dimension i mod 3 and a
#                 load), so the kernel and its helper are both cloned;
#   2 "builtin":  no local accessor; the kernel calls the builtin itself,
#                 for 1 to 3 dimensions;
#   3 "local":    one to three local accessors, one passed on to the shared
#                 helper @_Z9local_sumPU3AS3fj (callees keep their
#                 addrspace(3) parameters), and no global offset: the kernel
#                 is rewritten by localaccessortosharedmemory and not cloned
#                 by globaloffset.
# So globaloffset clones three kernels in four (and one helper per "helper"
# kernel), and localaccessortosharedmemory rewrites three in four.

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen import mix, pick  # noqa: E402  (bench/gen.py: the deterministic hash)

DATALAYOUT = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
KINDS = ["stencil", "helper", "builtin", "local"]
MAXNTIDX = [64, 128, 256, 512]

# The attributes clang gives a SYCL kernel for NVPTX (group #0) and the
# device library's helpers (group #1).
ATTRIBUTES = [
    'attributes #0 = { convergent mustprogress noinline norecurse nounwind '
    '"frame-pointer"="all" "no-trapping-math"="true" '
    '"stack-protector-buffer-size"="8" "sycl-module-id"="bench_nvptx.cpp" '
    '"target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" '
    '"uniform-work-group-size"="true" }',
    'attributes #1 = { convergent mustprogress noinline nounwind '
    '"frame-pointer"="all" "target-cpu"="sm_80" }',
]

DECLARATIONS = [
    "declare ptr @llvm.nvvm.implicit.offset()",
    "declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)",
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
    "declare void @llvm.nvvm.barrier0()",
]

# Shared helpers (linkonce_odr, as the device library's are after linking).
HELPERS = """\
; The global id of dimension 0, offset included (SYCL's get_global_id).
define linkonce_odr dso_local i64 @_Z13get_global_idj(i32 %dim) #1 {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %id = add i32 %base, %tid
  %id64 = zext i32 %id to i64
  %off = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 %dim)
  %g = add i64 %id64, %off
  ret i64 %g
}

; Sums a local buffer of n floats (keeps its addrspace(3) parameter).
define linkonce_odr dso_local float @_Z9local_sumPU3AS3fj(ptr addrspace(3) %p, i32 %n) #1 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %at = getelementptr inbounds float, ptr addrspace(3) %p, i32 %i
  %v = load float, ptr addrspace(3) %at, align 4
  %acc.next = fadd float %acc, %v
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret float %acc.next
}
"""


class Module:
    def __init__(self, kernels):
        self.kernels = kernels
        self.functions = []
        self.annotations = []   # metadata node texts, in order
        self.kinds = dict((k, 0) for k in KINDS)

    def kernel_name(self, i):
        # Mangled like DPC++'s kernel names (_ZTS + the lambda's type).
        return "_ZTSZ4mainE%s%d" % (KINDS[i % 4].capitalize(), i)

    def local_count(self, i):
        kind = KINDS[i % 4]
        if kind == "stencil":
            return 2
        if kind == "helper":
            return 1
        if kind == "builtin":
            return 0
        return 1 + mix(i, 1) % 3

    def kernel(self, i):
        kind = KINDS[i % 4]
        self.kinds[kind] += 1
        name = self.kernel_name(i)
        locals_ = self.local_count(i)
        params = ["ptr addrspace(1) noundef align 4 %in",
                  "ptr addrspace(1) noundef align 4 %out"]
        params += ["ptr addrspace(3) noundef align 4 %%l%d" % j for j in range(locals_)]
        params.append("i32 noundef %n")
        body = ["entry:",
                "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                "  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                "  %l = zext i32 %tid to i64"]
        # The global id: how each shape reads the offset.
        if kind == "stencil":
            body.append("  %g = call i64 @_Z13get_global_idj(i32 0)")
        elif kind == "helper":
            helper = "_ZN%dOffsetOf%dEv" % (len("OffsetOf%d" % i), i)
            dim = i % 3
            self.functions.append("\n".join([
                "define internal i64 @%s() #1 {" % helper,
                "entry:",
                "  %o = call ptr @llvm.nvvm.implicit.offset()",
                "  %%at = getelementptr inbounds i32, ptr %%o, i64 %d" % dim,
                "  %v = load i32, ptr %at, align 4",
                "  %w = zext i32 %v to i64",
                "  ret i64 %w",
                "}", ""]))
            body += ["  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                     "  %base = mul i32 %ctaid, %wg",
                     "  %id = add i32 %base, %tid",
                     "  %id64 = zext i32 %id to i64",
                     "  %%off = call i64 @%s()" % helper,
                     "  %g = add i64 %id64, %off"]
        elif kind == "builtin":
            dims = 1 + mix(i, 2) % 3
            body += ["  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                     "  %base = mul i32 %ctaid, %wg",
                     "  %id = add i32 %base, %tid",
                     "  %g0 = zext i32 %id to i64"]
            for d in range(dims):
                body += ["  %%off%d = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 %d)"
                         % (d, d),
                         "  %%g%d = add i64 %%g%d, %%off%d" % (d + 1, d, d)]
            body.append("  %%g = add i64 %%g%d, 0" % dims)
        else:
            body += ["  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
                     "  %base = mul i32 %ctaid, %wg",
                     "  %id = add i32 %base, %tid",
                     "  %g = zext i32 %id to i64"]
        body += ["  %in.g = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g",
                 "  %x = load float, ptr addrspace(1) %in.g, align 4"]
        if locals_ == 0:
            body.append("  %sum = fmul float %x, 2.0")
        else:
            # Stage the element in every local buffer, wait for the group,
            # then read a neighbour's (the stencil of tiled_stencil.ll).
            for j in range(locals_):
                body += ["  %%a%d = getelementptr inbounds float, ptr addrspace(3) %%l%d, i64 %%l"
                         % (j, j),
                         "  store float %%x, ptr addrspace(3) %%a%d, align 4" % j]
            body += ["  call void @llvm.nvvm.barrier0()",
                     "  %next = add i32 %tid, 1",
                     "  %nb = urem i32 %next, %wg",
                     "  %nb64 = zext i32 %nb to i64",
                     "  %%b = getelementptr inbounds float, ptr addrspace(3) %%l%d, i64 %%nb64"
                     % (locals_ - 1),
                     "  %their = load float, ptr addrspace(3) %b, align 4"]
            if kind == "local":
                body += ["  %part = call float @_Z9local_sumPU3AS3fj(ptr addrspace(3) %l0, i32 %n)",
                         "  %sum = fadd float %their, %part"]
            else:
                body.append("  %sum = fadd float %x, %their")
        body += ["  %out.g = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g",
                 "  store float %sum, ptr addrspace(1) %out.g, align 4",
                 "  ret void"]
        self.functions.append("\n".join(
            ["define weak_odr dso_local void @%s(%s) #0 {" % (name, ", ".join(params))]
            + body + ["}", ""]))
        self.annotations.append('!{ptr @%s, !"kernel", i32 1}' % name)
        if i % 3 == 0:
            self.annotations.append('!{ptr @%s, !"maxntidx", i32 %d}'
                                    % (name, pick(i, 3, MAXNTIDX)))

    def render(self):
        for i in range(self.kernels):
            self.kernel(i)
        out = ["; Generated by bench/gen_nvptx.py %d (spirv-props benchmark input):"
               % self.kernels,
               "; %d SYCL kernels for NVPTX. Do not edit; regenerate." % self.kernels,
               'source_filename = "bench_nvptx.cpp"',
               'target datalayout = "%s"' % DATALAYOUT,
               'target triple = "nvptx64-nvidia-cuda"',
               ""]
        out += DECLARATIONS + ["", HELPERS]
        out += self.functions
        out += ATTRIBUTES + [""]
        out.append("!nvvm.annotations = !{%s}"
                   % ", ".join("!%d" % n for n in range(len(self.annotations))))
        out += ["!%d = %s" % (n, text) for n, text in enumerate(self.annotations)]
        return "\n".join(out) + "\n"

    def stats(self):
        return ("kernels: %d (%s); functions: %d; !nvvm.annotations entries: %d"
                % (self.kernels, ", ".join("%s %d" % kv for kv in self.kinds.items()),
                   len(self.functions) + 2, len(self.annotations)))


def main(argv):
    args = argv[1:]
    want_stats = False
    if args and args[0] == "--stats":
        want_stats = True
        args = args[1:]
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 1:
        sys.stderr.write("usage: bench/gen_nvptx.py [--stats] N > out.ll   (N >= 1 kernels)\n")
        return 2
    module = Module(int(args[0]))
    text = module.render()
    if want_stats:
        sys.stderr.write(module.stats() + "\n")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
