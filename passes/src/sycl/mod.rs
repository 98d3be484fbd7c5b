//! SYCL compile-time properties (seed 000) become what SPIR-V consumers
//! read: one pass per kind of entity, and one that runs them all under the
//! reference pass's name.
//! - [`global_properties`], `sycl-global-properties`, globals →
//!   `!spirv.Decorations`;
//! - [`param_properties`], `sycl-param-properties`, kernel parameters →
//!   `!spirv.ParameterDecorations` and `align`;
//! - [`kernel_properties`], `sycl-kernel-properties`, kernels → kernel
//!   metadata and `!spirv.ExecutionMode`;
//! - [`annotations`], `sycl-annotations`, `"sycl-properties"` pointer
//!   annotations → member decorations;
//! - [`compile_time_properties`], `compile-time-properties`, the four above;
//! - [`spec_constants`], `spec-constants`, SYCL 2020 specialization
//!   constants → SPIR-V specialization constants or runtime-buffer loads
//!   (seed 003).
//! - [`dead_args`], `deadargelim-sycl`, SYCL kernels lose their unused
//!   parameters, recorded in `!sycl_kernel_omit_args` (seed 003).

pub mod annotations;
pub mod compile_time_properties;
pub mod dead_args;
pub mod global_properties;
pub mod kernel_properties;
pub mod param_properties;
pub mod spec_constants;
