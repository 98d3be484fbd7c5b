; Inputs compiled with -g stay verifier-clean: each clone gets its own
; DISubprogram (a subprogram belongs to one function), its locations point
; into it, and the originals keep theirs.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,default<O2>' -disable-output %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o /dev/null

target triple = "nvptx64-nvidia-cuda"

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

; CHECK: define i64 @f() !dbg ![[F:[0-9]+]]
; CHECK: define i64 @f_with_offset(ptr %0) !dbg ![[FC:[0-9]+]]
; CHECK: define {{(ptx_kernel )?}}void @k(ptr %out) !dbg ![[K:[0-9]+]]
; CHECK: define {{(ptx_kernel )?}}void @k_with_offset(ptr %out, ptr byval([3 x i32]) %0) !dbg ![[KC:[0-9]+]]
; CHECK-DAG: ![[F]] = distinct !DISubprogram(name: "f"
; CHECK-DAG: ![[FC]] = distinct !DISubprogram(name: "f"
; CHECK-DAG: ![[K]] = distinct !DISubprogram(name: "k"
; CHECK-DAG: ![[KC]] = distinct !DISubprogram(name: "k"
define i64 @f() !dbg !5 {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0), !dbg !11
  ret i64 %o, !dbg !11
}

define void @k(ptr %out) !dbg !12 {
  %v = call i64 @f(), !dbg !13
  store i64 %v, ptr %out, align 8, !dbg !13
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!nvvm.annotations = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cpp", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{ptr @k, !"kernel", i32 1}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!11 = !DILocation(line: 4, column: 3, scope: !5)
!12 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 8, type: !6, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DILocation(line: 9, column: 3, scope: !12)
