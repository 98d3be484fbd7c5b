//! Planning each `spv.ext_instruction` declaration's lowering: its
//! target (a seed 002 builtin or an LLVM intrinsic), shape checks, and each
//! call's new arguments.

use super::pass::INLINE_LITERAL;
use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::Op;

use super::attrs::{self, Instruction};
use super::builtin::{self, Param};
use super::glsl;
use crate::grammar;
use crate::ir::call::{self, CallSite, FunctionUse, NewArg, TypeKind};
use crate::ir::function_name;
use crate::ir::md::{IrType, ScalarShape};
use crate::pass::dquote;

/// What the calls of an `spv.ext_instruction` declaration become.
pub(super) enum Target<'ctx> {
    /// Calls of this seed 002 builtin (declared when missing).
    Builtin {
        name: String,
        ret: IrType<'ctx>,
        params: Vec<IrType<'ctx>>,
    },
    /// Calls of this LLVM intrinsic, overloaded on the result type.
    Intrinsic {
        name: &'static str,
        id: u32,
        overload: IrType<'ctx>,
    },
    /// Nothing: `OpNop` does nothing, so its calls are deleted.
    Remove,
}

/// The declaration's shape against the grammar's for the instruction: one
/// parameter per operand (as many as the instruction takes), an integer
/// where the grammar has a literal, a result exactly where the instruction has one (OpenCL.std
/// instructions all have a result id, of type void for the stores and
/// `prefetch`). An instruction newer than the vendored grammar is not
/// checked.
pub(super) fn check_shape(
    instruction: Instruction,
    returns_void: bool,
    params: &[Param],
) -> Result<(), String> {
    let (grammar, void_ok) = match instruction {
        Instruction::Core(op) => {
            let g = grammar::instruction(grammar::CORE, op as u32);
            (g, g.is_some_and(|g| !g.result))
        }
        Instruction::OpenClStd(op) => {
            let g = grammar::instruction(grammar::OPENCL_STD, op as u32);
            (
                g,
                g.is_some_and(|g| grammar::OPENCL_STD_VOID.contains(&g.name)),
            )
        }
        Instruction::Glsl(op) => (
            grammar::instruction(grammar::GLSL_STD_450, op as u32),
            false,
        ),
    };
    let Some(g) = grammar else {
        return Ok(());
    };
    let n = params.len();
    let each = grammar::match_count(g.operands, n).ok_or_else(|| {
        format!(
            "{} takes {}, and the declaration has {n} parameter{}",
            g.name,
            grammar::describe(g.operands),
            if n == 1 { "" } else { "s" }
        )
    })?;
    // A literal is passed as an integer constant (seed 002); an `<id>`
    // operand may be a constant too, so only a literal's type is checked.
    for (i, (o, p)) in each.iter().zip(params).enumerate() {
        if let (false, Param::Value(k)) = (grammar::is_id(o.kind), p) {
            if !matches!(k, TypeKind::Scalar(ScalarShape::Int(_))) {
                let name = if o.name.is_empty() { o.kind } else { o.name };
                return Err(format!(
                    "{}'s operand {i} ({name}) is a literal ({}), but parameter {i} is of type {k:?}; a literal is an integer constant",
                    g.name, o.kind
                ));
            }
        }
    }
    match (returns_void, g.result && !void_ok) {
        (true, true) => Err(format!(
            "{} has a result, but the declaration returns void",
            g.name
        )),
        (false, false) => Err(format!(
            "{} has no result, but the declaration returns a value",
            g.name
        )),
        _ => Ok(()),
    }
}

/// A declaration to lower: each call, with its new arguments.
pub(super) struct Lowering<'ctx> {
    pub(super) decl: FunctionValue<'ctx>,
    pub(super) value: String,
    pub(super) target: Target<'ctx>,
    pub(super) calls: Vec<(CallSite<'ctx>, Vec<NewArg>)>,
}

/// How one parameter of the declaration reaches the instruction.
pub(super) enum Operand {
    /// Passed on (the call's argument at this index).
    Value(u32),
    /// The same literal in every call (`target("spirv.inline.literal", N)`).
    Fixed(u32),
    /// The call's integer constant at this index, as an `i32` literal
    /// (`"spv.literal"`).
    Constant(u32),
}

/// The direct calls of `f`, each passing `f`'s own types.
pub(super) fn direct_calls<'ctx>(
    f: FunctionValue<'ctx>,
    at: &dyn Fn() -> String,
) -> Result<Vec<CallSite<'ctx>>, String> {
    let name = function_name(f);
    let mut calls = Vec::new();
    for u in call::uses(f) {
        match u {
            FunctionUse::Call(c) if c.matches(f) => calls.push(c),
            FunctionUse::Call(c) => {
                return Err(format!(
                    "{}: a call in @{} passes other types than @{name} declares",
                    at(),
                    function_name(c.caller())
                ))
            }
            FunctionUse::Other(what) => {
                return Err(format!(
                    "{}: {what}; only direct calls can become an instruction",
                    at()
                ))
            }
        }
    }
    Ok(calls)
}

