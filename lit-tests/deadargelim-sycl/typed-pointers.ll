; REQUIRES: llvm15 || llvm16 # typed pointers (-opaque-pointers=0) exist up to LLVM 16; LLVM 17 removed them
;
; Typed pointers: the kernel's type changes with its parameters, so
; @llvm.used (a bitcast of the kernel) and !spirv.ExecutionMode follow the
; new function through a cast; a call through a bitcast of a kernel counts
; as a call (a warning, the kernel left as it is).
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.err --check-prefix=WARN
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll 2>/dev/null | diff %t.ll -
; WARN: warning: deadargelim-sycl: kernel @called: it is called (from @caller), so its parameters cannot change; left as it is

target triple = "spir64-unknown-unknown"

@llvm.used = appending global [1 x i8*] [i8* bitcast (void (i32 addrspace(1)*, float addrspace(1)*)* @k to i8*)], section "llvm.metadata"

; CHECK: @llvm.used = appending global [1 x i8*] [i8* bitcast (void (i32 addrspace(1)*)* @k to i8*)]
; CHECK: define spir_kernel void @k(i32 addrspace(1)* %out) #0 !sycl_kernel_omit_args ![[M:[0-9]+]] {
define spir_kernel void @k(i32 addrspace(1)* %out, float addrspace(1)* %unused) #0 {
  store i32 1, i32 addrspace(1)* %out, align 4
  ret void
}

; CHECK: define spir_kernel void @called(i32 %unused) #0 {
define spir_kernel void @called(i32 %unused) #0 {
  ret void
}

define spir_func void @caller() {
  call spir_func void bitcast (void (i32)* @called to void (i64)*)(i64 1)
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

!spirv.ExecutionMode = !{!0}
!0 = !{void (i32 addrspace(1)*, float addrspace(1)*)* @k, i32 17, i32 1, i32 1, i32 1}
; CHECK-DAG: !{void (i32 addrspace(1)*)* @k, i32 17, i32 1, i32 1, i32 1}
; CHECK-DAG: ![[M]] = !{i1 false, i1 true}
