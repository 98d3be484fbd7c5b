//! The typed metadata layer: the Rust counterpart of seed 004's OpenCL
//! Metadata API, extended with the `spirv.*` layouts of seed 002.
//!
//! Every metadata read or write in spirv-props goes through this module.
//! Attributes are declared as data ([`Attached`], [`NamedList`]) with a Rust
//! type ([`MdShape`]); reading a malformed node gives an [`MdError`] that says
//! what is wrong and where, never a panic. Writes merge with what is there and
//! never duplicate a node.

pub mod codec;
pub mod emitted;
pub mod kernel;
pub mod kernel_modes;
pub mod module;
pub mod parameters;
pub mod spec_constants;
pub mod spirv;
pub mod stats;

use rustc_hash::FxHashSet;
use std::marker::PhantomData;

use inkwell::module::Module;
use inkwell::values::{FunctionValue, GlobalValue, InstructionValue};

pub use codec::{MdShape, MdValue, TypeOperand, WithTail};

use inkwell::llvm_sys::prelude::LLVMMetadataRef;

use crate::ir::md::{MdNode, MdWriter};
use crate::ir::{self, md};

/// Malformed metadata: where it is and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("malformed {place}: {what}")]
pub struct MdError {
    /// `!reqd_work_group_size on @k`, `!spirv.ExecutionMode operand 2` ...
    pub place: String,
    /// What is wrong: `operand 1 (signedness) should be 0 or 1, found 2` ...
    pub what: String,
}

