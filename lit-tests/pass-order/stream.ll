; scripts/pass-order streams its results (issue 48): one journal record a
; line per input, order and consumer (--jsonl), flushed as each completes,
; and CSV rows with what each run cost (wall time of the opt steps and of
; the consumer, sizes of the final module and of the consumer's output)
; and the versions of opt, the plugin and the consumer. A run given the
; journal of an earlier one resumes from it: nothing it holds is run again,
; a half-written last line (a killed run's) is skipped, and records of
; another configuration (here another --ours) are ignored.
; REQUIRES: llvm22 # the harness is Python; one LLVM is enough
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...)
; RUN: rm -rf %t && mkdir -p %t
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' --order 'default<O0> | ours' --jsonl %t/run.jsonl --csv %t/first.csv %s
; RUN: FileCheck %s --input-file %t/first.csv --check-prefix=CSV
; 4 orders (the input as is, ours, the two given) x 1 consumer.
; RUN: count 4 < %t/run.jsonl
; RUN: FileCheck %s --input-file %t/run.jsonl --check-prefix=JOURNAL
; Run again: all 4 resumed, the same CSV, the journal unchanged.
; RUN: cp %t/run.jsonl %t/before.jsonl
; RUN: python3 %S/../../scripts/pass-order --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' --order 'default<O0> | ours' --jsonl %t/run.jsonl --csv %t/second.csv %s 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: diff %t/first.csv %t/second.csv
; RUN: diff %t/before.jsonl %t/run.jsonl
; A killed run: two whole records and half of the third.
; RUN: head -n 2 %t/before.jsonl > %t/killed.jsonl && sed -n 3p %t/before.jsonl | head -c 60 >> %t/killed.jsonl
; RUN: python3 %S/../../scripts/pass-order --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' --order 'default<O0> | ours' --jsonl %t/killed.jsonl --csv %t/third.csv %s 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: python3 %S/Inputs/csv-without.py %t/first.csv opt_s consumer_s > %t/first.rows
; RUN: python3 %S/Inputs/csv-without.py %t/third.csv opt_s consumer_s > %t/third.rows
; RUN: diff %t/first.rows %t/third.rows
; Another --ours: the journal's records are not this experiment's.
; RUN: python3 %S/../../scripts/pass-order --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --ours compile-time-properties,spirv-exec-modes --order 'ours | default<O2>' --jsonl %t/run.jsonl %s 2>&1 | FileCheck %s --check-prefix=FOREIGN

; CSV: input,consumer,order,kind,item,status,opt_s,consumer_s,module_bytes,output_bytes,opt_version,plugin_version,consumer_version
; CSV: stream.ll,llc-22,ours | default<O2>,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,lost,{{[0-9.]+}},{{[0-9.]+}},{{[1-9][0-9]*}},{{[1-9][0-9]*}},LLVM version {{[0-9.]+}},sha256:{{[0-9a-f]+}},LLVM version 22
; CSV: stream.ll,llc-22,default<O0> | ours,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,kept,
; JOURNAL-DAG: "order": []
; JOURNAL-DAG: "order": ["ours"]
; JOURNAL-DAG: "order": ["ours", "default<O2>"], {{.*}}"steps": {{\[\["ours", [0-9.]+\], \["default<O2>", [0-9.]+\]\]}}
; JOURNAL-DAG: "order": ["default<O0>", "ours"]
; ALL: run.jsonl: 4 runs resumed
; ALL-NOT: [1/
; TWO: killed.jsonl: 2 runs resumed
; TWO: [1/2]
; TWO: [2/2]
; FOREIGN: run.jsonl: 0 runs resumed, 4 records of another configuration ignored

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
