; No output of the split replaces the module being compiled (issue 46),
; compared by identity (device and inode), not by spelling: the run is an
; error naming both paths, nothing is written, the input is left as it was.
; RUN: rm -rf %t && mkdir -p %t && cd %t && cp %s t_0.ll && ln -s . alias

; An image named like the input: t_0.ll of out=t.table with emit=ll.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='device-code-split<out=t.table;emit=ll>' t_0.ll -disable-output 2>&1 | FileCheck %s --check-prefix=IMAGE
; RUN: cd %t && cmp %s t_0.ll
; RUN: cd %t && ls | FileCheck %s --check-prefix=NOTHING
; IMAGE: error: device-code-split: t_0.ll: is the module being compiled (t_0.ll): refusing to replace it
; NOTHING-NOT: t.table
; NOTHING-NOT: .tmp

; The table on the input, spelled through a link to the folder.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='device-code-split<out=alias/t_0.ll>' t_0.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TABLE
; RUN: cd %t && cmp %s t_0.ll
; TABLE: error: device-code-split: out=alias/t_0.ll: is the module being compiled (t_0.ll): refusing to replace it

; Bitcode input too (opt names the module after the file it read).
; RUN: cd %t && opt t_0.ll -o in.bc && cp in.bc in.before
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='device-code-split<out=./in.bc>' in.bc -disable-output 2>&1 | FileCheck %s --check-prefix=BC
; RUN: cd %t && cmp in.bc in.before
; BC: error: device-code-split: out=./in.bc: is the module being compiled (in.bc): refusing to replace it

; Two splits into one table in one pipeline: the second is refused.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='device-code-split<out=u.table>,device-code-split<split=none;out=u.table>' t_0.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: error: device-code-split: out=u.table: was written earlier in this run, as u.table by device-code-split out=u.table: refusing to replace it

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}
