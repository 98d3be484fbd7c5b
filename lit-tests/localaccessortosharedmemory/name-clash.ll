; @<kernel>_shared_mem is looked up by no one: the CUDA and HIP runtimes
; give a launch one block of dynamic shared memory, and every external
; [0 x i8] addrspace(3) array starts at it. So when the name is taken
; (here by a static shared array of the user's), LLVM's rename
; (@k_shared_mem1) is harmless: the kernel uses the new array, the user's
; keeps its contents, llc accepts both. Pinned here so that it stays a
; decision (the globaloffset clone names, which the runtime does look up,
; are errors: globaloffset/name-clash.ll).
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.ll | diff %t.ll -
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o %t.ptx
; RUN: FileCheck %s --input-file %t.ptx --check-prefix=PTX

target triple = "nvptx64-nvidia-cuda"

; CHECK: @k_shared_mem = addrspace(3) global [16 x i8] undef
; CHECK: @k_shared_mem1 = external addrspace(3) global [0 x i8], align 4
@k_shared_mem = addrspace(3) global [16 x i8] undef

; CHECK-LABEL: define ptx_kernel void @k(i32 %0)
; CHECK: getelementptr inbounds [0 x i8], ptr addrspace(3) @k_shared_mem1, i32 0, i32 %0
define ptx_kernel void @k(ptr addrspace(3) %a) {
  store i8 1, ptr addrspace(3) %a
  store i8 2, ptr addrspace(3) @k_shared_mem
  ret void
}

; PTX: .extern .shared .align 4 .b8 k_shared_mem1[];
