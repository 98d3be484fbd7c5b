; RUN: opt -bugpoint-enable-legacy-pm -localaccessortosharedmemory %s -S -o - | FileCheck %s
; ModuleID = 'basic-transformation.bc'
source_filename = "basic-transformation.ll"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; This test checks that the transformation is applied in the basic case. It
; also makes sure that a non-kernel node using the function's signature gets
; correcly updated (`maxntid`).

; CHECK: @_ZTS14example_kernel_shared_mem = external addrspace(3) global [0 x i8], align 4

; Function Attrs: noinline
define weak_odr dso_local void @_ZTS14example_kernel(ptr addrspace(3) %a, ptr addrspace(1) %b, i32 %c) {
; CHECK: define weak_odr dso_local void @_ZTS14example_kernel(i32 %0, ptr addrspace(1) %b, i32 %c) {
entry:
; CHECK: %1 = getelementptr inbounds [0 x i8], ptr addrspace(3) @_ZTS14example_kernel_shared_mem, i32 0, i32 %0
  %0 = load i32, ptr addrspace(3) %a
; CHECK: %2 = load i32, ptr addrspace(3) %a
  %1 = load i32, ptr addrspace(1) %b
; CHECK: %3 = load i32, ptr addrspace(1) %b
  %2 = add i32 %c, %c
; CHECK: %4 = add i32 %c, %c
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !1, !3, !3, !3, !3, !4, !4, !3, !5}
!nvvmir.version = !{!6}

!0 = distinct !{ptr @_ZTS14example_kernel, !"kernel", i32 1}
; CHECK: !0 = distinct !{ptr @_ZTS14example_kernel, !"kernel", i32 1}
!1 = !{null, !"align", i32 8}
!2 = !{null, !"align", i32 8, !"align", i32 65544, !"align", i32 131080}
!3 = !{null, !"align", i32 16}
!4 = !{null, !"align", i32 16, !"align", i32 65552, !"align", i32 131088}
; CHECK: !5 = distinct !{ptr @_ZTS14example_kernel, !"maxntidx", i32 256}
!5 = !{ptr @_ZTS14example_kernel, !"maxntidx", i32 256}
!6 = !{i32 1, i32 4}
