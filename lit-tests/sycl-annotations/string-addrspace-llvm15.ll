; LLVM 15's annotation intrinsics take their strings in address space 0 only
; (overloaded on the annotated pointer alone: .p4), so the rewritten string
; is there, where the old one was, and the call keeps its overload. From
; LLVM 16, where both spaces can occur: string-addrspace.ll.
; REQUIRES: llvm15 # the only LLVM whose intrinsics fix the strings to address space 0
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %t.ll | diff %t.ll -

; CHECK: @[[S0:.str.spirv-props[.0-9]*]] = private unnamed_addr constant [11 x i8] c"{5827:\224\22}\00", section "llvm.metadata"
; CHECK-NOT: addrspace(1) constant
; CHECK-LABEL: define spir_func void @strings_in_0(
; CHECK-NEXT:    %a = call ptr addrspace(4) @llvm.ptr.annotation.p4(ptr addrspace(4) %p, ptr @[[S0]], ptr @.file0, i32 5, ptr null)
target triple = "spir64-unknown-unknown"

@.str0 = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file0 = private unnamed_addr constant [6 x i8] c"b.cpp\00", section "llvm.metadata"
@.name0 = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args0 = private unnamed_addr constant { ptr, i32 } { ptr @.name0, i32 4 }, section "llvm.metadata"

define spir_func void @strings_in_0(ptr addrspace(4) %p) {
  %a = call ptr addrspace(4) @llvm.ptr.annotation.p4(ptr addrspace(4) %p, ptr @.str0, ptr @.file0, i32 5, ptr @.args0)
  store i32 1, ptr addrspace(4) %a, align 4
  ret void
}

declare ptr addrspace(4) @llvm.ptr.annotation.p4(ptr addrspace(4), ptr, ptr, i32, ptr)
