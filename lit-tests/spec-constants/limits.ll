; Limits, checked from the types before anything is allocated for a value
; (docs/passes/spec-constants.md#limits): a constant's default value at
; most 1 MiB (both modes), at most 65,532 scalar leaves per constant in
; mode=native (an OpSpecConstantComposite's constituents, SPIR-V's 65,535
; words per instruction less three), an emulation buffer of at most
; 16 MiB. Past one, an error names the constant (its symbolic name and its
; specialization_id global), the size and the limit, and opt exits
; non-zero; before, a 1 GiB composite in emulation aborted in Rust's
; "memory allocation of 4294967296 bytes failed" and a 50 MB one in native
; mode ran out of memory in LLVM. The split's property writer has the same
; limits (device-code-split/spec-constants-limits.ll). Each input is the
; template below with NNN replaced, cheap to write as text.
; RUN: rm -rf %t && split-file %s %t
;
; 1 MiB in emulation: lowered (one load of the whole type).
; RUN: sed 's/NNN/1048576/g' %t/one.ll > %t/under.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %t/under.ll -o %t/under.out.ll
; RUN: FileCheck %s --input-file %t/under.out.ll --check-prefix=UNDER
; UNDER: load [1048576 x i8], ptr
; UNDER: !{!"big", i32 0, i32 0, i32 1048576}
;
; One byte more, and 1 GiB, in either mode; and 50 MB in native mode.
; RUN: sed 's/NNN/1048577/g' %t/one.ll > %t/past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -disable-output %t/past.ll 2>&1 | FileCheck %s --check-prefix=PAST
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/past.ll 2>&1 | FileCheck %s --check-prefix=PAST
; PAST: error: spec-constants: function @k: '{{.*}}': specialization constant "big" (@id_big): its default value is 1048577 bytes, more than the limit of 1048576 bytes (1 MiB) per specialization constant
; PAST-NOT: memory allocation
; RUN: sed 's/NNN/1073741824/g' %t/one.ll > %t/gib.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -disable-output %t/gib.ll 2>&1 | FileCheck %s --check-prefix=GIB
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/gib.ll 2>&1 | FileCheck %s --check-prefix=GIB
; GIB: specialization constant "big" (@id_big): its default value is 1073741824 bytes, more than the limit of 1048576 bytes (1 MiB) per specialization constant
; GIB-NOT: memory allocation
; 2^32 elements: LLVM-C 15 and 16 read an array's length in 32 bits (0
; here); the plugin reads it in 64 on every LLVM.
; RUN: sed 's/NNN/4294967296/g' %t/one.ll > %t/4gib.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/4gib.ll 2>&1 | FileCheck %s --check-prefix=GIB4
; GIB4: specialization constant "big" (@id_big): its default value is 4294967296 bytes, more than the limit of 1048576 bytes (1 MiB) per specialization constant
; RUN: sed 's/NNN/52428800/g' %t/one.ll > %t/50mb.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/50mb.ll 2>&1 | FileCheck %s --check-prefix=MB50
; MB50: specialization constant "big" (@id_big): its default value is 52428800 bytes, more than the limit
;
; Native: 65,532 leaves lower (one composite call of 65,532 leaves), 65,533
; do not, flat or nested (two arrays of 40,000: each composite is within
; the SPIR-V limit, the constant is not); emulation takes them.
; RUN: sed 's/NNN/65532/g' %t/one.ll > %t/leaves-under.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -S < %t/leaves-under.ll -o %t/leaves-under.out.ll
; RUN: FileCheck %s --input-file %t/leaves-under.out.ll --check-prefix=LEAVES-UNDER
; LEAVES-UNDER: call i8 @_Z20__spirv_SpecConstantia(i32 65531, i8 0)
; LEAVES-UNDER: call [65532 x i8] @_Z29__spirv_SpecConstantCompositea
; RUN: sed 's/NNN/65533/g' %t/one.ll > %t/leaves-past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/leaves-past.ll 2>&1 | FileCheck %s --check-prefix=LEAVES-PAST
; LEAVES-PAST: specialization constant "big" (@id_big): it has 65533 scalar leaves, more than the limit of 65532 that mode=native lowers
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -disable-output %t/leaves-past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' -disable-output %t/nested.ll 2>&1 | FileCheck %s --check-prefix=NESTED
; NESTED: specialization constant "pair" (@id_pair): it has 80000 scalar leaves, more than the limit of 65532 that mode=native lowers
; RUN: opt -load-pass-plugin %plugin -passes='print<spec-constants>' -disable-output %t/nested.ll 2>&1 | FileCheck %s --check-prefix=PRINT
; PRINT: "pair": { [40000 x i8], [40000 x i8] }, default { [40000 x i8], [40000 x i8] } zeroinitializer, buffer offset 0
; PRINT-NEXT: 80000 scalar leaves: more than the 65532 that mode=native lowers
;
; Emulation buffer: after an earlier run's 16 MiB less one byte, a 1-byte
; constant ends it at 16 MiB; a 2-byte one would end past it.
; RUN: sed 's/NNN/1/g' %t/buffer.ll > %t/buffer-under.ll
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -S < %t/buffer-under.ll | FileCheck %s --check-prefix=BUFFER-UNDER
; BUFFER-UNDER: !{!"big", i32 16, i32 0, i32 1}
; RUN: sed 's/NNN/2/g' %t/buffer.ll > %t/buffer-past.ll
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' -disable-output %t/buffer-past.ll 2>&1 | FileCheck %s --check-prefix=BUFFER-PAST
; BUFFER-PAST: error: spec-constants: function @k: '{{.*}}': specialization constant "big" (@id_big): the emulation buffer would end at byte 16777217 with it, past the limit of 16777216 bytes (16 MiB)

