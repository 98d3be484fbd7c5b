//! Annotation analysis (seed 000 "IR representation via @llvm.ptr.annotation"
//! and "Property on a structure member of a non-global variable"; seed 002
//! "Member decoration through pointer annotations"): each annotation call
//! read into its properties, and what the registry says each becomes for a
//! struct member. `sycl-annotations` and `print<sycl-annotations>` build on
//! this.

use inkwell::module::Module;

use crate::ir::annotation::{annotations, Annotation, AnnotationArg, AnnotationKind, Annotations};

/// The annotation string that marks SYCL properties.
pub const SYCL_PROPERTIES: &str = "sycl-properties";

/// One property of a `"sycl-properties"` annotation: its name and value as
/// a front-end converts values to text (seed 000: integers as
/// `std::to_string`, no value as `""`).
#[derive(Clone, Debug, PartialEq)]
pub struct AnnotatedProperty {
    /// The property (`sycl-num-banks`).
    pub name: String,
    /// Its value as text (`"4"`; `""` for none).
    pub value: String,
}

/// The properties of a `"sycl-properties"` call, or why they cannot be read
/// (message for a diagnostic that also names the function and line).
pub fn properties(call: &Annotation<'_>) -> Result<Vec<AnnotatedProperty>, String> {
    // Read in place: each name and value is copied once, into its property.
    let args = Result::as_ref(&call.args).map_err(Clone::clone)?;
    if args.len() % 2 != 0 {
        return Err(format!(
            "odd number of property name/value fields ({})",
            args.len()
        ));
    }
    args.chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let name = match &pair[0] {
                AnnotationArg::Str(s) => s.clone(),
                other => {
                    return Err(format!(
                        "field {} should be a property name (a string), found {other}",
                        2 * i
                    ))
                }
            };
            let value = match &pair[1] {
                AnnotationArg::None => String::new(),
                AnnotationArg::Int(v) => v.to_string(),
                // std::to_string prints floats with six decimals.
                AnnotationArg::Float(x) => format!("{x:.6}"),
                AnnotationArg::Str(s) => s.clone(),
                AnnotationArg::Other(o) => {
                    return Err(format!("value of '{name}' is not a constant: {o}"))
                }
            };
            Ok(AnnotatedProperty { name, value })
        })
        .collect()
}

/// Every annotation of the module: calls, then `@llvm.global.annotations`,
/// each read when the loop reaches it (see [`Annotations`]).
pub fn calls<'ctx>(m: &Module<'ctx>) -> Annotations<'ctx> {
    annotations(m)
}

/// How messages name an annotation: `@f, line 12 of k.cl` for a call,
/// `@llvm.global.annotations entry for @g, line 3 of k.cl` for a global's
/// (formatted only when a message is).
pub fn describe<'a>(call: &'a Annotation<'_>) -> impl std::fmt::Display + 'a {
    Described(call)
}

struct Described<'a, 'ctx>(&'a Annotation<'ctx>);

impl std::fmt::Display for Described<'_, '_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let call = self.0;
        if call.kind == AnnotationKind::Global {
            write!(out, "@llvm.global.annotations entry for ")?;
        }
        write!(out, "@{}", call.function)?;
        if let Some(l) = call.line {
            write!(out, ", line {l}")?;
        }
        if let Some(f) = &call.file {
            write!(out, " of {f}")?;
        }
        Ok(())
    }
}
