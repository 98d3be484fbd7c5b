//! Raw metadata access: the only place that touches LLVM-C metadata calls.
//! The typed layer above (`metadata/`) is built on these; passes use that
//! layer, never this module directly.
//!
//! Reading never trusts the shape of the IR: every operand is classified
//! (`null`, string, node, value) before use, so malformed metadata becomes an
//! error value upstream instead of a crash here.

use std::collections::HashMap;
use std::marker::PhantomData;

use rustc_hash::{FxBuildHasher, FxHashMap};

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue, InstructionValue};

use super::take_message;

/// The metadata a value stands for (see `spvp_as_metadata` in gap.cpp: LLVM-C's
/// `LLVMValueAsMetadata` mishandles `MetadataAsValue`).
///
/// # Safety
/// `v` must be a valid value.
unsafe fn as_metadata(v: LLVMValueRef) -> LLVMMetadataRef {
    super::ffi::spvp_as_metadata(v)
}

/// An `MDNode` (held as LLVM-C's `MetadataAsValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MdNode<'ctx> {
    raw: LLVMValueRef,
    _ctx: PhantomData<&'ctx ()>,
}

/// An IR value used as a metadata operand (`i32 8`, `ptr @k`, `float undef`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IrValue<'ctx> {
    raw: LLVMValueRef,
    _ctx: PhantomData<&'ctx ()>,
}

/// An IR type, as carried by `undef` values in metadata (`vec_type_hint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IrType<'ctx> {
    raw: LLVMTypeRef,
    _ctx: PhantomData<&'ctx ()>,
}

/// One operand of a metadata node, classified.
#[derive(Clone, Debug, PartialEq)]
pub enum MdOperand<'ctx> {
    /// A missing operand (`null` in `!{null}`).
    Null,
    /// An `MDString`.
    String(String),
    /// A node.
    Node(MdNode<'ctx>),
    /// A value (`ValueAsMetadata`): an integer constant, a global ...
    Value(IrValue<'ctx>),
    /// Any other metadata (a local value, DI metadata ...), printed.
    Other(String),
}

/// The shape of an IR type, enough to encode `vec_type_hint`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeShape {
    /// An integer of this many bits.
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// A fixed vector.
    Vector {
        /// The element type.
        elem: ScalarShape,
        /// The number of elements.
        len: u32,
    },
    /// Anything else.
    Other,
}

/// Scalar element of a vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarShape {
    /// An integer of this many bits.
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// Anything else.
    Other,
}

impl<'ctx> MdNode<'ctx> {
    /// # Safety
    /// `raw` must be a `MetadataAsValue` wrapping an `MDNode`.
    unsafe fn from_raw(raw: LLVMValueRef) -> Self {
        MdNode {
            raw,
            _ctx: PhantomData,
        }
    }

    /// The node itself, as metadata.
    pub(crate) fn metadata(self) -> LLVMMetadataRef {
        // SAFETY: `raw` wraps an MDNode (constructor invariant).
        unsafe { as_metadata(self.raw) }
    }

    /// The operands as metadata (null for a null operand), without a
    /// `MetadataAsValue` for each: for copying a node's operands into
    /// another node as they are.
    pub fn metadata_operands(self) -> Vec<LLVMMetadataRef> {
        raw_operands(self.metadata())
    }

    /// How many operands the node has.
    pub fn num_operands(self) -> usize {
        // SAFETY: `raw` wraps an MDNode (constructor invariant).
        unsafe { LLVMGetMDNodeNumOperands(self.raw) as usize }
    }

    /// The node's operands, each classified.
    pub fn operands(self) -> Vec<MdOperand<'ctx>> {
        // SAFETY: `raw` wraps an MDNode (constructor invariant), so
        // LLVMGetMDNodeNumOperands/Operands apply; the buffer has exactly
        // the reported size. Null entries are null operands.
        unsafe {
            let n = LLVMGetMDNodeNumOperands(self.raw) as usize;
            let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
            if n > 0 {
                LLVMGetMDNodeOperands(self.raw, ops.as_mut_ptr());
            }
            ops.into_iter().map(|op| classify(op)).collect()
        }
    }

    /// The node written the way it reads in IR (`!{i32 1, !"x"}`), for
    /// messages; nesting deeper than three levels prints as `!{...}`.
    pub fn print(self) -> String {
        self.print_depth(3)
    }

    fn print_depth(self, depth: usize) -> String {
        if depth == 0 {
            return "!{...}".into();
        }
        let ops: Vec<String> = self
            .operands()
            .into_iter()
            .map(|op| match op {
                MdOperand::Null => "null".into(),
                MdOperand::String(s) => format!("!{s:?}"),
                MdOperand::Node(n) => n.print_depth(depth - 1),
                MdOperand::Value(v) => v.print(),
                MdOperand::Other(s) => s,
            })
            .collect();
        format!("!{{{}}}", ops.join(", "))
    }
}