/// Something metadata can be attached to: a function, a global variable or
/// an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder<'ctx> {
    /// `define void @k() !kind !0 { ... }`.
    Function(FunctionValue<'ctx>),
    /// `@g = global i32 0, !kind !0`.
    Global(GlobalValue<'ctx>),
    /// `%x = load i32, ptr %p, !kind !0`.
    Instruction(InstructionValue<'ctx>),
}

impl<'ctx> Holder<'ctx> {
    /// How messages name it: `@k`, `@g`, `instruction in @f`.
    pub fn describe(&self) -> String {
        match self {
            Holder::Function(f) => format!("@{}", ir::function_name(*f)),
            Holder::Global(g) => format!("@{}", ir::global_name(*g)),
            Holder::Instruction(i) => match i.get_parent().and_then(|b| b.get_parent()) {
                Some(f) => format!("an instruction in @{}", ir::function_name(f)),
                None => "a detached instruction".into(),
            },
        }
    }

    /// The LLVM value behind it (an identity for maps).
    pub fn value_ref(&self) -> inkwell::llvm_sys::prelude::LLVMValueRef {
        use inkwell::values::AsValueRef;
        match self {
            Holder::Function(f) => f.as_value_ref(),
            Holder::Global(g) => g.as_value_ref(),
            Holder::Instruction(i) => i.as_value_ref(),
        }
    }

    fn get(&self, m: &Module<'ctx>, kind: impl md::MdKind) -> Option<MdNode<'ctx>> {
        match self {
            Holder::Function(f) => md::attached(m, f.as_global_value(), kind),
            Holder::Global(g) => md::attached(m, *g, kind),
            Holder::Instruction(i) => md::inst_attached(m, *i, kind),
        }
    }

    fn set(&self, m: &Module<'ctx>, kind: impl md::MdKind, node: Option<MdNode<'ctx>>) {
        match self {
            Holder::Function(f) => md::attach(m, f.as_global_value(), kind, node),
            Holder::Global(g) => md::attach(m, *g, kind, node),
            Holder::Instruction(i) => md::inst_attach(m, *i, kind, node),
        }
    }

    /// Attaches a node made by an `MdWriter` (functions and globals get it
    /// without a `MetadataAsValue` wrapper; see `md::node_md`).
    fn set_new(&self, m: &Module<'ctx>, kind: impl md::MdKind, node: LLVMMetadataRef) {
        match self {
            Holder::Function(f) => md::attach_md(m, f.as_global_value(), kind, node),
            Holder::Global(g) => md::attach_md(m, *g, kind, node),
            Holder::Instruction(i) => md::inst_attach_md(m, *i, kind, node),
        }
    }
}

impl<'ctx> From<InstructionValue<'ctx>> for Holder<'ctx> {
    fn from(i: InstructionValue<'ctx>) -> Self {
        Holder::Instruction(i)
    }
}

impl<'ctx> From<FunctionValue<'ctx>> for Holder<'ctx> {
    fn from(f: FunctionValue<'ctx>) -> Self {
        Holder::Function(f)
    }
}

/// Decodes a node with shape `T`, naming `place` on failure.
pub fn decode<'ctx, T: MdShape<'ctx>>(
    node: MdNode<'ctx>,
    place: impl FnOnce() -> String,
) -> Result<T, MdError> {
    T::decode_node(&node.operands()).map_err(|what| MdError {
        place: place(),
        what,
    })
}

/// Creates (or finds) the node for a typed value.
pub fn encode<'ctx, T: MdShape<'ctx>>(m: &Module<'ctx>, value: &T) -> MdNode<'ctx> {
    md::node(m, &value.encode_node())
}

/// A node attached under a fixed kind name to functions, globals or
/// instructions: `define void @k() !reqd_work_group_size !0`.
/// (Seed 004's `NamedMDValue` with the `GlobalObject` strategy.)
pub struct Attached<'n, T> {
    /// The attachment kind, without the `!` (`reqd_work_group_size`).
    pub name: &'n str,
    /// Its id, for a `static` (see [`md::KindCache`]).
    kind: md::KindCache,
    _t: PhantomData<fn() -> T>,
}

impl<'n, T> Attached<'n, T> {
    /// An attachment under kind `name`: a `static`
    /// (`Attached::new("spirv.Decorations")`), which remembers the kind's
    /// id through a pass run, or a name known only at run time, borrowed
    /// (from the property registry).
    pub const fn new(name: &'n str) -> Self {
        Attached {
            name,
            kind: md::KindCache::new(),
            _t: PhantomData,
        }
    }

    /// [`Attached::new`] with `kind` remembering the name's id (a name
    /// known at run time used for many entities: the cache lives with the
    /// name, as the property layer's `memo::Done` keeps it).
    pub fn with_kind(m: &Module<'_>, name: &'n str, kind: &md::KindCache) -> Self {
        // Looked up (or found) in `kind` itself, which outlives this.
        kind.id(m, name);
        Attached {
            name,
            kind: kind.clone(),
            _t: PhantomData,
        }
    }

    /// Whether `m`'s context has this kind at all (see
    /// [`md::kind_exists`]): if not, nothing carries it.
    pub fn kind_exists(&self, m: &Module<'_>) -> bool {
        md::kind_exists(m, self.name)
    }

    /// The kind's id in `m`'s context.
    fn id(&self, m: &Module<'_>) -> u32 {
        self.kind.id(m, self.name)
    }
}

impl<'ctx, T: MdShape<'ctx>> Attached<'_, T> {
    /// The decoded value, `None` if absent.
    pub fn get(&self, m: &Module<'ctx>, on: impl Into<Holder<'ctx>>) -> Result<Option<T>, MdError> {
        let on = on.into();
        on.get(m, self.id(m))
            .map(|n| decode(n, || format!("!{} on {}", self.name, on.describe())))
            .transpose()
    }

    /// The raw node, `None` if absent.
    pub fn node(&self, m: &Module<'ctx>, on: impl Into<Holder<'ctx>>) -> Option<MdNode<'ctx>> {
        on.into().get(m, self.id(m))
    }

    /// Attaches `value`, replacing any previous node; returns the node.
    pub fn set(&self, m: &Module<'ctx>, on: impl Into<Holder<'ctx>>, value: &T) -> LLVMMetadataRef {
        let node = codec::write_node(&mut MdWriter::new(m), value);
        on.into().set_new(m, self.id(m), node);
        node
    }

    /// Attaches `node`, a node of shape `T` built by the caller from nodes
    /// it made before (an `MdWriter`'s), replacing any previous node.
    pub fn set_node(&self, m: &Module<'ctx>, on: impl Into<Holder<'ctx>>, node: LLVMMetadataRef) {
        on.into().set_new(m, self.id(m), node);
    }
}

