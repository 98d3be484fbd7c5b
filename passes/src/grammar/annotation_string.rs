//! The translator's annotation-string format for member decorations (seed
//! 002, "Member decoration through pointer annotations"): any number of
//! `{X}` or `{X:Y}` where `X` is a reserved name or a decoration number and
//! `Y` one or more arguments separated by `,` (by `:` for `merge`), each a
//! word or a string in double quotes. Parsing, printing, the reserved-name
//! table with its special cases, and conversion to decorations.

use super::{Decoration, Literal};
use crate::text::{dquote, quote};

/// What stands before the `:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// A decoration number (`{5827:4}`).
    Id(u32),
    /// A reserved name (`{numbanks:4}`), resolved by [`to_id`].
    Name(String),
}

/// One argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A bare word (numbers included).
    Word(String),
    /// A string in double quotes (written back with them).
    Quoted(String),
}

impl Arg {
    fn text(&self) -> &str {
        match self {
            Arg::Word(s) | Arg::Quoted(s) => s,
        }
    }
}

/// One `{...}` group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The decoration, by number or reserved name.
    pub key: Key,
    /// What follows the `:`, in order; empty when nothing does.
    pub args: Vec<Arg>,
}

/// How a reserved name deviates from `{name:args}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Arguments as given.
    Plain,
    /// Takes no argument; one given is ignored (the translator's reverse
    /// translation writes `{register:1}`).
    NoArgs,
    /// `pump` with this argument selects this decoration.
    Pump(u32),
    /// Arguments separated by `:` instead of `,` (`{merge:X:Y}`).
    Colons,
}

/// Seed 002's table of reserved names, decorations by `spirv` enumerant.
const RESERVED: [(&str, spirv::Decoration, Rule); 12] = [
    ("register", spirv::Decoration::RegisterINTEL, Rule::NoArgs),
    ("memory", spirv::Decoration::MemoryINTEL, Rule::Plain),
    ("numbanks", spirv::Decoration::NumbanksINTEL, Rule::Plain),
    ("bankwidth", spirv::Decoration::BankwidthINTEL, Rule::Plain),
    (
        "private_copies",
        spirv::Decoration::MaxPrivateCopiesINTEL,
        Rule::Plain,
    ),
    ("pump", spirv::Decoration::SinglepumpINTEL, Rule::Pump(1)),
    ("pump", spirv::Decoration::DoublepumpINTEL, Rule::Pump(2)),
    (
        "max_replicates",
        spirv::Decoration::MaxReplicatesINTEL,
        Rule::Plain,
    ),
    (
        "simple_dual_port",
        spirv::Decoration::SimpleDualPortINTEL,
        Rule::NoArgs,
    ),
    ("merge", spirv::Decoration::MergeINTEL, Rule::Colons),
    ("bank_bits", spirv::Decoration::BankBitsINTEL, Rule::Plain),
    (
        "force_pow2_depth",
        spirv::Decoration::ForcePow2DepthINTEL,
        Rule::Plain,
    ),
];

/// The reserved names, for messages and documentation.
pub fn reserved_names() -> Vec<&'static str> {
    let mut v: Vec<&str> = RESERVED.iter().map(|r| r.0).collect();
    v.dedup();
    v
}

/// Whether `text` is meant to be in this format (starts with `{`). Other
/// annotation strings (`"sycl-properties"`, free text) are not.
pub fn is_decoration_string(text: &str) -> bool {
    text.starts_with('{')
}

