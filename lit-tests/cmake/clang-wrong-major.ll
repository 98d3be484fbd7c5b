; spirv_props_clang_passes on a target compiled by clang of another LLVM
; major than the plugin's stops at configure time, naming both and the
; clang to use (the plugin would refuse that clang when loaded).
; REQUIRES: llvm19 || llvm22 # the wrong clang here is clang-15, which setup installs
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin %llvm-major %t/prefix > /dev/null
; RUN: not cmake -S %S/Inputs/clang-project -B %t/build -DCMAKE_C_COMPILER=clang-15 -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%llvm-major/lib/cmake/llvm 2>&1 | FileCheck %s -DMAJOR=%llvm-major

; (CMake wraps the message at word boundaries.)
; CHECK: spirv_props_clang_passes(device): the C compiler is clang 15
; CHECK: for LLVM [[MAJOR]]: use clang-[[MAJOR]]
; CHECK: Configuring incomplete
