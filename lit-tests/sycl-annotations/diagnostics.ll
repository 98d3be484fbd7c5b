; Malformed annotations stop the pass with an error that names the
; function, the line of the annotated source and the property (or the
; string), and opt exits non-zero. Properties the registry does not know
; are left out of the rewritten annotation with a warning.
; RUN: rm -rf %t && split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/odd.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ODD
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/name.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NAME
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/value.ll -disable-output 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' %t/unparsable.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UNPARSABLE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/unparsable.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UNPARSABLE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/reserved.ll -disable-output 2>&1 | FileCheck %s --check-prefix=RESERVED
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/pump.ll -disable-output 2>&1 | FileCheck %s --check-prefix=PUMP
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' %t/constant.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CONSTANT
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=bogus>' %t/odd.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations %t/wrong-entity.ll -disable-output 2>&1 | FileCheck %s --check-prefix=WRONG
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations %t/twice.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=member-decoration-call>' %t/callee-type.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CALLEE-TYPE
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=member-decoration-call>' %t/callee-global.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CALLEE-GLOBAL
; RUN: opt -load-pass-plugin %plugin -passes=sycl-annotations %t/same-twice.ll -S 2>&1 | FileCheck %s --check-prefix=SAME

; ODD: error: sycl-annotations: @k, line 3 of m.cl: odd number of property name/value fields (3)
; NAME: error: sycl-annotations: @k, line 4 of m.cl: field 0 should be a property name (a string), found 7
; VALUE: error: sycl-annotations: @k, line 5 of m.cl: property 'sycl-num-banks' = 'many': 'many' is not an unsigned integer
; UNPARSABLE: error: sycl-annotations: @k, line 6 of m.cl: unparsable annotation string: expected '{' at offset 10 of "{5835:1,2}x"
; RESERVED: error: sycl-annotations: @k, line 7 of m.cl: annotation string "{banks:4}": 'banks' is not a reserved name (known: register, memory, numbanks, bankwidth, private_copies, pump, max_replicates, simple_dual_port, merge, bank_bits, force_pow2_depth)
; PUMP: error: sycl-annotations: @k, line 8 of m.cl: annotation string "{pump:3}": 'pump' takes 1 (SinglepumpINTEL) or 2 (DoublepumpINTEL), got '3'
; CONSTANT: error: sycl-annotations: @llvm.global.annotations entry for @c, line 9 of m.cl: the annotated value is a constant, which cannot carry decorations; use format=annotation-string
; FORMAT: error: spirv-props: pass 'sycl-annotations': format must be annotation-string, decorations or member-decoration-call, got 'bogus'
; WRONG: warning: sycl-annotations: @k, line 10 of m.cl: property 'sycl-sub-group-size' = '16' applies to kernel only, not to a struct member: left out of the rewritten annotation
; The same property twice: two values are an error, one value is lowered once.
; The member-decoration callee's name already taken: another type, or a global.
; CALLEE-TYPE: error: sycl-annotations: @k, line 13 of m.cl: cannot use @__spirv_AddMemberDecoration.p0: the module declares it with another type (i32 (i32))
; CALLEE-GLOBAL: error: sycl-annotations: @k, line 13 of m.cl: cannot declare @__spirv_AddMemberDecoration.p0: a global of the module has that name
; TWICE: error: sycl-annotations: @k, line 11 of m.cl: property 'sycl-num-banks' given twice, '4' and '8'
; SAME-NOT: warning
; SAME: c"{5827:\224\22}\00"

;--- odd.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32, ptr } { ptr @.banks, i32 4, ptr @.banks }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 3, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- name.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.args = private unnamed_addr constant { i32, i32 } { i32 7, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 4, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- value.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.many = private unnamed_addr constant [5 x i8] c"many\00"
@.args = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.many }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 5, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- unparsable.ll
@.str = private unnamed_addr constant [12 x i8] c"{5835:1,2}x\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 6, ptr null)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- reserved.ll
@.str = private unnamed_addr constant [10 x i8] c"{banks:4}\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 7, ptr null)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- pump.ll
@.str = private unnamed_addr constant [9 x i8] c"{pump:3}\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 8, ptr null)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- constant.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.banks, i32 4 }, section "llvm.metadata"
@c = constant i32 0
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr getelementptr (i8, ptr @c, i64 2), ptr @.str, ptr @.file, i32 9, ptr @.args }], section "llvm.metadata"
;--- wrong-entity.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.loc = private unnamed_addr constant [20 x i8] c"sycl-sub-group-size\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.loc, i32 16 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 10, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- twice.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.banks, i32 4, ptr @.banks, i32 8 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 11, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- same-twice.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32, ptr, i32 } { ptr @.banks, i32 4, ptr @.banks, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 12, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
;--- callee-type.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.banks, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 13, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare i32 @__spirv_AddMemberDecoration.p0(i32)
;--- callee-global.ll
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.banks, i32 4 }, section "llvm.metadata"
define spir_kernel void @k(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.file, i32 13, ptr @.args)
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
@__spirv_AddMemberDecoration.p0 = global i32 0
