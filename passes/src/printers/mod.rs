//! Analyses: each prints what it found to stderr and leaves the module as it
//! was (the checker may also fail the run).
//! - [`sycl_properties`], `print<sycl-properties>`;
//! - [`sycl_annotations`], `print<sycl-annotations>`;
//! - [`kernel_metadata`], `print<kernel-metadata>`;
//! - [`spirv_requirements`], `print<spirv-requirements>`;
//! - [`spec_constants`], `print<spec-constants>`;
//! - [`stats`], `print<spirv-props-stats>`;
//! - [`verify`], `spirv-props-verify`, the checker of what is left unlowered,
//!   and [`emitted`], its rule for what was emitted and is gone.

pub mod emitted;
pub mod kernel_metadata;
pub mod spec_constants;
pub mod spirv_requirements;
pub mod stats;
pub mod sycl_annotations;
pub mod sycl_properties;
pub mod verify;
