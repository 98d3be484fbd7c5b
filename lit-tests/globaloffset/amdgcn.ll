; globaloffset on AMDGCN: the intrinsic returns ptr addrspace(5); non-kernel
; clones take ptr addrspace(5); the kernel's clone takes
; ptr addrspace(4) byref([3 x i32]) (the kernel argument segment) and copies
; the offsets into private memory, which its callees' clones get. No AMD GPU
; is at hand: the output is checked as text and by llc for gfx90a.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,default<O2>' -S %s -o %t.o2.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o %t.s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.o2.ll -o %t.o2.s
; RUN: FileCheck %s --input-file %t.s --check-prefix=ASM

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; CHECK-NOT: implicit.offset
declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()

; CHECK-LABEL: define i32 @offset_y() {
; CHECK-NEXT:    ret i32 0
; CHECK-LABEL: define i32 @offset_y_with_offset(ptr addrspace(5) %0) {
; CHECK-NEXT:    %y = getelementptr inbounds i32, ptr addrspace(5) %0, i64 1
; CHECK-NEXT:    %v = load i32, ptr addrspace(5) %y, align 4
define i32 @offset_y() {
  %p = call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %y = getelementptr inbounds i32, ptr addrspace(5) %p, i64 1
  %v = load i32, ptr addrspace(5) %y, align 4
  ret i32 %v
}

; CHECK-LABEL: define amdgpu_kernel void @k(ptr addrspace(1) %out) {
; CHECK:         call i32 @offset_y()
; CHECK-LABEL: define amdgpu_kernel void @k_with_offset(ptr addrspace(1) %out, ptr addrspace(4) byref([3 x i32]) %0) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    [[COPY:%.*]] = alloca [3 x i32], align 4, addrspace(5)
; CHECK-NEXT:    call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 [[COPY]], ptr addrspace(4) align 4 %0, i64 12, i1 false)
; CHECK-NEXT:    %v = call i32 @offset_y_with_offset(ptr addrspace(5) [[COPY]])
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = call i32 @offset_y()
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; ASM: .globl k
; ASM: .globl k_with_offset
; ASM: .name: k_with_offset
