; Inputs compiled with -g stay verifier-clean: the kernel keeps its
; DISubprogram (!dbg moves with the body), and the debug record of a local
; pointer parameter now describes the GEP that stands for it.
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='localaccessortosharedmemory,default<O2>' -disable-output %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o /dev/null

target triple = "nvptx64-nvidia-cuda"

; CHECK: define {{(ptx_kernel )?}}void @k(i32 %0) !dbg ![[SP:[0-9]+]]
; CHECK-NEXT: entry:
; CHECK-NEXT:   %p = getelementptr inbounds [0 x i8], ptr addrspace(3) @k_shared_mem, i32 0, i32 %0
; CHECK:  {{(metadata )?}}ptr addrspace(3) %p, {{(metadata )?}}![[VAR:[0-9]+]], {{(metadata )?}}!DIExpression()
; CHECK-DAG: ![[SP]] = distinct !DISubprogram(name: "k"
; CHECK-DAG: ![[VAR]] = !DILocalVariable(name: "p", arg: 1, scope: ![[SP]]
define void @k(ptr addrspace(3) %p) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata ptr addrspace(3) %p, metadata !10, metadata !DIExpression()), !dbg !11
  store i32 7, ptr addrspace(3) %p, align 4, !dbg !11
  ret void, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!nvvm.annotations = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cpp", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{ptr @k, !"kernel", i32 1}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{}
!10 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 3, type: !8)
!11 = !DILocation(line: 4, column: 3, scope: !5)
