; Annotations are read in module order: functions in order, blocks in
; layout order, instructions in order, whatever the order of the
; intrinsics' use lists (which run backwards from parse order in text and
; need not follow it in bitcode). Errors, one per annotation, show it.
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %s -disable-output 2>&1 | FileCheck %s
; RUN: llvm-as %s -o %t.bc
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t.bc -disable-output 2>&1 | FileCheck %s
; RUN: not opt -load-pass-plugin %plugin -passes=compile-time-properties %s -disable-output 2>&1 | FileCheck %s --check-prefix=CTP

; CHECK: error: sycl-annotations: @k1, line 1 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k1, line 2 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k2, line 3 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k2, line 4 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k2, line 5 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k2, line 6 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k3, line 7 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k3, line 8 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: error: sycl-annotations: @k3, line 9 of m.cl: property 'sycl-num-banks' = 'many'
; CHECK-NEXT: LLVM ERROR: spirv-props: pass 'sycl-annotations' reported 9 errors
; CTP: error: compile-time-properties: @k1, line 1 of m.cl
; CTP-NEXT: error: compile-time-properties: @k1, line 2 of m.cl
; CTP-NEXT: error: compile-time-properties: @k2, line 3 of m.cl
; CTP-NEXT: error: compile-time-properties: @k2, line 4 of m.cl
; CTP-NEXT: error: compile-time-properties: @k2, line 5 of m.cl
; CTP-NEXT: error: compile-time-properties: @k2, line 6 of m.cl
; CTP-NEXT: error: compile-time-properties: @k3, line 7 of m.cl
; CTP-NEXT: error: compile-time-properties: @k3, line 8 of m.cl
; CTP-NEXT: error: compile-time-properties: @k3, line 9 of m.cl
; CTP-NEXT: LLVM ERROR: spirv-props: pass 'compile-time-properties' reported 9 errors

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.many = private unnamed_addr constant [5 x i8] c"many\00"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.many }, section "llvm.metadata"

declare void @llvm.var.annotation(ptr, ptr, ptr, i32, ptr)

; Read from text, a use list runs from the last use parsed to the first:
; alone it would read @k2's calls before @k1's, and each function's
; backwards.
define spir_kernel void @k1(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 1, ptr @.args)
  %b = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.str, ptr @.file, i32 2, ptr @.args)
  store i32 0, ptr %b
  ret void
}

; Both intrinsics, in four blocks laid out entry, then, else, join (the
; branch names else first).
define spir_kernel void @k2(ptr %p, i1 %c) {
entry:
  %v = alloca i32
  call void @llvm.var.annotation(ptr %v, ptr @.str, ptr @.file, i32 3, ptr @.args)
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 4, ptr @.args)
  br i1 %c, label %else, label %then
then:
  %b = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.str, ptr @.file, i32 5, ptr @.args)
  store i32 0, ptr %b
  br label %join
else:
  call void @llvm.var.annotation(ptr %v, ptr @.str, ptr @.file, i32 6, ptr @.args)
  br label %join
join:
  ret void
}

; Three in one block, the intrinsics mixed, with other instructions between.
define spir_kernel void @k3(ptr %p) {
  %v = alloca i32
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 7, ptr @.args)
  store i32 1, ptr %a
  call void @llvm.var.annotation(ptr %v, ptr @.str, ptr @.file, i32 8, ptr @.args)
  store i32 2, ptr %v
  %b = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.str, ptr @.file, i32 9, ptr @.args)
  store i32 3, ptr %b
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
