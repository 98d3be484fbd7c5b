; Errors name what is wrong; opt exits non-zero, and no file table is left
; behind. A device_global with device_image_scope used from two images (each
; image using it after the first is an error; the external global itself
; goes to every image, its uses decide). Images, descending: 0 k2, 1 k1,
; 2 k0; k1 does not use @scoped.
; RUN: rm -rf %t && mkdir -p %t
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: not ls %t/t.table
; In one image (split=source: one source) the same global is fine.
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=%t/t.table>' %s -disable-output
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/no/such/dir/t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=OUT
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=bogus;out=%t/t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=MODE
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;split=source;out=%t/t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<emit=s;out=%t/t.table>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=EMIT
; RUN: not opt -load-pass-plugin %plugin -passes=device-code-split %s -disable-output 2>&1 | FileCheck %s --check-prefix=NOOUT
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;bogus>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=PARAM
; A device global whose size is not a number, with properties: an error
; naming it, the property and the value; no table.
; RUN: sed 's/"sycl-device-global-size"="4"/"sycl-device-global-size"="four"/' %s > %t/size.ll
; RUN: not opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=%t/t2.table;properties>' %t/size.ll -disable-output 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: not ls %t/t2.table

; SCOPE: error: device-code-split: device_global variable 'scoped' with property "device_image_scope" is used in more than one device image: {{.*}}t_0.bc (@k2) and {{.*}}t_2.bc (@k0)
; SCOPE-NOT: t_1.bc
; SCOPE: LLVM ERROR: spirv-props: pass 'device-code-split' reported 1 error
; OUT: error: device-code-split: out={{.*}}/no/such/dir/t.table: the output folder {{.*}}/no/such/dir does not exist; create it first (mkdir -p {{.*}}/no/such/dir)
; MODE: split must be one of kernel, source, auto, none, got 'bogus'
; TWICE: error: spirv-props: parameter 'split' of pass 'device-code-split' given twice with different values: 'kernel' and 'source'
; EMIT: emit must be bc or ll, got 's'
; NOOUT: pass 'device-code-split': out=PATH is required: the file table to write
; SIZE: error: device-code-split: global @scoped: sycl-device-global-size="four" is not a size (a uint32) for the device globals property set
; PARAM: unknown parameter 'bogus' for pass 'device-code-split'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@scoped = addrspace(1) global i32 0 #1

define spir_func i32 @read() {
  %v = load i32, ptr addrspace(1) @scoped
  ret i32 %v
}

define spir_kernel void @k0(ptr addrspace(1) %out) #0 {
  %v = call spir_func i32 @read()
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k1(ptr addrspace(1) %out) #0 {
  store i32 1, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %out) #0 {
  store i32 2, ptr addrspace(1) @scoped
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-device-global-size"="4" "sycl-unique-id"="uid_scoped" "sycl-device-image-scope" }
