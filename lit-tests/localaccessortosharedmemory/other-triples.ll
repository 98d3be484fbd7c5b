; On a triple that is not NVPTX for CUDA or AMDGCN for AMDHSA the pass
; changes nothing and says so at debug level (the reference's
; invalid-triple tests: nvptx64-nvidia-nvcl and amdgcn-amd-amdpal are left
; alone, their kernels keep their local-memory pointers); an NVPTX module
; without kernels is left as it is too.
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: opt -S < %s -o %t.ref.ll
; RUN: diff %t.ref.ll %t.ll
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -disable-output %s 2>&1 | FileCheck %s
; CHECK: localaccessortosharedmemory: triple 'spir64-unknown-unknown' is not NVPTX for CUDA (nvptx64-*-cuda, nvptx-*-cuda) or AMDGCN for AMDHSA (amdgcn-*-amdhsa): nothing to do
;
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-cuda/' -e 's/spir_kernel //' %s > %t.nv.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.nv.ll -o %t.nv.out.ll
; RUN: opt -S < %t.nv.ll -o %t.nv.ref.ll
; RUN: diff %t.nv.ref.ll %t.nv.out.ll
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-nvcl/' -e 's/spir_kernel/ptx_kernel/' %s > %t.nvcl.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.nvcl.ll -o %t.nvcl.out.ll
; RUN: opt -S < %t.nvcl.ll -o %t.nvcl.ref.ll
; RUN: diff %t.nvcl.ref.ll %t.nvcl.out.ll
; RUN: sed -e 's/spir64-unknown-unknown/amdgcn-amd-amdpal/' -e 's/spir_kernel/amdgpu_kernel/' %s > %t.pal.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.pal.ll -o %t.pal.out.ll
; RUN: opt -S < %t.pal.ll -o %t.pal.ref.ll
; RUN: diff %t.pal.ref.ll %t.pal.out.ll
; RUN: sed -e 's/spir64-unknown-unknown/amdgcn-amd-amdhsa/' -e 's/spir_kernel/amdgpu_kernel/' %s | opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S | FileCheck %s --check-prefix=HSA
; HSA: define amdgpu_kernel void @k(i32 %0)

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p
  ret void
}
