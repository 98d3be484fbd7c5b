; A write that fails (here a file-size limit of 1 KiB, smaller than the
; image's bitcode) is an error naming the file and the reason; a previous
; run's table and files stay as they were and no temporary is left (diff
; -r). With SIGXFSZ ignored, write() fails with EFBIG. With it at its
; default the previous files stay too, whether opt dies of it or not
; (below), and the next complete run removes any temporaries.
; RUN: rm -rf %t && mkdir -p %t/out
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output
; RUN: cp -r %t/out %t/before
; RUN: cd %t/out && not bash -c "ulimit -f 1; trap '' XFSZ; opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output" 2>&1 | FileCheck %s --check-prefix=EFBIG
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && bash -c "ulimit -f 1; opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output; echo exit=\$?" 2>&1 | FileCheck %s --check-prefix=SIGNAL
; RUN: cd %t/out && cmp t.table %t/before/t.table && cmp t_0.bc %t/before/t_0.bc && cmp t_0.sym %t/before/t_0.sym && cmp t_0.prop %t/before/t_0.prop
; The next complete run removes what a killed one left.
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output
; RUN: diff -r %t/before %t/out

; EFBIG: error: device-code-split: t_0.bc: cannot write: File too large
; opt's own handler catches SIGXFSZ (LLVM lists it among the signals it
; reports) and prints its stack dump; opt 15 to 19 then return from the
; handler and write() fails (exit 1, the error above), opt 22 re-raises it
; and dies (128 + 25). Either way the previous files stay.
; SIGNAL: exit={{(1|153)$}}

@table = addrspace(1) constant [256 x i32] zeroinitializer

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [256 x i32], ptr addrspace(1) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
