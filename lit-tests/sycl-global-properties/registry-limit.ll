; A registry file is read up to a limit (16 MiB): a bigger file is an error
; naming the file and the limit, not an exhausted machine (a sparse file
; here: the size is checked before reading). A stream that never ends such
; as /dev/zero is no regular file, refused before it is opened
; (registry-non-regular.ll). Not UTF-8 is an error too.
; RUN: rm -f %t.big && truncate -s 17M %t.big
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t.big>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=LIMIT
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=/dev/zero>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: printf 'name = "\377"\n' > %t.toml
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UTF8

; LIMIT: error: spirv-props: pass 'sycl-global-properties': bad registry: {{.*}}.big: larger than the limit of 16777216 bytes (16 MiB) for a registry file
; ZERO: error: spirv-props: pass 'sycl-global-properties': bad registry: /dev/zero: is a character device, not a regular file
; UTF8: error: spirv-props: pass 'sycl-global-properties': bad registry: {{.*}}.toml: not UTF-8 text (invalid byte at offset 8)
@g = global i32 0
