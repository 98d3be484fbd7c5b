; spirv_props_add_sycl_device_object with its default translator,
; llvm-spirv-<major> (Debian has llvm-spirv-15 only): the same project as
; sycl-device-object.ll, the images translated by llvm-spirv-15.
; REQUIRES: llvm15 # the only LLVM with a Debian llvm-spirv
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin %llvm-major %t/prefix > /dev/null
; RUN: cmake -S %S/Inputs/sycl-project -B %t/build -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%llvm-major/lib/cmake/llvm > /dev/null
; RUN: cmake --build %t/build --verbose | FileCheck %s
; RUN: spirv-val %t/build/device_object.sycl/image_0.spv && spirv-val %t/build/device_object.sycl/image_1.spv
; RUN: llvm-nm %t/build/device.o | FileCheck %s --check-prefix=NM

; CHECK: -DTRANSLATOR=/usr/bin/llvm-spirv-15
; CHECK: Built target device_object
; NM: U __sycl_register_lib
