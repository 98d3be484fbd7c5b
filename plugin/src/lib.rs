//! `libspirv_props.so`: the plugin that `opt -load-pass-plugin` and
//! `clang -fpass-plugin` load.
//!
//! Registration is our own, in two small halves: `register.cpp` holds what
//! must be C++ (the `PassBuilder` callbacks and one pass type per name, so
//! LLVM's instrumentation prints our pass names), and this file holds the
//! rest: the plugin entry point with the struct layout of the LLVM it is
//! built for, parsing `name<a;b=c>` (rejecting unknown parameters with a
//! message naming them), running a pass, turning its diagnostics into LLVM
//! diagnostics, and making sure no Rust panic unwinds into LLVM.
//!
//! Why not the `llvm-plugin` crate: its newest release (0.6) supports LLVM
//! 10 to 18 only; LLVM 20 changed the extension-point callbacks and LLVM 22
//! the plugin struct (API version 2, a `PreCodeGenCallback` field).
//!
//! Logging (`RUST_LOG=spirv_props=debug`) starts at load.
//!
//! The plugin's options (`-spirv-props-print-passes`, `-spirv-props-pipeline`,
//! `-spirv-props-ep`, `-spirv-props-registry`) are LLVM `cl::opt`s that
//! `register.cpp` creates at load; what they print or set is here.

use std::ffi::{c_char, c_int, c_void};
use std::mem::ManuallyDrop;
use std::panic::{catch_unwind, AssertUnwindSafe};

use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::module::Module;
use spirv_props_passes::catalogue::{listing, passes, pipeline};
use spirv_props_passes::ir::{self, Severity};
use spirv_props_passes::metadata::stats::Stats;
use spirv_props_passes::pass::{run_pass, ModulePass, PassCx, PassInfo};
use spirv_props_passes::properties::registry;

/// The plugin's Rust allocations go to mimalloc (its own heaps, not the
/// process's malloc, which stays opt's): the passes allocate small
/// vectors and strings per kernel, parameter and global, and glibc's
/// malloc and free were a fifth of `compile-time-properties`' cost over the
/// floor. LLVM's allocations are untouched.
#[global_allocator]
static ALLOCATOR: MiAlloc = MiAlloc;

/// mimalloc through its plain entry points where the alignment allows.
/// The `mimalloc` crate's allocator calls `mi_malloc_aligned` for every
/// allocation, and mimalloc 3's aligned path costs about three times its
/// plain one (`mi_malloc` guarantees `MI_MAX_ALIGN_SIZE`, 16 bytes on the
/// 64-bit hosts LLVM ships for; larger alignments take the aligned calls).
struct MiAlloc;

/// The alignment `mi_malloc` guarantees (mimalloc's `MI_MAX_ALIGN_SIZE`).
const MI_PLAIN_ALIGN: usize = 16;

// SAFETY: every call forwards to mimalloc with the layout's size, and with
// its alignment wherever `mi_malloc`'s guarantee does not cover it; memory
// from any of these entry points may be freed by `mi_free`.
unsafe impl std::alloc::GlobalAlloc for MiAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        if layout.align() <= MI_PLAIN_ALIGN {
            libmimalloc_sys::mi_malloc(layout.size()).cast()
        } else {
            libmimalloc_sys::mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        if layout.align() <= MI_PLAIN_ALIGN {
            libmimalloc_sys::mi_zalloc(layout.size()).cast()
        } else {
            libmimalloc_sys::mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        libmimalloc_sys::mi_free(ptr.cast());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= MI_PLAIN_ALIGN {
            libmimalloc_sys::mi_realloc(ptr.cast(), new_size).cast()
        } else {
            libmimalloc_sys::mi_realloc_aligned(ptr.cast(), new_size, layout.align()).cast()
        }
    }
}

/// The plugin's version, as `-debug-pass-manager` shows it at load.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

extern "C" {
    // register.cpp
    fn spvp_plugin_api_version() -> u32;
    fn spvp_claim_builder(builder: *mut c_void, quiet: c_int) -> c_int;
    fn spvp_register_callbacks(builder: *mut c_void);
}

/// `llvm::PassPluginLibraryInfo` of the LLVM this build is for
/// (`llvm/Passes/PassPlugin.h`, from 22 `llvm/Plugins/PassPlugin.h`).
/// A test compares its size with the C++ one.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_builder_callbacks: unsafe extern "C" fn(*mut c_void),
    /// LLVM 22: `bool (*)(Module &, TargetMachine &, CodeGenFileType,
    /// raw_pwrite_stream &)`; we have none.
    #[cfg(feature = "llvm22")]
    pre_codegen_callback: Option<unsafe extern "C" fn()>,
}

