; A kernel reading an int, a struct (through sret) and a bool, for
; consumers.ll: names in private strings, as DPC++ leaves them.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.P = type { i32, i8 }
@str.i = private unnamed_addr constant [2 x i8] c"i\00"
@str.P = private unnamed_addr constant [2 x i8] c"P\00"
@str.b = private unnamed_addr constant [2 x i8] c"b\00"
@id.i = addrspace(1) constant { i32 } { i32 42 }
@id.P = addrspace(1) constant { %struct.P } { %struct.P { i32 7, i8 3 } }
@id.b = addrspace(1) constant { i8 } { i8 1 }

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %outp, ptr addrspace(4) %buf) {
entry:
  %p = alloca %struct.P, align 4
  %p4 = addrspacecast ptr %p to ptr addrspace(4)
  %i = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.i to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.i to ptr addrspace(4)), ptr addrspace(4) %buf)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr addrspace(4) sret(%struct.P) %p4, ptr addrspace(4) addrspacecast (ptr @str.P to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.P to ptr addrspace(4)), ptr addrspace(4) %buf)
  %b = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.b to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.b to ptr addrspace(4)), ptr addrspace(4) %buf)
  %bi = zext i1 %b to i32
  %sum = add i32 %i, %bi
  store i32 %sum, ptr addrspace(1) %out
  %pv = load %struct.P, ptr %p
  store %struct.P %pv, ptr addrspace(1) %outp
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr addrspace(4) sret(%struct.P), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
