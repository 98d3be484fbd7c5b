; At scale: a module of 5000 kernels, half with OpenCL kernel metadata and
; half with "spv.executionmode", through spirv-exec-modes and
; spirv-inline-attrs. Every kernel must end up with exactly its own modes
; (sizes vary per kernel, so a mix-up shows), none twice, and a second run
; must change nothing. The expectation is written by the generator from the
; sizes it chose (Inputs/many_kernels.py), not by the passes. (No timing
; here: the benchmark, bench/run.py, measures time.)
; RUN: python3 %S/Inputs/many_kernels.py 5000 %t.in.ll %t.expected
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=never>,spirv-inline-attrs<contraction-off=never>' -S < %t.in.ll -o %t.out.ll
; RUN: opt -load-pass-plugin %plugin -passes='print<kernel-metadata>' -disable-output %t.out.ll 2>&1 | grep -E '^kernel |^ *spirv.ExecutionMode:' > %t.actual
; RUN: diff %t.expected %t.actual
; The kernel metadata is gone (the inline attributes stay, by design: see the
; README); the list has one entry per mode.
; RUN: not grep -q 'reqd_work_group_size' %t.out.ll
; RUN: grep -c '^![0-9]* = !{ptr .k' %t.out.ll | FileCheck %s --check-prefix=ENTRIES
; RUN: opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off=never>,spirv-inline-attrs<contraction-off=never>' -S < %t.out.ll -o %t.again.ll
; RUN: diff %t.out.ll %t.again.ll

; 5000 LocalSize entries, and SubgroupSize on every third kernel (1667).
; ENTRIES: 6667
define void @f() {
  ret void
}
