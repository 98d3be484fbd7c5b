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
//! code of its own), one per holder written, not one per decoration, and
//! a pass run's modes gathered into one entry (the record is written for
//! every kernel: a node per decoration, then a node per kernel, then a
//! function reference per kernel, cost more than the decorations
//! themselves, in the pass and in every tool that reads the module):
//! - `!{!"decorations", ptr @f, !T, !L}`: the decoration-list `!L` was
//!   added to the `!spirv.Decorations` of an instruction of `@f` that
//!   also carries `!spirv_props.site !T`, `!T = !{!"<site>"}` naming where
//!   it came from (`@k, line 13 of k.cl`). The tag travels with the
//!   instruction (an inlined copy keeps it), so the checker finds the
//!   decorations wherever the instruction went;
//! - on the function, `!spirv_props.parameters !P`: `!P` has one
//!   decoration-list per parameter, what was added to that parameter's
//!   list of `!spirv.ParameterDecorations` (the very node attached there
//!   when the lists were empty before, so it costs an attachment, no
//!   node); a later run that adds more merges it in, per parameter;
//! - `!{!"parameters", !"f1\00f2..."}`: the functions a run gave such an
//!   attachment, by name (NUL-separated: LLVM names hold no NUL), so that
//!   a function still here that lost its metadata, both lists and record,
//!   is found too;
//! - `!{!"mode", !E1, !E2, ...}`: each `!Ei` (an entry
//!   `!{ptr @k, i32 <mode>, ...}`) was added to `!spirv.ExecutionMode`.
//!
//! A mode entry listing one mode is uniqued (the shape of 0.3.0); one
//! listing more is distinct: LLVM re-uniques a uniqued node as each of
//! its forward references resolves when it reads a module, quadratic in a
//! long node's length. Where a list was empty before, what was added is
//! the whole list, and the record names the very node attached (no new
//! node). The parameter entries of earlier releases,
//! `!{!"parameters", ptr @f1, !P1, ...}` (0.3.0 and unreleased), and the
//! per-decoration ones, `!{!"decoration", ptr @f, !T, !D}` and
//! `!{!"parameter", ptr @f, i32 <index>, !D}`, are still read.
//!
//! Why parameter lists are recorded on their function: a reference to
//! the function from module-level metadata costs a `ValueAsMetadata` per
//! kernel, and makes every kernel's lists module-level in bitcode rather
//! than function-local; together most of what the record cost a tool
//! writing or reading the module. The attachment goes where the function
//! goes: deleted with it, copied with it by deadargelim, argpromotion and
//! clones. A function renamed after the record was written is checked
//! through its attachment alone.
//!
//! A function reference follows the function when a pass replaces it
//! and becomes `null` when a pass deletes it (globaldce, a split image
//! without it); entries of a function that is gone are not checked, except
//! an instruction decoration whose tag is still found.
//! The record adds nodes no consumer reads; llvm-spirv, llc and the
//! runtimes ignore metadata they do not know.

use rustc_hash::FxHashSet;

use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMValueRef};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};

use super::codec::{MdShape, MdValue, Nested};
use super::MdError;
use crate::grammar::Decoration;
use crate::ir::md::{self, MdBuild, MdNode, MdOperand, MdWriter};
use crate::ir::ModuleHandle;

/// The record's name.
pub const EMITTED: &str = "spirv_props.emitted";

/// The attachment that ties a decorated instruction to its record entries.
pub const SITE: &str = "spirv_props.site";

