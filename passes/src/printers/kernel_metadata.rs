//! `print<kernel-metadata>`: prints, per kernel, every typed attribute the
//! metadata layer reads, then the module-level metadata. Changes nothing.
//!
//! Output goes to stderr (like LLVM's `print<...>` passes), one attribute a
//! line, absent attributes omitted, in this fixed order:
//!
//! ```text
//! kernel-metadata for module '<id>'
//! kernel @<name>
//!   reqd_work_group_size: 8, 4, 2
//!   work_group_size_hint: 16, 1, 1
//!   intel_reqd_sub_group_size: 16
//!   vec_type_hint: <4 x float>, signed=0 (VecTypeHint literal 262149)
//!   kernel_arg_addr_space: 1, 1
//!   kernel_arg_access_qual: "none", "none"
//!   kernel_arg_type: "int*", "int*"
//!   kernel_arg_base_type: "int*", "int*"
//!   kernel_arg_type_qual: "", "const"
//!   kernel_arg_name: "a", "b"
//!   spirv.ExecutionMode: LocalSize 8 4 2
//!   spirv.ParameterDecorations: arg 1: Restrict; Alignment 16
//! module
//!   opencl.ocl.version: 2.0
//!   opencl.spir.version: 2.0
//!   opencl.used.extensions: "cl_khr_fp16"
//!   opencl.used.optional.core.features: "cl_doubles"
//!   opencl.compiler.options: "-cl-mad-enable"
//!   spirv.Capability: Kernel
//!   spirv.Extension: "SPV_KHR_..."
//!   spirv.Source: 3 200000
//!   spirv.Generator: 6 123
//! ```
//! Malformed metadata prints as `<name>: error: <what is wrong>`; a
//! malformed `!spirv.ExecutionMode` entry, which names no kernel for sure,
//! prints under `module`.

use inkwell::module::Module;

use crate::ir::function_name;
use crate::metadata::kernel::{kernel_list, KernelMetadata, KERNEL_ARG_STRING_LISTS};
use crate::metadata::module::*;
use crate::metadata::spirv::{self, ExecutionModes};
use crate::metadata::MdError;
use crate::pass::{comma_list, dquote, ModulePass, PassCx};

/// The pass `print<kernel-metadata>`; it has no options.
pub struct PrintKernelMetadata;

fn quoted(xs: &[String]) -> String {
    xs.iter()
        .map(|s| dquote(s).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn line<T>(
    out: &mut String,
    name: &str,
    value: Result<Option<T>, MdError>,
    show: impl Fn(T) -> String,
) {
    match value {
        Ok(None) => {}
        Ok(Some(v)) => out.push_str(&format!("  {name}: {}\n", show(v))),
        Err(e) => out.push_str(&format!("  {name}: error: {e}\n")),
    }
}

fn module_line<T>(
    out: &mut String,
    name: &str,
    value: Result<Vec<T>, MdError>,
    show: impl Fn(&T) -> String,
) {
    match value {
        Ok(v) if v.is_empty() => {}
        Ok(v) => out.push_str(&format!(
            "  {name}: {}\n",
            v.iter().map(show).collect::<Vec<_>>().join("; ")
        )),
        Err(e) => out.push_str(&format!("  {name}: error: {e}\n")),
    }
}

/// The printer's text for a module (public for in-process tests).
pub fn render(m: &Module<'_>) -> String {
    let mut out = format!(
        "kernel-metadata for module '{}'\n",
        m.get_name().to_string_lossy()
    );
    let modes = ExecutionModes::read(m);
    for k in kernel_list(m) {
        let km = KernelMetadata::new(m, k);
        out.push_str(&format!("kernel @{}\n", function_name(k)));
        line(
            &mut out,
            "reqd_work_group_size",
            km.reqd_work_group_size(),
            comma_list,
        );
        line(
            &mut out,
            "work_group_size_hint",
            km.work_group_size_hint(),
            comma_list,
        );
        line(
            &mut out,
            "intel_reqd_sub_group_size",
            km.intel_reqd_sub_group_size(),
            |v| v.to_string(),
        );
        line(&mut out, "vec_type_hint", km.vec_type_hint(), |h| {
            let lit = h.spirv_literal().map_or_else(
                |e| format!("no VecTypeHint literal: {e}"),
                |l| format!("VecTypeHint literal {l}"),
            );
            format!("{}, signed={} ({lit})", h.ty.print(), u8::from(h.signed))
        });
        line(
            &mut out,
            "kernel_arg_addr_space",
            km.kernel_arg_addr_space(),
            comma_list,
        );
        for attr in KERNEL_ARG_STRING_LISTS {
            line(&mut out, attr.name, attr.get(m, k), |v| quoted(&v));
        }
        for e in modes.of(k) {
            out.push_str(&format!("  spirv.ExecutionMode: {e}\n"));
        }
        match spirv::parameter_decorations(m, k) {
            Ok(params) => {
                for (i, ds) in params.iter().enumerate().filter(|(_, ds)| !ds.is_empty()) {
                    out.push_str(&format!(
                        "  spirv.ParameterDecorations: arg {i}: {}\n",
                        ds.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("; ")
                    ));
                }
            }
            Err(e) => out.push_str(&format!("  spirv.ParameterDecorations: error: {e}\n")),
        }
    }
    out.push_str("module\n");
    for e in modes.malformed() {
        out.push_str(&format!("  spirv.ExecutionMode: error: {e}\n"));
    }
    let version = |v: &(u32, u32)| format!("{}.{}", v.0, v.1);
    module_line(
        &mut out,
        OPENCL_OCL_VERSION.name,
        OPENCL_OCL_VERSION.get(m),
        version,
    );
    module_line(
        &mut out,
        OPENCL_SPIR_VERSION.name,
        OPENCL_SPIR_VERSION.get(m),
        version,
    );
    for l in [
        &OPENCL_USED_EXTENSIONS,
        &OPENCL_USED_OPTIONAL_CORE_FEATURES,
        &OPENCL_COMPILER_OPTIONS,
    ] {
        module_line(&mut out, l.name, l.get(m), |v| quoted(v));
    }
    module_line(
        &mut out,
        spirv::CAPABILITY.name,
        spirv::CAPABILITY.get(m),
        |(c,)| {
            ::spirv::Capability::from_u32(*c).map_or_else(|| c.to_string(), |c| format!("{c:?}"))
        },
    );
    module_line(
        &mut out,
        spirv::EXTENSION.name,
        spirv::EXTENSION.get(m),
        |(e,)| format!("{e:?}"),
    );
    module_line(&mut out, spirv::SOURCE.name, spirv::SOURCE.get(m), |s| {
        let file = s
            .tail
            .first()
            .map(|f| format!(" {:?}", f.0 .0))
            .unwrap_or_default();
        format!("{} {}{file}", s.head.0, s.head.1)
    });
    module_line(
        &mut out,
        spirv::GENERATOR.name,
        spirv::GENERATOR.get(m),
        |(g, v)| format!("{g} {v}"),
    );
    out
}

impl ModulePass for PrintKernelMetadata {
    fn log_target(&self) -> &'static str {
        "spirv_props::print_kernel_metadata"
    }

    fn run(&self, m: &Module<'_>, _cx: &mut PassCx) -> bool {
        eprint!("{}", render(m));
        false
    }
}
