; Grouping. split=source (and auto, which is per source as in today's
; reference) keys each entry point by its "sycl-module-id" and the optional
; features a device may lack (here !intel_reqd_sub_group_size), so k_a2
; (a.cpp, sub-group size 16) gets an image of its own. Keys, in the
; reference's format: a.cpp + 11 dashes for k_a0, k_a1, ext_a;
; a.cpp + 8 dashes + "16" + 4 dashes for k_a2; b.cpp + 11 dashes for k_b0,
; k_b1. Images go in descending key order: b.cpp, then a.cpp-...16, then
; a.cpp. Entry points within an image are in module order. split=none puts
; every entry point into one image; split=kernel gives one each.
; RUN: rm -rf %t && mkdir -p %t/source %t/auto %t/none %t/kernel
; RUN: cd %t/source && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;symbols>' %s -disable-output
; RUN: cd %t/auto && opt -load-pass-plugin %plugin -passes='device-code-split<split=auto;out=t.table;symbols>' %s -disable-output
; RUN: cd %t/none && opt -load-pass-plugin %plugin -passes='device-code-split<split=none;out=t.table;symbols>' %s -disable-output
; RUN: cd %t/kernel && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %s -disable-output
; RUN: cat %t/source/t.table %t/source/t_0.sym %t/source/t_1.sym %t/source/t_2.sym | FileCheck %s --check-prefix=SOURCE --match-full-lines
; RUN: cat %t/auto/t.table %t/auto/t_0.sym %t/auto/t_1.sym %t/auto/t_2.sym | FileCheck %s --check-prefix=SOURCE --match-full-lines
; RUN: cat %t/none/t.table %t/none/t_0.sym | FileCheck %s --check-prefix=NONE --match-full-lines
; RUN: cat %t/kernel/t.table | FileCheck %s --check-prefix=KERNEL --match-full-lines
; RUN: cat %t/kernel/t_0.sym %t/kernel/t_1.sym %t/kernel/t_2.sym %t/kernel/t_3.sym %t/kernel/t_4.sym %t/kernel/t_5.sym | FileCheck %s --check-prefix=KSYM --match-full-lines
; RUN: llvm-dis %t/source/t_2.bc -o - | FileCheck %s --check-prefix=IMG2
; RUN: llvm-dis %t/source/t_2.bc -o - | FileCheck %s --check-prefix=IMG2X

; SOURCE: [Code|Symbols]
; SOURCE-NEXT: t_0.bc|t_0.sym
; SOURCE-NEXT: t_1.bc|t_1.sym
; SOURCE-NEXT: t_2.bc|t_2.sym
; SOURCE-NEXT: k_b0
; SOURCE-NEXT: k_b1
; SOURCE-NEXT: k_a2
; SOURCE-NEXT: k_a0
; SOURCE-NEXT: k_a1
; SOURCE-NEXT: ext_a
; SOURCE-EMPTY:

; NONE: [Code|Symbols]
; NONE-NEXT: t_0.bc|t_0.sym
; NONE-NEXT: k_a0
; NONE-NEXT: k_a1
; NONE-NEXT: k_a2
; NONE-NEXT: ext_a
; NONE-NEXT: k_b0
; NONE-NEXT: k_b1
; NONE-EMPTY:

; KERNEL: [Code|Symbols]
; KERNEL-NEXT: t_0.bc|t_0.sym
; KERNEL-NEXT: t_1.bc|t_1.sym
; KERNEL-NEXT: t_2.bc|t_2.sym
; KERNEL-NEXT: t_3.bc|t_3.sym
; KERNEL-NEXT: t_4.bc|t_4.sym
; KERNEL-NEXT: t_5.bc|t_5.sym
; KERNEL-EMPTY:
; KSYM: k_b1
; KSYM-NEXT: k_b0
; KSYM-NEXT: k_a2
; KSYM-NEXT: k_a1
; KSYM-NEXT: k_a0
; KSYM-NEXT: ext_a
; KSYM-EMPTY:

; The a.cpp image: its entry points keep their linkage, what they share is
; defined once and internal.
; IMG2X-NOT: define {{.*}}k_b
; IMG2X-NOT: define {{.*}}k_a2
; IMG2: define internal spir_func void @shared()
; IMG2: define spir_kernel void @k_a0()
; IMG2: define spir_kernel void @k_a1()
; IMG2: define spir_func void @ext_a()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @shared() {
  ret void
}

define spir_kernel void @k_a0() #0 {
  call spir_func void @shared()
  ret void
}

define spir_kernel void @k_a1() #0 {
  call spir_func void @shared()
  ret void
}

define spir_kernel void @k_a2() #0 !intel_reqd_sub_group_size !1 {
  ret void
}

define spir_func void @ext_a() #0 {
  ret void
}

define spir_kernel void @k_b0() #1 {
  ret void
}

define spir_kernel void @k_b1() #1 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }

!1 = !{i32 16}
