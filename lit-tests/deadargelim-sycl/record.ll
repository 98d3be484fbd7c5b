; What our passes emitted stays checkable: sycl-param-properties decorates
; both pointer parameters and records it (!spirv_props.parameters); after
; deadargelim-sycl removes the unused one, the lists and the record lose
; that position together, so spirv-props-verify<strict> finds every
; decoration it recorded on the parameter that is left (no error, no
; warning). No target triple: opt-22 warns that it has no target machine
; for spir64, which is not what this test is about.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,deadargelim-sycl,spirv-props-verify<strict>' -S < %s -o %t.ll 2> %t.err
; RUN: FileCheck %s --input-file %t.ll
; RUN: count 0 < %t.err
; And after O2 in between.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,default<O2>,deadargelim-sycl,spirv-props-verify<strict>' -disable-output < %s 2>&1 | count 0


; CHECK: define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="3" %p, i32 %n) #0 !spirv.ParameterDecorations ![[PD:[0-9]+]] !spirv_props.parameters ![[PD]] !sycl_kernel_omit_args ![[M:[0-9]+]] {
define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="3" %p, ptr addrspace(1) "sycl-buffer-location"="5" %unused, i32 %n) #0 {
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

; CHECK-DAG: ![[PD]] = !{![[L0:[0-9]+]], ![[L2:[0-9]+]]}
; CHECK-DAG: ![[L0]] = !{![[BL:[0-9]+]]}
; CHECK-DAG: ![[BL]] = !{i32 5921, i32 3}
; CHECK-DAG: ![[L2]] = !{}
; CHECK-DAG: ![[M]] = !{i1 false, i1 true, i1 false}
