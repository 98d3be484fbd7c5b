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
//! code of its own), one per holder written, not one per decoration (the
//! record is written for every kernel: a node per decoration cost more
//! than the decorations themselves):
//! - `!{!"decorations", ptr @f, !T, !L}`: the decoration-list `!L` was
//!   added to the `!spirv.Decorations` of an instruction of `@f` that
//!   also carries `!spirv_props.site !T`, `!T = !{!"<site>"}` naming where
//!   it came from (`@k, line 13 of k.cl`). The tag travels with the
//!   instruction (an inlined copy keeps it), so the checker finds the
//!   decorations wherever the instruction went;
//! - `!{!"parameters", ptr @f, !P}`: `!P` has one decoration-list per
//!   parameter of `@f`, what was added to that parameter's list of
//!   `!spirv.ParameterDecorations`;
//! - `!{!"mode", !E}`: `!E` (an entry `!{ptr @k, i32 <mode>, ...}`) was
//!   added to `!spirv.ExecutionMode`.
//!
//! Where a list was empty before, what was added is the whole list, and the
//! entry names the very node attached (no new node). The per-decoration
//! entries of earlier releases, `!{!"decoration", ptr @f, !T, !D}` and
//! `!{!"parameter", ptr @f, i32 <index>, !D}`, are still read.
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

use super::codec::{MdShape, MdValue, Nested};
use super::spirv::Decoration;
use super::{MdError, NamedList};
use crate::ir::md::{self, MdBuild, MdNode, MdOperand, MdWriter};

/// The record's name.
pub const EMITTED: &str = "spirv_props.emitted";

/// The attachment that ties a decorated instruction to its record entries.
pub const SITE: &str = "spirv_props.site";

const DECORATIONS: &str = "decorations";
const PARAMETERS: &str = "parameters";
const MODE: &str = "mode";
// The per-decoration shapes of earlier releases (read, not written).
const DECORATION: &str = "decoration";
const PARAMETER: &str = "parameter";

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
    /// Decorations on one instruction (as written; [`entries`] gives one
    /// [`Emitted::Instruction`] per decoration).
    Instructions {
        /// The function the instruction was in; `None` once it is gone.
        function: Option<FunctionValue<'ctx>>,
        /// The tag node `!{!"<site>"}`.
        site: MdNode<'ctx>,
        /// The decorations.
        decorations: Vec<Decoration>,
    },
    /// Decorations of a function's parameters, one list per parameter (as
    /// written; [`entries`] gives one [`Emitted::Parameter`] per decoration).
    Parameters {
        /// The function; `None` once it is gone.
        function: Option<FunctionValue<'ctx>>,
        /// What was added to each parameter's list, by position.
        lists: Vec<Vec<Decoration>>,
    },
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

/// The operands of operand `index`, which should be a node.
fn node_operands<'ctx>(op: &MdOperand<'ctx>, index: usize) -> Result<Vec<MdOperand<'ctx>>, String> {
    match op {
        MdOperand::Node(n) => Ok(n.operands()),
        _ => Err(format!("operand {index} should be a metadata node")),
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
            [MdOperand::String(k), f, MdOperand::Node(site), l] if k == DECORATIONS => {
                Ok(Emitted::Instructions {
                    function: function_or_null(f)?,
                    site: *site,
                    decorations: Vec::<Decoration>::decode_node(&node_operands(l, 3)?)
                        .map_err(|e| format!("operand 3 should be a decoration-list: {e}"))?,
                })
            }
            [MdOperand::String(k), f, p] if k == PARAMETERS => Ok(Emitted::Parameters {
                function: function_or_null(f)?,
                lists: Vec::<Nested<Vec<Decoration>>>::decode_node(&node_operands(p, 2)?)
                    .map_err(|e| format!("operand 2 should be a list of decoration-lists: {e}"))?
                    .into_iter()
                    .map(|Nested(l)| l)
                    .collect(),
            }),
            _ => Err(format!(
                "should be !{{!\"{DECORATIONS}\", ptr, !{{!\"site\"}}, !decoration-list}}, \
                 !{{!\"{PARAMETERS}\", ptr, !{{!decoration-list, ...}}}} or !{{!\"{MODE}\", !entry}}"
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
            Emitted::Instructions {
                function: f,
                site,
                decorations,
            } => vec![
                MdBuild::String(DECORATIONS.into()),
                function(f),
                MdBuild::Node(*site),
                MdBuild::Nested(decorations.encode_node()),
            ],
            Emitted::Parameters { function: f, lists } => vec![
                MdBuild::String(PARAMETERS.into()),
                function(f),
                MdBuild::Nested(
                    lists
                        .iter()
                        .map(|l| MdBuild::Nested(l.encode_node()))
                        .collect(),
                ),
            ],
        }
    }
}

