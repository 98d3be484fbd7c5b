; The record of what was emitted (!spirv_props.emitted) lists every kernel's
; parameter decorations in one entry and every mode added in another; a
; per-kernel split gives each image the entries of its own kernel, one each
; (the shape of a single-kernel entry), not the whole list with the other
; kernels nulled. The checker reads them in each image and finds nothing
; lost; it still finds a list dropped from an image.
; RUN: rm -rf %t && mkdir -p %t
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,spirv-exec-modes' -S %s -o %t/in.ll
; RUN: FileCheck %s --check-prefix=IN --input-file %t/in.ll
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;emit=ll>' %t/in.ll -disable-output
; RUN: FileCheck %s --check-prefix=K1 --input-file %t/t_0.ll --implicit-check-not=distinct
; RUN: FileCheck %s --check-prefix=K0 --input-file %t/t_1.ll --implicit-check-not=distinct
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/t_0.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/t_1.ll
; RUN: sed -e 's/ !spirv.ParameterDecorations ![0-9]*//' %t/t_1.ll > %t/lost.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/lost.ll 2>&1 | FileCheck %s --check-prefix=LOST

; IN: !spirv_props.emitted = !{[[P:![0-9]+]], [[M:![0-9]+]]}
; IN-DAG: [[P]] = !{!"parameters", !"k0\00k1"}
; IN-DAG: [[M]] = distinct !{!"mode", !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}

; K1: define spir_kernel void @k1({{.*}}) !spirv.ParameterDecorations [[PD:![0-9]+]] !spirv_props.parameters [[PD]] {
; K1: !spirv_props.emitted = !{[[E1:![0-9]+]], [[E2:![0-9]+]], [[E3:![0-9]+]]}
; K1-DAG: [[E1]] = !{!"parameters", !"k1"}
; K1-DAG: [[E2]] = !{!"mode", [[LS:![0-9]+]]}
; K1-DAG: [[LS]] = !{ptr @k1, i32 17, i32 4, i32 1, i32 1}
; K1-DAG: [[E3]] = !{!"mode", [[CO:![0-9]+]]}
; K1-DAG: [[CO]] = !{ptr @k1, i32 31}

; K0: define spir_kernel void @k0({{.*}}) !spirv.ParameterDecorations [[PD:![0-9]+]] !spirv_props.parameters [[PD]] {
; K0: !spirv_props.emitted = !{[[E1:![0-9]+]], [[E2:![0-9]+]], [[E3:![0-9]+]]}
; K0-DAG: [[E1]] = !{!"parameters", !"k0"}
; K0-DAG: [[E2]] = !{!"mode", [[LS:![0-9]+]]}
; K0-DAG: [[LS]] = !{ptr @k0, i32 17, i32 8, i32 1, i32 1}

; LOST: error: spirv-props-verify: parameter 0 (%p) of @k0: decoration BufferLocationALTERA 3 emitted earlier is gone from !spirv.ParameterDecorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k0(ptr addrspace(1) "sycl-buffer-location"="3" %p) !reqd_work_group_size !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k1(ptr addrspace(1) "sycl-buffer-location"="5" %p) !reqd_work_group_size !1 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 8, i32 1, i32 1}
!1 = !{i32 4, i32 1, i32 1}
