//! NVPTX and AMDGCN lowering (seed 003, "Local memory support", "Global
//! offset support"):
//! - [`target`], which target a module is for, and whether a kernel may
//!   change its signature (what both passes check);
//! - [`local_accessor`], `localaccessortosharedmemory`;
//! - [`global_offset`], `globaloffset`.

pub mod global_offset;
pub mod local_accessor;
pub mod target;

pub use target::{has_other_uses, skip_other_triple, used_list_entries, Target, TripleParts};
