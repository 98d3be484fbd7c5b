; mode=emulation on Inputs/shapes.ll: each read is a load of the whole
; type from the runtime buffer (the getter's last argument) at the
; constant's offset; one ID per constant; a gap a constant's alignment
; needs is a padding descriptor on the constant before it and a
; [N x i8] zeroinitializer default (the reference's layout).
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %S/Inputs/shapes.ll -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %t.ll | diff %t.ll -
; RUN: FileCheck %s --check-prefix=GONE --input-file %t.ll
; GONE-NOT: __spirv_SpecConstant
; GONE-NOT: __sycl_get
;
; Buffer layout by hand, constants in order of first use, each at the next
; offset its ABI alignment allows (spir64: i64, double and <2 x i32> align
; 8, struct S 4, struct Z 8):
;   b i1 (as i8) 0, size 1     c i8 1, size 1      s i16 2, size 2
;   l i64: 4 -> 8 (gap 4)      h half 16, size 2   d double: 18 -> 24 (gap 6)
;   S 32, size 12              V <2 x i32>: 44 -> 48 (gap 4), size 8
;   A [2 x [3 x i16]] 56, size 12                  Z: 68 -> 72 (gap 4), size 16
;   f float 88.
; CHECK-LABEL: define spir_kernel void @k1(
; CHECK: [[P:%[0-9]+]] = getelementptr i8, ptr addrspace(4) %buf, i32 0
; CHECK-NEXT: [[X:%[0-9]+]] = load i8, ptr addrspace(4) [[P]], align 1
; CHECK-NEXT: [[XT:%[0-9]+]] = trunc i8 [[X]] to i1
; CHECK-NEXT: %z.b = zext i1 [[XT]] to i8
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 1
; CHECK-NEXT: load i8, ptr addrspace(4) %{{[0-9]+}}, align 1
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 2
; CHECK-NEXT: load i16, ptr addrspace(4) %{{[0-9]+}}, align 2
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 8
; CHECK-NEXT: load i64, ptr addrspace(4) %{{[0-9]+}}, align 8
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 16
; CHECK-NEXT: load half, ptr addrspace(4) %{{[0-9]+}}, align 2
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 24
; CHECK-NEXT: load double, ptr addrspace(4) %{{[0-9]+}}, align 8
; A composite is one load of its type, stored through sret.
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 32
; CHECK-NEXT: [[S:%[0-9]+]] = load %struct.S, ptr addrspace(4) %{{[0-9]+}}, align 4
; CHECK-NEXT: store %struct.S [[S]], ptr addrspace(4) %tmp.S.as4, align 4
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 48
; CHECK-NEXT: load <2 x i32>, ptr addrspace(4) %{{[0-9]+}}, align 8
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 56
; CHECK-NEXT: load [2 x [3 x i16]], ptr addrspace(4) %{{[0-9]+}}, align 2
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 72
; CHECK-NEXT: load %struct.Z, ptr addrspace(4) %{{[0-9]+}}, align 8
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 88
; CHECK-NEXT: load float
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 88
; CHECK-NEXT: load float
; CHECK-LABEL: define spir_func void @k2(
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 88
; CHECK-NEXT: load float
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 2
; CHECK-NEXT: load i16
;
; Metadata: (index, 0, store size), and after s, h, S and A the gap the
; next constant needed: (-1, size, gap).
; CHECK: !sycl.specialization-constants = !{![[B:[0-9]+]], ![[C:[0-9]+]], ![[SH:[0-9]+]], ![[L:[0-9]+]], ![[H:[0-9]+]], ![[D:[0-9]+]], ![[S:[0-9]+]], ![[V:[0-9]+]], ![[A:[0-9]+]], ![[Z:[0-9]+]], ![[F:[0-9]+]]}
; The defaults with a zero default per gap, before the constant after it:
; b c s gap4 l h gap6 d S gap4 V A gap4 Z f.
; CHECK: !sycl.specialization-constants-default-values = !{![[DB:[0-9]+]], ![[DC:[0-9]+]], ![[DS:[0-9]+]], ![[G4:[0-9]+]], ![[DL:[0-9]+]], ![[DH:[0-9]+]], ![[G6:[0-9]+]], ![[DD:[0-9]+]], ![[DSS:[0-9]+]], ![[G4]], ![[DV:[0-9]+]], ![[DA:[0-9]+]], ![[G4]], ![[DZ:[0-9]+]], ![[DF:[0-9]+]]}
; CHECK-DAG: ![[B]] = !{!"name.b", i32 0, i32 0, i32 1}
; CHECK-DAG: ![[C]] = !{!"name.c", i32 1, i32 0, i32 1}
; CHECK-DAG: ![[SH]] = !{!"name.s", i32 2, i32 0, i32 2, i32 -1, i32 2, i32 4}
; CHECK-DAG: ![[L]] = !{!"name.l", i32 3, i32 0, i32 8}
; CHECK-DAG: ![[H]] = !{!"name.h", i32 4, i32 0, i32 2, i32 -1, i32 2, i32 6}
; CHECK-DAG: ![[D]] = !{!"name.d", i32 5, i32 0, i32 8}
; CHECK-DAG: ![[S]] = !{!"name.S", i32 6, i32 0, i32 12, i32 -1, i32 12, i32 4}
; CHECK-DAG: ![[V]] = !{!"name.V", i32 7, i32 0, i32 8}
; CHECK-DAG: ![[A]] = !{!"name.A", i32 8, i32 0, i32 12, i32 -1, i32 12, i32 4}
; CHECK-DAG: ![[Z]] = !{!"name.Z", i32 9, i32 0, i32 16}
; CHECK-DAG: ![[F]] = !{!"name.f", i32 10, i32 0, i32 4}
; CHECK-DAG: ![[G4]] = !{[4 x i8] zeroinitializer}
; CHECK-DAG: ![[G6]] = !{[6 x i8] zeroinitializer}
; CHECK-DAG: ![[DB]] = !{i8 1}
; CHECK-DAG: ![[DL]] = !{i64 -1}
; CHECK-DAG: ![[DZ]] = !{%struct.Z zeroinitializer}
; CHECK-DAG: ![[DF]] = !{float 2.500000e+00}
