//! The typed metadata layer, in-process (no opt): reading, writing, merging,
//! and the errors malformed metadata gives.
mod common;

use common::parse;
use inkwell::context::Context;
use inkwell::values::FunctionValue;
use spirv_props_passes::metadata::kernel::{kernel_list, KernelMetadata, KERNEL_ARG_TYPE};
use spirv_props_passes::metadata::spirv::{
    add_decorations, add_parameter_decorations, decorations, parameter_decorations, Decoration,
    ExecutionModeEntry, ExecutionModes, Literal, CAPABILITY, EXTENSION,
};
use spirv_props_passes::metadata::{Attached, Holder, MdShape, NamedList, TypeOperand, WithTail};

const KERNEL: &str = r#"
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0
define spir_kernel void @k(ptr addrspace(1) %a, i32 %n) !reqd_work_group_size !0 !vec_type_hint !1 !kernel_arg_type !2 {
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %n
  store i32 1, ptr addrspace(1) %p
  ret void
}
!0 = !{i64 8, i64 4, i64 2}
!1 = !{<2 x double> undef, i32 1}
!2 = !{!"int*", !"int"}
"#;

#[test]
fn typed_kernel_accessors_read_clang_layouts() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let k = kernel_list(&m);
    assert_eq!(k.len(), 1);
    let km = KernelMetadata::new(&m, k[0]);
    assert_eq!(km.reqd_work_group_size().unwrap(), Some([8, 4, 2]));
    assert_eq!(km.work_group_size_hint().unwrap(), None);
    let h = km.vec_type_hint().unwrap().unwrap();
    assert_eq!((h.ty.print().as_str(), h.signed), ("<2 x double>", true));
    assert_eq!(h.spirv_literal().unwrap(), 2 << 16 | 6);
    assert_eq!(
        KERNEL_ARG_TYPE.get(&m, k[0]).unwrap(),
        Some(vec!["int*".to_string(), "int".to_string()])
    );
}

#[test]
fn heterogeneous_tuples_of_any_arity_round_trip() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let k = m.get_function("k").unwrap();
    // A type operand as clang writes it: reuse the one of !vec_type_hint.
    let (ty, _) = Attached::<(TypeOperand, u32)>::new("vec_type_hint")
        .get(&m, k)
        .unwrap()
        .unwrap();
    // Seven operands of five kinds: beyond seed 004's two.
    let value: (String, u32, FunctionValue, bool, TypeOperand, u64, String) =
        ("x".into(), 7, k, true, ty, 1 << 40, String::new());
    let attr =
        Attached::<(String, u32, FunctionValue, bool, TypeOperand, u64, String)>::new("test.tuple");
    attr.set(&m, k, &value);
    assert_eq!(attr.get(&m, k).unwrap(), Some(value));
    // A tuple head with a homogeneous tail.
    let tail = Attached::<WithTail<(String, u32), u32>>::new("test.tail");
    let v = WithTail {
        head: ("m".to_string(), 3),
        tail: vec![1, 2, 3, 4, 5],
    };
    tail.set(&m, k, &v);
    assert_eq!(tail.get(&m, k).unwrap(), Some(v));
    m.verify().unwrap();
    let text = m.print_to_string().to_string();
    assert!(
        text.contains(r#"!{!"m", i32 3, i32 1, i32 2, i32 3, i32 4, i32 5}"#),
        "{text}"
    );
}

#[test]
fn malformed_nodes_are_errors_naming_place_and_problem() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let k = m.get_function("k").unwrap();
    let e = Attached::<[u64; 2]>::new("reqd_work_group_size")
        .get(&m, k)
        .unwrap_err();
    assert_eq!(e.place, "!reqd_work_group_size on @k");
    assert_eq!(e.what, "expected 2 operands (an integer each), found 3");
    let e = Attached::<Vec<String>>::new("reqd_work_group_size")
        .get(&m, k)
        .unwrap_err();
    assert_eq!(e.what, "operand 0 should be a string, found i64 8");
    let e = Attached::<(u32, String)>::new("vec_type_hint")
        .get(&m, k)
        .unwrap_err();
    assert_eq!(
        e.what,
        "operand 0 should be a 32-bit integer, found <2 x double> undef"
    );
    // Absent is not an error.
    assert_eq!(
        Attached::<Vec<u64>>::new("absent").get(&m, k).unwrap(),
        None
    );
    // An empty node is an empty list, not an error.
    assert_eq!(<Vec<u64> as MdShape>::decode_node(&[]), Ok(vec![]));
}

