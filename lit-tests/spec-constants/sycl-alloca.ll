; `llvm.sycl.alloca` (sycl_ext_oneapi_private_alloca): a private array whose
; length is an integer specialization constant, as the reference's
; SYCL-alloca.ll test lowers it: the call becomes `alloca <hint type>,
; <int type> <length>, align <A>`, the length `__spirv_SpecConstant(id,
; default)` in native mode, and the constant gets its metadata like a
; getter's. Emulation (the reference leaves the intrinsic there, "should
; never be reached") loads the length from the buffer, so nothing is left
; that no backend knows. A non-integer constant or a non-constant
; alignment is an error naming the call.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s | FileCheck %s --check-prefix=EMU
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: cd %t.d && opt -load-pass-plugin %plugin -passes='spec-constants,device-code-split<out=t.table;properties>' -disable-output %s
; RUN: FileCheck %s --input-file %t.d/t_0.prop --check-prefix=PROPS
; RUN: sed -n 's/^;E //p' %s > %t.err.ll
; RUN: not opt -load-pass-plugin %plugin -passes=spec-constants -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { i64 }
%"class.sycl::_V1::specialization_id.0" = type { i32 }
%"class.sycl::_V1::specialization_id.1" = type { i16 }
%my_range = type { ptr addrspace(4), ptr addrspace(4) }

@size_i64 = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i64 10 }, align 8
@size_i32 = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.0" { i32 120 }, align 4
@size_i16 = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.1" { i16 1 }, align 2
@name_i64 = private unnamed_addr addrspace(1) constant [9 x i8] c"size_i64\00", align 1
@name_i32 = private unnamed_addr addrspace(1) constant [9 x i8] c"size_i32\00", align 1
@name_i16 = private unnamed_addr addrspace(1) constant [9 x i8] c"size_i16\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK:   [[N32:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 120)
; CHECK-NEXT:   [[A:%[0-9]+]] = alloca double, i32 [[N32]], align 8
; CHECK:   [[N64:%[0-9]+]] = call i64 @_Z20__spirv_SpecConstantix(i32 1, i64 10)
; CHECK-NEXT:   [[B:%[0-9]+]] = alloca float, i64 [[N64]], align 16
; CHECK:   [[N16:%[0-9]+]] = call i16 @_Z20__spirv_SpecConstantis(i32 2, i16 1)
; CHECK-NEXT:   [[C:%[0-9]+]] = alloca %my_range, i16 [[N16]], align 64
; CHECK-NOT: llvm.sycl.alloca
define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %a = call ptr @llvm.sycl.alloca.p0.p4.p4.p4.f64(ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_i32 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @size_i32 to ptr addrspace(4)), ptr addrspace(4) null, double 0.000000e+00, i64 8)
  %b = call ptr @llvm.sycl.alloca.p0.p4.p4.p4.f32(ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_i64 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @size_i64 to ptr addrspace(4)), ptr addrspace(4) null, float 0.000000e+00, i64 16)
  %c = call ptr @llvm.sycl.alloca.p0.p4.p4.p4.s_my_range(ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_i16 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @size_i16 to ptr addrspace(4)), ptr addrspace(4) null, %my_range zeroinitializer, i64 64)
  %pa = getelementptr double, ptr %a, i32 %i
  store double 1.0, ptr %pa, align 8
  %pb = getelementptr float, ptr %b, i32 %i
  store float 2.0, ptr %pb, align 4
  %va = load double, ptr %a, align 8
  %vb = load float, ptr %b, align 4
  %vc = load ptr addrspace(4), ptr %c, align 8
  %f = fptrunc double %va to float
  %s = fadd float %f, %vb
  store float %s, ptr addrspace(1) %out, align 4
  store ptr addrspace(4) %vc, ptr addrspace(1) %out, align 8
  ret void
}

declare ptr @llvm.sycl.alloca.p0.p4.p4.p4.f32(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), float, i64)
declare ptr @llvm.sycl.alloca.p0.p4.p4.p4.f64(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), double, i64)
declare ptr @llvm.sycl.alloca.p0.p4.p4.p4.s_my_range(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), %my_range, i64)

; The specialization_id objects stay (debug info may name them).
; CHECK: !sycl.specialization-constants = !{![[#ID0:]], ![[#ID1:]], ![[#ID2:]]}
; CHECK: !sycl.specialization-constants-default-values = !{![[#DEF0:]], ![[#DEF1:]], ![[#DEF2:]]}
; CHECK: ![[#ID0]] = !{!"size_i32", i32 0, i32 0, i32 4}
; CHECK: ![[#ID1]] = !{!"size_i64", i32 1, i32 0, i32 8}
; CHECK: ![[#ID2]] = !{!"size_i16", i32 2, i32 0, i32 2}
; CHECK: ![[#DEF0]] = !{i32 120}
; CHECK: ![[#DEF1]] = !{i64 10}
; CHECK: ![[#DEF2]] = !{i16 1}

; Emulation: i32 at 0, i64 at 8, i16 at 16.
; EMU-LABEL: define spir_kernel void @k(
; EMU: [[N32:%[0-9]+]] = load i32, ptr addrspace(4) null, align 4
; EMU-NEXT: alloca double, i32 [[N32]], align 8
; EMU-NEXT: [[N64:%[0-9]+]] = load i64, ptr addrspace(4) getelementptr (i8, ptr addrspace(4) null, i32 8), align 8
; EMU-NEXT: alloca float, i64 [[N64]], align 16
; EMU-NOT: llvm.sycl.alloca

; O2-LABEL: define spir_kernel void @k(
; O2: alloca double, i{{32|64}} %{{[0-9]+}}, align 8
; O2-NOT: llvm.sycl.alloca

; PROPS: [SYCL/specialization constants]
; PROPS-NEXT: size_i32=2|
; PROPS-NEXT: size_i64=2|
; PROPS-NEXT: size_i16=2|
; PROPS-NEXT: [SYCL/specialization constants default values]
; PROPS-NEXT: all=2|

;E target triple = "spir64-unknown-unknown"
;E @n = private unnamed_addr addrspace(1) constant [2 x i8] c"n\00", align 1
;E @fid = internal addrspace(1) constant { float } { float 1.0 }, align 4
;E define spir_func void @bad() {
;E   %a = call ptr @llvm.sycl.alloca.p0.p4.p4.p4.f32(ptr addrspace(4) addrspacecast (ptr addrspace(1) @n to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @fid to ptr addrspace(4)), ptr addrspace(4) null, float 0.000000e+00, i64 4)
;E   ret void
;E }
;E declare ptr @llvm.sycl.alloca.p0.p4.p4.p4.f32(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4), float, i64)
; ERR: error: spec-constants: function @bad: '%a = call ptr @llvm.sycl.alloca.p0.p4.p4.p4.f32({{.*}})': llvm.sycl.alloca takes (name, specialization_id, buffer, element hint, i64 alignment) and an integer specialization constant: the specialization constant is a float
