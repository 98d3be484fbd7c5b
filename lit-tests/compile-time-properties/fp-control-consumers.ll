; sycl-floating-point-control end to end: compile-time-properties,default<O2>,
; then Intel's 2024.2 translator, llc-22 and llvm-spirv-15, validated by
; spirv-val 2025.5,
; each execution mode read back with its operand. Four kernels in DPC++'s
; fp_mode encoding (one bit per mode): 17 round_to_nearest + denorm_ftz,
; 24 round_toward_zero + denorm_ftz, 66 round_upward + denorm_f_allow,
; 164 round_downward + denorm_d_allow + denorm_hf_allow. 21 modes, each
; kernel's set derived by hand as in sycl-kernel-properties/fp-control.ll;
; no FloatingPointMode*INTEL entry, so neither end declares
; FloatingPointModeINTEL, and both modules validate: the RTP/RTN modes
; bring RoundToInfinityINTEL, which is what the grammar asks for them.
; A module with no RTP/RTN mode validates too (the float-mode entries of
; the draft field layout were what spirv-val refused without RTP/RTN).
; REQUIRES: llvm15, venv-tools # Intel's translator reads LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' %s -o %t.bc
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --implicit-check-not=FloatingPointMode
; RUN: %spirv-dis-2025 %t.intel.spv | grep -c OpExecutionMode | FileCheck %s --check-prefix=COUNT
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 -filetype=obj %t.bc -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --implicit-check-not=FloatingPointMode
; RUN: %spirv-dis-2025 %t.llc.spv | grep -c OpExecutionMode | FileCheck %s --check-prefix=COUNT
; llvm-spirv-15 (apt) the same, valid for spirv-val 2023.1 and 2025.5.
; RUN: llvm-spirv-15 --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.bc -o %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: spirv-val %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s --implicit-check-not=FloatingPointMode
; RUN: %spirv-dis-2025 %t.l15.spv | grep -c OpExecutionMode | FileCheck %s --check-prefix=COUNT
;
; Without RTP/RTN in the module (66 and 164 made 24 and 17): valid from both ends.
; RUN: sed -e 's/"66"/"24"/' -e 's/"164"/"17"/' %s | opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' -o %t.rtz.bc
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.rtz.bc -o %t.rtz.intel.spv
; RUN: %spirv-val-2025 %t.rtz.intel.spv
; RUN: %spirv-dis-2025 %t.rtz.intel.spv | FileCheck %s --check-prefix=RTZ --implicit-check-not=FloatingPointMode --implicit-check-not=RoundToInfinityINTEL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 -filetype=obj %t.rtz.bc -o %t.rtz.llc.spv
; RUN: %spirv-val-2025 %t.rtz.llc.spv
; RUN: %spirv-dis-2025 %t.rtz.llc.spv | FileCheck %s --check-prefix=RTZ --implicit-check-not=FloatingPointMode --implicit-check-not=RoundToInfinityINTEL
;
; Without +SPV_INTEL_float_controls2 the ends part ways: Intel's translator
; drops the RTP/RTN modes and keeps the rest (valid, but the rounding of
; two kernels is lost); llc-22 writes them without RoundToInfinityINTEL,
; which spirv-val refuses.
; RUN: %intel-llvm-spirv --spirv-ext=+SPV_KHR_float_controls %t.bc -o %t.khr.intel.spv
; RUN: %spirv-val-2025 %t.khr.intel.spv
; RUN: %spirv-dis-2025 %t.khr.intel.spv | FileCheck %s --check-prefix=DROPPED --implicit-check-not=RoundingModeRTPINTEL --implicit-check-not=RoundingModeRTNINTEL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_KHR_float_controls -filetype=obj %t.bc -o %t.khr.llc.spv
; RUN: not %spirv-val-2025 %t.khr.llc.spv 2>&1 | FileCheck %s --check-prefix=NOCAP

