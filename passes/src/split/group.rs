//! Entry points and how they are grouped into images.
//!
//! Entry points (as `sycl-post-link`): defined kernels (`spir_kernel`,
//! `amdgpu_kernel`, `ptx_kernel`, `!nvvm.annotations` kernels) and defined
//! `SYCL_EXTERNAL` functions (the `"sycl-module-id"` attribute) that are not
//! builtins (`__spirv_`, `__sycl_`, `__esimd_` names, mangled or not, and
//! `__builtin_` ones).
//!
//! Per-source grouping keys an entry point by its translation unit and by
//! the optional features a device may lack, so a kernel needing a feature
//! never shares an image with one that does not. The parts of the key, in
//! the reference's order, are the table [`SOURCE_KEY`].

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::md::{self, MdOperand};

/// `split=...`: how entry points are grouped into images.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplitMode {
    /// One image per entry point.
    Kernel,
    /// One image per translation unit and set of optional features.
    Source,
    /// What the reference chooses today: per source.
    Auto,
    /// One image with every entry point.
    None,
}

/// The attribute naming an entry point's translation unit.
pub const MODULE_ID: &str = "sycl-module-id";

/// The metadata DPC++ attaches to ESIMD kernels and functions
/// (`!sycl_explicit_simd !{}`).
pub const EXPLICIT_SIMD: &str = "sycl_explicit_simd";

/// Whether function `f` is ESIMD code (has [`EXPLICIT_SIMD`]), as
/// `sycl-post-link` tells ESIMD entry points from SYCL ones.
pub fn is_esimd<'ctx>(m: &Module<'ctx>, f: FunctionValue<'ctx>) -> bool {
    md::attached(m, f.as_global_value(), EXPLICIT_SIMD).is_some()
}

/// Whether a (defined, non-kernel) function's name is a builtin's.
pub fn is_builtin_name(name: &str) -> bool {
    let unmangled = name
        .strip_prefix("_Z")
        .map(|rest| rest.trim_start_matches(|c: char| c.is_ascii_digit()))
        .unwrap_or(name);
    ["__spirv_", "__sycl_", "__esimd_"]
        .iter()
        .any(|p| unmangled.starts_with(p))
        || name.starts_with("__builtin_")
}

/// Whether defined function `f` is a `SYCL_EXTERNAL` entry point.
pub fn is_sycl_external(f: FunctionValue<'_>) -> bool {
    f.get_string_attribute(AttributeLoc::Function, MODULE_ID)
        .is_some()
        && !is_builtin_name(&f.get_name().to_string_lossy())
}

/// One part of a per-source key.
#[derive(Clone, Copy, Debug)]
pub enum KeyPart {
    /// A function attribute's value (empty if absent).
    Attr(&'static str),
    /// An attached node's integer operands, each as `-<v>`.
    Ints(&'static str),
    /// `!sycl_used_aspects`: integers or `{name, int}` pairs, sorted.
    Aspects(&'static str),
    /// An attached node's string operands, each as `-<s>`.
    Strings(&'static str),
}

/// The per-source key, in the order `sycl-post-link` builds it; every part
/// ends with `-`, present or not.
pub const SOURCE_KEY: [KeyPart; 11] = [
    KeyPart::Attr(MODULE_ID),
    KeyPart::Attr("indirectly-callable"),
    KeyPart::Attr("sycl-register-alloc-mode"),
    KeyPart::Attr("sycl-grf-size"),
    KeyPart::Aspects("sycl_used_aspects"),
    KeyPart::Ints("reqd_work_group_size"),
    KeyPart::Ints("work_group_num_dim"),
    KeyPart::Ints("intel_reqd_sub_group_size"),
    KeyPart::Attr("sycl-optlevel"),
    KeyPart::Strings("sycl_joint_matrix"),
    KeyPart::Strings("sycl_joint_matrix_mad"),
];

/// The integers of a node's operands (`i32 8`), and of `{!"name", i32 N}`
/// pairs (aspects name themselves so), as (bit width, zero-extended value).
pub fn node_ints<'ctx>(m: &Module<'ctx>, f: FunctionValue<'ctx>, kind: &str) -> Vec<(u32, u64)> {
    let Some(node) = md::attached(m, f.as_global_value(), kind) else {
        return Vec::new();
    };
    node.operands()
        .into_iter()
        .filter_map(|op| match op {
            MdOperand::Value(v) => v.const_int(),
            MdOperand::Node(n) => n.operands().into_iter().find_map(|op| match op {
                MdOperand::Value(v) => v.const_int(),
                _ => None,
            }),
            _ => None,
        })
        .collect()
}

/// The strings of a node's operands.
pub fn node_strings<'ctx>(m: &Module<'ctx>, f: FunctionValue<'ctx>, kind: &str) -> Vec<String> {
    md::attached(m, f.as_global_value(), kind)
        .map(|n| {
            n.operands()
                .into_iter()
                .filter_map(|op| match op {
                    MdOperand::String(s) => Some(s),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The group key of entry point `f`.
pub fn key<'ctx>(m: &Module<'ctx>, f: FunctionValue<'ctx>, mode: SplitMode) -> String {
    match mode {
        SplitMode::Kernel => f.get_name().to_string_lossy().into_owned(),
        SplitMode::None => "<GLOBAL>".into(),
        SplitMode::Source | SplitMode::Auto => {
            let mut key = String::new();
            for part in SOURCE_KEY {
                match part {
                    KeyPart::Attr(name) => {
                        if let Some(a) = f.get_string_attribute(AttributeLoc::Function, name) {
                            key.push_str(&a.get_string_value().to_string_lossy());
                        }
                    }
                    KeyPart::Ints(kind) => {
                        for (_, v) in node_ints(m, f, kind) {
                            key.push_str(&format!("-{v}"));
                        }
                    }
                    KeyPart::Aspects(kind) => {
                        let mut v: Vec<u64> =
                            node_ints(m, f, kind).into_iter().map(|(_, v)| v).collect();
                        v.sort_unstable();
                        for a in v {
                            key.push_str(&format!("-{a}"));
                        }
                    }
                    KeyPart::Strings(kind) => {
                        for s in node_strings(m, f, kind) {
                            key.push('-');
                            key.push_str(&s);
                        }
                    }
                }
                key.push('-');
            }
            key
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_builtin_name;

    #[test]
    fn builtins_mangled_or_not() {
        assert!(is_builtin_name("_Z28__spirv_GlobalInvocationId_xv"));
        assert!(is_builtin_name("__spirv_ocl_fma"));
        assert!(is_builtin_name("_Z10__sycl_foo"));
        assert!(is_builtin_name("__builtin_memcpy"));
        assert!(!is_builtin_name("_Z3fooi"));
        assert!(!is_builtin_name("_Z11my__spirv_x"));
    }
}
