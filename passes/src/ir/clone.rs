//! Functions cloned and rebuilt with other parameters, and the edits of
//! their bodies and calls that go with it: a clone with one more
//! parameter, a call moved to such a clone with one more argument, type
//! attributes (`byval`, `byref`) of parameters, a private copy of what a
//! parameter points at, a call replaced by a load through an index, and a
//! kernel whose local-memory pointers become offsets into one array. What
//! `globaloffset` and `localaccessortosharedmemory` ask of the IR, below
//! the passes; what to rewrite, and every check and diagnostic, stays
//! with them. The C++ halves are in `gap.cpp`.
//!
//! Every function here is safe on the invariant of the `ir` module docs:
//! the handles it takes can only be made from live values of their
//! context `'ctx`; the preconditions LLVM itself would not check (an index
//! past the parameters, an instruction that is not a call) are checked
//! here before any LLVM-C call.

use std::ffi::CString;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMBuilderRef, LLVMTypeRef};
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

use super::call::CallSite;
use super::md::{IrType, IrValue};

/// `[n x elem]`.
pub fn array_of<'ctx>(elem: IrType<'ctx>, n: u32) -> IrType<'ctx> {
    // SAFETY: `elem` is a live type; an array of it is a type of its context.
    unsafe { IrType::from_raw(super::array_type(elem.raw(), n)) }
}

/// `ptr addrspace(addrspace)` in `m`'s context (opaque).
pub fn pointer_type<'ctx>(m: &Module<'ctx>, addrspace: u32) -> IrType<'ctx> {
    // SAFETY: a live module has a context.
    unsafe {
        IrType::from_raw(LLVMPointerTypeInContext(
            LLVMGetModuleContext(m.as_mut_ptr()),
            addrspace,
        ))
    }
}

/// A copy of `f` named `name`, right after it, that takes one more
/// parameter of type `param` (without attributes); its body uses its own
/// arguments, its debug info is its own (see `spvp_clone_with_param`).
pub fn clone_with_param<'ctx>(
    f: FunctionValue<'ctx>,
    param: IrType<'ctx>,
    name: &str,
) -> FunctionValue<'ctx> {
    // SAFETY: `f` is a live function in a module, `param` a type of its
    // context; the name is passed with its length. The gap function returns
    // the new function.
    unsafe {
        let clone = super::ffi::spvp_clone_with_param(
            f.as_value_ref(),
            param.raw(),
            name.as_ptr().cast(),
            name.len(),
        );
        FunctionValue::new(clone).expect("the gap makes a function")
    }
}

/// Replaces `call` by a call of `callee` with the same arguments and
/// `extra` appended, keeping its calling convention, tail-call kind,
/// call-site attributes, operand bundles, metadata and name (see
/// `spvp_call_with_extra_arg`); `call` is erased.
pub fn call_with_extra_arg<'ctx>(
    call: CallSite<'ctx>,
    callee: FunctionValue<'ctx>,
    extra: IrValue<'ctx>,
) {
    // SAFETY: `call` is a live call instruction (CallSite invariant),
    // `callee` a live function and `extra` a live value of one context; the
    // old call is not used after (it is consumed).
    unsafe {
        super::ffi::spvp_call_with_extra_arg(call.raw(), callee.as_value_ref(), extra.raw());
    }
}

/// `f`'s last parameter, if it has any.
pub fn last_param<'ctx>(f: FunctionValue<'ctx>) -> Option<IrValue<'ctx>> {
    let raw = f.as_value_ref();
    // SAFETY: the index is below the parameter count.
    unsafe {
        let n = LLVMCountParams(raw);
        (n > 0).then(|| IrValue::from_raw(LLVMGetParam(raw, n - 1)))
    }
}

/// The type of type attribute `kind` (`byval`, `byref` ...) on parameter
/// `param` of `f`, if the parameter has it.
pub fn param_type_attr<'ctx>(
    f: FunctionValue<'ctx>,
    param: u32,
    kind: &str,
) -> Option<IrType<'ctx>> {
    // SAFETY: attribute index 1 + i is parameter i (an index past the
    // parameters has no attributes); the name is passed with its length; a
    // type attribute has a type of `f`'s context.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(kind.as_ptr().cast(), kind.len());
        let attr = LLVMGetEnumAttributeAtIndex(f.as_value_ref(), param + 1, kind);
        if attr.is_null() || LLVMIsTypeAttribute(attr) == 0 {
            return None;
        }
        Some(IrType::from_raw(LLVMGetTypeAttributeValue(attr)))
    }
}

