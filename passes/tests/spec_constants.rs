//! `spec-constants` in-process: the changed flag (which opt cannot show)
//! and the property sets the split will write, byte by byte.
mod common;

use common::{parse, run};
use inkwell::context::Context;
use spirv_props_passes::metadata::spec_constants::property_sets;
use spirv_props_passes::sycl::spec_constants::{Mode, SpecConstants};

const IR: &str = r#"
target datalayout = "e-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"
%struct.P = type { i32, i8 }
@str.i = private constant [2 x i8] c"i\00"
@str.P = private constant [2 x i8] c"P\00"
@id.i = constant { i16 } { i16 258 }
@id.P = constant { %struct.P } { %struct.P { i32 7, i8 3 } }
define void @f(ptr %buf, ptr %out) {
  %i = call i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr @str.i, ptr @id.i, ptr %buf)
  store i16 %i, ptr %out
  call void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr sret(%struct.P) %out, ptr @str.P, ptr @id.P, ptr %buf)
  ret void
}
declare i16 @_Z37__sycl_getScalar2020SpecConstantValueIsET_PKcPvS3_(ptr, ptr, ptr)
declare void @_Z40__sycl_getComposite2020SpecConstantValueI1PET_PKcPvS4_(ptr sret(%struct.P), ptr, ptr, ptr)
"#;

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn native_changes_once_and_gives_the_runtimes_bytes() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let pass = SpecConstants { mode: Mode::Native };
    let (changed, cx) = run(&pass, "spec-constants", &m);
    assert!(changed && cx.diagnostics.is_empty());
    assert!(m.verify().is_ok());
    let (changed, _) = run(&pass, "spec-constants", &m);
    assert!(!changed, "a second run finds no calls");
    let sets = property_sets(&m, Mode::Native).unwrap().unwrap();
    // i: ID 0, i16 -> (0, 0, 2); P { i32 @0, i8 @4 } size 8: IDs 1, 2 and
    // the 3 bytes after the i8 as padding.
    assert_eq!(
        sets.map,
        vec![
            ("i".to_string(), u32s(&[0, 0, 2])),
            ("P".to_string(), u32s(&[1, 0, 4, 2, 4, 1, u32::MAX, 5, 3])),
        ]
    );
    // 258 = 0x0102 little-endian, then P: 7 as i32, 3, three zero bytes.
    assert_eq!(sets.defaults, vec![2, 1, 7, 0, 0, 0, 3, 0, 0, 0]);
}

#[test]
fn emulation_keeps_the_gap_in_the_defaults() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    let (changed, _) = run(
        &SpecConstants {
            mode: Mode::Emulation,
        },
        "spec-constants",
        &m,
    );
    assert!(changed);
    let sets = property_sets(&m, Mode::Emulation).unwrap().unwrap();
    // i at 0 (size 2), P aligned to 4: gap of 2 described on i.
    assert_eq!(
        sets.map,
        vec![
            ("i".to_string(), u32s(&[0, 0, 2, u32::MAX, 2, 2])),
            ("P".to_string(), u32s(&[1, 0, 8])),
        ]
    );
    assert_eq!(sets.defaults, vec![2, 1, 0, 0, 7, 0, 0, 0, 3, 0, 0, 0]);
}

#[test]
fn a_native_image_lists_only_the_constants_it_sets() {
    let ctx = Context::create();
    let m = parse(&ctx, IR);
    run(&SpecConstants { mode: Mode::Native }, "spec-constants", &m);
    // Drop the uses of i, as the split would in an image without them.
    let f = m.get_function("f").unwrap();
    let first = f
        .get_first_basic_block()
        .unwrap()
        .get_first_instruction()
        .unwrap();
    let store = first.get_next_instruction().unwrap();
    store.erase_from_basic_block();
    first.erase_from_basic_block();
    let sets = property_sets(&m, Mode::Native).unwrap().unwrap();
    assert_eq!(sets.map.len(), 1);
    assert_eq!(sets.map[0].0, "P");
    assert_eq!(sets.defaults, vec![7, 0, 0, 0, 3, 0, 0, 0]);
}
