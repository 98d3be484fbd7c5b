; clang-22 loads a -fpass-plugin before it parses -mllvm, so the plugin's
; options need no -fplugin there; clang-15 and clang-19 parse -mllvm first
; and do not know them without it (clang-late-load.ll).
; REQUIRES: llvm22 # clang-22 only: the early loading of pass plugins is new
; RUN: clang-22 -fpass-plugin=%plugin -mllvm -spirv-props-print-passes -c -x cl /dev/null -o /dev/null | FileCheck %s --check-prefix=LIST
; RUN: clang-22 -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s

; LIST: spirv-props {{[0-9.]+}} for LLVM 22: 22 module passes
; LIST: print<kernel-metadata> (module pass, required: -opt-bisect-limit never skips it)

; CHECK: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; CHECK: ![[LS]] = !{{{.*}}@vadd, i32 17, i32 8, i32 4, i32 2}
