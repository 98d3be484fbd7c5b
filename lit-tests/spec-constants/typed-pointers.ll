; Typed pointers (LLVM 15's -opaque-pointers=0), the form older DPC++
; emits: i8* arguments through bitcast/getelementptr constant expressions;
; the buffer load casts the i8* to the constant's pointer type, the sret
; store goes through the sret pointer.
; REQUIRES: llvm15 # typed pointers are gone from LLVM 16 on
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.ll
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=spec-constants -S < %t.ll | diff %t.ll -
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s | FileCheck %s --check-prefix=EMU
; IDs: i 0; A { i32 1, float 2.0 } 1, 2.
; CHECK: call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 42)
; CHECK: [[A0:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
; CHECK: [[A1:%[0-9]+]] = call float @_Z20__spirv_SpecConstantif(i32 2, float 2.000000e+00)
; CHECK: [[A:%[0-9]+]] = call %struct.A @_Z29__spirv_SpecConstantCompositeif_Rstruct.A(i32 [[A0]], float [[A1]])
; CHECK: store %struct.A [[A]], %struct.A addrspace(4)* %tmp4, align 4
; CHECK: !{!"A", i32 1, i32 0, i32 4, i32 2, i32 4, i32 4}
; Emulation: i at 0, A at 4 (align 4), size 8.
; EMU: [[G:%[0-9]+]] = getelementptr i8, i8 addrspace(4)* %buf, i32 4
; EMU-NEXT: [[C:%[0-9]+]] = bitcast i8 addrspace(4)* [[G]] to %struct.A addrspace(4)*
; EMU-NEXT: load %struct.A, %struct.A addrspace(4)* [[C]], align 4
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32, float }
%sid.i = type { i32 }
%sid.A = type { %struct.A }
@str.i = private unnamed_addr constant [2 x i8] c"i\00"
@str.A = private unnamed_addr constant [2 x i8] c"A\00"
@id.i = addrspace(1) constant %sid.i { i32 42 }
@id.A = addrspace(1) constant %sid.A { %struct.A { i32 1, float 2.0 } }

define spir_kernel void @k(i32 addrspace(1)* %out, i8 addrspace(4)* %buf) {
entry:
  %tmp = alloca %struct.A, align 4
  %tmp4 = addrspacecast %struct.A* %tmp to %struct.A addrspace(4)*
  %i = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(i8 addrspace(4)* addrspacecast (i8* getelementptr inbounds ([2 x i8], [2 x i8]* @str.i, i64 0, i64 0) to i8 addrspace(4)*), i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (%sid.i addrspace(1)* @id.i to i8 addrspace(1)*) to i8 addrspace(4)*), i8 addrspace(4)* %buf)
  store i32 %i, i32 addrspace(1)* %out
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(%struct.A addrspace(4)* sret(%struct.A) %tmp4, i8 addrspace(4)* addrspacecast (i8* getelementptr inbounds ([2 x i8], [2 x i8]* @str.A, i64 0, i64 0) to i8 addrspace(4)*), i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* getelementptr inbounds (%sid.A, %sid.A addrspace(1)* @id.A, i64 0, i32 0, i32 0) to i8 addrspace(1)*) to i8 addrspace(4)*), i8 addrspace(4)* %buf)
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(%struct.A addrspace(4)* sret(%struct.A), i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)
