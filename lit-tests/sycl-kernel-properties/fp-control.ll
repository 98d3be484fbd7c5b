; sycl-floating-point-control in DPC++'s fp_mode encoding (the built-in
; registry): one bit per mode, round_to_nearest 1, round_upward 2,
; round_downward 4, round_toward_zero 8, denorm_ftz 16, denorm_d_allow 32,
; denorm_f_allow 64, denorm_hf_allow 128. As the reference pass: each
; rounding mode set and DenormFlushToZero for widths 64, 32, 16, then
; DenormPreserve for half, float, double as allowed; no FloatingPointMode*
; entries; 0 gives nothing (the header never writes it: it adds
; round_to_nearest and denorm_ftz when no mode of either kind is given).
; Numbers (SPIR-V grammar): RoundingModeRTE 4462, RoundingModeRTZ 4463,
; RoundingModeRTPINTEL 5620, RoundingModeRTNINTEL 5621, DenormPreserve 4459,
; DenormFlushToZero 4460 (FloatingPointModeALTINTEL 5622 and
; FloatingPointModeIEEEINTEL 5623 must not appear).
; Conflicting and unknown bits: fp-control-conflicts.ll; the draft's field
; layout and registry/fp-control-bits.toml: fp-control-registry-files.ll.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: FileCheck %s --input-file %t.ll --check-prefix=NONE
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll | diff %t.ll -
; Through the optimizer, before it and after it: the bodies change (the
; allocas go), the modes do not.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,default<O2>' -S < %s | FileCheck %s --check-prefixes=CHECK,O2
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-kernel-properties' -S < %s -o %t.o2.ll
; RUN: FileCheck %s --check-prefixes=CHECK,O2 --input-file %t.o2.ll
; RUN: FileCheck %s --check-prefix=NONE --input-file %t.o2.ll

target triple = "spir64-unknown-unknown"

; O2-LABEL: define spir_kernel void @rte_ftz(
; O2-NOT: alloca
; O2: ret void
define spir_kernel void @rte_ftz(ptr addrspace(1) %p) #0 {
  %t = alloca float, align 4
  %v = load float, ptr addrspace(1) %p, align 4
  store float %v, ptr %t, align 4
  %u = load float, ptr %t, align 4
  %w = fdiv float %u, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtz_ftz(ptr addrspace(1) %p) #1 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fdiv float %v, 3.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtp_f_allow(ptr addrspace(1) %p) #2 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fmul float %v, 0x3810000000000000
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @rtn_hf_d_allow(ptr addrspace(1) %p) #3 {
  %v = load double, ptr addrspace(1) %p, align 8
  %w = fdiv double %v, 3.0
  store double %w, ptr addrspace(1) %p, align 8
  ret void
}
define spir_kernel void @rtn_allow(ptr addrspace(1) %p) #4 {
  %v = load half, ptr addrspace(1) %p, align 2
  %w = fdiv half %v, 0xH4200
  store half %w, ptr addrspace(1) %p, align 2
  ret void
}
define spir_kernel void @ftz_only(ptr addrspace(1) %p) #5 {
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @none(ptr addrspace(1) %p) #6 {
  store float 0.0, ptr addrspace(1) %p, align 4
  ret void
}
attributes #0 = { "sycl-floating-point-control"="17" }
attributes #1 = { "sycl-floating-point-control"="24" }
attributes #2 = { "sycl-floating-point-control"="66" }
attributes #3 = { "sycl-floating-point-control"="164" }
attributes #4 = { "sycl-floating-point-control"="228" }
attributes #5 = { "sycl-floating-point-control"="16" }
attributes #6 = { "sycl-floating-point-control"="0" }

