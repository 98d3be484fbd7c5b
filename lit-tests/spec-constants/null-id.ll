; A getter call whose specialization_id argument is null (the reference's
; tests pass it so, e.g. spec-constants/SYCL-2020.ll and
; multiple-scalar-usages.ll): there is no object holding a default, so the
; default is zero of the constant's type, as the reference lowers it
; (`__spirv_SpecConstantid(i32 N, double 0.000000e+00)`); a bool's is
; `i8 0`, a composite's `zeroinitializer`. Both modes; the metadata and the
; split's default values say 0 too.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s | FileCheck %s --check-prefix=EMU
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,spec-constants' -S < %s | FileCheck %s --check-prefix=O2
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: cd %t.d && opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>,device-code-split<out=t.table;properties>' -disable-output %s
; RUN: python3 %S/../../scripts/propfile.py %t.d/t_0.prop | FileCheck %s --check-prefix=PROPS

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32, float }

@name_d = private unnamed_addr addrspace(1) constant [9 x i8] c"MyDouble\00", align 1
@name_b = private unnamed_addr addrspace(1) constant [7 x i8] c"MyBool\00", align 1
@name_a = private unnamed_addr addrspace(1) constant [3 x i8] c"MA\00", align 1

declare spir_func double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(ptr addrspace(4) sret(%struct.A) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

; CHECK-LABEL: define spir_func double @get(
; CHECK: call double @_Z20__spirv_SpecConstantid(i32 0, double 0.000000e+00)
; CHECK: [[B:%[0-9]+]] = call i8 @_Z20__spirv_SpecConstantia(i32 1, i8 0)
; CHECK: trunc i8 [[B]] to i1
; CHECK: [[A0:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 2, i32 0)
; CHECK: [[A1:%[0-9]+]] = call float @_Z20__spirv_SpecConstantif(i32 3, float 0.000000e+00)
; CHECK: call %struct.A @_Z29__spirv_SpecConstantCompositeif_Rstruct.A(i32 [[A0]], float [[A1]])
define spir_func double @get(ptr addrspace(4) %out, ptr addrspace(4) %buf) {
  %d = call spir_func double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_d to ptr addrspace(4)), ptr addrspace(4) null, ptr addrspace(4) %buf)
  %b = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_b to ptr addrspace(4)), ptr addrspace(4) null, ptr addrspace(4) %buf)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(ptr addrspace(4) sret(%struct.A) align 4 %out, ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_a to ptr addrspace(4)), ptr addrspace(4) null, ptr addrspace(4) %buf)
  %x = uitofp i1 %b to double
  %r = fadd double %d, %x
  ret double %r
}
; CHECK: !sycl.specialization-constants-default-values = !{![[D0:[0-9]+]], ![[D1:[0-9]+]], ![[D2:[0-9]+]]}
; CHECK: ![[D0]] = !{double 0.000000e+00}
; CHECK: ![[D1]] = !{i8 0}
; CHECK: ![[D2]] = !{%struct.A zeroinitializer}

; EMU-LABEL: define spir_func double @get(
; EMU: [[P:%[0-9]+]] = getelementptr i8, ptr addrspace(4) %buf, i32 0
; EMU-NEXT: load double, ptr addrspace(4) [[P]], align 8
; EMU: load i8, ptr addrspace(4)
; EMU: load %struct.A, ptr addrspace(4)
; EMU: !{!"MyDouble", i32 0, i32 0, i32 8}
; EMU: !{!"MyBool", i32 1, i32 0, i32 1, i32 -1, i32 1, i32 3}
; EMU: !{!"MA", i32 2, i32 0, i32 8}

; O2: call double @_Z20__spirv_SpecConstantid(i32 0, double 0.000000e+00)

; Defaults in the buffer's layout: 8 zero bytes, 1, 3 of padding, 8.
; PROPS: [SYCL/specialization constants default values]
; PROPS-NEXT: all=2|20 bytes: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