/// # Safety
/// `op` is null or a value returned by `LLVMGetMDNodeOperands`.
unsafe fn classify<'ctx>(op: LLVMValueRef) -> MdOperand<'ctx> {
    if op.is_null() {
        return MdOperand::Null;
    }
    if !LLVMIsAMDString(op).is_null() {
        let mut len = 0u32;
        let p = LLVMGetMDString(op, &mut len);
        return MdOperand::String(super::lossy(p, len as usize));
    }
    if !LLVMIsAMDNode(op).is_null() {
        return MdOperand::Node(MdNode::from_raw(op));
    }
    if LLVMGetValueKind(op) == inkwell::llvm_sys::LLVMValueKind::LLVMMetadataAsValueValueKind {
        return MdOperand::Other(take_message(LLVMPrintValueToString(op)));
    }
    MdOperand::Value(IrValue {
        raw: op,
        _ctx: PhantomData,
    })
}

/// A function is a value of its context.
impl<'ctx> From<FunctionValue<'ctx>> for IrValue<'ctx> {
    fn from(f: FunctionValue<'ctx>) -> Self {
        IrValue {
            raw: f.as_value_ref(),
            _ctx: PhantomData,
        }
    }
}

/// A global (function, variable or alias) is a value of its context.
impl<'ctx> From<GlobalValue<'ctx>> for IrValue<'ctx> {
    fn from(g: GlobalValue<'ctx>) -> Self {
        IrValue {
            raw: g.as_value_ref(),
            _ctx: PhantomData,
        }
    }
}

impl<'ctx> IrValue<'ctx> {
    /// # Safety
    /// `raw` must be a valid value of the context `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMValueRef) -> Self {
        IrValue {
            raw,
            _ctx: PhantomData,
        }
    }

    pub(crate) fn raw(self) -> LLVMValueRef {
        self.raw
    }

    /// The value of an integer constant, zero-extended, with its bit width.
    pub fn const_int(self) -> Option<(u32, u64)> {
        // SAFETY: LLVMIsAConstantInt checks the kind before the queries.
        unsafe {
            if LLVMIsAConstantInt(self.raw).is_null() {
                return None;
            }
            let bits = LLVMGetIntTypeWidth(LLVMTypeOf(self.raw));
            if bits > 64 {
                return None;
            }
            Some((bits, LLVMConstIntGetZExtValue(self.raw)))
        }
    }

    /// The function this operand names (`ptr @k`), if it is one.
    pub fn function(self) -> Option<FunctionValue<'ctx>> {
        // SAFETY: LLVMIsAFunction checks the kind; FunctionValue::new
        // accepts a function value.
        unsafe {
            if LLVMIsAFunction(self.raw).is_null() {
                return None;
            }
            FunctionValue::new(self.raw)
        }
    }

    /// True for `undef` of any type.
    pub fn is_undef(self) -> bool {
        // SAFETY: LLVMIsUndef accepts any value.
        unsafe { LLVMIsUndef(self.raw) != 0 }
    }

    /// The value's type.
    pub fn ty(self) -> IrType<'ctx> {
        // SAFETY: every value has a type.
        IrType {
            raw: unsafe { LLVMTypeOf(self.raw) },
            _ctx: PhantomData,
        }
    }

    /// The value as it reads as an operand (`i32 8`, `ptr @k`), for
    /// messages. A global prints as its name, not its definition.
    pub fn print(self) -> String {
        // SAFETY: the kind is checked before asking for a name; printing any
        // value or type is valid; messages are freed.
        unsafe {
            if !LLVMIsAGlobalValue(self.raw).is_null() {
                let mut len = 0usize;
                let name = LLVMGetValueName2(self.raw, &mut len);
                return format!("{} @{}", self.ty().print(), super::lossy(name, len));
            }
            take_message(LLVMPrintValueToString(self.raw))
        }
    }
}

