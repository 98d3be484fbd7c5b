//! Metadata about a kernel's parameters by position, and the record of
//! which parameters a dead-argument elimination removed:
//! - `!sycl_kernel_omit_args !{i1 false, i1 true, ...}` (DPC++'s layout):
//!   one `i1` per parameter the kernel had before any was removed, `true`
//!   for each removed; `device-code-split` writes it as the image's
//!   `[SYCL/kernel param opt]`, by which the SYCL runtime, which passes a
//!   kernel's arguments by their original positions, skips those;
//! - the lists with one operand per parameter ([`ParameterLists`]): every
//!   `!kernel_arg_*` attachment (OpenCL's and DPC++'s:
//!   `kernel_arg_addr_space`, `kernel_arg_buffer_location`,
//!   `kernel_arg_accessor_ptr` ...), `!spirv.ParameterDecorations`, and the
//!   record of what our passes added to it, `!spirv_props.parameters`
//!   ([`super::emitted`]).

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use super::codec::I1;
use super::emitted::PARAMETERS_ATTACHMENT;
use super::spirv::PARAMETER_DECORATIONS;
use super::{Attached, MdError};
use crate::ir::md::{self, MdWriter};

/// `!sycl_kernel_omit_args !{i1 false, i1 true, ...}` on a kernel.
pub static SYCL_KERNEL_OMIT_ARGS: Attached<'static, Vec<I1>> =
    Attached::new("sycl_kernel_omit_args");

/// Where messages about a kernel's mask point.
fn mask_place(k: FunctionValue<'_>) -> String {
    format!(
        "!{} on @{}",
        SYCL_KERNEL_OMIT_ARGS.name,
        crate::ir::function_name(k)
    )
}

/// The `!sycl_kernel_omit_args` of kernel `k`, one flag per original
/// parameter (`true`: removed); `None` if it has none. An error when an
/// entry is not an `i1` constant, or when the entries `false` (the
/// parameters kept) are not as many as `k`'s parameters.
pub fn omitted_args<'ctx>(
    m: &Module<'ctx>,
    k: FunctionValue<'ctx>,
) -> Result<Option<Vec<bool>>, MdError> {
    let Some(mask) = SYCL_KERNEL_OMIT_ARGS.get(m, k)? else {
        return Ok(None);
    };
    let mask: Vec<bool> = mask.into_iter().map(|I1(b)| b).collect();
    let kept = mask.iter().filter(|removed| !**removed).count();
    let params = k.count_params() as usize;
    if kept != params {
        let node = SYCL_KERNEL_OMIT_ARGS
            .node(m, k)
            .map(|n| n.print())
            .unwrap_or_default();
        return Err(MdError {
            place: mask_place(k),
            what: format!(
                "{node} keeps {kept} of {} parameters (its entries `i1 false`), but the kernel has {params}",
                mask.len()
            ),
        });
    }
    Ok(Some(mask))
}

/// Attaches `!sycl_kernel_omit_args` with `mask` (one flag per original
/// parameter, `true`: removed) to kernel `k`, replacing any.
pub fn set_omitted_args<'ctx>(m: &Module<'ctx>, k: FunctionValue<'ctx>, mask: &[bool]) {
    let value: Vec<I1> = mask.iter().map(|&b| I1(b)).collect();
    SYCL_KERNEL_OMIT_ARGS.set(m, k, &value);
}

/// `mask` (one flag per original parameter, `true` for those removed
/// before) with the parameters that are left and now go (`now`, one flag
/// per parameter left) marked too: the mask of the parameters removed by
/// both runs, still by original position. `None` when `now` does not have
/// one flag per entry `false` of `mask`.
pub fn compose_masks(mask: &[bool], now: &[bool]) -> Option<Vec<bool>> {
    let mut left = now.iter();
    let out: Vec<bool> = mask
        .iter()
        .map(|&gone| gone || left.next().copied().unwrap_or(true))
        .collect();
    let kept_before = mask.iter().filter(|g| !**g).count();
    (kept_before == now.len()).then_some(out)
}

/// The prefix of the attachments whose operands are one per parameter
/// (OpenCL's `kernel_arg_addr_space` ..., DPC++'s `kernel_arg_buffer_location`,
/// `kernel_arg_runtime_aligned`, `kernel_arg_exclusive_ptr`,
/// `kernel_arg_accessor_ptr` ...).
pub const KERNEL_ARG_PREFIX: &str = "kernel_arg_";

/// The attachment kinds of a module whose operands are one per parameter,
/// looked up once per pass run: every `!kernel_arg_*` kind the context
/// has, `!spirv.ParameterDecorations` and `!spirv_props.parameters`.
pub struct ParameterLists {
    kinds: Vec<u32>,
}

impl ParameterLists {
    /// The kinds `m`'s context has (none is made).
    pub fn of(m: &Module<'_>) -> Self {
        let mut kinds = md::kinds_with_prefix(m, KERNEL_ARG_PREFIX);
        for exact in [PARAMETER_DECORATIONS.name, PARAMETERS_ATTACHMENT] {
            // Asked first: looking an id up would make the kind.
            if md::kind_exists(m, exact) {
                kinds.push(md::MdKind::id(exact, m));
            }
        }
        kinds.sort_unstable();
        kinds.dedup();
        ParameterLists { kinds }
    }

    /// Drops operand `i` of each of `f`'s lists with one operand per entry
    /// of `removed` (the parameters `f` had) wherever `removed[i]`; a list
    /// of another length is not about those parameters and stays as it
    /// is. The new nodes are uniqued (a list shared with another kernel is
    /// not changed for it). Returns how many lists were rewritten.
    pub fn drop_positions<'ctx>(
        &self,
        m: &Module<'ctx>,
        f: FunctionValue<'ctx>,
        removed: &[bool],
    ) -> usize {
        let mut w = MdWriter::new(m);
        let mut rewritten = 0;
        for &kind in &self.kinds {
            let Some(node) = md::attached(m, f.as_global_value(), kind) else {
                continue;
            };
            let ops = node.metadata_operands();
            if ops.len() != removed.len() {
                continue;
            }
            let kept: Vec<_> = ops
                .into_iter()
                .zip(removed)
                .filter(|(_, gone)| !**gone)
                .map(|(op, _)| op)
                .collect();
            let new = w.tuple(&kept);
            md::attach_md(m, f.as_global_value(), kind, new);
            rewritten += 1;
        }
        rewritten
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_compose_by_original_position() {
        // Nothing removed before: the mask is what goes now.
        assert_eq!(
            compose_masks(&[false, false, false], &[false, true, false]),
            Some(vec![false, true, false])
        );
        // Parameter 1 of 4 went before; of the 3 left, the last goes now:
        // that is original parameter 3.
        assert_eq!(
            compose_masks(&[false, true, false, false], &[false, false, true]),
            Some(vec![false, true, false, true])
        );
        // Nothing more: the mask stays.
        assert_eq!(
            compose_masks(&[true, false], &[false]),
            Some(vec![true, false])
        );
        // One flag per parameter left, or no answer.
        assert_eq!(compose_masks(&[true, false], &[false, false]), None);
        assert_eq!(compose_masks(&[false, false], &[true]), None);
        assert_eq!(compose_masks(&[], &[]), Some(vec![]));
    }
}
