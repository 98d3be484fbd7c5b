; format=decorations on annotations that share a property set (the front
; end writes one @.args per distinct set): each annotation is planned once
; per set and the plan shared, and every annotated pointer still gets its
; own list. The same run with the debug log on plans each annotation on its
; own (each gets its own log lines) and must write the same module.
; UNSUPPORTED: llvm15 # the strings' address space is an overload from LLVM 16 (DPC++'s form, as bench/dpcpp.py writes it)
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.ll < %s
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: env RUST_LOG=spirv_props::sycl_annotations=debug opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.each.ll < %s 2> %t.log
; RUN: diff %t.ll %t.each.ll
; RUN: FileCheck %s --check-prefix=LOG --input-file %t.log
; Idempotent: a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll
; After default<O2>, as the demo orders it, every decoration lands and the
; checker finds none lost.
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations<format=decorations>,spirv-props-verify<strict>' -S %s -o %t.o2.ll
; RUN: FileCheck %s --check-prefix=O2 --input-file %t.o2.ll

; Each pointer the three annotations with set A annotate carries set A's
; decorations (read_hint cached L1 = 0x10: CacheControlLoadINTEL 0 1), the
; one with set B set B's (write_hint uncached L1 = 0x1:
; CacheControlStoreINTEL 0 0).
; CHECK-LABEL: define spir_kernel void @k0(
; CHECK: %a0 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4), !spirv.Decorations ![[A:[0-9]+]]
; CHECK: %b0 = addrspacecast ptr addrspace(1) %q to ptr addrspace(4), !spirv.Decorations ![[B:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @k1(
; CHECK: %a1 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4), !spirv.Decorations ![[A]]
; CHECK-LABEL: define spir_kernel void @k2(
; CHECK: %a2 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4), !spirv.Decorations ![[A]]
; CHECK-NOT: llvm.ptr.annotation(
; CHECK-DAG: ![[A]] = !{![[A1:[0-9]+]]}
; CHECK-DAG: ![[A1]] = !{i32 6442, i32 0, i32 1}
; CHECK-DAG: ![[B]] = !{![[B1:[0-9]+]]}
; CHECK-DAG: ![[B1]] = !{i32 6443, i32 0, i32 0}

; LOG: @k0, line 1 of c.cpp: sycl-cache-read-hint = '16' -> decorations CacheControlLoadINTEL 0 1
; LOG: @k0, line 2 of c.cpp: sycl-cache-write-hint = '1' -> decorations CacheControlStoreINTEL 0 0
; LOG: @k1, line 3 of c.cpp: sycl-cache-read-hint = '16' -> decorations CacheControlLoadINTEL 0 1
; LOG: @k2, line 4 of c.cpp: sycl-cache-read-hint = '16' -> decorations CacheControlLoadINTEL 0 1

; O2-COUNT-3: !spirv.Decorations ![[OA:[0-9]+]]
; O2-DAG: ![[OA]] = !{![[OA1:[0-9]+]]}
; O2-DAG: ![[OA1]] = !{i32 6442, i32 0, i32 1}
; O2-DAG: !{i32 6443, i32 0, i32 0}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr addrspace(1) constant [6 x i8] c"c.cpp\00", section "llvm.metadata"
@.rh = private unnamed_addr addrspace(1) constant [21 x i8] c"sycl-cache-read-hint\00", section "llvm.metadata"
@.wh = private unnamed_addr addrspace(1) constant [22 x i8] c"sycl-cache-write-hint\00", section "llvm.metadata"
@.v16 = private unnamed_addr addrspace(1) constant [3 x i8] c"16\00", section "llvm.metadata"
@.v1 = private unnamed_addr addrspace(1) constant [2 x i8] c"1\00", section "llvm.metadata"
@.args.A = private unnamed_addr addrspace(1) constant { ptr addrspace(1), ptr addrspace(1) } { ptr addrspace(1) @.rh, ptr addrspace(1) @.v16 }, section "llvm.metadata"
@.args.B = private unnamed_addr addrspace(1) constant { ptr addrspace(1), ptr addrspace(1) } { ptr addrspace(1) @.wh, ptr addrspace(1) @.v1 }, section "llvm.metadata"

declare ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k0(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %out) {
entry:
  %a0 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %ann.a0 = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %a0, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 1, ptr addrspace(1) @.args.A)
  %x = load i32, ptr addrspace(4) %ann.a0, align 4
  %b0 = addrspacecast ptr addrspace(1) %q to ptr addrspace(4)
  %ann.b0 = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %b0, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 2, ptr addrspace(1) @.args.B)
  store i32 %x, ptr addrspace(4) %ann.b0, align 4
  ret void
}

define spir_kernel void @k1(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %a1 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %ann.a1 = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %a1, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 3, ptr addrspace(1) @.args.A)
  %x = load i32, ptr addrspace(4) %ann.a1, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %a2 = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %ann.a2 = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4) %a2, ptr addrspace(1) @.str, ptr addrspace(1) @.file, i32 4, ptr addrspace(1) @.args.A)
  %x = load i32, ptr addrspace(4) %ann.a2, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}
