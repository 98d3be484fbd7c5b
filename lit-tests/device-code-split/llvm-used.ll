; What @llvm.used and @llvm.compiler.used list stays even when no entry
; point reaches it (issue 46, item 5: an internal function listed in
; @llvm.used was in no image, even with split=none): it goes to the images
; that hold another member of the same list, or, when none does, to the
; first image; and each image's list names it.
; @llvm.used lists @helper_a (which @ka calls) beside the internal
; @used_f and @used_g: they go with @ka. No entry point reaches a member
; of @llvm.compiler.used: @cused_f and @cused_g go to the first image.
; Images (descending keys): split=kernel and split=source, 0 @kb, 1 @ka;
; split=none, 0 both.
; RUN: rm -rf %t && mkdir -p %t/none %t/kernel %t/source %t/again
; RUN: opt -load-pass-plugin %plugin -disable-output %s -passes='device-code-split<split=none;out=%t/none/t.table;symbols>'
; RUN: opt -load-pass-plugin %plugin -disable-output %s -passes='device-code-split<split=kernel;out=%t/kernel/t.table;symbols>'
; RUN: opt -load-pass-plugin %plugin -disable-output %s -passes='device-code-split<split=source;out=%t/source/t.table;symbols>'
; RUN: FileCheck %s --check-prefix=TABLE --input-file %t/kernel/t.table
; RUN: FileCheck %s --check-prefix=SYMA --input-file %t/kernel/t_1.sym
; RUN: FileCheck %s --check-prefix=SYMB --input-file %t/kernel/t_0.sym

; split=none: one image with everything.
; RUN: llvm-dis %t/none/t_0.bc -o - | FileCheck %s --check-prefixes=USED,CUSED,BOTH
; RUN: opt -passes=verify -disable-output %t/none/t_0.bc

; split=kernel and split=source: @ka's image has @llvm.used's members and
; no @llvm.compiler.used; @kb's (the first) has @llvm.compiler.used's.
; RUN: llvm-dis %t/kernel/t_1.bc -o - | FileCheck %s --check-prefix=USED
; RUN: llvm-dis %t/kernel/t_1.bc -o - | FileCheck %s --check-prefix=NOCUSED
; RUN: llvm-dis %t/kernel/t_0.bc -o - | FileCheck %s --check-prefix=CUSED
; RUN: llvm-dis %t/kernel/t_0.bc -o - | FileCheck %s --check-prefix=NOUSED
; RUN: llvm-dis %t/source/t_1.bc -o - | FileCheck %s --check-prefix=USED
; RUN: llvm-dis %t/source/t_1.bc -o - | FileCheck %s --check-prefix=NOCUSED
; RUN: llvm-dis %t/source/t_0.bc -o - | FileCheck %s --check-prefix=CUSED
; RUN: llvm-dis %t/source/t_0.bc -o - | FileCheck %s --check-prefix=NOUSED
; RUN: opt -passes=verify -disable-output %t/kernel/t_0.bc
; RUN: opt -passes=verify -disable-output %t/kernel/t_1.bc
; RUN: opt -passes=verify -disable-output %t/source/t_0.bc
; RUN: opt -passes=verify -disable-output %t/source/t_1.bc

; Deterministic: a second run writes byte-identical images.
; RUN: opt -load-pass-plugin %plugin -disable-output %s -passes='device-code-split<split=kernel;out=%t/again/t.table;symbols>'
; RUN: cmp %t/kernel/t_0.bc %t/again/t_0.bc
; RUN: cmp %t/kernel/t_1.bc %t/again/t_1.bc

; TABLE: [Code|Symbols]
; TABLE-NEXT: t_0.bc|{{.*}}t_0.sym
; TABLE-NEXT: t_1.bc|{{.*}}t_1.sym
; SYMA: ka
; SYMB: kb

; USED-DAG: @used_g = internal addrspace(1) global i32 7
; USED-DAG: @llvm.used = appending global [3 x ptr] [ptr @used_f, ptr addrspacecast (ptr addrspace(1) @used_g to ptr), ptr @helper_a], section "llvm.metadata"
; USED-DAG: define internal spir_func void @used_f()
; USED-DAG: define internal spir_func void @helper_a()
; CUSED-DAG: @cused_g = internal addrspace(1) global i32 8
; CUSED-DAG: @llvm.compiler.used = appending global [2 x ptr] [ptr @cused_f, ptr addrspacecast (ptr addrspace(1) @cused_g to ptr)], section "llvm.metadata"
; CUSED-DAG: define internal spir_func void @cused_f()
; BOTH-DAG: define spir_kernel void @ka()
; BOTH-DAG: define spir_kernel void @kb()
; NOT-only prefixes scan the whole image:
; NOUSED-NOT: @used_
; NOUSED-NOT: @llvm.used
; NOUSED-NOT: @helper_a
; NOCUSED-NOT: @cused_
; NOCUSED-NOT: @llvm.compiler.used

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used_g = internal addrspace(1) global i32 7
@cused_g = internal addrspace(1) global i32 8
@llvm.used = appending global [3 x ptr] [ptr @used_f, ptr addrspacecast (ptr addrspace(1) @used_g to ptr), ptr @helper_a], section "llvm.metadata"
@llvm.compiler.used = appending global [2 x ptr] [ptr @cused_f, ptr addrspacecast (ptr addrspace(1) @cused_g to ptr)], section "llvm.metadata"

define internal spir_func void @used_f() {
  ret void
}

define internal spir_func void @cused_f() {
  ret void
}

define internal spir_func void @helper_a() {
  ret void
}

define spir_kernel void @ka() #0 {
  call spir_func void @helper_a()
  ret void
}

define spir_kernel void @kb() #1 {
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