impl<'ctx> IrType<'ctx> {
    /// # Safety
    /// `raw` must be a valid type of the context `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMTypeRef) -> Self {
        IrType {
            raw,
            _ctx: PhantomData,
        }
    }

    pub(crate) fn raw(self) -> LLVMTypeRef {
        self.raw
    }

    /// The type as LLVM prints it (`<4 x float>`).
    pub fn print(self) -> String {
        // SAFETY: printing any type is valid; the message is freed.
        unsafe { take_message(LLVMPrintTypeToString(self.raw)) }
    }

    /// The type's shape.
    pub fn shape(self) -> TypeShape {
        // SAFETY: the kind is read first and only matching queries follow.
        unsafe {
            match scalar(self.raw) {
                ScalarShape::Int(b) => TypeShape::Int(b),
                ScalarShape::Half => TypeShape::Half,
                ScalarShape::Float => TypeShape::Float,
                ScalarShape::Double => TypeShape::Double,
                ScalarShape::Other
                    if LLVMGetTypeKind(self.raw) == LLVMTypeKind::LLVMVectorTypeKind =>
                {
                    TypeShape::Vector {
                        elem: scalar(LLVMGetElementType(self.raw)),
                        len: LLVMGetVectorSize(self.raw),
                    }
                }
                ScalarShape::Other => TypeShape::Other,
            }
        }
    }
}

/// # Safety
/// `t` must be a valid type.
pub(crate) unsafe fn scalar(t: LLVMTypeRef) -> ScalarShape {
    match LLVMGetTypeKind(t) {
        LLVMTypeKind::LLVMIntegerTypeKind => ScalarShape::Int(LLVMGetIntTypeWidth(t)),
        LLVMTypeKind::LLVMHalfTypeKind => ScalarShape::Half,
        LLVMTypeKind::LLVMFloatTypeKind => ScalarShape::Float,
        LLVMTypeKind::LLVMDoubleTypeKind => ScalarShape::Double,
        _ => ScalarShape::Other,
    }
}

/// Any value as LLVM prints it, whole (an instruction as its line, a
/// global as its definition), for messages; [`IrValue::print`] gives a
/// global as its name.
pub fn print_value(v: IrValue<'_>) -> String {
    // SAFETY: `v` is a live value (IrValue invariant); the message is freed.
    unsafe { take_message(LLVMPrintValueToString(v.raw)) }
}

