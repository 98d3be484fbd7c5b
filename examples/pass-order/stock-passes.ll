; What stock passes do to our outputs, for the pass-order harness
; (docs/guides/pipelines.md, "Pass order", "What each stock pass does to our
; outputs"):
;   scripts/pass-order --stock sroa --stock deadargelim --stock argpromotion \
;     --stock globalopt --stock inline --stock instcombine examples/pass-order/stock-passes.ll
; @internal_k is a kernel given internal linkage (as after internalizing a
; device image; nothing calls a kernel): deadargelim may drop its unused
; parameter under !spirv.ParameterDecorations, and globalopt or globaldce
; may delete it.
; @private_struct annotates a member of a struct on the stack, which SROA
; may split into registers.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.ops = type { ptr addrspace(1), i32 }

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"o.cl\00", section "llvm.metadata"
@.cached = private unnamed_addr addrspace(2) constant [21 x i8] c"sycl-cache-read-hint\00", align 1
@.args = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.cached, i32 16 }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) noundef align 4 "sycl-buffer-location"="2" %in, ptr addrspace(1) noundef align 4 "sycl-buffer-location"="3" %out) #0 {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define internal spir_kernel void @internal_k(ptr addrspace(1) "sycl-buffer-location"="1" %unused, ptr addrspace(1) noundef readonly "sycl-buffer-location"="2" %in, ptr addrspace(1) noundef "sycl-buffer-location"="3" %out) {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @private_struct(ptr addrspace(1) noundef %in, ptr addrspace(1) noundef %out) #0 {
entry:
  %ops = alloca %struct.ops, align 8
  %m = getelementptr inbounds %struct.ops, ptr %ops, i32 0, i32 0
  %0 = call ptr @llvm.ptr.annotation.p0(ptr %m, ptr @.str, ptr @.file, i32 1, ptr @.args)
  store ptr addrspace(1) %in, ptr %0, align 8
  %m2 = getelementptr inbounds %struct.ops, ptr %ops, i32 0, i32 0
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %m2, ptr @.str, ptr @.file, i32 1, ptr @.args)
  %p = load ptr addrspace(1), ptr %1, align 8
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)

attributes #0 = { "sycl-work-group-size"="16" }
