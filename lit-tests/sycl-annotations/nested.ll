; An annotation of an annotation: DPC++ writes one llvm.ptr.annotation per
; property wrapper, the second annotating the first's result. Each is read
; when the pass reaches it, so once the first is removed (format=decorations:
; its uses take the pointer it annotated) the second annotates that pointer
; too, and both lists land on the member's GEP. (Read all at once before the
; first was removed, the second named the erased call, and its decoration
; was recorded for no instruction and lost.)
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,spirv-props-verify<strict>' -S -o %t.ll < %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
; RUN: FileCheck %s --check-prefix=DECO < %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll
; The same after default<O2>, which keeps the calls (they touch
; inaccessible memory) and the member's GEP of the parameter.
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations<format=decorations>,spirv-props-verify<strict>' %s -S 2>&1 | FileCheck %s --check-prefix=DECO
; member-decoration-call: each call replaced in turn, the second taking the
; first's replacement, each with its own list.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=member-decoration-call>,spirv-props-verify<strict>' %s -S 2>&1 | FileCheck %s --check-prefix=CALL
; annotation-string (default): both calls stay, each with its string.
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations' %s -S 2>&1 | FileCheck %s --check-prefix=STRING

; QUIET-NOT: {{error|warning}}

; Both decorations on the GEP, no annotation call left (NumbanksINTEL 5827,
; MaxReplicatesINTEL 5832).
; DECO-LABEL: define spir_kernel void @k(
; DECO: %[[G:[^ ]+]] = getelementptr inbounds {{.*}}, !spirv.Decorations ![[L:[0-9]+]]
; DECO-NOT: call {{.*}}@llvm.ptr.annotation
; DECO: store i32 %x, ptr addrspace(1) %[[G]]
; DECO: ![[L]] = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
; DECO-DAG: ![[A]] = !{i32 5827, i32 4}
; DECO-DAG: ![[B]] = !{i32 5832, i32 8}

; CALL: %[[P1:[^ ]+]] = call ptr addrspace(1) @__spirv_AddMemberDecoration.p1(ptr addrspace(1) %{{.*}}), !spirv.Decorations ![[L1:[0-9]+]]
; CALL: %[[P2:[^ ]+]] = call ptr addrspace(1) @__spirv_AddMemberDecoration.p1(ptr addrspace(1) %[[P1]]), !spirv.Decorations ![[L2:[0-9]+]]
; CALL: store i32 %x, ptr addrspace(1) %[[P2]]
; CALL-DAG: ![[L1]] = !{![[A:[0-9]+]]}
; CALL-DAG: ![[A]] = !{i32 5827, i32 4}
; CALL-DAG: ![[L2]] = !{![[B:[0-9]+]]}
; CALL-DAG: ![[B]] = !{i32 5832, i32 8}

; STRING-DAG: @[[S1:[^ ]+]] = {{.*}} c"{5827:\224\22}\00"
; STRING-DAG: @[[S2:[^ ]+]] = {{.*}} c"{5832:\228\22}\00"
; STRING: %[[P1:[^ ]+]] = {{.*}}call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) {{(nonnull )?}}%{{[^,]+}}, ptr {{(nonnull )?}}@[[S1]],
; STRING: %[[P2:[^ ]+]] = {{.*}}call ptr addrspace(1) @llvm.ptr.annotation.p1{{[^(]*}}(ptr addrspace(1) %[[P1]], ptr {{(nonnull )?}}@[[S2]],

%struct.S = type { i32, i32 }

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"n.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.four = private unnamed_addr constant [2 x i8] c"4\00"
@.replicates = private unnamed_addr constant [20 x i8] c"sycl-num-replicates\00"
@.eight = private unnamed_addr constant [2 x i8] c"8\00"
@.args1 = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.four }, section "llvm.metadata"
@.args2 = private unnamed_addr constant { ptr, ptr } { ptr @.replicates, ptr @.eight }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %g = getelementptr inbounds %struct.S, ptr addrspace(1) %p, i64 0, i32 1
  %p1 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %g, ptr @.str, ptr @.file, i32 1, ptr @.args1)
  %p2 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p1, ptr @.str, ptr @.file, i32 2, ptr @.args2)
  store i32 %x, ptr addrspace(1) %p2, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
