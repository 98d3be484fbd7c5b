; Every error of a run is reported, each naming its entity, property and
; value: two bad globals, two bad parameters, two bad kernels, six errors,
; then opt stops with their count. (That the entities after a bad one are
; still lowered is shown in-process, passes/tests/passes_inprocess.rs: opt
; writes nothing once a pass reported an error.)
; RUN: not opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK: error: compile-time-properties: global @g1: property 'sycl-init-mode' = 'fast': 'fast' is not an unsigned integer
; CHECK: error: compile-time-properties: global @g2: property 'sycl-init-mode' = '7': it becomes InitModeINTEL with 7 as Trigger, which is no InitializationModeQualifier (0 InitOnDeviceReprogramINTEL, 1 InitOnDeviceResetINTEL)
; CHECK: error: compile-time-properties: parameter 0 (%p) of @k1: property 'sycl-buffer-location' = 'x': 'x' is not an unsigned integer
; CHECK: error: compile-time-properties: parameter 1 (%q) of @k1: property 'sycl-buffer-location' = '-1': '-1' is not an unsigned integer
; CHECK: error: compile-time-properties: kernel @k1: property 'sycl-work-group-size' = '0': 0 is no size
; CHECK: error: compile-time-properties: kernel @k2: property 'sycl-sub-group-size' = 'abc': 'abc' is not an unsigned integer
; CHECK: LLVM ERROR: spirv-props: pass 'compile-time-properties' reported 6 errors

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g1 = addrspace(1) global i32 0 #0
@g2 = addrspace(1) global i32 0 #1
@good = addrspace(1) global i32 0 #2

define spir_kernel void @k1(ptr addrspace(1) "sycl-buffer-location"="x" %p, ptr addrspace(1) "sycl-buffer-location"="-1" %q) #3 {
  %v = load i32, ptr addrspace(1) @g1
  %w = load i32, ptr addrspace(1) @g2
  %u = load i32, ptr addrspace(1) @good
  store i32 %v, ptr addrspace(1) %p
  store i32 %w, ptr addrspace(1) %q
  store i32 %u, ptr addrspace(1) %q
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) "sycl-buffer-location"="5" %p) #4 {
  store i32 0, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "sycl-init-mode"="fast" }
attributes #1 = { "sycl-init-mode"="7" }
attributes #2 = { "sycl-implement-in-csr"="true" }
attributes #3 = { "sycl-work-group-size"="0" }
attributes #4 = { "sycl-sub-group-size"="abc" }
