//! `spirv-inline-attrs`: the inline SPIR-V function attributes of seed 001
//! ("Inline SPIR-V function attributes") become the module metadata and
//! builtin calls of seed 002 that the SPIR-V consumers translate.
//!
//! Reads, on functions (formats in `spirv_inline_attrs/attrs.rs` and the
//! README):
//! - `"spv.executionmode"` on entry points (`spir_kernel` functions) ->
//!   `!spirv.ExecutionMode` entries, merged, never duplicated; a mode that
//!   disagrees with an entry or kernel metadata already there is an error.
//!   Width-parameterized float-control modes (`RoundingModeRTE 32` and `64`)
//!   are distinct modes per first operand.
//! - `"spv.extextension"` / `"spv.extcapability"` -> `!spirv.Extension` /
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
//!   `i32 N`. The declaration is deleted once no call is left.
//!
//! Every attribute is parsed and checked before anything is written; a mode
//! conflict shows while merging. Either way opt stops with an error and
//! writes nothing. Source attributes stay on entry points (a second run finds
//! everything present and changes nothing).

pub mod attrs;
pub mod builtin;

use std::collections::HashSet;
use std::path::PathBuf;

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::LLVMCallConv;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::{Capability, ExecutionMode};

use crate::ir::call::{self, FunctionUse, NewArg, TypeKind};
use crate::ir::function_name;
use crate::metadata::kernel::{kernel_list, kernel_set};
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes, CAPABILITY, EXTENSION};
use crate::pass::{ModulePass, ParamInfo, ParamKind, PassCx};
use crate::spirv_exec_modes;
use attrs::{Instruction, Mode};
use builtin::Param;

/// The target extension type of `vk::ext_literal` parameters (seed 001).
pub const INLINE_LITERAL: &str = "spirv.inline.literal";

/// Execution modes whose first operand (a bit width or type) makes each a
/// mode of its own: `RoundingModeRTE 16` and `RoundingModeRTE 32` coexist.
const PER_FIRST_OPERAND: [ExecutionMode; 10] = [
    ExecutionMode::DenormPreserve,
    ExecutionMode::DenormFlushToZero,
    ExecutionMode::SignedZeroInfNanPreserve,
    ExecutionMode::RoundingModeRTE,
    ExecutionMode::RoundingModeRTZ,
    ExecutionMode::RoundingModeRTPINTEL,
    ExecutionMode::RoundingModeRTNINTEL,
    ExecutionMode::FloatingPointModeALTINTEL,
    ExecutionMode::FloatingPointModeIEEEINTEL,
    ExecutionMode::FPFastMathDefault,
];

/// Parameters of the pass.
pub const PARAMS: [ParamInfo; 2] = [
    ParamInfo {
        name: "requirements",
        kind: ParamKind::Value,
        help: "write the --spirv-ext argument for llvm-spirv and llc (shell syntax) to this file",
    },
    spirv_exec_modes::CONTRACTION_OFF_PARAM,
];

/// The pass.
pub struct SpirvInlineAttrs {
    pub requirements: Option<PathBuf>,
    pub contraction_off: bool,
}

