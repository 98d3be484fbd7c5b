//! Property values as front-ends write them (seed 000, "IR representation as
//! IR attributes"): integers as `std::to_string` prints them, `"true"` /
//! `"false"`, enumerations as integers, `nullptr` as `""`, and
//! comma-separated lists where a property has several values.
//!
//! One reading rule for every value, whatever carries it (a global's,
//! parameter's or kernel's attribute, an annotation's field, a sibling
//! attribute an operand comes from): a NUL byte anywhere is an error (LLVM
//! strings carry their length, and a value cut at the NUL would lower
//! something else than what is there), and whitespace around a value that is
//! not a `string` is not part of it (`"8 "` reads as `8`, and an annotation
//! string is written with `8`, so a second run reads what the first wrote).
//! A `string` value is taken as it is: its spaces are its own.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::metadata::kernel_modes::{check_size, SizeError};
use crate::pass::quote;

/// How a property's value reads. Data in the registry (`value = {...}`).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ValueSpec {
    /// No value: the property is present or not (`nullptr` becomes `""`).
    None,
    /// One unsigned integer that fits 32 bits.
    Uint32,
    /// One signed integer that fits 32 bits (as its two's complement).
    Int32,
    /// `true` / `false` (also `1` / `0`; `""` is true), as the literal 1 / 0.
    Boolean,
    /// Like `boolean`, for decorations that take no operand: true gives the
    /// decoration with no literal, false gives none.
    Flag,
    /// Any string, as a string literal.
    String,
    /// Comma-separated unsigned integers, between `min` and `max` of them,
    /// each at least `min-value` (default 0).
    UintList {
        /// The fewest items.
        min: usize,
        /// The most items.
        max: usize,
        /// The smallest item allowed (`min-value`).
        #[serde(default, rename = "min-value")]
        min_value: u64,
    },
    /// Comma-separated work-group or sub-group sizes, between `min` and
    /// `max` of them, each 1 to 2^31 - 1 (`metadata::kernel_modes`' rule,
    /// which `spirv-exec-modes` enforces on the metadata they become).
    Sizes {
        /// The fewest items.
        min: usize,
        /// The most items.
        max: usize,
    },
    /// One of the listed names (or their numbers), as its number.
    Map {
        /// Each name and its number.
        values: BTreeMap<String, u32>,
    },
}

/// A parsed value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed<'a> {
    /// No value (`none`).
    None,
    /// A `flag`: whether the decoration is wanted.
    Flag(bool),
    /// Integers: a number, a boolean as 1 / 0, a map name as its number, or
    /// a list.
    Ints(Vec<u64>),
    /// A `string`, as written.
    String(&'a str),
}

/// A property value that does not parse as its registry entry says.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    /// A NUL byte in the value (the site quotes it as `\00`).
    #[error("the value has a NUL byte at offset {0}")]
    Nul(usize),
    /// A value where the property takes none.
    #[error("takes no value, got {}", quote(.0))]
    TakesNoValue(String),
    /// Not an unsigned integer.
    #[error("{} is not an unsigned integer", quote(.0))]
    NotUnsigned(String),
    /// Not a 32-bit signed integer.
    #[error("{} is not a 32-bit integer", quote(.0))]
    NotInt32(String),
    /// An integer too wide for its operand.
    #[error("{value} does not fit {bits} bits")]
    TooWide {
        /// The integer.
        value: u64,
        /// The operand's width.
        bits: u32,
    },
    /// Not a boolean.
    #[error("{} is not a boolean (true or false)", quote(.0))]
    NotBoolean(String),
    /// The wrong number of list items.
    #[error("expected {want} comma-separated integers, got {got}")]
    Count {
        /// How many the property takes (`3`, `1 to 3`).
        want: String,
        /// How many were given.
        got: usize,
    },
    /// A list item under the property's minimum.
    #[error("{value} is less than {min}")]
    LessThan {
        /// The item.
        value: u64,
        /// The minimum.
        min: u64,
    },
    /// A size out of range.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// A name the property's map does not have.
    #[error("{} is not one of {names}", quote(.text))]
    NotOneOf {
        /// The value given.
        text: String,
        /// The names it takes, with their numbers.
        names: String,
    },
}

