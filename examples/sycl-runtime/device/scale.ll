; scale.cpp, as DPC++'s device compile leaves it for SPIR-V (written by
; hand in that shape): two kernels of one translation unit.
;
;   constexpr sycl::specialization_id<int> scale{3};
;   q.submit([&](handler &h) {
;     h.parallel_for<class ScaleAdd>(range<1>(n), [=](id<1> i, kernel_handler kh) {
;       c[i] = a[i] * kh.get_specialization_constant<scale>() + b[i]; }); });
;
;   struct Params { const int *in; int n; int *out; };  // captured whole
;   q.parallel_for<class SkipMiddle>(range<1>(n), [=](id<1> i) { p.out[i] = p.in[i] * 2; });
;
; ScaleAdd reads the specialization constant through
; __sycl_getScalar2020SpecConstantValue<int>(unique name, &scale, buffer):
; for the default SPIR-V target DPC++ passes no buffer (null: the constant
; becomes a SPIR-V specialization constant, spec-constants<mode=native>).
; SkipMiddle's capture is a struct with pointers, which the front end
; decomposes into one kernel parameter per field; the kernel never reads
; p.n, so deadargelim-sycl removes that middle parameter and the split's
; [SYCL/kernel param opt] tells the runtime to skip it.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { i32 }

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__usid_str = private unnamed_addr constant [32 x i8] c"uid7e1c3f5a92b04d68____ZL5scale\00", align 1
@_ZL5scale = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 3 }, align 4

define weak_odr dso_local spir_kernel void @_ZTS8ScaleAdd(ptr addrspace(1) noundef align 4 %_arg_a, ptr addrspace(1) noundef align 4 %_arg_b, ptr addrspace(1) noundef align 4 %_arg_c) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %k = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef addrspacecast (ptr @__usid_str to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL5scale to ptr addrspace(4)), ptr addrspace(4) noundef null) #2
  %pa = getelementptr inbounds i32, ptr addrspace(1) %_arg_a, i64 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %mul = mul nsw i32 %va, %k
  %pb = getelementptr inbounds i32, ptr addrspace(1) %_arg_b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %add = add nsw i32 %mul, %vb
  %pc = getelementptr inbounds i32, ptr addrspace(1) %_arg_c, i64 %i
  store i32 %add, ptr addrspace(1) %pc, align 4
  ret void
}

define weak_odr dso_local spir_kernel void @_ZTS10SkipMiddle(ptr addrspace(1) noundef align 4 %_arg_in, i32 noundef %_arg_n, ptr addrspace(1) noundef align 4 %_arg_out) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %pin = getelementptr inbounds i32, ptr addrspace(1) %_arg_in, i64 %i
  %v = load i32, ptr addrspace(1) %pin, align 4
  %twice = shl nsw i32 %v, 1
  %pout = getelementptr inbounds i32, ptr addrspace(1) %_arg_out, i64 %i
  store i32 %twice, ptr addrspace(1) %pout, align 4
  ret void
}

declare spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="scale.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"spirv-props example (hand-written in the shape of DPC++ 2026 device IR)"}
!5 = !{i32 -1, i32 -1, i32 -1}
!6 = !{}
