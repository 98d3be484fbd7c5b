; The CMake package's clang side, used by a real project
; (Inputs/clang-project): SpirvProps::clang carries the flags that load the
; plugin of the found LLVM's major into clang of that major (-fplugin=
; where clang parses -mllvm before it loads a pass plugin, before 22), and
; spirv_props_clang_passes gives one target its own pipeline through -mllvm
; -spirv-props-pipeline. The target with the pipeline gets our passes in
; clang's pipeline, the one without is left as it was.
; REQUIRES: llvm15 || llvm19 || llvm22 # scripts/setup installs clang-15, clang-19 and clang-22
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin %llvm-major %t/prefix > /dev/null
; RUN: cmake -S %S/Inputs/clang-project -B %t/build -DCMAKE_C_COMPILER=clang-%llvm-major -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%llvm-major/lib/cmake/llvm | FileCheck %s --check-prefix=CONFIGURE
; RUN: cmake --build %t/build --verbose | FileCheck %s --check-prefix=BUILD
; RUN: sed -n 1p %t/build/objects.txt | xargs -d '\n' opt -S | FileCheck %s --check-prefix=DEVICE
; RUN: sed -n 2p %t/build/objects.txt | xargs -d '\n' opt -S | FileCheck %s --check-prefix=PLAIN

; CONFIGURE: -- spirv-props clang flags: {{(-fplugin=.*/prefix/lib/spirv-props/llvm[0-9]+/libspirv_props.so;)?}}-fpass-plugin={{.*}}/prefix/lib/spirv-props/llvm{{[0-9]+}}/libspirv_props.so

; BUILD-DAG: clang-{{[0-9]+}} {{.*}}-mllvm -spirv-props-pipeline=spirv-exec-modes {{.*}}-fpass-plugin={{.*}}libspirv_props.so {{.*}}kernel.cl
; BUILD-DAG: Built target device
; BUILD-DAG: Built target plain

; From clang-20 on, the kernel calls a spir_func copy of its body
; (__clang_ocl_kern_imp_vadd), which keeps its !reqd_work_group_size: the
; pass moves the kernel's only.
; DEVICE-NOT: spir_kernel void @vadd({{.*}}!reqd_work_group_size
; DEVICE: !spirv.ExecutionMode = !{![[LS:[0-9]+]], ![[CO:[0-9]+]]}
; DEVICE: ![[LS]] = !{{{.*}}@vadd, i32 17, i32 8, i32 4, i32 2}

; PLAIN: define {{.*}}spir_kernel void @vadd({{.*}} !reqd_work_group_size
; PLAIN-NOT: spirv.ExecutionMode
