//! Lowering one property of one entity: the shared core of the
//! `sycl-*-properties` passes and `print<sycl-properties>`. Pure: it decides
//! what a property becomes; the passes write it.

use super::registry::{Entity, Lowering, Numbering, OperandSource, PropertyDef, Registry, Width};
use super::value::{normalise, parse_normalised, parse_value, Parsed, ValueError};
use crate::grammar::GrammarError;
use crate::grammar::{Decoration, Literal};
use crate::metadata::kernel_modes::check_mode_sizes;
use crate::pass::{comma_list, quote, Choice, Listing, ParamError, ParamInfo, ParamKind, Params};

/// `numbering=grammar|draft`.
pub static NUMBERING: Choice<Numbering> = Choice {
    name: "numbering",
    values: &[("grammar", Numbering::Grammar), ("draft", Numbering::Draft)],
    default: Numbering::Grammar,
    about: "which decoration numbers draft extensions get",
    listing: Listing::QuotedOr,
};

/// `strip=reference|all|none`.
pub static STRIP: Choice<Strip> = Choice {
    name: "strip",
    values: &[
        ("reference", Strip::Reference),
        ("all", Strip::All),
        ("none", Strip::None),
    ],
    default: Strip::Reference,
    about: "which source attributes to remove",
    listing: Listing::Or,
};

/// The parameters every property pass takes.
pub static PROPERTY_PARAMS: [ParamInfo; 5] = [
    ParamInfo::new(
        "registry",
        ParamKind::Value,
        "extra registry file (also SPIRV_PROPS_REGISTRY)",
    ),
    NUMBERING.param(),
    ParamInfo::new(
        "only",
        ParamKind::List,
        "properties to lower, a:b or repeated (only=a;only=b)",
    ),
    ParamInfo::new(
        "except",
        ParamKind::List,
        "properties not to lower, a:b or repeated",
    ),
    STRIP.param(),
];

/// The parameter of the passes that lower properties (not of the
/// printers): what an unknown `sycl-*` property is.
pub static STRICT_PARAMS: [ParamInfo; 1] = [ParamInfo::new(
    "strict",
    ParamKind::Flag,
    "a sycl-* property the registry does not know is an error (default: a warning)",
)];

/// Why a property's value cannot be lowered (the diagnostic names the
/// entity, the property and the value around it).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    /// The attribute or annotation string was not UTF-8.
    #[error("the value is not valid UTF-8")]
    NotUtf8,
    /// The value does not parse as the registry says.
    #[error(transparent)]
    Value(#[from] ValueError),
    /// The operands do not fit the decoration or mode in the grammar.
    #[error(transparent)]
    Grammar(#[from] GrammarError),
    /// An enumerant operand the registry did not resolve when it loaded.
    #[error("unresolved operand {of} {enumerant}")]
    Unresolved {
        /// The operand kind.
        of: String,
        /// The enumerant's name.
        enumerant: String,
    },
    /// An operand taken from another attribute of the entity, missing.
    #[error("needs attribute {} on the same entity, which is missing", quote(.0))]
    MissingAttribute(String),
    /// An operand taken from another attribute, whose value is bad.
    #[error("attribute {} = {}: {error}", quote(.attribute), quote(.text))]
    Attribute {
        /// The other attribute.
        attribute: String,
        /// Its value.
        text: String,
        /// What is wrong with it.
        error: ValueError,
    },
    /// A string where an execution mode takes integers.
    #[error("an execution mode takes integer operands")]
    ModeNeedsIntegers,
    /// A string where kernel metadata takes integers.
    #[error("kernel metadata needs integer values")]
    MetadataNeedsIntegers,
    /// A kernel-metadata value wider than the metadata's integers.
    #[error("{value} does not fit i{bits}")]
    DoesNotFit {
        /// The value.
        value: u64,
        /// The metadata's integer width.
        bits: u32,
    },
    /// A string where an alignment is due.
    #[error("alignment needs an integer")]
    AlignNeedsInteger,
    /// An alignment that is no power of two.
    #[error("alignment {0} is not a power of two")]
    NotPowerOfTwo(u64),
    /// A string where cache levels are due.
    #[error("cache levels need an integer")]
    CacheNeedsInteger,
    /// Cache-control bits that name no level.
    #[error("names no cache level")]
    NoCacheLevel,
    /// Cache-control bits of modes the property does not take.
    #[error("bits {bits:#x} name cache mode {modes} (4 level bits per mode), which this property does not take (it takes {takes})")]
    UnknownCacheModes {
        /// The unknown bits.
        bits: u32,
        /// The modes they name.
        modes: String,
        /// The modes the property takes.
        takes: String,
    },
    /// One cache level given two modes.
    #[error("cache level L{0} is given two cache modes")]
    TwoCacheModes(u32),
    /// A string where a bitmask is due.
    #[error("a bitmask needs an integer")]
    BitmaskNeedsInteger,
    /// Bits of a bitmask that mean nothing.
    #[error("bits {bits:#x} have no meaning here (known: {known:#x})")]
    UnknownBits {
        /// The unknown bits.
        bits: u32,
        /// The bits that mean something.
        known: u32,
    },
    /// Bits the registry lists as mutually exclusive, set together: one
    /// entry per group broken (`round_to_nearest (1) and round_upward (2)`).
    #[error("mutually exclusive bits set: {}", .0.join("; "))]
    ExclusiveBits(Vec<String>),
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: impl IntoIterator<Item = String>) -> String {
    let mut v: Vec<String> = items.into_iter().collect();
    match v.pop() {
        None => String::new(),
        Some(last) if v.is_empty() => last,
        Some(last) => format!("{} and {last}", v.join(", ")),
    }
}

/// Which source attributes a pass removes after lowering them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strip {
    /// As the reference pass: only `sycl-alignment` (it became `align`).
    Reference,
    /// Every attribute that was lowered (facts included).
    All,
    /// None.
    None,
}

