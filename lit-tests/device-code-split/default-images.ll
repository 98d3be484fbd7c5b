; default-images (sycl-post-link -generate-device-image-default-spec-consts):
; after each image that uses specialization constants, a twin in which each
; constant reads its default, with specConstsReplacedWithDefault=1|1 in
; [SYCL/misc properties] and no specialization-constant sets. One count over
; images and twins (t_0 and its twin t_1, then t_2 and t_3 per kernel). An
; image that uses none gets no twin. The twin is made from natively lowered
; constants (the __spirv_SpecConstant calls and the composites of them) or
; from getters not lowered yet; from emulated ones it is an error.
; RUN: rm -rf %t && mkdir -p %t/native %t/kernel %t/raw %t/emu
; RUN: cd %t/native && opt -load-pass-plugin %plugin -passes='spec-constants,device-code-split<split=auto;out=t.table;symbols;properties;emit=ll;default-images>' -disable-output %s
; RUN: FileCheck %s --input-file %t/native/t.table --check-prefix=TABLE --match-full-lines
; RUN: FileCheck %s --input-file %t/native/t_1.prop --check-prefix=PROP0
; RUN: FileCheck %s --input-file %t/native/t_2.prop --check-prefix=PROP1 --match-full-lines
; RUN: FileCheck %s --input-file %t/native/t_0.ll --check-prefix=IR0
; RUN: FileCheck %s --input-file %t/native/t_1.ll --check-prefix=IRN
; RUN: FileCheck %s --input-file %t/native/t_2.ll --check-prefix=IR1 --implicit-check-not=SpecConstant
; RUN: FileCheck %s --input-file %t/native/t_2.ll --check-prefix=IR1N
; RUN: opt -passes=verify -disable-output %t/native/t_2.ll
; RUN: cat %t/native/t_0.sym %t/native/t_1.sym %t/native/t_2.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; Per kernel: each kernel's image and its twin; @plain uses no constant.
; RUN: cd %t/kernel && opt -load-pass-plugin %plugin -passes='spec-constants,device-code-split<split=kernel;out=t.table;symbols;properties;default-images>' -disable-output %s
; RUN: FileCheck %s --input-file %t/kernel/t.table --check-prefix=KTABLE --match-full-lines
; RUN: cat %t/kernel/t_0.sym %t/kernel/t_1.sym %t/kernel/t_2.sym | FileCheck %s --check-prefix=KSYM --match-full-lines
; RUN: grep -q 'specConstsReplacedWithDefault=1|1' %t/kernel/t_2.prop
; RUN: not grep -q specConstsReplacedWithDefault %t/kernel/t_0.prop %t/kernel/t_1.prop
; Not lowered yet: the getters are replaced the same way.
; RUN: cd %t/raw && opt -load-pass-plugin %plugin -passes='device-code-split<split=auto;out=t.table;properties;emit=ll;default-images>' -disable-output %s
; RUN: FileCheck %s --input-file %t/raw/t_2.ll --check-prefix=IR1 --implicit-check-not=SpecConstant
; RUN: FileCheck %s --input-file %t/raw/t_1.ll --check-prefix=RAW1
; RUN: FileCheck %s --input-file %t/raw/t_0.ll --check-prefix=RAW0
; RUN: cd %t/emu && not opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>,device-code-split<out=t.table;default-images>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMU
; RUN: cd %t/emu && not ls t.table
; After default<O2> (constants folded into their uses) the twin still has none.
; RUN: rm -rf %t/o2 && mkdir -p %t/o2
; RUN: cd %t/o2 && opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>,device-code-split<out=t.table;properties;emit=ll;default-images>' -disable-output %s
; RUN: FileCheck %s --input-file %t/o2/t_2.ll --check-prefix=O2 --implicit-check-not=SpecConstant

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { %struct.A }
%"class.sycl::_V1::specialization_id.2" = type { i32 }
%"class.sycl::_V1::specialization_id.3" = type { %struct.C }
%"class.sycl::_V1::specialization_id.4" = type { i8 }
%struct.A = type { i32, %struct.B }
%struct.B = type { i32, i32, i32 }
%struct.C = type { i32 }

@__usid_str = private unnamed_addr constant [5 x i8] c"id_c\00", align 1
@__usid_str.1 = private unnamed_addr constant [9 x i8] c"id_value\00", align 1
@__usid_str.2 = private unnamed_addr constant [5 x i8] c"id_b\00", align 1
@__usid_str.3 = private unnamed_addr constant [5 x i8] c"id_d\00", align 1
@__usid_str.4 = private unnamed_addr constant [8 x i8] c"id_flag\00", align 1
@_ZL1c = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.A { i32 3, %struct.B { i32 3, i32 2, i32 1 } } }, align 4
@_ZL6valueS = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.2" { i32 123 }, align 4
@_ZL1b = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.3" { %struct.C { i32 1 } }, align 4
@_ZL1d = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.A { i32 3, %struct.B zeroinitializer } }, align 4
@_ZL4flag = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.4" { i8 1 }, align 1

declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func %struct.C @_Z40__sycl_getComposite2020SpecConstantValueI1CET_PKcPKvS5_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

define spir_func void @func() {
  ret void
}

define spir_kernel void @kernel(ptr addrspace(1) %out) #0 {
entry:
  %a.i = alloca %struct.A, align 4
  %a.ascast.i = addrspacecast ptr %a.i to ptr addrspace(4)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4 %a.ascast.i, ptr addrspace(4) addrspacecast (ptr @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL1c to ptr addrspace(4)), ptr addrspace(4) null)
  %scalar = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr @__usid_str.1 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6valueS to ptr addrspace(4)), ptr addrspace(4) null)
  %scalar2 = add i32 %scalar, 1
  %returned_spec_const = call spir_func %struct.C @_Z40__sycl_getComposite2020SpecConstantValueI1CET_PKcPKvS5_(ptr addrspace(4) addrspacecast (ptr @__usid_str.2 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL1b to ptr addrspace(4)), ptr addrspace(4) null)
  %sc.e = extractvalue %struct.C %returned_spec_const, 0
  %scalar3 = add i32 %sc.e, %scalar2
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4 %a.ascast.i, ptr addrspace(4) addrspacecast (ptr @__usid_str.3 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL1d to ptr addrspace(4)), ptr addrspace(4) null)
  %flag = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr @__usid_str.4 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL4flag to ptr addrspace(4)), ptr addrspace(4) null)
  %f = zext i1 %flag to i32
  %r = add i32 %scalar3, %f
  %v = load i32, ptr %a.i, align 4
  %r2 = add i32 %r, %v
  store i32 %r2, ptr addrspace(1) %out, align 4
  call void @func()
  ret void
}

define spir_kernel void @plain(ptr addrspace(1) %out) #1 {
  store i32 7, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }

; split=auto: b.cpp (@plain, no constants: no twin), then a.cpp (t_1) and
; its twin (t_2).
; TABLE: [Code|Properties|Symbols]
; TABLE-NEXT: {{.*}}t_0.ll|{{.*}}t_0.prop|{{.*}}t_0.sym
; TABLE-NEXT: {{.*}}t_1.ll|{{.*}}t_1.prop|{{.*}}t_1.sym
; TABLE-NEXT: {{.*}}t_2.ll|{{.*}}t_2.prop|{{.*}}t_2.sym
; TABLE-EMPTY:
; The image and its twin hold the same entry points.

; PROP0-NOT: specConstsReplacedWithDefault
; PROP1: [SYCL/device requirements]
; PROP1-NEXT: aspects=2|AAAAAAAAAAA
; PROP1-NEXT: [SYCL/misc properties]
; PROP1-NEXT: specConstsReplacedWithDefault=1|1
; PROP1-EMPTY:

; IR0-LABEL: define spir_kernel void @plain(

; IRN-LABEL: define spir_kernel void @kernel(
; IRN: call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 3)
; IRN: call %struct.A @_Z29__spirv_SpecConstantCompositeistruct.B_Rstruct.A(

; IR1-LABEL: define spir_kernel void @kernel(
; IR1: store %struct.A { i32 3, %struct.B { i32 3, i32 2, i32 1 } }, ptr addrspace(4) %a.ascast.i, align 4
; IR1: %scalar2 = add i32 123, 1
; IR1: %sc.e = extractvalue %struct.C { i32 1 }, 0
; IR1: store %struct.A { i32 3, %struct.B zeroinitializer }, ptr addrspace(4) %a.ascast.i, align 4
; IR1: {{trunc i8 1 to i1|zext i1 true to i32}}
; IR1-NOT: @__sycl_get
; IR1N: !sycl.specialization-constants = !{}

; SYM: plain
; SYM-NEXT: kernel
; SYM-NEXT: kernel

; KTABLE: [Code|Properties|Symbols]
; KTABLE-NEXT: {{.*}}t_0.bc|{{.*}}t_0.prop|{{.*}}t_0.sym
; KTABLE-NEXT: {{.*}}t_1.bc|{{.*}}t_1.prop|{{.*}}t_1.sym
; KTABLE-NEXT: {{.*}}t_2.bc|{{.*}}t_2.prop|{{.*}}t_2.sym
; KTABLE-EMPTY:
; KSYM: plain
; KSYM-NEXT: kernel
; KSYM-NEXT: kernel

; RAW0-LABEL: define spir_kernel void @plain(
; RAW1: call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(

; EMU: error: device-code-split: image t_{{[0-9]}}.bc: default-images: the constants were lowered by spec-constants<mode=emulation>

; O2-LABEL: define spir_kernel void @kernel(
