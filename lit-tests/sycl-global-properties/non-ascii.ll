; Attribute strings that are UTF-8 but not ASCII are read as written (only
; a set that is all ASCII skips the per-string UTF-8 check): the host-access
; name keeps the unique id's bytes, the resource its value, after
; `default<O2>` as without it; invalid UTF-8 is diagnostics.ll's case.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S %s | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-global-properties' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties,verify -S %s -o %t1.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S %t1.ll | sed 1d > %t2.ll
; RUN: sed 1d %t1.ll | diff - %t2.ll

; CHECK: @dg = {{(local_unnamed_addr )?}}addrspace(1) global i32 0, !spirv.Decorations [[DG:![0-9]+]]
; CHECK: @m = {{(local_unnamed_addr )?}}addrspace(1) global i32 0, !spirv.Decorations [[M:![0-9]+]]
; CHECK-DAG: [[DG]] = !{[[HA:![0-9]+]]}
; CHECK-DAG: [[HA]] = !{i32 6188, i32 {{[0-9]+}}, !"id_\C3\A9t\C3\A9_dg"}
; CHECK-DAG: [[M]] = !{[[RES:![0-9]+]]}
; CHECK-DAG: [[RES]] = !{i32 {{[0-9]+}}, !"M\C3\9CLAB"}

target triple = "spir64-unknown-unknown"

@dg = addrspace(1) global i32 0 #0
@m = addrspace(1) global i32 0 #1

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) @dg
  %b = load i32, ptr addrspace(1) @m
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="id_\C3\A9t\C3\A9_dg" }
attributes #1 = { "sycl-resource"="M\C3\9CLAB" }
