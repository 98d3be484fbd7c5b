//! `spirv-inline-attrs`: the inline SPIR-V function attributes of seed 001
//! ("Inline SPIR-V function attributes") become the module metadata and
//! builtin calls of seed 002 that the SPIR-V consumers translate.
//!
//! Reads, on functions (formats in `inline_attrs/attrs.rs` and the
//! README), in the seed's spellings and in those the clang prototype emits:
//! - `"spv.executionmode"` on entry points (`spir_kernel` functions, and
//!   functions with clang's `"hlsl.shader"` attribute) ->
//!   `!spirv.ExecutionMode` entries, merged, never duplicated; a mode that
//!   disagrees with an entry or kernel metadata already there is an error.
//!   Width-parameterized float-control modes (`RoundingModeRTE 32` and `64`)
//!   are distinct modes per first operand. On an HLSL entry point
//!   `"hlsl.numthreads"` is its LocalSize (llc-22 emits it): an equal
//!   LocalSize is already there, another one an error.
//! - `"spv.extextension"` / `"spv.extcapability"` (clang:
//!   `"spv.ext_extension"` / `"spv.ext_capability"`) -> `!spirv.Extension` /
//!   `!spirv.Capability` ("SPIR-V instructions mapped to LLVM metadata"),
//!   collected only from functions reachable through direct calls from an
//!   entry point: the seed keeps them on functions so that unused ones add
//!   nothing. With `requirements=PATH` the pass also writes the `--spirv-ext`
//!   argument each consumer needs (`print<spirv-requirements>` prints it),
//!   because llc reads neither list and no consumer reads
//!   `!spirv.Capability`.
//! - `"spv.ext_instruction"` on declarations -> every call becomes a call of
//!   the builtin that the consumers translate into that one instruction
//!   ("SPIR-V Instructions Mapped to LLVM Function Calls", "SPIR-V Extended
//!   Instructions Mapped to LLVM Function Calls"): `__spirv_<OpName>`, or
//!   `__spirv_ocl_<name>` for OpenCL.std, Itanium-mangled. A parameter of
//!   type `target("spirv.inline.literal", N)` (LLVM 16+) becomes the literal
//!   `i32 N`; a parameter with clang's `"spv.literal"` attribute passes its
//!   constant as an `i32` literal. GLSL.std.450 becomes what the consumers
//!   take (`inline_attrs/glsl.rs`): the OpenCL.std instruction of the
//!   same meaning in a Kernel module, the LLVM intrinsic llc-22 emits as the
//!   GLSL.std.450 instruction in a shader (Vulkan or `"hlsl.shader"`)
//!   module. `OpNop` (0), the "declare a capability" idiom, becomes nothing:
//!   its calls are deleted, its extensions and capabilities stay module
//!   requirements like any reachable function's. The declaration is deleted
//!   once no call is left. Calls keep their operand bundles (HLSL's
//!   convergence tokens) and call-site function attributes, except calls of
//!   an intrinsic, which is not convergent.
//!
//! Every attribute is parsed and checked before anything is written; a mode
//! conflict shows while merging. Either way opt stops with an error and
//! writes nothing. Source attributes stay on entry points (a second run finds
//! everything present and changes nothing).

pub mod attrs;
pub mod builtin;
pub mod glsl;

use rustc_hash::FxHashSet;
use std::path::PathBuf;

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::LLVMCallConv;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::{Capability, ExecutionMode, Op};

use crate::ir::call::{self, CallSite, FunctionUse, NewArg, TypeKind};
use crate::ir::function_name;
use crate::ir::md::{IrType, ScalarShape};
use crate::metadata::kernel::kernel_list;
use crate::metadata::kernel_modes::{
    keep_contraction_off, llc_implies_contraction_off, metadata_operands, read_for_update,
    ContractionOff, ModesRead,
};
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes, CAPABILITY, EXTENSION};
use crate::pass::{ModulePass, ParamError, ParamInfo, ParamKind, Params, PassCx};
use crate::spirv::options::CONTRACTION_OFF;
use crate::spirv_grammar;
use attrs::{Instruction, Mode};
use builtin::Param;

/// The target extension type of `vk::ext_literal` parameters (seed 001).
pub const INLINE_LITERAL: &str = "spirv.inline.literal";

