//! The lit runner: `cargo test` runs this (a `harness = false` test of the
//! plugin crate, so cargo has built `libspirv_props.so` first).
//!
//! Tests are LLVM-style `.ll` files under `lit-tests/` (not `Inputs/`
//! folders, which hold what tests read) with `; RUN:` lines
//! (a trailing `\` continues a line) and FileCheck directives. The `lit`
//! crate finds, runs and reports them; checking is LLVM's own FileCheck, so
//! tests read exactly like LLVM's. The `lit` crate would also interpret
//! `CHECK` lines itself, with its own semantics, so it is given a shadow copy
//! of each test that holds only the substituted RUN lines; FileCheck reads
//! the original.
//!
//! Substitutions (as in LLVM's lit): `%s` the test file, `%S` its
//! directory, `%t` a per-test scratch path, `%plugin` the freshly built
//! plugin, `%llvm-major` its LLVM major, `%wrong-opt` the opt of another
//! major (`%wrong-major`), `%nvptx-cpu` the NVIDIA processor llc is asked
//! for (`sm_90`, `sm_80` on LLVM 15). `opt`, `FileCheck`, `not`, `count` resolve to the LLVM the plugin
//! was built for (first on PATH), `llc-22`, `llvm-spirv-15`, `spirv-val`,
//! `spirv-dis` to the system tools; `%intel-llvm-spirv`, `%spirv-val-2025`
//! and `%spirv-dis-2025` to those `scripts/setup` puts in `.venv` (tests
//! using them say `REQUIRES: venv-tools`). Every RUN line runs under
//! `set -o pipefail`, like LLVM's lit.
//!
//! `; REQUIRES: llvm15` skips a test on other builds and `; UNSUPPORTED:
//! llvm22` skips it on that one, as in LLVM's lit: comma-separated
//! expressions (all must hold / any excludes), each `a || b` or `!a`, and
//! after a `#` the reason, which every such test gives. Features are
//! `llvm<major>` of the plugin's LLVM (15, 16, 19, 22), `clang` (that
//! LLVM's clang is installed: `clang` in a RUN line is it) and `venv-tools`.
//!
//! Two quirks of the `lit` crate: `@name` in a RUN line is its variable
//! syntax (so the runner rejects `@`), and it splits RUN lines at whitespace,
//! so a run of spaces inside quotes collapses to one (write ` *` in a regex).
//!
//! `cargo test --test lit -- FILTER` runs only tests whose path contains
//! FILTER. `lit.cfg.py` gives LLVM's own lit the same substitutions and
//! features: keep the two in step.

use std::fs;
use std::path::{Path, PathBuf};

fn plugin_path() -> PathBuf {
    // The test executable is target/<profile>/deps/lit-<hash>; cargo built the
    // plugin for this test run next to it, in deps/ (it copies it up to
    // target/<profile>/ only for `cargo build`, so that copy may be stale).
    let exe = std::env::current_exe().expect("test executable path");
    let so = exe.parent().expect("deps dir").join("libspirv_props.so");
    assert!(so.exists(), "plugin not built: {} is missing", so.display());
    so
}

