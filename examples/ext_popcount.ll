; A kernel written by hand in the shape an HLSL front-end with inline SPIR-V
; (seed 001) leaves it, in OpenCL/DPC++ clothes: its sizes are an
; "spv.executionmode" attribute, and its arithmetic comes from a declaration
; that names an OpenCL.std instruction (vk::ext_instruction(166,
; "OpenCL.std"): popcount) instead of from a builtin the consumers know.
; spirv-inline-attrs turns both into what the consumers translate; scripts/demo
; runs it and checks c[i] = popcount(a[i]) + b[i], the work-group size
; (8, 4, 2) and the sub-group size 16.
; run_kernel.py --op popcount-add
source_filename = "ext_popcount.ll"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define dso_local spir_kernel void @ext_popcount(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %c) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %x = load i32, ptr addrspace(1) %pa, align 4
  %bits = call i32 @popcount(i32 %x) #3
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %y = load i32, ptr addrspace(1) %pb, align 4
  %sum = add nsw i32 %bits, %y
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %sum, ptr addrspace(1) %pc, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; vk::ext_instruction(166, "OpenCL.std") uint popcount(uint);
declare i32 @popcount(i32) #2

attributes #0 = { convergent norecurse nounwind "spv.executionmode"="LocalSize:8:4:2;SubgroupSize:16" }
attributes #1 = { convergent nounwind readnone willreturn }
attributes #2 = { nounwind readnone willreturn "spv.ext_instruction"="166,OpenCL.std" }
attributes #3 = { nounwind readnone willreturn }

!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}

!1 = !{i32 2, i32 0}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"const", !""}
