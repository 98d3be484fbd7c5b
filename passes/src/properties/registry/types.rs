//! The registry's resolved types: what a loaded property is, applies to,
//! parses and lowers to, with SPIR-V enumerants resolved to numbers.

use serde::Deserialize;

use crate::grammar::Literal;
use crate::properties::value::ValueSpec;

/// What a property can be attached to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Entity {
    /// A global variable (`@g = global ... #0`).
    Global,
    /// A kernel parameter (`ptr "sycl-alignment"="16" %p`).
    Parameter,
    /// A kernel function (`define spir_kernel void @k() #0`).
    Kernel,
    /// A struct member, through `llvm.ptr.annotation` (annotation pass).
    Member,
}

impl std::fmt::Display for Entity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Entity::Global => "global",
            Entity::Parameter => "parameter",
            Entity::Kernel => "kernel",
            Entity::Member => "member",
        })
    }
}

/// Which numbering of draft-extension decorations to use (see
/// `registry.toml`): `grammar` (default) uses the numbers today's SPIR-V
/// grammar and validators know; `draft` the reference implementation's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Numbering {
    #[default]
    /// The numbers of today's SPIR-V grammar (the default).
    Grammar,
    /// The reference implementation's draft numbers.
    Draft,
}

/// Where an extra decoration operand comes from.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged, deny_unknown_fields)]
pub enum OperandSource {
    /// `"value"`: the property's own parsed value.
    Value(String),
    /// Another attribute of the same entity, parsed as `value`, with a
    /// default (as written in IR) when it is absent.
    Attribute {
        /// The other attribute's name.
        attribute: String,
        /// How its value parses.
        value: ValueSpec,
        #[serde(default)]
        /// Its value when absent, as written in IR.
        default: Option<String>,
    },
    /// `{ enumerant = "ReadWriteINTEL", of = "HostAccessQualifier" }`: an
    /// enumerant of a grammar operand kind, by name (resolved at load to
    /// `Literal`).
    Enumerant {
        /// The enumerant's name.
        enumerant: String,
        /// The operand kind it belongs to.
        of: String,
    },
    /// `{ literal = N }`: a fixed number the grammar does not name (a draft
    /// extension's operand).
    Literal {
        /// The number.
        literal: u32,
    },
}

/// A resolved rule: when `value & mask == equals`, `(mode, operands)`
/// entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bit {
    /// The bits of the value this rule reads.
    pub mask: u32,
    /// What those bits must equal.
    pub equals: u32,
    /// The execution mode's number.
    pub mode: u32,
    /// The execution mode's name.
    pub mode_name: String,
    /// What the source calls these bits (`round_to_nearest`), for messages.
    pub name: Option<String>,
    /// The operand list of each entry written.
    pub operands: Vec<Vec<u32>>,
}

impl Bit {
    /// Whether the rule applies to `value`.
    pub fn matches(&self, value: u32) -> bool {
        value & self.mask == self.equals
    }
}

/// A resolved `execution-mode-bits` lowering: the rules in output order,
/// and the groups of masks of which a value may set at most one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeBits {
    /// The rules, in the order their entries are written.
    pub bits: Vec<Bit>,
    /// Each group lists masks of flag rules (`equals` = `mask`) that
    /// exclude each other: a value with two of one group set is an error.
    pub exclusive: Vec<Vec<u32>>,
}

impl ModeBits {
    /// Every bit some rule reads.
    pub fn known(&self) -> u32 {
        self.bits.iter().fold(0, |a, b| a | b.mask)
    }

    /// The name of the flag rule (`equals` = `mask`) for `mask`, if it
    /// has one.
    pub fn name_of(&self, mask: u32) -> Option<&str> {
        self.bits
            .iter()
            .filter(|b| b.mask == mask && b.equals == mask)
            .find_map(|b| b.name.as_deref())
    }

    /// How `mask` reads in messages: `round_upward (2)` when its flag rule
    /// has a name, else the number.
    pub fn describe(&self, mask: u32) -> String {
        self.name_of(mask)
            .map_or_else(|| mask.to_string(), |n| format!("{n} ({mask})"))
    }

