//! `ir::annotation` on small modules: what `annotations` reads from each
//! kind of annotation, what the `Rewriter` leaves behind, and which
//! accesses `align_accesses` changes. The IR is in LLVM 15's form (opaque
//! pointers, `llvm.ptr.annotation.p0`); LLVM 16 and later upgrade the
//! intrinsics' names when they parse it (`llvm.ptr.annotation.p0.p0`).
mod common;

use common::parse;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{
    AnyValue, AsValueRef, BasicValue, BasicValueEnum, FunctionValue, InstructionOpcode,
    InstructionValue,
};
use inkwell::AddressSpace;
use spirv_props_passes::ir::annotation::{
    align_accesses, annotations as read_annotations, Aligned, Annotated, Annotation, AnnotationArg,
    AnnotationKind, Location, Rewriter,
};

/// Every annotation of `m`, read at once.
fn annotations<'ctx>(m: &Module<'ctx>) -> Vec<Annotation<'ctx>> {
    read_annotations(m).collect()
}

/// One annotation of each kind: a `"sycl-properties"` pointer annotation on
/// parameter %p with a struct of name/value pairs, a free-text annotation
/// on a local variable, and a `@llvm.global.annotations` entry for @g.
const EACH_KIND: &str = r#"
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.file = private unnamed_addr constant [7 x i8] c"test.c\00", section "llvm.metadata"
@.str.note = private unnamed_addr constant [8 x i8] c"my note\00", section "llvm.metadata"
@.name.align = private unnamed_addr constant [15 x i8] c"sycl-alignment\00"
@.name.foo = private unnamed_addr constant [9 x i8] c"sycl-foo\00"
@.value.foo = private unnamed_addr constant [4 x i8] c"bar\00"
@.args = private unnamed_addr constant { ptr, i32, ptr, ptr, ptr, ptr } { ptr @.name.align, i32 16, ptr @.name.foo, ptr @.value.foo, ptr @.name.foo, ptr null }, section "llvm.metadata"
@g = global i32 0
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @g, ptr @.str.note, ptr @.str.file, i32 30, ptr null }], section "llvm.metadata"

define void @f(ptr %p) {
entry:
  %x = alloca i32, align 4
  call void @llvm.var.annotation(ptr %x, ptr @.str.note, ptr @.str.file, i32 20, ptr null)
  %q = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.str.file, i32 10, ptr @.args)
  store i32 1, ptr %q, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.var.annotation(ptr, ptr, ptr, i32, ptr)
"#;

/// Two `"sycl-properties"` annotations with the same arguments, on two
/// pointers, each loaded and stored through.
const TWO_PTRS: &str = r#"
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.file = private unnamed_addr constant [7 x i8] c"test.c\00", section "llvm.metadata"
@.name.align = private unnamed_addr constant [15 x i8] c"sycl-alignment\00"
@.args = private unnamed_addr constant { ptr, i32 } { ptr @.name.align, i32 16 }, section "llvm.metadata"

define i32 @f(ptr %p, ptr %r) {
entry:
  %q = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.str.file, i32 1, ptr @.args)
  store i32 1, ptr %q, align 4
  %s = call ptr @llvm.ptr.annotation.p0(ptr %r, ptr @.str, ptr @.str.file, i32 2, ptr @.args)
  %v = load i32, ptr %s, align 4
  ret i32 %v
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
"#;

/// A pointer annotation and every kind of use `align_accesses` looks at.
const ACCESSES: &str = r#"
@.str = private unnamed_addr constant [16 x i8] c"sycl-properties\00", section "llvm.metadata"
@.str.file = private unnamed_addr constant [7 x i8] c"test.c\00", section "llvm.metadata"

