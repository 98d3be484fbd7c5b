; Statistics cost nothing unless enabled (the `stats` parameter or
; SPIRV_PROPS_STATS=1); enabled, they are written to !spirv-props.stats and
; print<spirv-props-stats> prints them.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes' -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<stats>' -S %s | FileCheck %s --check-prefix=MD
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<stats>,print<spirv-props-stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINT
; RUN: env SPIRV_PROPS_STATS=1 opt -load-pass-plugin %plugin -passes='spirv-exec-modes,print<spirv-props-stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINT

; OFF-NOT: spirv-props.stats
; PRINT: spirv-props-stats for module
; PRINT-NEXT: spirv-exec-modes @k LocalSize.added: 1
; PRINT-NEXT: spirv-exec-modes @k SubgroupSize.added: 1

define spir_kernel void @k() !reqd_work_group_size !0 !intel_reqd_sub_group_size !1 {
  ret void
}
; MD: !spirv-props.stats = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
; MD-DAG: ![[A]] = !{!"spirv-exec-modes", !"LocalSize.added", !"@k", i64 1}
; MD-DAG: ![[B]] = !{!"spirv-exec-modes", !"SubgroupSize.added", !"@k", i64 1}
!0 = !{i32 8, i32 4, i32 2}
!1 = !{i32 16}
