//! Writing what `lower` decided, shared by the property passes: decorations
//! merged with what is there (never duplicated; a different value for the
//! same decoration is a conflict), and the per-entity reporting.

use std::borrow::Cow;

use crate::ir::{StringAttr, Subject};
use crate::metadata::spirv::{Decoration, Decorations};
use crate::pass::{quote, PassCx, RemarkKind, Site};

use super::lower::{is_property, LowerError, Outcome, PropertyOptions};
use super::Entity;

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

/// Logs, remarks and reports one outcome for property `name` = `value` of
/// `of` (`global @g`, `kernel @k`, `parameter 0 (%p) of @k`). `sycl-*`
/// properties the registry does not know are left alone and only logged
/// (other attributes are not properties: nothing); known ones in the wrong
/// place are warnings. Each gets a remark (see [`remark_of`]), errors
/// excepted: those are diagnostics.
#[inline]
pub fn report(
    cx: &mut PassCx,
    opts: &PropertyOptions,
    of: Subject<'_>,
    name: &str,
    value: &str,
    outcome: &Result<Outcome, LowerError>,
) {
    // Nothing but errors and warnings is reported unless the log or
    // remarks take per-entity lines (asked once per run: most runs have
    // thousands of properties).
    if !cx.reports_each_entity()
        && !matches!(
            outcome,
            Err(_) | Ok(Outcome::WrongEntity(_) | Outcome::NoCase(_))
        )
        && !(matches!(outcome, Ok(Outcome::Unknown)) && name.starts_with("sycl-"))
    {
        return;
    }
    report_each(cx, opts, of, name, value, outcome);
}

/// [`report`] of an outcome that is reported: an error or warning, or any
/// outcome when the log or remarks take per-entity lines.
fn report_each(
    cx: &mut PassCx,
    opts: &PropertyOptions,
    of: Subject<'_>,
    name: &str,
    value: &str,
    outcome: &Result<Outcome, LowerError>,
) {
    let what = Site::Entity(of);
    let site = what.property(name, value);
    match outcome {
        Err(e) => return cx.error_at(&site, e),
        Ok(o @ (Outcome::WrongEntity(_) | Outcome::NoCase(_))) => cx.warning(format!("{site} {o}")),
        // Only properties are properties: LLVM's own attributes
        // (`frame-pointer`, `no-trapping-math` ...) are not worth a line.
        // (Unknown to the registry, so a property only by its prefix.)
        Ok(Outcome::Unknown) if !name.starts_with("sycl-") => return,
        // A `sycl-*` name the registry does not know: a misspelt property
        // must not pass in silence (a warning; `strict`: an error), unless
        // the registry knows the attribute is not a property.
        Ok(o @ Outcome::Unknown) => match opts.unknown(name) {
            Some(why) if opts.strict => return cx.error(format!("{site} {why}")),
            Some(why) => cx.warning(format!("{site} {why}")),
            None => log::debug!(target: cx.log, "{what}: {name} = {} -> {o}", quote(value)),
        },
        Ok(o) => log::debug!(target: cx.log, "{what}: {name} = {} -> {o}", quote(value)),
    }
    if let Ok(o) = outcome {
        let (kind, remark) = remark_of(o);
        cx.remark(kind, remark, of, |r| {
            r.site(&site).text(" -> ").arg("Result", o);
        });
    }
}

/// The remark an outcome gets: `Passed` `PropertyLowered` for what became
/// a decoration, execution mode, kernel metadata or `align`; `Analysis`
/// `PropertyRecorded` for a fact other passes read; `Missed` for what is
/// left as it is (`PropertyUnknown`, `PropertyWrongEntity`,
/// `PropertyNoCase`, `PropertyFiltered`, `PropertyPending`) or asks for
/// nothing (`PropertyOmitted`).
pub fn remark_of(o: &Outcome) -> (RemarkKind, &'static str) {
    use RemarkKind::{Analysis, Missed, Passed};
    match o {
        Outcome::Decoration(..)
        | Outcome::Decorations(_)
        | Outcome::KernelMetadata { .. }
        | Outcome::ExecutionMode { .. }
        | Outcome::Align { .. }
        | Outcome::KernelLiterals { .. }
        | Outcome::FunctionDecorations(_)
        | Outcome::ExecutionModes(_) => (Passed, "PropertyLowered"),
        Outcome::Fact => (Analysis, "PropertyRecorded"),
        Outcome::Pending(_) => (Missed, "PropertyPending"),
        Outcome::Omitted(_) => (Missed, "PropertyOmitted"),
        Outcome::NoCase(_) => (Missed, "PropertyNoCase"),
        Outcome::Unknown => (Missed, "PropertyUnknown"),
        Outcome::Filtered => (Missed, "PropertyFiltered"),
        Outcome::WrongEntity(_) => (Missed, "PropertyWrongEntity"),
    }
}

/// Reports the properties among `attrs` of `of`, on a function that is not
/// a kernel, which stay as they are: one the registry has for `entity` is
/// a warning (`warning` words it, given the property's site), any other
/// property is only logged (`why` it is left); each gets a remark.
pub fn left_on_non_kernel(
    cx: &mut PassCx,
    opts: &PropertyOptions,
    (of, entity): (Subject<'_>, Entity),
    attrs: &[StringAttr<'_>],
    warning: impl Fn(&str) -> String,
    why: &str,
) {
    let what = Site::Entity(of);
    for a in attrs {
        let (k, v) = (&*a.key, &*a.value);
        let site = what.property(k, v);
        if opts
            .registry
            .get(k)
            .is_some_and(|d| d.applies_to.contains(&entity))
        {
            cx.warning(warning(&site.to_string()));
        } else if is_property(opts, k) {
            log::debug!(target: cx.log, "{what}: {k} = {} left: {why}", quote(v));
        } else {
            continue;
        }
        cx.remark(RemarkKind::Missed, "PropertyNotKernel", of, |r| {
            r.site(&site)
                .text(": left as it is, on a function that is not a kernel");
        });
    }
}
