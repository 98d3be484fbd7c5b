; REQUIRES: llvm15 || llvm16 # typed pointers (-opaque-pointers=0) exist up to LLVM 16; LLVM 17 removed them
;
; Typed-pointer input: each local pointer becomes the GEP into the kernel's
; array (an `i8 addrspace(3)*`) cast back to the parameter's old type, which
; takes the parameter's name; an `i8 addrspace(3)*` parameter needs no cast.
; opt reads the output back, and llc takes it for NVPTX and AMDGCN.
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.ll
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: llc -opaque-pointers=0 -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o %t.ptx
; RUN: FileCheck %s --input-file %t.ptx --check-prefix=PTX
;
; The same kernel for AMDGCN (the `;A ` lines below), with an @llvm.used
; entry (typed: a bitcast of the function, which follows the new signature).
; RUN: sed -n 's/^;A //p' %s > %t.amd.ll
; RUN: opt -opaque-pointers=0 -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S %t.amd.ll -o %t.amd.out.ll
; RUN: FileCheck %s --input-file %t.amd.out.ll --check-prefix=AMD
; RUN: opt -opaque-pointers=0 -passes=verify -disable-output %t.amd.out.ll
; RUN: llc -opaque-pointers=0 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.amd.out.ll -o %t.s
; RUN: FileCheck %s --input-file %t.s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

; CHECK: @k_shared_mem = external addrspace(3) global [0 x i8], align 4
; CHECK-LABEL: define void @k(i32 %0, i32 %1, i32 %2, i32 %n)
; CHECK-NEXT: entry:
; CHECK-NEXT:   %3 = getelementptr inbounds [0 x i8], [0 x i8] addrspace(3)* @k_shared_mem, i32 0, i32 %0
; CHECK-NEXT:   %a = bitcast i8 addrspace(3)* %3 to i32 addrspace(3)*
; CHECK-NEXT:   %4 = getelementptr inbounds [0 x i8], [0 x i8] addrspace(3)* @k_shared_mem, i32 0, i32 %1
; CHECK-NEXT:   %b = bitcast i8 addrspace(3)* %4 to float addrspace(3)*
; CHECK-NEXT:   %bytes = getelementptr inbounds [0 x i8], [0 x i8] addrspace(3)* @k_shared_mem, i32 0, i32 %2
; CHECK-NEXT:   store i32 %n, i32 addrspace(3)* %a, align 4
; CHECK:        store float %f, float addrspace(3)* %b, align 4
; CHECK-NEXT:   store i8 1, i8 addrspace(3)* %bytes, align 1
; CHECK: !0 = !{void (i32, i32, i32, i32)* @k, !"kernel", i32 1}
; PTX: .extern .shared .align 4 .b8 k_shared_mem[];
; PTX: .param .u32 k_param_0,
; PTX: st.shared.u32
; PTX: st.shared.f32
; AMD: @llvm.used = appending global [1 x i8*] [i8* bitcast (void (i32, i32, i32, i32)* @k to i8*)], section "llvm.metadata"
; AMD: define amdgpu_kernel void @k(i32 %0, i32 %1, i32 %2, i32 %n)
; AMD: %a = bitcast i8 addrspace(3)* %3 to i32 addrspace(3)*
; ASM: .kernarg_segment_size: 16
; ASM: .name: k
define void @k(i32 addrspace(3)* noalias align 4 %a, float addrspace(3)* %b, i8 addrspace(3)* %bytes, i32 %n) {
entry:
  store i32 %n, i32 addrspace(3)* %a, align 4
  %f = sitofp i32 %n to float
  store float %f, float addrspace(3)* %b, align 4
  store i8 1, i8 addrspace(3)* %bytes, align 1
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(3)*, float addrspace(3)*, i8 addrspace(3)*, i32)* @k, !"kernel", i32 1}
;
;A target triple = "amdgcn-amd-amdhsa"
;A @llvm.used = appending global [1 x i8*] [i8* bitcast (void (i32 addrspace(3)*, float addrspace(3)*, i8 addrspace(3)*, i32)* @k to i8*)], section "llvm.metadata"
;A define amdgpu_kernel void @k(i32 addrspace(3)* noalias align 4 %a, float addrspace(3)* %b, i8 addrspace(3)* %bytes, i32 %n) {
;A entry:
;A   store i32 %n, i32 addrspace(3)* %a, align 4
;A   %f = sitofp i32 %n to float
;A   store float %f, float addrspace(3)* %b, align 4
;A   store i8 1, i8 addrspace(3)* %bytes, align 1
;A   ret void
;A }