/// What to put into a new metadata node.
#[derive(Clone, Debug)]
pub enum MdBuild<'ctx> {
    /// A missing operand (`null`).
    Null,
    /// An `MDString`.
    String(String),
    /// An integer constant of the given bit width.
    Int {
        /// The width in bits.
        bits: u32,
        /// The value, truncated to `bits`.
        value: u64,
    },
    /// A constant value.
    Value(IrValue<'ctx>),
    /// A function, as a constant.
    Function(FunctionValue<'ctx>),
    /// An existing node.
    Node(MdNode<'ctx>),
    /// `undef` of the given type (how `vec_type_hint` names a type).
    UndefOf(IrType<'ctx>),
    /// A node built from these operands, recursively.
    Nested(Vec<MdBuild<'ctx>>),
}

pub(crate) fn context(module: &Module<'_>) -> LLVMContextRef {
    // SAFETY: a live module has a context.
    unsafe { LLVMGetModuleContext(module.as_mut_ptr()) }
}

/// Creates (or finds: LLVM uniques nodes) the node with these operands.
pub fn node<'ctx>(module: &Module<'ctx>, ops: &[MdBuild<'ctx>]) -> MdNode<'ctx> {
    // SAFETY: `node_md` returns an MDNode of the module's context.
    unsafe { MdNode::from_raw(LLVMMetadataAsValue(context(module), node_md(module, ops))) }
}

/// The node with these operands as metadata, for writing it. Only what a
/// caller reads back gets LLVM-C's `MetadataAsValue` wrapper: each wrapper
/// is a value the context keeps (and tracks) until it is destroyed, so
/// wrapping every nested or attached node cost memory and time per kernel.
pub(crate) fn node_md<'ctx>(module: &Module<'ctx>, ops: &[MdBuild<'ctx>]) -> LLVMMetadataRef {
    let mut w = MdWriter::new(module);
    let start = w.begin();
    ops.iter().for_each(|op| w.build(op));
    w.end(start)
}

/// Builds metadata nodes straight from typed values, with no [`MdBuild`]
/// tree in between (the typed layer writes every decoration-list through
/// it). Operands are pushed onto one stack; [`MdWriter::end`] turns those
/// pushed since the matching [`MdWriter::begin`] into a node and pops them,
/// so nested nodes, finished first, share the stack at any depth.
pub struct MdWriter<'ctx> {
    ctx: LLVMContextRef,
    ops: Vec<LLVMMetadataRef>,
    _ctx: PhantomData<&'ctx ()>,
}

impl<'ctx> MdWriter<'ctx> {
    /// A writer in `module`'s context, its stack empty.
    pub fn new(module: &Module<'ctx>) -> Self {
        MdWriter {
            ctx: context(module),
            ops: Vec::with_capacity(16),
            _ctx: PhantomData,
        }
    }

    /// Starts a node: its operands are those pushed from here to `end`.
    pub fn begin(&self) -> usize {
        self.ops.len()
    }

    /// Creates (or finds: LLVM uniques nodes) the node of the operands
    /// pushed since `start` (from `begin`) and pops them. Not pushed itself:
    /// a nested node is pushed with [`MdWriter::node_md`].
    pub fn end(&mut self, start: usize) -> LLVMMetadataRef {
        let ops = &mut self.ops[start..];
        // SAFETY: every operand was pushed by the methods below, each a
        // metadata of this context or null (a valid MDNode operand); the
        // pointer and length describe `ops`.
        let node = unsafe { LLVMMDNodeInContext2(self.ctx, ops.as_mut_ptr(), ops.len()) };
        self.ops.truncate(start);
        node
    }

    /// Like [`MdWriter::end`], but the node is distinct (not uniqued): for
    /// a long list no other node will equal (see `spvp_md_distinct`).
    pub fn end_distinct(&mut self, start: usize) -> LLVMMetadataRef {
        let ops = &mut self.ops[start..];
        // SAFETY: as in `end`.
        let node = unsafe { super::ffi::spvp_md_distinct(self.ctx, ops.as_mut_ptr(), ops.len()) };
        self.ops.truncate(start);
        node
    }

    /// The (uniqued) node whose operands are `ops`, made by `end` or read
    /// (`!{!A, !B, ...}`): a decoration-list of decoration nodes, a node of
    /// decoration-lists.
    pub fn tuple(&mut self, ops: &[LLVMMetadataRef]) -> LLVMMetadataRef {
        let start = self.begin();
        self.ops.extend_from_slice(ops);
        self.end(start)
    }

    /// Pushes a node made by `end`.
    pub fn node_md(&mut self, md: LLVMMetadataRef) {
        self.ops.push(md);
    }

    /// Pushes the integer constant `iN value`.
    pub fn int(&mut self, bits: u32, value: u64) {
        // SAFETY: `const_int` returns a constant of this context.
        self.ops
            .push(unsafe { as_metadata(const_int(self.ctx, bits, value)) });
    }

    /// Pushes a metadata string.
    pub fn string(&mut self, s: &str) {
        // SAFETY: the string is passed with its length (LLVM copies it).
        self.ops
            .push(unsafe { LLVMMDStringInContext2(self.ctx, s.as_ptr().cast(), s.len()) });
    }

    /// Pushes anything an `MdBuild` describes (a nested one as its node).
    pub fn build(&mut self, op: &MdBuild<'ctx>) {
        // SAFETY: each operand becomes LLVMMetadataRef through `as_metadata`
        // (wraps constants, unwraps MetadataAsValue) or is built as metadata;
        // null is a valid MDNode operand.
        let md = unsafe {
            match op {
                MdBuild::Nested(inner) => {
                    let start = self.begin();
                    inner.iter().for_each(|op| self.build(op));
                    self.end(start)
                }
                MdBuild::Null => std::ptr::null_mut(),
                MdBuild::String(s) => return self.string(s),
                MdBuild::Int { bits, value } => return self.int(*bits, *value),
                MdBuild::Value(v) => as_metadata(v.raw),
                MdBuild::Function(f) => as_metadata(f.as_value_ref()),
                MdBuild::Node(n) => as_metadata(n.raw),
                MdBuild::UndefOf(t) => as_metadata(LLVMGetUndef(t.raw)),
            }
        };
        self.ops.push(md);
    }
}

/// The operands of named metadata `!name`, in order; empty if absent.
/// Operands of named metadata are always nodes.
pub fn named<'ctx>(module: &Module<'ctx>, name: &str) -> Vec<MdNode<'ctx>> {
    let cname = std::ffi::CString::new(name).expect("metadata names have no NUL");
    // SAFETY: the buffer has the reported size; named metadata operands are
    // MDNodes, returned as MetadataAsValue.
    unsafe {
        let n = LLVMGetNamedMetadataNumOperands(module.as_mut_ptr(), cname.as_ptr()) as usize;
        let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetNamedMetadataOperands(module.as_mut_ptr(), cname.as_ptr(), ops.as_mut_ptr());
        }
        ops.into_iter()
            .filter(|p| !p.is_null())
            .map(|p| MdNode::from_raw(p))
            .collect()
    }
}

/// Appends a node given as metadata (see `node_md`) to named metadata
/// `!name`, creating the list if needed.
pub(crate) fn add_named_md(module: &Module<'_>, name: &str, md: LLVMMetadataRef) {
    // SAFETY: the name is passed with its length; `md` is an MDNode.
    unsafe {
        super::ffi::spvp_named_metadata_add(
            module.as_mut_ptr(),
            name.as_ptr().cast(),
            name.len(),
            md,
        )
    }
}

/// Lookups that LLVM answers by hashing a string or probing a context map,
/// cached for one pass run (a run has one context): metadata kind ids by
/// name (those a [`KindCache`] does not hold: names read from the registry
/// or the module) and the integer constants of decoration and
/// execution-mode operands (`i32 8` in most nodes). Kind ids
/// and constants live as long as the context, so a cached entry stays valid
/// through the run; [`begin_run`] empties the cache before the next one,
/// which may be on another context at the same address.
struct RunCache {
    context: usize,
    kinds: FxHashMap<Box<str>, u32>,
    ints: FxHashMap<(u32, u64), usize>,
}

impl RunCache {
    /// An empty cache (a constant: the thread-local needs no lazy set-up,
    /// which every lookup would check).
    const EMPTY: RunCache = RunCache {
        context: 0,
        kinds: HashMap::with_hasher(FxBuildHasher),
        ints: HashMap::with_hasher(FxBuildHasher),
    };
}

thread_local! {
    // Small (two maps): a plugin's thread-locals come from the little
    // static TLS space left for libraries loaded with `dlopen`.
    static RUN_CACHE: std::cell::RefCell<RunCache> = const { std::cell::RefCell::new(RunCache::EMPTY) };
}

thread_local! {
    /// This thread's pass run, a number no other run of any thread has
    /// (0: none begun, as in a unit test), and its module's context: what
    /// a [`KindCache`] entry is for.
    static RUN: std::cell::Cell<(u32, usize)> = const { std::cell::Cell::new((0, 0)) };
}

/// The last run number handed out.
static RUNS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Empties the per-run cache of metadata kind ids and integer constants;
/// the plugin calls it before every pass run, on `module`.
pub fn begin_run(module: &Module<'_>) {
    RUN_CACHE.with(|c| *c.borrow_mut() = RunCache::EMPTY);
    let run = RUNS
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        .wrapping_add(1);
    RUN.with(|r| r.set((run.max(1), context(module) as usize)));
}

/// The id of a metadata kind whose name a `static` holds (`!spirv.Decorations`
/// of the metadata layer's `spirv::DECORATIONS`), remembered in the static for
/// the pass run that looked it up last: a lookup in the same run reads one
/// word (the run cache hashes or compares the name; a pass asks for the
/// kind of every global and kernel). Another run, or another thread's,
/// finds the run number changed and looks the id up again.
pub struct KindCache(std::sync::atomic::AtomicU64);

impl KindCache {
    /// Nothing remembered yet.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        KindCache(std::sync::atomic::AtomicU64::new(0))
    }

    /// The id of kind `name` (always the same name for one cache) in
    /// `module`'s context.
    pub fn id(&self, module: &Module<'_>, name: &str) -> u32 {
        use std::sync::atomic::Ordering::Relaxed;
        let (run, ctx) = RUN.with(std::cell::Cell::get);
        // Only for the run's own module's context (a module of another
        // context looks its kinds up by name).
        let run = if ctx == context(module) as usize {
            run
        } else {
            0
        };
        let seen = self.0.load(Relaxed);
        if run != 0 && (seen >> 32) as u32 == run {
            return seen as u32;
        }
        let id = kind_id(module, name);
        if run != 0 {
            self.0.store(u64::from(run) << 32 | u64::from(id), Relaxed);
        }
        id
    }
}

