; End to end on LLVM 16 and later (19, 22 alike), where the annotation
; intrinsics are overloaded on the strings' address space and
; format=annotation-string writes the new strings where the old ones were
; (as the reference does), so what the consumers get depends on the input:
; - strings in address space 1, where DPC++'s front end puts them
;   (Inputs/annotated_vadd-as1.ll, llvm.ptr.annotation.p0.p1): Intel's
;   2024.2 translator and llc-22 both give valid SPIR-V with the
;   decorations (the strings become CrossWorkgroup constants);
; - strings in address space 0, as clang-15 writes them (the same example
;   as consumers.ll): llc-22 is valid (it moves the strings into the
;   functions), Intel's translator emits them as module-scope Function
;   variables, which spirv-val rejects, as on LLVM 15 (consumers.ll).
; REQUIRES: venv-tools # Intel's 2024.2 translator and spirv-tools 2025.5
; UNSUPPORTED: llvm15 # the annotation intrinsics are overloaded on the strings' address space only from LLVM 16 (consumers.ll)
;
; Strings in address space 1.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %S/Inputs/annotated_vadd-as1.ll -o %t.as1.bc
; RUN: opt -S %t.as1.bc -o - | FileCheck %s --check-prefix=IR1
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.as1.bc -o %t.as1.intel.spv
; RUN: %spirv-val-2025 %t.as1.intel.spv
; RUN: %spirv-dis-2025 %t.as1.intel.spv | FileCheck %s --check-prefixes=LOAD,INTEL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.as1.bc -o %t.as1.llc.spv
; RUN: %spirv-val-2025 %t.as1.llc.spv
; RUN: %spirv-dis-2025 %t.as1.llc.spv | FileCheck %s --check-prefixes=LOAD,LLC
;
; Strings in address space 0 (clang-15).
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/../../examples/annotated_vadd.cl -o %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %t.ll -o %t.as0.bc
; RUN: opt -S %t.as0.bc -o - | FileCheck %s --check-prefix=IR0
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.as0.bc -o %t.as0.intel.spv
; RUN: not %spirv-val-2025 %t.as0.intel.spv 2>&1 | FileCheck %s --check-prefix=FUNCVAR
; RUN: %spirv-dis-2025 %t.as0.intel.spv | FileCheck %s --check-prefixes=LOAD,INTEL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.as0.bc -o %t.as0.llc.spv
; RUN: %spirv-val-2025 %t.as0.llc.spv
; RUN: %spirv-dis-2025 %t.as0.llc.spv | FileCheck %s --check-prefixes=LOAD,LLC

; Member c's sycl-alignment 8 is taken by its accesses (align 8 already):
; its string has the cache control alone ([13 x i8]; with {44:"8"} it was 21).
; IR1-DAG: [[S:@[^ ]+]] = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; IR1-DAG: private unnamed_addr addrspace(1) constant [13 x i8] c"{6443:\220,2\22}\00", section "llvm.metadata"
; IR1: call ptr @llvm.ptr.annotation.p0.p1(ptr {{.*}}, ptr addrspace(1) [[S]], ptr addrspace(1) @{{[^,]+}}, i32 13, ptr addrspace(1) null)
; IR0-DAG: [[S:@[^ ]+]] = private unnamed_addr constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; IR0-DAG: private unnamed_addr constant [13 x i8] c"{6443:\220,2\22}\00", section "llvm.metadata"
; IR0: call ptr @llvm.ptr.annotation.p0.p0(ptr {{.*}}, ptr [[S]], ptr @{{[^,]+}}, i32 13, ptr null)

; FUNCVAR: Variables can not have a function[7] storage class outside of a function

; LOAD-DAG: OpCapability CacheControlsINTEL
; LOAD-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 0 CachedINTEL
; LOAD-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 2 StreamingINTEL
; LLC-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlStoreINTEL 0 WriteBackINTEL
; The translator drops a CacheControlStoreINTEL read from a string (as on
; LLVM 15; format=decorations keeps it).
; INTEL-NOT: CacheControlStoreINTEL
; LOAD-NOT: UserSemantic
