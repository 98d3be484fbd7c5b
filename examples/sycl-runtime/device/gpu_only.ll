; gpu_only.cpp, as DPC++'s device compile leaves it (written by hand in
; that shape): a kernel declared for GPUs only,
;
;   q.parallel_for<class GpuOnly>(range<1>(n), [=](id<1> i)
;       [[sycl::device_has(sycl::aspect::gpu)]] { c[i] = i; });
;
; so its image's [SYCL/device requirements] name aspect gpu (2 in
; sycl/info/aspects.def), which the OpenCL CPU device lacks:
; sycl::is_compatible must refuse it there, and the runtime must not build it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTS7GpuOnly(ptr addrspace(1) noundef align 4 %_arg_c) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 !sycl_declared_aspects !10 !sycl_used_aspects !7 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %v = trunc i64 %i to i32
  %pc = getelementptr inbounds i32, ptr addrspace(1) %_arg_c, i64 %i
  store i32 %v, ptr addrspace(1) %pc, align 4
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="gpu_only.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}
!sycl_aspects = !{!9, !8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"spirv-props example (hand-written in the shape of DPC++ 2026 device IR)"}
!5 = !{i32 -1}
!6 = !{}
!7 = !{!8}
!8 = !{!"gpu", i32 2}
!9 = !{!"fp64", i32 6}
!10 = !{i32 2}
