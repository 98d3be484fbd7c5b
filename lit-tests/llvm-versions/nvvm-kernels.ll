; An NVPTX kernel is the same kernel to every pass on every LLVM, though
; LLVMs mark it differently: up to 19 by a !nvvm.annotations entry
; (`!"kernel", i32 1`); opt-22's IR reader upgrades that entry into the
; ptx_kernel calling convention and leaves the list empty (nvvm-kernels-22.ll).
; The metadata layer reads both.
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -disable-output %s 2>&1 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK: kernel @k
; CHECK-NEXT: reqd_work_group_size: 8, 4, 2
define void @k(ptr %p) !reqd_work_group_size !1 {
  ret void
}

; CHECK-NOT: kernel @helper
define void @helper() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{i32 8, i32 4, i32 2}
