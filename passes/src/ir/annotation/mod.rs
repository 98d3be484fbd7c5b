//! Annotations: the intrinsic calls (`llvm.ptr.annotation.*`,
//! `llvm.var.annotation.*`) and the entries of `@llvm.global.annotations`,
//! each read into plain data: the annotated value, the annotation string,
//! the source file and line, and the fifth field's constant struct of
//! alternating property names and values (what clang emits for
//! `__attribute__((annotate("sycl-properties", "sycl-foo", 32)))`). The
//! rewrites the annotation pass needs live here too, so that every raw
//! LLVM-C call of that pass stays in `ir`.
//!
//! - [`read`]: [`annotations`] reads each annotation of a module into an
//!   [`Annotation`] when the pass reaches it (with the constant-reading
//!   helpers the rewrites share: C strings behind pointers, the entries of
//!   `@llvm.global.annotations`);
//! - [`rewrite`]: the [`Rewriter`] (new text, removal, replacement by
//!   another call) and the annotation strings it creates and shares;
//! - [`align`]: [`align_accesses`], the `sycl-alignment` of an annotated
//!   pointer on the loads, stores and memory transfers through it.
//!
//! The data they pass between them, below, is the one thing defined here.

pub mod align;
pub mod read;
pub mod rewrite;

pub use align::{align_accesses, Aligned};
pub use read::{annotations, Annotations};
pub use rewrite::Rewriter;

use inkwell::values::{FunctionValue, GlobalValue, InstructionValue};
use std::rc::Rc;

/// Where the annotation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnotationKind {
    /// `llvm.ptr.annotation`: a pointer (struct members).
    Ptr,
    /// `llvm.var.annotation`: a local variable.
    Var,
    /// An entry of `@llvm.global.annotations`: a global or function.
    Global,
}

impl AnnotationKind {
    /// How the IR names it.
    pub fn ir_name(self) -> &'static str {
        match self {
            AnnotationKind::Ptr => "llvm.ptr.annotation",
            AnnotationKind::Var => "llvm.var.annotation",
            AnnotationKind::Global => "llvm.global.annotations",
        }
    }
}

/// One value of the fifth operand's struct.
#[derive(Clone, Debug, PartialEq)]
pub enum AnnotationArg {
    /// `ptr null`, or no value.
    None,
    /// An integer constant, sign-extended.
    Int(i64),
    /// A floating-point constant.
    Float(f64),
    /// A pointer to a constant C string (a property name or string value).
    Str(String),
    /// Anything else, printed.
    Other(String),
}

impl std::fmt::Display for AnnotationArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnnotationArg::None => f.write_str("(none)"),
            AnnotationArg::Int(i) => write!(f, "{i}"),
            AnnotationArg::Float(x) => write!(f, "{x}"),
            AnnotationArg::Str(s) => write!(f, "{s:?}"),
            AnnotationArg::Other(s) => f.write_str(s),
        }
    }
}

/// Where an annotation lives in the module: a call, or an entry of
/// `@llvm.global.annotations`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Location<'ctx> {
    /// An intrinsic call.
    Call(InstructionValue<'ctx>),
    /// Entry `index` of `@llvm.global.annotations`.
    GlobalEntry(u32),
}

/// What an annotation is about, for attaching decorations to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Annotated<'ctx> {
    /// An instruction (a GEP to a struct member, an `alloca`).
    Instruction(InstructionValue<'ctx>),
    /// Parameter `index` of `function`.
    Argument {
        /// The function the parameter belongs to.
        function: FunctionValue<'ctx>,
        /// The parameter's position, from 0.
        index: u32,
    },
    /// A global variable (casts looked through).
    Global(GlobalValue<'ctx>),
    /// A function (casts looked through).
    Function(FunctionValue<'ctx>),
    /// A constant or anything else that cannot carry metadata.
    Other,
}

/// What messages and printouts name an annotation by. A call's function is
/// named only when it is shown: a name is a lookup in the context's name
/// table, a cache miss per function on a large module, and most
/// annotations are never shown. A global entry's annotated value is named
/// when read (the table's constants may be rewritten before a message).
#[derive(Clone, Debug)]
pub struct NamedLater<'ctx>(Naming<'ctx>);

#[derive(Clone, Debug)]
enum Naming<'ctx> {
    Function(FunctionValue<'ctx>),
    Name(Rc<str>),
}

impl<'ctx> NamedLater<'ctx> {
    /// Named by `f`'s name when shown.
    pub(super) fn function(f: FunctionValue<'ctx>) -> Self {
        NamedLater(Naming::Function(f))
    }

    /// Named `name`.
    pub(super) fn name(name: Rc<str>) -> Self {
        NamedLater(Naming::Name(name))
    }
}

/// The name, read now.
impl std::fmt::Display for NamedLater<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Naming::Function(f) => out.write_str(&crate::ir::function_name(*f)),
            Naming::Name(n) => out.write_str(n),
        }
    }
}

/// One annotation, read.
#[derive(Clone, Debug)]
pub struct Annotation<'ctx> {
    /// Where it lives: the call or the global entry.
    pub location: Location<'ctx>,
    /// Which intrinsic or table it comes from.
    pub kind: AnnotationKind,
    /// The function holding the call; for a global entry, the annotated
    /// global or function (named when shown).
    pub function: NamedLater<'ctx>,
    /// The annotation string (`"sycl-properties"`, `"{5835:1,2,3}"`), or
    /// `None` when it is not a constant string.
    pub text: Option<Rc<str>>,
    /// The source file (third field), when it is a constant string.
    pub file: Option<Rc<str>>,
    /// The source line (fourth field), when it is a constant integer.
    pub line: Option<u64>,
    /// The fifth operand's values in order; empty for `null`. `Err` says
    /// why it could not be read.
    pub args: std::rc::Rc<Result<Vec<AnnotationArg>, String>>,
    /// The global the fifth operand points at, by address (0 for none):
    /// annotations with the same one have the same `args`. A pass may
    /// reuse what it made of one annotation's `args` for the next.
    pub args_global: usize,
    /// The annotated value.
    pub target: Annotated<'ctx>,
}
