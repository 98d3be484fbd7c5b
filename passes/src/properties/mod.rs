//! SYCL compile-time properties (seed 000): the registry that says what each
//! property becomes, and the parsing of property values into SPIR-V literal
//! operands. Adding a property touches `registry.toml` only.

pub mod annotations;
pub mod apply;
pub mod lower;
pub mod memo;
pub mod plan;
pub mod registry;
pub mod value;

pub use registry::{Entity, Lowering, Numbering, PropertyDef, Registry, RegistryError};
pub use value::{parse_value, Parsed, ValueSpec};
