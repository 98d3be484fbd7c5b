; The constructor calls the SYCL runtime's @__sycl_register_lib (the
; destructor @__sycl_unregister_lib), found by name at link time. A global
; variable of that name would make LLVM rename the declaration
; (__sycl_register_lib.1) and the link fail far from here: an error names
; it, opt exits non-zero. The descriptor's own globals and the
; constructor are private or internal: a clash renames them harmlessly
; (the module still links and registers, checked by llc here).
; RUN: rm -rf %t && split-file %s %t
; RUN: cd %t && printf '\003\002\043\007\000\005\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > ok.spv
; RUN: cd %t && printf '[Code|Symbols]\nok.spv|ok.sym\n' > t.table
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>' register.ll -disable-output 2>&1 | FileCheck %s --check-prefix=REGISTER
; REGISTER: error: sycl-offload-wrapper: table=t.table: @__sycl_register_lib is the SYCL runtime's function the constructor calls, but a global variable, alias or ifunc of the module has that name
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>' private.ll -S -o private.out.ll
; RUN: cd %t && FileCheck %s --check-prefix=PRIVATE --input-file private.out.ll
; PRIVATE: @sycl.descriptor_reg = global i32 1
; PRIVATE: define internal void @sycl.descriptor_reg{{[.0-9]+}}()
; PRIVATE-NEXT: entry:
; PRIVATE-NEXT: call void @__sycl_register_lib(ptr @.sycl_offloading.descriptor
; RUN: cd %t && llc private.out.ll -filetype=obj -o private.o

;--- register.ll
@__sycl_register_lib = global i32 0

;--- private.ll
@sycl.descriptor_reg = global i32 1

;--- ok.sym
k
