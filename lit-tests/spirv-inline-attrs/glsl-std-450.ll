; "spv.ext_instruction"="<n>,GLSL.std.450" (HLSL's math, as the clang
; prototype writes it) in a Kernel (OpenCL) module becomes a call of the
; OpenCL.std builtin of the same meaning, because no Kernel consumer emits
; GLSL.std.450 (both translators read only OpenCL.std; llc-22 uses OpenCL.std
; in Kernel modules). GLSL.std.450 numbers from its specification: Sin 13,
; FMin 37, InverseSqrt 32 (OpenCL.std rsqrt), RoundEven 2 (rint), SAbs 5
; (s_abs), UMax 41 (u_max), Fma 50 (by name here).
; End to end: each consumer emits each OpExtInst of OpenCL.std with the
; kernel's own parameters as operands; spirv-val 2025.5 accepts each binary.
; REQUIRES: llvm15, venv-tools # llvm-spirv-15 and Intel's 2024.2 translator read LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
;
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=O2
; RUN: llvm-spirv-15 %t.bc -o %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s --check-prefix=SPV
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefix=SPV
; llc-22 with --spirv-ext=all writes OpExecutionModeId FPFastMathDefault
; (SPV_KHR_float_controls2) for any kernel using float, without the
; FloatControls2 capability or the extension, which spirv-val rejects
; (measured; pinned here so that a fixed llc shows up). Without that one
; extension the binary is valid.
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.bc -o %t.llc-all.spv
; RUN: not %spirv-val-2025 %t.llc-all.spv 2>&1 | FileCheck %s --check-prefix=LLC-ALL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all,-SPV_KHR_float_controls2 -filetype=obj %t.bc -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --check-prefix=SPV
;
; Without the pass the calls stay calls of undefined functions.
; RUN: opt -passes='default<O2>' %s -o %t.none.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.none.bc -o %t.none.spv
; RUN: %spirv-dis-2025 %t.none.spv | FileCheck %s --check-prefix=NONE

; SPV: %[[SET:[0-9a-z_]+]] = OpExtInstImport "OpenCL.std"
; SPV-NOT: GLSL.std.450
; SPV-DAG: OpExtInst %float %[[SET]] sin %x{{$}}
; SPV-DAG: OpExtInst %float %[[SET]] fmin %x %y{{$}}
; SPV-DAG: OpExtInst %float %[[SET]] rsqrt %z{{$}}
; SPV-DAG: OpExtInst %float %[[SET]] rint %y{{$}}
; SPV-DAG: OpExtInst %uint %[[SET]] s_abs %i{{$}}
; SPV-DAG: OpExtInst %uint %[[SET]] u_max %i %j{{$}}
; SPV-DAG: OpExtInst %v4float %[[SET]] fma %v %v %v{{$}}
; SPV: OpFunctionEnd
; SPV-NOT: OpFunctionCall %float
; SPV-NOT: OpFunctionCall %uint

; LLC-ALL: Operand 2 of ExecutionModeId requires one of these capabilities: FloatControls2
; LLC-ALL-NEXT: OpExecutionModeId %{{[a-z0-9_]+}} FPFastMathDefault %float

; NONE: OpFunctionCall %float %_Z7spv_sinf %x

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %sin = call spir_func float @_Z15__spirv_ocl_sinf(float %x)
; CHECK: %min = call spir_func float @_Z16__spirv_ocl_fminff(float %x, float %y)
; CHECK: %rsq = call spir_func float @_Z17__spirv_ocl_rsqrtf(float %z)
; CHECK: %rne = call spir_func float @_Z16__spirv_ocl_rintf(float %y)
; CHECK: %sabs = call spir_func i32 @_Z17__spirv_ocl_s_absi(i32 %i)
; CHECK: %umax = call spir_func i32 @_Z17__spirv_ocl_u_maxii(i32 %i, i32 %j)
; CHECK: %fma = call spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(<4 x float> %v, <4 x float> %v, <4 x float> %v)

; O2: call spir_func float @_Z15__spirv_ocl_sinf(float %x)
; O2: call spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(
define spir_kernel void @k(float %x, float %y, float %z, i32 %i, i32 %j, <4 x float> %v, ptr addrspace(1) %out, ptr addrspace(1) %iout, ptr addrspace(1) %vout) {
  %sin = call spir_func float @_Z7spv_sinf(float %x)
  %min = call spir_func float @_Z8spv_fminff(float %x, float %y)
  %rsq = call spir_func float @_Z7spv_rsqf(float %z)
  %rne = call spir_func float @_Z7spv_rnef(float %y)
  %sabs = call spir_func i32 @_Z8spv_sabsi(i32 %i)
  %umax = call spir_func i32 @_Z8spv_umaxjj(i32 %i, i32 %j)
  %fma = call spir_func <4 x float> @_Z7spv_fmaDv4_fS_S_(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  store float %sin, ptr addrspace(1) %out
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %min, ptr addrspace(1) %o1
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %rsq, ptr addrspace(1) %o2
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %rne, ptr addrspace(1) %o3
  store i32 %sabs, ptr addrspace(1) %iout
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %iout, i64 1
  store i32 %umax, ptr addrspace(1) %i1
  store <4 x float> %fma, ptr addrspace(1) %vout
  ret void
}

; CHECK-NOT: @_Z{{[0-9]+}}spv_
; CHECK-NOT: GLSL.std.450

declare spir_func float @_Z7spv_sinf(float) #0
declare spir_func float @_Z8spv_fminff(float, float) #1
declare spir_func float @_Z7spv_rsqf(float) #2
declare spir_func float @_Z7spv_rnef(float) #3
declare spir_func i32 @_Z8spv_sabsi(i32) #4
declare spir_func i32 @_Z8spv_umaxjj(i32, i32) #5
declare spir_func <4 x float> @_Z7spv_fmaDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>) #6

attributes #0 = { convergent nounwind "spv.ext_instruction"="13,GLSL.std.450" }
attributes #1 = { convergent nounwind "spv.ext_instruction"="37,GLSL.std.450" }
attributes #2 = { convergent nounwind "spv.ext_instruction"="32,GLSL.std.450" }
attributes #3 = { convergent nounwind "spv.ext_instruction"="2,GLSL.std.450" }
attributes #4 = { convergent nounwind "spv.ext_instruction"="5,GLSL.std.450" }
attributes #5 = { convergent nounwind "spv.ext_instruction"="41,GLSL.std.450" }
attributes #6 = { convergent nounwind "spv.ext_instruction"="Fma,GLSL.std.450" }
