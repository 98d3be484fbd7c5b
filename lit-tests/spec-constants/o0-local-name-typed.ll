; The -O0 shape (a name stored to a local and loaded back) with typed
; pointers, as DPC++ of LLVM 15's time emitted it (the reference's
; scalar-O0.ll): the store and load go through i8 addrspace(4)**.
; REQUIRES: llvm15 # typed pointers are gone from LLVM 16 on
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.ll
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s | FileCheck %s --check-prefix=EMU
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%class.id_bool = type { i8 }

@name = private unnamed_addr constant [18 x i8] c"_ZTS11MyBoolConst\00", align 1
@id = linkonce_odr addrspace(1) constant %class.id_bool { i8 1 }, align 1

; CHECK-NOT: @name =
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture)

; CHECK-LABEL: define spir_func zeroext i1 @get(
; CHECK-NOT: store i8 addrspace(4)* addrspacecast
; CHECK: [[V:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 0, i8 1)
; CHECK: trunc i8 [[V]] to i1
define spir_func zeroext i1 @get(i8 addrspace(4)* %buf) {
  %1 = alloca i8 addrspace(4)*, align 8
  %2 = bitcast i8 addrspace(4)** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* %2)
  store i8 addrspace(4)* addrspacecast (i8* getelementptr inbounds ([18 x i8], [18 x i8]* @name, i64 0, i64 0) to i8 addrspace(4)*), i8 addrspace(4)** %1, align 8
  %3 = load i8 addrspace(4)*, i8 addrspace(4)** %1, align 8
  %4 = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(i8 addrspace(4)* %3, i8 addrspace(4)* addrspacecast (i8 addrspace(1)* getelementptr inbounds (%class.id_bool, %class.id_bool addrspace(1)* @id, i64 0, i32 0) to i8 addrspace(4)*), i8 addrspace(4)* %buf)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* %2)
  ret i1 %4
}
; CHECK: !{!"_ZTS11MyBoolConst", i32 0, i32 0, i32 1}

; EMU-LABEL: define spir_func zeroext i1 @get(
; EMU: [[P:%[0-9]+]] = getelementptr i8, i8 addrspace(4)* %buf, i32 0
; EMU-NEXT: load i8, i8 addrspace(4)* [[P]], align 1
; EMU: !{!"_ZTS11MyBoolConst", i32 0, i32 0, i32 1}
