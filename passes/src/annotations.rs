//! Annotation analysis (seed 000 "IR representation via @llvm.ptr.annotation"
//! and "Property on a structure member of a non-global variable"; seed 002
//! "Member decoration through pointer annotations"): each annotation call
//! read into its properties, and what the registry says each becomes for a
//! struct member. The rewriting pass (issue 4) builds on this; today it
//! feeds `print<sycl-annotations>`.

use llvm_plugin::inkwell::module::Module;

use crate::ir::annotation::{annotation_calls, AnnotationArg, AnnotationCall};

/// The annotation string that marks SYCL properties.
pub const SYCL_PROPERTIES: &str = "sycl-properties";

/// One property of a `"sycl-properties"` annotation: its name and value as
/// a front-end converts values to text (seed 000: integers as
/// `std::to_string`, no value as `""`).
#[derive(Clone, Debug, PartialEq)]
pub struct AnnotatedProperty {
    pub name: String,
    pub value: String,
}

/// The properties of a `"sycl-properties"` call, or why they cannot be read
/// (message for a diagnostic that also names the function and line).
pub fn properties(call: &AnnotationCall<'_>) -> Result<Vec<AnnotatedProperty>, String> {
    let args = call.args.clone()?;
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

/// Every annotation call of the module.
pub fn calls<'ctx>(m: &Module<'ctx>) -> Vec<AnnotationCall<'ctx>> {
    annotation_calls(m)
}

/// How messages name a call: `@f, line 12 of k.cl`.
pub fn describe(call: &AnnotationCall<'_>) -> String {
    let line = call.line.map(|l| format!(", line {l}")).unwrap_or_default();
    let file = call
        .file
        .as_deref()
        .map(|f| format!(" of {f}"))
        .unwrap_or_default();
    format!("@{}{line}{file}", call.function)
}
