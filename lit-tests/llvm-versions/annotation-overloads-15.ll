; In LLVM 15 llvm.ptr.annotation is overloaded on its result only (.p0,
; .p1) and takes its strings in address space 0; sycl-annotations writes
; its calls that way. LLVM 16 and later: annotation-overloads.ll.
; REQUIRES: llvm15 # from LLVM 16 the strings' address space is a second overload
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S %S/../sycl-annotations/Inputs/o2.ll | FileCheck %s

; CHECK: @.str.spirv-props = private unnamed_addr constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; CHECK: call ptr @llvm.ptr.annotation.p0(ptr %m, ptr @.str.spirv-props,
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %m, ptr @.str.spirv-props,
