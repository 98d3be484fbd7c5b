; A plugin loaded into the opt of another LLVM major stops before any pass
; runs, with one line naming both versions and the build to use, and a
; non-zero exit; never a crash (LLVM 15's plugin in opt-16 used to die with
; "LLVM ERROR: out of memory" and a stack dump). %wrong-opt is the next
; supported major's opt (22 wraps around to 15, which has no LLVMGetVersion:
; the plugin reads the major from the library's name there).
; RUN: not %wrong-opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s 2>&1 | FileCheck %s -DBUILT=%llvm-major -DHOST=%wrong-major
; RUN: not %wrong-opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s 2>&1 | count 1
; (A host of a major spirv-props does not support, such as opt-14, is told
; which majors it supports: a unit test in plugin/src/lib.rs, as no such opt
; is installed.) The right opt takes it.
; RUN: opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s

; CHECK: error: libspirv_props.so was built for LLVM [[BUILT]] but loaded into LLVM [[HOST]] ({{.*}}libLLVM{{.*}}); use the plugin built with --features llvm[[HOST]] (cargo build --release -p spirv-props --no-default-features --features llvm[[HOST]]){{$}}
define void @f() {
  ret void
}
