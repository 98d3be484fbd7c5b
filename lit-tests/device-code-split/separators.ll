; A name the table, a .sym or a .prop would have to split or cut (their
; readers have no escapes) is an error naming the entity and the
; character; opt exits non-zero and a previous run's files stay as they
; were, byte for byte, with no temporaries left (diff -r).
; UNSUPPORTED: pypi-lit # lit's internal shell: no $'\n' quoting
; RUN: rm -rf %t && split-file %s %t && mkdir -p %t/out
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %t/prev.ll -disable-output
; RUN: cp -r %t/out %t/before
; .sym: one name a line.
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %t/lf.ll -disable-output 2>&1 | FileCheck %s --check-prefix=LF
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %t/cr.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CR
; RUN: diff -r %t/before %t/out
; Without symbols no file holds kernel names: the same module splits.
; RUN: mkdir -p %t/nosym && cd %t/nosym && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/lf.ll -disable-output
; RUN: FileCheck %s --check-prefix=NOSYM --match-full-lines --input-file %t/nosym/t.table
; '|' and '=' are no separators in a .sym: kept as they are.
; RUN: mkdir -p %t/pipe && cd %t/pipe && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %t/pipe.ll -disable-output
; RUN: FileCheck %s --check-prefix=PIPE --match-full-lines --input-file %t/pipe/t_0.sym
; .prop: a sycl-unique-id is a property name.
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %t/uid-lf.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UID-LF
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties;emit=ll>' %t/uid-nul.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UID-NUL
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/uid-eq.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UID-EQ
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/uid-set.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UID-SET
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/noid.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOID
; RUN: diff -r %t/before %t/out
; Every refused name of an image is reported, not the first alone: a
; kernel's and a device global's in one image.
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %t/both.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: diff -r %t/before %t/out
; The table: every row holds the folder and stem of out.
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=a|b.table>' %t/prev.ll -disable-output 2>&1 | FileCheck %s --check-prefix=OUT-PIPE
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=a'$'\n''b/t.table>' %t/prev.ll -disable-output 2>&1 | FileCheck %s --check-prefix=OUT-LF
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t'$'\r''.table>' %t/prev.ll -disable-output 2>&1 | FileCheck %s --check-prefix=OUT-CR
; RUN: diff -r %t/before %t/out

; LF: error: device-code-split: kernel @"a\0Ab": the name has a line feed (U+000A), which ends the line: it cannot be a line of t_0.sym
; CR: error: device-code-split: kernel @"a\0Db": the name has a carriage return (U+000D), which ends the line: it cannot be a line of t_0.sym
; BOTH-DAG: error: device-code-split: kernel @"a\0Ab": the name has a line feed (U+000A), which ends the line: it cannot be a line of t_0.sym
; BOTH-DAG: error: device-code-split: global @g: sycl-unique-id="x\n[SYCL/forged]\nevil=1|1" has a line feed (U+000A), which ends the line: it cannot be a property name in t_0.prop
; BOTH: reported 2 errors
; NOSYM:      [Code|Properties]
; NOSYM-NEXT: t_0.bc|t_0.prop
; NOSYM-EMPTY:
; PIPE:      a|b=c
; PIPE-EMPTY:
; UID-LF: error: device-code-split: global @g: sycl-unique-id="x\n[SYCL/forged]\nevil=1|1" has a line feed (U+000A), which ends the line: it cannot be a property name in t_0.prop
; UID-NUL: error: device-code-split: global @g: sycl-unique-id="u\0v" has a NUL (U+0000), which ends the file for the runtime's reader: it cannot be a property name in t_0.prop
; UID-EQ: error: device-code-split: global @g: sycl-unique-id="a=b" has '=' (U+003D), which ends a property's name: it cannot be a property name in t_0.prop
; UID-SET: error: device-code-split: global @g: sycl-unique-id="[SYCL/x]" starts with '[', which opens a property set in a .prop file: it cannot be a property name in t_0.prop
; NOID: error: device-code-split: global @"g\0Ah": the name (it has no sycl-unique-id) has a line feed (U+000A), which ends the line: it cannot be a property name in t_0.prop
; OUT-PIPE: error: device-code-split: out="a|b.table": the path has '|' (U+007C), the file table's column separator
; OUT-LF: error: device-code-split: out="a\nb/t.table": the path has a line feed (U+000A), which ends the line
; OUT-CR: error: device-code-split: out="t\r.table": the path has a carriage return (U+000D), which ends the line

;--- prev.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @k0() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
define spir_kernel void @k1() {
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="uid_g" }

;--- lf.ll
define spir_kernel void @"a\0Ab"() {
  ret void
}

;--- cr.ll
define spir_kernel void @"a\0Db"() {
  ret void
}

;--- pipe.ll
define spir_kernel void @"a|b=c"() {
  ret void
}

;--- uid-lf.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @k() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="x\0A[SYCL/forged]\0Aevil=1|1" }

;--- both.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @"a\0Ab"() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="x\0A[SYCL/forged]\0Aevil=1|1" }

;--- uid-nul.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @k() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="u\00v" }

;--- uid-eq.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @k() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="a=b" }

;--- uid-set.ll
@g = addrspace(1) global i32 0 #0
define spir_kernel void @k() {
  store i32 0, ptr addrspace(1) @g
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="[SYCL/x]" }

;--- noid.ll
@"g\0Ah" = addrspace(1) global i32 0 #0
define spir_kernel void @k() {
  store i32 0, ptr addrspace(1) @"g\0Ah"
  ret void
}
attributes #0 = { "sycl-device-global-size"="4" }
