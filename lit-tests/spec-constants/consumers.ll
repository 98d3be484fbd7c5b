; End to end: the native output of Inputs/consumer.ll through the three
; SPIR-V producers, each validated by spirv-val 2025.5 and read back:
; every leaf an OpSpecConstant with its SpecId, every composite an
; OpSpecConstantComposite. Derivation: i (ID 0, default 42), P { i32 7,
; i8 3 } (IDs 1, 2), b bool (ID 3, default i8 1).
; REQUIRES: venv-tools, llvm15 # the translators read LLVM 15 bitcode; llc-22 reads any
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants %S/Inputs/consumer.ll -o %t.bc
; RUN: llvm-spirv-15 %t.bc -o %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s
; RUN: %intel-llvm-spirv %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s
; RUN: llc-22 -mtriple=spirv64-unknown-unknown %t.bc -filetype=obj -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s
; CHECK-DAG: OpDecorate %[[I:[0-9a-z_]+]] SpecId 0
; CHECK-DAG: OpDecorate %[[P0:[0-9a-z_]+]] SpecId 1
; CHECK-DAG: OpDecorate %[[P1:[0-9a-z_]+]] SpecId 2
; CHECK-DAG: OpDecorate %[[B:[0-9a-z_]+]] SpecId 3
; CHECK-DAG: %[[I]] = OpSpecConstant %uint 42
; CHECK-DAG: %[[P0]] = OpSpecConstant %uint 7
; CHECK-DAG: %[[P1]] = OpSpecConstant %uchar 3
; CHECK-DAG: %[[B]] = OpSpecConstant %uchar 1
; CHECK-DAG: OpSpecConstantComposite %struct_P %[[P0]] %[[P1]]
