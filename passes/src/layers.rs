//! The crate's layers, bottom to top, and the test that keeps them: every
//! `crate::<module>` path in a file (and every `super::` chain that climbs
//! to the crate root) names the file's own top-level module, one below it
//! in [`LAYERS`], or an edge [`EXCEPTIONS`] allows. Comments, doc comments
//! and string literals are not code and are not read. docs/design.md
//! ("Layers") says what each layer owns.

use std::collections::BTreeSet;
use std::path::Path;

/// The top-level modules, bottom to top: a module may use those before it
/// in this list, never one after it.
pub const LAYERS: &[&str] = &[
    // What every layer shares: how messages quote values.
    "text",
    // LLVM: the only module with LLVM-C calls (the lint in lib.rs).
    "ir",
    // Files in and out.
    "files",
    "output",
    // SPIR-V without LLVM: grammar tables, SPIR-V values, `{X:Y}`.
    "grammar",
    // Typed metadata layouts.
    "metadata",
    // What every pass shares.
    "pass",
    // The property registry and lowering.
    "properties",
    // The passes, each above those it uses.
    "sycl",
    "targets",
    "spirv",
    "split",
    "offload",
    "printers",
    // The pass table: it names every pass.
    "catalogue",
];

/// Edges that climb the table but are allowed: (from, to, why). None is
/// needed today; an entry needs a reason docs/design.md repeats.
pub const EXCEPTIONS: &[(&str, &str, &str)] = &[];

/// The position of layer `name` in [`LAYERS`].
fn rank(name: &str) -> Option<usize> {
    LAYERS.iter().position(|l| *l == name)
}

/// Whether module `from` may use module `to`.
fn allowed(from: &str, to: &str) -> bool {
    if from == to {
        return true;
    }
    match (rank(from), rank(to)) {
        (Some(f), Some(t)) if t < f => true,
        _ => EXCEPTIONS.iter().any(|&(a, b, _)| a == from && b == to),
    }
}

/// `text` with comments, doc comments, string literals and character
/// literals blanked (each replaced by spaces, newlines kept), so that only
/// code is searched.
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let is_ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let mut i = 0;
    while i < c.len() {
        // Line comment (`//`, `///`, `//!`).
        if c[i] == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
            continue;
        }
        // Block comment, nested as Rust nests them.
        if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    blank(&mut out, c[i]);
                    blank(&mut out, c[i + 1]);
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    blank(&mut out, c[i]);
                    blank(&mut out, c[i + 1]);
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            continue;
        }
        // Raw string: r"...", r#"..."#, br"..." (no escapes).
        let prev_ident =
            i > 0 && is_ident(c[i - 1]) && !(c[i - 1] == 'b' && (i < 2 || !is_ident(c[i - 2])));
        if c[i] == 'r' && !prev_ident {
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                j += 1;
            }
            if c.get(j) == Some(&'"') {
                let hashes = j - i - 1;
                let mut k = j + 1;
                while k < c.len() {
                    if c[k] == '"' && (1..=hashes).all(|h| c.get(k + h) == Some(&'#')) {
                        k += 1 + hashes;
                        break;
                    }
                    k += 1;
                }
                for &ch in &c[i..k.min(c.len())] {
                    blank(&mut out, ch);
                }
                i = k;
                continue;
            }
        }
        // String (also b"...").
        if c[i] == '"' {
            blank(&mut out, c[i]);
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            if i < c.len() {
                blank(&mut out, c[i]);
                i += 1;
            }
            continue;
        }
        // Character literal ('x', '\n', '"'); a lifetime or label ('a) is
        // code and stays.
        if c[i] == '\'' {
            let end = if c.get(i + 1) == Some(&'\\') {
                (i + 3..c.len()).find(|&k| c[k] == '\'')
            } else if c.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                for &ch in &c[i..=end] {
                    blank(&mut out, ch);
                }
                i = end + 1;
                continue;
            }
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

/// The top-level modules code of a file of module path `module` (`["ir",
/// "md"]` for `ir/md.rs`) names: through `crate::<m>` (or `crate::{m, ...}`)
/// and through `super::` chains that climb to the crate root. Inline
/// modules (`mod tests { ... }`) deepen the path where they are. `code` is
/// [`code_only`]'s.
fn referenced(module: &[String], code: &str) -> BTreeSet<String> {
    let c: Vec<char> = code.chars().collect();
    let is_ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let word_at = |i: usize| -> String { c[i..].iter().take_while(|&&ch| is_ident(ch)).collect() };
    let skip_ws = |mut i: usize| {
        while i < c.len() && c[i].is_whitespace() {
            i += 1;
        }
        i
    };
    // The first segment of each item of the path group starting at `i`
    // (`a::b, c` in `{a::b, c}`), or the one segment at `i`.
    let heads = |i: usize| -> Vec<String> {
        let i = skip_ws(i);
        if c.get(i) != Some(&'{') {
            return vec![word_at(i)];
        }
        let mut out = Vec::new();
        let (mut depth, mut at_item) = (0, true);
        for k in i..c.len() {
            match c[k] {
                '{' => {
                    depth += 1;
                    at_item = depth == 1;
                    continue;
                }
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ',' if depth == 1 => {
                    at_item = true;
                    continue;
                }
                ch if at_item && depth == 1 && is_ident(ch) => {
                    out.push(word_at(k));
                    at_item = false;
                }
                ch if !ch.is_whitespace() => at_item = false,
                _ => {}
            }
        }
        out
    };
    let mut found = BTreeSet::new();
    // Inline modules open where they are, by the brace depth they close at.
    let mut inline: Vec<usize> = Vec::new();
    let mut braces = 0usize;
    let mut i = 0;
    while i < c.len() {
        let starts_word = i == 0 || !(is_ident(c[i - 1]));
        match c[i] {
            '{' => braces += 1,
            '}' => {
                braces = braces.saturating_sub(1);
                if inline.last() == Some(&braces) {
                    inline.pop();
                }
            }
            _ => {}
        }
        if starts_word && is_ident(c[i]) {
            let word = word_at(i);
            let after = skip_ws(i + word.len());
            if word == "mod" {
                let name_at = after;
                let name = word_at(name_at);
                if !name.is_empty() && c.get(skip_ws(name_at + name.len())) == Some(&'{') {
                    inline.push(braces);
                }
            } else if word == "crate"
                && c.get(after) == Some(&':')
                && c.get(after + 1) == Some(&':')
            {
                found.extend(heads(after + 2));
            } else if word == "super" && (i < 2 || c[i - 2..i] != [':', ':']) {
                // Climb: each `super::` is one level up from where it is.
                let mut depth = module.len() + inline.len();
                let mut k = i;
                while word_at(k) == "super" {
                    let colons = skip_ws(k + 5);
                    if c.get(colons) != Some(&':') || c.get(colons + 1) != Some(&':') {
                        break;
                    }
                    depth = depth.saturating_sub(1);
                    k = skip_ws(colons + 2);
                }
                if depth == 0 {
                    found.extend(heads(k));
                }
            }
            i += word.len();
            continue;
        }
        i += 1;
    }
    found.retain(|m| {
        !m.is_empty()
            && m != "self"
            && m.chars()
                .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_')
    });
    found
}

