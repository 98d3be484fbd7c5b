; The shapes DPC++'s front end emits, shared by native.ll, emulation.ll
; and print.ll: eleven constants, first used in this order in @k1 (f again
; in @k2). Scalars come back from __sycl_getScalar2020SpecConstantValue;
; structs and arrays through sret of __sycl_getComposite2020SpecConstantValue,
; a vector by value from it. Names are private [N x i8] strings reached
; through addrspacecast (and once a getelementptr 0, 0); the
; specialization_id globals hold the defaults (Z's is zeroinitializer).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.S = type { i8, i32, i8 }
%struct.Z = type { float, double }

%sid.b = type { i8 }
%sid.c = type { i8 }
%sid.s = type { i16 }
%sid.l = type { i64 }
%sid.h = type { half }
%sid.d = type { double }
%sid.S = type { %struct.S }
%sid.V = type { <2 x i32> }
%sid.A = type { [2 x [3 x i16]] }
%sid.Z = type { %struct.Z }
%sid.f = type { float }

@str.b = private unnamed_addr constant [7 x i8] c"name.b\00"
@id.b = addrspace(1) constant %sid.b { i8 1 }
@str.c = private unnamed_addr constant [7 x i8] c"name.c\00"
@id.c = addrspace(1) constant %sid.c { i8 -3 }
@str.s = private unnamed_addr constant [7 x i8] c"name.s\00"
@id.s = addrspace(1) constant %sid.s { i16 7 }
@str.l = private unnamed_addr constant [7 x i8] c"name.l\00"
@id.l = addrspace(1) constant %sid.l { i64 -1 }
@str.h = private unnamed_addr constant [7 x i8] c"name.h\00"
@id.h = addrspace(1) constant %sid.h { half 0xH3C00 }
@str.d = private unnamed_addr constant [7 x i8] c"name.d\00"
@id.d = addrspace(1) constant %sid.d { double 5.000000e-01 }
@str.S = private unnamed_addr constant [7 x i8] c"name.S\00"
@id.S = addrspace(1) constant %sid.S { %struct.S { i8 1, i32 2, i8 3 } }
@str.V = private unnamed_addr constant [7 x i8] c"name.V\00"
@id.V = addrspace(1) constant %sid.V { <2 x i32> <i32 5, i32 6> }
@str.A = private unnamed_addr constant [7 x i8] c"name.A\00"
@id.A = addrspace(1) constant %sid.A { [2 x [3 x i16]] [[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 5, i16 6]] }
@str.Z = private unnamed_addr constant [7 x i8] c"name.Z\00"
@id.Z = addrspace(1) constant %sid.Z zeroinitializer
@str.f = private unnamed_addr constant [7 x i8] c"name.f\00"
@id.f = addrspace(1) constant %sid.f { float 2.500000e+00 }

define spir_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %tmp.S = alloca %struct.S, align 8
  %tmp.S.as4 = addrspacecast ptr %tmp.S to ptr addrspace(4)
  %tmp.A = alloca [2 x [3 x i16]], align 8
  %tmp.A.as4 = addrspacecast ptr %tmp.A to ptr addrspace(4)
  %tmp.Z = alloca %struct.Z, align 8
  %tmp.Z.as4 = addrspacecast ptr %tmp.Z to ptr addrspace(4)
  %v.b = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.b to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.b to ptr addrspace(4)), ptr addrspace(4) %buf)
  %z.b = zext i1 %v.b to i8
  store i8 %z.b, ptr addrspace(1) %out
  %v.c = call spir_func i8 @_Z37__sycl_getScalar2020SpecConstantValueIaET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr getelementptr inbounds ([7 x i8], ptr @str.c, i64 0, i64 0) to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.c to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i8 %v.c, ptr addrspace(1) %out
  %v.s = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.s to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.s to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i16 %v.s, ptr addrspace(1) %out
  %v.l = call spir_func i64 @_Z37__sycl_getScalar2020SpecConstantValueIxET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.l to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.l to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i64 %v.l, ptr addrspace(1) %out
  %v.h = call spir_func half @_Z37__sycl_getScalar2020SpecConstantValueIDhET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.h to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.h to ptr addrspace(4)), ptr addrspace(4) %buf)
  store half %v.h, ptr addrspace(1) %out
  %v.d = call spir_func double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.d to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.d to ptr addrspace(4)), ptr addrspace(4) %buf)
  store double %v.d, ptr addrspace(1) %out
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1SET_PKcPvS4_(ptr addrspace(4) sret(%struct.S) %tmp.S.as4, ptr addrspace(4) addrspacecast (ptr @str.S to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.S to ptr addrspace(4)), ptr addrspace(4) %buf)
  %v.V = call spir_func <2 x i32> @_Z40__sycl_getComposite2020SpecConstantValueIDv2_iET_PKcPvS4_(ptr addrspace(4) addrspacecast (ptr @str.V to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.V to ptr addrspace(4)), ptr addrspace(4) %buf)
  store <2 x i32> %v.V, ptr addrspace(1) %out
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(ptr addrspace(4) sret([2 x [3 x i16]]) %tmp.A.as4, ptr addrspace(4) addrspacecast (ptr @str.A to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.A to ptr addrspace(4)), ptr addrspace(4) %buf)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1ZET_PKcPvS4_(ptr addrspace(4) sret(%struct.Z) %tmp.Z.as4, ptr addrspace(4) addrspacecast (ptr @str.Z to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.Z to ptr addrspace(4)), ptr addrspace(4) %buf)
  %v.f = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.f to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.f to ptr addrspace(4)), ptr addrspace(4) %buf)
  store float %v.f, ptr addrspace(1) %out
  %v.f2 = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.f to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.f to ptr addrspace(4)), ptr addrspace(4) %buf)
  store float %v.f2, ptr addrspace(1) %out
  ret void
}

define spir_func void @k2(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %v.f3 = call spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.f to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.f to ptr addrspace(4)), ptr addrspace(4) %buf)
  store float %v.f3, ptr addrspace(1) %out
  %v.s3 = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.s to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.s to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i16 %v.s3, ptr addrspace(1) %out
  ret void
}

declare spir_func <2 x i32> @_Z40__sycl_getComposite2020SpecConstantValueIDv2_iET_PKcPvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func half @_Z37__sycl_getScalar2020SpecConstantValueIDhET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i64 @_Z37__sycl_getScalar2020SpecConstantValueIxET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i8 @_Z37__sycl_getScalar2020SpecConstantValueIaET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPvS4_(ptr addrspace(4) sret([2 x [3 x i16]]), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1SET_PKcPvS4_(ptr addrspace(4) sret(%struct.S), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1ZET_PKcPvS4_(ptr addrspace(4) sret(%struct.Z), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
