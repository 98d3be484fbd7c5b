//! Finds the LLVM selected by the `llvm15` / `llvm16` / `llvm19` / `llvm22`
//! feature, compiles the C++ gap-filler (`src/ir/gap.cpp`, `src/ir/remark.cpp`) against its
//! headers, links its shared library, and tells the crate where that LLVM's
//! tools live (`SPIRV_PROPS_LLVM_BINDIR`), so tests run the `opt` and
//! `FileCheck` that match the plugin.
//!
//! It also generates the SPIR-V grammar tables (`build/grammar.rs`) and the
//! JSON form of the built-in property registry (`build/registry.rs`).
//!
//! It also hands the plugin crate's build script what it needs for the
//! registration shim (cargo's `links` metadata: `DEP_SPIRV_PROPS_GAP_*`).
#[path = "build/grammar.rs"]
mod grammar;
#[path = "build/registry.rs"]
mod registry;

use std::env;
use std::path::PathBuf;
use std::process::Command;

/// (feature, major, the llvm-sys prefix variable inkwell's llvm-sys reads)
const LLVMS: [(&str, u32, &str); 4] = [
    ("LLVM15", 15, "LLVM_SYS_150_PREFIX"),
    ("LLVM16", 16, "LLVM_SYS_160_PREFIX"),
    ("LLVM19", 19, "LLVM_SYS_191_PREFIX"),
    ("LLVM22", 22, "LLVM_SYS_221_PREFIX"),
];

/// The supported majors: `["15", "16", "19", "22"]`.
fn majors() -> Vec<String> {
    LLVMS.iter().map(|(_, m, _)| m.to_string()).collect()
}

/// The supported majors as a sentence: `15, 16, 19 and 22`.
fn supported() -> String {
    let majors = majors();
    let (last, rest) = majors.split_last().expect("LLVMS is not empty");
    format!("{} and {last}", rest.join(", "))
}

/// A build command for one supported major.
const BUILD: &str = "cargo build --release -p spirv-props --no-default-features --features llvm22";

/// A feature `llvm<N>` asked for where N is not a supported major (the
/// Cargo.toml names a few, so that they reach this message).
fn unsupported() -> Option<String> {
    env::vars()
        .filter_map(|(k, _)| k.strip_prefix("CARGO_FEATURE_LLVM").map(String::from))
        .find(|n| n.parse::<u32>().is_ok() && !LLVMS.iter().any(|(_, m, _)| m.to_string() == *n))
}

fn selected() -> (u32, &'static str) {
    if let Some(major) = unsupported() {
        // A message, not a panic: nothing here is a bug.
        eprintln!(
            "error: LLVM {major} is not supported: spirv-props builds for LLVM {} only, one \
             plugin per major (features llvm15, the default, llvm16, llvm19, llvm22): {BUILD}",
            supported()
        );
        std::process::exit(1);
    }
    let on: Vec<_> = LLVMS
        .iter()
        .filter(|(f, _, _)| env::var_os(format!("CARGO_FEATURE_{f}")).is_some())
        .collect();
    match on.as_slice() {
        [(_, major, var)] => (*major, var),
        _ => panic!(
            "select exactly one LLVM: spirv-props builds for LLVM {} (features llvm15, the \
             default, llvm16, llvm19, llvm22), one plugin per major: {BUILD}",
            supported()
        ),
    }
}

/// Same search order as llvm-sys: the prefix variable, then the versioned
/// binary on PATH, then Debian's install location.
fn llvm_config(major: u32, prefix_var: &str) -> PathBuf {
    println!("cargo:rerun-if-env-changed={prefix_var}");
    let mut candidates = Vec::new();
    if let Some(prefix) = env::var_os(prefix_var) {
        candidates.push(PathBuf::from(prefix).join("bin/llvm-config"));
    }
    candidates.push(PathBuf::from(format!("llvm-config-{major}")));
    candidates.push(PathBuf::from(format!(
        "/usr/lib/llvm-{major}/bin/llvm-config"
    )));
    for c in candidates {
        if let Ok(out) = Command::new(&c).arg("--version").output() {
            let v = String::from_utf8_lossy(&out.stdout);
            if out.status.success() && v.trim().starts_with(&format!("{major}.")) {
                return c;
            }
        }
    }
    panic!("llvm-config for LLVM {major} not found: run scripts/setup or set {prefix_var}")
}

fn query(cfg: &PathBuf, arg: &str) -> String {
    let out = Command::new(cfg)
        .arg(arg)
        .output()
        .expect("llvm-config runs");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .trim()
        .to_owned()
}

fn main() {
    let (major, prefix_var) = selected();
    let cfg = llvm_config(major, prefix_var);
    let bindir = query(&cfg, "--bindir");
    let includedir = query(&cfg, "--includedir");
    let libdir = query(&cfg, "--libdir");
    let rtti = query(&cfg, "--has-rtti") == "YES";
    println!("cargo:rustc-env=SPIRV_PROPS_LLVM_BINDIR={bindir}");
    println!("cargo:rustc-env=SPIRV_PROPS_LLVM_MAJOR={major}");
    // For the plugin's build script (DEP_SPIRV_PROPS_GAP_<KEY>).
    println!("cargo:major={major}");
    // The supported majors, for the plugin's message to a host of another.
    println!("cargo:majors={}", majors().join(","));
    println!("cargo:includedir={includedir}");
    println!("cargo:rtti={}", if rtti { "YES" } else { "NO" });

    // The shared libLLVM of this major: the one opt and clang are linked
    // against, so the plugin and its host share one LLVM. (inkwell is built
    // with `no-llvm-linking`; its llvm-sys would otherwise choose.)
    println!("cargo:rustc-link-search=native={libdir}");
    println!("cargo:rustc-link-lib=dylib=LLVM");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .file("src/ir/gap.cpp")
        .file("src/ir/remark.cpp")
        // -isystem: LLVM's headers are not ours to warn about.
        .flag("-isystem")
        .flag(&includedir)
        .flag("-std=c++17")
        .warnings(true);
    // Must match LLVM's own build or the vtables of DiagnosticInfo differ.
    if !rtti {
        build.flag("-fno-rtti");
    }
    build.compile("spirv_props_gap");
    println!("cargo:rerun-if-changed=src/ir/gap.cpp");
    println!("cargo:rerun-if-changed=src/ir/remark.cpp");

    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    grammar::generate(&out.join("grammar.rs"));
    registry::generate("src/properties/registry.toml", &out.join("registry.json"));
}
