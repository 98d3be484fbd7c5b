; The split writes [SYCL/specialization constants] and [SYCL/specialization
; constants default values] per image, from the metadata spec-constants left
; and the mode it recorded in !sycl.specialization-constants-mode. The .prop
; byte arrays are decoded by scripts/propfile.py (its own base64 decoder,
; checked against intel/llvm's strings in scripts' docstring) and compared
; byte by byte with values derived here by hand.
;
; Three constants, first used in this order: A (i32 = 7) and C (i16 = 3) in
; @k1, C and B (struct { i32, i32 } = { 1, 2 }) in @k2; @k3 uses none.
; @k1 and @k2 come from a.cpp, @k3 from b.cpp.
;
; RUN: rm -rf %t && mkdir -p %t/nk %t/ns %t/ek %t/es
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' %s -o %t/native.bc
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' %s -o %t/emulation.bc
; RUN: cd %t/nk && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties;symbols>' %t/native.bc -disable-output
; RUN: cd %t/ns && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;properties;symbols>' %t/native.bc -disable-output
; RUN: cd %t/ek && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties;symbols>' %t/emulation.bc -disable-output
; RUN: cd %t/es && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;properties;symbols>' %t/emulation.bc -disable-output
;
; Images go in descending key order: split=kernel k3, k2, k1; split=source
; b.cpp (k3), then a.cpp (k1, k2).
; RUN: cat %t/nk/t_0.sym %t/nk/t_1.sym %t/nk/t_2.sym %t/ns/t_0.sym %t/ns/t_1.sym | FileCheck %s --check-prefix=SYM --match-full-lines
; SYM: k3
; SYM-NEXT: k2
; SYM-NEXT: k1
; SYM-NEXT: k3
; SYM-NEXT: k1
; SYM-NEXT: k2
;
; Native: IDs by first use over the whole module, before the split, so an
; ID means the same constant in every image: A 0, C 1, B 2 (x) and 3 (y).
; Map values are (ID, offset, size) as little-endian u32s: A (0, 0, 4),
; C (1, 0, 2), B (2, 0, 4) (3, 4, 4) (no padding: y ends the struct).
; Each image lists the constants its own __spirv_SpecConstant calls set,
; in the module's list order, and their defaults one after another:
; A = 07 00 00 00, C = 03 00, B = 01 00 00 00 02 00 00 00.
; RUN: python3 %S/../../scripts/propfile.py %t/nk/t_0.prop %t/nk/t_1.prop %t/nk/t_2.prop | FileCheck %s --check-prefix=NK --match-full-lines
; k3: both sets, empty (the reference writes the map's header for an image
; without constants; an empty `all` is its 8-byte zero size).
; NK: [SYCL/specialization constants]
; NK-NEXT: [SYCL/specialization constants default values]
; NK-NEXT: all=2|0 bytes:
; k2: C, B (after its device requirements).
; NK: [SYCL/specialization constants]
; NK-NEXT: C=2|12 bytes: 01 00 00 00 00 00 00 00 02 00 00 00
; NK-NEXT: B=2|24 bytes: 02 00 00 00 00 00 00 00 04 00 00 00 03 00 00 00 04 00 00 00 04 00 00 00
; NK-NEXT: [SYCL/specialization constants default values]
; NK-NEXT: all=2|10 bytes: 03 00 01 00 00 00 02 00 00 00
; k1: A, C.
; NK: [SYCL/specialization constants]
; NK-NEXT: A=2|12 bytes: 00 00 00 00 00 00 00 00 04 00 00 00
; NK-NEXT: C=2|12 bytes: 01 00 00 00 00 00 00 00 02 00 00 00
; NK-NEXT: [SYCL/specialization constants default values]
; NK-NEXT: all=2|6 bytes: 07 00 00 00 03 00
; RUN: python3 %S/../../scripts/propfile.py %t/ns/t_0.prop %t/ns/t_1.prop | FileCheck %s --check-prefix=NS --match-full-lines
; NS: [SYCL/specialization constants]
; NS-NEXT: [SYCL/specialization constants default values]
; NS-NEXT: all=2|0 bytes:
; a.cpp (k1, k2): all three.
; NS: [SYCL/specialization constants]
; NS-NEXT: A=2|12 bytes: 00 00 00 00 00 00 00 00 04 00 00 00
; NS-NEXT: C=2|12 bytes: 01 00 00 00 00 00 00 00 02 00 00 00
; NS-NEXT: B=2|24 bytes: 02 00 00 00 00 00 00 00 04 00 00 00 03 00 00 00 04 00 00 00 04 00 00 00
; NS-NEXT: [SYCL/specialization constants default values]
; NS-NEXT: all=2|14 bytes: 07 00 00 00 03 00 01 00 00 00 02 00 00 00
;
; The raw text of one value, as the runtime reads it: k1's `all`, 6 bytes.
; Stream: 30 00 00 00 00 00 00 00 (48 bits) 07 00 00 00 03 00. 6-bit groups
; from the low bits up: 0x30 = 110000 -> bits 0-5 = 110000b = 48 'w',
; bits 6-11 = 00 (0x30 >> 6) | 0000 (next byte) << 2 = 0 'A', then zeros
; to bit 64 ('A' x 9 more: groups 2..10 cover bits 12-65), group 10 holds
; bits 60-65 = 0000 + the low 2 bits of 0x07 (11b) << 4 = 48 'w', group 11
; bits 66-71 = 0x07 >> 2 = 1 'B', groups 12-15 bits 72-95 zero 'AAAA',
; group 16 bits 96-101 = 0x03 low 6 = 3 'D', groups 17-18 zero 'AA'.
; RUN: FileCheck %s --input-file %t/nk/t_2.prop --check-prefix=RAW --match-full-lines
; RAW: all=2|wAAAAAAAAAwBAAAADAA
;
; Emulation: one (index, 0, size) per constant, laid out by first use at
; the next offset its alignment allows: A at 0 (4 bytes), C at 4 (2), B
; (align 4) at 8, so C is followed by a 2-byte gap the runtime skips
; (ID -1 = ff ff ff ff, offset 2 inside C's slot, size 2). Every image lists
; all three (the loads were compiled with the whole module's offsets), and
; the defaults are the buffer: 07 00 00 00 | 03 00 | 00 00 | 01 00 00 00 02 00 00 00.
; RUN: python3 %S/../../scripts/propfile.py %t/ek/t_2.prop | FileCheck %s --check-prefix=EMU --match-full-lines
; EMU: [SYCL/specialization constants]
; EMU-NEXT: A=2|12 bytes: 00 00 00 00 00 00 00 00 04 00 00 00
; EMU-NEXT: C=2|24 bytes: 01 00 00 00 00 00 00 00 02 00 00 00 ff ff ff ff 02 00 00 00 02 00 00 00
; EMU-NEXT: B=2|12 bytes: 02 00 00 00 00 00 00 00 08 00 00 00
; EMU-NEXT: [SYCL/specialization constants default values]
; EMU-NEXT: all=2|16 bytes: 07 00 00 00 03 00 00 00 01 00 00 00 02 00 00 00
; EMU-NOT: {{.}}
; The other four emulation images (k3 and k2 by kernel, both by source)
; hold the same two sets: the .prop files are equal from the first set on.
; RUN: sed -n '/^\[SYCL\/specialization/,$p' %t/ek/t_2.prop > %t/emu.sets
; RUN: count 6 < %t/emu.sets
; RUN: sed -n '/^\[SYCL\/specialization/,$p' %t/ek/t_0.prop | diff %t/emu.sets -
; RUN: sed -n '/^\[SYCL\/specialization/,$p' %t/ek/t_1.prop | diff %t/emu.sets -
; RUN: sed -n '/^\[SYCL\/specialization/,$p' %t/es/t_0.prop | diff %t/emu.sets -
; RUN: sed -n '/^\[SYCL\/specialization/,$p' %t/es/t_1.prop | diff %t/emu.sets -
;
; Images keep the module's IDs and the recorded mode; a native image holds
; the entries of its own constants only (spec-constants-per-image.ll): k1's
; A and C, k3's none.
; RUN: llvm-dis %t/nk/t_2.bc -o - | FileCheck %s --check-prefix=IMGMD
; IMGMD-DAG: !sycl.specialization-constants = !{![[A:[0-9]+]], ![[C:[0-9]+]]}
; IMGMD-DAG: ![[A]] = !{!"A", i32 0, i32 0, i32 4}
; IMGMD-DAG: ![[C]] = !{!"C", i32 1, i32 0, i32 2}
; IMGMD-DAG: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; IMGMD-DAG: ![[M]] = !{!"native"}
; RUN: llvm-dis %t/nk/t_0.bc -o - | FileCheck %s --check-prefix=IMGMD0
; IMGMD0-NOT: !sycl.specialization-constants =
; IMGMD0: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; IMGMD0: ![[M]] = !{!"native"}
;
; Without the recorded mode the split cannot know the layout: an error,
; and no table.
; RUN: llvm-dis %t/native.bc -o - | sed '/^!sycl.specialization-constants-mode/d' > %t/nomode.ll
; RUN: mkdir -p %t/nomode && cd %t/nomode && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;properties>' %t/nomode.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOMODE
; NOMODE: t_0.prop: !sycl.specialization-constants lists 3 constants but !sycl.specialization-constants-mode does not say how they were lowered
; RUN: not test -e %t/nomode/t.table
;
; Lowering more calls with the other mode into a module that records one
; (here the lowered module linked with a renamed copy of the input) is
; refused; with the same mode it goes on.
; RUN: sed 's/ void \(.\)k\([123]\)(/ void \1m\2(/; s/id\.\([ABC]\)/id2.\1/g; s/str\.\([ABC]\)/str2.\1/g' %s > %t/more.ll
; RUN: llvm-link %t/native.bc %t/more.ll -o %t/linked.bc
; RUN: not opt -load-pass-plugin %plugin -passes='spec-constants<mode=emulation>' %t/linked.bc -disable-output 2>&1 | FileCheck %s --check-prefix=MIX
; RUN: opt -load-pass-plugin %plugin -passes='spec-constants<mode=native>' %t/linked.bc -S | FileCheck %s --check-prefix=SAME
; SAME: !sycl.specialization-constants-mode = !{![[M:[0-9]+]]}
; SAME: ![[M]] = !{!"native"}
; MIX: the module's constants were lowered with mode=native: lowering more with mode=emulation would mix SpecIds and buffer offsets in one module
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.B = type { i32, i32 }

@str.A = private unnamed_addr constant [2 x i8] c"A\00"
@id.A = addrspace(1) constant { i32 } { i32 7 }
@str.C = private unnamed_addr constant [2 x i8] c"C\00"
@id.C = addrspace(1) constant { i16 } { i16 3 }
@str.B = private unnamed_addr constant [2 x i8] c"B\00"
@id.B = addrspace(1) constant { %struct.B } { %struct.B { i32 1, i32 2 } }

define spir_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %buf1) #0 {
entry:
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  %a = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.A to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.A to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i32 %a, ptr addrspace(1) %out
  %c = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.C to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.C to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i16 %c, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %buf1) #0 {
entry:
  %tmp = alloca %struct.B, align 4
  %tmp.as4 = addrspacecast ptr %tmp to ptr addrspace(4)
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr addrspace(4)
  %c = call spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4) addrspacecast (ptr @str.C to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.C to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i16 %c, ptr addrspace(1) %out
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1BET_PKcPvS4_(ptr addrspace(4) sret(%struct.B) %tmp.as4, ptr addrspace(4) addrspacecast (ptr @str.B to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @id.B to ptr addrspace(4)), ptr addrspace(4) %buf)
  %b = load %struct.B, ptr %tmp
  store %struct.B %b, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @k3(ptr addrspace(1) %out) #1 {
entry:
  store i32 0, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1BET_PKcPvS4_(ptr addrspace(4) sret(%struct.B), ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
