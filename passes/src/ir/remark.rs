//! Optimization remarks through LLVM's own machinery (`remark.cpp`): which
//! kinds are wanted, what a remark is about ([`Anchor`]), and one remark
//! sent. The pass layer above builds them (`pass::remark`).

use std::ffi::{c_char, CStr};
use std::marker::PhantomData;

use inkwell::llvm_sys::core::{LLVMGetModuleContext, LLVMGetTypeContext, LLVMTypeOf};
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMValueRef};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue, InstructionValue};

use super::annotation::{Annotated, Annotation, Location};
use super::Subject;

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

/// An IR value a remark names as an argument (a kernel, function,
/// parameter's function or global): LLVM prints its name, and a
/// function's subprogram gives the argument its `DebugLoc`. Made only from
/// inkwell's values, so it is a live value of the context `'ctx`.
#[derive(Clone, Copy)]
pub struct ArgValue<'ctx>(LLVMValueRef, PhantomData<&'ctx ()>);

impl<'ctx> From<FunctionValue<'ctx>> for ArgValue<'ctx> {
    fn from(f: FunctionValue<'ctx>) -> Self {
        ArgValue(f.as_value_ref(), PhantomData)
    }
}

impl<'ctx> From<GlobalValue<'ctx>> for ArgValue<'ctx> {
    fn from(g: GlobalValue<'ctx>) -> Self {
        ArgValue(g.as_value_ref(), PhantomData)
    }
}

/// One argument: `key: value` in the YAML (`String` for text between named
/// arguments), or LLVM's argument for an IR value (its name; a function's
/// subprogram as the argument's `DebugLoc`).
pub enum RemarkArg<'a, 'ctx> {
    /// A named string.
    Text(&'a str, &'a str),
    /// A named IR value.
    Value(&'a str, ArgValue<'ctx>),
}

/// What a remark is about: an IR value (an instruction, function, parameter
/// or global variable), or a name in a context for what is about the module.
#[derive(Clone, Copy)]
enum RawAnchor {
    /// A live value.
    Value(LLVMValueRef),
    /// `what` (`!spirv.ExecutionMode`) in a live context.
    Named(LLVMContextRef, &'static str),
}

/// What a remark is about, as LLVM takes it: an instruction (its function
/// and debug location), a function, a parameter (its function), a global
/// variable (its name stands for the function; see `remark.cpp`), or
/// something of the module ([`Anchor::module`]). Made only from inkwell's
/// values and modules, so it names a live value or context of `'ctx`.
#[derive(Clone, Copy)]
pub struct Anchor<'ctx>(RawAnchor, PhantomData<&'ctx ()>);

impl<'ctx> Anchor<'ctx> {
    /// `what` of module `m` (`!spirv.ExecutionMode`, `module`): the
    /// remark's `Function:`.
    pub fn module(m: &Module<'ctx>, what: &'static str) -> Self {
        Anchor(RawAnchor::Named(context_of(m), what), PhantomData)
    }

    /// Annotation `a` of `m`: its call (with the call's debug location), or
    /// for an `@llvm.global.annotations` entry the annotated global or
    /// function.
    pub fn annotation(m: &Module<'ctx>, a: &Annotation<'ctx>) -> Self {
        match (a.location, a.target) {
            (Location::Call(i), _) => i.into(),
            (_, Annotated::Global(g)) => g.into(),
            (_, Annotated::Function(f)) => f.into(),
            _ => Anchor::module(m, "llvm.global.annotations"),
        }
    }

    fn value(v: LLVMValueRef) -> Self {
        Anchor(RawAnchor::Value(v), PhantomData)
    }
}

impl<'ctx> From<Subject<'ctx>> for Anchor<'ctx> {
    fn from(s: Subject<'ctx>) -> Self {
        match s {
            Subject::Param(f, i) => match f.get_nth_param(i) {
                Some(p) => Anchor::value(p.as_value_ref()),
                None => f.into(),
            },
            Subject::Kernel(f) | Subject::Function(f) => f.into(),
            Subject::Global(g) => g.into(),
        }
    }
}

impl<'ctx> From<FunctionValue<'ctx>> for Anchor<'ctx> {
    fn from(f: FunctionValue<'ctx>) -> Self {
        Anchor::value(f.as_value_ref())
    }
}

impl<'ctx> From<GlobalValue<'ctx>> for Anchor<'ctx> {
    fn from(g: GlobalValue<'ctx>) -> Self {
        Anchor::value(g.as_value_ref())
    }
}

impl<'ctx> From<InstructionValue<'ctx>> for Anchor<'ctx> {
    fn from(i: InstructionValue<'ctx>) -> Self {
        Anchor::value(i.as_value_ref())
    }
}

/// The context of module `m`.
fn context_of(m: &Module<'_>) -> LLVMContextRef {
    // SAFETY: see module docs of `ir`.
    unsafe { LLVMGetModuleContext(m.as_mut_ptr()) }
}

/// Sends remark `name` of `kind` for pass `pass` about `at` through the
/// context's diagnostics. Safe: the anchor and every value in `args` were
/// made from inkwell's values of one context `'ctx` (their types allow
/// nothing else), live while the pass runs on their module.
pub fn emit<'ctx>(
    at: Anchor<'ctx>,
    kind: RemarkKind,
    pass: &CStr,
    name: &str,
    args: &[RemarkArg<'_, 'ctx>],
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
                value: v.0,
            },
        })
        .collect();
    // SAFETY: the anchor's value or context and the arguments' values are
    // live (see above); every string is passed with its length and
    // borrowed for the call; `raw` has `raw.len()` entries.
    unsafe {
        let (c, v, what) = match at.0 {
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
}
