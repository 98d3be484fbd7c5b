; scripts/pass-order's corpus summary (issue 48): per order and consumer,
; our items kept, lost and failed over all inputs, as Markdown (--summary)
; and as an SVG bar plot (--summary-svg). Two inputs: this one (a used and
; a dead global, each with a property: llc-22 shows each property's
; decoration, and the extension and capability they need) and
; Inputs/used-only.ll (the used global alone). `ours | default<O2>` keeps
; the used globals' decorations with their extension and capability and
; loses the dead one's; `default<O0> | ours` keeps everything; an order
; with a pass opt does not know fails, so each of our items is "failed"
; (and the harness exits 1). The counts are checked twice: against what
; these inputs must give, and against the CSV's rows.
; REQUIRES: llvm22 # the harness is Python; one LLVM is enough
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...)
; RUN: rm -rf %t && mkdir -p %t
; RUN: not python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' --order 'default<O0> | ours' --order 'no-such-pass | ours' --csv %t/out.csv --summary %t/summary.md --summary-svg %t/summary.svg %s %S/Inputs/used-only.ll
; RUN: FileCheck %s --input-file %t/summary.md
; RUN: python3 %S/Inputs/summary-count.py %t/out.csv > %t/from-csv.txt
; RUN: FileCheck %t/from-csv.txt --input-file %t/summary.md
; RUN: FileCheck %s --input-file %t/summary.svg --check-prefix=SVG

; CHECK: 2 inputs, 4 orders, 1 consumers.
; CHECK: | order | consumer | inputs | kept | lost | failed | inputs with a loss | kept % |
; CHECK: | `ours` | llc-22 | 2 | 7 | 0 | 0 | 0 | 100.0 |
; CHECK: | `ours \| default<O2>` | llc-22 | 2 | 6 | 1 | 0 | 1 | 85.7 |
; CHECK: | `default<O0> \| ours` | llc-22 | 2 | 7 | 0 | 0 | 0 | 100.0 |
; CHECK: | `no-such-pass \| ours` | llc-22 | 2 | 0 | 0 | 7 | 0 | 0.0 |
; SVG: <svg
; SVG: 2 inputs: our items per order, over all inputs
; SVG: llc-22
; SVG: <title>llc-22, ours | default&lt;O2&gt;: 6 kept</title>
; SVG: <title>llc-22, ours | default&lt;O2&gt;: 1 lost</title>
; SVG: <title>llc-22, no-such-pass | ours: 7 failed</title>
; SVG: </svg>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used = addrspace(1) global i32 0, align 4 #0
@dead = internal addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
