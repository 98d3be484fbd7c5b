; One size rule (issue 29): work-group and sub-group sizes are 1 to
; 2^31-1 wherever they come from: sycl-sub-group-size (sycl-kernel-properties),
; "spv.executionmode" (spirv-inline-attrs), kernel metadata
; (spirv-exec-modes), and the checker on !spirv.ExecutionMode entries.
; SubgroupSize is execution mode 35, LocalSize 17 in the grammar.
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/sycl.ll 2>&1 | FileCheck %s --check-prefix=SYCL
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/spv.ll 2>&1 | FileCheck %s --check-prefix=SPV
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %t/md.ll 2>&1 | FileCheck %s --check-prefix=MD
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/modes.ll 2>&1 | FileCheck %s --check-prefix=VERIFY

; SYCL-DAG: error: sycl-kernel-properties: kernel @k0: property 'sycl-sub-group-size' = '0': 0 is no size
; SYCL-DAG: error: sycl-kernel-properties: kernel @k1: property 'sycl-sub-group-size' = '2147483648': 2147483648 is no size (as i32: -2147483648)
; SYCL-DAG: error: sycl-kernel-properties: kernel @k2: property 'sycl-sub-group-size' = '4294967295': 4294967295 is no size (as i32: -1)
; SYCL-DAG: error: sycl-kernel-properties: kernel @k3: property 'sycl-work-group-size' = '8,2147483648': 2147483648 is no size (as i32: -2147483648)

; SPV-DAG: error: spirv-inline-attrs: @k0: "spv.executionmode"="LocalSize:0:1:1;SubgroupSize:0": LocalSize: 0 is no size
; SPV-DAG: error: spirv-inline-attrs: @k1: "spv.executionmode"="SubgroupSize:2147483648": SubgroupSize: 2147483648 is no size (as i32: -2147483648)
; SPV-DAG: error: spirv-inline-attrs: @k2: "spv.executionmode"="SubgroupSize:4294967295": SubgroupSize: 4294967295 is no size (as i32: -1)

; MD-DAG: error: spirv-exec-modes: kernel @k0: !intel_reqd_sub_group_size (0): 0 is no size
; MD-DAG: error: spirv-exec-modes: kernel @k1: !intel_reqd_sub_group_size (2147483648): 2147483648 is no size (as i32: -2147483648)
; MD-DAG: error: spirv-exec-modes: kernel @k2: !intel_reqd_sub_group_size (4294967295): 4294967295 is no size (as i32: -1)

; VERIFY-DAG: error: spirv-props-verify: @k0: !spirv.ExecutionMode SubgroupSize 0: 0 is no size
; VERIFY-DAG: error: spirv-props-verify: @k1: !spirv.ExecutionMode SubgroupSize 2147483648: 2147483648 is no size (as i32: -2147483648)
; VERIFY-DAG: error: spirv-props-verify: @k2: !spirv.ExecutionMode SubgroupSize 4294967295: 4294967295 is no size (as i32: -1)
; VERIFY-DAG: error: spirv-props-verify: @k2: !spirv.ExecutionMode LocalSize 8 0 1: 0 is no size

;--- sycl.ll
define spir_kernel void @k0() #0 {
  ret void
}
define spir_kernel void @k1() #1 {
  ret void
}
define spir_kernel void @k2() #2 {
  ret void
}
define spir_kernel void @k3() #3 {
  ret void
}
attributes #0 = { "sycl-sub-group-size"="0" }
attributes #1 = { "sycl-sub-group-size"="2147483648" }
attributes #2 = { "sycl-sub-group-size"="4294967295" }
attributes #3 = { "sycl-work-group-size"="8,2147483648" }
;--- spv.ll
define spir_kernel void @k0() #0 {
  ret void
}
define spir_kernel void @k1() #1 {
  ret void
}
define spir_kernel void @k2() #2 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:0:1:1;SubgroupSize:0" }
attributes #1 = { "spv.executionmode"="SubgroupSize:2147483648" }
attributes #2 = { "spv.executionmode"="SubgroupSize:4294967295" }
;--- md.ll
define spir_kernel void @k0() !intel_reqd_sub_group_size !0 {
  ret void
}
define spir_kernel void @k1() !intel_reqd_sub_group_size !1 {
  ret void
}
define spir_kernel void @k2() !intel_reqd_sub_group_size !2 {
  ret void
}
!0 = !{i32 0}
!1 = !{i32 -2147483648}
!2 = !{i32 -1}
;--- modes.ll
define spir_kernel void @k0() {
  ret void
}
define spir_kernel void @k1() {
  ret void
}
define spir_kernel void @k2() {
  ret void
}
!spirv.ExecutionMode = !{!0, !1, !2, !3}
!0 = !{ptr @k0, i32 35, i32 0}
!1 = !{ptr @k1, i32 35, i32 -2147483648}
!2 = !{ptr @k2, i32 35, i32 -1}
!3 = !{ptr @k2, i32 17, i32 8, i32 0, i32 1}
