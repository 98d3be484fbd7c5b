//! `libspirv_props.so`: the thin plugin that `opt -load-pass-plugin` loads.
//!
//! It registers the pass names the passes library lists, parses
//! `name<a;b=c>` parameters (rejecting unknown ones with a message naming
//! them), turns pass diagnostics into LLVM diagnostics, and makes sure no
//! Rust panic unwinds into LLVM: a panic becomes an error diagnostic and opt
//! exits non-zero. Logging (`RUST_LOG=spirv_props=debug`) starts at load.

use std::panic::{catch_unwind, AssertUnwindSafe};

use llvm_plugin::inkwell::module::Module;
use llvm_plugin::{
    LlvmModulePass, ModuleAnalysisManager, PassBuilder, PipelineParsing, PreservedAnalyses,
};
use spirv_props_passes::ir::{self, Severity};
use spirv_props_passes::metadata::stats::Stats;
use spirv_props_passes::pass::{ModulePass, PassCx, PassInfo};
use spirv_props_passes::pipeline;

#[llvm_plugin::plugin(name = "spirv-props", version = "0.1")]
fn plugin_registrar(builder: &mut PassBuilder) {
    // Once per load; a second registration (two loads) keeps the first.
    let _ = env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("off"))
        .format_timestamp(None)
        .try_init();
    log::debug!(target: "spirv_props", "plugin loaded (LLVM {})", spirv_props_passes::LLVM_MAJOR);
    builder.add_module_pipeline_parsing_callback(|element, manager| {
        // A panic here would unwind into opt's pipeline parser.
        match catch_unwind(|| pipeline::instantiate(element)) {
            Ok(Ok(Some((info, pass, params)))) => {
                let stats = params.flag("stats") || Stats::enabled_by_env();
                manager.add_pass(Wrapped { info, pass, stats });
                PipelineParsing::Parsed
            }
            Ok(Ok(None)) => PipelineParsing::NotParsed,
            Ok(Err(message)) => {
                // opt cannot take an error text from a plugin callback; say
                // what is wrong here, then let opt reject the element and
                // exit non-zero the usual way.
                eprintln!("error: spirv-props: {message}");
                PipelineParsing::NotParsed
            }
            Err(_) => {
                eprintln!("error: spirv-props: internal error while parsing '{element}'");
                PipelineParsing::NotParsed
            }
        }
    });
}

struct Wrapped {
    info: &'static PassInfo,
    pass: Box<dyn ModulePass>,
    stats: bool,
}

impl LlvmModulePass for Wrapped {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        let name = self.info.name;
        log::debug!(target: "spirv_props", "running {name} on '{}'", module.get_name().to_string_lossy());
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let mut cx = PassCx::new(name, self.stats);
            let changed = self.pass.run(module, &mut cx);
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
                ir::diagnose(module, Severity::Error, &msg);
                ir::fatal(&format!("spirv-props: pass '{name}' failed"));
            }
        };
        // Warnings first: with no handler installed, LLVM exits on the
        // first error.
        let mut diags = cx.diagnostics.clone();
        diags.sort_by_key(|d| std::cmp::Reverse(d.severity));
        for d in &diags {
            ir::diagnose(module, d.severity, &d.message);
        }
        if cx.has_errors() {
            // opt's handler may record the error and carry on to exit 0;
            // a failed pass must stop the pipeline with a non-zero status.
            ir::fatal(&format!("spirv-props: pass '{name}' reported errors"));
        }
        log::debug!(target: "spirv_props", "{name}: {}", if changed { "changed the module" } else { "no change" });
        if changed {
            PreservedAnalyses::None
        } else {
            PreservedAnalyses::All
        }
    }
}
