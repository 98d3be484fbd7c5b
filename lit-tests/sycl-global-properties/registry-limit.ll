; A registry file is read up to a limit (16 MiB): a bigger file, or a
; stream that never ends, is an error naming the file and the limit, not an
; exhausted machine. Not UTF-8 is an error too.
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=/dev/zero>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LIMIT
; RUN: printf 'name = "\377"\n' > %t.toml
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UTF8

; LIMIT: error: spirv-props: pass 'sycl-global-properties': bad registry: /dev/zero:0: larger than the limit of 16777216 bytes (16 MiB) for a registry file
; UTF8: error: spirv-props: pass 'sycl-global-properties': bad registry: {{.*}}.toml:0: not UTF-8 text (invalid byte at offset 8)
@g = global i32 0
