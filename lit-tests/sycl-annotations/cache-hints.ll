; SYCL cache hints as DPC++'s cache_control_properties.hpp writes them
; (annotated_ptr read_hint / read_assertion / write_hint): the value holds a
; nibble of cache levels (L1 = 1, L2 = 2, L3 = 4, L4 = 8) per cache_mode
; (uncached 0, cached 1, streaming 2, invalidate 3, constant 4,
; write_through 5, write_back 6). Each level of each mode becomes one
; CacheControlLoadINTEL (6442) / CacheControlStoreINTEL (6443)
; <SPIR-V level 0..3> <control>, modes in order, as the reference. Prefetch
; hints (sycl-prefetch-hint / -nt, the value a level) become
; CacheControlLoadINTEL <level> CachedINTEL (1) / InvalidateAfterReadINTEL
; (3), {6442:"N,1"} / {6442:"N,3"} as the reference writes them.
; The property names of an earlier header (sycl-cache-read-cached, ...) are
; not built in: a warning, or lowered with registry/cache-control-per-mode.toml.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S < %s 2>/dev/null | FileCheck %s --check-prefix=DECO
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations' -S < %s 2>/dev/null | opt -load-pass-plugin %plugin -passes='sycl-annotations' -S 2>/dev/null | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' -S < %s 2>/dev/null | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<registry=%S/../../registry/cache-control-per-mode.toml>' -S < %s 2>&1 | FileCheck %s --check-prefix=OLD
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %S/Inputs/cache-hints-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; The debug log says what each property became (README, "Logging").
; RUN: env RUST_LOG=spirv_props::sycl_annotations=debug opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG

; LOG: line 1 of c.cpp: sycl-cache-read-hint = '1040' -> decorations CacheControlLoadINTEL 0 1, CacheControlLoadINTEL 2 2
; LOG: sycl-cache-write-hint = '69208065' -> decorations CacheControlStoreINTEL 0 0, CacheControlStoreINTEL 3 3, CacheControlStoreINTEL 1 1, CacheControlStoreINTEL 2 2

; WARN: warning: sycl-annotations: @old, line 9 of c.cpp: property 'sycl-cache-read-cached' = '3' is not in the registry: left out of the rewritten annotation
; WARN-NOT: warning
; OLD-NOT: warning: sycl-annotations
; OLD: c"{6442:\220,1\22}{6442:\221,1\22}\00"

; BAD-DAG: error: sycl-annotations: @bad, line 1 of c.cpp: property 'sycl-cache-write-hint' = '16': bits 0x10 name cache mode 1 (4 level bits per mode), which this property does not take (it takes 0: UncachedINTEL, 2: StreamingINTEL, 5: WriteThroughINTEL, 6: WriteBackINTEL)
; BAD-DAG: error: sycl-annotations: @bad, line 2 of c.cpp: property 'sycl-cache-read-hint' = '17': cache level L1 is given two cache modes
; BAD-DAG: error: sycl-annotations: @bad, line 3 of c.cpp: property 'sycl-cache-read-assertion' = '0': names no cache level
; BAD-DAG: error: sycl-annotations: @bad, line 4 of c.cpp: property 'sycl-prefetch-hint' = 'L1': 'L1' is not an unsigned integer

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; read_hint<cache_control<cached, L1>, cache_control<streaming, L3>> = 0x410
; CHECK-DAG: c"{6442:\220,1\22}{6442:\222,2\22}\00"
; read_assertion<cache_control<invalidate, L1>, cache_control<constant, L3>>
; = 0x41000
; CHECK-DAG: c"{6442:\220,3\22}{6442:\222,4\22}\00"
; write_hint<uncached L1, streaming L4, write_through L2, write_back L3> =
; 0x4200801
; CHECK-DAG: c"{6443:\220,0\22}{6443:\223,3\22}{6443:\221,1\22}{6443:\222,2\22}\00"
; prefetch_hint_L3 (2) and prefetch_hint_L1_nt (0)
; CHECK-DAG: c"{6442:\222,1\22}\00"
; CHECK-DAG: c"{6442:\220,3\22}\00"

