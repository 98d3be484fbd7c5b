//! `spec-constants<mode=native|emulation>` (seed 003, "Specialization
//! constants lowering"; the design is DPC++'s SYCL 2020 specialization
//! constants, intel/llvm `sycl/doc/design/SYCL2020-SpecializationConstants.md`):
//! calls of `__sycl_getScalar2020SpecConstantValue<T>(name, &id, buffer)`
//! and `__sycl_getComposite2020SpecConstantValue<T>` (through `sret`)
//! become
//!
//! - native (SPIR-V): `__spirv_SpecConstant(i32 id, T default)` per scalar
//!   leaf and `__spirv_SpecConstantComposite(...)` per composite, which
//!   llvm-spirv and LLVM's SPIR-V backend turn into `OpSpecConstant` /
//!   `OpSpecConstantComposite` with `SpecId`; each leaf gets an ID, by
//!   first use in module order, consecutive within a constant (depth first);
//! - emulation (NVPTX, AMDGCN, or SPIR-V without native support): a load of
//!   the whole type from the runtime buffer (the third argument) at the
//!   constant's offset; constants are laid out by first use, each at the
//!   next offset its ABI alignment allows.
//!
//! Both write `!sycl.specialization-constants` (symbolic name -> ID,
//! offset, size triples) and `!sycl.specialization-constants-default-values`
//! in the reference's layout, and record the mode in
//! `!sycl.specialization-constants-mode`; what those three mean to the
//! split (an image's property sets) is read by the metadata layer,
//! `metadata::spec_constants`. A module whose recorded mode is the other
//! one is an error: one buffer layout and one set of IDs per module.
//!
//! What cannot be lowered (a name that is not a constant string, an ID
//! object that is not a global with an initializer, a type the runtime
//! cannot hold) is an error naming the function and the call; nothing
//! changes then.
//!
//! - [`plan`], reading the calls and planning IDs and offsets;
//! - [`lower`], rewriting the calls and writing the metadata.

pub mod lower;
pub mod plan;

use inkwell::module::Module;

use crate::ir::Subject;
pub use crate::metadata::spec_constants::{recorded_mode, Mode};
use crate::metadata::spec_constants::{
    SpecConstantEntry, MODES, PADDING_ID, SPEC_CONSTANTS, SPEC_CONSTANTS_MODE,
};
use crate::pass::{
    Anchor, Choice, Listing, ModulePass, ParamError, ParamInfo, Params, PassCx, RemarkKind, Site,
};

/// `mode=native|emulation`.
pub static MODE: Choice<Mode> = Choice {
    name: "mode",
    values: &MODES,
    default: Mode::Native,
    about:
        "native: __spirv_SpecConstant calls with SpecIds; emulation: loads from the runtime buffer",
    listing: Listing::Expected,
};

/// The parameters of the pass.
pub static PARAMS: [ParamInfo; 1] = [MODE.param()];

/// The pass, with its one option.
pub struct SpecConstants {
    /// `mode=native|emulation`.
    pub mode: Mode,
}

impl SpecConstants {
    /// The pass as `spec-constants<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(SpecConstants {
            mode: MODE.parse(p)?,
        })
    }
}

/// Where numbering continues when an earlier run left constants in the
/// metadata (a module linked from lowered parts): after the highest ID,
/// and after every byte the runtime's layout rule gives them (the sum of
/// their descriptors' sizes).
fn start_after_earlier(m: &Module<'_>) -> Result<plan::Start, String> {
    let mut start = plan::Start::default();
    for node in SPEC_CONSTANTS.get(m).map_err(|e| e.to_string())? {
        let entry = SpecConstantEntry::from_md(&node)?;
        for d in entry.descriptors {
            if d.id != PADDING_ID {
                start.id = start.id.max(d.id + 1);
            }
            start.offset += u64::from(d.size);
        }
    }
    Ok(start)
}

