//! Symbols an image uses and does not define (seed 003, "Device Link": the
//! device link must find what kernels reference and nobody defines).
//!
//! A declaration an image holds is one of:
//! - *provided*: the device compiler or runtime defines it: LLVM
//!   intrinsics, names whose identifier starts with `__` (`__spirv_*`,
//!   `__sycl_*`, `__esimd_*`, `__devicelib_*`, libdevice's `__nv_*`,
//!   ROCm's `__ocml_*` / `__ockl_*`, `__assert_fail` ...), OpenCL C builtins
//!   (the OpenCL.std extended instructions, by the grammar's names, and the
//!   work-item, synchronization, atomic, image, sub-group, relational and
//!   conversion functions of [`OPENCL_C_NAMES`] and [`OPENCL_C_PREFIXES`]),
//!   and CUDA's `vprintf`,
//!   `malloc` and `free`;
//! - *importable*: a `SYCL_EXTERNAL` declaration (the `"sycl-module-id"`
//!   attribute) whose identifier does not start with `__`, which another
//!   image or a device library may export under dynamic linking
//!   (`sycl-post-link -emit-imported-symbols`, `[SYCL/imported symbols]`);
//! - *undefined*: anything else. Nothing will define it: the split
//!   reports it per image, with the chain of calls or uses that reaches it
//!   from one of the image's entry points.

use inkwell::attributes::AttributeLoc;
use inkwell::values::GlobalValue;

use crate::grammar::OPENCL_STD;

/// The identifier of an Itanium-mangled name's first component
/// (`_Z13get_global_idj` gives `get_global_id`, `_Z28__spirv_GlobalInvocationId_xv`
/// gives `__spirv_GlobalInvocationId_x`), or the name itself when it is not
/// of the form `_Z<length><identifier>...`.
pub fn identifier(name: &str) -> &str {
    let Some(rest) = name.strip_prefix("_Z") else {
        return name;
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return name;
    }
    let (len, tail) = rest.split_at(digits);
    match len.parse::<usize>() {
        Ok(n) if n <= tail.len() && tail.is_char_boundary(n) => &tail[..n],
        // A length past the end: keep what there is, as the builtin test
        // did before (`_Z99__spirv_x` still starts with `__`).
        _ => tail,
    }
}

/// OpenCL C builtins that are not OpenCL.std extended instructions (core
/// SPIR-V instructions or translator-lowered calls), by identifier.
pub const OPENCL_C_NAMES: [&str; 39] = [
    "get_work_dim",
    "get_global_size",
    "get_global_id",
    "get_local_size",
    "get_enqueued_local_size",
    "get_local_id",
    "get_num_groups",
    "get_group_id",
    "get_global_offset",
    "get_global_linear_id",
    "get_local_linear_id",
    "get_sub_group_size",
    "get_max_sub_group_size",
    "get_num_sub_groups",
    "get_enqueued_num_sub_groups",
    "get_sub_group_id",
    "get_sub_group_local_id",
    "barrier",
    "mem_fence",
    "read_mem_fence",
    "write_mem_fence",
    "wait_group_events",
    "isequal",
    "isnotequal",
    "isgreater",
    "isgreaterequal",
    "isless",
    "islessequal",
    "islessgreater",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "isordered",
    "isunordered",
    "signbit",
    "any",
    "all",
    "printf",
];

/// OpenCL C builtin families, by identifier prefix (each prefix is one no
/// user function of a SYCL program would start with).
pub const OPENCL_C_PREFIXES: [&str; 11] = [
    "work_group_",
    "sub_group_",
    "intel_sub_group_",
    "atomic_",
    "atom_",
    "async_work_group_",
    "read_image",
    "write_image",
    "get_image_",
    "vload",
    "vstore",
];

/// OpenCL C's scalar types, which `as_<type><n>` and
/// `convert_<type><n>[_sat][_<rounding>]` name.
const OPENCL_C_TYPES: [&str; 11] = [
    "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half", "float", "double",
];

