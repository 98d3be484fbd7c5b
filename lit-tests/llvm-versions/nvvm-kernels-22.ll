; What opt-22 makes of an !nvvm.annotations kernel entry when it reads IR:
; the function gets the ptx_kernel calling convention and the entry is
; gone (older LLVMs keep the entry: nvvm-kernels.ll). Passes that look for
; kernels must accept both forms; a pass that adds !nvvm.annotations
; entries sees an emptied list here.
; REQUIRES: llvm22 # opt-19 and older keep the entry (nvvm-kernels.ll)
; RUN: opt -S %S/nvvm-kernels.ll | FileCheck %s

; CHECK: define ptx_kernel void @k(
; CHECK: define void @helper(
; CHECK: !nvvm.annotations = !{}
