; The plugin loaded twice into one opt: the same file twice, or a second
; copy (another path, another build: a build tree's and an install tree's).
; Before, a second copy stopped opt with "Option 'spirv-props-print-passes'
; registered more than once" and LLVM's crash banner, and the same file
; twice registered everything twice (passes at an extension point ran
; twice). Now the second load says so in one line on stderr and registers
; nothing; opt runs on with the first copy's passes and options, and the
; output is the one of a single load. (No target triple: opt-22 warns on
; stderr that it has no spir64 target.)
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S %s -o %t.one.ll 2> %t.one.err
; RUN: count 0 < %t.one.err
;
; The same file twice.
; RUN: opt -load-pass-plugin %plugin -load-pass-plugin %plugin -passes=compile-time-properties -S %s -o %t.twice.ll 2> %t.twice.err
; RUN: diff %t.one.ll %t.twice.ll
; RUN: FileCheck %s --check-prefix=TWICE -DPLUGIN=%plugin --input-file %t.twice.err
; RUN: count 1 < %t.twice.err
; TWICE: warning: spirv-props: [[PLUGIN]] is loaded twice (the same file given twice to -load-pass-plugin or -fpass-plugin): the second load registers nothing
;
; A copy at another path, loaded after the original, and before it.
; RUN: rm -f %t.copy.so && cp %plugin %t.copy.so
; RUN: opt -load-pass-plugin %plugin -load-pass-plugin %t.copy.so -passes=compile-time-properties -S %s -o %t.copy.ll 2> %t.copy.err
; RUN: diff %t.one.ll %t.copy.ll
; RUN: FileCheck %s --check-prefix=COPY -DFIRST=%plugin -DSECOND=%t.copy.so --input-file %t.copy.err
; RUN: count 1 < %t.copy.err
; RUN: opt -load-pass-plugin %t.copy.so -load-pass-plugin %plugin -passes=compile-time-properties -S %s -o %t.copy2.ll 2> %t.copy2.err
; RUN: diff %t.one.ll %t.copy2.ll
; RUN: FileCheck %s --check-prefix=COPY -DFIRST=%t.copy.so -DSECOND=%plugin --input-file %t.copy2.err
; RUN: count 1 < %t.copy2.err
; COPY: warning: spirv-props: [[SECOND]] is a second copy of the plugin: [[FIRST]] is loaded already and its passes and options are used; this one registers nothing (load the plugin once)
;
; Passes at an extension point (SPIRV_PROPS_PASSES, -spirv-props-pipeline)
; run once, and the options given after both loads reach the first copy.
; RUN: env SPIRV_PROPS_PASSES='print<kernel-metadata>' opt -load-pass-plugin %plugin -load-pass-plugin %plugin -passes='default<O0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ONCE
; RUN: env SPIRV_PROPS_PASSES='print<kernel-metadata>' opt -load-pass-plugin %plugin -load-pass-plugin %t.copy.so -passes='default<O0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ONCE
; RUN: opt -load-pass-plugin %plugin -load-pass-plugin %t.copy.so -spirv-props-pipeline='print<kernel-metadata>' -passes='default<O0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ONCE
; ONCE: kernel-metadata for module
; ONCE-NOT: kernel-metadata for module
;
; A first copy loaded without being registered (opt's -load, as clang's
; -fplugin=A -fpass-plugin=B): the second copy has the first one register
; its passes with the pass builder, once.
; RUN: opt -load %plugin -load-pass-plugin %t.copy.so -passes=compile-time-properties -S %s -o %t.load.ll 2> %t.load.err
; RUN: diff %t.one.ll %t.load.ll
; RUN: FileCheck %s --check-prefix=COPY -DFIRST=%plugin -DSECOND=%t.copy.so --input-file %t.load.err
; RUN: env SPIRV_PROPS_PASSES='print<kernel-metadata>' opt -load %plugin -load-pass-plugin %t.copy.so -passes='default<O0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ONCE


define spir_kernel void @k() #0 {
  ret void
}

attributes #0 = { "sycl-work-group-size"="8,4,2" }
