; Many annotations, each with an argument struct of its own (distinct buffer
; locations and latencies per pointer, as DPC++ emits for annotated_arg /
; annotated_ptr), all sharing the property-name strings: every annotation is
; rewritten, and every argument struct and string nothing uses any more is
; deleted, however the structs share their strings (the clean-up walks each
; string's uses once: issue 31). What something still uses stays: the
; struct of an annotation that is not "sycl-properties", and the one a
; variable points at, with the names they use; a name only dead structs used
; goes even though live ones used its neighbours. Two argument globals that
; only use each other (a cycle) stay, as with reference counting.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S -o %t.ll < %s
; RUN: FileCheck %s --input-file %t.ll --implicit-check-not=.args. --implicit-check-not=.val. --implicit-check-not=.name.burst --implicit-check-not=.name.nb --implicit-check-not=sycl-properties
; RUN: opt -passes=verify -disable-output %t.ll
; A second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll
; compile-time-properties runs it too.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S %s -o %t.ctp.ll
; RUN: FileCheck %s --input-file %t.ctp.ll --implicit-check-not=.args. --implicit-check-not=.val. --implicit-check-not=.name.burst --implicit-check-not=.name.nb --implicit-check-not=sycl-properties
; format=decorations removes the annotations (but the one that is not
; "sycl-properties"), and the same globals go.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S %s -o %t.deco.ll
; RUN: FileCheck %s --input-file %t.deco.ll --check-prefix=DECO --implicit-check-not=.args. --implicit-check-not=.val. --implicit-check-not=.name.burst --implicit-check-not=.name.nb --implicit-check-not=sycl-properties
; RUN: opt -passes=verify -disable-output %t.deco.ll

target triple = "spir64-unknown-unknown"

; What stays: the file name (the other annotation uses it), the names the
; kept structs use, the kept structs and the other annotation's string, and
; the cycle.
; CHECK-DAG: @.file = private unnamed_addr constant [6 x i8] c"d.cpp\00", section "llvm.metadata"
; CHECK-DAG: @.name.bl = private unnamed_addr constant [21 x i8] c"sycl-buffer-location\00", section "llvm.metadata"
; CHECK-DAG: @.name.lat = private unnamed_addr constant [13 x i8] c"sycl-latency\00", section "llvm.metadata"
; CHECK-DAG: @.kept.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
; CHECK-DAG: @.kept.args = private unnamed_addr constant { ptr, i32 } { ptr @.name.bl, i32 7 }, section "llvm.metadata"
; CHECK-DAG: @.kept.byvar = private unnamed_addr constant { ptr, i32 } { ptr @.name.lat, i32 5 }, section "llvm.metadata"
; CHECK-DAG: @sink = global ptr @.kept.byvar
; DECO-DAG: @.file = private unnamed_addr constant [6 x i8] c"d.cpp\00", section "llvm.metadata"
; DECO-DAG: @.name.bl = private unnamed_addr constant [21 x i8] c"sycl-buffer-location\00", section "llvm.metadata"
; DECO-DAG: @.name.lat = private unnamed_addr constant [13 x i8] c"sycl-latency\00", section "llvm.metadata"
; DECO-DAG: @.kept.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
; DECO-DAG: @.kept.args = private unnamed_addr constant { ptr, i32 } { ptr @.name.bl, i32 7 }, section "llvm.metadata"
; DECO-DAG: @.kept.byvar = private unnamed_addr constant { ptr, i32 } { ptr @.name.lat, i32 5 }, section "llvm.metadata"
; DECO-DAG: @sink = global ptr @.kept.byvar
; CHECK-DAG: @.cyc.a = private unnamed_addr constant { ptr, ptr } { ptr @.cyc.b, ptr @.cyc.leaf }, section "llvm.metadata"
; CHECK-DAG: @.cyc.b = private unnamed_addr constant { ptr } { ptr @.cyc.a }, section "llvm.metadata"
; CHECK-DAG: @.cyc.leaf = private unnamed_addr constant [2 x i8] c"x\00", section "llvm.metadata"
; DECO-DAG: @.cyc.a = private unnamed_addr constant { ptr, ptr } { ptr @.cyc.b, ptr @.cyc.leaf }, section "llvm.metadata"
; DECO-DAG: @.cyc.b = private unnamed_addr constant { ptr } { ptr @.cyc.a }, section "llvm.metadata"
; DECO-DAG: @.cyc.leaf = private unnamed_addr constant [2 x i8] c"x\00", section "llvm.metadata"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"d.cpp\00", section "llvm.metadata"
@.name.bl = private unnamed_addr constant [21 x i8] c"sycl-buffer-location\00", section "llvm.metadata"
@.name.lat = private unnamed_addr constant [13 x i8] c"sycl-latency\00", section "llvm.metadata"
@.name.burst = private unnamed_addr constant [14 x i8] c"sycl-maxburst\00", section "llvm.metadata"
@.name.nb = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.val.8 = private unnamed_addr constant [2 x i8] c"8\00", section "llvm.metadata"
@.val.16 = private unnamed_addr constant [3 x i8] c"16\00", section "llvm.metadata"
@.val.10 = private unnamed_addr constant [3 x i8] c"10\00", section "llvm.metadata"
@.val.11 = private unnamed_addr constant [3 x i8] c"11\00", section "llvm.metadata"
@.val.x12 = private unnamed_addr constant [4 x i8] c"x12\00", section "llvm.metadata"
@.val.13 = private unnamed_addr constant [3 x i8] c"13\00", section "llvm.metadata"
@.args.a0 = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.name.bl, i32 0, ptr @.name.lat, i32 1 }, section "llvm.metadata"
@.args.c0 = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.name.bl, ptr @.val.10, ptr @.name.burst, ptr @.val.8 }, section "llvm.metadata"
@.args.a1 = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.name.bl, i32 1, ptr @.name.lat, i32 2 }, section "llvm.metadata"
@.args.c1 = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.name.bl, ptr @.val.11, ptr @.name.burst, ptr @.val.16 }, section "llvm.metadata"
@.args.a2 = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.name.bl, i32 2, ptr @.name.lat, i32 3 }, section "llvm.metadata"
; A value behind a GEP ("12" of "x12").
@.args.c2 = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.name.bl, ptr getelementptr inbounds ([4 x i8], ptr @.val.x12, i64 0, i64 1), ptr @.name.burst, ptr @.val.8 }, section "llvm.metadata"
@.args.a3 = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.name.bl, i32 3, ptr @.name.lat, i32 4 }, section "llvm.metadata"
@.args.c3 = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.name.bl, ptr @.val.13, ptr @.name.burst, ptr @.val.16 }, section "llvm.metadata"
; Globals' entries, one struct each.
@.args.g0 = private unnamed_addr constant { ptr, i32 } { ptr @.name.nb, i32 2 }, section "llvm.metadata"
@.args.g1 = private unnamed_addr constant { ptr, i32 } { ptr @.name.nb, i32 4 }, section "llvm.metadata"
; Kept: the struct of an annotation this pass does not read, and one a
; variable points at (its annotation is rewritten all the same).
@.kept.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@.kept.args = private unnamed_addr constant { ptr, i32 } { ptr @.name.bl, i32 7 }, section "llvm.metadata"
@.kept.byvar = private unnamed_addr constant { ptr, i32 } { ptr @.name.lat, i32 5 }, section "llvm.metadata"
@sink = global ptr @.kept.byvar
; A {X:Y} annotation (kept by annotation-string, removed by decorations)
; whose unread fifth operand is a cycle.
@.fmt = private unnamed_addr constant [9 x i8] c"{5827:2}\00", section "llvm.metadata"
@.cyc.a = private unnamed_addr constant { ptr, ptr } { ptr @.cyc.b, ptr @.cyc.leaf }, section "llvm.metadata"
@.cyc.b = private unnamed_addr constant { ptr } { ptr @.cyc.a }, section "llvm.metadata"
@.cyc.leaf = private unnamed_addr constant [2 x i8] c"x\00", section "llvm.metadata"
@g0 = addrspace(1) global [4 x i32] zeroinitializer
@g1 = addrspace(1) global [4 x i32] zeroinitializer
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g0 to ptr), ptr @.str, ptr @.file, i32 30, ptr @.args.g0 }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g1 to ptr), ptr @.str, ptr @.file, i32 31, ptr @.args.g1 }], section "llvm.metadata"

