//! `spirv-props-test`: a pass for tests only, which exercises the plugin's
//! diagnostic paths (`action=panic`, `warning`, `error`) so tests show each
//! reaches opt the LLVM way.

use super::{ModulePass, PassCx};

/// Test-only: exercises the plugin's diagnostic paths (`action=panic`,
/// `warning`, `error`), so tests show each reaches opt the LLVM way.
pub struct TestDiagnostics {
    /// `panic`, `warning` or `error`: the diagnostic path to exercise.
    pub action: String,
}
impl ModulePass for TestDiagnostics {
    fn log_target(&self) -> &'static str {
        "spirv_props::test_diagnostics"
    }

    fn run(&self, _: &inkwell::module::Module<'_>, cx: &mut PassCx) -> bool {
        match self.action.as_str() {
            "panic" => panic!("deliberate panic requested by spirv-props-test"),
            "warning" => cx.warning("deliberate warning"),
            _ => {
                cx.warning("deliberate warning before an error");
                cx.error("deliberate error");
                cx.error("second deliberate error");
            }
        }
        false
    }
}
