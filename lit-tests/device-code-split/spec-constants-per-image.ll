; A native image carries only the specialization-constant entries of the
; constants its own functions set: !sycl.specialization-constants and
; !sycl.specialization-constants-default-values restricted, entry by entry
; and in the module's list order, to those constants (the lists are what
; its property sets are computed from, so the .prop is the same as with
; the whole lists). Before, every image got the whole module's lists:
; split=kernel copied images x constants nodes (bench/SPEC_CONSTANTS.md).
; Emulation images keep every constant (the loads use the whole module's
; buffer offsets).
;
; Four constants, IDs by first use: A (i32 = 7) ID 0, C (struct { i32, i32 }
; = { 1, 2 }) IDs 1 and 2, B (i16 = 3) ID 3, D (i8 = 5) ID 4. @k1 reads A
; and, through @helper, D; @k2 reads C and B; @k3 reads none; @k4 reads D
; through @helper. @k1 and @k2 come from a.cpp, @k3 and @k4 from b.cpp.
;
; RUN: rm -rf %t && mkdir -p %t/nk %t/ns %t/ek
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' %s -o %t/native.bc
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' %s -o %t/emulation.bc
; RUN: cd %t/nk && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties;symbols>' %t/native.bc -disable-output
; RUN: cd %t/ns && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;properties;symbols>' %t/native.bc -disable-output
; RUN: cd %t/ek && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/emulation.bc -disable-output
;
; Images in descending key order: split=kernel k4, k3, k2, k1; split=source
; b.cpp (k3, k4), then a.cpp (k1, k2).
; RUN: cat %t/nk/t_0.sym %t/nk/t_1.sym %t/nk/t_2.sym %t/nk/t_3.sym %t/ns/t_0.sym %t/ns/t_1.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; SYM: k4
; SYM-NEXT: k3
; SYM-NEXT: k2
; SYM-NEXT: k1
; SYM-NEXT: k3
; SYM-NEXT: k4
; SYM-NEXT: k1
; SYM-NEXT: k2
;
; k4: D only, set in @helper, which the image holds.
; RUN: llvm-dis %t/nk/t_0.bc -o - | FileCheck %s --check-prefix=K4
; K4: !sycl.specialization-constants = !{![[D:[0-9]+]]}
; K4-NEXT: !sycl.specialization-constants-default-values = !{![[DV:[0-9]+]]}
; K4-NEXT: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; K4-DAG: ![[D]] = !{!"D", i32 4, i32 0, i32 1}
; K4-DAG: ![[DV]] = !{i8 5}
; K4-DAG: ![[M]] = !{!"native"}
; K4-NOT: !"A"
; K4-NOT: !"B"
; K4-NOT: !"C"
; RUN: python3 %S/../../scripts/propfile.py %t/nk/t_0.prop | FileCheck %s --check-prefix=K4P --match-full-lines
; K4P: [SYCL/specialization constants]
; K4P-NEXT: D=2|12 bytes: 04 00 00 00 00 00 00 00 01 00 00 00
; K4P-NEXT: [SYCL/specialization constants default values]
; K4P-NEXT: all=2|1 bytes: 05
; K4P-NOT: {{.}}
;
; k3: no entries, no lists, only the recorded mode; both sets, empty (the
; module lists constants).
; RUN: llvm-dis %t/nk/t_1.bc -o - | FileCheck %s --check-prefix=K3
; K3-NOT: !sycl.specialization-constants =
; K3-NOT: !sycl.specialization-constants-default-values =
; K3: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; K3-NOT: !sycl.specialization-constants
; K3: ![[M]] = !{!"native"}
; K3-NOT: !{!"
; RUN: python3 %S/../../scripts/propfile.py %t/nk/t_1.prop | FileCheck %s --check-prefix=K3P --match-full-lines
; K3P: [SYCL/specialization constants]
; K3P-NEXT: [SYCL/specialization constants default values]
; K3P-NEXT: all=2|0 bytes:
; K3P-NOT: {{.}}
;
; k2: C then B, the list's order (not the order of its calls).
; RUN: llvm-dis %t/nk/t_2.bc -o - | FileCheck %s --check-prefix=K2
; K2: !sycl.specialization-constants = !{![[C:[0-9]+]], ![[B:[0-9]+]]}
; K2-NEXT: !sycl.specialization-constants-default-values = !{![[CV:[0-9]+]], ![[BV:[0-9]+]]}
; K2-DAG: ![[C]] = !{!"C", i32 1, i32 0, i32 4, i32 2, i32 4, i32 4}
; K2-DAG: ![[B]] = !{!"B", i32 3, i32 0, i32 2}
; K2-DAG: ![[CV]] = !{%struct.C { i32 1, i32 2 }}
; K2-DAG: ![[BV]] = !{i16 3}
; K2-NOT: !"A"
; K2-NOT: !"D"
; RUN: python3 %S/../../scripts/propfile.py %t/nk/t_2.prop | FileCheck %s --check-prefix=K2P --match-full-lines
; K2P: [SYCL/specialization constants]
; K2P-NEXT: C=2|24 bytes: 01 00 00 00 00 00 00 00 04 00 00 00 02 00 00 00 04 00 00 00 04 00 00 00
; K2P-NEXT: B=2|12 bytes: 03 00 00 00 00 00 00 00 02 00 00 00
; K2P-NEXT: [SYCL/specialization constants default values]
; K2P-NEXT: all=2|10 bytes: 01 00 00 00 02 00 00 00 03 00
; K2P-NOT: {{.}}
;
; k1: A, and D through @helper.
; RUN: llvm-dis %t/nk/t_3.bc -o - | FileCheck %s --check-prefix=K1
; K1: !sycl.specialization-constants = !{![[A:[0-9]+]], ![[D:[0-9]+]]}
; K1-NEXT: !sycl.specialization-constants-default-values = !{![[AV:[0-9]+]], ![[DV:[0-9]+]]}
; K1-DAG: ![[A]] = !{!"A", i32 0, i32 0, i32 4}
; K1-DAG: ![[D]] = !{!"D", i32 4, i32 0, i32 1}
; K1-DAG: ![[AV]] = !{i32 7}
; K1-DAG: ![[DV]] = !{i8 5}
; K1-NOT: !"B"
; K1-NOT: !"C"
; RUN: python3 %S/../../scripts/propfile.py %t/nk/t_3.prop | FileCheck %s --check-prefix=K1P --match-full-lines
; K1P: [SYCL/specialization constants]
; K1P-NEXT: A=2|12 bytes: 00 00 00 00 00 00 00 00 04 00 00 00
; K1P-NEXT: D=2|12 bytes: 04 00 00 00 00 00 00 00 01 00 00 00
; K1P-NEXT: [SYCL/specialization constants default values]
; K1P-NEXT: all=2|5 bytes: 07 00 00 00 05
; K1P-NOT: {{.}}
;
; split=source: b.cpp's image D (k3 none, k4 D); a.cpp's all four, the
; union of k1's and k2's.
; RUN: llvm-dis %t/ns/t_0.bc -o - | FileCheck %s --check-prefix=SB
; SB: !sycl.specialization-constants = !{![[D:[0-9]+]]}
; SB: ![[D]] = !{!"D", i32 4, i32 0, i32 1}
; RUN: llvm-dis %t/ns/t_1.bc -o - | FileCheck %s --check-prefix=SA
; SA: !sycl.specialization-constants = !{![[A:[0-9]+]], ![[C:[0-9]+]], ![[B:[0-9]+]], ![[D:[0-9]+]]}
; SA-NEXT: !sycl.specialization-constants-default-values = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
; RUN: python3 %S/../../scripts/propfile.py %t/ns/t_0.prop %t/ns/t_1.prop | FileCheck %s --check-prefix=SP --match-full-lines
; SP: [SYCL/specialization constants]
; SP-NEXT: D=2|12 bytes: 04 00 00 00 00 00 00 00 01 00 00 00
; SP-NEXT: [SYCL/specialization constants default values]
; SP-NEXT: all=2|1 bytes: 05
; SP: [SYCL/specialization constants]
; SP-NEXT: A=2|12 bytes: 00 00 00 00 00 00 00 00 04 00 00 00
; SP-NEXT: C=2|24 bytes: 01 00 00 00 00 00 00 00 04 00 00 00 02 00 00 00 04 00 00 00 04 00 00 00
; SP-NEXT: B=2|12 bytes: 03 00 00 00 00 00 00 00 02 00 00 00
; SP-NEXT: D=2|12 bytes: 04 00 00 00 00 00 00 00 01 00 00 00
; SP-NEXT: [SYCL/specialization constants default values]
; SP-NEXT: all=2|15 bytes: 07 00 00 00 01 00 00 00 02 00 00 00 03 00 05
;
; Emulation: every image, k3's too, keeps all four constants and their
; defaults (C at offset 4 needs no gap: no padding default).
; RUN: llvm-dis %t/ek/t_1.bc -o - | FileCheck %s --check-prefix=EMU
; EMU: !sycl.specialization-constants = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
; EMU-NEXT: !sycl.specialization-constants-default-values = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
; EMU-NEXT: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; EMU: ![[M]] = !{!"emulation"}
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.C = type { i32, i32 }

@str.A = private unnamed_addr constant [2 x i8] c"A\00"
@id.A = addrspace(1) constant { i32 } { i32 7 }
@str.B = private unnamed_addr constant [2 x i8] c"B\00"
@id.B = addrspace(1) constant { i16 } { i16 3 }
@str.C = private unnamed_addr constant [2 x i8] c"C\00"
@id.C = addrspace(1) constant { %struct.C } { %struct.C { i32 1, i32 2 } }
@str.D = private unnamed_addr constant [2 x i8] c"D\00"
@id.D = addrspace(1) constant { i8 } { i8 5 }

define spir_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %buf1) #0 {
entry:
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  %a = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.A to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.A to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i32 %a, ptr addrspace(1) %out
  call spir_func void @helper(ptr addrspace(1) %out, ptr addrspace(4) %buf)
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %buf1) #0 {
entry:
  %tmp = alloca %struct.C, align 4
  %tmp.as4 = addrspacecast ptr %tmp to ptr addrspace(4)
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1CET_PKcPvS4_(ptr addrspace(4) sret(%struct.C) %tmp.as4, ptr addrspace(4) addrspacecast (ptr @str.C to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.C to ptr addrspace(4)), ptr addrspace(4) %buf)
  %c = load %struct.C, ptr %tmp
  store %struct.C %c, ptr addrspace(1) %out
  %b = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.B to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.B to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i16 %b, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k3(ptr addrspace(1) %out) #1 {
entry:
  store i32 0, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k4(ptr addrspace(1) %out, ptr addrspace(1) %buf1) #1 {
entry:
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  call spir_func void @helper(ptr addrspace(1) %out, ptr addrspace(4) %buf)
  ret void
}

define spir_func void @helper(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %d = call spir_func i8 @_Z37__sycl_getScalar2020SpecConstantValueIaET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.D to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.D to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i8 %d, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i8 @_Z37__sycl_getScalar2020SpecConstantValueIaET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1CET_PKcPvS4_(ptr addrspace(4) sret(%struct.C), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
