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
use spirv::ExecutionMode;

use crate::ir::function_name;
use crate::metadata::kernel::{kernel_list, KernelMetadata};
use crate::metadata::named_exists;
use crate::metadata::remove_attached;
use crate::metadata::spirv::{ExecutionModeEntry, ExecutionModes};
use crate::pass::{ModulePass, PassCx};

/// One kernel attribute and the execution mode it becomes.
struct ModeLowering {
    metadata: &'static str,
    mode: ExecutionMode,
    /// The operands are sizes, 1 or more (a negative i32 reads as 2^31 or
    /// more).
    sizes: bool,
    /// The mode's literal operands, `None` when the kernel lacks the
    /// attribute, `Err` when the metadata is malformed or has no encoding.
    operands: fn(&KernelMetadata) -> Result<Option<Vec<u64>>, String>,
}

const LOWERINGS: [ModeLowering; 4] = [
    ModeLowering {
        metadata: "reqd_work_group_size",
        mode: ExecutionMode::LocalSize,
        sizes: true,
        operands: |k| {
            Ok(k.reqd_work_group_size()
                .map_err(|e| e.to_string())?
                .map(Vec::from))
        },
    },
    ModeLowering {
        metadata: "work_group_size_hint",
        mode: ExecutionMode::LocalSizeHint,
        sizes: true,
        operands: |k| {
            Ok(k.work_group_size_hint()
                .map_err(|e| e.to_string())?
                .map(Vec::from))
        },
    },
    ModeLowering {
        metadata: "intel_reqd_sub_group_size",
        mode: ExecutionMode::SubgroupSize,
        sizes: true,
        operands: |k| {
            Ok(k.intel_reqd_sub_group_size()
                .map_err(|e| e.to_string())?
                .map(|n| vec![n]))
        },
    },
    ModeLowering {
        metadata: "vec_type_hint",
        mode: ExecutionMode::VecTypeHint,
        sizes: false,
        operands: |k| match k.vec_type_hint().map_err(|e| e.to_string())? {
            None => Ok(None),
            Some(h) => Ok(Some(vec![u64::from(h.spirv_literal()?)])),
        },
    },
];

/// The execution mode a kernel-metadata attribute stands for
/// (`reqd_work_group_size` is LocalSize ...), so other passes can see that
/// metadata already moved by this pass.
pub fn execution_mode_of_metadata(metadata: &str) -> Option<ExecutionMode> {
    LOWERINGS
        .iter()
        .find(|l| l.metadata == metadata)
        .map(|l| l.mode)
}

/// The pass. `contraction-off=auto|never`, see the module docs.
pub struct SpirvExecModes {
    pub contraction_off: bool,
}

/// Named metadata whose presence tells llc contraction is allowed.
const FP_CONTRACT: &str = "opencl.enable.FP_CONTRACT";

/// The `contraction-off=auto|never` parameter (this pass and
/// `spirv-inline-attrs`, which also creates `!spirv.ExecutionMode`).
pub const CONTRACTION_OFF_PARAM: crate::pass::ParamInfo = crate::pass::ParamInfo {
    name: "contraction-off",
    kind: crate::pass::ParamKind::Value,
    help: "auto (default): keep llc's implicit ContractionOff explicit when creating !spirv.ExecutionMode; never: don't",
};

/// Reads `contraction-off`: true for `auto` (the default), false for `never`.
pub fn contraction_off_param(p: &crate::pass::Params) -> Result<bool, String> {
    match p.value(CONTRACTION_OFF_PARAM.name) {
        None | Some("auto") => Ok(true),
        Some("never") => Ok(false),
        Some(v) => Err(format!(
            "contraction-off must be 'auto' or 'never', got '{v}'"
        )),
    }
}

impl SpirvExecModes {
    pub fn from_params(p: &crate::pass::Params) -> Result<Self, String> {
        Ok(SpirvExecModes {
            contraction_off: contraction_off_param(p)?,
        })
    }
}

/// Whether llc would give every kernel an implicit `ContractionOff`: only
/// while the module has neither `!spirv.ExecutionMode` nor
/// `!opencl.enable.FP_CONTRACT`. Ask before creating the list.
pub fn llc_implies_contraction_off(m: &Module<'_>, modes: &ExecutionModes<'_>) -> bool {
    modes.is_empty() && !named_exists(m, FP_CONTRACT)
}

