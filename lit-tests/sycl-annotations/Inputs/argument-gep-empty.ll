; A property value read through a constant GEP past the string's only
; character: "" (the reference reads the byte there), an error for a number.
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"g.cpp\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.four = private unnamed_addr constant [2 x i8] c"4\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr getelementptr (i8, ptr @.four, i64 1) }, section "llvm.metadata"

define spir_kernel void @k(ptr %p) {
entry:
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 2, ptr @.args)
  store i32 0, ptr %a, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
