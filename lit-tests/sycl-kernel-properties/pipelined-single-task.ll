; sycl-pipelined becomes decorations on the kernel function (by the sign of
; the value, as the reference); sycl-single-task becomes
; !max_global_work_dim !{i32 0} on FPGA targets only.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s | FileCheck %s
; RUN: sed 's/^target triple.*/target triple = "spir64-unknown-unknown"/' %s | opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S | FileCheck %s --check-prefix=NOTFPGA
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-properties>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PRINT

; Intel's tools write spir64_fpga, which upstream opt rejects: the FPGA
; marker may sit anywhere in the triple.
target triple = "spir64-unknown-unknown-fpga"

; CHECK: define spir_kernel void @neg() #0 !spirv.Decorations ![[NEG:[0-9]+]] {
define spir_kernel void @neg() #0 {
  ret void
}
; CHECK: define spir_kernel void @off() #1 !spirv.Decorations ![[OFF:[0-9]+]] {
define spir_kernel void @off() #1 {
  ret void
}
; CHECK: define spir_kernel void @ii() #2 !spirv.Decorations ![[II:[0-9]+]] {
define spir_kernel void @ii() #2 {
  ret void
}
; CHECK: define spir_kernel void @st() #3 !max_global_work_dim ![[ZERO:[0-9]+]] {
; NOTFPGA: define spir_kernel void @st() #3 {
; PRINT: sycl-single-task = "": !max_global_work_dim !{i32 0}
define spir_kernel void @st() #3 {
  ret void
}

attributes #0 = { "sycl-pipelined"="-1" }
attributes #1 = { "sycl-pipelined"="0" }
attributes #2 = { "sycl-pipelined"="2" }
attributes #3 = { "sycl-single-task" }

; CHECK-DAG: ![[NEG]] = !{![[PE1:[0-9]+]]}
; CHECK-DAG: ![[PE1]] = !{i32 5919, i32 1}
; CHECK-DAG: ![[OFF]] = !{![[PE0:[0-9]+]]}
; CHECK-DAG: ![[PE0]] = !{i32 5919, i32 0}
; CHECK-DAG: ![[II]] = !{![[PE1]], ![[IIV:[0-9]+]]}
; CHECK-DAG: ![[IIV]] = !{i32 5917, i32 2}
; CHECK-DAG: ![[ZERO]] = !{i32 0}
