; Kernel properties whose metadata depends on the value
; (kernel-metadata-cases in the registry), with the reference's encodings.
; A value the registry has no case for is a warning and stays.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s 2>%t.err -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.err --check-prefix=WARN
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll 2>/dev/null | diff %t.ll -

; CHECK: define spir_kernel void @streaming() #0 !ip_interface ![[S:[0-9]+]] {
; CHECK: define spir_kernel void @streaming_stall_free() #1 !ip_interface ![[SF:[0-9]+]] {
; CHECK: define spir_kernel void @csr() #2 !ip_interface ![[CSR:[0-9]+]] {
; CHECK: define spir_kernel void @cluster_off() #3 !stall_free ![[ONE:[0-9]+]] {
; CHECK: define spir_kernel void @cluster_on() #4 !stall_enable ![[ONE]] {
; CHECK: define spir_kernel void @grf256() #5 !RegisterAllocMode ![[TWO:[0-9]+]] {
; CHECK: define spir_kernel void @maxreg_auto() #6 !MaximumRegisters ![[AUTO:[0-9]+]] {
; CHECK: define spir_kernel void @grf_odd() #7 {
; CHECK-DAG: ![[S]] = !{!"streaming"}
; CHECK-DAG: ![[SF]] = !{!"streaming", !"stall_free_return"}
; CHECK-DAG: ![[CSR]] = !{!"csr", !"wait_for_done_write"}
; CHECK-DAG: ![[ONE]] = !{i32 1}
; CHECK-DAG: ![[TWO]] = !{i32 2}
; CHECK-DAG: ![[AUTO]] = !{!"AutoINTEL"}

; WARN: warning: sycl-kernel-properties: kernel @grf_odd: property 'sycl-grf-size' = '16384' value '16384' has no lowering in the registry: left as it is

define spir_kernel void @streaming() #0 {
  ret void
}
define spir_kernel void @streaming_stall_free() #1 {
  ret void
}
define spir_kernel void @csr() #2 {
  ret void
}
define spir_kernel void @cluster_off() #3 {
  ret void
}
define spir_kernel void @cluster_on() #4 {
  ret void
}
define spir_kernel void @grf256() #5 {
  ret void
}
define spir_kernel void @maxreg_auto() #6 {
  ret void
}
define spir_kernel void @grf_odd() #7 {
  ret void
}

attributes #0 = { "sycl-streaming-interface"="0" }
attributes #1 = { "sycl-streaming-interface"="1" }
attributes #2 = { "sycl-register-map-interface"="1" }
attributes #3 = { "sycl-fpga-cluster"="0" }
attributes #4 = { "sycl-fpga-cluster"="1" }
attributes #5 = { "sycl-grf-size"="256" }
attributes #6 = { "sycl-maximum-registers"="0" }
attributes #7 = { "sycl-grf-size"="16384" }

; sycl-grf-size skips ESIMD kernels, and 512 applies to AOT (gen) targets only.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S %S/Inputs/grf.ll | FileCheck %s --check-prefix=GRF
; RUN: sed 's/^target triple.*/target triple = "spir64-unknown-unknown-gen"/' %S/Inputs/grf.ll | opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S | FileCheck %s --check-prefix=GRFAOT
; GRF: define spir_kernel void @esimd() #0 !sycl_explicit_simd !0 {
; GRF: define spir_kernel void @g512() #1 {
; GRFAOT: define spir_kernel void @g512() #1 !MaximumRegisters ![[M:[0-9]+]] {
; GRFAOT: ![[M]] = !{i32 512}
