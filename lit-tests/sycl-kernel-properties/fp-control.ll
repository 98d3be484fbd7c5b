; sycl-floating-point-control in today's layout (DPC++'s fp_mode): rounding
; as a 2-bit field (rte 0, rtp 16, rtn 32, rtz 48), float mode in bit 0
; (ALT 1, IEEE 0), denormals as allow bits (double 64, float 128, half
; 1024; none set: flush to zero). Each kernel gets its rounding mode and
; float mode for widths 64, 32, 16, then DenormFlushToZero for the three
; widths or DenormPreserve per allowed width (16, 32, 64), in the
; reference's order. Numbers: RoundingModeRTE 4462, RoundingModeRTZ 4463,
; RoundingModeRTPINTEL 5620, RoundingModeRTNINTEL 5621,
; FloatingPointModeALTINTEL 5622, FloatingPointModeIEEEINTEL 5623,
; DenormFlushToZero 4460, DenormPreserve 4459.
; Bits outside the layout are an error naming the kernel, property and value.
; The older one-bit-per-mode layout comes back with registry/fp-control-bits.toml.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,default<O2>' -S < %s | FileCheck %s
; RUN: sed 's/"sycl-floating-point-control"="0"/"sycl-floating-point-control"="256"/' %s | not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output 2>&1 | FileCheck %s --check-prefix=BITS
; RUN: sed -e 's/"1073"/"9"/' -e 's/"1248"/"17"/' %s | opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-bits.toml>' -S -o %t.old.ll
; RUN: FileCheck %s --input-file %t.old.ll --check-prefix=OLD
; RUN: FileCheck %s --input-file %t.old.ll --check-prefix=OLDNOT
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%S/../../registry/fp-control-bits.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OLDBITS

