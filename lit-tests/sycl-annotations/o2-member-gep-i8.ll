; sycl-annotations<format=decorations>, then default<O2>, from LLVM 19:
; InstCombine canonicalizes constant-offset GEPs to `getelementptr i8` and
; the new instruction does not inherit unknown metadata, so the member's
; !spirv.Decorations is lost (up to 16 it survives: o2-member-gep.ll). On
; these LLVMs run the pass after default<O2>, or keep format=annotation-string
; (o2.ll shows both keep every member's property).
; REQUIRES: llvm19 || llvm22 # InstCombine's i8 GEP canonicalization is new in LLVM 19
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %S/Inputs/o2.ll -S | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations<format=decorations>' %S/Inputs/o2.ll -S | FileCheck %s --check-prefix=AFTER

; CHECK-LABEL: define spir_kernel void @global_struct(
; CHECK: %m = getelementptr inbounds {{(nuw )?}}i8, ptr addrspace(1) %s, i64 8{{$}}
; CHECK-NOT: !spirv.Decorations
; AFTER-LABEL: define spir_kernel void @global_struct(
; AFTER: %m = getelementptr inbounds {{(nuw )?}}i8, ptr addrspace(1) %s, i64 8, !spirv.Decorations [[D:![0-9]+]]
; AFTER-DAG: [[D]] = !{[[L1:![0-9]+]]}
; AFTER-DAG: [[L1]] = !{i32 6442, i32 0, i32 1}
