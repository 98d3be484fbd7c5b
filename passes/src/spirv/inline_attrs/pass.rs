//! The pass: parameters, and writing what the plan says (execution
//! modes merged per kernel, extensions and capabilities, builtin calls).

use super::lower::{plan, Lowering, Target};
use super::reach::{entry_points, is_hlsl_entry, is_shader_module, numthreads, reachable};
use super::requirements::{needs, requirements_of};
use rustc_hash::{FxHashMap, FxHashSet};
use std::path::{Path, PathBuf};

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::LLVMCallConv;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::ExecutionMode;

use super::attrs::{self, Mode};

use crate::grammar;
use crate::ir::call::{self};
use crate::ir::function_name;
use crate::ir::Subject;
use crate::metadata::kernel_modes::{
    llc_implies_contraction_off, metadata_operands, ContractionOff,
};
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes, CAPABILITY, EXTENSION};
use crate::output::{Family, Output, Run};
use crate::pass::modes::{keep_contraction_off, read_for_update, ModesRead};
use crate::pass::{
    dquote, unquoted, ModulePass, ParamError, ParamInfo, ParamKind, Params, PassCx, RemarkKind,
};
use crate::properties::value::nul_free;
use crate::spirv::options::CONTRACTION_OFF;

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

/// A string attribute of a function, if present, read with its length
/// (a NUL byte in it is kept, for [`parsed`] to reject).
pub(super) fn fn_attr(f: FunctionValue<'_>, key: &str) -> Option<String> {
    crate::ir::string_attr(f, AttributeLoc::Function, key)
}

/// Parses attribute `key` of `f` with `parse`; an error names both.
pub(super) fn parsed<T>(
    f: FunctionValue<'_>,
    key: &str,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<(String, T)>, String> {
    let Some(v) = fn_attr(f, key) else {
        return Ok(None);
    };
    // The property values' reading rule: a NUL byte is an error (spaces
    // around items are not part of them: `attrs` trims every item).
    nul_free(&v)
        .map_err(|e| e.to_string())
        .and_then(parse)
        .map(|t| Some((v.clone(), t)))
        .map_err(|e| format!("@{}: \"{key}\"={}: {e}", function_name(f), dquote(&v)))
}

impl SpirvInlineAttrs {
    /// Writes the `requirements=PATH` file through the output layer
    /// (temporary + rename, never through a link or over the input or
    /// another output of the run); errors name the path.
    fn write_requirements(
        &self,
        m: &Module<'_>,
        path: &Path,
        req: &super::Requirements,
        cx: &mut PassCx,
    ) {
        let text = match req.file_text(&m.get_name().to_string_lossy()) {
            Ok(t) => t,
            Err(e) => {
                cx.error(format!("requirements={}: {e}", path.display()));
                return;
            }
        };
        let run = Run::of(
            m,
            format!("spirv-inline-attrs requirements={}", path.display()),
        );
        let written = Output::start(path, Family::Alone, run, true)
            .and_then(|out| out.commit(text.as_bytes()));
        if let Err(e) = written {
            cx.error(format!("requirements={e}"));
        }
    }

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
        let value = dquote(value);
        let mut changed = false;
        // The kernel's modes by mode and key (a width, for modes keyed by
        // their first operand), the first of each: one lookup per mode
        // however many the attribute lists (a scan per mode was quadratic).
        let key = |e: &ExecutionModeEntry| {
            (
                e.mode,
                grammar::keyed_by_first_operand(e.mode)
                    .then(|| e.operands.first().copied())
                    .flatten(),
            )
        };
        let mut have: FxHashMap<(u32, Option<u32>), ExecutionModeEntry<'ctx>> =
            FxHashMap::default();
        for e in index.of(k) {
            have.entry(key(e)).or_insert_with(|| e.clone());
        }
        for mode in modes {
            let entry = ExecutionModeEntry {
                function: k,
                mode: mode.mode as u32,
                operands: mode.operands.clone(),
            };
            if let Some(old) = have.get(&key(&entry)) {
                if old.operands != entry.operands {
                    cx.error(format!(
                        "kernel @{kname}: \"{}\"={value} gives {entry}, but !spirv.ExecutionMode has {old}",
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
                            "kernel @{kname}: \"{}\"={value} gives {entry}, but \"{}\" has {}",
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
                            "kernel @{kname}: \"{}\"={value} gives {entry}, but !{md} has {}",
                            attrs::EXECUTION_MODE,
                            ops.join(", ")
                        ));
                    }
                }
                Ok(None) => {
                    index.add(m, &entry);
                    have.insert(key(&entry), entry.clone());
                    log::debug!(target: cx.log, "@{kname}: {} -> !spirv.ExecutionMode {entry}", attrs::EXECUTION_MODE);
                    cx.remark(RemarkKind::Passed, "ExecutionModeAdded", k, |r| {
                        r.subject(Subject::Kernel(k))
                            .text(format_args!(
                                ": \"{}\" -> !spirv.ExecutionMode ",
                                attrs::EXECUTION_MODE
                            ))
                            .arg("ExecutionMode", &entry);
                    });
                    cx.stats.bump_fn(k, format_args!("{:?}.added", mode.mode));
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
        cx.remark(RemarkKind::Passed, "CallsLowered", l.decl, |r| {
            r.text("@")
                .arg("Function", &name)
                .text(": ")
                .arg("Calls", l.calls.len())
                .text(" call(s) -> ")
                .arg("Result", &what)
                .text(" (")
                .arg("Value", &l.value)
                .text(")");
        });
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
                Ok(Some(_)) if !entries.contains(&f) => {
                    cx.warning(format!(
                        "@{}: \"{}\" on a function that is not an entry point (spir_kernel or \"{}\"); left as it is",
                        function_name(f),
                        attrs::EXECUTION_MODE,
                        attrs::HLSL_SHADER
                    ));
                    cx.remark(RemarkKind::Missed, "NotEntryPoint", f, |r| {
                        r.subject(Subject::Function(f)).text(format_args!(
                            ": \"{}\" on a function that is not an entry point: left as it is",
                            attrs::EXECUTION_MODE
                        ));
                    });
                }
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
                            log::debug!(target: cx.log, "@{}: \"{key}\"={} adds nothing: the function is not reachable from an entry point", function_name(f), dquote(&v));
                            cx.remark(RemarkKind::Missed, "Unreachable", f, |r| {
                                r.subject(Subject::Function(f))
                                    .text(format_args!(": \"{key}\"=\""))
                                    .arg("Value", unquoted(&v))
                                    .text("\" adds nothing: the function is not reachable from an entry point");
                            });
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
            keep_contraction_off(m, &mut index, cx);
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
            self.write_requirements(m, path, &req, cx);
        }
        changed
    }
}