/// Every violation in `files` ((path under `src/`, text)): `from -> to`
/// edges that climb, files of a module [`LAYERS`] lacks, and modules named
/// that it lacks.
fn violations(files: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for (path, text) in files {
        let mut module: Vec<String> = path
            .trim_end_matches(".rs")
            .split('/')
            .map(str::to_owned)
            .collect();
        if module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        // The crate root declares the layers; this file is their test.
        if module == ["lib"] || module == ["layers"] {
            continue;
        }
        let from = &module[0];
        if rank(from).is_none() {
            out.push(format!(
                "{path}: module `{from}` is in no layer (add it to LAYERS)"
            ));
            continue;
        }
        for to in referenced(&module, &code_only(text)) {
            if rank(&to).is_none() {
                out.push(format!(
                    "{path}: `crate::{to}` is in no layer (add it to LAYERS)"
                ));
            } else if !allowed(from, &to) {
                out.push(format!(
                    "{path}: `{from}` uses `crate::{to}`, a layer above it (move what it needs down, or list the edge in EXCEPTIONS with why)"
                ));
            }
        }
    }
    out
}

/// Every `.rs` file under `dir`, as (path relative to `root`, text).
fn sources(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            sources(root, &p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            let rel = p
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let text =
                std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            out.push((rel, text));
        }
    }
}

#[test]
fn every_import_goes_down() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(
        files.len() > 50,
        "found only {} files under {}",
        files.len(),
        root.display()
    );
    let bad = violations(&files);
    assert!(
        bad.is_empty(),
        "imports that climb the layers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn every_layer_is_a_module_of_the_crate() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("lib.rs");
    let declared: BTreeSet<String> = code_only(&lib)
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|m| m.trim_end_matches(';').to_owned())
        .collect();
    let layers: BTreeSet<String> = LAYERS.iter().map(|l| l.to_string()).collect();
    assert_eq!(declared, layers, "lib.rs's `pub mod`s and LAYERS");
    for (from, to, why) in EXCEPTIONS {
        assert!(
            rank(from).is_some() && rank(to).is_some() && !why.is_empty(),
            "{from} -> {to}"
        );
    }
}

#[test]
fn the_check_sees_what_climbs_and_only_code() {
    let file = |path: &str, text: &str| vec![(path.to_string(), text.to_string())];
    // Down is fine, up is not.
    assert!(violations(&file("pass/x.rs", "use crate::metadata::spirv::Literal;")).is_empty());
    assert_eq!(
        violations(&file("metadata/x.rs", "use crate::pass::PassCx;")).len(),
        1
    );
    assert_eq!(
        violations(&file("ir/x.rs", "fn f() { crate::output::Output::new(); }")).len(),
        1
    );
    // Groups are read item by item.
    assert_eq!(
        violations(&file(
            "grammar/mod.rs",
            "use crate::{text::quote, metadata::{self, MdError}};"
        ))
        .len(),
        1
    );
    // Comments, doc comments and strings are not code.
    let quiet = "//! see [`crate::catalogue`]\n/// [`crate::pass::Site`]\n/* crate::pass */ \
                 fn f() -> &'static str { let _c = '\"'; let _q = '\\''; \"crate::pass\" }\n\
                 const R: &str = r#\"crate::pass\"#; const S: &str = \"\\\"crate::pass\";";
    assert!(
        violations(&file("ir/x.rs", quiet)).is_empty(),
        "{:?}",
        violations(&file("ir/x.rs", quiet))
    );
    // ... and code after them is read again.
    let after = format!("{quiet}\nuse crate::pass::Site;");
    assert_eq!(violations(&file("ir/x.rs", &after)).len(), 1);
    // `super::` that climbs to the crate root names a top-level module;
    // inside an inline module it is one level less high.
    assert_eq!(
        violations(&file("ir/x.rs", "use super::super::pass::Site;")).len(),
        1
    );
    assert!(violations(&file("ir/x.rs", "mod tests { use super::super::md; }")).is_empty());
    assert_eq!(
        violations(&file("files.rs", "use super::output::Output;")).len(),
        1
    );
    assert!(violations(&file("output.rs", "mod tests { use super::*; }")).is_empty());
    // A module no layer has is reported.
    assert_eq!(violations(&file("newthing/mod.rs", "")).len(), 1);
}
