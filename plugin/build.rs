//! Compiles the registration shim (`src/register.cpp`) against the headers of
//! the LLVM the passes crate selected (it hands them over through cargo's
//! `links` metadata as `DEP_SPIRV_PROPS_GAP_*`), so the shim, the passes and
//! the host share one LLVM.
use std::env;

fn main() {
    let includedir = env::var("DEP_SPIRV_PROPS_GAP_INCLUDEDIR")
        .expect("spirv-props-passes' build script gives the LLVM include dir");
    let rtti = env::var("DEP_SPIRV_PROPS_GAP_RTTI").as_deref() == Ok("YES");
    let majors = env::var("DEP_SPIRV_PROPS_GAP_MAJORS")
        .expect("spirv-props-passes' build script gives the supported LLVM majors");
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .file("src/register.cpp")
        // -isystem: LLVM's headers are not ours to warn about.
        .flag("-isystem")
        .flag(&includedir)
        .flag("-std=c++17")
        // "15,16,19,22": named to a host of another LLVM major.
        .define("SPVP_LLVM_MAJORS", format!("\"{majors}\"").as_str())
        .warnings(true);
    // Must match LLVM's own build, or the classes we derive from differ.
    if !rtti {
        build.flag("-fno-rtti");
    }
    build.compile("spirv_props_register");
    println!("cargo:rerun-if-changed=src/register.cpp");
    // Never unmapped (RTLD_NODELETE): the plugin leaves code the host calls
    // until it exits (its command-line options, the --version printer in
    // LLVM's own lists), and LLVM 15 closes the libraries it loaded before
    // it destroys those lists at shutdown: opt-15 with the plugin loaded and
    // none of its passes run crashed at exit.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-z,nodelete");
}
