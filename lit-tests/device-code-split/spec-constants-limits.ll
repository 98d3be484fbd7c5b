; The split's property writer has the spec-constants limits
; (docs/passes/spec-constants.md#limits), checked from the defaults' types
; before their bytes are made: a default value of at most 1 MiB and at most
; 16 MiB of default values per image ([SYCL/specialization constants
; default values]). Metadata can come from anywhere (here written by hand):
; past a limit, an error names the constant, the size and the limit, opt
; exits non-zero and leaves no table; before, a 1 GiB default was
; allocated whole.
; RUN: rm -rf %t && split-file %s %t && mkdir -p %t/gib %t/past %t/under
; RUN: sed 's/NNN/1073741824/g' %t/one.ll > %t/gib.ll
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/gib/t.table;properties>' %t/gib.ll -disable-output 2>&1 | FileCheck %s --check-prefix=GIB
; RUN: not ls %t/gib/t.table
; GIB: specialization constant "big" (!sycl.specialization-constants-default-values): its default value is 1073741824 bytes, more than the limit of 1048576 bytes (1 MiB) per specialization constant
; GIB-NOT: memory allocation
; RUN: sed 's/NNN/1048577/g' %t/one.ll > %t/past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/past/t.table;properties>' %t/past.ll -disable-output 2>&1 | FileCheck %s --check-prefix=PAST
; PAST: specialization constant "big" (!sycl.specialization-constants-default-values): its default value is 1048577 bytes, more than the limit of 1048576 bytes (1 MiB)
;
; 16 constants of 1 MiB fill the 16 MiB; one more byte is past it.
; RUN: sed 's/NNN/0/g' %t/sixteen.ll > %t/sixteen-under.ll
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/under/t.table;properties>' %t/sixteen-under.ll -disable-output
; RUN: grep -c '^all=2|' %t/under/t_0.prop | FileCheck %s --check-prefix=UNDER
; UNDER: 1
; RUN: sed 's/NNN/1/g' %t/sixteen.ll > %t/sixteen-past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/past/t.table;properties>' %t/sixteen-past.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TOTAL
; TOTAL: specialization constant "e16" (!sycl.specialization-constants-default-values): the default values of the image's constants are 16777217 bytes with it, more than the limit of 16777216 bytes (16 MiB)

;--- one.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!sycl.specialization-constants-mode = !{!0}
!sycl.specialization-constants = !{!1}
!sycl.specialization-constants-default-values = !{!2}
!0 = !{!"emulation"}
!1 = !{!"big", i32 0, i32 0, i32 NNN}
!2 = !{[NNN x i8] zeroinitializer}

;--- sixteen.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!sycl.specialization-constants-mode = !{!0}
!sycl.specialization-constants = !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17}
!sycl.specialization-constants-default-values = !{!21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !21, !22}
!0 = !{!"emulation"}
!1 = !{!"e0", i32 0, i32 0, i32 1048576}
!2 = !{!"e1", i32 1, i32 0, i32 1048576}
!3 = !{!"e2", i32 2, i32 0, i32 1048576}
!4 = !{!"e3", i32 3, i32 0, i32 1048576}
!5 = !{!"e4", i32 4, i32 0, i32 1048576}
!6 = !{!"e5", i32 5, i32 0, i32 1048576}
!7 = !{!"e6", i32 6, i32 0, i32 1048576}
!8 = !{!"e7", i32 7, i32 0, i32 1048576}
!9 = !{!"e8", i32 8, i32 0, i32 1048576}
!10 = !{!"e9", i32 9, i32 0, i32 1048576}
!11 = !{!"e10", i32 10, i32 0, i32 1048576}
!12 = !{!"e11", i32 11, i32 0, i32 1048576}
!13 = !{!"e12", i32 12, i32 0, i32 1048576}
!14 = !{!"e13", i32 13, i32 0, i32 1048576}
!15 = !{!"e14", i32 14, i32 0, i32 1048576}
!16 = !{!"e15", i32 15, i32 0, i32 1048576}
!17 = !{!"e16", i32 16, i32 0, i32 NNN}
!21 = !{[1048576 x i8] zeroinitializer}
!22 = !{[NNN x i8] zeroinitializer}
