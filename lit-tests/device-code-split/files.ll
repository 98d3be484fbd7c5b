; The files of split=kernel with symbols and properties, exactly: the file
; table, one .sym per image (its entry points, one a line) and one .prop
; (property sets in the SYCL runtime's format). Expected values are written
; from the reference's rules, not from a run: images are ordered by group
; key, the last key first (kernel names here: k_b, k_a1, k_a0, ext_a);
; byte arrays are an 8-byte little-endian bit count and the bytes, in the
; runtime's base64 variant (the aspects and work-group strings below are
; the ones intel/llvm's sycl-post-link tests expect for the same values).
; RUN: rm -rf %t && mkdir -p %t
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -S -o out.ll 2> err.txt
; RUN: FileCheck %s --check-prefix=WARN --input-file %t/err.txt --implicit-check-not='images written'
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines --input-file %t/t.table
; RUN: FileCheck %s --check-prefix=SYM0 --match-full-lines --input-file %t/t_0.sym
; RUN: FileCheck %s --check-prefix=SYM1 --match-full-lines --input-file %t/t_1.sym
; RUN: FileCheck %s --check-prefix=SYM2 --match-full-lines --input-file %t/t_2.sym
; RUN: FileCheck %s --check-prefix=SYM3 --match-full-lines --input-file %t/t_3.sym
; RUN: FileCheck %s --check-prefix=PROP0 --match-full-lines --input-file %t/t_0.prop
; RUN: FileCheck %s --check-prefix=PROP1 --match-full-lines --input-file %t/t_1.prop
; RUN: FileCheck %s --check-prefix=PROP2 --match-full-lines --input-file %t/t_2.prop
; RUN: FileCheck %s --check-prefix=PROP3 --match-full-lines --input-file %t/t_3.prop
; Every image is a valid module; the input module is left as it was.
; RUN: opt -passes=verify -disable-output %t/t_0.bc
; RUN: opt -passes=verify -disable-output %t/t_1.bc
; RUN: opt -passes=verify -disable-output %t/t_2.bc
; RUN: opt -passes=verify -disable-output %t/t_3.bc
; RUN: opt -S %s -o %t/plain.ll
; RUN: diff %t/plain.ll %t/out.ll
; Deterministic: a second run writes the same bytes (quiet changes nothing
; but the progress lines, which a run this short has none of).
; RUN: rm -rf %t/2 && mkdir -p %t/2
; RUN: cd %t/2 && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties;quiet>' %s -disable-output 2> /dev/null
; RUN: cd %t && cmp t.table 2/t.table && cmp t_0.bc 2/t_0.bc && cmp t_1.bc 2/t_1.bc && cmp t_2.bc 2/t_2.bc && cmp t_3.bc 2/t_3.bc
; RUN: cd %t && cmp t_0.prop 2/t_0.prop && cmp t_3.prop 2/t_3.prop && cmp t_0.sym 2/t_0.sym
; Without symbols and properties: the Code column only, no .sym or .prop.
; RUN: rm -rf %t/3 && mkdir -p %t/3
; RUN: cd %t/3 && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table>' %s -disable-output 2> /dev/null
; RUN: FileCheck %s --check-prefix=CODE --match-full-lines --input-file %t/3/t.table
; RUN: cd %t/3 && not ls t_0.sym t_0.prop

; WARN: warning: device-code-split: kernel @k_decl is declared but not defined: it is in no image

; TABLE:      [Code|Properties|Symbols]
; TABLE-NEXT: t_0.bc|t_0.prop|t_0.sym
; TABLE-NEXT: t_1.bc|t_1.prop|t_1.sym
; TABLE-NEXT: t_2.bc|t_2.prop|t_2.sym
; TABLE-NEXT: t_3.bc|t_3.prop|t_3.sym
; TABLE-EMPTY:

; CODE:      [Code]
; CODE-NEXT: t_0.bc
; CODE-NEXT: t_1.bc
; CODE-NEXT: t_2.bc
; CODE-NEXT: t_3.bc
; CODE-EMPTY:

; SYM0:      k_b
; SYM0-EMPTY:
; SYM1:      k_a1
; SYM1-EMPTY:
; SYM2:      k_a0
; SYM2-EMPTY:
; SYM3:      ext_a
; SYM3-EMPTY:

; reqd_work_group_size !{i64 64}: a uint64 array.
; PROP0:      [SYCL/device requirements]
; PROP0-NEXT: aspects=2|AAAAAAAAAAA
; PROP0-NEXT: reqd_work_group_size_uint64_t=2|ABAAAAAAAAAQAAAAAAAAAA
; PROP0-EMPTY:

; PROP1:      [SYCL/device requirements]
; PROP1-NEXT: aspects=2|AAAAAAAAAAA
; PROP1-NEXT: [SYCL/misc properties]
; PROP1-NEXT: sycl-grf-size=1|256
; PROP1-NEXT: optLevel=1|2
; PROP1-EMPTY:

; Aspects 5, 6 and 9 (from the kernel and what it calls, sorted, each
; once; the negative one is internal and left out); sub-group size 32.
; PROP2:      [SYCL/device requirements]
; PROP2-NEXT: aspects=2|gBAAAAAAAAQBAAAAGAAAAkAAAAA
; PROP2-NEXT: reqd_sub_group_size=1|32
; PROP2-EMPTY:

; The SYCL_EXTERNAL function's image has the device global it uses:
; {uint32 size 8, uint32 device_image_scope 0} by its unique id (the
; string from a separate encoder checked against the reference's strings:
; bytes 40 0 0 0 0 0 0 0, 8 0 0 0, 0 0 0 0).
; PROP3:      [SYCL/device requirements]
; PROP3-NEXT: aspects=2|AAAAAAAAAAA
; PROP3-NEXT: [SYCL/device globals]
; PROP3-NEXT: uid_counter=2|ABAAAAAAAAACAAAAAAAAAA
; PROP3-EMPTY:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@counter = internal addrspace(1) global i64 0 #9

define spir_func void @helper() !sycl_used_aspects !3 {
  ret void
}

define spir_kernel void @k_a0() #0 !intel_reqd_sub_group_size !1 !sycl_used_aspects !2 {
  call spir_func void @helper()
  ret void
}

define spir_kernel void @k_a1() #1 {
  ret void
}

define spir_kernel void @k_b() #2 !reqd_work_group_size !4 {
  ret void
}

; A builtin with a module id is not an entry point.
define spir_func void @_Z20__spirv_ControlBarrierv() #0 {
  ret void
}

define spir_func i64 @ext_a() #0 {
  %v = load i64, ptr addrspace(1) @counter
  ret i64 %v
}

declare spir_kernel void @k_decl() #0

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="a.cpp" "sycl-grf-size"="256" "sycl-optlevel"="2" }
attributes #2 = { "sycl-module-id"="b.cpp" }
attributes #9 = { "sycl-device-global-size"="8" "sycl-unique-id"="uid_counter" }

!1 = !{i32 32}
!2 = !{i32 5, !{!"fp64", i32 6}, i32 -1}
!3 = !{i32 9, i32 5}
!4 = !{i64 64}
