; Kernels share their parameters' attribute sets, and the pass remembers
; the set each parameter's edits (`align`, the removed `sycl-alignment`,
; `strip=all`'s removals) made of a set, for the next parameter with the
; same set and edits. Parameters of other sets (another alignment, another
; buffer location, another `align` before) get their own: each kernel below
; checks its own result. Also after default<O2>, with every kernel external.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %s | FileCheck %s --check-prefixes=CHECK,REF
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties<strip=all>' -S < %s | FileCheck %s --check-prefixes=CHECK,ALL
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,default<O2>' -S < %s | FileCheck %s --check-prefixes=CHECK,O2
; Idempotent: a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %s -o %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.ll

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; Two kernels, the same set on both parameters: align 16, sycl-alignment
; removed (by default only that one; strip=all also the buffer location).
; REF: define spir_kernel void @a(ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %q)
; O2: define spir_kernel void @a(ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %p, ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %q) {{.*}}!spirv.ParameterDecorations
; ALL: define spir_kernel void @a(ptr addrspace(1) noundef align 16 %p, ptr addrspace(1) noundef align 16 %q)
define spir_kernel void @a(ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %q) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

; REF: define spir_kernel void @b(ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %q)
; O2: define spir_kernel void @b(ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %p, ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %q) {{.*}}!spirv.ParameterDecorations
; ALL: define spir_kernel void @b(ptr addrspace(1) noundef align 16 %p, ptr addrspace(1) noundef align 16 %q)
define spir_kernel void @b(ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %q) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

; The same set but for the alignment asked for: align 8.
; REF: define spir_kernel void @c(ptr addrspace(1) noundef align 8 "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %q)
; O2: define spir_kernel void @c(ptr addrspace(1) {{.*}}align 8 {{.*}}"sycl-buffer-location"="1" %p, ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %q) {{.*}}!spirv.ParameterDecorations
; ALL: define spir_kernel void @c(ptr addrspace(1) noundef align 8 %p, ptr addrspace(1) noundef align 16 %q)
define spir_kernel void @c(ptr addrspace(1) noundef align 4 "sycl-alignment"="8" "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %q) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

; Another buffer location, the same edits: its own set.
; REF: define spir_kernel void @d(ptr addrspace(1) noundef align 16 "sycl-buffer-location"="2" %p, ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %q)
; O2: define spir_kernel void @d(ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="2" %p, ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %q) {{.*}}!spirv.ParameterDecorations
; ALL: define spir_kernel void @d(ptr addrspace(1) noundef align 16 %p, ptr addrspace(1) noundef align 16 %q)
define spir_kernel void @d(ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="2" %p, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %q) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

; Another `align` before (32), the same edits: its own set, where the
; parameter's `align` becomes the property's, as the reference sets it.
; REF: define spir_kernel void @e(ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 16 "sycl-buffer-location"="1" %q)
; O2: define spir_kernel void @e(ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %p, ptr addrspace(1) {{.*}}align 16 {{.*}}"sycl-buffer-location"="1" %q) {{.*}}!spirv.ParameterDecorations
; ALL: define spir_kernel void @e(ptr addrspace(1) noundef align 16 %p, ptr addrspace(1) noundef align 16 %q)
define spir_kernel void @e(ptr addrspace(1) noundef align 32 "sycl-alignment"="16" "sycl-buffer-location"="1" %p, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" "sycl-buffer-location"="1" %q) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-NOT: "sycl-alignment"