/// What is wrong with an annotation string.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnotationStringError {
    /// Something other than `{` where an entry starts.
    #[error("expected '{{' at offset {pos} of {}", dquote(.text))]
    ExpectedOpen {
        /// The byte offset.
        pos: usize,
        /// The whole string.
        text: String,
    },
    /// An entry that does not parse, in the whole string.
    #[error("{error} in {}", dquote(.text))]
    Entry {
        /// What is wrong.
        error: EntryError,
        /// The whole string.
        text: String,
    },
    /// No entry at all.
    #[error("empty annotation string")]
    Empty,
    /// A name seed 002's table does not have.
    #[error("'{name}' is not a reserved name (known: {known})")]
    NotReserved {
        /// The name.
        name: String,
        /// The names the table has.
        known: String,
    },
    /// `{pump:N}` with N other than 1 or 2.
    #[error("'pump' takes 1 (SinglepumpINTEL) or 2 (DoublepumpINTEL), got {}", quote(.0))]
    Pump(String),
    /// A decoration number neither the SPIR-V grammar nor the registry's
    /// draft numbers have.
    #[error(
        "{0} is no SPIR-V decoration (not in the grammar, nor a draft number of the registry)"
    )]
    UnknownDecoration(u32),
    /// Arguments that do not fit the decoration in the grammar.
    #[error(transparent)]
    Grammar(#[from] super::GrammarError),
    /// One memory attribute given twice with different values.
    #[error("{first} and {second} give one memory attribute twice, with different values")]
    Twice {
        /// The first entry, rendered.
        first: String,
        /// The second.
        second: String,
    },
}

/// What is wrong inside one `{...}` entry.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// No `:` or `}` after `{`.
    #[error("unterminated '{{'")]
    Unterminated,
    /// A decoration number over 32 bits.
    #[error("decoration number {} does not fit 32 bits", quote(.0))]
    NumberTooWide(String),
    /// A key that is neither a number nor a reserved name.
    #[error("{} is neither a decoration number nor a reserved name", quote(.0))]
    BadKey(String),
    /// A `"` with no closing one.
    #[error("unterminated string argument")]
    UnterminatedString,
    /// An empty argument or one with `{` or `"` in it.
    #[error("bad argument {}", quote(.0))]
    BadArgument(String),
    /// Something else after an argument.
    #[error("expected ',' or '}}' after an argument")]
    ExpectedSeparator,
    /// No `}` where the entry ends.
    #[error("expected '}}'")]
    ExpectedClose,
}

/// Parses a whole annotation string; the error says where and what.
pub fn parse(text: &str) -> Result<Vec<Entry>, AnnotationStringError> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let pos = text.len() - rest.len();
        let body = rest
            .strip_prefix('{')
            .ok_or_else(|| AnnotationStringError::ExpectedOpen {
                pos,
                text: text.to_string(),
            })?;
        let (entry, after) = parse_entry(body).map_err(|error| AnnotationStringError::Entry {
            error,
            text: text.to_string(),
        })?;
        out.push(entry);
        rest = after;
    }
    if out.is_empty() {
        return Err(AnnotationStringError::Empty);
    }
    Ok(out)
}

/// One entry after its `{`; returns it and what follows its `}`.
fn parse_entry(s: &str) -> Result<(Entry, &str), EntryError> {
    let key_end = s.find([':', '}']).ok_or(EntryError::Unterminated)?;
    let key_text = &s[..key_end];
    let key = if !key_text.is_empty() && key_text.bytes().all(|b| b.is_ascii_digit()) {
        Key::Id(
            key_text
                .parse()
                .map_err(|_| EntryError::NumberTooWide(key_text.to_string()))?,
        )
    } else if !key_text.is_empty()
        && key_text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    {
        Key::Name(key_text.to_owned())
    } else {
        return Err(EntryError::BadKey(key_text.to_string()));
    };
    let mut rest = &s[key_end..];
    let mut args = Vec::new();
    if let Some(r) = rest.strip_prefix(':') {
        rest = r;
        loop {
            let (arg, after) = if let Some(q) = rest.strip_prefix('"') {
                let end = q.find('"').ok_or(EntryError::UnterminatedString)?;
                (Arg::Quoted(q[..end].to_owned()), &q[end + 1..])
            } else {
                let end = rest.find([',', ':', '}']).ok_or(EntryError::Unterminated)?;
                let w = &rest[..end];
                if w.is_empty() || w.contains(['{', '"']) {
                    return Err(EntryError::BadArgument(w.to_string()));
                }
                (Arg::Word(w.to_owned()), &rest[end..])
            };
            args.push(arg);
            match after.chars().next() {
                Some(',') | Some(':') => rest = &after[1..],
                Some('}') => {
                    rest = after;
                    break;
                }
                _ => return Err(EntryError::ExpectedSeparator),
            }
        }
    }
    let rest = rest.strip_prefix('}').ok_or(EntryError::ExpectedClose)?;
    Ok((Entry { key, args }, rest))
}

