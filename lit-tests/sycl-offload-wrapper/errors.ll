; Bad tables: every problem of a run is reported, each naming the table,
; the row and the file; opt exits non-zero and the module gets nothing.
; RUN: rm -rf %t && split-file %s %t
; RUN: cd %t && printf '\003\002\043\007\000\005\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > ok.spv
; RUN: cd %t && llvm-as empty.ll -o image.bc
; RUN: cd %t && printf '\003\002\043\007\000\005' > short.spv
; No table, or no table= at all.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=missing.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOPARAM
; One run, every error: a missing image, bitcode and text IR in the Code
; column, a truncated SPIR-V header, a .prop that does not parse (an
; unknown type, a byte array shorter than its count, a property before any
; set), a missing .sym, a row with a '|' too many and an empty field.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=bad.table>' empty.ll -S -o out.ll 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
; RUN: cd %t && not test -e out.ll
; Headers: no Code column, not a header, empty, a column twice.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=nocode.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOCODE
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=noheader.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOHEADER
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=empty.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=twice.table>' empty.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; A column the wrapper does not read is a warning; the rest is wrapped.
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=extra.table>' empty.ll -S -o extra.ll 2>&1 | FileCheck %s --check-prefix=EXTRA
; RUN: cd %t && FileCheck %s --check-prefix=EXTRA-IR --input-file extra.ll
; A table with CRLF line ends and blank lines reads as the runtime's tools read it.
; RUN: cd %t && printf '[Code|Symbols]\r\n\r\nok.spv|ok.sym\r\n' > crlf.table
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=crlf.table>' empty.ll -S -o crlf.ll
; RUN: cd %t && FileCheck %s --check-prefix=EXTRA-IR --input-file crlf.ll

; MISSING: error: sycl-offload-wrapper: table=missing.table: cannot read it: No such file or directory
; NOPARAM: table=PATH is required: the file table to wrap

; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 1 (line 2): cannot read gone.spv: No such file or directory
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 2 (line 3): image.bc is LLVM bitcode: the Code column must name SPIR-V files; translate each image first (llvm-spirv, or llc -mtriple=spirv64 -filetype=obj) and rewrite the column
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 3 (line 4): text.ll is LLVM IR text: the Code column must name SPIR-V files
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 4 (line 5): short.spv starts as SPIR-V but is 6 bytes, not a whole header of 32-bit words
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 5 (line 6): type.prop: line 2: "k=7|1": unknown type "7" (1 uint32, 2 byte array, 3 string)
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 6 (line 7): count.prop: line 2: "k=2|gAAAAAAAAAgB": the byte array's bit count is 32, but 1 bytes follow
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 7 (line 8): noset.prop: line 1: "k=1|1" comes before any [set] line
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 8 (line 9): cannot read gone.sym: No such file or directory
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 9 (line 10): 4 fields, but the header names 3 columns ('|' separates fields; a path cannot hold one)
; BAD-DAG: error: sycl-offload-wrapper: table=bad.table: row 10 (line 11): the Properties field is empty: a row names a file in every column (a table without symbols or properties has no such column)

; NOCODE: error: sycl-offload-wrapper: table=nocode.table: the header "[Symbols|Properties]" has no Code column
; NOHEADER: error: sycl-offload-wrapper: table=noheader.table: line 1 is "ok.spv", not a header such as [Code|Properties|Symbols]
; EMPTY: error: sycl-offload-wrapper: table=empty.table: the table is empty (a table starts with a [Code|...] line)
; TWICE: error: sycl-offload-wrapper: table=twice.table: the header names column Code twice
; EXTRA: warning: sycl-offload-wrapper: table=extra.table: column "Manifest" is not read (the wrapper reads Code, Properties and Symbols)
; EXTRA-IR: c"ok\00"
; EXTRA-IR: @.sycl_offloading.descriptor = private unnamed_addr constant %struct.__sycl.device_binaries { i16 1, i16 1,

;--- empty.ll
;--- text.ll
target triple = "x86_64-unknown-linux-gnu"
;--- ok.sym
ok
;--- ok.prop
[SYCL/device requirements]
aspects=2|AAAAAAAAAAA
;--- type.prop
[S]
k=7|1
;--- count.prop
[S]
k=2|gAAAAAAAAAgB
;--- noset.prop
k=1|1
;--- bad.table
[Code|Properties|Symbols]
gone.spv|ok.prop|ok.sym
image.bc|ok.prop|ok.sym
text.ll|ok.prop|ok.sym
short.spv|ok.prop|ok.sym
ok.spv|type.prop|ok.sym
ok.spv|count.prop|ok.sym
ok.spv|noset.prop|ok.sym
ok.spv|ok.prop|gone.sym
ok.spv|ok.prop|ok.sym|x
ok.spv||ok.sym
;--- nocode.table
[Symbols|Properties]
ok.sym|ok.prop
;--- noheader.table
ok.spv
;--- empty.table
;--- twice.table
[Code|Code]
ok.spv|ok.spv
;--- extra.table
[Code|Manifest|Symbols]
ok.spv|whatever|ok.sym