; In kernel order, each kernel's entries in the reference's order.
; CHECK-LABEL: !spirv.ExecutionMode = !{
; round_to_nearest + denorm_ftz (1 + 16), the header's default.
; CHECK-SAME: ![[E1:[0-9]+]], ![[E2:[0-9]+]], ![[E3:[0-9]+]], ![[E4:[0-9]+]], ![[E5:[0-9]+]], ![[E6:[0-9]+]],
; round_toward_zero + denorm_ftz (8 + 16).
; CHECK-SAME: ![[Z1:[0-9]+]], ![[Z2:[0-9]+]], ![[Z3:[0-9]+]], ![[Z4:[0-9]+]], ![[Z5:[0-9]+]], ![[Z6:[0-9]+]],
; round_upward + denorm_f_allow (2 + 64).
; CHECK-SAME: ![[P1:[0-9]+]], ![[P2:[0-9]+]], ![[P3:[0-9]+]], ![[P4:[0-9]+]],
; round_downward + denorm_d_allow + denorm_hf_allow (4 + 32 + 128): half before double.
; CHECK-SAME: ![[N1:[0-9]+]], ![[N2:[0-9]+]], ![[N3:[0-9]+]], ![[N4:[0-9]+]], ![[N5:[0-9]+]],
; round_downward + denorm_allow (4 + 32 + 64 + 128).
; CHECK-SAME: ![[A1:[0-9]+]], ![[A2:[0-9]+]], ![[A3:[0-9]+]], ![[A4:[0-9]+]], ![[A5:[0-9]+]], ![[A6:[0-9]+]],
; denorm_ftz alone (16; the draft's field layout read it as rtp).
; CHECK-SAME: ![[F1:[0-9]+]], ![[F2:[0-9]+]], ![[F3:[0-9]+]]}
; CHECK-DAG: ![[E1]] = !{ptr @rte_ftz, i32 4462, i32 64}
; CHECK-DAG: ![[E2]] = !{ptr @rte_ftz, i32 4462, i32 32}
; CHECK-DAG: ![[E3]] = !{ptr @rte_ftz, i32 4462, i32 16}
; CHECK-DAG: ![[E4]] = !{ptr @rte_ftz, i32 4460, i32 64}
; CHECK-DAG: ![[E5]] = !{ptr @rte_ftz, i32 4460, i32 32}
; CHECK-DAG: ![[E6]] = !{ptr @rte_ftz, i32 4460, i32 16}
; CHECK-DAG: ![[Z1]] = !{ptr @rtz_ftz, i32 4463, i32 64}
; CHECK-DAG: ![[Z2]] = !{ptr @rtz_ftz, i32 4463, i32 32}
; CHECK-DAG: ![[Z3]] = !{ptr @rtz_ftz, i32 4463, i32 16}
; CHECK-DAG: ![[Z4]] = !{ptr @rtz_ftz, i32 4460, i32 64}
; CHECK-DAG: ![[Z5]] = !{ptr @rtz_ftz, i32 4460, i32 32}
; CHECK-DAG: ![[Z6]] = !{ptr @rtz_ftz, i32 4460, i32 16}
; CHECK-DAG: ![[P1]] = !{ptr @rtp_f_allow, i32 5620, i32 64}
; CHECK-DAG: ![[P2]] = !{ptr @rtp_f_allow, i32 5620, i32 32}
; CHECK-DAG: ![[P3]] = !{ptr @rtp_f_allow, i32 5620, i32 16}
; CHECK-DAG: ![[P4]] = !{ptr @rtp_f_allow, i32 4459, i32 32}
; CHECK-DAG: ![[N1]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 64}
; CHECK-DAG: ![[N2]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 32}
; CHECK-DAG: ![[N3]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 16}
; CHECK-DAG: ![[N4]] = !{ptr @rtn_hf_d_allow, i32 4459, i32 16}
; CHECK-DAG: ![[N5]] = !{ptr @rtn_hf_d_allow, i32 4459, i32 64}
; CHECK-DAG: ![[A1]] = !{ptr @rtn_allow, i32 5621, i32 64}
; CHECK-DAG: ![[A2]] = !{ptr @rtn_allow, i32 5621, i32 32}
; CHECK-DAG: ![[A3]] = !{ptr @rtn_allow, i32 5621, i32 16}
; CHECK-DAG: ![[A4]] = !{ptr @rtn_allow, i32 4459, i32 16}
; CHECK-DAG: ![[A5]] = !{ptr @rtn_allow, i32 4459, i32 32}
; CHECK-DAG: ![[A6]] = !{ptr @rtn_allow, i32 4459, i32 64}
; CHECK-DAG: ![[F1]] = !{ptr @ftz_only, i32 4460, i32 64}
; CHECK-DAG: ![[F2]] = !{ptr @ftz_only, i32 4460, i32 32}
; CHECK-DAG: ![[F3]] = !{ptr @ftz_only, i32 4460, i32 16}

; 0: no entry; and no float-mode entry for any kernel.
; NONE-NOT: !{ptr @none
; NONE-NOT: i32 5622
; NONE-NOT: i32 5623
