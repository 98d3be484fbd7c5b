; Dynamic linking and the device-link check (seed 003, "Device Link").
; - exported-symbols: [SYCL/exported symbols] lists each image's
;   SYCL_EXTERNAL entry points (not kernels, not functions without
;   "sycl-module-id"), name=1|1, in module order; images without one have
;   no such set.
; - imported-symbols: [SYCL/imported symbols] lists the SYCL_EXTERNAL
;   declarations the image uses (not intrinsics, not names whose identifier
;   starts with `__`, not unused ones), in module order; they are then not
;   reported as undefined.
; - A declaration an entry point reaches that nothing provides is a
;   warning per image, naming the entry point and the chain; undefined=error
;   makes it an error and writes no table. Builtins (`__spirv_*`, OpenCL C
;   builtins such as get_global_id and fma, LLVM intrinsics) are provided.
; RUN: rm -rf %t && mkdir -p %t/k %t/s %t/plain %t/err
; RUN: cd %t/k && opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;symbols;properties;exported-symbols;imported-symbols>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=KWARN --implicit-check-not=warning:
; RUN: cd %t/k && cat t_0.sym t_0.prop | FileCheck %s --check-prefix=K0 --match-full-lines
; RUN: cd %t/k && cat t_1.sym t_1.prop | FileCheck %s --check-prefix=K1 --match-full-lines
; RUN: cd %t/k && cat t_2.sym t_2.prop | FileCheck %s --check-prefix=K2 --match-full-lines
; RUN: cd %t/k && python3 %S/../../scripts/propfile.py t_2.prop | FileCheck %s --check-prefix=DECODED
; RUN: cd %t/s && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;symbols;properties;exported-symbols;imported-symbols>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=KWARN --implicit-check-not=warning:
; RUN: cd %t/s && cat t_0.sym t_0.prop | FileCheck %s --check-prefix=S0 --match-full-lines
; Without imported-symbols the SYCL_EXTERNAL declarations are undefined too.
; RUN: cd %t/plain && opt -load-pass-plugin %plugin -passes='device-code-split<split=source;out=t.table;symbols;properties>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=PLAIN --implicit-check-not=warning:
; RUN: cd %t/plain && not grep -q 'symbols]' t_0.prop
; RUN: cd %t/err && not opt -load-pass-plugin %plugin -passes='device-code-split<split=kernel;out=t.table;undefined=error;imported-symbols>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: cd %t/err && not ls t.table
; After default<O2> (which inlines @middle into @foo) the same symbols.
; RUN: rm -rf %t/o2 && mkdir -p %t/o2
; RUN: cd %t/o2 && opt -load-pass-plugin %plugin -passes='default<O2>,device-code-split<split=source;out=t.table;properties;imported-symbols>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=KWARN --implicit-check-not=warning:
; RUN: cd %t/o2 && FileCheck %s --input-file t_0.prop --check-prefix=O2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @foo(ptr addrspace(1) %out) #0 {
  call spir_func void @childA()
  call spir_func void @middle()
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %x = call spir_func float @_Z3fmafff(float 1.0, float 2.0, float 3.0)
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @bar() #0 {
  call spir_func void @childB()
  call spir_func void @middle()
  call spir_func void @_Z8__insidev()
  %r = call i8 @llvm.bitreverse.i8(i8 0)
  call spir_func void @_Z7outsidev()
  call spir_func void @notExternal()
  ret void
}

define spir_func void @middle() #0 {
  call spir_func void @childD()
  %g = call spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()
  ret void
}

define spir_func void @plainHelper() {
  ret void
}

declare spir_func void @childA() #1
declare spir_func void @childB() #1
declare spir_func void @childD() #1
declare spir_func void @_Z7outsidev() #1
declare spir_func void @unused() #1
declare spir_func void @_Z8__insidev() #1
declare spir_func void @notExternal()
declare i8 @llvm.bitreverse.i8(i8)
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func float @_Z3fmafff(float, float, float)
declare spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="external.cpp" }

; Only @notExternal (no "sycl-module-id": nothing can export it) is
; undefined under imported-symbols; reported once per image that uses it.
; KWARN: warning: device-code-split: image t_{{[0-9]}}.bc: kernel @bar reaches function @notExternal, which no module defines (@bar -> @notExternal): define it, link the device library that does{{$}}

; split=kernel: the reference's order, the last key first (bar, foo,
; middle by name, descending).
; K0: middle
; K0-NEXT: [SYCL/device requirements]
; K0-NEXT: aspects=2|AAAAAAAAAAA
; K0-NEXT: [SYCL/exported symbols]
; K0-NEXT: middle=1|1
; K0-NEXT: [SYCL/imported symbols]
; K0-NEXT: childD=1|1
; K0-EMPTY:
; K1: foo
; K1-NEXT: [SYCL/device requirements]
; K1-NEXT: aspects=2|AAAAAAAAAAA
; K1-NEXT: [SYCL/imported symbols]
; K1-NEXT: childA=1|1
; K1-NEXT: childD=1|1
; K1-EMPTY:
; K2: bar
; K2-NEXT: [SYCL/device requirements]
; K2-NEXT: aspects=2|AAAAAAAAAAA
; K2-NEXT: [SYCL/imported symbols]
; K2-NEXT: childB=1|1
; K2-NEXT: childD=1|1
; K2-NEXT: _Z7outsidev=1|1
; K2-EMPTY:
; DECODED: [SYCL/imported symbols]
; DECODED: _Z7outsidev=1|1

; S0: foo
; S0-NEXT: bar
; S0-NEXT: middle
; S0-NEXT: [SYCL/device requirements]
; S0-NEXT: aspects=2|AAAAAAAAAAA
; S0-NEXT: [SYCL/exported symbols]
; S0-NEXT: middle=1|1
; S0-NEXT: [SYCL/imported symbols]
; S0-NEXT: childA=1|1
; S0-NEXT: childB=1|1
; S0-NEXT: childD=1|1
; S0-NEXT: _Z7outsidev=1|1
; S0-EMPTY:

; PLAIN-DAG: warning: device-code-split: image t_0.bc: kernel @foo reaches function @childA, which no module defines (@foo -> @childA): define it, link the device library that does, or use imported-symbols for dynamic linking
; PLAIN-DAG: warning: device-code-split: image t_0.bc: kernel @foo reaches function @childD, which no module defines (@foo -> @middle -> @childD): define it, link the device library that does, or use imported-symbols for dynamic linking
; PLAIN-DAG: warning: device-code-split: image t_0.bc: kernel @bar reaches function @childB, which no module defines (@bar -> @childB)
; PLAIN-DAG: warning: device-code-split: image t_0.bc: kernel @bar reaches function @_Z7outsidev, which no module defines
; PLAIN-DAG: warning: device-code-split: image t_0.bc: kernel @bar reaches function @notExternal, which no module defines

; ERR: error: device-code-split: image t_2.bc: kernel @bar reaches function @notExternal, which no module defines (@bar -> @notExternal): define it, link the device library that does
; ERR: reported 1 error

; O2: [SYCL/imported symbols]
; O2-NEXT: childA=1|1
; O2-NEXT: childB=1|1
; O2-NEXT: childD=1|1
; O2-NEXT: _Z7outsidev=1|1
