//! `sycl-param-properties`: SYCL compile-time properties on kernel
//! parameters (seed 000, "Properties on kernel arguments", "Representing
//! properties in SPIR-V / Property on a kernel parameter") become
//! `!spirv.ParameterDecorations` on the kernel: one decoration-list per
//! parameter, `!{}` for a parameter with none (seed 002 layout).
//!
//! `sycl-alignment` becomes LLVM's `align` attribute instead, as in the
//! reference, and its source attribute is removed. A parameter property on a
//! function that is not a kernel is a warning and is left as it is.

use std::rc::Rc;

use inkwell::attributes::AttributeLoc;
use inkwell::llvm_sys::prelude::LLVMMetadataRef;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use rustc_hash::FxHashMap;

use crate::ir;
use crate::ir::md::MdWriter;
use crate::metadata::emitted::Recorder;
use crate::metadata::kernel::KernelTest;
use crate::metadata::spirv::{
    decoration_list_node, write_fresh_parameter_decorations, PendingDecorations, Realigned,
    PARAMETER_DECORATIONS,
};
use crate::pass::{ModulePass, PassCx, Site};
use crate::properties::apply::{decorations_to_add, left_on_non_kernel, report};
use crate::properties::lower::{ModuleInfo, Outcome, PropertyOptions};
use crate::properties::memo::{decoration_nodes, Lowerings, Planned};
use crate::properties::Entity;

/// The pass `sycl-param-properties`, with its options.
pub struct SyclParamProperties {
    /// The property passes' options.
    pub opts: PropertyOptions,
}

impl ModulePass for SyclParamProperties {
    fn log_target(&self) -> &'static str {
        "spirv_props::sycl_param_properties"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let info = ModuleInfo::of(m);
        let kernels = KernelTest::of(m);
        let mut changed = false;
        let mut recorder = Recorder::default();
        let mut memo = Memo::new(m, !cx.reports_each_entity());
        let mut sets = ir::AttrSets::default();
        let mut edited = ir::ParamEditMemo::new();
        // Without the kind in the context no kernel has lists yet, and none
        // is looked at (this pass gives a kernel lists only when it does
        // that kernel).
        let lists_before = PARAMETER_DECORATIONS.kind_exists(m);
        for f in m.get_functions().filter(|f| ir::is_definition(*f)) {
            // Its parameters' attribute edits, made at once at the end.
            let mut edits = ir::ParamEdits::new(f);
            if !kernels.is_kernel(f) {
                for i in 0..f.count_params() {
                    self.not_a_kernel(cx, f, i);
                }
            } else if !lists_before || PARAMETER_DECORATIONS.node(m, f).is_none() {
                changed |= self.fresh_kernel(
                    m,
                    cx,
                    f,
                    &info,
                    (&mut memo, &mut sets),
                    &mut edits,
                    &mut recorder,
                );
            } else {
                changed |= self.kernel_with_lists(
                    m,
                    cx,
                    f,
                    (&info, &mut memo.lowerings),
                    &mut edits,
                    &mut recorder,
                );
            }
            edits.apply(&mut edited);
        }
        changed
    }
}

/// What the properties of one parameter of a kernel give.
struct ParamLowered<'a> {
    /// The properties that became decorations, in order.
    new: Vec<Planned<'a>>,
    /// Whether lowering reported an error: the parameter then gets none of
    /// its decorations (its `align` and removals are still made).
    errored: bool,
    /// `align` values to set, in order (`sycl-alignment`).
    aligns: Vec<u64>,
    /// Attributes to remove (`strip=`).
    strips: Vec<Box<str>>,
}

/// A parameter as its attributes and type decide it: its attribute set's
/// identity (see [`ir::AttrSets::of`]) and whether it is a pointer.
type ParamKey = (usize, bool);

/// What a kernel parameter without decorations before gets, done once per
/// distinct [`ParamKey`] of the run: kernels share most parameter
/// attribute sets (`"sycl-buffer-location"="1"`), and lowering, checking
/// and building the decoration-list node of each copy again was most of
/// this pass's work.
struct ParamDone {
    /// How many decorations the parameter's list has.
    decorations: usize,
    /// Its decoration-list node.
    node: LLVMMetadataRef,
    /// `align` values to set and attributes to remove.
    aligns: Vec<u64>,
    strips: Vec<Box<str>>,
}

