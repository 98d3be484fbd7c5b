; Bad input gets a message naming the global, the property and the value.
; RUN: split-file %s %t
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/value.ll 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/noid.ll 2>&1 | FileCheck %s --check-prefix=NOID
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/utf8.ll 2>&1 | FileCheck %s --check-prefix=UTF8
; RUN: opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %t/wrong.ll 2>&1 | FileCheck %s --check-prefix=WRONG

; VALUE: error: sycl-global-properties: global @g: property 'sycl-init-mode' = 'fast': 'fast' is not an unsigned integer
; NOID: error: sycl-global-properties: global @g: property 'sycl-device-global-size' = '4': needs attribute 'sycl-unique-id' on the same entity, which is missing
; CONFLICT: error: sycl-global-properties: global @g: property 'sycl-num-banks' = '4' gives NumbanksALTERA 4, but !spirv.Decorations already has NumbanksALTERA 8
; Not UTF-8: an error, not a value with a replacement character.
; UTF8: error: sycl-global-properties: global @g: property 'sycl-resource' = '{{.*}}': the value is not valid UTF-8
; WRONG: warning: sycl-global-properties: global @g: property 'sycl-work-group-size' = '8' applies to kernel only: left as it is

;--- value.ll
@g = global i32 0 #0
attributes #0 = { "sycl-init-mode"="fast" }
;--- noid.ll
@g = global i32 0 #0
attributes #0 = { "sycl-device-global-size"="4" }
;--- conflict.ll
@g = global i32 0, !spirv.Decorations !0 #0
attributes #0 = { "sycl-num-banks"="4" }
!0 = !{!1}
!1 = !{i32 5827, i32 8}
;--- wrong.ll
@g = global i32 0 #0
attributes #0 = { "sycl-work-group-size"="8" }
;--- utf8.ll
@g = global i32 0 #0
attributes #0 = { "sycl-resource"="MLAB\FF" }