/// Writes `ContractionOff` for every kernel, keeping explicit what llc
/// implied before `!spirv.ExecutionMode` existed.
pub fn keep_contraction_off<'ctx>(m: &Module<'ctx>, modes: &mut ExecutionModes<'ctx>, log: &str) {
    for k in kernel_list(m) {
        let e = ExecutionModeEntry {
            function: k,
            mode: ExecutionMode::ContractionOff as u32,
            operands: vec![],
        };
        modes.add(m, &e);
        log::debug!(target: log, "@{}: ContractionOff kept explicit (llc implied it before)", function_name(k));
    }
}

/// The operands that kernel metadata gives `mode` on `k`
/// (`!reqd_work_group_size` for LocalSize ...), with the metadata's name;
/// `None` if the kernel has no metadata for that mode.
pub fn metadata_operands<'ctx>(
    m: &Module<'ctx>,
    k: FunctionValue<'ctx>,
    mode: ExecutionMode,
) -> Result<Option<(&'static str, Vec<u64>)>, String> {
    let Some(l) = LOWERINGS.iter().find(|l| l.mode == mode) else {
        return Ok(None);
    };
    Ok((l.operands)(&KernelMetadata::new(m, k))?.map(|ops| (l.metadata, ops)))
}

fn show(ops: &[u32]) -> String {
    ops.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
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
                cx.error(format!(
                    "kernel @{}: cannot lower !{}: {e}",
                    name(),
                    l.metadata
                ));
                return false;
            }
        };
        let Ok(ops) = ops
            .iter()
            .map(|&v| u32::try_from(v))
            .collect::<Result<Vec<u32>, _>>()
        else {
            cx.error(format!(
                "kernel @{}: !{} value ({}) does not fit the 32-bit literals of {:?}",
                name(),
                l.metadata,
                ops.iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                l.mode
            ));
            return false;
        };
        // Sizes (work-group, sub-group) are positive: 0 asks for nothing a
        // device can do, and 2^31 or more is a negative i32 read unsigned.
        if l.sizes {
            if let Some(&bad) = ops.iter().find(|&&v| v == 0 || v > i32::MAX as u32) {
                let why = if bad == 0 {
                    "0 is no size".to_string()
                } else {
                    format!("{bad} is no size (as i32: {})", bad as i32)
                };
                cx.error(format!(
                    "kernel @{}: !{} ({}): {why}",
                    name(),
                    l.metadata,
                    show(&ops)
                ));
                return false;
            }
        }
        let existing: Vec<&ExecutionModeEntry> = modes
            .of(k)
            .iter()
            .filter(|e| e.mode == l.mode as u32)
            .collect();
        if let Some(other) = existing.iter().find(|e| e.operands != ops) {
            cx.error(format!(
                "kernel @{}: !{} ({}) disagrees with !spirv.ExecutionMode {:?} ({})",
                name(),
                l.metadata,
                show(&ops),
                l.mode,
                show(&other.operands)
            ));
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
            log::debug!(target: cx.log, "@{}: !{} ({}) -> {:?}", name(), l.metadata, show(&ops), l.mode);
            if cx.stats.enabled() {
                cx.stats.bump_fn(k, &format!("{:?}.added", l.mode));
            }
        } else {
            log::debug!(target: cx.log, "@{}: !{} ({}) already present as {:?}; dropping the kernel metadata", name(), l.metadata, show(&ops), l.mode);
            if cx.stats.enabled() {
                cx.stats
                    .bump_fn(k, &format!("{:?}.already-present", l.mode));
            }
        }
        remove_attached(m, k, l.metadata);
        true
    }
}

impl ModulePass for SpirvExecModes {
    fn log_target(&self) -> &'static str {
        "spirv_props::spirv_exec_modes"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // An entry we cannot read could be the one a new entry duplicates.
        let mut modes = ExecutionModes::read(m);
        let dropped = modes.drop_dangling(m);
        if let Some(w) = &dropped {
            cx.warning(w.clone());
        }
        if !modes.malformed().is_empty() {
            modes
                .malformed()
                .iter()
                .for_each(|e| cx.error(e.to_string()));
            return dropped.is_some();
        }
        let llc_implies_contraction_off = llc_implies_contraction_off(m, &modes);
        let mut lowered = false;
        for k in kernel_list(m) {
            for l in &LOWERINGS {
                lowered |= self.lower(m, k, l, &mut modes, cx);
            }
        }
        if lowered && llc_implies_contraction_off && self.contraction_off {
            keep_contraction_off(m, &mut modes, cx.log);
        }
        lowered || dropped.is_some()
    }
}
