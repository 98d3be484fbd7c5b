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
use inkwell::values::GlobalValue;

use crate::ir;
use crate::ir::md::MdWriter;
use crate::metadata::spirv::{decorations, write_decorations, Decorations, DECORATIONS};
use crate::metadata::Holder;
use crate::pass::{ModulePass, PassCx, Site};
use crate::properties::apply::{decorations_to_add, report};
use crate::properties::lower::{ModuleInfo, Outcome, PropertyOptions};
use crate::properties::memo::{decoration_nodes, Lowerings, Planned};
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
        let mut memo = Lowerings::default();
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
            let (mut new, mut strip) = (Vec::with_capacity(attrs.len()), Vec::new());
            for p in memo.plan(&self.opts, Entity::Global, &attrs, &info) {
                report(
                    cx,
                    &self.opts,
                    subject,
                    p.property,
                    p.value,
                    &p.done.outcome,
                );
                let Ok(o) = &p.done.outcome else { continue };
                if self.opts.strips(o) {
                    strip.push(p.property);
                }
                if let Outcome::Decoration(..) = o {
                    new.push(p);
                }
            }
            // This global's errors (an earlier one's do not stop it).
            if cx.error_count() > errors {
                continue;
            }
            // Stable: each group keeps the attributes' order.
            new.sort_by_key(|p| matches!(&p.done.outcome, Ok(Outcome::Decoration(_, f)) if f.last));
            let wrote = if DECORATIONS.node(m, Holder::Global(g)).is_none() {
                Self::write_fresh(m, cx, g, &new)
            } else {
                let Some(wrote) = Self::merge(m, cx, g, &what, &new) else {
                    continue;
                };
                wrote
            };
            changed |= wrote;
            for k in strip {
                changed |= ir::remove_global_string_attr(g, k);
            }
        }
        changed
    }
}

impl SyclGlobalProperties {
    /// A global without `!spirv.Decorations` gets the list of `new`'s
    /// decorations, each once (equal decorations are one uniqued node),
    /// made of the nodes kept for each attribute. True if it wrote one.
    fn write_fresh<'ctx>(
        m: &Module<'ctx>,
        cx: &mut PassCx,
        g: GlobalValue<'ctx>,
        new: &[Planned<'_>],
    ) -> bool {
        let nodes = decoration_nodes(m, new);
        if nodes.is_empty() {
            return false;
        }
        nodes
            .iter()
            .for_each(|_| cx.stats.bump("decorations.added"));
        let list = MdWriter::new(m).tuple(&nodes);
        DECORATIONS.set_node(m, Holder::Global(g), list);
        true
    }

    /// A global with `!spirv.Decorations`: `new`'s decorations merged with
    /// them (never duplicated; another value for one decoration is a
    /// conflict, and `None`). True if it wrote the list.
    fn merge<'ctx>(
        m: &Module<'ctx>,
        cx: &mut PassCx,
        g: GlobalValue<'ctx>,
        what: &Site<'_, 'ctx>,
        new: &[Planned<'_>],
    ) -> Option<bool> {
        let mut list: Decorations = match decorations(m, Holder::Global(g)) {
            Ok(e) => e.into(),
            Err(e) => {
                cx.error_at(what, e);
                return None;
            }
        };
        let lowered = new.iter().filter_map(Planned::lowered).collect();
        let add = decorations_to_add(cx, what, "!spirv.Decorations", &list, lowered)?;
        add.iter().for_each(|_| cx.stats.bump("decorations.added"));
        add.into_iter().for_each(|d| {
            list.push(d);
        });
        Some(write_decorations(m, Holder::Global(g), &list))
    }
}