/// A copy remembers what the original did (for a kind named by text that
/// outlives the copy's owner: a property's kernel metadata).
impl Clone for KindCache {
    fn clone(&self) -> Self {
        use std::sync::atomic::Ordering::Relaxed;
        KindCache(std::sync::atomic::AtomicU64::new(self.0.load(Relaxed)))
    }
}

/// What names a metadata kind for the attachment functions below: its name
/// (looked up through the run cache) or its id, looked up already.
pub trait MdKind: Copy {
    /// The kind's id in `module`'s context.
    fn id(self, module: &Module<'_>) -> u32;
}

impl MdKind for &str {
    fn id(self, module: &Module<'_>) -> u32 {
        kind_id(module, self)
    }
}

impl MdKind for u32 {
    fn id(self, _: &Module<'_>) -> u32 {
        self
    }
}

/// Runs `f` on the cache, emptied first if it belongs to another context.
#[inline]
fn with_cache<R>(ctx: LLVMContextRef, f: impl FnOnce(&mut RunCache) -> R) -> R {
    RUN_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.context != ctx as usize {
            *c = RunCache {
                context: ctx as usize,
                ..RunCache::EMPTY
            };
        }
        f(&mut c)
    })
}

/// Replaces the operands of named metadata `!name` with `nodes` (as
/// metadata, see `node_md`), in order.
pub(crate) fn set_named_md(module: &Module<'_>, name: &str, nodes: &[LLVMMetadataRef]) {
    // SAFETY: the name is passed with its length; every element is an
    // MDNode of the module's context, read from or made for it.
    unsafe {
        super::ffi::spvp_named_metadata_set(
            module.as_mut_ptr(),
            name.as_ptr().cast(),
            name.len(),
            nodes.as_ptr(),
            nodes.len(),
        )
    }
}

