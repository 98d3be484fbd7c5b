//! `sycl-kernel-properties`: SYCL compile-time properties on kernel
//! functions (seed 000, "Properties on kernel functions", "Representing
//! properties in SPIR-V / Property on a kernel function") become kernel
//! metadata (`!reqd_work_group_size` ...) or `!spirv.ExecutionMode` entries,
//! as the registry says.
//!
//! Work-group sizes are written in SPIR-V order (the SYCL list reversed),
//! padded to three with 1, as `size_t`-wide integers, like the reference;
//! when padded, `!work_group_num_dim` records the original count. A value
//! that disagrees with metadata already there, or with the execution mode
//! `spirv-exec-modes` moved it to, is an error naming both; an equal one is
//! not written again (a consumer must see each mode once). A kernel
//! property on a function that is not a kernel is a warning and is left.

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir;
use crate::metadata::kernel::KernelTest;
use crate::metadata::kernel_modes::execution_mode_of_metadata;
use crate::metadata::spirv::{decorations, write_decorations, Decorations};
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes, Literal};
use crate::metadata::Attached;
use crate::metadata::Holder;
use crate::pass::modes::{read_for_update, ModesRead};
use crate::pass::{comma_list, quote, ModulePass, PassCx, RemarkKind, Site};
use crate::properties::apply::{decorations_to_add, left_on_non_kernel, report, Lowered};
use crate::properties::lower::{ModuleInfo, Outcome, PropertyOptions};
use crate::properties::memo::{Done, Lowerings};
use crate::properties::Entity;

/// The pass `sycl-kernel-properties`, with its options.
pub struct SyclKernelProperties {
    /// The property passes' options.
    pub opts: PropertyOptions,
}

impl SyclKernelProperties {
    /// Writes `!name !{values}` unless equal metadata (or the execution mode
    /// it was moved to) is there; a different one is a conflict.
    #[allow(clippy::too_many_arguments)]
    fn kernel_metadata<'ctx>(
        &self,
        m: &Module<'ctx>,
        k: FunctionValue<'ctx>,
        src: (&str, &str),
        done: &Done,
        modes: &ExecutionModes<'ctx>,
        cx: &mut PassCx,
    ) -> bool {
        let Ok(Outcome::KernelMetadata { name, values, .. }) = &done.outcome else {
            return false;
        };
        let what = Site::Entity(ir::Subject::Kernel(k));
        let (prop, value) = src;
        match Attached::<Vec<u64>>::with_kind(m, name, &done.kind).get(m, k) {
            Err(e) => {
                cx.error_at(&what, e);
                return false;
            }
            Ok(Some(old)) if old == *values => return false,
            Ok(Some(old)) => {
                cx.error(format!(
                    "{} gives !{name} ({}), but the kernel has !{name} ({})",
                    what.property(prop, value),
                    comma_list(values),
                    comma_list(&old)
                ));
                return false;
            }
            Ok(None) => {}
        }
        if let Some(mode) = execution_mode_of_metadata(name) {
            if let Some(e) = modes.of(k).iter().find(|e| e.mode == mode as u32) {
                let old: Vec<u64> = e.operands.iter().map(|&x| u64::from(x)).collect();
                if old == *values {
                    return false;
                }
                cx.error(format!(
                    "{} gives !{name} ({}), but !spirv.ExecutionMode has {mode:?} ({})",
                    what.property(prop, value),
                    comma_list(values),
                    comma_list(&old)
                ));
                return false;
            }
        }
        if let Some(node) = done.kernel_metadata_node(m) {
            Attached::<Vec<u64>>::with_kind(m, name, &done.kind).set_node(m, k, node);
        }
        cx.stats.bump_fn(k, format_args!("{name}.added"));
        true
    }
}