    /// The groups `value` breaks, each as the masks of it that are set.
    pub fn conflicts(&self, value: u32) -> Vec<Vec<u32>> {
        self.exclusive
            .iter()
            .map(|g| {
                g.iter()
                    .copied()
                    .filter(|m| value & m == *m)
                    .collect::<Vec<_>>()
            })
            .filter(|set| set.len() > 1)
            .collect()
    }
}

/// A resolved case: for value `when` (or `*`), `!metadata !{operands}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The value as written, `<0`, `>0` or `*`.
    pub when: String,
    /// Only for triples containing this, when given.
    pub target: Option<String>,
    /// What the case writes.
    pub output: CaseOutput,
}

/// What a case writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseOutput {
    /// `!name !{operands}` on the kernel.
    Metadata {
        /// The metadata's name.
        name: String,
        /// Its operands (`$value` stands for the value).
        operands: Vec<Literal>,
    },
    /// `!spirv.Decorations` on the kernel function: (id, operands).
    Decorations(Vec<(u32, Vec<Literal>)>),
}

impl std::fmt::Display for Case {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ops = |v: &[Literal]| {
            v.iter()
                .map(|o| o.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(f, "{}", self.when)?;
        if let Some(t) = &self.target {
            write!(f, " on {t}")?;
        }
        match &self.output {
            CaseOutput::Metadata { name, operands } => {
                write!(f, " -> !{name} !{{{}}}", ops(operands))
            }
            CaseOutput::Decorations(ds) => {
                let d: Vec<String> = ds
                    .iter()
                    .map(|(id, o)| format!("{id} {}", ops(o)))
                    .collect();
                write!(f, " -> decorations {}", d.join("; "))
            }
        }
    }
}

/// Integer width of kernel metadata: fixed, or `"size_t"` (the module's
/// pointer width, as the reference takes it from the DataLayout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Width {
    /// A fixed width in bits.
    Bits(u32),
    /// `"size_t"`: the module's pointer width.
    Named(SizeT),
}

/// The one named width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum SizeT {
    #[serde(rename = "size_t")]
    /// `size_t`.
    SizeT,
}

/// What a property lowers to, resolved to numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lowering {
    /// `OpDecorate <entity> <id> <operands>`; `name` is the enumerant, or
    /// `None` for a raw number the grammar does not name.
    Decoration {
        /// The decoration's number.
        id: u32,
        /// Its enumerant name; `None` for a draft number.
        name: Option<String>,
        /// Where each operand comes from.
        operands: Vec<OperandSource>,
        /// After the entity's other decorations.
        last: bool,
    },
    /// `OpExecutionMode <kernel> <mode> <value literals>`.
    ExecutionMode {
        /// The mode's number.
        mode: u32,
        /// Its enumerant name.
        name: String,
    },
    /// Kernel metadata `!<metadata> !{iW v...}`, optionally reversed (SYCL
    /// order is the reverse of OpenCL/SPIR-V order) and padded with 1; with
    /// `dims_metadata`, the original count is recorded there when padded.
    KernelMetadata {
        /// The metadata's name.
        metadata: String,
        /// Whether the values are reversed (SYCL order to OpenCL order).
        reverse: bool,
        /// The integers' width.
        width: Width,
        /// Padded with 1 to this many values.
        pad_to: Option<usize>,
        /// Where the count before padding is recorded.
        dims_metadata: Option<String>,
    },
    /// Kernel metadata chosen by the value (`"0"` -> `!stall_free !{i32 1}`,
    /// anything else -> `!stall_enable !{i32 1}`).
    KernelMetadataCases(Vec<Case>),
    /// `!spirv.ExecutionMode` entries chosen by the bits set in the value
    /// (`sycl-floating-point-control`), in registry order; mutually
    /// exclusive bits are an error.
    ExecutionModeBits(ModeBits),
    /// SYCL's cache hints: the value holds a 4-bit set of cache levels
    /// (L1 = bit 0 ... L4 = bit 3) per cache mode, mode `i` in bits
    /// `4i..4i+3`; each level of each mode becomes one
    /// `CacheControlLoadINTEL` / `CacheControlStoreINTEL <level> <control>`
    /// with that mode's control (`controls`: mode, control, its name).
    CacheControl {
        /// The decoration's number (CacheControlLoadINTEL or CacheControlStoreINTEL).
        id: u32,
        /// Its enumerant name.
        name: String,
        /// Per cache mode: its index, the control's number and name.
        controls: Vec<(u32, u32, String)>,
    },
    /// LLVM's `align` parameter attribute; on an annotated pointer, the
    /// alignment of its accesses, or decoration `if_unused` when none.
    Align {
        /// The decoration an annotated pointer gets when no access takes the alignment.
        if_unused: Option<u32>,
    },
    /// Nothing in SPIR-V: a fact other passes may read.
    Fact,
    /// Known to the reference, not lowered by spirv-props yet.
    Pending {
        /// Why, and what it will become.
        note: String,
    },
}

