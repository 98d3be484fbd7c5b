; llvm.ptr.annotation is overloaded on the address space of its strings
; from LLVM 16 (Intrinsics.td: llvm_anyptr_ty), so its name carries two
; suffixes there. The IR reader upgrades the old one-suffix calls (the input
; here is written as LLVM 15 writes it); sycl-annotations, format
; annotation-string, puts its strings in address space 1 (CrossWorkgroup,
; which the translators accept) and calls .p0.p1 / .p1.p1. LLVM 15:
; annotation-overloads-15.ll.
; UNSUPPORTED: llvm15 # one overload (.p0) only; annotation-overloads-15.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S %S/../sycl-annotations/Inputs/o2.ll | FileCheck %s

; CHECK: @.str.spirv-props = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; CHECK: call ptr @llvm.ptr.annotation.p0.p1(ptr %m, ptr addrspace(1) @.str.spirv-props,
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %m, ptr addrspace(1) @.str.spirv-props,
; CHECK-NOT: @llvm.ptr.annotation.p0(
; CHECK-NOT: @llvm.ptr.annotation.p1(
