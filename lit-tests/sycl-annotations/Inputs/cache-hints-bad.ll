; Cache and prefetch hints DPC++'s header cannot write: a write hint with a
; read-only mode (cached), one level with two modes, no level, a level that
; is not a number. Every one is an error of the same run.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"c.cpp\00", section "llvm.metadata"
@.rh = private unnamed_addr constant [21 x i8] c"sycl-cache-read-hint\00", section "llvm.metadata"
@.ra = private unnamed_addr constant [26 x i8] c"sycl-cache-read-assertion\00", section "llvm.metadata"
@.wh = private unnamed_addr constant [22 x i8] c"sycl-cache-write-hint\00", section "llvm.metadata"
@.pf = private unnamed_addr constant [19 x i8] c"sycl-prefetch-hint\00", section "llvm.metadata"
@.v.16 = private unnamed_addr constant [3 x i8] c"16\00", section "llvm.metadata"
@.v.17 = private unnamed_addr constant [3 x i8] c"17\00", section "llvm.metadata"
@.v.0 = private unnamed_addr constant [2 x i8] c"0\00", section "llvm.metadata"
@.v.L1 = private unnamed_addr constant [3 x i8] c"L1\00", section "llvm.metadata"
@.args.1 = private unnamed_addr constant { ptr, ptr } { ptr @.wh, ptr @.v.16 }, section "llvm.metadata"
@.args.2 = private unnamed_addr constant { ptr, ptr } { ptr @.rh, ptr @.v.17 }, section "llvm.metadata"
@.args.3 = private unnamed_addr constant { ptr, ptr } { ptr @.ra, ptr @.v.0 }, section "llvm.metadata"
@.args.4 = private unnamed_addr constant { ptr, ptr } { ptr @.pf, ptr @.v.L1 }, section "llvm.metadata"

define spir_kernel void @bad(ptr %p) {
entry:
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 1, ptr @.args.1)
  store i32 1, ptr %a, align 4
  %b = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 2, ptr @.args.2)
  store i32 2, ptr %b, align 4
  %c = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 3, ptr @.args.3)
  store i32 3, ptr %c, align 4
  %d = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 4, ptr @.args.4)
  store i32 4, ptr %d, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
