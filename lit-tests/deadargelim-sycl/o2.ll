; With stock optimizations in either order, verifier-clean. O2 keeps a
; kernel's signature (its deadargelim changes only internal functions), so
; a parameter that O2 makes dead goes when deadargelim-sycl runs after it:
; %b is stored into a local that is never read (a live store for the pass,
; gone after O2's SROA). Run again after O2, the pass removes %b too and
; composes the masks: the mask still describes the original parameters.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,default<O2>,verify' -S < %s | FileCheck %s --check-prefix=BEFORE
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,deadargelim-sycl,verify' -S < %s | FileCheck %s --check-prefix=AFTER
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,default<O2>,deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll --check-prefix=AFTER
; Idempotent after that as well.
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll | diff %t.ll -

target triple = "spir64-unknown-unknown"

; BEFORE: define spir_kernel void @k(ptr addrspace(1) {{[^%]*}}%out, i32 %b, ptr addrspace(1) {{[^%]*}}%in) {{.*}}!sycl_kernel_omit_args ![[M:[0-9]+]]
; BEFORE-NEXT: entry:
; BEFORE-NEXT:   %v = load i32, ptr addrspace(1) %in, align 4
; BEFORE-NEXT:   store i32 %v, ptr addrspace(1) %out, align 4
; BEFORE-NEXT:   ret void
; BEFORE: ![[M]] = !{i1 false, i1 true, i1 false, i1 true, i1 false}
; AFTER: define spir_kernel void @k(ptr addrspace(1) {{[^%]*}}%out, ptr addrspace(1) {{[^%]*}}%in) {{.*}}!sycl_kernel_omit_args ![[M:[0-9]+]]
; AFTER-NEXT: entry:
; AFTER-NEXT:   %v = load i32, ptr addrspace(1) %in, align 4
; AFTER-NEXT:   store i32 %v, ptr addrspace(1) %out, align 4
; AFTER-NEXT:   ret void
; AFTER: ![[M]] = !{i1 false, i1 true, i1 true, i1 true, i1 false}
define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b, ptr addrspace(1) %unread, ptr addrspace(1) %in) #0 {
entry:
  %tmp = alloca i32, align 4
  store i32 %b, ptr %tmp, align 4
  %x = load i32, ptr addrspace(1) %unread, align 4
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
