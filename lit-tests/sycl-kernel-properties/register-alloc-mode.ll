; sycl-register-alloc-mode, the spelling older DPC++ headers wrote and the
; reference still reads, becomes !RegisterAllocMode with the value as it is
; (0 auto, 1 small, 2 large), except on ESIMD kernels
; (!sycl_explicit_simd), as sycl-grf-size.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' -S < %s | FileCheck %s
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %S/Inputs/register-alloc-mode-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD

; BAD: error: sycl-kernel-properties: kernel @bad: property 'sycl-register-alloc-mode' = 'large': 'large' is not an unsigned integer

target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @large() {{.*}}!RegisterAllocMode ![[TWO:[0-9]+]]
define spir_kernel void @large() #0 {
  ret void
}

; CHECK: define spir_kernel void @auto() {{.*}}!RegisterAllocMode ![[ZERO:[0-9]+]]
define spir_kernel void @auto() #1 {
  ret void
}

; CHECK-NOT: define spir_kernel void @esimd() {{.*}}RegisterAllocMode
; CHECK: define spir_kernel void @esimd()
define spir_kernel void @esimd() #0 !sycl_explicit_simd !0 {
  ret void
}

attributes #0 = { "sycl-register-alloc-mode"="2" }
attributes #1 = { "sycl-register-alloc-mode"="0" }

; CHECK-DAG: ![[TWO]] = !{i32 2}
; CHECK-DAG: ![[ZERO]] = !{i32 0}

!0 = !{}
