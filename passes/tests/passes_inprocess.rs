//! Passes run in-process on inkwell modules: what they change, that they
//! verify, that a second run finds nothing to do.
mod common;

use common::{parse, run};
use inkwell::context::Context;
use spirv_props_passes::ir;
use spirv_props_passes::metadata::kernel::KernelMetadata;
use spirv_props_passes::metadata::kernel_modes::ContractionOff;
use spirv_props_passes::metadata::spirv::ExecutionModes;
use spirv_props_passes::metadata::stats::{self, Stats};
use spirv_props_passes::spirv::exec_modes::SpirvExecModes;

const IR: &str = r#"
define spir_kernel void @k() !reqd_work_group_size !0 !intel_reqd_sub_group_size !1 {
  ret void
}
!0 = !{i32 8, i32 4, i32 2}
!1 = !{i32 16}
"#;

#[test]
fn exec_modes_move_and_are_idempotent() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let pass = SpirvExecModes {
        contraction_off: ContractionOff::Never,
    };
    let (changed, cx) = run(&pass, "spirv-exec-modes", &m);
    assert!(changed && cx.diagnostics.is_empty());
    let k = m.get_function("k").unwrap();
    let modes: Vec<(u32, Vec<u32>)> = ExecutionModes::read(&m)
        .of(k)
        .to_vec()
        .into_iter()
        .map(|e| (e.mode, e.operands))
        .collect();
    assert_eq!(
        modes,
        vec![
            (spirv::ExecutionMode::LocalSize as u32, vec![8, 4, 2]),
            (spirv::ExecutionMode::SubgroupSize as u32, vec![16])
        ]
    );
    let km = KernelMetadata::new(&m, k);
    assert_eq!(km.reqd_work_group_size().unwrap(), None);
    assert_eq!(km.intel_reqd_sub_group_size().unwrap(), None);
    let before = m.print_to_string().to_string();
    let (changed, _) = run(&pass, "spirv-exec-modes", &m);
    assert!(!changed);
    assert_eq!(before, m.print_to_string().to_string());
}

#[test]
fn conflicting_entry_is_reported_and_left_alone() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        &format!("{IR}\n!spirv.ExecutionMode = !{{!2}}\n!2 = !{{ptr @k, i32 35, i32 8}}\n"),
    );
    let (_, cx) = run(
        &SpirvExecModes {
            contraction_off: ContractionOff::Auto,
        },
        "spirv-exec-modes",
        &m,
    );
    assert!(cx.has_errors());
    let msg = &cx.diagnostics[0].message;
    assert!(
        msg.contains("@k") && msg.contains("(16)") && msg.contains("SubgroupSize (8)"),
        "{msg}"
    );
    let k = m.get_function("k").unwrap();
    assert_eq!(
        KernelMetadata::new(&m, k)
            .intel_reqd_sub_group_size()
            .unwrap(),
        Some(16)
    );
}

#[test]
fn stats_are_free_when_disabled_and_recorded_when_enabled() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        &format!("{IR}\ndefine spir_func void @j() {{\n  ret void\n}}\n"),
    );
    let k = m.get_function("k").unwrap();
    let mut off = Stats::new("p", false);
    off.bump_fn(k, "c");
    off.write(&m);
    assert!(stats::read(&m).unwrap().is_empty());
    let mut on = Stats::new("p", true);
    on.bump_fn(k, "c");
    on.bump_fn(k, "c");
    on.bump("m");
    on.write(&m);
    let key = |p: &str, c: &str, s: &str| (p.to_string(), c.to_string(), s.to_string());
    assert_eq!(
        stats::read(&m).unwrap(),
        vec![(key("p", "c", "@k"), 2), (key("p", "m", "module"), 1)]
    );
    // Runs append; the reader sums them per (pass, counter, scope), in
    // that key's order, whatever order the runs wrote them in.
    let j = m.get_function("j").unwrap();
    let mut second = Stats::new("p", true);
    second.bump_fn(k, "c");
    second.bump_fn(j, "c");
    second.bump_fn(j, "b");
    second.bump("m");
    second.write(&m);
    let mut earlier = Stats::new("a", true);
    earlier.bump("z");
    earlier.write(&m);
    assert_eq!(
        stats::read(&m).unwrap(),
        vec![
            (key("a", "z", "module"), 1),
            (key("p", "b", "@j"), 1),
            (key("p", "c", "@j"), 1),
            (key("p", "c", "@k"), 3),
            (key("p", "m", "module"), 2),
        ]
    );
}

