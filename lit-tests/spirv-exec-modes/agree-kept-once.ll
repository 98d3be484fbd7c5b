; An entry that already agrees with the kernel metadata is kept once; the
; kernel metadata is still removed (it must not reach llvm-spirv-15 next to
; the entry: "Found incompatible execution modes"). The list already exists,
; so no ContractionOff is added.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S %s | FileCheck %s

; CHECK: define spir_kernel void @k() {
define spir_kernel void @k() !reqd_work_group_size !1 {
  ret void
}

; CHECK: !spirv.ExecutionMode = !{![[E:[0-9]+]]}
; CHECK: ![[E]] = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
; CHECK-NOT: i32 31}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
!1 = !{i32 8, i32 4, i32 2}
