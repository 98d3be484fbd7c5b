; examples/annotated_vadd.cl as clang-15 compiles it (consumers.ll), with
; the "sycl-properties" string, the file name and the argument structs where
; DPC++'s front-end puts them: address space 1 (CrossWorkgroup), called
; through llvm.ptr.annotation.p0.p1, in LLVM 16 syntax (LLVM 15 cannot
; spell it). Edited by hand from the clang-15 output: those globals gained
; addrspace(1), the calls and the declaration the second overload, and the
; old memory attributes became memory(...).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.operands = type { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1) }

@.str = private unnamed_addr addrspace(1) constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [27 x i8] c"examples/annotated_vadd.cl\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(2) constant [21 x i8] c"sycl-cache-read-hint\00", align 1
@.args = private unnamed_addr addrspace(1) constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.str.2, i32 16 }, section "llvm.metadata"
@.args.3 = private unnamed_addr addrspace(1) constant { ptr addrspace(2), i32 } { ptr addrspace(2) @.str.2, i32 1024 }, section "llvm.metadata"
@.str.4 = private unnamed_addr addrspace(2) constant [22 x i8] c"sycl-cache-write-hint\00", align 1
@.str.5 = private unnamed_addr addrspace(2) constant [15 x i8] c"sycl-alignment\00", align 1
@.args.6 = private unnamed_addr addrspace(1) constant { ptr addrspace(2), i32, ptr addrspace(2), i32 } { ptr addrspace(2) @.str.4, i32 16777216, ptr addrspace(2) @.str.5, i32 8 }, section "llvm.metadata"

define dso_local spir_kernel void @annotated_vadd(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %c) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !reqd_work_group_size !7 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %c.addr = alloca ptr addrspace(1), align 8
  %ops = alloca %struct.operands, align 8
  %i = alloca i64, align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %c, ptr %c.addr, align 8
  %0 = load ptr addrspace(1), ptr %a.addr, align 8
  %a1 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 0
  %1 = call ptr @llvm.ptr.annotation.p0.p1(ptr %a1, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 13, ptr addrspace(1) @.args)
  store ptr addrspace(1) %0, ptr %1, align 8
  %2 = load ptr addrspace(1), ptr %b.addr, align 8
  %b2 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 1
  %3 = call ptr @llvm.ptr.annotation.p0.p1(ptr %b2, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 15, ptr addrspace(1) @.args.3)
  store ptr addrspace(1) %2, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %c.addr, align 8
  %c3 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 2
  %5 = call ptr @llvm.ptr.annotation.p0.p1(ptr %c3, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 17, ptr addrspace(1) @.args.6)
  store ptr addrspace(1) %4, ptr %5, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  %a4 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 0
  %6 = call ptr @llvm.ptr.annotation.p0.p1(ptr %a4, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 13, ptr addrspace(1) @.args)
  %7 = load ptr addrspace(1), ptr %6, align 8
  %8 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %8
  %9 = load i32, ptr addrspace(1) %arrayidx, align 4
  %b5 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 1
  %10 = call ptr @llvm.ptr.annotation.p0.p1(ptr %b5, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 15, ptr addrspace(1) @.args.3)
  %11 = load ptr addrspace(1), ptr %10, align 8
  %12 = load i64, ptr %i, align 8
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %13 = load i32, ptr addrspace(1) %arrayidx6, align 4
  %add = add nsw i32 %9, %13
  %c7 = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 2
  %14 = call ptr @llvm.ptr.annotation.p0.p1(ptr %c7, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 17, ptr addrspace(1) @.args.6)
  %15 = load ptr addrspace(1), ptr %14, align 8
  %16 = load i64, ptr %i, align 8
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16
  store i32 %add, ptr addrspace(1) %arrayidx8, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1)) #1

declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 15.0.6, strings moved to addrspace(1) by hand"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"const", !""}
!7 = !{i32 8, i32 1, i32 1}
