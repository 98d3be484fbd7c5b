; clang -fpass-plugin: our remarks reach clang's own remark options.
; -Rpass=spirv-props prints them as clang remarks at the source line (an
; annotation's at each access it annotates, a kernel's at its definition),
; -fsave-optimization-record writes them to the YAML file with the rest of
; LLVM's. clang-19 on the LLVM 19 build (also clang-15 and clang-22 on
; theirs; clang-22 moves an OpenCL kernel's body into
; @__clang_ocl_kern_imp_<kernel>, where the annotation then is). Without the
; options nothing is printed.
; REQUIRES: clang # the clang of the plugin's LLVM: no clang-16 is installed
; RUN: env SPIRV_PROPS_PASSES='compile-time-properties,spirv-exec-modes' clang -target spir64-unknown-unknown -cl-std=CL2.0 -O0 -g -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/member-annotation.cl -o /dev/null -Rpass=spirv-props -fno-caret-diagnostics -fsave-optimization-record -foptimization-record-file=%t.yaml 2>&1 | FileCheck %s --check-prefix=RPASS --implicit-check-not=remark:
; RUN: FileCheck %s --check-prefix=YAML --input-file %t.yaml
; RUN: env SPIRV_PROPS_PASSES='compile-time-properties,spirv-exec-modes' clang -target spir64-unknown-unknown -cl-std=CL2.0 -O0 -g -emit-llvm -S -fpass-plugin=%plugin %S/Inputs/member-annotation.cl -o /dev/null 2>&1 | count 0

; RPASS: member-annotation.cl:9:5: remark: @{{(__clang_ocl_kern_imp_)?}}vadd, line 5 of {{.*}}member-annotation.cl: property 'sycl-num-banks' = '4' -> decoration Numbanks{{[A-Z]+}} 4 [-Rpass=spirv-props.sycl-annotations]
; RPASS: member-annotation.cl:10:27: remark: @{{(__clang_ocl_kern_imp_)?}}vadd, line 5 of {{.*}}member-annotation.cl: property 'sycl-num-banks' = '4' -> decoration Numbanks{{[A-Z]+}} 4 [-Rpass=spirv-props.sycl-annotations]
; RPASS: member-annotation.cl:7:1: remark: kernel @vadd: !reqd_work_group_size (8, 4, 2) -> LocalSize [-Rpass=spirv-props.spirv-exec-modes]
; RPASS: member-annotation.cl:7:1: remark: kernel @vadd: ContractionOff kept explicit (llc implied it before) [-Rpass=spirv-props.spirv-exec-modes]

; YAML:      --- !Passed
; YAML-NEXT: Pass: spirv-props.sycl-annotations
; YAML-NEXT: Name: PropertyLowered
; YAML-NEXT: DebugLoc: { File: '{{.*}}member-annotation.cl',{{[[:space:]]+}}Line: 9, Column: 5 }
; YAML:      Function: {{(__clang_ocl_kern_imp_)?}}vadd
; YAML-NEXT: Args:
; YAML-NEXT:   - Annotation: '@{{(__clang_ocl_kern_imp_)?}}vadd, line 5 of {{.*}}member-annotation.cl'
; YAML-NEXT:   - String: ': property '''
; YAML-NEXT:   - Property: sycl-num-banks
; YAML:      Pass: spirv-props.spirv-exec-modes
; YAML-NEXT: Name: ExecutionModeAdded
; YAML-NEXT: DebugLoc: { File: '{{.*}}member-annotation.cl',{{[[:space:]]+}}Line: 7, Column: 0 }
; YAML:      Function: vadd
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'kernel @'
; YAML-NEXT:   - Kernel: vadd
; YAML:        - Metadata: reqd_work_group_size
; YAML:        - Operands: 8, 4, 2
; YAML:        - ExecutionMode: LocalSize
