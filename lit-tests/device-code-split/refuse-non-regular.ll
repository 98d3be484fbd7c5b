; An out= that exists and is not a regular file is refused before anything
; is written, and is neither truncated nor unlinked nor written through: a
; symbolic link (its target keeps its bytes), a device (/dev/null stays a
; character device), a directory, a FIFO. A final image name that is a
; link is refused too, before any rename: the previous files stay.
; UNSUPPORTED: pypi-lit # lit's internal shell: its diff has no --no-dereference
; RUN: rm -rf %t && mkdir -p %t/out
; RUN: echo 'not a table' > %t/target.txt
; RUN: ln -s %t/target.txt %t/out/link.table
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/out/link.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=LINK -DDIR=%t
; RUN: echo 'not a table' | cmp - %t/target.txt
; RUN: test -L %t/out/link.table
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=/dev/null>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=DEV
; RUN: test -c /dev/null
; RUN: mkdir %t/out/dir.table
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/out/dir.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=DIR -DDIR=%t
; RUN: mkfifo %t/out/fifo.table
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/out/fifo.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=FIFO -DDIR=%t
; RUN: test -p %t/out/fifo.table
; Nothing else was written next to them (no images, no temporaries).
; RUN: ls %t/out | FileCheck %s --check-prefix=LS --match-full-lines
; An image name that is a link: refused at the commit, nothing renamed.
; RUN: mkdir -p %t/img && cd %t/img && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table>' %s -disable-output
; RUN: rm %t/img/t_1.bc && ln -s %t/target.txt %t/img/t_1.bc && cp -a %t/img %t/before
; RUN: cd %t/img && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=IMG
; RUN: diff -r --no-dereference %t/before %t/img
; RUN: echo 'not a table' | cmp - %t/target.txt

; LINK: error: device-code-split: out=[[DIR]]/out/link.table: is a symbolic link, not a regular file: refusing to replace it
; DEV: error: device-code-split: out=/dev/null: is a character device, not a regular file: refusing to replace it
; DIR: error: device-code-split: out=[[DIR]]/out/dir.table: is a directory, not a regular file: refusing to replace it
; FIFO: error: device-code-split: out=[[DIR]]/out/fifo.table: is a FIFO, not a regular file: refusing to replace it
; LS:      dir.table
; LS-NEXT: fifo.table
; LS-NEXT: link.table
; LS-EMPTY:
; IMG: error: device-code-split: t_1.bc: is a symbolic link, not a regular file: refusing to replace it

define spir_kernel void @k0() {
  ret void
}

define spir_kernel void @k1() {
  ret void
}
