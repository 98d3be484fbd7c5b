//! `deadargelim-sycl` in-process: what opt cannot show. The changed flag
//! (true when parameters or a mask were written, false on a second run and
//! on a module without SYCL kernels), and that a kernel with a malformed
//! mask is left as it is while the others are done (opt stops before it
//! writes such a module).
mod common;

use common::{parse, run};
use inkwell::context::Context;
use spirv_props_passes::ir::Severity;
use spirv_props_passes::metadata::parameters::omitted_args;
use spirv_props_passes::sycl::dead_args::DeadArgElimSycl;

const NAME: &str = "deadargelim-sycl";

const IR: &str = r#"
define spir_kernel void @k(ptr addrspace(1) %out, i32 %unused, i32 %n) #0 !kernel_arg_addr_space !0 {
  store i32 %n, ptr addrspace(1) %out
  ret void
}
define spir_kernel void @used(ptr addrspace(1) %out) #0 {
  store i32 1, ptr addrspace(1) %out
  ret void
}
attributes #0 = { "sycl-module-id"="a.cpp" }
!0 = !{i32 1, i32 0, i32 0}
"#;

#[test]
fn changed_once_then_unchanged() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let (changed, cx) = run(&DeadArgElimSycl, NAME, &m);
    assert!(changed);
    assert!(cx.diagnostics.is_empty(), "{:?}", cx.diagnostics);
    let k = m.get_function("k").unwrap();
    assert_eq!(k.count_params(), 2);
    assert_eq!(omitted_args(&m, k).unwrap(), Some(vec![false, true, false]));
    let used = m.get_function("used").unwrap();
    assert_eq!(omitted_args(&m, used).unwrap(), Some(vec![false]));
    let before = m.print_to_string().to_string();
    let (changed, cx) = run(&DeadArgElimSycl, NAME, &m);
    assert!(!changed && cx.diagnostics.is_empty());
    assert_eq!(before, m.print_to_string().to_string());
}

#[test]
fn only_a_mask_is_a_change() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
define spir_kernel void @used(ptr addrspace(1) %out) "sycl-module-id"="a.cpp" {
  store i32 1, ptr addrspace(1) %out
  ret void
}
"#,
    );
    let (changed, _) = run(&DeadArgElimSycl, NAME, &m);
    assert!(changed, "the mask was added");
    let (changed, _) = run(&DeadArgElimSycl, NAME, &m);
    assert!(!changed);
}

#[test]
fn no_sycl_kernel_no_change() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
define spir_kernel void @opencl(i32 %unused) {
  ret void
}
define spir_func void @f(i32 %unused) "sycl-module-id"="a.cpp" {
  ret void
}
"#,
    );
    let before = m.print_to_string().to_string();
    let (changed, cx) = run(&DeadArgElimSycl, NAME, &m);
    assert!(!changed && cx.diagnostics.is_empty());
    assert_eq!(before, m.print_to_string().to_string());
}

#[test]
fn malformed_mask_is_an_error_and_the_others_are_done() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
define spir_kernel void @bad(i32 %unused) #0 !sycl_kernel_omit_args !0 {
  ret void
}
define spir_kernel void @good(i32 %unused) #0 {
  ret void
}
attributes #0 = { "sycl-module-id"="a.cpp" }
!0 = !{i1 true, i1 true}
"#,
    );
    let (changed, cx) = run(&DeadArgElimSycl, NAME, &m);
    assert!(changed, "@good was done");
    assert_eq!(cx.diagnostics.len(), 1, "{:?}", cx.diagnostics);
    assert_eq!(cx.diagnostics[0].severity, Severity::Error);
    assert_eq!(
        cx.diagnostics[0].message,
        "deadargelim-sycl: kernel @bad: malformed !sycl_kernel_omit_args on @bad: \
         !{i1 true, i1 true} keeps 0 of 2 parameters (its entries `i1 false`), but the kernel \
         has 1; the kernel is left as it is"
    );
    let bad = m.get_function("bad").unwrap();
    assert_eq!(bad.count_params(), 1, "left as it is");
    let good = m.get_function("good").unwrap();
    assert_eq!(good.count_params(), 0);
    assert_eq!(omitted_args(&m, good).unwrap(), Some(vec![true]));
}

#[test]
fn a_called_kernel_is_a_warning_and_no_change() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
define spir_kernel void @k(i32 %unused) "sycl-module-id"="a.cpp" {
  ret void
}
define spir_func void @f() {
  call spir_func void @k(i32 0)
  ret void
}
"#,
    );
    let before = m.print_to_string().to_string();
    let (changed, cx) = run(&DeadArgElimSycl, NAME, &m);
    assert!(!changed);
    assert_eq!(cx.diagnostics.len(), 1);
    assert_eq!(cx.diagnostics[0].severity, Severity::Warning);
    assert!(cx.diagnostics[0]
        .message
        .contains("kernel @k: it is called (from @f)"));
    assert_eq!(before, m.print_to_string().to_string());
}
