; On a triple that is not NVPTX or AMDGCN the pass changes nothing and says
; so at debug level; an NVPTX module without kernels is left as it is too.
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: opt -S < %s -o %t.ref.ll
; RUN: diff %t.ref.ll %t.ll
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -disable-output %s 2>&1 | FileCheck %s
; CHECK: localaccessortosharedmemory: triple 'spir64-unknown-unknown' is not NVPTX (nvptx64-*, nvptx-*) or AMDGCN (amdgcn-*): nothing to do
;
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-cuda/' -e 's/spir_kernel //' %s > %t.nv.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.nv.ll -o %t.nv.out.ll
; RUN: opt -S < %t.nv.ll -o %t.nv.ref.ll
; RUN: diff %t.nv.ref.ll %t.nv.out.ll

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p
  ret void
}
