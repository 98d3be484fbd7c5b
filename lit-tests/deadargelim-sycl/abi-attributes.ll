; ABI attributes do not keep an unused parameter: a kernel's byval copy is
; its own, and the runtime sets only the arguments the mask keeps (DPC++'s
; pass removes them alike). A used byval parameter keeps its attribute
; (with its type and alignment) at its new position. What keeps every
; parameter, as in LLVM's deadargelim: an
; inalloca or preallocated parameter (a stack layout the caller made), a
; naked kernel (its assembly may read any parameter), a musttail call (the
; callee's signature must match: musttail.ll); such a kernel gets a mask of
; all false.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll | diff %t.ll -
; After O2 too (the kernels' signatures stay; verifier-clean).
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,default<O2>,verify' -S < %s | FileCheck %s --check-prefix=O2
;
; sret cannot occur: the verifier refuses it on a kernel's calling
; convention (the `;SRET ` lines), on every LLVM we build for. A function
; that is not a kernel may have it, and is not ours to change.
; RUN: sed -n 's/^;SRET //p' %s > %t.sret.ll
; RUN: not opt -passes=verify -disable-output %t.sret.ll 2>&1 | FileCheck %s --check-prefix=SRET
; SRET: Calling convention does not allow sret
;SRET target triple = "spir64-unknown-unknown"
;SRET %struct.S = type { i32, i32 }
;SRET define spir_kernel void @sret_kernel(ptr sret(%struct.S) %ret, i32 %n) "sycl-module-id"="a.cpp" {
;SRET   ret void
;SRET }

target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

; CHECK: define spir_kernel void @byval(ptr addrspace(1) %out, ptr byval(%struct.S) align 4 %used) #0 !sycl_kernel_omit_args ![[M1:[0-9]+]] {
; O2: define spir_kernel void @byval(ptr addrspace(1) {{[^%]*}}%out, ptr {{[^%]*}}byval(%struct.S) align 4 {{[^%]*}}%used)
define spir_kernel void @byval(ptr addrspace(1) %out, ptr byval(%struct.S) align 8 %unused, ptr byval(%struct.S) align 4 %used, ptr byval(i64) %unused2) #0 {
  %v = load i32, ptr %used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; A function that is not a kernel with an unused sret parameter: untouched.
; CHECK: define spir_func void @with_sret(ptr sret(%struct.S) %ret, i32 %unused) #0 {
define spir_func void @with_sret(ptr sret(%struct.S) %ret, i32 %unused) #0 {
  ret void
}

; CHECK: define spir_kernel void @in_alloca(i32 %unused, ptr inalloca(i32) %a) #0 !sycl_kernel_omit_args ![[KEPT2:[0-9]+]] {
define spir_kernel void @in_alloca(i32 %unused, ptr inalloca(i32) %a) #0 {
  ret void
}

; CHECK: define spir_kernel void @naked(i32 %unused) #1 !sycl_kernel_omit_args ![[KEPT1:[0-9]+]] {
define spir_kernel void @naked(i32 %unused) #1 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { naked "sycl-module-id"="a.cpp" }

; CHECK-DAG: ![[M1]] = !{i1 false, i1 true, i1 false, i1 true}
; CHECK-DAG: ![[KEPT2]] = !{i1 false, i1 false}
; CHECK-DAG: ![[KEPT1]] = !{i1 false}
