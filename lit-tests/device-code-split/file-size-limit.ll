; A write that fails (here a file-size limit of 1 KiB, smaller than the
; image's bitcode) is an error naming the file and the reason; a previous
; run's table and files stay as they were and no temporary is left (diff
; -r). The split ignores SIGXFSZ while it writes (restoring what was
; there after), so write() fails with EFBIG whether the shell ignores the
; signal or not: the run ends with the named error and exit 1, without
; LLVM's crash banner (issue 46), and the next complete run removes any
; temporaries.
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
; Before, opt's own handler caught SIGXFSZ (LLVM lists it among the
; signals it reports) and printed its stack dump; opt 22 then re-raised it
; and died (128 + 25).
; SIGNAL-NOT: Stack dump
; SIGNAL: error: device-code-split: t_0.bc: cannot write: File too large
; SIGNAL-NOT: Stack dump
; SIGNAL-NOT: PLEASE
; SIGNAL: exit=1{{$}}

@table = addrspace(1) constant [256 x i32] zeroinitializer

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [256 x i32], ptr addrspace(1) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
