//! The property registry: one TOML file (`registry.toml`, compiled into the
//! plugin) that says, per property, which entities it applies to, how its
//! value parses, what it lowers to and which SPIR-V extensions and
//! capabilities that implies. Users extend or override it without
//! rebuilding: a file given as `registry=PATH` (or `SPIRV_PROPS_REGISTRY`)
//! is read after the built-in one, and an entry with the same name (and
//! numbering) replaces the built-in entry.
//!
//! SPIR-V numbers are named by their `spirv` crate enumerant. A number the
//! grammar does not name (a draft extension's) is written as
//! `number = N` and must say why in `number-note`.

use std::collections::BTreeMap;
use std::ops::Range;
use std::str::FromStr;

use rustc_hash::FxHashMap;
use serde::Deserialize;
use toml::Spanned;

use super::value::ValueSpec;
use crate::metadata::spirv::Literal;

/// The built-in registry.
pub const BUILTIN: &str = include_str!("registry.toml");
/// Where the built-in registry comes from, in messages.
pub const BUILTIN_NAME: &str = "<built-in registry.toml>";
/// Environment variable naming a user registry file.
pub const REGISTRY_ENV: &str = "SPIRV_PROPS_REGISTRY";

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
    Grammar,
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
        attribute: String,
        value: ValueSpec,
        #[serde(default)]
        default: Option<String>,
    },
    /// `{ enumerant = "ReadWriteINTEL", of = "HostAccessQualifier" }`: an
    /// enumerant of a grammar operand kind, by name (resolved at load to
    /// `Literal`).
    Enumerant { enumerant: String, of: String },
    /// `{ literal = N }`: a fixed number the grammar does not name (a draft
    /// extension's operand).
    Literal { literal: u32 },
}

/// The number of `enumerant` of the grammar's operand kind `of`; the kinds
/// a registry operand may name.
fn grammar_enumerant(of: &str, enumerant: &str) -> Result<u32, String> {
    let n = match of {
        "HostAccessQualifier" => spirv::HostAccessQualifier::from_str(enumerant).map(|e| e as u32),
        "LoadCacheControl" => spirv::LoadCacheControl::from_str(enumerant).map(|e| e as u32),
        "StoreCacheControl" => spirv::StoreCacheControl::from_str(enumerant).map(|e| e as u32),
        _ => {
            return Err(format!(
                "'{of}' is not an operand kind a registry operand may name (HostAccessQualifier, LoadCacheControl, StoreCacheControl)"
            ))
        }
    };
    n.map_err(|_| format!("'{enumerant}' is not a {of} of the grammar"))
}

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
enum LoweringDef {
    Decoration {
        #[serde(default)]
        decoration: Option<String>,
        #[serde(default)]
        number: Option<u32>,
        #[serde(default, rename = "number-note")]
        number_note: Option<String>,
        #[serde(default)]
        operands: Option<Vec<OperandSource>>,
        /// Written after the entity's other decorations (the reference
        /// writes a device global's host access last).
        #[serde(default)]
        last: bool,
    },
    ExecutionMode {
        mode: String,
    },
    KernelMetadata {
        metadata: String,
        #[serde(default)]
        reverse: bool,
        width: Width,
        #[serde(default, rename = "pad-to")]
        pad_to: Option<usize>,
        #[serde(default, rename = "dims-metadata")]
        dims_metadata: Option<String>,
    },
    KernelMetadataCases {
        cases: Vec<CaseDef>,
    },
    ExecutionModeBits {
        bits: Vec<BitDef>,
    },
    CacheControl {
        decoration: String,
        /// One control for the whole value: levels in bits 0..3.
        #[serde(default)]
        control: Option<String>,
        /// A control per SYCL `cache_mode`: mode `i` (key `"i"`) holds its
        /// levels in bits `4i..4i+3`.
        #[serde(default)]
        modes: Option<BTreeMap<String, String>>,
    },
    Align {
        /// The decoration an annotated pointer gets when no load, store or
        /// memory transfer took the alignment (the reference: `Alignment`).
        #[serde(default, rename = "decoration-if-unused")]
        if_unused: Option<String>,
    },
    Fact,
    Pending {
        note: String,
    },
}

