; What an image holds: its entry point and everything it reaches, each
; rule of the reference's dependency graph on its own kernel. Images
; (split=kernel, descending names): 0 k_virt, 1 k_table, 2 k_ind, 3 k_call.
; RUN: rm -rf %t && mkdir -p %t
; RUN: opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=%t/t.table;emit=ll>' %s -disable-output
; RUN: FileCheck %s --check-prefixes=ALL,VIRT --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefixes=ALL,TABLE --input-file %t/t_1.ll
; RUN: FileCheck %s --check-prefixes=ALL,IND --input-file %t/t_2.ll
; RUN: FileCheck %s --check-prefixes=ALL,CALL --input-file %t/t_3.ll
; RUN: opt -passes=verify -disable-output %t/t_0.ll
; RUN: opt -passes=verify -disable-output %t/t_1.ll
; RUN: opt -passes=verify -disable-output %t/t_2.ll
; RUN: opt -passes=verify -disable-output %t/t_3.ll
; RUN: cat %t/t_0.ll %t/t_1.ll %t/t_2.ll %t/t_3.ll | FileCheck %s --check-prefix=NONE
; RUN: FileCheck %s --check-prefix=VIRTX --input-file %t/t_0.ll
; RUN: FileCheck %s --check-prefix=TABLEX --input-file %t/t_1.ll
; RUN: FileCheck %s --check-prefix=INDX --input-file %t/t_2.ll
; RUN: FileCheck %s --check-prefix=CALLX --input-file %t/t_3.ll

; Globals that must stay (external, weak): one no entry point uses goes to
; the first image only, with what its initializer names (the reference
; copies each into every image: images x globals); one that is used, to
; the images that use it. Discardable ones (internal, linkonce) only where
; used.
; ALL: target triple = "spir64-unknown-unknown"
; VIRT-DAG: @ext_global = addrspace(1) global i32 0
; VIRT-DAG: @weak_global = weak addrspace(1) global i32 0
; VIRT-DAG: @ext_fnptr = addrspace(1) global ptr @from_global
; VIRT-DAG: define internal spir_func void @from_global()
; TABLEX-NOT: @ext_global
; TABLEX-NOT: @weak_global
; TABLEX-NOT: @ext_fnptr
; TABLEX-NOT: @from_global
; INDX-NOT: @ext_global
; INDX-NOT: @weak_global
; INDX-NOT: @from_global
; CALLX-NOT: @ext_global
; CALLX-NOT: @weak_global
; CALLX-NOT: @from_global
; CALL-DAG: @ext_used = addrspace(1) global i32 0
; TABLE-DAG: @ext_used = addrspace(1) global i32 0
; VIRTX-NOT: @ext_used
; INDX-NOT: @ext_used
; Absent from every image (NOT-only prefixes scan the whole input):
; NONE-NOT: @internal_unused
; NONE-NOT: @linkonce_unused

; Vtable: the kernel uses the vtable, whose initializer names the virtual
; functions.
; VIRT-DAG: @vtable = linkonce_odr addrspace(1) constant
; VIRT-DAG: define internal spir_func void @vfn0()
; VIRT-DAG: define internal spir_func void @vfn1()
; VIRTX-NOT: @table
; VIRTX-NOT: @unreached
; VIRTX-NOT: @f1
; VIRTX-NOT: @callee

; Constant use: a table of function pointers in an initializer.
; TABLE-DAG: @table = internal addrspace(1) constant [1 x ptr] [ptr @f1]
; TABLE-DAG: define internal spir_func void @f1()
; TABLEX-NOT: @vfn0
; TABLEX-NOT: @dispatch
; TABLEX-NOT: @unreached

; Indirect call: every "referenced-indirectly" function of the call's type
; (they keep their linkage), not one of another type, not one without the
; attribute.
; IND-DAG: define spir_func i32 @ri_match(i32 %x) #{{[0-9]+}}
; IND-DAG: define internal spir_func i32 @dispatch(ptr %fp)
; INDX-NOT: @ri_other
; INDX-NOT: @plain_match
; INDX-NOT: @unreached

; Direct calls, through a linkonce_odr callee in a comdat (internal in the
; image, no comdat); a declaration stays a declaration; the annotation of
; a global the kernel uses comes with it, its strings too; @llvm.used
; keeps the entries of what the image has, and what it lists that no
; entry point reaches (@unreached, with its callee's declaration) goes to
; the images holding another of its members (@callee2): llvm-used.ll.
; CALL-DAG: @annotated = internal addrspace(1) global i32 1
; CALL-DAG: @llvm.global.annotations = appending global [1 x
; CALL-DAG: @llvm.used = appending global [2 x ptr] [ptr @callee2, ptr @unreached]
; CALL-DAG: define internal spir_func void @unreached()
; CALL-DAG: declare spir_func void @other_decl()
; CALL-DAG: define internal spir_func void @callee()
; CALL-DAG: define internal spir_func void @callee2()
; CALL-DAG: declare spir_func void @decl()
; CALL-DAG: @.str = private
; Nothing of the comdat is left: the image has no comdat at all.
; RUN: not grep -q comdat %t/t_3.ll

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

$callee2 = comdat any

@ext_global = addrspace(1) global i32 0
@weak_global = weak addrspace(1) global i32 0
@ext_fnptr = addrspace(1) global ptr @from_global
@ext_used = addrspace(1) global i32 0
@internal_unused = internal addrspace(1) global i32 0
@linkonce_unused = linkonce_odr addrspace(1) global i32 0
@vtable = linkonce_odr addrspace(1) constant [2 x ptr] [ptr @vfn0, ptr @vfn1]
@table = internal addrspace(1) constant [1 x ptr] [ptr @f1]
@annotated = internal addrspace(1) global i32 1
@.str = private unnamed_addr addrspace(1) constant [4 x i8] c"ann\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @annotated, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) null }], section "llvm.metadata"
@llvm.used = appending global [2 x ptr] [ptr @callee2, ptr @unreached], section "llvm.metadata"

declare spir_func void @decl()
declare spir_func void @other_decl()

define spir_func void @unreached() {
  call spir_func void @other_decl()
  ret void
}

define spir_func void @from_global() {
  ret void
}

define spir_func void @vfn0() {
  ret void
}

define spir_func void @vfn1() {
  ret void
}

define spir_func void @f1() {
  ret void
}

define spir_func i32 @ri_match(i32 %x) #0 {
  ret i32 %x
}

define spir_func void @ri_other() #0 {
  ret void
}

define spir_func i32 @plain_match(i32 %x) {
  ret i32 %x
}

define spir_func i32 @dispatch(ptr %fp) {
  %r = call spir_func i32 %fp(i32 1)
  ret i32 %r
}

define linkonce_odr spir_func void @callee2() comdat {
  call spir_func void @decl()
  ret void
}

define spir_func void @callee() {
  call spir_func void @callee2()
  ret void
}

define spir_kernel void @k_call(ptr addrspace(1) %out) {
  call spir_func void @callee()
  %v = load i32, ptr addrspace(1) @annotated
  %u = load i32, ptr addrspace(1) @ext_used
  %s = add i32 %v, %u
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k_table(ptr addrspace(1) %out) {
  %f = load ptr, ptr addrspace(1) @table
  store ptr %f, ptr addrspace(1) %out
  store i32 1, ptr addrspace(1) @ext_used
  ret void
}

define spir_kernel void @k_ind(ptr addrspace(1) %out, ptr %fp) {
  %r = call spir_func i32 @dispatch(ptr %fp)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k_virt(ptr addrspace(1) %out) {
  store ptr addrspace(1) @vtable, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "referenced-indirectly" }
