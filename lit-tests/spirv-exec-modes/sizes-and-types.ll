; SYCL front-ends write size_t-wide (i64) work-group sizes: the entries get
; the i32 literals SPIR-V wants. vec_type_hint encodes (components << 16) |
; element code (char 0, short 1, int 2, long 3, half 4, float 5, double 6).
; Functions that are not kernels keep their metadata.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=never>' -S %s | FileCheck %s

define spir_kernel void @wide() !reqd_work_group_size !0 !vec_type_hint !1 {
  ret void
}
define spir_kernel void @d2() !vec_type_hint !2 {
  ret void
}
define spir_kernel void @c16() !vec_type_hint !3 {
  ret void
}
define spir_kernel void @h8() !vec_type_hint !4 {
  ret void
}
define spir_kernel void @l3() !vec_type_hint !5 {
  ret void
}
; CHECK: define spir_func void @helper() !reqd_work_group_size
define spir_func void @helper() !reqd_work_group_size !0 {
  ret void
}

; CHECK-DAG: !{ptr @wide, i32 17, i32 64, i32 2, i32 1}
; int, signed: 1 << 16 | 2
; CHECK-DAG: !{ptr @wide, i32 30, i32 65538}
; CHECK-DAG: !{ptr @d2, i32 30, i32 131078}
; CHECK-DAG: !{ptr @c16, i32 30, i32 1048576}
; CHECK-DAG: !{ptr @h8, i32 30, i32 524292}
; CHECK-DAG: !{ptr @l3, i32 30, i32 196611}
; contraction-off=never: no ContractionOff entries.
; CHECK-NOT: i32 31}

!0 = !{i64 64, i64 2, i64 1}
!1 = !{i32 undef, i32 1}
!2 = !{<2 x double> undef, i32 0}
!3 = !{<16 x i8> undef, i32 1}
!4 = !{<8 x half> undef, i32 0}
!5 = !{<3 x i64> undef, i32 1}
