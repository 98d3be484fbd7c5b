; End to end: properties on all three kinds of entity, through
; compile-time-properties,default<O2>, then each SPIR-V end, validated, and
; each expected decoration / execution mode (with the extension and
; capability it needs) read back from the binary. Each end gets what it can
; express (see the README's consumer table): llvm-spirv-15 rejects the
; HostAccessINTEL string operand and drops the capability of the FPGA
; global and argument-interface decorations; llc-22 drops the capabilities of FPGA decorations.
; Before the pass, the same module gives none of these decorations.
; REQUIRES: llvm15, venv-tools # llvm-spirv-15 reads only LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,default<O2>' %s -o %t.all.bc
;
; Intel's 2024.2 translator: everything.
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.all.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=COMMON,INTEL
;
; llvm-spirv-15: all but the device global, implement-in-csr and conduit.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<except=sycl-device-global-size:sycl-implement-in-csr:sycl-conduit>,default<O2>' %s -o %t.l15.bc
; RUN: llvm-spirv-15 --spirv-ext=+all %t.l15.bc -o %t.l15.spv
; RUN: spirv-val %t.l15.spv
; RUN: %spirv-val-2025 %t.l15.spv
; RUN: %spirv-dis-2025 %t.l15.spv | FileCheck %s --check-prefixes=COMMON,FPGA
;
; llc-22: all but the FPGA decorations.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<except=sycl-buffer-location:sycl-num-banks:sycl-conduit>,default<O2>' %s -o %t.llc.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.llc.bc -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --check-prefixes=COMMON,LLC
;
; Without the pass: no decoration, no mode.
; RUN: opt -passes='default<O2>' %s -o %t.none.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.none.bc -o %t.none.spv
; RUN: %spirv-dis-2025 %t.none.spv | FileCheck %s --check-prefix=NONE

; INTEL-DAG: OpCapability GlobalVariableHostAccessINTEL
; INTEL-DAG: OpCapability GlobalVariableFPGADecorationsALTERA
; INTEL-DAG: OpCapability FPGABufferLocationALTERA
; INTEL-DAG: OpCapability FPGAMemoryAttributesALTERA
; INTEL-DAG: OpCapability FPGAArgumentInterfacesALTERA
; INTEL-DAG: OpExtension "SPV_INTEL_global_variable_host_access"
; INTEL-DAG: OpExtension "SPV_INTEL_global_variable_fpga_decorations"
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_memory_attributes"
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_argument_interfaces"
; INTEL-DAG: OpDecorate %dm HostAccessINTEL WriteINTEL "uid_dm"
; INTEL-DAG: OpDecorate %csr ImplementInRegisterMapALTERA 1
; INTEL-DAG: OpDecorate %q{{[_0-9]*}} ConduitKernelArgumentALTERA

; FPGA-DAG: OpCapability FPGABufferLocationALTERA
; FPGA-DAG: OpCapability FPGAMemoryAttributesALTERA
; FPGA-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; FPGA-DAG: OpExtension "SPV_INTEL_fpga_memory_attributes"

; LLC-DAG: OpCapability GlobalVariableHostAccessINTEL
; LLC-DAG: OpExtension "SPV_INTEL_global_variable_host_access"
; LLC-DAG: OpDecorate %dm HostAccessINTEL WriteINTEL "uid_dm"
; LLC-DAG: OpDecorate %csr ImplementInRegisterMapALTERA 1

; COMMON-DAG: OpEntryPoint Kernel %[[K:[a-z0-9_]+]] "k"
; COMMON-DAG: OpExecutionMode %[[K]] LocalSize 2 4 8
; COMMON-DAG: OpExecutionMode %[[K]] SubgroupSize 16
; COMMON-DAG: OpDecorate %p{{[_0-9]*}} Alignment 16
; COMMON-DAG: OpDecorate %p{{[_0-9]*}} Restrict
; INTEL-DAG: OpDecorate %p{{[_0-9]*}} BufferLocationALTERA 3
; FPGA-DAG: OpDecorate %p{{[_0-9]*}} BufferLocationALTERA 3
; INTEL-DAG: OpDecorate %banks NumbanksALTERA 4
; FPGA-DAG: OpDecorate %banks NumbanksALTERA 4

; NONE-NOT: OpDecorate {{.*}}(HostAccess|BufferLocation|Numbanks|Restrict|ImplementIn)
; NONE-NOT: LocalSize

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@dm = addrspace(1) global i32 0 #0
@csr = addrspace(1) global i32 0 #1
@banks = addrspace(1) global [4 x i32] zeroinitializer #2

define spir_kernel void @k(ptr addrspace(1) "sycl-alignment"="16" "sycl-buffer-location"="3" "sycl-strict"="true" %p, ptr addrspace(1) "sycl-conduit" %q) #3 {
  %a = load i32, ptr addrspace(1) @dm
  %b = load i32, ptr addrspace(1) @csr
  %c = load i32, ptr addrspace(1) @banks
  %d = load i32, ptr addrspace(1) %q
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  store i32 %s, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "sycl-device-global-size"="4" "sycl-host-access"="1" "sycl-unique-id"="uid_dm" }
attributes #1 = { "sycl-implement-in-csr"="true" }
attributes #2 = { "sycl-num-banks"="4" }
attributes #3 = { "sycl-work-group-size"="8,4,2" "sycl-sub-group-size"="16" }
