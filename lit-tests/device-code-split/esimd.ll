; ESIMD kernels (`!sycl_explicit_simd`) never share an image with SYCL
; kernels, as sycl-post-link splits them (newest intel/llvm tests
; sycl-esimd/basic-sycl-esimd-split.ll, sycl-esimd-split-per-kernel.ll):
; SYCL images first, then ESIMD ones, one count over both, an ESIMD image
; named <stem>_esimd_<N>, and its [SYCL/misc properties] say
; isEsimdImage=1|1 (uint32 1), which the SYCL runtime reads to tell the
; images apart. A function both call goes to both images. ESIMD itself is
; not lowered (out of scope).
; RUN: rm -rf %t && mkdir -p %t/src %t/kern %t/none
; RUN: cd %t/src && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;symbols;properties;emit=ll>' %s -disable-output
; RUN: FileCheck %s --input-file %t/src/t.table --check-prefix=TABLE --match-full-lines
; RUN: cat %t/src/t_0.sym %t/src/t_1.sym | FileCheck %s --check-prefix=SYCL-SYM --match-full-lines
; RUN: cat %t/src/t_esimd_2.sym %t/src/t_esimd_3.sym | FileCheck %s --check-prefix=ESIMD-SYM --match-full-lines
; RUN: FileCheck %s --input-file %t/src/t_esimd_2.prop --check-prefix=ESIMD-PROP --match-full-lines
; RUN: FileCheck %s --input-file %t/src/t_0.prop --check-prefix=SYCL-PROP --match-full-lines
; RUN: FileCheck %s --input-file %t/src/t_esimd_3.ll --check-prefix=ESIMD-IR
; RUN: FileCheck %s --input-file %t/src/t_1.ll --check-prefix=SYCL-IR
; RUN: python3 %S/../../scripts/propfile.py %t/src/t_esimd_3.prop | FileCheck %s --check-prefix=DECODED
; split=kernel: one image per kernel, ESIMD ones named so.
; RUN: cd %t/kern && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %s -disable-output
; RUN: FileCheck %s --input-file %t/kern/t.table --check-prefix=KERNEL --match-full-lines
; split=none: still two images.
; RUN: cd %t/none && opt -load-pass-plugin %plugin -passes='device-code-split<split=none;out=t.table;symbols;properties>' %s -disable-output
; RUN: FileCheck %s --input-file %t/none/t.table --check-prefix=NONE --match-full-lines
; RUN: cat %t/none/t_0.sym | FileCheck %s --check-prefix=NONE-SYCL --match-full-lines
; RUN: cat %t/none/t_esimd_1.sym | FileCheck %s --check-prefix=NONE-ESIMD --match-full-lines
; RUN: not grep -q isEsimdImage %t/none/t_0.prop
; RUN: grep -q 'isEsimdImage=1|1' %t/none/t_esimd_1.prop
; After default<O2>, the same images.
; RUN: rm -rf %t/o2 && mkdir -p %t/o2
; RUN: cd %t/o2 && opt -load-pass-plugin %plugin -passes='default<O2>,device-code-split<split=source;out=t.table;symbols>' %s -disable-output
; RUN: FileCheck %s --input-file %t/o2/t.table --check-prefix=TABLE-SYM --match-full-lines

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()

define spir_func i64 @shared(i64 %x) {
  %g = call spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()
  %r = add i64 %g, %x
  ret i64 %r
}

define spir_kernel void @ESIMD_a1(ptr addrspace(1) %out) #0 !sycl_explicit_simd !0 {
  %v = call spir_func i64 @shared(i64 1)
  store i64 %v, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @ESIMD_b(ptr addrspace(1) %out) #1 !sycl_explicit_simd !0 {
  store i64 2, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @SYCL_a1(ptr addrspace(1) %out) #0 {
  %v = call spir_func i64 @shared(i64 3)
  store i64 %v, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @SYCL_a2(ptr addrspace(1) %out) #0 {
  store i64 4, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @SYCL_b(ptr addrspace(1) %out) #1 {
  store i64 5, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @ESIMD_a2(ptr addrspace(1) %out) #0 !sycl_explicit_simd !0 {
  store i64 6, ptr addrspace(1) %out, align 8
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }

