//! What `sycl-offload-wrapper` reads: a file table as `device-code-split`
//! writes it (`[Code|Properties|Symbols]`, the columns in any order, Code
//! required), and for each row its SPIR-V image, its `.sym` file (entry
//! points, one a line) and its `.prop` file (property sets, the format of
//! intel/llvm's `PropertySetIO`, see [`crate::split::props`]).
//!
//! The readers take lines as the runtime's tools do (LLVM's
//! `line_iterator`): a line ends at a line feed, a carriage return before
//! it is dropped, blank lines are skipped. A NUL byte, which would end the
//! file for those tools, is an error here: the file was not written by a
//! table writer. Every problem is reported, each naming the table row and
//! the file, and nothing is read past a file that cannot be read. Every
//! file is read through [`crate::files`]: a FIFO, a device or a folder is
//! refused by name, without blocking.

use crate::files::read_regular_file;
use std::os::unix::ffi::OsStrExt;

use crate::split::props::base64_lsb_decode;
use std::path::{Path, PathBuf};

/// The magic number a SPIR-V module starts with (little-endian words).
const SPIRV_MAGIC: u32 = 0x0723_0203;
/// LLVM bitcode's first bytes, named in the message when an image is one.
const BITCODE_MAGIC: [u8; 4] = *b"BC\xC0\xDE";

/// A property's value as the runtime takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RawValue {
    /// Type 1: a `uint32` (the runtime keeps it in the size field).
    U32(u32),
    /// Type 2: the raw bytes the runtime reads: an 8-byte little-endian bit
    /// count, then the bytes.
    Bytes(Vec<u8>),
    /// Type 3: a string (the runtime reads it NUL-terminated).
    String(Vec<u8>),
}

impl RawValue {
    /// The runtime's number for the type (`sycl_property_type`).
    pub fn type_number(&self) -> u32 {
        match self {
            RawValue::U32(_) => 1,
            RawValue::Bytes(_) => 2,
            RawValue::String(_) => 3,
        }
    }
}

/// A property set as read: its name and properties in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawSet {
    /// `SYCL/device requirements` (without the brackets).
    pub name: String,
    /// (name, value) in file order.
    pub props: Vec<(Vec<u8>, RawValue)>,
}

/// One row of the table, its files read.
#[derive(Clone, Debug)]
pub struct ImageInput {
    /// The row's Code path, as written in the table.
    pub code: PathBuf,
    /// The SPIR-V module.
    pub spirv: Vec<u8>,
    /// The entry points (the `.sym` lines), empty without a Symbols column.
    pub symbols: Vec<Vec<u8>>,
    /// The property sets, empty without a Properties column.
    pub sets: Vec<RawSet>,
}

/// Lines as the runtime's readers take them: `(line number, text)`, a CR
/// before the LF dropped, blank lines skipped. `Err(line)` if a line holds
/// a NUL.
fn lines(data: &[u8]) -> Result<Vec<(usize, &[u8])>, usize> {
    let mut out = Vec::new();
    for (i, mut line) in data.split(|b| *b == b'\n').enumerate() {
        if let Some(l) = line.strip_suffix(b"\r") {
            line = l;
        }
        if line.contains(&0) {
            return Err(i + 1);
        }
        if !line.is_empty() {
            out.push((i + 1, line));
        }
    }
    Ok(out)
}

