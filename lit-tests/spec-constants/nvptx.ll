; Emulation for NVPTX: the reads become loads from the kernel's buffer
; parameter, which llc turns into PTX; the metadata is the same as on
; SPIR-V. i at 0 (size 4), d: 4 -> 8 (gap 4), size 8.
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=%nvptx-cpu %t.ll -o - | FileCheck %s --check-prefix=PTX
; CHECK: getelementptr i8, ptr %buf, i32 0
; CHECK: getelementptr i8, ptr %buf, i32 8
; CHECK: !{!"i", i32 0, i32 0, i32 4, i32 -1, i32 4, i32 4}
; CHECK: !{!"d", i32 1, i32 0, i32 8}
; PTX: .visible .entry k(
; llc-15 names the loads by type (u32, f64), llc-22 by width (b32, b64).
; PTX-DAG: ld.{{[a-z.]*}}{{u32|b32}} {{.*}}[%rd{{[0-9]+}}];
; PTX-DAG: ld.{{[a-z.]*}}{{f64|b64}} {{.*}}[%rd{{[0-9]+}}+8];
target triple = "nvptx64-nvidia-cuda"

@str.i = private unnamed_addr constant [2 x i8] c"i\00"
@str.d = private unnamed_addr constant [2 x i8] c"d\00"
@id.i = constant { i32 } { i32 42 }
@id.d = constant { double } { double 1.5 }

define void @k(ptr %out, ptr %outd, ptr %buf) {
  %i = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @str.i, ptr @id.i, ptr %buf)
  store i32 %i, ptr %out
  %d = call double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr @str.d, ptr @id.d, ptr %buf)
  store double %d, ptr %outd
  ret void
}

declare i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr, ptr, ptr)
declare double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr, ptr, ptr)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
