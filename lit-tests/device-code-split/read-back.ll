; Every image is read back with LLVM (bitcode or text, in a context of its
; own, and verified) before it is listed. A NUL byte in a string attribute
; value is written to bitcode that no LLVM reads back ("Invalid attribute
; group entry", opt 15 to 22): an error naming the image and LLVM's reason;
; no table, and a previous run's files stay as they were. As text IR the
; same value reads back (written \00), so emit=ll splits it.
; RUN: rm -rf %t && mkdir -p %t/out %t/ll
; RUN: sed 's/"a\\00b"/"ab"/' %s > %t/clean.ll
; RUN: cd %t/out && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %t/clean.ll -disable-output
; RUN: cp -r %t/out %t/before
; RUN: cd %t/out && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=BC
; RUN: diff -r %t/before %t/out
; RUN: cd %t/ll && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;emit=ll>' %s -disable-output
; RUN: FileCheck %s --check-prefix=LL --input-file %t/ll/t_0.ll

; BC: error: device-code-split: image t_0.bc: LLVM cannot read the written image back: Invalid attribute group entry
; BC-NOT: error:
; LL: attributes #0 = { "foo"="a\00b" }

define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "foo"="a\00b" }
