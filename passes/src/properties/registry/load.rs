//! Loading: the built-in registry, then a user's file, each entry checked
//! and resolved (names to numbers, the grammar's operand shapes) into a
//! [`Registry`]; and the registry guide's property table made from it.

use std::ops::Range;
use std::str::FromStr;
use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use super::check;
use super::file::*;
use super::types::*;
use crate::grammar::Literal;
use crate::properties::value::ValueSpec;

/// An entry of one registry file seen so far: its numbering and its span.
type SeenEntry = (Option<Numbering>, Range<usize>);

/// The built-in registry.
pub const BUILTIN: &str = include_str!("../registry.toml");
/// Where the built-in registry comes from, in messages.
pub const BUILTIN_NAME: &str = "<built-in registry.toml>";
/// [`BUILTIN`] as the build turned it into JSON (`passes/build/registry.rs`):
/// the same entries with their spans in the TOML text, read at run time in
/// a small part of the instructions the TOML parser takes for the text.
const BUILTIN_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/registry.json"));
/// Environment variable naming a user registry file.
pub const REGISTRY_ENV: &str = "SPIRV_PROPS_REGISTRY";

/// `-spirv-props-registry=<file>` as the plugin's option gave it (the last
/// one wins; given empty, no user registry): `None` until it is given.
static REGISTRY_OPTION: std::sync::RwLock<Option<String>> = std::sync::RwLock::new(None);

/// Records `-spirv-props-registry=<file>` (the plugin calls it while the
/// host parses its command line).
pub fn set_registry_option(path: String) {
    if let Ok(mut o) = REGISTRY_OPTION.write() {
        *o = Some(path);
    }
}

/// The user registry file a pass loads after the built-in one when its own
/// `registry=` is not given: `-spirv-props-registry`, which wins over
/// `SPIRV_PROPS_REGISTRY`, else that variable; `None` for none (either
/// given empty).
pub fn user_registry() -> Option<String> {
    user_registry_from().map(|(path, _)| path)
}

/// [`user_registry`] and where it came from, for messages:
/// `-spirv-props-registry` or `SPIRV_PROPS_REGISTRY` (a file the user did
/// not name on this command line is hard to place otherwise).
pub fn user_registry_from() -> Option<(String, &'static str)> {
    let option = REGISTRY_OPTION.read().ok().and_then(|o| o.clone());
    option
        .map(|o| (o, "-spirv-props-registry"))
        .or_else(|| std::env::var(REGISTRY_ENV).ok().map(|e| (e, REGISTRY_ENV)))
        .filter(|(s, _)| !s.is_empty())
}

/// A bad registry file: where and what (`file:line: message`, or
/// `file: message` when the whole file is at fault).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {message}", if *.line == 0 { String::new() } else { format!(":{line}") })]
pub struct RegistryError {
    /// The file (or `<built-in registry.toml>`).
    pub file: String,
    /// The 1-based line; 0 when the whole file is at fault.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// Checks the `exclusive` groups of an `execution-mode-bits` lowering: each
/// names at least two masks, each the mask of a flag rule of `bits` (one
/// whose `equals` is its `mask`: "set" means all of its bits set), and no
/// two masks of a group share a bit (they would always conflict).
fn check_exclusive(rule: &ModeBits) -> Result<(), String> {
    for g in &rule.exclusive {
        if g.len() < 2 {
            return Err(format!("group {g:?} names fewer than two masks"));
        }
        for (i, m) in g.iter().enumerate() {
            if *m == 0 {
                return Err(format!("mask 0 in group {g:?} names no bit"));
            }
            if !rule.bits.iter().any(|b| b.mask == *m && b.equals == *m) {
                return Err(format!(
                    "mask {m} in group {g:?} is not the `mask` of a rule in `bits` that reads it as a flag (`equals` absent or equal to `mask`)"
                ));
            }
            if let Some(o) = g[..i].iter().find(|o| *o & m != 0) {
                return Err(format!("masks {o} and {m} in group {g:?} share bits"));
            }
        }
    }
    Ok(())
}

/// The loaded registry, keyed by property name. Hashed: the passes look up
/// every attribute of every function, parameter and global, several times
/// (a sorted map cost a string comparison per level); what lists the
/// properties sorts them (`markdown_table`).
#[derive(Clone, Debug, Default)]
pub struct Registry {
    /// Which numbering the entries were chosen for.
    pub numbering: Numbering,
    /// Every property, by name.
    pub properties: FxHashMap<String, PropertyDef>,
    /// `sycl-*` attributes that are not properties (`[[attribute]]`), and
    /// the passes that read them.
    pub attributes: FxHashMap<String, String>,
}

impl Registry {
    /// The built-in registry, then `user` (path) if given, for `numbering`.
    pub fn load(numbering: Numbering, user: Option<&str>) -> Result<Registry, RegistryError> {
        let mut r = Self::builtin(numbering)?.clone();
        if let Some(path) = user {
            let text = read_limited(path)?;
            r.add_text(path, &text)?;
        }
        Ok(r)
    }

