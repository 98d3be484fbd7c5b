; The shipped registry files for sycl-floating-point-control
; (registry/*.toml, loaded with registry=PATH):
; - fp-control-fields.toml, the field layout of an earlier fp_mode draft:
;   rounding as a 2-bit field (rte 0, rtp 16, rtn 32, rtz 48), float mode
;   in bit 0 (ALT 1, IEEE 0), denormals as allow bits (double 64, float
;   128, half 1024; none set: flush to zero). Each kernel gets its rounding
;   mode and float mode for widths 64, 32, 16, then DenormFlushToZero for
;   the three widths or DenormPreserve per allowed width. FloatingPointModeALTINTEL
;   5622, FloatingPointModeIEEEINTEL 5623; the other numbers as fp-control.ll.
;   Values DPC++ writes (24, 66, 164) have bits that layout lacks.
; - fp-control-bits.toml, the built-in entry as a file: the same output, the
;   same errors.
; RUN: split-file %s %t
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-fields.toml>' -S < %t/fields.ll -o %t/fields.out.ll
; RUN: FileCheck %s --input-file %t/fields.out.ll --check-prefix=FIELDS
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-fields.toml>' -S < %t/fields.out.ll | diff %t/fields.out.ll -
; RUN: sed 's/"sycl-floating-point-control"="0"/"sycl-floating-point-control"="256"/' %t/fields.ll | not opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-fields.toml>' -disable-output 2>&1 | FileCheck %s --check-prefix=FIELDS256
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-fields.toml>' -disable-output %t/dpcpp.ll 2>&1 | FileCheck %s --check-prefix=FIELDSDPCPP --implicit-check-not=error:
; The built-in registry reads the same DPC++ values without complaint.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t/dpcpp.ll -o %t/dpcpp.builtin.ll
; RUN: FileCheck %s --input-file %t/dpcpp.builtin.ll --check-prefix=BUILTIN
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-bits.toml>' -S < %t/dpcpp.ll | diff %t/dpcpp.builtin.ll -
; RUN: env SPIRV_PROPS_REGISTRY=%S/../../registry/fp-control-bits.toml opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t/dpcpp.ll | diff %t/dpcpp.builtin.ll -
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-bits.toml>' -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=BITSCONFLICT
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=BITSCONFLICT

; FIELDS256: error: sycl-kernel-properties: kernel @dflt: property 'sycl-floating-point-control' = '256': bits 0x100 have no meaning here (known: 0x4f1)
; FIELDSDPCPP-DAG: error: sycl-kernel-properties: kernel @rtz_ftz: property 'sycl-floating-point-control' = '24': bits 0x8 have no meaning here (known: 0x4f1)
; FIELDSDPCPP-DAG: error: sycl-kernel-properties: kernel @rtp_f_allow: property 'sycl-floating-point-control' = '66': bits 0x2 have no meaning here (known: 0x4f1)
; FIELDSDPCPP-DAG: error: sycl-kernel-properties: kernel @rtn_hf_d_allow: property 'sycl-floating-point-control' = '164': bits 0x4 have no meaning here (known: 0x4f1)
; BITSCONFLICT: error: sycl-kernel-properties: kernel @k: property 'sycl-floating-point-control' = '9': mutually exclusive bits set: round_to_nearest (1) and round_toward_zero (8)

; DPC++'s 24 = round_toward_zero + denorm_ftz, 66 = round_upward +
; denorm_f_allow, 164 = round_downward + denorm_d_allow + denorm_hf_allow.
; BUILTIN-LABEL: !spirv.ExecutionMode = !{
; BUILTIN-SAME: ![[Z1:[0-9]+]], ![[Z2:[0-9]+]], ![[Z3:[0-9]+]], ![[Z4:[0-9]+]], ![[Z5:[0-9]+]], ![[Z6:[0-9]+]],
; BUILTIN-SAME: ![[P1:[0-9]+]], ![[P2:[0-9]+]], ![[P3:[0-9]+]], ![[P4:[0-9]+]],
; BUILTIN-SAME: ![[N1:[0-9]+]], ![[N2:[0-9]+]], ![[N3:[0-9]+]], ![[N4:[0-9]+]], ![[N5:[0-9]+]]}
; BUILTIN-DAG: ![[Z1]] = !{ptr @rtz_ftz, i32 4463, i32 64}
; BUILTIN-DAG: ![[Z2]] = !{ptr @rtz_ftz, i32 4463, i32 32}
; BUILTIN-DAG: ![[Z3]] = !{ptr @rtz_ftz, i32 4463, i32 16}
; BUILTIN-DAG: ![[Z4]] = !{ptr @rtz_ftz, i32 4460, i32 64}
; BUILTIN-DAG: ![[Z5]] = !{ptr @rtz_ftz, i32 4460, i32 32}
; BUILTIN-DAG: ![[Z6]] = !{ptr @rtz_ftz, i32 4460, i32 16}
; BUILTIN-DAG: ![[P1]] = !{ptr @rtp_f_allow, i32 5620, i32 64}
; BUILTIN-DAG: ![[P2]] = !{ptr @rtp_f_allow, i32 5620, i32 32}
; BUILTIN-DAG: ![[P3]] = !{ptr @rtp_f_allow, i32 5620, i32 16}
; BUILTIN-DAG: ![[P4]] = !{ptr @rtp_f_allow, i32 4459, i32 32}
; BUILTIN-DAG: ![[N1]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 64}
; BUILTIN-DAG: ![[N2]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 32}
; BUILTIN-DAG: ![[N3]] = !{ptr @rtn_hf_d_allow, i32 5621, i32 16}
; BUILTIN-DAG: ![[N4]] = !{ptr @rtn_hf_d_allow, i32 4459, i32 16}
; BUILTIN-DAG: ![[N5]] = !{ptr @rtn_hf_d_allow, i32 4459, i32 64}

;--- fields.ll
define spir_kernel void @dflt() #0 {
  ret void
}
define spir_kernel void @rtp() #1 {
  ret void
}
define spir_kernel void @rtz_hf_alt() #2 {
  ret void
}
define spir_kernel void @rtn_allow() #3 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="0" }
attributes #1 = { "sycl-floating-point-control"="16" }
attributes #2 = { "sycl-floating-point-control"="1073" }
attributes #3 = { "sycl-floating-point-control"="1248" }

; The default (rte, ftz, ieee).
; FIELDS-LABEL: !spirv.ExecutionMode = !{
; FIELDS-SAME: ![[D1:[0-9]+]], ![[D2:[0-9]+]], ![[D3:[0-9]+]], ![[D4:[0-9]+]], ![[D5:[0-9]+]], ![[D6:[0-9]+]], ![[D7:[0-9]+]], ![[D8:[0-9]+]], ![[D9:[0-9]+]],
; rtp only (16): in DPC++'s encoding denorm_ftz alone.
; FIELDS-SAME: ![[P1:[0-9]+]], ![[P2:[0-9]+]], ![[P3:[0-9]+]], ![[P4:[0-9]+]], ![[P5:[0-9]+]], ![[P6:[0-9]+]], ![[P7:[0-9]+]], ![[P8:[0-9]+]], ![[P9:[0-9]+]],
; rtz + half allow + alt (48 + 1024 + 1 = 1073).
; FIELDS-SAME: ![[Z1:[0-9]+]], ![[Z2:[0-9]+]], ![[Z3:[0-9]+]], ![[Z4:[0-9]+]], ![[Z5:[0-9]+]], ![[Z6:[0-9]+]], ![[Z7:[0-9]+]],
; rtn + denorm_allow (32 + 1216 = 1248).
; FIELDS-SAME: ![[N1:[0-9]+]], ![[N2:[0-9]+]], ![[N3:[0-9]+]], ![[N4:[0-9]+]], ![[N5:[0-9]+]], ![[N6:[0-9]+]], ![[N7:[0-9]+]], ![[N8:[0-9]+]], ![[N9:[0-9]+]]}
; FIELDS-DAG: ![[D1]] = !{ptr @dflt, i32 4462, i32 64}
; FIELDS-DAG: ![[D2]] = !{ptr @dflt, i32 4462, i32 32}
; FIELDS-DAG: ![[D3]] = !{ptr @dflt, i32 4462, i32 16}
; FIELDS-DAG: ![[D4]] = !{ptr @dflt, i32 5623, i32 64}
; FIELDS-DAG: ![[D5]] = !{ptr @dflt, i32 5623, i32 32}
; FIELDS-DAG: ![[D6]] = !{ptr @dflt, i32 5623, i32 16}
; FIELDS-DAG: ![[D7]] = !{ptr @dflt, i32 4460, i32 64}
; FIELDS-DAG: ![[D8]] = !{ptr @dflt, i32 4460, i32 32}
; FIELDS-DAG: ![[D9]] = !{ptr @dflt, i32 4460, i32 16}
; FIELDS-DAG: ![[P1]] = !{ptr @rtp, i32 5620, i32 64}
; FIELDS-DAG: ![[P2]] = !{ptr @rtp, i32 5620, i32 32}
; FIELDS-DAG: ![[P3]] = !{ptr @rtp, i32 5620, i32 16}
; FIELDS-DAG: ![[P4]] = !{ptr @rtp, i32 5623, i32 64}
; FIELDS-DAG: ![[P5]] = !{ptr @rtp, i32 5623, i32 32}
; FIELDS-DAG: ![[P6]] = !{ptr @rtp, i32 5623, i32 16}
; FIELDS-DAG: ![[P7]] = !{ptr @rtp, i32 4460, i32 64}
; FIELDS-DAG: ![[P8]] = !{ptr @rtp, i32 4460, i32 32}
; FIELDS-DAG: ![[P9]] = !{ptr @rtp, i32 4460, i32 16}
; FIELDS-DAG: ![[Z1]] = !{ptr @rtz_hf_alt, i32 4463, i32 64}
; FIELDS-DAG: ![[Z2]] = !{ptr @rtz_hf_alt, i32 4463, i32 32}
; FIELDS-DAG: ![[Z3]] = !{ptr @rtz_hf_alt, i32 4463, i32 16}
; FIELDS-DAG: ![[Z4]] = !{ptr @rtz_hf_alt, i32 5622, i32 64}
; FIELDS-DAG: ![[Z5]] = !{ptr @rtz_hf_alt, i32 5622, i32 32}
; FIELDS-DAG: ![[Z6]] = !{ptr @rtz_hf_alt, i32 5622, i32 16}
; FIELDS-DAG: ![[Z7]] = !{ptr @rtz_hf_alt, i32 4459, i32 16}
; FIELDS-DAG: ![[N1]] = !{ptr @rtn_allow, i32 5621, i32 64}
; FIELDS-DAG: ![[N2]] = !{ptr @rtn_allow, i32 5621, i32 32}
; FIELDS-DAG: ![[N3]] = !{ptr @rtn_allow, i32 5621, i32 16}
; FIELDS-DAG: ![[N4]] = !{ptr @rtn_allow, i32 5623, i32 64}
; FIELDS-DAG: ![[N5]] = !{ptr @rtn_allow, i32 5623, i32 32}
; FIELDS-DAG: ![[N6]] = !{ptr @rtn_allow, i32 5623, i32 16}
; FIELDS-DAG: ![[N7]] = !{ptr @rtn_allow, i32 4459, i32 16}
; FIELDS-DAG: ![[N8]] = !{ptr @rtn_allow, i32 4459, i32 32}
; FIELDS-DAG: ![[N9]] = !{ptr @rtn_allow, i32 4459, i32 64}
;--- dpcpp.ll
define spir_kernel void @rtz_ftz() #0 {
  ret void
}
define spir_kernel void @rtp_f_allow() #1 {
  ret void
}
define spir_kernel void @rtn_hf_d_allow() #2 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="24" }
attributes #1 = { "sycl-floating-point-control"="66" }
attributes #2 = { "sycl-floating-point-control"="164" }
;--- conflict.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-floating-point-control"="9" }
