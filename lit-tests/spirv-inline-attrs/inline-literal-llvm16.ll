; LLVM 16 and later: a parameter of type target("spirv.inline.literal", N) (seed 001,
; vk::ext_literal) becomes the literal operand `i32 N` of the builtin call,
; whatever value the call passed (the front-end passes zeroinitializer).
; Here GroupOperation InclusiveScan (1, SPIR-V specification) reaches
; llc-22's OpGroupNonUniformIAdd. A literal parameter of the wrong target
; type is passed on and has no mangling: an error.
; UNSUPPORTED: llvm15 # LLVM 15 has no target extension types (inline-literal-llvm15.ll)
; RUN: split-file %s %t.d
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.d/main.ll -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %t.d/main.ll -o %t.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=LLC
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t.d/other.ll 2>&1 | FileCheck %s --check-prefix=OTHER

; CHECK: %r = call spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32 3, i32 1, i32 %x)
; CHECK: declare spir_func i32 @_Z27__spirv_GroupNonUniformIAddiii(i32, i32, i32)
; CHECK-NOT: spirv.inline.literal
; LLC: OpGroupNonUniformIAdd %{{[a-z0-9_]+}} %{{[a-z0-9_]+}} InclusiveScan
; OTHER: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": __spirv_BitCount: parameter 0 (target("spirv.Image")) has no builtin mangling

;--- main.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) %p
  %r = call i32 @scan(i32 3, target("spirv.inline.literal", 1) zeroinitializer, i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @scan(i32, target("spirv.inline.literal", 1), i32) #0

attributes #0 = { convergent "spv.ext_instruction"="GroupNonUniformIAdd," }

;--- other.ll
declare i32 @f(target("spirv.Image")) #0
attributes #0 = { "spv.ext_instruction"="BitCount," }
