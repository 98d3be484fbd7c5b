; A run over a previous run's output replaces its table and every file
; the new table lists (images 0 and 1 here: new kernels, new .sym). A
; file of the previous run the new table does not list (t_2.*) is left
; as it was: the split unlinks nothing it did not write. No temporaries.
; RUN: rm -rf %t && split-file %s %t && mkdir -p %t/out
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %t/old.ll -disable-output
; RUN: FileCheck %s --check-prefix=OLD --match-full-lines --input-file %t/out/t_0.sym
; RUN: cp %t/out/t_2.sym %t/old_2.sym
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %t/new.ll -disable-output
; RUN: FileCheck %s --check-prefix=TABLE --match-full-lines --input-file %t/out/t.table
; RUN: FileCheck %s --check-prefix=SYM0 --match-full-lines --input-file %t/out/t_0.sym
; RUN: FileCheck %s --check-prefix=SYM1 --match-full-lines --input-file %t/out/t_1.sym
; RUN: opt -disable-output %t/out/t_0.bc && opt -S %t/out/t_1.bc | FileCheck %s --check-prefix=IMG1
; RUN: cmp %t/old_2.sym %t/out/t_2.sym
; RUN: ls %t/out | FileCheck %s --check-prefix=LS --match-full-lines

; Kernels old3, old2, old1 (descending): image 0 is old3.
; OLD: old3
; TABLE:      [Code|Symbols]
; TABLE-NEXT: t_0.bc|t_0.sym
; TABLE-NEXT: t_1.bc|t_1.sym
; TABLE-EMPTY:
; SYM0: k2
; SYM0-EMPTY:
; SYM1: k1
; SYM1-EMPTY:
; IMG1: define spir_kernel void {{.}}k1()
; LS:      t.table
; LS-NEXT: t_0.bc
; LS-NEXT: t_0.sym
; LS-NEXT: t_1.bc
; LS-NEXT: t_1.sym
; LS-NEXT: t_2.bc
; LS-NEXT: t_2.sym
; LS-EMPTY:

;--- old.ll
define spir_kernel void @old1() {
  ret void
}

define spir_kernel void @old2() {
  ret void
}

define spir_kernel void @old3() {
  ret void
}

;--- new.ll
define spir_kernel void @k1() {
  ret void
}

define spir_kernel void @k2() {
  ret void
}