/// Parameters of the pass.
pub static PARAMS: [ParamInfo; 2] = [
    ParamInfo::new(
        "requirements",
        ParamKind::Value,
        "write the --spirv-ext argument for llvm-spirv and llc (shell syntax) to this file",
    ),
    CONTRACTION_OFF.param(),
];

/// The pass, with its options.
pub struct SpirvInlineAttrs {
    /// `requirements=PATH`: where to write the `--spirv-ext` argument.
    pub requirements: Option<PathBuf>,
    /// `contraction-off=auto|never`.
    pub contraction_off: ContractionOff,
}

impl SpirvInlineAttrs {
    /// The pass as `spirv-inline-attrs<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(SpirvInlineAttrs {
            requirements: p.value("requirements").map(PathBuf::from),
            contraction_off: CONTRACTION_OFF.parse(p)?,
        })
    }
}

/// A string attribute of a function, if present.
fn fn_attr(f: FunctionValue<'_>, key: &str) -> Option<String> {
    f.get_string_attribute(AttributeLoc::Function, key)
        .map(|a| a.get_string_value().to_string_lossy().into_owned())
}

/// Parses attribute `key` of `f` with `parse`; an error names both.
fn parsed<T>(
    f: FunctionValue<'_>,
    key: &str,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<(String, T)>, String> {
    let Some(v) = fn_attr(f, key) else {
        return Ok(None);
    };
    parse(&v)
        .map(|t| Some((v.clone(), t)))
        .map_err(|e| format!("@{}: \"{key}\"=\"{v}\": {e}", function_name(f)))
}

/// Extensions and capabilities one function asks for.
#[derive(Default)]
struct Needs {
    extensions: Vec<String>,
    capabilities: Vec<Capability>,
}

/// What `f` asks for under both spellings of each attribute (the seed's
/// first), each entry once.
fn needs(f: FunctionValue<'_>) -> Result<Needs, Vec<String>> {
    let mut n = Needs::default();
    let mut errors = Vec::new();
    gather(
        f,
        attrs::EXTENSION_KEYS,
        attrs::extensions,
        &mut n.extensions,
        &mut errors,
    );
    gather(
        f,
        attrs::CAPABILITY_KEYS,
        attrs::capabilities,
        &mut n.capabilities,
        &mut errors,
    );
    if errors.is_empty() {
        Ok(n)
    } else {
        Err(errors)
    }
}

/// Appends to `into` what attributes `keys` of `f` list (each entry once);
/// a malformed value adds its message to `errors`.
fn gather<T: PartialEq>(
    f: FunctionValue<'_>,
    keys: [&str; 2],
    parse: fn(&str) -> Result<Vec<T>, String>,
    into: &mut Vec<T>,
    errors: &mut Vec<String>,
) {
    for key in keys {
        match parsed(f, key, parse) {
            Ok(v) => v
                .into_iter()
                .flat_map(|x| x.1)
                .for_each(|x| push_new(into, x)),
            Err(e) => errors.push(e),
        }
    }
}

/// Whether `f` is an HLSL entry point: a definition with clang's
/// `"hlsl.shader"` attribute (`"compute"` or another stage).
fn is_hlsl_entry(f: FunctionValue<'_>) -> bool {
    crate::ir::is_definition(f) && fn_attr(f, attrs::HLSL_SHADER).is_some()
}

/// The entry points: the kernels (`spir_kernel` ...), then the HLSL entry
/// points that are not kernels too, each in module order.
pub fn entry_points<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut out = kernel_list(m);
    let kernels: FxHashSet<FunctionValue<'ctx>> = out.iter().copied().collect();
    out.extend(
        m.get_functions()
            .filter(|f| is_hlsl_entry(*f) && !kernels.contains(f)),
    );
    out
}

/// Whether the module is for a shader environment: a Vulkan triple, or an
/// HLSL entry point (llc-22 makes an `"hlsl.shader"` function a GLCompute
/// entry point even under `spirv64-unknown-unknown`).
fn is_shader_module(m: &Module<'_>) -> bool {
    let triple = m.get_triple();
    triple.as_str().to_string_lossy().contains("vulkan") || m.get_functions().any(is_hlsl_entry)
}

