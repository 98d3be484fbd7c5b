; SPIRV_PROPS_PASSES / SPIRV_PROPS_EP act in every pipeline PassBuilder
; builds, not only clang's: here opt's default<O2> and default<O0>, on every
; LLVM build (the optimizer-last callback takes a ThinOrFullLTOPhase from
; LLVM 20 on; clang.ll runs clang-15 only). Without the variable the
; pipeline is LLVM's alone.
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes opt -load-pass-plugin %plugin -passes='default<O2>' -S %s | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes SPIRV_PROPS_EP=pipeline-start opt -load-pass-plugin %plugin -passes='default<O2>' -S %s | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes SPIRV_PROPS_EP=optimizer-last opt -load-pass-plugin %plugin -passes='default<O0>' -S %s | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes opt -load-pass-plugin %plugin -passes='default<O2>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHERE
; RUN: env -u SPIRV_PROPS_PASSES opt -load-pass-plugin %plugin -passes='default<O2>' -S %s | FileCheck %s --check-prefix=NONE
; RUN: not env SPIRV_PROPS_PASSES=spirv-exec-modes SPIRV_PROPS_EP=vectorizer-start opt -load-pass-plugin %plugin -passes='default<O2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; WHERE: Running pass: spirv-exec-modes on [module]

; BAD: error: spirv-props: SPIRV_PROPS_EP='vectorizer-start' is not an extension point: use pipeline-start or optimizer-last

; MODES: define spir_kernel void @k()
; MODES-NOT: !reqd_work_group_size
; NONE: define spir_kernel void @k() {{.*}}!reqd_work_group_size
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}

; MODES: !spirv.ExecutionMode = !{![[LS:[0-9]+]]
; MODES: ![[LS]] = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
; NONE-NOT: spirv.ExecutionMode
!0 = !{i32 8, i32 4, i32 2}
