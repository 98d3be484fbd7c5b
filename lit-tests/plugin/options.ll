; The plugin's options for pipelines we do not write, here opt's
; default<O2>: -spirv-props-pipeline and -spirv-props-ep mirror
; SPIRV_PROPS_PASSES and SPIRV_PROPS_EP, and each wins over its variable
; (given empty, the pipeline option turns the variable's passes off).
; -spirv-props-registry names a registry for every pass that reads
; the registry: it wins over the variable, and a pass's own registry= wins
; over both. The made-up property of Inputs/volatile.toml becomes a Volatile
; decoration (21); the built-in registry does not know it.
; RUN: opt -load-pass-plugin %plugin -spirv-props-pipeline=spirv-exec-modes -passes='default<O2>' -S %s | FileCheck %s --check-prefix=MODES
; RUN: opt -load-pass-plugin %plugin -spirv-props-pipeline=spirv-exec-modes -spirv-props-ep=pipeline-start -passes='default<O2>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=START
; RUN: env SPIRV_PROPS_EP=pipeline-start opt -load-pass-plugin %plugin -spirv-props-pipeline=spirv-exec-modes -spirv-props-ep=optimizer-last -passes='default<O2>' -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s --check-prefix=LAST
; RUN: env SPIRV_PROPS_PASSES=no-such-pass opt -load-pass-plugin %plugin -spirv-props-pipeline=spirv-exec-modes -passes='default<O2>' -S %s | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes opt -load-pass-plugin %plugin -spirv-props-pipeline= -passes='default<O2>' -S %s | FileCheck %s --check-prefix=NONE
; RUN: not opt -load-pass-plugin %plugin -spirv-props-pipeline='spirv-exec-modes,no-such-pass' -passes='default<O2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD-PASS
; RUN: opt -load-pass-plugin %plugin -spirv-props-registry=%S/Inputs/volatile.toml -passes=sycl-global-properties -S %s | FileCheck %s --check-prefix=USER
; RUN: env SPIRV_PROPS_REGISTRY=%S/no-such.toml opt -load-pass-plugin %plugin -spirv-props-registry=%S/Inputs/volatile.toml -passes=sycl-global-properties -S %s | FileCheck %s --check-prefix=USER
; RUN: env SPIRV_PROPS_REGISTRY=%S/Inputs/volatile.toml opt -load-pass-plugin %plugin -spirv-props-registry= -passes=sycl-global-properties -S %s | FileCheck %s --check-prefix=BUILTIN
; RUN: not opt -load-pass-plugin %plugin -spirv-props-registry=%S/no-such.toml -passes=sycl-global-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: opt -load-pass-plugin %plugin -spirv-props-registry=%S/no-such.toml -passes='sycl-global-properties<registry=%S/Inputs/volatile.toml>' -S %s | FileCheck %s --check-prefix=USER

; START: Running pass: spirv-exec-modes on [module]
; START: Running pass: {{.*}}InstCombinePass
; LAST: Running pass: {{.*}}InstCombinePass
; LAST: Running pass: spirv-exec-modes on [module]

; BAD-PASS: error: spirv-props: -spirv-props-pipeline='spirv-exec-modes,no-such-pass': unknown module pass 'no-such-pass'
; MISSING: error: spirv-props: pass 'sycl-global-properties': bad registry: {{.*}}no-such.toml

; USER: @g = global i32 0, !spirv.Decorations ![[D:[0-9]+]]
; BUILTIN: @g = global i32 0 #0
; BUILTIN-NOT: spirv.Decorations
@g = global i32 0 #0

; MODES: define spir_kernel void @k()
; MODES-NOT: !reqd_work_group_size
; NONE: define spir_kernel void @k() {{.*}}!reqd_work_group_size
define spir_kernel void @k() !reqd_work_group_size !0 {
  %v = load i32, ptr @g
  ret void
}

attributes #0 = { "sycl-made-up-volatile" }

; MODES: !spirv.ExecutionMode = !{![[LS:[0-9]+]]
; MODES: ![[LS]] = !{ptr @k, i32 17, i32 8, i32 4, i32 2}
; NONE-NOT: spirv.ExecutionMode
; USER: ![[D]] = !{![[V:[0-9]+]]}
; USER: ![[V]] = !{i32 21}
!0 = !{i32 8, i32 4, i32 2}
