; print<sycl-properties>: every sycl-* property per entity, whether the
; registry knows it and what it lowers to, or why not. Changes nothing.
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-properties>' -disable-output %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
; RUN: opt -S < %s -o %t.before.ll
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-properties>' -S < %s 2>/dev/null | diff %t.before.ll -
; The printer takes the property passes' parameters inside its brackets, as
; LLVM's printers do: a user registry that knows sycl-made-up.
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-properties<registry=%S/Inputs/made-up.toml>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REG
; RUN: not opt -load-pass-plugin %plugin -passes='print<sycl-properties<numbering=new>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADPARAM
; The debug log reports sycl-* properties, not LLVM's own attributes.
; RUN: env RUST_LOG=debug opt -load-pass-plugin %plugin -passes=sycl-kernel-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG

; BADPARAM: numbering must be 'grammar' or 'draft', got 'new'

;      CHECK:sycl-properties (numbering grammar)
; CHECK-NEXT:global @dm
; CHECK-NEXT:  sycl-device-global-size = "4": decoration HostAccessINTEL 1 "uid" (needs SPV_INTEL_global_variable_host_access, GlobalVariableHostAccessINTEL)
; CHECK-NEXT:  sycl-host-access = "0": nothing (a recorded fact)
; CHECK-NEXT:  sycl-unique-id = "uid": nothing (a recorded fact)
; CHECK-NEXT:  sycl-work-group-size = "8": applies to kernel only: left as it is
@dm = addrspace(1) global i32 0 #0

; CHECK-NEXT:kernel @k
; CHECK-NEXT:  sycl-made-up = "x": not in the registry: left as it is
; CHECK-NEXT:  sycl-pipelined = "2": function decorations PipelineEnableALTERA 1, InitiationIntervalALTERA 2
; CHECK-NEXT:  sycl-work-group-size = "8,4,2": !reqd_work_group_size !{i64 2, i64 4, i64 8}
; CHECK-NEXT:parameter 0 (%p) of @k
; CHECK-NEXT:  sycl-alignment = "sixteen": error: 'sixteen' is not an unsigned integer
; CHECK-NEXT:  sycl-buffer-location = "3": decoration BufferLocationALTERA 3 (needs SPV_INTEL_fpga_buffer_location, FPGABufferLocationINTEL)

; REG: kernel @k
; REG-NEXT:   sycl-made-up = "x": !made_up !{i32 1}
; LOG: warning: sycl-kernel-properties: kernel @k: property 'sycl-made-up' = 'x' is not in the registry: left as it is
; LOG-NOT: uniform-work-group-size
define spir_kernel void @k(ptr "sycl-alignment"="sixteen" "sycl-buffer-location"="3" %p) #1 {
  ret void
}

; CHECK-NEXT:function (not a kernel) @f
; CHECK-NEXT:  sycl-sub-group-size = "8": applies to kernels only: left as it is
;  CHECK-NOT:{{.}}
define spir_func void @f() #2 {
  ret void
}

attributes #0 = { "sycl-device-global-size"="4" "sycl-host-access"="0" "sycl-unique-id"="uid" "sycl-work-group-size"="8" }
attributes #1 = { "sycl-work-group-size"="8,4,2" "sycl-pipelined"="2" "sycl-made-up"="x" "uniform-work-group-size"="true" }
attributes #2 = { "sycl-sub-group-size"="8" }
