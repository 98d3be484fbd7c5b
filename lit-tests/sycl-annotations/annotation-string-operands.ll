; {X:Y} annotation strings are checked against the SPIR-V grammar (the
; vendored spirv.core.grammar.json): each decoration's operand count and
; kinds (a LiteralInteger is a 32-bit unsigned integer, LoadCacheControl a
; value or name of that kind); one reserved name given twice with different
; values is an error. Every bad annotation gets its error, naming the
; function, its line and the string; opt exits non-zero. spirv-annotation-names
; checks the same. A good string passes (CacheControlLoadINTEL may repeat,
; once per cache level).
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-annotations -disable-output %t/bad.ll 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -disable-output %t/bad.ll 2>&1 | FileCheck %s --check-prefix=BAD --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-annotation-names -disable-output %t/bad.ll 2>&1 | FileCheck %s --check-prefix=NAMES --implicit-check-not=error:
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S %t/good.ll | FileCheck %s --check-prefix=GOOD
; BAD-DAG: error: sycl-annotations: @k, line 1 of t.cpp: annotation string "{numbanks}": NumbanksINTEL takes 1 operand (Banks), got 0
; BAD-DAG: error: sycl-annotations: @k, line 2 of t.cpp: annotation string "{numbanks:4,8}": NumbanksINTEL takes 1 operand (Banks), got 2
; BAD-DAG: error: sycl-annotations: @k, line 3 of t.cpp: annotation string "{numbanks:-4}": operand '-4' (Banks) of NumbanksINTEL is not a 32-bit unsigned literal integer
; BAD-DAG: error: sycl-annotations: @k, line 4 of t.cpp: annotation string "{bankwidth:123456789012345678901234567890}": operand '123456789012345678901234567890' (Bank Width) of BankwidthINTEL is not a 32-bit unsigned literal integer
; BAD-DAG: error: sycl-annotations: @k, line 5 of t.cpp: annotation string "{pump:1}{pump:2}": {pump:1} and {pump:2} give one memory attribute twice, with different values
; BAD-DAG: error: sycl-annotations: @k, line 6 of t.cpp: annotation string "{numbanks:4}{5827:8}": {numbanks:4} and {5827:8} give one memory attribute twice, with different values
; BAD-DAG: error: sycl-annotations: @k, line 7 of t.cpp: annotation string "{merge:a:b:c}": MergeINTEL takes 2 operands (Merge Key, Merge Type), got 3
; BAD-DAG: error: sycl-annotations: @k, line 8 of t.cpp: annotation string "{6442:"0,Sometimes"}": operand 'Sometimes' (Cache Control) of CacheControlLoadINTEL is not a LoadCacheControl (a number or a name of the grammar)
; NAMES-DAG: error: spirv-annotation-names: @k, line 1 of t.cpp: annotation string "{numbanks}": NumbanksINTEL takes 1 operand (Banks), got 0
; NAMES-DAG: error: spirv-annotation-names: @k, line 2 of t.cpp: annotation string "{numbanks:4,8}": NumbanksINTEL takes 1 operand (Banks), got 2
; NAMES-DAG: error: spirv-annotation-names: @k, line 3 of t.cpp: annotation string "{numbanks:-4}": operand '-4' (Banks) of NumbanksINTEL is not a 32-bit unsigned literal integer
; NAMES-DAG: error: spirv-annotation-names: @k, line 4 of t.cpp: annotation string "{bankwidth:123456789012345678901234567890}": operand '123456789012345678901234567890' (Bank Width) of BankwidthINTEL is not a 32-bit unsigned literal integer
; NAMES-DAG: error: spirv-annotation-names: @k, line 5 of t.cpp: annotation string "{pump:1}{pump:2}": {pump:1} and {pump:2} give one memory attribute twice, with different values
; NAMES-DAG: error: spirv-annotation-names: @k, line 6 of t.cpp: annotation string "{numbanks:4}{5827:8}": {numbanks:4} and {5827:8} give one memory attribute twice, with different values
; NAMES-DAG: error: spirv-annotation-names: @k, line 7 of t.cpp: annotation string "{merge:a:b:c}": MergeINTEL takes 2 operands (Merge Key, Merge Type), got 3
; NAMES-DAG: error: spirv-annotation-names: @k, line 8 of t.cpp: annotation string "{6442:"0,Sometimes"}": operand 'Sometimes' (Cache Control) of CacheControlLoadINTEL is not a LoadCacheControl (a number or a name of the grammar)
; NumbanksINTEL 5827, MergeINTEL 5834, CacheControlLoadINTEL 6442 (CachedINTEL 1), BankBitsINTEL 5835, DoublepumpINTEL 5831
; GOOD-DAG: !{i32 5827, i32 4}
; GOOD-DAG: !{i32 5834, !"key", !"depth"}
; GOOD-DAG: !{i32 6442, i32 0, i32 1}
; GOOD-DAG: !{i32 6442, i32 2, i32 1}
; GOOD-DAG: !{i32 5835, i32 1, i32 2, i32 3}
; GOOD-DAG: !{i32 5831}

