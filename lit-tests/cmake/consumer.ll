; The CMake package, used by a real project (Inputs/project): scripts/install
; lays out the plugin of this build's LLVM and the package files;
; find_package(LLVM) picks the major, find_package(SpirvProps 0.3 CONFIG)
; the plugin for it, and spirv_props_add_opt_step's build step runs opt with
; our passes on the project's device module.
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin %llvm-major %t/prefix | FileCheck %s --check-prefix=INSTALL -DMAJOR=%llvm-major
; RUN: cmake -S %S/Inputs/project -B %t/build -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%llvm-major/lib/cmake/llvm | FileCheck %s --check-prefix=CONFIGURE -DMAJOR=%llvm-major
; RUN: cmake --build %t/build | FileCheck %s --check-prefix=BUILD
; RUN: opt -S %t/build/kernel.bc | FileCheck %s
; Rebuilding with nothing changed runs nothing.
; RUN: cmake --build %t/build | FileCheck %s --check-prefix=REBUILD
; A project on an LLVM this installation has no plugin for is told so at
; configure time, with the command that fixes it.
; RUN: not cmake -S %S/Inputs/project -B %t/wrong -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%wrong-major/lib/cmake/llvm 2>&1 | FileCheck %s --check-prefix=WRONG -DMAJOR=%llvm-major -DWRONG=%wrong-major

; INSTALL: [install] {{.*}}/prefix/lib/spirv-props/llvm[[MAJOR]]/libspirv_props.so (LLVM [[MAJOR]])
; CONFIGURE: -- spirv-props {{[0-9]+\.[0-9]+\.[0-9]+}} for LLVM [[MAJOR]]: {{.*}}/prefix/lib/spirv-props/llvm[[MAJOR]]/libspirv_props.so
; BUILD: spirv-props: sycl-kernel-properties,spirv-exec-modes on kernel.ll
; BUILD: Built target device_module
; REBUILD-NOT: spirv-props:
; REBUILD: Built target device_module

; sycl-work-group-size "8,4,2" (SYCL order) is LocalSize 2 4 8.
; CHECK: !spirv.ExecutionMode = !{
; CHECK-DAG: !{ptr @k, i32 17, i32 2, i32 4, i32 8}
; CHECK-DAG: !{ptr @k, i32 35, i32 16}

; (CMake wraps the message at word boundaries.)
; WRONG: no spirv-props plugin for LLVM [[WRONG]]
; WRONG: scripts/install
; WRONG: Configuring incomplete