/// Options shared by the property passes.
#[derive(Clone, Debug)]
pub struct PropertyOptions {
    /// The built-in registry and `registry=` (or `SPIRV_PROPS_REGISTRY`),
    /// numbered as `numbering=` says.
    pub registry: std::rc::Rc<Registry>,
    /// `only=`: the properties to lower; `None` lowers every one.
    pub only: Option<Vec<String>>,
    /// `except=`: properties not to lower.
    pub except: Vec<String>,
    /// `strip=`: which source attributes go after lowering.
    pub strip: Strip,
    /// `strict`: an unknown `sycl-*` property is an error, not a warning.
    pub strict: bool,
}

/// A property list parameter: `only=a:b`, or the key repeated
/// (`only=a;only=b`). Not commas: opt splits the pipeline text at every
/// top-level comma before a plugin sees it, `<...>` included.
fn list(p: &Params, key: &str) -> Option<Vec<String>> {
    let vals = p.values(key);
    (!vals.is_empty()).then(|| {
        vals.iter()
            .flat_map(|v| v.split(':'))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    })
}

impl PropertyOptions {
    /// The options as a property pass's parameters give them.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        let numbering = NUMBERING.parse(p)?;
        // Where a file the command line's registry= did not name came from.
        let (user, from) = match p.value("registry") {
            Some(path) => (Some(path.to_string()), None),
            None => super::registry::user_registry_from()
                .map_or((None, None), |(p, f)| (Some(p), Some(f))),
        };
        let registry = Registry::load(numbering, user.as_deref()).map_err(|e| match from {
            Some(from) => format!("bad registry: {e} (the file {from} names)"),
            None => format!("bad registry: {e}"),
        })?;
        let strip = STRIP.parse(p)?;
        let (only, except) = (list(p, "only"), list(p, "except"));
        // A typo in a filter would silently turn the pass into a no-op.
        for (key, names) in [("only", &only), ("except", &except)] {
            let Some(names) = names else { continue };
            if names.is_empty() {
                return Err(format!("{key}= names no property").into());
            }
            if let Some(bad) = names.iter().find(|n| registry.get(n).is_none()) {
                return Err(format!("{key}: '{bad}' is not a property of the registry").into());
            }
        }
        Ok(PropertyOptions {
            registry: registry.into(),
            only,
            except: except.unwrap_or_default(),
            strip,
            strict: p.flag("strict"),
        })
    }

    /// What to say of `sycl-*` property `name` the registry does not know:
    /// `None` for an attribute it knows is not a property (`[[attribute]]`),
    /// else "is not in the registry: left as it is", with the nearest known
    /// name when one is close (a misspelling).
    pub fn unknown(&self, name: &str) -> Option<String> {
        if self.registry.is_other_attribute(name) {
            return None;
        }
        Some(match self.registry.nearest(name) {
            Some(near) => format!("is not in the registry (did you mean '{near}'?): left as it is"),
            None => "is not in the registry: left as it is".to_owned(),
        })
    }

    /// Whether `only` / `except` let this property through.
    pub fn selected(&self, name: &str) -> bool {
        self.only
            .as_ref()
            .is_none_or(|o| o.iter().any(|x| x == name))
            && !self.except.iter().any(|x| x == name)
    }

    /// Whether the source attribute goes away after `outcome`.
    pub fn strips(&self, outcome: &Outcome) -> bool {
        match self.strip {
            Strip::None => false,
            Strip::Reference => matches!(outcome, Outcome::Align { .. }),
            Strip::All => matches!(
                outcome,
                Outcome::Decoration(..)
                    | Outcome::Decorations(_)
                    | Outcome::KernelMetadata { .. }
                    | Outcome::ExecutionMode { .. }
                    | Outcome::Align { .. }
                    | Outcome::Fact
                    | Outcome::Omitted(_)
                    | Outcome::KernelLiterals { .. }
                    | Outcome::ExecutionModes(_)
                    | Outcome::FunctionDecorations(_)
            ),
        }
    }
}