/// Reads `.prop` text into sets; errors as `line N: ...`.
pub fn read_sets(data: &[u8]) -> Result<Vec<RawSet>, String> {
    let lines = lines(data).map_err(|n| format!("line {n}: holds a NUL byte"))?;
    let mut sets: Vec<RawSet> = Vec::new();
    for (n, line) in lines {
        let text = String::from_utf8_lossy(line);
        if let Some(rest) = line.strip_prefix(b"[") {
            let Some(name) = rest.strip_suffix(b"]") else {
                return Err(format!(
                    "line {n}: {text:?} opens a set but does not end with ']'"
                ));
            };
            let name = std::str::from_utf8(name)
                .map_err(|_| format!("line {n}: the set name is not UTF-8"))?;
            sets.push(RawSet {
                name: name.to_string(),
                props: Vec::new(),
            });
            continue;
        }
        let Some(set) = sets.last_mut() else {
            return Err(format!("line {n}: {text:?} comes before any [set] line"));
        };
        let Some(eq) = line.iter().position(|b| *b == b'=') else {
            return Err(format!(
                "line {n}: {text:?} is not <name>=<type>|<value>: no '='"
            ));
        };
        let (name, rest) = (&line[..eq], &line[eq + 1..]);
        if name.is_empty() {
            return Err(format!("line {n}: {text:?} has an empty property name"));
        }
        let Some(bar) = rest.iter().position(|b| *b == b'|') else {
            return Err(format!(
                "line {n}: {text:?} is not <name>=<type>|<value>: no '|' after the type"
            ));
        };
        let (ty, value) = (&rest[..bar], &rest[bar + 1..]);
        let value = match ty {
            b"1" => {
                let v = std::str::from_utf8(value)
                    .ok()
                    .and_then(|v| v.parse::<u32>().ok())
                    .ok_or_else(|| format!("line {n}: {text:?}: type 1 needs a decimal uint32"))?;
                RawValue::U32(v)
            }
            b"2" => {
                let raw = base64_lsb_decode(value).ok_or_else(|| {
                    format!(
                        "line {n}: {text:?}: type 2 needs a base64 byte array (A-Z a-z 0-9 + /)"
                    )
                })?;
                let Some(head) = raw.get(..8) else {
                    return Err(format!(
                        "line {n}: {text:?}: a byte array starts with its 8-byte bit count, but only {} bytes are there",
                        raw.len()
                    ));
                };
                let bits = u64::from_le_bytes(head.try_into().expect("8 bytes"));
                let have = (raw.len() - 8) as u64;
                // The encoder's last 6-bit group may carry a byte's worth of
                // padding bits: at most one byte more than the count needs.
                if have < bits.div_ceil(8) || have > bits.div_ceil(8) + 1 {
                    return Err(format!(
                        "line {n}: {text:?}: the byte array's bit count is {bits}, but {have} bytes follow"
                    ));
                }
                let mut raw = raw;
                raw.truncate(8 + bits.div_ceil(8) as usize);
                RawValue::Bytes(raw)
            }
            b"3" => RawValue::String(value.to_vec()),
            _ => {
                return Err(format!(
                    "line {n}: {text:?}: unknown type {:?} (1 uint32, 2 byte array, 3 string)",
                    String::from_utf8_lossy(ty)
                ))
            }
        };
        set.props.push((name.to_vec(), value));
    }
    Ok(sets)
}

/// The table's columns the wrapper reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Column {
    Code,
    Properties,
    Symbols,
    /// Any other column (a later tool's): read past.
    Other,
}