fn record<'ctx>() -> NamedList<Emitted<'ctx>> {
    NamedList::new(EMITTED)
}

/// Every entry of the record, each decoded on its own, one per decoration
/// or mode: a grouped entry ([`Emitted::Instructions`],
/// [`Emitted::Parameters`]) gives one [`Emitted::Instruction`] or
/// [`Emitted::Parameter`] per decoration.
pub fn entries<'ctx>(m: &Module<'ctx>) -> Vec<Result<Emitted<'ctx>, MdError>> {
    let mut out = Vec::new();
    for (_, e) in record().entries(m) {
        match e {
            Ok(Emitted::Instructions {
                function,
                site,
                decorations,
            }) => out.extend(decorations.into_iter().map(|decoration| {
                Ok(Emitted::Instruction {
                    function,
                    site,
                    decoration,
                })
            })),
            Ok(Emitted::Parameters { function, lists }) => {
                for (index, list) in lists.into_iter().enumerate() {
                    out.extend(list.into_iter().map(|decoration| {
                        Ok(Emitted::Parameter {
                            function,
                            index: index as u32,
                            decoration,
                        })
                    }))
                }
            }
            e => out.push(e),
        }
    }
    out
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

/// Appends entries to the record, each once: the record is read on the
/// first entry and indexed, so a pass that records as it goes (one write
/// per kernel) costs O(entries + record), where reading the record per
/// write made it quadratic in kernels. One recorder serves one pass run;
/// nothing else may edit the record while it is in use.
#[derive(Default)]
pub struct Recorder {
    present: Option<FxHashSet<LLVMMetadataRef>>,
}

impl Recorder {
    /// Appends `node` unless an identical entry is there.
    fn add_node(&mut self, m: &Module<'_>, node: LLVMMetadataRef) {
        let present = self.present.get_or_insert_with(|| {
            md::named(m, EMITTED)
                .into_iter()
                .map(MdNode::metadata)
                .collect()
        });
        if present.insert(node) {
            md::add_named_md(m, EMITTED, node);
        }
    }

    /// Records that the decoration-list `list` was added to the
    /// `!spirv.Decorations` of an instruction of `function` tagged `site`.
    pub(crate) fn add_instruction<'ctx>(
        &mut self,
        m: &Module<'ctx>,
        function: Option<FunctionValue<'ctx>>,
        site: MdNode<'ctx>,
        list: LLVMMetadataRef,
    ) {
        let mut w = MdWriter::new(m);
        let start = w.begin();
        w.string(DECORATIONS);
        w.build(&function.map_or(MdBuild::Null, MdBuild::Function));
        w.build(&MdBuild::Node(site));
        w.node_md(list);
        let entry = w.end(start);
        self.add_node(m, entry);
    }

    /// Records that `lists` (one decoration-list per parameter) was added
    /// to the `!spirv.ParameterDecorations` of `function`.
    pub(crate) fn add_parameters<'ctx>(
        &mut self,
        m: &Module<'ctx>,
        function: FunctionValue<'ctx>,
        lists: LLVMMetadataRef,
    ) {
        let mut w = MdWriter::new(m);
        let start = w.begin();
        w.string(PARAMETERS);
        w.build(&MdBuild::Function(function));
        w.node_md(lists);
        let entry = w.end(start);
        self.add_node(m, entry);
    }

    /// Records that `node` was added to `!spirv.ExecutionMode`.
    pub(crate) fn add_mode(&mut self, m: &Module<'_>, node: LLVMMetadataRef) {
        let mut w = MdWriter::new(m);
        let start = w.begin();
        w.string(MODE);
        w.node_md(node);
        let entry = w.end(start);
        self.add_node(m, entry);
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
