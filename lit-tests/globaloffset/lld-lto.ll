; globaloffset inside the linker's LTO pipeline, as DPC++ runs it for AMD
; GPUs: ld.lld loads the plugin (--load-pass-plugin) and runs
; --lto-newpm-passes=globaloffset,lto<O3> on the linked module. The code
; object keeps both kernels (a kernel descriptor <name>.kd each) and no call of
; the intrinsic is left to resolve. scripts/setup installs lld for each LLVM.
; RUN: llvm-as %s -o %t.bc
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: ld.lld -shared --load-pass-plugin=%plugin '--lto-newpm-passes=globaloffset,lto<O3>' -plugin-opt=mcpu=gfx90a --save-temps %t.bc -o %t.dir/k.so
; RUN: llvm-readelf --symbols %t.dir/k.so | FileCheck %s --check-prefix=SYM
; RUN: llvm-dis %t.dir/k.so.0.4.opt.bc -o %t.opt.ll
; RUN: FileCheck %s --input-file %t.opt.ll

target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

; SYM-NOT: UND {{.*}}implicit
; SYM-DAG: OBJECT {{.*}} k.kd
; SYM-DAG: OBJECT {{.*}} k_with_offset.kd
; SYM-NOT: UND {{.*}}implicit

; CHECK-NOT: implicit.offset
; CHECK-DAG: define {{.*}}amdgpu_kernel void @k(ptr addrspace(1)
; CHECK-DAG: define {{.*}}amdgpu_kernel void @k_with_offset(ptr addrspace(1) {{.*}}, ptr addrspace(4) {{.*}}byref([3 x i32])
; CHECK-NOT: implicit.offset

declare ptr addrspace(5) @llvm.amdgcn.implicit.offset()

define i32 @offset_y() {
  %p = call ptr addrspace(5) @llvm.amdgcn.implicit.offset()
  %y = getelementptr inbounds i32, ptr addrspace(5) %p, i64 1
  %v = load i32, ptr addrspace(5) %y, align 4
  ret i32 %v
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = call i32 @offset_y()
  store i32 %v, ptr addrspace(1) %out
  ret void
}
