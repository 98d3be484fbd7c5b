//! `spirv-props-verify<strict>`: checks the representation rules of seed
//! 002 and of our own outputs, for the end of any pipeline (pass-order
//! experiments). It changes nothing. Each finding is a warning naming the
//! entity; with `strict` each is an error, so opt exits non-zero.
//!
//! Rules:
//! - `!spirv.ParameterDecorations` has one list per parameter (a pass that
//!   removes or adds parameters, as `deadargelim` does, misaligns it);
//! - decoration lists and `!spirv.ExecutionMode` entries read as their
//!   layouts, and their operands fit the SPIR-V grammar (count, enumerated
//!   values);
//! - `!spirv.ExecutionMode` entries name kernels (entry points) with bodies,
//!   and give a mode once (modes keyed by their first operand, a width or
//!   type, once per key);
//! - `{X:Y}` annotation strings read as `sycl-annotations` reads them (each
//!   decoration in the grammar or a draft number of the registry, its
//!   operands fitting);
//! - work-group and sub-group sizes in `!spirv.ExecutionMode` are 1 to
//!   2^31 - 1 (`metadata::kernel_modes`' rule);
//! - nothing is left unlowered: a `"sycl-properties"` annotation, an
//!   `"spv.executionmode"` mode absent from `!spirv.ExecutionMode`, a `sycl-*`
//!   property whose decoration (global, parameter, kernel) or execution mode
//!   is absent. (An attribute kept beside what it became is fine, as the
//!   reference keeps them.) Properties that become kernel metadata are not
//!   checked: `spirv-exec-modes` may move that metadata on;
//! - nothing emitted is lost: each decoration on an instruction, parameter
//!   decoration and execution mode recorded in `!spirv_props.emitted` is
//!   still there ([`super::emitted`]);
//! - on NVPTX and AMDGCN: no implicit-offset intrinsic called
//!   (`globaloffset` lowers them), no `addrspace(3)` kernel parameter
//!   (`localaccessortosharedmemory` lowers them).

use rustc_hash::{FxHashMap, FxHashSet};

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::grammar;
use crate::grammar::annotation_string;
use crate::ir::{self, Subject};
use crate::metadata::kernel::kernel_set;
use crate::metadata::kernel_modes::{check_mode_sizes, execution_mode_of_metadata};
use crate::metadata::spirv::{
    dangling_mode, decorations, execution_modes, Decoration, ExecutionModeEntry, Literal,
    PARAMETER_DECORATIONS,
};
use crate::metadata::{Attached, Holder};
use crate::pass::{
    dquote, quote, Anchor, ModulePass, ParamInfo, ParamKind, PassCx, RemarkKind, Site,
};
use crate::properties::annotations::describe;
use crate::properties::lower::{lower, skipping_metadata, ModuleInfo, Outcome, PropertyOptions};
use crate::properties::plan::plan;
use crate::properties::Entity;
use crate::spirv::inline_attrs::attrs;
use crate::targets::global_offset::{AMDGCN_IMPLICIT_OFFSET, NVVM_IMPLICIT_OFFSET};
use crate::targets::local_accessor::local_pointer_params;
use crate::targets::Target;

/// `strict`; the pass also takes the property passes' parameters (which
/// registry and numbering the properties were lowered with).
pub static PARAMS: [ParamInfo; 1] = [ParamInfo::new(
    "strict",
    ParamKind::Flag,
    "report each finding as an error (opt exits non-zero)",
)];

/// The pass `spirv-props-verify`, with its options.
pub struct SpirvPropsVerify {
    /// Findings are errors, not warnings.
    pub strict: bool,
    /// What `sycl-*` properties become (the property passes' options).
    pub opts: PropertyOptions,
}

impl SpirvPropsVerify {
    fn report(&self, m: &Module<'_>, cx: &mut PassCx, finding: String) {
        cx.remark(
            RemarkKind::Analysis,
            "Finding",
            Anchor::module(m, "module"),
            |r| {
                r.arg("Finding", &finding);
            },
        );
        if self.strict {
            cx.error(finding);
        } else {
            cx.warning(finding);
        }
    }
}

/// Why a decoration's operands do not fit the grammar, if they do not.
fn grammar_misfit(d: &Decoration) -> Option<String> {
    grammar::decoration(d.id)
        .and_then(|g| grammar::check_literals(g, &d.operands).err())
        .map(|e| e.to_string())
}

