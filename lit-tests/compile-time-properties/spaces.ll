; One reading rule for every entity (issue 29): whitespace around a value
; that is not a string is not part of it, for a global, a kernel parameter,
; a kernel and an annotation alike; an annotation string is written with the
; value so read ({5827:"8"}, not {5827:"8 "}), so a second run, and
; spirv-annotation-names, read what the first wrote.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S < %s -o %t.1.ll
; RUN: FileCheck %s < %t.1.ll
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S < %t.1.ll -o %t.2.ll
; RUN: diff %t.1.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=names>' -S %t.1.ll | FileCheck %s --check-prefix=NAMES

; NumbanksINTEL is 5827 in the grammar; the value without its space.
; CHECK-DAG: c"{5827:\228\22}\00"
; NAMES: c"{numbanks:\228\22}\00"

@g = addrspace(1) global i32 0 #0

define spir_kernel void @k(ptr "sycl-buffer-location"=" 3 " %p) #1 {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 3, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.eight = private unnamed_addr constant [3 x i8] c"8 \00"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.eight }, section "llvm.metadata"

attributes #0 = { "sycl-init-mode"=" 1" }
attributes #1 = { "sycl-sub-group-size"="16 " }

; InitModeALTERA (6190) 1 on @g; BufferLocationALTERA (5921) 3 on %p;
; sub-group size 16 as kernel metadata.
; CHECK-DAG: @g = addrspace(1) global i32 0, !spirv.Decorations ![[GD:[0-9]+]]
; CHECK-DAG: ![[GD]] = !{![[INIT:[0-9]+]]}
; CHECK-DAG: ![[INIT]] = !{i32 6190, i32 1}
; CHECK-DAG: define spir_kernel void @k(ptr "sycl-buffer-location"=" 3 " %p) #{{[0-9]+}} {{.*}}!spirv.ParameterDecorations ![[PD:[0-9]+]]
; CHECK-DAG: !intel_reqd_sub_group_size ![[SG:[0-9]+]]
; CHECK-DAG: ![[SG]] = !{i32 16}
; CHECK-DAG: ![[PD]] = !{![[P0:[0-9]+]]}
; CHECK-DAG: ![[P0]] = !{![[BL:[0-9]+]]}
; CHECK-DAG: ![[BL]] = !{i32 5921, i32 3}