impl ModulePass for SyclKernelProperties {
    fn log_target(&self) -> &'static str {
        "spirv_props::sycl_kernel_properties"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let info = ModuleInfo::of(m);
        let kernels = KernelTest::of(m);
        let ModesRead { mut modes, dropped } = read_for_update(m, cx);
        let mut changed = dropped;
        let mut memo = Lowerings::default();
        let mut sets = ir::AttrSets::default();
        for f in m.get_functions().filter(|f| ir::is_definition(*f)) {
            let errors = cx.error_count();
            let (set, attrs) = sets.of(f, AttributeLoc::Function);
            let is_kernel = kernels.is_kernel(f);
            let subject = if is_kernel {
                ir::Subject::Kernel(f)
            } else {
                ir::Subject::Function(f)
            };
            let what = Site::Entity(subject);
            if !is_kernel {
                // Functions carry properties of their own ("sycl-module-id"
                // ...): only those for kernels are worth a warning.
                left_on_non_kernel(
                    cx,
                    &self.opts,
                    (subject, Entity::Kernel),
                    &attrs,
                    |site| {
                        format!(
                            "{site} applies to kernels, and @{} is not one: left as it is",
                            ir::function_name(f)
                        )
                    },
                    "not a kernel property and not a kernel",
                );
                continue;
            }
            for p in memo.plan_set(&self.opts, Entity::Kernel, (set, &attrs), &info) {
                let (k, v) = (p.property, p.value);
                // A property whose kernel metadata the kernel already has is
                // not lowered (the registry's `unless-kernel-metadata`).
                if let Some(md) = p.done.unless_metadata.as_deref() {
                    if Attached::<Vec<u64>>::with_kind(m, md, &p.done.unless_kind)
                        .node(m, f)
                        .is_some()
                    {
                        log::debug!(target: cx.log, "{what}: {k} = {} skipped: the kernel has !{md}", quote(v));
                        cx.remark(RemarkKind::Missed, "PropertySkipped", subject, |r| {
                            r.site(&what.property(k, v))
                                .text(": skipped: the kernel has !")
                                .arg("Metadata", md);
                        });
                        continue;
                    }
                }
                report(cx, &self.opts, subject, k, v, &p.done.outcome);
                let Ok(o) = &p.done.outcome else { continue };
                let wrote = match o {
                    Outcome::KernelMetadata { dims, .. } => {
                        let w = self.kernel_metadata(m, f, (k, v), &p.done, &modes, cx);
                        if let (true, Some((d, _))) = (w, dims) {
                            let dims_attr =
                                Attached::<Vec<u32>>::with_kind(m, d, &p.done.dims_kind);
                            if dims_attr.node(m, f).is_none() {
                                if let Some(node) = p.done.dims_node(m) {
                                    dims_attr.set_node(m, f, node);
                                }
                            }
                        }
                        w
                    }
                    // Width-parameterized modes (RoundingModeRTE 32 and 64)
                    // coexist: identical entries are merged, nothing else.
                    Outcome::ExecutionModes(new) => {
                        new.iter().fold(false, |changed, (mode, _, operands)| {
                            let e = ExecutionModeEntry {
                                function: f,
                                mode: *mode,
                                operands: operands.clone(),
                            };
                            modes.add(m, &e) || changed
                        })
                    }
                    Outcome::FunctionDecorations(new) => {
                        let mut list: Decorations = match decorations(m, Holder::Function(f)) {
                            Ok(e) => e.into(),
                            Err(e) => {
                                cx.error_at(&what, e);
                                continue;
                            }
                        };
                        let lowered: Vec<_> = new
                            .iter()
                            .map(|d| Lowered {
                                property: k.into(),
                                value: v.into(),
                                decoration: d.clone(),
                            })
                            .collect();
                        match decorations_to_add(cx, &what, "!spirv.Decorations", &list, lowered) {
                            Some(add) => {
                                add.into_iter().for_each(|d| {
                                    list.push(d);
                                });
                                write_decorations(m, Holder::Function(f), &list)
                            }
                            None => false,
                        }
                    }
                    Outcome::KernelLiterals { name, operands } => {
                        let attr = Attached::<Vec<Literal>>::with_kind(m, name, &p.done.kind);
                        match attr.get(m, f) {
                            Err(e) => {
                                cx.error_at(&what, e);
                                false
                            }
                            Ok(Some(old)) if &old == operands => false,
                            Ok(Some(old)) => {
                                cx.error(format!(
                                    "{} gives !{name} ({}), but the kernel has !{name} ({})",
                                    what.property(k, v),
                                    comma_list(operands),
                                    comma_list(&old)
                                ));
                                false
                            }
                            Ok(None) => {
                                attr.set(m, f, operands);
                                cx.stats.bump_fn(f, format_args!("{name}.added"));
                                true
                            }
                        }
                    }
                    Outcome::ExecutionMode {
                        mode,
                        name,
                        operands,
                    } => {
                        let existing = modes.of(f).iter().find(|e| e.mode == *mode).cloned();
                        match existing {
                            Some(e) if &e.operands == operands => false,
                            Some(e) => {
                                cx.error(format!("{} gives {name} {operands:?}, but !spirv.ExecutionMode has {e}", what.property(k, v)));
                                false
                            }
                            None => modes.add(
                                m,
                                &ExecutionModeEntry {
                                    function: f,
                                    mode: *mode,
                                    operands: operands.clone(),
                                },
                            ),
                        }
                    }
                    _ => false,
                };
                changed |= wrote;
                // Stripped only while this kernel has no error.
                if self.opts.strips(o) && cx.error_count() == errors {
                    ir::remove_string_attr(f, AttributeLoc::Function, k);
                    changed = true;
                }
            }
        }
        changed
    }
}
