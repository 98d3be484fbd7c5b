; The -O0 shape of a getter call (the reference's scalar-O0 and
; composite-O0 tests): the symbolic name is stored to a local variable
; (through an addrspacecast, with lifetime markers) and loaded back before
; the call. The name is found through the one store; after lowering, the
; load and the store are gone, and with them every use of the name's
; string, which is deleted like a directly passed one. A local that two
; stores write, or whose address escapes, is not a constant name: an error.
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spec-constants -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %s | FileCheck %s --check-prefix=EMU
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
; RUN: sed -n 's/^;E //p' %s > %t.err.ll
; RUN: not opt -load-pass-plugin %plugin -passes=spec-constants -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32, float }
%class.id_int = type { i32 }
%class.id_A = type { %struct.A }

@name_int = private unnamed_addr addrspace(1) constant [9 x i8] c"name_int\00", align 1
@name_A = private unnamed_addr addrspace(1) constant [7 x i8] c"name_A\00", align 1
@id_int = linkonce_odr addrspace(1) constant %class.id_int { i32 42 }, align 4
@id_A = linkonce_odr addrspace(1) constant %class.id_A { %struct.A { i32 1, float 2.0 } }, align 4

; CHECK-NOT: @name_int
; CHECK-NOT: @name_A

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4, ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NOT: store ptr addrspace(4) addrspacecast
; CHECK: call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 42)
; CHECK: [[A0:%[0-9]+]] = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
; CHECK: [[A1:%[0-9]+]] = call float @_Z20__spirv_SpecConstantif(i32 2, float 2.000000e+00)
; CHECK: call %struct.A @_Z29__spirv_SpecConstantCompositeif_Rstruct.A(i32 [[A0]], float [[A1]])
; CHECK-NOT: load ptr addrspace(4), ptr addrspace(4) %name.addr
; CHECK: ret void
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %outA) {
entry:
  %name.addr.p = alloca ptr addrspace(4), align 8
  %name.addr = addrspacecast ptr %name.addr.p to ptr addrspace(4)
  %nameA.addr.p = alloca ptr addrspace(4), align 8
  %nameA.addr = addrspacecast ptr %nameA.addr.p to ptr addrspace(4)
  %tmp = alloca %struct.A, align 4
  %tmp.as = addrspacecast ptr %tmp to ptr addrspace(4)
  call void @llvm.lifetime.start.p0(i64 8, ptr %name.addr.p)
  store ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_int to ptr addrspace(4)), ptr addrspace(4) %name.addr, align 8
  %n = load ptr addrspace(4), ptr addrspace(4) %name.addr, align 8
  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) %n, ptr addrspace(4) addrspacecast (ptr addrspace(1) @id_int to ptr addrspace(4)), ptr addrspace(4) null)
  call void @llvm.lifetime.end.p0(i64 8, ptr %name.addr.p)
  store i32 %v, ptr addrspace(1) %out, align 4
  store ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_A to ptr addrspace(4)), ptr addrspace(4) %nameA.addr, align 8
  %nA = load ptr addrspace(4), ptr addrspace(4) %nameA.addr, align 8
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4 %tmp.as, ptr addrspace(4) %nA, ptr addrspace(4) addrspacecast (ptr addrspace(1) @id_A to ptr addrspace(4)), ptr addrspace(4) null)
  %a = load %struct.A, ptr %tmp, align 4
  store %struct.A %a, ptr addrspace(1) %outA, align 4
  ret void
}

; CHECK: !sycl.specialization-constants = !{![[I:[0-9]+]], ![[A:[0-9]+]]}
; CHECK: ![[I]] = !{!"name_int", i32 0, i32 0, i32 4}
; CHECK: ![[A]] = !{!"name_A", i32 1, i32 0, i32 4, i32 2, i32 4, i32 4}

; EMU-NOT: @name_int
; EMU-LABEL: define spir_kernel void @k(
; EMU-NOT: __sycl_get
; EMU: !{!"name_int", i32 0, i32 0, i32 4}
; EMU: !{!"name_A", i32 1, i32 0, i32 8}

; O2-NOT: @name_
; O2-LABEL: define spir_kernel void @k(
; O2-NOT: alloca
; O2: call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 42)

;E target triple = "spir64-unknown-unknown"
;E @name_int = private unnamed_addr addrspace(1) constant [9 x i8] c"name_int\00", align 1
;E @other = private unnamed_addr addrspace(1) constant [6 x i8] c"other\00", align 1
;E @id_int = linkonce_odr addrspace(1) constant { i32 } { i32 42 }, align 4
;E declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
;E define spir_func i32 @two_stores(i1 %c) {
;E   %p = alloca ptr addrspace(4), align 8
;E   store ptr addrspace(4) addrspacecast (ptr addrspace(1) @name_int to ptr addrspace(4)), ptr %p, align 8
;E   br i1 %c, label %a, label %b
;E a:
;E   store ptr addrspace(4) addrspacecast (ptr addrspace(1) @other to ptr addrspace(4)), ptr %p, align 8
;E   br label %b
;E b:
;E   %n = load ptr addrspace(4), ptr %p, align 8
;E   %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) %n, ptr addrspace(4) addrspacecast (ptr addrspace(1) @id_int to ptr addrspace(4)), ptr addrspace(4) null)
;E   ret i32 %v
;E }
; ERR: error: spec-constants: function @two_stores: '%v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) %n, ptr addrspace(4) addrspacecast (ptr addrspace(1) @id_int to ptr addrspace(4)), ptr addrspace(4) null)': the symbolic name (argument 0, '%n = load ptr addrspace(4), ptr %p, align 8') is not a constant string
