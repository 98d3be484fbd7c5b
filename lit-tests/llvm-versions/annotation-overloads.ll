; llvm.ptr.annotation is overloaded on the address space of its strings
; from LLVM 16 (Intrinsics.td: llvm_anyptr_ty), so its name carries two
; suffixes there. The IR reader upgrades the old one-suffix calls (the input
; here is written as LLVM 15 writes it) to .p0.p0 / .p1.p0; sycl-annotations,
; format annotation-string, writes its string where the old one was (address
; space 0 here, as the reference does) and keeps those calls. Strings in
; address space 1: sycl-annotations/string-addrspace.ll. LLVM 15:
; annotation-overloads-15.ll.
; UNSUPPORTED: llvm15 # one overload (.p0) only; annotation-overloads-15.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S %S/../sycl-annotations/Inputs/o2.ll | FileCheck %s

; CHECK: @.str.spirv-props = private unnamed_addr constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; CHECK: call ptr @llvm.ptr.annotation.p0.p0(ptr %m, ptr @.str.spirv-props,
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %m, ptr @.str.spirv-props,
; CHECK-NOT: @llvm.ptr.annotation.p0(
; CHECK-NOT: @llvm.ptr.annotation.p1(
; CHECK-NOT: .p1.p1
; CHECK-NOT: .p0.p1