/// The function attachment that records what our passes added to the
/// function's `!spirv.ParameterDecorations`: one decoration-list per
/// parameter (the very node attached as `!spirv.ParameterDecorations` when
/// all of it is ours).
pub const PARAMETERS_ATTACHMENT: &str = "spirv_props.parameters";

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
    /// A function the record names as given parameter decorations whose
    /// `!spirv_props.parameters` is gone (a later pass dropped its
    /// attachments): what was added can no longer be told.
    ParameterRecordGone(FunctionValue<'ctx>),
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
            Emitted::ParameterRecordGone(f) => vec![
                MdBuild::String(PARAMETERS.into()),
                MdBuild::String(crate::ir::function_name(*f)),
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

/// Every entry of the record, each decoded on its own, one per decoration
/// or mode: a grouped entry ([`Emitted::Instructions`],
/// [`Emitted::Parameters`], an entry listing several functions or modes)
/// gives one [`Emitted::Instruction`], [`Emitted::Parameter`] or
/// [`Emitted::Mode`] per decoration or mode.
pub fn entries<'ctx>(m: &Module<'ctx>) -> Vec<Result<Emitted<'ctx>, MdError>> {
    let mut out = Vec::new();
    for (i, n) in md::named(m, EMITTED).into_iter().enumerate() {
        // `!{!"parameters", !"f1\00f2..."}`: the functions whose lists a
        // run recorded on them; one of them still here without its record
        // lost it (the ones gone went with their code).
        if let Some(names) = names_entry(m, n.metadata()) {
            out.extend(
                functions_named(m, names)
                    .filter(|f| recorded_parameters(m, *f).is_none())
                    .map(|f| Ok(Emitted::ParameterRecordGone(f))),
            );
            continue;
        }
        let ops = n.operands();
        // An entry listing several is read as entries of one each.
        let singles: Vec<Vec<MdOperand<'ctx>>> = match ops.split_first() {
            Some((tag @ MdOperand::String(k), rest))
                if k == PARAMETERS && rest.len() > 2 && rest.len() % 2 == 0 =>
            {
                rest.chunks(2)
                    .map(|p| vec![tag.clone(), p[0].clone(), p[1].clone()])
                    .collect()
            }
            Some((tag @ MdOperand::String(k), rest)) if k == MODE && rest.len() > 1 => {
                rest.iter().map(|e| vec![tag.clone(), e.clone()]).collect()
            }
            _ => vec![ops],
        };
        for ops in singles {
            let e = Emitted::decode_node(&ops).map_err(|what| MdError {
                place: format!("!{EMITTED} operand {i} ({})", n.print()),
                what,
            });
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
    }
    // What each function's parameter lists were given, recorded on it.
    for f in m.get_functions() {
        let Some(p) = recorded_parameters(m, f) else {
            continue;
        };
        match Vec::<Nested<Vec<Decoration>>>::decode_node(&p.operands()) {
            Ok(lists) => {
                for (index, Nested(list)) in lists.into_iter().enumerate() {
                    out.extend(list.into_iter().map(|decoration| {
                        Ok(Emitted::Parameter {
                            function: Some(f),
                            index: index as u32,
                            decoration,
                        })
                    }))
                }
            }
            Err(e) => out.push(Err(MdError {
                place: format!(
                    "!{PARAMETERS_ATTACHMENT} of @{} ({})",
                    crate::ir::function_name(f),
                    p.print()
                ),
                what: format!("should be a list of decoration-lists: {e}"),
            })),
        }
    }
    out
}

/// The `!spirv_props.parameters` node of `f`, if it has one.
pub fn recorded_parameters<'ctx>(m: &Module<'ctx>, f: FunctionValue<'ctx>) -> Option<MdNode<'ctx>> {
    md::attached(m, f.as_global_value(), PARAMETERS_ATTACHMENT)
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
/// write made it quadratic in kernels. One recorder serves one pass run
/// on one module; nothing else may edit the record while it is in use.
///
/// Parameter lists and execution-mode entries are gathered and written
/// when the recorder is flushed (or dropped): each function's lists on the
/// function, the run's modes in one entry (see the module docs): a node
/// per kernel was most of what the record cost, in the pass and in every
/// tool that reads or writes the module.
#[derive(Default)]
pub struct Recorder<'ctx> {
    /// The module the entries go to, from the first one.
    module: Option<ModuleHandle<'ctx>>,
    present: Option<Present>,
    /// Parameter lists to record: (function, lists added, whether they are
    /// the function's whole lists, which replace an earlier record).
    params: Vec<(FunctionValue<'ctx>, LLVMMetadataRef, bool)>,
    /// Execution-mode entries to write.
    modes: Vec<LLVMMetadataRef>,
}

/// What the record holds, indexed by kind, each kind read from the record
/// the first time it is asked for (a pass that adds modes does not read the
/// other entries): instruction entries by node, and the mode entries that
/// mode entries list. (Parameter lists are recorded on their function.)
#[derive(Default)]
struct Present {
    nodes: Option<FxHashSet<LLVMMetadataRef>>,
    modes: Option<FxHashSet<LLVMMetadataRef>>,
}

/// The functions of `m` that the names of a `parameters` entry name (a name
/// no function has any more, or not UTF-8, names none).
fn functions_named<'a, 'ctx: 'a>(
    m: &'a Module<'ctx>,
    names: &'a [u8],
) -> impl Iterator<Item = FunctionValue<'ctx>> + 'a {
    names
        .split(|&b| b == 0)
        .filter_map(|name| std::str::from_utf8(name).ok())
        .filter_map(|name| m.get_function(name))
}