/// Module-level named metadata whose operands all have shape `T`:
/// `!opencl.ocl.version = !{!0}` (seed 004's `MDValueModuleStrategy`).
pub struct NamedList<T> {
    /// The list's name, without the `!` (`opencl.ocl.version`).
    pub name: &'static str,
    _t: PhantomData<fn() -> T>,
}

impl<T> NamedList<T> {
    /// The list `!name` (usable in a `const`).
    pub const fn new(name: &'static str) -> Self {
        NamedList {
            name,
            _t: PhantomData,
        }
    }
}

impl<'ctx, T: MdShape<'ctx>> NamedList<T> {
    /// Every entry, decoded; the first malformed one is an error.
    pub fn get(&self, m: &Module<'ctx>) -> Result<Vec<T>, MdError> {
        self.entries(m).into_iter().map(|(_, v)| v).collect()
    }

    /// Every entry with its raw node, each decoded on its own, so one
    /// malformed entry does not hide the others.
    pub fn entries(&self, m: &Module<'ctx>) -> Vec<(MdNode<'ctx>, Result<T, MdError>)> {
        md::named(m, self.name)
            .into_iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    n,
                    decode(n, || format!("!{} operand {i} ({})", self.name, n.print())),
                )
            })
            .collect()
    }

    /// Appends `value` unless an identical node is already there (LLVM
    /// uniques nodes, so identity is node equality). True if added.
    pub fn add(&self, m: &Module<'ctx>, value: &T) -> bool {
        self.add_all(m, std::iter::once(value)) == 1
    }

    /// Appends each of `values` that is not there yet (nor earlier in
    /// `values`), reading the list once: adding n values costs O(n + list),
    /// where n calls of `add` would read the list n times. Returns how many
    /// were added.
    pub fn add_all<'v>(&self, m: &Module<'ctx>, values: impl IntoIterator<Item = &'v T>) -> usize
    where
        T: 'v,
    {
        let mut present: FxHashSet<_> = md::named(m, self.name)
            .into_iter()
            .map(MdNode::metadata)
            .collect();
        let mut added = 0;
        let mut w = MdWriter::new(m);
        for value in values {
            let node = codec::write_node(&mut w, value);
            if present.insert(node) {
                md::add_named_md(m, self.name, node);
                added += 1;
            }
        }
        added
    }
}

impl<'ctx, T: MdShape<'ctx>> NamedList<T> {
    /// Appends every one of `values`, in order, equal nodes included: for
    /// lists whose positions carry meaning (the n-th default value belongs
    /// to the n-th constant, two constants may share one).
    pub fn append_all<'v>(&self, m: &Module<'ctx>, values: impl IntoIterator<Item = &'v T>)
    where
        T: 'v,
    {
        let mut w = MdWriter::new(m);
        for value in values {
            let node = codec::write_node(&mut w, value);
            md::add_named_md(m, self.name, node);
        }
    }
}

/// Removes the `!kind` attachment, whatever its shape; true if there was one.
pub fn remove_attached<'ctx>(m: &Module<'ctx>, on: impl Into<Holder<'ctx>>, kind: &str) -> bool {
    let on = on.into();
    let had = on.get(m, kind).is_some();
    on.set(m, kind, None);
    had
}

/// Whether named metadata `!name` exists (some lists, such as
/// `!opencl.enable.FP_CONTRACT`, mean something by being there, even empty).
pub fn named_exists(m: &Module<'_>, name: &str) -> bool {
    md::named_exists(m, name)
}
