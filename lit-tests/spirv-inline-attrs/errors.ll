; Each bad input is an error naming the function, the attribute and the
; value, and opt exits non-zero. Names and numbers are checked against the
; SPIR-V grammar (spirv crate; extensions: spirv/inline_attrs/extensions.txt),
; on every function, reachable or not.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/mode.ll 2>&1 | FileCheck %s --check-prefix=MODE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/mode-number.ll 2>&1 | FileCheck %s --check-prefix=MODE-NUMBER
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/operand.ll 2>&1 | FileCheck %s --check-prefix=OPERAND
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/empty.ll 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/capability.ll 2>&1 | FileCheck %s --check-prefix=CAPABILITY
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/extension.ll 2>&1 | FileCheck %s --check-prefix=EXTENSION
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/opcode.ll 2>&1 | FileCheck %s --check-prefix=OPCODE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/set.ll 2>&1 | FileCheck %s --check-prefix=SET
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/not-a-call.ll 2>&1 | FileCheck %s --check-prefix=NOT-A-CALL
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/body.ll 2>&1 | FileCheck %s --check-prefix=BODY
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/address.ll 2>&1 | FileCheck %s --check-prefix=ADDRESS
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/variadic.ll 2>&1 | FileCheck %s --check-prefix=VARIADIC
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/call-type.ll 2>&1 | FileCheck %s --check-prefix=CALL-TYPE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/pointer.ll 2>&1 | FileCheck %s --check-prefix=POINTER
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/builtin-type.ll 2>&1 | FileCheck %s --check-prefix=BUILTIN-TYPE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/builtin-global.ll 2>&1 | FileCheck %s --check-prefix=BUILTIN-GLOBAL
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/conflict-md.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT-MD
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/literal-constant.ll 2>&1 | FileCheck %s --check-prefix=LITERAL-CONSTANT
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/literal-type.ll 2>&1 | FileCheck %s --check-prefix=LITERAL-TYPE
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/numthreads.ll 2>&1 | FileCheck %s --check-prefix=NUMTHREADS
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/nop-result.ll 2>&1 | FileCheck %s --check-prefix=NOP-RESULT
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/nop-operand.ll 2>&1 | FileCheck %s --check-prefix=NOP-OPERAND
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/glsl-kernel.ll 2>&1 | FileCheck %s --check-prefix=GLSL-KERNEL
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/glsl-shader.ll 2>&1 | FileCheck %s --check-prefix=GLSL-SHADER
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/glsl-types.ll 2>&1 | FileCheck %s --check-prefix=GLSL-TYPES
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/clang-capability.ll 2>&1 | FileCheck %s --check-prefix=CLANG-CAPABILITY
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<contraction-off=sometimes>' -disable-output %t/mode.ll 2>&1 | FileCheck %s --check-prefix=PARAM

; MODE: error: spirv-inline-attrs: @k: "spv.executionmode"="LocalSize:8:1:1;Bogus:1": 'Bogus' is not a SPIR-V execution mode
; MODE-NUMBER: error: spirv-inline-attrs: @k: "spv.executionmode"="99999": 99999 is not a SPIR-V execution mode
; OPERAND: error: spirv-inline-attrs: @k: "spv.executionmode"="LocalSize:8:x:1": operand 'x' (y size) of LocalSize is not a 32-bit unsigned literal integer
; EMPTY: error: spirv-inline-attrs: @k: "spv.executionmode"="LocalSize:8:1:1;;": empty item in 'LocalSize:8:1:1;;' (items are separated by ';')
; CAPABILITY: error: spirv-inline-attrs: @never_called: "spv.extcapability"="Int8:77777": 77777 is not a SPIR-V capability
; EXTENSION: error: spirv-inline-attrs: @k: "spv.extextension"="SPV_KHR_bit_instructions,SPV_KHR_nonsense": 'SPV_KHR_nonsense' is not a SPIR-V extension of the grammar
; OPCODE: error: spirv-inline-attrs: @f: "spv.ext_instruction"="99999,": '99999' is not a core SPIR-V opcode
; SET: error: spirv-inline-attrs: @f: "spv.ext_instruction"="1,NonSemantic.DebugPrintf": instruction set 'NonSemantic.DebugPrintf': no consumer maps it to a function call
; NOT-A-CALL: error: spirv-inline-attrs: @f: "spv.ext_instruction"="21,": OpTypeInt is not an instruction a call can stand for
; BODY: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": only a declaration can name an instruction (every call becomes it); @f has a body
; ADDRESS: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": a use in @k other than a direct call; only direct calls can become an instruction
; VARIADIC: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": @f is variadic; an instruction has a fixed operand list
; CALL-TYPE: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": a call in @k passes other types than @f declares
; POINTER: error: spirv-inline-attrs: @f: "spv.ext_instruction"="frexp,OpenCL.std": __spirv_ocl_frexp: parameter 1 is a pointer
; BUILTIN-TYPE: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": the module already has @_Z16__spirv_BitCounti with another type
; A global with the builtin's name: declaring it would rename it (.1), and a
; renamed builtin is no builtin to any consumer.
; BUILTIN-GLOBAL: error: spirv-inline-attrs: @f: "spv.ext_instruction"="BitCount,": cannot declare @_Z16__spirv_BitCounti: a global of the module has that name
; CONFLICT: error: spirv-inline-attrs: kernel @k: "spv.executionmode"="LocalSize:8:4:2" gives LocalSize 8 4 2, but !spirv.ExecutionMode has LocalSize 16 1 1
; CONFLICT-MD: error: spirv-inline-attrs: kernel @k: "spv.executionmode"="LocalSize:8:4:2" gives LocalSize 8 4 2, but !reqd_work_group_size has 16, 1, 1
; LITERAL-CONSTANT: error: spirv-inline-attrs: @f: "spv.ext_instruction"="264,": a call in @main passes a non-constant to parameter 1, which is "spv.literal" (a literal operand)
; LITERAL-TYPE: error: spirv-inline-attrs: @f: "spv.ext_instruction"="264,": parameter 1 is "spv.literal" but of type Scalar(Float); a literal operand is an integer
; NUMTHREADS: error: spirv-inline-attrs: kernel @main: "spv.executionmode"="LocalSize:8:4:2" gives LocalSize 8 4 2, but "hlsl.numthreads" has 8,1,1
; NOP-RESULT: error: spirv-inline-attrs: @f: "spv.ext_instruction"="0": OpNop has no result, but @f returns a value
; NOP-OPERAND: error: spirv-inline-attrs: @f: "spv.ext_instruction"="0": OpNop takes no operands, but @f has parameters
; GLSL-KERNEL: error: spirv-inline-attrs: @f: "spv.ext_instruction"="10,GLSL.std.450": GLSL.std.450 Fract has no OpenCL.std counterpart, and no consumer emits GLSL.std.450 in a Kernel module
; GLSL-SHADER: error: spirv-inline-attrs: @f: "spv.ext_instruction"="32,GLSL.std.450": GLSL.std.450 InverseSqrt in a shader module: llc-22 emits GLSL.std.450 only for LLVM intrinsics, and none stands for InverseSqrt
; GLSL-TYPES: error: spirv-inline-attrs: @f: "spv.ext_instruction"="13,GLSL.std.450": GLSL.std.450 Sin in a shader module is llvm.sin, which takes other types than @f declares
; CLANG-CAPABILITY: error: spirv-inline-attrs: @f: "spv.ext_capability"="5055,ShaderClock": 'ShaderClock' is not a SPIR-V capability
; PARAM: contraction-off must be 'auto' or 'never', got 'sometimes'

