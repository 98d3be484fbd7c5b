; clang 22 emits, beside each OpenCL kernel @k, a copy
; @__clang_ocl_kern_imp_k with the kernel's body (the kernel calls it),
; parameters and annotations: @llvm.global.annotations lists an annotated
; kernel twice. A bad annotation is one finding, reported once (on the
; kernel), however many copies clang made; two accesses through one
; annotated member (one line) are one finding too. The module as clang-22
; writes it for:
;   __attribute__((annotate("sycl-properties", "sycl-alignment", 7)))
;   kernel void k(global int *a) { ... }
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=CTP --implicit-check-not=error:
; The copies are still seen (the debug log names each).
; RUN: env RUST_LOG=spirv_props=debug not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG

; CHECK-DAG: error: sycl-annotations: {{.*}}entry for @k, line 2 of k.cl: property 'sycl-alignment' = '7': alignment 7 is not a power of two
; CHECK-DAG: error: sycl-annotations: @__clang_ocl_kern_imp_k, line 5 of k.cl: property 'sycl-alignment' = '3': alignment 3 is not a power of two
; CHECK: LLVM ERROR: spirv-props: pass 'sycl-annotations' reported 2 errors
; CTP-DAG: error: compile-time-properties: {{.*}}entry for @k, line 2 of k.cl
; CTP-DAG: error: compile-time-properties: @__clang_ocl_kern_imp_k, line 5 of k.cl
; CTP: reported 2 errors
; LOG-DAG: error (reported already, for a copy): sycl-annotations: {{.*}}entry for @__clang_ocl_kern_imp_k, line 2 of k.cl
; LOG-DAG: error (reported already, for a copy): sycl-annotations: @__clang_ocl_kern_imp_k, line 5 of k.cl

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [5 x i8] c"k.cl\00", section "llvm.metadata"
@.name = private unnamed_addr constant [15 x i8] c"sycl-alignment\00", section "llvm.metadata"
@.seven = private unnamed_addr constant [2 x i8] c"7\00", section "llvm.metadata"
@.three = private unnamed_addr constant [2 x i8] c"3\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.name, ptr @.seven }, section "llvm.metadata"
@.args.1 = private unnamed_addr constant { ptr, ptr } { ptr @.name, ptr @.three }, section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @k, ptr @.str, ptr @.str.1, i32 2, ptr @.args }, { ptr, ptr, ptr, i32, ptr } { ptr @__clang_ocl_kern_imp_k, ptr @.str, ptr @.str.1, i32 2, ptr @.args }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %a) {
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) %a)
  ret void
}

define spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) %a) {
  %m = alloca ptr addrspace(1), align 8
  %p1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m, ptr @.str, ptr @.str.1, i32 5, ptr @.args.1)
  store ptr addrspace(1) %a, ptr %p1, align 8
  %p2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m, ptr @.str, ptr @.str.1, i32 5, ptr @.args.1)
  %v = load ptr addrspace(1), ptr %p2, align 8
  store i32 1, ptr addrspace(1) %v, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)