/// `"hlsl.numthreads"="X,Y,Z"` of an HLSL entry point, as LocalSize operands.
fn numthreads(f: FunctionValue<'_>) -> Result<Option<Vec<u32>>, String> {
    parsed(f, attrs::HLSL_NUMTHREADS, |v| {
        let n: Vec<u32> = v
            .split(attrs::LIST_SEPARATOR)
            .map(|x| x.trim().parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| "not three 32-bit unsigned integers".to_owned())?;
        if n.len() == 3 {
            Ok(n)
        } else {
            Err("not three 32-bit unsigned integers".to_owned())
        }
    })
    .map(|o| o.map(|x| x.1))
}

/// Functions reachable from an entry point through direct calls, entry
/// points first, in discovery order (deterministic: module order, then call
/// order). Indirect calls name no function and add nothing.
pub fn reachable<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut order = entry_points(m);
    let mut seen: FxHashSet<FunctionValue<'ctx>> = order.iter().copied().collect();
    let mut i = 0;
    while i < order.len() {
        for callee in call::direct_callees(order[i]) {
            if seen.insert(callee) {
                order.push(callee);
            }
        }
        i += 1;
    }
    order
}

/// What a module requires of a SPIR-V consumer: its `!spirv.Extension` and
/// `!spirv.Capability` entries, then what reachable functions' attributes add.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requirements {
    pub extensions: Vec<String>,
    pub capabilities: Vec<u32>,
}

impl Requirements {
    /// The `--spirv-ext` argument, or `None` when there is nothing to allow.
    /// llvm-spirv (both translators) and llc take the same syntax; Intel's
    /// translator refuses to emit an extension it was not allowed, llc emits
    /// only extensions that its instructions need and that it was allowed.
    pub fn spirv_ext_arg(&self) -> Option<String> {
        (!self.extensions.is_empty()).then(|| {
            let list: Vec<String> = self.extensions.iter().map(|e| format!("+{e}")).collect();
            format!("--spirv-ext={}", list.join(","))
        })
    }

    /// Capability names (numbers the grammar does not know stay numbers).
    pub fn capability_names(&self) -> Vec<String> {
        self.capabilities
            .iter()
            .map(|&c| Capability::from_u32(c).map_or_else(|| c.to_string(), |c| format!("{c:?}")))
            .collect()
    }

    /// The `requirements=PATH` file: shell assignments, for `. PATH`.
    pub fn file_text(&self, module: &str) -> String {
        let arg = self.spirv_ext_arg().unwrap_or_default();
        format!(
            "# SPIR-V requirements of module '{module}', written by spirv-props' spirv-inline-attrs.\n\
             # Shell syntax (`. FILE`); an empty *_ARG means no argument is needed:\n\
             #   llvm-spirv ${{LLVM_SPIRV_EXT_ARG:+\"$LLVM_SPIRV_EXT_ARG\"}} in.bc\n\
             # No consumer takes capabilities on its command line or reads !spirv.Capability:\n\
             # each derives them from the instructions it emits.\n\
             SPIRV_EXTENSIONS='{}'\n\
             SPIRV_CAPABILITIES='{}'\n\
             LLVM_SPIRV_EXT_ARG='{arg}'\n\
             LLC_EXT_ARG='{arg}'\n",
            self.extensions.join(" "),
            self.capability_names().join(" "),
        )
    }
}

/// The module's requirements, with a message for each malformed metadata
/// entry or attribute (those add nothing).
pub fn requirements(m: &Module<'_>) -> (Requirements, Vec<String>) {
    requirements_of(m, &reachable(m))
}

/// [`requirements`], given the functions [`reachable`] returns.
fn requirements_of(m: &Module<'_>, reach: &[FunctionValue<'_>]) -> (Requirements, Vec<String>) {
    let mut r = Requirements::default();
    let mut errors = Vec::new();
    for (_, e) in EXTENSION.entries(m) {
        match e {
            Ok((name,)) => push_new(&mut r.extensions, name),
            Err(e) => errors.push(e.to_string()),
        }
    }
    for (_, c) in CAPABILITY.entries(m) {
        match c {
            Ok((c,)) => push_new(&mut r.capabilities, c),
            Err(e) => errors.push(e.to_string()),
        }
    }
    for &f in reach {
        match needs(f) {
            Ok(n) => {
                n.extensions
                    .into_iter()
                    .for_each(|e| push_new(&mut r.extensions, e));
                n.capabilities
                    .into_iter()
                    .for_each(|c| push_new(&mut r.capabilities, c as u32));
            }
            Err(es) => errors.extend(es),
        }
    }
    (r, errors)
}

