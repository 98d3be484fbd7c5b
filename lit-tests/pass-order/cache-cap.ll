; scripts/pass-order's cache cap (issue 48): --cache-max-size trims the
; cache, least recently used first, when a write takes it over the cap.
; Run 1 fills a cache; its files are then made two hours old. Run 2 (other
; orders, a 1 KiB cap) uses some of them again (the input, the `ours`
; step: used files are stamped) and writes more: every file it did not
; use is evicted, and its findings are right. Run 3, the same with no cap
; (0), evicts nothing.
; REQUIRES: llvm22 # the harness is Python; one LLVM is enough
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...)
; RUN: rm -rf %t && mkdir -p %t
; RUN: python3 %S/../../scripts/pass-order --quiet --no-table --cache %t/cache --cache-max-size 0 --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' %s
; RUN: find %t/cache -type f -exec touch -d '2 hours ago' {} +
; RUN: find %t/cache -type f -mmin +60 | grep -c . | FileCheck %s --check-prefix=SOME
; RUN: python3 %S/../../scripts/pass-order --quiet --no-table --cache %t/cache --cache-max-size 1K --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'default<O0> | ours' --csv %t/capped.csv %s
; RUN: find %t/cache -type f -mmin +60 | count 0
; RUN: FileCheck %s --input-file %t/capped.csv
; RUN: find %t/cache -type f -exec touch -d '2 hours ago' {} +
; RUN: python3 %S/../../scripts/pass-order --quiet --no-table --cache %t/cache --cache-max-size 0 --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'default<O1> | ours' %s
; RUN: find %t/cache -type f -mmin +60 | grep -c . | FileCheck %s --check-prefix=SOME
; A size that is not one is a usage error.
; RUN: not python3 %S/../../scripts/pass-order --cache-max-size lots --plugin %plugin %s 2>&1 | FileCheck %s --check-prefix=USAGE
; SOME: {{^[1-9][0-9]*$}}
; CHECK: cache-cap.ll,llc-22,default<O0> | ours,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,kept
; USAGE: --cache-max-size lots: not a size

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@dead = internal addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