/// Adds type attribute `kind` (`byval`, `byref` ...) of type `ty` to
/// parameter `param` of `f`; nothing when `f` has no such parameter.
pub fn add_param_type_attr<'ctx>(f: FunctionValue<'ctx>, param: u32, kind: &str, ty: IrType<'ctx>) {
    let raw = f.as_value_ref();
    // SAFETY: the parameter exists; the attribute is made in the type's
    // context, `f`'s; the name is passed with its length.
    unsafe {
        if param >= LLVMCountParams(raw) {
            return;
        }
        let kind = LLVMGetEnumAttributeKindForName(kind.as_ptr().cast(), kind.len());
        let attr = LLVMCreateTypeAttribute(LLVMGetTypeContext(ty.raw()), kind, ty.raw());
        LLVMAddAttributeAtIndex(raw, param + 1, attr);
    }
}

/// The destination of the first `memcpy` in `f`'s entry block that copies
/// from `from` into an `alloca`: a private copy made before.
pub fn private_copy_in_entry<'ctx>(
    f: FunctionValue<'ctx>,
    from: IrValue<'ctx>,
) -> Option<IrValue<'ctx>> {
    let raw = f.as_value_ref();
    // SAFETY: a defined function has an entry block (checked); each
    // instruction's kind is checked before its operands are read (a memcpy
    // has its destination and source as operands 0 and 1).
    unsafe {
        if LLVMCountBasicBlocks(raw) == 0 {
            return None;
        }
        let mut i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(raw));
        while !i.is_null() {
            if !LLVMIsAMemCpyInst(i).is_null()
                && LLVMGetOperand(i, 1) == from.raw()
                && !LLVMIsAAllocaInst(LLVMGetOperand(i, 0)).is_null()
            {
                return Some(IrValue::from_raw(LLVMGetOperand(i, 0)));
            }
            i = LLVMGetNextInstruction(i);
        }
    }
    None
}

/// One instruction builder for a sequence of edits of one module: like
/// LLVM's, where it is and the debug location it gives new instructions
/// carry from one edit to the next. Disposed when dropped.
pub struct Edits<'ctx> {
    builder: LLVMBuilderRef,
    _ctx: std::marker::PhantomData<&'ctx ()>,
}

impl<'ctx> Edits<'ctx> {
    /// A builder in `m`'s context.
    pub fn new(m: &Module<'ctx>) -> Self {
        // SAFETY: a live module has a context; the builder is disposed once,
        // by `drop`.
        let builder = unsafe { LLVMCreateBuilderInContext(LLVMGetModuleContext(m.as_mut_ptr())) };
        Edits {
            builder,
            _ctx: std::marker::PhantomData,
        }
    }

    /// A private copy of the `size` bytes `from` points at (an `alloca` of
    /// `ty`, align 4, filled by a `memcpy` with both sides align 4), at the
    /// very start of `f`'s entry block; `None` for a function without a
    /// body.
    pub fn private_copy(
        &mut self,
        f: FunctionValue<'ctx>,
        from: IrValue<'ctx>,
        ty: IrType<'ctx>,
        size: u64,
    ) -> Option<IrValue<'ctx>> {
        let b = self.builder;
        // SAFETY: the function has a body (checked), so an entry block; the
        // builder, type and values are of one context.
        unsafe {
            if LLVMCountBasicBlocks(f.as_value_ref()) == 0 {
                return None;
            }
            let ctx = LLVMGetTypeContext(ty.raw());
            super::position_at_block_start(b, LLVMGetEntryBasicBlock(f.as_value_ref()));
            let copy = LLVMBuildAlloca(b, ty.raw(), c"".as_ptr());
            LLVMSetAlignment(copy, 4);
            LLVMBuildMemCpy(
                b,
                copy,
                4,
                from.raw(),
                4,
                LLVMConstInt(LLVMInt64TypeInContext(ctx), size, 0),
            );
            Some(IrValue::from_raw(copy))
        }
    }

    /// Replaces `call` (which takes an integer index as its first
    /// argument) by the `elem` at that index of the array `base` points
    /// at, loaded (align 4) and cast to the call's integer type, signed
    /// casts never; then erases the call. A call without uses is only
    /// erased.
    pub fn replace_with_indexed_load(
        &mut self,
        call: CallSite<'ctx>,
        base: IrValue<'ctx>,
        elem: IrType<'ctx>,
    ) {
        let (b, raw) = (self.builder, call.raw());
        // SAFETY: `call` is a live call (CallSite invariant) in a block, so
        // it has an operand 0 (its first argument, or its callee); the
        // builder, values and type are of one context. The call is erased
        // once nothing uses it.
        unsafe {
            if !LLVMGetFirstUse(raw).is_null() {
                LLVMPositionBuilderBefore(b, raw);
                let mut dim = [LLVMGetOperand(raw, 0)];
                let at = LLVMBuildInBoundsGEP2(
                    b,
                    elem.raw(),
                    base.raw(),
                    dim.as_mut_ptr(),
                    1,
                    c"".as_ptr(),
                );
                let value = LLVMBuildLoad2(b, elem.raw(), at, c"".as_ptr());
                LLVMSetAlignment(value, 4);
                let cast = LLVMBuildIntCast2(b, value, LLVMTypeOf(raw), 0, c"".as_ptr());
                LLVMReplaceAllUsesWith(raw, cast);
            }
            LLVMInstructionEraseFromParent(raw);
        }
    }
}

