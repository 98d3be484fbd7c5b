//! `print<sycl-properties>`: per entity, every `sycl-*` property found, and
//! what it lowers to under the current registry and options (or why not).
//! Changes nothing. Output (stderr), one line per property, entities in
//! module order:
//!
//! ```text
//! sycl-properties (numbering grammar)
//! global @dm
//!   sycl-device-global-size = "4": decoration HostAccessINTEL 3 "uid" (needs SPV_INTEL_global_variable_host_access, GlobalVariableHostAccessINTEL)
//!   sycl-unique-id = "uid": nothing (a recorded fact)
//! kernel @k
//!   sycl-work-group-size = "8,4,2": !reqd_work_group_size !{i64 2, i64 4, i64 8}
//! parameter 0 (%p) of @k
//!   sycl-alignment = "sixteen": error: 'sixteen' is not an unsigned integer
//!   sycl-foo = "1": not in the registry: left as it is
//! ```
//! Attributes whose name does not start with `sycl-` are not shown unless
//! the registry knows them. Values are quoted as diagnostics quote them
//! ([`crate::pass::dquote`]): a value past `QUOTE_LIMIT` characters shows
//! its start and its length (`"aaa..."... (20971520 bytes)`), not 20 MB.

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;

use crate::ir;
use crate::metadata::kernel::kernel_set;
use crate::pass::{dquote, ModulePass, PassCx};
use crate::properties::lower::{is_property, needs, ModuleInfo, PropertyOptions, NUMBERING};
use crate::properties::plan::plan;
use crate::properties::Entity;

/// The pass `print<sycl-properties>`, with its options.
pub struct PrintSyclProperties {
    /// The property passes' options: what each property lowers to.
    pub opts: PropertyOptions,
}

impl PrintSyclProperties {
    fn section(
        &self,
        out: &mut String,
        header: &str,
        entity: Entity,
        attrs: &[ir::StringAttr<'_>],
        info: &ModuleInfo,
        kernel: bool,
    ) {
        if !attrs.iter().any(|a| is_property(&self.opts, &a.key)) {
            return;
        }
        out.push_str(header);
        out.push('\n');
        let shown = |k: &str, _: &str| is_property(&self.opts, k);
        for p in plan(&self.opts, entity, attrs, info, shown) {
            let (k, v) = (p.property, p.value);
            let for_kernels = matches!(entity, Entity::Kernel | Entity::Parameter);
            let known = self
                .opts
                .registry
                .get(k)
                .is_some_and(|d| d.applies_to.contains(&entity));
            let (what, implies) = if for_kernels && known && !kernel {
                (
                    "applies to kernels only: left as it is".to_string(),
                    String::new(),
                )
            } else {
                match &p.outcome {
                    Ok(o) => (o.to_string(), needs(&self.opts, k, o)),
                    Err(e) => (format!("error: {e}"), String::new()),
                }
            };
            out.push_str(&format!("  {k} = {}: {what}{implies}\n", dquote(v)));
        }
    }

    /// The printer's text (public for in-process tests).
    pub fn render(&self, m: &Module<'_>) -> String {
        let numbering = NUMBERING.text(self.opts.registry.numbering);
        let mut out = format!("sycl-properties (numbering {numbering})\n");
        let info = ModuleInfo::of(m);
        for g in m.get_globals() {
            self.section(
                &mut out,
                &format!("global @{}", ir::global_name(g)),
                Entity::Global,
                &ir::global_string_attrs(g),
                &info,
                false,
            );
        }
        let kernels = kernel_set(m);
        for f in m.get_functions().filter(|f| crate::ir::is_definition(*f)) {
            let is_kernel = kernels.contains(&f);
            let kind = if is_kernel {
                "kernel"
            } else {
                "function (not a kernel)"
            };
            let header = format!("{kind} @{}", ir::function_name(f));
            self.section(
                &mut out,
                &header,
                Entity::Kernel,
                &ir::string_attrs(f, AttributeLoc::Function),
                &info,
                is_kernel,
            );
            for i in 0..f.count_params() {
                let attrs = ir::string_attrs(f, AttributeLoc::Param(i));
                self.section(
                    &mut out,
                    &ir::Subject::Param(f, i).to_string(),
                    Entity::Parameter,
                    &attrs,
                    &info,
                    is_kernel,
                );
            }
        }
        out
    }
}

impl ModulePass for PrintSyclProperties {
    fn log_target(&self) -> &'static str {
        "spirv_props::print_sycl_properties"
    }

    fn run(&self, m: &Module<'_>, _: &mut PassCx) -> bool {
        eprint!("{}", self.render(m));
        false
    }
}
