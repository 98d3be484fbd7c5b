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

use std::ffi::CString;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

use crate::ir::{self, ffi};
use crate::metadata::kernel::kernel_list;
use crate::pass::{comma_list, ModulePass, PassCx, RemarkKind, Site};
use crate::targets::{self, Target};

/// The pass `localaccessortosharedmemory`; it has no options.
pub struct LocalAccessorToSharedMemory;

/// The suffix of each kernel's local-memory array (the reference's).
pub const SHARED_MEM_SUFFIX: &str = "_shared_mem";

/// Whether `t` is a pointer into local memory.
///
/// # Safety
/// `t` must be a valid type.
unsafe fn is_local_pointer(t: LLVMTypeRef) -> bool {
    LLVMGetTypeKind(t) == LLVMTypeKind::LLVMPointerTypeKind
        && LLVMGetPointerAddressSpace(t) == Target::LOCAL_ADDRSPACE
}

/// The parameters of `k` that point into local memory (`addrspace(3)`).
pub fn local_pointer_params(k: FunctionValue<'_>) -> Vec<u32> {
    // SAFETY: `k` is a function; its parameters' types are read through
    // LLVM-C.
    unsafe {
        let f = k.as_value_ref();
        (0..LLVMCountParams(f))
            .filter(|&i| is_local_pointer(LLVMTypeOf(LLVMGetParam(f, i))))
            .collect()
    }
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
            // SAFETY: see `rewrite`.
            unsafe { rewrite(m, k, &local) };
            cx.stats.bump_fn(k, "local-accessor.kernels");
            changed = true;
        }
        changed
    }
}

/// Replaces kernel `k` by one whose parameters `local` are `i32` offsets
/// into a new `@<k>_shared_mem`.
///
/// # Safety
/// `k` is a defined function of `m` with no uses but `@llvm.used` entries,
/// and every index in `local` is a parameter of pointer type.
unsafe fn rewrite(m: &Module<'_>, k: FunctionValue<'_>, local: &[u32]) {
    let f = k.as_value_ref();
    let ctx = LLVMGetModuleContext(m.as_mut_ptr());
    let i8t = LLVMInt8TypeInContext(ctx);
    let i32t = LLVMInt32TypeInContext(ctx);
    let array_t = ir::array_type(i8t, 0);

    let name = format!("{}{SHARED_MEM_SUFFIX}", ir::function_name(k));
    let cname = CString::new(name).unwrap_or_default();
    let shared = LLVMAddGlobalInAddressSpace(
        m.as_mut_ptr(),
        array_t,
        cname.as_ptr(),
        Target::LOCAL_ADDRSPACE,
    );
    LLVMSetLinkage(shared, inkwell::llvm_sys::LLVMLinkage::LLVMExternalLinkage);
    LLVMSetAlignment(shared, 4);

    let old_ty = LLVMGlobalGetValueType(f);
    let n = LLVMCountParamTypes(old_ty) as usize;
    let mut params: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
    LLVMGetParamTypes(old_ty, params.as_mut_ptr());
    for &i in local {
        params[i as usize] = i32t;
    }
    let new_ty = LLVMFunctionType(
        LLVMGetReturnType(old_ty),
        params.as_mut_ptr(),
        n as u32,
        LLVMIsFunctionVarArg(old_ty),
    );
    let new_f = ffi::spvp_function_retyped(f, new_ty, local.as_ptr(), local.len());

    let entry = LLVMGetEntryBasicBlock(new_f);
    let builder = LLVMCreateBuilderInContext(ctx);
    ir::position_at_block_start(builder, entry);
    for &i in local {
        let old_arg = LLVMGetParam(f, i);
        let offset = LLVMGetParam(new_f, i);
        let arg_name = ir::value_name(old_arg);
        let mut idx = [LLVMConstInt(i32t, 0, 0), offset];
        let mut at =
            LLVMBuildInBoundsGEP2(builder, array_t, shared, idx.as_mut_ptr(), 2, c"".as_ptr());
        // Typed pointers (LLVM 15 and 16 under `-opaque-pointers=0`): the
        // GEP is an `i8 addrspace(3)*`, the parameter was `T addrspace(3)*`
        // (opt-15's verifier: "Stored value type does not match pointer
        // operand type!" without this cast). Opaque pointers need none.
        let old_ty = LLVMTypeOf(old_arg);
        if LLVMTypeOf(at) != old_ty {
            at = LLVMBuildPointerCast(builder, at, old_ty, c"".as_ptr());
        }
        LLVMReplaceAllUsesWith(old_arg, at);
        LLVMSetValueName2(old_arg, c"".as_ptr(), 0);
        LLVMSetValueName2(at, arg_name.as_ptr().cast(), arg_name.len());
    }
    LLVMDisposeBuilder(builder);
    ffi::spvp_function_replace(f, new_f);
}
