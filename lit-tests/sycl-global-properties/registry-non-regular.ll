; A registry file must be a regular file (a symbolic link to one is): a
; FIFO, a folder or a device, named by registry=, -spirv-props-registry or
; SPIRV_PROPS_REGISTRY, is an error naming the path and what it is, at once.
; Before, a FIFO blocked opt forever waiting for a writer. opt runs under
; `timeout 20`: a hang ends there, without the message FileCheck wants.
; RUN: rm -rf %t && mkdir -p %t && mkfifo %t/fifo.toml
; RUN: not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t/fifo.toml>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIFO -DDIR=%t
; RUN: not timeout 20 opt -load-pass-plugin %plugin -spirv-props-registry=%t/fifo.toml -passes=sycl-global-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPTION -DDIR=%t
; RUN: not env SPIRV_PROPS_REGISTRY=%t/fifo.toml timeout 20 opt -load-pass-plugin %plugin -passes=sycl-global-properties -disable-output %s 2>&1 | FileCheck %s --check-prefix=ENV -DDIR=%t
; RUN: not timeout 20 opt -load-pass-plugin %plugin -passes='compile-time-properties<registry=%t>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DIR -DDIR=%t
; RUN: not timeout 20 opt -load-pass-plugin %plugin -passes='sycl-annotations<registry=/dev/null>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NULL
; A link to a regular file is read.
; RUN: printf '' > %t/empty.toml && ln -s %t/empty.toml %t/link.toml
; RUN: timeout 20 opt -load-pass-plugin %plugin -passes='sycl-global-properties<registry=%t/link.toml>' -disable-output %s
; spirv-annotation-names reads the user registry for draft numbers only
; and falls back to the built-in one when it cannot: no hang either.
; RUN: env SPIRV_PROPS_REGISTRY=%t/fifo.toml timeout 20 opt -load-pass-plugin %plugin -passes=spirv-annotation-names -disable-output %s

; FIFO: error: spirv-props: pass 'sycl-global-properties': bad registry: [[DIR]]/fifo.toml: is a FIFO, not a regular file{{$}}
; OPTION: error: spirv-props: pass 'sycl-global-properties': bad registry: [[DIR]]/fifo.toml: is a FIFO, not a regular file (the file -spirv-props-registry names)
; ENV: error: spirv-props: pass 'sycl-global-properties': bad registry: [[DIR]]/fifo.toml: is a FIFO, not a regular file (the file SPIRV_PROPS_REGISTRY names)
; DIR: error: spirv-props: pass 'compile-time-properties': bad registry: [[DIR]]: is a directory, not a regular file
; NULL: error: spirv-props: pass 'sycl-annotations': bad registry: /dev/null: is a character device, not a regular file

@g = global i32 0
