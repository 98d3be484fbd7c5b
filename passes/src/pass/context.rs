//! The run context every pass gets (diagnostics, statistics, the log
//! target) and the pass trait.

use inkwell::module::Module;

use crate::ir::Severity;
use crate::metadata::stats::Stats;

use super::remark::{Anchor, Remark, RemarkKind, Remarks};
use super::Site;

/// One message for the user, emitted through the LLVMContext by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How LLVM reports it (`error:`, `warning:` ...).
    pub severity: Severity,
    /// The text, starting with the pass name (`sycl-annotations: ...`).
    pub message: String,
}

/// State of one pass run.
#[derive(Debug)]
pub struct PassCx {
    /// The pipeline name of the pass, which starts every message.
    pub pass: &'static str,
    /// The `log` target of the pass running now (see [`run_pass`]).
    pub log: &'static str,
    /// Errors and warnings so far, in the order reported.
    pub diagnostics: Vec<Diagnostic>,
    /// The run's counters; the plugin writes them to the module after the run.
    pub stats: Stats,
    /// The remarks of the pass running now (see [`run_pass`]).
    remarks: Remarks,
    /// How many errors were found (asked per entity: counting them each
    /// time would be quadratic); repeats not reported again count too.
    errors: usize,
    /// How many errors and warnings were found, repeats included: a pass
    /// that reuses what it decided for an equal entity asks whether
    /// deciding it found anything (see [`PassCx::findings`]).
    findings: usize,
    /// Every message reported, as [`same_finding`] keys it: a finding is
    /// reported once however many copies of its entity the front-end made.
    reported: rustc_hash::FxHashSet<String>,
    /// [`PassCx::reports_each_entity`] for the pass running now, decided
    /// once per run (the log's answer is a call through its `dyn Log`).
    each_entity: bool,
}

/// The name clang (22 here; 15 has none) gives the copy of OpenCL kernel `k` it
/// emits beside it, `@__clang_ocl_kern_imp_k`, with the kernel's body,
/// attributes, parameters and annotations.
const CLANG_KERNEL_COPY: &str = "@__clang_ocl_kern_imp_";

/// The key under which `message` counts as already reported: the message
/// with clang's kernel copies named as their kernels, so that a finding
/// on `@k` and on `@__clang_ocl_kern_imp_k` (or twice on one entity: two
/// accesses of one annotated member) is one diagnostic.
fn same_finding(message: &str) -> String {
    message.replace(CLANG_KERNEL_COPY, "@")
}

impl PassCx {
    /// A fresh context for pass `pass`; `stats` turns the counters on.
    pub fn new(pass: &'static str, stats: bool) -> Self {
        PassCx {
            pass,
            log: "spirv_props",
            diagnostics: Vec::new(),
            stats: Stats::new(pass, stats),
            remarks: Remarks::default(),
            errors: 0,
            findings: 0,
            reported: rustc_hash::FxHashSet::default(),
            each_entity: log::log_enabled!(target: "spirv_props", log::Level::Debug),
        }
    }

    /// Records an error; messages start with the pass name, as LLVM's do.
    pub fn error(&mut self, message: impl Into<String>) {
        self.push(Severity::Error, message.into());
    }

    /// Records an error about `site`: `<site>: <error>`, the one shape
    /// every such message has.
    pub fn error_at(&mut self, site: &Site<'_, '_>, error: impl std::fmt::Display) {
        self.push(Severity::Error, format!("{site}: {error}"));
    }

    /// Records a warning about `site`, shaped as [`PassCx::error_at`].
    pub fn warning_at(&mut self, site: &Site<'_, '_>, warning: impl std::fmt::Display) {
        self.push(Severity::Warning, format!("{site}: {warning}"));
    }

    /// Records a warning.
    pub fn warning(&mut self, message: impl Into<String>) {
        self.push(Severity::Warning, message.into());
    }

    fn push(&mut self, severity: Severity, message: String) {
        let message = format!("{}: {}", self.pass, message);
        self.findings += 1;
        if severity == Severity::Error {
            self.errors += 1;
        }
        let what = if severity == Severity::Error {
            "error"
        } else {
            "warning"
        };
        if !self.reported.insert(same_finding(&message)) {
            log::debug!(target: self.log, "{what} (reported already, for a copy): {message}");
            return;
        }
        log::debug!(target: self.log, "{what}: {message}");
        self.diagnostics.push(Diagnostic { severity, message });
    }

    /// Sends optimization remark `name` of `kind` about `at`, its arguments
    /// made by `build`, if anyone takes remarks of that kind from this pass
    /// (`-pass-remarks*`, a remark file, clang's `-Rpass*`); otherwise
    /// `build` does not run. See [`super::remark`].
    pub fn remark<'ctx>(
        &self,
        kind: RemarkKind,
        name: &str,
        at: impl Into<Anchor<'ctx>>,
        build: impl FnOnce(&mut Remark<'ctx>),
    ) {
        if self.remarks.on(kind) {
            self.remarks.send(kind, name, at.into(), build);
        }
    }

    /// The run's remarks, for a closure that cannot borrow `self`
    /// ([`Remarks::send`] as [`PassCx::remark`]).
    pub fn remarks(&self) -> Remarks {
        self.remarks.clone()
    }

    /// Whether the run has reported any error (about the whole run: per
    /// entity, compare [`PassCx::error_count`]).
    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// How many errors the run has reported so far: compared before and
    /// after one entity, whether *that* entity had one.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// How many errors and warnings were found so far, repeats that were
    /// not reported again included: an outcome decided while this did not
    /// move reported nothing, and may be reused for an equal entity.
    pub fn findings(&self) -> usize {
        self.findings
    }

    /// Whether anything is reported besides errors and warnings: remarks of
    /// any kind taken from this pass, or its debug log. A pass reusing what
    /// it decided for an equal entity must not then (each entity has its
    /// own remark and log line).
    pub fn reports_each_entity(&self) -> bool {
        self.each_entity
    }

    /// Makes the pass whose log target is `log`, with `remarks`, the one
    /// running now; returns the one before.
    fn enter(&mut self, log: &'static str, remarks: Remarks) -> (&'static str, Remarks) {
        self.each_entity = remarks.any() || log::log_enabled!(target: log, log::Level::Debug);
        (
            std::mem::replace(&mut self.log, log),
            std::mem::replace(&mut self.remarks, remarks),
        )
    }
}

/// A module pass. `run` returns whether it changed the module.
pub trait ModulePass {
    /// Runs the pass on `module`, reporting through `cx`; true if it changed
    /// the module.
    fn run(&self, module: &Module<'_>, cx: &mut PassCx) -> bool;

    /// The `log` target of the pass's debug lines, `spirv_props::<pass>`
    /// (`RUST_LOG=spirv_props::sycl_annotations=debug` shows that pass
    /// alone; `spirv_props=debug` every pass).
    fn log_target(&self) -> &'static str {
        "spirv_props"
    }
}

/// Runs `pass` with its log target and remarks in `cx` (restored after: a
/// pass that runs others, as `compile-time-properties` does, logs and
/// remarks under each one's name).
pub fn run_pass(pass: &dyn ModulePass, module: &Module<'_>, cx: &mut PassCx) -> bool {
    let target = pass.log_target();
    let (outer, outer_remarks) = cx.enter(target, Remarks::of(module, target));
    let changed = pass.run(module, cx);
    cx.enter(outer, outer_remarks);
    changed
}
