; End to end for annotated_ptr / annotated_arg properties (issue: every
; decoration property in a "sycl-properties" annotation is lowered):
; annotated_arg<int *, properties<buffer_location<3>, awidth<32>>> as DPC++
; writes it (values as strings), through sycl-annotations and default<O2>,
; then each SPIR-V end; every expected decoration read back with its
; literal.
; REQUIRES: llvm15, venv-tools # llvm-spirv 2024.2 and spirv-tools 2025.5 from .venv read LLVM 15 bitcode
;
; Intel's 2024.2 translator, format=decorations: valid, with both
; decorations on the kernel parameter and their extensions and capabilities.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %s -o %t.dec.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.dec.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=BOTH,INTEL
;
; llc-22 reads the same decorations from either format, but declares
; neither FPGABufferLocation nor FPGAArgumentInterfaces, which spirv-val
; asks for (pinned, so a fixed llc shows up here).
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.dec.bc -o %t.llc-dec.spv
; RUN: %spirv-dis-2025 %t.llc-dec.spv | FileCheck %s --check-prefix=BOTH
; RUN: not %spirv-val-2025 %t.llc-dec.spv 2>&1 | FileCheck %s --check-prefix=LLC-CAP
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %s -o %t.str.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.str.bc -o %t.llc-str.spv
; RUN: %spirv-dis-2025 %t.llc-str.spv | FileCheck %s --check-prefix=BOTH
; RUN: not %spirv-val-2025 %t.llc-str.spv 2>&1 | FileCheck %s --check-prefix=LLC-CAP
;
; Intel with the reference's annotation string {5921:"3"}{6177:"32"}: it
; takes the buffer location and drops the address width (and, LLVM 15
; strings being address-space-0 globals, the module is invalid: README,
; "Which consumer wants which").
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.str.bc -o %t.intel-str.spv
; RUN: %spirv-dis-2025 %t.intel-str.spv | FileCheck %s --check-prefix=INTEL-STR

; BOTH-DAG: OpDecorate %[[P:[a-z0-9_]+]] BufferLocationALTERA 3
; BOTH-DAG: OpDecorate %[[P]] MMHostInterfaceAddressWidthALTERA 32
; INTEL-DAG: OpCapability FPGABufferLocationALTERA
; INTEL-DAG: OpCapability FPGAArgumentInterfacesALTERA
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_argument_interfaces"
; LLC-CAP: requires one of these capabilities: FPGABufferLocationALTERA
; INTEL-STR: OpDecorate %{{[a-z0-9_]+}} BufferLocationALTERA 3
; INTEL-STR-NOT: MMHostInterfaceAddressWidth

target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.bl = private unnamed_addr constant [21 x i8] c"sycl-buffer-location\00", section "llvm.metadata"
@.3 = private unnamed_addr constant [2 x i8] c"3\00", section "llvm.metadata"
@.aw = private unnamed_addr constant [12 x i8] c"sycl-awidth\00", section "llvm.metadata"
@.32 = private unnamed_addr constant [3 x i8] c"32\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, ptr, ptr, ptr } { ptr @.bl, ptr @.3, ptr @.aw, ptr @.32 }, section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 2, ptr @.args)
  %v = load i32, ptr addrspace(1) %a, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %a, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
