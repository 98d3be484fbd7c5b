; Global-variable properties become !spirv.Decorations on the global.
; Device globals (sycl-device-global-size) get HostAccessINTEL with the
; access mode mapped from sycl-host-access (SYCL write = 1 -> WriteINTEL = 2,
; absent -> read_write -> ReadWriteINTEL = 3) and the sycl-unique-id name.
; The source attributes stay (as in the reference) unless strip=all.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; Idempotent and deterministic.
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S < %t.ll | diff %t.ll -
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -S < %s | diff %t.ll -
; The draft numbering gives the reference's numbers and encodings.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties<numbering=draft>' -S %s | FileCheck %s --check-prefix=DRAFT
; strip=all removes what was lowered; default<O2> keeps the decorations.
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties<strip=all>,default<O2>' -S < %s | FileCheck %s --check-prefix=STRIP

; CHECK: @dm1 = addrspace(1) global i32 0, !spirv.Decorations ![[DM1:[0-9]+]] #0
; CHECK: @dm2 = addrspace(1) global i32 0, !spirv.Decorations ![[DM2:[0-9]+]] #1
; CHECK: @csr = addrspace(1) global i32 0, !spirv.Decorations ![[CSR:[0-9]+]] #2
; CHECK: @plain = addrspace(1) global i32 0, !spirv.Decorations ![[PLAIN:[0-9]+]] #3
; STRIP: @dm1 = local_unnamed_addr addrspace(1) global i32 0, !spirv.Decorations
@dm1 = addrspace(1) global i32 0 #0
@dm2 = addrspace(1) global i32 0 #1
@csr = addrspace(1) global i32 0 #2
@plain = addrspace(1) global i32 0, !spirv.Decorations !0 #3

define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @dm1
  store i32 1, ptr addrspace(1) @dm2
  store i32 1, ptr addrspace(1) @csr
  store i32 1, ptr addrspace(1) @plain
  ret void
}

; CHECK: attributes #0 = { "sycl-device-global-size"="4" "sycl-host-access"="1" "sycl-unique-id"="uid1" }
; STRIP-NOT: sycl-
attributes #0 = { "sycl-device-global-size"="4" "sycl-host-access"="1" "sycl-unique-id"="uid1" }
attributes #1 = { "sycl-device-global-size"="4" "sycl-unique-id"="uid2" "sycl-device-image-scope" }
attributes #2 = { "sycl-init-mode"="0" "sycl-implement-in-csr"="true" }
attributes #3 = { "sycl-num-banks"="4" }

; CHECK-DAG: ![[DM1]] = !{![[HA1:[0-9]+]]}
; CHECK-DAG: ![[HA1]] = !{i32 6188, i32 2, !"uid1"}
; CHECK-DAG: ![[DM2]] = !{![[HA2:[0-9]+]]}
; CHECK-DAG: ![[HA2]] = !{i32 6188, i32 3, !"uid2"}
; sorted attribute order: implement-in-csr (6191) before init-mode (6190)
; CHECK-DAG: ![[CSR]] = !{![[IC:[0-9]+]], ![[IM:[0-9]+]]}
; CHECK-DAG: ![[IC]] = !{i32 6191, i32 1}
; CHECK-DAG: ![[IM]] = !{i32 6190, i32 0}
; An existing decoration is kept and merged with.
; CHECK-DAG: ![[PLAIN]] = !{![[OLD:[0-9]+]], ![[NB:[0-9]+]]}
; CHECK-DAG: ![[OLD]] = !{i32 22}
; CHECK-DAG: ![[NB]] = !{i32 5827, i32 4}

; DRAFT-DAG: !{i32 6147, i32 1, !"uid1"}
; DRAFT-DAG: !{i32 6147, i32 2, !"uid2"}
; DRAFT-DAG: !{i32 6149, i32 1}
; DRAFT-DAG: !{i32 6148, i32 0}

; STRIP: !{i32 6188, i32 2, !"uid1"}
!0 = !{!1}
!1 = !{i32 22}
