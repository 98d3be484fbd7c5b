//! The two module lists the reference's `SpecConstantsPass` writes and
//! `sycl-post-link` turns into device-image properties:
//!
//! ```text
//! !sycl.specialization-constants = !{!0, !1}
//! !0 = !{!"<symbolic id>", i32 <id>, i32 <offset>, i32 <size>, ...}
//! !sycl.specialization-constants-default-values = !{!2, !3}
//! !2 = !{i32 42}
//! ```
//!
//! A constant's node is its symbolic name followed by (ID, offset, size)
//! triples, one per scalar leaf (native) or one for the whole constant
//! (emulation); a triple with ID `u32::MAX` (`i32 -1`) is padding the
//! runtime skips. The default-values list holds one node per constant (and,
//! in emulation, a `[N x i8] zeroinitializer` node per alignment gap), each
//! with the default as one constant.

use crate::ir::md::IrValue;

use super::{NamedList, WithTail};

/// `!sycl.specialization-constants`: `!{!"name", i32 id, i32 offset, i32
/// size, ...}` per constant.
pub const SPEC_CONSTANTS: NamedList<WithTail<(String,), u32>> =
    NamedList::new("sycl.specialization-constants");

/// `!sycl.specialization-constants-default-values`: `!{<constant>}` per
/// constant (and per padding gap in emulation). A function, not a constant:
/// its operands live in one context.
pub const fn spec_constant_defaults<'ctx>() -> NamedList<(IrValue<'ctx>,)> {
    NamedList::new(SPEC_CONSTANT_DEFAULTS)
}

/// `!sycl.specialization-constants-mode`: `!{!"native"}` or
/// `!{!"emulation"}`, how `spec-constants` lowered the constants the
/// lists describe (this project's own list; the reference decides per
/// `sycl-post-link` run). `device-code-split` reads it to pick the image's
/// property sets, so the mode is written once, where the lowering happens.
pub const SPEC_CONSTANTS_MODE: NamedList<(String,)> =
    NamedList::new("sycl.specialization-constants-mode");

/// The name of the default-values list.
pub const SPEC_CONSTANT_DEFAULTS: &str = "sycl.specialization-constants-default-values";

/// The ID of a descriptor that stands for padding (the runtime skips it).
pub const PADDING_ID: u32 = u32::MAX;

/// One (ID, offset, size) triple of a constant's node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The SPIR-V `SpecId` of a scalar leaf, the constant's index in
    /// emulation, or [`PADDING_ID`].
    pub id: u32,
    /// Bytes from the start of the constant (native), 0 or the padding's
    /// place (emulation).
    pub offset: u32,
    /// Bytes it covers.
    pub size: u32,
}

/// A constant's node, decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstantEntry {
    /// The symbolic name (`__builtin_sycl_unique_id`'s string).
    pub name: String,
    /// Its descriptors, in order.
    pub descriptors: Vec<Descriptor>,
}

impl SpecConstantEntry {
    /// The node's value: the name, then the triples flattened.
    pub fn to_md(&self) -> WithTail<(String,), u32> {
        WithTail {
            head: (self.name.clone(),),
            tail: self
                .descriptors
                .iter()
                .flat_map(|d| [d.id, d.offset, d.size])
                .collect(),
        }
    }

    /// Reads a node's value; `Err` when the integers do not come in triples.
    pub fn from_md(node: &WithTail<(String,), u32>) -> Result<Self, String> {
        if node.tail.len() % 3 != 0 {
            return Err(format!(
                "{:?}: {} integers after the name, not (ID, offset, size) triples",
                node.head.0,
                node.tail.len()
            ));
        }
        Ok(SpecConstantEntry {
            name: node.head.0.clone(),
            descriptors: node
                .tail
                .chunks(3)
                .map(|c| Descriptor {
                    id: c[0],
                    offset: c[1],
                    size: c[2],
                })
                .collect(),
        })
    }
}
