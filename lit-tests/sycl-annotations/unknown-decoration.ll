; A {X:Y} decoration number that neither the SPIR-V grammar nor the
; registry's draft numbers have is an error on every path that reads {X:Y}
; strings (issue 29): sycl-annotations, which keeps such strings
; (format=annotation-string) or turns them into decorations
; (format=decorations), spirv-annotation-names, and the checker. A draft
; number the registry writes under numbering=draft (6148, the draft init
; mode) reads there, and is unknown under the default numbering;
; spirv-annotation-names, which takes no registry, reads every draft number
; of the built-in registry.
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR4 -DPASS=sycl-annotations
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -disable-output %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR4 -DPASS=sycl-annotations
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-annotation-names -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR -DPASS=spirv-annotation-names
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-props-verify<strict>' -disable-output %s 2>&1 | FileCheck %s --check-prefixes=ERR,ERR4 -DPASS=spirv-props-verify
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<numbering=draft>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DRAFT

; ERR-DAG: error: [[PASS]]: @k, line 3 of m.cl: annotation string "{99999999:1}": 99999999 is no SPIR-V decoration (not in the grammar, nor a draft number of the registry)
; ERR4-DAG: error: [[PASS]]: @k, line 4 of m.cl: annotation string "{6148:"1"}": 6148 is no SPIR-V decoration (not in the grammar, nor a draft number of the registry)
; DRAFT: error: sycl-annotations: @k, line 3 of m.cl: annotation string "{99999999:1}": 99999999 is no SPIR-V decoration
; DRAFT-NOT: 6148

@.bogus = private unnamed_addr constant [13 x i8] c"{99999999:1}\00", section "llvm.metadata"
@.draft = private unnamed_addr constant [11 x i8] c"{6148:\221\22}\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"

define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.bogus, ptr @.file, i32 3, ptr null)
  %b = call ptr @llvm.ptr.annotation.p0(ptr %a, ptr @.draft, ptr @.file, i32 4, ptr null)
  store i32 0, ptr %b
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
