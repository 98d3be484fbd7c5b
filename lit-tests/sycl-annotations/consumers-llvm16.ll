; End to end on LLVM 16 and later (19, 22 alike): there the annotation intrinsics are overloaded on
; the strings' address space, so format=annotation-string puts the new
; strings and the file name in address space 1 (CrossWorkgroup) and calls
; llvm.ptr.annotation.p0.p1. Intel's 2024.2 translator (which reads LLVM 16
; bitcode) then turns the strings into decorations and emits no variable for
; them: valid, unlike address-space-0 strings (consumers.ll). llc-22 takes
; the same module. Same example as consumers.ll.
; REQUIRES: venv-tools # Intel's 2024.2 translator and spirv-tools 2025.5
; UNSUPPORTED: llvm15 # the annotation intrinsics are overloaded on the strings' address space only from LLVM 16 (consumers.ll)
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O0 -disable-llvm-passes %S/../../examples/annotated_vadd.cl -o %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations,default<O2>' %t.ll -o %t.str.bc
; RUN: opt -S %t.str.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %intel-llvm-spirv --spirv-ext=+all %t.str.bc -o %t.intel.spv
; RUN: %spirv-val-2025 %t.intel.spv
; RUN: %spirv-dis-2025 %t.intel.spv | FileCheck %s --check-prefixes=LOAD,INTEL
; RUN: llc-22 -mtriple=spirv64-unknown-unknown --spirv-ext=all -filetype=obj %t.str.bc -o %t.llc.spv
; RUN: %spirv-val-2025 %t.llc.spv
; RUN: %spirv-dis-2025 %t.llc.spv | FileCheck %s --check-prefixes=LOAD,LLC

; IR: [[S:@[^ ]+]] = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
; IR: call ptr @llvm.ptr.annotation.p0.p1(ptr {{.*}}, ptr addrspace(1) [[S]], ptr addrspace(1) @{{[^,]+}}, i32 13, ptr addrspace(1) null)

; LOAD-DAG: OpCapability CacheControlsINTEL
; LOAD-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 0 CachedINTEL
; LOAD-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlLoadINTEL 2 StreamingINTEL
; LLC-DAG: OpDecorate %{{[a-z0-9_]+}} CacheControlStoreINTEL 0 WriteBackINTEL
; The translator drops a CacheControlStoreINTEL read from a string (as on
; LLVM 15; format=decorations keeps it).
; INTEL-NOT: CacheControlStoreINTEL
; LOAD-NOT: UserSemantic
