; "spv.extextension" and "spv.extcapability" count only on functions
; reachable from an entry point through direct calls: the kernel, a helper
; it calls, the spv.ext_instruction declaration the helper calls. @unused and
; @unused_instr (never called) add nothing. Capabilities by number or name
; (6025 BitInstructions, Int8 39, GroupNonUniformArithmetic 63, ExpectAssumeKHR
; 5629: numbers from the SPIR-V specification). Existing entries merge, never
; duplicated; they come first, then what reachable functions add, in the
; order they are reached.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=%t.req>' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s --input-file %t.req --check-prefix=REQ
;
; Idempotent (and the requirements file is the same again).
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=%t.2.req>' -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: diff %t.req %t.2.req
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' -S %s | FileCheck %s
;
; What unreachable functions ask for is left with a debug line each.
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG
; LOG-DAG: @unused: "spv.extextension"="SPV_INTEL_subgroups" adds nothing: the function is not reachable from an entry point
; LOG-DAG: @unused: "spv.extcapability"="SubgroupShuffleINTEL" adds nothing: the function is not reachable from an entry point
; LOG-DAG: @unused_instr: "spv.extextension"="SPV_KHR_no_integer_wrap_decoration" adds nothing: the function is not reachable from an entry point
; LOG-DAG: @unused_instr: "spv.extcapability"="Float16Buffer" adds nothing: the function is not reachable from an entry point
;
; The printer: before the pass (from the attributes) and after it (from the
; metadata, the lowered declaration being gone) the same.
; RUN: opt -load-pass-plugin %plugin -passes='print<spirv-requirements>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PRINT
; RUN: opt -load-pass-plugin %plugin -passes='print<spirv-requirements>' -disable-output < %t.ll 2>&1 | FileCheck %s --check-prefix=PRINT
;
; A build script passes the argument on: the file is shell syntax.
; RUN: bash -c '. %t.req && test "$LLC_EXT_ARG" = "--spirv-ext=+SPV_KHR_shader_ballot,+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions"'

; REQ: SPIRV_EXTENSIONS='SPV_KHR_shader_ballot SPV_KHR_expect_assume SPV_KHR_bit_instructions'
; REQ: SPIRV_CAPABILITIES='GroupNonUniformArithmetic ExpectAssumeKHR BitInstructions Int8'
; REQ: LLVM_SPIRV_EXT_ARG='--spirv-ext=+SPV_KHR_shader_ballot,+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions'
; REQ: LLC_EXT_ARG='--spirv-ext=+SPV_KHR_shader_ballot,+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions'

; PRINT: spirv-requirements for module '<stdin>'
; PRINT-NEXT: extensions: SPV_KHR_shader_ballot, SPV_KHR_expect_assume, SPV_KHR_bit_instructions
; PRINT-NEXT: capabilities: GroupNonUniformArithmetic, ExpectAssumeKHR, BitInstructions, Int8
; PRINT-NEXT: llvm-spirv: --spirv-ext=+SPV_KHR_shader_ballot,+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions
; PRINT-NEXT: llc: --spirv-ext=+SPV_KHR_shader_ballot,+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions
; PRINT-NOT: error

define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  %x = load i32, ptr addrspace(1) %p
  %y = call i32 @helper(i32 %x)
  store i32 %y, ptr addrspace(1) %p
  ret void
}

define internal i32 @helper(i32 %x) #1 {
  %r = call i32 @bitrev(i32 %x)
  ret i32 %r
}

declare i32 @bitrev(i32) #2

define void @unused() #3 {
  %r = call i32 @unused_instr(i32 1)
  ret void
}

declare i32 @unused_instr(i32) #4

attributes #0 = { "spv.extextension"="SPV_KHR_expect_assume" "spv.extcapability"="5629" }
attributes #1 = { "spv.extcapability"="6025: Int8" }
attributes #2 = { "spv.ext_instruction"="BitReverse," "spv.extextension"="SPV_KHR_bit_instructions" "spv.extcapability"="BitInstructions" }
attributes #3 = { "spv.extextension"="SPV_INTEL_subgroups" "spv.extcapability"="SubgroupShuffleINTEL" }
attributes #4 = { "spv.ext_instruction"="BitReverse," "spv.extextension"="SPV_KHR_no_integer_wrap_decoration" "spv.extcapability"="Float16Buffer" }

; CHECK: !spirv.Extension = !{![[E0:[0-9]+]], ![[E1:[0-9]+]], ![[E2:[0-9]+]]}
; CHECK: !spirv.Capability = !{![[C0:[0-9]+]], ![[C1:[0-9]+]], ![[C2:[0-9]+]], ![[C3:[0-9]+]]}
; CHECK-DAG: ![[E0]] = !{!"SPV_KHR_shader_ballot"}
; CHECK-DAG: ![[E1]] = !{!"SPV_KHR_expect_assume"}
; CHECK-DAG: ![[E2]] = !{!"SPV_KHR_bit_instructions"}
; CHECK-DAG: ![[C0]] = !{i32 63}
; CHECK-DAG: ![[C1]] = !{i32 5629}
; CHECK-DAG: ![[C2]] = !{i32 6025}
; CHECK-DAG: ![[C3]] = !{i32 39}
; CHECK-NOT: !{!"SPV_INTEL_subgroups"}
; CHECK-NOT: !{!"SPV_KHR_no_integer_wrap_decoration"}
; CHECK-NOT: !{i32 5568}
; CHECK-NOT: !{i32 8}

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2}
!0 = !{!"SPV_KHR_shader_ballot"}
!1 = !{i32 63}
!2 = !{i32 5629}
