; sycl-floating-point-control: each bit set becomes !spirv.ExecutionMode
; entries, in the reference's order: RTE (1) -> RoundingModeRTE (4462) for
; widths 64, 32, 16; DENORM_FTZ (16) -> DenormFlushToZero (4460); the
; DENORM_*_ALLOW bits -> DenormPreserve (4459) for their width. Unknown bits
; are an error naming the kernel, property and value.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll | diff %t.ll -
; RUN: sed 's/"sycl-floating-point-control"="17"/"sycl-floating-point-control"="256"/' %s | not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output 2>&1 | FileCheck %s --check-prefix=BITS

; CHECK: !spirv.ExecutionMode = !{![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]], ![[D:[0-9]+]], ![[E:[0-9]+]], ![[F:[0-9]+]], ![[G:[0-9]+]]}
; CHECK-DAG: ![[A]] = !{ptr @k, i32 4462, i32 64}
; CHECK-DAG: ![[B]] = !{ptr @k, i32 4462, i32 32}
; CHECK-DAG: ![[C]] = !{ptr @k, i32 4462, i32 16}
; CHECK-DAG: ![[D]] = !{ptr @k, i32 4460, i32 64}
; CHECK-DAG: ![[E]] = !{ptr @k, i32 4460, i32 32}
; CHECK-DAG: ![[F]] = !{ptr @k, i32 4460, i32 16}
; DENORM_F_ALLOW (64) on @p
; CHECK-DAG: ![[G]] = !{ptr @p, i32 4459, i32 32}

; BITS: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '256': bits 0x100 have no meaning here (known: 0xff)

define spir_kernel void @k() #0 {
  ret void
}
define spir_kernel void @p() #1 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="17" }
attributes #1 = { "sycl-floating-point-control"="64" }
