; A property whose value gives its decoration an operand count the SPIR-V
; grammar does not allow is an error naming the global, the property, the
; value and what the decoration takes (the vendored grammar): here a user
; registry maps a list to NumbanksINTEL (one operand) and a flag to
; UserSemantic (one string), both wrong; every error of the run is reported.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t/r.toml>' -disable-output %t/in.ll 2>&1 | FileCheck %s --implicit-check-not=error:
;
; A value out of the range of the decoration's enumerated operand kind (the
; built-in registry: sycl-read-write-mode -> MMHostInterfaceReadWriteModeINTEL,
; whose operand is an AccessQualifier) is an error too.
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t/param.ll 2>&1 | FileCheck %s --check-prefix=ENUM --implicit-check-not=error:
; ENUM: error: sycl-param-properties: parameter 0 (%p) of @k: property 'sycl-read-write-mode' = '3': it becomes MMHostInterfaceReadWriteModeINTEL with 3 as ReadWriteMode, which is no AccessQualifier (0 ReadOnly, 1 WriteOnly, 2 ReadWrite)

; CHECK-DAG: error: sycl-global-properties: global @g: property 'sycl-banks-list' = '4,8': it becomes NumbanksINTEL with 2 operands, and NumbanksINTEL takes 1 operand (Banks)
; CHECK-DAG: error: sycl-global-properties: global @h: property 'sycl-semantic-flag' = '': it becomes UserSemantic with 0 operands, and UserSemantic takes 1 operand (Semantic)

;
; An execution mode likewise (a user registry maps one integer to LocalSize,
; which takes three).
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-kernel-properties<registry=%t/r.toml>' -disable-output %t/kernel.ll 2>&1 | FileCheck %s --check-prefix=MODE --implicit-check-not=error:
; MODE: error: sycl-kernel-properties: kernel @k: property 'sycl-one-size' = '8': it becomes LocalSize with 1 operand, and LocalSize takes 3 operands (x size, y size, z size)

;--- r.toml
[[property]]
name = "sycl-one-size"
applies-to = ["kernel"]
value = { kind = "uint32" }
lowers-to = { kind = "execution-mode", mode = "LocalSize" }

[[property]]
name = "sycl-banks-list"
applies-to = ["global"]
value = { kind = "uint-list", min = 1, max = 3 }
lowers-to = { kind = "decoration", decoration = "NumbanksINTEL" }

[[property]]
name = "sycl-semantic-flag"
applies-to = ["global"]
value = { kind = "none" }
lowers-to = { kind = "decoration", decoration = "UserSemantic" }

;--- in.ll
@g = addrspace(1) global i32 0 #0
@h = addrspace(1) global i32 0 #1
; One operand: fine.
@ok = addrspace(1) global i32 0 #2

attributes #0 = { "sycl-banks-list"="4,8" }
attributes #1 = { "sycl-semantic-flag" }
attributes #2 = { "sycl-banks-list"="4" }

;--- param.ll
define spir_kernel void @k(ptr addrspace(1) "sycl-read-write-mode"="3" %p, ptr addrspace(1) "sycl-read-write-mode"="2" %q) {
  ret void
}

;--- kernel.ll
define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-one-size"="8" }
