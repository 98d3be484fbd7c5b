; print<sycl-properties> quotes values as diagnostics do: a 20 MB attribute
; value shows its first 80 characters and its length, not 20 MB (before,
; the value was echoed whole, and again inside what it lowers to). The
; module is generated: gen.py writes 20 MiB values.
; RUN: rm -rf %t && split-file %s %t
; RUN: python3 %t/gen.py > %t/big.ll
; RUN: opt -load-pass-plugin %plugin -passes='print<sycl-properties>' -disable-output %t/big.ll 2> %t/out.txt
; RUN: FileCheck %s --match-full-lines --strict-whitespace --input-file %t/out.txt
; The whole report stays small: a few lines of at most a few hundred bytes.
; RUN: python3 -c "import os, sys; sys.exit(os.path.getsize(sys.argv[1]) > 4096)" %t/out.txt

;      CHECK:sycl-properties (numbering grammar)
; CHECK-NEXT:global @dm
; CHECK-NEXT:  sycl-device-global-size = "4": decoration HostAccessINTEL 3 "[[A80:a{80}]]"... (20971520 bytes) (needs SPV_INTEL_global_variable_host_access, GlobalVariableHostAccessINTEL)
; CHECK-NEXT:  sycl-unique-id = "[[A80]]"... (20971520 bytes): nothing (a recorded fact)
; CHECK-NEXT:kernel @k
; CHECK-NEXT:  sycl-foo = "[[B80:b{80}]]"... (20971520 bytes): not in the registry: left as it is
; CHECK-NEXT:  sycl-work-group-size = "[[C80:c{80}]]"... (20971520 bytes): error: '[[C80]]'... (20971520 bytes) is not an unsigned integer
; CHECK-EMPTY:

;--- gen.py
n = 20 * 1024 * 1024
a, b, c = "a" * n, "b" * n, "c" * n
print("@dm = global i32 0 #0")
print("define spir_kernel void @k() #1 {\n  ret void\n}")
print('attributes #0 = { "sycl-device-global-size"="4" "sycl-unique-id"="%s" }' % a)
print('attributes #1 = { "sycl-foo"="%s" "sycl-work-group-size"="%s" }' % (b, c))