#[test]
fn gap_filler_reads_sets_and_removes_global_string_attributes() {
    let ctx = Context::create();
    let m = parse(
        &ctx,
        r#"
@dm = addrspace(1) global i32 0 #0
attributes #0 = { "sycl-device-image-scope" "sycl-host-access"="1" "sycl-unique-id"="u1" }
"#,
    );
    let g = m.get_global("dm").unwrap();
    assert_eq!(
        ir::global_string_attrs(g),
        vec![
            ("sycl-device-image-scope".to_string(), String::new()),
            ("sycl-host-access".to_string(), "1".to_string()),
            ("sycl-unique-id".to_string(), "u1".to_string()),
        ]
    );
    assert_eq!(
        ir::global_string_attr(g, "sycl-host-access").as_deref(),
        Some("1")
    );
    assert!(ir::set_global_string_attr(g, "sycl-host-access", "2"));
    assert_eq!(
        ir::global_string_attr(g, "sycl-host-access").as_deref(),
        Some("2")
    );
    assert!(ir::remove_global_string_attr(g, "sycl-unique-id"));
    assert!(!ir::remove_global_string_attr(g, "sycl-unique-id"));
    let text = m.print_to_string().to_string();
    assert!(
        text.contains(r#""sycl-host-access"="2""#) && !text.contains("sycl-unique-id"),
        "{text}"
    );
    m.verify().unwrap();
}

/// One bad global, parameter or kernel does not stop the ones after it:
/// each is lowered on its own, and every error is reported. (Seen only
/// in-process: opt stops on the errors before writing the module.)
#[test]
fn a_bad_entity_does_not_stop_the_next() {
    use spirv_props_passes::metadata::spirv::{decorations, parameter_decorations};
    use spirv_props_passes::metadata::Holder;
    use spirv_props_passes::pass::Params;
    use spirv_props_passes::properties::lower::PropertyOptions;
    use spirv_props_passes::sycl::global_properties::SyclGlobalProperties;
    use spirv_props_passes::sycl::kernel_properties::SyclKernelProperties;
    use spirv_props_passes::sycl::param_properties::SyclParamProperties;
    let ir = r#"
@bad = addrspace(1) global i32 0 #0
@good = addrspace(1) global i32 0 #1
define spir_kernel void @k(ptr addrspace(1) "sycl-buffer-location"="x" %bad, ptr addrspace(1) "sycl-buffer-location"="3" %good) {
  ret void
}
define spir_kernel void @bad_k() #2 {
  ret void
}
define spir_kernel void @good_k() #3 {
  ret void
}
attributes #0 = { "sycl-init-mode"="fast" }
attributes #1 = { "sycl-implement-in-csr"="true" }
attributes #2 = { "sycl-work-group-size"="0" }
attributes #3 = { "sycl-work-group-size"="8" }
"#;
    let ctx = Context::create();
    let m = parse(&ctx, ir);
    let opts = || PropertyOptions::from_params(&Params::default()).unwrap();
    let (_, cx) = run(
        &SyclGlobalProperties { opts: opts() },
        "sycl-global-properties",
        &m,
    );
    assert_eq!(cx.error_count(), 1);
    let good = m.get_global("good").unwrap();
    assert_eq!(
        decorations(&m, Holder::Global(good)).unwrap().len(),
        1,
        "@good is lowered"
    );
    let (_, cx) = run(
        &SyclParamProperties { opts: opts() },
        "sycl-param-properties",
        &m,
    );
    assert_eq!(cx.error_count(), 1);
    let lists = parameter_decorations(&m, m.get_function("k").unwrap()).unwrap();
    assert_eq!((lists[0].len(), lists[1].len()), (0, 1), "%good is lowered");
    let (_, cx) = run(
        &SyclKernelProperties { opts: opts() },
        "sycl-kernel-properties",
        &m,
    );
    assert_eq!(cx.error_count(), 1);
    let km = KernelMetadata::new(&m, m.get_function("good_k").unwrap());
    assert!(
        km.reqd_work_group_size().unwrap().is_some(),
        "@good_k is lowered"
    );
}

