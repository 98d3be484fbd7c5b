//! Typed decoding and encoding of metadata operands and whole nodes.
//!
//! Seed 004's `MDValueTraits` / `NamedMDList` / `NamedHeteroTupleMDList`, in
//! Rust: an operand type implements [`MdValue`]; a whole node decodes as a
//! homogeneous list (`Vec<T>`, `[T; N]`), a heterogeneous tuple of any arity
//! up to 12 (`(A, B, C, ...)`), or a tuple followed by a homogeneous tail
//! ([`WithTail`], for layouts like `!{ptr @k, i32 mode, i32 op...}`).
//! Decoding never panics: a mismatch is a message naming the operand.

use inkwell::values::FunctionValue;

use inkwell::llvm_sys::prelude::LLVMMetadataRef;

use crate::grammar::{Decoration, Literal};
use crate::ir::md::{IrType, IrValue, MdBuild, MdNode, MdOperand, MdWriter};

/// One metadata operand with a Rust type.
pub trait MdValue<'ctx>: Sized {
    /// What the operand should be, for error messages (`"an integer"`).
    const EXPECTED: &'static str;
    /// `Err` carries detail beyond "should be EXPECTED" (may be empty).
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String>;
    /// The operand to build for the value (the inverse of `decode`).
    fn encode(&self) -> MdBuild<'ctx>;
    /// Pushes what `encode` describes onto `w`; the operand types written
    /// for every kernel build it directly instead.
    fn write(&self, w: &mut MdWriter<'ctx>) {
        w.build(&self.encode());
    }
}

/// A whole node with a Rust type.
pub trait MdShape<'ctx>: Sized {
    /// Decodes the node's operands; the error says which operand and why.
    fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String>;
    /// The operands to build for the node, in order (the inverse of
    /// `decode_node`).
    fn encode_node(&self) -> Vec<MdBuild<'ctx>>;
    /// Pushes the operands `encode_node` describes onto `w`.
    fn write_operands(&self, w: &mut MdWriter<'ctx>) {
        self.encode_node().iter().for_each(|op| w.build(op));
    }
}

/// The node of `value`, written through `w` (see [`MdWriter`]).
pub fn write_node<'ctx, T: MdShape<'ctx>>(w: &mut MdWriter<'ctx>, value: &T) -> LLVMMetadataRef {
    let start = w.begin();
    value.write_operands(w);
    w.end(start)
}

fn mismatch(index: usize, expected: &str, op: &MdOperand<'_>) -> String {
    format!(
        "operand {index} should be {expected}, found {}",
        describe(op)
    )
}

/// An operand as it reads in IR, for messages.
pub fn describe(op: &MdOperand<'_>) -> String {
    match op {
        MdOperand::Null => "null".into(),
        MdOperand::String(s) => format!("!{s:?}"),
        MdOperand::Node(n) => n.print(),
        MdOperand::Value(v) => v.print(),
        MdOperand::Other(s) => s.clone(),
    }
}

fn decode_at<'ctx, T: MdValue<'ctx>>(ops: &[MdOperand<'ctx>], i: usize) -> Result<T, String> {
    let op = ops
        .get(i)
        .ok_or_else(|| format!("operand {i} ({}) is missing", T::EXPECTED))?;
    T::decode(op).map_err(|detail| {
        let m = mismatch(i, T::EXPECTED, op);
        if detail.is_empty() {
            m
        } else {
            format!("{m} ({detail})")
        }
    })
}

impl<'ctx> MdValue<'ctx> for u64 {
    const EXPECTED: &'static str = "an integer";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Value(v) => v.const_int().map(|(_, x)| x).ok_or_default(),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Int {
            bits: 64,
            value: *self,
        }
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        w.int(64, *self);
    }
}

impl<'ctx> MdValue<'ctx> for u32 {
    const EXPECTED: &'static str = "a 32-bit integer";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        u32::try_from(u64::decode(op)?).map_err(|_| "out of range".into())
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Int {
            bits: 32,
            value: u64::from(*self),
        }
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        w.int(32, u64::from(*self));
    }
}

impl<'ctx> MdValue<'ctx> for bool {
    const EXPECTED: &'static str = "a boolean (0 or 1)";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match u64::decode(op)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Int {
            bits: 1,
            value: u64::from(*self),
        }
    }
}

/// An `i1` constant (`i1 true`), for a layout whose flags are `i1` by
/// definition (`!sycl_kernel_omit_args`): [`bool`] takes an integer of any
/// width that is 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct I1(pub bool);

impl<'ctx> MdValue<'ctx> for I1 {
    const EXPECTED: &'static str = "an i1 constant (i1 true or i1 false)";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Value(v) => match v.const_int() {
                Some((1, x)) => Ok(I1(x == 1)),
                _ => Err(String::new()),
            },
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Int {
            bits: 1,
            value: u64::from(self.0),
        }
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        w.int(1, u64::from(self.0));
    }
}

