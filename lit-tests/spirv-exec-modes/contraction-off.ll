; ContractionOff is added only where llc would have implied it: the pass
; created !spirv.ExecutionMode and !opencl.enable.FP_CONTRACT is absent.
; RUN: split-file %s %t
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S %t/plain.ll | FileCheck %s --check-prefix=PLAIN
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -S %t/contract.ll | FileCheck %s --check-prefix=CONTRACT
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=never>' -S %t/plain.ll | FileCheck %s --check-prefix=CONTRACT
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=maybe>' -S %t/plain.ll 2>&1 | FileCheck %s --check-prefix=BAD
;
; The same through llc-22: ContractionOff before and after the pass, for
; both kernels (the one without attributes too).
; RUN: opt -passes=verify %t/plain.ll -o %t/before.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t/before.bc -o %t/before.spv
; RUN: spirv-dis %t/before.spv | FileCheck %s --check-prefix=LLC
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes %t/plain.ll -o %t/after.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t/after.bc -o %t/after.spv
; RUN: spirv-dis %t/after.spv | FileCheck %s --check-prefix=LLC

; PLAIN-DAG: !{ptr @k, i32 31}
; PLAIN-DAG: !{ptr @other, i32 31}
; CONTRACT-NOT: i32 31}
; BAD: error: spirv-props: pass 'spirv-exec-modes': contraction-off must be 'auto' or 'never', got 'maybe'
; LLC-DAG: OpExecutionMode %k ContractionOff
; LLC-DAG: OpExecutionMode %other ContractionOff

;--- plain.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
define spir_kernel void @other() {
  ret void
}
!0 = !{i32 8, i32 1, i32 1}
;--- contract.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!opencl.enable.FP_CONTRACT = !{}
!0 = !{i32 8, i32 1, i32 1}
