//! Shared by the in-process tests: parse IR text into a module.
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use spirv_props_passes::pass::{ModulePass, PassCx};

pub fn parse<'ctx>(ctx: &'ctx Context, ir: &str) -> Module<'ctx> {
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "test");
    ctx.create_module_from_ir(buf)
        .unwrap_or_else(|e| panic!("bad test IR: {e}"))
}

#[allow(dead_code)] // not every test file runs passes
/// Runs a pass, asserts the module still verifies, returns (changed, cx).
pub fn run(pass: &dyn ModulePass, name: &'static str, m: &Module<'_>) -> (bool, PassCx) {
    let mut cx = PassCx::new(name, false);
    let changed = pass.run(m, &mut cx);
    m.verify()
        .unwrap_or_else(|e| panic!("{name} broke the module: {e}"));
    (changed, cx)
}
