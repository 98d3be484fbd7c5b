; Pass diagnostics reach opt through the LLVMContext: a warning prints as
; "warning: <pass>: ..." and opt carries on (exit 0); errors print as
; "error: ...", every one of them in the order the pass found them, and then
; opt stops with a non-zero exit and a line counting them.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-test<action=warning>' -S %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-test<action=error>' -S %s 2>&1 | FileCheck %s --check-prefix=ERR

; WARN: warning: spirv-props-test: deliberate warning
; WARN: define void @f()
; ERR: warning: spirv-props-test: deliberate warning before an error
; ERR-NEXT: error: spirv-props-test: deliberate error
; ERR-NEXT: error: spirv-props-test: second deliberate error
; ERR-NEXT: LLVM ERROR: spirv-props: pass 'spirv-props-test' reported 2 errors
; ERR-NOT: define void @f()
define void @f() {
  ret void
}
