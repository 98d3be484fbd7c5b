//! The record of what our passes emitted that a later pass can lose:
//! `!spirv_props.emitted`, module-level, one entry per instruction
//! decoration, parameter decoration and execution mode a pass added, so
//! that `spirv-props-verify` can name each one that is gone by the end of
//! the pipeline (SROA and InstCombine delete or rebuild the instructions a
//! member decoration sits on; a pass can drop or misalign a kernel's lists).
//!
//! Entries (written by the metadata layer itself, where the lists are
//! written: [`super::spirv::PendingDecorations::write`] and
//! [`super::spirv::ExecutionModes::add`], so every pass records without
//! code of its own):
//! - `!{!"decoration", ptr @f, !T, !D}`: decoration `!D` was put on an
//!   instruction of `@f` that also carries `!spirv_props.site !T`,
//!   `!T = !{!"<site>"}` naming where it came from (`@k, line 13 of
//!   k.cl`). The tag travels with the instruction (an inlined copy keeps
//!   it), so the checker finds the decoration wherever the instruction went;
//! - `!{!"parameter", ptr @f, i32 <index>, !D}`: `!D` in parameter
//!   `index`'s list of `!spirv.ParameterDecorations` on `@f`;
//! - `!{!"mode", !E}`: `!E` (an entry `!{ptr @k, i32 <mode>, ...}`) was
//!   added to `!spirv.ExecutionMode`.
//!
//! A function reference follows the function when a pass replaces it
//! (deadargelim) and becomes `null` when a pass deletes it (globaldce, a
//! split image without it); entries of a function that is gone are not
//! checked, except an instruction decoration whose tag is still found.
//! The record adds nodes no consumer reads; llvm-spirv, llc and the
//! runtimes ignore metadata they do not know.

use rustc_hash::FxHashSet;

use inkwell::llvm_sys::prelude::LLVMMetadataRef;
use inkwell::module::Module;
use inkwell::values::{FunctionValue, InstructionValue};

use super::codec::{MdShape, MdValue};
use super::spirv::Decoration;
use super::{MdError, NamedList};
use crate::ir::md::{self, MdBuild, MdNode, MdOperand, MdWriter};

/// The record's name.
pub const EMITTED: &str = "spirv_props.emitted";

/// The attachment that ties a decorated instruction to its record entries.
pub const SITE: &str = "spirv_props.site";

const DECORATION: &str = "decoration";
const PARAMETER: &str = "parameter";
const MODE: &str = "mode";

/// One entry of `!spirv_props.emitted`.
#[derive(Clone, Debug, PartialEq)]
pub enum Emitted<'ctx> {
    /// A decoration on an instruction tagged `!spirv_props.site !site`.
    Instruction {
        /// The function the instruction was in; `None` once it is gone.
        function: Option<FunctionValue<'ctx>>,
        /// The tag node `!{!"<site>"}`.
        site: MdNode<'ctx>,
        /// The decoration.
        decoration: Decoration,
    },
    /// A decoration of a parameter.
    Parameter {
        /// The function; `None` once it is gone.
        function: Option<FunctionValue<'ctx>>,
        /// The parameter's position.
        index: u32,
        /// The decoration.
        decoration: Decoration,
    },
    /// An entry of `!spirv.ExecutionMode`.
    Mode(MdNode<'ctx>),
}

/// A function operand that may have become `null`.
fn function_or_null<'ctx>(op: &MdOperand<'ctx>) -> Result<Option<FunctionValue<'ctx>>, String> {
    match op {
        MdOperand::Null => Ok(None),
        op => FunctionValue::decode(op)
            .map(Some)
            .map_err(|_| "operand 1 should be a function or null".into()),
    }
}

