; sycl-floating-point-control values DPC++'s fp_mode forbids: two rounding
; modes, or denorm_ftz with a denormal allow bit (the registry's
; `exclusive` groups [1, 2, 4, 8], [16, 32], [16, 64], [16, 128]). Each is
; an error naming the kernel, the property, the value and the bits, every
; group broken is named, and opt exits non-zero. The header's static_assert
; lets three rounding bits through (it XORs them); here that is an error
; too. Bits outside the eight are an error before that: 256, and 1073 (the
; draft field layout's rtz + half allow + ALT; bit 1024 means nothing here).
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/two-roundings.ll 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/three-roundings.ll 2>&1 | FileCheck %s --check-prefix=THREE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/ftz-allow.ll 2>&1 | FileCheck %s --check-prefix=FTZ
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/ftz-two-allows.ll 2>&1 | FileCheck %s --check-prefix=FTZ2
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/both.ll 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/unknown.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %t/two-roundings.ll 2>&1 | FileCheck %s --check-prefix=CTP

; TWO: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '3': mutually exclusive bits set: round_to_nearest (1) and round_upward (2)
; THREE: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '13': mutually exclusive bits set: round_to_nearest (1), round_downward (4) and round_toward_zero (8)
; 48 is the draft layout's rtz; in fp_mode, denorm_ftz + denorm_d_allow.
; FTZ: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '48': mutually exclusive bits set: denorm_ftz (16) and denorm_d_allow (32)
; FTZ2: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '216': mutually exclusive bits set: denorm_ftz (16) and denorm_f_allow (64); denorm_ftz (16) and denorm_hf_allow (128)
; BOTH: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '51': mutually exclusive bits set: round_to_nearest (1) and round_upward (2); denorm_ftz (16) and denorm_d_allow (32)
; UNKNOWN-DAG: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '256': bits 0x100 have no meaning here (known: 0xff)
; UNKNOWN-DAG: error: sycl-kernel-properties: kernel @draft: property 'sycl-floating-point-control' = '1073': bits 0x400 have no meaning here (known: 0xff)
; CTP: error: compile-time-properties: kernel @k: property 'sycl-floating-point-control' = '3': mutually exclusive bits set: round_to_nearest (1) and round_upward (2)

;--- two-roundings.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="3" }
;--- three-roundings.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="13" }
;--- ftz-allow.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="48" }
;--- ftz-two-allows.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="216" }
;--- both.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="51" }
;--- unknown.ll
define spir_kernel void @k() #0 {
  ret void
}
define spir_kernel void @draft() #1 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="256" }
attributes #1 = { "sycl-floating-point-control"="1073" }
