//! `deadargelim-sycl` (seed 003, the device code post-link step; the name
//! of DPC++'s pass): removes the parameters a SYCL kernel never uses, and
//! records which, so that the SYCL runtime, which sets a kernel's
//! arguments by their positions in the source, skips them.
//!
//! Reads every SYCL kernel (a defined `spir_kernel` function with the
//! `"sycl-module-id"` attribute; other functions and kernels are not
//! looked at) and its `!sycl_kernel_omit_args`, if an earlier run left
//! one. A parameter is unused when no live instruction uses it: uses in
//! blocks unreachable from the entry and in side-effect-free instructions
//! whose results only such instructions use do not count (ADCE-lite, see
//! [`crate::ir::dead_params`]). Those dead instructions, where reachable,
//! are deleted with the parameters; what is left in unreachable code reads
//! `poison`.
//!
//! Writes the kernel without those parameters (name, linkage, attributes
//! of the other parameters, metadata, body kept; `@llvm.used`,
//! `!spirv.ExecutionMode` and other uses follow it), with the metadata that
//! lists parameters by position rewritten to match ([`ParameterLists`]:
//! `!kernel_arg_*`, `!spirv.ParameterDecorations`, our record), and
//! `!sycl_kernel_omit_args !{i1 ...}`: one `i1` per parameter the kernel
//! had originally, `true` for each removed. A kernel that loses none gets
//! the mask too, all `false`, as DPC++ writes it: the split then lists
//! every kernel in `[SYCL/kernel param opt]`, as real DPC++ images do.
//!
//! A second run removes nothing more. After other passes made a further
//! parameter dead, a run removes it and composes the masks (the mask
//! always describes the original parameters). `byval`, `sret` and the
//! other ABI attributes do not keep a parameter (DPC++'s pass does not
//! either: the runtime sets the arguments the mask keeps, so a removed
//! one has no caller-side layout to honour); `inalloca` / `preallocated`,
//! `naked`, a `musttail` call or `...` keep every parameter of the kernel.
//!
//! On conflict: a kernel that is called cannot change its signature (its
//! callers would need new calls, which DPC++'s pass makes but a kernel's
//! runtime contract does not allow): a warning names it and its first
//! caller, and it is left as it is, without a mask. A malformed mask (an
//! entry not `i1`, or entries `false` other than the kernel's parameter
//! count) is an error naming the kernel and the mask; that kernel is left
//! as it is.

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::dead_params::{drop_params, first_caller, used_params, Replacements};
use crate::ir::{self, Subject};
use crate::metadata::kernel::is_sycl_kernel;
use crate::metadata::parameters::{compose_masks, omitted_args, set_omitted_args, ParameterLists};
use crate::pass::{comma_list, ModulePass, PassCx, RemarkKind, Site};

/// The pass `deadargelim-sycl`; it has no options.
pub struct DeadArgElimSycl;

impl ModulePass for DeadArgElimSycl {
    fn log_target(&self) -> &'static str {
        "spirv_props::dead_args"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // Collected first: a kernel that loses parameters is replaced.
        let kernels: Vec<FunctionValue<'_>> =
            m.get_functions().filter(|f| is_sycl_kernel(*f)).collect();
        if kernels.is_empty() {
            log::debug!(target: cx.log, "no SYCL kernel (a defined spir_kernel with \"sycl-module-id\"): nothing to do");
            return false;
        }
        let lists = ParameterLists::of(m);
        let mut replacements = Replacements::default();
        let mut changed = false;
        for k in kernels {
            changed |= kernel(m, k, &lists, &mut replacements, cx);
        }
        // Every rebuilt kernel takes its old one's place at once.
        replacements.finish();
        changed
    }
}

/// Removes the unused parameters of SYCL kernel `k` and records its mask;
/// true if it changed anything.
fn kernel<'ctx>(
    m: &Module<'ctx>,
    k: FunctionValue<'ctx>,
    lists: &ParameterLists,
    replacements: &mut Replacements<'ctx>,
    cx: &mut PassCx,
) -> bool {
    let site = Site::Entity(Subject::Kernel(k));
    let name = ir::function_name(k);
    let before = match omitted_args(m, k) {
        Ok(mask) => mask,
        Err(e) => {
            cx.error_at(&site, format_args!("{e}; the kernel is left as it is"));
            return false;
        }
    };
    if let Some(caller) = first_caller(k) {
        cx.warning_at(
            &site,
            format_args!(
                "it is called (from @{}), so its parameters cannot change; left as it is",
                ir::function_name(caller)
            ),
        );
        return false;
    }
    let n = k.count_params() as usize;
    let removed: Vec<bool> = match used_params(k) {
        Ok(used) => used.into_iter().map(|u| !u).collect(),
        Err(why) => {
            log::debug!(target: cx.log, "kernel @{name}: {why}: every parameter is kept");
            vec![false; n]
        }
    };
    let original = before.clone().unwrap_or_else(|| vec![false; n]);
    let mask = compose_masks(&original, &removed)
        .expect("omitted_args checked one kept entry per parameter");
    let gone: Vec<usize> = (0..n).filter(|&i| removed[i]).collect();
    if gone.is_empty() {
        if before.is_some() {
            log::debug!(target: cx.log, "kernel @{name}: no parameter removed; its mask stays");
            return false;
        }
        log::debug!(target: cx.log, "kernel @{name}: no parameter removed; a mask of {n} parameters, none removed");
        set_omitted_args(m, k, &mask);
        return true;
    }
    if cx.reports_each_entity() {
        let params = comma_list(gone.iter().map(|&i| Subject::Param(k, i as u32)));
        log::debug!(target: cx.log, "kernel @{name}: removing {params}");
        cx.remark(RemarkKind::Passed, "ParametersRemoved", k, |r| {
            r.subject(Subject::Kernel(k))
                .text(": unused ")
                .arg("Parameters", &params)
                .text(" removed");
        });
    }
    let Some(new) = drop_params(k, &removed, replacements) else {
        cx.error_at(
            &site,
            "cannot rebuild it without its unused parameters (it has no body?)",
        );
        return false;
    };
    let rewritten = lists.drop_positions(m, new, &removed);
    set_omitted_args(m, new, &mask);
    log::debug!(
        target: cx.log,
        "kernel @{name}: {} parameters left, {rewritten} per-parameter lists rewritten, mask {:?}",
        n - gone.len(),
        mask.iter().map(|&b| u8::from(b)).collect::<Vec<_>>()
    );
    gone.iter()
        .for_each(|_| cx.stats.bump_fn(new, "parameters.removed"));
    true
}
