; localaccessortosharedmemory on NVPTX: each kernel with ptr addrspace(3)
; parameters gets @<kernel>_shared_mem (external addrspace(3) [0 x i8],
; align 4) and those parameters become i32 byte offsets (their attributes
; dropped, the others' kept); at entry a GEP into the array stands for the
; old pointer and takes its name. The kernel keeps name, linkage, comdat,
; attributes and metadata; callees keep their addrspace(3) parameters; a
; kernel without local pointers, and a function that is not a kernel, are
; left alone. Kernels come from !nvvm.annotations (a duplicated node counts
; once; opt-22 turns the entries into the ptx_kernel calling convention).
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll --allow-unused-prefixes --check-prefixes=CHECK,V%llvm-major
; RUN: opt -passes=verify -disable-output %t.ll
;
; Idempotent and deterministic (byte-identical output).
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -S < %s -o %t.3.ll
; RUN: diff %t.ll %t.3.ll
;
; With default<O2> after it and before it (README: either order works; the
; kernel's signature is what the runtime sees).
; RUN: opt -load-pass-plugin %plugin -passes='localaccessortosharedmemory,default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,localaccessortosharedmemory' -S %s | FileCheck %s --check-prefix=O2
;
; llc accepts it: one .extern .shared array per kernel, .u32 offsets.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o %t.ptx
; RUN: FileCheck %s --input-file %t.ptx --check-prefix=PTX

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$k = comdat any

; CHECK: @llvm.used = appending global [1 x ptr] [ptr @k2]
@llvm.used = appending global [1 x ptr] [ptr @k2], section "llvm.metadata"

; CHECK: @k_shared_mem = external addrspace(3) global [0 x i8], align 4
; CHECK: @k2_shared_mem = external addrspace(3) global [0 x i8], align 4
; CHECK-NOT: _shared_mem =

; CHECK: define weak_odr dso_local {{(ptx_kernel )?}}void @k(i32 %0, i32 %n, ptr addrspace(1) noundef %out, i32 %1) #0 comdat !kept.note ![[NOTE:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = getelementptr inbounds [0 x i8], ptr addrspace(3) @k_shared_mem, i32 0, i32 %0
; CHECK-NEXT:   %b = getelementptr inbounds [0 x i8], ptr addrspace(3) @k_shared_mem, i32 0, i32 %1
; CHECK-NEXT:   %x = load i32, ptr addrspace(3) %a, align 4
; CHECK-NEXT:   %y = load i32, ptr addrspace(3) %b, align 4
; CHECK:        call void @helper(ptr addrspace(3) %a)
define weak_odr dso_local void @k(ptr addrspace(3) noalias align 4 %a, i32 %n, ptr addrspace(1) noundef %out, ptr addrspace(3) %b) #0 comdat !kept.note !5 {
entry:
  %x = load i32, ptr addrspace(3) %a, align 4
  %y = load i32, ptr addrspace(3) %b, align 4
  %s = add i32 %x, %y
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %n
  store i32 %s, ptr addrspace(1) %o, align 4
  call void @helper(ptr addrspace(3) %a)
  ret void
}

; CHECK-LABEL: define void @helper(ptr addrspace(3) %p)
define void @helper(ptr addrspace(3) %p) {
  store i32 0, ptr addrspace(3) %p
  ret void
}

; CHECK-LABEL: define {{(ptx_kernel )?}}void @k2(i32 %0)
; CHECK-NEXT:   %p = getelementptr inbounds [0 x i8], ptr addrspace(3) @k2_shared_mem, i32 0, i32 %0
define void @k2(ptr addrspace(3) %p) {
  store i32 1, ptr addrspace(3) %p
  ret void
}

; CHECK-LABEL: define {{(ptx_kernel )?}}void @k3(i32 %n)
define void @k3(i32 %n) {
  ret void
}

; Not a kernel: untouched.
; CHECK-LABEL: define void @not_a_kernel(ptr addrspace(3) %p)
define void @not_a_kernel(ptr addrspace(3) %p) {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
; CHECK: attributes #0 = { {{("nvvm.maxntid"="8" )?}}"sycl-module-id"="a.cpp" }

; The annotations follow the new kernel (on LLVM 22 the kernel entries are
; the calling convention, and maxntidx an attribute).
; V15: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[K2:[0-9]+]], !{{[0-9]+}}}
; V16: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[K2:[0-9]+]], !{{[0-9]+}}}
; V19: !nvvm.annotations = !{![[K:[0-9]+]], ![[MAX:[0-9]+]], ![[K]], ![[K2:[0-9]+]], !{{[0-9]+}}}
; V15-DAG: ![[K]] = !{ptr @k, !"kernel", i32 1}
; V15-DAG: ![[MAX]] = !{ptr @k, !"maxntidx", i32 8}
; V15-DAG: ![[K2]] = !{ptr @k2, !"kernel", i32 1}
; V16-DAG: ![[K]] = !{ptr @k, !"kernel", i32 1}
; V16-DAG: ![[MAX]] = !{ptr @k, !"maxntidx", i32 8}
; V16-DAG: ![[K2]] = !{ptr @k2, !"kernel", i32 1}
; V19-DAG: ![[K]] = !{ptr @k, !"kernel", i32 1}
; V19-DAG: ![[MAX]] = !{ptr @k, !"maxntidx", i32 8}
; V19-DAG: ![[K2]] = !{ptr @k2, !"kernel", i32 1}
; V22: !nvvm.annotations = !{}
; CHECK-DAG: ![[NOTE]] = !{!"kept"}
!nvvm.annotations = !{!0, !1, !0, !2, !3}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 8}
!2 = !{ptr @k2, !"kernel", i32 1}
!3 = !{ptr @k3, !"kernel", i32 1}
!5 = !{!"kept"}

; O2: define {{.*}}void @k(i32 {{.*}}%0, i32 {{.*}}%n, ptr addrspace(1) {{.*}}%out, i32 {{.*}}%1)
; O2: getelementptr inbounds {{.*}}ptr addrspace(3) @k_shared_mem

; PTX: .extern .shared .align 4 .b8 k_shared_mem[];
; PTX: .extern .shared .align 4 .b8 k2_shared_mem[];
; PTX: .entry k(
; PTX-NEXT: .param .u32 k_param_0,
; PTX-NEXT: .param .u32 k_param_1,
; PTX-NEXT: .param .u64 {{.*}}k_param_2,
; PTX-NEXT: .param .u32 k_param_3
