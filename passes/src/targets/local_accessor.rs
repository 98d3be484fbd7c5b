//! `localaccessortosharedmemory` (seed 003, "Local memory support"; the
//! name is the reference pass's, so its tests port by adding
//! `-load-pass-plugin`): on NVPTX and AMDGCN, a kernel cannot take pointers
//! to local (shared) memory the way SYCL lowers local accessors. Each kernel
//! with `ptr addrspace(3)` parameters gets one external local-memory array,
//! `@<kernel>_shared_mem = external addrspace(3) global [0 x i8], align 4`,
//! and each such parameter becomes an `i32` byte offset into it: the runtime
//! allocates one dynamic shared-memory block per launch and passes each
//! local buffer's offset in it (the SYCL CUDA and HIP runtimes do).
//!
//! The kernel keeps its name, linkage, calling convention, attributes (the
//! replaced parameters' are dropped: `noalias`, `align` ... describe a
//! pointer), comdat, metadata (`!dbg` too) and body; at entry a GEP into the
//! array at the offset stands for the old pointer (and takes its name; with
//! typed pointers, LLVM 15 and 16 under `-opaque-pointers=0`, a bitcast of
//! the GEP to the parameter's old type does).
//! `!nvvm.annotations` nodes and `@llvm.used` entries of the kernel point at
//! the new function. Functions the kernel calls keep their `addrspace(3)`
//! parameters. A kernel that is called or whose address is taken cannot
//! change its signature: that is an error naming it.

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::{self, clone};
use crate::metadata::kernel::kernel_list;
use crate::pass::{comma_list, ModulePass, PassCx, RemarkKind, Site};
use crate::targets::{self, Target};

/// The pass `localaccessortosharedmemory`; it has no options.
pub struct LocalAccessorToSharedMemory;

/// The suffix of each kernel's local-memory array (the reference's).
pub const SHARED_MEM_SUFFIX: &str = "_shared_mem";

/// The parameters of `k` that point into local memory (`addrspace(3)`).
pub fn local_pointer_params(k: FunctionValue<'_>) -> Vec<u32> {
    clone::pointer_params_in(k, Target::LOCAL_ADDRSPACE)
}

impl ModulePass for LocalAccessorToSharedMemory {
    fn log_target(&self) -> &'static str {
        "spirv_props::localaccessortosharedmemory"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        if targets::skip_other_triple(m, "localaccessortosharedmemory", cx).is_none() {
            return false;
        }
        let used = targets::used_list_entries(m);
        let mut changed = false;
        for k in kernel_list(m) {
            let local = local_pointer_params(k);
            if local.is_empty() {
                continue;
            }
            if targets::has_other_uses(k, &used) {
                cx.error_at(
                    &Site::Entity(ir::Subject::Kernel(k)),
                    format_args!("it is called or its address is taken, so its local-memory parameters ({}) cannot become offsets", local.iter().map(|i| format!("parameter {i}")).collect::<Vec<_>>().join(", ")),
                );
                continue;
            }
            let params = comma_list(&local);
            let name = ir::function_name(k);
            log::debug!(target: cx.log, "kernel @{name}: local-memory parameters {params} -> i32 offsets into @{name}{SHARED_MEM_SUFFIX}");
            cx.remark(RemarkKind::Passed, "LocalAccessorsLowered", k, |r| {
                r.subject(ir::Subject::Kernel(k))
                    .text(": local-memory parameters ")
                    .arg("Parameters", &params)
                    .text(" -> i32 offsets into @")
                    .arg("SharedMemory", format_args!("{name}{SHARED_MEM_SUFFIX}"));
            });
            // Counted before `k` is replaced (the counter names it).
            cx.stats.bump_fn(k, "local-accessor.kernels");
            // Nothing calls `k` (checked above), and `local` are its
            // local-memory pointer parameters.
            clone::local_params_to_offsets(
                m,
                k,
                &local,
                &format!("{name}{SHARED_MEM_SUFFIX}"),
                Target::LOCAL_ADDRSPACE,
            );
            changed = true;
        }
        changed
    }
}
