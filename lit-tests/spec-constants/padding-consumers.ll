; The padding of padding.ll through the translators: llvm-spirv 15 and
; Intel's translator write OpSpecConstantComposites with an OpUndef
; [3 x i8] constituent, which spirv-val 2025.5 accepts.
; (llc-22's SPIR-V backend aborts on a composite with an array constant
; among its constituents, undef or zeros alike: an LLVM limitation, listed
; in docs/results/consumers.md.)
; REQUIRES: venv-tools, llvm15 # the translators read LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants %S/padding.ll -o %t.bc
; RUN: llvm-spirv-15 %t.bc -o %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s
; RUN: %intel-llvm-spirv %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s
; CHECK-DAG: [[UNDEF:%[0-9a-z_]+]] = OpUndef %_arr_uchar_{{u?}}{{int|long}}_3
; CHECK-DAG: OpSpecConstantComposite %{{[0-9a-zA-Z_]+}} %{{[0-9a-z_]+}} [[UNDEF]] %{{[0-9a-z_]+}}
