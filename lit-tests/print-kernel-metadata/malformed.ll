; Malformed metadata is printed as an error line saying what is wrong and
; where; the printer itself never fails.
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: kernel @k
; CHECK-NEXT: reqd_work_group_size: error: malformed !reqd_work_group_size on @k: operand 1 should be an integer, found !"four"
; CHECK-NEXT: vec_type_hint: error: malformed !vec_type_hint on @k: operand 0 should be an undef value naming a type, found float 1.000000e+00
; CHECK-NEXT: kernel_arg_type: error: malformed !kernel_arg_type on @k: operand 1 should be a string, found i32 3
; CHECK-NEXT: spirv.ParameterDecorations: error: malformed !spirv.ParameterDecorations on @k: has 2 decoration-lists but the function has 1 parameters
define spir_kernel void @k(i32 %x) !reqd_work_group_size !0 !vec_type_hint !1 !kernel_arg_type !2 !spirv.ParameterDecorations !4 {
  ret void
}

; CHECK: module
; CHECK-NEXT: spirv.ExecutionMode: error: malformed !spirv.ExecutionMode operand 0 (!{ptr @k, i32 17, !"8"}): operand 2 should be a 32-bit integer, found !"8"
; CHECK-NEXT: opencl.ocl.version: error: malformed !opencl.ocl.version operand 0 (!{i32 2}): expected 2 operands, found 1
!opencl.ocl.version = !{!3}
!spirv.ExecutionMode = !{!6}
!0 = !{i32 8, !"four", i32 2}
!1 = !{float 1.0, i32 0}
!2 = !{!"int", i32 3}
!3 = !{i32 2}
!4 = !{!5, !5}
!5 = !{}
!6 = !{ptr @k, i32 17, !"8"}