impl<'ctx> MdValue<'ctx> for String {
    const EXPECTED: &'static str = "a string";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::String(s) => Ok(s.clone()),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::String(self.clone())
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        w.string(self);
    }
}

impl<'ctx> MdValue<'ctx> for FunctionValue<'ctx> {
    const EXPECTED: &'static str = "a function";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Value(v) => v.function().ok_or_default(),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Function(*self)
    }
}

impl<'ctx> MdValue<'ctx> for MdNode<'ctx> {
    const EXPECTED: &'static str = "a metadata node";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Node(n) => Ok(*n),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Node(*self)
    }
}

/// Any constant as an operand (`i32 42`, `%struct.A { i32 1, float 2.0 }`).
impl<'ctx> MdValue<'ctx> for IrValue<'ctx> {
    const EXPECTED: &'static str = "a constant";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Value(v) => Ok(*v),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Value(*self)
    }
}

/// A type named the way OpenCL metadata names types: `undef` of that type
/// (`!{<4 x float> undef, i32 1}` in `vec_type_hint`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeOperand<'ctx>(pub IrType<'ctx>);

impl<'ctx> MdValue<'ctx> for TypeOperand<'ctx> {
    const EXPECTED: &'static str = "an undef value naming a type";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Value(v) if v.is_undef() => Ok(TypeOperand(v.ty())),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::UndefOf(self.0)
    }
}

impl<'ctx> MdValue<'ctx> for u16 {
    const EXPECTED: &'static str = "a 16-bit integer";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        u16::try_from(u64::decode(op)?).map_err(|_| "out of range".into())
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Int {
            bits: 16,
            value: u64::from(*self),
        }
    }
}

/// A decoration's or execution mode's literal operand (the SPIR-V layer's
/// [`Literal`]): `i32 4` or `!"name"`.
impl<'ctx> MdValue<'ctx> for Literal {
    const EXPECTED: &'static str = "an integer or string literal";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::String(s) => Ok(Literal::Str(s.clone())),
            _ => u32::decode(op).map(Literal::Int),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        match self {
            Literal::Int(i) => i.encode(),
            Literal::Str(s) => s.encode(),
        }
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        match self {
            Literal::Int(i) => i.write(w),
            Literal::Str(s) => s.write(w),
        }
    }
}

/// A decoration-node's layout: `!{i32 <Decoration>, <literal>...}`.
type DecorationNode = WithTail<(u32,), Literal>;

/// A decoration-node as an operand of a decoration-list: read through
/// [`DecorationNode`], written straight from the decoration (the lists
/// are rewritten for every kernel; building a `DecorationNode` first
/// would copy every operand).
impl<'ctx> MdValue<'ctx> for Decoration {
    const EXPECTED: &'static str = <Nested<DecorationNode> as MdValue<'ctx>>::EXPECTED;
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        Nested::<DecorationNode>::decode(op).map(|Nested(n)| Decoration {
            id: n.head.0,
            operands: n.tail,
        })
    }
    fn encode(&self) -> MdBuild<'ctx> {
        let head = std::iter::once(self.id.encode());
        MdBuild::Nested(
            head.chain(self.operands.iter().map(MdValue::encode))
                .collect(),
        )
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        let node = decoration_node(self, w);
        w.node_md(node);
    }
}

/// The node of decoration `d`, `!{i32 id, literals...}`, as a
/// decoration-list holds it.
pub fn decoration_node(d: &Decoration, w: &mut MdWriter<'_>) -> LLVMMetadataRef {
    let start = w.begin();
    d.id.write(w);
    d.operands.iter().for_each(|o| o.write(w));
    w.end(start)
}

/// A nested node with its own shape (a list of lists, a decoration-list of
/// decoration-nodes).
#[derive(Clone, Debug, PartialEq)]
pub struct Nested<T>(pub T);

impl<'ctx, T: MdShape<'ctx>> MdValue<'ctx> for Nested<T> {
    const EXPECTED: &'static str = "a metadata node";
    fn decode(op: &MdOperand<'ctx>) -> Result<Self, String> {
        match op {
            MdOperand::Node(n) => T::decode_node(&n.operands()).map(Nested),
            _ => Err(String::new()),
        }
    }
    fn encode(&self) -> MdBuild<'ctx> {
        MdBuild::Nested(self.0.encode_node())
    }
    fn write(&self, w: &mut MdWriter<'ctx>) {
        let node = write_node(w, &self.0);
        w.node_md(node);
    }
}

