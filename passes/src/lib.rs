#![warn(missing_docs)]
//! spirv-props: the passes library. Every transformation and analysis lives
//! here and runs in-process on an inkwell `Module`; the `spirv-props` plugin
//! crate only registers the names listed in [`catalogue::PASSES`].
//!
//! Laid out by concern. The passes, one file per pass (the file's opening
//! names its pipeline name and seed section):
//! - [`sycl`], SYCL compile-time properties on globals, kernel parameters,
//!   kernels and annotated pointers (seed 000);
//! - [`spirv`], SPIR-V lowering of kernel metadata and HLSL inline-SPIR-V
//!   attributes, and the `{X:Y}` annotation names (seeds 001, 002, 004);
//! - [`targets`], NVPTX and AMDGCN lowering (seed 003);
//! - [`split`], the post-link device-code split (seed 003);
//! - [`offload`], the offload wrapper: the SYCL runtime's descriptor (seed 003);
//! - [`printers`], the `print<...>` analyses and the checker.
//!
//! The layers they share, each with the knowledge of one format:
//! - [`ir`], the only place with LLVM-C and `unsafe`;
//! - [`metadata`], typed metadata layouts (seeds 002, 004);
//! - [`properties`], the property registry, value parsing, lowering;
//! - [`annotation_string`], [`spirv_grammar`]: the `{X:Y}` format and the
//!   SPIR-V grammar's operand shapes;
//! - [`files`], reading input files: regular files only, never blocking on
//!   a FIFO;
//! - [`output`], writing every output file: temporary + rename, never
//!   through a link, never over the input or another output of the run;
//! - [`pass`], the pass trait, run context, parameters, the pass table.

// The layers.
pub mod annotation_string;
pub mod catalogue;
pub mod files;
pub mod ir;
pub mod metadata;
pub mod output;
pub mod pass;
pub mod properties;
pub mod spirv_grammar;

// The passes, by concern.
pub mod offload;
pub mod printers;
pub mod spirv;
pub mod split;
pub mod sycl;
pub mod targets;

/// The directory of the LLVM tools this build links against (`opt`,
/// `FileCheck`): tests run these, never whatever is first on PATH.
pub const LLVM_BINDIR: &str = env!("SPIRV_PROPS_LLVM_BINDIR");
/// The LLVM major version this build is for.
pub const LLVM_MAJOR: &str = env!("SPIRV_PROPS_LLVM_MAJOR");
