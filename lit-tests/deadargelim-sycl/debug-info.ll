; Inputs compiled with -g stay verifier-clean: the kernel keeps its
; DISubprogram, whose subroutine type gets DW_CC_nocall (its parameters no
; longer match the source, as LLVM's deadargelim marks it); a debug record
; of a removed parameter describes poison; a dead instruction that used it
; goes, its debug location with it.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,default<O2>,verify' -disable-output < %s
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,deadargelim-sycl,verify' -disable-output < %s

target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @k(ptr addrspace(1) %out) #0 !dbg ![[SP:[0-9]+]] !sycl_kernel_omit_args ![[M:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT: {{(call void @llvm.dbg.value\(metadata |#dbg_value\()}}ptr addrspace(1) %out, {{(metadata )?}}![[OUT:[0-9]+]]
; CHECK-NEXT: {{(call void @llvm.dbg.value\(metadata |#dbg_value\()}}i32 poison, {{(metadata )?}}![[N:[0-9]+]]
; CHECK-NEXT:   store i32 7, ptr addrspace(1) %out, align 4, !dbg
; CHECK-NEXT:   ret void, !dbg
define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata ptr addrspace(1) %out, metadata !10, metadata !DIExpression()), !dbg !12
  call void @llvm.dbg.value(metadata i32 %n, metadata !11, metadata !DIExpression()), !dbg !12
  %dead = add i32 %n, 1, !dbg !12
  store i32 7, ptr addrspace(1) %out, align 4, !dbg !12
  ret void, !dbg !12
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

attributes #0 = { "sycl-module-id"="k.cpp" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

; CHECK-DAG: ![[SP]] = distinct !DISubprogram(name: "k", {{.*}}type: ![[TY:[0-9]+]]
; CHECK-DAG: ![[TY]] = !DISubroutineType(cc: DW_CC_nocall, types: ![[TYS:[0-9]+]])
; CHECK-DAG: ![[TYS]] = !{null, ![[PTR:[0-9]+]], ![[INT:[0-9]+]]}
; CHECK-DAG: ![[OUT]] = !DILocalVariable(name: "out", arg: 1, scope: ![[SP]]
; CHECK-DAG: ![[N]] = !DILocalVariable(name: "n", arg: 2, scope: ![[SP]]
; CHECK-DAG: ![[M]] = !{i1 false, i1 true}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cpp", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !13}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!9 = !{}
!10 = !DILocalVariable(name: "out", arg: 1, scope: !5, file: !1, line: 3, type: !8)
!11 = !DILocalVariable(name: "n", arg: 2, scope: !5, file: !1, line: 3, type: !13)
!12 = !DILocation(line: 4, column: 3, scope: !5)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
