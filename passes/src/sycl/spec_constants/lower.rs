//! Rewriting each planned call: into `__spirv_SpecConstant` /
//! `__spirv_SpecConstantComposite` calls (native) or a load from the
//! runtime buffer (emulation), and writing the two metadata lists.

use inkwell::module::Module;

use crate::ir::md::{IrType, IrValue};
use crate::ir::value::{self, Builder, DataLayout, TypeForm};
pub use crate::metadata::spec_constants::SPEC_CONSTANT;
use crate::metadata::spec_constants::{spec_constant_defaults, SpecConstantEntry, SPEC_CONSTANTS};

use super::plan::{Constant, Node, Plan, Use};
use super::Mode;

/// `T __spirv_SpecConstantComposite(Elements...)`: `_Z29...` + the
/// element manglings + `_R` + the result's (`..._Rstruct.A`).
pub const SPEC_CONSTANT_COMPOSITE: &str = "_Z29__spirv_SpecConstantComposite";

/// The reference's mangling of a type in these names (not the Itanium
/// ABI's: the translators only look at the base name, the rest keeps
/// declarations of different types apart): `b a s i x` for i1 to i64, `Dh f
/// d`, `A<n>_<elem>`, `Dv<n>_<elem>`, a named struct by its LLVM name. A
/// literal struct, which the reference would name as the empty string, is
/// `T<members>E` here, so that two of them never share a declaration.
pub fn mangle(t: IrType<'_>) -> String {
    match value::type_form(t) {
        TypeForm::Int(1) => "b".into(),
        TypeForm::Int(8) => "a".into(),
        TypeForm::Int(16) => "s".into(),
        TypeForm::Int(32) => "i".into(),
        TypeForm::Int(64) => "x".into(),
        TypeForm::Int(n) => format!("DB{n}_"),
        TypeForm::Half => "Dh".into(),
        TypeForm::Float => "f".into(),
        TypeForm::Double => "d".into(),
        TypeForm::Array(n) => format!("A{n}_{}", mangle(elem(t))),
        TypeForm::Vector(n) => format!("Dv{n}_{}", mangle(elem(t))),
        TypeForm::Struct(n) => value::struct_name(t).unwrap_or_else(|| {
            let members: String = (0..n)
                .map(|i| mangle(value::element_type(t, i).expect("a member")))
                .collect();
            format!("T{members}E")
        }),
        TypeForm::Other => t.print(),
    }
}

fn elem(t: IrType<'_>) -> IrType<'_> {
    value::element_type(t, 0).expect("an array or vector has an element type")
}

/// Rewrites every call of `plan` and writes the metadata; `Err` when a
/// declaration of a `__spirv_*` name exists with another type (checked
/// before anything changes, so the module stays as it was).
pub fn lower<'ctx>(m: &Module<'ctx>, plan: &Plan<'ctx>, mode: Mode) -> Result<(), String> {
    let dl = DataLayout::of(m);
    // The `__spirv_*` declarations and calls get the default calling
    // convention, as the reference's SpecConstants pass makes them (its
    // tests check `call i32 @_Z20__spirv_SpecConstantii(...)`); an
    // existing declaration's convention is kept on its calls.
    let cc = None;
    if mode == Mode::Native {
        check_declarations(m, plan)?;
    }
    for (u, i) in &plan.uses {
        let c = &plan.constants[*i];
        let b = Builder::before(m, u.call, cc);
        let v = match mode {
            Mode::Native => emit(&b, native_tree(c))?,
            Mode::Emulation => load(&b, &dl, u, c),
        };
        if let Some((elem, align)) = u.alloca {
            let p = b.array_alloca(elem, v, align, u.call.result_type());
            u.call.replace_with(Some(p));
            continue;
        }
        match u.sret {
            Some(to) => {
                b.store(v, to, dl.abi_align(c.ty) as u32);
                u.call.replace_with(None);
            }
            None => u.call.replace_with(Some(v)),
        }
    }
    write_metadata(m, plan, mode);
    Ok(())
}

/// Every `__spirv_*` declaration the plan needs, checked against what the
/// module already declares under that name.
fn check_declarations<'ctx>(m: &Module<'ctx>, plan: &Plan<'ctx>) -> Result<(), String> {
    for c in &plan.constants {
        check_node(m, native_tree(c))?;
    }
    Ok(())
}

/// A constant's SPIR-V tree, which the plan makes for every constant that
/// `mode=native` accepts (within `MAX_LEAVES`).
fn native_tree<'a, 'ctx>(c: &'a Constant<'ctx>) -> &'a Node<'ctx> {
    c.tree
        .as_ref()
        .expect("plan(.., Some(Mode::Native)) rejects a constant without a tree")
}

