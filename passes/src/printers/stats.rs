//! `print<spirv-props-stats>`: prints the statistics that passes run with
//! `<stats>` (or `SPIRV_PROPS_STATS=1`) wrote to `!spirv-props.stats`, one
//! line each, sorted: `<pass> <scope> <counter>: <n>`. Changes nothing.

use inkwell::module::Module;

use crate::metadata::stats;
use crate::pass::{ModulePass, PassCx};

/// The pass `print<spirv-props-stats>`; it has no options.
pub struct PrintStats;

impl ModulePass for PrintStats {
    fn log_target(&self) -> &'static str {
        "spirv_props::print_spirv_props_stats"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        match stats::read(m) {
            Ok(all) => {
                eprintln!(
                    "spirv-props-stats for module '{}'",
                    m.get_name().to_string_lossy()
                );
                for ((pass, counter, scope), n) in all {
                    eprintln!("{pass} {scope} {counter}: {n}");
                }
            }
            Err(e) => cx.error(e.to_string()),
        }
        false
    }
}
