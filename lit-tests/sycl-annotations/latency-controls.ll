; Latency controls (sycl-latency-anchor-id "N", sycl-latency-constraint
; "target,type,cycle", as DPC++'s headers write them) take integer
; operands, as the grammar's LatencyControlLabelINTEL /
; LatencyControlConstraintINTEL say: in format=decorations they are i32
; literals (a string operand made Intel's 2024.2 translator stop with "First
; extra operand in default decoration case must be integer" and llc-22 emit
; a malformed OpDecorate). In annotation-string format the value stays as
; written ({6173:"0,1,5"}, the reference's string). Every LLVM build; the
; SPIR-V ends: latency-controls-consumers.ll.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S < %s | FileCheck %s --check-prefix=DECO
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s | FileCheck %s --check-prefix=STR

target triple = "spir64-unknown-unknown"

; STR-DAG: c"{6172:\220\22}\00"
; STR-DAG: c"{6172:\221\22}{6173:\220,1,5\22}\00"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"l.cpp\00", section "llvm.metadata"
@.anchor = private unnamed_addr constant [23 x i8] c"sycl-latency-anchor-id\00", section "llvm.metadata"
@.constraint = private unnamed_addr constant [24 x i8] c"sycl-latency-constraint\00", section "llvm.metadata"
@.v0 = private unnamed_addr constant [2 x i8] c"0\00", section "llvm.metadata"
@.v1 = private unnamed_addr constant [2 x i8] c"1\00", section "llvm.metadata"
@.v015 = private unnamed_addr constant [6 x i8] c"0,1,5\00", section "llvm.metadata"
@.args.a = private unnamed_addr constant { ptr, ptr } { ptr @.anchor, ptr @.v0 }, section "llvm.metadata"
@.args.b = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.anchor, ptr @.v1, ptr @.constraint, ptr @.v015 }, section "llvm.metadata"

; DECO: define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) !spirv.ParameterDecorations ![[PD:[0-9]+]]
define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %in, ptr @.str, ptr @.file, i32 1, ptr @.args.a)
  %v = load i32, ptr addrspace(1) %a, align 4
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %out, ptr @.str, ptr @.file, i32 2, ptr @.args.b)
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)

; DECO-DAG: ![[PD]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]]}
; DECO-DAG: ![[IN]] = !{![[L0:[0-9]+]]}
; DECO-DAG: ![[L0]] = !{i32 6172, i32 0}
; DECO-DAG: ![[OUT]] = !{![[L1:[0-9]+]], ![[C:[0-9]+]]}
; DECO-DAG: ![[L1]] = !{i32 6172, i32 1}
; DECO-DAG: ![[C]] = !{i32 6173, i32 0, i32 1, i32 5}
