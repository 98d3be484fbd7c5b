; GLSL.std.450 in a shader module (here: an "hlsl.shader" entry point, as
; the clang prototype marks them; a Vulkan triple counts too) becomes the
; LLVM intrinsic that llc-22 emits as that GLSL.std.450 instruction:
; Sin (13) llvm.sin, FMin (37) llvm.minnum (emitted as NMin, a defined case
; of FMin), Fma (50) llvm.fma, SAbs (5) llvm.abs with i1 false, UMax (41)
; llvm.umax. Calls of intrinsics take no convergence token and no call-site
; attributes (intrinsics are not convergent). llc-22 for Vulkan reads the
; result back as GLSL.std.450 instructions on the loaded values, and
; spirv-val 2025.5 accepts it; "hlsl.numthreads" gives LocalSize.
; (opt-15 knows no `spirv` architecture: the module says spirv64 and llc is
; told the Vulkan triple.)
; REQUIRES: venv-tools # spirv-val and spirv-dis 2025.5
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llc-22 -mtriple=spirv-unknown-vulkan1.3-compute -filetype=obj %t.bc -o %t.spv
; RUN: %spirv-val-2025 %t.spv
; RUN: %spirv-dis-2025 %t.spv | FileCheck %s --check-prefix=SPV

; SPV: %[[GLSL:[0-9a-z_]+]] = OpExtInstImport "GLSL.std.450"
; SPV: OpEntryPoint GLCompute %[[MAIN:[a-z0-9_]+]] "main"
; SPV: OpExecutionMode %[[MAIN]] LocalSize 8 1 1
; SPV-DAG: %[[X:[0-9a-z_]+]] = OpLoad %float %a
; SPV-DAG: %[[Y:[0-9a-z_]+]] = OpLoad %float %b
; SPV-DAG: %[[I:[0-9a-z_]+]] = OpLoad %uint %n
; SPV-DAG: %[[J:[0-9a-z_]+]] = OpLoad %uint %m
; SPV: %[[SIN:[0-9a-z_]+]] = OpExtInst %float %[[GLSL]] Sin %[[X]]{{$}}
; SPV: %[[MIN:[0-9a-z_]+]] = OpExtInst %float %[[GLSL]] NMin %[[SIN]] %[[Y]]{{$}}
; SPV: OpExtInst %float %[[GLSL]] Fma %[[MIN]] %[[Y]] %[[X]]{{$}}
; SPV: %[[ABS:[0-9a-z_]+]] = OpExtInst %uint %[[GLSL]] SAbs %[[I]]{{$}}
; SPV: OpExtInst %uint %[[GLSL]] UMax %[[ABS]] %[[J]]{{$}}
; SPV-NOT: OpenCL.std
; SPV-NOT: OpFunctionCall

target triple = "spirv64-unknown-unknown"

@a = external addrspace(10) global float
@b = external addrspace(10) global float
@n = external addrspace(10) global i32
@m = external addrspace(10) global i32

; CHECK-LABEL: define void @main()
; CHECK: %sin = call float @llvm.sin.f32(float %x)
; CHECK: %min = call float @llvm.minnum.f32(float %sin, float %y)
; CHECK: %fma = call float @llvm.fma.f32(float %min, float %y, float %x)
; CHECK: %sabs = call i32 @llvm.abs.i32(i32 %i, i1 false)
; CHECK: %umax = call i32 @llvm.umax.i32(i32 %sabs, i32 %j)
define void @main() #0 {
  %x = load float, ptr addrspace(10) @a
  %y = load float, ptr addrspace(10) @b
  %i = load i32, ptr addrspace(10) @n
  %j = load i32, ptr addrspace(10) @m
  %sin = call spir_func float @_Z7spv_sinf(float %x)
  %min = call spir_func float @_Z8spv_fminff(float %sin, float %y)
  %fma = call spir_func float @_Z7spv_fmafff(float %min, float %y, float %x)
  %sabs = call spir_func i32 @_Z8spv_sabsi(i32 %i)
  %umax = call spir_func i32 @_Z8spv_umaxjj(i32 %sabs, i32 %j)
  store float %fma, ptr addrspace(10) @a
  store i32 %umax, ptr addrspace(10) @n
  ret void
}

; CHECK-NOT: spv_
; CHECK-NOT: __spirv

declare spir_func float @_Z7spv_sinf(float) #1
declare spir_func float @_Z8spv_fminff(float, float) #2
declare spir_func float @_Z7spv_fmafff(float, float, float) #3
declare spir_func i32 @_Z8spv_sabsi(i32) #4
declare spir_func i32 @_Z8spv_umaxjj(i32, i32) #5

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent "spv.ext_instruction"="13,GLSL.std.450" }
attributes #2 = { convergent "spv.ext_instruction"="37,GLSL.std.450" }
attributes #3 = { convergent "spv.ext_instruction"="50,GLSL.std.450" }
attributes #4 = { convergent "spv.ext_instruction"="5,GLSL.std.450" }
attributes #5 = { convergent "spv.ext_instruction"="41,GLSL.std.450" }
