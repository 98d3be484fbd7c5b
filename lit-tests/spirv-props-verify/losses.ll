; spirv-props-verify names what our passes emitted and a later pass lost:
; every decoration on an instruction, parameter decoration and execution mode
; a pass adds is recorded in !spirv_props.emitted, and the checker reports
; each one that is gone (a warning; with <strict> an error, opt exits 1).
;
; examples/annotated_vadd.cl compiled so the optimizer can work on it
; (-O2 -disable-llvm-passes: no optnone). Its three members carry cache hints
; (derived from the source, cache_control_properties.hpp encoding):
;   a (line 13): read_hint cached L1      0x10      -> CacheControlLoadINTEL 0 1
;   b (line 15): read_hint streaming L3   0x400     -> CacheControlLoadINTEL 2 2
;   c (line 17): write_hint write_back L1 0x1000000 -> CacheControlStoreINTEL 0 2
; format=decorations puts them on the members' GEPs; SROA turns the private
; struct into registers (and InstCombine rebuilds GEPs), so before the
; optimizer they are lost, and the checker names each one.
; RUN: clang-15 -cc1 -triple spir64-unknown-unknown -emit-llvm -finclude-default-header -cl-std=CL2.0 -O2 -disable-llvm-passes %S/../../examples/annotated_vadd.cl -o %t.ll
; RUN: FileCheck %s --check-prefix=INPUT < %t.ll
; INPUT-NOT: optnone
;
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>,spirv-props-verify<strict>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=LOST --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O3>,spirv-props-verify<strict>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=LOST --implicit-check-not=error:
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,sroa,instcombine,spirv-props-verify<strict>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=LOST --implicit-check-not=error:
; LOST-DAG: error: spirv-props-verify: @annotated_vadd, line 13 of {{.*}}annotated_vadd.cl: decoration CacheControlLoadINTEL 0 1 emitted for the annotated pointer is gone with the instruction it was on (a later pass deleted or rebuilt it)
; LOST-DAG: error: spirv-props-verify: @annotated_vadd, line 15 of {{.*}}annotated_vadd.cl: decoration CacheControlLoadINTEL 2 2 emitted for the annotated pointer is gone with the instruction it was on (a later pass deleted or rebuilt it)
; LOST-DAG: error: spirv-props-verify: @annotated_vadd, line 17 of {{.*}}annotated_vadd.cl: decoration CacheControlStoreINTEL 0 2 emitted for the annotated pointer is gone with the instruction it was on (a later pass deleted or rebuilt it)
; LOST: LLVM ERROR: spirv-props: pass 'spirv-props-verify' reported
;
; Without <strict> the same findings are warnings and opt succeeds.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,default<O2>,spirv-props-verify' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=WARN
; WARN: warning: spirv-props-verify: @annotated_vadd, line 13 of {{.*}}annotated_vadd.cl: decoration CacheControlLoadINTEL 0 1
;
; inline and globalopt leave the members' GEPs alone: every decoration is
; still there, and the strict check passes.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,inline,spirv-props-verify<strict>' -S %t.ll -o - | FileCheck %s --check-prefix=KEPT
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,globalopt,spirv-props-verify<strict>' -S %t.ll -o - | FileCheck %s --check-prefix=KEPT
; KEPT-DAG: %a{{[0-9]*}} = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 0, !spirv.Decorations [[A:![0-9]+]], !spirv_props.site
; KEPT-DAG: %b{{[0-9]*}} = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 1, !spirv.Decorations [[B:![0-9]+]], !spirv_props.site
; KEPT-DAG: %c{{[0-9]*}} = getelementptr inbounds %struct.operands, ptr %ops, i32 0, i32 2, !spirv.Decorations [[C:![0-9]+]], !spirv_props.site
; KEPT-DAG: [[A]] = !{[[LA:![0-9]+]]}
; KEPT-DAG: [[LA]] = !{i32 6442, i32 0, i32 1}
; KEPT-DAG: [[B]] = !{[[LB:![0-9]+]]}
; KEPT-DAG: [[LB]] = !{i32 6442, i32 2, i32 2}
; KEPT-DAG: [[C]] = !{[[LC:![0-9]+]]{{.*}}}
; KEPT-DAG: [[LC]] = !{i32 6443, i32 0, i32 2}
;
; Rewritten after the optimizer (the demo's order), they land, on the
; struct's alloca for the member at offset 0 (whose uses take a GEP of the
; member built in place of the folded one), and the strict check passes.
; (The members' GEPs are `%struct.operands, ..., i64 0, i32 1` up to LLVM 16
; and `i8, ..., i64 8` from 19.)
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>,sycl-annotations<format=decorations>,spirv-props-verify<strict>' -S < %t.ll -o %t.after.ll
; RUN: FileCheck %s --check-prefix=AFTER < %t.after.ll
; AFTER-DAG: %ops = alloca %struct.operands, align 8, !spirv.Decorations [[A:![0-9]+]]
; AFTER-DAG: getelementptr inbounds %struct.operands, ptr %ops, i64 0, i32 0{{$}}
; AFTER-DAG: %b{{[0-9]*}} = getelementptr inbounds {{.*}}ptr %ops, {{.*}}, !spirv.Decorations [[B:![0-9]+]]
; AFTER-DAG: %c{{[0-9]*}} = getelementptr inbounds {{.*}}ptr %ops, {{.*}}, !spirv.Decorations [[C:![0-9]+]]
; AFTER-DAG: [[A]] = !{[[LA:![0-9]+]]}
; AFTER-DAG: [[LA]] = !{i32 6442, i32 0, i32 1}
; AFTER-DAG: [[B]] = !{[[LB:![0-9]+]]}
; AFTER-DAG: [[LB]] = !{i32 6442, i32 2, i32 2}
; AFTER-DAG: [[C]] = !{[[LC:![0-9]+]]{{.*}}}
; AFTER-DAG: [[LC]] = !{i32 6443, i32 0, i32 2}
; The record: one entry per decorated instruction, naming the function, the
; member's site and the decorations added (here the whole list: it names the
; very node attached).
; AFTER-DAG: !{!"decorations", ptr @annotated_vadd, [[S13:![0-9]+]], [[A]]}
; AFTER-DAG: [[S13]] = !{!"@annotated_vadd, line 13 of {{.*}}annotated_vadd.cl"}
; Idempotent: a second run finds nothing to do and records nothing more
; (compared with the file read and written by opt alone, which normalizes
; the intrinsics' attributes).
; RUN: opt -S < %t.after.ll -o %t.reread.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>,spirv-props-verify<strict>' -S < %t.after.ll | diff %t.reread.ll -