;--- one.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@name = private unnamed_addr constant [4 x i8] c"big\00"
@id_big = addrspace(1) constant { [NNN x i8] } zeroinitializer
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]), ptr, ptr, ptr)
define spir_kernel void @k(ptr %buf) {
  %tmp = alloca [NNN x i8]
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]) %tmp, ptr @name, ptr addrspacecast (ptr addrspace(1) @id_big to ptr), ptr %buf)
  ret void
}

;--- nested.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@name = private unnamed_addr constant [5 x i8] c"pair\00"
@id_pair = addrspace(1) constant { { [40000 x i8], [40000 x i8] } } zeroinitializer
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI4PairET_PKcPvS4_(ptr sret({ [40000 x i8], [40000 x i8] }), ptr, ptr, ptr)
define spir_kernel void @k(ptr %buf) {
  %tmp = alloca { [40000 x i8], [40000 x i8] }
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI4PairET_PKcPvS4_(ptr sret({ [40000 x i8], [40000 x i8] }) %tmp, ptr @name, ptr addrspacecast (ptr addrspace(1) @id_pair to ptr), ptr %buf)
  ret void
}

;--- buffer.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"
@name = private unnamed_addr constant [4 x i8] c"big\00"
@id_big = addrspace(1) constant { [NNN x i8] } zeroinitializer
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]), ptr, ptr, ptr)
define spir_kernel void @k(ptr %buf) {
  %tmp = alloca [NNN x i8]
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI3BigET_PKcPvS4_(ptr sret([NNN x i8]) %tmp, ptr @name, ptr addrspacecast (ptr addrspace(1) @id_big to ptr), ptr %buf)
  ret void
}
; What an earlier emulation run left: 16 constants, 16 MiB less one byte.
!sycl.specialization-constants-mode = !{!0}
!sycl.specialization-constants = !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!0 = !{!"emulation"}
!1 = !{!"e0", i32 0, i32 0, i32 1048576}
!2 = !{!"e1", i32 1, i32 0, i32 1048576}
!3 = !{!"e2", i32 2, i32 0, i32 1048576}
!4 = !{!"e3", i32 3, i32 0, i32 1048576}
!5 = !{!"e4", i32 4, i32 0, i32 1048576}
!6 = !{!"e5", i32 5, i32 0, i32 1048576}
!7 = !{!"e6", i32 6, i32 0, i32 1048576}
!8 = !{!"e7", i32 7, i32 0, i32 1048576}
!9 = !{!"e8", i32 8, i32 0, i32 1048576}
!10 = !{!"e9", i32 9, i32 0, i32 1048576}
!11 = !{!"e10", i32 10, i32 0, i32 1048576}
!12 = !{!"e11", i32 11, i32 0, i32 1048576}
!13 = !{!"e12", i32 12, i32 0, i32 1048576}
!14 = !{!"e13", i32 13, i32 0, i32 1048576}
!15 = !{!"e14", i32 14, i32 0, i32 1048576}
!16 = !{!"e15", i32 15, i32 0, i32 1048575}
