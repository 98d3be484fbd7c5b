//! `sycl-annotations<format=...>`: struct-member properties (seed 000,
//! "Properties on a non-global variable type", "IR representation via
//! @llvm.ptr.annotation", "Property on a structure member of a non-global
//! variable") become decorations a SPIR-V consumer understands (seed 002,
//! "Member decoration through pointer annotations", instruction
//! `!spirv.Decorations`).
//!
//! Reads every `llvm.ptr.annotation` / `llvm.var.annotation` call and every
//! `@llvm.global.annotations` entry whose string is `"sycl-properties"`
//! (properties from the fifth operand's struct, lowered through the
//! registry as for `member`), or is already in the translator's `{X:Y}`
//! format. Writes, by `format`:
//! - `annotation-string` (default; the reference pass): the string becomes
//!   `{ID:"value"}...`, the fifth operand null, identical strings shared;
//!   an annotation left with nothing is removed (its uses take the
//!   annotated pointer). `{X:Y}` strings are checked and kept.
//! - `decorations`: `!spirv.Decorations` on the annotated value (an
//!   instruction, global or function; `!spirv.ParameterDecorations` for a
//!   parameter), and the annotation is removed.
//! - `member-decoration-call`: seed 000's `__spirv_AddMemberDecoration`
//!   proposal for `llvm.ptr.annotation` calls, in the one form LLVM's
//!   verifier accepts (see `MEMBER_DECORATION_CALL`); other sites as
//!   `decorations`.
//!
//! `sycl-alignment` sets the alignment of the loads, stores and memory
//! transfers through the annotated pointer instead (as the reference).

use std::rc::Rc;

use inkwell::module::Module;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::grammar::annotation_string::{self as fmt, is_decoration_string};
use crate::ir::annotation::{align_accesses, Annotated, Annotation, Rewriter};
use crate::metadata::spirv::{Decoration, PendingDecorations, DECORATIONS, PARAMETER_DECORATIONS};
use crate::metadata::Holder;
use crate::pass::{
    comma_list, dquote, quote, Anchor, Choice, Listing, ModulePass, ParamError, ParamInfo, Params,
    PassCx, RemarkKind, Site,
};
use crate::properties::annotations::{calls, describe, properties, SYCL_PROPERTIES};
use crate::properties::apply::{decorations_to_add, remark_of, Lowered};
use crate::properties::lower::{lower, written, ModuleInfo, Outcome, PropertyOptions};
use crate::properties::value::nul_free;
use crate::properties::Entity;

/// The callee of `format=member-decoration-call`, suffixed `.p<AS>` per
/// pointer type. Seed 000 passes the decoration-list as a `metadata`
/// argument; LLVM's verifier rejects that for anything but an intrinsic
/// ("Function takes metadata but isn't an intrinsic", opt-15), so the list
/// is the call's `!spirv.Decorations` attachment instead.
pub const MEMBER_DECORATION_CALL: &str = "__spirv_AddMemberDecoration";

/// What happens to a member property that is neither a decoration nor an
/// alignment.
pub const LEFT_OUT: &str = "left out of the rewritten annotation";

/// Why a member property is dropped with a warning (not in the registry,
/// or for other entities only); `None` for the outcomes dropped quietly.
pub fn warned_drop(o: &Outcome) -> Option<String> {
    match o {
        Outcome::Unknown => Some("not in the registry".into()),
        Outcome::WrongEntity(on) => {
            let on: Vec<String> = on.iter().map(|e| e.to_string()).collect();
            Some(format!(
                "applies to {} only, not to a struct member",
                on.join(", ")
            ))
        }
        _ => None,
    }
}

/// How the rewritten annotations are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `annotation-string` (default, as the reference): the string becomes
    /// `{ID:"value"}...`.
    AnnotationString,
    /// `decorations`: `!spirv.Decorations` on the annotated value; the
    /// annotation goes.
    Decorations,
    /// `member-decoration-call`: a `__spirv_AddMemberDecoration` call for
    /// each `llvm.ptr.annotation`; other sites as `Decorations`.
    MemberDecorationCall,
}

