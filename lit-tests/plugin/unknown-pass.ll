; An unknown pass name is an error naming it, and opt exits non-zero.
; RUN: not opt -load-pass-plugin %plugin -passes=no-such-pass -disable-output %s 2>&1 | FileCheck %s
; CHECK: unknown pass name 'no-such-pass'
define void @f() {
  ret void
}
