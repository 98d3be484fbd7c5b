; This pass's own earlier output holds the clone names it needs: no error,
; and the run changes only what is new. Here a module globaloffset already
; lowered (@k and its clone @k_with_offset, both calling @helper) gets a
; definition of @helper that reads the offset (a device library linked
; later, as DPC++ links its device libraries). @k_with_offset is recognised
; as the clone of @k by its shape (the same parameters and a trailing
; offset, byval/byref([3 x i32]) on a kernel; @k reads no offset itself),
; kept and updated in place: it calls @helper_with_offset with its offset.
; No _with_offset1, no clone of a clone. A second run changes nothing.
; RUN: rm -rf %t && split-file %s %t
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/nvptx.ll -o %t/nvptx.1.ll
; RUN: FileCheck %s --input-file %t/nvptx.1.ll --check-prefix=NVPTX
; RUN: opt -passes=verify -disable-output %t/nvptx.1.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/nvptx.1.ll -o %t/nvptx.2.ll
; RUN: diff %t/nvptx.1.ll %t/nvptx.2.ll
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t/nvptx.1.ll -o /dev/null
;
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/amdgcn.ll -o %t/amdgcn.1.ll
; RUN: FileCheck %s --input-file %t/amdgcn.1.ll --check-prefix=AMDGCN
; RUN: opt -passes=verify -disable-output %t/amdgcn.1.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/amdgcn.1.ll -o %t/amdgcn.2.ll
; RUN: diff %t/amdgcn.1.ll %t/amdgcn.2.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t/amdgcn.1.ll -o /dev/null
;
; The whole pipeline from the start gives the same functions: lowering the
; original module, then linking the reader in, then lowering again.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S %t/before.ll -o %t/before.1.ll
; RUN: FileCheck %s --input-file %t/before.1.ll --check-prefix=BEFORE
; RUN: llvm-link -S %t/before.1.ll %t/library.ll -o %t/linked.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/linked.ll -o %t/linked.1.ll
; RUN: FileCheck %s --input-file %t/linked.1.ll --check-prefix=LINKED
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t/linked.1.ll -o %t/linked.2.ll
; RUN: diff %t/linked.1.ll %t/linked.2.ll

; NVPTX-NOT: with_offset1
; NVPTX-NOT: with_offset_with_offset
; NVPTX-LABEL: define i64 @helper() {
; NVPTX-NEXT:    ret i64 0
; NVPTX-LABEL: define i64 @helper_with_offset(ptr %0) {
; NVPTX-NEXT:    [[AT:%.*]] = getelementptr inbounds i32, ptr %0, i32 1
; NVPTX-NEXT:    [[V:%.*]] = load i32, ptr [[AT]], align 4
; NVPTX-LABEL: define ptx_kernel void @k(ptr addrspace(1) %out) {
; NVPTX-NEXT:    %o = call i64 @helper()
; NVPTX-LABEL: define ptx_kernel void @k_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %0) {
; NVPTX-NEXT:    %o = call i64 @helper_with_offset(ptr %0)
; NVPTX-NOT: with_offset1
; NVPTX-NOT: with_offset_with_offset

; LINKED-NOT: with_offset1
; LINKED-NOT: with_offset_with_offset
; LINKED-DAG: define ptx_kernel void @k_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %0) {
; LINKED-DAG:   %o = call i64 @helper_with_offset(ptr %0)
; LINKED-DAG: define i64 @helper_with_offset(ptr %0) {
; LINKED-DAG:   %o = call i64 @helper()
; LINKED-NOT: with_offset1
; LINKED-NOT: with_offset_with_offset

; BEFORE: define ptx_kernel void @k(ptr addrspace(1) %out) {
; BEFORE: define ptx_kernel void @k_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %0) {
; BEFORE-NOT: define {{.*}}@helper

; AMDGCN-NOT: with_offset1
; AMDGCN-LABEL: define i32 @helper() {
; AMDGCN-NEXT:    ret i32 0
; AMDGCN-LABEL: define i32 @helper_with_offset(ptr addrspace(5) %0) {
; AMDGCN-LABEL: define amdgpu_kernel void @k(ptr addrspace(1) %out) {
; AMDGCN-NEXT:  entry:
; AMDGCN-NEXT:    %v = call i32 @helper()
; AMDGCN-LABEL: define amdgpu_kernel void @k_with_offset(ptr addrspace(1) %out, ptr addrspace(4) byref([3 x i32]) %0) {
; AMDGCN-NEXT:  entry:
; AMDGCN-NEXT:    %copy = alloca [3 x i32], align 4, addrspace(5)
; AMDGCN-NEXT:    call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %copy, ptr addrspace(4) align 4 %0, i64 12, i1 false)
; AMDGCN-NEXT:    %v = call i32 @helper_with_offset(ptr addrspace(5) %copy)
; AMDGCN-NOT: with_offset1

;--- nvptx.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
define i64 @helper() {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  ret i64 %o
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @helper()
  store i64 %o, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @k_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %0) {
  %o = call i64 @helper()
  store i64 %o, ptr addrspace(1) %out
  ret void
}

;--- before.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i64 @helper()
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @helper()
  %x = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  store i64 %o, ptr addrspace(1) %out
  ret void
}

;--- library.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
define i64 @helper() {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  ret i64 %o
}

;--- amdgcn.ll
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i64, i1 immarg)
define i32 @helper() {
  %p = call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %y = getelementptr inbounds i32, ptr addrspace(5) %p, i64 1
  %v = load i32, ptr addrspace(5) %y, align 4
  ret i32 %v
}
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = call i32 @helper()
  store i32 %v, ptr addrspace(1) %out
  ret void
}
define amdgpu_kernel void @k_with_offset(ptr addrspace(1) %out, ptr addrspace(4) byref([3 x i32]) %0) {
entry:
  %copy = alloca [3 x i32], align 4, addrspace(5)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %copy, ptr addrspace(4) align 4 %0, i64 12, i1 false)
  %v = call i32 @helper()
  store i32 %v, ptr addrspace(1) %out
  ret void
}
