; A SYCL kernel that is called cannot change its signature: a warning
; names it and its first caller, and it is left as it is (no mask); opt
; exits 0, and the other kernels are done as usual. A call through a cast
; counts (typed-pointers.ll), whatever the call's calling convention (a
; call with the kernel's own, spir_kernel, is refused by LLVM 22's
; verifier); a use other than a call (@llvm.used, !spirv.ExecutionMode)
; does not stop the pass.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.err --check-prefix=WARN
; WARN: warning: deadargelim-sycl: kernel @called: it is called (from @caller), so its parameters cannot change; left as it is
; WARN-NEXT: warning: deadargelim-sycl: kernel @called_too: it is called (from @kernel_caller), so its parameters cannot change; left as it is
; WARN-NOT: warning
; A second run warns again and changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll 2>/dev/null | diff %t.ll -

target triple = "spir64-unknown-unknown"

@llvm.used = appending global [1 x ptr] [ptr @listed], section "llvm.metadata"
; CHECK: @llvm.used = appending global [1 x ptr] [ptr @listed]

; CHECK: define spir_kernel void @called(i32 %unused) #0 {
define spir_kernel void @called(i32 %unused) #0 {
  ret void
}

; CHECK: define spir_kernel void @called_too(i32 %unused) #0 {
define spir_kernel void @called_too(i32 %unused) #0 {
  ret void
}

; CHECK: define spir_func void @caller()
define spir_func void @caller() {
  call spir_func void @called(i32 1)
  ret void
}

; A kernel that calls another is itself done: its unused parameter goes.
; CHECK: define spir_kernel void @kernel_caller() #0 !sycl_kernel_omit_args ![[M:[0-9]+]] {
define spir_kernel void @kernel_caller(i32 %unused) #0 {
  call spir_func void @called_too(i32 2)
  ret void
}

; In @llvm.used and !spirv.ExecutionMode only: done, and both follow.
; CHECK: define spir_kernel void @listed() #0 !sycl_kernel_omit_args ![[M]] {
define spir_kernel void @listed(i32 %unused) #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @listed, i32 17, i32 1, i32 1, i32 1}
; CHECK-DAG: !{ptr @listed, i32 17, i32 1, i32 1, i32 1}
; CHECK-DAG: ![[M]] = !{i1 true}
