; In a module without !spirv.ExecutionMode, llc-22 gives each kernel an
; implicit ContractionOff; creating the list would silently drop it, so the
; pass writes it (ContractionOff is mode 31), as spirv-exec-modes does.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S %s | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=LLC
; RUN: opt -passes='default<O2>' %s -o %t.none.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t.none.bc -o %t.none.spv
; RUN: spirv-dis %t.none.spv | FileCheck %s --check-prefix=LLC-BEFORE

; CHECK: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; CHECK-DAG: ![[LS]] = !{ptr @k, i32 17, i32 2, i32 1, i32 1}
; CHECK-DAG: ![[CO]] = !{ptr @k, i32 31}
; LLC-DAG: OpExecutionMode %[[K:[a-z0-9_]+]] LocalSize 2 1 1
; LLC-DAG: OpExecutionMode %[[K]] ContractionOff
; LLC-BEFORE: OpExecutionMode %{{[a-z0-9_]+}} ContractionOff

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "spv.executionmode"="LocalSize:2:1:1" }