impl<'ctx> MdShape<'ctx> for Emitted<'ctx> {
    fn decode_node(ops: &[MdOperand<'ctx>]) -> Result<Self, String> {
        let decoration = |op: &MdOperand<'ctx>| {
            Decoration::decode(op).map_err(|e| format!("operand 3 should be a decoration-node {e}"))
        };
        match ops {
            [MdOperand::String(k), f, MdOperand::Node(site), d] if k == DECORATION => {
                Ok(Emitted::Instruction {
                    function: function_or_null(f)?,
                    site: *site,
                    decoration: decoration(d)?,
                })
            }
            [MdOperand::String(k), f, i, d] if k == PARAMETER => Ok(Emitted::Parameter {
                function: function_or_null(f)?,
                index: u32::decode(i).map_err(|_| "operand 2 should be an integer")?,
                decoration: decoration(d)?,
            }),
            [MdOperand::String(k), MdOperand::Node(e)] if k == MODE => Ok(Emitted::Mode(*e)),
            _ => Err(format!(
                "should be !{{!\"{DECORATION}\", ptr, !{{!\"site\"}}, !decoration}}, \
                 !{{!\"{PARAMETER}\", ptr, i32, !decoration}} or !{{!\"{MODE}\", !entry}}"
            )),
        }
    }

    fn encode_node(&self) -> Vec<MdBuild<'ctx>> {
        let function = |f: &Option<FunctionValue<'ctx>>| f.map_or(MdBuild::Null, MdBuild::Function);
        match self {
            Emitted::Instruction {
                function: f,
                site,
                decoration,
            } => vec![
                MdBuild::String(DECORATION.into()),
                function(f),
                MdBuild::Node(*site),
                decoration.encode(),
            ],
            Emitted::Parameter {
                function: f,
                index,
                decoration,
            } => vec![
                MdBuild::String(PARAMETER.into()),
                function(f),
                index.encode(),
                decoration.encode(),
            ],
            Emitted::Mode(e) => vec![MdBuild::String(MODE.into()), MdBuild::Node(*e)],
        }
    }
}

fn record<'ctx>() -> NamedList<Emitted<'ctx>> {
    NamedList::new(EMITTED)
}

/// Every entry of the record, each decoded on its own.
pub fn entries<'ctx>(m: &Module<'ctx>) -> Vec<Result<Emitted<'ctx>, MdError>> {
    record().entries(m).into_iter().map(|(_, e)| e).collect()
}

/// Appends `new` to the record, each entry once (the record is read once).
pub fn add<'ctx>(m: &Module<'ctx>, new: &[Emitted<'ctx>]) {
    if !new.is_empty() {
        record().add_all(m, new);
    }
}

/// The tag node `!{!"<site>"}` for an instruction decorated at `site`.
pub fn site_tag<'ctx>(m: &Module<'ctx>, site: &str) -> MdNode<'ctx> {
    md::node(m, &[MdBuild::String(site.into())])
}

/// Tags `inst` as decorated at `site`.
pub fn tag<'ctx>(m: &Module<'ctx>, inst: InstructionValue<'ctx>, site: MdNode<'ctx>) {
    md::inst_attach(m, inst, SITE, Some(site));
}

/// The tag of an instruction, if it has one.
pub fn tag_of<'ctx>(m: &Module<'ctx>, inst: InstructionValue<'ctx>) -> Option<MdNode<'ctx>> {
    md::inst_attached(m, inst, SITE)
}

/// The site a tag names (`@k, line 13 of k.cl`).
pub fn site_text(tag: MdNode<'_>) -> String {
    match tag.operands().first() {
        Some(MdOperand::String(s)) => s.clone(),
        _ => tag.print(),
    }
}

/// Records `!spirv.ExecutionMode` entries as they are added: the record
/// is read once, on the first entry, so n adds cost O(n + record).
#[derive(Default)]
pub(crate) struct ModeRecorder {
    present: Option<FxHashSet<LLVMMetadataRef>>,
}

impl ModeRecorder {
    /// Records that `node` was added to `!spirv.ExecutionMode`.
    pub(crate) fn add(&mut self, m: &Module<'_>, node: LLVMMetadataRef) {
        let mut w = MdWriter::new(m);
        let start = w.begin();
        w.string(MODE);
        w.node_md(node);
        let entry = w.end(start);
        let present = self.present.get_or_insert_with(|| {
            md::named(m, EMITTED)
                .into_iter()
                .map(MdNode::metadata)
                .collect()
        });
        if present.insert(entry) {
            md::add_named_md(m, EMITTED, entry);
        }
    }
}

/// Removes the record's entries for the `!spirv.ExecutionMode` entries in
/// `gone` (dropped because their function no longer exists).
pub(crate) fn forget_modes(m: &Module<'_>, gone: &FxHashSet<LLVMMetadataRef>) {
    let all = record().entries(m);
    let keep: Vec<LLVMMetadataRef> = all
        .iter()
        .filter(|(_, e)| !matches!(e, Ok(Emitted::Mode(n)) if gone.contains(&n.metadata())))
        .map(|(n, _)| n.metadata())
        .collect();
    if keep.len() != all.len() {
        md::set_named_md(m, EMITTED, &keep);
    }
}
