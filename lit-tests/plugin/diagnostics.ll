; Pass diagnostics reach opt through the LLVMContext: a warning prints as
; "warning: <pass>: ..." and opt carries on (exit 0); an error prints as
; "error: ..." after the warnings and opt exits non-zero.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-test<action=warning>' -S %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-test<action=error>' -S %s 2>&1 | FileCheck %s --check-prefix=ERR

; WARN: warning: spirv-props-test: deliberate warning
; WARN: define void @f()
; ERR: warning: spirv-props-test: deliberate warning before an error
; ERR-NEXT: error: spirv-props-test: deliberate error
; ERR-NOT: define void @f()
define void @f() {
  ret void
}