/// The parameters done so far in this run, by [`ParamKey`]; off when each
/// parameter must report on its own (remarks, the debug log).
struct Memo {
    on: bool,
    done: FxHashMap<ParamKey, Rc<ParamDone>>,
    /// What each attribute lowers to.
    lowerings: Lowerings,
    /// `!{}`, the list of a parameter without decorations.
    empty: LLVMMetadataRef,
}

impl Memo {
    fn new(m: &Module<'_>, on: bool) -> Self {
        Memo {
            on,
            done: FxHashMap::default(),
            lowerings: Lowerings::default(),
            empty: decoration_list_node(m, &Vec::new()),
        }
    }
}

impl SyclParamProperties {
    /// Lowers the properties of parameter `i` of kernel `f` (a pointer
    /// when `pointer`), each distinct attribute once per run (`lowerings`),
    /// reporting as it goes.
    fn lower_param<'a>(
        &'a self,
        cx: &mut PassCx,
        (f, i, pointer): (FunctionValue<'_>, u32, bool),
        attrs: &'a [ir::StringAttr<'_>],
        info: &'a ModuleInfo,
        lowerings: &'a mut Lowerings,
    ) -> ParamLowered<'a> {
        let subject = ir::Subject::Param(f, i);
        let what = Site::Entity(subject);
        let errors = cx.error_count();
        let mut out = ParamLowered {
            new: Vec::with_capacity(attrs.len()),
            errored: false,
            aligns: Vec::new(),
            strips: Vec::new(),
        };
        for p in lowerings.plan(&self.opts, Entity::Parameter, attrs, info) {
            let (k, v) = (p.property, p.value);
            report(cx, &self.opts, subject, k, v, &p.done.outcome);
            let Ok(o) = &p.done.outcome else { continue };
            let strips = self.opts.strips(o);
            match o {
                Outcome::Decoration(..) => out.new.push(p),
                // LLVM's `align` is for pointers only (the verifier
                // aborts on `align 16` on an `i32`).
                Outcome::Align { .. } if !pointer => {
                    cx.error_at(
                        &what.property(k, v),
                        "alignment applies to a pointer parameter, this one is not a pointer",
                    );
                    continue;
                }
                Outcome::Align { align: n, .. } => out.aligns.push(*n),
                _ => {}
            }
            if strips {
                out.strips.push(k.into());
            }
        }
        // This parameter's errors (an earlier one's do not stop it).
        out.errored = cx.error_count() > errors;
        out
    }

    /// Makes parameter `i`'s `align` and attribute removals; true if that
    /// changed anything.
    fn edit(
        cx: &mut PassCx,
        f: FunctionValue<'_>,
        i: u32,
        edits: &mut ir::ParamEdits<'_>,
        aligns: &[u64],
        strips: &[Box<str>],
    ) -> bool {
        let mut changed = false;
        for &n in aligns {
            changed |= edits.set_align(i, n) != Some(n);
            cx.stats.bump_fn(f, "align.set");
        }
        for k in strips {
            edits.remove_string(i, k);
            changed = true;
        }
        changed
    }

    /// A kernel without `!spirv.ParameterDecorations`: each parameter's
    /// list is what its properties give, done once per distinct parameter
    /// (see [`ParamDone`]). True if it changed the module.
    #[allow(clippy::too_many_arguments)]
    fn fresh_kernel<'ctx>(
        &self,
        m: &Module<'ctx>,
        cx: &mut PassCx,
        f: FunctionValue<'ctx>,
        info: &ModuleInfo,
        (memo, sets): (&mut Memo, &mut ir::AttrSets<'ctx>),
        edits: &mut ir::ParamEdits<'ctx>,
        recorder: &mut Recorder<'ctx>,
    ) -> bool {
        let mut changed = false;
        let mut lists = Vec::with_capacity(f.count_params() as usize);
        let mut any = false;
        let mut pointers: Option<ir::PointerParams> = None;
        for i in 0..f.count_params() {
            let (set, attrs) = sets.of(f, AttributeLoc::Param(i));
            if attrs.is_empty() {
                lists.push(memo.empty);
                continue;
            }
            let pointer = pointers.get_or_insert_with(|| ir::pointer_params(f)).get(i);
            let key = memo.on.then_some((set, pointer));
            let done = match key.and_then(|k| memo.done.get(&k)) {
                Some(done) => Rc::clone(done),
                None => {
                    let findings = cx.findings();
                    let lowered =
                        self.lower_param(cx, (f, i, pointer), &attrs, info, &mut memo.lowerings);
                    // The list: each decoration once (equal decorations are
                    // one uniqued node), made of the nodes kept for each
                    // attribute.
                    let nodes = if lowered.errored {
                        Vec::new()
                    } else {
                        decoration_nodes(m, &lowered.new)
                    };
                    let node = if nodes.is_empty() {
                        memo.empty
                    } else {
                        MdWriter::new(m).tuple(&nodes)
                    };
                    let done = Rc::new(ParamDone {
                        decorations: nodes.len(),
                        node,
                        aligns: lowered.aligns,
                        strips: lowered.strips,
                    });
                    if let Some(k) = key.filter(|_| cx.findings() == findings) {
                        memo.done.insert(k, Rc::clone(&done));
                    }
                    done
                }
            };
            changed |= Self::edit(cx, f, i, edits, &done.aligns, &done.strips);
            for _ in 0..done.decorations {
                cx.stats.bump_fn(f, "parameter-decorations.added");
            }
            any |= done.decorations > 0;
            lists.push(done.node);
        }
        if any {
            write_fresh_parameter_decorations(m, f, &lists, recorder);
        }
        changed || any
    }

    /// A kernel that has `!spirv.ParameterDecorations` (a second run, or
    /// lists from elsewhere): each parameter's decorations are merged with
    /// its list (never duplicated; another value for one decoration is a
    /// conflict), and lists that no longer match the parameters are started
    /// over. True if it changed the module.
    fn kernel_with_lists<'ctx>(
        &self,
        m: &Module<'ctx>,
        cx: &mut PassCx,
        f: FunctionValue<'ctx>,
        (info, lowerings): (&ModuleInfo, &mut Lowerings),
        edits: &mut ir::ParamEdits<'ctx>,
        recorder: &mut Recorder<'ctx>,
    ) -> bool {
        let mut changed = false;
        // The kernel's parameter lists are read once and written once,
        // when its parameters are done.
        let mut pending = PendingDecorations::default();
        match pending.params_realigned(m, f) {
            Err(e) => {
                cx.error_at(&Site::Entity(ir::Subject::Kernel(f)), e);
                return false;
            }
            Ok(Realigned {
                started_over: Some((lists, params)),
                ..
            }) => cx.warning_at(
                &Site::Entity(ir::Subject::Kernel(f)),
                format_args!(
                    "!spirv.ParameterDecorations had {lists} decoration lists for {params} parameter{}: \
                     a pass changed the parameter list after the decorations were written; \
                     rebuilt from the parameters' properties (decorations from anywhere else are dropped)",
                    if params == 1 { "" } else { "s" }
                ),
            ),
            Ok(_) => {}
        }
        let pointers = ir::pointer_params(f);
        for i in 0..f.count_params() {
            let attrs = ir::string_attrs(f, AttributeLoc::Param(i));
            if attrs.is_empty() {
                continue;
            }
            let what = Site::Entity(ir::Subject::Param(f, i));
            let lowered = self.lower_param(cx, (f, i, pointers.get(i)), &attrs, info, lowerings);
            changed |= Self::edit(cx, f, i, edits, &lowered.aligns, &lowered.strips);
            if lowered.new.is_empty() || lowered.errored {
                continue;
            }
            let have = match pending.param(m, f, i as usize) {
                Ok(have) => have,
                Err(e) => {
                    cx.error_at(&what, e);
                    continue;
                }
            };
            let new = lowered.new.iter().filter_map(Planned::lowered).collect();
            let Some(add) = decorations_to_add(cx, &what, "!spirv.ParameterDecorations", have, new)
            else {
                continue;
            };
            for d in add {
                have.push(d);
                cx.stats.bump_fn(f, "parameter-decorations.added");
            }
        }
        changed | pending.write_recording(m, recorder)
    }

    /// Parameter `i` of `f`, a function that is not a kernel: its
    /// parameter properties are warnings and stay as they are.
    fn not_a_kernel(&self, cx: &mut PassCx, f: FunctionValue<'_>, i: u32) {
        let attrs = ir::string_attrs(f, AttributeLoc::Param(i));
        left_on_non_kernel(
            cx,
            &self.opts,
            (ir::Subject::Param(f, i), Entity::Parameter),
            &attrs,
            |site| format!("{site} on a function that is not a kernel: left as it is"),
            "not a parameter property, on a function that is not a kernel",
        );
    }
}
