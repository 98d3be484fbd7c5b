//! Entry points (kernels and HLSL entries) and the functions they reach.

use super::pass::{fn_attr, parsed};
use rustc_hash::FxHashSet;

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use super::attrs;

use crate::ir::call;
use crate::metadata::kernel::kernel_list;

/// Whether `f` is an HLSL entry point: a definition with clang's
/// `"hlsl.shader"` attribute (`"compute"` or another stage).
pub(super) fn is_hlsl_entry(f: FunctionValue<'_>) -> bool {
    crate::ir::is_definition(f) && fn_attr(f, attrs::HLSL_SHADER).is_some()
}

/// The entry points: the kernels (`spir_kernel` ...), then the HLSL entry
/// points that are not kernels too, each in module order.
pub fn entry_points<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut out = kernel_list(m);
    let kernels: FxHashSet<FunctionValue<'ctx>> = out.iter().copied().collect();
    out.extend(
        m.get_functions()
            .filter(|f| is_hlsl_entry(*f) && !kernels.contains(f)),
    );
    out
}

/// Whether the module is for a shader environment: a Vulkan OS in the
/// triple (`spirv-unknown-vulkan1.3-compute`), or an
/// HLSL entry point (llc-22 makes an `"hlsl.shader"` function a GLCompute
/// entry point even under `spirv64-unknown-unknown`).
pub(super) fn is_shader_module(m: &Module<'_>) -> bool {
    let triple = m.get_triple();
    let triple = triple.as_str().to_string_lossy();
    crate::targets::TripleParts::parse(&triple).is_vulkan() || m.get_functions().any(is_hlsl_entry)
}

/// `"hlsl.numthreads"="X,Y,Z"` of an HLSL entry point, as LocalSize operands.
pub(super) fn numthreads(f: FunctionValue<'_>) -> Result<Option<Vec<u32>>, String> {
    parsed(f, attrs::HLSL_NUMTHREADS, |v| {
        let n: Vec<u32> = v
            .split(attrs::LIST_SEPARATOR)
            .map(|x| x.trim().parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| "not three 32-bit unsigned integers".to_owned())?;
        if n.len() == 3 {
            Ok(n)
        } else {
            Err("not three 32-bit unsigned integers".to_owned())
        }
    })
    .map(|o| o.map(|x| x.1))
}

/// Functions reachable from an entry point through direct calls, entry
/// points first, in discovery order (deterministic: module order, then call
/// order). Indirect calls name no function and add nothing.
pub fn reachable<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut order = entry_points(m);
    let mut seen: FxHashSet<FunctionValue<'ctx>> = order.iter().copied().collect();
    let mut i = 0;
    while i < order.len() {
        for callee in call::direct_callees(order[i]) {
            if seen.insert(callee) {
                order.push(callee);
            }
        }
        i += 1;
    }
    order
}
