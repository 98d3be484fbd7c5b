; A name a clone needs that the module already uses is an error naming both
; functions (the one to clone and the one in the way); opt exits non-zero
; and writes nothing. Before, the clone was silently named
; @<kernel>_with_offset1 (on NVPTX; .1 elsewhere) and the runtime, which
; launches <kernel>_with_offset by name, would have launched the other
; function. Only this pass's own earlier clone may hold the name
; (earlier-clones.ll).
; RUN: rm -rf %t && split-file %s %t
;
; A function of another signature holds the kernel's clone name (NVPTX).
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -S %t/kernel.ll -o %t/kernel.out 2>&1 | FileCheck %s --check-prefix=KERNEL
; RUN: not test -e %t/kernel.out
; KERNEL: error: globaloffset: kernel @k: its clone must be named @k_with_offset (the runtime launches a kernel's clone by that name), but the module already has a function @k_with_offset that is not this pass's earlier clone of @k: rename @k_with_offset
; KERNEL-NOT: with_offset1
;
; A function with the clone's very shape, but the original still reads the
; offset itself: a hand-written variant, not an earlier clone.
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %t/shape.ll 2>&1 | FileCheck %s --check-prefix=SHAPE
; SHAPE: error: globaloffset: function @get: its clone must be named @get_with_offset (the runtime launches a kernel's clone by that name), but the module already has a function @get_with_offset that is not this pass's earlier clone of @get: rename @get_with_offset
;
; A global variable holds the name.
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %t/global.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
; GLOBAL: error: globaloffset: kernel @k: its clone must be named @k_with_offset, but a global variable, alias or ifunc of the module has that name: rename @k_with_offset
;
; On AMDGCN, a kernel @k_with_offset with the right parameters but no
; byref([3 x i32]) offset is not an earlier clone either.
; RUN: not opt -load-pass-plugin %plugin -passes=globaloffset -disable-output %t/amdgcn.ll 2>&1 | FileCheck %s --check-prefix=AMDGCN
; AMDGCN: error: globaloffset: kernel @k: its clone must be named @k_with_offset (the runtime launches a kernel's clone by that name), but the module already has a kernel @k_with_offset that is not this pass's earlier clone of @k: rename @k_with_offset
;
; With enable-global-offset=false nothing is cloned, so no name is needed.
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset<enable-global-offset=false>' -S %t/kernel.ll | FileCheck %s --check-prefix=ZERO
; ZERO: define void @k_with_offset(ptr addrspace(1) %out)

;--- kernel.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  store i64 %o, ptr addrspace(1) %out
  ret void
}
define void @k_with_offset(ptr addrspace(1) %out) {
  ret void
}

;--- shape.ll
target triple = "nvptx64-nvidia-cuda"
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
define i64 @get() {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  ret i64 %o
}
define i64 @get_with_offset(ptr %p) {
  %v = load i64, ptr %p
  ret i64 %v
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @get()
  store i64 %o, ptr addrspace(1) %out
  ret void
}

;--- global.ll
target triple = "nvptx64-nvidia-cuda"
@k_with_offset = global i32 0
declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %o = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  store i64 %o, ptr addrspace(1) %out
  ret void
}

;--- amdgcn.ll
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %p = call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %v = load i32, ptr addrspace(5) %p, align 4
  store i32 %v, ptr addrspace(1) %out
  ret void
}
define amdgpu_kernel void @k_with_offset(ptr addrspace(1) %out, ptr addrspace(4) %o) {
  ret void
}
