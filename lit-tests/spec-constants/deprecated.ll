; SYCL 1.2.1's getters (no 2020 in the name) are not lowered, as the
; reference's newest SpecConstants pass no longer lowers them: a warning
; names each one that is called, the 2020 getters beside them are lowered,
; and opt exits 0.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not="warning: spec-constants"
; RUN: FileCheck %s --input-file %t.ll
; WARN: warning: spec-constants: @_Z33__sycl_getScalarSpecConstantValueIiET_PKc is a SYCL 1.2.1 specialization-constant getter, which spec-constants does not lower
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@n = private unnamed_addr constant [2 x i8] c"a\00", align 1
@m = private unnamed_addr addrspace(1) constant [2 x i8] c"b\00", align 1
@id = addrspace(1) constant { i32 } { i32 5 }, align 4
declare spir_func i32 @_Z33__sycl_getScalarSpecConstantValueIiET_PKc(ptr)
declare spir_func i32 @_Z33__sycl_getScalarSpecConstantValueIfET_PKc(ptr)
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
; CHECK-LABEL: define i32 @f(
; CHECK: call spir_func i32 @_Z33__sycl_getScalarSpecConstantValueIiET_PKc(ptr @n)
; CHECK: call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 5)
define i32 @f() {
  %a = call spir_func i32 @_Z33__sycl_getScalarSpecConstantValueIiET_PKc(ptr @n)
  %b = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @m to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id to ptr addrspace(4)), ptr addrspace(4) null)
  %c = add i32 %a, %b
  ret i32 %c
}