    /// The built-in registry for `numbering`, read once per process (a
    /// pipeline makes each property pass's options, and opt makes the
    /// passes more than once; the text is the same every time).
    fn builtin(numbering: Numbering) -> Result<&'static Registry, RegistryError> {
        static GRAMMAR: OnceLock<Result<Registry, RegistryError>> = OnceLock::new();
        static DRAFT: OnceLock<Result<Registry, RegistryError>> = OnceLock::new();
        let cell = match numbering {
            Numbering::Grammar => &GRAMMAR,
            Numbering::Draft => &DRAFT,
        };
        cell.get_or_init(|| {
            let mut r = Registry {
                numbering,
                properties: FxHashMap::default(),
                attributes: FxHashMap::default(),
            };
            let parsed = serde_json::from_str(BUILTIN_JSON).map_err(|e| RegistryError {
                file: BUILTIN_NAME.into(),
                line: 0,
                message: format!("its JSON form, built from the text: {e}"),
            })?;
            r.add_parsed(BUILTIN_NAME, BUILTIN, parsed)?;
            Ok(r)
        })
        .as_ref()
        .map_err(Clone::clone)
    }

    /// Adds (or replaces, by name) the entries of one registry text.
    pub fn add_text(&mut self, file: &str, text: &str) -> Result<(), RegistryError> {
        let parsed: RegistryFile = toml::from_str(text).map_err(|e| RegistryError {
            file: file.into(),
            line: line_of(text, e.span()),
            message: e.message().trim().to_owned(),
        })?;
        self.add_parsed(file, text, parsed)
    }