fn write_args(out: &mut String, args: &[Arg], sep: &str) {
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        match a {
            Arg::Word(w) => out.push_str(w),
            Arg::Quoted(q) => {
                out.push('"');
                out.push_str(q);
                out.push('"');
            }
        }
    }
}

/// Appends `n` in decimal (what `write!` prints, without the formatting
/// machinery: every rewritten annotation's numbers go through here).
fn push_decimal(out: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// Prints entries back; `merge` by name separates its arguments with `:`.
/// (One buffer for the whole string: every rewritten annotation is printed.)
pub fn render(entries: &[Entry]) -> String {
    // Sized once: a number of up to 10 digits and two braces per entry,
    // each argument with its quotes and separator.
    let size = entries
        .iter()
        .map(|e| 12 + e.args.iter().map(|a| a.text().len() + 3).sum::<usize>())
        .sum();
    let mut out = String::with_capacity(size);
    for e in entries {
        out.push('{');
        let sep = match &e.key {
            Key::Id(id) => {
                push_decimal(&mut out, *id);
                ","
            }
            Key::Name(n) => {
                out.push_str(n);
                if n == "merge" {
                    ":"
                } else {
                    ","
                }
            }
        };
        if !e.args.is_empty() {
            out.push(':');
            write_args(&mut out, &e.args, sep);
        }
        out.push('}');
    }
    out
}

/// The entry with a decoration number, reserved names resolved by seed
/// 002's table (`{pump:2}` -> DoublepumpINTEL; `register` and
/// `simple_dual_port` drop their ignored argument).
pub fn to_id(e: &Entry) -> Result<Entry, AnnotationStringError> {
    let Key::Name(name) = &e.key else {
        return Ok(e.clone());
    };
    let rows: Vec<_> = RESERVED.iter().filter(|r| r.0 == name).collect();
    if rows.is_empty() {
        return Err(AnnotationStringError::NotReserved {
            name: name.clone(),
            known: reserved_names().join(", "),
        });
    }
    let row = match rows[0].2 {
        Rule::Pump(_) => {
            let arg = e.args.first().map(Arg::text).unwrap_or("");
            rows.iter()
                .find(|r| matches!(r.2, Rule::Pump(n) if n.to_string() == arg))
                .ok_or_else(|| AnnotationStringError::Pump(arg.to_string()))?
        }
        _ => rows[0],
    };
    let args = match row.2 {
        Rule::NoArgs | Rule::Pump(_) => vec![],
        Rule::Plain | Rule::Colons => e.args.clone(),
    };
    Ok(Entry {
        key: Key::Id(row.1 as u32),
        args,
    })
}

/// The entry with its reserved name where the table has one (numbers the
/// table does not name stay numbers).
pub fn to_name(e: &Entry) -> Result<Entry, AnnotationStringError> {
    let id = match &e.key {
        Key::Id(id) => *id,
        Key::Name(_) => match to_id(e)?.key {
            Key::Id(id) => id,
            Key::Name(_) => unreachable!("to_id returns numbers"),
        },
    };
    let args = e.args.clone();
    let Some(row) = RESERVED.iter().find(|r| r.1 as u32 == id) else {
        return Ok(Entry {
            key: Key::Id(id),
            args,
        });
    };
    let args = match row.2 {
        Rule::NoArgs => vec![],
        Rule::Pump(n) => vec![Arg::Word(n.to_string())],
        Rule::Plain | Rule::Colons => args,
    };
    Ok(Entry {
        key: Key::Name(row.0.to_owned()),
        args,
    })
}

/// The decoration an entry stands for, its operands checked against the
/// SPIR-V grammar: as many as the decoration takes, each of its kind (a
/// `LiteralInteger` a 32-bit unsigned integer, an enumerated kind a number
/// or name it has, a `LiteralString` any text). One quoted argument of a
/// decoration that takes several operands holds them all, separated by
/// `,` (the reference's `{ID:"op,op"}`). A decoration the grammar does not
/// know is an error unless `drafts` (sorted) has its number (a draft's,
/// which the registry writes): then arguments that read as unsigned
/// integers become integer literals, others string literals.
pub fn to_decoration(e: &Entry, drafts: &[u32]) -> Result<Decoration, AnnotationStringError> {
    let e = to_id(e)?;
    let Key::Id(id) = e.key else {
        unreachable!("to_id returns numbers")
    };
    let operands = match super::decoration(id) {
        Some(g) => {
            let several = super::arity(g.parameters).1 != Some(1);
            let texts: Vec<&str> = match e.args.as_slice() {
                [Arg::Quoted(q)] if several => q.split(',').collect(),
                args => args.iter().map(Arg::text).collect(),
            };
            // The reference writes a boolean property's value as given
            // (`{6191:"true"}`); the translator reads it as 1.
            let kinds = super::match_count(g.parameters, texts.len());
            let texts: Vec<&str> = texts
                .into_iter()
                .enumerate()
                .map(|(i, t)| {
                    let integer = kinds
                        .as_ref()
                        .and_then(|k| k.get(i))
                        .is_some_and(|o| o.kind == "LiteralInteger");
                    match t {
                        "true" if integer => "1",
                        "false" if integer => "0",
                        t => t,
                    }
                })
                .collect();
            super::literal_operands(g, &texts)?
        }
        None if drafts.binary_search(&id).is_err() => {
            return Err(AnnotationStringError::UnknownDecoration(id))
        }
        None => e
            .args
            .iter()
            .map(|a| match a.text().parse::<u32>() {
                Ok(n) => Literal::Int(n),
                Err(_) => Literal::Str(a.text().to_owned()),
            })
            .collect(),
    };
    Ok(Decoration { id, operands })
}

/// Each entry's decoration (as [`to_decoration`], `drafts` the draft
/// numbers allowed), in order. A reserved
/// name given twice with different arguments (`{pump:1}{pump:2}`,
/// `{numbanks:4}{5827:8}`) is an error: each is one memory attribute of the
/// source. (Decorations outside the table may repeat: CacheControlLoadINTEL
/// once per cache level.)
pub fn decorations(
    entries: &[Entry],
    drafts: &[u32],
) -> Result<Vec<Decoration>, AnnotationStringError> {
    let mut named: Vec<(Entry, &Entry)> = Vec::new();
    let mut out = Vec::with_capacity(entries.len());
    for e in entries {
        out.push(to_decoration(e, drafts)?);
        let n = to_name(e)?;
        if !matches!(n.key, Key::Name(_)) {
            continue;
        }
        if let Some((_, x)) = named
            .iter()
            .find(|(m, _)| m.key == n.key && m.args != n.args)
        {
            return Err(AnnotationStringError::Twice {
                first: render(std::slice::from_ref(*x)),
                second: render(std::slice::from_ref(e)),
            });
        }
        named.push((n, e));
    }
    Ok(out)
}

/// The reference's form of a decoration: `{ID}`, or `{ID:"op,op"}` with
/// the operands in one pair of double quotes (always valid, and how the
/// translator takes string operands).
pub fn from_decoration(d: &Decoration) -> Entry {
    let args = if d.operands.is_empty() {
        vec![]
    } else {
        let ops: Vec<String> = d
            .operands
            .iter()
            .map(|o| match o {
                Literal::Int(i) => i.to_string(),
                Literal::Str(s) => s.clone(),
            })
            .collect();
        vec![Arg::Quoted(ops.join(","))]
    };
    Entry {
        key: Key::Id(d.id),
        args,
    }
}

/// The reference's form of a property's decoration in an annotation
/// string: `{ID:"value"}` with the value as the front-end wrote it, or
/// `{ID}` for a decoration without operands (a flag: the reference writes
/// its value there too, which gives the decoration an operand it does not
/// take).
pub fn as_written(d: &Decoration, value: &str) -> Entry {
    if d.operands.is_empty() || value.is_empty() {
        return from_decoration(d);
    }
    Entry {
        key: Key::Id(d.id),
        args: vec![Arg::Quoted(value.to_owned())],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(s: &str) -> String {
        render(
            &parse(s)
                .unwrap()
                .iter()
                .map(|e| to_id(e).unwrap())
                .collect::<Vec<_>>(),
        )
    }
    fn names(s: &str) -> String {
        render(
            &parse(s)
                .unwrap()
                .iter()
                .map(|e| to_name(e).unwrap())
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn numbers_render_as_write_prints_them() {
        for n in [0, 7, 10, 44, 5921, 99_999_999, u32::MAX] {
            let mut out = String::new();
            push_decimal(&mut out, n);
            assert_eq!(out, n.to_string());
        }
        let e = Entry {
            key: Key::Id(6442),
            args: vec![Arg::Quoted("0,1".into())],
        };
        assert_eq!(render(&[e.clone(), e]), "{6442:\"0,1\"}{6442:\"0,1\"}");
    }

    #[test]
    fn reserved_names_follow_seed_002() {
        // Numbers from the SPIR-V grammar (spirv crate), not from the table.
        assert_eq!(
            ids("{bank_bits:1,2,3}"),
            format!("{{{}:1,2,3}}", spirv::Decoration::BankBitsINTEL as u32)
        );
        assert_eq!(
            ids("{register:1}"),
            format!("{{{}}}", spirv::Decoration::RegisterINTEL as u32)
        );
        assert_eq!(
            ids("{simple_dual_port}"),
            format!("{{{}}}", spirv::Decoration::SimpleDualPortINTEL as u32)
        );
        assert_eq!(
            ids("{pump:1}"),
            format!("{{{}}}", spirv::Decoration::SinglepumpINTEL as u32)
        );
        assert_eq!(
            ids("{pump:2}"),
            format!("{{{}}}", spirv::Decoration::DoublepumpINTEL as u32)
        );
        assert_eq!(
            ids("{merge:key:depth}"),
            format!("{{{}:key,depth}}", spirv::Decoration::MergeINTEL as u32)
        );
        assert_eq!(
            ids("{memory:\"BLOCK_RAM\"}{numbanks:4}"),
            format!(
                "{{{}:\"BLOCK_RAM\"}}{{{}:4}}",
                spirv::Decoration::MemoryINTEL as u32,
                spirv::Decoration::NumbanksINTEL as u32
            )
        );
        assert!(to_id(&parse("{pump:3}").unwrap()[0]).is_err());
        assert!(to_id(&parse("{nosuch:3}").unwrap()[0]).is_err());
    }

    #[test]
    fn names_round_trip() {
        for s in [
            "{bank_bits:1,2,3}",
            "{register}",
            "{pump:2}",
            "{merge:a:b}",
            "{memory:\"MLAB\"}{private_copies:2}",
        ] {
            assert_eq!(names(&ids(s)), s, "{s}");
        }
        // A number the table does not name stays a number.
        assert_eq!(names("{6442:\"0,1\"}"), "{6442:\"0,1\"}");
    }

    #[test]
    fn malformed_strings_are_errors() {
        for bad in [
            "{",
            "{5835:1,2",
            "{5835:\"x}",
            "x{5835}",
            "{Bank:1}",
            "{5835:1,,2}",
            "{}",
            "",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn decorations_convert_both_ways() {
        let d = to_decoration(&parse("{bank_bits:1,2,3}").unwrap()[0], &[]).unwrap();
        assert_eq!(d.id, spirv::Decoration::BankBitsINTEL as u32);
        assert_eq!(
            d.operands,
            vec![Literal::Int(1), Literal::Int(2), Literal::Int(3)]
        );
        let m = to_decoration(&parse("{memory:\"MLAB\"}").unwrap()[0], &[]).unwrap();
        assert_eq!(m.operands, vec![Literal::Str("MLAB".into())]);
        assert_eq!(
            render(&[from_decoration(&d)]),
            format!("{{{}:\"1,2,3\"}}", spirv::Decoration::BankBitsINTEL as u32)
        );
    }

    #[test]
    fn unknown_decoration_numbers_are_errors() {
        let e = &parse("{99999999:1}").unwrap()[0];
        assert_eq!(
            to_decoration(e, &[]).unwrap_err(),
            AnnotationStringError::UnknownDecoration(99999999)
        );
        // A draft number the registry gives reads, its operands as given.
        let d = to_decoration(&parse("{6148:\"1\"}").unwrap()[0], &[6147, 6148]).unwrap();
        assert_eq!(d.operands, vec![Literal::Int(1)]);
        assert!(to_decoration(&parse("{6148:1}").unwrap()[0], &[]).is_err());
    }
}
