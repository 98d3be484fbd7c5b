; Kernel properties become kernel metadata: work-group sizes reversed from
; SYCL order to SPIR-V order, padded to 3 with 1, size_t-wide (i64 here,
; i32 for a 32-bit data layout); !work_group_num_dim records a padded
; count; the sub-group size is i32. The function attributes stay.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
; With spirv-exec-modes after it, each mode exists once, in !spirv.ExecutionMode;
; running the property pass again then writes nothing back.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,spirv-exec-modes,sycl-kernel-properties' -S < %s | FileCheck %s --check-prefix=MOVED
; A 32-bit target makes size_t i32.
; RUN: sed 's/^target datalayout.*/target datalayout = "e-p:32:32-i64:64"/' %s | opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S | FileCheck %s --check-prefix=P32

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @k() #0 !intel_reqd_sub_group_size ![[SG:[0-9]+]] !reqd_work_group_size ![[WG:[0-9]+]] {
; O2: define spir_kernel void @k() local_unnamed_addr #0 !intel_reqd_sub_group_size !{{[0-9]+}} !reqd_work_group_size ![[WG:[0-9]+]] {
; MOVED: define spir_kernel void @k() #0 {
define spir_kernel void @k() #0 {
  ret void
}

; CHECK: define spir_kernel void @two() #1 !reqd_work_group_size ![[WG2:[0-9]+]] !work_group_num_dim ![[DIM:[0-9]+]] !work_group_size_hint ![[HINT:[0-9]+]] {
define spir_kernel void @two() #1 {
  ret void
}

; CHECK: attributes #0 = { "sycl-sub-group-size"="16" "sycl-work-group-size"="8,4,2" }
attributes #0 = { "sycl-work-group-size"="8,4,2" "sycl-sub-group-size"="16" }
attributes #1 = { "sycl-work-group-size"="4,5" "sycl-work-group-size-hint"="64" }

; CHECK-DAG: ![[WG]] = !{i64 2, i64 4, i64 8}
; CHECK-DAG: ![[SG]] = !{i32 16}
; CHECK-DAG: ![[WG2]] = !{i64 5, i64 4, i64 1}
; CHECK-DAG: ![[DIM]] = !{i32 2}
; CHECK-DAG: ![[HINT]] = !{i64 64, i64 1, i64 1}

; O2: ![[WG]] = !{i64 2, i64 4, i64 8}

; MOVED-DAG: !{ptr @k, i32 17, i32 2, i32 4, i32 8}
; MOVED-DAG: !{ptr @k, i32 35, i32 16}
; MOVED-NOT: !reqd_work_group_size
; P32: !{i32 2, i32 4, i32 8}
