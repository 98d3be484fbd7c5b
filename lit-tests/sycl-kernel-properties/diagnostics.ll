; A property that disagrees with metadata already there is an error naming
; both; bad values and arity name the kernel, property and value; kernel
; properties on other functions are warnings and stay.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/moved.ll 2>&1 | FileCheck %s --check-prefix=MOVED
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/arity.ll 2>&1 | FileCheck %s --check-prefix=ARITY
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/value.ll 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/zero.ll 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S %t/nonkernel.ll 2>&1 | FileCheck %s --check-prefix=NONKERNEL
; RUN: env RUST_LOG=spirv_props=debug opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/nonkernel.ll 2>&1 | FileCheck %s --check-prefix=NONKERNEL-LOG --implicit-check-not=frame-pointer
; RUN: opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -S %t/agree.ll | FileCheck %s --check-prefix=AGREE

; ZERO: error: sycl-kernel-properties: kernel @k: property 'sycl-work-group-size' = '8,0': 0 is no size
; CONFLICT: error: sycl-kernel-properties: kernel @k: property 'sycl-work-group-size' = '8,4,2' gives !reqd_work_group_size (2, 4, 8), but the kernel has !reqd_work_group_size (16, 1, 1)
; MOVED: error: sycl-kernel-properties: kernel @k: property 'sycl-sub-group-size' = '16' gives !intel_reqd_sub_group_size (16), but !spirv.ExecutionMode has SubgroupSize (8)
; ARITY: error: sycl-kernel-properties: kernel @k: property 'sycl-work-group-size' = '8,4,2,1': expected 1 to 3 comma-separated integers, got 4
; VALUE: error: sycl-kernel-properties: kernel @k: property 'sycl-sub-group-size' = 'sixteen': 'sixteen' is not an unsigned integer
; NONKERNEL: warning: sycl-kernel-properties: function @f: property 'sycl-work-group-size' = '8' applies to kernels, and @f is not one: left as it is
; NONKERNEL: define spir_func void @f() #0 {
; NONKERNEL: attributes #0 = { {{.*}}"sycl-alignment"="16" "sycl-module-id"="a.cpp" "sycl-unheard-of"="1" "sycl-work-group-size"="8" }
; Properties of functions, of other entities and unknown ones: a debug line each.
; NONKERNEL-LOG-DAG: function @f: sycl-module-id = 'a.cpp' left: not a kernel property and not a kernel
; NONKERNEL-LOG-DAG: function @f: sycl-alignment = '16' left: not a kernel property and not a kernel
; NONKERNEL-LOG-DAG: function @f: sycl-unheard-of = '1' left: not a kernel property and not a kernel
; AGREE: define spir_kernel void @k() #0 !reqd_work_group_size ![[WG:[0-9]+]] {
; AGREE: ![[WG]] = !{i32 2, i32 4, i32 8}

;--- conflict.ll
define spir_kernel void @k() #0 !reqd_work_group_size !0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8,4,2" }
!0 = !{i32 16, i32 1, i32 1}
;--- moved.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-sub-group-size"="16" }
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 35, i32 8}
;--- arity.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8,4,2,1" }
;--- value.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-sub-group-size"="sixteen" }
;--- nonkernel.ll
define spir_func void @f() #0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8" "sycl-module-id"="a.cpp" "sycl-alignment"="16" "sycl-unheard-of"="1" "frame-pointer"="all" }
;--- agree.ll
define spir_kernel void @k() #0 !reqd_work_group_size !0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8,4,2" }
!0 = !{i32 2, i32 4, i32 8}
;--- zero.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8,0" }
