//! Where a diagnostic points, as a value formatted in one place: every
//! message about an entity names it the same way.

use std::fmt;

use crate::ir::Subject;
use crate::text::quote;

/// The thing a diagnostic is about: an entity (`global @g`, `kernel @k`,
/// `function @f`, `parameter 0 (%p) of @k`), an annotation (`@k, line 8
/// of m.cl`), or one property of either (`global @g: property 'sycl-x' =
/// '1'`). Names are read only when a message is formatted.
#[derive(Clone, Copy)]
pub enum Site<'a, 'ctx> {
    /// A global, kernel, function or kernel parameter.
    Entity(Subject<'ctx>),
    /// An annotation call or `@llvm.global.annotations` entry, as
    /// `properties::annotations::describe` names it.
    Annotation(&'a dyn fmt::Display),
    /// One property (name and value as written) of another site.
    Property {
        /// The entity or annotation that has the property.
        of: &'a Site<'a, 'ctx>,
        /// The property's name.
        name: &'a str,
        /// Its value.
        value: &'a str,
    },
}

impl<'a, 'ctx> Site<'a, 'ctx> {
    /// Property `name` = `value` of this site.
    pub fn property(&'a self, name: &'a str, value: &'a str) -> Site<'a, 'ctx> {
        Site::Property {
            of: self,
            name,
            value,
        }
    }
}

impl<'ctx> From<Subject<'ctx>> for Site<'_, 'ctx> {
    fn from(s: Subject<'ctx>) -> Self {
        Site::Entity(s)
    }
}

impl fmt::Display for Site<'_, '_> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Site::Entity(s) => write!(out, "{s}"),
            Site::Annotation(a) => write!(out, "{a}"),
            Site::Property { of, name, value } => {
                write!(out, "{of}: property {} = {}", quote(name), quote(value))
            }
        }
    }
}
