; What cannot be lowered is an error naming the function and the call;
; every error of the run is reported, opt exits non-zero, nothing changes.
; RUN: not opt -load-pass-plugin %plugin -passes=spec-constants -disable-output %s 2>&1 | FileCheck %s
; CHECK-DAG: error: spec-constants: function @f: '%a = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr %name, ptr @id.int, ptr null)': the symbolic name (argument 0, 'ptr %name') is not a constant string
; CHECK-DAG: error: spec-constants: function @f: '%b = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @str.b, ptr @id.extern, ptr null)': the specialization_id (argument 1, 'ptr @id.extern') is not a global variable with an initializer, so the default value is unknown
; CHECK-DAG: error: spec-constants: function @f: '%c = call ptr @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPvS3_(ptr @str.c, ptr @id.ptr, ptr null)': type ptr cannot be held by the runtime: only numbers, and structs, arrays and vectors of them, are specialization constants
; CHECK-DAG: error: spec-constants: function @f: '%d = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @str.d, ptr %id, ptr null)': the specialization_id (argument 1, 'ptr %id') is not a global variable with an initializer
; CHECK-DAG: error: spec-constants: function @f: '%e = call float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr @str.e, ptr @id.int, ptr null)': the default value i32 42 does not fit type float: its part at byte 0 is i32 42
; CHECK: reported 5 errors

@str.b = private constant [2 x i8] c"b\00"
@str.c = private constant [2 x i8] c"c\00"
@str.d = private constant [2 x i8] c"d\00"
@str.e = private constant [2 x i8] c"e\00"
@id.int = constant { i32 } { i32 42 }
@id.extern = external constant { i32 }
@id.ptr = constant { ptr } zeroinitializer

define void @f(ptr %name, ptr %id) {
  %a = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr %name, ptr @id.int, ptr null)
  %b = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @str.b, ptr @id.extern, ptr null)
  %c = call ptr @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPvS3_(ptr @str.c, ptr @id.ptr, ptr null)
  %d = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @str.d, ptr %id, ptr null)
  %e = call float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr @str.e, ptr @id.int, ptr null)
  ret void
}

declare i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr, ptr, ptr)
declare ptr @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPvS3_(ptr, ptr, ptr)
declare float @_Z37__sycl_getScalar2020SpecConstantValueIfET_PKcPvS3_(ptr, ptr, ptr)
