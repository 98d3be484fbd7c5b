; clang -fpass-plugin: the passes named in SPIRV_PROPS_PASSES (-passes
; syntax) run at the extension point SPIRV_PROPS_EP names (optimizer-last by
; default, or pipeline-start), at every -O level. Here spirv-exec-modes turns
; an OpenCL C kernel's reqd_work_group_size into !spirv.ExecutionMode
; (LocalSize is mode 17, ContractionOff 31). Without the variable nothing
; runs; a bad value is an error naming it, and clang fails.
; REQUIRES: llvm15 # the variables on clang-15; clang-options.ll has clang-15, clang-19 and clang-22
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O0 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes SPIRV_PROPS_EP=pipeline-start clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O1 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; RUN: env -u SPIRV_PROPS_PASSES clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=NONE
; RUN: not env SPIRV_PROPS_PASSES=spirv-exec-modes SPIRV_PROPS_EP=bogus clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-EP
; RUN: not env SPIRV_PROPS_PASSES='spirv-exec-modes,no-such-pass' clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-PASS
; Pass errors reach clang's diagnostics engine, every one of them, and
; clang fails the compilation without a crash report.
; RUN: not env SPIRV_PROPS_PASSES='spirv-props-test<action=error>' clang-15 -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERRORS

; MODES: define {{.*}}spir_kernel void @vadd(
; MODES-NOT: !reqd_work_group_size
; MODES: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; MODES: ![[LS]] = !{{{.*}}@vadd, i32 17, i32 8, i32 4, i32 2}
; MODES: ![[CO]] = !{{{.*}}@vadd, i32 31}

; NONE: define {{.*}}spir_kernel void @vadd({{.*}} !reqd_work_group_size
; NONE-NOT: spirv.ExecutionMode

; BAD-EP: error: spirv-props: SPIRV_PROPS_EP='bogus' is not an extension point: use pipeline-start or optimizer-last
; BAD-PASS: error: spirv-props: SPIRV_PROPS_PASSES='spirv-exec-modes,no-such-pass': unknown module pass 'no-such-pass'

; ERRORS: warning: spirv-props-test: deliberate warning before an error
; ERRORS: error: spirv-props-test: deliberate error
; ERRORS: error: spirv-props-test: second deliberate error
; ERRORS: 1 warning and 2 errors generated.
; ERRORS-NOT: Stack dump
; ERRORS-NOT: fatal error
