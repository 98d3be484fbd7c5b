; What the annotation clean-up reads and deletes in an annotation's argument
; struct:
; - a value reached through a constant GEP is read at its offset
;   (gep(@"xx4", 2) is "4"; gep(@"4", 1) is "", not "4");
; - after the rewrite it deletes only the strings and structs nothing uses:
;   a global with properties (or decorations, or that is not a constant)
;   that only an argument struct pointed at (here the unread fifth operand
;   of a {X:Y} annotation, which format=decorations removes) stays, with
;   its decorations.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<format=decorations>' -S %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %S/Inputs/argument-gep-empty.ll 2>&1 | FileCheck %s --check-prefix=EMPTY

; EMPTY: error: sycl-annotations: @k, line 2 of g.cpp: property 'sycl-num-banks' = '': '' is not an unsigned integer

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: @.args
; CHECK: @dg = internal addrspace(1) global i32 0, !spirv.Decorations ![[DG:[0-9]+]] #0
; CHECK-NOT: @.args
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"g.cpp\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.xx4 = private unnamed_addr constant [4 x i8] c"xx4\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr getelementptr inbounds ([4 x i8], ptr @.xx4, i64 0, i64 2) }, section "llvm.metadata"
@.fmt = private unnamed_addr constant [9 x i8] c"{5827:2}\00", section "llvm.metadata"
@dg = internal addrspace(1) global i32 0 #0
@.dgargs = private unnamed_addr constant { ptr addrspace(1) } { ptr addrspace(1) @dg }, section "llvm.metadata"

; CHECK: %a = getelementptr inbounds i32, ptr %p, i64 1, !spirv.Decorations ![[A:[0-9]+]]
; CHECK: %b = getelementptr inbounds i32, ptr %p, i64 2, !spirv.Decorations ![[B:[0-9]+]]
define spir_kernel void @k(ptr %p) {
entry:
  %a = getelementptr inbounds i32, ptr %p, i64 1
  %a.1 = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.str, ptr @.file, i32 1, ptr @.args)
  store i32 0, ptr %a.1, align 4
  %b = getelementptr inbounds i32, ptr %p, i64 2
  %b.1 = call ptr @llvm.ptr.annotation.p0(ptr %b, ptr @.fmt, ptr @.file, i32 2, ptr @.dgargs)
  store i32 0, ptr %b.1, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)

attributes #0 = { "sycl-num-banks"="8" }

; CHECK-DAG: ![[DG]] = !{![[NB8:[0-9]+]]}
; CHECK-DAG: ![[NB8]] = !{i32 5827, i32 8}
; CHECK-DAG: ![[A]] = !{![[NB4:[0-9]+]]}
; CHECK-DAG: ![[NB4]] = !{i32 5827, i32 4}
; CHECK-DAG: ![[B]] = !{![[NB2:[0-9]+]]}
; CHECK-DAG: ![[NB2]] = !{i32 5827, i32 2}
