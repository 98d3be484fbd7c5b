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
; A project whose find_package(LLVM) found another major, with
; SPIRV_PROPS_LLVM_MAJOR naming the plugin's: that major's opt runs the
; step (it used to be the found LLVM's, which refused the plugin).
; RUN: cmake -S %S/Inputs/project -B %t/chosen -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%wrong-major/lib/cmake/llvm -DSPIRV_PROPS_LLVM_MAJOR=%llvm-major > /dev/null
; RUN: cmake --build %t/chosen | FileCheck %s --check-prefix=BUILD
; RUN: grep SPIRV_PROPS_OPT:FILEPATH %t/chosen/CMakeCache.txt | FileCheck %s --check-prefix=CHOSEN -DMAJOR=%llvm-major
; CHOSEN: /usr/lib/llvm-[[MAJOR]]/bin/opt
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
