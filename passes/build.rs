//! Compiles the C++ gap-filler (`src/ir/gap.cpp`) against the headers of the
//! LLVM selected by the `llvm15-0` / `llvm16-0` feature, and tells the crate
//! where that LLVM's tools live (`SPIRV_PROPS_LLVM_BINDIR`), so tests run the
//! `opt` and `FileCheck` that match the plugin.
use std::env;
use std::path::PathBuf;
use std::process::Command;

fn llvm_major() -> u32 {
    match (
        env::var_os("CARGO_FEATURE_LLVM15_0").is_some(),
        env::var_os("CARGO_FEATURE_LLVM16_0").is_some(),
    ) {
        (true, false) => 15,
        (false, true) => 16,
        _ => panic!("select exactly one LLVM: feature `llvm15-0` (default) or `llvm16-0`"),
    }
}

/// Same search order as llvm-plugin's own build script: the prefix variable,
/// then the versioned binary on PATH, then Debian's install location.
fn llvm_config(major: u32) -> PathBuf {
    let prefix_var = format!("LLVM_SYS_{major}0_PREFIX");
    println!("cargo:rerun-if-env-changed={prefix_var}");
    let mut candidates = Vec::new();
    if let Some(prefix) = env::var_os(&prefix_var) {
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
    let major = llvm_major();
    let cfg = llvm_config(major);
    println!(
        "cargo:rustc-env=SPIRV_PROPS_LLVM_BINDIR={}",
        query(&cfg, "--bindir")
    );
    println!("cargo:rustc-env=SPIRV_PROPS_LLVM_MAJOR={major}");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .file("src/ir/gap.cpp")
        // -isystem: LLVM's headers are not ours to warn about.
        .flag("-isystem")
        .flag(query(&cfg, "--includedir"))
        .flag("-std=c++17")
        .warnings(true);
    // Must match LLVM's own build or the vtables of DiagnosticInfo differ.
    if query(&cfg, "--has-rtti") != "YES" {
        build.flag("-fno-rtti");
    }
    build.compile("spirv_props_gap");
    println!("cargo:rerun-if-changed=src/ir/gap.cpp");
}