define void @f(ptr %p, ptr %src, ptr %slot) {
entry:
  %q = call ptr @llvm.ptr.annotation.p0(ptr %p, ptr @.str, ptr @.str.file, i32 1, ptr null)
  store i32 1, ptr %q, align 4
  %v = load i32, ptr %q, align 4
  %w = load i32, ptr %q, align 16
  %c = addrspacecast ptr %q to ptr addrspace(4)
  %u = load i32, ptr addrspace(4) %c, align 2
  store ptr %q, ptr %slot, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %q, ptr align 4 %src, i64 16, i1 false)
  call void @llvm.var.annotation(ptr %p, ptr @.str, ptr @.str.file, i32 2, ptr null)
  ret void
}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
declare void @llvm.var.annotation(ptr, ptr, ptr, i32, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
"#;

/// The instructions of `f`'s entry block with opcode `op`, in order.
fn instructions<'ctx>(
    f: FunctionValue<'ctx>,
    op: InstructionOpcode,
) -> Vec<InstructionValue<'ctx>> {
    let mut out = Vec::new();
    let mut i = f.get_first_basic_block().unwrap().get_first_instruction();
    while let Some(inst) = i {
        if inst.get_opcode() == op {
            out.push(inst);
        }
        i = inst.get_next_instruction();
    }
    out
}

/// Operand `k` of `i`, a value.
fn operand<'ctx>(i: InstructionValue<'ctx>, k: u32) -> BasicValueEnum<'ctx> {
    i.get_operand(k).unwrap().unwrap_value()
}

/// Global `name` as a pointer operand.
fn global<'ctx>(m: &Module<'ctx>, name: &str) -> BasicValueEnum<'ctx> {
    let g = m.get_global(name).unwrap_or_else(|| panic!("no @{name}"));
    g.as_pointer_value().as_basic_value_enum()
}

/// The call an annotation lives in.
fn call<'ctx>(a: &Annotation<'ctx>) -> InstructionValue<'ctx> {
    match a.location {
        Location::Call(c) => c,
        Location::GlobalEntry(i) => panic!("entry {i}, not a call"),
    }
}

/// The names of `m`'s globals, in module order.
fn global_names(m: &Module<'_>) -> Vec<String> {
    m.get_globals()
        .map(|g| g.get_name().to_string_lossy().into_owned())
        .collect()
}

/// Parses `ir` and checks it verifies, so a test starts from valid IR.
fn module<'ctx>(ctx: &'ctx Context, ir: &str) -> Module<'ctx> {
    let m = parse(ctx, ir);
    m.verify().unwrap_or_else(|e| panic!("test IR: {e}"));
    m
}

#[test]
fn reads_calls_in_order_then_global_entries() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let kinds: Vec<AnnotationKind> = annotations(&m).iter().map(|a| a.kind).collect();
    assert_eq!(
        kinds,
        [
            AnnotationKind::Var,
            AnnotationKind::Ptr,
            AnnotationKind::Global
        ]
    );
}

/// A function of `n` annotation calls, numbered by line in the order they
/// appear: spread over three blocks laid out `entry`, `late`, `early`, with
/// `early` reached first, so the blocks' order in the function is not the
/// order control reaches them, and the calls' uses of the intrinsic are in
/// neither order (every other call annotates the last one's result).
fn calls_in_blocks(n: usize) -> String {
    let mut body = [String::new(), String::new(), String::new()];
    for k in 0..n {
        let block = k * 3 / n;
        let arg = if k % 2 == 1 {
            format!("%a{}", k - 1)
        } else {
            "%p".into()
        };
        body[block] += &format!(
            "  %a{k} = call ptr @llvm.ptr.annotation.p0(ptr {arg}, ptr @.str.note, ptr @.str.file, i32 {k}, ptr null)\n"
        );
    }
    format!(
        r#"
@.str.file = private unnamed_addr constant [7 x i8] c"test.c\00", section "llvm.metadata"
@.str.note = private unnamed_addr constant [8 x i8] c"my note\00", section "llvm.metadata"

define void @f(ptr %p, i1 %c) {{
entry:
{}  br label %early
late:
{}  ret void
early:
{}  br label %late
}}

declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)
"#,
        body[0], body[2], body[1]
    )
}

