; spirv-annotation-names<to=ids|names>: {X:Y} annotation strings between
; seed 002's reserved names and decoration numbers (the grammar's:
; RegisterINTEL 5825, MemoryINTEL 5826, NumbanksINTEL 5827, SinglepumpINTEL
; 5830, DoublepumpINTEL 5831, MergeINTEL 5834, BankBitsINTEL 5835), with the
; table's special cases: register takes no argument, pump:1/pump:2 pick
; Singlepump/Doublepump, merge separates its arguments with ':'. Other
; strings stay; the fifth operand is kept; ids -> names -> ids is the
; identity on these; a second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=ids>' -S -o %t.ids.ll < %s
; RUN: FileCheck %s --check-prefix=IDS < %t.ids.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-annotation-names -S < %s | diff %t.ids.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=ids>' -S < %t.ids.ll | diff %t.ids.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=names>' -S -o %t.names.ll < %t.ids.ll
; RUN: FileCheck %s --check-prefix=NAMES < %t.names.ll
; RUN: opt -load-pass-plugin %plugin -passes='spirv-annotation-names<to=ids>' -S < %t.names.ll | diff %t.ids.ll -

; IDS-DAG: c"{5835:1,2,3}{5831}\00"
; IDS-DAG: c"{5825}{5834:key,depth}\00"
; IDS-DAG: c"{5826:\22MLAB\22}{5830}\00"
; IDS-DAG: c"{6442:\220,1\22}\00"
; IDS-DAG: c"free text\00"
; IDS-NOT: bank_bits

; NAMES-DAG: c"{bank_bits:1,2,3}{pump:2}\00"
; NAMES-DAG: c"{register}{merge:key:depth}\00"
; NAMES-DAG: c"{memory:\22MLAB\22}{pump:1}\00"
; A number the table does not name stays a number.
; NAMES-DAG: c"{6442:\220,1\22}\00"
@a = private unnamed_addr constant [26 x i8] c"{bank_bits:1,2,3}{pump:2}\00", section "llvm.metadata"
@b = private unnamed_addr constant [30 x i8] c"{register:1}{merge:key:depth}\00", section "llvm.metadata"
@c = private unnamed_addr constant [24 x i8] c"{memory:\22MLAB\22}{pump:1}\00", section "llvm.metadata"
@d = private unnamed_addr constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
@e = private unnamed_addr constant [10 x i8] c"free text\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"n.cl\00", section "llvm.metadata"
@.extra = private unnamed_addr constant i32 7

; IDS: call void @llvm.var.annotation{{(.p0.p0)?}}(ptr %x, ptr @.str.spirv-props{{[.0-9]*}}, ptr @.file, i32 3, ptr @.extra)
define spir_kernel void @k(ptr %p) {
  %x = alloca i32
  %1 = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @a, ptr @.file, i32 1, ptr null)
  %2 = call ptr @llvm.ptr.annotation.p0(ptr %1, ptr @b, ptr @.file, i32 2, ptr null)
  call void @llvm.var.annotation(ptr %x, ptr @c, ptr @.file, i32 3, ptr @.extra)
  %3 = call ptr @llvm.ptr.annotation.p0(ptr %2, ptr @d, ptr @.file, i32 4, ptr null)
  %4 = call ptr @llvm.ptr.annotation.p0(ptr %3, ptr @e, ptr @.file, i32 5, ptr null)
  store i32 0, ptr %4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.var.annotation(ptr, ptr, ptr, i32, ptr)
