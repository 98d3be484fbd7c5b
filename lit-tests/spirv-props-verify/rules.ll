; spirv-props-verify: each representation rule, with a finding that names
; the entity (a warning; with <strict> an error, and opt exits non-zero).
; Each part has one or more faults; clean.ll, our passes' own output, has
; none.
; RUN: split-file %s %t
;
; deadargelim removes a parameter of an internal kernel and leaves its
; !spirv.ParameterDecorations with a list too many (intel/llvm issue 10644).
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim,spirv-props-verify' -disable-output %t/dae.ll 2>&1 | FileCheck %s --check-prefix=DAE
; RUN: not opt -load-pass-plugin %plugin -passes='deadargelim,spirv-props-verify<strict>' -disable-output %t/dae.ll 2>&1 | FileCheck %s --check-prefix=DAE-STRICT
; Without deadargelim the lists match.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/dae.ll
; DAE: warning: spirv-props-verify: kernel @k: !spirv.ParameterDecorations has 2 decoration lists, and the function has 1 parameter
; DAE-STRICT: error: spirv-props-verify: kernel @k: !spirv.ParameterDecorations has 2 decoration lists, and the function has 1 parameter
; DAE-STRICT: LLVM ERROR: spirv-props: pass 'spirv-props-verify' reported 1 error
;
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/decorations.ll 2>&1 | FileCheck %s --check-prefix=DECO --implicit-check-not=error:
; NumbanksINTEL 5827 takes one operand; MMHostInterfaceReadWriteModeINTEL 6180 an
; AccessQualifier (0-2). Decorations print with the spirv crate's names (ALTERA).
; DECO-DAG: error: spirv-props-verify: global @banks: !spirv.Decorations NumbanksALTERA: it becomes NumbanksINTEL with 0 operands, and NumbanksINTEL takes 1 operand (Banks)
; DECO-DAG: error: spirv-props-verify: global @odd: malformed !spirv.Decorations on @odd: operand 0 should be a metadata node
; DECO-DAG: error: spirv-props-verify: parameter 0 (%p) of @k: !spirv.ParameterDecorations MMHostInterfaceReadWriteModeALTERA 3: it becomes MMHostInterfaceReadWriteModeINTEL with 3 as ReadWriteMode, which is no AccessQualifier (0 ReadOnly, 1 WriteOnly, 2 ReadWrite)
;
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/modes.ll 2>&1 | FileCheck %s --check-prefix=MODES --implicit-check-not=error:
; MODES-DAG: error: spirv-props-verify: !spirv.ExecutionMode: LocalSize 8 1 1 for @helper, which is not a kernel
; MODES-DAG: error: spirv-props-verify: !spirv.ExecutionMode: ContractionOff for @decl, which has no body
; MODES-DAG: error: spirv-props-verify: @k: !spirv.ExecutionMode LocalSize 8 1: it becomes LocalSize with 2 operands, and LocalSize takes 3 operands (x size, y size, z size)
; MODES-DAG: error: spirv-props-verify: @k2: !spirv.ExecutionMode gives a mode twice, with different operands: SubgroupSize 8 and SubgroupSize 16
; (RoundingModeRTE 16 and 32 are two modes: each width once.)
;
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/unlowered.ll 2>&1 | FileCheck %s --check-prefix=LEFT --implicit-check-not=error:
; LEFT-DAG: error: spirv-props-verify: global @g: property 'sycl-init-mode' = '1' is not lowered: !spirv.Decorations has no InitModeALTERA 1
; LEFT-DAG: error: spirv-props-verify: parameter 0 (%p) of @k: property 'sycl-buffer-location' = '3' is not lowered: !spirv.ParameterDecorations has no BufferLocationALTERA 3
; LEFT-DAG: error: spirv-props-verify: kernel @k: property 'sycl-floating-point-control' = '17' is not lowered: !spirv.ExecutionMode has no RoundingModeRTE 64
; LEFT-DAG: error: spirv-props-verify: kernel @k: property 'sycl-floating-point-control' = '17' is not lowered: !spirv.ExecutionMode has no DenormFlushToZero 16
; LEFT-DAG: error: spirv-props-verify: kernel @k: "spv.executionmode"="SubgroupSize:16" is not lowered: !spirv.ExecutionMode has no SubgroupSize 16
; LEFT-DAG: error: spirv-props-verify: @k, line 7 of a.cpp: a "sycl-properties" annotation is left (sycl-annotations lowers it)
; Properties that become kernel metadata: the metadata, or the execution
; mode spirv-exec-modes moves it into (reqd_work_group_size: LocalSize).
; LEFT-DAG: error: spirv-props-verify: kernel @k: property 'sycl-work-group-size' = '8,4' is not lowered: the kernel has no !reqd_work_group_size !{4, 8, 1}
; LEFT-DAG: error: spirv-props-verify: kernel @k: property 'sycl-streaming-interface' = '0' is not lowered: the kernel has no !ip_interface !{!"streaming"}
;
; Our passes lower all of it: their output passes <strict>, also after default<O2>.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,spirv-inline-attrs,spirv-exec-modes,spirv-props-verify<strict>' -disable-output %t/unlowered.ll
; (Without spirv-exec-modes the work-group size is kernel metadata.)
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,spirv-inline-attrs,spirv-props-verify<strict>' -disable-output %t/unlowered.ll
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties,spirv-inline-attrs,spirv-exec-modes,default<O2>,spirv-props-verify<strict>' -disable-output %t/unlowered.ll
;
; On NVPTX, what globaloffset and localaccessortosharedmemory lower.
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t/nvptx.ll 2>&1 | FileCheck %s --check-prefix=NVPTX --implicit-check-not=error:
; RUN: opt -load-pass-plugin %plugin -passes='globaloffset,localaccessortosharedmemory,spirv-props-verify<strict>' -disable-output %t/nvptx.ll
; NVPTX-DAG: error: spirv-props-verify: @k: calls @llvm.nvvm.implicit.offset, which globaloffset lowers
; NVPTX-DAG: error: spirv-props-verify: parameter 0 (%local) of @k: a pointer to addrspace(3), which localaccessortosharedmemory lowers

