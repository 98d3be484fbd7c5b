//! `sycl-alignment` on an annotated pointer: the alignment goes on every
//! load, store and memory transfer through the pointer the
//! `llvm.ptr.annotation` call returns.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::AsValueRef;

use super::{Annotation, AnnotationKind, Location};
use crate::ir;

/// What [`align_accesses`] found: the accesses through the pointer that
/// take the alignment, and how many of them it had to raise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Aligned {
    /// Loads, stores and memory-transfer operands through the pointer:
    /// each now has at least the alignment.
    pub accesses: usize,
    /// Those of them whose alignment was lower and was raised to it.
    pub raised: usize,
}

/// Gives every load, store and memory transfer that goes through the
/// pointer a `llvm.ptr.annotation` call returns (casts looked through) at
/// least the alignment `align`, as the reference applies `sycl-alignment`.
/// An access already aligned as much or more keeps its alignment: `align N`
/// is a promise about the address, and a larger one that the front end or
/// an optimization proved stays true (the reference sets `align` outright
/// and so lowers it). Only `llvm.ptr.annotation` has accesses.
pub fn align_accesses(a: &Annotation<'_>, align: u32) -> Aligned {
    let mut found = Aligned::default();
    let (Location::Call(c), AnnotationKind::Ptr) = (a.location, a.kind) else {
        return found;
    };
    let mut take = |raised: bool| {
        found.accesses += 1;
        found.raised += usize::from(raised);
    };
    // SAFETY: users are instructions of a live function; each kind is
    // checked before its operand layout is relied on (load: pointer 0,
    // store: pointer 1, memcpy/memmove: destination 0, source 1).
    unsafe {
        let mut work = vec![c.as_value_ref()];
        while let Some(p) = work.pop() {
            let mut u = LLVMGetFirstUse(p);
            while !u.is_null() {
                let user = LLVMGetUser(u);
                u = LLVMGetNextUse(u);
                if LLVMIsAInstruction(user).is_null() {
                    continue;
                }
                match LLVMGetInstructionOpcode(user) {
                    LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => work.push(user),
                    LLVMOpcode::LLVMLoad if LLVMGetOperand(user, 0) == p => {
                        take(raise_align(user, align));
                    }
                    LLVMOpcode::LLVMStore if LLVMGetOperand(user, 1) == p => {
                        take(raise_align(user, align));
                    }
                    LLVMOpcode::LLVMCall if is_mem_transfer(user) => {
                        for arg in 0..2u32 {
                            if LLVMGetOperand(user, arg) == p {
                                take(raise_param_align(user, arg, align));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    found
}

/// Raises a load's or store's alignment to `align`; true if it was lower.
///
/// # Safety
/// `i` is a load or store.
unsafe fn raise_align(i: LLVMValueRef, align: u32) -> bool {
    if LLVMGetAlignment(i) >= align {
        return false;
    }
    LLVMSetAlignment(i, align);
    true
}

/// # Safety
/// `call` is a call instruction.
unsafe fn is_mem_transfer(call: LLVMValueRef) -> bool {
    let callee = LLVMGetCalledValue(call);
    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
        return false;
    }
    let mut len = 0usize;
    let name = ir::lossy(LLVMGetValueName2(callee, &mut len), len);
    name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove")
}

/// Raises `align N` on argument `arg` of a call to `align`; true if it was
/// lower (no attribute: 1, LLVM's default for a memory transfer operand).
///
/// # Safety
/// `call` is a call instruction with at least `arg + 1` arguments.
unsafe fn raise_param_align(call: LLVMValueRef, arg: u32, align: u32) -> bool {
    const ALIGN: &str = "align";
    let kind = LLVMGetEnumAttributeKindForName(ALIGN.as_ptr().cast(), ALIGN.len());
    let idx = arg + 1;
    let old = LLVMGetCallSiteEnumAttribute(call, idx, kind);
    if !old.is_null() && LLVMGetEnumAttributeValue(old) >= u64::from(align) {
        return false;
    }
    LLVMRemoveCallSiteEnumAttribute(call, idx, kind);
    let ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMAddCallSiteAttribute(
        call,
        idx,
        LLVMCreateEnumAttribute(ctx, kind, u64::from(align)),
    );
    true
}
