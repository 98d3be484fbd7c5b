//! How every message shows a value: quoted (`'value'`, `"value"`), with
//! control characters escaped and a long value cut, and lists of items
//! (`a, b, c`). The lowest layer: every other one formats its messages
//! with these, and it uses none of them.

use std::fmt;

/// `a, b, c`: the items of a list as diagnostics and printers show them.
pub fn comma_list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// How many characters of a value a diagnostic shows: enough to recognise
/// it, and a 100 MB value costs a line, not 100 MB per message.
pub const QUOTE_LIMIT: usize = 80;

/// A value as every diagnostic quotes it (see [`quote`], [`dquote`]).
#[derive(Clone, Copy)]
pub struct Quoted<'a> {
    text: &'a str,
    mark: Option<char>,
}

/// `'value'` for a diagnostic: control characters (a NUL byte included)
/// escaped as LLVM IR writes them (`\00`), and a value longer than
/// [`QUOTE_LIMIT`] characters cut there, saying so: `'aaaa...'... (1048576
/// bytes)`. The one place a message quotes a value.
pub fn quote(text: &str) -> Quoted<'_> {
    Quoted {
        text,
        mark: Some('\''),
    }
}

/// As [`quote`], in double quotes (attribute values, `"key"="value"`,
/// and annotation strings are shown so).
pub fn dquote(text: &str) -> Quoted<'_> {
    Quoted {
        text,
        mark: Some('"'),
    }
}

/// As [`quote`], without the quotes: a value as a remark's named argument
/// has it (the message puts the quotes around it).
pub fn unquoted(text: &str) -> Quoted<'_> {
    Quoted { text, mark: None }
}

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        self.mark.map_or(Ok(()), |m| out.write_char(m))?;
        let mut cut = false;
        for (i, c) in self.text.chars().enumerate() {
            if i == QUOTE_LIMIT {
                cut = true;
                break;
            }
            if c.is_ascii_control() {
                write!(out, "\\{:02X}", c as u32)?;
            } else {
                out.write_char(c)?;
            }
        }
        self.mark.map_or(Ok(()), |m| out.write_char(m))?;
        if cut {
            write!(out, "... ({} bytes)", self.text.len())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Quoted<'_> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_escape_and_bound() {
        assert_eq!(quote("3\0junk").to_string(), "'3\\00junk'");
        assert_eq!(dquote("a\tb").to_string(), "\"a\\09b\"");
        let long = "x".repeat(1000);
        assert_eq!(
            quote(&long).to_string(),
            format!("'{}'... (1000 bytes)", "x".repeat(80))
        );
        // Exactly the limit is shown whole.
        let edge = "y".repeat(QUOTE_LIMIT);
        assert_eq!(quote(&edge).to_string(), format!("'{edge}'"));
        // Characters, not bytes: a multi-byte one is never split.
        let wide = "é".repeat(100);
        assert_eq!(
            quote(&wide).to_string(),
            format!("'{}'... (200 bytes)", "é".repeat(80))
        );
    }
}