/// Whether `module`'s context has a metadata kind named `name`, without
/// making it (looking an id up makes the kind). No function, global or
/// instruction can carry a kind its context does not have: a pass that
/// finds the kind missing before it writes any need not look on each
/// entity (a lookup per entity is a cache miss each on a large module).
pub fn kind_exists(module: &Module<'_>, name: &str) -> bool {
    // SAFETY: the name is passed with its length.
    unsafe {
        super::ffi::spvp_md_kind_exists(context(module), name.as_ptr().cast(), name.len()) != 0
    }
}

fn kind_id(module: &Module<'_>, kind: &str) -> u32 {
    let ctx = context(module);
    with_cache(ctx, |c| match c.kinds.get(kind) {
        Some(&id) => id,
        None => {
            // SAFETY: the name is passed with its length.
            let id =
                unsafe { LLVMGetMDKindIDInContext(ctx, kind.as_ptr().cast(), kind.len() as u32) };
            c.kinds.insert(kind.into(), id);
            id
        }
    })
}

/// The integer constant `iN value` of the context, through the run cache.
fn const_int(ctx: LLVMContextRef, bits: u32, value: u64) -> LLVMValueRef {
    with_cache(ctx, |c| {
        *c.ints.entry((bits, value)).or_insert_with(|| {
            // SAFETY: a live context; any width LLVM accepts for an
            // integer type is a valid `bits` here (callers pass 1..=64).
            unsafe { LLVMConstInt(LLVMIntTypeInContext(ctx, bits), value, 0) as usize }
        }) as LLVMValueRef
    })
}

/// The operands of node `n` as metadata (null for a null operand), read
/// without making a `MetadataAsValue` for each (see `spvp_md_operands`);
/// none when `n` is no node. Like every raw metadata handle a safe
/// function of this layer takes, `n` is one the layer handed out: read
/// from or made in a live context (see the `ir` module docs).
pub(crate) fn raw_operands(n: LLVMMetadataRef) -> Vec<LLVMMetadataRef> {
    // SAFETY: `n` is null or live metadata (handle invariant); the gap
    // function writes at most `k` operands into a buffer of `k`.
    unsafe {
        let k = super::ffi::spvp_md_operands(n, std::ptr::null_mut(), 0);
        let mut ops = vec![std::ptr::null_mut(); k];
        super::ffi::spvp_md_operands(n, ops.as_mut_ptr(), k);
        ops
    }
}

