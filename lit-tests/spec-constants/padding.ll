; A struct default with clang's padding, as the reference's
; struct-with-undef-padding tests treat it: explicit padding in a default of
; the constant's own type (`{ i8, [3 x i8] undef, i32 }`) and implicit
; padding of a default laid out in another type (a literal `{ i8, i32 }`
; read as `%struct.Q`) both take an ID and stay `undef` (the reference's
; hierarchy.ll alone expects zeros). The descriptors skip padding.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.P = type { i8, [3 x i8], i32 }
%struct.Q = type { i8, [3 x i8], i32 }
@name = private unnamed_addr addrspace(1) constant [2 x i8] c"P\00", align 1
@nameq = private unnamed_addr addrspace(1) constant [2 x i8] c"Q\00", align 1
@id = internal addrspace(1) constant { %struct.P } { %struct.P { i8 1, [3 x i8] undef, i32 2 } }, align 4
@idq = internal addrspace(1) constant { { i8, i32 } } { { i8, i32 } { i8 5, i32 6 } }, align 4

declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPKvS5_(ptr addrspace(4) sret(%struct.P) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1QET_PKcPKvS5_(ptr addrspace(4) sret(%struct.Q) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: [[A:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 0, i8 1)
; CHECK-NEXT: [[B:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 2, i32 2)
; CHECK-NEXT: call %struct.P @_Z29__spirv_SpecConstantCompositeaA3_ai_Rstruct.P(i8 [[A]], [3 x i8] undef, i32 [[B]])
; CHECK: [[C:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 3, i8 5)
; CHECK-NEXT: [[D:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 5, i32 6)
; CHECK-NEXT: call %struct.Q @_Z29__spirv_SpecConstantCompositeaA3_ai_Rstruct.Q(i8 [[C]], [3 x i8] undef, i32 [[D]])
; CHECK: !{!"P", i32 0, i32 0, i32 1, i32 2, i32 4, i32 4}
; CHECK: !{!"Q", i32 3, i32 0, i32 1, i32 5, i32 4, i32 4}
define spir_kernel void @k(ptr addrspace(1) %out) {
  %t = alloca %struct.P, align 4
  %q = alloca %struct.Q, align 4
  %ta = addrspacecast ptr %t to ptr addrspace(4)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPKvS5_(ptr addrspace(4) sret(%struct.P) align 4 %ta, ptr addrspace(4) addrspacecast (ptr addrspace(1) @name to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id to ptr addrspace(4)), ptr addrspace(4) null)
  %v = load %struct.P, ptr %t, align 4
  store %struct.P %v, ptr addrspace(1) %out, align 4
  %qa = addrspacecast ptr %q to ptr addrspace(4)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1QET_PKcPKvS5_(ptr addrspace(4) sret(%struct.Q) align 4 %qa, ptr addrspace(4) addrspacecast (ptr addrspace(1) @nameq to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @idq to ptr addrspace(4)), ptr addrspace(4) null)
  %w = load %struct.Q, ptr %q, align 4
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store %struct.Q %w, ptr addrspace(1) %o2, align 4
  ret void
}
; O2: call %struct.Q @_Z29__spirv_SpecConstantCompositeaA3_ai_Rstruct.Q(i8 %{{[0-9]+}}, [3 x i8] undef, i32 %{{[0-9]+}})
