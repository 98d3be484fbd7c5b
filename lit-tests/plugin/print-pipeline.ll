; -print-pipeline-passes shows each of our passes with every enumerated
; parameter filled in (the default where none was given), flags, values and
; lists as given, in the order -spirv-props-print-passes lists them; a
; printer's inside its brackets. The text parses back into the same
; pipeline: printed again, it is the same (opt's own verify passes left
; out with -disable-verify, or each round would add two).
; RUN: opt -load-pass-plugin %plugin -disable-verify -passes='spirv-exec-modes,device-code-split<symbols;out=%t.txt;stats>,compile-time-properties<only=sycl-init-mode;format=decorations>,print<sycl-properties<numbering=draft>>,print<kernel-metadata>,globaloffset' -print-pipeline-passes -disable-output %s > %t.pipeline
; RUN: FileCheck %s < %t.pipeline
; RUN: xargs -d '\n' -I{} opt -load-pass-plugin %plugin -disable-verify -passes={} -print-pipeline-passes -disable-output %s < %t.pipeline > %t.again
; RUN: diff %t.pipeline %t.again
; And the pipeline runs.
; RUN: xargs -d '\n' -I{} opt -load-pass-plugin %plugin -passes={} -S %s < %t.pipeline | FileCheck %s --check-prefix=RAN

; CHECK: spirv-exec-modes<contraction-off=auto>,device-code-split<split=auto;out={{.*}}.txt;symbols;emit=bc;undefined=warn;stats>,compile-time-properties<numbering=grammar;only=sycl-init-mode;strip=reference;format=decorations>,print<sycl-properties<numbering=draft;strip=reference>>,print<kernel-metadata>,globaloffset<enable-global-offset=true>{{$}}

; RAN: !spirv.ExecutionMode
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 8, i32 4, i32 2}