fn tests_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read lit-tests")
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            // `Inputs/` holds files tests read, as in LLVM's test trees.
            if p.file_name().is_some_and(|n| n != "Inputs") {
                tests_under(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

/// The tools `scripts/setup` installs into `.venv` (Intel's 2024.2
/// translator, spirv-tools 2025.5), as substitutions, if present.
fn venv_tools() -> Vec<(&'static str, PathBuf)> {
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/lib");
    let Some(site) = fs::read_dir(&lib).ok().and_then(|d| {
        d.flatten()
            .map(|e| e.path().join("site-packages"))
            .find(|p| p.is_dir())
    }) else {
        return Vec::new();
    };
    let tools = [
        (
            "%intel-llvm-spirv",
            site.join("dpcpp_llvm_spirv/bin/llvm-spirv"),
        ),
        ("%spirv-val-2025", site.join("cmeel.prefix/bin/spirv-val")),
        ("%spirv-dis-2025", site.join("cmeel.prefix/bin/spirv-dis")),
    ];
    if tools.iter().all(|(_, p)| p.exists()) {
        tools.into()
    } else {
        Vec::new()
    }
}

/// The features of this build: `llvm<major>` of the plugin's LLVM,
/// `clang` when that LLVM's clang is installed (`clang` in a RUN line is
/// then it: its bin folder is first on PATH), and `venv-tools` when
/// `venv_tools` found them.
fn features(venv: bool) -> Vec<String> {
    let major = spirv_props_passes::LLVM_MAJOR;
    let mut have = vec![format!("llvm{major}")];
    if Path::new(&format!("/usr/lib/llvm-{major}/bin/clang")).exists() {
        have.push("clang".into());
    }
    if venv {
        have.push("venv-tools".into());
    }
    have
}

/// Whether one feature expression holds: `a || b` (any of), `!a` (not).
fn holds(expr: &str, have: &[String]) -> bool {
    expr.split("||")
        .map(str::trim)
        .any(|term| match term.strip_prefix('!') {
            Some(neg) => !have.iter().any(|h| h == neg.trim()),
            None => have.iter().any(|h| h == term),
        })
}

/// The expressions of a test's `REQUIRES:` or `UNSUPPORTED:` lines (split
/// at commas), each with the reason its line gives after a `#`.
fn directive<'a>(text: &'a str, key: &'a str) -> Vec<(&'a str, &'a str)> {
    text.lines()
        .filter_map(|l| l.find(key).map(|i| &l[i + key.len()..]))
        .flat_map(|r| {
            let (exprs, why) = r.split_once('#').unwrap_or((r, ""));
            exprs.split(',').map(move |e| (e.trim(), why.trim()))
        })
        .filter(|(e, _)| !e.is_empty())
        .collect()
}

/// Why a test does not run on this build, if it does not: a `REQUIRES:`
/// expression that fails (all must hold) or an `UNSUPPORTED:` one that
/// holds (any excludes), as in LLVM's lit, with the line's reason.
fn skip_reason(text: &str, venv: bool) -> Option<String> {
    let have = features(venv);
    let describe = |what: &str, hits: Vec<(&str, &str)>| {
        let exprs: Vec<&str> = hits.iter().map(|(e, _)| *e).collect();
        let mut whys: Vec<&str> = hits
            .iter()
            .map(|(_, w)| *w)
            .filter(|w| !w.is_empty())
            .collect();
        whys.dedup();
        let mut out = format!("{what} {}", exprs.join(", "));
        if !whys.is_empty() {
            out.push_str(": ");
            out.push_str(&whys.join("; "));
        }
        out
    };
    let unmet: Vec<_> = directive(text, "REQUIRES:")
        .into_iter()
        .filter(|(e, _)| !holds(e, &have))
        .collect();
    if !unmet.is_empty() {
        return Some(describe("requires", unmet));
    }
    let excluded: Vec<_> = directive(text, "UNSUPPORTED:")
        .into_iter()
        .filter(|(e, _)| holds(e, &have))
        .collect();
    (!excluded.is_empty()).then(|| describe("unsupported on", excluded))
}

/// The RUN lines of a test, continuations joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending = String::new();
    for line in text.lines() {
        let Some(idx) = line.find("RUN:") else {
            continue;
        };
        let body = line[idx + 4..].trim();
        if let Some(head) = body.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
        } else {
            pending.push_str(body);
            lines.push(std::mem::take(&mut pending));
        }
    }
    lines
}

/// The plugin's LLVM major, and another one whose opt a test loads the
/// plugin into to see it refuse: the next of the supported majors, so that
/// over the four builds both ways of telling the host's version are seen
/// (LLVM 15 cannot say it, the others can).
fn llvm_majors() -> (&'static str, &'static str) {
    let major = spirv_props_passes::LLVM_MAJOR;
    let wrong = match major {
        "15" => "16",
        "16" => "19",
        "19" => "22",
        _ => "15",
    };
    (major, wrong)
}