#[test]
fn reads_a_functions_calls_in_the_functions_order() {
    // A few calls (found by a scan) and many (through maps): the same
    // order, the blocks' and then each block's.
    for n in [2, 3, 7, 16, 17, 40] {
        let ctx = Context::create();
        let m = module(&ctx, &calls_in_blocks(n));
        let lines: Vec<u64> = annotations(&m).iter().map(|a| a.line.unwrap()).collect();
        // entry's calls, then late's (the last third), then early's.
        let third = |b: usize| (0..n as u64).filter(move |&k| k as usize * 3 / n == b);
        let expected: Vec<u64> = third(0).chain(third(2)).chain(third(1)).collect();
        assert_eq!(lines, expected, "{n} calls");
    }
}

#[test]
fn reads_a_ptr_annotation_with_name_value_pairs() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let f = m.get_function("f").unwrap();
    let all = annotations(&m);
    let a = &all[1];
    assert_eq!(a.kind, AnnotationKind::Ptr);
    assert_eq!(
        a.location,
        Location::Call(instructions(f, InstructionOpcode::Call)[1])
    );
    assert_eq!(a.function.to_string(), "f");
    assert_eq!(a.text.as_deref(), Some("sycl-properties"));
    assert_eq!(a.file.as_deref(), Some("test.c"));
    assert_eq!(a.line, Some(10));
    assert_eq!(
        *a.args,
        Ok(vec![
            AnnotationArg::Str("sycl-alignment".into()),
            AnnotationArg::Int(16),
            AnnotationArg::Str("sycl-foo".into()),
            AnnotationArg::Str("bar".into()),
            AnnotationArg::Str("sycl-foo".into()),
            AnnotationArg::None,
        ])
    );
    assert_eq!(
        a.target,
        Annotated::Argument {
            function: f,
            index: 0
        }
    );
}

#[test]
fn reads_a_var_annotation() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let f = m.get_function("f").unwrap();
    let a = &annotations(&m)[0];
    assert_eq!(a.kind, AnnotationKind::Var);
    assert_eq!(
        a.location,
        Location::Call(instructions(f, InstructionOpcode::Call)[0])
    );
    assert_eq!(a.function.to_string(), "f");
    assert_eq!(a.text.as_deref(), Some("my note"));
    assert_eq!(a.file.as_deref(), Some("test.c"));
    assert_eq!(a.line, Some(20));
    assert_eq!(*a.args, Ok(vec![]));
    let alloca = instructions(f, InstructionOpcode::Alloca)[0];
    assert_eq!(a.target, Annotated::Instruction(alloca));
}

#[test]
fn reads_a_global_annotations_entry() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let a = &annotations(&m)[2];
    assert_eq!(a.kind, AnnotationKind::Global);
    assert_eq!(a.location, Location::GlobalEntry(0));
    // For an entry, the annotated global's name.
    assert_eq!(a.function.to_string(), "g");
    assert_eq!(a.text.as_deref(), Some("my note"));
    assert_eq!(a.file.as_deref(), Some("test.c"));
    assert_eq!(a.line, Some(30));
    assert_eq!(*a.args, Ok(vec![]));
    assert_eq!(a.target, Annotated::Global(m.get_global("g").unwrap()));
}