/// `text` with no NUL byte, or the error that says where one is.
pub fn nul_free(text: &str) -> Result<&str, ValueError> {
    // A plain byte loop: values are a few bytes, where a search's set-up
    // costs more than the search.
    match text.bytes().position(|b| b == 0) {
        Some(at) => Err(ValueError::Nul(at)),
        None => Ok(text),
    }
}

/// The value `text` stands for under the reading rule (module docs): no NUL
/// byte, and trimmed unless `spec` is a `string`. Lowering reads this, and
/// what is written back (an annotation string's `{ID:"value"}`) is this.
pub fn normalise<'a>(spec: &ValueSpec, text: &'a str) -> Result<&'a str, ValueError> {
    let text = nul_free(text)?;
    Ok(match spec {
        ValueSpec::String => text,
        _ => text.trim(),
    })
}

/// Parses `text` per `spec` (normalised first, see [`normalise`]); the
/// error says what was expected.
pub fn parse_value<'a>(spec: &ValueSpec, text: &'a str) -> Result<Parsed<'a>, ValueError> {
    parse_normalised(spec, normalise(spec, text)?)
}

/// [`parse_value`] of a `text` that [`normalise`] returned (normalising
/// it again would only read it again).
pub fn parse_normalised<'a>(spec: &ValueSpec, text: &'a str) -> Result<Parsed<'a>, ValueError> {
    let uint = |s: &str| -> Result<u64, ValueError> {
        s.trim()
            .parse::<u64>()
            .map_err(|_| ValueError::NotUnsigned(s.to_string()))
    };
    match spec {
        ValueSpec::None if text.is_empty() => Ok(Parsed::None),
        ValueSpec::None => Err(ValueError::TakesNoValue(text.to_string())),
        ValueSpec::Uint32 => {
            let v = uint(text)?;
            u32::try_from(v).map_err(|_| ValueError::TooWide { value: v, bits: 32 })?;
            Ok(Parsed::Ints(vec![v]))
        }
        // The reference treats everything but "false" as true, "" (a
        // property with no value) included; we also take 1/0 and reject
        // anything else rather than guess.
        ValueSpec::Int32 => {
            let v: i32 = text
                .trim()
                .parse()
                .map_err(|_| ValueError::NotInt32(text.to_string()))?;
            Ok(Parsed::Ints(vec![u64::from(v as u32)]))
        }
        ValueSpec::Boolean => match text {
            "true" | "1" | "" => Ok(Parsed::Ints(vec![1])),
            "false" | "0" => Ok(Parsed::Ints(vec![0])),
            _ => Err(ValueError::NotBoolean(text.to_string())),
        },
        ValueSpec::Flag => match parse_value(&ValueSpec::Boolean, text)? {
            Parsed::Ints(v) => Ok(Parsed::Flag(v[0] == 1)),
            other => Ok(other),
        },
        ValueSpec::String => Ok(Parsed::String(text)),
        ValueSpec::Sizes { min, max } => {
            let items = uint_list(text, *min, *max, uint)?;
            for &v in &items {
                check_size(v)?;
            }
            Ok(Parsed::Ints(items))
        }
        ValueSpec::UintList {
            min,
            max,
            min_value,
        } => {
            let items = uint_list(text, *min, *max, uint)?;
            if let Some(v) = items.iter().find(|v| *v < min_value) {
                return Err(ValueError::LessThan {
                    value: *v,
                    min: *min_value,
                });
            }
            Ok(Parsed::Ints(items))
        }
        ValueSpec::Map { values } => {
            if let Some(v) = values.get(text) {
                return Ok(Parsed::Ints(vec![u64::from(*v)]));
            }
            let names: Vec<String> = values.iter().map(|(k, v)| format!("{k} ({v})")).collect();
            Err(ValueError::NotOneOf {
                text: text.to_string(),
                names: names.join(", "),
            })
        }
    }
}

