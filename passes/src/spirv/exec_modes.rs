//! `spirv-exec-modes`: moves the OpenCL kernel metadata that has a SPIR-V
//! execution mode into `!spirv.ExecutionMode`, for consumers that read only
//! that list.
//!
//! Reads `!reqd_work_group_size`, `!work_group_size_hint`,
//! `!intel_reqd_sub_group_size` and `!vec_type_hint` on each kernel (seed 004
//! layouts); writes `!{ptr @k, i32 <mode>, i32 <literal>...}` entries (seed
//! 002, "SPIR-V instructions mapped to LLVM metadata"), then removes the
//! kernel metadata. It moves rather than copies: with both forms present,
//! llvm-spirv-15 aborts ("Found incompatible execution modes") and llc-22
//! emits the mode twice. An entry that already agrees is kept once; one that
//! disagrees is an error naming the kernel and both values, and nothing of
//! that attribute is changed.
//!
//! `ContractionOff`: llc's SPIR-V backend gives every kernel an implicit
//! `ContractionOff` only while the module has neither `!spirv.ExecutionMode`
//! nor `!opencl.enable.FP_CONTRACT`. Creating the list would silently allow
//! contraction there, so when this pass creates `!spirv.ExecutionMode` in
//! such a module it also writes `ContractionOff` for each kernel, keeping
//! llc's output as it was (`contraction-off=auto`, the default). For
//! llvm-spirv this adds a `ContractionOff` it would not have emitted: the
//! conservative choice. `contraction-off=never` skips it.

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir;
use crate::ir::function_name;
use crate::metadata::kernel::{kernel_list, KernelMetadata};
use crate::metadata::kernel_modes::{
    check_mode_sizes, llc_implies_contraction_off, ContractionOff, ModeLowering, LOWERINGS,
};
use crate::metadata::remove_attached;
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes};
use crate::pass::modes::{keep_contraction_off, read_for_update, ModesRead};
use crate::pass::{comma_list, ModulePass, ParamError, Params, PassCx, Remark, RemarkKind, Site};
use crate::spirv::options::CONTRACTION_OFF;

/// The pass, with its one option (see the module docs).
pub struct SpirvExecModes {
    /// `contraction-off=auto|never`.
    pub contraction_off: ContractionOff,
}

impl SpirvExecModes {
    /// The pass as `spirv-exec-modes<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(SpirvExecModes {
            contraction_off: CONTRACTION_OFF.parse(p)?,
        })
    }
}

impl SpirvExecModes {
    fn lower<'ctx>(
        &self,
        m: &Module<'ctx>,
        k: FunctionValue<'ctx>,
        l: &ModeLowering,
        modes: &mut ExecutionModes<'ctx>,
        cx: &mut PassCx,
    ) -> bool {
        // Formatted only for a message: most kernels get none.
        let name = || function_name(k);
        let ops = match (l.operands)(&KernelMetadata::new(m, k)) {
            Ok(Some(ops)) => ops,
            Ok(None) => return false,
            Err(e) => {
                cx.error_at(
                    &Site::Entity(ir::Subject::Kernel(k)),
                    format_args!("cannot lower !{}: {e}", l.metadata),
                );
                return false;
            }
        };
        let Ok(ops) = ops
            .iter()
            .map(|&v| u32::try_from(v))
            .collect::<Result<Vec<u32>, _>>()
        else {
            cx.error_at(
                &Site::Entity(ir::Subject::Kernel(k)),
                format_args!(
                    "!{} value ({}) does not fit the 32-bit literals of {:?}",
                    l.metadata,
                    comma_list(ops),
                    l.mode
                ),
            );
            return false;
        };
        // Sizes (work-group, sub-group): the one rule of `kernel_modes`.
        if l.sizes {
            if let Err(why) = check_mode_sizes(l.mode as u32, &ops) {
                cx.error_at(
                    &Site::Entity(ir::Subject::Kernel(k)),
                    format_args!("!{} ({}): {why}", l.metadata, comma_list(&ops)),
                );
                return false;
            }
        }
        let existing: Vec<&ExecutionModeEntry> = modes
            .of(k)
            .iter()
            .filter(|e| e.mode == l.mode as u32)
            .collect();
        if let Some(other) = existing.iter().find(|e| e.operands != ops) {
            cx.error_at(
                &Site::Entity(ir::Subject::Kernel(k)),
                format_args!(
                    "!{} ({}) disagrees with !spirv.ExecutionMode {:?} ({})",
                    l.metadata,
                    comma_list(&ops),
                    l.mode,
                    comma_list(&other.operands)
                ),
            );
            return false;
        }
        if existing.is_empty() {
            modes.add(
                m,
                &ExecutionModeEntry {
                    function: k,
                    mode: l.mode as u32,
                    operands: ops.clone(),
                },
            );
            log::debug!(target: cx.log, "@{}: !{} ({}) -> {:?}", name(), l.metadata, comma_list(&ops), l.mode);
            cx.remark(RemarkKind::Passed, "ExecutionModeAdded", k, |r| {
                remark_mode(r, k, l.metadata, &ops, " -> ", l.mode);
            });
            if cx.stats.enabled() {
                cx.stats.bump_fn(k, format_args!("{:?}.added", l.mode));
            }
        } else {
            log::debug!(target: cx.log, "@{}: !{} ({}) already present as {:?}; dropping the kernel metadata", name(), l.metadata, comma_list(&ops), l.mode);
            cx.remark(RemarkKind::Missed, "ExecutionModePresent", k, |r| {
                remark_mode(r, k, l.metadata, &ops, " already present as ", l.mode);
                r.text("; dropping the kernel metadata");
            });
            if cx.stats.enabled() {
                cx.stats
                    .bump_fn(k, format_args!("{:?}.already-present", l.mode));
            }
        }
        remove_attached(m, k, l.metadata);
        true
    }
}

/// `kernel @k: !<metadata> (<operands>)<how><mode>`, the debug line as a
/// remark.
fn remark_mode<'ctx>(
    r: &mut Remark<'ctx>,
    k: FunctionValue<'ctx>,
    metadata: &str,
    ops: &[u32],
    how: &str,
    mode: impl std::fmt::Debug,
) {
    r.subject(ir::Subject::Kernel(k))
        .text(": !")
        .arg("Metadata", metadata)
        .text(" (")
        .arg("Operands", comma_list(ops))
        .text(")")
        .text(how)
        .arg("ExecutionMode", format_args!("{mode:?}"));
}

impl ModulePass for SpirvExecModes {
    fn log_target(&self) -> &'static str {
        "spirv_props::spirv_exec_modes"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // An entry we cannot read could be the one a new entry duplicates.
        let ModesRead { mut modes, dropped } = read_for_update(m, cx);
        if !modes.malformed().is_empty() {
            modes
                .malformed()
                .iter()
                .for_each(|e| cx.error(e.to_string()));
            return dropped;
        }
        let llc_implies_contraction_off = llc_implies_contraction_off(m, &modes);
        let mut lowered = false;
        for k in kernel_list(m) {
            for l in &LOWERINGS {
                lowered |= self.lower(m, k, l, &mut modes, cx);
            }
        }
        if lowered && llc_implies_contraction_off && self.contraction_off == ContractionOff::Auto {
            keep_contraction_off(m, &mut modes, cx);
        }
        lowered || dropped
    }
}
