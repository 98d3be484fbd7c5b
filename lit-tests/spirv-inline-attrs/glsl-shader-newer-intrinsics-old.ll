; LLVM 15 and 16 have no llvm.tan, the intrinsic llc-22 emits as GLSL.std.450
; Tan (15) in a shader module: an error that names the declaration, the
; attribute, the intrinsic and the LLVM (glsl-shader-newer-intrinsics.ll
; shows LLVM 19+).
; REQUIRES: llvm15 || llvm16 # llvm.tan exists from LLVM 19
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %s 2>&1 | FileCheck %s -DMAJOR=%llvm-major

; CHECK: error: spirv-inline-attrs: @_Z7spv_tanf: "spv.ext_instruction"="15,GLSL.std.450": GLSL.std.450 Tan in a shader module is llvm.tan (llc-22 emits it as Tan), which LLVM [[MAJOR]] does not have

target triple = "spirv64-unknown-unknown"
@a = external addrspace(10) global float
define void @main() #0 {
  %x = load float, ptr addrspace(10) @a
  %t = call spir_func float @_Z7spv_tanf(float %x)
  store float %t, ptr addrspace(10) @a
  ret void
}
declare spir_func float @_Z7spv_tanf(float) #1
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent "spv.ext_instruction"="15,GLSL.std.450" }
