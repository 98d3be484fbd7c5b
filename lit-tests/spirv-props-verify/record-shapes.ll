; The record of what was emitted holds, per kernel, only what a pass added:
; a parameter list that had a decoration before is recorded on the kernel
; (!spirv_props.parameters) with the added decoration alone. Entries written per decoration
; (the shape of earlier releases) are still read: the checker reports the
; one whose decoration is gone.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties' -S < %s -o %t.ll
; RUN: FileCheck %s --check-prefix=ADDED < %t.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=OLD --implicit-check-not=error:
; A later run that adds to the kernel's lists merges what it added into the
; kernel's record, per parameter, and names the kernel once.
; RUN: sed -e 's/ptr addrspace(1) %q)/ptr addrspace(1) "sycl-buffer-location"="5" %q)/' %t.ll > %t.more.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties' -S < %t.more.ll | FileCheck %s --check-prefix=MERGED

; ADDED-DAG: define spir_kernel void @k({{.*}}) !spirv.ParameterDecorations [[PD:![0-9]+]] !spirv_props.parameters [[ADD:![0-9]+]] {
; ADDED-DAG: [[PD]] = !{[[BOTH:![0-9]+]], [[NONE:![0-9]+]]}
; ADDED-DAG: [[BOTH]] = !{[[VOL:![0-9]+]], [[BL3:![0-9]+]]}
; ADDED-DAG: [[VOL]] = !{i32 21}
; ADDED-DAG: [[BL3]] = !{i32 5921, i32 3}
; ADDED-DAG: [[NONE]] = !{}
; ADDED-DAG: !{!"parameters", !"k"}
; ADDED-DAG: [[ADD]] = !{[[ONLY:![0-9]+]], [[NONE]]}
; ADDED-DAG: [[ONLY]] = !{[[BL3]]}

; MERGED-DAG: define spir_kernel void @k({{.*}}) !spirv.ParameterDecorations {{![0-9]+}} !spirv_props.parameters [[REC:![0-9]+]] {
; MERGED-DAG: !spirv_props.emitted = !{{{![0-9]+}}, {{![0-9]+}}, [[NAMES:![0-9]+]]}
; MERGED-DAG: [[NAMES]] = !{!"parameters", !"k"}
; MERGED-DAG: [[REC]] = !{[[P0:![0-9]+]], [[P1:![0-9]+]]}
; MERGED-DAG: [[P0]] = !{[[BL3:![0-9]+]]}
; MERGED-DAG: [[BL3]] = !{i32 5921, i32 3}
; MERGED-DAG: [[P1]] = !{[[BL5:![0-9]+]]}
; MERGED-DAG: [[BL5]] = !{i32 5921, i32 5}

; 5922 is BufferLocationINTEL's neighbour, never added here: the old-shape
; entry naming it is the one loss.
; OLD: error: spirv-props-verify: parameter 1 (%q) of @k: decoration Decoration5922 7 emitted earlier is gone from !spirv.ParameterDecorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="3" %p, ptr addrspace(1) %q) !spirv.ParameterDecorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  store i32 2, ptr addrspace(1) %q, align 4
  ret void
}

!spirv_props.emitted = !{!4, !5}
!0 = !{!1, !3}
!1 = !{!2}
!2 = !{i32 21}
!3 = !{}
!4 = !{!"parameter", ptr @k, i32 0, !2}
!5 = !{!"parameter", ptr @k, i32 1, !6}
!6 = !{i32 5922, i32 7}
