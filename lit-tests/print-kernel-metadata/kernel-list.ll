; KernelList: spir_kernel, amdgpu_kernel and ptx_kernel functions, and those
; !nvvm.annotations marks "kernel"; not declarations, not plain functions,
; not functions with other NVVM annotations.
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: kernel @spir
define spir_kernel void @spir() {
  ret void
}
; CHECK-NEXT: kernel @amd
define amdgpu_kernel void @amd() {
  ret void
}
; CHECK-NEXT: kernel @ptx
define ptx_kernel void @ptx() {
  ret void
}
; CHECK-NEXT: kernel @nvvm
define void @nvvm() {
  ret void
}
define void @annotated_not_kernel() {
  ret void
}
define spir_func void @helper() {
  ret void
}

declare spir_kernel void @decl()

; CHECK-NEXT: module
; CHECK-NOT: kernel @
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @nvvm, !"kernel", i32 1}
!1 = !{ptr @annotated_not_kernel, !"maxntidx", i32 128}
!2 = !{ptr @helper, !"kernel", i32 0}
