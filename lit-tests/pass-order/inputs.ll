; scripts/pass-order's inputs and opt (issue 48): `--opt opt-22` is found on
; PATH; a folder stands for its modules (sorted, every level); --input-list
; names more, one a line, relative to the list's folder, '#' comments. Each
; input's rows are in the CSV.
; REQUIRES: llvm22 # opt-22 by name, with this build's plugin
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(...)
; RUN: rm -rf %t && mkdir -p %t/corpus/sub
; RUN: cp %s %t/corpus/a.ll && cp %s %t/corpus/sub/b.ll && cp %s %t/c.ll && echo 'not a module' > %t/corpus/readme.txt
; RUN: printf '# more\nc.ll\n' > %t/list.txt
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --no-table --opt opt-22 --plugin %plugin --consumers llc-22 --order 'ours | default<O2>' --input-list %t/list.txt --csv %t/out.csv %t/corpus
; RUN: FileCheck %s --input-file %t/out.csv
; RUN: not python3 %S/../../scripts/pass-order --opt no-such-opt-99 --plugin %plugin %s 2>&1 | FileCheck %s --check-prefix=NOOPT
; CHECK: input,consumer,order,kind,item,status
; CHECK-DAG: {{(.*/)?}}a.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; CHECK-DAG: {{(.*/)?}}b.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; CHECK-DAG: {{(.*/)?}}c.ll,llc-22,ours | default<O2>,decoration,{{.*}},lost
; NOOPT: --opt no-such-opt-99: no such file, and not found on PATH

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@dead = internal addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-init-mode"="1" }
