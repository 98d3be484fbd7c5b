//! The listing of every pass, its kind, parameters (with their values and
//! defaults) and one line of help, which the plugin prints for
//! `-spirv-props-print-passes`: the plugin's substitute for `opt
//! -print-passes`, which a plugin cannot add to. Everything comes from the
//! pass table and the parameter lists the parser checks against, so the
//! listing cannot drift from what `-passes=` accepts. A sample:
//!
//! ```text
//! spirv-exec-modes (module pass)
//!     move reqd_work_group_size / ... into !spirv.ExecutionMode
//!     contraction-off=auto|never  ... (default: auto)
//!     stats                       count what the pass did ... (flag)
//! ```

use std::fmt::Write;

use super::passes;
use crate::pass::{ParamInfo, ParamKind, PassInfo};

/// How parameters are written, before the passes.
const SYNTAX: &str = "Parameters go in name<flag;key=value> (a printer's inside its brackets: \
                      print<name<...>>); a list is a:b or the key repeated.";

/// Every pass of the table: `header` (the plugin's version and LLVM), the
/// syntax, then per pass its name and kind, its summary and its parameters.
pub fn listing(header: &str) -> String {
    let mut out = format!("{header}: {} module passes\n{SYNTAX}\n", passes().len());
    for info in passes() {
        out.push('\n');
        write_pass(&mut out, info);
    }
    out
}

/// One pass: `name (kind)`, its summary, a line per parameter.
fn write_pass(out: &mut String, info: &PassInfo) {
    let kind = match info.required {
        true => "module pass, required: -opt-bisect-limit never skips it",
        false => "module pass",
    };
    let params: Vec<(String, String)> = info.accepted().map(|p| (shape(p), help(p))).collect();
    let width = params.iter().map(|(s, _)| s.len()).max().unwrap_or(0);
    // Writing to a String cannot fail.
    let _ = writeln!(out, "{} ({kind})\n    {}", info.name, info.summary);
    for (shape, help) in params {
        let _ = writeln!(out, "    {shape:width$}  {help}");
    }
}

/// How a parameter is written: `flag`, `key=a|b`, `key=<value>`,
/// `key=<a:b>`.
fn shape(p: &ParamInfo) -> String {
    match (p.kind, p.choices) {
        (ParamKind::Flag, _) => p.name.to_string(),
        (ParamKind::Value, Some(c)) => format!("{}={}", p.name, c.texts().join("|")),
        (ParamKind::Value, None) => format!("{}=<value>", p.name),
        (ParamKind::List, _) => format!("{}=<a:b>", p.name),
    }
}

/// What a parameter does, with its default (an enumerated one) or that it
/// is a flag (off unless given).
fn help(p: &ParamInfo) -> String {
    match (p.kind, p.choices) {
        (ParamKind::Flag, _) => format!("{} (flag)", p.about),
        (_, Some(c)) => format!("{} (default: {})", p.about, c.default_text()),
        (_, None) => p.about.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_every_pass_and_every_parameter_with_its_default() {
        let text = listing("spirv-props test");
        assert!(
            text.starts_with("spirv-props test: 22 module passes\n"),
            "{text}"
        );
        for info in passes() {
            assert!(
                text.contains(&format!("\n{} (module pass", info.name)),
                "{}",
                info.name
            );
            assert!(text.contains(info.summary), "{}", info.name);
        }
        assert!(text.contains(
            "\n    split=kernel|source|auto|none  images per kernel, per source, auto (per source, as the reference) or one (default: auto)\n"
        ), "{text}");
        assert!(text.contains("\n    out=<value> "), "{text}");
        assert!(text.contains("\n    only=<a:b> "), "{text}");
        assert!(text.contains(
            "\nspirv-props-verify (module pass, required: -opt-bisect-limit never skips it)\n"
        ));
    }
}
