; Diagnostics quote a long value by its first 80 characters and say how
; long it is (issue 29; `pass::site::quote`): 1999 conflicting modes in one
; 34892-byte "spv.executionmode" give 1999 lines, not 1999 copies of the
; attribute; a 100000-byte property value is quoted twice, bounded both
; times.
; RUN: python3 %S/Inputs/long_values.py %t.ll
; RUN: not opt -load-pass-plugin %plugin -passes=spirv-inline-attrs -disable-output %t.ll 2> %t.modes
; RUN: FileCheck %s --check-prefix=MODES < %t.modes
; RUN: wc -c < %t.modes | FileCheck %s --check-prefix=MODES-SIZE
; RUN: not opt -load-pass-plugin %plugin -passes=sycl-param-properties -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=VALUE

; The first 80 characters: five "SubgroupSize:N;" (15 each), then "Subgr".
; MODES: error: spirv-inline-attrs: kernel @k: "spv.executionmode"="SubgroupSize:1;SubgroupSize:2;SubgroupSize:3;SubgroupSize:4;SubgroupSize:5;Subgr"... (34892 bytes) gives SubgroupSize 2, but !spirv.ExecutionMode has SubgroupSize 1
; MODES: error: spirv-inline-attrs: kernel @k: "spv.executionmode"="SubgroupSize:1;SubgroupSize:2;SubgroupSize:3;SubgroupSize:4;SubgroupSize:5;Subgr"... (34892 bytes) gives SubgroupSize 2000, but !spirv.ExecutionMode has SubgroupSize 1
; MODES: LLVM ERROR: spirv-props: pass 'spirv-inline-attrs' reported 1999 errors
; Under 250 bytes a line (the whole value each time: 70 MB).
; MODES-SIZE: {{^[1-4][0-9]{5}$}}
; VALUE: error: sycl-param-properties: parameter 0 (%p) of @j: property 'sycl-buffer-location' = '[[X:x{80}]]'... (100000 bytes): '[[X]]'... (100000 bytes) is not an unsigned integer