; CHECK-DAG: OpCapability RoundToInfinityINTEL
; CHECK-DAG: OpCapability RoundingModeRTE
; CHECK-DAG: OpCapability RoundingModeRTZ
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpExtension "SPV_INTEL_float_controls2"
; CHECK-DAG: OpEntryPoint Kernel %[[E:[a-z0-9_]+]] "rte_ftz"
; CHECK-DAG: OpEntryPoint Kernel %[[Z:[a-z0-9_]+]] "rtz_ftz"
; CHECK-DAG: OpEntryPoint Kernel %[[P:[a-z0-9_]+]] "rtp_f_allow"
; CHECK-DAG: OpEntryPoint Kernel %[[N:[a-z0-9_]+]] "rtn_hf_d_allow"
; CHECK-DAG: OpExecutionMode %[[E]] RoundingModeRTE 64
; CHECK-DAG: OpExecutionMode %[[E]] RoundingModeRTE 32
; CHECK-DAG: OpExecutionMode %[[E]] RoundingModeRTE 16
; CHECK-DAG: OpExecutionMode %[[E]] DenormFlushToZero 64
; CHECK-DAG: OpExecutionMode %[[E]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[E]] DenormFlushToZero 16
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 64
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 32
; CHECK-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 16
; CHECK-DAG: OpExecutionMode %[[Z]] DenormFlushToZero 64
; CHECK-DAG: OpExecutionMode %[[Z]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[Z]] DenormFlushToZero 16
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 64
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 32
; CHECK-DAG: OpExecutionMode %[[P]] RoundingModeRTPINTEL 16
; CHECK-DAG: OpExecutionMode %[[P]] DenormPreserve 32
; CHECK-DAG: OpExecutionMode %[[N]] RoundingModeRTNINTEL 64
; CHECK-DAG: OpExecutionMode %[[N]] RoundingModeRTNINTEL 32
; CHECK-DAG: OpExecutionMode %[[N]] RoundingModeRTNINTEL 16
; CHECK-DAG: OpExecutionMode %[[N]] DenormPreserve 16
; CHECK-DAG: OpExecutionMode %[[N]] DenormPreserve 64
; Those 21 and no more.
; COUNT: {{^21$}}

; RTZ-DAG: OpEntryPoint Kernel %[[E:[a-z0-9_]+]] "rte_ftz"
; RTZ-DAG: OpEntryPoint Kernel %[[Z:[a-z0-9_]+]] "rtz_ftz"
; RTZ-DAG: OpEntryPoint Kernel %[[P:[a-z0-9_]+]] "rtp_f_allow"
; RTZ-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 32
; RTZ-DAG: OpExecutionMode %[[Z]] DenormFlushToZero 16
; RTZ-DAG: OpExecutionMode %[[P]] RoundingModeRTZ 64
; RTZ-DAG: OpExecutionMode %[[E]] RoundingModeRTE 16

; DROPPED-DAG: OpEntryPoint Kernel %[[P:[a-z0-9_]+]] "rtp_f_allow"
; DROPPED-DAG: OpEntryPoint Kernel %[[Z:[a-z0-9_]+]] "rtz_ftz"
; DROPPED-DAG: OpExecutionMode %[[P]] DenormPreserve 32
; DROPPED-DAG: OpExecutionMode %[[Z]] RoundingModeRTZ 32

; NOCAP: requires one of these capabilities: RoundToInfinityINTEL
; NOCAP-NEXT: OpExecutionMode {{.*}} RoundingModeRT{{P|N}}INTEL

target triple = "spir64-unknown-unknown"

define spir_kernel void @rte_ftz(ptr addrspace(1) %p) #0 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtz_ftz(ptr addrspace(1) %p) #1 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtp_f_allow(ptr addrspace(1) %p) #2 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtn_hf_d_allow(ptr addrspace(1) %p) #3 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
attributes #0 = { "sycl-floating-point-control"="17" }
attributes #1 = { "sycl-floating-point-control"="24" }
attributes #2 = { "sycl-floating-point-control"="66" }
attributes #3 = { "sycl-floating-point-control"="164" }
