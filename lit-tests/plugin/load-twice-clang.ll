; clang with the plugin loaded twice: -fpass-plugin twice, and -fplugin of
; one copy with -fpass-plugin of another (a build tree's and an install
; tree's). One line on stderr, and the passes run once, as with one load
; (load-twice.ll has opt). spirv-exec-modes turns an OpenCL C kernel's
; reqd_work_group_size into !spirv.ExecutionMode (LocalSize 17).
; REQUIRES: clang
; RUN: rm -f %t.copy.so && cp %plugin %t.copy.so
; RUN: env SPIRV_PROPS_PASSES='spirv-exec-modes,print<kernel-metadata>' clang -fpass-plugin=%plugin -fpass-plugin=%plugin -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o %t.twice.ll 2> %t.twice.err
; RUN: FileCheck %s --check-prefix=MODES --input-file %t.twice.ll
; RUN: FileCheck %s --check-prefix=TWICE -DPLUGIN=%plugin --input-file %t.twice.err
; The copy by -fplugin (loaded first, not registered), the original by
; -fpass-plugin: the copy's passes run, once, and its options are known.
; RUN: env SPIRV_PROPS_PASSES='spirv-exec-modes,print<kernel-metadata>' clang -fplugin=%t.copy.so -fpass-plugin=%plugin -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o %t.copy.ll 2> %t.copy.err
; RUN: FileCheck %s --check-prefix=MODES --input-file %t.copy.ll
; RUN: FileCheck %s --check-prefix=COPY -DFIRST=%t.copy.so -DSECOND=%plugin --input-file %t.copy.err
; RUN: clang -fplugin=%t.copy.so -fpass-plugin=%plugin -mllvm -spirv-props-pipeline='spirv-exec-modes' -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - 2>/dev/null | FileCheck %s --check-prefix=MODES

; TWICE: warning: spirv-props: [[PLUGIN]] is loaded twice (the same file given twice to -load-pass-plugin or -fpass-plugin): the second load registers nothing
; TWICE-NOT: warning:
; TWICE: kernel-metadata for module
; TWICE-NOT: kernel-metadata for module
; TWICE-NOT: warning:

; COPY: warning: spirv-props: [[SECOND]] is a second copy of the plugin: [[FIRST]] is loaded already and its passes and options are used; this one registers nothing (load the plugin once)
; COPY-NOT: warning:
; COPY: kernel-metadata for module
; COPY-NOT: kernel-metadata for module
; COPY-NOT: warning:

; MODES: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; MODES: ![[LS]] = !{{{.*}}@vadd, i32 17, i32 8, i32 4, i32 2}
