#![warn(missing_docs)]
// Unchecked code lives in `ir/` alone (the one `allow` below): every
// other layer calls LLVM through its safe functions.
#![deny(unsafe_code)]
//! spirv-props: the passes library. Every transformation and analysis lives
//! here and runs in-process on an inkwell `Module`; the `spirv-props` plugin
//! crate only registers the names listed in [`catalogue::PASSES`].
//!
//! Laid out in layers, bottom to top; a module imports only the layers
//! below its own (the `layers` test checks every `crate::` path against
//! the table there, and the lint above keeps unchecked code in [`ir`]):
//! - [`text`], how every message quotes a value and lists items;
//! - [`ir`], the only place with LLVM-C calls and unchecked code: small
//!   safe functions over inkwell and LLVM-C, and the C++ gap-filler;
//! - [`files`], reading input files: regular files only, never blocking on
//!   a FIFO;
//! - [`output`], writing every output file: temporary + rename, never
//!   through a link, never over the input or another output of the run;
//! - [`grammar`], SPIR-V without LLVM: the grammar's operand shapes, the
//!   values that become SPIR-V (`Literal`, `Decoration`) and the `{X:Y}`
//!   annotation-string format (seed 002);
//! - [`metadata`], typed metadata layouts (seeds 002, 004);
//! - [`pass`], what every pass shares: the pass trait, run context,
//!   parameters, sites, remarks;
//! - [`properties`], the property registry, value parsing, lowering;
//! - the passes, one file per pass (the file's opening names its pipeline
//!   name and seed section), each layer above those it uses:
//!   [`sycl`], SYCL compile-time properties on globals, kernel parameters,
//!   kernels and annotated pointers (seed 000);
//!   [`targets`], NVPTX and AMDGCN lowering (seed 003);
//!   [`spirv`], SPIR-V lowering of kernel metadata and HLSL inline-SPIR-V
//!   attributes, and the `{X:Y}` annotation names (seeds 001, 002, 004);
//!   [`split`], the post-link device-code split (seed 003);
//!   [`offload`], the offload wrapper: the SYCL runtime's descriptor (seed 003);
//!   [`printers`], the `print<...>` analyses and the checker;
//! - [`catalogue`], the pass table: the one module that names every pass.

// The layers, bottom to top: each uses only those above it here (the
// table is `layers::LAYERS`).

pub mod text;

#[allow(unsafe_code)]
pub mod ir;

pub mod files;

pub mod output;

pub mod grammar;

pub mod metadata;

pub mod pass;

pub mod properties;

// The passes, bottom to top.

pub mod sycl;

pub mod targets;

pub mod spirv;

pub mod split;

pub mod offload;

pub mod printers;

// The pass table, on top.

pub mod catalogue;

#[cfg(test)]
mod layers;

/// The directory of the LLVM tools this build links against (`opt`,
/// `FileCheck`): tests run these, never whatever is first on PATH.
pub const LLVM_BINDIR: &str = env!("SPIRV_PROPS_LLVM_BINDIR");
/// The LLVM major version this build is for.
pub const LLVM_MAJOR: &str = env!("SPIRV_PROPS_LLVM_MAJOR");
