; spirv-props-verify names each parameter decoration and execution mode that
; sycl-param-properties and spirv-exec-modes emitted (recorded in
; !spirv_props.emitted) and that is gone at the end of the pipeline. Here a
; tool outside LLVM's passes drops both lists (sed stands in for it).
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,spirv-exec-modes,spirv-props-verify<strict>' -S < %s -o %t.ll
; RUN: FileCheck %s --check-prefix=RECORD < %t.ll
; RUN: sed -e '/^!spirv.ExecutionMode/d' -e 's/ !spirv.ParameterDecorations ![0-9]*//' %t.ll > %t.lost.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.lost.ll 2>&1 | FileCheck %s --check-prefix=LOST
; deadargelim replaces the internal kernel @ik: its record follows no
; function (LLVM nulls the reference), so only the misaligned lists are
; reported, by their own rule.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim,spirv-props-verify' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=DAE --implicit-check-not=emitted

; One entry per pass run and kind, listing each kernel whose lists were
; written with the lists added, one per parameter (here all of
; !spirv.ParameterDecorations: the entry names the node attached), and each
; mode added; distinct, since it lists more than one.
; RECORD-DAG: define spir_kernel void @k({{.*}}) !spirv.ParameterDecorations [[PD:![0-9]+]]
; RECORD-DAG: define internal spir_kernel void @ik({{.*}}) !spirv.ParameterDecorations [[PDI:![0-9]+]]
; RECORD-DAG: = distinct !{!"parameters", ptr @k, [[PD]], ptr @ik, [[PDI]]}
; RECORD-DAG: [[PD]] = !{[[L0:![0-9]+]]}
; RECORD-DAG: [[L0]] = !{[[BL3:![0-9]+]]}
; RECORD-DAG: [[BL3]] = !{i32 5921, i32 3}
; RECORD-DAG: = distinct !{!"mode", [[LS:![0-9]+]], [[CK:![0-9]+]], [[CIK:![0-9]+]]}
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
; DAE: warning: spirv-props-verify: kernel @ik: !spirv.ParameterDecorations has 2 decoration lists, and the function has 1 parameter

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