impl SpirvInlineAttrs {
    pub fn from_params(p: &crate::pass::Params) -> Result<Self, String> {
        Ok(SpirvInlineAttrs {
            requirements: p.value("requirements").map(PathBuf::from),
            contraction_off: spirv_exec_modes::contraction_off_param(p)?,
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

fn needs(f: FunctionValue<'_>) -> Result<Needs, Vec<String>> {
    let ext = parsed(f, attrs::EXTENSION, attrs::extensions);
    let cap = parsed(f, attrs::CAPABILITY, attrs::capabilities);
    match (ext, cap) {
        (Ok(e), Ok(c)) => Ok(Needs {
            extensions: e.map(|x| x.1).unwrap_or_default(),
            capabilities: c.map(|x| x.1).unwrap_or_default(),
        }),
        (e, c) => Err([e.err(), c.err()].into_iter().flatten().collect()),
    }
}

/// Functions reachable from an entry point through direct calls, entry
/// points first, in discovery order (deterministic: module order, then call
/// order). Indirect calls name no function and add nothing.
pub fn reachable<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut order = kernel_list(m);
    let mut seen: HashSet<FunctionValue<'ctx>> = order.iter().copied().collect();
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
    for f in reachable(m) {
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

/// A declaration to lower: its calls become calls of `builtin`.
struct Lowering<'ctx> {
    decl: FunctionValue<'ctx>,
    value: String,
    builtin: String,
    ret: crate::ir::md::IrType<'ctx>,
    params: Vec<crate::ir::md::IrType<'ctx>>,
    args: Vec<NewArg>,
    calls: Vec<call::CallSite<'ctx>>,
}

/// Checks one `spv.ext_instruction` declaration and plans its lowering.
fn plan<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    value: String,
    instruction: Instruction,
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
    if let Instruction::Core(op) = instruction {
        if let Some(why) = builtin::not_expressible(op) {
            return Err(format!("{}: {why}", at()));
        }
    }
    let i32_ty = call::i32_type(m);
    let (mut params, mut types, mut args) = (Vec::new(), Vec::new(), Vec::new());
    for (i, t) in call::param_types(f).into_iter().enumerate() {
        match call::type_kind(t) {
            TypeKind::TargetExt { name: n, first_int } if n == INLINE_LITERAL => {
                let Some(lit) = first_int else {
                    return Err(format!("{}: parameter {i}: target(\"{INLINE_LITERAL}\") has no integer parameter to be the literal", at()));
                };
                params.push(Param::Literal(lit));
                types.push(i32_ty);
                args.push(NewArg::I32(lit));
            }
            k => {
                params.push(Param::Value(k));
                types.push(t);
                args.push(NewArg::Keep(i as u32));
            }
        }
    }
    let unmangled = builtin::unmangled(instruction);
    let builtin =
        builtin::mangle(&unmangled, &params).map_err(|e| format!("{}: {unmangled}: {e}", at()))?;
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
    Ok(Lowering {
        decl: f,
        value,
        builtin,
        ret: call::return_type(f),
        params: types,
        args,
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
                    && (!PER_FIRST_OPERAND.contains(&mode.mode)
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
            match spirv_exec_modes::metadata_operands(m, k, mode.mode) {
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
                    log::debug!(target: "spirv_props", "@{kname}: {} -> !spirv.ExecutionMode {entry}", attrs::EXECUTION_MODE);
                    cx.stats.bump_fn(k, &format!("{:?}.added", mode.mode));
                    changed = true;
                }
            }
        }
        changed
    }

    fn lower<'ctx>(&self, m: &Module<'ctx>, l: &Lowering<'ctx>, cx: &mut PassCx) -> bool {
        let name = function_name(l.decl);
        let target = match m.get_function(&l.builtin) {
            Some(g) if g == l.decl => return false,
            Some(g) if call::has_signature(g, l.ret, &l.params) => g,
            Some(_) => {
                cx.error(format!(
                    "@{name}: \"{}\"=\"{}\": the module already has @{} with another type",
                    attrs::EXT_INSTRUCTION,
                    l.value,
                    l.builtin
                ));
                return false;
            }
            None => call::declare_like(
                m,
                &l.builtin,
                l.ret,
                &l.params,
                LLVMCallConv::LLVMSPIRFUNCCallConv as u32,
                l.decl,
                |k| k.starts_with(attrs::PREFIX),
            ),
        };
        for c in &l.calls {
            call::replace_call(*c, target, &l.args);
            cx.stats.bump_fn(c.caller(), "calls.lowered");
        }
        log::debug!(target: "spirv_props", "@{name}: {} call(s) -> @{} ({})", l.calls.len(), l.builtin, l.value);
        call::delete_unused(l.decl);
        true
    }
}

impl ModulePass for SpirvInlineAttrs {
    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // An entry we cannot read could be the one a new entry duplicates.
        let mut index = ExecutionModes::read(m);
        for e in index.malformed() {
            cx.error(e.to_string());
        }
        let kernels = kernel_set(m);
        let mut modes = Vec::new();
        let mut lowerings = Vec::new();
        // Collected first: requirements() parses reachable functions' needs
        // again, and each error should be reported once.
        let mut errors: Vec<String> = Vec::new();
        for f in m.get_functions() {
            match parsed(f, attrs::EXECUTION_MODE, attrs::execution_modes) {
                Err(e) => errors.push(e),
                Ok(Some(_)) if !kernels.contains(&f) => cx.warning(format!(
                    "@{}: \"{}\" on a function that is not an entry point (spir_kernel); left as it is",
                    function_name(f),
                    attrs::EXECUTION_MODE
                )),
                Ok(Some((v, ms))) => modes.push((f, v, ms)),
                Ok(None) => {}
            }
            // Checked on every function, reachable or not: a typo should not
            // hide until the function gets used.
            if let Err(es) = needs(f) {
                errors.extend(es);
            }
            match parsed(f, attrs::EXT_INSTRUCTION, attrs::ext_instruction) {
                Err(e) => errors.push(e),
                Ok(Some((v, i))) => match plan(m, f, v, i) {
                    Ok(l) => lowerings.push(l),
                    Err(e) => errors.push(e),
                },
                Ok(None) => {}
            }
        }
        let (req, more) = requirements(m);
        let mut reported = HashSet::new();
        for e in errors.into_iter().chain(more) {
            if reported.insert(e.clone()) {
                cx.error(e);
            }
        }
        if cx.has_errors() {
            return false;
        }

        let llc_implied_contraction_off = spirv_exec_modes::llc_implies_contraction_off(m, &index);
        let mut changed = false;
        let mut modes_added = false;
        for (k, v, ms) in &modes {
            modes_added |= self.add_modes(m, *k, v, ms, &mut index, cx);
        }
        if modes_added && llc_implied_contraction_off && self.contraction_off {
            spirv_exec_modes::keep_contraction_off(m, &mut index);
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
