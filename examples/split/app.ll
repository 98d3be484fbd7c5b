; Five vadd kernels from two translation units, as a device link leaves
; them for device-code-split: a.cpp has vadd_a0, vadd_a1 and vadd_a2, b.cpp
; vadd_b0 and vadd_b1; all call one shared helper and require work-group
; size (8, 4, 2); vadd_a2 also requires sub-group size 16, an optional
; feature, so split=source (and auto) gives it an image of its own.
; examples/split/run.sh splits it every way and runs each kernel from its
; own image (c[i] = a[i] + b[i]).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define internal spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i) {
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %s = add nsw i32 %va, %vb
  ret i32 %s
}

define spir_kernel void @vadd_a0(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, ptr addrspace(1) align 4 %c) #0 !reqd_work_group_size !3 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

define spir_kernel void @vadd_a1(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, ptr addrspace(1) align 4 %c) #0 !reqd_work_group_size !3 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

define spir_kernel void @vadd_a2(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, ptr addrspace(1) align 4 %c) #0 !reqd_work_group_size !3 !intel_reqd_sub_group_size !4 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

define spir_kernel void @vadd_b0(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, ptr addrspace(1) align 4 %c) #1 !reqd_work_group_size !3 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

define spir_kernel void @vadd_b1(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, ptr addrspace(1) align 4 %c) #1 !reqd_work_group_size !3 {
entry:
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func i32 @add_vals(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %i)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)

attributes #0 = { convergent nounwind "sycl-module-id"="a.cpp" }
attributes #1 = { convergent nounwind "sycl-module-id"="b.cpp" }

!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!1 = !{i32 2, i32 0}
!2 = !{!"spirv-props example"}
!3 = !{i32 8, i32 4, i32 2}
!4 = !{i32 16}
