//! The reference pages' parameter tables (`docs/passes/<pass>.md`), made
//! from the pass table the parser reads, so the pages cannot drift from
//! it: a test compares every page with [`parameter_table`], and
//! `SPIRV_PROPS_BLESS=1 cargo test -p spirv-props-passes --lib
//! reference` rewrites the tables in place (nothing else of a page).

use crate::pass::{ParamInfo, ParamKind, PassInfo};

/// Where a page's generated table starts.
pub const BEGIN: &str =
    "<!-- parameters: generated from the pass table (passes/src/pass/reference.rs) -->";
/// Where it ends.
pub const END: &str = "<!-- end of parameters -->";

/// The page of pass `name`, relative to `docs/passes/`: `print<x>` is
/// `print-x.md`.
pub fn page(name: &str) -> String {
    let slug: String = name
        .chars()
        .filter(|c| *c != '>')
        .map(|c| if c == '<' { '-' } else { c })
        .collect();
    format!("{slug}.md")
}

/// How parameter `p` is written, its default, and what it does.
fn row(p: &ParamInfo) -> [String; 4] {
    let cell = |s: &str| s.replace('|', "\\|").replace('<', "\\<");
    let (written, default) = match (p.kind, p.choices) {
        (ParamKind::Flag, _) => (format!("`{}`", p.name), "off".to_string()),
        (_, Some(c)) => (
            format!("`{}={}`", p.name, cell(&c.texts().join("|"))),
            format!("`{}`", c.default_text()),
        ),
        (ParamKind::Value, None) => (format!("`{}=VALUE`", p.name), "none".to_string()),
        (ParamKind::List, None) => (
            format!("`{0}=A:B` or `{0}=A;{0}=B`", p.name),
            "none".to_string(),
        ),
    };
    [format!("`{}`", p.name), written, default, cell(p.about)]
}

/// The Markdown table of every parameter `info` accepts, in the parser's
/// order, between [`BEGIN`] and [`END`].
pub fn parameter_table(info: &PassInfo) -> String {
    let mut s = format!(
        "{BEGIN}\n| parameter | written | default | what it does |\n| --- | --- | --- | --- |\n"
    );
    for p in info.accepted() {
        s.push_str(&format!("| {} |\n", row(p).join(" | ")));
    }
    s.push_str(END);
    s
}

/// The generated table in `text` (a page), markers included, if it has one.
pub fn table_in(text: &str) -> Option<&str> {
    let start = text.find(BEGIN)?;
    let end = text[start..].find(END)? + start + END.len();
    Some(&text[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::PASSES;

    fn docs() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/passes")
    }

    /// Every pass has a reference page whose parameter table is the one
    /// the pass table makes (values, defaults, help); with
    /// `SPIRV_PROPS_BLESS=1` the tables are rewritten instead.
    #[test]
    fn every_pass_has_a_page_whose_parameters_match_the_parser() {
        let bless = std::env::var_os("SPIRV_PROPS_BLESS").is_some();
        let mut wrong = Vec::new();
        for info in PASSES.iter() {
            let path = docs().join(page(info.name));
            let Ok(text) = std::fs::read_to_string(&path) else {
                wrong.push(format!("{}: no page {}", info.name, path.display()));
                continue;
            };
            let want = parameter_table(info);
            match table_in(&text) {
                Some(have) if have == want => {}
                Some(have) if bless => {
                    std::fs::write(&path, text.replacen(have, &want, 1)).unwrap();
                }
                Some(_) => wrong.push(format!(
                    "{}: the parameter table of {} differs from the pass table \
                     (SPIRV_PROPS_BLESS=1 rewrites it)",
                    info.name,
                    path.display()
                )),
                None => wrong.push(format!(
                    "{}: {} has no generated parameter table",
                    info.name,
                    path.display()
                )),
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn pages_and_rows() {
        assert_eq!(page("print<sycl-properties>"), "print-sycl-properties.md");
        assert_eq!(page("globaloffset"), "globaloffset.md");
        let split = PASSES
            .iter()
            .find(|p| p.name == "device-code-split")
            .unwrap();
        let t = parameter_table(split);
        assert!(
            t.contains("| `split` | `split=kernel\\|source\\|auto\\|none` | `auto` |"),
            "{t}"
        );
        assert!(t.contains("| `symbols` | `symbols` | off |"), "{t}");
        assert!(t.contains("| `out` | `out=VALUE` | none |"), "{t}");
        assert!(t.ends_with(END));
        assert_eq!(table_in(&format!("x\n{t}\ny")), Some(t.as_str()));
    }
}
