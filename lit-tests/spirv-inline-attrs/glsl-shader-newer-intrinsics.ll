; GLSL.std.450 Tan (15) in a shader module is llvm.tan, which LLVM has from
; version 19: there the call becomes it (and llc-22 emits GLSL.std.450 Tan);
; LLVM 15 and 16 have no such intrinsic, and the pass says so
; (glsl-shader-newer-intrinsics-old.ll).
; UNSUPPORTED: llvm15, llvm16 # no llvm.tan before LLVM 19
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llc-22 -mtriple=spirv-unknown-vulkan1.3-compute -filetype=obj %t.bc -o %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

; SPV: %[[GLSL:[0-9a-z_]+]] = OpExtInstImport "GLSL.std.450"
; SPV: OpExtInst %float %[[GLSL]] Tan %

target triple = "spirv64-unknown-unknown"
@a = external addrspace(10) global float
; CHECK: %t = call float @llvm.tan.f32(float %x)
define void @main() #0 {
  %x = load float, ptr addrspace(10) @a
  %t = call spir_func float @_Z7spv_tanf(float %x)
  store float %t, ptr addrspace(10) @a
  ret void
}
declare spir_func float @_Z7spv_tanf(float) #1
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent "spv.ext_instruction"="15,GLSL.std.450" }
