; A write that fails (here a file-size limit of 1 KiB, smaller than the
; image's bitcode) is an error naming the file and the reason; a previous
; run's table and files stay as they were and no temporary is left (diff
; -r). With SIGXFSZ ignored, write() fails with EFBIG; with it at its
; default too, as opt handles the signal (below). A signal that does kill
; opt leaves temporaries: kill.ll.
; RUN: rm -rf %t && mkdir -p %t/out
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output
; RUN: cp -r %t/out %t/before
; RUN: cd %t/out && not bash -c "ulimit -f 1; trap '' XFSZ; opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output" 2>&1 | FileCheck %s --check-prefix=EFBIG
; RUN: diff -r %t/before %t/out
; RUN: cd %t/out && bash -c "ulimit -f 1; opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output; echo exit=\$?" 2>&1 | FileCheck %s --check-prefix=SIGNAL
; RUN: diff -r %t/before %t/out

; EFBIG: error: device-code-split: t_0.bc: cannot write: File too large
; opt's own handler catches SIGXFSZ (LLVM lists it among the signals it
; reports), prints its stack dump and returns; write() then fails too.
; SIGNAL: error: device-code-split: t_0.bc: cannot write: File too large
; SIGNAL: exit=1

@table = addrspace(1) constant [256 x i32] zeroinitializer

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [256 x i32], ptr addrspace(1) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
