//! The registry's file format: the TOML tables as serde reads them (before
//! names are resolved to numbers), reading a file within a size limit, and
//! finding the line of an entry for messages.

use std::collections::BTreeMap;
use std::ops::Range;
use std::str::FromStr;

use serde::Deserialize;
use toml::Spanned;

use super::types::*;
use super::RegistryError;
use crate::properties::value::ValueSpec;

/// The number of `enumerant` of the grammar's operand kind `of`; the kinds
/// a registry operand may name.
pub(super) fn grammar_enumerant(of: &str, enumerant: &str) -> Result<u32, String> {
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
pub(super) enum LoweringDef {
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
        /// Groups of masks (of flag rules in `bits`) of which a value may
        /// set at most one: `[[1, 2, 4, 8], [16, 32]]`.
        #[serde(default)]
        exclusive: Vec<Vec<u32>>,
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
/// `name` is what the source calls the bits (`round_to_nearest`), for
/// messages about mutually exclusive bits.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BitDef {
    pub(super) mask: u32,
    #[serde(default)]
    pub(super) equals: Option<u32>,
    #[serde(default)]
    pub(super) name: Option<String>,
    pub(super) mode: String,
    pub(super) operands: Vec<Vec<u32>>,
}

/// One case of a value-dependent kernel metadata lowering.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct CaseDef {
    /// The value as written in IR, `<0` / `>0` (signed values) or `"*"`.
    pub(super) when: String,
    /// Only for targets whose triple contains this (`fpga`).
    #[serde(default)]
    pub(super) target: Option<String>,
    #[serde(default)]
    pub(super) metadata: Option<String>,
    #[serde(default)]
    pub(super) operands: Vec<CaseOperand>,
    /// Instead of metadata: decorations on the function, each
    /// `["<enumerant>", operands...]`; `"$value"` is the value.
    #[serde(default)]
    pub(super) decorations: Option<Vec<Vec<CaseOperand>>>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum CaseOperand {
    Int(u32),
    Str(String),
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub(super) struct PropertyFile {
    pub(super) name: String,
    pub(super) applies_to: Vec<Entity>,
    #[serde(default)]
    pub(super) numbering: Option<Numbering>,
    pub(super) value: ValueSpec,
    pub(super) lowers_to: LoweringDef,
    #[serde(default)]
    pub(super) extensions: Vec<String>,
    #[serde(default)]
    pub(super) capabilities: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) doc: String,
    #[serde(default, rename = "unless-kernel-metadata")]
    pub(super) unless_kernel_metadata: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RegistryFile {
    #[serde(default)]
    pub(super) property: Vec<Spanned<PropertyFile>>,
    #[serde(default)]
    pub(super) attribute: Vec<Spanned<AttributeFile>>,
}

/// An `[[attribute]]` entry: a `sycl-*` attribute that is not a property
/// (another pass reads it), so the property passes neither lower it nor
/// call it unknown.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AttributeFile {
    pub(super) name: String,
    #[serde(default, rename = "read-by")]
    pub(super) read_by: String,
    /// For the reader of the file (the pass that reads the attribute
    /// documents it).
    #[serde(default)]
    #[allow(dead_code)]
    pub(super) doc: String,
}

/// The line of `needle` (a value as written, quoted) inside `span`, for
/// fields serde cannot give a span (inside internally tagged tables).
pub(super) fn line_in(text: &str, span: &Range<usize>, needle: &str) -> usize {
    line_of_text(text, span, &format!("\"{needle}\""))
}

/// The line of `needle` as written (a key: `exclusive =`) inside `span`;
/// the entry's first line when it is not there.
pub(super) fn line_of_text(text: &str, span: &Range<usize>, needle: &str) -> usize {
    // The span of an array-of-tables entry may cover only its header: look
    // up to the next entry.
    let from = span.start.min(text.len());
    let rest = &text[from..];
    let end = rest[1..].find("[[property]]").map_or(rest.len(), |i| i + 1);
    let start = rest[..end].find(needle).map_or(from, |i| from + i);
    line_of(text, Some(start..start))
}

pub(super) fn line_of(text: &str, span: Option<Range<usize>>) -> usize {
    Lines::new(text).of(span)
}

/// The line starts of a text, found once: each entry's line costs a binary
/// search, where counting newlines from the start per entry was quadratic.
pub(super) struct Lines {
    pub(super) starts: Vec<usize>,
}

impl Lines {
    pub(super) fn new(text: &str) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Lines { starts }
    }

    /// The 1-based line of a span's start (1 without a span).
    pub(super) fn of(&self, span: Option<Range<usize>>) -> usize {
        span.map_or(1, |s| self.starts.partition_point(|&l| l <= s.start))
    }
}

/// The largest registry file read: far above any real one (the built-in
/// registry is a few dozen KiB), small enough that a wrong path naming a
/// huge file gives an error instead of exhausting memory.
pub const MAX_REGISTRY_BYTES: u64 = 16 * 1024 * 1024;

/// Reads a registry file of at most [`MAX_REGISTRY_BYTES`]: a regular
/// file only, refused without blocking otherwise (a FIFO, a device such as
/// /dev/zero, a folder; see [`crate::files`]).
pub(super) fn read_limited(path: &str) -> Result<String, RegistryError> {
    use crate::files::{read_regular_file_limited, ReadError};
    let bytes =
        read_regular_file_limited(std::path::Path::new(path), MAX_REGISTRY_BYTES).map_err(|e| {
            let message = match e {
                ReadError::TooLarge { .. } => format!(
                "larger than the limit of {MAX_REGISTRY_BYTES} bytes ({} MiB) for a registry file",
                MAX_REGISTRY_BYTES / (1024 * 1024)
            ),
                e => e.problem(),
            };
            RegistryError {
                file: path.into(),
                line: 0,
                message,
            }
        })?;
    String::from_utf8(bytes).map_err(|e| RegistryError {
        file: path.into(),
        line: 0,
        message: format!(
            "not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ),
    })
}
