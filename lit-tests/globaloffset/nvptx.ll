; globaloffset on NVPTX: every function that reaches the offset (the
; intrinsic or __spirv_BuiltInGlobalOffset, transitively) gets a clone
; <name>_with_offset with a trailing ptr parameter, calls between clones
; pass it on; the kernel's clone takes ptr byval([3 x i32]) and is a kernel
; with the original's other annotations (a node listed twice is copied
; once). Originals keep their signatures and read 0 with no stack array; a
; kernel that never reaches the offset is not cloned; no intrinsic or
; builtin is left.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll --allow-unused-prefixes --check-prefixes=CHECK,V%llvm-major
; RUN: opt -passes=verify -disable-output %t.ll
;
; Idempotent and deterministic.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.3.ll
; RUN: diff %t.ll %t.3.ll
;
; Before default<O2> (the order the README recommends: O2 then inlines the
; clones and folds the originals' zeros) and after it.
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,default<O2>' -S %s | FileCheck %s --check-prefixes=O2,O2-AFTER
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,globaloffset' -S %s | FileCheck %s --check-prefix=O2
;
; llc accepts it: the clone is an .entry with the offsets as a .param array.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o %t.ptx
; RUN: FileCheck %s --input-file %t.ptx --check-prefix=PTX

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: implicit.offset
; CHECK-NOT: __spirv_BuiltInGlobalOffset
declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

; CHECK-LABEL: define weak_odr dso_local i64 @other_function() {
; CHECK-NEXT:    %1 = zext i32 0 to i64
; CHECK-NEXT:    ret i64 %1
; CHECK-LABEL: define weak_odr dso_local i64 @other_function_with_offset(ptr %0) {
; CHECK-NEXT:    %2 = getelementptr inbounds i32, ptr %0, i64 2
; CHECK-NEXT:    %3 = load i32, ptr %2, align 4
define weak_odr dso_local i64 @other_function() {
  %1 = tail call ptr @llvm.nvvm.implicit.offset()
  %2 = getelementptr inbounds i32, ptr %1, i64 2
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; The newer DPC++ form: the dimension's offset, read from the parameter.
; CHECK-LABEL: define i64 @uses_builtin(i32 %d) {
; CHECK-NEXT:    ret i64 0
; CHECK-LABEL: define i64 @uses_builtin_with_offset(i32 %d, ptr %0) {
; CHECK-NEXT:    [[AT:%.*]] = getelementptr inbounds i32, ptr %0, i32 %d
; CHECK-NEXT:    [[V:%.*]] = load i32, ptr [[AT]], align 4
; CHECK-NEXT:    [[W:%.*]] = zext i32 [[V]] to i64
; CHECK-NEXT:    ret i64 [[W]]
define i64 @uses_builtin(i32 %d) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 %d)
  ret i64 %o
}

; CHECK-LABEL: define weak_odr dso_local void @other_function2() {
; CHECK-NOT: other_function2_with_offset
define weak_odr dso_local void @other_function2() {
  ret void
}

; CHECK-LABEL: define weak_odr dso_local {{(ptx_kernel )?}}void @example_kernel(ptr addrspace(1) %out) {{(#[0-9]+ )?}}{
; CHECK:         call i64 @other_function()
; CHECK:         call i64 @uses_builtin(i32 0)
; CHECK-LABEL: define weak_odr dso_local {{(ptx_kernel )?}}void @example_kernel_with_offset(ptr addrspace(1) %out, ptr byval([3 x i32]) %0) {{(#[0-9]+ )?}}{
; CHECK:         call i64 @other_function_with_offset(ptr %0)
; CHECK:         call i64 @uses_builtin_with_offset(i32 0, ptr %0)
; CHECK:         call void @other_function2()
define weak_odr dso_local void @example_kernel(ptr addrspace(1) %out) {
entry:
  %0 = call i64 @other_function()
  %1 = call i64 @uses_builtin(i32 0)
  %s = add i64 %0, %1
  store i64 %s, ptr addrspace(1) %out
  call void @other_function2()
  ret void
}

; CHECK-LABEL: define {{(ptx_kernel )?}}void @no_offset_kernel()
; CHECK-NOT: no_offset_kernel_with_offset
define void @no_offset_kernel() {
  ret void
}

; V15: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[NO:[0-9]+]], ![[KC:[0-9]+]], ![[MAXC:[0-9]+]]}
; V16: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[NO:[0-9]+]], ![[KC:[0-9]+]], ![[MAXC:[0-9]+]]}
; V19: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[NO:[0-9]+]], ![[KC:[0-9]+]], ![[MAXC:[0-9]+]]}
; V15-DAG: ![[KC]] = !{ptr @example_kernel_with_offset, !"kernel", i32 1}
; V15-DAG: ![[MAXC]] = !{ptr @example_kernel_with_offset, !"maxntidx", i32 8}
; V16-DAG: ![[KC]] = !{ptr @example_kernel_with_offset, !"kernel", i32 1}
; V16-DAG: ![[MAXC]] = !{ptr @example_kernel_with_offset, !"maxntidx", i32 8}
; V19-DAG: ![[KC]] = !{ptr @example_kernel_with_offset, !"kernel", i32 1}
; V19-DAG: ![[MAXC]] = !{ptr @example_kernel_with_offset, !"maxntidx", i32 8}
!nvvm.annotations = !{!0, !1, !0, !2}
!0 = !{ptr @example_kernel, !"kernel", i32 1}
!1 = !{ptr @example_kernel, !"maxntidx", i32 8}
!2 = !{ptr @no_offset_kernel, !"kernel", i32 1}

; O2-NOT: implicit.offset
; O2-NOT: __spirv_BuiltInGlobalOffset
; O2: define {{.*}}void @example_kernel(ptr addrspace(1) {{.*}}%out)
; O2-AFTER: store i64 0,
; O2: define {{.*}}void @example_kernel_with_offset(ptr addrspace(1) {{.*}}%out, ptr {{.*}}byval([3 x i32]) {{.*}}%0)

; PTX: .entry example_kernel(
; PTX: .entry example_kernel_with_offset(
; PTX-NEXT: .param .u64 {{.*}}example_kernel_with_offset_param_0,
; PTX-NEXT: .param .align 4 .b8 example_kernel_with_offset_param_1[12]
; PTX-NOT: implicit
