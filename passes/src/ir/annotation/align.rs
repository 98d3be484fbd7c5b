//! `sycl-alignment` on an annotated pointer: the alignment goes on every
//! load, store and memory transfer through the pointer the
//! `llvm.ptr.annotation` call returns.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::values::AsValueRef;

use super::{Annotation, AnnotationKind, Location};
use crate::ir;

/// Sets the alignment of every load, store and memory transfer that goes
/// through the pointer a `llvm.ptr.annotation` call returns (casts looked
/// through), as the reference applies `sycl-alignment`. Returns how many
/// instructions it changed.
pub fn align_accesses(a: &Annotation<'_>, align: u32) -> usize {
    let (Location::Call(c), AnnotationKind::Ptr) = (a.location, a.kind) else {
        return 0;
    };
    // SAFETY: users are instructions of a live function; each kind is
    // checked before its operand layout is relied on (load: pointer 0,
    // store: pointer 1, memcpy/memmove: destination 0, source 1).
    unsafe {
        let mut changed = 0;
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
                        changed += set_align(user, align);
                    }
                    LLVMOpcode::LLVMStore if LLVMGetOperand(user, 1) == p => {
                        changed += set_align(user, align);
                    }
                    LLVMOpcode::LLVMCall if is_mem_transfer(user) => {
                        for arg in 0..2u32 {
                            if LLVMGetOperand(user, arg) == p {
                                changed += set_param_align(user, arg, align);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        changed
    }
}

/// # Safety
/// `i` is a load or store.
unsafe fn set_align(i: LLVMValueRef, align: u32) -> usize {
    if LLVMGetAlignment(i) == align {
        return 0;
    }
    LLVMSetAlignment(i, align);
    1
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

/// `align N` on argument `arg` of a call.
///
/// # Safety
/// `call` is a call instruction with at least `arg + 1` arguments.
unsafe fn set_param_align(call: LLVMValueRef, arg: u32, align: u32) -> usize {
    const ALIGN: &str = "align";
    let kind = LLVMGetEnumAttributeKindForName(ALIGN.as_ptr().cast(), ALIGN.len());
    let idx = arg + 1;
    let old = LLVMGetCallSiteEnumAttribute(call, idx, kind);
    if !old.is_null() && LLVMGetEnumAttributeValue(old) == u64::from(align) {
        return 0;
    }
    LLVMRemoveCallSiteEnumAttribute(call, idx, kind);
    let ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMAddCallSiteAttribute(
        call,
        idx,
        LLVMCreateEnumAttribute(ctx, kind, u64::from(align)),
    );
    1
}
