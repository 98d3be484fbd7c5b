; `opt -load-pass-plugin libspirv_props.so --version` names the plugin, its
; version and the LLVM it was built for, and the file, under LLVM's own
; lines (issue 49): the plugin registers an extra version printer with
; LLVM's command line when it loads, and opt loads a pass plugin as it
; reads -load-pass-plugin, so a --version after it sees the printer.
; RUN: opt -load-pass-plugin %plugin --version | FileCheck %s -DMAJOR=%llvm-major
; The printer is the plugin's code, called at exit too: the plugin is
; never unmapped (-z nodelete), or opt-15, which closes the libraries it
; loaded before LLVM's lists at shutdown, crashed at exit in a run of none
; of the plugin's passes.
; RUN: opt -load-pass-plugin %plugin -passes=verify %s -o /dev/null
; RUN: opt -load-pass-plugin %plugin -passes='default<O2>' %s -o /dev/null
; Without the plugin, LLVM's lines alone.
; RUN: opt --version | FileCheck %s --check-prefix=NONE
; CHECK: LLVM version [[MAJOR]].
; CHECK: spirv-props {{[0-9]+\.[0-9]+\.[0-9]+}} (for LLVM [[MAJOR]].{{[0-9.]+}}): {{.*}}libspirv_props.so
; NONE-NOT: spirv-props
