; What the pass cannot know: which consumer comes next. llc-22 translates
; only the __spirv_* names of its own builtin table, and __spirv_BitCount is
; not one of them (measured): it stays an OpFunctionCall of an imported
; function, which spirv-val accepts (Linkage) but nothing can link. Both
; translators emit OpBitCount. For llc, the same count is OpenCL.std
; popcount (or llvm.ctpop). This test pins the difference, so a newer llc
; that learns the name shows up here.
; REQUIRES: llvm15 # llvm-spirv-15 reads only LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llvm-spirv-15 %t.bc -o %t.l15.spv
; RUN: spirv-dis %t.l15.spv | FileCheck %s --check-prefix=TRANSLATOR
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t.bc -o %t.llc.spv
; RUN: spirv-dis %t.llc.spv | FileCheck %s --check-prefix=LLC

; TRANSLATOR: OpBitCount %uint
; LLC: OpFunctionCall %uint %_Z16__spirv_BitCounti

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) %p
  %r = call i32 @bitcount(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @bitcount(i32) #0
attributes #0 = { nounwind readnone "spv.ext_instruction"="BitCount," }
