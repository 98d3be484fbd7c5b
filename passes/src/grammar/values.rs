//! The values that become SPIR-V operands and decorations, as plain data:
//! what a property lowers to and what a decoration-node holds (seed 002).
//! How they are written as metadata is the metadata layer's
//! (`metadata::codec`).

use crate::text::dquote;

/// An extra operand of a decoration or execution mode: an integer or
/// string literal.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Literal {
    /// An integer operand (`i32 4`).
    Int(u32),
    /// A string operand (`!"name"`).
    Str(String),
}

impl std::fmt::Display for Literal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Literal::Int(i) => write!(f, "{i}"),
            // As diagnostics quote values: a string operand from the input
            // (a 20 MB attribute value) shows its start and its length.
            Literal::Str(s) => write!(f, "{}", dquote(s)),
        }
    }
}

/// A decoration: `!{i32 <Decoration>, <literal>...}` as a decoration-node.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Decoration {
    /// The SPIR-V decoration number (from the `spirv` crate or the registry).
    pub id: u32,
    /// The literals after the decoration number, in order.
    pub operands: Vec<Literal>,
}

impl std::fmt::Display for Decoration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = spirv::Decoration::from_u32(self.id)
            .map_or_else(|| format!("Decoration{}", self.id), |d| format!("{d:?}"));
        write!(f, "{name}")?;
        self.operands.iter().try_for_each(|o| write!(f, " {o}"))
    }
}
