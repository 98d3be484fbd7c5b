//! `spirv-inline-attrs`: the inline SPIR-V function attributes of seed 001
//! ("Inline SPIR-V function attributes") become the module metadata and
//! builtin calls of seed 002 that the SPIR-V consumers translate.
//!
//! Reads, on functions (formats in `inline_attrs/attrs.rs` and the
//! README), in the seed's spellings and in those the clang prototype emits:
//! - `"spv.executionmode"` on entry points (`spir_kernel` functions, and
//!   functions with clang's `"hlsl.shader"` attribute) ->
//!   `!spirv.ExecutionMode` entries, merged, never duplicated; a mode that
//!   disagrees with an entry or kernel metadata already there is an error.
//!   Width-parameterized float-control modes (`RoundingModeRTE 32` and `64`)
//!   are distinct modes per first operand. On an HLSL entry point
//!   `"hlsl.numthreads"` is its LocalSize (llc-22 emits it): an equal
//!   LocalSize is already there, another one an error.
//! - `"spv.extextension"` / `"spv.extcapability"` (clang:
//!   `"spv.ext_extension"` / `"spv.ext_capability"`) -> `!spirv.Extension` /
//!   `!spirv.Capability` ("SPIR-V instructions mapped to LLVM metadata"),
//!   collected only from functions reachable through direct calls from an
//!   entry point: the seed keeps them on functions so that unused ones add
//!   nothing. With `requirements=PATH` the pass also writes the `--spirv-ext`
//!   argument each consumer needs (`print<spirv-requirements>` prints it),
//!   because llc reads neither list and no consumer reads
//!   `!spirv.Capability`.
//! - `"spv.ext_instruction"` on declarations -> every call becomes a call of
//!   the builtin that the consumers translate into that one instruction
//!   ("SPIR-V Instructions Mapped to LLVM Function Calls", "SPIR-V Extended
//!   Instructions Mapped to LLVM Function Calls"): `__spirv_<OpName>`, or
//!   `__spirv_ocl_<name>` for OpenCL.std, Itanium-mangled. A parameter of
//!   type `target("spirv.inline.literal", N)` (LLVM 16+) becomes the literal
//!   `i32 N`; a parameter with clang's `"spv.literal"` attribute passes its
//!   constant as an `i32` literal. GLSL.std.450 becomes what the consumers
//!   take (`inline_attrs/glsl.rs`): the OpenCL.std instruction of the
//!   same meaning in a Kernel module, the LLVM intrinsic llc-22 emits as the
//!   GLSL.std.450 instruction in a shader (Vulkan or `"hlsl.shader"`)
//!   module. `OpNop` (0), the "declare a capability" idiom, becomes nothing:
//!   its calls are deleted, its extensions and capabilities stay module
//!   requirements like any reachable function's. The declaration is deleted
//!   once no call is left. Calls keep their operand bundles (HLSL's
//!   convergence tokens) and call-site function attributes, except calls of
//!   an intrinsic, which is not convergent.
//!
//! Every attribute is parsed and checked before anything is written; a mode
//! conflict shows while merging. Either way opt stops with an error and
//! writes nothing. Source attributes stay on entry points (a second run finds
//! everything present and changes nothing).

//!
//! Below: [`attrs`] (the attribute formats), [`reach`] (entry points and
//! what they reach), [`requirements`] (extensions and capabilities),
//! [`lower`] (planning each instruction's calls), [`builtin`] and [`glsl`]
//! (builtin names and GLSL.std.450 tables), [`pass`] (the pass).

pub mod attrs;
pub mod builtin;
pub mod glsl;
pub mod lower;
pub mod pass;
pub mod reach;
pub mod requirements;

pub use pass::{SpirvInlineAttrs, INLINE_LITERAL, PARAMS};
pub use reach::{entry_points, reachable};
pub use requirements::{requirements, Requirements};
