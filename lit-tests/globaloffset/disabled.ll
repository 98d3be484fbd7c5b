; globaloffset<enable-global-offset=false> (the reference's
; -enable-global-offset=false): no clones, every offset reads as 0, nothing
; of the intrinsic or the builtin is left. A bad value is an error naming it.
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=false>' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: not opt -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=maybe>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: enable-global-offset=maybe: expected true or false

target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: _with_offset
; CHECK-NOT: implicit.offset
; CHECK-NOT: __spirv_BuiltInGlobalOffset
declare ptr @llvm.nvvm.implicit.offset()
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

; CHECK-LABEL: define ptx_kernel void @k(ptr %out)
; CHECK-NEXT:    store i32 0, ptr %out
; CHECK-NEXT:    store i64 0, ptr %out
define ptx_kernel void @k(ptr %out) {
  %p = call ptr @llvm.nvvm.implicit.offset()
  %x = load i32, ptr %p
  store i32 %x, ptr %out
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 1)
  store i64 %o, ptr %out
  ret void
}
