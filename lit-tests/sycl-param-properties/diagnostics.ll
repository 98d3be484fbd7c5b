; Bad parameter properties name the function, the parameter (index and
; name), the property and the value. Errors stop opt; warnings do not.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/value.ll 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/pow2.ll 2>&1 | FileCheck %s --check-prefix=POW2
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/nonpointer.ll 2>&1 | FileCheck %s --check-prefix=NONPOINTER
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S %t/nonkernel.ll 2>&1 | FileCheck %s --check-prefix=NONKERNEL
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/nonkernel.ll 2>&1 | FileCheck %s --check-prefix=NONKERNEL-LOG --implicit-check-not=noundef

; VALUE: error: sycl-param-properties: parameter 1 (%p) of @k: property 'sycl-alignment' = 'sixteen': 'sixteen' is not an unsigned integer
; POW2: error: sycl-param-properties: parameter 0 (%p) of @k: property 'sycl-alignment' = '24': alignment 24 is not a power of two
; CONFLICT: error: sycl-param-properties: parameter 0 (%p) of @k: property 'sycl-buffer-location' = '3' gives BufferLocationALTERA 3, but !spirv.ParameterDecorations already has BufferLocationALTERA 5
; LLVM's align is for pointers (the verifier aborts on align 16 on an i32).
; NONPOINTER: error: sycl-param-properties: parameter 0 (%n) of @k: property 'sycl-alignment' = '16': alignment applies to a pointer parameter, this one is not a pointer
; NONKERNEL: warning: sycl-param-properties: parameter 0 (%p) of @f: property 'sycl-buffer-location' = '3' on a function that is not a kernel: left as it is
; NONKERNEL: define spir_func void @f(ptr "sycl-buffer-location"="3" %p, ptr noundef "sycl-unheard-of"="1" "sycl-uses-aspects"="1" %q)
; Properties of other entities and unknown ones: a debug line each.
; NONKERNEL-LOG-DAG: parameter 1 (%q) of @f: sycl-unheard-of = '1' left: not a parameter property, on a function that is not a kernel
; NONKERNEL-LOG-DAG: parameter 1 (%q) of @f: sycl-uses-aspects = '1' left: not a parameter property, on a function that is not a kernel

;--- value.ll
define spir_kernel void @k(i32 %n, ptr "sycl-alignment"="sixteen" %p) {
  ret void
}
;--- pow2.ll
define spir_kernel void @k(ptr "sycl-alignment"="24" %p) {
  ret void
}
;--- conflict.ll
define spir_kernel void @k(ptr "sycl-buffer-location"="3" %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 5921, i32 5}
;--- nonkernel.ll
define spir_func void @f(ptr "sycl-buffer-location"="3" %p, ptr noundef "sycl-unheard-of"="1" "sycl-uses-aspects"="1" %q) {
  ret void
}
;--- nonpointer.ll
define spir_kernel void @k(i32 "sycl-alignment"="16" %n) {
  ret void
}
