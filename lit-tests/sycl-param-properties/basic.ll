; Kernel-parameter properties become !spirv.ParameterDecorations: one
; decoration-list per parameter, !{} for a parameter with none.
; sycl-alignment becomes LLVM's align (replacing clang's align 4), not a
; decoration, and its attribute goes (as in the reference); the others stay.
; Flags (sycl-conduit, sycl-strict) give decorations without a literal:
; Restrict and ConduitKernelArgumentINTEL take none.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S < %s | diff %t.ll -
; After default<O2> the kernel keeps its parameters and their decorations.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
; Filters: only / except, as a:b or repeated keys (opt splits pipeline text
; at commas before a plugin sees it, so a,b cannot work).
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties<only=sycl-alignment>' -S < %s | FileCheck %s --check-prefix=ONLY
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties<except=sycl-buffer-location:sycl-conduit;except=sycl-strict>' -S < %s | FileCheck %s --check-prefix=ONLY

; CHECK: define spir_kernel void @k(ptr addrspace(1) align 16 "sycl-buffer-location"="3" "sycl-conduit" %p, i32 %n, ptr addrspace(1) "sycl-strict"="true" %q) !spirv.ParameterDecorations ![[PD:[0-9]+]] !spirv_props.parameters ![[PD]] {

; O2 adds attributes of its own, which differ between LLVMs (nocapture up to
; 19, captures(none) and initializes from 21): the pass's own attributes and
; the decorations must be there among them.
; O2: define spir_kernel void @k(ptr addrspace(1) {{[^%]*}}align 16 {{[^%]*}}"sycl-buffer-location"="3" "sycl-conduit" %p, i32 %n, ptr addrspace(1) {{[^%]*}}"sycl-strict"="true" %q) {{.*}}!spirv.ParameterDecorations

; ONLY: define spir_kernel void @k(ptr addrspace(1) align 16 "sycl-buffer-location"="3" "sycl-conduit" %p, i32 %n, ptr addrspace(1) "sycl-strict"="true" %q) {
define spir_kernel void @k(ptr addrspace(1) align 4 "sycl-alignment"="16" "sycl-buffer-location"="3" "sycl-conduit" %p, i32 %n, ptr addrspace(1) "sycl-strict"="true" %q) {
  store i32 %n, ptr addrspace(1) %p
  ret void
}

; CHECK: define spir_kernel void @only_align(ptr addrspace(1) align 64 %p) {
define spir_kernel void @only_align(ptr addrspace(1) "sycl-alignment"="64" %p) {
  ret void
}

; CHECK-DAG: ![[PD]] = !{![[P0:[0-9]+]], ![[P1:[0-9]+]], ![[P2:[0-9]+]]}
; CHECK-DAG: ![[P0]] = !{![[BL:[0-9]+]], ![[CO:[0-9]+]]}
; CHECK-DAG: ![[BL]] = !{i32 5921, i32 3}
; CHECK-DAG: ![[CO]] = !{i32 6175}
; CHECK-DAG: ![[P1]] = !{}
; CHECK-DAG: ![[P2]] = !{![[RE:[0-9]+]]}
; CHECK-DAG: ![[RE]] = !{i32 19}
; ONLY-NOT: i32 5921

; A false flag gives no decoration.
; RUN: sed 's/"sycl-strict"="true"/"sycl-strict"="false"/' %s | opt -load-pass-plugin %plugin -passes=sycl-param-properties -S | FileCheck %s --check-prefix=FALSE
; FALSE-NOT: !{i32 19
