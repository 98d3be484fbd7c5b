; Each value kind lowers to the literal operands the registry says:
; none (sycl-datapath: no operand), uint32 (sycl-num-banks), string
; (sycl-resource: a string literal), boolean (sycl-implement-in-csr: 0/1),
; map (sycl-host-access through the device-global decoration). Decorations
; come in LLVM's attribute order (sorted by name), as in the reference.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S %s | FileCheck %s

; CHECK: @mem = global [8 x i32] zeroinitializer, !spirv.Decorations ![[MEM:[0-9]+]] #0
; CHECK: @csr_off = global i32 0, !spirv.Decorations ![[OFF:[0-9]+]] #1
@mem = global [8 x i32] zeroinitializer #0
@csr_off = global i32 0 #1

attributes #0 = { "sycl-num-banks"="2" "sycl-resource"="MLAB" "sycl-datapath" }
attributes #1 = { "sycl-implement-in-csr"="false" }

; CHECK-DAG: ![[MEM]] = !{![[DP:[0-9]+]], ![[NB:[0-9]+]], ![[RES:[0-9]+]]}
; CHECK-DAG: ![[NB]] = !{i32 5827, i32 2}
; CHECK-DAG: ![[RES]] = !{i32 5826, !"MLAB"}
; CHECK-DAG: ![[DP]] = !{i32 5825}
; CHECK-DAG: ![[OFF]] = !{![[F:[0-9]+]]}
; CHECK-DAG: ![[F]] = !{i32 6191, i32 0}
