; sycl-alignment on an annotated pointer goes onto the loads, stores and
; memory-transfer operands through it, and an annotation whose only property
; it is then goes (as the reference's does): also when every access already
; had that alignment, or more. An access never loses alignment: 16 stays 16
; under sycl-alignment 4 (the reference would set 4; README, "Annotations").
; Only a pointer with no access at all keeps the value, as the Alignment
; decoration {44:"n"} (the registry's decoration-if-unused).
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; Idempotent: a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S < %t.ll | diff %t.ll -
; The debug log says what the property became and what took it.
; RUN: env RUST_LOG=spirv_props::sycl_annotations=debug opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG
; LOG: sycl-alignment = '8' -> align 8 on the accesses (Alignment 8 if none takes it)
; LOG: alignment 8 taken by
; format=decorations: the same accesses, and the decoration for @none only.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S %s | FileCheck %s --check-prefix=DECO

target triple = "spir64-unknown-unknown"

; Only @none's and @mixed's strings are left; the Alignment decoration (44)
; is in @none's alone.
; CHECK-DAG: @[[NONE:.str.spirv-props[.0-9]*]] = private unnamed_addr constant [10 x i8] c"{44:\2264\22}\00", section "llvm.metadata"
; CHECK-DAG: @[[MIXED:.str.spirv-props[.0-9]*]] = private unnamed_addr constant [11 x i8] c"{5827:\224\22}\00", section "llvm.metadata"
; CHECK-NOT: {44:\228\22}
; CHECK-NOT: {44:\2216\22}
; CHECK-NOT: {44:\224\22}
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.al = private unnamed_addr constant [15 x i8] c"sycl-alignment\00", section "llvm.metadata"
@.nb = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args.4 = private unnamed_addr constant { ptr, i32 } { ptr @.al, i32 4 }, section "llvm.metadata"
@.args.8 = private unnamed_addr constant { ptr, i32 } { ptr @.al, i32 8 }, section "llvm.metadata"
@.args.16 = private unnamed_addr constant { ptr, i32 } { ptr @.al, i32 16 }, section "llvm.metadata"
@.args.64 = private unnamed_addr constant { ptr, i32 } { ptr @.al, i32 64 }, section "llvm.metadata"
@.args.mixed = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.al, i32 8, ptr @.nb, i32 4 }, section "llvm.metadata"
@sink = global ptr null

; The alignment already there: nothing to raise, the call goes.
; CHECK-LABEL: define spir_func i32 @equal(
; CHECK-NEXT:    store i32 1, ptr %p, align 8
; CHECK-NEXT:    %v = load i32, ptr %p, align 8
; CHECK-NEXT:    ret i32 %v
define spir_func i32 @equal(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 1, ptr @.args.8)
  store i32 1, ptr %a, align 8
  %v = load i32, ptr %a, align 8
  ret i32 %v
}

; Lower alignments are raised: the load, the store and the memcpy operand
; (no attribute: 1) through a cast.
; CHECK-LABEL: define spir_func i32 @larger(
; CHECK-NEXT:    store i32 1, ptr %p, align 16
; CHECK-NEXT:    %c = addrspacecast ptr %p to ptr addrspace(4)
; CHECK-NEXT:    %v = load i32, ptr addrspace(4) %c, align 16
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 16 %p, ptr %q, i64 8, i1 false)
; CHECK-NEXT:    ret i32 %v
define spir_func i32 @larger(ptr %p, ptr %q) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 2, ptr @.args.16)
  store i32 1, ptr %a, align 8
  %c = addrspacecast ptr %a to ptr addrspace(4)
  %v = load i32, ptr addrspace(4) %c, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %q, i64 8, i1 false)
  ret i32 %v
}

; A larger alignment stays: 16 is still true of an address aligned to 4.
; CHECK-LABEL: define spir_func i32 @smaller(
; CHECK-NEXT:    %v = load i32, ptr %p, align 16
; CHECK-NEXT:    ret i32 %v
define spir_func i32 @smaller(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 3, ptr @.args.4)
  %v = load i32, ptr %a, align 16
  ret i32 %v
}

; No access through the pointer (it is only stored as a value): the
; alignment stays as {44:"64"}.
; CHECK-LABEL: define spir_func void @none(
; CHECK-NEXT:    %a = call ptr @llvm.ptr.annotation.p0{{[.p0]*}}(ptr %p, ptr @[[NONE]], ptr @.file, i32 4, ptr null)
; CHECK-NEXT:    store ptr %a, ptr @sink, align 8
; DECO-LABEL: define spir_func void @none(
; DECO-SAME:     !spirv.ParameterDecorations ![[NONE_PD:[0-9]+]]
define spir_func void @none(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 4, ptr @.args.64)
  store ptr %a, ptr @sink, align 8
  ret void
}

; With another property: the access takes the alignment, the string keeps
; only NumbanksINTEL.
; CHECK-LABEL: define spir_func i32 @mixed(
; CHECK-NEXT:    %a = call ptr @llvm.ptr.annotation.p0{{[.p0]*}}(ptr %p, ptr @[[MIXED]], ptr @.file, i32 5, ptr null)
; CHECK-NEXT:    %v = load i32, ptr %a, align 8
; DECO-LABEL: define spir_func i32 @mixed(
; DECO-SAME:     !spirv.ParameterDecorations ![[MIXED_PD:[0-9]+]]
define spir_func i32 @mixed(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 5, ptr @.args.mixed)
  %v = load i32, ptr %a, align 8
  ret i32 %v
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; DECO-DAG: ![[NONE_PD]] = !{![[NONE_L:[0-9]+]]}
; DECO-DAG: ![[NONE_L]] = !{![[AL:[0-9]+]]}
; DECO-DAG: ![[AL]] = !{i32 44, i32 64}
; DECO-DAG: ![[MIXED_PD]] = !{![[MIXED_L:[0-9]+]]}
; DECO-DAG: ![[MIXED_L]] = !{![[NB:[0-9]+]]}
; DECO-DAG: ![[NB]] = !{i32 5827, i32 4}
; DECO-NOT: !{i32 44, i32 {{4|8|16}}}
