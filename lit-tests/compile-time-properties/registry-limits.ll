; A registry's numbers have bounds and its kernel metadata names may not be
; LLVM's: each bad file is an error naming the file and line, opt exits
; non-zero. (Before: pad-to = 18446744073709551615 panicked with "capacity
; overflow", pad-to = 100000000 ran for minutes, metadata = "dbg" or "prof"
; aborted opt on a broken module, metadata = "" wrote IR opt could not read,
; a property named twice kept the last, an empty name or min > max loaded.)
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-pad-to.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PAD
; PAD: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-pad-to.toml:5: property 'sycl-dims': field `pad-to`: 100000000 is not between 1 and 3
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-pad-to-u64.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PAD64
; PAD64: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-pad-to-u64.toml:5:
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-metadata-dbg.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DBG
; DBG: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-metadata-dbg.toml:5: property 'sycl-dims': field `metadata`: 'dbg' is reserved by LLVM (its fixed metadata kinds and names starting with `llvm.`)
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-metadata-prof.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PROF
; PROF: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-metadata-prof.toml:7: property 'sycl-cluster': field `metadata`: 'prof' is reserved by LLVM
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-metadata-empty.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY-MD
; EMPTY-MD: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-metadata-empty.toml:5: property 'sycl-dims': field `metadata`: empty
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-duplicate.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DUP
; DUP: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-duplicate.toml:10: property 'sycl-made-up' is defined twice in this file (first at line 4, for both numberings;
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-empty-name.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY-NAME
; EMPTY-NAME: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-empty-name.toml:2: field `name`: empty
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/bad-min-max.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MINMAX
; MINMAX: error: spirv-props: pass 'compile-time-properties': bad registry: {{.*}}bad-min-max.toml:4: property 'sycl-dims': field `value`: `min` 3 is greater than `max` 1
;
; A name with a space is printed escaped (`!my\20dims`) and read back as
; the same name: allowed, and the output round-trips through opt.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/spaced-metadata.toml>' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll

target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @k() #0 !my\20dims ![[DIMS:[0-9]+]] {
define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "sycl-dims"="4,2" }
; CHECK: ![[DIMS]] = !{i32 4, i32 2, i32 1}
