//! `print<spirv-requirements>`: prints what the module requires of a SPIR-V
//! consumer (its `!spirv.Extension` / `!spirv.Capability` entries and what
//! the `"spv.extextension"` / `"spv.extcapability"` attributes of functions
//! reachable from an entry point add, as `spirv-inline-attrs` collects them),
//! and the `--spirv-ext` argument for llvm-spirv and llc, which a build
//! script passes on: llc reads neither list and Intel's translator refuses
//! extensions it was not allowed. Changes nothing; prints to stderr:
//!
//! ```text
//! spirv-requirements for module '<id>'
//!   extensions: SPV_KHR_bit_instructions
//!   capabilities: BitInstructions
//!   llvm-spirv: --spirv-ext=+SPV_KHR_bit_instructions
//!   llc: --spirv-ext=+SPV_KHR_bit_instructions
//! ```
//! `none` where a list is empty; a malformed entry or attribute prints as
//! `  error: <what>` and adds nothing.

use inkwell::module::Module;

use crate::pass::{ModulePass, PassCx};
use crate::spirv::inline_attrs::requirements;

/// The pass `print<spirv-requirements>`; it has no options.
pub struct PrintSpirvRequirements;

fn or_none(items: &[String], sep: &str) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(sep)
    }
}

impl ModulePass for PrintSpirvRequirements {
    fn log_target(&self) -> &'static str {
        "spirv_props::print_spirv_requirements"
    }

    fn run(&self, m: &Module<'_>, _: &mut PassCx) -> bool {
        let (r, errors) = requirements(m);
        let arg = r.spirv_ext_arg().unwrap_or_else(|| "none".into());
        let mut out = format!(
            "spirv-requirements for module '{}'\n",
            m.get_name().to_string_lossy()
        );
        out += &format!("  extensions: {}\n", or_none(&r.extensions, ", "));
        out += &format!("  capabilities: {}\n", or_none(&r.capability_names(), ", "));
        out += &format!("  llvm-spirv: {arg}\n  llc: {arg}\n");
        for e in errors {
            out += &format!("  error: {e}\n");
        }
        eprint!("{out}");
        false
    }
}
