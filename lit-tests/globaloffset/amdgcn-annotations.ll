; Kernels marked only in `!amdgcn.annotations` (DPC++'s HIP path: no
; `amdgpu_kernel` calling convention) are kernels to globaloffset and
; localaccessortosharedmemory, as `!nvvm.annotations` ones are on NVPTX: the
; kernel's clone takes the offset by reference and gets its own
; `!{ptr @<kernel>_with_offset, !"kernel", i32 1}` in the same list; a
; local-memory parameter becomes an offset into the kernel's array.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s | FileCheck %s --check-prefix=LOCAL

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()

define i64 @other() {
  %1 = tail call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %2 = getelementptr inbounds i32, ptr addrspace(5) %1, i64 2
  %3 = load i32, ptr addrspace(5) %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; CHECK-LABEL: define void @kern(ptr addrspace(3) %a) {
; CHECK-LABEL: define void @kern_with_offset(ptr addrspace(3) %a, ptr addrspace(4) byref([3 x i32]) %0) {
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %1 = alloca [3 x i32], align 4, addrspace(5)
; CHECK-NEXT:    call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %1, ptr addrspace(4) align 4 %0, i64 12, i1 false)
; CHECK-NEXT:    %2 = call i64 @other_with_offset(ptr addrspace(5) %1)
define void @kern(ptr addrspace(3) %a) {
entry:
  %0 = call i64 @other()
  store i64 %0, ptr addrspace(3) %a, align 8
  ret void
}

; CHECK: !amdgcn.annotations = !{!0, !1, !0, !2}
; CHECK: !0 = distinct !{ptr @kern, !"kernel", i32 1}
; CHECK: !1 = !{null, !"align", i32 8}
; CHECK: !2 = !{ptr @kern_with_offset, !"kernel", i32 1}
!amdgcn.annotations = !{!0, !1, !0}
!0 = distinct !{ptr @kern, !"kernel", i32 1}
!1 = !{null, !"align", i32 8}

; O2-LABEL: define void @kern_with_offset(
; O2: !{ptr @kern_with_offset, !"kernel", i32 1}

; LOCAL: @kern_shared_mem = external addrspace(3) global [0 x i8], align 4
; LOCAL-LABEL: define void @kern(i32 %0) {
; LOCAL: !amdgcn.annotations = !{!0, !1, !0}
; LOCAL: !0 = distinct !{ptr @kern, !"kernel", i32 1}
