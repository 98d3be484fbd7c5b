; An "spv.ext_instruction" declaration must have the instruction's shape,
; by the SPIR-V grammar (the vendored core and extended-instruction-set
; grammars): one parameter per operand, an integer where the operand is a
; literal, a result exactly where the instruction has one (OpenCL.std: all
; but the stores and prefetch). Each bad declaration is an error naming it,
; the attribute and the value; nothing is written.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/bad.ll 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S %t/good.ll | FileCheck %s --check-prefix=GOOD
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S %t/good.ll | opt -passes=verify -disable-output

; BAD-DAG: error: spirv-inline-attrs: @fma1: "spv.ext_instruction"="fma,OpenCL.std": fma takes 3 operands (a, b, c), and the declaration has 1 parameter
; BAD-DAG: error: spirv-inline-attrs: @popcount_void: "spv.ext_instruction"="popcount,OpenCL.std": popcount has a result, but the declaration returns void
; BAD-DAG: error: spirv-inline-attrs: @store_value: "spv.ext_instruction"="vstore_half,OpenCL.std": vstore_half has no result, but the declaration returns a value
; BAD-DAG: error: spirv-inline-attrs: @barrier_value: "spv.ext_instruction"="ControlBarrier,": ControlBarrier has no result, but the declaration returns a value
; BAD-DAG: error: spirv-inline-attrs: @mix2: "spv.ext_instruction"="FMix,GLSL.std.450": FMix takes 3 operands (x, y, a), and the declaration has 2 parameters
; BAD-DAG: error: spirv-inline-attrs: @iadd_float: "spv.ext_instruction"="GroupNonUniformIAdd,": GroupNonUniformIAdd's operand 1 (Operation) is a literal (GroupOperation), but parameter 1 is of type {{.*}}; a literal is an integer constant
; BAD-DAG: error: spirv-inline-attrs: @iadd5: "spv.ext_instruction"="GroupNonUniformIAdd,": GroupNonUniformIAdd takes 3 to 4 operands (Execution, Operation, Value, [ClusterSize]), and the declaration has 5 parameters

; GOOD: call spir_func void @_Z{{[0-9]+}}__spirv_ControlBarrier{{.*}}(i32 2, i32 2, i32 272)
; GOOD: call spir_func float @_Z{{[0-9]+}}__spirv_ocl_fmax{{.*}}(float %f, float %f)
; GOOD: call spir_func i32 @_Z{{[0-9]+}}__spirv_GroupNonUniformIAdd{{.*}}(i32 3, i32 0, i32 %x, i32 4)

;--- bad.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %f, i32 %x, ptr addrspace(1) %h) {
  %a = call float @fma1(float %f)
  call void @popcount_void(i32 %x)
  %b = call i32 @store_value(float %f, i64 0, ptr addrspace(1) %h)
  %c = call i32 @barrier_value(i32 2, i32 2, i32 272)
  %d = call float @mix2(float %f, float %f)
  %e = call i32 @iadd_float(i32 3, float 0.0, i32 %x)
  %g = call i32 @iadd5(i32 3, i32 0, i32 %x, i32 4, i32 5)
  ret void
}

declare float @fma1(float) #0
declare void @popcount_void(i32) #1
declare i32 @store_value(float, i64, ptr addrspace(1)) #2
declare i32 @barrier_value(i32, i32, i32) #3
declare float @mix2(float, float) #4
declare i32 @iadd_float(i32, float, i32) #5
declare i32 @iadd5(i32, i32, i32, i32, i32) #5

attributes #0 = { "spv.ext_instruction"="fma,OpenCL.std" }
attributes #1 = { "spv.ext_instruction"="popcount,OpenCL.std" }
attributes #2 = { "spv.ext_instruction"="vstore_half,OpenCL.std" }
attributes #3 = { "spv.ext_instruction"="ControlBarrier," }
attributes #4 = { "spv.ext_instruction"="FMix,GLSL.std.450" }
attributes #5 = { "spv.ext_instruction"="GroupNonUniformIAdd," }

;--- good.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %f, i32 %x) {
  call void @barrier(i32 2, i32 2, i32 272)
  %m = call float @max(float %f, float %f)
  %s = call i32 @iadd(i32 3, i32 0, i32 %x, i32 4)
  ret void
}

declare void @barrier(i32, i32, i32) #0
declare float @max(float, float) #1
declare i32 @iadd(i32, i32, i32, i32) #2

attributes #0 = { "spv.ext_instruction"="ControlBarrier," }
attributes #1 = { "spv.ext_instruction"="fmax,OpenCL.std" }
attributes #2 = { "spv.ext_instruction"="GroupNonUniformIAdd," }