#[test]
fn set_text_shares_one_string_between_identical_texts() {
    let ctx = Context::create();
    let m = module(&ctx, TWO_PTRS);
    let all = annotations(&m);
    let mut rw = Rewriter::new(&m);
    for a in &all {
        rw.set_text(a, "{5835:16}", false);
    }
    // The old string lost its last use: deleted.
    assert!(rw.finish());
    m.verify().unwrap();

    let new: Vec<String> = global_names(&m)
        .into_iter()
        .filter(|n| n.starts_with(".str.spirv-props"))
        .collect();
    assert_eq!(new, [".str.spirv-props"]);
    assert!(m.get_global(".str").is_none(), "{:?}", global_names(&m));
    let s = global(&m, ".str.spirv-props");
    for a in &all {
        assert_eq!(operand(call(a), 1), s);
    }
    let reread = annotations(&m);
    assert_eq!(reread.len(), 2);
    for a in &reread {
        assert_eq!(a.text.as_deref(), Some("{5835:16}"));
        // Without clear_args the values stay.
        assert_eq!(
            *a.args,
            Ok(vec![
                AnnotationArg::Str("sycl-alignment".into()),
                AnnotationArg::Int(16)
            ])
        );
    }
}

#[test]
fn set_text_with_clear_args_drops_the_values() {
    let ctx = Context::create();
    let m = module(&ctx, TWO_PTRS);
    let mut rw = Rewriter::new(&m);
    for a in &annotations(&m) {
        rw.set_text(a, "{5835:16}", true);
    }
    assert!(rw.finish());
    m.verify().unwrap();

    let reread = annotations(&m);
    assert_eq!(reread.len(), 2);
    for a in &reread {
        assert_eq!(a.text.as_deref(), Some("{5835:16}"));
        assert_eq!(a.file.as_deref(), Some("test.c"));
        assert_eq!(*a.args, Ok(vec![]));
    }
    // The argument struct and the strings only it used are gone.
    assert!(m.get_global(".args").is_none(), "{:?}", global_names(&m));
    assert!(m.get_global(".name.align").is_none());
    // The new string is where the old one was (address space 0 here), on
    // every LLVM, as the reference places it.
    let s = m.get_global(".str.spirv-props").unwrap();
    assert_eq!(
        s.as_pointer_value().get_type().get_address_space(),
        AddressSpace::from(0)
    );
}

#[test]
fn set_text_on_a_global_entry_rebuilds_the_table() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let all = annotations(&m);
    let mut rw = Rewriter::new(&m);
    rw.set_text(&all[2], "new note", false);
    assert!(rw.finish());
    m.verify().unwrap();
    let a = &annotations(&m)[2];
    assert_eq!(a.location, Location::GlobalEntry(0));
    assert_eq!(a.text.as_deref(), Some("new note"));
    assert_eq!(a.line, Some(30));
    assert_eq!(a.target, Annotated::Global(m.get_global("g").unwrap()));
    // "my note" is still the local variable's.
    assert_eq!(annotations(&m)[0].text.as_deref(), Some("my note"));
    assert!(m.get_global(".str.note").is_some());
}

#[test]
fn remove_gives_the_uses_the_annotated_pointer() {
    let ctx = Context::create();
    let m = module(&ctx, TWO_PTRS);
    let f = m.get_function("f").unwrap();
    let all = annotations(&m);
    let mut rw = Rewriter::new(&m);
    for a in &all {
        rw.remove(a);
    }
    assert!(rw.finish());
    m.verify().unwrap();

    assert!(annotations(&m).is_empty());
    assert!(instructions(f, InstructionOpcode::Call).is_empty());
    let p = f.get_nth_param(0).unwrap();
    let r = f.get_nth_param(1).unwrap();
    assert_eq!(operand(instructions(f, InstructionOpcode::Store)[0], 1), p);
    assert_eq!(operand(instructions(f, InstructionOpcode::Load)[0], 0), r);
    // Nothing else used the strings, the argument struct or the intrinsic.
    assert_eq!(global_names(&m), Vec::<String>::new());
    assert!(
        m.get_functions().all(|g| g.get_name().to_str() == Ok("f")),
        "{}",
        m.print_to_string()
    );
}