/// Checks one `spv.ext_instruction` declaration and plans its lowering;
/// `shader` says whether the module is for a shader environment.
pub(super) fn plan<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    value: String,
    instruction: Instruction,
    shader: bool,
) -> Result<Lowering<'ctx>, String> {
    let name = function_name(f);
    let at = || format!("@{name}: \"{}\"={}", attrs::EXT_INSTRUCTION, dquote(&value));
    if crate::ir::is_definition(f) {
        return Err(format!(
            "{}: only a declaration can name an instruction (every call becomes it); @{name} has a body",
            at()
        ));
    }
    if call::is_var_arg(f) {
        return Err(format!(
            "{}: @{name} is variadic; an instruction has a fixed operand list",
            at()
        ));
    }
    let ret = call::return_type(f);
    if instruction == Instruction::Core(Op::Nop) {
        // The "declare a capability" idiom: called for its attributes only.
        if call::type_kind(ret) != TypeKind::Void {
            return Err(format!(
                "{}: OpNop has no result, but @{name} returns a value",
                at()
            ));
        }
        if !call::param_types(f).is_empty() {
            return Err(format!(
                "{}: OpNop takes no operands, but @{name} has parameters",
                at()
            ));
        }
        let calls = direct_calls(f, &at)?;
        return Ok(Lowering {
            decl: f,
            value,
            target: Target::Remove,
            calls: calls.into_iter().map(|c| (c, Vec::new())).collect(),
        });
    }
    if let Instruction::Core(op) = instruction {
        if let Some(why) = builtin::not_expressible(op) {
            return Err(format!("{}: {why}", at()));
        }
    }
    let i32_ty = call::i32_type(m);
    let (mut params, mut types, mut operands) = (Vec::new(), Vec::new(), Vec::new());
    for (i, t) in call::param_types(f).into_iter().enumerate() {
        let literal_attr = f
            .get_string_attribute(AttributeLoc::Param(i as u32), attrs::LITERAL)
            .is_some();
        match call::type_kind(t) {
            TypeKind::TargetExt { name: n, first_int } if n == INLINE_LITERAL => {
                let Some(lit) = first_int else {
                    return Err(format!("{}: parameter {i}: target(\"{INLINE_LITERAL}\") has no integer parameter to be the literal", at()));
                };
                params.push(Param::Literal);
                types.push(i32_ty);
                operands.push(Operand::Fixed(lit));
            }
            TypeKind::Scalar(ScalarShape::Int(_)) if literal_attr => {
                params.push(Param::Literal);
                types.push(i32_ty);
                operands.push(Operand::Constant(i as u32));
            }
            k if literal_attr => {
                return Err(format!(
                "{}: parameter {i} is \"{}\" but of type {k:?}; a literal operand is an integer",
                at(),
                attrs::LITERAL
            ))
            }
            k => {
                params.push(Param::Value(k));
                types.push(t);
                operands.push(Operand::Value(i as u32));
            }
        }
    }
    check_shape(instruction, call::type_kind(ret) == TypeKind::Void, &params)
        .map_err(|why| format!("{}: {why}", at()))?;
    let mut extra = Vec::new();
    let target = match instruction {
        Instruction::Glsl(op) if shader => {
            let Some(intr) = glsl::shader_intrinsic(op) else {
                return Err(format!(
                    "{}: GLSL.std.450 {op:?} in a shader module: llc-22 emits GLSL.std.450 only for \
                     LLVM intrinsics, and none stands for {op:?}",
                    at()
                ));
            };
            let Some(id) = call::intrinsic_id(intr.name) else {
                return Err(format!(
                    "{}: GLSL.std.450 {op:?} in a shader module is {} (llc-22 emits it as {op:?}), \
                     which LLVM {} does not have",
                    at(),
                    intr.name,
                    crate::LLVM_MAJOR
                ));
            };
            let mut sig = types.clone();
            if intr.false_flag {
                sig.push(call::i1_type(m));
                extra.push(NewArg::Bool(false));
            }
            if !call::intrinsic_has_signature(m, id, ret, ret, &sig) {
                return Err(format!(
                    "{}: GLSL.std.450 {op:?} in a shader module is {}, which takes other types than @{name} declares",
                    at(),
                    intr.name
                ));
            }
            Target::Intrinsic {
                name: intr.name,
                id,
                overload: ret,
            }
        }
        _ => {
            let instruction = match instruction {
                Instruction::Glsl(op) => {
                    let Some(o) = glsl::kernel_counterpart(op) else {
                        return Err(format!(
                            "{}: GLSL.std.450 {op:?} has no OpenCL.std counterpart, and no consumer \
                             emits GLSL.std.450 in a Kernel module (both translators read only \
                             OpenCL.std; llc-22 uses OpenCL.std there)",
                            at()
                        ));
                    };
                    Instruction::OpenClStd(o)
                }
                other => other,
            };
            let unmangled =
                builtin::unmangled(instruction).expect("GLSL.std.450 was mapped to OpenCL.std");
            let builtin = builtin::mangle(&unmangled, &params)
                .map_err(|e| format!("{}: {unmangled}: {e}", at()))?;
            Target::Builtin {
                name: builtin,
                ret,
                params: types,
            }
        }
    };
    let mut calls = Vec::new();
    for c in direct_calls(f, &at)? {
        let mut args = Vec::with_capacity(operands.len() + extra.len());
        for o in &operands {
            args.push(match *o {
                Operand::Value(i) => NewArg::Keep(i),
                Operand::Fixed(n) => NewArg::I32(n),
                Operand::Constant(i) => {
                    let v = call::const_int_arg(c, i).ok_or_else(|| {
                        format!(
                            "{}: a call in @{} passes a non-constant to parameter {i}, which is \"{}\" (a literal operand)",
                            at(),
                            function_name(c.caller()),
                            attrs::LITERAL
                        )
                    })?;
                    NewArg::I32(u32::try_from(v).map_err(|_| {
                        format!(
                            "{}: a call in @{} passes {v} to parameter {i}, which is \"{}\": a literal is 32 bits",
                            at(),
                            function_name(c.caller()),
                            attrs::LITERAL
                        )
                    })?)
                }
            });
        }
        args.extend(extra.iter().copied());
        calls.push((c, args));
    }
    Ok(Lowering {
        decl: f,
        value,
        target,
        calls,
    })
}
