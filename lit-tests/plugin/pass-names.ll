; Every pass is registered under its pipeline name, so LLVM's pass
; instrumentation names it: -debug-pass-manager (which also shows the
; plugin's version at load), -print-after=<name>, -print-changed,
; -time-passes, -opt-bisect-limit (printers are required passes and run
; anyway, like LLVM's print<...>) and -print-pipeline-passes (with the
; parameters given, defaults filled in: print-pipeline.ll).
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,print<kernel-metadata>' -disable-output -debug-pass-manager %s 2>&1 | FileCheck %s --check-prefix=DEBUG
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,print<kernel-metadata>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,spirv-exec-modes' -disable-output -print-after=spirv-exec-modes %s 2>&1 | FileCheck %s --check-prefix=AFTER
; RUN: opt -load-pass-plugin %plugin -passes='sycl-kernel-properties,spirv-exec-modes' -disable-output -print-changed %s 2>&1 | FileCheck %s --check-prefix=CHANGED
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,print<kernel-metadata>' -disable-output -time-passes %s 2>&1 | FileCheck %s --check-prefix=TIME
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes,print<kernel-metadata>' -disable-output -opt-bisect-limit=0 %s 2>&1 | FileCheck %s --check-prefix=BISECT
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=never;stats>,print<kernel-metadata>' -disable-output -print-pipeline-passes %s | FileCheck %s --check-prefix=PIPELINE

; DEBUG: spirv-props {{[0-9]+\.[0-9]+\.[0-9]+}} (LLVM {{[0-9]+}}.{{[0-9]+}}.{{[0-9]+}}): {{[0-9]+}} passes registered
; DEBUG: Running pass: spirv-exec-modes on [module]
; DEBUG: Running pass: print<kernel-metadata> on [module]
; QUIET-NOT: spirv-props {{[0-9]}}
; QUIET-NOT: Running pass

; AFTER-NOT: IR Dump After sycl-kernel-properties
; AFTER: *** IR Dump After spirv-exec-modes on [module] ***
; AFTER: !spirv.ExecutionMode = !{

; sycl-kernel-properties finds nothing to do here: no change to show.
; CHANGED: *** IR Dump After sycl-kernel-properties on [module] omitted because no change ***
; CHANGED: *** IR Dump After spirv-exec-modes on [module] ***

; TIME-DAG: spirv-exec-modes
; TIME-DAG: print<kernel-metadata>

; BISECT: BISECT: NOT running pass (1) spirv-exec-modes on [module]
; BISECT: kernel-metadata for module

; PIPELINE: spirv-exec-modes<contraction-off=never;stats>,print<kernel-metadata>

define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 8, i32 4, i32 2}