/// Appends `x` unless it is there (first-seen order, no duplicates).
fn push_new<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// What the calls of an `spv.ext_instruction` declaration become.
enum Target<'ctx> {
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
fn check_shape(
    instruction: Instruction,
    returns_void: bool,
    params: &[Param],
) -> Result<(), String> {
    let (grammar, void_ok) = match instruction {
        Instruction::Core(op) => {
            let g = spirv_grammar::instruction(spirv_grammar::CORE, op as u32);
            (g, g.is_some_and(|g| !g.result))
        }
        Instruction::OpenClStd(op) => {
            let g = spirv_grammar::instruction(spirv_grammar::OPENCL_STD, op as u32);
            (
                g,
                g.is_some_and(|g| spirv_grammar::OPENCL_STD_VOID.contains(&g.name)),
            )
        }
        Instruction::Glsl(op) => (
            spirv_grammar::instruction(spirv_grammar::GLSL_STD_450, op as u32),
            false,
        ),
    };
    let Some(g) = grammar else {
        return Ok(());
    };
    let n = params.len();
    let each = spirv_grammar::match_count(g.operands, n).ok_or_else(|| {
        format!(
            "{} takes {}, and the declaration has {n} parameter{}",
            g.name,
            spirv_grammar::describe(g.operands),
            if n == 1 { "" } else { "s" }
        )
    })?;
    // A literal is passed as an integer constant (seed 002); an `<id>`
    // operand may be a constant too, so only a literal's type is checked.
    for (i, (o, p)) in each.iter().zip(params).enumerate() {
        if let (false, Param::Value(k)) = (spirv_grammar::is_id(o.kind), p) {
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
struct Lowering<'ctx> {
    decl: FunctionValue<'ctx>,
    value: String,
    target: Target<'ctx>,
    calls: Vec<(CallSite<'ctx>, Vec<NewArg>)>,
}

/// How one parameter of the declaration reaches the instruction.
enum Operand {
    /// Passed on (the call's argument at this index).
    Value(u32),
    /// The same literal in every call (`target("spirv.inline.literal", N)`).
    Fixed(u32),
    /// The call's integer constant at this index, as an `i32` literal
    /// (`"spv.literal"`).
    Constant(u32),
}

/// The direct calls of `f`, each passing `f`'s own types.
fn direct_calls<'ctx>(
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
fn plan<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    value: String,
    instruction: Instruction,
    shader: bool,
) -> Result<Lowering<'ctx>, String> {
    let name = function_name(f);
    let at = || format!("@{name}: \"{}\"=\"{value}\"", attrs::EXT_INSTRUCTION);
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

impl SpirvInlineAttrs {
    /// Merges one kernel's modes; errors name the kernel, the attribute
    /// value and what is already there.
    fn add_modes<'ctx>(
        &self,
        m: &Module<'ctx>,
        k: FunctionValue<'ctx>,
        value: &str,
        modes: &[Mode],
        index: &mut ExecutionModes<'ctx>,
        cx: &mut PassCx,
    ) -> bool {
        let kname = function_name(k);
        let mut changed = false;
        for mode in modes {
            let entry = ExecutionModeEntry {
                function: k,
                mode: mode.mode as u32,
                operands: mode.operands.clone(),
            };
            let same_key = |e: &ExecutionModeEntry| {
                e.mode == entry.mode
                    && (!spirv_grammar::keyed_by_first_operand(entry.mode)
                        || e.operands.first() == entry.operands.first())
            };
            if let Some(old) = index.of(k).iter().find(|e| same_key(e)) {
                if old.operands != entry.operands {
                    cx.error(format!(
                        "kernel @{kname}: \"{}\"=\"{value}\" gives {entry}, but !spirv.ExecutionMode has {old}",
                        attrs::EXECUTION_MODE
                    ));
                }
                continue;
            }
            if mode.mode == ExecutionMode::LocalSize && is_hlsl_entry(k) {
                match numthreads(k) {
                    Err(e) => {
                        cx.error(format!("kernel {e}"));
                        continue;
                    }
                    // llc-22 emits LocalSize from "hlsl.numthreads"; a second
                    // LocalSize, even an equal one, is invalid (spirv-val:
                    // "must not be specified multiple times").
                    Ok(Some(n)) if n == entry.operands => continue,
                    Ok(Some(n)) => {
                        cx.error(format!(
                            "kernel @{kname}: \"{}\"=\"{value}\" gives {entry}, but \"{}\" has {}",
                            attrs::EXECUTION_MODE,
                            attrs::HLSL_NUMTHREADS,
                            n.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
                        ));
                        continue;
                    }
                    Ok(None) => {}
                }
            }
            match metadata_operands(m, k, mode.mode) {
                Err(e) => cx.error(format!("kernel @{kname}: {e}")),
                Ok(Some((md, ops))) => {
                    // Both forms at once make llvm-spirv-15 abort and llc
                    // emit the mode twice: an equal one is already there.
                    if ops
                        .iter()
                        .map(|&o| u32::try_from(o).ok())
                        .collect::<Option<Vec<u32>>>()
                        .as_ref()
                        != Some(&entry.operands)
                    {
                        let ops: Vec<String> = ops.iter().map(u64::to_string).collect();
                        cx.error(format!(
                            "kernel @{kname}: \"{}\"=\"{value}\" gives {entry}, but !{md} has {}",
                            attrs::EXECUTION_MODE,
                            ops.join(", ")
                        ));
                    }
                }
                Ok(None) => {
                    index.add(m, &entry);
                    log::debug!(target: cx.log, "@{kname}: {} -> !spirv.ExecutionMode {entry}", attrs::EXECUTION_MODE);
                    cx.stats.bump_fn(k, &format!("{:?}.added", mode.mode));
                    changed = true;
                }
            }
        }
        changed
    }

    fn lower<'ctx>(&self, m: &Module<'ctx>, l: &Lowering<'ctx>, cx: &mut PassCx) -> bool {
        let name = function_name(l.decl);
        let what = match &l.target {
            Target::Remove => {
                for (c, _) in &l.calls {
                    call::delete_call(*c);
                    cx.stats.bump_fn(c.caller(), "calls.removed");
                }
                "nothing (OpNop)".to_owned()
            }
            Target::Intrinsic {
                name: n,
                id,
                overload,
            } => {
                let g = call::intrinsic(m, *id, *overload);
                for (c, args) in &l.calls {
                    // Not convergent: the call takes no convergence token.
                    call::replace_call(*c, g, args);
                    cx.stats.bump_fn(c.caller(), "calls.lowered");
                }
                format!("@{} ({n})", function_name(g))
            }
            Target::Builtin {
                name: builtin,
                ret,
                params,
            } => {
                if crate::ir::name_taken_by_non_function(m, builtin) {
                    cx.error(format!(
                        "@{name}: \"{}\"=\"{}\": cannot declare @{builtin}: a global of the module has that name",
                        attrs::EXT_INSTRUCTION,
                        l.value,
                    ));
                    return false;
                }
                let target = match m.get_function(builtin) {
                    Some(g) if g == l.decl => return false,
                    Some(g) if call::has_signature(g, *ret, params) => g,
                    Some(_) => {
                        cx.error(format!(
                            "@{name}: \"{}\"=\"{}\": the module already has @{builtin} with another type",
                            attrs::EXT_INSTRUCTION,
                            l.value,
                        ));
                        return false;
                    }
                    None => call::declare_like(
                        m,
                        builtin,
                        *ret,
                        params,
                        LLVMCallConv::LLVMSPIRFUNCCallConv as u32,
                        l.decl,
                        |k| k.starts_with(attrs::PREFIX),
                    ),
                };
                for (c, args) in &l.calls {
                    call::replace_call_keeping(*c, target, args);
                    cx.stats.bump_fn(c.caller(), "calls.lowered");
                }
                format!("@{builtin}")
            }
        };
        log::debug!(target: cx.log, "@{name}: {} call(s) -> {what} ({})", l.calls.len(), l.value);
        call::delete_unused(l.decl);
        true
    }
}

