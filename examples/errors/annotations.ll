; Three "sycl-properties" pointer annotations that sycl-annotations refuses,
; each reported with the function, the annotated source line and the
; property or string (docs/passes/spirv-annotation-names.md, where the
; errors of both annotation passes are listed):
;   line 3: an odd number of name/value fields;
;   line 5: a value the registry cannot parse ('many' for sycl-num-banks);
;   line 7: an annotation string with a name that is not reserved.
; Run:
;   opt-15 -load-pass-plugin target/release/libspirv_props.so \
;     -passes=sycl-annotations examples/errors/annotations.ll -disable-output
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"m.cl\00", section "llvm.metadata"
@.banks = private unnamed_addr constant [15 x i8] c"sycl-num-banks\00", section "llvm.metadata"
@.many = private unnamed_addr constant [5 x i8] c"many\00", section "llvm.metadata"
@.odd = private unnamed_addr constant { ptr, ptr, ptr } { ptr @.banks, ptr @.many, ptr @.banks }, section "llvm.metadata"
@.bad = private unnamed_addr constant { ptr, ptr } { ptr @.banks, ptr @.many }, section "llvm.metadata"
@.reserved = private unnamed_addr constant [10 x i8] c"{banks:4}\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %p, ptr @.str, ptr @.file, i32 3, ptr @.odd)
  store i32 0, ptr addrspace(1) %a, align 4
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %q, ptr @.str, ptr @.file, i32 5, ptr @.bad)
  store i32 0, ptr addrspace(1) %b, align 4
  %c = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %r, ptr @.reserved, ptr @.file, i32 7, ptr null)
  store i32 0, ptr addrspace(1) %c, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1), ptr, ptr, i32, ptr)
