; clang-15 and clang-19 parse -mllvm options before they load a
; -fpass-plugin: without -fplugin=<the same library> the plugin's options
; are unknown to them and clang stops (the README says to add -fplugin).
; REQUIRES: llvm15 || llvm19 # clang-22 loads pass plugins first (clang-22-pass-plugin.ll)
; RUN: not clang-%llvm-major -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s

; CHECK: Unknown command line argument '-spirv-props-pipeline=spirv-exec-modes'