/// One rule of an `execution-mode-bits` lowering: when the value's `mask`
/// bits equal `equals` (default: all of `mask` set), one `mode` entry per
/// operand list. `equals` reads a field of several bits (a 2-bit rounding
/// field: `mask = 48, equals = 16`) or a cleared flag (`equals = 0`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BitDef {
    mask: u32,
    #[serde(default)]
    equals: Option<u32>,
    mode: String,
    operands: Vec<Vec<u32>>,
}

/// A resolved rule: when `value & mask == equals`, `(mode, operands)`
/// entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bit {
    pub mask: u32,
    pub equals: u32,
    pub mode: u32,
    pub name: String,
    pub operands: Vec<Vec<u32>>,
}

impl Bit {
    /// Whether the rule applies to `value`.
    pub fn matches(&self, value: u32) -> bool {
        value & self.mask == self.equals
    }
}

/// One case of a value-dependent kernel metadata lowering.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseDef {
    /// The value as written in IR, `<0` / `>0` (signed values) or `"*"`.
    when: String,
    /// Only for targets whose triple contains this (`fpga`).
    #[serde(default)]
    target: Option<String>,
    #[serde(default)]
    metadata: Option<String>,
    #[serde(default)]
    operands: Vec<CaseOperand>,
    /// Instead of metadata: decorations on the function, each
    /// `["<enumerant>", operands...]`; `"$value"` is the value.
    #[serde(default)]
    decorations: Option<Vec<Vec<CaseOperand>>>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum CaseOperand {
    Int(u32),
    Str(String),
}

/// A resolved case: for value `when` (or `*`), `!metadata !{operands}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub when: String,
    pub target: Option<String>,
    pub output: CaseOutput,
}

/// What a case writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseOutput {
    /// `!name !{operands}` on the kernel.
    Metadata {
        name: String,
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
    Bits(u32),
    Named(SizeT),
}

/// The one named width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum SizeT {
    #[serde(rename = "size_t")]
    SizeT,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct PropertyFile {
    name: String,
    applies_to: Vec<Entity>,
    #[serde(default)]
    numbering: Option<Numbering>,
    value: ValueSpec,
    lowers_to: LoweringDef,
    #[serde(default)]
    extensions: Vec<String>,
    #[serde(default)]
    capabilities: Vec<Spanned<String>>,
    #[serde(default)]
    doc: String,
    #[serde(default, rename = "unless-kernel-metadata")]
    unless_kernel_metadata: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RegistryFile {
    #[serde(default)]
    property: Vec<Spanned<PropertyFile>>,
}

/// What a property lowers to, resolved to numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lowering {
    /// `OpDecorate <entity> <id> <operands>`; `name` is the enumerant, or
    /// `None` for a raw number the grammar does not name.
    Decoration {
        id: u32,
        name: Option<String>,
        operands: Vec<OperandSource>,
        /// After the entity's other decorations.
        last: bool,
    },
    /// `OpExecutionMode <kernel> <mode> <value literals>`.
    ExecutionMode { mode: u32, name: String },
    /// Kernel metadata `!<metadata> !{iW v...}`, optionally reversed (SYCL
    /// order is the reverse of OpenCL/SPIR-V order) and padded with 1; with
    /// `dims_metadata`, the original count is recorded there when padded.
    KernelMetadata {
        metadata: String,
        reverse: bool,
        width: Width,
        pad_to: Option<usize>,
        dims_metadata: Option<String>,
    },
    /// Kernel metadata chosen by the value (`"0"` -> `!stall_free !{i32 1}`,
    /// anything else -> `!stall_enable !{i32 1}`).
    KernelMetadataCases(Vec<Case>),
    /// `!spirv.ExecutionMode` entries chosen by the bits set in the value
    /// (`sycl-floating-point-control`), in registry order.
    ExecutionModeBits(Vec<Bit>),
    /// SYCL's cache hints: the value holds a 4-bit set of cache levels
    /// (L1 = bit 0 ... L4 = bit 3) per cache mode, mode `i` in bits
    /// `4i..4i+3`; each level of each mode becomes one
    /// `CacheControlLoadINTEL` / `CacheControlStoreINTEL <level> <control>`
    /// with that mode's control (`controls`: mode, control, its name).
    CacheControl {
        id: u32,
        name: String,
        controls: Vec<(u32, u32, String)>,
    },
    /// LLVM's `align` parameter attribute; on an annotated pointer, the
    /// alignment of its accesses, or decoration `if_unused` when none.
    Align { if_unused: Option<u32> },
    /// Nothing in SPIR-V: a fact other passes may read.
    Fact,
    /// Known to the reference, not lowered by spirv-props yet.
    Pending { note: String },
}