/// The first operand of node `n`, if it is a node with one.
pub(crate) fn raw_first_operand(n: LLVMMetadataRef) -> Option<LLVMMetadataRef> {
    let mut first = std::ptr::null_mut();
    // SAFETY: `n` is null or live metadata (handle invariant); the gap
    // function writes at most one operand.
    (unsafe { super::ffi::spvp_md_operands(n, &mut first, 1) } > 0).then_some(first)
}

/// Whether `md` is a node.
pub(crate) fn raw_is_node(md: LLVMMetadataRef) -> bool {
    // SAFETY: `md` is null or live metadata (handle invariant).
    unsafe { super::ffi::spvp_md_is_node(md) != 0 }
}

/// The bytes of `md` if it is an `MDString` of `module`'s context (the
/// context's own, alive as long as it is).
pub(crate) fn raw_string<'ctx>(_module: &Module<'ctx>, md: LLVMMetadataRef) -> Option<&'ctx [u8]> {
    let mut len = 0usize;
    // SAFETY: `md` is null or live metadata of the module's context (handle
    // invariant); a string's `len` bytes live as long as the context.
    unsafe {
        let p = super::ffi::spvp_md_string(md, &mut len);
        (!p.is_null()).then(|| {
            if len == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(p.cast::<u8>(), len)
            }
        })
    }
}

/// The function `md` stands for if it is a `ValueAsMetadata` of a
/// function (`ptr @f`) of `module`'s context.
pub(crate) fn raw_function<'ctx>(
    _module: &Module<'ctx>,
    md: LLVMMetadataRef,
) -> Option<FunctionValue<'ctx>> {
    // SAFETY: `md` is null or live metadata of the module's context (handle
    // invariant); the value's kind is checked before it is taken as a
    // function.
    unsafe {
        let v = super::ffi::spvp_md_value(md);
        if v.is_null() || LLVMIsAFunction(v).is_null() {
            return None;
        }
        FunctionValue::new(v)
    }
}

/// Function `f` as metadata (`ptr @f` as a node operand).
pub(crate) fn function_md(f: FunctionValue<'_>) -> LLVMMetadataRef {
    // SAFETY: a live function is a value.
    unsafe { as_metadata(f.as_value_ref()) }
}

/// Node `node` with its first operand replaced by function `f` (`!{ptr
/// @k, !"kernel", i32 1}` made `!{ptr @k_with_offset, ...}`), uniqued; a
/// node without operands as it is.
pub fn with_first_operand<'ctx>(node: MdNode<'ctx>, f: FunctionValue<'ctx>) -> LLVMMetadataRef {
    // SAFETY: `node` wraps a live MDNode and `f` is a live function of its
    // context; the gap function makes the node in that context.
    unsafe { super::ffi::spvp_md_with_first(node.metadata(), f.as_value_ref()) }
}

/// Node `md` of `module`'s context, for reading.
pub(crate) fn node_of<'ctx>(module: &Module<'ctx>, md: LLVMMetadataRef) -> MdNode<'ctx> {
    // SAFETY: `md` is an MDNode of the module's context (callers pass nodes
    // read from or made for it).
    unsafe { MdNode::from_raw(LLVMMetadataAsValue(context(module), md)) }
}

/// The node attached as `!kind` to a function or global variable.
pub fn attached<'ctx>(
    module: &Module<'ctx>,
    object: GlobalValue<'ctx>,
    kind: impl MdKind,
) -> Option<MdNode<'ctx>> {
    let id = kind.id(module);
    // SAFETY: the gap function checks `object` is a GlobalObject and returns
    // its attachment (always an MDNode) or null.
    unsafe {
        let md = super::ffi::spvp_global_get_metadata(object.as_value_ref(), id);
        (!md.is_null()).then(|| MdNode::from_raw(LLVMMetadataAsValue(context(module), md)))
    }
}

