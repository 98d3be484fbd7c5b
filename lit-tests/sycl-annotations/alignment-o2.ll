; sycl-alignment after and before default<O2>, which changes the accesses:
; GVN forwards the stored value, so the load through the annotated pointer
; is gone and only the store is left to take the alignment. Either order
; ends with the store at 16 and no annotation (the global is aligned to 16,
; the front end wrote 4).
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations' -S < %s -o %t.after.ll
; RUN: FileCheck %s --input-file %t.after.ll
; RUN: opt -passes=verify -disable-output %t.after.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %t.after.ll | diff %t.after.ll -
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' -S %s | FileCheck %s

; CHECK-NOT: llvm.ptr.annotation
; CHECK-NOT: {44:
; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    store i32 1, ptr addrspacecast (ptr addrspace(1) @g to ptr), align 16
; CHECK-NEXT:    store i32 1, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void

target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.al = private unnamed_addr constant [15 x i8] c"sycl-alignment\00", section "llvm.metadata"
@.args.16 = private unnamed_addr constant { ptr, i32 } { ptr @.al, i32 16 }, section "llvm.metadata"
@g = addrspace(1) global [4 x i32] zeroinitializer, align 16

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = addrspacecast ptr addrspace(1) @g to ptr
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 1, ptr @.args.16)
  store i32 1, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