/// One property, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PropertyDef {
    pub name: String,
    pub applies_to: Vec<Entity>,
    /// `None`: the same under both numberings.
    pub numbering: Option<Numbering>,
    pub value: ValueSpec,
    pub lowering: Lowering,
    pub extensions: Vec<String>,
    pub capabilities: Vec<(u32, String)>,
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
            Lowering::ExecutionModeBits(bits) => bits
                .iter()
                .map(|b| {
                    let ops: Vec<String> = b.operands.iter().map(|o| format!("{o:?}")).collect();
                    let when = if b.equals == b.mask && b.mask.is_power_of_two() {
                        format!("bit {}", b.mask)
                    } else {
                        format!("(v & {}) == {}", b.mask, b.equals)
                    };
                    format!("{when} -> {} {}", b.name, ops.join(" "))
                })
                .collect::<Vec<_>>()
                .join("; "),
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

/// A bad registry file: where and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}: {message}")]
pub struct RegistryError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

/// The loaded registry, keyed by property name. Hashed: the passes look up
/// every attribute of every function, parameter and global, several times
/// (a sorted map cost a string comparison per level); what lists the
/// properties sorts them (`markdown_table`).
#[derive(Clone, Debug, Default)]
pub struct Registry {
    pub numbering: Numbering,
    pub properties: FxHashMap<String, PropertyDef>,
}

/// The line of `needle` (a value as written, quoted) inside `span`, for
/// fields serde cannot give a span (inside internally tagged tables).
fn line_in(text: &str, span: &Range<usize>, needle: &str) -> usize {
    // The span of an array-of-tables entry may cover only its header: look
    // up to the next entry.
    let quoted = format!("\"{needle}\"");
    let from = span.start.min(text.len());
    let rest = &text[from..];
    let end = rest[1..].find("[[property]]").map_or(rest.len(), |i| i + 1);
    let start = rest[..end].find(&quoted).map_or(from, |i| from + i);
    line_of(text, Some(start..start))
}

fn line_of(text: &str, span: Option<Range<usize>>) -> usize {
    Lines::new(text).of(span)
}

/// The line starts of a text, found once: each entry's line costs a binary
/// search, where counting newlines from the start per entry was quadratic.
struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    fn new(text: &str) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { starts }
    }

    /// The 1-based line of a span's start (1 without a span).
    fn of(&self, span: Option<Range<usize>>) -> usize {
        span.map_or(1, |s| self.starts.partition_point(|&l| l <= s.start))
    }
}

/// The largest registry file read: far above any real one (the built-in
/// registry is a few dozen KiB), small enough that a wrong path such as a
/// device or a huge file gives an error instead of exhausting memory.
pub const MAX_REGISTRY_BYTES: u64 = 16 * 1024 * 1024;

