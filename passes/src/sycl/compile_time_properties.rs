//! `compile-time-properties`: the property passes in one, under the name of
//! the reference pass in Intel's sycl-post-link, so pipelines written for it
//! run with `-load-pass-plugin`: globals, then kernel parameters, then
//! kernels, then struct-member annotations (`sycl-annotations`, with this
//! pass's `format`).

use inkwell::module::Module;

use crate::pass::{run_pass, ModulePass, PassCx};
use crate::sycl::annotations::SyclAnnotations;
use crate::sycl::global_properties::SyclGlobalProperties;
use crate::sycl::kernel_properties::SyclKernelProperties;
use crate::sycl::param_properties::SyclParamProperties;

/// The pass `compile-time-properties`, with its options.
pub struct CompileTimeProperties {
    /// The `sycl-annotations` pass it ends with; its property options serve
    /// the other three passes too.
    pub annotations: SyclAnnotations,
}

impl ModulePass for CompileTimeProperties {
    fn log_target(&self) -> &'static str {
        "spirv_props::compile_time_properties"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let o = || self.annotations.opts.clone();
        // Each under its own log target.
        let mut changed = run_pass(&SyclGlobalProperties { opts: o() }, m, cx);
        changed |= run_pass(&SyclParamProperties { opts: o() }, m, cx);
        changed |= run_pass(&SyclKernelProperties { opts: o() }, m, cx);
        changed |= run_pass(&self.annotations, m, cx);
        changed
    }
}