;--- dae.ll
; An internal kernel (as after internalization): deadargelim may rewrite its
; signature. (LLVM 22's verifier forbids calling a spir_kernel, so it has no
; caller here.)
define internal spir_kernel void @k(ptr addrspace(1) %unused, ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}
!0 = !{!1, !2}
!1 = !{!3}
!2 = !{}
!3 = !{i32 5921, i32 3}

;--- decorations.ll
@banks = addrspace(1) global i32 0, !spirv.Decorations !0
@odd = addrspace(1) global i32 0, !spirv.Decorations !2
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !4 {
  ret void
}
!0 = !{!1}
!1 = !{i32 5827}
!2 = !{!3}
!3 = !{!"not a decoration"}
!4 = !{!5}
!5 = !{!6}
!6 = !{i32 6180, i32 3}

;--- modes.ll
define spir_kernel void @k() {
  ret void
}
define spir_kernel void @k2() {
  ret void
}
define spir_func void @helper() {
  ret void
}
declare spir_kernel void @decl()
!spirv.ExecutionMode = !{!0, !1, !2, !3, !4, !5, !6}
!0 = !{ptr @helper, i32 17, i32 8, i32 1, i32 1}
!1 = !{ptr @decl, i32 31}
!2 = !{ptr @k, i32 17, i32 8, i32 1}
!3 = !{ptr @k2, i32 35, i32 8}
!4 = !{ptr @k2, i32 35, i32 16}
!5 = !{ptr @k2, i32 4462, i32 16}
!6 = !{ptr @k2, i32 4462, i32 32}

;--- unlowered.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0 #0
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.name = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.name, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="3" %p) #1 {
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 7, ptr @.args)
  store i32 1, ptr addrspace(1) %a
  %v = load i32, ptr addrspace(1) @g
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
attributes #0 = { "sycl-init-mode"="1" }
attributes #1 = { "sycl-floating-point-control"="17" "spv.executionmode"="SubgroupSize:16" "sycl-work-group-size"="8,4" "sycl-streaming-interface"="0" }

;--- nvptx.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(3) %local, ptr addrspace(1) %out) {
  %o = call ptr addrspace(5) @llvm.nvvm.implicit.offset()
  %x = load i32, ptr addrspace(5) %o
  store i32 %x, ptr addrspace(3) %local
  ret void
}
declare ptr addrspace(5) @llvm.nvvm.implicit.offset()