impl ModulePass for SpirvInlineAttrs {
    fn log_target(&self) -> &'static str {
        "spirv_props::spirv_inline_attrs"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // An entry we cannot read could be the one a new entry duplicates.
        let ModesRead {
            modes: mut index,
            dropped,
        } = read_for_update(m, cx);
        for e in index.malformed() {
            cx.error(e.to_string());
        }
        let entries: FxHashSet<FunctionValue<'_>> = entry_points(m).into_iter().collect();
        let reach_order = reachable(m);
        let reach: FxHashSet<FunctionValue<'_>> = reach_order.iter().copied().collect();
        let shader = is_shader_module(m);
        let mut modes = Vec::new();
        let mut lowerings = Vec::new();
        // Collected first: requirements() parses reachable functions' needs
        // again, and each error should be reported once.
        let mut errors: Vec<String> = Vec::new();
        for f in m.get_functions() {
            match parsed(f, attrs::EXECUTION_MODE, attrs::execution_modes) {
                Err(e) => errors.push(e),
                Ok(Some(_)) if !entries.contains(&f) => cx.warning(format!(
                    "@{}: \"{}\" on a function that is not an entry point (spir_kernel or \"{}\"); left as it is",
                    function_name(f),
                    attrs::EXECUTION_MODE,
                    attrs::HLSL_SHADER
                )),
                Ok(Some((v, ms))) => modes.push((f, v, ms)),
                Ok(None) => {}
            }
            // Checked on every function, reachable or not: a typo should not
            // hide until the function gets used.
            match needs(f) {
                Err(es) => errors.extend(es),
                // As the seed says: an unused function adds nothing.
                Ok(_) if !reach.contains(&f) => {
                    for key in attrs::EXTENSION_KEYS.iter().chain(&attrs::CAPABILITY_KEYS) {
                        if let Some(v) = fn_attr(f, key) {
                            log::debug!(target: cx.log, "@{}: \"{key}\"=\"{v}\" adds nothing: the function is not reachable from an entry point", function_name(f));
                        }
                    }
                }
                Ok(_) => {}
            }
            match parsed(f, attrs::EXT_INSTRUCTION, attrs::ext_instruction) {
                Err(e) => errors.push(e),
                Ok(Some((v, i))) => match plan(m, f, v, i, shader) {
                    Ok(l) => lowerings.push(l),
                    Err(e) => errors.push(e),
                },
                Ok(None) => {}
            }
        }
        let (req, more) = requirements_of(m, &reach_order);
        let mut reported = FxHashSet::default();
        for e in errors.into_iter().chain(more) {
            if reported.insert(e.clone()) {
                cx.error(e);
            }
        }
        if cx.has_errors() {
            return dropped;
        }

        let llc_implied_contraction_off = llc_implies_contraction_off(m, &index);
        let mut changed = dropped;
        let mut modes_added = false;
        for (k, v, ms) in &modes {
            modes_added |= self.add_modes(m, *k, v, ms, &mut index, cx);
        }
        if modes_added
            && llc_implied_contraction_off
            && self.contraction_off == ContractionOff::Auto
        {
            keep_contraction_off(m, &mut index, cx.log);
        }
        changed |= modes_added;
        let extensions: Vec<(String,)> = req.extensions.iter().map(|e| (e.clone(),)).collect();
        let capabilities: Vec<(u32,)> = req.capabilities.iter().map(|c| (*c,)).collect();
        changed |= EXTENSION.add_all(m, &extensions) > 0;
        changed |= CAPABILITY.add_all(m, &capabilities) > 0;
        if !cx.has_errors() {
            for l in &lowerings {
                changed |= self.lower(m, l, cx);
            }
        }
        if let Some(path) = &self.requirements {
            let text = req.file_text(&m.get_name().to_string_lossy());
            if let Err(e) = std::fs::write(path, text) {
                cx.error(format!(
                    "requirements={}: cannot write: {e}",
                    path.display()
                ));
            }
        }
        changed
    }
}