/// `format=annotation-string|decorations|member-decoration-call`.
pub static FORMAT: Choice<Format> = Choice {
    name: "format",
    values: &[
        ("annotation-string", Format::AnnotationString),
        ("decorations", Format::Decorations),
        ("member-decoration-call", Format::MemberDecorationCall),
    ],
    default: Format::AnnotationString,
    about: "how the rewritten annotations are written",
    listing: Listing::Or,
};

/// The parameters of `sycl-annotations` and `compile-time-properties`
/// beyond the property parameters.
pub static FORMAT_PARAMS: [ParamInfo; 1] = [FORMAT.param()];

/// The pass, with its options.
pub struct SyclAnnotations {
    /// The property passes' options.
    pub opts: PropertyOptions,
    /// `format=...`.
    pub format: Format,
}

impl SyclAnnotations {
    /// The pass as `sycl-annotations<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(SyclAnnotations {
            opts: PropertyOptions::from_params(p)?,
            format: FORMAT.parse(p)?,
        })
    }
}

/// What one annotation asks for.
#[derive(Clone, Default)]
struct Plan {
    /// How many decorations it asks for.
    count: usize,
    /// The decorations, where the format writes them as such (for
    /// `annotation-string`, `strings` says everything: none are built).
    decorations: Vec<Lowered<'static>>,
    /// The `annotation-string` form of `decorations`: as the reference
    /// writes it, a decoration with operands keeps the value as the
    /// front-end wrote it (`{6191:"true"}`); one without operands is bare.
    strings: Vec<fmt::Entry>,
    align: Option<u32>,
    /// What `align` becomes when no access takes it: the property's name,
    /// value and decoration.
    align_if_unused: Option<Lowered<'static>>,
    /// Already in the translator's format (nothing to rewrite for
    /// `annotation-string`).
    preformatted: bool,
}

impl Plan {
    /// Counts one decoration, kept if `l` is one.
    fn add(&mut self, l: Option<Lowered<'static>>) {
        self.count += 1;
        self.decorations.extend(l);
    }
}

