; The rewritten annotation string goes to the address space of the string it
; replaces, as the reference's does (it creates the new global in the
; address space of the intrinsic's string argument): from LLVM 16 the
; intrinsics are overloaded on it, so both forms meet here. DPC++'s front
; end puts the strings in address space 1 (.p4.p1, and llvm.var.annotation
; .p0.p1); clang-15 in 0 (.p4.p0). Each keeps its own; the call, its
; overload and the file name stay as they were; the old strings go.
; UNSUPPORTED: llvm15 # the strings' address space is an overload from LLVM 16; string-addrspace-llvm15.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.ll --check-prefix=GONE
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %t.ll | diff %t.ll -

; NumbanksINTEL 5827, once per address space.
; CHECK-DAG: @[[S1:.str.spirv-props[.0-9]*]] = private unnamed_addr addrspace(1) constant [11 x i8] c"{5827:\224\22}\00", section "llvm.metadata"
; CHECK-DAG: @[[S0:.str.spirv-props[.0-9]*]] = private unnamed_addr constant [11 x i8] c"{5827:\224\22}\00", section "llvm.metadata"
; GONE-NOT: sycl-properties
; GONE-NOT: sycl-num-banks
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.name = private unnamed_addr addrspace(1) constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.four = private unnamed_addr addrspace(1) constant [2 x i8] c"4\00", section "llvm.metadata"
@.args = private unnamed_addr addrspace(1) constant { ptr addrspace(1), ptr addrspace(1) } { ptr addrspace(1) @.name, ptr addrspace(1) @.four }, section "llvm.metadata"

@.str0 = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file0 = private unnamed_addr constant [6 x i8] c"b.cpp\00", section "llvm.metadata"
@.name0 = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args0 = private unnamed_addr constant { ptr, i32 } { ptr @.name0, i32 4 }, section "llvm.metadata"

; CHECK-LABEL: define spir_func void @strings_in_1(
; CHECK-NEXT:    %a = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %p, ptr addrspace(1) @[[S1]], ptr addrspace(1) @.file, i32 3, ptr addrspace(1) null)
; CHECK-NEXT:    store i32 1, ptr addrspace(4) %a, align 4
; CHECK-NEXT:    call void @llvm.var.annotation.p0.p1(ptr %q, ptr addrspace(1) @[[S1]], ptr addrspace(1) @.file, i32 4, ptr addrspace(1) null)
define spir_func void @strings_in_1(ptr addrspace(4) %p, ptr %q) {
  %a = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %p, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 3, ptr addrspace(1) @.args)
  store i32 1, ptr addrspace(4) %a, align 4
  call void @llvm.var.annotation.p0.p1(ptr %q, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 4, ptr addrspace(1) @.args)
  ret void
}

; CHECK-LABEL: define spir_func void @strings_in_0(
; CHECK-NEXT:    %a = call ptr addrspace(4) @llvm.ptr.annotation.p4.p0(ptr addrspace(4) %p, ptr @[[S0]], ptr @.file0, i32 5, ptr null)
define spir_func void @strings_in_0(ptr addrspace(4) %p) {
  %a = call ptr addrspace(4) @llvm.ptr.annotation.p4.p0(ptr addrspace(4) %p, ptr @.str0, ptr @.file0, i32 5, ptr @.args0)
  store i32 1, ptr addrspace(4) %a, align 4
  ret void
}

declare ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(4) @llvm.ptr.annotation.p4.p0(ptr addrspace(4), ptr, ptr, i32, ptr)
declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