#[test]
fn remove_one_global_entry_of_one_removes_the_table() {
    let ctx = Context::create();
    let m = module(&ctx, EACH_KIND);
    let all = annotations(&m);
    let mut rw = Rewriter::new(&m);
    rw.remove(&all[2]);
    assert!(rw.finish());
    m.verify().unwrap();
    assert!(m.get_global("llvm.global.annotations").is_none());
    let kinds: Vec<AnnotationKind> = annotations(&m).iter().map(|a| a.kind).collect();
    assert_eq!(kinds, [AnnotationKind::Var, AnnotationKind::Ptr]);
    // @g is program data, not the annotation's.
    assert!(m.get_global("g").is_some());
}

#[test]
fn replace_with_call_declares_the_callee_per_address_space() {
    let ctx = Context::create();
    let m = module(&ctx, TWO_PTRS);
    let f = m.get_function("f").unwrap();
    let all = annotations(&m);
    let mut rw = Rewriter::new(&m);
    let new = rw
        .replace_with_call(&all[0], "__spirv_Hint")
        .unwrap()
        .unwrap();
    assert!(rw.finish());
    m.verify().unwrap();
    let callee = m.get_function("__spirv_Hint.p0").unwrap();
    assert_eq!(operand(new, 1).as_value_ref(), callee.as_value_ref());
    assert_eq!(operand(new, 0), f.get_nth_param(0).unwrap());
    let store = instructions(f, InstructionOpcode::Store)[0];
    assert_eq!(operand(store, 1).as_value_ref(), new.as_value_ref());
    // The other annotation is untouched.
    assert_eq!(annotations(&m).len(), 1);
}

#[test]
fn align_accesses_aligns_what_goes_through_the_pointer() {
    let ctx = Context::create();
    let m = module(&ctx, ACCESSES);
    let f = m.get_function("f").unwrap();
    let all = annotations(&m);
    assert_eq!(all[0].kind, AnnotationKind::Ptr);
    // Five accesses take it: the store and the first load (4, raised), the
    // load already at 16 (kept), the load through the cast (2, raised) and
    // the memcpy's destination (4, raised); not the store of the pointer
    // itself.
    assert_eq!(
        align_accesses(&all[0], 16),
        Aligned {
            accesses: 5,
            raised: 4
        }
    );
    m.verify().unwrap();
    let aligns = |op| -> Vec<u32> {
        instructions(f, op)
            .into_iter()
            .map(|i| i.get_alignment().unwrap())
            .collect()
    };
    assert_eq!(aligns(InstructionOpcode::Load), [16, 16, 16]);
    assert_eq!(aligns(InstructionOpcode::Store), [16, 8]);
    let memcpy = instructions(f, InstructionOpcode::Call)[1].print_to_string();
    let memcpy = memcpy.to_string_lossy();
    assert!(
        memcpy.contains("(ptr align 16 %q, ptr align 4 %src"),
        "{memcpy}"
    );
    // Everything has it now: the same five take it, none is raised.
    assert_eq!(
        align_accesses(&all[0], 16),
        Aligned {
            accesses: 5,
            raised: 0
        }
    );
    // A smaller alignment lowers nothing: 16 stays on every access.
    assert_eq!(
        align_accesses(&all[0], 8),
        Aligned {
            accesses: 5,
            raised: 0
        }
    );
    assert_eq!(aligns(InstructionOpcode::Load), [16, 16, 16]);
    assert_eq!(aligns(InstructionOpcode::Store), [16, 8]);
}

#[test]
fn align_accesses_ignores_other_annotations() {
    let ctx = Context::create();
    let m = module(&ctx, ACCESSES);
    let f = m.get_function("f").unwrap();
    let all = annotations(&m);
    assert_eq!(all[1].kind, AnnotationKind::Var);
    assert_eq!(align_accesses(&all[1], 16), Aligned::default());
    let stores: Vec<u32> = instructions(f, InstructionOpcode::Store)
        .into_iter()
        .map(|i| i.get_alignment().unwrap())
        .collect();
    assert_eq!(stores, [4, 8]);
}
