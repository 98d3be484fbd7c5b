; print<kernel-metadata> prints every typed attribute per kernel, then the
; module-level metadata, in a fixed order; absent attributes are omitted.
; It changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -disable-output %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -S < %s | opt -S -o %t.after.ll
; RUN: opt -S < %s -o %t.before.ll
; RUN: diff %t.before.ll %t.after.ll

target triple = "spir64-unknown-unknown"

;      CHECK:kernel-metadata for module '{{.*}}'
; CHECK-NEXT:kernel @k
; CHECK-NEXT:  reqd_work_group_size: 8, 4, 2
; CHECK-NEXT:  work_group_size_hint: 16, 1, 1
; CHECK-NEXT:  intel_reqd_sub_group_size: 16
; CHECK-NEXT:  vec_type_hint: <4 x float>, signed=0 (VecTypeHint literal 262149)
; CHECK-NEXT:  kernel_arg_addr_space: 1, 0
; CHECK-NEXT:  kernel_arg_access_qual: "none", "none"
; CHECK-NEXT:  kernel_arg_type: "int*", "float"
; CHECK-NEXT:  kernel_arg_base_type: "int*", "float"
; CHECK-NEXT:  kernel_arg_type_qual: "const", ""
; CHECK-NEXT:  kernel_arg_name: "a", "f"
; CHECK-NEXT:  spirv.ExecutionMode: ContractionOff
; CHECK-NEXT:  spirv.ParameterDecorations: arg 0: Restrict; Alignment 16
define spir_kernel void @k(ptr addrspace(1) %a, float %f) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 !reqd_work_group_size !5 !work_group_size_hint !6 !intel_reqd_sub_group_size !7 !vec_type_hint !8 !spirv.ParameterDecorations !20 {
  ret void
}

; CHECK-NEXT:kernel @bare
define spir_kernel void @bare() {
  ret void
}

; CHECK-NEXT:module
; CHECK-NEXT:  opencl.ocl.version: 2.0
; CHECK-NEXT:  opencl.spir.version: 1.2
; CHECK-NEXT:  opencl.used.extensions: "cl_khr_fp16", "cl_khr_int64_base_atomics"
; CHECK-NEXT:  opencl.used.optional.core.features: "cl_doubles"
; CHECK-NEXT:  opencl.compiler.options: "-cl-mad-enable"
; CHECK-NEXT:  spirv.Capability: Kernel; Int64
; CHECK-NEXT:  spirv.Extension: "SPV_KHR_expect_assume"
; CHECK-NEXT:  spirv.Source: 3 200000 "k.cl"
; CHECK-NEXT:  spirv.Generator: 6 123
;  CHECK-NOT:{{.}}

!opencl.ocl.version = !{!9}
!opencl.spir.version = !{!10}
!opencl.used.extensions = !{!11}
!opencl.used.optional.core.features = !{!12}
!opencl.compiler.options = !{!13}
!spirv.ExecutionMode = !{!14}
!spirv.Capability = !{!15, !16}
!spirv.Extension = !{!17}
!spirv.Source = !{!18}
!spirv.Generator = !{!19}

!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"int*", !"float"}
!3 = !{!"const", !""}
!4 = !{!"a", !"f"}
!5 = !{i32 8, i32 4, i32 2}
!6 = !{i32 16, i32 1, i32 1}
!7 = !{i32 16}
!8 = !{<4 x float> undef, i32 0}
!9 = !{i32 2, i32 0}
!10 = !{i32 1, i32 2}
!11 = !{!"cl_khr_fp16", !"cl_khr_int64_base_atomics"}
!12 = !{!"cl_doubles"}
!13 = !{!"-cl-mad-enable"}
!14 = !{ptr @k, i32 31}
!15 = !{i32 6}
!16 = !{i32 11}
!17 = !{!"SPV_KHR_expect_assume"}
!18 = !{i32 3, i32 200000, !21}
!19 = !{i16 6, i16 123}
!20 = !{!22, !23}
!21 = !{!"k.cl"}
!22 = !{!24, !25}
!23 = !{}
!24 = !{i32 19}
!25 = !{i32 44, i32 16}