/// Whether `id` is an OpenCL C reinterpretation (`as_float4`) or
/// conversion (`convert_int_sat_rte`).
fn is_as_or_convert(id: &str) -> bool {
    let Some(rest) = id
        .strip_prefix("as_")
        .or_else(|| id.strip_prefix("convert_"))
    else {
        return false;
    };
    let rest = ["_rte", "_rtz", "_rtp", "_rtn"]
        .iter()
        .find_map(|r| rest.strip_suffix(r))
        .unwrap_or(rest);
    let rest = rest.strip_suffix("_sat").unwrap_or(rest);
    let ty = rest.trim_end_matches(|c: char| c.is_ascii_digit());
    OPENCL_C_TYPES.contains(&ty)
}

/// Functions a CUDA (NVPTX) device program may call that the CUDA driver
/// provides.
pub const CUDA_RUNTIME: [&str; 3] = ["vprintf", "malloc", "free"];

/// Whether the compiler or runtime provides the declaration `name`.
pub fn is_provided(name: &str) -> bool {
    if name.starts_with("llvm.") {
        return true;
    }
    let id = identifier(name);
    if id.starts_with("__") || CUDA_RUNTIME.contains(&name) {
        return true;
    }
    // OpenCL C's integer and float variants map to the extended set's
    // `s_`/`u_`/`f` forms (`max` is `s_max`, `u_max` or `fmax`).
    let ext = |n: &str| OPENCL_STD.iter().any(|i| i.name == n);
    ext(id)
        || ext(&format!("s_{id}"))
        || ext(&format!("u_{id}"))
        || ext(&format!("f{id}"))
        || OPENCL_C_NAMES.contains(&id)
        || is_as_or_convert(id)
        || OPENCL_C_PREFIXES.iter().any(|p| id.starts_with(p))
}

/// The attribute that marks `SYCL_EXTERNAL` functions.
const MODULE_ID: &str = super::group::MODULE_ID;

/// Whether declaration `g` may be imported under dynamic linking: a
/// `SYCL_EXTERNAL` function (`"sycl-module-id"`) that is not an intrinsic
/// and whose identifier does not start with `__`, as `sycl-post-link`
/// chooses what to list in `[SYCL/imported symbols]`.
pub fn is_importable(g: GlobalValue<'_>, f: Option<inkwell::values::FunctionValue<'_>>) -> bool {
    let Some(f) = f else {
        return false;
    };
    let name = g.get_name().to_string_lossy();
    f.get_string_attribute(AttributeLoc::Function, MODULE_ID)
        .is_some()
        && !name.starts_with("llvm.")
        && !identifier(&name).starts_with("__")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_of_mangled_names() {
        assert_eq!(identifier("_Z13get_global_idj"), "get_global_id");
        assert_eq!(
            identifier("_Z28__spirv_GlobalInvocationId_xv"),
            "__spirv_GlobalInvocationId_x"
        );
        assert_eq!(identifier("_Z7outsidev"), "outside");
        assert_eq!(identifier("plain"), "plain");
        assert_eq!(identifier("_ZN4sycl3fooEv"), "_ZN4sycl3fooEv");
        assert_eq!(identifier("_Z99__short"), "__short");
    }

    #[test]
    fn provided_and_not() {
        for name in [
            "llvm.memcpy.p0.p0.i64",
            "_Z28__spirv_GlobalInvocationId_xv",
            "__devicelib_ConvertFToBF16INTEL",
            "__nv_sinf",
            "_Z13get_global_idj",
            "_Z3fmafff",
            "_Z3maxii",
            "_Z4sqrtf",
            "_Z7barrierj",
            "_Z6printfPU3AS2cz",
            "vprintf",
            "_Z14convert_float4Dv4_i",
            "_Z19convert_int_sat_rtef",
            "_Z8as_uint4Dv4_f",
        ] {
            assert!(is_provided(name), "{name}");
        }
        for name in [
            "_Z7outsidev",
            "childA",
            "helper",
            "_ZN4sycl3fooEv",
            "_Z8allocatev",
            "_Z9get_valuev",
            "_Z9as_stringv",
        ] {
            assert!(!is_provided(name), "{name}");
        }
    }
}
