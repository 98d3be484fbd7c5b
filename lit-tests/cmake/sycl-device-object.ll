; The CMake package's SYCL device step, used by a real project
; (Inputs/sycl-project): spirv_props_add_sycl_device_object takes a linked
; device module through spec-constants, deadargelim-sycl and the split
; (per source: two images), each image to SPIR-V (LLVM's SPIR-V backend of
; llc-22 here, which reads the bitcode of every LLVM we build for; on
; LLVM 15 also the default, llvm-spirv-15), sycl-offload-wrapper and llc,
; and leaves one host object that registers both images with the SYCL
; runtime at start-up. Checked: the object (an .init_array entry, the
; runtime's entry points undefined), the tables and images it was made
; from (valid SPIR-V), and that a rebuild with nothing changed runs nothing.
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin %llvm-major %t/prefix > /dev/null
; RUN: cmake -S %S/Inputs/sycl-project -B %t/build -DCMAKE_PREFIX_PATH=%t/prefix -DLLVM_DIR=/usr/lib/llvm-%llvm-major/lib/cmake/llvm -DTEST_TRANSLATOR=/usr/lib/llvm-22/bin/llc > /dev/null
; RUN: cmake --build %t/build | FileCheck %s --check-prefix=BUILD
; RUN: llvm-nm %t/build/device.o | FileCheck %s --check-prefix=NM
; RUN: llvm-readelf -S %t/build/device.o | FileCheck %s --check-prefix=SECTIONS
; RUN: sed 's|%t/build/device_object.sycl/||g' %t/build/device_object.sycl/image.spv.table | FileCheck %s --check-prefix=TABLE
; RUN: spirv-val %t/build/device_object.sycl/image_0.spv && spirv-val %t/build/device_object.sycl/image_1.spv
; RUN: cat %t/build/device_object.sycl/image_0.sym %t/build/device_object.sycl/image_1.sym | sort | FileCheck %s --check-prefix=SYM
; RUN: cat %t/build/device_object.sycl/image_*.prop | FileCheck %s --check-prefix=PROP
; RUN: cmake --build %t/build | FileCheck %s --check-prefix=REBUILD

; BUILD: spirv-props: SYCL device object device.o from device.ll (split=source)
; BUILD: Built target device_object
; NM-DAG: U __sycl_register_lib
; NM-DAG: U __sycl_unregister_lib
; NM-DAG: t sycl.descriptor_reg
; SECTIONS: .init_array
; TABLE:      [Code|Properties|Symbols]
; TABLE-NEXT: image_0.spv|image_0.prop|image_0.sym
; TABLE-NEXT: image_1.spv|image_1.prop|image_1.sym
; SYM: _ZTS4Fill
; SYM-NEXT: _ZTS4Skip
; The middle parameter of _ZTS4Skip is gone: 3 bits, 0b010 (base64 of
; 03 00 00 00 00 00 00 00 02, low bits first); _ZTS4Fill keeps both: 2
; bits, 00.
; PROP-DAG: _ZTS4Skip=2|DAAAAAAAAAgA
; PROP-DAG: _ZTS4Fill=2|CAAAAAAAAAAA
; REBUILD-NOT: spirv-props:
; REBUILD: Built target device_object