; BufferLocationINTEL 5921, MMHostInterfaceLatencyINTEL 6179,
; MMHostInterfaceMaxBurstINTEL 6181, NumbanksINTEL 5827.
; CHECK: @llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g0 to ptr), ptr [[G0:@[^,]+]], ptr @.file, i32 30, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g1 to ptr), ptr [[G1:@[^,]+]], ptr @.file, i32 31, ptr null }], section "llvm.metadata"
; CHECK-DAG: [[A0:@[^ ]+]] = private unnamed_addr constant [21 x i8] c"{5921:\220\22}{6179:\221\22}\00", section "llvm.metadata"
; CHECK-DAG: [[C0:@[^ ]+]] = private unnamed_addr constant [22 x i8] c"{5921:\2210\22}{6181:\228\22}\00", section "llvm.metadata"
; CHECK-DAG: [[A1:@[^ ]+]] = private unnamed_addr constant [21 x i8] c"{5921:\221\22}{6179:\222\22}\00", section "llvm.metadata"
; CHECK-DAG: [[C1:@[^ ]+]] = private unnamed_addr constant [23 x i8] c"{5921:\2211\22}{6181:\2216\22}\00", section "llvm.metadata"
; CHECK-DAG: [[A2:@[^ ]+]] = private unnamed_addr constant [21 x i8] c"{5921:\222\22}{6179:\223\22}\00", section "llvm.metadata"
; CHECK-DAG: [[C2:@[^ ]+]] = private unnamed_addr constant [22 x i8] c"{5921:\2212\22}{6181:\228\22}\00", section "llvm.metadata"
; CHECK-DAG: [[A3:@[^ ]+]] = private unnamed_addr constant [21 x i8] c"{5921:\223\22}{6179:\224\22}\00", section "llvm.metadata"
; CHECK-DAG: [[C3:@[^ ]+]] = private unnamed_addr constant [23 x i8] c"{5921:\2213\22}{6181:\2216\22}\00", section "llvm.metadata"
; CHECK-DAG: [[BYVAR:@[^ ]+]] = private unnamed_addr constant [11 x i8] c"{6179:\225\22}\00", section "llvm.metadata"
; CHECK-DAG: [[G0]] = private unnamed_addr constant [11 x i8] c"{5827:\222\22}\00", section "llvm.metadata"
; CHECK-DAG: [[G1]] = private unnamed_addr constant [11 x i8] c"{5827:\224\22}\00", section "llvm.metadata"