    /// Adds the entries `parsed` of registry text `text` (whose spans are
    /// in `text`).
    fn add_parsed(
        &mut self,
        file: &str,
        text: &str,
        parsed: RegistryFile,
    ) -> Result<(), RegistryError> {
        let err = |span: Option<Range<usize>>, message: String| RegistryError {
            file: file.into(),
            line: line_of(text, span),
            message,
        };
        for entry in parsed.attribute {
            let span = entry.span();
            let a = entry.into_inner();
            if a.name.is_empty() || a.read_by.is_empty() {
                return Err(err(
                    Some(span),
                    format!(
                        "attribute '{}': fields `name` and `read-by` must not be empty",
                        a.name
                    ),
                ));
            }
            self.attributes.insert(a.name, a.read_by);
        }
        let lines = Lines::new(text);
        // This file's entries so far: name -> (numbering, span). A later
        // file replaces an earlier one's entry by name; within one file a
        // name twice is a mistake (the last silently won). Lines are found
        // only for a message (each costs a pass over the text).
        let mut seen: FxHashMap<String, Vec<SeenEntry>> = FxHashMap::default();
        for entry in parsed.property {
            let span = entry.span();
            let p = entry.into_inner();
            let name_error = |message: String| RegistryError {
                file: file.into(),
                line: line_in(text, &span, &p.name),
                message,
            };
            if p.name.is_empty() {
                return Err(name_error("field `name`: empty".into()));
            }
            let earlier = seen.entry(p.name.clone()).or_default();
            if let Some((n, first)) = earlier
                .iter()
                .find(|(n, _)| check::overlapping(*n, p.numbering))
            {
                return Err(name_error(format!(
                    "property '{}' is defined twice in this file (first at line {}, for {}; a second entry is allowed only for the other numbering)",
                    p.name,
                    line_in(text, first, &p.name),
                    check::describe_numbering(*n)
                )));
            }
            earlier.push((p.numbering, span.clone()));
            if p.numbering.is_some_and(|n| n != self.numbering) {
                continue;
            }
            let what = |m: String| err(Some(span.clone()), format!("property '{}': {m}", p.name));
            let field_at = |needle: &str, field: &str, m: String| RegistryError {
                file: file.into(),
                line: line_of_text(text, &span, needle),
                message: format!("property '{}': field `{field}`: {m}", p.name),
            };
            if p.applies_to.is_empty() {
                return Err(what("field `applies-to` lists no entity".into()));
            }
            if let ValueSpec::UintList { min, max, .. } = &p.value {
                check::list_counts(*min, *max)
                    .map_err(|m| field_at("\"uint-list\"", "value", m))?;
            }
            if let Some(md) = &p.unless_kernel_metadata {
                check::metadata_name_syntax(md)
                    .map_err(|m| field_at("unless-kernel-metadata", "unless-kernel-metadata", m))?;
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
                            check::enumerant_number(n)
                                .map_err(|m| field_at("number", "number", m))?;
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
                    check::written_metadata_name(&metadata)
                        .map_err(|m| field_at(&format!("\"{metadata}\""), "metadata", m))?;
                    if let Some(d) = &dims_metadata {
                        check::written_metadata_name(d)
                            .map_err(|m| field_at("dims-metadata", "dims-metadata", m))?;
                    }
                    if let Some(n) = pad_to {
                        check::pad_to(n).map_err(|m| field_at("pad-to", "pad-to", m))?;
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
                            (Some(name), None) => {
                                check::written_metadata_name(&name)
                                    .map_err(|m| field_at(&format!("\"{name}\""), "metadata", m))?;
                                CaseOutput::Metadata {
                                    name,
                                    operands: c.operands.into_iter().map(lit).collect(),
                                }
                            }
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
                LoweringDef::ExecutionModeBits { bits, exclusive } => {
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
                        for ops in &b.operands {
                            check::mode_operands(m as u32, ops).map_err(|e| RegistryError {
                                file: file.into(),
                                line: line_in(text, &span, &b.mode),
                                message: format!(
                                    "property '{}': field `operands` of mode {}: {e}",
                                    p.name, b.mode
                                ),
                            })?;
                        }
                        if b.name.as_deref() == Some("") {
                            return Err(RegistryError {
                                file: file.into(),
                                line: line_in(text, &span, &b.mode),
                                message: format!("property '{}': field `name`: empty", p.name),
                            });
                        }
                        out.push(Bit {
                            mask: b.mask,
                            equals,
                            mode: m as u32,
                            mode_name: b.mode,
                            name: b.name,
                            operands: b.operands,
                        });
                    }
                    let rule = ModeBits {
                        bits: out,
                        exclusive,
                    };
                    check_exclusive(&rule).map_err(|m| RegistryError {
                        file: file.into(),
                        line: line_of_text(text, &span, "exclusive"),
                        message: format!("property '{}': field `exclusive`: {m}", p.name),
                    })?;
                    Lowering::ExecutionModeBits(rule)
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

    /// The property called `name`, if the registry has it.
    pub fn get(&self, name: &str) -> Option<&PropertyDef> {
        self.properties.get(name)
    }

    /// Whether `name` is an attribute the registry knows is not a property
    /// (`[[attribute]]`: `sycl-module-id` ...).
    pub fn is_other_attribute(&self, name: &str) -> bool {
        self.attributes.contains_key(name)
    }

    /// The property or attribute name nearest to `name`, for a name the
    /// registry does not know: within an edit distance of 2 (3 for names
    /// of more than 12 characters), the nearest first, then by name.
    pub fn nearest(&self, name: &str) -> Option<&str> {
        let limit = if name.len() > 12 { 3 } else { 2 };
        self.properties
            .keys()
            .chain(self.attributes.keys())
            .map(|k| (strsim::damerau_levenshtein(name, k), k.as_str()))
            .filter(|&(d, _)| d <= limit)
            .min()
            .map(|(_, k)| k)
    }

    /// The decoration numbers the registry gives that the SPIR-V grammar
    /// does not name (a draft's, `number = N`), sorted: an `{X:Y}` string
    /// may carry them, since the property passes write them.
    pub fn draft_decorations(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self
            .properties
            .values()
            .filter_map(|d| match &d.lowering {
                Lowering::Decoration { id, name: None, .. } => Some(*id),
                _ => None,
            })
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The draft decoration numbers any registry a property pass may have
    /// used gives ([`Registry::draft_decorations`] of the built-in one under
    /// `numbering=draft`, and of [`user_registry`] where it loads), for
    /// the passes that take no registry (`spirv-annotation-names`).
    pub fn any_draft_decorations() -> Vec<u32> {
        let user = user_registry();
        let mut v = Registry::load(Numbering::Draft, user.as_deref())
            .or_else(|_| Registry::load(Numbering::Draft, None))
            .map(|r| r.draft_decorations())
            .unwrap_or_default();
        if let Ok(g) = Registry::load(Numbering::Grammar, user.as_deref()) {
            v.extend(g.draft_decorations());
        }
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The registry guide's property table (markdown), from the built-in registry
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
                ValueSpec::Sizes { min, max } if min == max => format!("sizes {min}"),
                ValueSpec::Sizes { min, max } => format!("sizes {min}..{max}"),
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
    fn builtin_json_reads_as_the_toml_does() {
        // The registry resolved from each reading: every entry, its origin
        // line (from the entry's span) included.
        for numbering in [Numbering::Grammar, Numbering::Draft] {
            let mut from_toml = Registry {
                numbering,
                properties: FxHashMap::default(),
                attributes: FxHashMap::default(),
            };
            from_toml.add_text(BUILTIN_NAME, BUILTIN).unwrap();
            let from_json = Registry::builtin(numbering).unwrap();
            assert_eq!(from_json.properties, from_toml.properties, "{numbering:?}");
            assert_eq!(from_json.attributes, from_toml.attributes, "{numbering:?}");
        }
        // The spans the resolved registry does not keep: each entry's, and
        // each capability's (a message about an unknown one quotes its line).
        let t: RegistryFile = toml::from_str(BUILTIN).unwrap();
        let j: RegistryFile = serde_json::from_str(BUILTIN_JSON).unwrap();
        assert_eq!(t.property.len(), j.property.len());
        let caps = |p: &PropertyFile| -> Vec<(Range<usize>, String)> {
            p.capabilities
                .iter()
                .map(|c| (c.span(), c.get_ref().clone()))
                .collect()
        };
        let mut compared = 0;
        for (a, b) in t.property.iter().zip(&j.property) {
            assert_eq!(a.get_ref().name, b.get_ref().name);
            assert_eq!(a.span(), b.span(), "{}", a.get_ref().name);
            assert_eq!(caps(a.get_ref()), caps(b.get_ref()), "{}", a.get_ref().name);
            compared += a.get_ref().capabilities.len();
        }
        assert!(compared > 0, "the built-in registry names capabilities");
    }

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
        // Exclusive groups: masks of flag rules, two at least, sharing no bit.
        let fp = |exclusive: &str| {
            bad(&format!("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = {{ kind = \"uint32\" }}\nlowers-to = {{ kind = \"execution-mode-bits\", bits = [\n  {{ mask = 1, name = \"a\", mode = \"RoundingModeRTE\", operands = [[32]] }},\n  {{ mask = 2, mode = \"RoundingModeRTZ\", operands = [[32]] }},\n  {{ mask = 12, equals = 4, mode = \"DenormPreserve\", operands = [[32]] }},\n],\n  exclusive = {exclusive} }}\n"))
        };
        let e = fp("[[1, 4]]");
        assert_eq!((e.file.as_str(), e.line), ("user.toml", 10), "{e}");
        assert!(
            e.message
                .contains("field `exclusive`: mask 4 in group [1, 4] is not the `mask` of a rule"),
            "{e}"
        );
        let e = fp("[[1, 12]]");
        assert!(
            e.message
                .contains("mask 12 in group [1, 12] is not the `mask` of a rule"),
            "{e}"
        );
        let e = fp("[[1]]");
        assert!(
            e.message.contains("group [1] names fewer than two masks"),
            "{e}"
        );
        let e = fp("[[1, 0]]");
        assert!(
            e.message.contains("mask 0 in group [1, 0] names no bit"),
            "{e}"
        );
        let e = fp("[[1, 1, 2]]");
        assert!(
            e.message
                .contains("masks 1 and 1 in group [1, 1, 2] share bits"),
            "{e}"
        );
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"execution-mode-bits\", bits = [\n  { mask = 1, name = \"\", mode = \"RoundingModeRTE\", operands = [[32]] } ] }\n");
        assert!(e.message.contains("field `name`: empty"), "{e}");
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

    /// Numbers out of bounds, reserved or unprintable metadata names, an
    /// empty or repeated property name, `min` > `max`: load errors with the
    /// file and the line of the field.
    #[test]
    fn bounds_names_and_duplicates_are_load_errors() {
        let md = |fields: &str| {
            bad(&format!("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = {{ kind = \"uint-list\", min = 1, max = 3 }}\nlowers-to = {{ kind = \"kernel-metadata\", width = 32,\n  {fields} }}\n"))
        };
        let e = md("metadata = \"m\", pad-to = 18446744073709551615");
        // TOML integers are i64: the parser refuses this one itself.
        assert_eq!((e.file.as_str(), e.line), ("user.toml", 6), "{e}");
        let e = md("metadata = \"m\", pad-to = 100000000");
        assert_eq!((e.file.as_str(), e.line), ("user.toml", 6), "{e}");
        assert!(
            e.message
                .contains("property 'x': field `pad-to`: 100000000 is not between 1 and 3"),
            "{e}"
        );
        let e = md("metadata = \"m\", pad-to = 0");
        assert!(e.message.contains("0 is not between 1 and 3"), "{e}");
        for reserved in [
            "dbg",
            "prof",
            "llvm.loop",
            "llvm.made.up",
            "coro.outside.frame",
        ] {
            let e = md(&format!("metadata = \"{reserved}\""));
            assert_eq!(e.line, 6, "{e}");
            assert!(
                e.message.contains(&format!(
                    "field `metadata`: '{reserved}' is reserved by LLVM"
                )),
                "{e}"
            );
        }
        let e = md("metadata = \"\"");
        assert_eq!(e.line, 6, "{e}");
        assert!(e.message.contains("field `metadata`: empty"), "{e}");
        let e = md("metadata = \"caf\\u00e9\"");
        assert!(e.message.contains("printable ASCII"), "{e}");
        let e = md("metadata = \"m\", pad-to = 3, dims-metadata = \"tbaa\"");
        assert!(
            e.message
                .contains("field `dims-metadata`: 'tbaa' is reserved by LLVM"),
            "{e}"
        );
        // A space is printed as `\20` and read back: allowed.
        let mut r = Registry::default();
        r.add_text("ok.toml", "[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"uint-list\", min = 1, max = 3 }\nlowers-to = { kind = \"kernel-metadata\", width = 32, metadata = \"a b\", pad-to = 3 }\n").unwrap();
        // Cases write metadata too.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"kernel-metadata-cases\", cases = [\n  { when = \"0\", metadata = \"ok\", operands = [1] },\n  { when = \"*\", metadata = \"prof\", operands = [1] } ] }\n");
        assert_eq!(e.line, 7, "{e}");
        assert!(e.message.contains("'prof' is reserved"), "{e}");
        // A raw decoration number above spirv.h's DecorationMax.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"global\"]\nvalue = { kind = \"none\" }\nlowers-to = { kind = \"decoration\",\n  number = 2147483647, number-note = \"draft\" }\n");
        assert_eq!(e.line, 6, "{e}");
        assert!(
            e.message
                .contains("field `number`: 2147483647 is above 2147483646"),
            "{e}"
        );
        // Operand lists the mode does not take.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\nvalue = { kind = \"uint32\" }\nlowers-to = { kind = \"execution-mode-bits\", bits = [\n  { mask = 1, mode = \"RoundingModeRTE\", operands = [[32, 16]] } ] }\n");
        assert_eq!(e.line, 6, "{e}");
        assert!(
            e.message.contains("field `operands` of mode RoundingModeRTE: [32, 16]: it becomes RoundingModeRTE with 2 operands"),
            "{e}"
        );
        // List counts.
        let e = bad("[[property]]\nname = \"x\"\napplies-to = [\"kernel\"]\n\nvalue = { kind = \"uint-list\", min = 3, max = 1 }\nlowers-to = { kind = \"fact\" }\n");
        assert_eq!(e.line, 5, "{e}");
        assert!(
            e.message
                .contains("field `value`: `min` 3 is greater than `max` 1"),
            "{e}"
        );
        // Names: empty, twice in one file (either numbering absent, or the
        // same numbering twice); grammar + draft is the one allowed pair.
        let entry = |name: &str, numbering: &str| {
            format!("[[property]]\nname = \"{name}\"\n{numbering}applies-to = [\"global\"]\nvalue = {{ kind = \"none\" }}\nlowers-to = {{ kind = \"fact\" }}\n")
        };
        let e = bad(&entry("", ""));
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message.contains("field `name`: empty"), "{e}");
        let e = bad(&format!("{}\n{}", entry("x", ""), entry("x", "")));
        assert_eq!((e.file.as_str(), e.line), ("user.toml", 8), "{e}");
        assert!(
            e.message.contains(
                "property 'x' is defined twice in this file (first at line 2, for both numberings"
            ),
            "{e}"
        );
        let draft = "numbering = \"draft\"\n";
        let grammar = "numbering = \"grammar\"\n";
        let e = bad(&format!("{}{}", entry("x", draft), entry("x", draft)));
        assert_eq!(e.line, 8, "{e}");
        assert!(
            e.message
                .contains("first at line 2, for numbering \"draft\""),
            "{e}"
        );
        let e = bad(&format!("{}{}", entry("x", grammar), entry("x", "")));
        assert!(e.message.contains("defined twice"), "{e}");
        let mut r = Registry::default();
        r.add_text(
            "ok.toml",
            &format!("{}{}", entry("x", grammar), entry("x", draft)),
        )
        .unwrap();
        // Over the built-in registry, a name replaces its entry (one per file).
        let mut r = Registry::load(Numbering::Grammar, None).unwrap();
        r.add_text("ok.toml", &entry("sycl-alignment", "")).unwrap();
        assert_eq!(r.get("sycl-alignment").unwrap().lowering, Lowering::Fact);
    }

    /// The shipped registry files load; `fp-control-bits.toml` is the
    /// built-in entry word for word, `fp-control-fields.toml` the earlier
    /// draft's field layout.
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
        assert!(n >= 3);
        const FP: &str = "sycl-floating-point-control";
        let with = |file: &str| {
            let mut r = Registry::load(Numbering::Grammar, None).unwrap();
            let text = std::fs::read_to_string(format!("{dir}/{file}")).unwrap();
            r.add_text(file, &text).unwrap();
            r.get(FP).unwrap().clone()
        };
        let builtin = Registry::load(Numbering::Grammar, None)
            .unwrap()
            .get(FP)
            .unwrap()
            .clone();
        // The same entry but for where it was read.
        let bits = with("fp-control-bits.toml");
        assert_eq!(bits.origin, "fp-control-bits.toml:20");
        assert_eq!(
            PropertyDef {
                origin: builtin.origin.clone(),
                ..bits
            },
            builtin
        );
        let rule = |d: &PropertyDef| match &d.lowering {
            Lowering::ExecutionModeBits(r) => r.clone(),
            other => panic!("{other:?}"),
        };
        // 16: denorm_ftz in DPC++'s encoding, the rtp rounding field in the
        // draft's.
        let modes = |r: ModeBits, v: u32| {
            r.bits
                .iter()
                .filter(|b| b.matches(v))
                .map(|b| b.mode_name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(modes(rule(&builtin), 16), ["DenormFlushToZero"]);
        assert_eq!(
            modes(rule(&with("fp-control-fields.toml")), 16),
            [
                "RoundingModeRTPINTEL",
                "FloatingPointModeIEEEINTEL",
                "DenormFlushToZero"
            ]
        );
        // The built-in groups: one rounding mode; denorm_ftz or allow bits.
        let r = rule(&builtin);
        assert_eq!(r.conflicts(8 | 16), Vec::<Vec<u32>>::new());
        assert_eq!(r.conflicts(1 | 2 | 64), [vec![1, 2]]);
        assert_eq!(r.conflicts(16 | 32 | 128), [vec![16, 32], vec![16, 128]]);
        assert_eq!(r.describe(4), "round_downward (4)");
    }

    /// The registry guide's table (`docs/guides/registry.md`) is generated
    /// from this registry; this fails when they differ.
    /// `SPIRV_PROPS_BLESS=1 cargo test -p spirv-props-passes property_table`
    /// rewrites it.
    #[test]
    fn guide_property_table_matches_the_registry() {
        let readme_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/guides/registry.md");
        let readme = std::fs::read_to_string(readme_path).unwrap();
        let (begin, end) = (
            "<!-- registry-table:begin -->\n",
            "<!-- registry-table:end -->",
        );
        let a = readme
            .find(begin)
            .expect("docs/guides/registry.md has the table markers")
            + begin.len();
        let b = readme
            .find(end)
            .expect("docs/guides/registry.md has the table markers");
        let table = Registry::markdown_table().unwrap();
        if std::env::var_os("SPIRV_PROPS_BLESS").is_some() {
            std::fs::write(
                readme_path,
                format!("{}{table}{}", &readme[..a], &readme[b..]),
            )
            .unwrap();
            return;
        }
        assert!(readme[a..b] == table, "docs/guides/registry.md's property table is stale: run SPIRV_PROPS_BLESS=1 cargo test -p spirv-props-passes property_table");
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
        // /dev/zero never ends: no regular file, refused before it is opened.
        let e = Registry::load(Numbering::Grammar, Some("/dev/zero")).unwrap_err();
        assert_eq!(e.file, "/dev/zero");
        assert_eq!(e.message, "is a character device, not a regular file");
        let dir = std::env::temp_dir().join(format!("spirv-props-registry-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // A larger file: refused by its size, before it is read (sparse).
        let big = dir.join("big.toml");
        std::fs::File::create(&big)
            .unwrap()
            .set_len(MAX_REGISTRY_BYTES + 1)
            .unwrap();
        let e = Registry::load(Numbering::Grammar, big.to_str()).unwrap_err();
        assert!(
            e.message
                .contains(&format!("limit of {MAX_REGISTRY_BYTES} bytes")),
            "{e}"
        );
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
