; deadargelim on a kernel with internal linkage (as after internalizing a
; device image) drops its unused parameter and leaves
; !spirv.ParameterDecorations one list too long (intel/llvm issue 10644).
; sycl-param-properties, run again after it, rebuilds the lists from the
; parameters' properties, which moved with the parameters, and says so.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,deadargelim,sycl-param-properties' -S < %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %t.ll
; Idempotent: the rebuilt lists fit, and a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties' -S < %t.ll | diff %t.ll -
; Without the second run the checker names the kernel and both lengths.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-param-properties,deadargelim,spirv-props-verify' -disable-output %s 2>&1 | FileCheck %s --check-prefix=VERIFY

; WARN: warning: sycl-param-properties: kernel @ik: !spirv.ParameterDecorations had 3 decoration lists for 2 parameters: a pass changed the parameter list after the decorations were written; rebuilt from the parameters' properties (decorations from anywhere else are dropped)
; VERIFY: warning: spirv-props-verify: kernel @ik: !spirv.ParameterDecorations has 3 decoration lists, and the function has 2 parameters

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK: define internal spir_kernel void @ik(ptr addrspace(1) "sycl-buffer-location"="2" %in, ptr addrspace(1) "sycl-buffer-location"="3" %out) !spirv.ParameterDecorations [[PD:![0-9]+]]
define internal spir_kernel void @ik(ptr addrspace(1) "sycl-buffer-location"="1" %unused, ptr addrspace(1) "sycl-buffer-location"="2" %in, ptr addrspace(1) "sycl-buffer-location"="3" %out) {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-DAG: [[PD]] = !{[[IN:![0-9]+]], [[OUT:![0-9]+]]}
; CHECK-DAG: [[IN]] = !{[[BL2:![0-9]+]]}
; CHECK-DAG: [[BL2]] = !{i32 5921, i32 2}
; CHECK-DAG: [[OUT]] = !{[[BL3:![0-9]+]]}
; CHECK-DAG: [[BL3]] = !{i32 5921, i32 3}
