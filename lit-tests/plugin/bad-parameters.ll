; Parameters use LLVM's syntax name<a;b=c>; anything the pass does not accept
; is an error naming the parameter and the pass, printed once, and opt exits
; non-zero without its own "unknown pass name" (the name is ours).
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-exec-modes<bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-exec-modes<stats=yes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FLAGVALUE
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-exec-modes<contraction-off>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOVALUE
; RUN: not opt -load-pass-plugin %plugin -passes='spirv-exec-modes<stats;;stats>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTY
; RUN: not opt -load-pass-plugin %plugin -passes='print<kernel-metadata><x>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINTER
; RUN: not opt -load-pass-plugin %plugin -passes='print<kernel-metadata<x>>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINTER-IN
; A single-valued parameter given twice must agree; a filter must name
; properties of the registry (a typo would make the pass do nothing).
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-global-properties<numbering=draft;numbering=grammar>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TWICE
; RUN: opt -load-pass-plugin %plugin -passes='sycl-global-properties<numbering=draft;numbering=draft>' -disable-output %s
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-param-properties<only=sycl-alignmnt>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TYPO
; RUN: not opt -load-pass-plugin %plugin -passes='sycl-param-properties<except=>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=EMPTYLIST

; UNKNOWN: error: spirv-props: unknown parameter 'bogus' for pass 'spirv-exec-modes' (accepted: contraction-off, stats)
; UNKNOWN-NOT: unknown pass name
; UNKNOWN-NOT: error:
; FLAGVALUE: error: spirv-props: parameter 'stats' of pass 'spirv-exec-modes' takes no value, got 'stats=yes'
; NOVALUE: error: spirv-props: parameter 'contraction-off' of pass 'spirv-exec-modes' needs a value: 'contraction-off=...'
; EMPTY: error: spirv-props: empty parameter in 'spirv-exec-modes<stats;;stats>'
; TWICE: error: spirv-props: parameter 'numbering' of pass 'sycl-global-properties' given twice with different values: 'draft' and 'grammar'
; TYPO: error: spirv-props: pass 'sycl-param-properties': only: 'sycl-alignmnt' is not a property of the registry
; EMPTYLIST: error: spirv-props: pass 'sycl-param-properties': except= names no property
; PRINTER: error: spirv-props: malformed parameters in 'print<kernel-metadata><x>': a printer's go inside its brackets, 'print<kernel-metadata<...>>'
; PRINTER-IN: error: spirv-props: unknown parameter 'x' for pass 'print<kernel-metadata>' (accepted: stats)
; PRINTER-NOT: unknown pass name
define void @f() {
  ret void
}
