; A pass that deletes a kernel (globalopt, globaldce: this one has internal
; linkage and no caller) or replaces it (deadargelim) leaves its
; !spirv.ExecutionMode entries with a null function, and consumers stop on
; them (llc-22 crashes). The checker names the mode; spirv-exec-modes,
; spirv-inline-attrs and sycl-kernel-properties drop such entries with a
; warning and keep the others.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,globalopt' -S < %s -o %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes' -S < %t.ll -o %t.2.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s --input-file %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.2.ll
; The other passes that write the list drop them too.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs' -S %t.ll 2>&1 -o /dev/null | FileCheck %s --check-prefix=WARN-INLINE
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties' -S %t.ll 2>&1 -o /dev/null | FileCheck %s --check-prefix=WARN-KERNEL
; Idempotent: nothing left to drop.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes' -S < %t.2.ll | diff %t.2.ll -

; VERIFY: warning: spirv-props-verify: !spirv.ExecutionMode: LocalSize 4 1 1 for a function that no longer exists: a pass deleted or replaced the kernel after its modes were written, and consumers stop on such an entry (spirv-exec-modes drops it)
; VERIFY: warning: spirv-props-verify: !spirv.ExecutionMode: ContractionOff for a function that no longer exists
; WARN: warning: spirv-exec-modes: !spirv.ExecutionMode: dropped 2 entries of a function that no longer exists (LocalSize 4 1 1, ContractionOff): a pass deleted or replaced the kernel after its modes were written, and consumers stop on such an entry
; WARN-INLINE: warning: spirv-inline-attrs: !spirv.ExecutionMode: dropped 2 entries
; WARN-KERNEL: warning: sycl-kernel-properties: !spirv.ExecutionMode: dropped 2 entries

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !reqd_work_group_size !0 {
  store i32 1, ptr addrspace(1) %out
  ret void
}

define internal spir_kernel void @dead(ptr addrspace(1) %out) !reqd_work_group_size !1 {
  store i32 2, ptr addrspace(1) %out
  ret void
}

!0 = !{i32 8, i32 1, i32 1}
!1 = !{i32 4, i32 1, i32 1}

; CHECK: !spirv.ExecutionMode = !{[[LS:![0-9]+]], [[CO:![0-9]+]]}
; CHECK: [[LS]] = !{ptr @k, i32 17, i32 8, i32 1, i32 1}
; CHECK: [[CO]] = !{ptr @k, i32 31}
; CHECK-NOT: null