/// Reads the file table at `table` and every file its rows name.
/// `Err` holds every problem found, each a message naming the table, the
/// row and the file; `warnings` gets what is read past.
pub fn read_table(
    table: &Path,
    warnings: &mut Vec<String>,
) -> Result<Vec<ImageInput>, Vec<String>> {
    let t = table.display();
    let data = read_regular_file(table).map_err(|e| vec![format!("table={t}: {}", e.problem())])?;
    let lines = lines(&data).map_err(|n| vec![format!("table={t}: line {n} holds a NUL byte")])?;
    let Some(((_, header), rows)) = lines.split_first() else {
        return Err(vec![format!(
            "table={t}: the table is empty (a table starts with a [Code|...] line)"
        )]);
    };
    let columns: Vec<Column> = match header.strip_prefix(b"[").and_then(|h| h.strip_suffix(b"]")) {
        Some(h) => h
            .split(|b| *b == b'|')
            .map(|c| match c {
                b"Code" => Column::Code,
                b"Properties" => Column::Properties,
                b"Symbols" => Column::Symbols,
                other => {
                    warnings.push(format!(
                        "table={t}: column {:?} is not read (the wrapper reads Code, Properties and Symbols)",
                        String::from_utf8_lossy(other)
                    ));
                    Column::Other
                }
            })
            .collect(),
        None => {
            return Err(vec![format!(
                "table={t}: line 1 is {:?}, not a header such as [Code|Properties|Symbols]",
                String::from_utf8_lossy(header)
            )])
        }
    };
    for c in [Column::Code, Column::Properties, Column::Symbols] {
        if columns.iter().filter(|k| **k == c).count() > 1 {
            return Err(vec![format!(
                "table={t}: the header names column {c:?} twice"
            )]);
        }
    }
    if !columns.contains(&Column::Code) {
        return Err(vec![format!(
            "table={t}: the header {:?} has no Code column",
            String::from_utf8_lossy(header)
        )]);
    }
    if rows.is_empty() {
        return Err(vec![format!("table={t}: the table lists no images")]);
    }
    let mut errors = Vec::new();
    let mut images = Vec::with_capacity(rows.len());
    for (row, (line, text)) in rows.iter().enumerate() {
        let at = format!("table={t}: row {} (line {line})", row + 1);
        let fields: Vec<&[u8]> = text.split(|b| *b == b'|').collect();
        if fields.len() != columns.len() {
            errors.push(format!(
                "{at}: {} fields, but the header names {} columns ('|' separates fields; a path cannot hold one)",
                fields.len(),
                columns.len()
            ));
            continue;
        }
        let mut image = ImageInput {
            code: PathBuf::new(),
            spirv: Vec::new(),
            symbols: Vec::new(),
            sets: Vec::new(),
        };
        for (col, field) in columns.iter().zip(&fields) {
            if field.is_empty() && *col != Column::Other {
                errors.push(format!(
                    "{at}: the {col:?} field is empty: a row names a file in every column \
                     (a table without symbols or properties has no such column)"
                ));
                continue;
            }
            let path = PathBuf::from(std::ffi::OsStr::from_bytes(field));
            let read = || read_regular_file(&path).map_err(|e| format!("{at}: {e}"));
            match col {
                Column::Other => {}
                Column::Code => match read().and_then(|d| check_spirv(&at, &path, d)) {
                    Ok(d) => {
                        image.spirv = d;
                        image.code = path.clone();
                    }
                    Err(e) => errors.push(e),
                },
                Column::Symbols => match read() {
                    Ok(d) => match self::lines(&d) {
                        Ok(ls) => image.symbols = ls.into_iter().map(|(_, l)| l.to_vec()).collect(),
                        Err(n) => errors.push(format!(
                            "{at}: {}: line {n} holds a NUL byte",
                            path.display()
                        )),
                    },
                    Err(e) => errors.push(e),
                },
                Column::Properties => match read() {
                    Ok(d) => match read_sets(&d) {
                        Ok(sets) => image.sets = sets,
                        Err(e) => errors.push(format!("{at}: {}: {e}", path.display())),
                    },
                    Err(e) => errors.push(e),
                },
            }
        }
        images.push(image);
    }
    if errors.is_empty() {
        Ok(images)
    } else {
        Err(errors)
    }
}

/// `data` if it is a SPIR-V module (the magic number first, whole words);
/// otherwise a message that says what it is.
fn check_spirv(at: &str, path: &Path, data: Vec<u8>) -> Result<Vec<u8>, String> {
    let p = path.display();
    let first = data
        .get(..4)
        .map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes")));
    if first == Some(SPIRV_MAGIC) {
        if data.len() % 4 != 0 || data.len() < 20 {
            return Err(format!(
                "{at}: {p} starts as SPIR-V but is {} bytes, not a whole header of 32-bit words",
                data.len()
            ));
        }
        return Ok(data);
    }
    let what = if data.starts_with(&BITCODE_MAGIC) {
        "LLVM bitcode".to_string()
    } else if looks_like_ir_text(&data) {
        "LLVM IR text".to_string()
    } else if first == Some(SPIRV_MAGIC.swap_bytes()) {
        "big-endian SPIR-V, which the runtime does not take".to_string()
    } else if data.is_empty() {
        "empty".to_string()
    } else {
        format!(
            "not SPIR-V (its first word is 0x{:08x}; SPIR-V starts with 0x{SPIRV_MAGIC:08x})",
            first.unwrap_or(0)
        )
    };
    Err(format!(
        "{at}: {p} is {what}: the Code column must name SPIR-V files; translate each image first (llvm-spirv, or llc -mtriple=spirv64 -filetype=obj) and rewrite the column"
    ))
}