/// Attaches `node` as `!kind` to a function or global variable, replacing
/// any previous one; `None` removes the attachment.
pub fn attach<'ctx>(
    module: &Module<'ctx>,
    object: GlobalValue<'ctx>,
    kind: impl MdKind,
    node: Option<MdNode<'ctx>>,
) {
    let id = kind.id(module);
    // SAFETY: `object` is a GlobalObject; `as_metadata` unwraps a
    // MetadataAsValue to its MDNode.
    unsafe {
        match node {
            Some(n) => LLVMGlobalSetMetadata(object.as_value_ref(), id, as_metadata(n.raw)),
            None => LLVMGlobalEraseMetadata(object.as_value_ref(), id),
        }
    }
}

/// Attaches a node given as metadata (see `node_md`) as `!kind` to a
/// function or global variable.
pub(crate) fn attach_md(
    module: &Module<'_>,
    object: GlobalValue<'_>,
    kind: impl MdKind,
    md: LLVMMetadataRef,
) {
    let id = kind.id(module);
    // SAFETY: `object` is a GlobalObject and `md` an MDNode.
    unsafe { LLVMGlobalSetMetadata(object.as_value_ref(), id, md) }
}

/// The node attached as `!kind` to an instruction.
pub fn inst_attached<'ctx>(
    module: &Module<'ctx>,
    inst: InstructionValue<'ctx>,
    kind: impl MdKind,
) -> Option<MdNode<'ctx>> {
    let id = kind.id(module);
    // SAFETY: `inst` is an instruction; attachments are MDNodes.
    unsafe {
        let p = LLVMGetMetadata(inst.as_value_ref(), id);
        (!p.is_null() && !LLVMIsAMDNode(p).is_null()).then(|| MdNode::from_raw(p))
    }
}

/// Attaches (or with `None` removes) `!kind` on an instruction.
pub fn inst_attach<'ctx>(
    module: &Module<'ctx>,
    inst: InstructionValue<'ctx>,
    kind: impl MdKind,
    node: Option<MdNode<'ctx>>,
) {
    let id = kind.id(module);
    // SAFETY: `inst` is an instruction; LLVMSetMetadata takes a
    // MetadataAsValue or null.
    unsafe {
        LLVMSetMetadata(
            inst.as_value_ref(),
            id,
            node.map_or(std::ptr::null_mut(), |n| n.raw),
        )
    }
}

/// Attaches a node given as metadata (see `node_md`) as `!kind` to an
/// instruction.
pub(crate) fn inst_attach_md(
    module: &Module<'_>,
    inst: InstructionValue<'_>,
    kind: impl MdKind,
    md: LLVMMetadataRef,
) {
    let id = kind.id(module);
    // SAFETY: `inst` is an instruction; `md` an MDNode of the module's
    // context, wrapped as LLVMSetMetadata requires.
    unsafe {
        LLVMSetMetadata(
            inst.as_value_ref(),
            id,
            LLVMMetadataAsValue(context(module), md),
        )
    }
}

/// Whether named metadata `!name` exists, even with no operands.
pub fn named_exists(module: &Module<'_>, name: &str) -> bool {
    // SAFETY: the name is passed with its length; the result is only
    // compared with null.
    unsafe {
        !LLVMGetNamedMetadata(module.as_mut_ptr(), name.as_ptr().cast(), name.len()).is_null()
    }
}

/// The ids of the metadata kinds of `module`'s context whose name starts
/// with `prefix` (`kernel_arg_`), in id order; none is made.
pub fn kinds_with_prefix(module: &Module<'_>, prefix: &str) -> Vec<u32> {
    extern "C" {
        fn spvp_md_kinds_with_prefix(
            c: LLVMContextRef,
            prefix: *const std::ffi::c_char,
            len: usize,
            ids: *mut u32,
            cap: usize,
        ) -> usize;
    }
    let ctx = context(module);
    // SAFETY: the prefix is passed with its length; the gap function
    // writes at most `cap` ids, and is asked again with room for all.
    unsafe {
        let n = spvp_md_kinds_with_prefix(
            ctx,
            prefix.as_ptr().cast(),
            prefix.len(),
            std::ptr::null_mut(),
            0,
        );
        let mut ids = vec![0u32; n];
        let got = spvp_md_kinds_with_prefix(
            ctx,
            prefix.as_ptr().cast(),
            prefix.len(),
            ids.as_mut_ptr(),
            n,
        );
        ids.truncate(got.min(n));
        ids
    }
}
