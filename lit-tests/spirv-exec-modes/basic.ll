; Each of the four kernel attributes moves into !spirv.ExecutionMode with the
; SPIR-V numbers (LocalSize 17, LocalSizeHint 18, SubgroupSize 35,
; VecTypeHint 30), and the kernel metadata is gone afterwards.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; (stdin input keeps the ModuleID equal across runs, so `diff` compares only
; what the pass did.)
;
; Idempotent: a second run changes nothing (byte-identical output).
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
;
; Deterministic: the same input gives the same output.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S < %s -o %t.3.ll
; RUN: diff %t.ll %t.3.ll
;
; Survives default<O2> after the pass.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,default<O2>' -S %s | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @k(
; CHECK-NOT: !reqd_work_group_size
; CHECK-NOT: !work_group_size_hint
; CHECK-NOT: !intel_reqd_sub_group_size
; CHECK-NOT: !vec_type_hint
; CHECK-SAME: !kernel_arg_addr_space
define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_addr_space !0 !reqd_work_group_size !1 !work_group_size_hint !2 !intel_reqd_sub_group_size !3 !vec_type_hint !4 {
  ret void
}

; CHECK: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[LSH:[0-9]+]], ![[SG:[0-9]+]], ![[VTH:[0-9]+]], ![[CO:[0-9]+]]}
; CHECK-DAG: ![[LS]] = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
; CHECK-DAG: ![[LSH]] = !{ptr @k, i32 18, i32 16, i32 1, i32 1}
; CHECK-DAG: ![[SG]] = !{ptr @k, i32 35, i32 16}
; float4: 4 components << 16 | float (5) = 262149
; CHECK-DAG: ![[VTH]] = !{ptr @k, i32 30, i32 262149}
; ContractionOff (31) keeps what llc implied before the list existed.
; CHECK-DAG: ![[CO]] = !{ptr @k, i32 31}

!0 = !{i32 1}
!1 = !{i32 8, i32 4, i32 2}
!2 = !{i32 16, i32 1, i32 1}
!3 = !{i32 16}
!4 = !{<4 x float> undef, i32 0}
