; deadargelim-sycl removes the parameters of a SYCL kernel (a defined
; spir_kernel with "sycl-module-id") that nothing uses, and records them in
; !sycl_kernel_omit_args: one i1 per original parameter, true for each one
; removed. A kernel that loses none gets the mask too, all false (as DPC++
; writes it). The other parameters keep their attributes and names; every
; !kernel_arg_* list with one operand per parameter, !spirv.ParameterDecorations
; and our record !spirv_props.parameters lose the removed positions (a
; kernel_arg list of another length is not about the parameters and stays);
; !spirv.ExecutionMode and @llvm.used follow the new function.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; Idempotent: a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; Deterministic: another run from the input gives the same bytes.
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %s -o %t.3.ll
; RUN: diff %t.ll %t.3.ll
; Statistics: three parameters removed from @vadd, one from @also_listed,
; none from @all_used.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl<stats>,print<spirv-props-stats>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=STATS
; STATS-DAG: deadargelim-sycl @vadd parameters.removed: 3
; STATS-DAG: deadargelim-sycl @also_listed parameters.removed: 1
; STATS-NOT: @all_used
; A remark per kernel that loses parameters (-pass-remarks).
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -pass-remarks=spirv-props -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark:
; REMARK: remark: <unknown>:0:0: kernel @vadd: unused parameter 1 (%unused_n) of @vadd, parameter 3 (%unused_p) of @vadd, parameter 4 (%unused_f) of @vadd removed
; REMARK: remark: <unknown>:0:0: kernel @also_listed: unused parameter 0 (%unused) of @also_listed removed

target triple = "spir64-unknown-unknown"

@llvm.used = appending global [3 x ptr] [ptr @vadd, ptr @all_used, ptr @also_listed], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @also_listed], section "llvm.metadata"

; Each array is rebuilt once, with every rebuilt kernel in its place.
; CHECK: @llvm.used = appending global [3 x ptr] [ptr @vadd, ptr @all_used, ptr @also_listed]
; CHECK: @llvm.compiler.used = appending global [1 x ptr] [ptr @also_listed]

; Parameters 1 (%unused_n), 3 (%unused_p) and 4 (%unused_f) go; %a and %c
; keep their attributes (noalias moves from position 2 to position 1).
; CHECK-LABEL: define spir_kernel void @vadd(ptr addrspace(1) align 4 %a, ptr addrspace(1) noalias align 8 %c) #0
; CHECK-SAME: !kernel_arg_addr_space ![[AS:[0-9]+]]
; CHECK-SAME: !kernel_arg_access_qual ![[AQ:[0-9]+]]
; CHECK-SAME: !kernel_arg_type ![[TY:[0-9]+]]
; CHECK-SAME: !kernel_arg_buffer_location ![[BL:[0-9]+]]
; CHECK-SAME: !kernel_arg_accessor_ptr ![[AP:[0-9]+]]
; CHECK-SAME: !kernel_arg_name ![[NM:[0-9]+]]
; CHECK-SAME: !kernel_arg_odd ![[ODD:[0-9]+]]
; CHECK-SAME: !spirv.ParameterDecorations ![[PD:[0-9]+]]
; CHECK-SAME: !spirv_props.parameters ![[PD]]
; CHECK-SAME: !sycl_kernel_omit_args ![[MASK:[0-9]+]]
; CHECK-NEXT: entry:
; CHECK-NEXT:   %v = load i32, ptr addrspace(1) %a, align 4
; CHECK-NEXT:   store i32 %v, ptr addrspace(1) %c, align 4
; CHECK-NEXT:   ret void
define spir_kernel void @vadd(ptr addrspace(1) align 4 %a, i32 %unused_n, ptr addrspace(1) noalias align 8 %c, ptr addrspace(1) nocapture %unused_p, float %unused_f) #0 !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_buffer_location !4 !kernel_arg_accessor_ptr !5 !kernel_arg_name !6 !kernel_arg_odd !7 !spirv.ParameterDecorations !8 !spirv_props.parameters !8 {
entry:
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr addrspace(1) %c, align 4
  ret void
}

; Every parameter used: nothing removed, the mask says so.
; CHECK: define spir_kernel void @all_used(ptr addrspace(1) %p, i32 %n) #0 !kernel_arg_addr_space ![[AS2:[0-9]+]] !sycl_kernel_omit_args ![[NONE:[0-9]+]] {
define spir_kernel void @all_used(ptr addrspace(1) %p, i32 %n) #0 !kernel_arg_addr_space !20 {
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}

; CHECK: define spir_kernel void @also_listed() #0 !sycl_kernel_omit_args ![[ONE:[0-9]+]] {
define spir_kernel void @also_listed(i64 %unused) #0 {
  ret void
}

; No parameters: an empty mask.
; CHECK: define spir_kernel void @no_params() #0 !sycl_kernel_omit_args ![[EMPTY:[0-9]+]] {
define spir_kernel void @no_params() #0 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }

!spirv.ExecutionMode = !{!30}
; CHECK-DAG: !{ptr @vadd, i32 17, i32 8, i32 1, i32 1}
!30 = !{ptr @vadd, i32 17, i32 8, i32 1, i32 1}

; CHECK-DAG: ![[AS]] = !{i32 1, i32 1}
; CHECK-DAG: ![[AQ]] = !{!"none", !"read_write"}
; CHECK-DAG: ![[TY]] = !{!"int*", !"float*"}
; CHECK-DAG: ![[BL]] = !{i32 -1, i32 3}
; CHECK-DAG: ![[AP]] = !{i1 true, i1 false}
; CHECK-DAG: ![[NM]] = !{!"a", !"c"}
; The list of 2 is not one per parameter (the kernel had 5): it stays.
; CHECK-DAG: ![[ODD]] = !{!"x", !"y"}
; CHECK-DAG: ![[PD]] = !{![[D0:[0-9]+]], ![[D2:[0-9]+]]}
; CHECK-DAG: ![[D0]] = !{![[ALIGN:[0-9]+]]}
; CHECK-DAG: ![[ALIGN]] = !{i32 44, i32 4}
; CHECK-DAG: ![[D2]] = !{![[RESTRICT:[0-9]+]]}
; CHECK-DAG: ![[RESTRICT]] = !{i32 19}
; CHECK-DAG: ![[MASK]] = !{i1 false, i1 true, i1 false, i1 true, i1 true}
; CHECK-DAG: ![[AS2]] = !{i32 1, i32 0}
; CHECK-DAG: ![[NONE]] = !{i1 false, i1 false}
; CHECK-DAG: ![[EMPTY]] = !{}
; CHECK-DAG: ![[ONE]] = !{i1 true}
!1 = !{i32 1, i32 0, i32 1, i32 1, i32 0}
!2 = !{!"none", !"none", !"read_write", !"none", !"none"}
!3 = !{!"int*", !"int", !"float*", !"char*", !"float"}
!4 = !{i32 -1, i32 -1, i32 3, i32 -1, i32 -1}
!5 = !{i1 true, i1 false, i1 false, i1 true, i1 false}
!6 = !{!"a", !"unused_n", !"c", !"unused_p", !"unused_f"}
!7 = !{!"x", !"y"}
!8 = !{!9, !10, !11, !10, !10}
!9 = !{!12}
!10 = !{}
!11 = !{!13}
!12 = !{i32 44, i32 4}
!13 = !{i32 19}
!20 = !{i32 1, i32 0}
