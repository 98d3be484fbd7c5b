//! `sycl-annotations` and `spirv-annotation-names` in-process: each format
//! reports a change on the first run and none on the second (what the
//! plugin turns into PreservedAnalyses), and the module verifies after each.
mod common;

use common::{parse, run};
use inkwell::context::Context;
use spirv_props_passes::pass::Params;
use spirv_props_passes::spirv::annotation_names::SpirvAnnotationNames;
use spirv_props_passes::sycl::annotations::SyclAnnotations;

const MEMBERS: &str = include_str!("../../lit-tests/sycl-annotations/Inputs/members.ll");

fn params(kv: &[(&str, &str)]) -> Params {
    Params(
        kv.iter()
            .map(|(k, v)| (k.to_string(), Some(v.to_string())))
            .collect(),
    )
}

#[test]
fn every_format_changes_once() {
    for format in ["annotation-string", "decorations", "member-decoration-call"] {
        let ctx = Context::create();
        let m = parse(&ctx, MEMBERS);
        let pass = SyclAnnotations::from_params(&params(&[("format", format)])).unwrap();
        let (changed, cx) = run(&pass, "sycl-annotations", &m);
        assert!(changed, "{format}: first run reported no change");
        assert!(!cx.has_errors(), "{format}: {:?}", cx.diagnostics);
        let before = m.print_to_string().to_string();
        let (changed, _) = run(&pass, "sycl-annotations", &m);
        assert!(!changed, "{format}: second run reported a change");
        assert_eq!(before, m.print_to_string().to_string(), "{format}");
    }
}

#[test]
fn nothing_to_do_is_no_change() {
    let ctx = Context::create();
    let m = parse(&ctx, "define void @f() {\n  ret void\n}\n");
    let pass = SyclAnnotations::from_params(&Params::default()).unwrap();
    assert!(!run(&pass, "sycl-annotations", &m).0);
    let names = SpirvAnnotationNames::from_params(&Params::default()).unwrap();
    assert!(!run(&names, "spirv-annotation-names", &m).0);
}

#[test]
fn names_change_once_and_errors_leave_the_module_alone() {
    let ctx = Context::create();
    let m = parse(&ctx, MEMBERS);
    let names = SpirvAnnotationNames::from_params(&Params::default()).unwrap();
    assert!(run(&names, "spirv-annotation-names", &m).0);
    assert!(!run(&names, "spirv-annotation-names", &m).0);

    let bad = MEMBERS.replace("{bank_bits:1,2,3}{pump:2}", "{bank_bits:1,2,3}{pump:7}");
    let m = parse(&ctx, &bad);
    let before = m.print_to_string().to_string();
    let (changed, cx) = run(&names, "spirv-annotation-names", &m);
    assert!(!changed && cx.has_errors());
    assert_eq!(before, m.print_to_string().to_string());
}
