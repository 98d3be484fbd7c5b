; device-code-split on a module compiled with -g (clang-15 -cc1 -triple spir64
; -cl-std=CL2.0 -debug-info-kind=limited -O0 from two kernels and a helper):
; every image is verifier-clean with its debug info (each function keeps its
; subprogram, the compile unit is listed in llvm.dbg.cu), also after O2. The
; kernels' DW_CC_LLVM_OpenCLKernel calling convention is taken out of the
; input: LLVM 22 renamed it.
; RUN: rm -rf %t && mkdir -p %t/o2
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;emit=ll>' %s -disable-output
; RUN: opt -passes=verify -disable-output %t/t_0.ll
; RUN: opt -passes=verify -disable-output %t/t_1.ll
; RUN: FileCheck %s --check-prefix=KB --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefix=KA --input-file %t/t_1.ll
; RUN: FileCheck %s --check-prefix=KBX --input-file %t/t_0.ll
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,device-code-split<split=kernel;out=%t/o2/t.table>' %s -disable-output
; RUN: opt -passes=verify -disable-output %t/o2/t_0.bc
; RUN: opt -passes=verify -disable-output %t/o2/t_1.bc

source_filename = "k.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; KA-DAG: define internal spir_func i32 @helper({{.*}}) #{{[0-9]+}} !dbg
; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func i32 @helper(i32 noundef %x) #0 !dbg !7 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  call void @llvm.dbg.declare(metadata ptr %x.addr, metadata !13, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !14
  %0 = load i32, ptr %x.addr, align 4, !dbg !15
  %mul = mul nsw i32 %0, 2, !dbg !16
  ret i32 %mul, !dbg !17
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; KA-DAG: define {{.*}}spir_kernel void @ka({{.*}}) #{{[0-9]+}} !dbg
; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ka(ptr addrspace(1) noundef align 4 %out) #2 !dbg !18 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  call void @llvm.dbg.declare(metadata ptr %out.addr, metadata !26, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !27
  %call = call spir_func i32 @helper(i32 noundef 3) #3, !dbg !28
  %0 = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !29
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 0, !dbg !29
  store i32 %call, ptr addrspace(1) %arrayidx, align 4, !dbg !30
  ret void, !dbg !31
}

; KB: define {{.*}}spir_kernel void @kb({{.*}}) #{{[0-9]+}} !dbg ![[SP:[0-9]+]]
; KBX-NOT: @helper
; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @kb(ptr addrspace(1) noundef align 4 %out) #2 !dbg !32 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  call void @llvm.dbg.declare(metadata ptr %out.addr, metadata !33, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !34
  %0 = load ptr addrspace(1), ptr %out.addr, align 8, !dbg !35
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 1, !dbg !35
  store i32 7, ptr addrspace(1) %arrayidx, align 4, !dbg !36
  ret void, !dbg !37
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent }

; KB-DAG: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
; KB-DAG: ![[SP]] = distinct !DISubprogram(name: "kb",{{.*}} unit: ![[CU]]

; KA-DAG: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
; KA-DAG: distinct !DISubprogram(name: "helper",{{.*}} unit: ![[CU]]
; KA-DAG: distinct !DISubprogram(name: "ka",{{.*}} unit: ![[CU]]

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 15.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "/tmp/dbg")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 15.0.6"}
!7 = distinct !DISubprogram(name: "helper", scope: !8, file: !8, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!8 = !DIFile(filename: "k.cl", directory: "/tmp/dbg")
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !7, file: !8, line: 1, type: !11)
!14 = !DILocation(line: 1, column: 16, scope: !7)
!15 = !DILocation(line: 1, column: 28, scope: !7)
!16 = !DILocation(line: 1, column: 30, scope: !7)
!17 = !DILocation(line: 1, column: 21, scope: !7)
!18 = distinct !DISubprogram(name: "ka", scope: !8, file: !8, line: 2, type: !19, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!22 = !{i32 1}
!23 = !{!"none"}
!24 = !{!"int*"}
!25 = !{!""}
!26 = !DILocalVariable(name: "out", arg: 1, scope: !18, file: !8, line: 2, type: !21)
!27 = !DILocation(line: 2, column: 32, scope: !18)
!28 = !DILocation(line: 2, column: 48, scope: !18)
!29 = !DILocation(line: 2, column: 39, scope: !18)
!30 = !DILocation(line: 2, column: 46, scope: !18)
!31 = !DILocation(line: 2, column: 59, scope: !18)
!32 = distinct !DISubprogram(name: "kb", scope: !8, file: !8, line: 3, type: !19, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!33 = !DILocalVariable(name: "out", arg: 1, scope: !32, file: !8, line: 3, type: !21)
!34 = !DILocation(line: 3, column: 32, scope: !32)
!35 = !DILocation(line: 3, column: 39, scope: !32)
!36 = !DILocation(line: 3, column: 46, scope: !32)
!37 = !DILocation(line: 3, column: 51, scope: !32)
