//! Writing what `lower` decided, shared by the property passes: decorations
//! merged with what is there (never duplicated; a different value for the
//! same decoration is a conflict), and the per-entity reporting.

use std::borrow::Cow;

use crate::metadata::spirv::{Decoration, Decorations};
use crate::pass::{quote, PassCx, Site};

use super::lower::{LowerError, Outcome};

/// A decoration lowered from a property, with the property's name and
/// value for messages (borrowed from the attribute where it came from one).
#[derive(Clone, Debug)]
pub struct Lowered<'a> {
    /// The property it came from (`sycl-alignment`).
    pub property: Cow<'a, str>,
    /// The property's value, as written.
    pub value: Cow<'a, str>,
    /// What the property lowers to.
    pub decoration: Decoration,
}

/// The decorations of `new` not yet in `existing`; `None` after reporting a
/// conflict (an existing decoration with the same id and other operands),
/// naming the property, its value, both decorations and `list`.
pub fn decorations_to_add(
    cx: &mut PassCx,
    what: &Site<'_, '_>,
    list: &str,
    existing: &Decorations,
    new: Vec<Lowered<'_>>,
) -> Option<Vec<Decoration>> {
    let mut add = Decorations::default();
    for l in new {
        let d = &l.decoration;
        if let Some(old) = existing.conflict(d) {
            let site = what.property(&l.property, &l.value);
            cx.error(format!("{site} gives {d}, but {list} already has {old}"));
            return None;
        }
        if !existing.contains(d) {
            add.push(l.decoration);
        }
    }
    Some(add.into_vec())
}

/// Logs and reports one outcome for `what` (`global @g`, `kernel @k`,
/// `parameter 0 (%p) of @k`). `sycl-*` properties the registry does not
/// know are left alone and only logged (other attributes are not
/// properties: nothing); known ones in the wrong place are warnings.
pub fn report(
    cx: &mut PassCx,
    what: &Site<'_, '_>,
    name: &str,
    value: &str,
    outcome: &Result<Outcome, LowerError>,
) {
    let site = what.property(name, value);
    match outcome {
        Err(e) => cx.error_at(&site, e),
        Ok(o @ (Outcome::WrongEntity(_) | Outcome::NoCase(_))) => cx.warning(format!("{site} {o}")),
        // Only properties are properties: LLVM's own attributes
        // (`frame-pointer`, `no-trapping-math` ...) are not worth a line.
        // (Unknown to the registry, so a property only by its prefix.)
        Ok(Outcome::Unknown) if !name.starts_with("sycl-") => {}
        Ok(o) => log::debug!(target: cx.log, "{what}: {name} = {} -> {o}", quote(value)),
    }
}
