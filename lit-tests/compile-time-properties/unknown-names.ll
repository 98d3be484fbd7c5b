; A sycl-* property the registry does not know is a warning naming the
; entity, the property and its value, with the nearest known name when one
; is close (a misspelling); `strict` makes each one an error, every one is
; reported, and opt exits non-zero (issue 49: a typo used to pass with a
; debug line). The front end's own attributes that are not properties
; (sycl-module-id, sycl-optlevel: [[attribute]] entries of the registry)
; stay silent, and a user's registry can name more. Unknown member
; properties (sycl-annotations) follow `strict` too.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=sycl-module-id --implicit-check-not=sycl-optlevel
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<strict>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRICT
; Each of the three passes takes `strict` too.
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-param-properties<strict>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM
; The lowering of the properties the registry knows is unchanged by the
; unknown ones around them.
; RUN: opt -load-pass-plugin %plugin -passes=compile-time-properties -S %s 2>/dev/null | FileCheck %s
; A user's [[attribute]] entry.
; RUN: opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%S/Inputs/attribute.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=USER
; Member properties (an annotation's "sycl-foo"):
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<strict>' -disable-output %S/../sycl-annotations/Inputs/members.ll 2>&1 | FileCheck %s --check-prefix=MEMBER
; A registry file that is not there, given each of the three ways: its name
; and why, with no line number.
; RUN: not opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=nonexist.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: env SPIRV_PROPS_REGISTRY=nonexist.toml not opt -load-pass-plugin %plugin -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not opt -load-pass-plugin %plugin -spirv-props-registry=nonexist.toml -passes=compile-time-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING

; WARN-DAG: warning: compile-time-properties: global @g: property 'sycl-init-mod' = '1' is not in the registry (did you mean 'sycl-init-mode'?): left as it is
; WARN-DAG: warning: compile-time-properties: global @g: property 'sycl-my-tool-note' = 'x' is not in the registry: left as it is
; WARN-DAG: warning: compile-time-properties: parameter 0 (%p) of @k: property 'sycl-alignmnt' = '16' is not in the registry (did you mean 'sycl-alignment'?): left as it is
; WARN-DAG: warning: compile-time-properties: kernel @k: property 'sycl-work-group-siz' = '8,4,2' is not in the registry (did you mean 'sycl-work-group-size'?): left as it is
; WARN-NOT: error

; STRICT-DAG: error: compile-time-properties: global @g: property 'sycl-init-mod' = '1' is not in the registry (did you mean 'sycl-init-mode'?): left as it is
; STRICT-DAG: error: compile-time-properties: global @g: property 'sycl-my-tool-note' = 'x' is not in the registry: left as it is
; STRICT-DAG: error: compile-time-properties: parameter 0 (%p) of @k: property 'sycl-alignmnt' = '16' is not in the registry (did you mean 'sycl-alignment'?): left as it is
; STRICT-DAG: error: compile-time-properties: kernel @k: property 'sycl-work-group-siz' = '8,4,2' is not in the registry (did you mean 'sycl-work-group-size'?): left as it is
; STRICT: reported 4 errors

; PARAM: error: sycl-param-properties: parameter 0 (%p) of @k: property 'sycl-alignmnt' = '16' is not in the registry (did you mean 'sycl-alignment'?): left as it is
; PARAM: reported 1 error

; CHECK: @g = addrspace(1) global i32 0, align 4, !spirv.Decorations
; CHECK: define spir_kernel void @k({{.*}}"sycl-alignmnt"="16"{{.*}}) {{.*}}!reqd_work_group_size

; USER-NOT: sycl-my-tool-note
; USER: sycl-init-mod

; MEMBER: error: compile-time-properties: @k, line 4 of members.cl: property 'sycl-foo' = '32' is not in the registry: left out of the rewritten annotation

; MISSING: error: spirv-props: pass 'compile-time-properties': bad registry: nonexist.toml: cannot read it: No such file or directory
; MISSING-NOT: nonexist.toml:0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4 #0

define spir_kernel void @k(ptr addrspace(1) "sycl-alignmnt"="16" %p) #1 {
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "sycl-init-mod"="1" "sycl-my-tool-note"="x" "sycl-device-image-scope" "sycl-implement-in-csr"="true" }
attributes #1 = { "sycl-module-id"="a.cpp" "sycl-optlevel"="2" "sycl-work-group-siz"="8,4,2" "sycl-work-group-size"="8,4,2" }
