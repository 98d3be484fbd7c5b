; scripts/pass-order's exit statuses, which a CI gates on (issue 48):
; - 1 when a run failed to execute: here the plugin built for another LLVM
;   (every opt step fails), with the count and the first failure;
; - 3 with --fail-on-loss when an order loses an item of ours: `ours`
;   before default<O2> loses this module's dead global's decoration;
; - 0 otherwise (no loss without --fail-on-loss, or --fail-on-loss and
;   an order that keeps everything).
; Orders come from --orders-file (one a line, '#' comments); the CSV rows
; equal those of the same orders given with --order.
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(command -v opt), no $?
; RUN: rm -rf %t && mkdir -p %t
; RUN: printf '# orders\nours | default<O2>   # loses the dead global\n\ndefault<O0> | ours\n' > %t/orders.txt
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --orders-file %t/orders.txt --csv %t/file.csv %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=PLAIN
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order "ours | default<O2>" --order "default<O0> | ours" --csv %t/flags.csv %s; echo rc=$?' | FileCheck %s --check-prefix=PLAIN
; RUN: python3 %S/Inputs/csv-without.py %t/file.csv opt_s consumer_s > %t/file.rows
; RUN: python3 %S/Inputs/csv-without.py %t/flags.csv opt_s consumer_s > %t/flags.rows
; RUN: diff %t/file.rows %t/flags.rows
; RUN: FileCheck %s --input-file %t/file.csv --check-prefix=CSV
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --orders-file %t/orders.txt --fail-on-loss %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=LOSS
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order "default<O0> | ours" --fail-on-loss %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=PLAIN
; The plugin of another LLVM: every run fails to execute.
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %t/not-a-plugin.so --consumers llc-22 --order "ours" %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
; RUN: touch %t/bad.so
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %t/bad.so --consumers llc-22 --order "ours" %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=FAILED
; --help lists the statuses.
; RUN: python3 %S/../../scripts/pass-order --help | FileCheck %s --check-prefix=HELP
; HELP: exit status: 0 every run executed
; HELP-NEXT: 1 a run failed to execute
; HELP-NEXT: 2 a usage error
; HELP-NEXT: 3 --fail-on-loss and an order lost an item
; An empty orders file is a usage error (2).
; RUN: printf '# nothing\n' > %t/empty.txt
; RUN: sh -c 'python3 %S/../../scripts/pass-order --quiet --no-cache --opt "$(command -v opt)" --plugin %plugin --orders-file %t/empty.txt %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=USAGE

; PLAIN-NOT: failed to execute
; PLAIN: rc=0
; CSV: input,consumer,order,kind,item,status
; CSV-DAG: exit-codes.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; CSV-DAG: exit-codes.ll,llc-22,default<O0> | ours,decoration,{{.*}},kept
; LOSS: pass-order: {{[1-9][0-9]*}} items lost (--fail-on-loss)
; LOSS: rc=3
; NOPLUGIN: does not exist
; NOPLUGIN: rc=2
; FAILED: pass-order: {{[0-9]+}} of {{[0-9]+}} runs failed to execute; first: {{.*}}exit-codes.ll, {{.*}}, llc-22: {{.*}}
; FAILED: rc=1
; USAGE: no order in it
; USAGE: rc=2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@dead = internal addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
