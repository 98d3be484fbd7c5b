; The clang prototype's HLSL output on newer LLVM: a Vulkan triple, calls
; with "convergencectrl" operand bundles from llvm.experimental.convergence.*,
; `memory(none)`. A lowered call of a builtin keeps its bundle and its
; call-site `convergent` (opt's verifier refuses a convergent call without a
; token beside controlled ones: "Cannot mix controlled and uncontrolled
; convergence in the same function"); a call that becomes an intrinsic (not
; convergent) takes neither. OpNop's call goes, its capability stays
; (ShaderClockKHR 5055, OpReadClockKHR 5056, GLSL.std.450 Sin 13).
; UNSUPPORTED: llvm15, llvm16 # convergence control intrinsics and the `spirv` triple arch are newer
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' -S %s | FileCheck %s --check-prefix=O2

; O2: call spir_func i64 @_Z20__spirv_ReadClockKHRi(i32 1)

target triple = "spirv-unknown-vulkan1.3-compute"

; CHECK-LABEL: define internal spir_func void @_Z4mainv()
; CHECK: %0 = call token @llvm.experimental.convergence.entry()
; CHECK: %call1 = call spir_func i64 @_Z20__spirv_ReadClockKHRi(i32 1) #[[CS:[0-9]+]] [ "convergencectrl"(token %0) ]
; CHECK: %call2 = call float @llvm.sin.f32(float 0.000000e+00){{$}}
; CHECK-NEXT: ret void
define internal spir_func void @_Z4mainv() #0 {
entry:
  %0 = call token @llvm.experimental.convergence.entry()
  %call1 = call spir_func noundef i64 @_Z9ReadClockj(i32 noundef 1) #5 [ "convergencectrl"(token %0) ]
  %call2 = call spir_func noundef float @_Z7spv_sinf(float noundef 0.000000e+00) #5 [ "convergencectrl"(token %0) ]
  call spir_func void @_Z7spv_nopv() #5 [ "convergencectrl"(token %0) ]
  ret void
}

define void @main() #1 {
entry:
  %0 = call token @llvm.experimental.convergence.entry()
  call spir_func void @_Z4mainv() [ "convergencectrl"(token %0) ]
  ret void
}

declare token @llvm.experimental.convergence.entry() #2
declare spir_func noundef i64 @_Z9ReadClockj(i32 noundef) #3
declare spir_func noundef float @_Z7spv_sinf(float noundef) #4
declare spir_func void @_Z7spv_nopv() #6

; CHECK: attributes #[[CS]] = { convergent }
attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent "spv.ext_instruction"="5056," }
attributes #4 = { convergent "no-trapping-math"="true" "spv.ext_instruction"="13,GLSL.std.450" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent }
attributes #6 = { convergent "spv.ext_capability"="5055" "spv.ext_extension"="SPV_KHR_shader_clock" "spv.ext_instruction"="0" }

; CHECK: !spirv.Extension = !{![[E:[0-9]+]]}
; CHECK: !spirv.Capability = !{![[C:[0-9]+]]}
; CHECK-DAG: ![[E]] = !{!"SPV_KHR_shader_clock"}
; CHECK-DAG: ![[C]] = !{i32 5055}
