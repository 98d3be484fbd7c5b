; LLVM 15 has no target extension types: IR with a
; target("spirv.inline.literal", N) parameter (seed 001, vk::ext_literal)
; does not parse, so opt-15 rejects it before any pass runs, with this
; message. On LLVM 15 a front-end passes literal operands as i32 constants
; (seed 002); see inline-literal-llvm16.ll for the target type.
; REQUIRES: llvm15 # from LLVM 16 the type parses: inline-literal-llvm16.ll
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: expected type
; CHECK-NEXT: declare i32 @scan(i32, target("spirv.inline.literal", 1), i32)

declare i32 @scan(i32, target("spirv.inline.literal", 1), i32) #0
attributes #0 = { convergent "spv.ext_instruction"="GroupNonUniformIAdd," }
