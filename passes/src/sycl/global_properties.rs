//! `sycl-global-properties`: SYCL compile-time properties on global
//! variables (seed 000, "Properties on a global variable type",
//! "Representing properties in SPIR-V / Property on a global variable")
//! become `!spirv.Decorations` on the global (seed 002 layout).
//!
//! Reads the string attributes of every global (`@g = global ... #0`,
//! `attributes #0 = { "sycl-init-mode"="1" }`); what each becomes is the
//! registry's. Device globals (`sycl-device-global-size`) get the host-access
//! decoration with the access mode of `sycl-host-access` (default
//! read_write) and the `sycl-unique-id` name, host pipes (`sycl-host-pipe`)
//! read_write; as in the reference, host access comes after the other
//! decorations. Decorations merge with those
//! already there; the same decoration with another value is an error.

use inkwell::module::Module;

use crate::ir;
use crate::metadata::spirv::{decorations, write_decorations, Decorations};
use crate::metadata::Holder;
use crate::pass::{ModulePass, PassCx, Site};
use crate::properties::apply::{decorations_to_add, report, Lowered};
use crate::properties::lower::{ModuleInfo, Outcome, PropertyOptions};
use crate::properties::plan::plan;
use crate::properties::Entity;

/// The pass `sycl-global-properties`, with its options.
pub struct SyclGlobalProperties {
    /// The property passes' options.
    pub opts: PropertyOptions,
}

impl ModulePass for SyclGlobalProperties {
    fn log_target(&self) -> &'static str {
        "spirv_props::sycl_global_properties"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let info = ModuleInfo::of(m);
        let mut changed = false;
        for g in m.get_globals() {
            let attrs = ir::global_string_attrs(g);
            if attrs.is_empty() {
                continue;
            }
            let subject = ir::Subject::Global(g);
            let what = Site::Entity(subject);
            let errors = cx.error_count();
            // The reference's order: the attributes' decorations, then those
            // the registry puts last (host access).
            let (mut new, mut last, mut strip) = (Vec::new(), Vec::new(), Vec::new());
            for p in plan(&self.opts, Entity::Global, &attrs, &info, |_, _| true) {
                let (k, v) = (p.property, p.value);
                report(cx, subject, k, v, &p.outcome);
                if let Ok(o) = p.outcome {
                    if self.opts.strips(&o) {
                        strip.push(k);
                    }
                    if let Outcome::Decoration(decoration, form) = o {
                        let to = if form.last { &mut last } else { &mut new };
                        to.push(Lowered {
                            property: k.into(),
                            value: v.into(),
                            decoration,
                        });
                    }
                }
            }
            // This global's errors (an earlier one's do not stop it).
            if cx.error_count() > errors {
                continue;
            }
            new.append(&mut last);
            let mut list: Decorations = match decorations(m, Holder::Global(g)) {
                Ok(e) => e.into(),
                Err(e) => {
                    cx.error_at(&what, e);
                    continue;
                }
            };
            let Some(add) = decorations_to_add(cx, &what, "!spirv.Decorations", &list, new) else {
                continue;
            };
            add.iter().for_each(|_| cx.stats.bump("decorations.added"));
            add.into_iter().for_each(|d| {
                list.push(d);
            });
            changed |= write_decorations(m, Holder::Global(g), &list);
            for k in strip {
                changed |= ir::remove_global_string_attr(g, k);
            }
        }
        changed
    }
}