#[test]
fn decorations_merge_without_duplicates_on_globals_and_instructions() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let g = m.get_global("g").unwrap();
    let restrict = Decoration {
        id: spirv::Decoration::Restrict as u32,
        operands: vec![],
    };
    let link = Decoration {
        id: spirv::Decoration::LinkageAttributes as u32,
        operands: vec![
            Literal::Str("g".into()),
            Literal::Int(spirv::LinkageType::Export as u32),
        ],
    };
    assert!(add_decorations(&m, Holder::Global(g), std::slice::from_ref(&restrict)).unwrap());
    assert!(add_decorations(&m, Holder::Global(g), &[restrict.clone(), link.clone()]).unwrap());
    assert!(!add_decorations(&m, Holder::Global(g), &[link.clone(), restrict.clone()]).unwrap());
    assert_eq!(
        decorations(&m, Holder::Global(g)).unwrap(),
        vec![restrict.clone(), link.clone()]
    );
    let text = m.print_to_string().to_string();
    assert!(text.contains("!{i32 41, !\"g\", i32 0}"), "{text}");

    let gep = m
        .get_function("k")
        .unwrap()
        .get_first_basic_block()
        .unwrap()
        .get_first_instruction()
        .unwrap();
    let cache = Decoration {
        id: spirv::Decoration::CacheControlLoadINTEL as u32,
        operands: vec![Literal::Int(1), Literal::Int(2)],
    };
    assert!(add_decorations(&m, Holder::Instruction(gep), std::slice::from_ref(&cache)).unwrap());
    assert!(!add_decorations(&m, Holder::Instruction(gep), std::slice::from_ref(&cache)).unwrap());
    assert_eq!(
        decorations(&m, Holder::Instruction(gep)).unwrap(),
        vec![cache]
    );
    m.verify().unwrap();
}

#[test]
fn parameter_decorations_keep_one_list_per_parameter() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let k = m.get_function("k").unwrap();
    let align = Decoration {
        id: spirv::Decoration::Alignment as u32,
        operands: vec![Literal::Int(16)],
    };
    assert!(add_parameter_decorations(&m, k, 0, std::slice::from_ref(&align)).unwrap());
    assert!(!add_parameter_decorations(&m, k, 0, std::slice::from_ref(&align)).unwrap());
    assert_eq!(
        parameter_decorations(&m, k).unwrap(),
        vec![vec![align], vec![]]
    );
    let text = m.print_to_string().to_string();
    assert!(text.contains("!spirv.ParameterDecorations"), "{text}");
    assert!(
        text.contains("= !{}"),
        "the undecorated parameter gets an empty list: {text}"
    );
    assert!(add_parameter_decorations(&m, k, 2, &[]).is_err());
}

#[test]
fn module_lists_append_once() {
    let ctx = Context::create();
    let m = parse(&ctx, KERNEL);
    let k = m.get_function("k").unwrap();
    assert!(CAPABILITY.add(&m, &(spirv::Capability::Kernel as u32,)));
    assert!(!CAPABILITY.add(&m, &(spirv::Capability::Kernel as u32,)));
    assert!(EXTENSION.add(&m, &("SPV_KHR_expect_assume".to_string(),)));
    assert_eq!(CAPABILITY.get(&m).unwrap(), vec![(6,)]);
    let e = ExecutionModeEntry {
        function: k,
        mode: spirv::ExecutionMode::LocalSize as u32,
        operands: vec![8, 4, 2],
    };
    let mut index = ExecutionModes::read(&m);
    assert!(index.is_empty());
    assert!(index.add(&m, &e));
    assert!(!index.add(&m, &e));
    assert_eq!(index.of(k), std::slice::from_ref(&e));
    // The adds are in the module: a fresh read sees the same, once.
    assert_eq!(ExecutionModes::read(&m).of(k), [e]);
    let bad: NamedList<(u32, u32)> = NamedList::new("spirv.Extension");
    let err = bad.get(&m).unwrap_err();
    assert_eq!(err.what, "expected 2 operands, found 1");
}

/// A kind id remembered for a pass run (`md::KindCache`, here that of the
/// `DECORATIONS` static) belongs to the run's context: a module of another
/// context, where `!spirv.Decorations` has another id, gets its own.
#[test]
fn kind_ids_remembered_for_a_run_stay_with_its_context() {
    let (c1, c2) = (Context::create(), Context::create());
    let m1 = parse(&c1, "@g = global i32 0\n");
    // In the second context another kind is made first, so
    // spirv.Decorations gets the id it has in the first under another name.
    let m2 = parse(&c2, "@g = global i32 0, !aaa.first !0\n!0 = !{}\n");
    spirv_props_passes::ir::md::begin_run(&m1);
    let d = Decoration {
        id: spirv::Decoration::Restrict as u32,
        operands: vec![],
    };
    for m in [&m1, &m2] {
        let g = m.get_global("g").unwrap();
        assert!(add_decorations(m, Holder::Global(g), std::slice::from_ref(&d)).unwrap());
        assert_eq!(decorations(m, Holder::Global(g)).unwrap(), vec![d.clone()]);
        let ir = m.print_to_string().to_string();
        assert!(ir.contains("!spirv.Decorations !"), "{ir}");
    }
    let ir2 = m2.print_to_string().to_string();
    assert!(ir2.contains("!aaa.first !0"), "{ir2}");
}
