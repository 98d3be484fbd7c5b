//! `print<sycl-annotations>`: every annotation call, where it is, and for a
//! `"sycl-properties"` annotation each property and what the registry says
//! it becomes for a struct member (or, as `sycl-annotations` does with it,
//! that it is left out of the rewritten annotation, and why). Takes the
//! property passes' parameters (`print<sycl-annotations<registry=r.toml>>`).
//! Changes nothing. Output (stderr):
//!
//! ```text
//! sycl-annotations
//! @k, line 2 of ann.cl: llvm.ptr.annotation "sycl-properties"
//!   sycl-num-banks = "4": decoration NumbanksALTERA 4
//! @k, line 4 of ann.cl: llvm.ptr.annotation "{5835:1,2,3}" (not sycl-properties)
//! @k, line 5 of ann.cl: llvm.ptr.annotation "sycl-properties": error: odd number of property name/value fields (3)
//! ```

use inkwell::module::Module;

use crate::pass::{dquote, ModulePass, PassCx};
use crate::properties::annotations::{calls, describe, properties, SYCL_PROPERTIES};
use crate::properties::lower::{lower, needs, ModuleInfo, Outcome, PropertyOptions};
use crate::properties::Entity;
use crate::sycl::annotations::{warned_drop, LEFT_OUT};

/// The pass `print<sycl-annotations>`, with its options.
pub struct PrintSyclAnnotations {
    /// The property passes' options: what each property lowers to.
    pub opts: PropertyOptions,
}

impl PrintSyclAnnotations {
    /// The printer's text (public for in-process tests).
    pub fn render(&self, m: &Module<'_>) -> String {
        let info = ModuleInfo::of(m);
        let mut out = String::from("sycl-annotations\n");
        for call in calls(m) {
            let intrinsic = call.kind.ir_name();
            let text = call.text.as_deref().unwrap_or("<not a constant string>");
            let head = format!("{}: {intrinsic} {}", describe(&call), dquote(text));
            if call.text.as_deref() != Some(SYCL_PROPERTIES) {
                out.push_str(&format!("{head} (not sycl-properties)\n"));
                continue;
            }
            match properties(&call) {
                Err(e) => out.push_str(&format!("{head}: error: {e}\n")),
                Ok(props) => {
                    out.push_str(&format!("{head}\n"));
                    let sibling =
                        |k: &str| props.iter().find(|p| p.name == k).map(|p| p.value.as_str());
                    for p in &props {
                        let what = match lower(
                            &self.opts,
                            Entity::Member,
                            &p.name,
                            &p.value,
                            &sibling,
                            &info,
                        ) {
                            Ok(o) => member_outcome(&o, needs(&self.opts, &p.name, &o)),
                            Err(e) => format!("error: {e}"),
                        };
                        out.push_str(&format!("  {} = {}: {what}\n", p.name, dquote(&p.value)));
                    }
                }
            }
        }
        out
    }
}

/// What `sycl-annotations` does with a member property's outcome: what is
/// not a decoration or an alignment is left out of the rewritten
/// annotation (the printer says so, and whether the pass warns).
fn member_outcome(o: &Outcome, needs: String) -> String {
    if let Some(why) = warned_drop(o) {
        return format!("{why}: {LEFT_OUT} (a warning)");
    }
    match o {
        Outcome::Decoration(..) | Outcome::Decorations(_) | Outcome::Align { .. } => {
            format!("{o}{needs}")
        }
        Outcome::Filtered => format!("filtered out by only/except: {LEFT_OUT}"),
        other => format!("{other}: {LEFT_OUT}"),
    }
}

impl ModulePass for PrintSyclAnnotations {
    fn log_target(&self) -> &'static str {
        "spirv_props::print_sycl_annotations"
    }

    fn run(&self, m: &Module<'_>, _: &mut PassCx) -> bool {
        eprint!("{}", self.render(m));
        false
    }
}