/// The names a `!{!"parameters", !"f1\00f2..."}` entry lists, if `n` (a
/// node of the record of `m`) is one.
fn names_entry<'ctx>(m: &Module<'ctx>, n: LLVMMetadataRef) -> Option<&'ctx [u8]> {
    match md::raw_operands(n)[..] {
        [t, names] if md::raw_string(m, t) == Some(PARAMETERS.as_bytes()) => {
            md::raw_string(m, names)
        }
        _ => None,
    }
}

/// The tag of record entry `n` (`parameters`, `mode` ...), if it has one.
fn entry_tag<'ctx>(m: &Module<'ctx>, n: LLVMMetadataRef) -> Option<&'ctx [u8]> {
    md::raw_first_operand(n).and_then(|t| md::raw_string(m, t))
}

impl Present {
    fn nodes(&mut self, m: &Module<'_>) -> &mut FxHashSet<LLVMMetadataRef> {
        self.nodes.get_or_insert_with(|| {
            md::named(m, EMITTED)
                .into_iter()
                .map(MdNode::metadata)
                .filter(|&n| entry_tag(m, n) != Some(MODE.as_bytes()))
                .collect()
        })
    }

    fn modes(&mut self, m: &Module<'_>) -> &mut FxHashSet<LLVMMetadataRef> {
        self.modes.get_or_insert_with(|| {
            md::named(m, EMITTED)
                .into_iter()
                .filter_map(|n| match Grouped::of(m, n.metadata()) {
                    Some(Grouped::Modes(modes)) => Some(modes),
                    _ => None,
                })
                .flatten()
                .collect()
        })
    }
}

