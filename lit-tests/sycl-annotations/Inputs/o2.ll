; Two struct members with a cache-control property, as clang-15 emits them
; without optnone: one in a private struct (which SROA can split into
; registers once nothing else holds it) and one in a struct in global
; memory (which no optimization removes).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.ops = type { ptr addrspace(1), i32 }

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"o.cl\00", section "llvm.metadata"
@.cached = private unnamed_addr addrspace(2) constant [21 x i8] c"sycl-cache-read-hint\00", align 1
@.args = private unnamed_addr constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.cached, i32 16 }, section "llvm.metadata"

define spir_kernel void @private_struct(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %ops = alloca %struct.ops, align 8
  %m = getelementptr inbounds %struct.ops, ptr %ops, i32 0, i32 0
  %0 = call ptr @llvm.ptr.annotation.p0(ptr %m, ptr @.str, ptr @.file, i32 1, ptr @.args)
  store ptr addrspace(1) %in, ptr %0, align 8
  %m2 = getelementptr inbounds %struct.ops, ptr %ops, i32 0, i32 0
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %m2, ptr @.str, ptr @.file, i32 1, ptr @.args)
  %p = load ptr addrspace(1), ptr %1, align 8
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @global_struct(ptr addrspace(1) %s, ptr addrspace(1) %out) {
entry:
  %m = getelementptr inbounds %struct.ops, ptr addrspace(1) %s, i64 0, i32 1
  %0 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %m, ptr @.str, ptr @.file, i32 2, ptr @.args)
  %v = load i32, ptr addrspace(1) %0, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
