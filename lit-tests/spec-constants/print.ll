; print<spec-constants> before the pass (the plan, from the calls) and
; after (from the metadata); it changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='print<spec-constants>' -disable-output < %S/Inputs/shapes.ll 2>&1 | FileCheck %s --check-prefix=BEFORE
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants,print<spec-constants>' -disable-output < %S/Inputs/shapes.ll 2>&1 | FileCheck %s --check-prefix=AFTER
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>,print<spec-constants>' -disable-output < %S/Inputs/shapes.ll 2>&1 | FileCheck %s --check-prefix=EMU
; BEFORE: spec-constants: 11 from 14 calls (not lowered: native IDs, emulation buffer offsets)
; BEFORE: "name.S": %struct.S = type { i8, i32, i8 }, default %struct.S { i8 1, i32 2, i8 3 }, buffer offset 32
; BEFORE-NEXT:   id 6, offset 0, size 1
; BEFORE-NEXT:   id 7, offset 4, size 4
; BEFORE-NEXT:   id 8, offset 8, size 1
; BEFORE-NEXT:   padding, offset 9, size 3
; Native: the blob (the default values' property) packs the defaults one
; after another: b 0 (1), c 1 (1), s 2 (2), l 4 (8), h 12 (2), d 14 (8),
; S 22 (12), V 34 (8), A 42 (12), Z 54 (16), f 70.
; AFTER: spec-constants: 11 from !sycl.specialization-constants
; AFTER: "name.l": default i64 -1, blob offset 4
; AFTER: "name.S": default %struct.S { i8 1, i32 2, i8 3 }, blob offset 22
; AFTER: "name.Z": default %struct.Z zeroinitializer, blob offset 54
; AFTER-NEXT:   id 17, offset 0, size 4
; AFTER-NEXT:   id 18, offset 8, size 8
; AFTER-NEXT: "name.f": default float 2.500000e+00, blob offset 70
; Emulation: the blob is the buffer, gaps included (emulation.ll).
; EMU: "name.s": default i16 7, blob offset 2
; EMU-NEXT:   id 2, offset 0, size 2
; EMU-NEXT:   padding, offset 2, size 4
; EMU-NEXT: "name.l": default i64 -1, blob offset 8
; EMU: "name.f": default float 2.500000e+00, blob offset 88