; O2-DAG: c"{6442:\220,1\22}{6442:\222,2\22}\00"
; O2-DAG: c"{6443:\220,0\22}{6443:\223,3\22}{6443:\221,1\22}{6443:\222,2\22}\00"
; O2-DAG: c"{6442:\222,1\22}\00"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"c.cpp\00", section "llvm.metadata"
@.rh = private unnamed_addr constant [21 x i8] c"sycl-cache-read-hint\00", section "llvm.metadata"
@.ra = private unnamed_addr constant [26 x i8] c"sycl-cache-read-assertion\00", section "llvm.metadata"
@.wh = private unnamed_addr constant [22 x i8] c"sycl-cache-write-hint\00", section "llvm.metadata"
@.pf = private unnamed_addr constant [19 x i8] c"sycl-prefetch-hint\00", section "llvm.metadata"
@.pfnt = private unnamed_addr constant [22 x i8] c"sycl-prefetch-hint-nt\00", section "llvm.metadata"
@.old = private unnamed_addr constant [23 x i8] c"sycl-cache-read-cached\00", section "llvm.metadata"
@.v.a = private unnamed_addr constant [5 x i8] c"1040\00", section "llvm.metadata"
@.v.b = private unnamed_addr constant [7 x i8] c"266240\00", section "llvm.metadata"
@.v.c = private unnamed_addr constant [9 x i8] c"69208065\00", section "llvm.metadata"
@.v.2 = private unnamed_addr constant [2 x i8] c"2\00", section "llvm.metadata"
@.v.0 = private unnamed_addr constant [2 x i8] c"0\00", section "llvm.metadata"
@.v.3 = private unnamed_addr constant [2 x i8] c"3\00", section "llvm.metadata"
@.args.a = private unnamed_addr constant { ptr, ptr } { ptr @.rh, ptr @.v.a }, section "llvm.metadata"
@.args.b = private unnamed_addr constant { ptr, ptr } { ptr @.ra, ptr @.v.b }, section "llvm.metadata"
@.args.c = private unnamed_addr constant { ptr, ptr } { ptr @.wh, ptr @.v.c }, section "llvm.metadata"
@.args.d = private unnamed_addr constant { ptr, ptr } { ptr @.pf, ptr @.v.2 }, section "llvm.metadata"
@.args.e = private unnamed_addr constant { ptr, ptr } { ptr @.pfnt, ptr @.v.0 }, section "llvm.metadata"
@.args.old = private unnamed_addr constant { ptr, ptr } { ptr @.old, ptr @.v.3 }, section "llvm.metadata"

; DECO-DAG: %a = getelementptr inbounds i32, ptr %p, i64 1, !spirv.Decorations ![[A:[0-9]+]]
; DECO-DAG: %c = getelementptr inbounds i32, ptr %p, i64 3, !spirv.Decorations ![[C:[0-9]+]]
; DECO-DAG: %d = getelementptr inbounds i32, ptr %p, i64 4, !spirv.Decorations ![[D:[0-9]+]]
define spir_kernel void @k(ptr addrspace(1) %out, ptr %p) {
entry:
  %a = getelementptr inbounds i32, ptr %p, i64 1
  %a.1 = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.str, ptr @.file, i32 1, ptr @.args.a)
  %va = load i32, ptr %a.1, align 4
  %b = getelementptr inbounds i32, ptr %p, i64 2
  %b.1 = call ptr @llvm.ptr.annotation.p0(ptr %b, ptr @.str, ptr @.file, i32 2, ptr @.args.b)
  %vb = load i32, ptr %b.1, align 4
  %c = getelementptr inbounds i32, ptr %p, i64 3
  %c.1 = call ptr @llvm.ptr.annotation.p0(ptr %c, ptr @.str, ptr @.file, i32 3, ptr @.args.c)
  %sum = add i32 %va, %vb
  store i32 %sum, ptr %c.1, align 4
  %d = getelementptr inbounds i32, ptr %p, i64 4
  %d.1 = call ptr @llvm.ptr.annotation.p0(ptr %d, ptr @.str, ptr @.file, i32 4, ptr @.args.d)
  %vd = load i32, ptr %d.1, align 4
  %e = getelementptr inbounds i32, ptr %p, i64 5
  %e.1 = call ptr @llvm.ptr.annotation.p0(ptr %e, ptr @.str, ptr @.file, i32 5, ptr @.args.e)
  %ve = load i32, ptr %e.1, align 4
  %t = add i32 %vd, %ve
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @old(ptr addrspace(1) %out, ptr %p) {
entry:
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 9, ptr @.args.old)
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)

; DECO-DAG: ![[A]] = !{![[A0:[0-9]+]], ![[A1:[0-9]+]]}
; DECO-DAG: ![[A0]] = !{i32 6442, i32 0, i32 1}
; DECO-DAG: ![[A1]] = !{i32 6442, i32 2, i32 2}
; DECO-DAG: ![[C]] = !{![[C0:[0-9]+]], ![[C1:[0-9]+]], ![[C2:[0-9]+]], ![[C3:[0-9]+]]}
; DECO-DAG: ![[C0]] = !{i32 6443, i32 0, i32 0}
; DECO-DAG: ![[C1]] = !{i32 6443, i32 3, i32 3}
; DECO-DAG: ![[C2]] = !{i32 6443, i32 1, i32 1}
; DECO-DAG: ![[C3]] = !{i32 6443, i32 2, i32 2}
; DECO-DAG: ![[D]] = !{![[D0:[0-9]+]]}
; DECO-DAG: ![[D0]] = !{i32 6442, i32 2, i32 1}
