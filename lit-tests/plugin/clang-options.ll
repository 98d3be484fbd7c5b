; The plugin's options from clang: -mllvm -spirv-props-pipeline (and -ep,
; -registry, -print-passes) with clang-15, clang-19 and clang-22, each with
; the plugin of its LLVM. clang parses -mllvm options before it loads a
; -fpass-plugin (clang-22 loads pass plugins first, see
; clang-22-pass-plugin.ll), so -fplugin= loads the same library early and
; its options are known; -fpass-plugin then finds it loaded. Here
; spirv-exec-modes turns an OpenCL C kernel's reqd_work_group_size into
; !spirv.ExecutionMode (LocalSize 17, ContractionOff 31), at -O0 and -O2.
; REQUIRES: llvm15 || llvm19 || llvm22 # scripts/setup installs clang-15, clang-19 and clang-22
; RUN: clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-print-passes -c -x cl /dev/null -o /dev/null | FileCheck %s --check-prefix=LIST -DMAJOR=%llvm-major
; RUN: clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; RUN: clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -mllvm -spirv-props-ep=pipeline-start -target spir64-unknown-unknown -cl-std=CL2.0 -O0 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; The option wins over the variable; given empty, it turns the variable off.
; RUN: env SPIRV_PROPS_PASSES=no-such-pass clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline= -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=NONE
; The variables still work alone (clang.ll has them on clang-15).
; RUN: env SPIRV_PROPS_PASSES=spirv-exec-modes clang-%llvm-major -fpass-plugin=%plugin -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o - | FileCheck %s --check-prefix=MODES
; -spirv-props-registry reaches the passes clang runs: a missing file is
; the pass's error, and clang fails.
; RUN: not clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=sycl-kernel-properties -mllvm -spirv-props-registry=%S/no-such.toml -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGISTRY
; Bad values: clang's option error, or ours naming the option; non-zero.
; RUN: not clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes -mllvm -spirv-props-ep=bogus -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-EP
; RUN: not clang-%llvm-major -fplugin=%plugin -fpass-plugin=%plugin -mllvm -spirv-props-pipeline=spirv-exec-modes,no-such-pass -target spir64-unknown-unknown -cl-std=CL2.0 -O2 -emit-llvm -S %S/Inputs/reqd-work-group-size.cl -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-PASS

; LIST: spirv-props {{[0-9.]+}} for LLVM [[MAJOR]]: 22 module passes
; LIST: spirv-exec-modes (module pass)
; LIST-NEXT: move reqd_work_group_size

; From clang-20 on, the kernel calls a spir_func copy of its body
; (__clang_ocl_kern_imp_vadd), which keeps its !reqd_work_group_size: the
; pass moves the kernel's only.
; MODES-NOT: spir_kernel void @vadd({{.*}}!reqd_work_group_size
; MODES: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; MODES: ![[LS]] = !{{{.*}}@vadd, i32 17, i32 8, i32 4, i32 2}
; MODES: ![[CO]] = !{{{.*}}@vadd, i32 31}

; NONE: define {{.*}}spir_kernel void @vadd({{.*}} !reqd_work_group_size
; NONE-NOT: spirv.ExecutionMode

; REGISTRY: error: spirv-props: pass 'sycl-kernel-properties': bad registry: {{.*}}no-such.toml
; BAD-EP: for the --spirv-props-ep option: Cannot find option named 'bogus'!
; BAD-PASS: error: spirv-props: -spirv-props-pipeline='spirv-exec-modes,no-such-pass': unknown module pass 'no-such-pass'
