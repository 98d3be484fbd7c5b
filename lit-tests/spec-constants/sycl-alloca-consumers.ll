; The private arrays of sycl-alloca.ll through the SPIR-V producers: a
; dynamic alloca needs SPV_INTEL_variable_length_array (the extension DPC++
; enables for it); with it llvm-spirv 15, Intel's translator and LLVM 22's
; SPIR-V backend write OpVariableLengthArrayINTEL sized by the
; OpSpecConstant that has the SpecId, and spirv-val 2025.5 accepts each.
; REQUIRES: venv-tools, llvm15 # the translators read LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants %S/sycl-alloca.ll -o %t.bc
; RUN: llvm-spirv-15 --spirv-ext=+SPV_INTEL_variable_length_array %t.bc -o %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_INTEL_variable_length_array %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_INTEL_variable_length_array %t.bc -filetype=obj -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s
; Without the extension each producer refuses the module (not silently).
; RUN: not llvm-spirv-15 %t.bc -o %t.no.spv
; CHECK-DAG: OpCapability VariableLengthArrayINTEL
; CHECK-DAG: OpDecorate [[N:%[0-9a-z_]+]] SpecId 0
; CHECK-DAG: [[N]] = OpSpecConstant %uint 120
; CHECK-DAG: OpVariableLengthArrayINTEL %{{[0-9a-zA-Z_]+}} [[N]]
