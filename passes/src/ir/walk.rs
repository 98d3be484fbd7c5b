//! Use lists and instruction walks, and the edits that follow them: who
//! uses a value, which call in which function calls a function, the calls
//! of a function body, the loads a pointer reaches through
//! `getelementptr` and phis, a value's uses replaced and an unused
//! instruction erased; and the members of `@llvm.used`. What
//! `globaloffset` and `localaccessortosharedmemory` ask of the IR, below
//! the passes.
//!
//! Every function here is safe on the invariant of the `ir` module docs:
//! the handles it takes (inkwell's values, [`IrValue`], [`CallSite`]) can
//! only be made from live values of their context `'ctx`; each function
//! checks a value's kind before a kind-specific LLVM-C call.

use std::ffi::CString;

use rustc_hash::FxHashSet;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

use super::call::CallSite;
use super::md::IrValue;

/// The users of `v`, one per use (a user using `v` twice is listed
/// twice), in use-list order.
pub fn users<'ctx>(v: impl Into<IrValue<'ctx>>) -> Vec<IrValue<'ctx>> {
    // SAFETY: `v` is a live value; each of its users is a live value of the
    // same context.
    unsafe {
        raw_users(v.into().raw())
            .into_iter()
            .map(|u| IrValue::from_raw(u))
            .collect()
    }
}

/// [`users`] of a raw value, for the layer's own walks.
///
/// # Safety
/// `v` must be a valid value.
pub(crate) unsafe fn raw_users(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    let mut u = LLVMGetFirstUse(v);
    while !u.is_null() {
        out.push(LLVMGetUser(u));
        u = LLVMGetNextUse(u);
    }
    out
}

/// Whether anything uses `v`.
pub fn has_uses<'ctx>(v: impl Into<IrValue<'ctx>>) -> bool {
    // SAFETY: reading the head of a live value's use list.
    unsafe { !LLVMGetFirstUse(v.into().raw()).is_null() }
}

/// If `user` is a call instruction whose callee is `f`, the function the
/// call is in.
pub fn caller_of<'ctx>(user: IrValue<'ctx>, f: FunctionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    let u = user.raw();
    // SAFETY: the kind is checked before the callee is read; an
    // instruction's block, when it has one, is in a function.
    unsafe {
        if LLVMIsACallInst(u).is_null() || LLVMGetCalledValue(u) != f.as_value_ref() {
            return None;
        }
        let bb = LLVMGetInstructionParent(u);
        if bb.is_null() {
            return None;
        }
        FunctionValue::new(LLVMGetBasicBlockParent(bb))
    }
}

/// Every call instruction in `f` (not invokes), in block and instruction
/// order.
pub fn calls_in<'ctx>(f: FunctionValue<'ctx>) -> Vec<CallSite<'ctx>> {
    let mut out = Vec::new();
    // SAFETY: walking the blocks and instructions of a live function; each
    // instruction's kind is checked before it is taken as a call.
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(f.as_value_ref());
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if !LLVMIsACallInst(i).is_null() {
                    out.push(CallSite::in_function(i, f));
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

/// What [`loads_through`] found: the integer loads the pointers reach, and
/// the pointers themselves (the calls, then the GEPs and phis between them
/// and the loads), each in the order found.
pub struct PointerLoads<'ctx> {
    /// The loads, each once.
    pub loads: Vec<IrValue<'ctx>>,
    /// The calls, GEPs and phis.
    pub pointers: Vec<IrValue<'ctx>>,
}

