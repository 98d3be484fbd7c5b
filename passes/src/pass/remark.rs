//! Optimization remarks of a pass run: what it lowered (`Passed`), what it
//! skipped, left as it is or dropped (`Missed`), what it found (`Analysis`),
//! each about an entity, through LLVM's remark machinery (`ir::remark`).
//!
//! Every remark's pass name is `spirv-props.<pass>`
//! (`spirv-props.sycl-kernel-properties`): LLVM matches `-pass-remarks=`,
//! `-pass-remarks-filter=` and clang's `-Rpass=` as a regex anywhere in the
//! name, so `spirv-props` selects every pass of ours and
//! `sycl-kernel-properties` one of them, also when it runs inside
//! `compile-time-properties`. The remark name says what was decided
//! (`PropertyLowered`, `PropertyUnknown`, ...); the message is the debug
//! line's, built from named arguments (`Kernel`, `Property`, `Value`,
//! `Result` ...) that a remark file lists under `Args:`.
//!
//! Nothing is built unless someone takes the remark: which kinds are wanted
//! is asked once per pass run ([`Remarks::of`]), and a remark's arguments
//! are made by a closure that runs only then.

use std::ffi::CString;
use std::fmt::{self, Display};
use std::rc::Rc;

use inkwell::module::Module;

use crate::ir::remark::{self, ArgValue, RemarkArg};
pub use crate::ir::remark::{Anchor, RemarkKind};
use crate::ir::Subject;

use super::site::Site;
use crate::text::unquoted;

enum Arg<'ctx> {
    Text(&'static str, String),
    Value(&'static str, ArgValue<'ctx>),
}

/// One remark's arguments, in message order. [`Remark::text`] is plain
/// text (`String:` in the YAML), the others are named.
#[derive(Default)]
pub struct Remark<'ctx> {
    args: Vec<Arg<'ctx>>,
}

impl<'ctx> Remark<'ctx> {
    /// Text between named arguments (one `String:` for text written in a
    /// row).
    pub fn text(&mut self, text: impl Display) -> &mut Self {
        use fmt::Write;
        match self.args.last_mut() {
            Some(Arg::Text("String", s)) => {
                let _ = write!(s, "{text}");
                self
            }
            _ => self.arg("String", text),
        }
    }

    /// Named argument `key: value`.
    pub fn arg(&mut self, key: &'static str, value: impl Display) -> &mut Self {
        self.args.push(Arg::Text(key, value.to_string()));
        self
    }

    /// A value as a message quotes it, `'v'` (cut as `quote` cuts it),
    /// named `key` without the quotes.
    pub fn quoted(&mut self, key: &'static str, value: &str) -> &mut Self {
        self.text("'").arg(key, unquoted(value)).text("'")
    }

    /// `kernel @k`, `function @f`, `global @g`, `parameter 1 of @k`, with
    /// the entity as argument `Kernel`, `Function`, `Global` (the IR value:
    /// a function's argument carries its source line) or `Parameter`.
    pub fn subject(&mut self, s: Subject<'ctx>) -> &mut Self {
        let (what, key, v) = match s {
            Subject::Param(f, i) => {
                self.text("parameter ").arg("Parameter", i);
                (" of", "Function", ArgValue::from(f))
            }
            Subject::Kernel(f) => ("kernel", "Kernel", ArgValue::from(f)),
            Subject::Function(f) => ("function", "Function", ArgValue::from(f)),
            Subject::Global(g) => ("global", "Global", ArgValue::from(g)),
        };
        self.text(format_args!("{what} @"));
        self.args.push(Arg::Value(key, v));
        self
    }

    /// A site as diagnostics name it: an entity ([`Remark::subject`]), an
    /// annotation (`Annotation`), or a property of either (`Property`,
    /// `Value`).
    pub fn site(&mut self, s: &Site<'_, 'ctx>) -> &mut Self {
        match s {
            Site::Entity(e) => self.subject(*e),
            Site::Annotation(a) => self.arg("Annotation", a),
            Site::Property { of, name, value } => self
                .site(of)
                .text(": property ")
                .quoted("Property", name)
                .text(" = ")
                .quoted("Value", value),
        }
    }
}

/// Which remarks a pass run sends, and the pass name they carry; a clone
/// is a handle for a closure that cannot borrow the run's context.
#[derive(Clone, Debug, Default)]
pub struct Remarks {
    /// [`RemarkKind`] bits anyone takes; 0: none is built.
    kinds: u8,
    /// `spirv-props.<pass>`, NUL-terminated (LLVM holds a `const char *`);
    /// only made when `kinds` is not 0.
    pass: Option<Rc<CString>>,
}

impl Remarks {
    /// The remarks of the pass whose log target is `target`
    /// (`spirv_props::sycl_kernel_properties`), in `m`'s context.
    pub fn of(m: &Module<'_>, target: &str) -> Self {
        let pass = pass_name(target);
        let kinds = remark::enabled(m, &pass);
        Remarks {
            kinds,
            pass: (kinds != 0)
                .then(|| Rc::new(CString::new(pass).expect("pass names have no NUL"))),
        }
    }

    /// Whether remarks of `kind` go anywhere.
    pub fn on(&self, kind: RemarkKind) -> bool {
        self.kinds & kind as u8 != 0
    }

    /// Whether remarks of any kind are taken.
    pub fn any(&self) -> bool {
        self.kinds != 0
    }

    /// Sends remark `name` about `at`, with the arguments `build` gives, if
    /// remarks of `kind` go anywhere.
    pub fn send<'ctx>(
        &self,
        kind: RemarkKind,
        name: &str,
        at: Anchor<'ctx>,
        build: impl FnOnce(&mut Remark<'ctx>),
    ) {
        let (true, Some(pass)) = (self.on(kind), self.pass.as_deref()) else {
            return;
        };
        let mut r = Remark::default();
        build(&mut r);
        let args: Vec<RemarkArg<'_, 'ctx>> = r
            .args
            .iter()
            .map(|a| match a {
                Arg::Text(k, v) => RemarkArg::Text(k, v),
                Arg::Value(k, v) => RemarkArg::Value(k, *v),
            })
            .collect();
        remark::emit(at, kind, pass, name, &args);
    }
}

/// `spirv-props.<pass>` from a log target `spirv_props::<pass>`
/// (`_` as `-`); `spirv-props` for the crate's own target.
fn pass_name(target: &str) -> String {
    match target.strip_prefix("spirv_props::") {
        Some(p) => format!("spirv-props.{}", p.replace('_', "-")),
        None => target.replace('_', "-"),
    }
}

impl fmt::Debug for Remark<'_> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(out, "Remark({} args)", self.args.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_names() {
        assert_eq!(
            pass_name("spirv_props::sycl_kernel_properties"),
            "spirv-props.sycl-kernel-properties"
        );
        assert_eq!(
            pass_name("spirv_props::globaloffset"),
            "spirv-props.globaloffset"
        );
        assert_eq!(pass_name("spirv_props"), "spirv-props");
    }
}
