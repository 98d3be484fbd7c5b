; Only SYCL kernels change: a function that is not a kernel, a spir_kernel
; without "sycl-module-id" (not SYCL's: an OpenCL kernel), a kernel of
; another calling convention and a declared kernel keep every parameter
; and get no mask. On a module with no SYCL kernel the pass changes
; nothing at all.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll --implicit-check-not=sycl_kernel_omit_args
; RUN: opt -S < %s -o %t.plain.ll
; RUN: diff %t.plain.ll %t.ll

target triple = "spir64-unknown-unknown"

; CHECK: define spir_func void @device_fn(i32 %unused) #0 {
define spir_func void @device_fn(i32 %unused) #0 {
  ret void
}

; CHECK: define spir_kernel void @opencl_kernel(i32 %unused) {
define spir_kernel void @opencl_kernel(i32 %unused) {
  ret void
}

; CHECK: define void @plain_cc(i32 %unused) #0 {
define void @plain_cc(i32 %unused) #0 {
  ret void
}

; CHECK: declare spir_kernel void @declared(i32) #0
declare spir_kernel void @declared(i32) #0

attributes #0 = { "sycl-module-id"="a.cpp" }
