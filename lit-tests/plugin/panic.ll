; A Rust panic inside a pass never unwinds into LLVM: it becomes an error
; diagnostic naming the pass, and opt exits non-zero (not a crash).
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-test<action=panic>' -disable-output %s 2>&1 | FileCheck %s --implicit-check-not="panicked at"
; CHECK: error: spirv-props-test: internal error (a bug in spirv-props): deliberate panic requested by spirv-props-test
; CHECK-NOT: Stack dump
define void @f() {
  ret void
}
