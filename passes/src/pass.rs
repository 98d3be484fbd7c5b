//! What every pass shares: the run context (diagnostics, statistics), the
//! pass trait, and the table of pass names with their parameters. The plugin
//! registers what this table lists; nothing here knows about registration.

use inkwell::module::Module;

use crate::ir::Severity;
use crate::metadata::stats::Stats;

/// One message for the user, emitted through the LLVMContext by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
}

/// State of one pass run.
#[derive(Debug)]
pub struct PassCx {
    pub pass: &'static str,
    /// The `log` target of the pass running now (see [`run_pass`]).
    pub log: &'static str,
    pub diagnostics: Vec<Diagnostic>,
    pub stats: Stats,
    /// How many of `diagnostics` are errors (asked per entity: counting
    /// them each time would be quadratic).
    errors: usize,
}

impl PassCx {
    pub fn new(pass: &'static str, stats: bool) -> Self {
        PassCx {
            pass,
            log: "spirv_props",
            diagnostics: Vec::new(),
            stats: Stats::new(pass, stats),
            errors: 0,
        }
    }

    /// Records an error; messages start with the pass name, as LLVM's do.
    pub fn error(&mut self, message: impl Into<String>) {
        self.push(Severity::Error, message.into());
    }

    pub fn warning(&mut self, message: impl Into<String>) {
        self.push(Severity::Warning, message.into());
    }

    fn push(&mut self, severity: Severity, message: String) {
        let message = format!("{}: {}", self.pass, message);
        match severity {
            Severity::Error => {
                self.errors += 1;
                log::debug!(target: self.log, "error: {message}")
            }
            _ => log::debug!(target: self.log, "warning: {message}"),
        }
        self.diagnostics.push(Diagnostic { severity, message });
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// How many errors the run has reported so far: compared before and
    /// after one entity, whether *that* entity had one.
    pub fn error_count(&self) -> usize {
        self.errors
    }
}

/// A module pass. `run` returns whether it changed the module.
pub trait ModulePass {
    fn run(&self, module: &Module<'_>, cx: &mut PassCx) -> bool;

    /// The `log` target of the pass's debug lines, `spirv_props::<pass>`
    /// (`RUST_LOG=spirv_props::sycl_annotations=debug` shows that pass
    /// alone; `spirv_props=debug` every pass).
    fn log_target(&self) -> &'static str {
        "spirv_props"
    }
}

/// Runs `pass` with its log target in `cx` (restored after: a pass that
/// runs others, as `compile-time-properties` does, logs under each one's).
pub fn run_pass(pass: &dyn ModulePass, module: &Module<'_>, cx: &mut PassCx) -> bool {
    let outer = std::mem::replace(&mut cx.log, pass.log_target());
    let changed = pass.run(module, cx);
    cx.log = outer;
    changed
}

/// How a parameter is written in `name<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `name<flag>`
    Flag,
    /// `name<key=value>`, once (or repeated with the same value)
    Value,
    /// `name<key=a:b>` or the key repeated (`key=a;key=b`): a list
    List,
}

/// One accepted parameter.
#[derive(Clone, Copy, Debug)]
pub struct ParamInfo {
    pub name: &'static str,
    pub kind: ParamKind,
    pub help: &'static str,
}

/// Parameters every transformation accepts.
pub const COMMON_PARAMS: [ParamInfo; 1] = [ParamInfo {
    name: "stats",
    kind: ParamKind::Flag,
    help: "count what the pass did into !spirv-props.stats (also SPIRV_PROPS_STATS=1)",
}];

/// Parameters given to a pass, validated against its `ParamInfo`s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(pub Vec<(String, Option<String>)>);

impl Params {
    pub fn flag(&self, name: &str) -> bool {
        self.0.iter().any(|(k, _)| k == name)
    }

    /// Every value given for `name`, in order (repeated keys accumulate).
    pub fn values(&self, name: &str) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(k, _)| k == name)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    /// The value of `name`, which may be given more than once only with
    /// the same value: two different values are an error naming both.
    pub fn single(&self, name: &str) -> Result<Option<&str>, String> {
        let vals = self.values(name);
        match vals.split_first() {
            None => Ok(None),
            Some((first, rest)) => match rest.iter().find(|v| *v != first) {
                Some(other) => Err(format!(
                    "{name}= given twice with different values: '{first}' and '{other}'"
                )),
                None => Ok(Some(first)),
            },
        }
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }
}

/// A registered pass: its pipeline name, what it accepts and how to build it.
pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    pub params: &'static [ParamInfo],
    pub create: fn(&Params) -> Result<Box<dyn ModulePass>, String>,
}

/// Every pass name of spirv-props. Names are public API.
pub fn passes() -> &'static [PassInfo] {
    &crate::PASSES
}
