; A kernel, a used global, an unused one, and an internal global no
; one reads: what the pass-order harness shows (docs/guides/pipelines.md,
; "Pass order").
;   scripts/pass-order examples/pass-order/globals.ll
; The used global's decoration survives every order and consumer. The unused
; external one's is lost in llc-22 in every order: the SPIR-V backend drops
; unused globals (llvm-project issue 182899). The internal one is dead: any
; order with default<O1..O3> (globalopt) removes it and its decoration.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@used = addrspace(1) global i32 0, align 4 #0
@unused = addrspace(1) global i32 0, align 4 #1
@dead = internal addrspace(1) global i32 0, align 4 #2

define spir_kernel void @k(ptr addrspace(1) noundef align 4 %out) #3 {
entry:
  %v = load i32, ptr addrspace(1) @used, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "sycl-implement-in-csr"="true" }
attributes #1 = { "sycl-init-mode"="1" }
attributes #2 = { "sycl-implement-in-csr"="true" "sycl-init-mode"="0" }
attributes #3 = { "sycl-work-group-size"="8,4,2" }
