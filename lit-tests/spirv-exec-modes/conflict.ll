; A !spirv.ExecutionMode entry that disagrees with the kernel metadata is an
; error naming the kernel and both values; opt exits non-zero.
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: spirv-exec-modes: kernel @k: !reqd_work_group_size (8, 4, 2) disagrees with !spirv.ExecutionMode LocalSize (16, 1, 1)

define spir_kernel void @k() !reqd_work_group_size !1 {
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 17, i32 16, i32 1, i32 1}
!1 = !{i32 8, i32 4, i32 2}