impl SyclAnnotations {
    /// The decorations and alignment of a `"sycl-properties"` annotation;
    /// `None` after reporting an error.
    fn plan_properties(
        &self,
        a: &Annotation<'_>,
        what: &Site<'_, '_>,
        at: Anchor<'_>,
        info: &ModuleInfo,
        cx: &mut PassCx,
    ) -> Option<Plan> {
        let props = match properties(a) {
            Ok(p) => p,
            Err(e) => {
                cx.error_at(what, e);
                return None;
            }
        };
        let sibling = |k: &str| props.iter().find(|p| p.name == k).map(|p| p.value.as_str());
        let mut plan = Plan::default();
        // Only the other formats write the decorations themselves.
        let keep = self.format != Format::AnnotationString;
        let mut ok = true;
        for (i, p) in props.iter().enumerate() {
            // As the reading rule has it: what is written back is what a
            // second run reads (`"8 "` is written `8`).
            let (name, value) = (&p.name, written(&self.opts, &p.name, &p.value));
            // The same property twice: once is enough; two values conflict.
            if let Some(first) = props[..i].iter().find(|q| q.name == *name) {
                if written(&self.opts, name, &first.value) != value {
                    cx.error_at(
                        what,
                        format_args!(
                            "property {} given twice, {} and {}",
                            quote(name),
                            quote(&first.value),
                            quote(value)
                        ),
                    );
                    ok = false;
                }
                continue;
            }
            let lowered = |decoration: Decoration| Lowered {
                property: name.clone().into(),
                value: value.to_owned().into(),
                decoration,
            };
            let lowered_to = lower(&self.opts, Entity::Member, name, value, &sibling, info);
            if let Ok(o) = &lowered_to {
                let dropped = warned_drop(o).map(|why| format!("{why}: {LEFT_OUT}"));
                let (kind, remark) = match dropped {
                    Some(_) => (RemarkKind::Missed, "PropertyLeftOut"),
                    None => remark_of(o),
                };
                cx.remark(kind, remark, at, |r| {
                    let result = dropped.unwrap_or_else(|| o.to_string());
                    r.site(&what.property(name, value))
                        .text(" -> ")
                        .arg("Result", result);
                });
            }
            match lowered_to {
                Ok(Outcome::Decoration(d, form)) => {
                    log::debug!(target: cx.log, "{what}: {name} = {} -> decoration {d}", quote(value));
                    plan.strings.push(if form.value_operands {
                        fmt::as_written(&d, value)
                    } else {
                        fmt::from_decoration(&d)
                    });
                    plan.add(keep.then(|| lowered(d)));
                }
                Ok(Outcome::Decorations(ds)) => {
                    log::debug!(target: cx.log, "{what}: {name} = {} -> decorations {}", quote(value), comma_list(&ds));
                    plan.strings.extend(ds.iter().map(fmt::from_decoration));
                    for d in ds {
                        plan.add(keep.then(|| lowered(d)));
                    }
                }
                Ok(Outcome::Align { align, if_unused }) => {
                    log::debug!(target: cx.log, "{what}: {name} = {} -> align {align} on the accesses{}", quote(value),
                        if_unused.as_ref().map_or(String::new(), |d| format!(" ({d} if none takes it)")));
                    plan.align = u32::try_from(align).ok();
                    plan.align_if_unused = if_unused.map(lowered);
                }
                Ok(Outcome::Unknown) => {
                    // A misspelt property: the nearest known name, and with
                    // `strict` an error.
                    let near = self.opts.registry.nearest(name);
                    let hint = near.map_or(String::new(), |n| format!(" (did you mean '{n}'?)"));
                    let text = format!(
                        "{} is not in the registry{hint}: {LEFT_OUT}",
                        what.property(name, value)
                    );
                    if self.opts.strict {
                        cx.error(text);
                        ok = false;
                    } else {
                        cx.warning(text);
                    }
                }
                Ok(ref o @ Outcome::WrongEntity(_)) => {
                    let why = warned_drop(o).unwrap_or_default();
                    cx.warning(format!("{} {why}: {LEFT_OUT}", what.property(name, value)))
                }
                Ok(o) => log::debug!(target: cx.log, "{what}: {name} = {} -> {o}", quote(value)),
                Err(e) => {
                    cx.error_at(&what.property(name, value), e);
                    ok = false;
                }
            }
        }
        ok.then_some(plan)
    }

    /// The decorations of a string already in `{X:Y}` form.
    fn plan_string(
        text: &str,
        drafts: &[u32],
        what: &Site<'_, '_>,
        cx: &mut PassCx,
    ) -> Option<Plan> {
        let entries = match fmt::parse(text) {
            Ok(e) => e,
            Err(e) => {
                cx.error_at(what, format_args!("unparsable annotation string: {e}"));
                return None;
            }
        };
        let mut plan = Plan {
            preformatted: true,
            ..Plan::default()
        };
        match fmt::decorations(&entries, drafts) {
            Ok(ds) => {
                for (e, d) in entries.iter().zip(ds) {
                    plan.add(Some(Lowered {
                        property: fmt::render(std::slice::from_ref(e)).into(),
                        value: "".into(),
                        decoration: d,
                    }));
                }
            }
            Err(err) => {
                cx.error_at(
                    what,
                    format_args!("annotation string {}: {err}", dquote(text)),
                );
                return None;
            }
        }
        Some(plan)
    }

    /// Writes the decorations `new` onto `target` (merged with what is there,
    /// a conflict an error); false after reporting an error (the annotation
    /// is then left as it is).
    ///
    /// The lists are merged in `pending` (read once per value, written once
    /// at the end of the run), so many annotations on one value cost linear
    /// time and leave no intermediate lists behind.
    fn attach<'ctx>(
        m: &Module<'ctx>,
        pending: &mut PendingDecorations<'ctx>,
        target: Annotated<'ctx>,
        what: &Site<'_, '_>,
        new: Vec<Lowered<'_>>,
        cx: &mut PassCx,
    ) -> bool {
        let (list, existing) = match target {
            Annotated::Instruction(i) => (DECORATIONS.name, pending.on(m, Holder::Instruction(i))),
            Annotated::Global(g) => (DECORATIONS.name, pending.on(m, Holder::Global(g))),
            Annotated::Function(f) => (DECORATIONS.name, pending.on(m, Holder::Function(f))),
            Annotated::Argument { function, index } => (
                PARAMETER_DECORATIONS.name,
                pending.param(m, function, index as usize),
            ),
            Annotated::Other => {
                cx.error_at(what, "the annotated value is a constant, which cannot carry decorations; use format=annotation-string");
                return false;
            }
        };
        let existing = match existing {
            Ok(e) => e,
            Err(e) => {
                cx.error_at(what, e);
                return false;
            }
        };
        let Some(add) = decorations_to_add(cx, what, &format!("!{list}"), existing, new) else {
            return false;
        };
        for d in add {
            existing.push(d);
        }
        if let Annotated::Instruction(i) = target {
            pending.site(Holder::Instruction(i), &what.to_string());
        }
        true
    }
}

