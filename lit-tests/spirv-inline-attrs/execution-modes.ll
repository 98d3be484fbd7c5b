; "spv.executionmode" on an entry point: one !spirv.ExecutionMode entry per
; mode, modes separated by ';', mode and operands by ':', the mode by number
; or grammar name (LocalSize 17, SubgroupSize 35, ContractionOff 31,
; RoundingModeRTE 4462; numbers from the SPIR-V specification). An entry
; already there is kept once; RoundingModeRTE 16 and 32 are two modes. A
; non-kernel keeps its attribute and gets a warning. Creating the list adds
; ContractionOff, which llc implied before (contraction-off=auto).
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file %t.ll --check-prefixes=CHECK,MD
; RUN: FileCheck %s --input-file %t.err --check-prefix=WARN
; RUN: opt -passes=verify -disable-output %t.ll
;
; Idempotent and deterministic (byte-identical output).
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.3.ll 2>/dev/null
; RUN: diff %t.ll %t.3.ll
;
; Survives default<O2>.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' -S %s 2>/dev/null | FileCheck %s --check-prefix=MD
;
; contraction-off=never leaves ContractionOff out.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<contraction-off=never>' -S %s 2>/dev/null | FileCheck %s --check-prefix=NEVER

; WARN: warning: spirv-inline-attrs: @helper: "spv.executionmode" on a function that is not an entry point (spir_kernel or "hlsl.shader"); left as it is

; CHECK: define spir_kernel void @k() #[[A:[0-9]+]]
define spir_kernel void @k() #0 {
  ret void
}

; Already has SubgroupSize 8: kept once. No ContractionOff is added: the
; module had !spirv.ExecutionMode before, so llc implied nothing.
; CHECK: define spir_kernel void @k2()
define spir_kernel void @k2() #1 {
  ret void
}

; CHECK: define void @helper() #[[H:[0-9]+]]
define void @helper() #2 {
  ret void
}

; CHECK: attributes #[[A]] = { "spv.executionmode"="LocalSize:8:4:2; 35 : 16;RoundingModeRTE:16;4462:32" }
; CHECK: attributes #[[H]] = { "spv.executionmode"="LocalSize:1:1:1" }
attributes #0 = { "spv.executionmode"="LocalSize:8:4:2; 35 : 16;RoundingModeRTE:16;4462:32" }
attributes #1 = { "spv.executionmode"="SubgroupSize:8;LocalSize:4:1:1" }
attributes #2 = { "spv.executionmode"="LocalSize:1:1:1" }

; MD: !spirv.ExecutionMode = !{![[K2SG:[0-9]+]], ![[LS:[0-9]+]], ![[SG:[0-9]+]], ![[R16:[0-9]+]], ![[R32:[0-9]+]], ![[K2LS:[0-9]+]]}
; MD-DAG: ![[K2SG]] = !{ptr @k2, i32 35, i32 8}
; MD-DAG: ![[LS]] = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
; MD-DAG: ![[SG]] = !{ptr @k, i32 35, i32 16}
; MD-DAG: ![[R16]] = !{ptr @k, i32 4462, i32 16}
; MD-DAG: ![[R32]] = !{ptr @k, i32 4462, i32 32}
; MD-DAG: ![[K2LS]] = !{ptr @k2, i32 17, i32 4, i32 1, i32 1}
; MD-NOT: i32 31}

; NEVER-NOT: i32 31}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k2, i32 35, i32 8}
