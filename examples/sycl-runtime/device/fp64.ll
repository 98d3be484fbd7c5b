; fp64.cpp, as DPC++'s device compile leaves it (written by hand in that
; shape): a kernel that computes in double, so DPC++'s aspect propagation
; marks it as using aspect fp64 (6 in sycl/info/aspects.def) by name and
; number, and the split gives it an image whose [SYCL/device requirements]
; name fp64:
;
;   q.parallel_for<class AxpyFP64>(range<1>(n), [=](id<1> i) { y[i] = alpha * x[i] + y[i]; });
;
; (no contraction: DPC++'s default -ffp-model=precise keeps the fmul and
; fadd apart for SPIR-V).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTS8AxpyFP64(double noundef %_arg_alpha, ptr addrspace(1) noundef align 8 %_arg_x, ptr addrspace(1) noundef align 8 %_arg_y) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 !sycl_used_aspects !7 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %px = getelementptr inbounds double, ptr addrspace(1) %_arg_x, i64 %i
  %vx = load double, ptr addrspace(1) %px, align 8
  %mul = fmul double %vx, %_arg_alpha
  %py = getelementptr inbounds double, ptr addrspace(1) %_arg_y, i64 %i
  %vy = load double, ptr addrspace(1) %py, align 8
  %add = fadd double %mul, %vy
  store double %add, ptr addrspace(1) %py, align 8
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="fp64.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}
!sycl_aspects = !{!8, !9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"spirv-props example (hand-written in the shape of DPC++ 2026 device IR)"}
!5 = !{i32 -1, i32 -1, i32 -1}
!6 = !{}
!7 = !{!8}
!8 = !{!"fp64", i32 6}
!9 = !{!"gpu", i32 2}