impl ModulePass for SyclAnnotations {
    fn log_target(&self) -> &'static str {
        "spirv_props::sycl_annotations"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let info = ModuleInfo::of(m);
        let mut rw = Rewriter::new(m);
        let mut pending = PendingDecorations::default();
        let mut changed = false;
        let drafts = self.opts.registry.draft_decorations();
        // What a `"sycl-properties"` annotation became, by the global its
        // properties are in (see `Annotation::args_global`): front-ends
        // share one per distinct property set, and planning each copy
        // again was most of this pass's work. Kept when each annotation
        // need not report on its own, when planning it found nothing, and
        // when no alignment is to go on its accesses (that work is per
        // access). `memo`: what the annotation became, where that is all
        // there is to do (`None`: removed; `Some`: the annotation string).
        // `plans`: the plan, for the other formats, which write each
        // annotation's decorations where it points (planning each copy
        // again was 17 % of this pass's work with `format=decorations` on
        // 10,000 kernels of bench/dpcpp.py).
        let share = !cx.reports_each_entity();
        let mut memo: FxHashMap<usize, Option<Rc<str>>> = FxHashMap::default();
        let mut plans: FxHashMap<usize, Plan> = FxHashMap::default();
        let mut checked: FxHashSet<String> = FxHashSet::default();
        for a in calls(m) {
            let Some(text) = a.text.as_deref() else {
                continue;
            };
            let described = describe(&a);
            let what = Site::Annotation(&described);
            // The reading rule of values holds for the string too: read to
            // its first NUL it would be another string.
            let ours =
                text.split('\0').next() == Some(SYCL_PROPERTIES) || is_decoration_string(text);
            if let (true, Err(e)) = (ours, nul_free(text)) {
                cx.error_at(
                    &what,
                    format_args!("annotation string {}: {e}", dquote(text)),
                );
                continue;
            }
            let key =
                (share && text == SYCL_PROPERTIES && a.args_global != 0).then_some(a.args_global);
            if let Some(done) = key.and_then(|k| memo.get(&k)) {
                match done {
                    None => rw.remove(&a),
                    Some(text) => rw.set_text(&a, text, true),
                }
                cx.stats.bump("annotations.rewritten");
                changed = true;
                continue;
            }
            let findings = cx.findings();
            // A `{X:Y}` string is only checked for the annotation string
            // (kept as it is): once per distinct text.
            let checked_as_is =
                share && self.format == Format::AnnotationString && is_decoration_string(text);
            if checked_as_is && checked.contains(text) {
                continue;
            }
            let shared = key.and_then(|k| plans.get(&k)).cloned();
            let planned_now = shared.is_none();
            let plan = if shared.is_some() {
                shared
            } else if text == SYCL_PROPERTIES {
                self.plan_properties(&a, &what, Anchor::annotation(m, &a), &info, cx)
            } else if is_decoration_string(text) {
                Self::plan_string(text, &drafts, &what, cx)
            } else {
                continue;
            };
            let Some(mut plan) = plan else {
                continue;
            };
            if self.format == Format::AnnotationString && plan.preformatted {
                if checked_as_is && cx.findings() == findings {
                    checked.insert(text.to_owned());
                }
                continue;
            }
            // What the annotation becomes depends on it alone unless an
            // alignment is to go on its accesses, and then it is kept.
            let kept = key.filter(|_| plan.align.is_none() && cx.findings() == findings);
            if let Some(k) = kept.filter(|_| {
                planned_now && plan.count > 0 && self.format != Format::AnnotationString
            }) {
                // What these formats use of it: the string entries are
                // the annotation string's only.
                let shared = Plan {
                    count: plan.count,
                    decorations: plan.decorations.clone(),
                    ..Plan::default()
                };
                plans.insert(k, shared);
            }
            if let Some(n) = plan.align {
                let aligned = align_accesses(&a, n);
                (0..aligned.raised).for_each(|_| cx.stats.bump("accesses.aligned"));
                changed |= aligned.raised > 0;
                log::debug!(target: cx.log, "{what}: alignment {n} taken by {} accesses, {} raised", aligned.accesses, aligned.raised);
                let (kind, remark) = match aligned.accesses {
                    0 => (RemarkKind::Missed, "AlignmentUnused"),
                    _ => (RemarkKind::Passed, "AccessesAligned"),
                };
                cx.remark(kind, remark, Anchor::annotation(m, &a), |r| {
                    r.site(&what)
                        .text(": alignment ")
                        .arg("Align", n)
                        .text(" taken by ")
                        .arg("Accesses", aligned.accesses)
                        .text(" accesses, ")
                        .arg("Raised", aligned.raised)
                        .text(" raised");
                });
                // No access took the alignment: keep it as a decoration (the
                // reference's {44:"n"}) rather than lose it. Accesses that
                // already had it took it too: the annotation has nothing
                // left to say, and goes (as the reference's does).
                if let (0, Some(l)) = (aligned.accesses, plan.align_if_unused.take()) {
                    plan.strings.push(fmt::as_written(&l.decoration, &l.value));
                    plan.add(Some(l));
                }
            }
            let done = if plan.count == 0 {
                rw.remove(&a);
                if let Some(k) = kept {
                    memo.insert(k, None);
                }
                true
            } else {
                match self.format {
                    Format::AnnotationString => {
                        let mut entries: Vec<fmt::Entry> = Vec::with_capacity(plan.strings.len());
                        for e in std::mem::take(&mut plan.strings) {
                            if !entries.contains(&e) {
                                entries.push(e);
                            }
                        }
                        let text = fmt::render(&entries);
                        rw.set_text(&a, &text, true);
                        if let Some(k) = kept {
                            memo.insert(k, Some(text.into()));
                        }
                        true
                    }
                    Format::MemberDecorationCall | Format::Decorations => {
                        let call = if self.format == Format::MemberDecorationCall {
                            rw.replace_with_call(&a, MEMBER_DECORATION_CALL)
                        } else {
                            Ok(None)
                        };
                        match call {
                            Err(e) => {
                                cx.error_at(&what, e);
                                false
                            }
                            Ok(call) => match call {
                                // The call replaced the annotation and carries the list.
                                Some(call) => Self::attach(
                                    m,
                                    &mut pending,
                                    Annotated::Instruction(call),
                                    &what,
                                    plan.decorations,
                                    cx,
                                ),
                                // A member at offset 0 of a struct variable:
                                // the decorations go on the variable (llc-22
                                // drops a decoration on a zero-offset GEP,
                                // which it lowers to a bitcast), its uses
                                // take a GEP of the member built in place of
                                // the call (see `Rewriter::member_pointer`).
                                None => match rw.member_pointer(&a) {
                                    Some(_) => Self::attach(
                                        m,
                                        &mut pending,
                                        a.target,
                                        &what,
                                        plan.decorations,
                                        cx,
                                    ),
                                    None => {
                                        let ok = Self::attach(
                                            m,
                                            &mut pending,
                                            a.target,
                                            &what,
                                            plan.decorations,
                                            cx,
                                        );
                                        if ok {
                                            rw.remove(&a);
                                        }
                                        ok
                                    }
                                },
                            },
                        }
                    }
                }
            };
            if done {
                cx.stats.bump("annotations.rewritten");
                changed = true;
            }
        }
        changed |= pending.write(m);
        changed |= rw.finish();
        changed
    }
}
