; compile-time-properties runs the global, parameter and kernel passes in
; one, under the reference pass's name, with the same parameters.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
;
; A user registry adds a property and overrides one, with no rebuild, as a
; parameter or through SPIRV_PROPS_REGISTRY.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/user.toml>' -S < %s | FileCheck %s --check-prefix=USER
; RUN: env SPIRV_PROPS_REGISTRY=%S/Inputs/user.toml opt -load-pass-plugin %plugin -passes=compile-time-properties -S < %s | FileCheck %s --check-prefix=USER
; A bad registry names the file, the line and the field.
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; BAD: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad.toml:5: property 'sycl-broken': field `decoration`: 'Volatle' is not a SPIR-V decoration of the grammar

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK: @g = addrspace(1) global i32 0, !spirv.Decorations ![[G:[0-9]+]] #0
; USER: @g = addrspace(1) global i32 0 #0
@g = addrspace(1) global i32 0 #0

; CHECK: define spir_kernel void @k(ptr addrspace(1) align 16 "sycl-buffer-location"="3" "sycl-made-up-volatile" %p) #1 !spirv.ParameterDecorations ![[PD:[0-9]+]] !spirv_props.parameters ![[PD]] !reqd_work_group_size ![[WG:[0-9]+]] {
define spir_kernel void @k(ptr addrspace(1) "sycl-alignment"="16" "sycl-buffer-location"="3" "sycl-made-up-volatile" %p) #1 {
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "sycl-num-banks"="4" }
attributes #1 = { "sycl-work-group-size"="32,1,1" }

; CHECK-DAG: ![[G]] = !{![[NB:[0-9]+]]}
; CHECK-DAG: ![[NB]] = !{i32 5827, i32 4}
; CHECK-DAG: ![[PD]] = !{![[P0:[0-9]+]]}
; CHECK-DAG: ![[P0]] = !{![[BL:[0-9]+]]}
; CHECK-DAG: ![[BL]] = !{i32 5921, i32 3}
; CHECK-DAG: ![[WG]] = !{i64 1, i64 1, i64 32}

; O2-DAG: !{i32 5827, i32 4}
; O2-DAG: !{i32 5921, i32 3}
; O2-DAG: !{i64 1, i64 1, i64 32}

; USER-DAG: !{i32 5921, i32 3}
; USER-DAG: !{i32 21}
