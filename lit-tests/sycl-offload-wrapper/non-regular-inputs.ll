; Every file the wrapper reads (the table, and each row's SPIR-V image,
; .prop and .sym) must be a regular file (a symbolic link to one is): a
; FIFO, a folder or a device is an error naming the table, the row, the
; path and what it is, at once, and opt exits non-zero. Before, a FIFO
; blocked opt forever waiting for a writer. opt runs under `timeout 20`: a
; hang ends there, without the messages FileCheck wants.
; RUN: rm -rf %t && split-file %s %t
; RUN: cd %t && printf '\003\002\043\007\000\005\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > ok.spv
; RUN: cd %t && mkfifo fifo.table fifo.spv fifo.prop fifo.sym && mkdir dir.spv
; RUN: cd %t && not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=fifo.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TABLE
; RUN: cd %t && not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=.>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TABLE-DIR
; RUN: cd %t && not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=/dev/null>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TABLE-NULL
; RUN: cd %t && not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=rows.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ROWS --implicit-check-not=error:
; A link to a regular file is read.
; RUN: cd %t && ln -s ok.spv link.spv && timeout 20 opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=link.table>' empty.ll -disable-output

; TABLE: error: sycl-offload-wrapper: table=fifo.table: is a FIFO, not a regular file
; TABLE-DIR: error: sycl-offload-wrapper: table=.: is a directory, not a regular file
; TABLE-NULL: error: sycl-offload-wrapper: table=/dev/null: is a character device, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 1 (line 2): fifo.spv: is a FIFO, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 2 (line 3): fifo.prop: is a FIFO, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 3 (line 4): fifo.sym: is a FIFO, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 4 (line 5): dir.spv: is a directory, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 5 (line 6): /dev/null: is a character device, not a regular file
; ROWS-DAG: error: sycl-offload-wrapper: table=rows.table: row 6 (line 7): /dev/zero: is a character device, not a regular file

;--- empty.ll
;--- ok.sym
ok
;--- ok.prop
[SYCL/device requirements]
aspects=2|AAAAAAAAAAA
;--- rows.table
[Code|Properties|Symbols]
fifo.spv|ok.prop|ok.sym
ok.spv|fifo.prop|ok.sym
ok.spv|ok.prop|fifo.sym
dir.spv|ok.prop|ok.sym
ok.spv|/dev/null|ok.sym
ok.spv|ok.prop|/dev/zero
;--- link.table
[Code|Properties|Symbols]
link.spv|ok.prop|ok.sym
