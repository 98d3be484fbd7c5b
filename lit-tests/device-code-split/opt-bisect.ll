; device-code-split is a required pass, as LLVM's output writers are: with
; -opt-bisect-limit=0 opt skips the optional sycl-kernel-properties (so the
; kernel gets no !reqd_work_group_size from its "sycl-work-group-size") and
; still writes the image, its .sym, its .prop and the file table; the .prop
; then lacks the work-group size that the run without the limit records.
; RUN: rm -rf %t && mkdir -p %t/bisect %t/all
; RUN: cd %t/bisect && opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,device-code-split<split=kernel;out=t.table;symbols;properties>' -opt-bisect-limit=0 %s -disable-output 2>&1 | FileCheck %s --check-prefix=BISECT
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines --input-file %t/bisect/t.table
; RUN: FileCheck %s --check-prefix=SYM --match-full-lines --input-file %t/bisect/t_0.sym
; RUN: FileCheck %s --check-prefix=PROP-SKIPPED --match-full-lines --input-file %t/bisect/t_0.prop
; RUN: opt -passes=verify -disable-output %t/bisect/t_0.bc
; RUN: cd %t/all && opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines --input-file %t/all/t.table
; RUN: FileCheck %s --check-prefix=PROP-RAN --match-full-lines --input-file %t/all/t_0.prop

; The split is not counted by the bisector: only (1) is named.
; BISECT: BISECT: NOT running pass (1) sycl-kernel-properties on [module]
; BISECT-NOT: {{BISECT}}:

; TABLE:      [Code|Properties|Symbols]
; TABLE-NEXT: t_0.bc|t_0.prop|t_0.sym
; TABLE-EMPTY:

; SYM:      k
; SYM-EMPTY:

; PROP-SKIPPED:      [SYCL/device requirements]
; PROP-SKIPPED-NEXT: aspects=2|AAAAAAAAAAA
; PROP-SKIPPED-EMPTY:

; "64" is !reqd_work_group_size !{64, 1, 1}: a bit count of 192 (0xC0),
; then 64, 1 and 1, each 8 bytes little-endian, in 6-bit groups from the
; low bits (A = 0): AD, 8 A, A Q (64 at bit 64), 9 A, E (1 at bit 128),
; 10 A, B (1 at bit 192), 10 A.
; PROP-RAN:      [SYCL/device requirements]
; PROP-RAN-NEXT: aspects=2|AAAAAAAAAAA
; PROP-RAN-NEXT: reqd_work_group_size_uint64_t=2|ADAAAAAAAAAQAAAAAAAAAEAAAAAAAAAABAAAAAAAAAA
; PROP-RAN-EMPTY:

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "sycl-work-group-size"="64" }
