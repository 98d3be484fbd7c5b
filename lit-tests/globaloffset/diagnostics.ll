; Where the reference asserts or gives up, an error names the function;
; every error of the run is reported, opt exits non-zero, nothing changes.
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %s 2>&1 | FileCheck %s
; CHECK-DAG: error: globaloffset: function @taken: it reaches the global offset and its address is taken ('@table = global ptr @taken'), so a call through that address could not pass the offset
; CHECK-DAG: error: globaloffset: function @variadic: it reaches the global offset and is variadic, so its clone cannot take the offset as its last parameter
; CHECK-DAG: error: globaloffset: kernel @called_kernel: it reaches the global offset and is called or its address is taken, so it cannot be cloned with an offset parameter
; CHECK-DAG: error: globaloffset: function @{{rec_a|rec_b}}: it reaches the global offset through recursion (SYCL device code cannot recurse), so its clones cannot be built
; CHECK: reported 4 errors
;
; A pointer from the intrinsic that escapes cannot read as 0 without a
; stack array: also an error.
; RUN: sed -n 's/^;E //p' %s > %t.escape.ll
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %t.escape.ll 2>&1 | FileCheck %s --check-prefix=ESCAPE
; ESCAPE: error: globaloffset: function @escapes: the pointer @llvm.nvvm.implicit.offset returns is used by 'store ptr %p, ptr %out, align 8' (only loads, directly or through getelementptr and phi, can read an offset of 0 without a stack array)

target triple = "nvptx64-nvidia-cuda"

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

@table = global ptr @taken

define i64 @taken() {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  ret i64 %o
}

define i64 @variadic(i32 %n, ...) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  ret i64 %o
}

define i64 @rec_a(i32 %n) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %r = call i64 @rec_b(i32 %n)
  ret i64 %r
}

define i64 @rec_b(i32 %n) {
  %r = call i64 @rec_a(i32 %n)
  ret i64 %r
}

define ptx_kernel void @called_kernel() {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %v = call i64 (i32, ...) @variadic(i32 1)
  ret void
}

define void @calls_kernel() {
  call void @called_kernel()
  ret void
}

;E target triple = "nvptx64-nvidia-cuda"
;E declare ptr @llvm.nvvm.implicit.offset()
;E define ptx_kernel void @escapes(ptr %out) {
;E   %p = call ptr @llvm.nvvm.implicit.offset()
;E   store ptr %p, ptr %out, align 8
;E   ret void
;E }
