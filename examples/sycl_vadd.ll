; A DPC++-style kernel, written by hand in the shape DPC++'s front-end
; leaves it: no OpenCL kernel attributes, only SYCL compile-time properties
; as function attributes (seed 000, "Properties on kernel functions") and a
; parameter property. compile-time-properties turns them into what the
; consumers and the OpenCL runtime understand; scripts/demo checks that the
; runtime reports the work-group size (SYCL order 8,4,2 is SPIR-V order
; 2,4,8) and sub-group size these properties ask for.
; (Generated from an OpenCL C vadd by clang-15, then edited: optnone
; dropped, the properties added.)
source_filename = "sv.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @sycl_vadd(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 "sycl-alignment"="16" %c) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %c.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %c, ptr %c.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %a.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  %3 = load ptr addrspace(1), ptr %b.addr, align 8
  %4 = load i64, ptr %i, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %4
  %5 = load i32, ptr addrspace(1) %arrayidx1, align 4
  %add = add nsw i32 %2, %5
  %6 = load ptr addrspace(1), ptr %c.addr, align 8
  %7 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %7
  store i32 %add, ptr addrspace(1) %arrayidx2, align 4
  ret void
}

; Function Attrs: convergent nounwind readnone willreturn
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" "sycl-work-group-size"="8,4,2" "sycl-sub-group-size"="16" }
attributes #1 = { convergent nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind readnone willreturn }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 15.0.6"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"const", !""}
