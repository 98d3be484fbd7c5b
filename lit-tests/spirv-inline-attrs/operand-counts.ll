; Execution-mode operands are checked against the SPIR-V grammar (the
; vendored spirv.core.grammar.json): how many each mode takes and of which
; kind. Every bad kernel gets its own error naming it, the attribute and the
; value; opt exits non-zero and writes nothing.
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK-DAG: error: spirv-inline-attrs: @none: "spv.executionmode"="LocalSize;ContractionOff:1": LocalSize takes 3 operands (x size, y size, z size), got 0
; CHECK-DAG: error: spirv-inline-attrs: @flag: "spv.executionmode"="ContractionOff:1": ContractionOff takes no operands, got 1
; CHECK-DAG: error: spirv-inline-attrs: @five: "spv.executionmode"="LocalSize:1:2:3:4:5": LocalSize takes 3 operands (x size, y size, z size), got 5
; CHECK-DAG: error: spirv-inline-attrs: @width: "spv.executionmode"="RoundingModeRTE": RoundingModeRTE takes 1 operand (Target Width), got 0
; CHECK-DAG: error: spirv-inline-attrs: @negative: "spv.executionmode"="SubgroupSize:-16": operand '-16' (Subgroup Size) of SubgroupSize is not a 32-bit unsigned literal integer
; CHECK-DAG: error: spirv-inline-attrs: @huge: "spv.executionmode"="SubgroupSize:123456789012345678901234567890": operand '123456789012345678901234567890' (Subgroup Size) of SubgroupSize is not a 32-bit unsigned literal integer
; CHECK-DAG: error: spirv-inline-attrs: @id: "spv.executionmode"="LocalSizeId:1:1:1": operand '1' (x size) of LocalSizeId stands for an <id> (IdRef), which cannot be written here

define spir_kernel void @none() #0 {
  ret void
}
define spir_kernel void @flag() #1 {
  ret void
}
define spir_kernel void @five() #2 {
  ret void
}
define spir_kernel void @width() #3 {
  ret void
}
define spir_kernel void @negative() #4 {
  ret void
}
define spir_kernel void @huge() #5 {
  ret void
}
define spir_kernel void @id() #6 {
  ret void
}
; Right counts pass.
define spir_kernel void @good() #7 {
  ret void
}

attributes #0 = { "spv.executionmode"="LocalSize;ContractionOff:1" }
attributes #1 = { "spv.executionmode"="ContractionOff:1" }
attributes #2 = { "spv.executionmode"="LocalSize:1:2:3:4:5" }
attributes #3 = { "spv.executionmode"="RoundingModeRTE" }
attributes #4 = { "spv.executionmode"="SubgroupSize:-16" }
attributes #5 = { "spv.executionmode"="SubgroupSize:123456789012345678901234567890" }
attributes #6 = { "spv.executionmode"="LocalSizeId:1:1:1" }
attributes #7 = { "spv.executionmode"="LocalSize:8:4:2;ContractionOff;RoundingModeRTE:32" }