/// The name and signature node `n` is emitted with, checked.
fn check_node<'ctx>(m: &Module<'ctx>, n: &Node<'ctx>) -> Result<IrType<'ctx>, String> {
    let (name, ret, args): (String, IrType<'ctx>, Vec<IrType<'ctx>>) = match n {
        Node::Undef { ty, .. } => return Ok(*ty),
        Node::Leaf { ty, default, .. } => {
            let dt = default.ty();
            (
                format!("{SPEC_CONSTANT}i{}", mangle(dt)),
                dt,
                vec![value::int_type(*ty, 32), dt],
            )
        }
        Node::Composite { ty, elems } => {
            let args = elems
                .iter()
                .map(|(_, e)| check_node(m, e))
                .collect::<Result<Vec<_>, _>>()?;
            (composite_name(*ty, &args), *ty, args)
        }
    };
    // llvm-spirv and LLVM's SPIR-V backend recognise these by name: a
    // global variable or alias holding it would make LLVM rename the
    // declaration, and the constant would become a call of an unknown
    // function.
    if crate::ir::name_taken_by_non_function(m, &name) {
        return Err(format!(
            "cannot declare @{name}: a global variable, alias or ifunc of the module has that name"
        ));
    }
    if let Some(f) = m.get_function(&name) {
        if !crate::ir::call::has_signature(f, ret, &args) {
            return Err(format!(
                "@{name} is already declared with another type than {}({})",
                ret.print(),
                args.iter()
                    .map(|t| t.print())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    Ok(match n {
        Node::Leaf { ty, .. } => *ty,
        _ => ret,
    })
}

fn composite_name(ty: IrType<'_>, args: &[IrType<'_>]) -> String {
    let mut name = SPEC_CONSTANT_COMPOSITE.to_string();
    args.iter().for_each(|a| name.push_str(&mangle(*a)));
    name.push_str("_R");
    name.push_str(&mangle(ty));
    name
}

/// The SPIR-V-friendly value of `n`: a leaf is a `__spirv_SpecConstant`
/// call (a bool's returns the `i8` its default is, then `trunc`, as the
/// reference does, so that bool and char constants share one declaration
/// per type); a composite calls `__spirv_SpecConstantComposite` with its
/// elements.
fn emit<'ctx>(b: &Builder<'ctx>, n: &Node<'ctx>) -> Result<IrValue<'ctx>, String> {
    match n {
        Node::Undef { ty, .. } => Ok(value::undef_of(*ty)),
        Node::Leaf { id, ty, default } => {
            let dt = default.ty();
            let i32t = value::int_type(*ty, 32);
            let idv = value::const_int(i32t, u64::from(*id));
            let call = b.call(
                &format!("{SPEC_CONSTANT}i{}", mangle(dt)),
                dt,
                &[idv, *default],
            )?;
            Ok(if dt != *ty { b.trunc(call, *ty) } else { call })
        }
        Node::Composite { ty, elems } => {
            let args = elems
                .iter()
                .map(|(_, e)| emit(b, e))
                .collect::<Result<Vec<_>, _>>()?;
            let tys: Vec<IrType<'ctx>> = args.iter().map(|a| a.ty()).collect();
            b.call(&composite_name(*ty, &tys), *ty, &args)
        }
    }
}

/// The constant read from the runtime buffer: one load of its whole type
/// at its offset (a bool is loaded as its `i8` and truncated).
fn load<'ctx>(
    b: &Builder<'ctx>,
    dl: &DataLayout,
    u: &Use<'ctx>,
    c: &Constant<'ctx>,
) -> IrValue<'ctx> {
    let is_bool = value::type_form(c.ty) == TypeForm::Int(1);
    let ty = if is_bool {
        value::int_type(c.ty, 8)
    } else {
        c.ty
    };
    let v = b.load_at(u.buffer, c.offset, ty, dl.abi_align(ty) as u32);
    if is_bool {
        b.trunc(v, c.ty)
    } else {
        v
    }
}

/// `!sycl.specialization-constants` and the default values, appended in
/// the plan's order; in emulation a `[N x i8] zeroinitializer` default
/// stands for each alignment gap, before the constant that needed it.
fn write_metadata<'ctx>(m: &Module<'ctx>, plan: &Plan<'ctx>, mode: Mode) {
    let entries: Vec<_> = plan
        .constants
        .iter()
        .map(|c| {
            SpecConstantEntry {
                name: c.name.clone(),
                descriptors: match mode {
                    Mode::Native => c.leaves.clone(),
                    Mode::Emulation => c.emulation_descriptors(),
                },
            }
            .to_md()
        })
        .collect();
    SPEC_CONSTANTS.append_all(m, &entries);
    let mut defaults = Vec::new();
    for c in &plan.constants {
        if mode == Mode::Emulation && c.padding > 0 {
            let pad = value::byte_array_type(c.ty, c.padding as u32);
            defaults.push((value::null_of(pad),));
        }
        defaults.push((c.default,));
    }
    spec_constant_defaults().append_all(m, &defaults);
}
