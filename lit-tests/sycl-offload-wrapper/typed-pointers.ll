; With typed pointers (LLVM 15 and 16 under -opaque-pointers=0) the
; descriptor's pointer fields are i8* (casts where they point at other
; types), and @llvm.global_ctors has the { i32, void ()*, i8* } entries
; the verifier wants; the object compiles.
; REQUIRES: llvm15 || llvm16 # only these LLVMs have typed pointers
; RUN: rm -rf %t && split-file %s %t
; RUN: cd %t && printf '\003\002\043\007\000\005\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > a.spv
; RUN: cd %t && opt -opaque-pointers=0 -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>,verify' -S -o out.ll < empty.ll
; RUN: cd %t && FileCheck %s --input-file out.ll
; RUN: cd %t && llc -opaque-pointers=0 -filetype=obj out.ll -o out.o

; CHECK-DAG: %struct.__sycl.device_image = type { i16, i8, i8, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8* }
; CHECK-DAG: @.sycl_offloading.descriptor = private unnamed_addr constant %struct.__sycl.device_binaries { i16 1, i16 1, i8* bitcast ([1 x %struct.__sycl.device_image]* @.sycl_offloading.device_images to i8*), i8* null, i8* null }
; CHECK-DAG: @llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 1, void ()* @sycl.descriptor_reg, i8* null }]
; CHECK-DAG: @llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 1, void ()* @sycl.descriptor_unreg, i8* null }]
; CHECK: call void @__sycl_register_lib(i8* bitcast (%struct.__sycl.device_binaries* @.sycl_offloading.descriptor to i8*))

;--- t.table
[Code|Symbols]
a.spv|a.sym
;--- a.sym
k
;--- empty.ll