/// How a lowered decoration is written, beyond its numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Form {
    /// The operands are exactly the value's (an annotation string may then
    /// keep the value as the front-end wrote it).
    pub value_operands: bool,
    /// After the entity's other decorations (the registry's `last`).
    pub last: bool,
}

/// What one property of one entity becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// One decoration on the entity, and how it is written.
    Decoration(Decoration, Form),
    /// Several decorations on one entity (`cache-control`: one per level).
    Decorations(Vec<Decoration>),
    /// `!name !{iW values...}`; `dims`: the count before padding, for
    /// `!dims_metadata !{i32 n}`.
    KernelMetadata {
        /// The metadata kind (`reqd_work_group_size`).
        name: String,
        /// The operands, reversed and padded with 1 as the registry says.
        values: Vec<u64>,
        /// Their integer width: the registry's, or the pointer width for
        /// `size_t`.
        bits: u32,
        /// The registry's `dims-metadata` kind and the count before padding;
        /// `None` when nothing was padded.
        dims: Option<(String, u32)>,
    },
    /// `OpExecutionMode <kernel> <mode> <operands>`.
    ExecutionMode {
        /// The SPIR-V execution mode number.
        mode: u32,
        /// Its SPIR-V name, for messages (`SubgroupSize`).
        name: String,
        /// Its literal operands, in order.
        operands: Vec<u32>,
    },
    /// LLVM `align` (a parameter; an annotated pointer's accesses), and
    /// the decoration an annotated pointer gets instead when no access
    /// takes the alignment (the registry's `decoration-if-unused`).
    Align {
        /// The alignment in bytes (a power of two).
        align: u64,
        /// What an annotated pointer gets instead when no access takes the
        /// alignment.
        if_unused: Option<Decoration>,
    },
    /// Nothing in SPIR-V: a fact other passes may read (`sycl-unique-id`).
    Fact,
    /// Known to the reference, not lowered by spirv-props yet; the
    /// registry's note.
    Pending(String),
    /// The value asks for nothing (a flag that is false).
    Omitted(String),
    /// `!name !{literals}`, chosen by the value (`kernel-metadata-cases`).
    KernelLiterals {
        /// The metadata kind.
        name: String,
        /// The case's operands, `$value` replaced by the value.
        operands: Vec<Literal>,
    },
    /// A value the registry's cases do not cover: left as it is.
    NoCase(String),
    /// `!spirv.Decorations` on the kernel function (`sycl-pipelined`).
    FunctionDecorations(Vec<Decoration>),
    /// Several `!spirv.ExecutionMode` entries (`execution-mode-bits`).
    ExecutionModes(Vec<(u32, String, Vec<u32>)>),
    /// Not in the registry: left as it is.
    Unknown,
    /// Filtered out by `only` / `except`.
    Filtered,
    /// The registry has it, but not for this kind of entity.
    WrongEntity(Vec<Entity>),
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Decoration(d, _) => write!(f, "decoration {d}"),
            Outcome::Decorations(ds) => {
                write!(f, "decorations {}", comma_list(ds))
            }
            Outcome::KernelMetadata {
                name,
                values,
                bits,
                dims,
            } => {
                let v = comma_list(values.iter().map(|x| format!("i{bits} {x}")));
                write!(f, "!{name} !{{{v}}}")?;
                if let Some((d, n)) = dims {
                    write!(f, " and !{d} !{{i32 {n}}}")?;
                }
                Ok(())
            }
            Outcome::ExecutionMode { name, operands, .. } => {
                write!(f, "execution mode {name}")?;
                operands.iter().try_for_each(|o| write!(f, " {o}"))
            }
            Outcome::Align { align, .. } => write!(f, "align {align}"),
            Outcome::Fact => write!(f, "nothing (a recorded fact)"),
            Outcome::Pending(note) => write!(f, "not lowered yet: {note}"),
            Outcome::Omitted(why) => write!(f, "{why}"),
            Outcome::KernelLiterals { name, operands } => {
                let ops: Vec<String> = operands
                    .iter()
                    .map(|o| match o {
                        Literal::Int(i) => format!("i32 {i}"),
                        Literal::Str(s) => format!("!{}", crate::pass::dquote(s)),
                    })
                    .collect();
                write!(f, "!{name} !{{{}}}", ops.join(", "))
            }
            Outcome::ExecutionModes(modes) => {
                let m: Vec<String> = modes
                    .iter()
                    .map(|(_, n, o)| {
                        std::iter::once(n.clone())
                            .chain(o.iter().map(u32::to_string))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                write!(f, "execution modes {}", m.join(", "))
            }
            Outcome::FunctionDecorations(ds) => {
                let d: Vec<String> = ds.iter().map(|d| d.to_string()).collect();
                write!(f, "function decorations {}", d.join(", "))
            }
            Outcome::NoCase(v) => write!(
                f,
                "value {} has no lowering in the registry: left as it is",
                quote(v)
            ),
            Outcome::Unknown => write!(f, "not in the registry: left as it is"),
            Outcome::Filtered => write!(f, "filtered out by only/except: left as it is"),
            Outcome::WrongEntity(e) => {
                let e: Vec<String> = e.iter().map(|x| x.to_string()).collect();
                write!(f, "applies to {} only: left as it is", e.join(", "))
            }
        }
    }
}

/// Appends the operands a parsed value gives.
fn push_literals(ops: &mut Vec<Literal>, parsed: &Parsed<'_>) {
    match parsed {
        Parsed::None | Parsed::Flag(_) => {}
        Parsed::Ints(v) => ops.extend(v.iter().map(|&x| Literal::Int(x as u32))),
        Parsed::String(s) => ops.push(Literal::Str((*s).to_owned())),
    }
}

/// Whether attribute `name` is a property at all: a `sycl-*` attribute, or
/// one the registry knows (a user entry may name anything). LLVM's own
/// attributes (`frame-pointer` ...) are not.
pub fn is_property(opts: &PropertyOptions, name: &str) -> bool {
    name.starts_with("sycl-") || opts.registry.get(name).is_some()
}

/// The kernel metadata whose presence makes kernel property `name` not
/// apply (the registry's `unless-kernel-metadata`: `sycl_explicit_simd`),
/// if `has` says the kernel carries it.
pub fn skipping_metadata<'a>(
    opts: &'a PropertyOptions,
    name: &str,
    has: impl Fn(&str) -> bool,
) -> Option<&'a str> {
    opts.registry
        .get(name)
        .and_then(|d| d.unless_kernel_metadata.as_deref())
        .filter(|md| has(md))
}

/// Decides what property `name` = `value` on an `entity` becomes.
/// `sibling` reads another attribute of the same entity (for operands taken
/// from it); `module` says what `size_t` is and which target. `Err` is the
/// reason, for a diagnostic that names the entity.
pub fn lower<'a>(
    opts: &PropertyOptions,
    entity: Entity,
    name: &str,
    value: &str,
    sibling: &dyn Fn(&str) -> Option<&'a str>,
    module: &ModuleInfo,
) -> Result<Outcome, LowerError> {
    let Some(def) = opts.registry.get(name) else {
        return Ok(Outcome::Unknown);
    };
    if !def.applies_to.contains(&entity) {
        return Ok(Outcome::WrongEntity(def.applies_to.clone()));
    }
    if !opts.selected(name) {
        return Ok(Outcome::Filtered);
    }
    // Attribute and annotation strings are read lossily; a replacement
    // character means the value was not UTF-8, not a value to guess at.
    // (ASCII, as nearly every value is, has none: checked a word at a time.)
    if !value.is_ascii() && value.contains(char::REPLACEMENT_CHARACTER) {
        return Err(LowerError::NotUtf8);
    }
    // The reading rule (`value::normalise`): cases match, and parsing
    // reads, the value without the spaces around it.
    let value = normalise(&def.value, value)?;
    let parsed = parse_normalised(&def.value, value)?;
    lower_parsed(def, value, parsed, sibling, module)
}

/// Property `name` = `value` as the reading rule has it (`value::normalise`):
/// what a pass writes back where it keeps the value as written (an
/// annotation string's `{ID:"value"}`), so a second run reads the same. A
/// property the registry does not know, or a value the rule rejects, is
/// returned as it is (lowering reports it).
pub fn written<'a>(opts: &PropertyOptions, name: &str, value: &'a str) -> &'a str {
    opts.registry
        .get(name)
        .and_then(|d| normalise(&d.value, value).ok())
        .unwrap_or(value)
}

/// What a lowered decoration needs from the consumer, for printers:
/// ` (needs SPV_..., Capability)`, or nothing.
pub fn needs(opts: &PropertyOptions, name: &str, outcome: &Outcome) -> String {
    if !matches!(
        outcome,
        Outcome::Decoration(..) | Outcome::Decorations(_) | Outcome::FunctionDecorations(_)
    ) {
        return String::new();
    }
    let Some(d) = opts.registry.get(name) else {
        return String::new();
    };
    let v: Vec<String> = d
        .extensions
        .iter()
        .cloned()
        .chain(d.capabilities.iter().map(|(_, c)| c.clone()))
        .collect();
    if v.is_empty() {
        String::new()
    } else {
        format!(" (needs {})", v.join(", "))
    }
}

/// Facts about the module a lowering may depend on.
#[derive(Clone, Debug)]
pub struct ModuleInfo {
    /// The data layout's pointer width: what `size_t` is.
    pub size_t_bits: u32,
    /// The target triple (`spir64_fpga-unknown-unknown`).
    pub triple: String,
}

impl ModuleInfo {
    /// The facts of `m`: its pointer width and triple.
    pub fn of(m: &inkwell::module::Module<'_>) -> Self {
        ModuleInfo {
            size_t_bits: crate::ir::pointer_bits(m),
            triple: m.get_triple().as_str().to_string_lossy().into_owned(),
        }
    }
}

/// Whether a case's `when` matches the value as written: exact text, `<0`,
/// `>0` (for signed values), or `*`.
fn when_matches(when: &str, value: &str) -> bool {
    let n = value.trim().parse::<i64>().ok();
    match when {
        "*" => true,
        "<0" => n.is_some_and(|n| n < 0),
        ">0" => n.is_some_and(|n| n > 0),
        w => w == value,
    }
}

fn lower_case(cases: &[super::registry::Case], value: &str, module: &ModuleInfo) -> Outcome {
    let Some(c) = cases.iter().find(|c| when_matches(&c.when, value)) else {
        return Outcome::NoCase(value.to_owned());
    };
    // Intel's own tools say `spir64_fpga`; upstream opt rejects that arch,
    // so the marker is looked for anywhere in the triple
    // (`spir64-unknown-unknown-fpga` works with both).
    if let Some(t) = c.target.as_deref().filter(|t| !module.triple.contains(t)) {
        return Outcome::Omitted(format!(
            "only for '{t}' targets; this module's triple is '{}'",
            module.triple
        ));
    }
    // `$value` in an operand list stands for the value itself.
    let subst = |l: &Literal| match l {
        Literal::Str(s) if s == "$value" => value
            .trim()
            .parse()
            .map(Literal::Int)
            .unwrap_or_else(|_| l.clone()),
        other => other.clone(),
    };
    match &c.output {
        super::registry::CaseOutput::Metadata { name, operands } => Outcome::KernelLiterals {
            name: name.clone(),
            operands: operands.iter().map(subst).collect(),
        },
        super::registry::CaseOutput::Decorations(ds) => Outcome::FunctionDecorations(
            ds.iter()
                .map(|(id, ops)| Decoration {
                    id: *id,
                    operands: ops.iter().map(subst).collect(),
                })
                .collect(),
        ),
    }
}

