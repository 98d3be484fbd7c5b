; print<sycl-annotations> on what a real front-end emits: each annotation
; call with its function, line and file; for "sycl-properties" each property
; and what it becomes for a struct member; malformed ones (odd number of
; fields, a name that is not a string) say what is wrong. Changes nothing.
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/Inputs/members.cl -o %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-annotations>' -disable-output %t.ll 2>&1 | FileCheck %s
; RUN: opt -S %t.ll -o %t.before.ll
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-annotations>' -S %t.ll 2>/dev/null | diff %t.before.ll -
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-annotations<registry=%S/../print-sycl-properties/Inputs/made-up.toml>>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REG
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=PASS

; CHECK: sycl-annotations
; CHECK-NEXT: @k, line 5 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties"
; CHECK-NEXT:   sycl-num-banks = "4": decoration NumbanksALTERA 4 (needs SPV_INTEL_fpga_memory_attributes, FPGAMemoryAttributesINTEL)
; CHECK-NEXT:   sycl-datapath = "": decoration RegisterALTERA (needs SPV_INTEL_fpga_memory_attributes, FPGAMemoryAttributesINTEL)
; CHECK-NEXT: @k, line 6 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties"
; CHECK-NEXT:   sycl-alignment = "16": align 16
; CHECK-NEXT: @k, line 7 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties"
; CHECK-NEXT:   sycl-latency-anchor-id = "1": decoration LatencyControlLabelALTERA 1 (needs SPV_INTEL_fpga_latency_control, FPGALatencyControlINTEL)
; CHECK-NEXT: @k, line 8 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties": error: odd number of property name/value fields (3)
; CHECK-NEXT: @k, line 9 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties": error: field 0 should be a property name (a string), found 7
; CHECK-NEXT: @k, line 10 of {{.*}}members.cl: llvm.ptr.annotation "{5835:1,2,3}" (not sycl-properties)
; What sycl-annotations does with a property it cannot lower: it leaves it
; out of the rewritten annotation, with a warning (PASS), and says so here.
; CHECK-NEXT: @k, line 11 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties"
; CHECK-NEXT:   sycl-made-up-member = "5": not in the registry: left out of the rewritten annotation (a warning)
; CHECK-NEXT:   sycl-sub-group-size = "16": applies to kernel only, not to a struct member: left out of the rewritten annotation (a warning)
; PASS: warning: sycl-annotations: @k, line 11 of {{.*}}members.cl: property 'sycl-made-up-member' = '5' is not in the registry: left out of the rewritten annotation
; PASS: warning: sycl-annotations: @k, line 11 of {{.*}}members.cl: property 'sycl-sub-group-size' = '16' applies to kernel only, not to a struct member: left out of the rewritten annotation
; With the property passes' registry= (inside the printer's brackets):
; REG: @k, line 11 of {{.*}}members.cl: llvm.ptr.annotation "sycl-properties"
; REG-NEXT:   sycl-made-up-member = "5": decoration BufferLocationALTERA 5
