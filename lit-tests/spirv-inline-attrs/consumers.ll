; End to end: a module using each attribute goes through
; spirv-inline-attrs<requirements=...>,default<O2>, then through each SPIR-V
; end with the --spirv-ext argument the requirements file gives (sourced as
; a build script would), validated by spirv-val 2025.5 (and 2023.1), and
; read back from each binary: the execution modes, the extension and
; capability of the lowered core bit instruction (OpBitReverse), the
; OpenCL.std instructions (fma 26, popcount 166) through one
; OpExtInstImport "OpenCL.std", the group operation with its literal
; GroupOperation (Reduce) and its capability.
; Measured differences: the translators turn !spirv.Extension into
; OpExtension even where no instruction needs it (SPV_KHR_expect_assume
; here); llc-22 reads neither !spirv.Extension nor !spirv.Capability and
; emits an extension only for the instructions that need it. No end emits a
; capability only because !spirv.Capability names it (ExpectAssumeKHR).
; The unreachable function's extension reaches no binary.
; REQUIRES: llvm15, venv-tools # llvm-spirv-15 reads only LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=%t.req>,default<O2>' %s -o %t.bc
; RUN: FileCheck %s --input-file %t.req --check-prefix=REQ
;
; RUN: bash -c '. %t.req && llvm-spirv-15 $LLVM_SPIRV_EXT_ARG %t.bc -o %t.l15.spv'
; RUN: spirv-val %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s --check-prefixes=COMMON,TRANSLATOR
;
; RUN: bash -c '. %t.req && %intel-llvm-spirv $LLVM_SPIRV_EXT_ARG %t.bc -o %t.intel.spv'
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=COMMON,TRANSLATOR
;
; RUN: bash -c '. %t.req && llc-22 -mtriple=spirv64-unknown-unknown $LLC_EXT_ARG -filetype=obj %t.bc -o %t.llc.spv'
; RUN: spirv-val %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --check-prefixes=COMMON,LLC
;
; Without the argument, Intel's translator refuses the extension.
; RUN: not %intel-llvm-spirv %t.bc -o %t.refused.spv 2>&1 | FileCheck %s --check-prefix=REFUSED
;
; Without the pass, none of it is there: the calls stay calls.
; RUN: opt -passes='default<O2>' %s -o %t.none.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.none.bc -o %t.none.spv
; RUN: %spirv-dis-2025 %t.none.spv | FileCheck %s --check-prefix=NONE

; REQ: LLVM_SPIRV_EXT_ARG='--spirv-ext=+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions'
; REQ: LLC_EXT_ARG='--spirv-ext=+SPV_KHR_expect_assume,+SPV_KHR_bit_instructions'

; COMMON-DAG: OpCapability BitInstructions
; COMMON-DAG: OpCapability GroupNonUniformArithmetic
; COMMON-DAG: OpExtension "SPV_KHR_bit_instructions"
; TRANSLATOR-DAG: OpExtension "SPV_KHR_expect_assume"
; COMMON-DAG: %[[SET:[0-9a-z_]+]] = OpExtInstImport "OpenCL.std"
; COMMON-DAG: OpEntryPoint Kernel %[[K:[a-z0-9_]+]] "k"
; COMMON-DAG: OpExecutionMode %[[K]] LocalSize 8 4 2
; COMMON-DAG: OpExecutionMode %[[K]] SubgroupSize 16
; COMMON-DAG: OpExtInst %float %[[SET]] fma
; COMMON-DAG: OpExtInst %uint %[[SET]] popcount
; COMMON-DAG: OpBitReverse %uint
; COMMON-DAG: OpGroupNonUniformIAdd %uint %uint_3 Reduce
; COMMON-NOT: OpCapability ExpectAssumeKHR
; COMMON-NOT: SPV_INTEL_subgroups
; COMMON-NOT: OpFunctionCall %uint
; COMMON-NOT: OpFunctionCall %float
; LLC-NOT: SPV_KHR_expect_assume

; REFUSED: RequiresExtension: Feature requires the following SPIR-V extension:
; REFUSED-NEXT: SPV_KHR_expect_assume

; NONE-NOT: OpExecutionMode {{.*}} LocalSize
; NONE-NOT: OpExtInst %
; NONE-NOT: OpBitReverse
; NONE: OpFunctionCall %uint %my_popcount

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) #0 {
  %x = load i32, ptr addrspace(1) %p
  %f = load float, ptr addrspace(1) %q
  %a = call i32 @my_popcount(i32 %x)
  %b = call i32 @my_bitreverse(i32 %x)
  %c = call float @my_fma(float %f, float %f, float %f)
  %d = call i32 @my_iadd(i32 3, i32 0, i32 %x)
  %s1 = add i32 %a, %b
  %s = add i32 %s1, %d
  store i32 %s, ptr addrspace(1) %p
  store float %c, ptr addrspace(1) %q
  ret void
}

define spir_func void @unused(ptr addrspace(1) %p) #5 {
  store i32 0, ptr addrspace(1) %p
  ret void
}

declare i32 @my_popcount(i32) #1
declare i32 @my_bitreverse(i32) #2
declare float @my_fma(float, float, float) #3
declare i32 @my_iadd(i32, i32, i32) #4

attributes #0 = { "spv.executionmode"="LocalSize:8:4:2;SubgroupSize:16" "spv.extextension"="SPV_KHR_expect_assume" "spv.extcapability"="ExpectAssumeKHR" }
attributes #1 = { nounwind readnone "spv.ext_instruction"="166,OpenCL.std" }
attributes #2 = { nounwind readnone "spv.ext_instruction"="BitReverse," "spv.extextension"="SPV_KHR_bit_instructions" "spv.extcapability"="BitInstructions" }
attributes #3 = { nounwind readnone "spv.ext_instruction"="fma,OpenCL.std" }
attributes #4 = { convergent nounwind "spv.ext_instruction"="GroupNonUniformIAdd," "spv.extcapability"="GroupNonUniformArithmetic" }
attributes #5 = { "spv.extextension"="SPV_INTEL_subgroups" }
