//! Images with the specialization constants replaced by their defaults
//! (`sycl-post-link -generate-device-image-default-spec-consts`): for each
//! image that uses specialization constants the split also writes a twin in
//! which every constant reads its default, with
//! `specConstsReplacedWithDefault=1|1` in `[SYCL/misc properties]`. The
//! runtime picks the twin when the program sets no constant (AOT targets,
//! where constants cannot be specialized at run time, need it).
//!
//! What the twin replaces, in the image as built:
//! - after `spec-constants<mode=native>`: each `__spirv_SpecConstant(id,
//!   default)` call by its default, then each
//!   `__spirv_SpecConstantComposite(...)` by the constant of its (now
//!   constant) elements;
//! - before `spec-constants` (getters still there): each getter call by its
//!   default, as `spec-constants` reads it (a composite through `sret` is a
//!   store of it, `llvm.sycl.alloca` an `alloca` of that many elements);
//! - after `spec-constants<mode=emulation>`: nothing can be told apart (the
//!   reads are plain loads from the buffer), so that is an error.
//!
//! The twin's specialization-constant lists are emptied: it has none left.

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::call::CallSite;
use crate::ir::value::{self, Builder, TypeForm};
use crate::metadata::spec_constants::{
    recorded_mode, Mode, SPEC_CONSTANTS, SPEC_CONSTANT_DEFAULTS,
};
use crate::sycl::spec_constants::plan;

use super::undefined::identifier;

/// `__spirv_SpecConstant`, as the identifier of its mangled name.
const SPEC_CONSTANT: &str = "__spirv_SpecConstant";
/// `__spirv_SpecConstantComposite`, likewise.
const SPEC_CONSTANT_COMPOSITE: &str = "__spirv_SpecConstantComposite";

/// The declarations of `m` whose identifier is `id`.
fn declared<'ctx>(m: &Module<'ctx>, id: &str) -> Vec<FunctionValue<'ctx>> {
    m.get_functions()
        .filter(|f| f.get_first_basic_block().is_none())
        .filter(|f| identifier(&f.get_name().to_string_lossy()) == id)
        .collect()
}

/// Whether image `m` reads a specialization constant (lowered natively or
/// not lowered yet).
pub fn uses_spec_constants(m: &Module<'_>) -> bool {
    // Emulated reads cannot be told from other loads: an emulated module
    // that lists constants counts as using them (and `replace` says why
    // it cannot make the twin).
    if recorded_mode(m).ok().flatten() == Some(Mode::Emulation)
        && SPEC_CONSTANTS.get(m).is_ok_and(|l| !l.is_empty())
    {
        return true;
    }
    let mut callees = declared(m, SPEC_CONSTANT);
    callees.extend(declared(m, SPEC_CONSTANT_COMPOSITE));
    callees.extend(plan::getters(m));
    !callees.is_empty() && !value::calls_of(m, &callees).is_empty()
}

/// Replaces every specialization constant of image `m` by its default
/// (see the module docs); `Err` says why it cannot.
pub fn replace(m: &Module<'_>) -> Result<(), String> {
    if recorded_mode(m)? == Some(Mode::Emulation) {
        return Err("default-images: the constants were lowered by spec-constants<mode=emulation>, whose reads are plain loads from the buffer: run device-code-split<default-images> on natively lowered constants (spec-constants<mode=native>) or before spec-constants".into());
    }
    // Leaves first: then every composite's elements are constants (a
    // composite of composites after its elements, over as many rounds as
    // the nesting is deep).
    for call in value::calls_of(m, &declared(m, SPEC_CONSTANT)) {
        let default = call
            .arg(1)
            .filter(|d| value::is_constant(*d) && d.ty() == call.result_type())
            .ok_or_else(|| format!("'{}' has no constant default of its type", call.print()))?;
        call.replace_with(Some(default));
    }
    let mut composites = value::calls_of(m, &declared(m, SPEC_CONSTANT_COMPOSITE));
    while !composites.is_empty() {
        let before = composites.len();
        let mut left = Vec::new();
        for call in composites {
            let elems: Vec<_> = (0..call.arg_count()).filter_map(|i| call.arg(i)).collect();
            match value::const_aggregate(call.result_type(), &elems) {
                Some(c) => call.replace_with(Some(c)),
                None => left.push(call),
            }
        }
        if left.len() == before {
            return Err(format!(
                "'{}': its elements are not constants of its type",
                left[0].print()
            ));
        }
        composites = left;
    }
    // Getters that spec-constants has not lowered.
    for call in value::calls_of(m, &plan::getters(m)) {
        replace_getter(m, call)?;
    }
    for f in declared(m, SPEC_CONSTANT)
        .into_iter()
        .chain(declared(m, SPEC_CONSTANT_COMPOSITE))
        .chain(plan::getters(m))
    {
        crate::ir::call::delete_unused(f);
    }
    for list in [SPEC_CONSTANTS.name, SPEC_CONSTANT_DEFAULTS] {
        if crate::metadata::named_exists(m, list) {
            crate::ir::md::set_named_md(m, list, &[]);
        }
    }
    Ok(())
}

/// One getter call by its default.
fn replace_getter<'ctx>(m: &Module<'ctx>, call: CallSite<'ctx>) -> Result<(), String> {
    let u = plan::read_use(call).map_err(|e| format!("'{}': {e}", call.print()))?;
    let b = Builder::before(m, call, None);
    if let Some((elem, align)) = u.alloca {
        let p = b.array_alloca(elem, u.default, align, call.result_type());
        call.replace_with(Some(p));
        return Ok(());
    }
    match u.sret {
        Some(to) => {
            let align = value::DataLayout::of(m).abi_align(u.ty) as u32;
            b.store(u.default, to, align);
            call.replace_with(None);
        }
        None => {
            let v = match value::type_form(u.ty) {
                TypeForm::Int(1) if u.default.ty() != u.ty => b.trunc(u.default, u.ty),
                _ => u.default,
            };
            call.replace_with(Some(v));
        }
    }
    Ok(())
}
