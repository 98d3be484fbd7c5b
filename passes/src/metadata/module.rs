//! Module-level OpenCL metadata (seed 004's `ModuleMetadataAPI`).

use super::NamedList;

/// `!opencl.ocl.version = !{!{i32 2, i32 0}}`.
pub const OPENCL_OCL_VERSION: NamedList<(u32, u32)> = NamedList::new("opencl.ocl.version");
/// `!opencl.spir.version = !{!{i32 1, i32 2}}`.
pub const OPENCL_SPIR_VERSION: NamedList<(u32, u32)> = NamedList::new("opencl.spir.version");
/// `!opencl.used.extensions = !{!{!"cl_khr_fp16", ...}}`.
pub const OPENCL_USED_EXTENSIONS: NamedList<Vec<String>> = NamedList::new("opencl.used.extensions");
/// `!opencl.used.optional.core.features = !{!{!"cl_doubles", ...}}`.
pub const OPENCL_USED_OPTIONAL_CORE_FEATURES: NamedList<Vec<String>> =
    NamedList::new("opencl.used.optional.core.features");
/// `!opencl.compiler.options = !{!{!"-cl-mad-enable", ...}}`.
pub const OPENCL_COMPILER_OPTIONS: NamedList<Vec<String>> =
    NamedList::new("opencl.compiler.options");
/// `!spirv_props.offload.wrapped = !{!{!"out/app.spv.table"}, ...}`: the
/// file tables `sycl-offload-wrapper` has wrapped into this module, so that
/// a second run with the same table adds nothing.
pub const OFFLOAD_WRAPPED: NamedList<Vec<String>> = NamedList::new("spirv_props.offload.wrapped");
