; scripts/pass-order on a Dask cluster (issue 48): a scheduler and two
; workers, each a separate process on 127.0.0.1 with its own folder (no
; shared cache or filesystem: modules and results travel with the tasks),
; run a small corpus (three modules, orders from a file) through
; --scheduler and give the same CSV rows as the embedded run.
; REQUIRES: venv-tools, llvm22 # .venv holds dask[distributed] (scripts/setup); one LLVM is enough (about 30 s: the cluster's processes start)
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...)
; RUN: rm -rf %t && mkdir -p %t/corpus
; RUN: cp %S/exit-codes.ll %t/corpus/a.ll && cp %S/inputs.ll %t/corpus/b.ll && cp %s %t/corpus/c.ll
; RUN: printf 'ours | default<O2>\ndefault<O0> | ours\ndefault<O2> | ours | default<O1>\n' > %t/orders.txt
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22,spirv-props-verify --orders-file %t/orders.txt --csv %t/embedded.csv %t/corpus
; RUN: %S/Inputs/with-cluster.sh %t/cluster 2 -- sh -c '%S/../../.venv/bin/python %S/../../scripts/pass-order --quiet --no-cache --no-table --opt "$(command -v opt)" --plugin %plugin --consumers llc-22,spirv-props-verify --orders-file %t/orders.txt --scheduler "$SCHEDULER" --csv %t/cluster.csv %t/corpus'
; The same rows, but for the wall times.
; RUN: python3 %S/Inputs/csv-without.py %t/embedded.csv opt_s consumer_s > %t/embedded.rows
; RUN: python3 %S/Inputs/csv-without.py %t/cluster.csv opt_s consumer_s > %t/cluster.rows
; RUN: diff %t/embedded.rows %t/cluster.rows
; RUN: FileCheck %s --input-file %t/cluster.csv
; Each worker has its own folder.
; RUN: ls %t/cluster/worker1 %t/cluster/worker2 | FileCheck %s --check-prefix=WORKERS
; No scheduler at the address: a usage error (2) that says so, after
; --connect-timeout seconds, not a traceback.
; RUN: sh -c '%S/../../.venv/bin/python %S/../../scripts/pass-order --quiet --no-cache --opt "$(command -v opt)" --plugin %plugin --consumers llc-22 --order ours --connect-timeout 1 --scheduler tcp://127.0.0.1:1 %s; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOSCHED
; NOSCHED-NOT: Traceback
; NOSCHED: pass-order: --scheduler tcp://127.0.0.1:1: no Dask scheduler answered within 1.0 s ({{.*}}); start one with `dask scheduler`
; NOSCHED-NEXT: rc=2
; CHECK: input,consumer,order,kind,item,status,opt_s,consumer_s,module_bytes,output_bytes,opt_version,plugin_version,consumer_version
; CHECK-DAG: {{.*}}a.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; CHECK-DAG: {{.*}}c.ll,llc-22,default<O0> | ours,decoration,{{.*}},kept
; WORKERS: dask-scratch-space
; WORKERS: dask-scratch-space

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used = addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
