//! What the passes that add to `!spirv.ExecutionMode` share beyond the
//! metadata layer's list (`metadata::spirv::ExecutionModes`) and mode
//! knowledge (`metadata::kernel_modes`): reading the list for an update,
//! dangling entries dropped with a warning and a remark, and keeping llc's
//! implicit `ContractionOff` explicit, logged and remarked. Here, not in
//! the metadata layer, because they report through the run context.

use inkwell::module::Module;
use spirv::ExecutionMode;

use crate::ir::function_name;
use crate::ir::Subject;
use crate::metadata::kernel::kernel_list;
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes};

use super::{Anchor, PassCx, RemarkKind};

/// Writes `ContractionOff` for every kernel, keeping explicit what llc
/// implied before `!spirv.ExecutionMode` existed (logged and remarked,
/// `ContractionOffKept`).
pub fn keep_contraction_off<'ctx>(m: &Module<'ctx>, modes: &mut ExecutionModes<'ctx>, cx: &PassCx) {
    for k in kernel_list(m) {
        let e = ExecutionModeEntry {
            function: k,
            mode: ExecutionMode::ContractionOff as u32,
            operands: vec![],
        };
        modes.add(m, &e);
        log::debug!(target: cx.log, "@{}: ContractionOff kept explicit (llc implied it before)", function_name(k));
        cx.remark(RemarkKind::Passed, "ContractionOffKept", k, |r| {
            r.subject(Subject::Kernel(k))
                .text(": ContractionOff kept explicit (llc implied it before)");
        });
    }
}

/// `!spirv.ExecutionMode` as a pass that adds entries reads it: entries of
/// functions that no longer exist dropped from the module, with a warning
/// (consumers stop on them).
pub struct ModesRead<'ctx> {
    /// The list, indexed.
    pub modes: ExecutionModes<'ctx>,
    /// Whether entries were dropped (the module changed).
    pub dropped: bool,
}

/// Reads `!spirv.ExecutionMode` for a pass that adds to it (see
/// [`ModesRead`]).
pub fn read_for_update<'ctx>(m: &Module<'ctx>, cx: &mut PassCx) -> ModesRead<'ctx> {
    let mut modes = ExecutionModes::read(m);
    let dropped = modes.drop_dangling(m);
    if let Some(w) = &dropped {
        cx.warning(w.clone());
        let at = Anchor::module(m, "!spirv.ExecutionMode");
        cx.remark(RemarkKind::Missed, "DanglingDropped", at, |r| {
            r.text(w);
        });
    }
    ModesRead {
        modes,
        dropped: dropped.is_some(),
    }
}
