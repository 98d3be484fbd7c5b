; scripts/pass-order on this module: our passes before and after default<O0>
; and default<O2>, through llc-22's SPIR-V backend (which reads every LLVM's
; bitcode). What must survive does (the used global's decoration, the
; kernel's LocalSize), and what is known to be lost is reported lost: the
; internal global nothing reads is deleted by default<O2> in either order,
; with its decorations. default<O0> keeps it.
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(command -v opt)
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --opt "$(command -v opt)" --plugin %plugin \
; RUN:   --consumers llc-22 --stock 'default<O0>' --stock 'default<O2>' \
; RUN:   --csv %t.csv --json %t.json --svg %t.svg %s > %t.table
; RUN: FileCheck %s --input-file %t.csv
; RUN: FileCheck %s --check-prefix=TABLE --input-file %t.table
; The JSON and the heat map say the same.
; RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); r=d['results'][0]; o={x['order']: x for x in r['orders']}; print(len(o['default<O2> | ours']['lost']), len(o['ours | default<O0>']['lost']))" %t.json | FileCheck %s --check-prefix=JSON
; RUN: grep -c 'fill="#c62828"><title>' %t.svg | FileCheck %s --check-prefix=SVG
;
; CHECK: input,consumer,order,kind,item,status
; CHECK-DAG: harness.ll,llc-22,ours | default<O2>,decoration,global @used: ImplementInRegisterMapINTEL 1,kept
; CHECK-DAG: harness.ll,llc-22,default<O2> | ours,decoration,global @used: ImplementInRegisterMapINTEL 1,kept
; CHECK-DAG: harness.ll,llc-22,default<O2> | ours,execution mode,@k: LocalSize 2 4 8,kept
; CHECK-DAG: harness.ll,llc-22,ours | default<O2>,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,lost
; CHECK-DAG: harness.ll,llc-22,default<O2> | ours,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,lost
; CHECK-DAG: harness.ll,llc-22,ours | default<O0>,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,kept
; CHECK-DAG: harness.ll,llc-22,default<O0> | ours,decoration,global @dead: InitModeINTEL InitOnDeviceResetINTEL,kept
; Not ours: the translator's own decorations (Alignment of %out) are not items.
; CHECK-NOT: Alignment
;
; TABLE: == {{.*}}harness.ll -> llc-22
; TABLE: decoration: global @dead: InitModeINTEL InitOnDeviceResetINTEL {{ *}}+ {{ *}}+ {{ *}}+ LOST LOST
; JSON: 1 0
; SVG: 2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used = addrspace(1) global i32 0, align 4 #0
@dead = internal addrspace(1) global i32 0, align 4 #1

define spir_kernel void @k(ptr addrspace(1) noundef align 4 %out) #2 {
entry:
  %v = load i32, ptr addrspace(1) @used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-implement-in-csr"="true" }
attributes #1 = { "sycl-init-mode"="1" }
attributes #2 = { "sycl-work-group-size"="8,4,2" }
