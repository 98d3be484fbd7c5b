; Module-level metadata goes to every image; an entry that names globals
; (per-kernel !spirv.ExecutionMode modes) only to the images that have them
; all; also after default<O2>. The NVPTX module made from this one by sed
; marks its kernels with !nvvm.annotations up to LLVM 21 and with the
; ptx_kernel calling convention from LLVM 22 (opt-22 upgrades the
; annotations as it reads them): kernels either way, one image each.
; metadata-nvvm.ll checks the !nvvm.annotations entries themselves.
; RUN: rm -rf %t && mkdir -p %t/o2
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;emit=ll;symbols>' %s -disable-output
; RUN: FileCheck %s --check-prefixes=ALL,K1 --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefixes=ALL,K0 --input-file %t/t_1.ll
; RUN: FileCheck %s --check-prefix=K1X --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefix=K0X --input-file %t/t_1.ll
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,device-code-split<split=kernel;out=%t/o2/t.table;emit=ll>' %s -disable-output
; RUN: FileCheck %s --check-prefixes=ALL,K1 --input-file %t/o2/t_0.ll
; RUN: FileCheck %s --check-prefixes=ALL,K0 --input-file %t/o2/t_1.ll
; RUN: opt -passes=verify -disable-output %t/o2/t_0.ll
; RUN: opt -passes=verify -disable-output %t/o2/t_1.ll
; RUN: sed -e 's/spir64-unknown-unknown/nvptx64-nvidia-cuda/' -e 's/spir_kernel //' %s > %t/nvptx.ll
; RUN: rm -rf %t/nv && mkdir -p %t/nv
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/nv/t.table;emit=ll;symbols>' %t/nvptx.ll -disable-output
; RUN: cat %t/nv/t_0.sym %t/nv/t_1.sym | FileCheck %s --check-prefix=NVSYM
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t/nv/t_0.ll -o - | FileCheck %s --check-prefix=PTX1
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t/nv/t_1.ll -o - | FileCheck %s --check-prefix=PTX0

; NVSYM: k1
; NVSYM-NEXT: k0
; PTX1: .entry k1
; PTX1-NOT: .entry
; PTX0: .entry k0
; PTX0-NOT: .entry

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k0(ptr addrspace(1) %out) {
  store i32 0, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k1(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}

; ALL-DAG: !opencl.spir.version = !{![[V:[0-9]+]]}
; ALL-DAG: !llvm.ident = !{![[I:[0-9]+]]}
; K1-DAG: !spirv.ExecutionMode = !{![[M:[0-9]+]]}
; K1-DAG: ![[M]] = !{ptr [[K1:@k1]], i32 35, i32 16}
; K1X-NOT: @k0
; K0-DAG: !spirv.ExecutionMode = !{![[M0:[0-9]+]], ![[M1:[0-9]+]]}
; K0-DAG: ![[M0]] = !{ptr [[K0:@k0]], i32 17, i32 8, i32 1, i32 1}
; K0-DAG: ![[M1]] = !{ptr [[K0]], i32 31}
; K0X-NOT: @k1

!spirv.ExecutionMode = !{!0, !1, !2}
!nvvm.annotations = !{!3, !4, !5, !3}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = !{ptr @k0, i32 17, i32 8, i32 1, i32 1}
!1 = !{ptr @k1, i32 35, i32 16}
!2 = !{ptr @k0, i32 31}
!3 = !{ptr @k0, !"kernel", i32 1}
!4 = !{ptr @k1, !"kernel", i32 1}
!5 = !{ptr @k0, !"maxntidx", i32 8}
!6 = !{i32 1, i32 2}
!7 = !{!"clang"}
