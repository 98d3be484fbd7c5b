; Each pass logs under its own target, spirv_props::<pass>: one pass's
; decisions can be shown alone, also when it runs inside
; compile-time-properties; spirv_props=debug shows every pass.
; RUN: env RUST_LOG=spirv_props::sycl_annotations=debug opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=ANN --implicit-check-not=sycl_global_properties --implicit-check-not=sycl_param_properties
; RUN: env RUST_LOG=spirv_props::sycl_global_properties=debug opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=GLOBAL --implicit-check-not=sycl_annotations
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=ALL

; ANN: spirv_props::sycl_annotations] @k, line 7 of a.cpp: sycl-num-banks = '4' -> decoration Numbanks{{[A-Z]+}} 4
; GLOBAL: spirv_props::sycl_global_properties] global @g: sycl-init-mode = '1' -> decoration InitMode{{[A-Z]+}} 1
; ALL-DAG: spirv_props::compile_time_properties] running compile-time-properties on
; ALL-DAG: spirv_props::sycl_global_properties] global @g: sycl-init-mode
; ALL-DAG: spirv_props::sycl_annotations] @k, line 7 of a.cpp: sycl-num-banks

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0 #0
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.name = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.name, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 7, ptr @.args)
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %a
  ret void
}
declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
attributes #0 = { "sycl-init-mode"="1" }
