; The rewritten module through default<O2>, and the pass after default<O2>
; instead of before (see the README, "Annotations and default<O2>").
; annotation-string: the annotation calls stay, so in either order every
; member keeps its string, and the calls keep SROA from splitting the
; private struct.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %S/Inputs/o2.ll -S | FileCheck %s --check-prefix=STRING
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations' %S/Inputs/o2.ll -S | FileCheck %s --check-prefix=STRING
; decorations, then default<O2>: nothing holds the private struct any more,
; SROA turns it into registers and its member's decoration is gone with it.
; (What happens to the member of the struct in global memory depends on the
; LLVM: o2-member-gep.ll and o2-member-gep-i8.ll.)
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %S/Inputs/o2.ll -S | FileCheck %s --check-prefix=BEFORE
; default<O2>, then decorations: the annotations kept the private struct
; through default<O2>, so both decorations are there (member 0's
; zero-offset GEP folded into the struct, so that one decorates the alloca;
; the pass builds the member's GEP again in place of the annotation call).
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations<format=decorations>' %S/Inputs/o2.ll -S | FileCheck %s --check-prefix=AFTER
; The pass's own output is verifier-clean after default<O2> in every order
; (opt verifies what it writes); a second run after default<O2> changes
; nothing.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %S/Inputs/o2.ll -S -o %t.1.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations' -S < %t.1.ll | opt -S -o %t.2.ll
; RUN: opt -S < %t.1.ll -o %t.1n.ll
; RUN: diff %t.1n.ll %t.2.ll

; STRING: [[S:@[^ ]+]] = private unnamed_addr{{( addrspace\(1\))?}} constant [13 x i8] c"{6442:\220,1\22}\00"
; STRING-LABEL: define spir_kernel void @private_struct(
; STRING: %ops = alloca %struct.ops
; STRING: call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr {{(nonnull )?}}%ops, ptr{{( addrspace\(1\))?}} {{(nonnull )?}}[[S]], ptr{{( addrspace\(1\))?}} {{(nonnull )?}}@{{[^,]+}}, i32 1, ptr{{( addrspace\(1\))?}} null)
; STRING-LABEL: define spir_kernel void @global_struct(
; STRING: call ptr addrspace(1) @llvm.ptr.annotation.p1{{(\.p[01])?}}(ptr addrspace(1) {{(nonnull )?}}%m, ptr{{( addrspace\(1\))?}} {{(nonnull )?}}[[S]], ptr{{( addrspace\(1\))?}} {{(nonnull )?}}@{{[^,]+}}, i32 2, ptr{{( addrspace\(1\))?}} null)

; BEFORE-LABEL: define spir_kernel void @private_struct(
; BEFORE-NOT: alloca
; BEFORE-NOT: !spirv.Decorations
; BEFORE-LABEL: define spir_kernel void @global_struct(

; AFTER-LABEL: define spir_kernel void @private_struct(
; AFTER: %ops = alloca %struct.ops, align 8, !spirv.Decorations [[D:![0-9]+]]
; AFTER: getelementptr inbounds %struct.ops, ptr %ops, i64 0, i32 0{{$}}
; AFTER-LABEL: define spir_kernel void @global_struct(
; The GEP's form is the LLVM's (`%struct.ops, ..., i64 0, i32 1` up to 16,
; `i8, ..., i64 8` from 19): the decoration is on it either way.
; AFTER: %m = getelementptr inbounds {{.*}}ptr addrspace(1) %s, {{.*}}, !spirv.Decorations [[D]]
; AFTER-DAG: [[D]] = !{[[L1:![0-9]+]]}
; AFTER-DAG: [[L1]] = !{i32 6442, i32 0, i32 1}
