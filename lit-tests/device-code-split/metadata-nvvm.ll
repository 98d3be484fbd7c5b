; !nvvm.annotations entries go to the image of the kernel they name: its
; "kernel" entry, other entries such as maxntidx, and a node listed twice
; stays twice. Other module-level metadata goes to every image.
; UNSUPPORTED: llvm22 # opt-22 turns the annotations into the ptx_kernel calling convention and attributes as it reads the module (metadata.ll covers that form)
; RUN: rm -rf %t && mkdir -p %t
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;emit=ll>' %s -disable-output
; RUN: FileCheck %s --check-prefixes=ALL,K1 --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefixes=ALL,K0 --input-file %t/t_1.ll
; RUN: FileCheck %s --check-prefix=K1X --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefix=K0X --input-file %t/t_1.ll
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t/t_1.ll -o - | FileCheck %s --check-prefix=PTX0

; PTX0: .entry k0
; PTX0: .maxntid 8, 1, 1

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k0(ptr addrspace(1) %out) {
  store i32 0, ptr addrspace(1) %out
  ret void
}

define void @k1(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}

; ALL-DAG: !llvm.ident = !{![[I:[0-9]+]]}
; K1-DAG: !nvvm.annotations = !{![[A:[0-9]+]]}
; K1-DAG: ![[A]] = !{ptr [[K1:@k1]], !"kernel", i32 1}
; K1X-NOT: @k0
; K0-DAG: !nvvm.annotations = !{![[A0:[0-9]+]], ![[A1:[0-9]+]], ![[A0]]}
; K0-DAG: ![[A0]] = !{ptr [[K0:@k0]], !"kernel", i32 1}
; K0-DAG: ![[A1]] = !{ptr [[K0]], !"maxntidx", i32 8}
; K0X-NOT: @k1
!nvvm.annotations = !{!3, !4, !5, !3}
!llvm.ident = !{!7}

!3 = !{ptr @k0, !"kernel", i32 1}
!4 = !{ptr @k1, !"kernel", i32 1}
!5 = !{ptr @k0, !"maxntidx", i32 8}
!7 = !{!"clang"}
