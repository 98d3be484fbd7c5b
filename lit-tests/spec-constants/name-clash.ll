; Native lowering declares __spirv_SpecConstant* and
; __spirv_SpecConstantComposite*, which the translators recognise by name.
; A global variable of such a name would make LLVM rename the declaration
; and the constant a call of an unknown function: an error names it
; before anything changes (a function of that name with another type
; already was one). The getters' name strings are deleted, not made.
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: spec-constants: cannot declare @_Z20__spirv_SpecConstantii: a global variable, alias or ifunc of the module has that name

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@_Z20__spirv_SpecConstantii = global i32 0
@name = private unnamed_addr constant [2 x i8] c"a\00"
@id_a = addrspace(1) constant { i32 } { i32 7 }

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr, ptr, ptr)

define spir_kernel void @k(ptr %buf, ptr addrspace(1) %out) {
  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @name, ptr addrspacecast (ptr addrspace(1) @id_a to ptr), ptr %buf)
  store i32 %v, ptr addrspace(1) %out
  ret void
}
