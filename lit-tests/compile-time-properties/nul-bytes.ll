; One reading rule for every entity (issue 29): a NUL byte in a property
; value is an error naming the entity, the property and the value (the NUL
; shown as \00), whether a global, a kernel parameter, a kernel, an
; annotation or a "spv.*" attribute carries it. Values are read with their
; length: a parameter's "3\00junk" used to lower as BufferLocationALTERA 3.
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/global.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/param.ll 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %t/kernel.ll 2>&1 | FileCheck %s --check-prefix=KERNEL
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %t/member.ll 2>&1 | FileCheck %s --check-prefix=MEMBER
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %t/string.ll 2>&1 | FileCheck %s --check-prefix=STRING
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t/spv.ll 2>&1 | FileCheck %s --check-prefix=SPV
; The same through compile-time-properties: every entity at once.
; RUN: not opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %t/param.ll 2>&1 | FileCheck %s --check-prefix=CTP

; GLOBAL: error: sycl-global-properties: global @g: property 'sycl-init-mode' = '1\00x': the value has a NUL byte at offset 1
; PARAM: error: sycl-param-properties: parameter 0 (%p) of @k: property 'sycl-buffer-location' = '3\00junk': the value has a NUL byte at offset 1
; PARAM-NOT: BufferLocation
; KERNEL: error: sycl-kernel-properties: kernel @k: property 'sycl-sub-group-size' = '8\00': the value has a NUL byte at offset 1
; MEMBER: error: sycl-annotations: @k, line 3 of m.cl: property 'sycl-num-banks' = '4\00x': the value has a NUL byte at offset 1
; STRING: error: sycl-annotations: @k, line 4 of m.cl: annotation string "sycl-properties\00junk": the value has a NUL byte at offset 15
; SPV: error: spirv-inline-attrs: @k: "spv.executionmode"="SubgroupSize:8\00junk": the value has a NUL byte at offset 14
; CTP: error: compile-time-properties: parameter 0 (%p) of @k: property 'sycl-buffer-location' = '3\00junk': the value has a NUL byte at offset 1

;--- global.ll
@g = addrspace(1) global i32 0 #0
attributes #0 = { "sycl-init-mode"="1\00x" }
;--- param.ll
define spir_kernel void @k(ptr "sycl-buffer-location"="3\00junk" %p) {
  ret void
}
;--- kernel.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-sub-group-size"="8\00" }
;--- member.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.four = private unnamed_addr constant [4 x i8] c"4\00x\00"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.four }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 3, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- string.ll
@.str = private unnamed_addr constant [21 x i8] c"sycl-properties\00junk\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.banks, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 4, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- spv.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "spv.executionmode"="SubgroupSize:8\00junk" }
