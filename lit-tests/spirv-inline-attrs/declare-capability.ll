; The "declare a capability" idiom: a declaration with
; "spv.ext_instruction"="0" (OpNop, written without a ',' by the clang
; prototype) and a capability or extension attribute, called for its side
; effect. Its calls disappear (OpNop does nothing) and so does the
; declaration; its capability and extension become module requirements
; (ShaderClockKHR is capability 5055) because an entry point reaches it. A
; plain OpNop call disappears too; one only an unreachable function makes
; adds no requirement. Through Intel's translator the extension is emitted
; and no call of an imported function is left; without the pass the call is
; one (an unresolved import).
; REQUIRES: llvm15, venv-tools # Intel's 2024.2 translator reads LLVM 15 bitcode
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=%t.req>' -S < %s -o %t.ll
; RUN: FileCheck %s --input-file %t.ll
; RUN: opt -passes=verify -disable-output %t.ll
; RUN: opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -S < %t.ll -o %t.2.ll
; RUN: diff %t.ll %t.2.ll
; RUN: FileCheck %s --input-file %t.req --check-prefix=REQ
; RUN: opt -load-pass-plugin %plugin -passes='spirv-inline-attrs,default<O2>' %s -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=O2
; RUN: bash -c '. %t.req && %intel-llvm-spirv $LLVM_SPIRV_EXT_ARG %t.bc -o %t.spv'
; RUN: %spirv-val-2025 %t.spv
; RUN: %spirv-dis-2025 %t.spv | FileCheck %s --check-prefix=SPV
; RUN: opt -passes='default<O2>' %s -o %t.none.bc
; RUN: %intel-llvm-spirv %t.none.bc -o %t.none.spv
; RUN: %spirv-dis-2025 %t.none.spv | FileCheck %s --check-prefix=NONE

; REQ: SPIRV_EXTENSIONS='SPV_KHR_shader_clock'
; REQ: SPIRV_CAPABILITIES='ShaderClockKHR'

; O2-NOT: call
; O2: !{!"SPV_KHR_shader_clock"}

; SPV: OpExtension "SPV_KHR_shader_clock"
; SPV-NOT: OpFunctionCall %void %_Z
; SPV-NOT: OpNop
; SPV-NOT: LinkageAttributes "_Z

; NONE: OpFunctionCall %void %_Z17spv_declare_clockv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: store i32 1, ptr addrspace(1) %p
; CHECK-NEXT: ret void
define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @_Z17spv_declare_clockv() #9
  call spir_func void @_Z7spv_nopv()
  store i32 1, ptr addrspace(1) %p
  call spir_func void @_Z17spv_declare_clockv() #9
  ret void
}

; CHECK-LABEL: define void @unused(
; CHECK-NEXT: ret void
define void @unused() {
  call spir_func void @_Z19spv_declare_subgrpv()
  ret void
}

; CHECK-NOT: spv_
; CHECK-NOT: __spirv_Nop
declare spir_func void @_Z17spv_declare_clockv() #0
declare spir_func void @_Z7spv_nopv() #1
declare spir_func void @_Z19spv_declare_subgrpv() #2

attributes #0 = { convergent "spv.ext_instruction"="0" "spv.ext_capability"="5055" "spv.ext_extension"="SPV_KHR_shader_clock" }
attributes #1 = { convergent "spv.ext_instruction"="0" }
attributes #2 = { convergent "spv.ext_instruction"="0" "spv.ext_extension"="SPV_INTEL_subgroups" }
attributes #9 = { convergent }

; CHECK: !spirv.Extension = !{![[E:[0-9]+]]}
; CHECK: !spirv.Capability = !{![[C:[0-9]+]]}
; CHECK-DAG: ![[E]] = !{!"SPV_KHR_shader_clock"}
; CHECK-DAG: ![[C]] = !{i32 5055}
; CHECK-NOT: SPV_INTEL_subgroups
