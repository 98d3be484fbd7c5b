; UNSUPPORTED: llvm22 # LLVM 22's verifier refuses any call with a kernel's calling convention ("calling convention does not permit calls"), and musttail needs the caller's
;
; A kernel that makes a musttail call keeps every parameter (its callee
; must have its signature, as LLVM's deadargelim keeps such functions
; whole): %unused stays, and the mask is all false. The callee, a
; spir_kernel without "sycl-module-id", is not a SYCL kernel: untouched.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll | diff %t.ll -

target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @tail(i32 %x, i32 %unused) #0 !sycl_kernel_omit_args ![[KEPT:[0-9]+]] {
define spir_kernel void @tail(i32 %x, i32 %unused) #0 {
  musttail call spir_kernel void @not_sycl(i32 %x, i32 0)
  ret void
}

; CHECK: define spir_kernel void @not_sycl(i32 %a, i32 %b) {
define spir_kernel void @not_sycl(i32 %a, i32 %b) {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

; CHECK: ![[KEPT]] = !{i1 false, i1 false}
