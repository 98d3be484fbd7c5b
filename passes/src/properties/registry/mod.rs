//! The property registry: one TOML file (`registry.toml`, compiled into the
//! plugin as the JSON the build makes of it, `passes/build/registry.rs`) that says, per property, which entities it applies to, how its
//! value parses, what it lowers to and which SPIR-V extensions and
//! capabilities that implies. Users extend or override it without
//! rebuilding: a file given as `registry=PATH` (or `SPIRV_PROPS_REGISTRY`)
//! is read after the built-in one, and an entry with the same name (and
//! numbering) replaces the built-in entry.
//!
//! Checks beyond the TOML shape happen at load, each a [`RegistryError`]
//! with the file and line: names resolve in the grammar, operands fit, and
//! an `execution-mode-bits` lowering's `exclusive` groups name the masks of
//! its flag rules (two at least, sharing no bit); at lowering, a value that
//! sets two masks of one group is an error naming them by their rules'
//! `name` (`round_to_nearest (1) and round_upward (2)`).
//!
//! SPIR-V numbers are named by their `spirv` crate enumerant. A number the
//! grammar does not name (a draft extension's) is written as
//! `number = N` and must say why in `number-note`.
//!
//! Limits ([`check`]): `pad-to` 1 to 3, raw numbers up to 0x7ffffffe,
//! list counts `min <= max`, execution-mode operand lists as the grammar
//! takes them, kernel metadata names printable ASCII and none LLVM
//! reserves, and each property once per file (per numbering).
//!
//! - [`types`]: the resolved types (what the passes read);
//! - [`check`]: the bounds and reserved names;
//! - [`file`]: the TOML format as written, read within a size limit;
//! - [`load`]: checking and resolving entries into a [`Registry`].

pub mod check;
pub mod file;
pub mod load;
pub mod types;

pub use file::MAX_REGISTRY_BYTES;
pub use load::{
    set_registry_option, user_registry, user_registry_from, Registry, RegistryError, BUILTIN,
    BUILTIN_NAME, REGISTRY_ENV,
};
pub use types::*;