fn substitute(
    cmd: &str,
    test: &Path,
    tmp: &Path,
    plugin: &Path,
    venv: &[(&str, PathBuf)],
) -> String {
    let dir = test.parent().expect("test dir");
    let mut cmd = cmd.to_string();
    for (name, path) in venv {
        cmd = cmd.replace(name, &path.display().to_string());
    }
    let (major, wrong) = llvm_majors();
    let cmd = cmd
        .replace("%plugin", &plugin.display().to_string())
        .replace("%llvm-major", major)
        .replace("%wrong-major", wrong)
        .replace("%wrong-opt", &format!("/usr/lib/llvm-{wrong}/bin/opt"))
        // The newest NVIDIA processor this LLVM's llc knows that the tests
        // target: the H100's sm_90 from LLVM 16; LLVM 15 stops before it.
        .replace("%nvptx-cpu", if major == "15" { "sm_80" } else { "sm_90" })
        .replace("%s", &test.display().to_string())
        .replace("%S", &dir.display().to_string())
        .replace("%t", &tmp.display().to_string());
    format!("set -o pipefail; {cmd}")
}

fn main() {
    // The lit crate colours its report through `term`; plain text reads
    // better in CI logs.
    std::env::set_var("TERM", "dumb");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../lit-tests")
        .canonicalize()
        .expect("lit-tests dir");
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let plugin = plugin_path();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("lit-llvm{}", spirv_props_passes::LLVM_MAJOR));
    let _ = fs::remove_dir_all(&work);
    let shadow_root = work.join("shadow");

    let venv = venv_tools();
    let mut tests = Vec::new();
    tests_under(&root, &mut tests);
    let mut count = 0;
    let mut unsupported = 0;
    for test in &tests {
        let rel = test.strip_prefix(&root).expect("under root");
        if filter
            .as_ref()
            .is_some_and(|f| !rel.to_string_lossy().contains(f.as_str()))
        {
            continue;
        }
        let text = fs::read_to_string(test).expect("read test");
        // A test that holds for some LLVMs only must say why.
        for line in text
            .lines()
            .filter(|l| l.contains("REQUIRES:") || l.contains("UNSUPPORTED:"))
        {
            assert!(
                !line.contains("llvm") || line.contains('#'),
                "{}: give the reason after '#': {line}",
                rel.display()
            );
        }
        if let Some(why) = skip_reason(&text, !venv.is_empty()) {
            println!("UNSUPPORTED :: {} ({why})", rel.display());
            unsupported += 1;
            continue;
        }
        let runs = run_lines(&text);
        assert!(!runs.is_empty(), "{}: no RUN line", rel.display());
        let shadow = shadow_root.join(rel);
        let tmp = work.join("tmp").join(rel).with_extension("tmp");
        fs::create_dir_all(shadow.parent().unwrap()).unwrap();
        fs::create_dir_all(tmp.parent().unwrap()).unwrap();
        let mut body = String::new();
        for r in runs {
            // The lit crate expands `@name` in RUN lines; ours never use it.
            assert!(
                !r.contains('@'),
                "{}: '@' is not allowed in RUN lines: {r}",
                rel.display()
            );
            body.push_str(&format!(
                "; RUN: {}\n",
                substitute(&r, test, &tmp, &plugin, &venv)
            ));
        }
        fs::write(&shadow, body).unwrap();
        count += 1;
    }
    assert!(count > 0, "no lit test matched");

    let shadow_str = shadow_root.display().to_string();
    // The `lit` crate's own reporter: `PASS :: name` / `FAIL :: name` with
    // the failing command's output, then a summary.
    let outcome = lit::run::tests(lit::event_handler::Default::default(), |config| {
        config.add_search_path(shadow_str.clone());
        config.add_extension("ll");
        config.add_executable_search_path(spirv_props_passes::LLVM_BINDIR);
        config.truncate_output_context_to_number_of_lines = Some(80);
    });
    match outcome {
        Ok(()) => println!(
            "lit (LLVM {}): {count} passed, 0 failed, {unsupported} skipped",
            spirv_props_passes::LLVM_MAJOR
        ),
        Err(()) => {
            println!(
                "lit (LLVM {}): FAILED, see the 'FAIL ::' entries above",
                spirv_props_passes::LLVM_MAJOR
            );
            std::process::exit(1);
        }
    }
}