trait OkOrDefault<T> {
    fn ok_or_default(self) -> Result<T, String>;
}
impl<T> OkOrDefault<T> for Option<T> {
    fn ok_or_default(self) -> Result<T, String> {
        self.ok_or_else(String::new)
    }
}

/// Homogeneous list of any length: `!{T, T, ...}`.
impl<'ctx, T: MdValue<'ctx>> MdShape<'ctx> for Vec<T> {
    fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
        (0..ops.len()).map(|i| decode_at(ops, i)).collect()
    }
    fn encode_node(&self) -> Vec<MdBuild<'ctx>> {
        self.iter().map(MdValue::encode).collect()
    }
    fn write_operands(&self, w: &mut MdWriter<'ctx>) {
        self.iter().for_each(|v| v.write(w));
    }
}

/// Homogeneous list of exactly N: `!{i32 8, i32 4, i32 2}`.
impl<'ctx, T: MdValue<'ctx>, const N: usize> MdShape<'ctx> for [T; N] {
    fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
        if ops.len() != N {
            return Err(format!(
                "expected {N} operands ({} each), found {}",
                T::EXPECTED,
                ops.len()
            ));
        }
        let v: Vec<T> = Vec::decode_node(ops)?;
        v.try_into()
            .map_err(|_| "length changed while decoding".to_string())
    }
    fn encode_node(&self) -> Vec<MdBuild<'ctx>> {
        self.iter().map(MdValue::encode).collect()
    }
}

macro_rules! tuple_shape {
    ($n:expr; $($t:ident $i:tt),+) => {
        /// Heterogeneous tuple of exactly this arity.
        impl<'ctx, $($t: MdValue<'ctx>),+> MdShape<'ctx> for ($($t,)+) {
            fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
                if ops.len() != $n {
                    return Err(format!("expected {} operands, found {}", $n, ops.len()));
                }
                Ok(($(decode_at::<$t>(ops, $i)?,)+))
            }
            fn encode_node(&self) -> Vec<MdBuild<'ctx>> {
                vec![$(self.$i.encode()),+]
            }
            fn write_operands(&self, w: &mut MdWriter<'ctx>) {
                $(self.$i.write(w);)+
            }
        }
        impl<'ctx, $($t: MdValue<'ctx>),+> TuplePrefix<'ctx> for ($($t,)+) {
            const LEN: usize = $n;
            fn decode_prefix(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
                Ok(($(decode_at::<$t>(ops, $i)?,)+))
            }
        }
    };
}

/// A tuple that can start a longer node ([`WithTail`]).
pub trait TuplePrefix<'ctx>: MdShape<'ctx> {
    /// How many operands the tuple takes from the front of the node.
    const LEN: usize;
    /// Decodes the first `LEN` operands, leaving the rest to the caller.
    fn decode_prefix(ops: &[MdOperand<'ctx>]) -> Result<Self, String>;
}

tuple_shape!(1; A 0);
tuple_shape!(2; A 0, B 1);
tuple_shape!(3; A 0, B 1, C 2);
tuple_shape!(4; A 0, B 1, C 2, D 3);
tuple_shape!(5; A 0, B 1, C 2, D 3, E 4);
tuple_shape!(6; A 0, B 1, C 2, D 3, E 4, F 5);
tuple_shape!(7; A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_shape!(8; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);
tuple_shape!(9; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8);
tuple_shape!(10; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9);
tuple_shape!(11; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10);
tuple_shape!(12; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11);

/// A fixed heterogeneous head followed by any number of `R`:
/// `!{ptr @k, i32 17, i32 8, i32 4, i32 2}` is
/// `WithTail<(FunctionValue, u32), u64>`.
#[derive(Clone, Debug, PartialEq)]
pub struct WithTail<H, R> {
    /// The fixed operands at the front.
    pub head: H,
    /// Every operand after the head.
    pub tail: Vec<R>,
}

impl<'ctx, H: TuplePrefix<'ctx>, R: MdValue<'ctx>> MdShape<'ctx> for WithTail<H, R> {
    fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
        if ops.len() < H::LEN {
            return Err(format!(
                "expected at least {} operands, found {}",
                H::LEN,
                ops.len()
            ));
        }
        let head = H::decode_prefix(ops)?;
        let tail = (H::LEN..ops.len())
            .map(|i| decode_at(ops, i))
            .collect::<Result<_, _>>()?;
        Ok(WithTail { head, tail })
    }
    fn encode_node(&self) -> Vec<MdBuild<'ctx>> {
        let mut v = self.head.encode_node();
        v.extend(self.tail.iter().map(MdValue::encode));
        v
    }
    fn write_operands(&self, w: &mut MdWriter<'ctx>) {
        self.head.write_operands(w);
        self.tail.iter().for_each(|v| v.write(w));
    }
}
