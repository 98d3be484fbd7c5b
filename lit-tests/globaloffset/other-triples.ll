; On a triple that is not NVPTX for CUDA or AMDGCN for AMDHSA (also
; nvptx64-nvidia-nvcl, as the reference's invalid-triple test has it) the
; pass changes nothing and says
; so at debug level; a module that reads no offset is left as it is.
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %s -o %t.ll
; RUN: opt -S < %s -o %t.ref.ll
; RUN: diff %t.ref.ll %t.ll
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %s 2>&1 | FileCheck %s
; CHECK: globaloffset: triple 'spir64-unknown-unknown' is not NVPTX for CUDA (nvptx64-*-cuda, nvptx-*-cuda) or AMDGCN for AMDHSA (amdgcn-*-amdhsa): nothing to do
;
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-cuda/' -e '/_Z27/d' -e '/%o = /d' -e '/i64 %o,/d' %s > %t.nv.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.nv.ll -o %t.nv.out.ll
; RUN: opt -S < %t.nv.ll -o %t.nv.ref.ll
; RUN: diff %t.nv.ref.ll %t.nv.out.ll
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-nvcl/' %s > %t.nvcl.ll
; RUN: opt -load-pass-plugin %plugin -passes=globaloffset -S < %t.nvcl.ll -o %t.nvcl.out.ll
; RUN: opt -S < %t.nvcl.ll -o %t.nvcl.ref.ll
; RUN: diff %t.nvcl.ref.ll %t.nvcl.out.ll

target triple = "spir64-unknown-unknown"

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)

define spir_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  store i64 %o, ptr addrspace(1) %out
  ret void
}