/// `!{4, 8, 1}`, `!{!"streaming"}`: kernel metadata as messages show it.
fn show_literals<T: std::fmt::Display>(ops: impl IntoIterator<Item = T>) -> String {
    let parts: Vec<String> = ops.into_iter().map(|o| o.to_string()).collect();
    format!("!{{{}}}", parts.join(", "))
}

/// The findings for the properties among `attrs` (of a global or a kernel
/// parameter) whose decoration is not in `have`, the list named `list`.
fn unlowered_decorations(
    opts: &PropertyOptions,
    entity: Entity,
    attrs: &[ir::StringAttr<'_>],
    have: &[Decoration],
    list: &str,
    info: &ModuleInfo,
) -> Vec<String> {
    plan(opts, entity, attrs, info, |_, _| true)
        .filter_map(|p| match p.outcome {
            Ok(Outcome::Decoration(d, _)) if !have.contains(&d) => Some(format!(
                "property {} = {} is not lowered: {list} has no {d}",
                quote(p.property),
                quote(p.value)
            )),
            _ => None,
        })
        .collect()
}

impl ModulePass for SpirvPropsVerify {
    fn log_target(&self) -> &'static str {
        "spirv_props::spirv_props_verify"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let kernels = kernel_set(m);
        let info = ModuleInfo::of(m);
        let mut findings = Vec::new();
        // Read once, for the unlowered-property check below.
        let mut kernel_decorations: FxHashMap<FunctionValue<'_>, Vec<Decoration>> =
            FxHashMap::default();

        // Decoration lists on globals and functions, parameter lists.
        for g in m.get_globals() {
            let what = Subject::Global(g);
            let have = match decorations(m, Holder::Global(g)) {
                Ok(ds) => ds,
                Err(e) => {
                    findings.push(format!("{what}: {e}"));
                    continue;
                }
            };
            for d in &have {
                if let Some(why) = grammar_misfit(d) {
                    findings.push(format!("{what}: !spirv.Decorations {d}: {why}"));
                }
            }
            let attrs = ir::global_string_attrs(g);
            for why in unlowered_decorations(
                &self.opts,
                Entity::Global,
                &attrs,
                &have,
                "!spirv.Decorations",
                &info,
            ) {
                findings.push(format!("{what}: {why}"));
            }
        }
        for f in m.get_functions() {
            let is_kernel = kernels.contains(&f);
            let what = if is_kernel {
                Subject::Kernel(f)
            } else {
                Subject::Function(f)
            };
            let fn_decorations = decorations(m, f).unwrap_or_else(|e| {
                findings.push(format!("{what}: {e}"));
                Vec::new()
            });
            for d in &fn_decorations {
                if let Some(why) = grammar_misfit(d) {
                    findings.push(format!("{what}: !spirv.Decorations {d}: {why}"));
                }
            }
            if is_kernel {
                kernel_decorations.insert(f, fn_decorations);
            }
            let n = f.count_params() as usize;
            let params: Vec<Vec<Decoration>> = match PARAMETER_DECORATIONS.get(m, f) {
                Err(e) => {
                    findings.push(format!("{what}: {e}"));
                    vec![Vec::new(); n]
                }
                Ok(None) => vec![Vec::new(); n],
                Ok(Some(lists)) if lists.len() != n => {
                    findings.push(format!(
                        "{what}: !spirv.ParameterDecorations has {} decoration list{}, and the function has {n} parameter{}",
                        lists.len(),
                        if lists.len() == 1 { "" } else { "s" },
                        if n == 1 { "" } else { "s" }
                    ));
                    vec![Vec::new(); n]
                }
                Ok(Some(lists)) => lists.into_iter().map(|l| l.0).collect(),
            };
            for (i, list) in params.iter().enumerate() {
                for d in list {
                    if let Some(why) = grammar_misfit(d) {
                        let p = Subject::Param(f, i as u32);
                        findings.push(format!("{p}: !spirv.ParameterDecorations {d}: {why}"));
                    }
                }
            }
            if is_kernel {
                for (i, have) in params.iter().enumerate() {
                    let attrs = ir::string_attrs(f, AttributeLoc::Param(i as u32));
                    let p = Subject::Param(f, i as u32);
                    for why in unlowered_decorations(
                        &self.opts,
                        Entity::Parameter,
                        &attrs,
                        have,
                        "!spirv.ParameterDecorations",
                        &info,
                    ) {
                        findings.push(format!("{p}: {why}"));
                    }
                }
            }
        }

        // Execution modes: well-formed, on kernels, given once.
        let mut modes: FxHashMap<FunctionValue<'_>, Vec<ExecutionModeEntry<'_>>> =
            FxHashMap::default();
        let mut given: FxHashMap<(FunctionValue<'_>, u32, Option<u32>), Vec<u32>> =
            FxHashMap::default();
        for (node, entry) in execution_modes(m) {
            let e = match entry {
                Ok(e) => e,
                Err(err) => {
                    findings.push(match dangling_mode(node) {
                        Some(mode) => format!(
                            "!spirv.ExecutionMode: {mode} for a function that no longer exists: a pass deleted or \
                             replaced the kernel after its modes were written, and consumers stop on such an entry \
                             (spirv-exec-modes drops it)"
                        ),
                        None => err.to_string(),
                    });
                    continue;
                }
            };
            let name = ir::function_name(e.function);
            if !ir::is_definition(e.function) {
                findings.push(format!(
                    "!spirv.ExecutionMode: {e} for @{name}, which has no body"
                ));
            } else if !kernels.contains(&e.function)
                && e.function
                    .get_string_attribute(AttributeLoc::Function, attrs::HLSL_SHADER)
                    .is_none()
            {
                findings.push(format!(
                    "!spirv.ExecutionMode: {e} for @{name}, which is not a kernel"
                ));
            }
            if let Some(g) = grammar::execution_mode(e.mode) {
                let ops: Vec<Literal> = e.operands.iter().map(|&n| Literal::Int(n)).collect();
                if let Err(why) = grammar::check_literals(g, &ops) {
                    findings.push(format!("@{name}: !spirv.ExecutionMode {e}: {why}"));
                }
            }
            if let Err(why) = check_mode_sizes(e.mode, &e.operands) {
                findings.push(format!("@{name}: !spirv.ExecutionMode {e}: {why}"));
            }
            let key = grammar::keyed_by_first_operand(e.mode)
                .then(|| e.operands.first().copied())
                .flatten();
            match given.get(&(e.function, e.mode, key)) {
                Some(old) if *old != e.operands => {
                    let old = ExecutionModeEntry {
                        function: e.function,
                        mode: e.mode,
                        operands: old.clone(),
                    };
                    findings.push(format!(
                        "@{name}: !spirv.ExecutionMode gives a mode twice, with different operands: {old} and {e}"
                    ));
                }
                Some(_) => {}
                None => {
                    given.insert((e.function, e.mode, key), e.operands.clone());
                }
            }
            modes.entry(e.function).or_default().push(e);
        }

        // What is left unlowered on kernels: spv.executionmode and sycl-*
        // properties that become execution modes or function decorations.
        for f in m.get_functions().filter(|f| kernels.contains(f)) {
            let what = Subject::Kernel(f);
            let have = modes.get(&f).map_or(&[][..], Vec::as_slice);
            // "!spirv.ExecutionMode has no <mode>", unless it has it.
            let missing = |mode: u32, operands: &[u32]| {
                let e = ExecutionModeEntry {
                    function: f,
                    mode,
                    operands: operands.to_vec(),
                };
                (!have.contains(&e)).then(|| format!("!spirv.ExecutionMode has no {e}"))
            };
            if let Some(v) = ir::string_attr(f, AttributeLoc::Function, attrs::EXECUTION_MODE) {
                if let Ok(list) = attrs::execution_modes(&v) {
                    for why in list
                        .iter()
                        .filter_map(|x| missing(x.mode as u32, &x.operands))
                    {
                        findings.push(format!(
                            "{what}: \"{}\"={} is not lowered: {why}",
                            attrs::EXECUTION_MODE,
                            dquote(&v)
                        ));
                    }
                }
            }
            let attrs = ir::string_attrs(f, AttributeLoc::Function);
            let sibling = |k: &str| ir::attr_value(&attrs, k);
            let fn_decorations = kernel_decorations.get(&f).map_or(&[][..], Vec::as_slice);
            for a in &attrs {
                let (k, v) = (&*a.key, &*a.value);
                // Not a property of this kernel (ESIMD kernels and the
                // register-allocation mode).
                if skipping_metadata(&self.opts, k, |md| {
                    ir::md::attached(m, f.as_global_value(), md).is_some()
                })
                .is_some()
                {
                    continue;
                }
                let why: Vec<String> =
                    match lower(&self.opts, Entity::Kernel, k, v, &sibling, &info) {
                        Ok(Outcome::ExecutionMode { mode, operands, .. }) => {
                            missing(mode, &operands).into_iter().collect()
                        }
                        Ok(Outcome::ExecutionModes(list)) => list
                            .iter()
                            .filter_map(|(mode, _, ops)| missing(*mode, ops))
                            .collect(),
                        Ok(Outcome::FunctionDecorations(ds)) => ds
                            .iter()
                            .filter(|d| !fn_decorations.contains(d))
                            .map(|d| format!("!spirv.Decorations has no {d}"))
                            .collect(),
                        // Kernel metadata, or the execution mode
                        // spirv-exec-modes moved it into.
                        Ok(Outcome::KernelMetadata { name, values, .. }) => {
                            let there = Attached::<Vec<u64>>::new(&name).get(m, f);
                            let moved = execution_mode_of_metadata(&name)
                                .zip(
                                    values
                                        .iter()
                                        .map(|&v| u32::try_from(v).ok())
                                        .collect::<Option<Vec<u32>>>(),
                                )
                                .is_some_and(|(mode, ops)| missing(mode as u32, &ops).is_none());
                            (!matches!(there, Ok(Some(ref v)) if *v == values) && !moved)
                                .then(|| {
                                    format!("the kernel has no !{name} {}", show_literals(&values))
                                })
                                .into_iter()
                                .collect()
                        }
                        Ok(Outcome::KernelLiterals { name, operands }) => {
                            let there = Attached::<Vec<Literal>>::new(&name).get(m, f);
                            (!matches!(there, Ok(Some(ref v)) if *v == operands))
                                .then(|| {
                                    let shown = operands.iter().map(|l| match l {
                                        Literal::Int(i) => i.to_string(),
                                        Literal::Str(s) => format!("!{}", dquote(s)),
                                    });
                                    format!("the kernel has no !{name} {}", show_literals(shown))
                                })
                                .into_iter()
                                .collect()
                        }
                        _ => Vec::new(),
                    };
                for why in why {
                    findings.push(format!(
                        "{} is not lowered: {why}",
                        Site::Entity(what).property(k, v)
                    ));
                }
            }
        }

        // Annotations left for sycl-annotations, and `{X:Y}` strings that
        // do not read (as sycl-annotations reads them).
        let drafts = self.opts.registry.draft_decorations();
        for a in crate::properties::annotations::calls(m) {
            let Some(text) = a.text.as_deref() else {
                continue;
            };
            if text == crate::properties::annotations::SYCL_PROPERTIES {
                findings.push(format!(
                    "{}: a \"sycl-properties\" annotation is left (sycl-annotations lowers it)",
                    describe(&a)
                ));
            } else if annotation_string::is_decoration_string(text) {
                if let Err(e) = annotation_string::parse(text)
                    .and_then(|entries| annotation_string::decorations(&entries, &drafts))
                {
                    findings.push(format!(
                        "{}: annotation string {}: {e}",
                        describe(&a),
                        dquote(text)
                    ));
                }
            }
        }

        // What our passes emitted and a later pass lost.
        findings.extend(super::emitted::losses(m));

        // NVPTX and AMDGCN.
        if Target::of(m).is_some() {
            let mut callers = FxHashSet::default();
            for name in [NVVM_IMPLICIT_OFFSET, AMDGCN_IMPLICIT_OFFSET] {
                let Some(intr) = m.get_function(name) else {
                    continue;
                };
                for u in crate::ir::call::uses(intr) {
                    if let crate::ir::call::FunctionUse::Call(c) = u {
                        if callers.insert(c.caller()) {
                            findings.push(format!(
                                "@{}: calls @{name}, which globaloffset lowers",
                                ir::function_name(c.caller())
                            ));
                        }
                    }
                }
            }
            for f in m.get_functions().filter(|f| kernels.contains(f)) {
                for i in local_pointer_params(f) {
                    let what = Subject::Param(f, i);
                    findings.push(format!(
                        "{what}: a pointer to addrspace(3), which localaccessortosharedmemory lowers"
                    ));
                }
            }
        }

        for finding in findings {
            self.report(m, cx, finding);
        }
        false
    }
}
