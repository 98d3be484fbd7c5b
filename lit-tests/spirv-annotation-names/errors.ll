; An unparsable {...} string or an unknown reserved name stops the pass with
; an error naming the function, the line and the string; a bad `to` is a
; pipeline error.
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-annotation-names %t/unknown.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=names>' %t/unparsable.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UNPARSABLE
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=both>' %t/unknown.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TO

; UNKNOWN: error: spirv-annotation-names: @k, line 1 of n.cl: annotation string "{numbanks:4}{bankz:2}": 'bankz' is not a reserved name
; UNPARSABLE: error: spirv-annotation-names: @k, line 2 of n.cl: annotation string "{5835:1,2": unterminated '{' in "{5835:1,2"
; TO: error: spirv-props: pass 'spirv-annotation-names': to must be ids or names, got 'both'

;--- unknown.ll
@a = private unnamed_addr constant [22 x i8] c"{numbanks:4}{bankz:2}\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"n.cl\00", section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @a, ptr @.file, i32 1, ptr null)
  store i32 0, ptr %1
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- unparsable.ll
@a = private unnamed_addr constant [10 x i8] c"{5835:1,2\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"n.cl\00", section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @a, ptr @.file, i32 2, ptr null)
  store i32 0, ptr %1
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