!0 = !{}

; TABLE: [Code|Properties|Symbols]
; TABLE-NEXT: {{.*}}t_0.ll|{{.*}}t_0.prop|{{.*}}t_0.sym
; TABLE-NEXT: {{.*}}t_1.ll|{{.*}}t_1.prop|{{.*}}t_1.sym
; TABLE-NEXT: {{.*}}t_esimd_2.ll|{{.*}}t_esimd_2.prop|{{.*}}t_esimd_2.sym
; TABLE-NEXT: {{.*}}t_esimd_3.ll|{{.*}}t_esimd_3.prop|{{.*}}t_esimd_3.sym
; TABLE-EMPTY:

; b.cpp before a.cpp (the reference's order: the last key first).
; SYCL-SYM: SYCL_b
; SYCL-SYM-NEXT: SYCL_a1
; SYCL-SYM-NEXT: SYCL_a2
; SYCL-SYM-EMPTY:
; ESIMD-SYM: ESIMD_b
; ESIMD-SYM-NEXT: ESIMD_a1
; ESIMD-SYM-NEXT: ESIMD_a2
; ESIMD-SYM-EMPTY:

; ESIMD-PROP: [SYCL/device requirements]
; ESIMD-PROP-NEXT: aspects=2|AAAAAAAAAAA
; ESIMD-PROP-NEXT: [SYCL/misc properties]
; ESIMD-PROP-NEXT: isEsimdImage=1|1
; ESIMD-PROP-EMPTY:
; SYCL-PROP: [SYCL/device requirements]
; SYCL-PROP-NEXT: aspects=2|AAAAAAAAAAA
; SYCL-PROP-EMPTY:
; DECODED: isEsimdImage=1|1

; ESIMD-IR-DAG: define internal spir_func i64 @shared(
; ESIMD-IR-DAG: define spir_kernel void @ESIMD_a1(
; ESIMD-IR-DAG: define spir_kernel void @ESIMD_a2(
; ESIMD-IR-NOT: @SYCL_
; SYCL-IR-DAG: define internal spir_func i64 @shared(
; SYCL-IR-DAG: define spir_kernel void @SYCL_a1(
; SYCL-IR-NOT: @ESIMD_

; KERNEL: [Code|Symbols]
; KERNEL-NEXT: {{.*}}t_0.bc|{{.*}}t_0.sym
; KERNEL-NEXT: {{.*}}t_1.bc|{{.*}}t_1.sym
; KERNEL-NEXT: {{.*}}t_2.bc|{{.*}}t_2.sym
; KERNEL-NEXT: {{.*}}t_esimd_3.bc|{{.*}}t_esimd_3.sym
; KERNEL-NEXT: {{.*}}t_esimd_4.bc|{{.*}}t_esimd_4.sym
; KERNEL-NEXT: {{.*}}t_esimd_5.bc|{{.*}}t_esimd_5.sym
; KERNEL-EMPTY:

; NONE: [Code|Properties|Symbols]
; NONE-NEXT: {{.*}}t_0.bc|{{.*}}t_0.prop|{{.*}}t_0.sym
; NONE-NEXT: {{.*}}t_esimd_1.bc|{{.*}}t_esimd_1.prop|{{.*}}t_esimd_1.sym
; NONE-EMPTY:
; NONE-SYCL: SYCL_a1
; NONE-SYCL-NEXT: SYCL_a2
; NONE-SYCL-NEXT: SYCL_b
; NONE-SYCL-EMPTY:
; NONE-ESIMD: ESIMD_a1
; NONE-ESIMD-NEXT: ESIMD_b
; NONE-ESIMD-NEXT: ESIMD_a2
; NONE-ESIMD-EMPTY:

; TABLE-SYM: [Code|Symbols]
; TABLE-SYM-NEXT: {{.*}}t_0.bc|{{.*}}t_0.sym
; TABLE-SYM-NEXT: {{.*}}t_1.bc|{{.*}}t_1.sym
; TABLE-SYM-NEXT: {{.*}}t_esimd_2.bc|{{.*}}t_esimd_2.sym
; TABLE-SYM-NEXT: {{.*}}t_esimd_3.bc|{{.*}}t_esimd_3.sym
; TABLE-SYM-EMPTY:
