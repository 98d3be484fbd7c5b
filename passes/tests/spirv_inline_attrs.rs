//! `spirv-inline-attrs` in-process: what it reports as changed, that a
//! second run changes nothing, and the requirements it computes.
mod common;

use common::{parse, run};
use inkwell::context::Context;
use spirv_props_passes::metadata::kernel_modes::ContractionOff;
use spirv_props_passes::metadata::spirv::ExecutionModes;
use spirv_props_passes::spirv::inline_attrs::{requirements, SpirvInlineAttrs};

const PASS: SpirvInlineAttrs = SpirvInlineAttrs {
    requirements: None,
    contraction_off: ContractionOff::Never,
};

const IR: &str = r#"
define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  %x = load i32, ptr addrspace(1) %p
  %n = call i32 @count(i32 %x)
  store i32 %n, ptr addrspace(1) %p
  ret void
}
define void @unused() #2 {
  ret void
}
declare i32 @count(i32) #1
attributes #0 = { "spv.executionmode"="LocalSize:8:4:2" }
attributes #1 = { "spv.ext_instruction"="popcount,OpenCL.std" "spv.extextension"="SPV_KHR_expect_assume" "spv.extcapability"="ExpectAssumeKHR" }
attributes #2 = { "spv.extextension"="SPV_INTEL_subgroups" }
"#;

#[test]
fn changes_once_then_nothing() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let (before, _) = requirements(&m);
    let (changed, cx) = run(&PASS, "spirv-inline-attrs", &m);
    assert!(changed && cx.diagnostics.is_empty(), "{:?}", cx.diagnostics);
    assert!(
        m.get_function("count").is_none(),
        "the lowered declaration is deleted"
    );
    assert!(m.get_function("_Z20__spirv_ocl_popcounti").is_some());
    let k = m.get_function("k").unwrap();
    let modes: Vec<_> = ExecutionModes::read(&m)
        .of(k)
        .to_vec()
        .into_iter()
        .map(|e| (e.mode, e.operands))
        .collect();
    assert_eq!(
        modes,
        vec![(spirv::ExecutionMode::LocalSize as u32, vec![8, 4, 2])]
    );
    // The unreachable function adds nothing; the lowered declaration's needs
    // stay visible through the metadata, so the printer says the same after.
    let (after, errors) = requirements(&m);
    assert!(errors.is_empty());
    assert_eq!(after.extensions, ["SPV_KHR_expect_assume"]);
    assert_eq!(
        after.capabilities,
        [spirv::Capability::ExpectAssumeKHR as u32]
    );
    assert_eq!(before, after);
    assert_eq!(
        after.spirv_ext_arg().as_deref(),
        Some("--spirv-ext=+SPV_KHR_expect_assume")
    );

    let text = m.print_to_string().to_string();
    let (changed, cx) = run(&PASS, "spirv-inline-attrs", &m);
    assert!(!changed && cx.diagnostics.is_empty());
    assert_eq!(text, m.print_to_string().to_string());
}

#[test]
fn equal_kernel_metadata_already_expresses_the_mode() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
define spir_kernel void @k() #0 !reqd_work_group_size !0 {
  ret void
}
attributes #0 = { "spv.executionmode"="LocalSize:8:4:2" }
!0 = !{i32 8, i32 4, i32 2}
"#,
    );
    let (changed, cx) = run(&PASS, "spirv-inline-attrs", &m);
    assert!(
        !changed && cx.diagnostics.is_empty(),
        "{:?}",
        cx.diagnostics
    );
    assert!(ExecutionModes::read(&m)
        .of(m.get_function("k").unwrap())
        .is_empty());
}

#[test]
fn an_error_leaves_the_module_as_it_was() {
    let ctx = Context::create();
    let bad = IR.replace("LocalSize:8:4:2", "LocalSize:8:4:2;NoSuchMode");
    let m = parse(&ctx, &bad);
    let text = m.print_to_string().to_string();
    let (changed, cx) = run(&PASS, "spirv-inline-attrs", &m);
    assert!(!changed && cx.has_errors());
    assert!(cx.diagnostics[0].message.contains("@k: \"spv.executionmode\"=\"LocalSize:8:4:2;NoSuchMode\": 'NoSuchMode' is not a SPIR-V execution mode"));
    assert_eq!(text, m.print_to_string().to_string());
}
