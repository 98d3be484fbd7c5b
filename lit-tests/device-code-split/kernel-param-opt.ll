; [SYCL/kernel param opt]: one byte array per kernel of the image that has
; !sycl_kernel_omit_args (deadargelim-sycl's), named after the kernel: its
; bit count is the kernel's original parameter count (not rounded up to
; whole bytes), bit i set when parameter i was removed, lowest bit first.
; The set goes between [SYCL/device requirements] and [SYCL/misc
; properties] (the reference orders sets by name); a kernel without a mask
; (an OpenCL kernel), a kernel without parameters (an empty mask) and a
; SYCL_EXTERNAL function have no entry. Values
; below are derived by hand from the parameters, decoded by
; scripts/propfile.py; two raw strings are intel/llvm's own
; (sycl-post-link's emit_param_info test: CAAAAAAAAAQA, LAAAAAAAAAgfGA).
; RUN: rm -rf %t && mkdir -p %t
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='deadargelim-sycl,device-code-split<split=none;out=t.table;symbols;properties>' %s -disable-output
; RUN: FileCheck %s --input-file %t/t_0.prop --match-full-lines --check-prefix=RAW
; RUN: python3 %S/../../scripts/propfile.py %t/t_0.prop | FileCheck %s --match-full-lines --check-prefix=DECODED
; Per kernel: each image lists its own kernels only.
; RUN: rm -rf %t/k && mkdir -p %t/k
; RUN: cd %t/k && opt -load-pass-plugin %plugin -passes='deadargelim-sycl,device-code-split<split=kernel;out=t.table;symbols;properties>' %s -disable-output
; RUN: cd %t/k && cat t_0.sym t_0.prop t_1.sym t_1.prop | FileCheck %s --match-full-lines --check-prefix=PER-KERNEL
; A malformed mask stops the split with an error naming the image and
; the kernel.
; RUN: rm -rf %t/bad && mkdir -p %t/bad
; RUN: sed 's/^!0 = !{i1 true, i1 false}/!0 = !{i32 1, i1 false}/' %s > %t/bad/in.ll
; RUN: cd %t/bad && not opt -load-pass-plugin %plugin -passes='device-code-split<split=none;out=t.table;properties>' in.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: error: device-code-split: image t_0.prop: kernel @premasked: malformed !sycl_kernel_omit_args on @premasked: operand 0 should be an i1 constant (i1 true or i1 false), found i32 1

; RAW: [SYCL/device requirements]
; RAW-NEXT: aspects=2|AAAAAAAAAAA
; RAW-NEXT: [SYCL/kernel param opt]
; 2 bits, byte 00 (02 00 00 00 00 00 00 00 00 in base64-lsb: C, then A).
; RAW-NEXT: both_used=2|CAAAAAAAAAAA
; 3 bits, byte 02: 03 (D), A x9, then bit 65 is bit 5 of the 11th group
; (g), A.
; RAW-NEXT: middle=2|DAAAAAAAAAgA
; RAW-NEXT: eleven=2|LAAAAAAAAAgfGA
; 9 bits, bytes 00 01: 09 (J), A x11, bit 72 is bit 0 of the 13th group
; (B), A.
; RAW-NEXT: nine=2|JAAAAAAAAAAABA
; RAW-NEXT: premasked=2|CAAAAAAAAAQA
; RAW-NEXT: [SYCL/misc properties]
; RAW-NEXT: optLevel=1|2

; DECODED: [SYCL/device requirements]
; DECODED-NEXT: aspects=2|0 bytes:
; DECODED-NEXT: [SYCL/kernel param opt]
; 2 parameters, none removed: 2 bits, 00 (what DPC++ 2026 writes).
; DECODED-NEXT: both_used=2|1 bytes (2 bits): 00
; 3 parameters, the middle one removed: bit 1, 0x02.
; DECODED-NEXT: middle=2|1 bytes (3 bits): 02
; 11 parameters, 1-6 and 9-10 removed: 0111 1110 = 0x7e, then bits 9 and
; 10 of the second byte, 0000 0110 = 0x06.
; DECODED-NEXT: eleven=2|2 bytes (11 bits): 7e 06
; 9 parameters, the last removed: bit 8, the second byte's lowest.
; DECODED-NEXT: nine=2|2 bytes (9 bits): 00 01
; Its mask was there (2 parameters, the first removed before): bit 0.
; DECODED-NEXT: premasked=2|1 bytes (2 bits): 01
; DECODED-NEXT: [SYCL/misc properties]
; DECODED-NEXT: optLevel=1|2

; split=kernel: images in descending name order, so t_0 is @premasked's
; and t_1 @opencl_kernel's (no mask: no set).
; PER-KERNEL: premasked
; PER-KERNEL-NEXT: [SYCL/device requirements]
; PER-KERNEL-NEXT: aspects=2|AAAAAAAAAAA
; PER-KERNEL-NEXT: [SYCL/kernel param opt]
; PER-KERNEL-NEXT: premasked=2|CAAAAAAAAAQA
; PER-KERNEL-NEXT: [SYCL/misc properties]
; PER-KERNEL-NEXT: optLevel=1|2
; PER-KERNEL-NEXT: opencl_kernel
; PER-KERNEL-NEXT: [SYCL/device requirements]
; PER-KERNEL-NEXT: aspects=2|AAAAAAAAAAA

target triple = "spir64-unknown-unknown"

define spir_kernel void @both_used(ptr addrspace(1) %out, i32 %n) #0 {
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @middle(ptr addrspace(1) %out, i32 %unused, i32 %n) #0 {
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @eleven(ptr addrspace(1) %out, i8 %u1, i8 %u2, i8 %u3, i8 %u4, i8 %u5, i8 %u6, i8 %a, i8 %b, i8 %u9, i8 %u10) #0 {
  store i8 %a, ptr addrspace(1) %out, align 1
  store i8 %b, ptr addrspace(1) %out, align 1
  ret void
}

define spir_kernel void @nine(ptr addrspace(1) %out, i8 %a1, i8 %a2, i8 %a3, i8 %a4, i8 %a5, i8 %a6, i8 %a7, i8 %u8) #0 {
  store i8 %a1, ptr addrspace(1) %out, align 1
  store i8 %a2, ptr addrspace(1) %out, align 1
  store i8 %a3, ptr addrspace(1) %out, align 1
  store i8 %a4, ptr addrspace(1) %out, align 1
  store i8 %a5, ptr addrspace(1) %out, align 1
  store i8 %a6, ptr addrspace(1) %out, align 1
  store i8 %a7, ptr addrspace(1) %out, align 1
  ret void
}

; No parameters: an empty mask, and no entry (sycl-post-link skips an
; empty bit vector; so do the real DPC++ 2026 images, whose kernels without
; parameters have none: scripts/dpcpp_images.py).
define spir_kernel void @noparams() #0 {
  ret void
}

; Removed before: one parameter left of two, and in use.
define spir_kernel void @premasked(ptr addrspace(1) %out) #0 !sycl_kernel_omit_args !0 {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

; SYCL_EXTERNAL: an entry point, not a kernel.
define spir_func void @ext(i32 %unused) #0 {
  ret void
}

; Not SYCL's (no "sycl-module-id"): no mask, no entry.
define spir_kernel void @opencl_kernel(i32 %unused) #1 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" "sycl-optlevel"="2" }
attributes #1 = { "sycl-optlevel"="2" }

!0 = !{i1 true, i1 false}
