; Latency controls (sycl-latency-anchor-id "N", sycl-latency-constraint
; "target,type,cycle", as DPC++'s headers write them) take integer
; operands, as the grammar's LatencyControlLabelINTEL /
; LatencyControlConstraintINTEL say: in format=decorations they are i32
; literals (a string operand made Intel's 2024.2 translator stop with "First
; extra operand in default decoration case must be integer" and llc-22 emit
; a malformed OpDecorate). The IR: latency-controls.ll.
;
; The ends (LLVM 15 bitcode). llc-22 reads the integer operands right; it
; does not declare the FPGALatencyControl capability, which spirv-val
; 2025.5 asks for (pinned, as for the FPGA memory attributes).
; REQUIRES: llvm15, venv-tools # llvm-spirv 2024.2 and spirv-tools 2025.5 from .venv, LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' %s -o %t.dec.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.dec.bc -o %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --check-prefix=SPV
; RUN: not %spirv-val-2025 %t.llc.spv 2>&1 | FileCheck %s --check-prefix=LLC-CAP
; Intel's 2024.2 translator takes at most two literals from a
; !spirv.Decorations node, so the three-operand constraint needs
; annotation-string there (as BankBitsINTEL does); it reads that right.
; RUN: not %intel-llvm-spirv --spirv-ext=+all %t.dec.bc -o %t.intel-dec.spv 2>&1 | FileCheck %s --check-prefix=INTEL-DEC
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations %s -o %t.str.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.str.bc -o %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=SPV,INTEL

; SPV-DAG: OpDecorate %{{[a-z0-9_.]+}} LatencyControlLabelALTERA 0
; SPV-DAG: OpDecorate %[[OUT:[a-z0-9_.]+]] LatencyControlLabelALTERA 1
; SPV-DAG: OpDecorate %[[OUT]] LatencyControlConstraintALTERA 0 1 5
; INTEL-DAG: OpCapability FPGALatencyControlALTERA
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_latency_control"
; LLC-CAP: requires one of these capabilities: FPGALatencyControlALTERA
; INTEL-DEC: At most 2 extra operands expected

target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"l.cpp\00", section "llvm.metadata"
@.anchor = private unnamed_addr constant [23 x i8] c"sycl-latency-anchor-id\00", section "llvm.metadata"
@.constraint = private unnamed_addr constant [24 x i8] c"sycl-latency-constraint\00", section "llvm.metadata"
@.v0 = private unnamed_addr constant [2 x i8] c"0\00", section "llvm.metadata"
@.v1 = private unnamed_addr constant [2 x i8] c"1\00", section "llvm.metadata"
@.v015 = private unnamed_addr constant [6 x i8] c"0,1,5\00", section "llvm.metadata"
@.args.a = private unnamed_addr constant { ptr, ptr } { ptr @.anchor, ptr @.v0 }, section "llvm.metadata"
@.args.b = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.anchor, ptr @.v1, ptr @.constraint, ptr @.v015 }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %in, ptr @.str, ptr @.file, i32 1, ptr @.args.a)
  %v = load i32, ptr addrspace(1) %a, align 4
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %out, ptr @.str, ptr @.file, i32 2, ptr @.args.b)
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
