//! Which OpenCL kernel metadata (seed 004) is which SPIR-V execution mode
//! (seed 002), and llc's implicit `ContractionOff`: the knowledge that
//! `spirv-exec-modes`, `spirv-inline-attrs`, `sycl-kernel-properties` and
//! the checker share.

use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::ExecutionMode;

use crate::metadata::kernel::KernelMetadata;
use crate::metadata::named_exists;
use crate::metadata::spirv::ExecutionModes;

/// The largest work-group or sub-group size: the kernel metadata holds
/// sizes as `i32` (OpenCL C's `reqd_work_group_size`), so 2^31 or more is a
/// negative size read unsigned.
pub const MAX_SIZE: u64 = i32::MAX as u64;

/// A work-group or sub-group size out of 1 to [`MAX_SIZE`]: one rule for
/// kernel metadata (`spirv-exec-modes`), `"spv.executionmode"`
/// (`spirv-inline-attrs`), the registry's `sizes` values
/// (`sycl-work-group-size`, `sycl-sub-group-size` ...) and the checker's
/// `!spirv.ExecutionMode` entries.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// 0 asks for nothing a device can do.
    #[error("0 is no size")]
    Zero,
    /// 2^31 to 2^32 - 1: a negative i32 read unsigned.
    #[error("{value} is no size (as i32: {})", *.0 as u32 as i32, value = .0)]
    NegativeI32(u64),
    /// Wider than 32 bits.
    #[error("{0} is no size (sizes are 1 to {MAX_SIZE})")]
    TooLarge(u64),
}

/// `v` if it is a size (1 to [`MAX_SIZE`]).
pub fn check_size(v: u64) -> Result<u64, SizeError> {
    match v {
        0 => Err(SizeError::Zero),
        1..=MAX_SIZE => Ok(v),
        _ if v <= u64::from(u32::MAX) => Err(SizeError::NegativeI32(v)),
        _ => Err(SizeError::TooLarge(v)),
    }
}

/// Whether execution mode `mode`'s operands are sizes (LocalSize,
/// LocalSizeHint, SubgroupSize: the modes of kernel metadata that holds
/// sizes).
pub fn is_size_mode(mode: u32) -> bool {
    LOWERINGS.iter().any(|l| l.sizes && l.mode as u32 == mode)
}

/// The first operand of execution mode `mode` that is no size, if `mode`
/// takes sizes (see [`is_size_mode`]).
pub fn check_mode_sizes(mode: u32, operands: &[u32]) -> Result<(), SizeError> {
    if is_size_mode(mode) {
        for &v in operands {
            check_size(u64::from(v))?;
        }
    }
    Ok(())
}

/// One kernel attribute and the execution mode it becomes.
pub struct ModeLowering {
    /// The kernel metadata's name.
    pub metadata: &'static str,
    /// The execution mode.
    pub mode: ExecutionMode,
    /// The operands are sizes, 1 or more (a negative i32 reads as 2^31 or
    /// more).
    pub sizes: bool,
    /// The mode's literal operands, `None` when the kernel lacks the
    /// attribute, `Err` when the metadata is malformed or has no encoding.
    pub operands: fn(&KernelMetadata) -> Result<Option<Vec<u64>>, String>,
}

/// Every kernel attribute that has an execution mode.
pub const LOWERINGS: [ModeLowering; 4] = [
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

/// Whether a pass that creates `!spirv.ExecutionMode` also writes the
/// `ContractionOff` llc implied before the list existed
/// (`contraction-off=auto|never`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContractionOff {
    /// Write it where llc implied it (the default).
    Auto,
    /// Never write it.
    Never,
}

/// Named metadata whose presence tells llc contraction is allowed.
const FP_CONTRACT: &str = "opencl.enable.FP_CONTRACT";

/// Whether llc would give every kernel an implicit `ContractionOff`: only
/// while the module has neither `!spirv.ExecutionMode` nor
/// `!opencl.enable.FP_CONTRACT`. Ask before creating the list.
pub fn llc_implies_contraction_off(m: &Module<'_>, modes: &ExecutionModes<'_>) -> bool {
    modes.is_empty() && !named_exists(m, FP_CONTRACT)
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
