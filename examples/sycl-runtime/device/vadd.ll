; vadd.cpp, as DPC++'s device compile leaves it (clang++ -fsycl
; -fsycl-device-only -O2, written by hand in that shape): two kernels of one
; translation unit, each a lambda over three USM pointers that the front end
; passed as the kernel's parameters, named by their kernel-name classes:
;
;   q.parallel_for<class VAddInt>(range<1>(n), [=](id<1> i) { c[i] = a[i] + b[i]; });
;   q.parallel_for<class VAddFloat>(range<1>(n), [=](id<1> i) { z[i] = x[i] + y[i]; });
;
; The global id is a load of the SPIR-V builtin variable, as DPC++ lowers
; id<1> (__spirv_BuiltInGlobalInvocationId, an addrspace(1) <3 x i64>).
; examples/sycl-runtime/run.sh links it with the other sources (llvm-link, the
; device link) and takes the linked module through the post-link passes.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTS7VAddInt(ptr addrspace(1) noundef align 4 %_arg_a, ptr addrspace(1) noundef align 4 %_arg_b, ptr addrspace(1) noundef align 4 %_arg_c) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %pa = getelementptr inbounds i32, ptr addrspace(1) %_arg_a, i64 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %_arg_b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %s = add nsw i32 %vb, %va
  %pc = getelementptr inbounds i32, ptr addrspace(1) %_arg_c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

define weak_odr dso_local spir_kernel void @_ZTS9VAddFloat(ptr addrspace(1) noundef align 4 %_arg_x, ptr addrspace(1) noundef align 4 %_arg_y, ptr addrspace(1) noundef align 4 %_arg_z) local_unnamed_addr #0 !kernel_arg_buffer_location !5 !sycl_fixed_targets !6 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %px = getelementptr inbounds float, ptr addrspace(1) %_arg_x, i64 %i
  %vx = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %_arg_y, i64 %i
  %vy = load float, ptr addrspace(1) %py, align 4
  %s = fadd float %vx, %vy
  %pz = getelementptr inbounds float, ptr addrspace(1) %_arg_z, i64 %i
  store float %s, ptr addrspace(1) %pz, align 4
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="vadd.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }

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
