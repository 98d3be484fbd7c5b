; scripts/pass-order on a Dask cluster that loses a worker mid-run
; (issue 48): two workers without nannies (a killed worker stays dead),
; one killed with SIGKILL as soon as the first result has streamed in. The
; scheduler runs the dead worker's tasks on the other one, and the CSV rows
; equal the embedded run's.
; REQUIRES: venv-tools, llvm22 # .venv holds dask[distributed] (scripts/setup); one LLVM is enough (about 30 s)
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...), no background jobs
; RUN: rm -rf %t && mkdir -p %t/corpus
; RUN: cp %S/exit-codes.ll %t/corpus/a.ll && cp %S/inputs.ll %t/corpus/b.ll && cp %s %t/corpus/c.ll
; RUN: printf 'ours | default<O2>\ndefault<O0> | ours\ndefault<O2> | ours\nours | default<O1>\ndefault<O3> | ours | default<O1>\n' > %t/orders.txt
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22,spirv-props-verify --orders-file %t/orders.txt --csv %t/embedded.csv %t/corpus
; RUN: env WORKER_FLAGS=--no-nanny %S/Inputs/with-cluster.sh %t/cluster 2 -- sh -c 'python3 %S/Inputs/kill-worker.py %t/cluster.jsonl %t/cluster/worker1.pid %t/killed.txt </dev/null >/dev/null 2>&1 & %S/../../.venv/bin/python %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22,spirv-props-verify --orders-file %t/orders.txt --scheduler "$SCHEDULER" --jsonl %t/cluster.jsonl --csv %t/cluster.csv %t/corpus; rc=$?; wait; exit $rc'
; RUN: python3 %S/Inputs/csv-without.py %t/embedded.csv opt_s consumer_s > %t/embedded.rows
; RUN: python3 %S/Inputs/csv-without.py %t/cluster.csv opt_s consumer_s > %t/cluster.rows
; RUN: diff %t/embedded.rows %t/cluster.rows
; The worker was killed while the run was under way (fewer records than
; the run wrote in the end: 3 inputs x 7 orders x 2 consumers), and the
; scheduler saw it go.
; RUN: FileCheck %s --input-file %t/killed.txt --check-prefix=KILLED
; RUN: python3 -c "import sys; k = int(open(sys.argv[1]).read().split()[-2]); n = sum(1 for _ in open(sys.argv[2])); print(k, n); sys.exit(not 0 < k < n == 42)" %t/killed.txt %t/cluster.jsonl
; RUN: FileCheck %s --input-file %t/cluster/scheduler.log --check-prefix=SCHEDULER
; KILLED: killed worker {{[0-9]+}} at {{[0-9]+}} records
; SCHEDULER: Remove worker
; RUN: FileCheck %s --input-file %t/cluster.csv
; CHECK-DAG: {{.*}}a.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; CHECK-DAG: {{.*}}c.ll,llc-22,default<O0> | ours,decoration,{{.*}},kept

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used = addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
