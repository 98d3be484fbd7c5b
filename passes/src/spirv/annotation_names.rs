//! `spirv-annotation-names<to=ids|names>`: rewrites annotation strings in
//! the translator's `{X:Y}` format (seed 002, "Member decoration through
//! pointer annotations") between reserved names and decoration numbers.

use inkwell::module::Module;

use crate::grammar::annotation_string::{self as fmt, is_decoration_string};
use crate::ir::annotation::Rewriter;
use crate::pass::{
    dquote, unquoted, Anchor, Choice, Listing, ModulePass, ParamError, ParamInfo, Params, PassCx,
    RemarkKind, Site,
};
use crate::properties::annotations::{calls, describe};
use crate::properties::Registry;

/// `spirv-annotation-names<to=ids|names>`: rewrites annotation strings in
/// the translator's `{X:Y}` format between reserved names and decoration
/// numbers (seed 002's table and its special cases). Other annotation
/// strings are left alone; an unparsable `{...}` string or an unknown
/// reserved name is an error.
pub struct SpirvAnnotationNames {
    /// `to=ids|names`.
    pub to: Names,
}

/// What the keys of `{X:Y}` strings become.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// Decoration numbers (`{5635:"3"}`), what every consumer reads.
    Ids,
    /// Reserved names (`{latency:3}`), for people to read.
    Names,
}

/// `to=ids|names`.
pub static TO: Choice<Names> = Choice {
    name: "to",
    values: &[("ids", Names::Ids), ("names", Names::Names)],
    default: Names::Ids,
    about: "what the keys become: decoration numbers or reserved names",
    listing: Listing::Or,
};

/// The parameters of the pass.
pub static PARAMS: [ParamInfo; 1] = [TO.param()];

impl SpirvAnnotationNames {
    /// The pass as `spirv-annotation-names<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(SpirvAnnotationNames { to: TO.parse(p)? })
    }
}

impl ModulePass for SpirvAnnotationNames {
    fn log_target(&self) -> &'static str {
        "spirv_props::spirv_annotation_names"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let mut rw = Rewriter::new(m);
        let mut changed = false;
        let drafts = Registry::any_draft_decorations();
        for a in calls(m) {
            let Some(text) = a.text.as_deref().filter(|t| is_decoration_string(t)) else {
                continue;
            };
            let what = describe(&a);
            // Checked as sycl-annotations reads them: a name is no excuse
            // for a wrong operand.
            let converted = fmt::parse(text).and_then(|entries| {
                fmt::decorations(&entries, &drafts)?;
                entries
                    .iter()
                    .map(|e| {
                        if self.to == Names::Names {
                            fmt::to_name(e)
                        } else {
                            fmt::to_id(e)
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()
            });
            match converted {
                Ok(entries) => {
                    let new = fmt::render(&entries);
                    if new != text {
                        log::debug!(target: cx.log, "{what}: {} -> {}", dquote(text), dquote(&new));
                        cx.remark(
                            RemarkKind::Passed,
                            "AnnotationRenamed",
                            Anchor::annotation(m, &a),
                            |r| {
                                r.arg("Annotation", &what)
                                    .text(": \"")
                                    .arg("From", unquoted(text))
                                    .text("\" -> \"")
                                    .arg("To", unquoted(&new))
                                    .text("\"");
                            },
                        );
                        rw.set_text(&a, &new, false);
                        cx.stats.bump("annotations.renamed");
                        changed = true;
                    }
                }
                Err(e) => cx.error_at(
                    &Site::Annotation(&what),
                    format_args!("annotation string {}: {e}", dquote(text)),
                ),
            }
        }
        changed |= rw.finish();
        changed
    }
}
