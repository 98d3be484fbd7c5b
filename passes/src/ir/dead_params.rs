//! Parameters that a function's live code never uses, and the function
//! rebuilt without some of them (gap.cpp, section 9): what
//! `deadargelim-sycl` asks of the IR, below the metadata layer.
//!
//! "Live" is ADCE-lite: an instruction is live when it is in a block
//! reachable from the entry and is a terminator, may have side effects, is
//! an EH pad or makes a token, or when a live instruction uses it (a live
//! phi only through its edges from reachable blocks). A parameter that
//! only dead instructions use is unused.

use std::fmt;

use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::values::{AsValueRef, FunctionValue};

mod ffi {
    use inkwell::llvm_sys::prelude::LLVMValueRef;

    extern "C" {
        pub fn spvp_params_used(f: LLVMValueRef, used: *mut u8, n: usize) -> i32;
        pub fn spvp_first_caller(f: LLVMValueRef) -> LLVMValueRef;
        pub fn spvp_function_drop_params(
            f: LLVMValueRef,
            removed: *const u8,
            n: usize,
        ) -> LLVMValueRef;
        pub fn spvp_functions_replace(olds: *mut LLVMValueRef, news: *mut LLVMValueRef, n: usize);
    }
}

/// Why no parameter of a function may go (LLVM's deadargelim keeps such
/// functions whole for the same reasons).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptWhole {
    /// It takes `...`.
    VarArg,
    /// A parameter is `inalloca` or `preallocated`: a stack layout its
    /// caller made.
    CallerStackLayout,
    /// It is `naked`: its assembly may read any parameter.
    Naked,
    /// It makes a `musttail` call, whose callee must have its signature.
    MustTailCall,
    /// It has no body.
    Declaration,
}

impl fmt::Display for KeptWhole {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        out.write_str(match self {
            KeptWhole::VarArg => "it is variadic",
            KeptWhole::CallerStackLayout => "a parameter is inalloca or preallocated",
            KeptWhole::Naked => "it is naked",
            KeptWhole::MustTailCall => "it makes a musttail call",
            KeptWhole::Declaration => "it has no body",
        })
    }
}

/// For each parameter of `f`, whether a live instruction uses it; or why
/// none may go.
pub fn used_params(f: FunctionValue<'_>) -> Result<Vec<bool>, KeptWhole> {
    let n = f.count_params() as usize;
    let mut used = vec![0u8; n];
    // SAFETY: `f` is a live function (module invariant); the gap function
    // writes at most `n` entries into the buffer, which has `n`.
    let why = unsafe { ffi::spvp_params_used(f.as_value_ref(), used.as_mut_ptr(), n) };
    match why {
        0 => Ok(used.into_iter().map(|u| u != 0).collect()),
        1 => Err(KeptWhole::VarArg),
        2 => Err(KeptWhole::CallerStackLayout),
        3 => Err(KeptWhole::Naked),
        4 => Err(KeptWhole::MustTailCall),
        _ => Err(KeptWhole::Declaration),
    }
}

/// The function of the first call of `f` (directly, through constant
/// casts or an alias), if anything calls it.
pub fn first_caller<'ctx>(f: FunctionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    // SAFETY: `f` is live; the gap function returns a function of the same
    // module or null, which `FunctionValue::new` turns into `None`.
    unsafe { FunctionValue::new(ffi::spvp_first_caller(f.as_value_ref())) }
}

/// Functions rebuilt by [`drop_params`] that still have to take the
/// place of the functions they were made from: every use of each old
/// function (`@llvm.used`, `!spirv.ExecutionMode` ...) moves to its new
/// function, and the old one is deleted, all at once when
/// [`Replacements::finish`] runs (or the value is dropped): an appending
/// array such as `@llvm.used` is rebuilt once, not once per function.
#[derive(Default)]
pub struct Replacements<'ctx> {
    pairs: Vec<(FunctionValue<'ctx>, FunctionValue<'ctx>)>,
}

impl<'ctx> Replacements<'ctx> {
    /// Moves every use of each old function to its new one, and deletes
    /// the old ones.
    pub fn finish(&mut self) {
        let (mut olds, mut news): (Vec<LLVMValueRef>, Vec<LLVMValueRef>) = self
            .pairs
            .drain(..)
            .map(|(old, new)| (old.as_value_ref(), new.as_value_ref()))
            .unzip();
        // SAFETY: each pair is a function of the same live module and the
        // function `drop_params` made for it, which is not used as an old
        // function here or later (the pairs are drained).
        unsafe { ffi::spvp_functions_replace(olds.as_mut_ptr(), news.as_mut_ptr(), olds.len()) };
    }
}

impl Drop for Replacements<'_> {
    fn drop(&mut self) {
        self.finish();
    }
}

/// A function like `f` without the parameters whose `removed` entry is
/// true (one entry per parameter; none of them used by a live
/// instruction, see [`used_params`]), with `f`'s name, linkage,
/// attributes, metadata and body: its dead instructions that used them are
/// deleted, and what is left in unreachable code reads poison. It takes
/// `f`'s place through `replacements` (until then `f` is a nameless
/// declaration). `None`, with nothing changed, when `removed` does not
/// have one entry per parameter or `f` has no body.
pub fn drop_params<'ctx>(
    f: FunctionValue<'ctx>,
    removed: &[bool],
    replacements: &mut Replacements<'ctx>,
) -> Option<FunctionValue<'ctx>> {
    if removed.len() != f.count_params() as usize || !super::is_definition(f) {
        return None;
    }
    let flags: Vec<u8> = removed.iter().map(|&r| u8::from(r)).collect();
    // SAFETY: `f` is a defined function of a live module and `flags` has
    // one entry per parameter; the gap function returns the new function,
    // inserted in the same module (or null, which `FunctionValue::new`
    // turns into `None`).
    let new = unsafe {
        FunctionValue::new(ffi::spvp_function_drop_params(
            f.as_value_ref(),
            flags.as_ptr(),
            flags.len(),
        ))
    }?;
    replacements.pairs.push((f, new));
    Some(new)
}
