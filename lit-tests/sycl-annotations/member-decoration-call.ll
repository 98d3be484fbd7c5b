; format=member-decoration-call: seed 000's proposal. Each
; llvm.ptr.annotation call becomes a call to __spirv_AddMemberDecoration
; (one declaration per pointer type, suffixed .p<addrspace>) whose result
; replaces the annotated pointer. The seed passes the decoration-list as a
; `metadata` argument; LLVM's verifier rejects that ("Function takes
; metadata but isn't an intrinsic", pinned below), so the list is the
; call's !spirv.Decorations. Other sites (llvm.var.annotation, globals) get
; format=decorations. No consumer here implements the call: it stays an
; imported function (see the README).
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=member-decoration-call>' -S -o %t.ll < %S/Inputs/members.ll 2>/dev/null
; RUN: FileCheck %s < %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=member-decoration-call>' -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll
; The seed's literal form is not valid IR:
; RUN: not opt -passes=verify %S/Inputs/metadata-argument.ll -disable-output 2>&1 | FileCheck %s --check-prefix=VERIFIER
; VERIFIER: Function takes metadata but isn't an intrinsic

; CHECK: @g = {{.*}}, !spirv.Decorations
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %local = alloca i32, align 4, !spirv.Decorations
; CHECK: [[B1:%[0-9]+]] = call ptr @__spirv_AddMemberDecoration.p0(ptr %banks), !spirv.Decorations [[BANKS:![0-9]+]]
; CHECK-NEXT: store i32 1, ptr [[B1]], align 4
; CHECK: call ptr @__spirv_AddMemberDecoration.p0(ptr %ptr), !spirv.Decorations [[CACHED:![0-9]+]]
; CHECK: call ptr @__spirv_AddMemberDecoration.p0(ptr %bits), !spirv.Decorations
; CHECK: call ptr @llvm.ptr.annotation.p0{{(.p0)?}}(ptr %bits, ptr @.str.note
; CHECK: [[P:%[0-9]+]] = call ptr addrspace(1) @__spirv_AddMemberDecoration.p1(ptr addrspace(1) %p), !spirv.Decorations [[CACHED]]
; CHECK-NEXT: load i32, ptr addrspace(1) [[P]]
; CHECK: declare ptr @__spirv_AddMemberDecoration.p0(ptr) [[ATTRS:#[0-9]+]]
; CHECK: declare ptr addrspace(1) @__spirv_AddMemberDecoration.p1(ptr addrspace(1)) [[ATTRS]]
; CHECK: attributes [[ATTRS]] = { {{.*}}{{readnone|memory\(none\)}}{{.*}} }
; CHECK-DAG: [[BANKS]] = !{[[NB:![0-9]+]], [[REG:![0-9]+]]}
; CHECK-DAG: [[NB]] = !{i32 5827, i32 4}
; CHECK-DAG: [[CACHED]] = !{[[L1:![0-9]+]], [[L2:![0-9]+]]}
; CHECK-DAG: [[L1]] = !{i32 6442, i32 0, i32 1}