/// A parameter or mode entry, as the pairs or modes it lists.
enum Grouped<'ctx> {
    /// `!{!"parameters", ptr @f1, !P1, ...}`: (function or null, lists).
    Parameters(Vec<(Option<FunctionValue<'ctx>>, LLVMMetadataRef)>),
    /// `!{!"mode", !E1, ...}`.
    Modes(Vec<LLVMMetadataRef>),
}

impl<'ctx> Grouped<'ctx> {
    /// What entry `n` (a node of the record of `m`) lists, if it is a
    /// well-formed parameter or mode entry; each operand is checked for its
    /// kind before it is read.
    fn of(m: &Module<'ctx>, n: LLVMMetadataRef) -> Option<Self> {
        let ops = md::raw_operands(n);
        let (&t, rest) = ops.split_first()?;
        let t = md::raw_string(m, t)?;
        if rest.is_empty() {
            return None;
        }
        if t == PARAMETERS.as_bytes() && rest.len() % 2 == 0 {
            rest.chunks(2)
                .map(|pair| {
                    let f = if pair[0].is_null() {
                        None
                    } else {
                        Some(md::raw_function(m, pair[0])?)
                    };
                    md::raw_is_node(pair[1]).then_some((f, pair[1]))
                })
                .collect::<Option<Vec<_>>>()
                .map(Grouped::Parameters)
        } else if t == MODE.as_bytes() {
            rest.iter()
                .map(|&e| md::raw_is_node(e).then_some(e))
                .collect::<Option<Vec<_>>>()
                .map(Grouped::Modes)
        } else {
            None
        }
    }
}

impl<'ctx> Recorder<'ctx> {
    /// The index of the record, each kind read on first use.
    fn present(&mut self, m: &Module<'ctx>) -> &mut Present {
        if self.module.is_none() {
            self.module = Some(ModuleHandle::of(m));
        }
        self.present.get_or_insert_with(Present::default)
    }

    /// Appends `node` unless an identical entry is there.
    fn add_node(&mut self, m: &Module<'ctx>, node: LLVMMetadataRef) {
        if self.present(m).nodes(m).insert(node) {
            md::add_named_md(m, EMITTED, node);
        }
    }

    /// Records that the decoration-list `list` was added to the
    /// `!spirv.Decorations` of an instruction of `function` tagged `site`.
    pub(crate) fn add_instruction(
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
    /// to the `!spirv.ParameterDecorations` of `function`; `whole` when
    /// they are all of its lists now (written where there were none, or
    /// rebuilt): they replace what was recorded before, which is no longer
    /// there by design, where other additions are merged with it.
    pub(crate) fn add_parameters(
        &mut self,
        m: &Module<'ctx>,
        function: FunctionValue<'ctx>,
        lists: LLVMMetadataRef,
        whole: bool,
    ) {
        self.present(m);
        self.params.push((function, lists, whole));
    }

    /// Records that `node` was added to `!spirv.ExecutionMode`.
    pub(crate) fn add_mode(&mut self, m: &Module<'ctx>, node: LLVMMetadataRef) {
        if self.present(m).modes(m).insert(node) {
            self.modes.push(node);
        }
    }

    /// Writes what was gathered so far: each function's parameter lists on
    /// it, with one entry naming those functions, and one mode entry (see
    /// the module docs).
    pub fn flush(&mut self) {
        let Some(module) = self.module else {
            return;
        };
        let params = std::mem::take(&mut self.params);
        let modes = std::mem::take(&mut self.modes);
        module.with(|m| {
            let mut w = MdWriter::new(m);
            if !params.is_empty() {
                let names = attach_parameters(m, &params);
                if !names.is_empty() {
                    let entry = names_entry_node(&mut w, &names);
                    self.add_node(m, entry);
                }
            }
            if !modes.is_empty() {
                let start = w.begin();
                w.string(MODE);
                modes.iter().for_each(|&e| w.node_md(e));
                let node = end_entry(&mut w, start, modes.len());
                md::add_named_md(m, EMITTED, node);
            }
        });
    }
}

/// Ends the entry begun at `start` in `w`, listing `count` pairs or modes:
/// uniqued for one (the shape of earlier releases), distinct for more.
fn end_entry(w: &mut MdWriter<'_>, start: usize, count: usize) -> LLVMMetadataRef {
    if count == 1 {
        w.end(start)
    } else {
        w.end_distinct(start)
    }
}

/// Records on each function what was added to its parameter lists,
/// `!spirv_props.parameters !P` (`!P` the lists added, merged per
/// parameter with what an earlier run recorded there), and returns the
/// names of the functions that got or changed one, NUL-separated (LLVM
/// names hold no NUL), for the run's entry.
fn attach_parameters<'ctx>(
    m: &Module<'ctx>,
    params: &[(FunctionValue<'ctx>, LLVMMetadataRef, bool)],
) -> String {
    let mut names = String::new();
    let mut named: FxHashSet<FunctionValue<'ctx>> =
        FxHashSet::with_capacity_and_hasher(params.len(), Default::default());
    // Without the kind in the context (asked before the id makes it) no
    // function has a record yet: each is looked at only once recorded here.
    let records_before = md::kind_exists(m, PARAMETERS_ATTACHMENT);
    let kind = md::MdKind::id(PARAMETERS_ATTACHMENT, m);
    for &(f, lists, whole) in params {
        let object = f.as_global_value();
        let before = if records_before || named.contains(&f) {
            md::attached(m, object, kind).map(MdNode::metadata)
        } else {
            None
        };
        let recorded = match before {
            Some(b) if b == lists => continue,
            Some(b) if !whole => merged_lists(m, b, lists),
            _ => lists,
        };
        md::attach_md(m, object, kind, recorded);
        if named.insert(f) {
            let before = names.len();
            if before > 0 {
                names.push('\0');
            }
            let start = names.len();
            crate::ir::push_function_name(f, &mut names);
            if names.len() == start {
                // A nameless function is not listed.
                names.truncate(before);
            }
        }
    }
    names
}

/// `!{!L0, !L1, ...}` whose `!Li` holds the decorations of both `a`'s and
/// `b`'s list `i` (lists of parameters, as `!spirv.ParameterDecorations`);
/// `a` and `b` are decoration-list nodes of `m`'s context (an operand
/// that is no node adds nothing).
fn merged_lists(m: &Module<'_>, a: LLVMMetadataRef, b: LLVMMetadataRef) -> LLVMMetadataRef {
    let (a, b) = (md::raw_operands(a), md::raw_operands(b));
    let mut w = MdWriter::new(m);
    let mut lists = Vec::with_capacity(a.len().max(b.len()));
    for i in 0..a.len().max(b.len()) {
        let mut ops: Vec<LLVMMetadataRef> = Vec::new();
        for l in [a.get(i), b.get(i)].into_iter().flatten() {
            if !l.is_null() && md::raw_is_node(*l) {
                for d in md::raw_operands(*l) {
                    if !ops.contains(&d) {
                        ops.push(d);
                    }
                }
            }
        }
        lists.push(w.tuple(&ops));
    }
    w.tuple(&lists)
}

/// The entry `!{!"parameters", !"<names>"}`.
fn names_entry_node(w: &mut MdWriter<'_>, names: &str) -> LLVMMetadataRef {
    let start = w.begin();
    w.string(PARAMETERS);
    w.string(names);
    w.end(start)
}

impl Drop for Recorder<'_> {
    fn drop(&mut self) {
        self.flush();
    }
}

/// The record's entries, with a parameter or mode entry that lists several
/// split into entries of one each (`!{!"parameters", !"f"}`, the earlier
/// `!{!"parameters", ptr @f, !P}`, `!{!"mode", !E}`; a name no function of
/// `m` has any more is dropped), made in `m`'s context, each with the function it is
/// about where it names one (a mode entry's is inside its `!E`): for the
/// device-code split, which gives each image the entries of its own
/// functions.
pub fn one_each(m: &Module<'_>) -> Vec<(LLVMMetadataRef, Option<LLVMValueRef>)> {
    let mut out = Vec::new();
    let mut w = MdWriter::new(m);
    let single = |w: &mut MdWriter<'_>, tag: &str, ops: &[LLVMMetadataRef]| {
        let start = w.begin();
        w.string(tag);
        ops.iter().for_each(|&o| w.node_md(o));
        w.end(start)
    };
    // The function of mode entry `e`, `!{ptr @k, i32 <mode>, ...}`.
    let mode_function = |e: LLVMMetadataRef| {
        let e = md::node_of(m, e);
        match e.operands().first() {
            Some(MdOperand::Value(v)) if v.function().is_some() => Some(v.raw()),
            _ => None,
        }
    };
    for n in md::named(m, EMITTED) {
        match Grouped::of(m, n.metadata()) {
            Some(Grouped::Parameters(pairs)) if pairs.len() > 1 => {
                for (f, l) in pairs {
                    let fm = f.map_or(std::ptr::null_mut(), md::function_md);
                    out.push((
                        single(&mut w, PARAMETERS, &[fm, l]),
                        f.map(|f| f.as_value_ref()),
                    ));
                }
            }
            Some(Grouped::Modes(modes)) if modes.len() > 1 => {
                for e in modes {
                    out.push((single(&mut w, MODE, &[e]), mode_function(e)));
                }
            }
            Some(Grouped::Modes(modes)) => {
                out.push((n.metadata(), modes.first().and_then(|&e| mode_function(e))))
            }
            _ => match names_entry(m, n.metadata()) {
                // `!{!"parameters", !"f1\00f2..."}`: one entry per function
                // still here (the lists themselves are on the functions).
                Some(names) => {
                    for f in functions_named(m, names) {
                        let entry = names_entry_node(&mut w, &crate::ir::function_name(f));
                        out.push((entry, Some(f.as_value_ref())));
                    }
                }
                None => out.push((n.metadata(), None)),
            },
        }
    }
    out
}

/// Removes the record's entries for the `!spirv.ExecutionMode` entries in
/// `gone` (dropped because their function no longer exists).
pub(crate) fn forget_modes(m: &Module<'_>, gone: &FxHashSet<LLVMMetadataRef>) {
    let mut changed = false;
    let mut keep = Vec::new();
    let mut w = MdWriter::new(m);
    for n in md::named(m, EMITTED) {
        match Grouped::of(m, n.metadata()) {
            Some(Grouped::Modes(modes)) if modes.iter().any(|e| gone.contains(e)) => {
                changed = true;
                let left: Vec<LLVMMetadataRef> =
                    modes.into_iter().filter(|e| !gone.contains(e)).collect();
                if !left.is_empty() {
                    let start = w.begin();
                    w.string(MODE);
                    left.iter().for_each(|&e| w.node_md(e));
                    keep.push(end_entry(&mut w, start, left.len()));
                }
            }
            _ => keep.push(n.metadata()),
        }
    }
    if changed {
        md::set_named_md(m, EMITTED, &keep);
    }
}