impl Drop for Edits<'_> {
    fn drop(&mut self) {
        // SAFETY: made by `new`, disposed once.
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

/// Whether `t` is a pointer into address space `addrspace`.
///
/// # Safety
/// `t` must be a valid type.
unsafe fn is_pointer_in(t: LLVMTypeRef, addrspace: u32) -> bool {
    LLVMGetTypeKind(t) == LLVMTypeKind::LLVMPointerTypeKind
        && LLVMGetPointerAddressSpace(t) == addrspace
}

/// The parameters of `f` that are pointers into address space
/// `addrspace`, by position.
pub fn pointer_params_in(f: FunctionValue<'_>, addrspace: u32) -> Vec<u32> {
    // SAFETY: parameters are read below their count; every value has a
    // type.
    unsafe {
        let raw = f.as_value_ref();
        (0..LLVMCountParams(raw))
            .filter(|&i| is_pointer_in(LLVMTypeOf(LLVMGetParam(raw, i)), addrspace))
            .collect()
    }
}

/// Replaces kernel `k` by one whose parameters `local` (pointers into
/// address space `addrspace`) are `i32` byte offsets into a new external
/// array `@<array> = external addrspace(<addrspace>) global [0 x i8],
/// align 4`: at entry, a GEP into the array at each offset (cast to the
/// parameter's old type where pointers are typed) stands for the old
/// pointer and takes its name. The new kernel keeps `k`'s name, linkage,
/// calling convention, attributes (the replaced parameters' dropped),
/// metadata and body, and takes `k`'s place wherever `k` is used (see
/// `spvp_function_retyped` and `spvp_function_replace`); `k` is deleted.
/// The caller checks that nothing calls `k`. Nothing is done when `k` has
/// no body or an index of `local` is not such a parameter.
pub fn local_params_to_offsets(
    m: &Module<'_>,
    k: FunctionValue<'_>,
    local: &[u32],
    array: &str,
    addrspace: u32,
) {
    let f = k.as_value_ref();
    // SAFETY: `k` is a live function with a body, and every index in
    // `local` a pointer parameter of it (both checked first); every type and
    // value made below is of its context; the builder is disposed; `k` is
    // not used after `spvp_function_replace` deletes it.
    unsafe {
        let n = LLVMCountParams(f);
        if LLVMCountBasicBlocks(f) == 0
            || local
                .iter()
                .any(|&i| i >= n || !is_pointer_in(LLVMTypeOf(LLVMGetParam(f, i)), addrspace))
        {
            return;
        }
        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        let i8t = LLVMInt8TypeInContext(ctx);
        let i32t = LLVMInt32TypeInContext(ctx);
        let array_t = super::array_type(i8t, 0);

        let cname = CString::new(array).unwrap_or_default();
        let shared =
            LLVMAddGlobalInAddressSpace(m.as_mut_ptr(), array_t, cname.as_ptr(), addrspace);
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
        let new_f = super::ffi::spvp_function_retyped(f, new_ty, local.as_ptr(), local.len());

        let entry = LLVMGetEntryBasicBlock(new_f);
        let builder = LLVMCreateBuilderInContext(ctx);
        super::position_at_block_start(builder, entry);
        for &i in local {
            let old_arg = LLVMGetParam(f, i);
            let offset = LLVMGetParam(new_f, i);
            let arg_name = super::value_name(old_arg);
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
        super::ffi::spvp_function_replace(f, new_f);
    }
}
