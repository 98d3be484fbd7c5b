; The downstream project's test: its pipeline with the plugin, checked with
; the same LLVM's FileCheck.
; RUN: %opt -load-pass-plugin %spirv_props_plugin -passes='compile-time-properties,default<O2>' -S %s | %FileCheck %s
; RUN: %not %opt -load-pass-plugin %spirv_props_plugin -passes='compile-time-properties<strict>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; REQUIRES: spirv-props-llvm22
; CHECK: define spir_kernel void @k{{.*}} !reqd_work_group_size ![[WG:[0-9]+]]
; CHECK: ![[WG]] = !{i64 2, i64 4, i64 8}
; STRICT: error: compile-time-properties: kernel @k: property 'sycl-work-group-siz' = '1' is not in the registry (did you mean 'sycl-work-group-size'?)
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "sycl-work-group-size"="8,4,2" "sycl-work-group-siz"="1" }
