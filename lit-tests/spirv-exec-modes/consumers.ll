; Why the pass moves instead of copying, pinned against the real consumers:
; with both !reqd_work_group_size and an equal LocalSize entry, llc-22 emits
; LocalSize twice and llvm-spirv-15 aborts. After spirv-exec-modes each
; consumer emits every mode exactly once and spirv-val accepts the result.
; REQUIRES: llvm15 # llvm-spirv-15 reads only LLVM 15 bitcode
; RUN: split-file %s %t
;
; Before: the doubled input.
; RUN: opt %t/both.ll -o %t/both.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t/both.bc -o %t/both.llc.spv
; RUN: spirv-dis %t/both.llc.spv | FileCheck %s --check-prefix=TWICE
; RUN: not --crash llvm-spirv-15 %t/both.bc -o %t/both.15.spv 2>&1 | FileCheck %s --check-prefix=ABORT
;
; After: the pass on the same input.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,default<O2>' %t/both.ll -o %t/after.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t/after.bc -o %t/after.llc.spv
; RUN: spirv-val %t/after.llc.spv
; RUN: spirv-dis %t/after.llc.spv | FileCheck %s --check-prefix=ONCE
; RUN: llvm-spirv-15 %t/after.bc -o %t/after.15.spv
; RUN: spirv-val %t/after.15.spv
; RUN: spirv-dis %t/after.15.spv | FileCheck %s --check-prefix=ONCE

; TWICE-COUNT-2: OpExecutionMode %{{[a-z0-9]+}} LocalSize 8 4 2
; ABORT: Found incompatible execution modes
; ONCE: OpEntryPoint Kernel %[[K:[a-z0-9]+]] "k"
; ONCE-DAG: OpExecutionMode %[[K]] LocalSize 8 4 2
; ONCE-DAG: OpExecutionMode %[[K]] SubgroupSize 16
; ONCE-NOT: LocalSize

;--- both.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !reqd_work_group_size !1 !intel_reqd_sub_group_size !2 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
!1 = !{i32 8, i32 4, i32 2}
!2 = !{i32 16}
