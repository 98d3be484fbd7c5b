; Asking cargo for a major spirv-props does not build for (features llvm13,
; llvm14, llvm17, llvm18, llvm20, llvm21 exist for this) stops the build with
; the supported majors and the command for one, not cargo's "does not
; contain this feature" (wrong-llvm.ll has the plugin loaded into another
; major's opt). The check builds no LLVM code: the build script stops first.
; Its target directory is kept under target/, so only the first run builds
; the build script's dependencies (about 25 s; then 1 s).
; REQUIRES: llvm15 # one run is enough: it does not depend on the plugin's LLVM
; RUN: not cargo check --release --offline --locked -q --manifest-path %S/../../Cargo.toml --target-dir %S/../../target/lit-unsupported-major -p spirv-props --no-default-features --features llvm14 2>&1 | FileCheck %s
; RUN: not cargo check --release --offline --locked -q --manifest-path %S/../../Cargo.toml --target-dir %S/../../target/lit-unsupported-major -p spirv-props --features llvm21 2>&1 | FileCheck %s --check-prefix=BESIDE-DEFAULT

; CHECK: error: LLVM 14 is not supported: spirv-props builds for LLVM 15, 16, 19 and 22 only, one plugin per major (features llvm15, the default, llvm16, llvm19, llvm22): cargo build --release -p spirv-props --no-default-features --features llvm22
; BESIDE-DEFAULT: error: LLVM 21 is not supported: spirv-props builds for LLVM 15, 16, 19 and 22 only
