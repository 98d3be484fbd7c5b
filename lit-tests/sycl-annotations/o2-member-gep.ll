; sycl-annotations<format=decorations>, then default<O2>, up to LLVM 16: the
; member of a struct in global memory keeps its decoration, because the GEP
; that carries it survives InstCombine as it is.
; REQUIRES: llvm15 || llvm16 # from LLVM 19 InstCombine rewrites the GEP (o2-member-gep-i8.ll)
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %S/Inputs/o2.ll -S | FileCheck %s

; CHECK-LABEL: define spir_kernel void @global_struct(
; CHECK: %m = getelementptr inbounds %struct.ops, ptr addrspace(1) %s, i64 0, i32 1, !spirv.Decorations [[D:![0-9]+]]
; CHECK-DAG: [[D]] = !{[[L1:![0-9]+]]}
; CHECK-DAG: [[L1]] = !{i32 6442, i32 0, i32 1}