/// Why [`loads_through`] found more than loads.
pub enum NotOnlyLoads<'ctx> {
    /// A load of something other than an integer.
    NonIntegerLoad,
    /// A user that is no load, no `getelementptr` of the pointer and no phi.
    OtherUse(IrValue<'ctx>),
    /// A phi with an incoming value that is not among the pointers.
    MixedPhi(IrValue<'ctx>),
}

/// What the pointers that `calls` return reach: the loads (each once) and
/// the pointers between (the calls, GEPs with one of them as their base,
/// and phis of them), as intel/llvm's `globaloffset` collects a load's
/// definitions (PR #20428: through phis too). A phi belongs only when
/// every incoming value does; `Err` names the first user that is none of
/// these.
pub fn loads_through<'ctx>(
    calls: &[IrValue<'ctx>],
) -> Result<PointerLoads<'ctx>, NotOnlyLoads<'ctx>> {
    let mut loads = Vec::new();
    let mut pointers: Vec<IrValue<'ctx>> = calls.to_vec();
    let mut members: FxHashSet<IrValue<'ctx>> = calls.iter().copied().collect();
    let mut phis: Vec<IrValue<'ctx>> = Vec::new();
    let mut work: Vec<IrValue<'ctx>> = calls.to_vec();
    let mut seen_loads = FxHashSet::default();
    while let Some(v) = work.pop() {
        for u in users(v) {
            let raw = u.raw();
            // SAFETY: `u` is a live user; its kind is checked before its
            // operands are read.
            unsafe {
                if !LLVMIsALoadInst(raw).is_null() {
                    if LLVMGetTypeKind(LLVMTypeOf(raw)) != LLVMTypeKind::LLVMIntegerTypeKind {
                        return Err(NotOnlyLoads::NonIntegerLoad);
                    }
                    if seen_loads.insert(u) {
                        loads.push(u);
                    }
                } else if (!LLVMIsAGetElementPtrInst(raw).is_null()
                    && LLVMGetOperand(raw, 0) == v.raw())
                    || !LLVMIsAPHINode(raw).is_null()
                {
                    if members.insert(u) {
                        if !LLVMIsAPHINode(raw).is_null() {
                            phis.push(u);
                        }
                        pointers.push(u);
                        work.push(u);
                    }
                } else {
                    return Err(NotOnlyLoads::OtherUse(u));
                }
            }
        }
    }
    for &phi in &phis {
        // SAFETY: `phi` is a live phi; its incoming values are counted.
        let mixed = unsafe {
            (0..LLVMCountIncoming(phi.raw()))
                .any(|i| !members.contains(&IrValue::from_raw(LLVMGetIncomingValue(phi.raw(), i))))
        };
        if mixed {
            return Err(NotOnlyLoads::MixedPhi(phi));
        }
    }
    Ok(PointerLoads { loads, pointers })
}

/// Replaces every use of `v` by `with`, which should have `v`'s type (the
/// caller's contract, as LLVM's: another type makes IR the verifier
/// rejects).
pub fn replace_uses<'ctx>(v: IrValue<'ctx>, with: IrValue<'ctx>) {
    // SAFETY: both are live values of one context.
    unsafe { LLVMReplaceAllUsesWith(v.raw(), with.raw()) }
}

/// Erases `v` if it is an instruction nothing uses (true if erased); `v`
/// is not to be used after.
pub fn erase_unused(v: IrValue<'_>) -> bool {
    let raw = v.raw();
    // SAFETY: the kind and the use list are checked first: only an
    // instruction in a block, and with no users left to point at it, is
    // erased.
    unsafe {
        if LLVMIsAInstruction(raw).is_null()
            || LLVMGetInstructionParent(raw).is_null()
            || !LLVMGetFirstUse(raw).is_null()
        {
            return false;
        }
        LLVMInstructionEraseFromParent(raw);
    }
    true
}

/// Deletes function `f` if nothing uses it; true if deleted (`f` is not
/// to be used after).
pub fn delete_if_unused(f: FunctionValue<'_>) -> bool {
    let raw = f.as_value_ref();
    // SAFETY: a live function without uses is deleted; nothing refers to
    // it after.
    unsafe {
        if !LLVMGetFirstUse(raw).is_null() {
            return false;
        }
        LLVMDeleteFunction(raw);
    }
    true
}

/// The values an appending array (`@llvm.used`, `@llvm.compiler.used`)
/// lists, each with its constant casts taken off (through the first
/// operand of every constant expression); empty when `m` has no such
/// array or it has no initializer.
pub fn appending_members<'ctx>(m: &Module<'ctx>, name: &str) -> Vec<IrValue<'ctx>> {
    let mut out = Vec::new();
    let Ok(cname) = CString::new(name) else {
        return out;
    };
    // SAFETY: the global and its initializer are read with a null check
    // before each use; operands are read below their count, and a constant
    // expression's first operand only when it has one.
    unsafe {
        let g = LLVMGetNamedGlobal(m.as_mut_ptr(), cname.as_ptr());
        if g.is_null() {
            return out;
        }
        let init = LLVMGetInitializer(g);
        if init.is_null() {
            return out;
        }
        for i in 0..LLVMGetNumOperands(init).max(0) as u32 {
            let mut v = LLVMGetOperand(init, i);
            while !v.is_null() && !LLVMIsAConstantExpr(v).is_null() && LLVMGetNumOperands(v) > 0 {
                v = LLVMGetOperand(v, 0);
            }
            if !v.is_null() {
                out.push(IrValue::from_raw(v));
            }
        }
    }
    out
}
