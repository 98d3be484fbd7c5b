; "spv.ext_instruction" declarations: every call becomes a call of the seed
; 002 builtin, Itanium-mangled, with spir_func (the callee's convention);
; the declaration is deleted; the builtin keeps its non-spv attributes
; (convergent matters for group operations). Opcodes by number or name:
; OpenCL.std fma is 26 and popcount 166, core OpBitCount is 205 (numbers from
; the SPIR-V and OpenCL.std specifications). A repeated vector type is an
; Itanium substitution (S_). Two declarations of one instruction share one
; builtin; one already declared is reused.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %s -o %t.3.ll
; RUN: diff %t.ll %t.3.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' -S %s | FileCheck %s --check-prefix=O2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %a = call spir_func i32 @_Z20__spirv_ocl_popcounti(i32 %x)
; CHECK: %b = call spir_func i32 @_Z16__spirv_BitCounti(i32 %x)
; CHECK: %b2 = call spir_func i32 @_Z16__spirv_BitCounti(i32 %b)
; CHECK: %c = call spir_func float @_Z15__spirv_ocl_fmafff(float %f, float %f, float %f)
; CHECK: %v = call spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(<4 x float> %vf, <4 x float> %vf, <4 x float> %vf)
; CHECK: %d = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 0, i32 %x)
; CHECK: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)

; O2: call spir_func i32 @_Z20__spirv_ocl_popcounti(
; O2: call spir_func i32 @_Z16__spirv_BitCounti(
; O2: call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 0,
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
  %x = load i32, ptr addrspace(1) %p
  %f = load float, ptr addrspace(1) %q
  %vf = load <4 x float>, ptr addrspace(1) %r
  %a = call i32 @my_popcount(i32 %x)
  %b = call i32 @my_bitcount(i32 %x)
  %b2 = call spir_func i32 @my_bitcount2(i32 %b)
  %c = call float @my_fma(float %f, float %f, float %f)
  %v = call <4 x float> @my_fma4(<4 x float> %vf, <4 x float> %vf, <4 x float> %vf)
  %d = call i32 @my_iadd(i32 3, i32 0, i32 %x)
  call void @my_barrier(i32 2, i32 2, i32 272)
  %s1 = add i32 %a, %b2
  %s = add i32 %s1, %d
  store i32 %s, ptr addrspace(1) %p
  store float %c, ptr addrspace(1) %q
  store <4 x float> %v, ptr addrspace(1) %r
  ret void
}

; CHECK-NOT: @my_
; CHECK: declare spir_func i32 @_Z20__spirv_ocl_popcounti(i32)
; CHECK: declare spir_func i32 @_Z16__spirv_BitCounti(i32)
; CHECK-NOT: @_Z16__spirv_BitCounti(
; CHECK: declare spir_func float @_Z15__spirv_ocl_fmafff(float, float, float)
; CHECK: declare spir_func <4 x float> @_Z15__spirv_ocl_fmaDv4_fS_S_(<4 x float>, <4 x float>, <4 x float>)
; CHECK: declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32, i32, i32) #[[CONV:[0-9]+]]
; CHECK: declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32) #[[CONV]]

declare i32 @my_popcount(i32) #0
declare i32 @my_bitcount(i32) #1
declare spir_func i32 @my_bitcount2(i32) #2
declare float @my_fma(float, float, float) #3
declare <4 x float> @my_fma4(<4 x float>, <4 x float>, <4 x float>) #3
declare i32 @my_iadd(i32, i32, i32) #4
declare void @my_barrier(i32, i32, i32) #5
declare spir_func i32 @_Z20__spirv_ocl_popcounti(i32)

; CHECK: attributes #[[CONV]] = { convergent }
; CHECK-NOT: spv.ext_instruction
attributes #0 = { "spv.ext_instruction"="166,OpenCL.std" }
attributes #1 = { "spv.ext_instruction"="OpBitCount," }
attributes #2 = { "spv.ext_instruction"="205" }
attributes #3 = { "spv.ext_instruction"="fma, OpenCL.std" }
attributes #4 = { convergent "spv.ext_instruction"="GroupNonUniformIAdd," }
attributes #5 = { convergent "spv.ext_instruction"="ControlBarrier," }