/// `min` to `max` comma-separated integers, each read by `uint`.
fn uint_list(
    text: &str,
    min: usize,
    max: usize,
    uint: impl Fn(&str) -> Result<u64, ValueError>,
) -> Result<Vec<u64>, ValueError> {
    let items: Vec<u64> = text.split(',').map(uint).collect::<Result<_, _>>()?;
    if items.len() < min || items.len() > max {
        let want = if min == max {
            format!("{min}")
        } else {
            format!("{min} to {max}")
        };
        return Err(ValueError::Count {
            want,
            got: items.len(),
        });
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_each_value_kind() {
        assert_eq!(parse_value(&ValueSpec::None, ""), Ok(Parsed::None));
        assert!(parse_value(&ValueSpec::None, "x").is_err());
        assert_eq!(
            parse_value(&ValueSpec::Uint32, "16"),
            Ok(Parsed::Ints(vec![16]))
        );
        assert_eq!(
            parse_value(&ValueSpec::Uint32, "sixteen")
                .unwrap_err()
                .to_string(),
            "'sixteen' is not an unsigned integer"
        );
        assert!(parse_value(&ValueSpec::Uint32, "-1").is_err());
        assert!(parse_value(&ValueSpec::Uint32, "4294967296").is_err());
        assert_eq!(
            parse_value(&ValueSpec::Boolean, "false"),
            Ok(Parsed::Ints(vec![0]))
        );
        assert!(parse_value(&ValueSpec::Boolean, "yes").is_err());
        assert_eq!(parse_value(&ValueSpec::Flag, ""), Ok(Parsed::Flag(true)));
        assert_eq!(
            parse_value(&ValueSpec::Flag, "false"),
            Ok(Parsed::Flag(false))
        );
        let list = ValueSpec::UintList {
            min: 1,
            max: 3,
            min_value: 1,
        };
        assert_eq!(
            parse_value(&list, "8,0").unwrap_err().to_string(),
            "0 is less than 1"
        );
        assert_eq!(parse_value(&list, "8,4,2"), Ok(Parsed::Ints(vec![8, 4, 2])));
        assert_eq!(
            parse_value(&list, "8,4,2,1").unwrap_err().to_string(),
            "expected 1 to 3 comma-separated integers, got 4"
        );
        let map = ValueSpec::Map {
            values: [("read".to_string(), 1), ("write".to_string(), 2)].into(),
        };
        assert_eq!(parse_value(&map, "write"), Ok(Parsed::Ints(vec![2])));
        assert!(parse_value(&map, "1").is_err(), "only listed inputs");
    }

    #[test]
    fn sizes_are_one_to_i32_max() {
        let one = ValueSpec::Sizes { min: 1, max: 1 };
        assert_eq!(
            parse_value(&one, "2147483647"),
            Ok(Parsed::Ints(vec![2147483647]))
        );
        assert_eq!(
            parse_value(&one, "0").unwrap_err().to_string(),
            "0 is no size"
        );
        assert_eq!(
            parse_value(&one, "2147483648").unwrap_err().to_string(),
            "2147483648 is no size (as i32: -2147483648)"
        );
        assert_eq!(
            parse_value(&one, "4294967295").unwrap_err().to_string(),
            "4294967295 is no size (as i32: -1)"
        );
        assert_eq!(
            parse_value(&one, "4294967296").unwrap_err().to_string(),
            "4294967296 is no size (sizes are 1 to 2147483647)"
        );
        let three = ValueSpec::Sizes { min: 1, max: 3 };
        assert_eq!(parse_value(&three, "8, 4"), Ok(Parsed::Ints(vec![8, 4])));
        assert!(parse_value(&three, "8,4,2,1").is_err());
    }

    #[test]
    fn one_reading_rule() {
        // Spaces around a value are not part of it, for every kind but
        // `string`; a NUL byte is an error for every kind.
        assert_eq!(
            parse_value(&ValueSpec::Uint32, " 8 "),
            Ok(Parsed::Ints(vec![8]))
        );
        assert_eq!(
            parse_value(&ValueSpec::Boolean, "true "),
            Ok(Parsed::Ints(vec![1]))
        );
        assert_eq!(parse_value(&ValueSpec::None, " "), Ok(Parsed::None));
        assert_eq!(
            parse_value(&ValueSpec::String, " id "),
            Ok(Parsed::String(" id "))
        );
        for spec in [ValueSpec::Uint32, ValueSpec::String, ValueSpec::Boolean] {
            assert_eq!(
                parse_value(&spec, "3\0junk"),
                Err(ValueError::Nul(1)),
                "{spec:?}"
            );
        }
        assert_eq!(
            ValueError::Nul(1).to_string(),
            "the value has a NUL byte at offset 1"
        );
    }
}
