; spirv-props-verify is a required pass, as LLVM's verifier is: with
; -opt-bisect-limit=0 opt skips every optional pass, the transforming
; sycl-global-properties among them, and still runs the checker, which then
; finds the property that pass would have lowered (strict: an error, exit 1).
; Without the limit, or with a limit that lets the one optional pass run,
; the same pipeline is clean.
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties,spirv-props-verify<strict>' -opt-bisect-limit=0 -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties,spirv-props-verify<strict>' -opt-bisect-limit=1 -disable-output %s 2>&1 | FileCheck %s --check-prefix=RUNS
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties,spirv-props-verify<strict>' -disable-output %s
; Warnings only (no strict): still run, still exit 0.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties,spirv-props-verify' -opt-bisect-limit=0 -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN

; A required pass is not counted by the bisector: only (1) is named.
; STRICT: BISECT: NOT running pass (1) sycl-global-properties on [module]
; STRICT-NOT: {{BISECT}}:
; STRICT: error: spirv-props-verify: global @g: property 'sycl-init-mode' = '1' is not lowered: !spirv.Decorations has no InitModeALTERA 1
; STRICT: LLVM ERROR: spirv-props: pass 'spirv-props-verify' reported 1 error

; RUNS: BISECT: running pass (1) sycl-global-properties on [module]
; RUNS-NOT: {{BISECT}}:
; RUNS-NOT: spirv-props-verify

; WARN: BISECT: NOT running pass (1) sycl-global-properties on [module]
; WARN: warning: spirv-props-verify: global @g: property 'sycl-init-mode' = '1' is not lowered

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0 #0

attributes #0 = { "sycl-init-mode"="1" }
