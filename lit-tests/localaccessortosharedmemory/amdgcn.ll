; localaccessortosharedmemory on AMDGCN: amdgpu_kernel functions are the
; kernels; local memory (LDS) is addrspace(3) there too. llc for gfx90a
; accepts the output (no AMD GPU is at hand: the output is checked as text
; and by llc). A ptx_kernel function in an NVPTX module is found by its
; calling convention the same way (second RUN group).
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o %t.s
; RUN: FileCheck %s --input-file %t.s --check-prefix=ASM
;
; RUN: sed -e 's/amdgcn-amd-amdhsa/nvptx64-nvidia-cuda/' -e 's/amdgpu_kernel/ptx_kernel/' -e 's/^target datalayout.*//' %s > %t.nv.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S %t.nv.ll -o %t.nv.out.ll
; RUN: FileCheck %s --input-file %t.nv.out.ll --check-prefix=NV
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.nv.out.ll -o %t.ptx
; RUN: FileCheck %s --input-file %t.ptx --check-prefix=PTX

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; CHECK: @tile_shared_mem = external addrspace(3) global [0 x i8], align 4
; CHECK-LABEL: define amdgpu_kernel void @tile(ptr addrspace(1) %in, i32 %0, i32 %1)
; CHECK-NEXT: entry:
; CHECK-NEXT:   %lds = getelementptr inbounds [0 x i8], ptr addrspace(3) @tile_shared_mem, i32 0, i32 %0
; CHECK-NEXT:   %lds2 = getelementptr inbounds [0 x i8], ptr addrspace(3) @tile_shared_mem, i32 0, i32 %1
define amdgpu_kernel void @tile(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(3) %lds2) {
entry:
  %v = load float, ptr addrspace(1) %in, align 4
  store float %v, ptr addrspace(3) %lds, align 4
  %w = load float, ptr addrspace(3) %lds, align 4
  store float %w, ptr addrspace(3) %lds2, align 4
  ret void
}

; Not a kernel (plain calling convention, no annotation): untouched.
; CHECK-LABEL: define void @device_fn(ptr addrspace(3) %p)
define void @device_fn(ptr addrspace(3) %p) {
  ret void
}

; The code object's kernel arguments: the buffer, then two 4-byte offsets.
; ASM: .globl tile
; ASM: .args:
; ASM: .offset: 0
; ASM-NEXT: .size: 8
; ASM-NEXT: .value_kind: global_buffer
; ASM-NEXT: - .offset: 8
; ASM-NEXT: .size: 4
; ASM-NEXT: .value_kind: by_value
; ASM-NEXT: - .offset: 12
; ASM-NEXT: .size: 4
; ASM-NEXT: .value_kind: by_value
; ASM: .name: tile

; NV: @tile_shared_mem = external addrspace(3) global [0 x i8], align 4
; NV: define ptx_kernel void @tile(ptr addrspace(1) %in, i32 %0, i32 %1)
; NV: define void @device_fn(ptr addrspace(3) %p)
; PTX: .extern .shared .align 4 .b8 tile_shared_mem[];
; PTX: .entry tile(
; PTX-NEXT: .param .u64 {{.*}}tile_param_0,
; PTX-NEXT: .param .u32 tile_param_1,
; PTX-NEXT: .param .u32 tile_param_2
