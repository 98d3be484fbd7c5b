; Optimization remarks go through LLVM's own machinery: -pass-remarks*
; print them, -pass-remarks-output writes them as YAML, filtered by
; -pass-remarks-filter; without those options nothing is printed. The pass
; name is spirv-props.<pass> (a regex finds spirv-props in every one), the
; remark name the decision, the arguments the entity, property, value and
; result. A kernel's remarks carry its DISubprogram's line, an annotation's
; its call's; a global has no location and names itself as the function.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -pass-remarks=spirv-props -disable-output %s 2>&1 | FileCheck %s --check-prefix=PASSED --implicit-check-not=remark:
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -pass-remarks-missed=spirv-props -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSED --implicit-check-not=remark:
; One pass's remarks, also inside compile-time-properties.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -pass-remarks=sycl-kernel-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=ONE --implicit-check-not=remark:
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=remark
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -pass-remarks-output=%t.yaml -disable-output %s 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=remark
; RUN: FileCheck %s --check-prefix=YAML --input-file %t.yaml
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -pass-remarks-output=%t.filtered.yaml -pass-remarks-filter=sycl-annotations -disable-output %s
; RUN: FileCheck %s --check-prefix=FILTERED --input-file %t.filtered.yaml --implicit-check-not=Pass:

; PASSED: remark: <unknown>:0:0: global @g: property 'sycl-init-mode' = '1' -> decoration InitMode{{[A-Z]+}} 1
; PASSED: remark: a.cpp:5:0: parameter 0 of @k: property 'sycl-alignment' = '16' -> align 16
; PASSED: remark: a.cpp:5:0: kernel @k: property 'sycl-work-group-size' = '8,4,2' -> !reqd_work_group_size !{i64 2, i64 4, i64 8}
; PASSED: remark: a.cpp:7:3: @k, line 7 of a.cpp: property 'sycl-num-banks' = '4' -> decoration Numbanks{{[A-Z]+}} 4

; MISSED: remark: a.cpp:5:0: kernel @k: property 'sycl-no-such-property' = '1' -> not in the registry: left as it is
; MISSED: remark: <unknown>:0:0: function @helper: property 'sycl-sub-group-size' = '16': left as it is, on a function that is not a kernel

; ONE: remark: a.cpp:5:0: kernel @k: property 'sycl-work-group-size'

; NONE: warning: compile-time-properties: function @helper: property 'sycl-sub-group-size' = '16' applies to kernels

; YAML:      --- !Passed
; YAML-NEXT: Pass: spirv-props.sycl-global-properties
; YAML-NEXT: Name: PropertyLowered
; YAML-NEXT: Function: g
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'global @'
; YAML-NEXT:   - Global: g
; YAML-NEXT:   - String: ': property '''
; YAML-NEXT:   - Property: sycl-init-mode
; YAML-NEXT:   - String: ''' = '''
; YAML-NEXT:   - Value: '1'
; YAML-NEXT:   - String: ''' -> '
; YAML-NEXT:   - Result: decoration InitMode{{[A-Z]+}} 1
; YAML-NEXT: ...
; YAML:      --- !Passed
; YAML-NEXT: Pass: spirv-props.sycl-param-properties
; YAML-NEXT: Name: PropertyLowered
; YAML-NEXT: DebugLoc: { File: a.cpp, Line: 5, Column: 0 }
; YAML-NEXT: Function: k
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'parameter '
; YAML-NEXT:   - Parameter: '0'
; YAML:        - Result: align 16
; YAML:      --- !Missed
; YAML-NEXT: Pass: spirv-props.sycl-kernel-properties
; YAML-NEXT: Name: PropertyUnknown
; YAML-NEXT: DebugLoc: { File: a.cpp, Line: 5, Column: 0 }
; YAML-NEXT: Function: k
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'kernel @'
; YAML-NEXT:   - Kernel: k
; YAML-NEXT:     DebugLoc: { File: a.cpp, Line: 5, Column: 0 }
; YAML:        - Property: sycl-no-such-property
; YAML:      --- !Passed
; YAML-NEXT: Pass: spirv-props.sycl-kernel-properties
; YAML-NEXT: Name: PropertyLowered
; YAML:        - Property: sycl-work-group-size
; YAML:        - Value: 8,4,2
; YAML:        - Result: '!reqd_work_group_size !{i64 2, i64 4, i64 8}'
; YAML:      --- !Missed
; YAML-NEXT: Pass: spirv-props.sycl-kernel-properties
; YAML-NEXT: Name: PropertyNotKernel
; YAML-NEXT: Function: helper
; YAML:      --- !Passed
; YAML-NEXT: Pass: spirv-props.sycl-annotations
; YAML-NEXT: Name: PropertyLowered
; YAML-NEXT: DebugLoc: { File: a.cpp, Line: 7, Column: 3 }
; YAML-NEXT: Function: k
; YAML-NEXT: Args:
; YAML-NEXT:   - Annotation: '@k, line 7 of a.cpp'
; YAML-NEXT:   - String: ': property '''
; YAML-NEXT:   - Property: sycl-num-banks
; YAML-NEXT:   - String: ''' = '''
; YAML-NEXT:   - Value: '4'
; YAML-NEXT:   - String: ''' -> '
; YAML-NEXT:   - Result: decoration Numbanks{{[A-Z]+}} 4
; YAML-NOT:  ---

; FILTERED: Pass: spirv-props.sycl-annotations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0 #0
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.name = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.name, i32 4 }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) "sycl-alignment"="16" %p) #1 !dbg !5 {
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 7, ptr @.args), !dbg !8
  %v = load i32, ptr addrspace(1) @g, !dbg !8
  store i32 %v, ptr addrspace(1) %a, !dbg !8
  ret void, !dbg !8
}

define void @helper() #2 {
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)

attributes #0 = { "sycl-init-mode"="1" }
attributes #1 = { "sycl-work-group-size"="8,4,2" "sycl-no-such-property"="1" }
attributes #2 = { "sycl-sub-group-size"="16" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cpp", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 7, column: 3, scope: !5)
