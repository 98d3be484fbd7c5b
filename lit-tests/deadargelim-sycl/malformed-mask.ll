; An existing !sycl_kernel_omit_args that cannot describe the kernel is an
; error naming the kernel and the mask, and opt exits non-zero: an entry
; that is not an i1 constant, or entries false (the parameters kept) other
; than the kernel's parameter count. Every such kernel is reported (the
; kernel is left as it is, and the other kernels are still done: see
; passes/tests/dead_args.rs, as opt stops before writing the module).
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=deadargelim-sycl %t/wide.ll -disable-output 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not opt -load-pass-plugin %plugin -passes=deadargelim-sycl %t/string.ll -disable-output 2>&1 | FileCheck %s --check-prefix=STRING
; RUN: not opt -load-pass-plugin %plugin -passes=deadargelim-sycl %t/count.ll -disable-output 2>&1 | FileCheck %s --check-prefix=COUNT

; WIDE: error: deadargelim-sycl: kernel @k: malformed !sycl_kernel_omit_args on @k: operand 1 should be an i1 constant (i1 true or i1 false), found i32 1; the kernel is left as it is
; STRING: error: deadargelim-sycl: kernel @k: malformed !sycl_kernel_omit_args on @k: operand 0 should be an i1 constant (i1 true or i1 false), found !"no"; the kernel is left as it is
; COUNT: error: deadargelim-sycl: kernel @too_few: malformed !sycl_kernel_omit_args on @too_few: !{i1 true, i1 false} keeps 1 of 2 parameters (its entries `i1 false`), but the kernel has 2; the kernel is left as it is
; COUNT-NEXT: error: deadargelim-sycl: kernel @too_many: malformed !sycl_kernel_omit_args on @too_many: !{i1 false, i1 false, i1 false} keeps 3 of 3 parameters (its entries `i1 false`), but the kernel has 1; the kernel is left as it is
; COUNT-NEXT: LLVM ERROR: spirv-props: pass 'deadargelim-sycl' reported 2 errors

;--- wide.ll
define spir_kernel void @k(i32 %a) "sycl-module-id"="a.cpp" !sycl_kernel_omit_args !0 {
  ret void
}
!0 = !{i1 false, i32 1}

;--- string.ll
define spir_kernel void @k(i32 %a) "sycl-module-id"="a.cpp" !sycl_kernel_omit_args !0 {
  ret void
}
!0 = !{!"no", i1 false}

;--- count.ll
define spir_kernel void @too_few(i32 %a, i32 %b) #0 !sycl_kernel_omit_args !0 {
  ret void
}
define spir_kernel void @too_many(i32 %a) #0 !sycl_kernel_omit_args !1 {
  ret void
}
define spir_kernel void @fine(i32 %unused) #0 {
  ret void
}
attributes #0 = { "sycl-module-id"="a.cpp" }
!0 = !{i1 true, i1 false}
!1 = !{i1 false, i1 false, i1 false}
