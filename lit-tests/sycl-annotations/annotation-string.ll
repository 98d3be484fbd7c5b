; format=annotation-string (the default, the reference pass's output): each
; "sycl-properties" annotation's string becomes {ID:"value"}... with the
; decoration numbers of the SPIR-V grammar, the fifth operand becomes null,
; identical strings are shared, an annotation left with nothing is removed
; (its uses take the annotated pointer), sycl-alignment aligns the accesses
; instead, and the globals nothing uses any more are deleted. Strings already
; in {X:Y} form and free text stay. A second run changes nothing. On LLVM
; 16 the new strings (and the file name) are in address space 1 and the
; calls use the intrinsic overloaded on it (see consumers-llvm16.ll).
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations -S -o %t.ll < %S/Inputs/members.ll 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=annotation-string>' -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll
; compile-time-properties runs it too.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties %S/Inputs/members.ll -S 2>/dev/null | FileCheck %s

; WARN: warning: sycl-annotations: @k, line 4 of members.cl: property 'sycl-foo' = '32' is not in the registry: left out of the rewritten annotation

; The old strings and argument structs are gone.
; CHECK-NOT: sycl-properties
; CHECK-NOT: @.args
; CHECK-NOT: @.name
; CHECK: @llvm.global.annotations = {{.*}} [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr [[GBANKS:@[^,]+]], ptr @.str.file, i32 20, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @h to ptr), ptr @.str.note, ptr @.str.file, i32 21, ptr null }]
; MaxPrivateCopiesINTEL 5829, NumbanksINTEL 5827, RegisterINTEL 5825,
; CacheControlLoadINTEL 6442 <level> CachedINTEL(1).
; CHECK-DAG: [[COPIES:@[^ ]+]] = private unnamed_addr{{( addrspace\(1\))?}} constant [11 x i8] c"{5829:\222\22}\00", section "llvm.metadata"
; CHECK-DAG: [[BANKS:@[^ ]+]] = private unnamed_addr{{( addrspace\(1\))?}} constant [17 x i8] c"{5827:\224\22}{5825}\00", section "llvm.metadata"
; CHECK-DAG: [[CACHED:@[^ ]+]] = private unnamed_addr{{( addrspace\(1\))?}} constant [25 x i8] c"{6442:\220,1\22}{6442:\221,1\22}\00", section "llvm.metadata"
; CHECK-DAG: [[GBANKS]] = private unnamed_addr{{( addrspace\(1\))?}} constant [11 x i8] c"{5827:\228\22}\00", section "llvm.metadata"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: call void @llvm.var.annotation{{(\.p0\.p[01])?}}(ptr %local, ptr{{( addrspace\(1\))?}} [[COPIES]], ptr{{( addrspace\(1\))?}} @{{[^,]+}}, i32 9, ptr{{( addrspace\(1\))?}} null)
; CHECK: [[B1:%[0-9]+]] = call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr %banks, ptr{{( addrspace\(1\))?}} [[BANKS]], ptr{{( addrspace\(1\))?}} @{{[^,]+}}, i32 2, ptr{{( addrspace\(1\))?}} null)
; CHECK-NEXT: store i32 1, ptr [[B1]], align 4
; CHECK: call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr %banks2, ptr{{( addrspace\(1\))?}} [[BANKS]], ptr{{( addrspace\(1\))?}} @{{[^,]+}}, i32 2, ptr{{( addrspace\(1\))?}} null)
; Only sycl-alignment: removed, the accesses through it aligned.
; CHECK: store i32 %v0, ptr %aligned, align 16
; CHECK-NEXT: %v1 = load i32, ptr %aligned, align 16
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %aligned, ptr align 4 %src, i64 16, i1 false)
; Only an unknown property: removed.
; CHECK: store i32 %v1, ptr %foo, align 4
; CHECK: call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr %ptr, ptr{{( addrspace\(1\))?}} [[CACHED]], ptr{{( addrspace\(1\))?}} @{{[^,]+}}, i32 5, ptr{{( addrspace\(1\))?}} null)
; CHECK: call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr %bits, ptr @.str.bits, ptr @.str.file, i32 6, ptr null)
; CHECK: call ptr @llvm.ptr.annotation.p0{{(\.p[01])?}}(ptr %bits, ptr @.str.note, ptr @.str.file, i32 7, ptr null)
; CHECK: call ptr addrspace(1) @llvm.ptr.annotation.p1{{(\.p[01])?}}(ptr addrspace(1) %p, ptr{{( addrspace\(1\))?}} [[CACHED]], ptr{{( addrspace\(1\))?}} @{{[^,]+}}, i32 8, ptr{{( addrspace\(1\))?}} null)
; CHECK-NOT: llvm.ptr.annotation.p0{{.*}}(ptr %aligned
