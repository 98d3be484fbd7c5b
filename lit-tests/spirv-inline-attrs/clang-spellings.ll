; The spellings the clang HLSL prototype emits (LLVM 15 form: no
; convergence tokens): "spv.ext_capability" / "spv.ext_extension" (beside the
; seed's "spv.extcapability" / "spv.extextension"; a function with both
; gets the union, each once), the "spv.literal" parameter attribute, and
; entry points marked "hlsl.shader"="compute" instead of spir_kernel.
; ShaderClockKHR is capability 5055, OpReadClockKHR opcode 5056, OpGroupIAdd
; 264, LocalSize mode 17, SubgroupSize 35 (SPIR-V specification).
; - The entry point's "spv.executionmode" is read without a warning; its
;   LocalSize equals "hlsl.numthreads" (which llc-22 emits as LocalSize), so
;   it is already there and not written twice.
; - Capabilities and extensions of functions reachable from it are module
;   requirements (the entry point's first, the seed's spelling before
;   clang's, then its callees'); the unreachable function's are not.
; - A "spv.literal" parameter passes the call's constant as an i32 literal
;   (an i64 constant too); the builtin has no "spv.literal" parameter.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=%t.req>' -S < %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.req --check-prefix=REQ
; No warning from the pass (opt-19 itself warns that it has no SPIR-V
; target machine for this triple).
; RUN: FileCheck %s --check-prefix=NOWARN --allow-empty < %t.err
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='print<spirv-requirements>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PRINT

; REQ: SPIRV_EXTENSIONS='SPV_KHR_expect_assume SPV_KHR_shader_clock'
; REQ: SPIRV_CAPABILITIES='Int8 ExpectAssumeKHR ShaderClockKHR'

; O2: call spir_func i64 @_Z20__spirv_ReadClockKHRi(i32 1)
; O2: !{ptr @main, i32 35, i32 32}

; PRINT: extensions: SPV_KHR_expect_assume, SPV_KHR_shader_clock
; PRINT-NEXT: capabilities: Int8, ExpectAssumeKHR, ShaderClockKHR

target triple = "spirv64-unknown-unknown"

; CHECK-LABEL: define void @main()
; CHECK: %clock = call spir_func i64 @_Z20__spirv_ReadClockKHRi(i32 1)
; CHECK: %sum = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 10)
; CHECK: %wide = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 1, i32 %sum)
define void @main() #0 {
entry:
  %clock = call spir_func noundef i64 @_Z9ReadClockj(i32 noundef 1) #9
  %sum = call spir_func noundef i32 @_Z8GroupAddiij(i32 noundef 2, i32 noundef 0, i32 noundef 10) #9
  %wide = call spir_func noundef i32 @_Z9GroupAddLiilj(i32 noundef 2, i64 noundef 1, i32 noundef %sum) #9
  ret void
}

define void @unused() #4 {
  ret void
}

; CHECK: declare spir_func i64 @_Z20__spirv_ReadClockKHRi(i32) #[[CONV:[0-9]+]]
; CHECK: declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32) #[[CONV]]
; CHECK-NOT: spv.literal
declare spir_func noundef i64 @_Z9ReadClockj(i32 noundef) #1
declare spir_func noundef i32 @_Z8GroupAddiij(i32 noundef, i32 noundef "spv.literal", i32 noundef) #2
declare spir_func noundef i32 @_Z9GroupAddLiilj(i32 noundef, i64 noundef "spv.literal", i32 noundef) #2

; CHECK: attributes #[[CONV]] = { convergent "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #0 = { convergent noinline norecurse "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "spv.executionmode"="LocalSize:8:1:1;SubgroupSize:32" "spv.ext_extension"="SPV_KHR_expect_assume" "spv.ext_capability"="5629" "spv.extcapability"="Int8:5629" }
attributes #1 = { convergent "no-trapping-math"="true" "spv.ext_capability"="5055" "spv.ext_extension"="SPV_KHR_shader_clock" "spv.ext_instruction"="5056," "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "no-trapping-math"="true" "spv.ext_instruction"="264," "stack-protector-buffer-size"="8" }
attributes #4 = { "spv.ext_extension"="SPV_INTEL_subgroups" }
attributes #9 = { convergent }

; CHECK: !spirv.ExecutionMode = !{![[SG:[0-9]+]]}
; CHECK: !spirv.Extension = !{![[E0:[0-9]+]], ![[E1:[0-9]+]]}
; CHECK: !spirv.Capability = !{![[C0:[0-9]+]], ![[C1:[0-9]+]], ![[C2:[0-9]+]]}
; CHECK-DAG: ![[SG]] = !{ptr @main, i32 35, i32 32}
; CHECK-DAG: ![[E0]] = !{!"SPV_KHR_expect_assume"}
; CHECK-DAG: ![[E1]] = !{!"SPV_KHR_shader_clock"}
; CHECK-DAG: ![[C0]] = !{i32 39}
; CHECK-DAG: ![[C1]] = !{i32 5629}
; CHECK-DAG: ![[C2]] = !{i32 5055}
; CHECK-NOT: !{i32 17,
; CHECK-NOT: SPV_INTEL_subgroups
; NOWARN-NOT: spirv-inline-attrs
