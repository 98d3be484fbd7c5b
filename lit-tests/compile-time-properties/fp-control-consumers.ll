; sycl-floating-point-control end to end: compile-time-properties,default<O2>,
; then Intel's 2024.2 translator and llc-22, validated by spirv-val 2025.5,
; each execution mode read back with its operand. Four kernels in today's
; layout: the default (0: rte, ftz, ieee), rtp (16), rtz + half allow + alt
; (1073), rtn + all denormals allowed (1248).
; Both ends write capability FloatingPointModeINTEL for the
; FloatingPointMode*INTEL modes, as SPV_INTEL_float_controls2 says; the
; SPIR-V grammar (SPIRV-Headers) names RoundToInfinityINTEL for them, and
; spirv-val follows the grammar. This module validates because its RTP and
; RTN kernels declare RoundToInfinityINTEL; a module with only
; fp_control<rtz> and no RTP/RTN does not (the last RUN lines show it).
; REQUIRES: llvm15, venv-tools # Intel's translator reads LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' %s -o %t.bc
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 -filetype=obj %t.bc -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s
;
; Without RTP/RTN in the module: spirv-val 2025.5 rejects the float mode.
; RUN: sed -e 's/"16"/"48"/' -e 's/"1248"/"48"/' %s | opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' -o %t.rtz.bc
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.rtz.bc -o %t.rtz.spv
; RUN: not %spirv-val-2025 %t.rtz.spv 2>&1 | FileCheck %s --check-prefix=GRAMMAR

; CHECK-DAG: OpCapability FloatingPointModeINTEL
; CHECK-DAG: OpCapability RoundToInfinityINTEL
; CHECK-DAG: OpCapability RoundingModeRTE
; CHECK-DAG: OpCapability RoundingModeRTZ
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpExtension "SPV_INTEL_float_controls2"
; CHECK-DAG: OpEntryPoint Kernel %[[D:[a-z0-9_]+]] "dflt"
; CHECK-DAG: OpEntryPoint Kernel %[[P:[a-z0-9_]+]] "rtp"
; CHECK-DAG: OpEntryPoint Kernel %[[Z:[a-z0-9_]+]] "rtz_hf_alt"
; CHECK-DAG: OpEntryPoint Kernel %[[N:[a-z0-9_]+]] "rtn_allow"
; CHECK-DAG: OpExecutionMode %[[D]] RoundingModeRTE 64
; CHECK-DAG: OpExecutionMode %[[D]] RoundingModeRTE 32
; CHECK-DAG: OpExecutionMode %[[D]] RoundingModeRTE 16
; CHECK-DAG: OpExecutionMode %[[D]] FloatingPointModeIEEEINTEL 64
; CHECK-DAG: OpExecutionMode %[[D]] FloatingPointModeIEEEINTEL 32
; CHECK-DAG: OpExecutionMode %[[D]] FloatingPointModeIEEEINTEL 16
; CHECK-DAG: OpExecutionMode %[[D]] DenormFlushToZero 64
; CHECK-DAG: OpExecutionMode %[[D]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[D]] DenormFlushToZero 16
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 64
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 32
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 16
; CHECK-DAG: OpExecutionMode %[[P]] FloatingPointModeIEEEINTEL 64
; CHECK-DAG: OpExecutionMode %[[P]] DenormFlushToZero 16
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 64
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 32
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 16
; CHECK-DAG: OpExecutionMode %[[Z]] FloatingPointModeALTINTEL 64
; CHECK-DAG: OpExecutionMode %[[Z]] FloatingPointModeALTINTEL 32
; CHECK-DAG: OpExecutionMode %[[Z]] FloatingPointModeALTINTEL 16
; CHECK-DAG: OpExecutionMode %[[Z]] DenormPreserve 16
; CHECK-DAG: OpExecutionMode %[[N]] RoundingModeRTNINTEL 64
; CHECK-DAG: OpExecutionMode %[[N]] FloatingPointModeIEEEINTEL 32
; CHECK-DAG: OpExecutionMode %[[N]] DenormPreserve 16
; CHECK-DAG: OpExecutionMode %[[N]] DenormPreserve 32
; CHECK-DAG: OpExecutionMode %[[N]] DenormPreserve 64

; GRAMMAR: requires one of these capabilities: RoundToInfinityINTEL
; GRAMMAR-NEXT: OpExecutionMode {{.*}} FloatingPointMode{{ALT|IEEE}}INTEL

target triple = "spir64-unknown-unknown"

define spir_kernel void @dflt(ptr addrspace(1) %p) #0 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtp(ptr addrspace(1) %p) #1 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtz_hf_alt(ptr addrspace(1) %p) #2 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtn_allow(ptr addrspace(1) %p) #3 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
attributes #0 = { "sycl-floating-point-control"="0" }
attributes #1 = { "sycl-floating-point-control"="16" }
attributes #2 = { "sycl-floating-point-control"="1073" }
attributes #3 = { "sycl-floating-point-control"="1248" }
