; Host pipes (a global with "sycl-host-pipe" and "sycl-unique-id", no
; "sycl-device-global-size") get the host-access decoration as the reference
; writes it: read_write (the grammar's ReadWriteINTEL = 3; draft 6147 with
; 2) and the unique id. Whatever the attribute order, the host-access
; decoration comes after the attribute decorations, as the reference orders
; the list (its position is what consumers and tests read).
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties<numbering=draft>' -S < %s | FileCheck %s --check-prefix=DRAFT
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties,default<O2>' -S < %s | FileCheck %s --check-prefix=O2
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties' -S < %s | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK: @pipe = addrspace(1) global i32 0, !spirv.Decorations ![[PIPE:[0-9]+]]
; CHECK: @dg = addrspace(1) global i32 0, !spirv.Decorations ![[DG:[0-9]+]]
@pipe = addrspace(1) global i32 0 #0
@dg = addrspace(1) global i32 0 #1

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) @pipe
  %b = load i32, ptr addrspace(1) @dg
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "sycl-host-pipe" "sycl-unique-id"="pipe_id" }
; host_access read (0): the grammar's ReadINTEL (1).
attributes #1 = { "sycl-device-global-size"="4" "sycl-host-access"="0" "sycl-implement-in-csr"="true" "sycl-init-mode"="1" "sycl-unique-id"="dg_id" }

; CHECK: ![[PIPE]] = !{![[PHA:[0-9]+]]}
; CHECK: ![[PHA]] = !{i32 6188, i32 3, !"pipe_id"}
; Attribute decorations first (implement-in-csr 6191, init-mode 6190, in
; the sorted attribute order), host access last.
; CHECK: ![[DG]] = !{![[IC:[0-9]+]], ![[IM:[0-9]+]], ![[HA:[0-9]+]]}
; CHECK: ![[IC]] = !{i32 6191, i32 1}
; CHECK: ![[IM]] = !{i32 6190, i32 1}
; CHECK: ![[HA]] = !{i32 6188, i32 1, !"dg_id"}

; DRAFT: ![[PIPE:[0-9]+]] = !{![[PHA:[0-9]+]]}
; DRAFT: ![[PHA]] = !{i32 6147, i32 2, !"pipe_id"}
; DRAFT: !{![[IC:[0-9]+]], ![[IM:[0-9]+]], ![[HA:[0-9]+]]}
; DRAFT: ![[IC]] = !{i32 6149, i32 1}
; DRAFT: ![[IM]] = !{i32 6148, i32 1}
; DRAFT: ![[HA]] = !{i32 6147, i32 0, !"dg_id"}

; O2-DAG: !{i32 6188, i32 3, !"pipe_id"}
; O2-DAG: !{i32 6188, i32 1, !"dg_id"}