/// A property whose every attribute is distinct (a device global's
/// `sycl-unique-id`) stops being kept in the run's memo after a trial
/// (`memo::KEEP_TRIAL`, 64): the globals past it are lowered as they come,
/// and a value that repeats after the trial is lowered again. Each global
/// gets what it gets alone in a module of its own.
#[test]
fn distinct_values_past_the_memo_trial_lower_alike() {
    use spirv_props_passes::metadata::spirv::decorations;
    use spirv_props_passes::metadata::Holder;
    use spirv_props_passes::pass::Params;
    use spirv_props_passes::properties::lower::PropertyOptions;
    use spirv_props_passes::sycl::global_properties::SyclGlobalProperties;
    let n = 200;
    // The last ten share one id.
    let global = |i: usize| {
        let id = if i < n - 10 {
            format!("uid{i}")
        } else {
            "same".into()
        };
        format!(
            "@g{i} = addrspace(1) global i32 0 #{i}\nattributes #{i} = {{ \"sycl-device-global-size\"=\"4\" \"sycl-host-access\"=\"{}\" \"sycl-unique-id\"=\"{id}\" }}\n",
            i % 3
        )
    };
    let lowered = |ir: &str, names: &[usize]| {
        let ctx = Context::create();
        let m = parse(&ctx, ir);
        let opts = PropertyOptions::from_params(&Params::default()).unwrap();
        let (changed, cx) = run(&SyclGlobalProperties { opts }, "sycl-global-properties", &m);
        assert!(changed);
        assert_eq!(cx.error_count(), 0);
        m.verify().unwrap();
        names
            .iter()
            .map(|i| {
                let g = m.get_global(&format!("g{i}")).unwrap();
                decorations(&m, Holder::Global(g)).unwrap()
            })
            .collect::<Vec<_>>()
    };
    let all: Vec<usize> = (0..n).collect();
    let together = lowered(&all.iter().map(|&i| global(i)).collect::<String>(), &all);
    for i in all {
        let alone = lowered(&global(i), &[i]);
        assert_eq!(together[i], alone[0], "@g{i}");
        assert!(!alone[0].is_empty(), "@g{i} is decorated");
    }
}

/// The memo's trial itself: 200 distinct `sycl-unique-id` attributes, each
/// its own attribute object (its own key text), planned for globals. The
/// memo holds the first 64 and no more; a value that repeats (`"4"` of
/// `sycl-device-global-size`, one object) stays held.
#[test]
fn memo_keeps_no_more_of_a_property_whose_values_are_all_distinct() {
    use spirv_props_passes::ir::StringAttr;
    use spirv_props_passes::pass::Params;
    use spirv_props_passes::properties::lower::{ModuleInfo, PropertyOptions};
    use spirv_props_passes::properties::memo::Lowerings;
    use spirv_props_passes::properties::registry::Entity;
    use std::borrow::Cow;
    let opts = PropertyOptions::from_params(&Params::default()).unwrap();
    let info = ModuleInfo {
        size_t_bits: 64,
        triple: "spir64-unknown-unknown".into(),
    };
    // LLVM keeps one key text per attribute object: the memo tells objects
    // apart by it.
    let keys: Vec<String> = (0..200).map(|_| "sycl-unique-id".to_string()).collect();
    let size_key = "sycl-fact-shared".to_string();
    let mut memo = Lowerings::default();
    for (i, key) in keys.iter().enumerate() {
        let attrs = [
            StringAttr {
                key: Cow::Borrowed(key.as_str()),
                value: Cow::Owned(format!("uid{i}")),
            },
            StringAttr {
                key: Cow::Borrowed(size_key.as_str()),
                value: Cow::Borrowed("x"),
            },
        ];
        let planned = memo.plan(&opts, Entity::Global, &attrs, &info).count();
        assert_eq!(planned, 2, "both are properties (by name or prefix)");
    }
    // 64 unique ids and the one shared attribute.
    assert_eq!(memo.held(), 65);
}

/// `ir::pointer_params` reads the function type: a pointer parameter is
/// one whatever else the function has, on both sides of the 64 parameters
/// its bit mask holds (past them, a list).
#[test]
fn pointer_params_past_the_mask() {
    let ctx = Context::create();
    // @few: (i32, ptr, ptr addrspace(1)); @many: 70 parameters, all i32
    // but 1, 63, 64 and 69.
    let many: Vec<String> = (0..70)
        .map(|i| {
            if [1, 63, 64, 69].contains(&i) {
                "ptr".into()
            } else {
                "i32".into()
            }
        })
        .collect();
    let text = format!(
        "declare void @few(i32, ptr, ptr addrspace(1))\ndeclare void @many({})\n",
        many.join(", ")
    );
    let m = parse(&ctx, &text);
    let few = ir::pointer_params(m.get_function("few").unwrap());
    assert_eq!(
        (0..4).map(|i| few.get(i)).collect::<Vec<_>>(),
        [false, true, true, false]
    );
    let f = m.get_function("many").unwrap();
    let got: Vec<u32> = (0..72).filter(|&i| ir::pointer_params(f).get(i)).collect();
    assert_eq!(got, [1, 63, 64, 69]);
}
