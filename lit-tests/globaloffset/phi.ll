; The offset pointer reaching its loads through a phi (of the intrinsic's
; calls and GEPs of them), as intel/llvm's pass handles it since PR #20428:
; in the original every such load reads 0 and the calls, GEPs and phi go;
; in the clone the phi merges the offset parameter and GEPs of it. A phi
; that merges the offset with another pointer cannot read 0 and is an error
; naming the function and the phi. On AMDGCN, and on NVPTX (`;N ` lines).
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,globaloffset' -S %s -o %t.o2.ll
; RUN: FileCheck %s --input-file %t.o2.ll --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,default<O2>' -S %s -o %t.o2b.ll
; RUN: FileCheck %s --input-file %t.o2b.ll --check-prefix=O2
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o /dev/null
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=false>' -S < %s | FileCheck %s --check-prefix=ZERO
; RUN: sed -n 's/^;N //p' %s > %t.nv.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.nv.ll | FileCheck %s --check-prefix=NV
; RUN: sed -n 's/^;E //p' %s > %t.err.ll
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; CHECK-NOT: implicit.offset
declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()

; CHECK-LABEL: define i64 @pick(i32 %x) {
; CHECK:       b4:
; CHECK-NEXT:    %ext1 = zext i32 0 to i64
; CHECK-NEXT:    %ext2 = zext i32 0 to i64
; CHECK-NEXT:    %res = add nuw nsw i64 %ext1, %ext2
; CHECK-NEXT:    ret i64 %res
; CHECK-LABEL: define i64 @pick_with_offset(i32 %x, ptr addrspace(5) %0) {
; CHECK:       b2:
; CHECK-NEXT:    %gep1 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 4
; CHECK:       b3:
; CHECK-NEXT:    %gep2 = getelementptr inbounds i8, ptr addrspace(5) %0, i32 8
; CHECK:       b4:
; CHECK-NEXT:    %p = phi ptr addrspace(5) [ %0, %b1 ], [ %gep1, %b2 ], [ %gep2, %b3 ]
; CHECK-NEXT:    %load1 = load i32, ptr addrspace(5) %p, align 4
; CHECK-NEXT:    %load2 = load i32, ptr addrspace(5) %p, align 4
define i64 @pick(i32 %x) {
entry:
  switch i32 %x, label %b5 [
    i32 0, label %b1
    i32 1, label %b2
    i32 2, label %b3
  ]
b1:
  %offset0 = tail call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  br label %b4
b2:
  %offset1 = tail call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %gep1 = getelementptr inbounds i8, ptr addrspace(5) %offset1, i32 4
  br label %b4
b3:
  %offset2 = tail call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %gep2 = getelementptr inbounds i8, ptr addrspace(5) %offset2, i32 8
  br label %b4
b4:
  %p = phi ptr addrspace(5) [ %offset0, %b1 ], [ %gep1, %b2 ], [ %gep2, %b3 ]
  %load1 = load i32, ptr addrspace(5) %p, align 4
  %load2 = load i32, ptr addrspace(5) %p, align 4
  %ext1 = zext i32 %load1 to i64
  %ext2 = zext i32 %load2 to i64
  %res = add nuw nsw i64 %ext1, %ext2
  ret i64 %res
b5:
  unreachable
}

; A loop: the phi takes a GEP of itself.
; CHECK-LABEL: define i32 @walk(i32 %n) {
; CHECK-NOT:     phi ptr
; CHECK:         %sum.next = add i32 %sum, 0
; CHECK-LABEL: define i32 @walk_with_offset(i32 %n, ptr addrspace(5) %0) {
; CHECK:         %p = phi ptr addrspace(5) [ %0, %entry ], [ %next, %loop ]
define i32 @walk(i32 %n) {
entry:
  %base = call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %p = phi ptr addrspace(5) [ %base, %entry ], [ %next, %loop ]
  %v = load i32, ptr addrspace(5) %p, align 4
  %sum.next = add i32 %sum, %v
  %next = getelementptr inbounds i32, ptr addrspace(5) %p, i64 1
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %sum.next
}

; CHECK-LABEL: define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
; CHECK:         call i64 @pick(i32 %x)
; CHECK-LABEL: define amdgpu_kernel void @k_with_offset(ptr addrspace(1) %out, i32 %x, ptr addrspace(4) byref([3 x i32]) %0) {
; CHECK:         call i64 @pick_with_offset(i32 %x, ptr addrspace(5)
; CHECK:         call i32 @walk_with_offset(i32 %x, ptr addrspace(5)
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %x) {
  %a = call i64 @pick(i32 %x)
  store i64 %a, ptr addrspace(1) %out, align 8
  %b = call i32 @walk(i32 %x)
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

; After default<O2> (either order) the offsets still read 0 in @k and
; come from the parameter in @k_with_offset.
; O2-NOT: implicit.offset
; O2-LABEL: define amdgpu_kernel void @k_with_offset(
; O2-SAME: byref([3 x i32])
; O2: load i32, ptr addrspace(5)

; ZERO-NOT: implicit.offset
; ZERO-NOT: _with_offset
; ZERO-NOT: phi ptr

;N target triple = "nvptx64-nvidia-cuda"
;N declare ptr @llvm.nvvm.implicit.offset()
;N define i32 @pick(i1 %c) {
;N entry:
;N   %o0 = call ptr @llvm.nvvm.implicit.offset()
;N   br i1 %c, label %a, label %b
;N a:
;N   %o1 = call ptr @llvm.nvvm.implicit.offset()
;N   %g = getelementptr inbounds i32, ptr %o1, i64 2
;N   br label %b
;N b:
;N   %p = phi ptr [ %o0, %entry ], [ %g, %a ]
;N   %v = load i32, ptr %p, align 4
;N   ret i32 %v
;N }
;N define ptx_kernel void @k(ptr %out, i1 %c) {
;N   %v = call i32 @pick(i1 %c)
;N   store i32 %v, ptr %out, align 4
;N   ret void
;N }
; NV-NOT: implicit.offset
; NV-LABEL: define i32 @pick(i1 %c) {
; NV:         ret i32 0
; NV-LABEL: define i32 @pick_with_offset(i1 %c, ptr %0) {
; NV:         %p = phi ptr [ %0, %entry ], [ %g, %a ]
; NV-LABEL: define ptx_kernel void @k_with_offset(ptr %out, i1 %c, ptr byval([3 x i32]) %0) {

;E target triple = "nvptx64-nvidia-cuda"
;E declare ptr @llvm.nvvm.implicit.offset()
;E define i32 @mixed(i1 %c, ptr %other) {
;E entry:
;E   %o = call ptr @llvm.nvvm.implicit.offset()
;E   br i1 %c, label %a, label %b
;E a:
;E   br label %b
;E b:
;E   %p = phi ptr [ %o, %entry ], [ %other, %a ]
;E   %v = load i32, ptr %p, align 4
;E   ret i32 %v
;E }
; ERR: error: globaloffset: function @mixed: the pointer @llvm.nvvm.implicit.offset returns is used by '%p = phi ptr [ %o, %entry ], [ %other, %a ]' (a phi of the offset and another value cannot read an offset of 0 without a stack array)
; ERR: reported 1 error
