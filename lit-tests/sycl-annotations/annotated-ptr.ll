; Every decoration property of the registry is lowered when it appears in a
; "sycl-properties" annotation, as the reference does, not only those made
; for struct members: annotated_ptr<T, properties<buffer_location<3>,
; awidth<32>>> (the header writes each value as a string) becomes
; {5921:"3"}{6177:"32"}; sycl-implement-in-csr and sycl-init-mode too. In
; annotation-string format a value stays as the front-end wrote it
; ({6191:"true"}, or {6149:"true"} with numbering=draft); a decoration without
; operands (conduit) is bare. format=decorations gives the decorations with
; typed operands. A kernel property in an annotation is still a warning.
; sycl-alignment alone on a pointer no load or store uses keeps its value as
; the Alignment decoration (44), as the reference does, instead of vanishing.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<numbering=draft>' -S < %s 2>/dev/null | FileCheck %s --check-prefix=DRAFT
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S < %s 2>/dev/null -o %t.deco.ll
; RUN: FileCheck %s --check-prefix=DECO < %t.deco.ll
; RUN: FileCheck %s --check-prefix=NODECL < %t.deco.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s 2>/dev/null | opt -load-pass-plugin %plugin -passes=sycl-annotations -S 2>/dev/null | FileCheck %s

; WARN: warning: sycl-annotations: @k, line 4 of a.cpp: property 'sycl-sub-group-size' = '16' applies to kernel only, not to a struct member: left out of the rewritten annotation
; WARN-NOT: warning

target triple = "spir64-unknown-unknown"

; BufferLocationINTEL 5921, MMHostInterfaceAddressWidthINTEL 6177,
; ImplementInRegisterMapALTERA 6191, InitModeALTERA 6190,
; ConduitKernelArgumentINTEL 6175.
; CHECK-DAG: c"{5921:\223\22}{6177:\2232\22}\00"
; CHECK-DAG: c"{6191:\22true\22}{6190:\221\22}\00"
; CHECK-DAG: c"{6175}\00"
; CHECK-DAG: c"{44:\2264\22}\00"
; CHECK-DAG: call ptr @llvm.ptr.annotation.p0{{[^(]*}}(ptr %s,
; DRAFT-DAG: c"{6149:\22true\22}{6148:\221\22}\00"
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.bl = private unnamed_addr constant [21 x i8] c"sycl-buffer-location\00", section "llvm.metadata"
@.3 = private unnamed_addr constant [2 x i8] c"3\00", section "llvm.metadata"
@.aw = private unnamed_addr constant [12 x i8] c"sycl-awidth\00", section "llvm.metadata"
@.32 = private unnamed_addr constant [3 x i8] c"32\00", section "llvm.metadata"
@.args.p = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.bl, ptr @.3, ptr @.aw, ptr @.32 }, section "llvm.metadata"
@.csr = private unnamed_addr constant [22 x i8] c"sycl-implement-in-csr\00", section "llvm.metadata"
@.true = private unnamed_addr constant [5 x i8] c"true\00", section "llvm.metadata"
@.init = private unnamed_addr constant [15 x i8] c"sycl-init-mode\00", section "llvm.metadata"
@.1 = private unnamed_addr constant [2 x i8] c"1\00", section "llvm.metadata"
@.args.q = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.csr, ptr @.true, ptr @.init, ptr @.1 }, section "llvm.metadata"
@.conduit = private unnamed_addr constant [13 x i8] c"sycl-conduit\00", section "llvm.metadata"
@.sg = private unnamed_addr constant [20 x i8] c"sycl-sub-group-size\00", section "llvm.metadata"
@.16 = private unnamed_addr constant [3 x i8] c"16\00", section "llvm.metadata"
@.args.r = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.conduit, ptr @.true, ptr @.sg, ptr @.16 }, section "llvm.metadata"

@.al = private unnamed_addr constant [15 x i8] c"sycl-alignment\00", section "llvm.metadata"
@.64 = private unnamed_addr constant [3 x i8] c"64\00", section "llvm.metadata"
@.args.s = private unnamed_addr constant { ptr, ptr } { ptr @.al, ptr @.64 }, section "llvm.metadata"
@sink = global ptr null

; On kernel arguments (annotated_arg, or annotated_ptr straight from a
; parameter) they become parameter decorations.
; DECO: define spir_kernel void @k(ptr %p, ptr %q, ptr %r) !spirv.ParameterDecorations ![[PD:[0-9]+]]
; DECO-NOT: call ptr @llvm.ptr.annotation.p0{{[^(]*}}(ptr %p
; DECO: %s = alloca i32, align 4, !spirv.Decorations ![[SD:[0-9]+]]
define spir_kernel void @k(ptr %p, ptr %q, ptr %r) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 2, ptr @.args.p)
  store i32 1, ptr %a, align 4
  %b = call ptr @llvm.ptr.annotation.p0(ptr %q, ptr @.str, ptr @.file, i32 3, ptr @.args.q)
  store i32 2, ptr %b, align 4
  %c = call ptr @llvm.ptr.annotation.p0(ptr %r, ptr @.str, ptr @.file, i32 4, ptr @.args.r)
  store i32 3, ptr %c, align 4
  %s = alloca i32, align 4
  %d = call ptr @llvm.ptr.annotation.p0(ptr %s, ptr @.str, ptr @.file, i32 5, ptr @.args.s)
  store ptr %d, ptr @sink, align 8
  ret void
}

; No annotation call is left, and so no declaration of the intrinsic.
; NODECL-NOT: llvm.ptr.annotation
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)

; DECO-DAG: ![[PD]] = !{![[P:[0-9]+]], ![[Q:[0-9]+]], ![[R:[0-9]+]]}
; DECO-DAG: ![[P]] = !{![[BL:[0-9]+]], ![[AW:[0-9]+]]}
; DECO-DAG: ![[BL]] = !{i32 5921, i32 3}
; DECO-DAG: ![[AW]] = !{i32 6177, i32 32}
; DECO-DAG: ![[Q]] = !{![[CSR:[0-9]+]], ![[INIT:[0-9]+]]}
; DECO-DAG: ![[CSR]] = !{i32 6191, i32 1}
; DECO-DAG: ![[INIT]] = !{i32 6190, i32 1}
; DECO-DAG: ![[R]] = !{![[CON:[0-9]+]]}
; DECO-DAG: ![[CON]] = !{i32 6175}
; DECO-DAG: ![[SD]] = !{![[AL:[0-9]+]]}
; DECO-DAG: ![[AL]] = !{i32 44, i32 64}