/// The entry point LLVM's `PassPlugin::Load` looks up with `dlsym`.
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> PassPluginLibraryInfo {
    // SAFETY: a plain C function of register.cpp without preconditions.
    // (The host was checked when the library was loaded: register.cpp's
    // constructor exits if it is another LLVM major.)
    let api_version = unsafe { spvp_plugin_api_version() };
    PassPluginLibraryInfo {
        api_version,
        plugin_name: c"spirv-props".as_ptr(),
        plugin_version: VERSION_C.as_ptr().cast(),
        register_pass_builder_callbacks: register,
        #[cfg(feature = "llvm22")]
        pre_codegen_callback: None,
    }
}

const VERSION_C: &str = concat!(env!("CARGO_PKG_VERSION"), "\0");

/// `RegisterPassBuilderCallbacks`: `void (*)(PassBuilder &)`; a reference
/// is a pointer in the C ABI. A second copy of the plugin in the process,
/// or a second load of this one, registers nothing (register.cpp's
/// `spvp_claim_builder` says why, in one line).
unsafe extern "C" fn register(builder: *mut c_void) {
    // SAFETY: `builder` is the live PassBuilder LLVM hands to this callback.
    if unsafe { spvp_claim_builder(builder, 0) } != 0 {
        // SAFETY: as above.
        unsafe { register_claimed(builder) }
    }
}

/// A second copy of the plugin asks the first (this one) to register with
/// `builder`, which the host handed to the second copy: nothing happens if
/// this copy registered with it already. (clang's `-fplugin=A
/// -fpass-plugin=B` loads A without registering it.)
///
/// # Safety
/// `builder` is a live `llvm::PassBuilder` of this process's LLVM.
#[no_mangle]
pub unsafe extern "C" fn spvp_register_from_copy(builder: *mut c_void) {
    // SAFETY: by the caller's contract.
    if unsafe { spvp_claim_builder(builder, 1) } != 0 {
        // SAFETY: as above.
        unsafe { register_claimed(builder) }
    }
}

/// Logging, the panic hook and the callbacks, once `builder` is ours.
///
/// # Safety
/// `builder` is a live `llvm::PassBuilder` this copy has claimed.
unsafe fn register_claimed(builder: *mut c_void) {
    // Once per process; a second registration (a second pass builder)
    // keeps the first.
    let _ = env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off"))
        .format_timestamp(None)
        .try_init();
    // A pass's panic becomes an error diagnostic naming it (`run`); Rust's
    // default report (and backtrace) on stderr would only add noise there.
    std::panic::set_hook(Box::new(|info| {
        log::debug!(target: "spirv_props", "panic: {info}");
    }));
    log::debug!(target: "spirv_props", "plugin loaded (spirv-props {VERSION}, LLVM {})", spirv_props_passes::LLVM_MAJOR);
    // SAFETY: `builder` is the live PassBuilder LLVM hands to this callback.
    unsafe { spvp_register_callbacks(builder) }
}

/// A parsed pass, owned by its C++ `NamedPass` through a raw pointer.
struct Wrapped {
    info: &'static PassInfo,
    pass: Box<dyn ModulePass>,
    stats: bool,
    /// The pass as `-print-pipeline-passes` shows it, defaults filled in.
    text: String,
}

/// Parses a pipeline element: 0 not ours, 1 ours (`*handle` owns a
/// `Wrapped`, `*slot` is its index in the pass table), 2 ours but invalid
/// (the message is printed here).
///
/// # Safety
/// `text` points to `len` readable bytes; `handle` and `slot` are writable.
#[no_mangle]
pub unsafe extern "C" fn spvp_rs_parse(
    text: *const c_char,
    len: usize,
    handle: *mut *mut c_void,
    slot: *mut usize,
) -> c_int {
    // SAFETY: by the caller's contract (a StringRef's data and size).
    let bytes = unsafe { std::slice::from_raw_parts(text.cast::<u8>(), len) };
    let element = String::from_utf8_lossy(bytes);
    // A panic here would unwind into opt's pipeline parser.
    match catch_unwind(|| pipeline::instantiate(&element)) {
        Ok(Ok(Some((info, pass, params)))) => {
            let stats = params.flag("stats") || Stats::enabled_by_env();
            let index = passes()
                .iter()
                .position(|p| std::ptr::eq(p, info))
                .expect("instantiate returns an entry of the pass table");
            let text = pipeline::print(info, &params);
            let boxed = Box::new(Wrapped {
                info,
                pass,
                stats,
                text,
            });
            // SAFETY: writable by the caller's contract.
            unsafe {
                *handle = Box::into_raw(boxed).cast();
                *slot = index;
            }
            1
        }
        Ok(Ok(None)) => 0,
        Ok(Err(message)) => {
            eprintln!("error: spirv-props: {message}");
            2
        }
        Err(_) => {
            eprintln!("error: spirv-props: internal error while parsing '{element}'");
            2
        }
    }
}

