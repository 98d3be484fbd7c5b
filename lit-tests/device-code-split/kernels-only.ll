; kernels-only (sycl-post-link -emit-only-kernels-as-entry-points): only
; kernels are entry points; a SYCL_EXTERNAL function is no image's entry
; point and goes only where a kernel reaches it (internal there). Without
; the flag it is an entry point of its own.
; RUN: rm -rf %t && mkdir -p %t/only %t/all
; RUN: cd %t/only && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;kernels-only;symbols;emit=ll;out=t.table>' -disable-output %s
; RUN: FileCheck %s --input-file %t/only/t.table --check-prefix=TABLE --match-full-lines
; RUN: cat %t/only/t_0.sym %t/only/t_1.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; RUN: FileCheck %s --input-file %t/only/t_1.ll --check-prefix=IR1
; RUN: FileCheck %s --input-file %t/only/t_0.ll --check-prefix=IR0
; RUN: cd %t/all && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;symbols;out=t.table>' -disable-output %s
; RUN: cat %t/all/t_0.sym %t/all/t_1.sym %t/all/t_2.sym | FileCheck %s --check-prefix=ALL --match-full-lines
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

define dso_local amdgpu_kernel void @Kernel1() {
  call void @helper()
  ret void
}

define dso_local amdgpu_kernel void @Kernel2() {
  ret void
}

define dso_local void @helper() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

; TABLE: [Code|Symbols]
; TABLE-NEXT: {{.*}}t_0.ll|{{.*}}t_0.sym
; TABLE-NEXT: {{.*}}t_1.ll|{{.*}}t_1.sym
; TABLE-EMPTY:
; SYM: Kernel2
; SYM-NEXT: Kernel1
; SYM-EMPTY:
; IR0: define dso_local amdgpu_kernel void @Kernel2()
; IR0-NOT: @Kernel1
; IR0-NOT: @helper
; IR1: define dso_local amdgpu_kernel void @Kernel1()
; IR1: define internal void @helper()
; ALL: helper
; ALL-NEXT: Kernel2
; ALL-NEXT: Kernel1
; ALL-EMPTY:
