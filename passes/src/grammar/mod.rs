//! The SPIR-V layer: what SPIR-V itself says, with no LLVM in it. The
//! grammar's operand shapes (here), the values that become SPIR-V
//! ([`Literal`], [`Decoration`], in `values`) and the translator's
//! `{X:Y}` annotation-string format ([`annotation_string`]). The metadata
//! layer above writes these values as `spirv.*` nodes; nothing here knows
//! a node.
//!
//! The grammar's operand shapes: how many operands, of which kind,
//! each enumerant (`LocalSize` takes three `LiteralInteger`s,
//! `NumbanksINTEL` one, `MergeINTEL` two `LiteralString`s) and each
//! instruction (`fma` of OpenCL.std takes three `<id>`s) takes.
//!
//! The `spirv` crate carries the grammar's names and numbers but not its
//! operand lists, so those come from Khronos' machine-readable grammar,
//! vendored in `passes/grammar/` (with its licence and where it came from)
//! and turned into static tables at build time (`build/grammar.rs`): nothing
//! parses JSON at run time. Enumerants newer than the vendored grammar are
//! unknown here; callers then check nothing, as before.

pub mod annotation_string;
mod values;

pub use values::{Decoration, Literal};

use std::sync::OnceLock;

use crate::text::quote;

/// Operands that do not fit the grammar: what the enumerant takes, and
/// what was given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GrammarError {
    /// Operands written as text (`"spv.executionmode"`): the wrong count.
    #[error("{name} takes {takes}, got {got}")]
    WrittenCount {
        /// The enumerant.
        name: &'static str,
        /// Its parameters, described.
        takes: String,
        /// How many were written.
        got: usize,
    },
    /// Operands the plugin made (from a property): the wrong count.
    #[error("it becomes {name} with {count} operand{}, and {name} takes {takes}", if *count == 1 { "" } else { "s" })]
    MadeCount {
        /// The enumerant.
        name: &'static str,
        /// How many operands it was given.
        count: usize,
        /// Its parameters, described.
        takes: String,
    },
    /// An integer that is no value of the operand's enumerated kind.
    #[error("it becomes {name} with {value} as {operand}, which is no {kind} ({values})")]
    NotOfKind {
        /// The enumerant.
        name: &'static str,
        /// The integer given.
        value: u32,
        /// The operand's name (or kind).
        operand: &'static str,
        /// The operand's kind.
        kind: &'static str,
        /// The values the kind has.
        values: String,
    },
    /// Text that is no 32-bit unsigned integer, for a literal integer.
    #[error("{0} is not a 32-bit unsigned literal integer")]
    NotLiteralInteger(String),
    /// An `<id>` operand, which text cannot give.
    #[error("{operand} stands for an <id> ({kind}), which cannot be written here")]
    Id {
        /// The operand as written, and of what.
        operand: String,
        /// Its kind.
        kind: String,
    },
    /// Text that is neither a number nor a name of the operand's kind.
    #[error("{operand} is not a {kind} (a number or a name of the grammar)")]
    NotOfEnum {
        /// The operand as written, and of what.
        operand: String,
        /// Its kind.
        kind: String,
    },
}

/// How often an operand may appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantifier {
    /// Exactly once.
    One,
    /// At most once (`?`).
    Optional,
    /// Any number of times (`*`).
    Any,
}

/// One operand of an enumerant or instruction.
#[derive(Debug)]
pub struct Operand {
    /// The operand kind (`LiteralInteger`, `IdRef`, `LoadCacheControl` ...).
    pub kind: &'static str,
    /// The grammar's name for it (`x size`), possibly empty.
    pub name: &'static str,
    /// Once, optional (`?`) or any number of times (`*`).
    pub quantifier: Quantifier,
    /// Where its kind is in `OPERAND_KINDS` (`None`: a kind without
    /// enumerants), found when the tables were built.
    pub kind_index: Option<usize>,
}

impl Operand {
    /// Its operand kind, if the kind has enumerants.
    pub fn operand_kind(&self) -> Option<&'static OperandKind> {
        self.kind_index.map(|i| &OPERAND_KINDS[i])
    }
}

/// One enumerant of an operand kind, with the operands that follow it.
#[derive(Debug)]
pub struct Enumerant {
    /// The grammar's name (`LocalSize`).
    pub name: &'static str,
    /// Its number (`LocalSize` is 17).
    pub value: u32,
    /// The operands that follow it, in order.
    pub parameters: &'static [Operand],
}

/// An operand kind with enumerants (`Decoration`, `ExecutionMode` ...).
#[derive(Debug)]
pub struct OperandKind {
    /// The grammar's name for the kind (`Decoration`).
    pub name: &'static str,
    /// A mask (`BitEnum`) rather than one value (`ValueEnum`).
    pub bits: bool,
    /// Sorted by value.
    pub enumerants: &'static [Enumerant],
}

/// One instruction, without its result type and result id.
#[derive(Debug)]
pub struct Instruction {
    /// The grammar's name (`Op` dropped for core instructions).
    pub name: &'static str,
    /// The opcode, or the number within its extended instruction set.
    pub opcode: u32,
    /// Whether it has a result id.
    pub result: bool,
    /// Its operands, in order.
    pub operands: &'static [Operand],
}

include!(concat!(env!("OUT_DIR"), "/grammar.rs"));

impl OperandKind {
    /// The enumerant with this value (the grammar's first name for it).
    pub fn by_value(&self, value: u32) -> Option<&'static Enumerant> {
        let i = self.enumerants.partition_point(|e| e.value < value);
        self.enumerants.get(i).filter(|e| e.value == value)
    }

    /// The enumerant with this name.
    pub fn by_name(&self, name: &str) -> Option<&'static Enumerant> {
        self.enumerants.iter().find(|e| e.name == name)
    }
}

/// The operand kind of this name.
pub fn kind(name: &str) -> Option<&'static OperandKind> {
    // Sorted by name at build time; every lowered property asks.
    OPERAND_KINDS
        .binary_search_by(|k| k.name.cmp(name))
        .ok()
        .map(|i| &OPERAND_KINDS[i])
}

/// A `Decoration` enumerant by number.
pub fn decoration(value: u32) -> Option<&'static Enumerant> {
    static KIND: OnceLock<Option<&'static OperandKind>> = OnceLock::new();
    KIND.get_or_init(|| kind("Decoration"))
        .and_then(|k| k.by_value(value))
}

/// An `ExecutionMode` enumerant by number.
pub fn execution_mode(value: u32) -> Option<&'static Enumerant> {
    static KIND: OnceLock<Option<&'static OperandKind>> = OnceLock::new();
    KIND.get_or_init(|| kind("ExecutionMode"))
        .and_then(|k| k.by_value(value))
}

/// Whether an execution mode's first operand (a width or a type: the
/// grammar names it "Target Width" / "Target Type") makes each value a mode
/// of its own (`RoundingModeRTE 16` beside `RoundingModeRTE 32`).
pub fn keyed_by_first_operand(mode: u32) -> bool {
    execution_mode(mode)
        .and_then(|g| g.parameters.first())
        .is_some_and(|p| p.name.starts_with("Target"))
}

/// An instruction of a table (`CORE`, `OPENCL_STD`, `GLSL_STD_450`) by opcode.
pub fn instruction(table: &'static [Instruction], opcode: u32) -> Option<&'static Instruction> {
    let i = table.partition_point(|x| x.opcode < opcode);
    table.get(i).filter(|x| x.opcode == opcode)
}

/// The OpenCL.std instructions whose result type is void (the OpenCL
/// extended instruction set specification says so of each; the grammar
/// does not carry result types): the vector and half stores and `prefetch`.
pub const OPENCL_STD_VOID: [&str; 8] = [
    "vstoren",
    "vstore_half",
    "vstore_half_r",
    "vstore_halfn",
    "vstore_halfn_r",
    "vstorea_halfn",
    "vstorea_halfn_r",
    "prefetch",
];

/// Whether operands of this kind are `<id>`s (values), not literals.
pub fn is_id(kind: &str) -> bool {
    kind.starts_with("Id") || kind.starts_with("Pair")
}

/// The operands a list takes, for messages: `3 operands (x size, y size,
/// z size)`, `no operands`, `1 or more operands (Bank Bits)`.
pub fn describe(operands: &[Operand]) -> String {
    let (min, max) = arity(operands);
    if max == Some(0) {
        return "no operands".into();
    }
    let count = match max {
        Some(max) if max == min => format!("{min}"),
        Some(max) => format!("{min} to {max}"),
        None => format!("{min} or more"),
    };
    let names: Vec<String> = operands
        .iter()
        .map(|o| {
            let n = if o.name.is_empty() { o.kind } else { o.name };
            match o.quantifier {
                Quantifier::One => n.to_string(),
                Quantifier::Optional => format!("[{n}]"),
                Quantifier::Any => format!("{n}..."),
            }
        })
        .collect();
    let noun = if max == Some(1) {
        "operand"
    } else {
        "operands"
    };
    format!("{count} {noun} ({})", names.join(", "))
}

/// (fewest, most) operands a list takes; `None`: no limit.
pub fn arity(operands: &[Operand]) -> (usize, Option<usize>) {
    let min = operands
        .iter()
        .filter(|o| o.quantifier == Quantifier::One)
        .count();
    let max = if operands.iter().any(|o| o.quantifier == Quantifier::Any) {
        None
    } else {
        Some(operands.len())
    };
    (min, max)
}

/// The operand each of `n` given operands stands for, or `None` when the
/// list does not take `n` (optional and repeated operands come last in
/// every grammar list, so the given ones map in order).
pub fn match_count(operands: &'static [Operand], n: usize) -> Option<Matched> {
    let (min, max) = arity(operands);
    if n < min || max.is_some_and(|max| n > max) {
        return None;
    }
    let repeat_from = operands
        .iter()
        .position(|o| o.quantifier == Quantifier::Any)
        .unwrap_or(operands.len());
    Some(Matched {
        operands,
        n,
        repeat_from,
    })
}

/// What [`match_count`] found, computed on demand (checks run for every
/// lowered property; this allocates nothing): given operand `i` stands for
/// the grammar's operand `i`, or, from the repeated one (`*`) on, for that
/// one.
#[derive(Clone, Copy, Debug)]
pub struct Matched {
    operands: &'static [Operand],
    n: usize,
    repeat_from: usize,
}

impl Matched {
    /// The operand given operand `i` stands for.
    pub fn get(&self, i: usize) -> Option<&'static Operand> {
        (i < self.n).then(|| &self.operands[i.min(self.repeat_from)])
    }

    /// The operands, one per given operand, in order.
    pub fn iter(self) -> impl Iterator<Item = &'static Operand> {
        (0..self.n).map(move |i| &self.operands[i.min(self.repeat_from)])
    }
}

/// The literal operands `args` (written as text) give for an enumerant's
/// parameters, each checked against its kind: a `LiteralInteger` is a
/// 32-bit unsigned integer, an enumerated kind takes a number it has or a
/// name (`CachedINTEL`), a `LiteralString` anything; an `<id>` cannot be
/// written as text. The error says what the enumerant takes.
pub fn literal_operands(e: &Enumerant, args: &[&str]) -> Result<Vec<Literal>, GrammarError> {
    let each = match_count(e.parameters, args.len()).ok_or_else(|| GrammarError::WrittenCount {
        name: e.name,
        takes: describe(e.parameters),
        got: args.len(),
    })?;
    each.iter()
        .zip(args)
        .map(|(o, a)| literal(e, o, a))
        .collect()
}

/// Whether `ops`, made by the plugin, fit an enumerant's parameters: their
/// count, and each integer given for an enumerated kind a value that kind
/// has (`MMHostInterfaceReadWriteModeINTEL 3` is no AccessQualifier).
pub fn check_literals(e: &Enumerant, ops: &[Literal]) -> Result<(), GrammarError> {
    let n = ops.len();
    let each = match_count(e.parameters, n).ok_or_else(|| GrammarError::MadeCount {
        name: e.name,
        count: n,
        takes: describe(e.parameters),
    })?;
    for (o, op) in each.iter().zip(ops) {
        // Literal, <id> and composite kinds (`LiteralInteger`, `IdRef`,
        // `PairLiteralIntegerIdRef`) have no enumerants to check against.
        let Literal::Int(v) = op else { continue };
        let Some(k) = o.operand_kind() else { continue };
        if !k.bits && k.by_value(*v).is_none() {
            let values: Vec<String> = k
                .enumerants
                .iter()
                .map(|x| format!("{} {}", x.value, x.name))
                .collect();
            return Err(GrammarError::NotOfKind {
                name: e.name,
                value: *v,
                operand: if o.name.is_empty() { o.kind } else { o.name },
                kind: o.kind,
                values: values.join(", "),
            });
        }
    }
    Ok(())
}

fn literal(e: &Enumerant, o: &Operand, text: &str) -> Result<Literal, GrammarError> {
    let what = || {
        if o.name.is_empty() {
            format!("operand {} of {}", quote(text), e.name)
        } else {
            format!("operand {} ({}) of {}", quote(text), o.name, e.name)
        }
    };
    match o.kind {
        "LiteralString" => Ok(Literal::Str(text.to_owned())),
        "LiteralInteger" | "LiteralContextDependentNumber" => text
            .parse::<u32>()
            .map(Literal::Int)
            .map_err(|_| GrammarError::NotLiteralInteger(what())),
        k if is_id(k) => Err(GrammarError::Id {
            operand: what(),
            kind: k.to_string(),
        }),
        k => {
            let Some(kind) = kind(k) else {
                return Ok(Literal::Str(text.to_owned()));
            };
            let found = match text.parse::<u32>() {
                Ok(n) if kind.bits => Some(n),
                Ok(n) => kind.by_value(n).map(|x| x.value),
                Err(_) => kind.by_name(text).map(|x| x.value),
            };
            found
                .map(Literal::Int)
                .ok_or_else(|| GrammarError::NotOfEnum {
                    operand: what(),
                    kind: k.to_string(),
                })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `check_literals` skips kinds by these prefixes without looking them
    /// up: that is exact only while no enumerated kind carries one.
    #[test]
    fn no_enumerated_kind_looks_like_a_literal_or_id() {
        let odd: Vec<&str> = OPERAND_KINDS
            .iter()
            .map(|k| k.name)
            .filter(|n| n.starts_with("Literal") || n.starts_with("Id") || n.starts_with("Pair"))
            .collect();
        assert!(odd.is_empty(), "{odd:?}");
        assert!(kind("Decoration").is_some() && kind("LiteralInteger").is_none());
    }

    #[test]
    fn tables_agree_with_the_spirv_crate() {
        // Numbers from the spirv crate, shapes from the vendored grammar.
        let local = execution_mode(spirv::ExecutionMode::LocalSize as u32).unwrap();
        assert_eq!(local.name, "LocalSize");
        assert_eq!(arity(local.parameters), (3, Some(3)));
        let off = execution_mode(spirv::ExecutionMode::ContractionOff as u32).unwrap();
        assert_eq!(arity(off.parameters), (0, Some(0)));
        assert!(keyed_by_first_operand(
            spirv::ExecutionMode::RoundingModeRTE as u32
        ));
        assert!(keyed_by_first_operand(
            spirv::ExecutionMode::FPFastMathDefault as u32
        ));
        assert!(!keyed_by_first_operand(
            spirv::ExecutionMode::SubgroupSize as u32
        ));
        let bits = decoration(spirv::Decoration::BankBitsINTEL as u32).unwrap();
        assert_eq!(arity(bits.parameters).1, None);
        let merge = decoration(spirv::Decoration::MergeINTEL as u32).unwrap();
        assert_eq!(arity(merge.parameters), (2, Some(2)));
        let fma = instruction(OPENCL_STD, spirv::OpenclStd100Op::fma as u32).unwrap();
        assert_eq!((fma.name, fma.operands.len()), ("fma", 3));
        let store = instruction(CORE, spirv::Op::Store as u32).unwrap();
        assert!(!store.result);
        assert!(
            instruction(CORE, spirv::Op::BitReverse as u32)
                .unwrap()
                .result
        );
        assert_eq!(
            instruction(GLSL_STD_450, spirv::GlslStd450Op::FMix as u32)
                .unwrap()
                .operands
                .len(),
            3
        );
    }

    #[test]
    fn every_enumerant_of_the_spirv_crate_with_a_grammar_entry_has_its_name() {
        // Where both know a value, they agree on what it is (first names
        // may differ for aliases, so compare through the crate's parser).
        for e in kind("Decoration").unwrap().enumerants {
            if let Ok(d) = e.name.parse::<spirv::Decoration>() {
                assert_eq!(d as u32, e.value, "{}", e.name);
            }
        }
    }

    #[test]
    fn every_kind_is_found_by_name() {
        // `kind` binary-searches; the table must be sorted by name.
        for k in OPERAND_KINDS {
            assert!(std::ptr::eq(kind(k.name).unwrap(), k), "{}", k.name);
        }
        assert!(kind("LoadCacheControl").is_some() && kind("NoSuchKind").is_none());
    }

    #[test]
    fn void_results_are_opencl_std_names() {
        for name in OPENCL_STD_VOID {
            assert!(OPENCL_STD.iter().any(|i| i.name == name), "{name}");
        }
    }

    #[test]
    fn literal_operands_follow_the_kinds() {
        let local = execution_mode(17).unwrap();
        assert_eq!(
            literal_operands(local, &["8", "4", "2"]).unwrap(),
            vec![Literal::Int(8), Literal::Int(4), Literal::Int(2)]
        );
        assert_eq!(
            literal_operands(local, &[]).unwrap_err().to_string(),
            "LocalSize takes 3 operands (x size, y size, z size), got 0"
        );
        assert!(literal_operands(local, &["8", "-4", "2"])
            .unwrap_err()
            .to_string()
            .contains("'-4' (y size) of LocalSize is not a 32-bit unsigned literal integer"));
        let load = decoration(spirv::Decoration::CacheControlLoadINTEL as u32).unwrap();
        assert_eq!(
            literal_operands(load, &["0", "CachedINTEL"]).unwrap(),
            vec![
                Literal::Int(0),
                Literal::Int(spirv::LoadCacheControl::CachedINTEL as u32)
            ]
        );
        assert!(literal_operands(load, &["0", "Sometimes"]).is_err());
        let bits = decoration(spirv::Decoration::BankBitsINTEL as u32).unwrap();
        assert_eq!(literal_operands(bits, &["1", "2", "3"]).unwrap().len(), 3);
        let id = execution_mode(spirv::ExecutionMode::LocalSizeId as u32).unwrap();
        assert!(literal_operands(id, &["1", "1", "1"])
            .unwrap_err()
            .to_string()
            .contains("<id>"));
    }
}
