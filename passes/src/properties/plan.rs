//! Planning one entity's properties: each of its attributes lowered in
//! order, with its name and value. The shared first step of the property
//! passes, the checker and `print<sycl-properties>`; what each then does
//! with an outcome differs (write it, check it, print it).

use super::lower::{is_property, lower, LowerError, ModuleInfo, Outcome, PropertyOptions};
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

/// Lowers each property among `attrs` (one `entity`'s) that `keep` lets
/// through, in order; operands taken from another attribute read the
/// same `attrs`. Lazy: an attribute is lowered when the caller gets to it.
/// LLVM's own attributes (`frame-pointer`: neither `sycl-*` nor in the
/// registry, see `is_property`) are no properties and not planned: every
/// caller would drop their `Outcome::Unknown` unread.
pub fn plan<'a>(
    opts: &'a PropertyOptions,
    entity: Entity,
    attrs: &'a [StringAttr<'_>],
    module: &'a ModuleInfo,
    keep: impl Fn(&str, &str) -> bool + 'a,
) -> impl Iterator<Item = Planned<'a>> + 'a {
    attrs
        .iter()
        .filter(move |a| is_property(opts, &a.key) && keep(&a.key, &a.value))
        .map(move |a| {
            let sibling = |k: &str| ir::attr_value(attrs, k);
            Planned {
                property: &a.key,
                value: &a.value,
                outcome: lower(opts, entity, &a.key, &a.value, &sibling, module),
            }
        })
}