; BITS: error: sycl-kernel-properties: kernel @dflt: property 'sycl-floating-point-control' = '256': bits 0x100 have no meaning here (known: 0x4f1)
; OLDBITS: error: sycl-kernel-properties: kernel @rtz_hf_alt: property 'sycl-floating-point-control' = '1073': bits 0x400 have no meaning here (known: 0xff)

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
; CHECK-LABEL: !spirv.ExecutionMode = !{
; CHECK-SAME: ![[D1:[0-9]+]], ![[D2:[0-9]+]], ![[D3:[0-9]+]], ![[D4:[0-9]+]], ![[D5:[0-9]+]], ![[D6:[0-9]+]], ![[D7:[0-9]+]], ![[D8:[0-9]+]], ![[D9:[0-9]+]],
; rtp only (16): the case that used to become three DenormFlushToZero modes.
; CHECK-SAME: ![[P1:[0-9]+]], ![[P2:[0-9]+]], ![[P3:[0-9]+]], ![[P4:[0-9]+]], ![[P5:[0-9]+]], ![[P6:[0-9]+]], ![[P7:[0-9]+]], ![[P8:[0-9]+]], ![[P9:[0-9]+]],
; rtz + half allow + alt (48 + 1024 + 1 = 1073).
; CHECK-SAME: ![[Z1:[0-9]+]], ![[Z2:[0-9]+]], ![[Z3:[0-9]+]], ![[Z4:[0-9]+]], ![[Z5:[0-9]+]], ![[Z6:[0-9]+]], ![[Z7:[0-9]+]],
; rtn + denorm_allow (32 + 1216 = 1248).
; CHECK-SAME: ![[N1:[0-9]+]], ![[N2:[0-9]+]], ![[N3:[0-9]+]], ![[N4:[0-9]+]], ![[N5:[0-9]+]], ![[N6:[0-9]+]], ![[N7:[0-9]+]], ![[N8:[0-9]+]], ![[N9:[0-9]+]]}
; CHECK-DAG: ![[D1]] = !{ptr @dflt, i32 4462, i32 64}
; CHECK-DAG: ![[D2]] = !{ptr @dflt, i32 4462, i32 32}
; CHECK-DAG: ![[D3]] = !{ptr @dflt, i32 4462, i32 16}
; CHECK-DAG: ![[D4]] = !{ptr @dflt, i32 5623, i32 64}
; CHECK-DAG: ![[D5]] = !{ptr @dflt, i32 5623, i32 32}
; CHECK-DAG: ![[D6]] = !{ptr @dflt, i32 5623, i32 16}
; CHECK-DAG: ![[D7]] = !{ptr @dflt, i32 4460, i32 64}
; CHECK-DAG: ![[D8]] = !{ptr @dflt, i32 4460, i32 32}
; CHECK-DAG: ![[D9]] = !{ptr @dflt, i32 4460, i32 16}
; CHECK-DAG: ![[P1]] = !{ptr @rtp, i32 5620, i32 64}
; CHECK-DAG: ![[P2]] = !{ptr @rtp, i32 5620, i32 32}
; CHECK-DAG: ![[P3]] = !{ptr @rtp, i32 5620, i32 16}
; CHECK-DAG: ![[P4]] = !{ptr @rtp, i32 5623, i32 64}
; CHECK-DAG: ![[P5]] = !{ptr @rtp, i32 5623, i32 32}
; CHECK-DAG: ![[P6]] = !{ptr @rtp, i32 5623, i32 16}
; CHECK-DAG: ![[P7]] = !{ptr @rtp, i32 4460, i32 64}
; CHECK-DAG: ![[P8]] = !{ptr @rtp, i32 4460, i32 32}
; CHECK-DAG: ![[P9]] = !{ptr @rtp, i32 4460, i32 16}
; CHECK-DAG: ![[Z1]] = !{ptr @rtz_hf_alt, i32 4463, i32 64}
; CHECK-DAG: ![[Z2]] = !{ptr @rtz_hf_alt, i32 4463, i32 32}
; CHECK-DAG: ![[Z3]] = !{ptr @rtz_hf_alt, i32 4463, i32 16}
; CHECK-DAG: ![[Z4]] = !{ptr @rtz_hf_alt, i32 5622, i32 64}
; CHECK-DAG: ![[Z5]] = !{ptr @rtz_hf_alt, i32 5622, i32 32}
; CHECK-DAG: ![[Z6]] = !{ptr @rtz_hf_alt, i32 5622, i32 16}
; CHECK-DAG: ![[Z7]] = !{ptr @rtz_hf_alt, i32 4459, i32 16}
; CHECK-DAG: ![[N1]] = !{ptr @rtn_allow, i32 5621, i32 64}
; CHECK-DAG: ![[N2]] = !{ptr @rtn_allow, i32 5621, i32 32}
; CHECK-DAG: ![[N3]] = !{ptr @rtn_allow, i32 5621, i32 16}
; CHECK-DAG: ![[N4]] = !{ptr @rtn_allow, i32 5623, i32 64}
; CHECK-DAG: ![[N5]] = !{ptr @rtn_allow, i32 5623, i32 32}
; CHECK-DAG: ![[N6]] = !{ptr @rtn_allow, i32 5623, i32 16}
; CHECK-DAG: ![[N7]] = !{ptr @rtn_allow, i32 4459, i32 16}
; CHECK-DAG: ![[N8]] = !{ptr @rtn_allow, i32 4459, i32 32}
; CHECK-DAG: ![[N9]] = !{ptr @rtn_allow, i32 4459, i32 64}

; The old layout reads values differently: 0 gives nothing, 16 is
; DENORM_FTZ, 9 is RTE + RTZ, 17 RTE + DENORM_FTZ; 1073 has bits it lacks.
; OLD-DAG: !{ptr @rtp, i32 4460, i32 64}
; OLD-DAG: !{ptr @rtp, i32 4460, i32 16}
; OLD-DAG: !{ptr @rtz_hf_alt, i32 4462, i32 64}
; OLD-DAG: !{ptr @rtz_hf_alt, i32 4463, i32 16}
; OLD-DAG: !{ptr @rtn_allow, i32 4462, i32 32}
; OLD-DAG: !{ptr @rtn_allow, i32 4460, i32 32}
; OLDNOT-NOT: !{ptr @dflt
; OLDNOT-NOT: 5623
