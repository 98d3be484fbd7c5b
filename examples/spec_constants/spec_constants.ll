; A DPC++-style kernel reading two SYCL 2020 specialization constants, in
; the shape DPC++'s front end leaves them (written by hand):
;
;   constexpr specialization_id<int> k{3};
;   struct S { int x, y; };  constexpr specialization_id<S> s{S{10, 20}};
;   ... parallel_for(..., [=](item<1> i, kernel_handler h) {
;         S v = h.get_specialization_constant<s>();
;         c[i] = a[i] * h.get_specialization_constant<k>() + b[i] + v.x + v.y; });
;
; The int through __sycl_getScalar2020SpecConstantValue<int>, the struct
; through __sycl_getComposite2020SpecConstantValue<S> (sret); each call
; names the constant by its unique string and points at the
; specialization_id global that holds the default. examples/spec_constants/run.sh
; lowers them natively (OpSpecConstant), splits the module with properties
; and runs the kernel with the defaults and with values set through
; clSetProgramSpecializationConstant.
; The work-group size is a SYCL property ("sycl-work-group-size"="8").
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }
%"class.sycl::_V1::specialization_id" = type { i32 }
%"class.sycl::_V1::specialization_id.0" = type { %struct.S }

@__usid_str = private unnamed_addr constant [28 x i8] c"uid5c3a9b1e2d7f4a60____ZL1k\00", align 1
@_ZL1k = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 3 }, align 4
@__usid_str.1 = private unnamed_addr constant [28 x i8] c"uid5c3a9b1e2d7f4a60____ZL1s\00", align 1
@_ZL1s = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.0" { %struct.S { i32 10, i32 20 } }, align 4

define dso_local spir_kernel void @spec_scale_add(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %c) #0 {
entry:
  %v = alloca %struct.S, align 4
  %v.ascast = addrspacecast ptr %v to ptr addrspace(4)
  %i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1SET_PKcPKvS5_(ptr addrspace(4) sret(%struct.S) align 4 %v.ascast, ptr addrspace(4) noundef addrspacecast (ptr @__usid_str.1 to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL1s to ptr addrspace(4)), ptr addrspace(4) noundef null) #3
  %k = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef addrspacecast (ptr @__usid_str to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL1k to ptr addrspace(4)), ptr addrspace(4) noundef null) #3
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %px = getelementptr inbounds %struct.S, ptr %v, i64 0, i32 0
  %x = load i32, ptr %px, align 4
  %py = getelementptr inbounds %struct.S, ptr %v, i64 0, i32 1
  %y = load i32, ptr %py, align 4
  %mul = mul nsw i32 %va, %k
  %add = add nsw i32 %mul, %vb
  %add1 = add nsw i32 %add, %x
  %add2 = add nsw i32 %add1, %y
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %add2, ptr addrspace(1) %pc, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1SET_PKcPKvS5_(ptr addrspace(4) sret(%struct.S) align 4, ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)
declare spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)

attributes #0 = { convergent norecurse nounwind "sycl-module-id"="spec_constants.cpp" "sycl-work-group-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind readnone willreturn }
attributes #2 = { convergent nounwind readnone willreturn }
attributes #3 = { convergent }

!opencl.spir.version = !{!0}
!spirv.Source = !{!1}

!0 = !{i32 1, i32 2}
!1 = !{i32 4, i32 100000}