/// Whether `data` reads as LLVM IR text: after blank and comment lines (`;`,
/// `; ModuleID` among them), a top-level entity of the IR grammar.
fn looks_like_ir_text(data: &[u8]) -> bool {
    const STARTS: [&[u8]; 10] = [
        b"target ",
        b"source_filename",
        b"define ",
        b"declare ",
        b"attributes ",
        b"@",
        b"%",
        b"!",
        b"$",
        b"module asm",
    ];
    let body = data
        .split(|b| *b == b'\n')
        .map(|l| l.trim_ascii_start())
        .find(|l| !l.is_empty() && !l.starts_with(b";"));
    match body {
        Some(l) => STARTS.iter().any(|s| l.starts_with(s)),
        // Comments alone (or nothing but blank lines): IR text if it starts
        // as a comment.
        None => data.trim_ascii_start().starts_with(b";"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ir_text_after_comments_reads_as_ir() {
        assert!(looks_like_ir_text(
            b"; a comment\n\ntarget triple = \"spir64\"\n"
        ));
        assert!(looks_like_ir_text(
            b"; ModuleID = 'a.bc'\nsource_filename = \"a\"\n"
        ));
        assert!(looks_like_ir_text(b"define void @f() {\n  ret void\n}\n"));
        assert!(looks_like_ir_text(b"; only a comment\n"));
        assert!(!looks_like_ir_text(b"hello\n"));
        assert!(!looks_like_ir_text(b"\x03\x02\x23\x07"));
        assert!(!looks_like_ir_text(b""));
    }
    use crate::split::props::{write_sets, PropValue, PropertySet};

    #[test]
    fn base64_round_trips_the_writer() {
        for n in 0..40usize {
            let data: Vec<u8> = (0..n).map(|i| (i * 37 + 11) as u8).collect();
            let text = crate::split::props::base64_lsb(&data);
            let back = base64_lsb_decode(text.as_bytes()).unwrap();
            assert_eq!(&back[..n], &data[..], "length {n}");
            assert!(back.len() - n <= 1, "length {n}: at most one padding byte");
        }
    }

    #[test]
    fn reads_what_the_split_writes() {
        let sets = vec![PropertySet {
            name: "SYCL/device requirements".into(),
            props: vec![
                ("aspects".into(), PropValue::Bytes(vec![6, 0, 0, 0])),
                ("reqd_sub_group_size".into(), PropValue::U32(16)),
            ],
        }];
        let text = write_sets(&sets);
        let read = read_sets(text.as_bytes()).unwrap();
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].name, "SYCL/device requirements");
        let mut want = 32u64.to_le_bytes().to_vec();
        want.extend([6, 0, 0, 0]);
        assert_eq!(
            read[0].props[0],
            (b"aspects".to_vec(), RawValue::Bytes(want))
        );
        assert_eq!(
            read[0].props[1],
            (b"reqd_sub_group_size".to_vec(), RawValue::U32(16))
        );
    }

    #[test]
    fn a_bit_count_that_is_not_whole_bytes_reads() {
        // "kernel param opt" of a kernel with 2 parameters, none removed:
        // bit count 2, one byte. Encoded by hand: bytes 02 00 .. 00 | 00.
        let mut raw = 2u64.to_le_bytes().to_vec();
        raw.push(0);
        let text = format!(
            "[SYCL/kernel param opt]\nk=2|{}\n",
            crate::split::props::base64_lsb(&raw)
        );
        let read = read_sets(text.as_bytes()).unwrap();
        assert_eq!(read[0].props[0].1, RawValue::Bytes(raw));
    }

    #[test]
    fn bad_lines_name_their_line() {
        for (text, want) in [
            ("k=1|3\n", "line 1: \"k=1|3\" comes before any [set] line"),
            ("[S]\n\nk1|3\n", "line 3: \"k1|3\" is not <name>=<type>|<value>: no '='"),
            ("[S]\nk=1|x\n", "line 2: \"k=1|x\": type 1 needs a decimal uint32"),
            ("[S]\nk=7|x\n", "line 2: \"k=7|x\": unknown type \"7\" (1 uint32, 2 byte array, 3 string)"),
            ("[S]\nk=2|AAA\n", "line 2: \"k=2|AAA\": a byte array starts with its 8-byte bit count, but only 2 bytes are there"),
            ("[S\n", "line 1: \"[S\" opens a set but does not end with ']'"),
        ] {
            assert_eq!(read_sets(text.as_bytes()).unwrap_err(), want, "{text:?}");
        }
    }

    #[test]
    fn crlf_and_blank_lines_read_as_the_runtime_reads_them() {
        let read = read_sets(b"[S]\r\n\r\nk=1|3\r\n").unwrap();
        assert_eq!(read[0].props, vec![(b"k".to_vec(), RawValue::U32(3))]);
    }
}
