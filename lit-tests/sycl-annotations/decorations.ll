; format=decorations: the decorations go to !spirv.Decorations on the
; annotated value (seed 002's instruction and global decorations; a kernel
; parameter gets !spirv.ParameterDecorations) and the annotation is removed.
; A string already in {X:Y} form becomes decorations too (reserved names
; resolved: bank_bits -> BankBitsINTEL 5835, pump:2 -> DoublepumpINTEL
; 5831); free text stays. A second run changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.ll < %S/Inputs/members.ll 2>/dev/null
; RUN: FileCheck %s < %t.ll
; RUN: opt -load-pass-plugin %plugin -passes='sycl-annotations<format=decorations>' -S -o %t.2.ll < %t.ll
; RUN: diff %t.ll %t.2.ll

; CHECK-NOT: sycl-properties
; CHECK-NOT: @.str.bits
; CHECK: @g = addrspace(1) global [4 x i32] zeroinitializer, align 4, !spirv.Decorations [[GBANKS:![0-9]+]]
; CHECK: @h = addrspace(1) global i32 0, align 4{{$}}
; CHECK: @llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @h to ptr), ptr @.str.note, ptr @.str.file, i32 21, ptr null }]

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-SAME: !spirv.ParameterDecorations [[PARAMS:![0-9]+]]
; CHECK: %local = alloca i32, align 4, !spirv.Decorations [[COPIES:![0-9]+]]
; CHECK: %banks = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0, !spirv.Decorations [[BANKS:![0-9]+]]
; CHECK-NEXT: store i32 1, ptr %banks, align 4
; CHECK: %banks2 = {{.*}}, !spirv.Decorations [[BANKS]]
; CHECK: store i32 %v0, ptr %aligned, align 16
; CHECK: %ptr = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 4, !spirv.Decorations [[CACHED:![0-9]+]]
; CHECK: %bits = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2, !spirv.Decorations [[BITS:![0-9]+]]
; CHECK: call ptr @llvm.ptr.annotation.p0{{(.p0)?}}(ptr %bits, ptr @.str.note, ptr @.str.file, i32 7, ptr null)
; CHECK: %v2 = load i32, ptr addrspace(1) %p, align 4
; CHECK-NOT: call ptr addrspace(1) @llvm.ptr.annotation.p1{{(.p0)?}}(

; CHECK-DAG: [[GBANKS]] = !{[[GB:![0-9]+]]}
; CHECK-DAG: [[GB]] = !{i32 5827, i32 8}
; CHECK-DAG: [[PARAMS]] = !{[[NONE:![0-9]+]], [[CACHED]], [[NONE]]}
; CHECK-DAG: [[NONE]] = !{}
; CHECK-DAG: [[CACHED]] = !{[[L1:![0-9]+]], [[L2:![0-9]+]]}
; CHECK-DAG: [[L1]] = !{i32 6442, i32 0, i32 1}
; CHECK-DAG: [[L2]] = !{i32 6442, i32 1, i32 1}
; CHECK-DAG: [[COPIES]] = !{[[C:![0-9]+]]}
; CHECK-DAG: [[C]] = !{i32 5829, i32 2}
; CHECK-DAG: [[BANKS]] = !{[[NB:![0-9]+]], [[REG:![0-9]+]]}
; CHECK-DAG: [[NB]] = !{i32 5827, i32 4}
; CHECK-DAG: [[REG]] = !{i32 5825}
; CHECK-DAG: [[BITS]] = !{[[BB:![0-9]+]], [[DP:![0-9]+]]}
; CHECK-DAG: [[BB]] = !{i32 5835, i32 1, i32 2, i32 3}
; CHECK-DAG: [[DP]] = !{i32 5831}