impl ModulePass for SpecConstants {
    fn log_target(&self) -> &'static str {
        "spirv_props::spec_constants"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // SYCL 1.2.1's getters (no `2020` in the name) are not lowered: the
        // reference dropped them; say so rather than leave them silently.
        for f in m
            .get_functions()
            .filter(|f| f.get_first_basic_block().is_none())
        {
            let name = f.get_name().to_string_lossy();
            if plan::DEPRECATED_GETTERS.iter().any(|g| name.contains(g))
                && !crate::ir::value::calls_of(m, &[f]).is_empty()
            {
                cx.warning(format!(
                    "@{name} is a SYCL 1.2.1 specialization-constant getter, which spec-constants does not lower (as the reference's newest SpecConstants pass does not): its calls are left as they are; compile with SYCL 2020 specialization constants"
                ));
            }
        }
        if plan::getters(m).is_empty() {
            return false;
        }
        match recorded_mode(m) {
            Ok(Some(earlier)) if earlier != self.mode => {
                cx.error(format!(
                    "the module's constants were lowered with mode={}: lowering more with mode={} would mix SpecIds and buffer offsets in one module",
                    MODE.text(earlier),
                    MODE.text(self.mode)
                ));
                return false;
            }
            Ok(_) => {}
            Err(e) => {
                cx.error(e);
                return false;
            }
        }
        let start = match start_after_earlier(m) {
            Ok(s) => s,
            Err(e) => {
                cx.error(format!("!{}: {e}", SPEC_CONSTANTS.name));
                return false;
            }
        };
        let p = plan::plan(m, start, Some(self.mode));
        for (call, e) in &p.errors {
            cx.error_at(
                &Site::Entity(Subject::Function(call.caller())),
                format_args!("'{}': {e}", call.print()),
            );
        }
        if !p.errors.is_empty() || p.uses.is_empty() {
            return false;
        }
        if self.mode == Mode::Emulation && start.offset > 0 {
            if let Some(c) = p.constants.first().filter(|c| c.padding > 0) {
                cx.error(format!(
                    "{:?} needs {} bytes of padding after the constants an earlier run laid out, which only that run's last node could describe",
                    c.name, c.padding
                ));
                return false;
            }
        }
        if let Err(e) = lower::lower(m, &p, self.mode) {
            cx.error(e);
            return false;
        }
        SPEC_CONSTANTS_MODE.add(m, &(MODE.text(self.mode).to_string(),));
        for f in plan::getters(m) {
            crate::ir::call::delete_unused(f);
        }
        // The names' strings go where nothing else uses them, as the
        // reference's do: left in the default address space, llvm-spirv 15
        // and Intel's 2024.2 translator make them Function-storage
        // variables at module scope, which spirv-val 2025.5 rejects.
        let locals: Vec<_> = p.uses.iter().filter_map(|(u, _)| u.name_local).collect();
        crate::ir::value::drop_local_reads(&locals);
        let mut seen = rustc_hash::FxHashSet::default();
        for (u, _) in &p.uses {
            if seen.insert(u.name_global) {
                crate::ir::value::delete_if_dead(u.name_global);
            }
        }
        for c in &p.constants {
            log::debug!(target: cx.log, "{:?}: {} leaves, buffer offset {}", c.name, c.leaves.len(), c.offset);
            cx.remark(
                RemarkKind::Passed,
                "SpecConstantLowered",
                Anchor::module(m, "module"),
                |r| {
                    r.text("spec constant ")
                        .arg("SpecConstant", format_args!("{:?}", c.name))
                        .text(": ")
                        .arg("Leaves", c.leaves.len())
                        .text(" leaves, buffer offset ")
                        .arg("Offset", c.offset);
                },
            );
            cx.stats.bump("spec-constants.lowered");
        }
        for _ in &p.uses {
            cx.stats.bump("spec-constant-calls.lowered");
        }
        true
    }
}
