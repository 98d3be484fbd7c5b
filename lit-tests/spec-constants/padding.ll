; A struct default with clang's explicit padding (an `undef` member, as in
; the reference's hierarchy.ll): the padding takes an ID, as in the
; reference, and is passed to the composite as zeros, `[3 x i8]
; zeroinitializer`, as the reference writes it; the descriptors skip it.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.P = type { i8, [3 x i8], i32 }
@name = private unnamed_addr addrspace(1) constant [2 x i8] c"P\00", align 1
@id = internal addrspace(1) constant { %struct.P } { %struct.P { i8 1, [3 x i8] undef, i32 2 } }, align 4

declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPKvS5_(ptr addrspace(4) sret(%struct.P) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: [[A:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 0, i8 1)
; CHECK-NEXT: [[B:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 2, i32 2)
; CHECK-NEXT: call %struct.P @_Z29__spirv_SpecConstantCompositeaA3_ai_Rstruct.P(i8 [[A]], [3 x i8] zeroinitializer, i32 [[B]])
; CHECK: !{!"P", i32 0, i32 0, i32 1, i32 2, i32 4, i32 4}
define spir_kernel void @k(ptr addrspace(1) %out) {
  %t = alloca %struct.P, align 4
  %ta = addrspacecast ptr %t to ptr addrspace(4)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPKvS5_(ptr addrspace(4) sret(%struct.P) align 4 %ta, ptr addrspace(4) addrspacecast (ptr addrspace(1) @name to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id to ptr addrspace(4)), ptr addrspace(4) null)
  %v = load %struct.P, ptr %t, align 4
  store %struct.P %v, ptr addrspace(1) %out, align 4
  ret void
}
; O2: call %struct.P @_Z29__spirv_SpecConstantCompositeaA3_ai_Rstruct.P(i8 %{{[0-9]+}}, [3 x i8] zeroinitializer, i32 %{{[0-9]+}})
