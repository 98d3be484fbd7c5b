; sycl-alignment on every one of 10,000 parameters of one kernel: each
; becomes align 16 and goes (strip=reference). Not a timing test: it shows
; the batched attribute edit (one attribute list built per function, issue
; 29) completes and writes every parameter.
; RUN: python3 %S/Inputs/many_params.py 10000 %t.in.ll
; RUN: opt -load-pass-plugin %plugin -passes=sycl-param-properties -S %t.in.ll -o %t.out.ll
; RUN: grep -o "ptr addrspace(1) align 16 [%]p[0-9]*" %t.out.ll | wc -l | FileCheck %s --check-prefix=COUNT
; RUN: grep -c "align 16 [%]p9999)" %t.out.ll | FileCheck %s --check-prefix=LAST
; RUN: not grep -q sycl-alignment %t.out.ll
; COUNT: {{^ *}}10000{{$}}
; LAST: {{^}}1{{$}}
