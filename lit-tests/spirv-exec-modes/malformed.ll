; Malformed kernel metadata is an error that says what is wrong and where.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/short.ll 2>&1 | FileCheck %s --check-prefix=SHORT
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/string.ll 2>&1 | FileCheck %s --check-prefix=STRING
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/wide.ll 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/vth.ll 2>&1 | FileCheck %s --check-prefix=VTH
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/entry.ll 2>&1 | FileCheck %s --check-prefix=ENTRY
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/zero.ll 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/negative.ll 2>&1 | FileCheck %s --check-prefix=NEGATIVE

; SHORT: error: spirv-exec-modes: kernel @k: cannot lower !reqd_work_group_size: malformed !reqd_work_group_size on @k: expected 3 operands (an integer each), found 2
; STRING: error: spirv-exec-modes: kernel @k: cannot lower !intel_reqd_sub_group_size: malformed !intel_reqd_sub_group_size on @k: operand 0 should be an integer, found !"16"
; WIDE: error: spirv-exec-modes: kernel @k: !reqd_work_group_size value (4294967296, 1, 1) does not fit the 32-bit literals of LocalSize
; VTH: error: spirv-exec-modes: kernel @k: cannot lower !vec_type_hint: type <5 x float> has 5 components; VecTypeHint allows 1, 2, 3, 4, 8 or 16
; An unreadable !spirv.ExecutionMode entry could be the one a new entry
; would duplicate: the pass stops instead.
; ENTRY: error: spirv-exec-modes: malformed !spirv.ExecutionMode operand 0 (!{!"k", i32 17}): operand 0 should be a function, found !"k"

; Sizes are positive: 0, or an i32 -1 read unsigned, is no size.
; ZERO: error: spirv-exec-modes: kernel @k: !reqd_work_group_size (0, 0, 0): 0 is no size
; NEGATIVE: error: spirv-exec-modes: kernel @k: !intel_reqd_sub_group_size (4294967295): 4294967295 is no size (as i32: -1)

;--- short.ll
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 8, i32 4}
;--- string.ll
define spir_kernel void @k() !intel_reqd_sub_group_size !0 {
  ret void
}
!0 = !{!"16"}
;--- wide.ll
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i64 4294967296, i64 1, i64 1}
;--- vth.ll
define spir_kernel void @k() !vec_type_hint !0 {
  ret void
}
!0 = !{<5 x float> undef, i32 0}
;--- entry.ll
define spir_kernel void @k() !reqd_work_group_size !1 {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{!"k", i32 17}
!1 = !{i32 8, i32 4, i32 2}
;--- zero.ll
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 0, i32 0, i32 0}
;--- negative.ll
define spir_kernel void @k() !intel_reqd_sub_group_size !0 {
  ret void
}
!0 = !{i32 -1}
