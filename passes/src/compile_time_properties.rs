//! `compile-time-properties`: the property passes in one, under the name of
//! the reference pass in Intel's sycl-post-link, so pipelines written for it
//! run with `-load-pass-plugin`: globals, then kernel parameters, then
//! kernels. (The annotation rewriting joins when it lands.)

use llvm_plugin::inkwell::module::Module;

use crate::pass::{ModulePass, PassCx};
use crate::properties::lower::PropertyOptions;
use crate::sycl_global_properties::SyclGlobalProperties;
use crate::sycl_kernel_properties::SyclKernelProperties;
use crate::sycl_param_properties::SyclParamProperties;

pub struct CompileTimeProperties {
    pub opts: PropertyOptions,
}

impl ModulePass for CompileTimeProperties {
    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let o = || self.opts.clone();
        let mut changed = SyclGlobalProperties { opts: o() }.run(m, cx);
        changed |= SyclParamProperties { opts: o() }.run(m, cx);
        changed |= SyclKernelProperties { opts: o() }.run(m, cx);
        changed
    }
}