; CHECK-LABEL: define spir_kernel void @k0(
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %a, ptr [[A0]], ptr @.file, i32 1, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %c, ptr [[C0]], ptr @.file, i32 2, ptr null)
; DECO-LABEL: define spir_kernel void @k0(
; DECO-NOT: llvm.ptr.annotation
; DECO: ret void
define spir_kernel void @k0(ptr addrspace(1) %a, ptr addrspace(1) %c) {
entry:
  %a.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %a, ptr @.str, ptr @.file, i32 1, ptr @.args.a0)
  %c.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %c, ptr @.str, ptr @.file, i32 2, ptr @.args.c0)
  %x = load i32, ptr addrspace(1) %a.ann, align 4
  store i32 %x, ptr addrspace(1) %c.ann, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @k1(
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %a, ptr [[A1]], ptr @.file, i32 3, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %c, ptr [[C1]], ptr @.file, i32 4, ptr null)
define spir_kernel void @k1(ptr addrspace(1) %a, ptr addrspace(1) %c) {
entry:
  %a.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %a, ptr @.str, ptr @.file, i32 3, ptr @.args.a1)
  %c.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %c, ptr @.str, ptr @.file, i32 4, ptr @.args.c1)
  %x = load i32, ptr addrspace(1) %a.ann, align 4
  store i32 %x, ptr addrspace(1) %c.ann, align 4
  ret void
}

; Two annotations share @.args.a2.
; CHECK-LABEL: define spir_kernel void @k2(
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %a, ptr [[A2]], ptr @.file, i32 5, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %b, ptr [[A2]], ptr @.file, i32 5, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %c, ptr [[C2]], ptr @.file, i32 6, ptr null)
define spir_kernel void @k2(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %a.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %a, ptr @.str, ptr @.file, i32 5, ptr @.args.a2)
  %b.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %b, ptr @.str, ptr @.file, i32 5, ptr @.args.a2)
  %c.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %c, ptr @.str, ptr @.file, i32 6, ptr @.args.c2)
  %x = load i32, ptr addrspace(1) %a.ann, align 4
  %y = load i32, ptr addrspace(1) %b.ann, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %c.ann, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @k3(
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %a, ptr [[A3]], ptr @.file, i32 7, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %c, ptr [[C3]], ptr @.file, i32 8, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %o, ptr @.kept.other, ptr @.file, i32 9, ptr @.kept.args)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %v, ptr [[BYVAR]], ptr @.file, i32 10, ptr null)
; DECO-LABEL: define spir_kernel void @k3(
; DECO-NOT: llvm.ptr.annotation
; DECO: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %o, ptr @.kept.other, ptr @.file, i32 9, ptr @.kept.args)
; DECO-NOT: llvm.ptr.annotation
; DECO: ret void
define spir_kernel void @k3(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %o, ptr addrspace(1) %v) {
entry:
  %a.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %a, ptr @.str, ptr @.file, i32 7, ptr @.args.a3)
  %c.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %c, ptr @.str, ptr @.file, i32 8, ptr @.args.c3)
  %o.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %o, ptr @.kept.other, ptr @.file, i32 9, ptr @.kept.args)
  %v.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %v, ptr @.str, ptr @.file, i32 10, ptr @.kept.byvar)
  %x = load i32, ptr addrspace(1) %a.ann, align 4
  store i32 %x, ptr addrspace(1) %c.ann, align 4
  store i32 %x, ptr addrspace(1) %o.ann, align 4
  store i32 %x, ptr addrspace(1) %v.ann, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @k4(
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %b, ptr @.fmt, ptr @.file, i32 11, ptr @.cyc.a)
; DECO-LABEL: define spir_kernel void @k4(
; DECO-NOT: llvm.ptr.annotation
; DECO: ret void
define spir_kernel void @k4(ptr addrspace(1) %b) {
entry:
  %b.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %b, ptr @.fmt, ptr @.file, i32 11, ptr @.cyc.a)
  store i32 0, ptr addrspace(1) %b.ann, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