/// `value` is the text as written (cases match on it), `parsed` what it
/// parsed to.
fn lower_parsed<'a>(
    def: &PropertyDef,
    value: &str,
    parsed: Parsed<'_>,
    sibling: &dyn Fn(&str) -> Option<&'a str>,
    module: &ModuleInfo,
) -> Result<Outcome, LowerError> {
    let size_t_bits = module.size_t_bits;
    Ok(match &def.lowering {
        Lowering::Decoration { .. } if parsed == Parsed::Flag(false) => {
            Outcome::Omitted("false: no decoration".into())
        }
        Lowering::Decoration {
            id, operands, last, ..
        } => {
            let mut ops = Vec::with_capacity(operands.len());
            for src in operands {
                match src {
                    OperandSource::Value(_) => push_literals(&mut ops, &parsed),
                    OperandSource::Literal { literal } => ops.push(Literal::Int(*literal)),
                    // Resolved to `Literal` when the registry loads.
                    OperandSource::Enumerant { enumerant, of } => {
                        return Err(LowerError::Unresolved {
                            of: of.to_string(),
                            enumerant: enumerant.to_string(),
                        })
                    }
                    OperandSource::Attribute {
                        attribute,
                        value,
                        default,
                    } => {
                        let text = sibling(attribute)
                            .or(default.as_deref())
                            .ok_or_else(|| LowerError::MissingAttribute(attribute.to_string()))?;
                        let p =
                            parse_value(value, text).map_err(|error| LowerError::Attribute {
                                attribute: attribute.to_string(),
                                text: text.to_string(),
                                error,
                            })?;
                        push_literals(&mut ops, &p);
                    }
                }
            }
            // A value (or a user's registry entry) that gives the
            // decoration operands the grammar does not allow.
            if let Some(g) = crate::grammar::decoration(*id) {
                crate::grammar::check_literals(g, &ops)?;
            }
            Outcome::Decoration(
                Decoration {
                    id: *id,
                    operands: ops,
                },
                Form {
                    value_operands: matches!(operands.as_slice(), [OperandSource::Value(_)]),
                    last: *last,
                },
            )
        }
        Lowering::ExecutionMode { mode, name } => {
            let operands = match parsed {
                Parsed::None | Parsed::Flag(_) => vec![],
                Parsed::Ints(v) => v
                    .into_iter()
                    .map(|x| {
                        u32::try_from(x).map_err(|_| ValueError::TooWide { value: x, bits: 32 })
                    })
                    .collect::<Result<_, _>>()?,
                Parsed::String(_) => return Err(LowerError::ModeNeedsIntegers),
            };
            if let Some(g) = crate::grammar::execution_mode(*mode) {
                let ops: Vec<Literal> = operands.iter().map(|&n| Literal::Int(n)).collect();
                crate::grammar::check_literals(g, &ops)?;
            }
            check_mode_sizes(*mode, &operands).map_err(ValueError::from)?;
            Outcome::ExecutionMode {
                mode: *mode,
                name: name.clone(),
                operands,
            }
        }
        Lowering::KernelMetadata {
            metadata,
            reverse,
            width,
            pad_to,
            dims_metadata,
        } => {
            let Parsed::Ints(mut values) = parsed else {
                return Err(LowerError::MetadataNeedsIntegers);
            };
            let bits = match width {
                Width::Bits(b) => *b,
                Width::Named(_) => size_t_bits,
            };
            if let Some(v) = values.iter().find(|v| bits < 64 && **v >> bits != 0) {
                return Err(LowerError::DoesNotFit { value: *v, bits });
            }
            if *reverse {
                values.reverse();
            }
            let count = values.len();
            let mut dims = None;
            if let Some(n) = pad_to {
                if count < *n {
                    values.resize(*n, 1);
                    dims = dims_metadata.as_ref().map(|d| (d.clone(), count as u32));
                }
            }
            Outcome::KernelMetadata {
                name: metadata.clone(),
                values,
                bits,
                dims,
            }
        }
        Lowering::Align { if_unused } => {
            let Parsed::Ints(v) = parsed else {
                return Err(LowerError::AlignNeedsInteger);
            };
            let n = v[0];
            if !n.is_power_of_two() {
                return Err(LowerError::NotPowerOfTwo(n));
            }
            Outcome::Align {
                align: n,
                if_unused: if_unused.map(|id| Decoration {
                    id,
                    operands: vec![Literal::Int(n as u32)],
                }),
            }
        }
        Lowering::CacheControl { id, controls, .. } => {
            let Parsed::Ints(v) = parsed else {
                return Err(LowerError::CacheNeedsInteger);
            };
            let v = v[0] as u32;
            if v == 0 {
                return Err(LowerError::NoCacheLevel);
            }
            let known = controls.iter().fold(0u32, |a, (m, ..)| a | 0xf << (4 * m));
            if v & !known != 0 {
                let modes: Vec<String> = (0..8)
                    .filter(|m| v & !known & (0xf << (4 * m)) != 0)
                    .map(|m| m.to_string())
                    .collect();
                return Err(LowerError::UnknownCacheModes {
                    bits: v & !known,
                    modes: modes.join(", "),
                    takes: controls
                        .iter()
                        .map(|(m, _, c)| format!("{m}: {c}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                });
            }
            // One control per cache level (the SYCL header asserts it).
            let mut seen = 0u32;
            let mut out = Vec::new();
            for (mode, control, _) in controls {
                let levels = (v >> (4 * mode)) & 0xf;
                if levels & seen != 0 {
                    let l = (levels & seen).trailing_zeros() + 1;
                    return Err(LowerError::TwoCacheModes(l));
                }
                seen |= levels;
                out.extend(
                    (0..4u32)
                        .filter(|l| levels & (1 << l) != 0)
                        .map(|level| Decoration {
                            id: *id,
                            operands: vec![Literal::Int(level), Literal::Int(*control)],
                        }),
                );
            }
            Outcome::Decorations(out)
        }
        Lowering::Fact => Outcome::Fact,
        Lowering::Pending { note } => Outcome::Pending(note.clone()),
        // Chosen by the raw value in `lower`, before parsing.
        Lowering::KernelMetadataCases(cases) => lower_case(cases, value, module),
        Lowering::ExecutionModeBits(rule) => {
            let Parsed::Ints(v) = parsed else {
                return Err(LowerError::BitmaskNeedsInteger);
            };
            let mask = v[0] as u32;
            let known = rule.known();
            if mask & !known != 0 {
                return Err(LowerError::UnknownBits {
                    bits: mask & !known,
                    known,
                });
            }
            let conflicts = rule.conflicts(mask);
            if !conflicts.is_empty() {
                return Err(LowerError::ExclusiveBits(
                    conflicts
                        .iter()
                        .map(|set| and_list(set.iter().map(|m| rule.describe(*m))))
                        .collect(),
                ));
            }
            let modes = rule
                .bits
                .iter()
                .filter(|b| b.matches(mask))
                .flat_map(|b| {
                    b.operands
                        .iter()
                        .map(|o| (b.mode, b.mode_name.clone(), o.clone()))
                })
                .collect();
            Outcome::ExecutionModes(modes)
        }
    })
}
