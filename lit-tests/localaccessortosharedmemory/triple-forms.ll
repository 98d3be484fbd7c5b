; The target is the parsed triple's architecture and OS (CUDA on NVPTX,
; AMDHSA on AMDGCN, as intel/llvm's target passes decide it), not one
; spelling of the triple: nvptx64-unknown-cuda is NVPTX and
; amdgcn-unknown-amdhsa (what llc's -mtriple=amdgcn--amdhsa normalises to)
; is AMDGCN, and each module's kernel is rewritten as under the usual
; triple. The output for each equals the output for the usual triple with
; only the triple line changed.
; RUN: rm -rf %t && mkdir -p %t
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S %s -o %t/nv.ll
; RUN: FileCheck %s --input-file %t/nv.ll
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx64-unknown-cuda/' %s > %t/nv-unknown.in.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S %t/nv-unknown.in.ll -o %t/nv-unknown.ll
; RUN: sed 's/nvptx64-unknown-cuda/nvptx64-nvidia-cuda/; /^; ModuleID/d; /^source_filename/d' %t/nv-unknown.ll > %t/a.ll
; RUN: sed '/^; ModuleID/d; /^source_filename/d' %t/nv.ll > %t/b.ll
; RUN: diff %t/a.ll %t/b.ll
; RUN: sed -e 's/nvptx64-nvidia-cuda/amdgcn-unknown-amdhsa/' -e 's/ptx_kernel/amdgpu_kernel/' %s > %t/amd.in.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S %t/amd.in.ll -o %t/amd.ll
; RUN: FileCheck %s --input-file %t/amd.ll --check-prefix=AMD

; CHECK: @k_shared_mem = external addrspace(3) global [0 x i8]
; CHECK: define ptx_kernel void @k(i32 %0)
; AMD: @k_shared_mem = external addrspace(3) global [0 x i8]
; AMD: define amdgpu_kernel void @k(i32 %0)

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p
  ret void
}