/// One property, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyDef {
    /// The property's name (`sycl-...`).
    pub name: String,
    /// The kinds of entity it may be on.
    pub applies_to: Vec<Entity>,
    /// `None`: the same under both numberings.
    pub numbering: Option<Numbering>,
    /// How its value parses.
    pub value: ValueSpec,
    /// What it becomes.
    pub lowering: Lowering,
    /// The SPIR-V extensions its output needs.
    pub extensions: Vec<String>,
    /// The capabilities its output needs (number, name).
    pub capabilities: Vec<(u32, String)>,
    /// One line for the README table.
    pub doc: String,
    /// A kernel with this metadata is skipped (`sycl_explicit_simd`).
    pub unless_kernel_metadata: Option<String>,
    /// Where it was defined (`file:line`).
    pub origin: String,
}

impl PropertyDef {
    /// How the lowering reads in messages and in the README table.
    pub fn describe_lowering(&self) -> String {
        match &self.lowering {
            Lowering::Decoration {
                id, name: Some(n), ..
            } => format!("decoration {n} ({id})"),
            Lowering::Decoration { id, name: None, .. } => {
                format!("decoration {id} (draft number, not in the grammar)")
            }
            Lowering::ExecutionMode { mode, name } => format!("execution mode {name} ({mode})"),
            Lowering::KernelMetadata {
                metadata,
                reverse,
                width,
                pad_to,
                ..
            } => {
                let w = match width {
                    Width::Bits(b) => format!("i{b}"),
                    Width::Named(_) => "size_t".into(),
                };
                let rev = if *reverse { ", reversed" } else { "" };
                let pad = pad_to
                    .map(|n| format!(", padded to {n}"))
                    .unwrap_or_default();
                format!("!{metadata} ({w}{rev}{pad})")
            }
            Lowering::KernelMetadataCases(cases) => cases
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join("; "),
            Lowering::ExecutionModeBits(rule) => {
                let bits = rule.bits.iter().map(|b| {
                    let ops: Vec<String> = b.operands.iter().map(|o| format!("{o:?}")).collect();
                    let when = match &b.name {
                        Some(n) if b.equals == b.mask => format!("{n} ({})", b.mask),
                        _ if b.equals == b.mask && b.mask.is_power_of_two() => {
                            format!("bit {}", b.mask)
                        }
                        _ => format!("(v & {}) == {}", b.mask, b.equals),
                    };
                    format!("{when} -> {} {}", b.mode_name, ops.join(" "))
                });
                let groups = rule.exclusive.iter().map(|g| {
                    let names = g
                        .iter()
                        .map(|m| rule.name_of(*m).map_or_else(|| m.to_string(), String::from));
                    format!("at most one of {}", names.collect::<Vec<_>>().join(", "))
                });
                bits.chain(groups).collect::<Vec<_>>().join("; ")
            }
            Lowering::CacheControl { name, controls, .. } => match controls.as_slice() {
                [(0, _, c)] => format!("one {name} <level> {c} per level bit set (bit 0: L1)"),
                _ => {
                    let m: Vec<String> = controls
                        .iter()
                        .map(|(mode, _, c)| format!("bits {}..{}: {c}", 4 * mode, 4 * mode + 3))
                        .collect();
                    format!(
                        "one {name} <level> <control> per level (bit 0 of each 4-bit mode field: L1): {}",
                        m.join(", ")
                    )
                }
            },
            Lowering::Align { if_unused: None } => "LLVM align attribute".into(),
            Lowering::Align {
                if_unused: Some(id),
            } => format!(
                "LLVM align attribute; on an annotated pointer no access uses, decoration {id}"
            ),
            Lowering::Fact => "nothing (a recorded fact)".into(),
            Lowering::Pending { note } => format!("not lowered yet ({note})"),
        }
    }
}
