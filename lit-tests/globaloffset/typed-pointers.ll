; REQUIRES: llvm15 || llvm16 # typed pointers (-opaque-pointers=0) exist up to LLVM 16; LLVM 17 removed them
;
; Typed-pointer input: the clones' offset parameter is an opaque `ptr`, so
; cloning is an error naming each function that reads the offset; opt exits
; non-zero and writes nothing. (Before: opt-15 wrote `ptr` into the typed
; module and exited 0; neither opt-15 nor llc-15 could read the file.)
; RUN: rm -f %t.ll
; RUN: not opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=globaloffset -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=NV
; RUN: not ls %t.ll
; NV-DAG: error: globaloffset: function @reads: typed pointers are not supported; the clone of a function that reads the global offset takes it as an opaque `ptr` parameter: give IR with opaque pointers (opt-15 reads IR with types such as `i32*`, or any IR under -opaque-pointers=0, in typed mode), or use enable-global-offset=false
; NV-DAG: error: globaloffset: kernel @direct: typed pointers are not supported;
; NV: reported 2 errors
;
; The same for AMDGCN (the `;A ` lines below: the intrinsic returns
; `i32 addrspace(5)*` there).
; RUN: sed -n 's/^;A //p' %s > %t.amd.ll
; RUN: not opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=globaloffset -disable-output %t.amd.ll 2>&1 | FileCheck %s --check-prefix=AMD
; AMD-DAG: error: globaloffset: function @reads: typed pointers are not supported;
; AMD-DAG: error: globaloffset: kernel @direct: typed pointers are not supported;
; AMD: reported 2 errors
;
; enable-global-offset=false makes no pointer type: it works on typed
; pointers, and llc reads the result.
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=false>' -S %s -o %t.zero.ll
; RUN: FileCheck %s --input-file %t.zero.ll --check-prefix=ZERO
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.zero.ll
; RUN: llc -opaque-pointers=0 -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.zero.ll -o /dev/null
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=false>' -S %t.amd.ll -o %t.amd.zero.ll
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.amd.zero.ll
; RUN: llc -opaque-pointers=0 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.amd.zero.ll -o /dev/null
; ZERO-NOT: implicit.offset
; ZERO-NOT: _with_offset
; ZERO-LABEL: define i32 @reads()
; ZERO-NEXT:    ret i32 0

target triple = "nvptx64-nvidia-cuda"

declare i32* @llvm.nvvm.implicit.offset()

define i32 @reads() {
  %p = call i32* @llvm.nvvm.implicit.offset()
  %q = getelementptr inbounds i32, i32* %p, i64 1
  %v = load i32, i32* %q, align 4
  ret i32 %v
}

define void @direct(i32 addrspace(1)* %out) {
  %p = call i32* @llvm.nvvm.implicit.offset()
  %v = load i32, i32* %p, align 4
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}

define void @k(i32 addrspace(1)* %out) {
  %v = call i32 @reads()
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32 addrspace(1)*)* @k, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @direct, !"kernel", i32 1}
;
;A target triple = "amdgcn-amd-amdhsa"
;A declare i32 addrspace(5)* @llvm.amdgcn.implicit.offset()
;A define i32 @reads() {
;A   %p = call i32 addrspace(5)* @llvm.amdgcn.implicit.offset()
;A   %q = getelementptr inbounds i32, i32 addrspace(5)* %p, i64 1
;A   %v = load i32, i32 addrspace(5)* %q, align 4
;A   ret i32 %v
;A }
;A define amdgpu_kernel void @direct(i32 addrspace(1)* %out) {
;A   %p = call i32 addrspace(5)* @llvm.amdgcn.implicit.offset()
;A   %v = load i32, i32 addrspace(5)* %p, align 4
;A   store i32 %v, i32 addrspace(1)* %out, align 4
;A   ret void
;A }
;A define amdgpu_kernel void @k(i32 addrspace(1)* %out) {
;A   %v = call i32 @reads()
;A   store i32 %v, i32 addrspace(1)* %out, align 4
;A   ret void
;A }