/// # Safety
/// `handle` came from `spvp_rs_parse` and is dropped once.
#[no_mangle]
pub unsafe extern "C" fn spvp_rs_drop(handle: *mut c_void) {
    // SAFETY: by the caller's contract, a `Box<Wrapped>` not yet freed.
    drop(unsafe { Box::from_raw(handle.cast::<Wrapped>()) });
}

/// The pass as `-print-pipeline-passes` shows it: a pointer to `*len`
/// bytes, valid while the pass lives.
///
/// # Safety
/// `handle` came from `spvp_rs_parse` and is not dropped; `len` is writable.
#[no_mangle]
pub unsafe extern "C" fn spvp_rs_pipeline_text(
    handle: *mut c_void,
    len: *mut usize,
) -> *const c_char {
    // SAFETY: by the caller's contract.
    let wrapped = unsafe { &*handle.cast::<Wrapped>() };
    // SAFETY: writable by the caller's contract.
    unsafe { *len = wrapped.text.len() };
    wrapped.text.as_ptr().cast()
}

/// `-spirv-props-print-passes`: every pass, its parameters and help, on
/// stdout (the C++ side exits after it). A closed stdout is not an error
/// worth a panic.
#[no_mangle]
pub extern "C" fn spvp_rs_print_passes() {
    use std::io::Write;
    let header = format!(
        "spirv-props {VERSION} for LLVM {}",
        spirv_props_passes::LLVM_MAJOR
    );
    let _ = catch_unwind(|| {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(listing::listing(&header).as_bytes());
        let _ = out.flush();
    });
}

/// `-spirv-props-registry=<file>`: recorded for every pass that reads the
/// registry (`registry::user_registry`), so the option wins over
/// `SPIRV_PROPS_REGISTRY` and a pass's own `registry=` wins over both.
/// Called while the host parses its command line, before any pass runs.
///
/// # Safety
/// `path` points to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn spvp_rs_set_registry(path: *const c_char, len: usize) {
    // SAFETY: by the caller's contract (a std::string's data and size).
    let bytes = unsafe { std::slice::from_raw_parts(path.cast::<u8>(), len) };
    let path = String::from_utf8_lossy(bytes).into_owned();
    let _ = catch_unwind(|| registry::set_registry_option(path));
}

#[no_mangle]
pub extern "C" fn spvp_rs_pass_count() -> usize {
    passes().len()
}

/// NUL-terminated pass names, built once (the table's names are `&str`).
fn c_names() -> &'static [std::ffi::CString] {
    static NAMES: std::sync::OnceLock<Vec<std::ffi::CString>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        passes()
            .iter()
            .map(|p| std::ffi::CString::new(p.name).expect("pass names have no NUL"))
            .collect()
    })
}

#[no_mangle]
pub extern "C" fn spvp_rs_pass_name(slot: usize) -> *const c_char {
    c_names()
        .get(slot)
        .map_or(c"?".as_ptr(), |name| name.as_ptr())
}

/// 1 if the pass table marks the pass `required` (the checker, the split
/// and the printers): `-opt-bisect-limit` never skips it, as it never skips
/// LLVM's verifier, output writers and `print<...>` passes.
#[no_mangle]
pub extern "C" fn spvp_rs_pass_required(slot: usize) -> c_int {
    passes().get(slot).is_some_and(|p| p.required) as c_int
}

#[no_mangle]
pub extern "C" fn spvp_rs_version() -> *const c_char {
    VERSION_C.as_ptr().cast()
}

/// Runs a parsed pass on a module; returns 1 if it changed the module.
/// Every diagnostic of the run is emitted; if there was an error, the host
/// is stopped with a non-zero exit after all of them.
///
/// # Safety
/// `handle` came from `spvp_rs_parse`; `module` is the live module the pass
/// manager is running on.
#[no_mangle]
pub unsafe extern "C" fn spvp_rs_run(handle: *mut c_void, module: LLVMModuleRef) -> c_int {
    // SAFETY: by the caller's contract. The module is borrowed from the pass
    // manager: ManuallyDrop keeps inkwell from disposing of it.
    let (wrapped, module) = unsafe {
        (
            &*handle.cast::<Wrapped>(),
            ManuallyDrop::new(Module::new(module)),
        )
    };
    run(wrapped, &module) as c_int
}