;--- mode.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:1:1;Bogus:1" }
;--- mode-number.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="99999" }
;--- operand.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:x:1" }
;--- empty.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:1:1;;" }
;--- capability.ll
define spir_kernel void @k() {
  ret void
}
define void @never_called() #0 {
  ret void
}
attributes #0 = { "spv.extcapability"="Int8:77777" }
;--- extension.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.extextension"="SPV_KHR_bit_instructions,SPV_KHR_nonsense" }
;--- opcode.ll
declare i32 @f(i32) #0
attributes #0 = { "spv.ext_instruction"="99999," }
;--- set.ll
declare float @f(float) #0
attributes #0 = { "spv.ext_instruction"="1,NonSemantic.DebugPrintf" }
;--- not-a-call.ll
declare i32 @f(i32) #0
attributes #0 = { "spv.ext_instruction"="21," }
;--- body.ll
define i32 @f(i32 %x) #0 {
  ret i32 %x
}
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- address.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  store ptr @f, ptr addrspace(1) %p
  ret void
}
declare i32 @f(i32) #0
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- variadic.ll
declare i32 @f(i32, ...) #0
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- call-type.ll
define spir_kernel void @k(i64 %x) {
  %r = call i32 @f(i64 %x)
  ret void
}
declare i32 @f(i32) #0
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- pointer.ll
declare float @f(float, ptr) #0
attributes #0 = { "spv.ext_instruction"="frexp,OpenCL.std" }
;--- builtin-type.ll
declare i32 @f(i32) #0
declare spir_func i64 @_Z16__spirv_BitCounti(i32)
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- builtin-global.ll
@_Z16__spirv_BitCounti = global i32 0
define i32 @g(i32 %x) {
  %r = call i32 @f(i32 %x)
  ret i32 %r
}
declare i32 @f(i32) #0
attributes #0 = { "spv.ext_instruction"="BitCount," }
;--- conflict.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:4:2" }
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 17, i32 16, i32 1, i32 1}
;--- conflict-md.ll
define spir_kernel void @k() #0 !reqd_work_group_size !0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:4:2" }
!0 = !{i32 16, i32 1, i32 1}
;--- literal-constant.ll
define void @main(i32 %op) #1 {
  %r = call i32 @f(i32 2, i32 %op, i32 1)
  ret void
}
declare i32 @f(i32, i32 "spv.literal", i32) #0
attributes #0 = { "spv.ext_instruction"="264," }
attributes #1 = { "hlsl.shader"="compute" }
;--- literal-type.ll
declare i32 @f(i32, float "spv.literal", i32) #0
attributes #0 = { "spv.ext_instruction"="264," }
;--- numthreads.ll
define void @main() #0 {
  ret void
}
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" "spv.executionmode"="LocalSize:8:4:2" }
;--- nop-result.ll
declare i32 @f() #0
attributes #0 = { "spv.ext_instruction"="0" }
;--- nop-operand.ll
declare void @f(i32) #0
attributes #0 = { "spv.ext_instruction"="0" "spv.ext_capability"="5055" }
;--- glsl-kernel.ll
target triple = "spir64-unknown-unknown"
declare float @f(float) #0
attributes #0 = { "spv.ext_instruction"="10,GLSL.std.450" }
;--- glsl-shader.ll
define void @main() #1 {
  ret void
}
declare float @f(float) #0
attributes #0 = { "spv.ext_instruction"="32,GLSL.std.450" }
attributes #1 = { "hlsl.shader"="compute" }
;--- glsl-types.ll
define void @main() #1 {
  ret void
}
declare float @f(i32) #0
attributes #0 = { "spv.ext_instruction"="13,GLSL.std.450" }
attributes #1 = { "hlsl.shader"="compute" }
;--- clang-capability.ll
declare void @f() #0
attributes #0 = { "spv.ext_instruction"="0" "spv.ext_capability"="5055,ShaderClock" }
