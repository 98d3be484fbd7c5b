//! Planning one entity's properties: each of its attributes lowered in
//! order, with its name and value. The shared first step of the property
//! passes, the checker and `print<sycl-properties>`; what each then does
//! with an outcome differs (write it, check it, print it).

use super::lower::{lower, LowerError, ModuleInfo, Outcome, PropertyOptions};
use super::Entity;
use crate::ir::{self, StringAttr};

/// One attribute of an entity and what it lowers to.
pub struct Planned<'a> {
    /// The attribute's name.
    pub property: &'a str,
    /// Its value as written.
    pub value: &'a str,
    /// What it becomes (`Outcome::Unknown` for attributes the registry
    /// does not know), or why it cannot be lowered.
    pub outcome: Result<Outcome, LowerError>,
}

/// Lowers each attribute of `attrs` (one `entity`'s) that `keep` lets
/// through, in order; operands taken from another attribute read the
/// same `attrs`. Lazy: an attribute is lowered when the caller gets to it.
pub fn plan<'a>(
    opts: &'a PropertyOptions,
    entity: Entity,
    attrs: &'a [StringAttr<'_>],
    module: &'a ModuleInfo,
    keep: impl Fn(&str, &str) -> bool + 'a,
) -> impl Iterator<Item = Planned<'a>> + 'a {
    attrs
        .iter()
        .filter(move |a| keep(&a.key, &a.value))
        .map(move |a| {
            let sibling = |k: &str| ir::attr_value(attrs, k);
            Planned {
                property: &a.key,
                value: &a.value,
                outcome: lower(opts, entity, &a.key, &a.value, &sibling, module),
            }
        })
}
