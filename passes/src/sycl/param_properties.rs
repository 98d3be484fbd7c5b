//! `sycl-param-properties`: SYCL compile-time properties on kernel
//! parameters (seed 000, "Properties on kernel arguments", "Representing
//! properties in SPIR-V / Property on a kernel parameter") become
//! `!spirv.ParameterDecorations` on the kernel: one decoration-list per
//! parameter, `!{}` for a parameter with none (seed 002 layout).
//!
//! `sycl-alignment` becomes LLVM's `align` attribute instead, as in the
//! reference, and its source attribute is removed. A parameter property on a
//! function that is not a kernel is a warning and is left as it is.

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;

use crate::ir;
use crate::metadata::emitted::Recorder;
use crate::metadata::kernel::kernel_set;
use crate::metadata::spirv::{PendingDecorations, Realigned};
use crate::pass::{quote, ModulePass, PassCx, RemarkKind, Site};
use crate::properties::apply::{decorations_to_add, report, Lowered};
use crate::properties::lower::{is_property, ModuleInfo, Outcome, PropertyOptions};
use crate::properties::plan::plan;
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
        let kernels = kernel_set(m);
        let mut changed = false;
        let mut recorder = Recorder::default();
        for f in m.get_functions().filter(|f| ir::is_definition(*f)) {
            let is_kernel = kernels.contains(&f);
            // A kernel's parameter lists are read once and written once,
            // when its parameters are done (so only one kernel's lists are
            // held at a time).
            let mut pending = PendingDecorations::default();
            // Its parameters' attribute edits, made at once at the end.
            let mut edits = ir::ParamEdits::new(f);
            if is_kernel {
                match pending.params_realigned(m, f) {
                    Err(e) => {
                        cx.error_at(&Site::Entity(ir::Subject::Kernel(f)), e);
                        continue;
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
            }
            for i in 0..f.count_params() {
                let loc = AttributeLoc::Param(i);
                let attrs = ir::string_attrs(f, loc);
                if attrs.is_empty() {
                    continue;
                }
                let subject = ir::Subject::Param(f, i);
                let what = Site::Entity(subject);
                let errors = cx.error_count();
                if !is_kernel {
                    for a in &attrs {
                        let (k, v) = (&*a.key, &*a.value);
                        if self
                            .opts
                            .registry
                            .get(k)
                            .is_some_and(|d| d.applies_to.contains(&Entity::Parameter))
                        {
                            cx.warning(format!(
                                "{} on a function that is not a kernel: left as it is",
                                what.property(k, v)
                            ));
                        } else if is_property(&self.opts, k) {
                            log::debug!(target: cx.log, "{what}: {k} = {} left: not a parameter property, on a function that is not a kernel", quote(v));
                        } else {
                            continue;
                        }
                        cx.remark(RemarkKind::Missed, "PropertyNotKernel", subject, |r| {
                            r.site(&what.property(k, v))
                                .text(": left as it is, on a function that is not a kernel");
                        });
                    }
                    continue;
                }
                let mut new = Vec::new();
                for p in plan(&self.opts, Entity::Parameter, &attrs, &info, |_, _| true) {
                    let (k, v) = (p.property, p.value);
                    report(cx, subject, k, v, &p.outcome);
                    let Ok(o) = p.outcome else { continue };
                    let strips = self.opts.strips(&o);
                    match o {
                        Outcome::Decoration(decoration, _) => new.push(Lowered {
                            property: k.into(),
                            value: v.into(),
                            decoration,
                        }),
                        // LLVM's `align` is for pointers only (the verifier
                        // aborts on `align 16` on an `i32`).
                        Outcome::Align { .. } if !param_is_pointer(f, i) => {
                            cx.error_at(
                                &what.property(k, v),
                                "alignment applies to a pointer parameter, this one is not a pointer",
                            );
                            continue;
                        }
                        Outcome::Align { align: n, .. } => {
                            let old = edits.set_align(i, n);
                            changed |= old != Some(n);
                            cx.stats.bump_fn(f, "align.set");
                        }
                        _ => {}
                    }
                    if strips {
                        edits.remove_string(i, k);
                        changed = true;
                    }
                }
                // This parameter's errors (an earlier one's do not stop it).
                if new.is_empty() || cx.error_count() > errors {
                    continue;
                }
                let have = match pending.param(m, f, i as usize) {
                    Ok(have) => have,
                    Err(e) => {
                        cx.error_at(&what, e);
                        continue;
                    }
                };
                let Some(add) =
                    decorations_to_add(cx, &what, "!spirv.ParameterDecorations", have, new)
                else {
                    continue;
                };
                for d in add {
                    have.push(d);
                    cx.stats.bump_fn(f, "parameter-decorations.added");
                }
            }
            edits.apply();
            changed |= pending.write_recording(m, &mut recorder);
        }
        changed
    }
}

/// Whether parameter `i` of `f` is a pointer.
fn param_is_pointer(f: inkwell::values::FunctionValue<'_>, i: u32) -> bool {
    f.get_nth_param(i).is_some_and(|p| p.is_pointer_value())
}
