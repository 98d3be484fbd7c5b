; RUST_LOG=spirv_props=debug shows what each pass decided; without it the
; plugin is silent.
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s 2>&1 | FileCheck %s
; RUN: env -u RUST_LOG opt -load-pass-plugin %plugin -passes=spirv-exec-modes -disable-output %s 2>&1 | count 0
; CHECK: plugin loaded (spirv-props {{[0-9.]+}}, LLVM {{[0-9]+}})
; CHECK: running spirv-exec-modes on
; CHECK: @k: !reqd_work_group_size (8, 4, 2) -> LocalSize
; CHECK: spirv-exec-modes: changed the module
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 8, i32 4, i32 2}
