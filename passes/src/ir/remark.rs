//! Optimization remarks through LLVM's own machinery (`remark.cpp`): which
//! kinds are wanted, and one remark sent. The pass layer builds them
//! (`pass::remark`).

use std::ffi::{c_char, CStr};

use inkwell::llvm_sys::core::{LLVMGetModuleContext, LLVMGetTypeContext, LLVMTypeOf};
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMValueRef};
use inkwell::module::Module;

/// `SpvpRemarkArg` of remark.cpp.
#[repr(C)]
struct RawRemarkArg {
    key: *const c_char,
    key_len: usize,
    val: *const c_char,
    val_len: usize,
    value: LLVMValueRef,
}

extern "C" {
    fn spvp_remarks_enabled(c: LLVMContextRef, pass: *const c_char, len: usize) -> i32;
    fn spvp_remark(
        c: LLVMContextRef,
        at: LLVMValueRef,
        anchor: *const c_char,
        anchor_len: usize,
        kind: i32,
        pass: *const c_char,
        name: *const c_char,
        name_len: usize,
        args: *const RawRemarkArg,
        n: usize,
    );
}

/// The three kinds of LLVM remark, as bits of [`enabled`]'s answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum RemarkKind {
    /// `OptimizationRemark` (`--- !Passed`, `-pass-remarks=`): done.
    Passed = 1,
    /// `OptimizationRemarkMissed` (`--- !Missed`, `-pass-remarks-missed=`):
    /// skipped, left as it is, or dropped.
    Missed = 2,
    /// `OptimizationRemarkAnalysis` (`--- !Analysis`,
    /// `-pass-remarks-analysis=`): a finding.
    Analysis = 4,
}

/// Which kinds of remark of pass `pass` anyone takes in `m`'s context (a
/// remark file or the handler's options), as [`RemarkKind`] bits; 0 when
/// remarks are off.
pub fn enabled(m: &Module<'_>, pass: &str) -> u8 {
    // SAFETY: see module docs of `ir`; the name is borrowed for the call.
    let bits = unsafe { spvp_remarks_enabled(context_of(m), pass.as_ptr().cast(), pass.len()) };
    bits as u8
}

/// One argument: `key: value` in the YAML (`String` for text between named
/// arguments), or LLVM's argument for an IR value (its name; a function's
/// subprogram as the argument's `DebugLoc`).
pub enum RemarkArg<'a> {
    /// A named string.
    Text(&'a str, &'a str),
    /// A named IR value.
    Value(&'a str, LLVMValueRef),
}

/// What a remark is about: an IR value (an instruction, function, parameter
/// or global variable), or a name in a context for what is about the module.
#[derive(Clone, Copy)]
pub enum RawAnchor {
    /// A live value.
    Value(LLVMValueRef),
    /// `what` (`!spirv.ExecutionMode`) in a live context.
    Named(LLVMContextRef, &'static str),
}

/// The context of module `m`, for [`RawAnchor::Named`].
pub fn context_of(m: &Module<'_>) -> LLVMContextRef {
    // SAFETY: see module docs of `ir`.
    unsafe { LLVMGetModuleContext(m.as_mut_ptr()) }
}

/// Sends remark `name` of `kind` for pass `pass` about `at` through the
/// context's diagnostics.
///
/// # Safety
/// `at` and every value in `args` must be live, of one context.
pub unsafe fn emit(
    at: RawAnchor,
    kind: RemarkKind,
    pass: &CStr,
    name: &str,
    args: &[RemarkArg<'_>],
) {
    let raw: Vec<RawRemarkArg> = args
        .iter()
        .map(|a| match *a {
            RemarkArg::Text(k, v) => RawRemarkArg {
                key: k.as_ptr().cast(),
                key_len: k.len(),
                val: v.as_ptr().cast(),
                val_len: v.len(),
                value: std::ptr::null_mut(),
            },
            RemarkArg::Value(k, v) => RawRemarkArg {
                key: k.as_ptr().cast(),
                key_len: k.len(),
                val: std::ptr::null(),
                val_len: 0,
                value: v,
            },
        })
        .collect();
    let (c, v, what) = match at {
        RawAnchor::Value(v) => (LLVMGetTypeContext(LLVMTypeOf(v)), v, ""),
        RawAnchor::Named(c, what) => (c, std::ptr::null_mut(), what),
    };
    spvp_remark(
        c,
        v,
        what.as_ptr().cast(),
        what.len(),
        kind as i32,
        pass.as_ptr(),
        name.as_ptr().cast(),
        name.len(),
        raw.as_ptr(),
        raw.len(),
    );
}
