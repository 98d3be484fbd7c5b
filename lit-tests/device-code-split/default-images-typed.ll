; default-images with typed pointers (LLVM 15 -opaque-pointers=0, as the
; reference's default-value/split-by-kernel.ll input is written): per
; kernel, each image then its twin; the twin stores the default through the
; typed sret pointer.
; REQUIRES: llvm15 # typed pointers are gone from LLVM 16 on
; RUN: rm -rf %t && mkdir -p %t
; RUN: cd %t && opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='spec-constants,device-code-split<split=kernel;out=t.table;properties;emit=ll;default-images>' -disable-output %s
; RUN: FileCheck %s --input-file %t/t.table --check-prefix=TABLE --match-full-lines
; RUN: not grep -q specConstsReplacedWithDefault %t/t_0.prop %t/t_2.prop
; RUN: grep -q 'specConstsReplacedWithDefault=1|1' %t/t_1.prop
; RUN: grep -q 'specConstsReplacedWithDefault=1|1' %t/t_3.prop
; RUN: FileCheck %s --input-file %t/t_1.ll --check-prefix=TWIN --implicit-check-not=SpecConstant
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t/t_1.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { %struct.A }
%struct.A = type { i32, %struct.B }
%struct.B = type { i32, i32, i32 }

@__usid_str = private unnamed_addr constant [5 x i8] c"id_c\00", align 1
@_ZL1c = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.A { i32 3, %struct.B { i32 3, i32 2, i32 1 } } }, align 4

declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(%struct.A addrspace(4)* sret(%struct.A) align 4, i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)

define spir_kernel void @kernel1() {
entry:
  %a.i = alloca %struct.A, align 4
  %a.ascast.i = addrspacecast %struct.A* %a.i to %struct.A addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(%struct.A addrspace(4)* sret(%struct.A) align 4 %a.ascast.i, i8 addrspace(4)* addrspacecast (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @__usid_str, i64 0, i64 0) to i8 addrspace(4)*), i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (%"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL1c to i8 addrspace(1)*) to i8 addrspace(4)*), i8 addrspace(4)* null)
  ret void
}

define spir_kernel void @kernel2() {
entry:
  %a.i = alloca %struct.A, align 4
  %a.ascast.i = addrspacecast %struct.A* %a.i to %struct.A addrspace(4)*
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(%struct.A addrspace(4)* sret(%struct.A) align 4 %a.ascast.i, i8 addrspace(4)* addrspacecast (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @__usid_str, i64 0, i64 0) to i8 addrspace(4)*), i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (%"class.sycl::_V1::specialization_id" addrspace(1)* @_ZL1c to i8 addrspace(1)*) to i8 addrspace(4)*), i8 addrspace(4)* null)
  ret void
}

; TABLE: [Code|Properties]
; TABLE-NEXT: {{.*}}t_0.ll|{{.*}}t_0.prop
; TABLE-NEXT: {{.*}}t_1.ll|{{.*}}t_1.prop
; TABLE-NEXT: {{.*}}t_2.ll|{{.*}}t_2.prop
; TABLE-NEXT: {{.*}}t_3.ll|{{.*}}t_3.prop
; TABLE-EMPTY:
; TWIN: store %struct.A { i32 3, %struct.B { i32 3, i32 2, i32 1 } }, %struct.A addrspace(4)* %a.ascast.i, align 4
