; Struct-member properties in the shapes clang-15 emits for
; __attribute__((annotate("sycl-properties", name, value, ...))), plus the
; other annotation sites: a local variable (llvm.var.annotation), a kernel
; parameter, a global (@llvm.global.annotations), a string already in the
; translator's {X:Y} format and a free-text annotation. Not optnone, so the
; tests can run default<O2> after (and before) the pass.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32, i32, [4 x i32], ptr addrspace(1) }

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.file = private unnamed_addr constant [11 x i8] c"members.cl\00", section "llvm.metadata"
@.name.banks = private unnamed_addr addrspace(2) constant [15 x i8] c"sycl-num-banks\00", align 1
@.name.datapath = private unnamed_addr addrspace(2) constant [14 x i8] c"sycl-datapath\00", align 1
@.empty = private unnamed_addr addrspace(2) constant [1 x i8] zeroinitializer, align 1
@.name.align = private unnamed_addr addrspace(2) constant [15 x i8] c"sycl-alignment\00", align 1
@.name.foo = private unnamed_addr addrspace(2) constant [9 x i8] c"sycl-foo\00", align 1
@.name.cached = private unnamed_addr addrspace(2) constant [21 x i8] c"sycl-cache-read-hint\00", align 1
@.name.copies = private unnamed_addr addrspace(2) constant [24 x i8] c"sycl-max-private-copies\00", align 1
@.args.banks = private unnamed_addr constant { ptr addrspace(2), i32, ptr addrspace(2), ptr addrspace(2) } { ptr addrspace(2) @.name.banks, i32 4, ptr addrspace(2) @.name.datapath, ptr addrspace(2) @.empty }, section "llvm.metadata"
@.args.align = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.name.align, i32 16 }, section "llvm.metadata"
@.args.foo = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.name.foo, i32 32 }, section "llvm.metadata"
@.args.cached = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.name.cached, i32 48 }, section "llvm.metadata"
@.args.copies = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.name.copies, i32 2 }, section "llvm.metadata"
@.args.gbanks = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.name.banks, i32 8 }, section "llvm.metadata"
@.str.bits = private unnamed_addr constant [26 x i8] c"{bank_bits:1,2,3}{pump:2}\00", section "llvm.metadata"
@.str.note = private unnamed_addr constant [8 x i8] c"my note\00", section "llvm.metadata"

@g = addrspace(1) global [4 x i32] zeroinitializer, align 4
@h = addrspace(1) global i32 0, align 4
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr @.str, ptr @.str.file, i32 20, ptr @.args.gbanks }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @h to ptr), ptr @.str.note, ptr @.str.file, i32 21, ptr null }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %p, ptr %src) {
entry:
  %s = alloca %struct.S, align 8
  %local = alloca i32, align 4
  call void @llvm.var.annotation(ptr %local, ptr @.str, ptr @.str.file, i32 9, ptr @.args.copies)
  ; line 2: banks (twice: the rewritten string is shared)
  %banks = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %0 = call ptr @llvm.ptr.annotation.p0(ptr %banks, ptr @.str, ptr @.str.file, i32 2, ptr @.args.banks)
  store i32 1, ptr %0, align 4
  %banks2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %banks2, ptr @.str, ptr @.str.file, i32 2, ptr @.args.banks)
  %v0 = load i32, ptr %1, align 4
  ; line 3: only sycl-alignment
  %aligned = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 3
  %2 = call ptr @llvm.ptr.annotation.p0(ptr %aligned, ptr @.str, ptr @.str.file, i32 3, ptr @.args.align)
  store i32 %v0, ptr %2, align 4
  %v1 = load i32, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %src, i64 16, i1 false)
  ; line 4: only a property the registry does not know
  %foo = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %3 = call ptr @llvm.ptr.annotation.p0(ptr %foo, ptr @.str, ptr @.str.file, i32 4, ptr @.args.foo)
  store i32 %v1, ptr %3, align 4
  ; line 5: a cache control for levels L1 and L2
  %ptr = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 4
  %4 = call ptr @llvm.ptr.annotation.p0(ptr %ptr, ptr @.str, ptr @.str.file, i32 5, ptr @.args.cached)
  store ptr addrspace(1) %out, ptr %4, align 8
  ; line 6: already in the translator's format, reserved names
  %bits = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  %5 = call ptr @llvm.ptr.annotation.p0(ptr %bits, ptr @.str.bits, ptr @.str.file, i32 6, ptr null)
  store i32 %v0, ptr %5, align 4
  ; line 7: free text, not ours
  %6 = call ptr @llvm.ptr.annotation.p0(ptr %bits, ptr @.str.note, ptr @.str.file, i32 7, ptr null)
  store i32 %v1, ptr %6, align 4
  ; line 8: a kernel parameter
  %7 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.str, ptr @.str.file, i32 8, ptr @.args.cached)
  %v2 = load i32, ptr addrspace(1) %7, align 4
  %l = load i32, ptr %local, align 4
  %sum = add i32 %v2, %l
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
declare void @llvm.var.annotation(ptr, ptr, ptr, i32, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