/// Reads a registry file of at most [`MAX_REGISTRY_BYTES`] (a stream that
/// never ends, such as /dev/zero, stops there too).
fn read_limited(path: &str) -> Result<String, RegistryError> {
    use std::io::Read;
    let err = |message: String| RegistryError {
        file: path.into(),
        line: 0,
        message,
    };
    let file = std::fs::File::open(path).map_err(|e| err(format!("cannot read: {e}")))?;
    let mut bytes = Vec::new();
    file.take(MAX_REGISTRY_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| err(format!("cannot read: {e}")))?;
    if bytes.len() as u64 > MAX_REGISTRY_BYTES {
        return Err(err(format!(
            "larger than the limit of {MAX_REGISTRY_BYTES} bytes ({} MiB) for a registry file",
            MAX_REGISTRY_BYTES / (1024 * 1024)
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        err(format!(
            "not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

impl Registry {
    /// The built-in registry, then `user` (path) if given, for `numbering`.
    pub fn load(numbering: Numbering, user: Option<&str>) -> Result<Registry, RegistryError> {
        let mut r = Registry {
            numbering,
            properties: FxHashMap::default(),
        };
        r.add_text(BUILTIN_NAME, BUILTIN)?;
        if let Some(path) = user {
            let text = read_limited(path)?;
            r.add_text(path, &text)?;
        }
        Ok(r)
    }

    /// Adds (or replaces, by name) the entries of one registry text.
    pub fn add_text(&mut self, file: &str, text: &str) -> Result<(), RegistryError> {
        let err = |span: Option<Range<usize>>, message: String| RegistryError {
            file: file.into(),
            line: line_of(text, span),
            message,
        };
        let parsed: RegistryFile =
            toml::from_str(text).map_err(|e| err(e.span(), e.message().trim().to_owned()))?;
        let lines = Lines::new(text);
        for entry in parsed.property {
            let span = entry.span();
            let p = entry.into_inner();
            if p.numbering.is_some_and(|n| n != self.numbering) {
                continue;
            }
            let what = |m: String| err(Some(span.clone()), format!("property '{}': {m}", p.name));
            if p.applies_to.is_empty() {
                return Err(what("field `applies-to` lists no entity".into()));
            }
            let lowering = match p.lowers_to {
                LoweringDef::Decoration {
                    decoration,
                    number,
                    number_note,
                    operands,
                    last,
                } => {
                    let (id, name) = match (decoration, number) {
                        (Some(d), None) => {
                            let v = spirv::Decoration::from_str(&d).map_err(|_| RegistryError {
                                file: file.into(),
                                line: line_in(text, &span, &d),
                                message: format!("property '{}': field `decoration`: '{d}' is not a SPIR-V decoration of the grammar (use `number` and `number-note` for a draft number)", p.name),
                            })?;
                            (v as u32, Some(d))
                        }
                        (None, Some(n)) => {
                            if number_note.as_deref().unwrap_or("").is_empty() {
                                return Err(what(format!("field `number-note`: a raw decoration number ({n}) must say why it is not a grammar enumerant")));
                            }
                            (n, spirv::Decoration::from_u32(n).map(|d| format!("{d:?}")))
                        }
                        _ => return Err(what("a decoration needs exactly one of `decoration` (enumerant name) or `number`".into())),
                    };
                    let operands = operands.unwrap_or_else(|| match p.value {
                        ValueSpec::None => vec![],
                        _ => vec![OperandSource::Value("value".into())],
                    });
                    let mut resolved = Vec::with_capacity(operands.len());
                    for o in operands {
                        resolved.push(match o {
                            OperandSource::Value(v) if v != "value" => {
                                return Err(what(format!(
                                    "field `operands`: '{v}' is not \"value\", {{ attribute = ... }}, {{ enumerant = ..., of = ... }} or {{ literal = N }}"
                                )))
                            }
                            OperandSource::Enumerant { enumerant, of } => {
                                let n = grammar_enumerant(&of, &enumerant).map_err(|m| RegistryError {
                                    file: file.into(),
                                    line: line_in(text, &span, &enumerant),
                                    message: format!("property '{}': field `operands`: {m}", p.name),
                                })?;
                                OperandSource::Literal { literal: n }
                            }
                            o => o,
                        });
                    }
                    Lowering::Decoration {
                        id,
                        name,
                        operands: resolved,
                        last,
                    }
                }
                LoweringDef::ExecutionMode { mode } => {
                    let m = spirv::ExecutionMode::from_str(&mode).map_err(|_| RegistryError {
                        file: file.into(),
                        line: line_in(text, &span, &mode),
                        message: format!(
                            "property '{}': field `mode`: '{mode}' is not a SPIR-V execution mode",
                            p.name
                        ),
                    })?;
                    Lowering::ExecutionMode {
                        mode: m as u32,
                        name: mode,
                    }
                }
                LoweringDef::KernelMetadata {
                    metadata,
                    reverse,
                    width,
                    pad_to,
                    dims_metadata,
                } => {
                    if let Width::Bits(b) = width {
                        if ![32, 64].contains(&b) {
                            return Err(what(format!("field `width`: {b} (kernel metadata integers are 32, 64 or \"size_t\")")));
                        }
                    }
                    Lowering::KernelMetadata {
                        metadata,
                        reverse,
                        width,
                        pad_to,
                        dims_metadata,
                    }
                }
                LoweringDef::KernelMetadataCases { cases } => {
                    let lit = |o: CaseOperand| match o {
                        CaseOperand::Int(i) => Literal::Int(i),
                        CaseOperand::Str(s) => Literal::Str(s),
                    };
                    let mut out = Vec::new();
                    for c in cases {
                        let output = match (c.metadata, c.decorations) {
                            (Some(name), None) => CaseOutput::Metadata {
                                name,
                                operands: c.operands.into_iter().map(lit).collect(),
                            },
                            (None, Some(ds)) => {
                                let mut v = Vec::new();
                                for d in ds {
                                    let mut it = d.into_iter();
                                    let Some(CaseOperand::Str(dname)) = it.next() else {
                                        return Err(what("field `decorations`: each entry starts with a decoration name".into()));
                                    };
                                    let id = spirv::Decoration::from_str(&dname).map_err(|_| RegistryError {
                                        file: file.into(),
                                        line: line_in(text, &span, &dname),
                                        message: format!("property '{}': field `decorations`: '{dname}' is not a SPIR-V decoration", p.name),
                                    })?;
                                    v.push((id as u32, it.map(lit).collect()));
                                }
                                CaseOutput::Decorations(v)
                            }
                            _ => {
                                return Err(what(
                                    "a case needs exactly one of `metadata` or `decorations`"
                                        .into(),
                                ))
                            }
                        };
                        out.push(Case {
                            when: c.when,
                            target: c.target,
                            output,
                        });
                    }
                    Lowering::KernelMetadataCases(out)
                }
                LoweringDef::ExecutionModeBits { bits } => {
                    let mut out = Vec::new();
                    for b in bits {
                        let m = spirv::ExecutionMode::from_str(&b.mode).map_err(|_| RegistryError {
                            file: file.into(),
                            line: line_in(text, &span, &b.mode),
                            message: format!("property '{}': field `mode`: '{}' is not a SPIR-V execution mode", p.name, b.mode),
                        })?;
                        let equals = b.equals.unwrap_or(b.mask);
                        if equals & !b.mask != 0 {
                            return Err(RegistryError {
                                file: file.into(),
                                line: line_in(text, &span, &b.mode),
                                message: format!(
                                    "property '{}': field `equals`: {equals} has bits outside `mask` {}",
                                    p.name, b.mask
                                ),
                            });
                        }
                        out.push(Bit {
                            mask: b.mask,
                            equals,
                            mode: m as u32,
                            name: b.mode,
                            operands: b.operands,
                        });
                    }
                    Lowering::ExecutionModeBits(out)
                }
                LoweringDef::CacheControl {
                    decoration,
                    control,
                    modes,
                } => {
                    let at = |needle: &str, message: String| RegistryError {
                        file: file.into(),
                        line: line_in(text, &span, needle),
                        message: format!("property '{}': {message}", p.name),
                    };
                    // The control operand's enumerant set follows the
                    // decoration (SPV_INTEL_cache_controls).
                    let (id, of) = match spirv::Decoration::from_str(&decoration) {
                        Ok(d @ spirv::Decoration::CacheControlLoadINTEL) => (d, "LoadCacheControl"),
                        Ok(d @ spirv::Decoration::CacheControlStoreINTEL) => (d, "StoreCacheControl"),
                        _ => return Err(at(&decoration, format!("field `decoration`: '{decoration}' is not CacheControlLoadINTEL or CacheControlStoreINTEL"))),
                    };
                    let modes: Vec<(String, String)> = match (control, modes) {
                        (Some(c), None) => vec![("0".into(), c)],
                        (None, Some(m)) if !m.is_empty() => m.into_iter().collect(),
                        _ => return Err(what("a cache-control lowering needs exactly one of `control` or `modes` (not empty)".into())),
                    };
                    let mut controls = Vec::new();
                    for (mode, c) in modes {
                        let m = mode.parse::<u32>().ok().filter(|m| *m < 8).ok_or_else(|| {
                            at(
                                &mode,
                                format!(
                                    "field `modes`: '{mode}' is not a cache mode number (0..7)"
                                ),
                            )
                        })?;
                        let n = grammar_enumerant(of, &c)
                            .map_err(|e| at(&c, format!("field `modes`: {e}")))?;
                        controls.push((m, n, c));
                    }
                    controls.sort_by_key(|c| c.0);
                    Lowering::CacheControl {
                        id: id as u32,
                        name: decoration,
                        controls,
                    }
                }
                LoweringDef::Align { if_unused } => {
                    let if_unused = match if_unused {
                        None => None,
                        Some(d) => Some(spirv::Decoration::from_str(&d).map_err(|_| RegistryError {
                            file: file.into(),
                            line: line_in(text, &span, &d),
                            message: format!(
                                "property '{}': field `decoration-if-unused`: '{d}' is not a SPIR-V decoration",
                                p.name
                            ),
                        })? as u32),
                    };
                    Lowering::Align { if_unused }
                }
                LoweringDef::Fact => Lowering::Fact,
                LoweringDef::Pending { note } => Lowering::Pending { note },
            };
            // Which lowerings make sense where.
            for e in &p.applies_to {
                let ok = matches!(
                    (&lowering, e),
                    (Lowering::Fact | Lowering::Pending { .. }, _)
                        | (
                            Lowering::Decoration { .. },
                            Entity::Global | Entity::Parameter | Entity::Member
                        )
                        | (
                            Lowering::ExecutionMode { .. }
                                | Lowering::KernelMetadata { .. }
                                | Lowering::KernelMetadataCases(_)
                                | Lowering::ExecutionModeBits(_),
                            Entity::Kernel,
                        )
                        | (Lowering::Align { .. }, Entity::Parameter | Entity::Member)
                        | (Lowering::CacheControl { .. }, Entity::Member)
                );
                if !ok {
                    return Err(what(format!(
                        "field `applies-to`: a {} cannot get this lowering",
                        e
                    )));
                }
            }
            let mut capabilities = Vec::new();
            for c in p.capabilities {
                let cspan = c.span();
                let v = spirv::Capability::from_str(c.get_ref()).map_err(|_| {
                    err(
                        Some(cspan),
                        format!(
                            "property '{}': field `capabilities`: '{}' is not a SPIR-V capability",
                            p.name,
                            c.get_ref()
                        ),
                    )
                })?;
                capabilities.push((v as u32, c.into_inner()));
            }
            let def = PropertyDef {
                origin: format!("{file}:{}", lines.of(Some(span))),
                name: p.name.clone(),
                applies_to: p.applies_to,
                numbering: p.numbering,
                value: p.value,
                lowering,
                extensions: p.extensions,
                capabilities,
                doc: p.doc,
                unless_kernel_metadata: p.unless_kernel_metadata,
            };
            self.properties.insert(p.name, def);
        }
        Ok(())
    }

    pub fn get(&self, name: &str) -> Option<&PropertyDef> {
        self.properties.get(name)
    }

    /// The README's property table (markdown), from the built-in registry
    /// under both numberings, so the documentation cannot drift from the data.
    pub fn markdown_table() -> Result<String, RegistryError> {
        let grammar = Registry::load(Numbering::Grammar, None)?;
        let draft = Registry::load(Numbering::Draft, None)?;
        let mut out = String::from("| property | applies to | value | lowers to | implies |\n| --- | --- | --- | --- | --- |\n");
        let mut sorted: Vec<_> = grammar.properties.iter().collect();
        sorted.sort_unstable_by_key(|(name, _)| *name);
        for (name, g) in sorted {
            let d = &draft.properties[name];
            let mut lowers = g.describe_lowering();
            if d.lowering != g.lowering {
                lowers = format!("{lowers}; `numbering=draft`: {}", d.describe_lowering());
            }
            if !g.doc.is_empty() {
                lowers = format!("{lowers}. {}", g.doc);
            }
            let applies: Vec<String> = g.applies_to.iter().map(|e| e.to_string()).collect();
            let value = match &g.value {
                ValueSpec::UintList { min, max, .. } => format!("uint-list {min}..{max}"),
                ValueSpec::Map { values } => format!("map of {}", values.len()),
                other => format!("{other:?}").to_lowercase(),
            };
            let mut implies: Vec<String> = g.extensions.clone();
            implies.extend(g.capabilities.iter().map(|(_, c)| c.clone()));
            out.push_str(&format!(
                "| `{name}` | {} | {value} | {} | {} |\n",
                applies.join(", "),
                lowers.replace('|', "\\|"),
                implies.join(", ")
            ));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_registry_loads_in_both_numberings() {
        let g = Registry::load(Numbering::Grammar, None).unwrap();
        let d = Registry::load(Numbering::Draft, None).unwrap();
        let id = |r: &Registry, n: &str| match &r.get(n).unwrap().lowering {
            Lowering::Decoration { id, .. } => *id,
            other => panic!("{n}: {other:?}"),
        };
        assert_eq!(
            id(&g, "sycl-device-global-size"),
            spirv::Decoration::HostAccessINTEL as u32
        );
        assert_eq!(id(&d, "sycl-device-global-size"), 6147);
        assert_eq!(
            id(&g, "sycl-init-mode"),
            spirv::Decoration::InitModeALTERA as u32
        );
        assert_eq!(id(&d, "sycl-implement-in-csr"), 6149);
        assert_eq!(id(&g, "sycl-buffer-location"), 5921);
        assert_eq!(
            g.get("sycl-alignment").unwrap().lowering,
            Lowering::Align {
                if_unused: Some(spirv::Decoration::Alignment as u32)
            }
        );
    }

    fn bad(text: &str) -> RegistryError {
        Registry::default().add_text("user.toml", text).unwrap_err()
    }

    #[test]
    fn bad_registry_files_name_file_line_and_field() {
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\", decoration = \"NoSuchDecoration\" }\n");
        assert_eq!((e.file.as_str(), e.line), ("user.toml", 5), "{e}");
        assert!(
            e.message.contains("field `decoration`") && e.message.contains("NoSuchDecoration"),
            "{e}"
        );
        let e = bad(
            "[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\n",
        );
        assert!(e.message.contains("missing field `lowers-to`"), "{e}");
        let e = bad("\n\n[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"nonesuch\" }\nlowers-to = { kind = \"fact\" }\n");
        assert_eq!(e.line, 6, "{e}");
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\", number = 7 }\n");
        assert!(e.message.contains("number-note"), "{e}");
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"align\" }\n");
        assert!(
            e.message.contains("a kernel cannot get this lowering"),
            "{e}"
        );
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"fact\" }\nbogus = 1\n");
        assert!(e.message.contains("bogus"), "{e}");
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"execution-mode-bits\", bits = [\n  { mask = 48, equals = 64, mode = \"RoundingModeRTZ\", operands = [[32]] } ] }\n");
        assert_eq!(e.line, 6, "{e}");
        assert!(
            e.message
                .contains("`equals`: 64 has bits outside `mask` 48"),
            "{e}"
        );
        // Operands by grammar enumerant: the name must be one of its kind.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\", decoration = \"HostAccessINTEL\", operands = [\n  { enumerant = \"ReadWrite\", of = \"HostAccessQualifier\" } ] }\n");
        assert_eq!(e.line, 6, "{e}");
        assert!(
            e.message
                .contains("'ReadWrite' is not a HostAccessQualifier of the grammar"),
            "{e}"
        );
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\", decoration = \"HostAccessINTEL\", operands = [\n  { enumerant = \"ReadWriteINTEL\", of = \"Qualifier\" } ] }\n");
        assert!(
            e.message.contains("'Qualifier' is not an operand kind"),
            "{e}"
        );
        // Cache controls: a store control for a load decoration, a mode
        // that is no nibble, and neither `control` nor `modes`.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"member\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"cache-control\", decoration = \"CacheControlLoadINTEL\",\n  modes = { \"5\" = \"WriteBackINTEL\" } }\n");
        assert_eq!(e.line, 6, "{e}");
        assert!(
            e.message
                .contains("'WriteBackINTEL' is not a LoadCacheControl of the grammar"),
            "{e}"
        );
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"member\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"cache-control\", decoration = \"CacheControlLoadINTEL\", modes = { \"8\" = \"CachedINTEL\" } }\n");
        assert!(e.message.contains("'8' is not a cache mode number"), "{e}");
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"member\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"cache-control\", decoration = \"CacheControlLoadINTEL\" }\n");
        assert!(
            e.message.contains("exactly one of `control` or `modes`"),
            "{e}"
        );
    }

    /// The shipped registry files load, and the old fp-control layout
    /// replaces the built-in entry.
    #[test]
    fn shipped_registry_files_load() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../registry");
        let mut n = 0;
        for e in std::fs::read_dir(dir).unwrap() {
            let path = e.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let mut r = Registry::load(Numbering::Grammar, None).unwrap();
            r.add_text(&path.display().to_string(), &text).unwrap();
            n += 1;
        }
        assert!(n >= 1);
        let bits = |r: &Registry| match &r.get("sycl-floating-point-control").unwrap().lowering {
            Lowering::ExecutionModeBits(b) => b.clone(),
            other => panic!("{other:?}"),
        };
        let builtin = Registry::load(Numbering::Grammar, None).unwrap();
        let mut old = Registry::load(Numbering::Grammar, None).unwrap();
        let text = std::fs::read_to_string(format!("{dir}/fp-control-bits.toml")).unwrap();
        old.add_text("fp-control-bits.toml", &text).unwrap();
        // 16: the rtp rounding field today, DENORM_FTZ in the old layout.
        let modes = |b: Vec<Bit>| {
            b.iter()
                .filter(|b| b.matches(16))
                .map(|b| b.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            modes(bits(&builtin)),
            [
                "RoundingModeRTPINTEL",
                "FloatingPointModeIEEEINTEL",
                "DenormFlushToZero"
            ]
        );
        assert_eq!(modes(bits(&old)), ["DenormFlushToZero"]);
    }

    /// The README's table is generated from this registry; this fails when
    /// they differ. `SPIRV_PROPS_BLESS=1 cargo test readme` rewrites it.
    #[test]
    fn readme_property_table_matches_the_registry() {
        let readme_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
        let readme = std::fs::read_to_string(readme_path).unwrap();
        let (begin, end) = (
            "<!-- registry-table:begin -->\n",
            "<!-- registry-table:end -->",
        );
        let a = readme.find(begin).expect("README has the table markers") + begin.len();
        let b = readme.find(end).expect("README has the table markers");
        let table = Registry::markdown_table().unwrap();
        if std::env::var_os("SPIRV_PROPS_BLESS").is_some() {
            std::fs::write(
                readme_path,
                format!("{}{table}{}", &readme[..a], &readme[b..]),
            )
            .unwrap();
            return;
        }
        assert!(readme[a..b] == table, "README.md's property table is stale: run SPIRV_PROPS_BLESS=1 cargo test -p spirv-props-passes readme");
    }

    #[test]
    fn entries_know_their_lines() {
        let entry = |i: usize| {
            format!("[[property]]\nname = \"sycl-p{i}\"\napplies-to = [\"global\"]\nvalue = {{ kind = \"uint32\" }}\nlowers-to = {{ kind = \"decoration\", decoration = \"Alignment\" }}\n\n")
        };
        let text: String = (0..3).map(entry).collect();
        let mut r = Registry::load(Numbering::Grammar, None).unwrap();
        r.add_text("u.toml", &text).unwrap();
        // Six lines per entry.
        assert_eq!(r.get("sycl-p0").unwrap().origin, "u.toml:1");
        assert_eq!(r.get("sycl-p2").unwrap().origin, "u.toml:13");
        let lines = Lines::new("a\nb\n\nc");
        assert_eq!(
            [0, 1, 2, 3, 4, 5].map(|o| lines.of(Some(o..o))),
            [1, 1, 2, 2, 3, 4]
        );
    }

    #[test]
    fn oversized_and_binary_files_are_errors() {
        // /dev/zero never ends: the read stops at the limit.
        let e = Registry::load(Numbering::Grammar, Some("/dev/zero")).unwrap_err();
        assert_eq!(e.file, "/dev/zero");
        assert!(
            e.message
                .contains(&format!("limit of {MAX_REGISTRY_BYTES} bytes")),
            "{e}"
        );
        let dir = std::env::temp_dir().join(format!("spirv-props-registry-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bin = dir.join("bin.toml");
        std::fs::write(&bin, b"name = \"\xff\"").unwrap();
        let e = Registry::load(Numbering::Grammar, bin.to_str()).unwrap_err();
        assert!(e.message.contains("not UTF-8"), "{e}");
        let e = Registry::load(Numbering::Grammar, dir.join("missing.toml").to_str()).unwrap_err();
        assert!(e.message.starts_with("cannot read"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn user_entries_extend_and_override() {
        let mut r = Registry::load(Numbering::Grammar, None).unwrap();
        r.add_text("user.toml", "[[property]]\nname = \"sycl-made-up\"\napplies-to = [\"parameter\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\", decoration = \"Volatile\" }\n").unwrap();
        assert_eq!(r.get("sycl-made-up").unwrap().origin, "user.toml:1");
        r.add_text("user.toml", "[[property]]\nname = \"sycl-buffer-location\"\napplies-to = [\"parameter\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"fact\" }\n").unwrap();
        assert_eq!(
            r.get("sycl-buffer-location").unwrap().lowering,
            Lowering::Fact
        );
    }
}
