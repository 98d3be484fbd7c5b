; A use in dead code does not keep a parameter: uses in blocks that the
; entry does not reach, and in instructions without side effects whose
; results only such instructions use (ADCE-lite), are not uses. The dead
; instructions of reachable blocks that used a removed parameter go with it
; (left with a poison operand, `load ptr poison` or `udiv 1, poison` would
; be undefined behaviour when executed); in unreachable blocks the uses
; become poison. A live phi's incoming value from an unreachable block is
; not a use either. What a live instruction uses stays: a store, a branch
; condition, a call's argument, a volatile load.
; RUN: opt -load-pass-plugin %plugin -passes='deadargelim-sycl,verify' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl -S < %t.ll | diff %t.ll -
; LLVM's SPIR-V backend takes the result (poison in unreachable code
; included), and spirv-val accepts its binary.
; RUN: opt -load-pass-plugin %plugin -passes=deadargelim-sycl %s -o %t.bc
; RUN: llc-22 -mtriple=spirv64-unknown-unknown -filetype=obj %t.bc -o %t.spv
; RUN: spirv-val %t.spv

target triple = "spir64-unknown-unknown"

; %chain feeds add -> mul -> udiv whose result nothing uses; %ptr is only
; loaded from, the value unused; %unreach is used only in a block nothing
; branches to; %phi only as a phi's value from that block.
; CHECK: define spir_kernel void @k(ptr addrspace(1) %out, i1 %cond) #0 !sycl_kernel_omit_args ![[MK:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br i1 %cond, label %then, label %join
; CHECK-EMPTY:
; CHECK-NEXT: then:
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: dead:
; CHECK-NEXT:   %c = add i32 poison, 2
; CHECK-NEXT:   store i32 %c, ptr addrspace(1) %out, align 4
; CHECK-NEXT:   br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:
; CHECK-NEXT:   %x = phi i32 [ 1, %entry ], [ 2, %then ], [ poison, %dead ]
; CHECK-NEXT:   store i32 %x, ptr addrspace(1) %out, align 4
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
define spir_kernel void @k(ptr addrspace(1) %out, i32 %chain, ptr addrspace(1) %ptr, i32 %unreach, i32 %phi, i1 %cond) #0 {
entry:
  %a = add i32 %chain, 1
  %b = mul i32 %a, 3
  %q = udiv i32 1, %b
  %l = load i32, ptr addrspace(1) %ptr, align 4
  br i1 %cond, label %then, label %join
then:
  br label %join
dead:
  %c = add i32 %unreach, 2
  store i32 %c, ptr addrspace(1) %out, align 4
  br label %join
join:
  %x = phi i32 [ 1, %entry ], [ 2, %then ], [ %phi, %dead ]
  store i32 %x, ptr addrspace(1) %out, align 4
  ret void
}

; Live uses keep every parameter: a stored value, a branch condition, a
; call argument (a call may have side effects), a volatile load's address.
; CHECK: define spir_kernel void @live(ptr addrspace(1) %out, i32 %v, i1 %c, i32 %arg, ptr addrspace(1) %vol) #0 !sycl_kernel_omit_args ![[NONE:[0-9]+]] {
define spir_kernel void @live(ptr addrspace(1) %out, i32 %v, i1 %c, i32 %arg, ptr addrspace(1) %vol) #0 {
entry:
  store i32 %v, ptr addrspace(1) %out, align 4
  br i1 %c, label %a, label %b
a:
  call void @ext(i32 %arg)
  br label %b
b:
  %l = load volatile i32, ptr addrspace(1) %vol, align 4
  ret void
}

; A side-effect-free call whose result feeds nothing is dead; a loop that
; only computes a value nobody reads does not keep its parameter either
; (the phi and add are dead; the loop's branch is live).
; CHECK: define spir_kernel void @loop(i32 %n) #0 !sycl_kernel_omit_args ![[ML:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK-NEXT:   %i.next = add i32 %i, 1
; CHECK-NEXT:   %done = icmp eq i32 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop
define spir_kernel void @loop(i32 %n, float %x, i32 %acc0) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %acc0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, 1
  %s = call float @llvm.sqrt.f32(float %x)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare void @ext(i32)
declare float @llvm.sqrt.f32(float)

attributes #0 = { "sycl-module-id"="a.cpp" }

; CHECK-DAG: ![[MK]] = !{i1 false, i1 true, i1 true, i1 true, i1 true, i1 false}
; CHECK-DAG: ![[NONE]] = !{i1 false, i1 false, i1 false, i1 false, i1 false}
; CHECK-DAG: ![[ML]] = !{i1 false, i1 true, i1 true}
