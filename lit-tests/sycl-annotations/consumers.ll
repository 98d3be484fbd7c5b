; End to end from a real front-end: examples/annotated_vadd.cl (struct
; members with three SYCL cache-control properties and sycl-alignment) and
; Inputs/fpga.cl (FPGA memory properties, a {X:Y} string) through clang-15,
; sycl-annotations, default<O2>, then each SPIR-V end in the format it takes
; (README, "Annotations: which consumer wants which"); each binary is
; validated and every expected decoration read back with its literals.
; REQUIRES: llvm15, venv-tools # llvm-spirv-15 reads only LLVM 15 bitcode; from 16 see consumers-llvm16.ll
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/../../examples/annotated_vadd.cl -o %t.ll
;
; Intel's 2024.2 translator, format=decorations.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %t.ll -o %t.dec.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.dec.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=CACHE,INTEL
;
; llc-22, format=annotation-string (the reference's output) and
; format=decorations: both validate and carry the same decorations.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %t.ll -o %t.str.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.str.bc -o %t.llc-str.spv
; RUN: %spirv-val-2025 %t.llc-str.spv
; RUN: %spirv-dis-2025 %t.llc-str.spv | FileCheck %s --check-prefixes=CACHE,LLC
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.dec.bc -o %t.llc-dec.spv
; RUN: %spirv-val-2025 %t.llc-dec.spv
; RUN: %spirv-dis-2025 %t.llc-dec.spv | FileCheck %s --check-prefixes=CACHE,LLC
;
; Intel with format=annotation-string: the same decorations, but in LLVM 15
; IR the annotation strings must be address-space-0 globals, which the
; translator emits as module-scope Function variables: spirv-val rejects
; that (as it does clang-15's own annotations, NONE below).
; It also drops the CacheControlStoreINTEL it reads from a string (it
; keeps the one from !spirv.Decorations above).
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.str.bc -o %t.intel-str.spv
; RUN: not %spirv-val-2025 %t.intel-str.spv 2>&1 | FileCheck %s --check-prefix=FUNCVAR
; RUN: %spirv-dis-2025 %t.intel-str.spv | FileCheck %s --check-prefix=INTEL-STR
;
; Without the pass: only UserSemantic "sycl-properties, <values>".
; RUN: opt -passes='default<O2>' %t.ll -o %t.none.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.none.bc -o %t.none.spv
; RUN: %spirv-dis-2025 %t.none.spv | FileCheck %s --check-prefix=NONE
; RUN: not %spirv-val-2025 %t.none.spv 2>&1 | FileCheck %s --check-prefix=FUNCVAR
;
; FPGA memory properties: Intel emits them with their capability; llc-22
; emits the decorations without FPGAMemoryAttributesINTEL, which spirv-val
; rejects (pinned, so a fixed llc shows up here).
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/Inputs/fpga.cl -o %t.fpga.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>' %t.fpga.ll -o %t.fpga.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.fpga.bc -o %t.fpga.spv
; RUN: %spirv-val-2025 %t.fpga.spv
; RUN: %spirv-dis-2025 %t.fpga.spv | FileCheck %s --check-prefix=FPGA
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.fpga.bc -o %t.fpga-llc.spv
; RUN: not %spirv-val-2025 %t.fpga-llc.spv 2>&1 | FileCheck %s --check-prefix=FPGA-LLC
; Intel's translator reads at most two literals from a !spirv.Decorations
; node, so BankBitsINTEL 1 2 3 needs format=annotation-string there.
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/Inputs/bank-bits.cl -o %t.bits.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' %t.bits.ll -o %t.bits.bc
; RUN: not %intel-llvm-spirv --spirv-ext=+all %t.bits.bc -o %t.bits.spv 2>&1 | FileCheck %s --check-prefix=BITS-DEC
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations' %t.bits.ll -o %t.bits-str.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.bits-str.bc -o %t.bits-str.spv
; RUN: %spirv-dis-2025 %t.bits-str.spv | FileCheck %s --check-prefix=BITS-STR
; RUN: opt -passes='default<O2>' %t.fpga.ll -o %t.fpga-none.bc
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.fpga-none.bc -o %t.fpga-none.spv
; RUN: %spirv-dis-2025 %t.fpga-none.spv | FileCheck %s --check-prefix=FPGA-NONE

; CACHE-DAG: OpCapability CacheControlsINTEL
; CACHE-DAG: OpExtension "SPV_INTEL_cache_controls"
; sycl-cache-read-hint = 0x10 (cached, L1), sycl-cache-read-hint = 0x400
; (streaming, L3), sycl-cache-write-hint = 0x1000000 (write_back, L1).
; CACHE-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 0 CachedINTEL
; CACHE-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 2 StreamingINTEL
; CACHE-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlStoreINTEL 0 WriteBackINTEL
; CACHE-NOT: UserSemantic
; INTEL-NOT: sycl-properties
; LLC-NOT: sycl-properties

; INTEL-STR-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 0 CachedINTEL
; INTEL-STR-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 2 StreamingINTEL
; INTEL-STR-NOT: CacheControlStoreINTEL

; BITS-DEC: At most 2 extra operands expected
; BITS-STR: OpDecorate %{{[a-z0-9_]+}} BankBitsALTERA 1 2 3

; FUNCVAR: Variables can not have a function[7] storage class outside of a function

; NONE-DAG: OpDecorate %{{[a-z0-9_]+}} UserSemantic "sycl-properties, 16"
; NONE-DAG: OpDecorate %{{[a-z0-9_]+}} UserSemantic "sycl-properties, 1024"
; NONE-DAG: OpDecorate %{{[a-z0-9_]+}} UserSemantic "sycl-properties, 16777216, 8"
; NONE-NOT: CacheControl

; FPGA-DAG: OpCapability FPGAMemoryAttributesALTERA
; FPGA-DAG: OpExtension "SPV_INTEL_fpga_memory_attributes"
; FPGA-DAG: OpDecorate %[[B:[a-z0-9_]+]] NumbanksALTERA 4
; FPGA-DAG: OpDecorate %[[B]] RegisterALTERA
; FPGA-DAG: OpDecorate %{{[a-z0-9_]+}} MaxPrivateCopiesALTERA 2
; FPGA-DAG: OpDecorate %{{[a-z0-9_]+}} ForcePow2DepthALTERA 1
; FPGA-NOT: UserSemantic
; FPGA-LLC: Operand 2 of Decorate requires one of these capabilities: FPGAMemoryAttributesALTERA
; The translator reads a {X:Y} string itself; "sycl-properties" it cannot.
; FPGA-NONE-DAG: UserSemantic "sycl-properties, 4"
; FPGA-NONE-DAG: UserSemantic "sycl-properties, 2"
; FPGA-NONE-DAG: ForcePow2DepthALTERA 1
; FPGA-NONE-NOT: {{Numbanks|MaxPrivateCopies}}
