; Two names device-code-split refuses to write, since the runtime's readers
; of the files they would go to have no escapes (a line feed ends a line):
; a kernel's name, for the .sym file (with `symbols`), and a device global's
; sycl-unique-id, a property name in the .prop file (with `properties`).
; Both are reported, and no file is written
; (docs/passes/device-code-split.md, "Names the files cannot hold").
; Run:
;   opt-15 -load-pass-plugin target/release/libspirv_props.so \
;     -passes='device-code-split<split=kernel;out=out/errors/t.table;symbols;properties>' \
;     examples/errors/split-names.ll -disable-output
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4 #0

define spir_kernel void @"a\0Ab"() {
  store i32 0, ptr addrspace(1) @g, align 4
  ret void
}

attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="x\0A[SYCL/forged]\0Aevil=1|1" }