fn run(w: &Wrapped, module: &Module<'_>) -> bool {
    let name = w.info.name;
    let log = w.pass.log_target();
    log::debug!(target: log, "running {name} on '{}'", module.get_name().to_string_lossy());
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        ir::md::begin_run(module);
        let mut cx = PassCx::new(name, w.stats);
        let changed = run_pass(&*w.pass, module, &mut cx);
        cx.stats.write(module);
        (changed || cx.stats.enabled(), cx)
    }));
    let (changed, cx) = match outcome {
        Ok(x) => x,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            let msg = format!("{name}: internal error (a bug in spirv-props): {what}");
            if !ir::diagnose(module, Severity::Error, &msg) {
                ir::fatal(&format!("spirv-props: pass '{name}' failed"));
            }
            // The host took the error and fails the compilation; the pass
            // left the module in an unknown state, so say it changed.
            return true;
        }
    };
    // In the order the pass found them; `ir::diagnose` never stops the host.
    let mut unhandled_errors = 0;
    for d in &cx.diagnostics {
        let taken = ir::diagnose(module, d.severity, &d.message);
        if d.severity == Severity::Error && !taken {
            unhandled_errors += 1;
        }
    }
    if unhandled_errors > 0 {
        // The errors were only printed (opt): a failed pass must stop the
        // pipeline with a non-zero status. A host whose handler took them
        // (clang) counts them and fails the compilation itself, without
        // the crash report a fatal error makes there.
        ir::fatal(&format!(
            "spirv-props: pass '{name}' reported {unhandled_errors} error{}",
            if unhandled_errors == 1 { "" } else { "s" }
        ));
    }
    log::debug!(target: log, "{name}: {}", if changed { "changed the module" } else { "no change" });
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    extern "C" {
        fn spvp_plugin_info_size() -> usize;
        fn spvp_wrong_host_message(
            host: u32,
            library: *const c_char,
            buf: *mut c_char,
            size: usize,
        ) -> usize;
    }

    fn wrong_host_message(host: u32) -> String {
        let mut buf = vec![0u8; 512];
        // SAFETY: a NUL-terminated library name and a writable buffer of
        // the size given.
        let len = unsafe {
            spvp_wrong_host_message(
                host,
                c"libLLVM.so".as_ptr(),
                buf.as_mut_ptr().cast(),
                buf.len(),
            )
        };
        assert!(len < buf.len(), "message longer than the test's buffer");
        buf.truncate(len);
        String::from_utf8(buf).unwrap()
    }

    /// A supported major gets the build to use; any other the list of
    /// supported majors and how to build for one (opt-14 was told to use
    /// `--features llvm14`, which does not exist).
    #[test]
    fn wrong_host_names_the_build_or_the_supported_majors() {
        let built = spirv_props_passes::LLVM_MAJOR;
        let other = if built == "22" { 19 } else { 22 };
        assert_eq!(
            wrong_host_message(other),
            format!("error: libspirv_props.so was built for LLVM {built} but loaded into LLVM {other} (libLLVM.so); \
                     use the plugin built with --features llvm{other} \
                     (cargo build --release -p spirv-props --no-default-features --features llvm{other})")
        );
        assert_eq!(
            wrong_host_message(14),
            format!("error: libspirv_props.so was built for LLVM {built} but loaded into LLVM 14 (libLLVM.so); \
                     LLVM 14 is not supported: spirv-props builds for LLVM 15, 16, 19 and 22 only, one plugin \
                     per major (cargo build --release -p spirv-props --no-default-features --features llvm<N>)")
        );
    }

    #[test]
    fn plugin_info_matches_the_cpp_layout() {
        // SAFETY: plain C function without preconditions.
        let cpp = unsafe { spvp_plugin_info_size() };
        assert_eq!(std::mem::size_of::<PassPluginLibraryInfo>(), cpp);
    }

    #[test]
    fn every_pass_has_a_c_name() {
        assert_eq!(c_names().len(), spvp_rs_pass_count());
        for (i, p) in passes().iter().enumerate() {
            // SAFETY: a pointer into c_names(), NUL-terminated and static.
            let got = unsafe { CStr::from_ptr(spvp_rs_pass_name(i)) };
            assert_eq!(got.to_str().unwrap(), p.name);
        }
    }
}
