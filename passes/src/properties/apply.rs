//! Writing what `lower` decided, shared by the property passes: decorations
//! merged with what is there (never duplicated; a different value for the
//! same decoration is a conflict), and the per-entity reporting.

use crate::metadata::spirv::Decoration;
use crate::pass::PassCx;

use super::lower::Outcome;

/// `new` decorations not yet in `existing`, or the first conflict: an
/// existing decoration with the same id and other operands.
pub fn merge_decorations<'a>(
    existing: &'a [Decoration],
    new: &'a [Decoration],
) -> Result<Vec<Decoration>, (&'a Decoration, &'a Decoration)> {
    let mut add = Vec::new();
    for d in new {
        if let Some(old) = existing
            .iter()
            .find(|e| e.id == d.id && e.operands != d.operands)
        {
            return Err((old, d));
        }
        if !existing.contains(d) && !add.contains(d) {
            add.push(d.clone());
        }
    }
    Ok(add)
}

/// Logs and reports one outcome for `what` (`global @g`, `kernel @k`,
/// `parameter 0 (%p) of @k`). Properties the registry does not know are
/// left alone and only logged; known ones in the wrong place are warnings.
pub fn report(
    cx: &mut PassCx,
    what: &str,
    name: &str,
    value: &str,
    outcome: &Result<Outcome, String>,
) {
    match outcome {
        Err(e) => cx.error(format!("{what}: property '{name}' = '{value}': {e}")),
        Ok(Outcome::WrongEntity(_) | Outcome::NoCase(_)) => cx.warning(format!(
            "{what}: property '{name}' = '{value}' {}",
            outcome.as_ref().unwrap()
        )),
        Ok(o) => log::debug!(target: "spirv_props", "{what}: {name} = '{value}' -> {o}"),
    }
}
