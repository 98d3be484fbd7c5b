; spirv-props-verify names each parameter decoration and execution mode that
; sycl-param-properties and spirv-exec-modes emitted (recorded on the
; function as !spirv_props.parameters, and in !spirv_props.emitted) and that
; is gone at the end of the pipeline. Here a tool outside LLVM's passes drops
; both lists (sed stands in for it), then a function's whole metadata.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,spirv-exec-modes,spirv-props-verify<strict>' -S < %s -o %t.ll
; RUN: FileCheck %s --check-prefix=RECORD < %t.ll
; RUN: sed -e '/^!spirv.ExecutionMode/d' -e 's/ !spirv.ParameterDecorations ![0-9]*//' %t.ll > %t.lost.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.lost.ll 2>&1 | FileCheck %s --check-prefix=LOST
; RUN: sed -e 's/ !spirv.ParameterDecorations ![0-9]* !spirv_props.parameters ![0-9]*//' %t.ll > %t.nomd.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.nomd.ll 2>&1 | FileCheck %s --check-prefix=NOMD --implicit-check-not=emitted
; deadargelim replaces the internal kernel @ik by one with a parameter fewer
; and copies its metadata, the record with it: the lists no longer line up
; with the parameters, which the checker reports, and so no recorded
; decoration is on the parameter it was for any more.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim,spirv-props-verify' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=DAE
; A second run adds nothing, to the lists or to the record.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,spirv-exec-modes' -S < %t.ll -o %t.twice.ll
; RUN: diff %t.ll %t.twice.ll

; Each kernel whose lists were written carries what was added, one list per
; parameter (here all of !spirv.ParameterDecorations: the very node), and
; the run's entry names those kernels (NUL-separated): a kernel named there
; that lost both attachments is reported. One mode entry per pass run,
; listing each mode added; distinct, since it lists more than one.
; RECORD-DAG: define spir_kernel void @k({{.*}}) !spirv.ParameterDecorations [[PD:![0-9]+]] !spirv_props.parameters [[PD]] {
; RECORD-DAG: define internal spir_kernel void @ik({{.*}}) !spirv.ParameterDecorations [[PDI:![0-9]+]] !spirv_props.parameters [[PDI]] {
; RECORD-DAG: !spirv_props.emitted = !{[[NAMES:![0-9]+]], [[MODES:![0-9]+]]}
; RECORD-DAG: [[NAMES]] = !{!"parameters", !"k\00ik"}
; RECORD-DAG: [[PD]] = !{[[L0:![0-9]+]]}
; RECORD-DAG: [[L0]] = !{[[BL3:![0-9]+]]}
; RECORD-DAG: [[BL3]] = !{i32 5921, i32 3}
; RECORD-DAG: [[MODES]] = distinct !{!"mode", [[LS:![0-9]+]], [[CK:![0-9]+]], [[CIK:![0-9]+]]}
; RECORD-DAG: [[LS]] = !{ptr @k, i32 17, i32 8, i32 1, i32 1}
; RECORD-DAG: [[CK]] = !{ptr @k, i32 31}
; RECORD-DAG: [[CIK]] = !{ptr @ik, i32 31}

; 5921 is BufferLocationINTEL (the spirv crate names it ALTERA); 17 is
; LocalSize, 31 ContractionOff (spirv-exec-modes adds it for OpenCL kernels).
; LOST-DAG: error: spirv-props-verify: parameter 0 (%p) of @k: decoration BufferLocationALTERA 3 emitted earlier is gone from !spirv.ParameterDecorations
; LOST-DAG: error: spirv-props-verify: parameter 1 (%in) of @ik: decoration BufferLocationALTERA 2 emitted earlier is gone from !spirv.ParameterDecorations
; LOST-DAG: error: spirv-props-verify: @k: execution mode LocalSize 8 1 1 emitted earlier is gone from !spirv.ExecutionMode
; LOST-DAG: error: spirv-props-verify: @k: execution mode ContractionOff emitted earlier is gone from !spirv.ExecutionMode
; LOST-DAG: error: spirv-props-verify: @ik: execution mode ContractionOff emitted earlier is gone from !spirv.ExecutionMode
; NOMD-DAG: error: spirv-props-verify: @k: parameter decorations emitted earlier are gone with the function's metadata (a later pass dropped !spirv.ParameterDecorations and !spirv_props.parameters)
; NOMD-DAG: error: spirv-props-verify: @ik: parameter decorations emitted earlier are gone with the function's metadata (a later pass dropped !spirv.ParameterDecorations and !spirv_props.parameters)
; DAE-DAG: warning: spirv-props-verify: kernel @ik: !spirv.ParameterDecorations has 2 decoration lists, and the function has 1 parameter
; DAE-DAG: warning: spirv-props-verify: parameter 1 of @ik: decoration BufferLocationALTERA 2 emitted earlier is gone from !spirv.ParameterDecorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="3" %p) !reqd_work_group_size !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define internal spir_kernel void @ik(ptr addrspace(1) "sycl-buffer-location"="1" %unused, ptr addrspace(1) "sycl-buffer-location"="2" %in) {
  store i32 1, ptr addrspace(1) %in, align 4
  ret void
}

!0 = !{i32 8, i32 1, i32 1}
