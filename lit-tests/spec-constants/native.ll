; mode=native (the default) on Inputs/shapes.ll: every scalar leaf becomes
; __spirv_SpecConstant(i32 id, default), every composite
; __spirv_SpecConstantComposite of its elements, with the reference's
; manglings; the metadata lists each constant's (ID, offset, size) leaves.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %S/Inputs/shapes.ll -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; Idempotent: the calls are gone, a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %t.ll | diff %t.ll -
; Deterministic: the same input gives the same output.
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -S < %S/Inputs/shapes.ll | diff %t.ll -
; After default<O2> (which folds the names' getelementptr and addrspacecast
; expressions and may move the calls) the IDs are the same, and O2 after
; the pass keeps them (the __spirv_* calls are not removable).
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,spec-constants' -S < %S/Inputs/shapes.ll | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>' -S < %S/Inputs/shapes.ll | FileCheck %s --check-prefix=O2
; O2-NOT: __sycl_get
; O2: call i8 @_Z20__spirv_SpecConstantia(i32 6, i8 1)
; O2: call float @_Z20__spirv_SpecConstantif(i32 19, float 2.500000e+00)
; O2: !{!"name.S", i32 6, i32 0, i32 1, i32 7, i32 4, i32 4, i32 8, i32 8, i32 1, i32 -1, i32 9, i32 3}
; O2: !{!"name.f", i32 19, i32 0, i32 4}
; The getters and the names' private strings are gone; the
; specialization_id globals stay (debug info may name them).
; RUN: FileCheck %s --check-prefix=GONE --input-file %t.ll
; GONE-NOT: __sycl_get
; GONE-NOT: @str.
; GONE: @id.b = addrspace(1) constant
;
; IDs by first use in module order, consecutive over a constant's leaves
; (depth first):
;   b 0, c 1, s 2, l 3, h 4, d 5, S 6-8, V 9-10, A 11-16, Z 17-18, f 19.
; A bool is read as the i8 its default is, then truncated (the reference's
; way: bool and char constants share _Z20__spirv_SpecConstantia).
; CHECK-LABEL: define spir_kernel void @k1(
; CHECK: [[B:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 0, i8 1)
; CHECK-NEXT: [[BT:%[0-9]+]] = trunc i8 [[B]] to i1
; CHECK-NEXT: %z.b = zext i1 [[BT]] to i8
; CHECK: call i8 @_Z20__spirv_SpecConstantia(i32 1, i8 -3)
; CHECK: call i16 @_Z20__spirv_SpecConstantis(i32 2, i16 7)
; CHECK: call i64 @_Z20__spirv_SpecConstantix(i32 3, i64 -1)
; CHECK: call half @_Z20__spirv_SpecConstantiDh(i32 4, half 0xH3C00)
; CHECK: call double @_Z20__spirv_SpecConstantid(i32 5, double 5.000000e-01)
; struct S { i8, i32, i8 }: three leaves, one composite, stored through sret.
; CHECK: [[S0:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 6, i8 1)
; CHECK-NEXT: [[S1:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 2)
; CHECK-NEXT: [[S2:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 8, i8 3)
; CHECK-NEXT: [[S:%[0-9]+]] = call %struct.S @_Z29__spirv_SpecConstantCompositeaia_Rstruct.S(i8 [[S0]], i32 [[S1]], i8 [[S2]])
; CHECK-NEXT: store %struct.S [[S]], ptr addrspace(4) %tmp.S.as4, align 4
; <2 x i32>, returned by value.
; CHECK: [[V0:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 9, i32 5)
; CHECK-NEXT: [[V1:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 10, i32 6)
; CHECK-NEXT: [[V:%[0-9]+]] = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii_RDv2_i(i32 [[V0]], i32 [[V1]])
; CHECK-NEXT: store <2 x i32> [[V]], ptr addrspace(1) %out
; [2 x [3 x i16]]: a composite per inner array, then the outer one.
; CHECK: call i16 @_Z20__spirv_SpecConstantis(i32 11, i16 1)
; CHECK: call i16 @_Z20__spirv_SpecConstantis(i32 13, i16 3)
; CHECK-NEXT: [[A0:%[0-9]+]] = call [3 x i16] @_Z29__spirv_SpecConstantCompositesss_RA3_s(
; CHECK: call i16 @_Z20__spirv_SpecConstantis(i32 16, i16 6)
; CHECK-NEXT: [[A1:%[0-9]+]] = call [3 x i16] @_Z29__spirv_SpecConstantCompositesss_RA3_s(
; CHECK-NEXT: [[A:%[0-9]+]] = call [2 x [3 x i16]] @_Z29__spirv_SpecConstantCompositeA3_sA3_s_RA2_A3_s([3 x i16] [[A0]], [3 x i16] [[A1]])
; CHECK-NEXT: store [2 x [3 x i16]] [[A]], ptr addrspace(4) %tmp.A.as4, align 2
; struct Z { float, double } = zeroinitializer: zero leaves.
; CHECK: call float @_Z20__spirv_SpecConstantif(i32 17, float 0.000000e+00)
; CHECK-NEXT: call double @_Z20__spirv_SpecConstantid(i32 18, double 0.000000e+00)
; CHECK-NEXT: call %struct.Z @_Z29__spirv_SpecConstantCompositefd_Rstruct.Z(
; f, twice here and once in @k2: always ID 19; s in @k2 keeps ID 2.
; CHECK: call float @_Z20__spirv_SpecConstantif(i32 19, float 2.500000e+00)
; CHECK: call float @_Z20__spirv_SpecConstantif(i32 19, float 2.500000e+00)
; CHECK-LABEL: define spir_func void @k2(
; CHECK: call float @_Z20__spirv_SpecConstantif(i32 19, float 2.500000e+00)
; CHECK: call i16 @_Z20__spirv_SpecConstantis(i32 2, i16 7)
;
; Declarations are spir_func, as the calls (spir64 triple).
; CHECK: declare i8 @_Z20__spirv_SpecConstantia(i32, i8)
;
; Metadata, by hand (spir64 layout: i64 and double 8-aligned):
;   scalars: (ID, 0, store size);
;   S { i8 @0, i32 @4, i8 @8 }, size 12: (6,0,1) (7,4,4) (8,8,1), then the
;     3 bytes after the last member as padding (-1,9,3); the 3 bytes between
;     members are not described (the reference's rule);
;   V: (9,0,4) (10,4,4); A: six i16 at 0,2,...,10 with IDs 11-16;
;   Z { float @0, double @8 }, size 16: (17,0,4) (18,8,8), no tail padding.
; CHECK: !sycl.specialization-constants = !{![[B:[0-9]+]], ![[C:[0-9]+]], ![[SH:[0-9]+]], ![[L:[0-9]+]], ![[H:[0-9]+]], ![[D:[0-9]+]], ![[S:[0-9]+]], ![[V:[0-9]+]], ![[A:[0-9]+]], ![[Z:[0-9]+]], ![[F:[0-9]+]]}
; CHECK: !sycl.specialization-constants-default-values = !{![[DB:[0-9]+]], ![[DC:[0-9]+]], ![[DS:[0-9]+]], ![[DL:[0-9]+]], ![[DH:[0-9]+]], ![[DD:[0-9]+]], ![[DSS:[0-9]+]], ![[DV:[0-9]+]], ![[DA:[0-9]+]], ![[DZ:[0-9]+]], ![[DF:[0-9]+]]}
; CHECK-DAG: ![[B]] = !{!"name.b", i32 0, i32 0, i32 1}
; CHECK-DAG: ![[C]] = !{!"name.c", i32 1, i32 0, i32 1}
; CHECK-DAG: ![[SH]] = !{!"name.s", i32 2, i32 0, i32 2}
; CHECK-DAG: ![[L]] = !{!"name.l", i32 3, i32 0, i32 8}
; CHECK-DAG: ![[H]] = !{!"name.h", i32 4, i32 0, i32 2}
; CHECK-DAG: ![[D]] = !{!"name.d", i32 5, i32 0, i32 8}
; CHECK-DAG: ![[S]] = !{!"name.S", i32 6, i32 0, i32 1, i32 7, i32 4, i32 4, i32 8, i32 8, i32 1, i32 -1, i32 9, i32 3}
; CHECK-DAG: ![[V]] = !{!"name.V", i32 9, i32 0, i32 4, i32 10, i32 4, i32 4}
; CHECK-DAG: ![[A]] = !{!"name.A", i32 11, i32 0, i32 2, i32 12, i32 2, i32 2, i32 13, i32 4, i32 2, i32 14, i32 6, i32 2, i32 15, i32 8, i32 2, i32 16, i32 10, i32 2}
; CHECK-DAG: ![[Z]] = !{!"name.Z", i32 17, i32 0, i32 4, i32 18, i32 8, i32 8}
; CHECK-DAG: ![[F]] = !{!"name.f", i32 19, i32 0, i32 4}
; The defaults, one per constant, as the specialization_ids hold them.
; CHECK-DAG: ![[DB]] = !{i8 1}
; CHECK-DAG: ![[DC]] = !{i8 -3}
; CHECK-DAG: ![[DS]] = !{i16 7}
; CHECK-DAG: ![[DL]] = !{i64 -1}
; CHECK-DAG: ![[DH]] = !{half 0xH3C00}
; CHECK-DAG: ![[DD]] = !{double 5.000000e-01}
; CHECK-DAG: ![[DSS]] = !{%struct.S { i8 1, i32 2, i8 3 }}
; CHECK-DAG: ![[DV]] = !{<2 x i32> <i32 5, i32 6>}
; CHECK-DAG: ![[DA]] = !{[2 x [3 x i16]] {{\[}}[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]]}
; CHECK-DAG: ![[DZ]] = !{%struct.Z zeroinitializer}
; CHECK-DAG: ![[DF]] = !{float 2.500000e+00}