;--- bad.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.file = private unnamed_addr constant [6 x i8] c"t.cpp\00", section "llvm.metadata"
@.s0 = private unnamed_addr constant [11 x i8] c"{numbanks}\00", section "llvm.metadata"
@.s1 = private unnamed_addr constant [15 x i8] c"{numbanks:4,8}\00", section "llvm.metadata"
@.s2 = private unnamed_addr constant [14 x i8] c"{numbanks:-4}\00", section "llvm.metadata"
@.s3 = private unnamed_addr constant [43 x i8] c"{bankwidth:123456789012345678901234567890}\00", section "llvm.metadata"
@.s4 = private unnamed_addr constant [17 x i8] c"{pump:1}{pump:2}\00", section "llvm.metadata"
@.s5 = private unnamed_addr constant [21 x i8] c"{numbanks:4}{5827:8}\00", section "llvm.metadata"
@.s6 = private unnamed_addr constant [14 x i8] c"{merge:a:b:c}\00", section "llvm.metadata"
@.s7 = private unnamed_addr constant [21 x i8] c"{6442:\220,Sometimes\22}\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a0 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s0, ptr @.file, i32 1, ptr null)
  store i32 0, ptr addrspace(1) %a0
  %a1 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s1, ptr @.file, i32 2, ptr null)
  store i32 1, ptr addrspace(1) %a1
  %a2 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s2, ptr @.file, i32 3, ptr null)
  store i32 2, ptr addrspace(1) %a2
  %a3 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s3, ptr @.file, i32 4, ptr null)
  store i32 3, ptr addrspace(1) %a3
  %a4 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s4, ptr @.file, i32 5, ptr null)
  store i32 4, ptr addrspace(1) %a4
  %a5 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s5, ptr @.file, i32 6, ptr null)
  store i32 5, ptr addrspace(1) %a5
  %a6 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s6, ptr @.file, i32 7, ptr null)
  store i32 6, ptr addrspace(1) %a6
  %a7 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s7, ptr @.file, i32 8, ptr null)
  store i32 7, ptr addrspace(1) %a7
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)

;--- good.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.file = private unnamed_addr constant [6 x i8] c"t.cpp\00", section "llvm.metadata"
@.s0 = private unnamed_addr constant [89 x i8] c"{numbanks:4}{merge:key:depth}{6442:\220,1\22}{6442:\222,CachedINTEL\22}{bank_bits:1,2,3}{pump:2}\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a0 = call ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1) %p, ptr @.s0, ptr @.file, i32 1, ptr null)
  store i32 0, ptr addrspace(1) %a0
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1(ptr addrspace(1), ptr, ptr, i32, ptr)
