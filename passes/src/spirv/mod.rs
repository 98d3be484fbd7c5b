//! SPIR-V lowering: what OpenCL kernel metadata (seed 004) and HLSL
//! inline-SPIR-V attributes (seed 001) become in the translator's SPIR-V
//! representation (seed 002).
//! - [`exec_modes`], `spirv-exec-modes`, kernel metadata →
//!   `!spirv.ExecutionMode`;
//! - [`inline_attrs`], `spirv-inline-attrs`, `"spv.*"` attributes →
//!   execution modes, extensions, capabilities and `__spirv_*` builtins;
//! - [`annotation_names`], `spirv-annotation-names`, `{X:Y}` strings
//!   between reserved names and decoration numbers;
//! - [`options`], the parameters they share.

pub mod annotation_names;
pub mod exec_modes;
pub mod inline_attrs;
pub mod options;
