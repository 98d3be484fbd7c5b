//! What the split's text files can hold. The runtime's readers have no
//! escapes: intel/llvm reads the file table (`SimpleTable`), `.sym` and
//! `.prop` (`PropertySetRegistry::read`) with LLVM's `line_iterator`, which
//! ends a line at a line feed, drops `\r` before it, skips blank lines and
//! stops the whole file at a NUL; a table row is split at every `|`, a
//! property line at its first `=` (and one starting with `[` opens a set).
//! So a name that holds a separator is refused, not escaped: an escaped
//! name would be a different name to every reader. A refused name is an
//! error naming its entity and the character, and nothing is written.

use std::fmt;

/// A field of the split's files, with the rules of its reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// A path in a row of the file table (`|`-separated, one row a line).
    TablePath,
    /// An entry point's name in a `.sym` file (one name a line).
    Symbol,
    /// A property's name in a `.prop` file (`<name>=<type>|<value>`).
    PropertyName,
}

/// Why a name cannot be a field's value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// A character that ends or splits the field.
    #[error("has {}, {why}", describe(*.found))]
    Char {
        /// The character.
        found: char,
        /// What it would do to the file.
        why: &'static str,
    },
    /// A `[` first: the line would open a property set.
    #[error("starts with '[', which opens a property set in a .prop file")]
    OpensSet,
    /// Empty: a blank line, which every reader skips.
    #[error("is empty: the line would be blank, and the reader skips blank lines")]
    Empty,
    /// Bytes that are not UTF-8: the file would hold a different name.
    #[error("is not UTF-8: the file would hold another name (with U+FFFD)")]
    NotUtf8,
}

/// `'|' (U+007C)`, `a line feed (U+000A)`: a character as messages name it.
fn describe(c: char) -> String {
    let name = match c {
        '\0' => "a NUL",
        '\n' => "a line feed",
        '\r' => "a carriage return",
        '\t' => "a tab",
        c if c.is_control() => "a control character",
        _ => return format!("'{c}' (U+{:04X})", c as u32),
    };
    format!("{name} (U+{:04X})", c as u32)
}

impl Field {
    /// Whether `bytes` can be this field's value, as the reader would read
    /// it back.
    pub fn check(self, bytes: &[u8]) -> Result<(), Refused> {
        let text = std::str::from_utf8(bytes).map_err(|_| Refused::NotUtf8)?;
        if text.is_empty() && self != Field::TablePath {
            return Err(Refused::Empty);
        }
        if self == Field::PropertyName && text.starts_with('[') {
            return Err(Refused::OpensSet);
        }
        for c in text.chars() {
            let why = match (self, c) {
                (_, '\0') => "which ends the file for the runtime's reader",
                (_, '\n' | '\r') => "which ends the line",
                (_, c) if c.is_control() => "a control character in a line-based file",
                (Field::TablePath, '|') => "the file table's column separator",
                (Field::PropertyName, '=') => "which ends a property's name",
                _ => continue,
            };
            return Err(Refused::Char { found: c, why });
        }
        Ok(())
    }
}

/// A name as LLVM IR writes it: `@k`, or quoted with `\XX` escapes
/// (`@"a\0Ab"`) when it holds anything but letters, digits and `-$._`.
pub struct IrName<'a>(pub &'a [u8]);

impl fmt::Display for IrName<'_> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = !self.0.is_empty()
            && self
                .0
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || b"-$._".contains(b))
            && !self.0[0].is_ascii_digit();
        if plain {
            return write!(out, "@{}", String::from_utf8_lossy(self.0));
        }
        out.write_str("@\"")?;
        for &b in self.0 {
            if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
                write!(out, "{}", b as char)?;
            } else {
                write!(out, "\\{b:02X}")?;
            }
        }
        out.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_field_refuses_its_separators() {
        assert_eq!(Field::TablePath.check(b"out/t_0.bc"), Ok(()));
        assert_eq!(
            Field::TablePath.check(b"a|b/t_0.bc"),
            Err(Refused::Char {
                found: '|',
                why: "the file table's column separator"
            })
        );
        // `|` and `=` are only separators where their reader splits.
        assert_eq!(Field::Symbol.check(b"k|=x"), Ok(()));
        assert_eq!(Field::PropertyName.check(b"uid|x"), Ok(()));
        assert!(matches!(
            Field::PropertyName.check(b"a=b"),
            Err(Refused::Char { found: '=', .. })
        ));
        assert_eq!(Field::PropertyName.check(b"[x]"), Err(Refused::OpensSet));
        assert_eq!(Field::Symbol.check(b"x[y"), Ok(()));
        for f in [Field::TablePath, Field::Symbol, Field::PropertyName] {
            for bad in [&b"a\nb"[..], b"a\rb", b"a\0b", b"\x1b"] {
                assert!(
                    matches!(f.check(bad), Err(Refused::Char { .. })),
                    "{f:?} {bad:?}"
                );
            }
            assert_eq!(f.check(b"\xff"), Err(Refused::NotUtf8));
        }
        assert_eq!(Field::Symbol.check(b""), Err(Refused::Empty));
    }

    #[test]
    fn messages_name_the_character() {
        let e = Field::Symbol.check(b"a\nb").unwrap_err();
        assert_eq!(
            e.to_string(),
            "has a line feed (U+000A), which ends the line"
        );
        let e = Field::TablePath.check(b"a|b").unwrap_err();
        assert_eq!(
            e.to_string(),
            "has '|' (U+007C), the file table's column separator"
        );
    }

    #[test]
    fn names_as_ir_writes_them() {
        assert_eq!(IrName(b"k_0.x").to_string(), "@k_0.x");
        assert_eq!(IrName(b"a\nb").to_string(), "@\"a\\0Ab\"");
        assert_eq!(IrName(b"a|b\0").to_string(), "@\"a|b\\00\"");
        assert_eq!(IrName(b"0k").to_string(), "@\"0k\"");
    }
}
