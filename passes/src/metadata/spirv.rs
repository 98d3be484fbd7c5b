//! The `spirv.*` metadata layouts of seed 002 ("SPIR-V instructions mapped
//! to LLVM metadata", "Function parameter, instruction and global variable
//! decoration through metadata"), as the translator and LLVM's SPIR-V
//! backend read them.

use rustc_hash::{FxHashMap, FxHashSet};

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use super::codec::{self, MdShape};
use super::codec::{MdValue, Nested};
use super::emitted::{self, Recorder};
use super::{Attached, Holder, MdError, NamedList, WithTail};
use crate::ir::md::{self, MdNode, MdWriter};
use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMValueRef};

/// The values a decoration-node holds are the SPIR-V layer's (plain data,
/// `crate::grammar`); named here too, where the nodes are read and written.
pub use crate::grammar::{Decoration, Literal};

type DecorationList = Vec<Decoration>;

/// `!spirv.Decorations` on a global variable or instruction: a
/// decoration-list.
pub static DECORATIONS: Attached<'static, DecorationList> = Attached::new("spirv.Decorations");
/// `!spirv.ParameterDecorations` on a function: one decoration-list per
/// parameter (`!{}` for none).
pub static PARAMETER_DECORATIONS: Attached<'static, Vec<Nested<DecorationList>>> =
    Attached::new("spirv.ParameterDecorations");

/// The decorations on a global variable or instruction.
pub fn decorations<'ctx>(
    m: &Module<'ctx>,
    on: impl Into<Holder<'ctx>>,
) -> Result<Vec<Decoration>, MdError> {
    Ok(DECORATIONS.get(m, on)?.unwrap_or_default())
}

/// Merges `new` into the decorations of a global variable or instruction;
/// existing nodes keep their order, identical ones are not repeated.
/// Returns whether anything changed. (A pass that adds to the same value
/// more than once goes through [`PendingDecorations`] instead.)
pub fn add_decorations<'ctx>(
    m: &Module<'ctx>,
    on: impl Into<Holder<'ctx>>,
    new: &[Decoration],
) -> Result<bool, MdError> {
    let on = on.into();
    let mut list = Decorations::from(decorations(m, on)?);
    for d in new {
        list.push(d.clone());
    }
    Ok(write_decorations(m, on, &list))
}

/// Writes `list`, read from `on` and merged into, back as its decorations
/// if anything was added; returns whether it was. (For a pass that has
/// already read the list to check for conflicts.)
pub fn write_decorations<'ctx>(
    m: &Module<'ctx>,
    on: impl Into<Holder<'ctx>>,
    list: &Decorations,
) -> bool {
    if !list.changed() {
        return false;
    }
    DECORATIONS.set(m, on, &list.list);
    true
}

/// A decoration list being merged into: its decorations in order, and,
/// once it is long, indexes by value and by decoration id, so that `contains`,
/// `conflict` and `push` cost the same however long the list grows. (Short
/// lists, nearly all of them, are scanned: cheaper than hashing.)
#[derive(Clone, Debug, Default)]
pub struct Decorations {
    list: Vec<Decoration>,
    index: Option<Index>,
    changed: bool,
    /// How many of `list` were read (the rest were pushed since).
    read: usize,
}

#[derive(Clone, Debug, Default)]
struct Index {
    seen: FxHashSet<Decoration>,
    by_id: FxHashMap<u32, Vec<usize>>,
}

/// From this many decorations on, a list is indexed.
const INDEX_FROM: usize = 16;

impl From<Vec<Decoration>> for Decorations {
    fn from(list: Vec<Decoration>) -> Self {
        let mut d = Decorations::default();
        list.into_iter().for_each(|x| {
            d.push(x);
        });
        d.changed = false;
        d.read = d.list.len();
        d
    }
}

impl Decorations {
    /// The decorations, in order.
    pub fn as_slice(&self) -> &[Decoration] {
        &self.list
    }

    /// Whether an identical decoration (same id and operands) is in the list.
    pub fn contains(&self, d: &Decoration) -> bool {
        match &self.index {
            Some(ix) => ix.seen.contains(d),
            None => self.list.contains(d),
        }
    }

    /// The first decoration with `d`'s id and other operands, if any.
    pub fn conflict(&self, d: &Decoration) -> Option<&Decoration> {
        let differs = |e: &&Decoration| e.id == d.id && e.operands != d.operands;
        match &self.index {
            Some(ix) => ix
                .by_id
                .get(&d.id)?
                .iter()
                .map(|&i| &self.list[i])
                .find(differs),
            None => self.list.iter().find(differs),
        }
    }

    /// Appends `d` unless it is there already; true if appended.
    pub fn push(&mut self, d: Decoration) -> bool {
        if self.contains(&d) {
            return false;
        }
        if self.index.is_none() && self.list.len() + 1 >= INDEX_FROM {
            let mut ix = Index::default();
            for (i, e) in self.list.iter().enumerate() {
                ix.seen.insert(e.clone());
                ix.by_id.entry(e.id).or_default().push(i);
            }
            self.index = Some(ix);
        }
        if let Some(ix) = &mut self.index {
            ix.by_id.entry(d.id).or_default().push(self.list.len());
            ix.seen.insert(d.clone());
        }
        self.list.push(d);
        self.changed = true;
        true
    }

    /// The decorations, in order.
    pub fn into_vec(self) -> Vec<Decoration> {
        self.list
    }

    /// Whether anything was pushed since it was read.
    pub fn changed(&self) -> bool {
        self.changed
    }

    /// The decorations pushed since the list was read.
    pub fn added(&self) -> &[Decoration] {
        &self.list[self.read..]
    }
}

/// The decoration lists a pass adds to, each read from the module once,
/// merged in memory and written once by [`PendingDecorations::write`]:
/// adding to one value n times costs O(n), and no intermediate list is
/// left uniqued in the context. The holders must stay alive until `write`.
#[derive(Default)]
pub struct PendingDecorations<'ctx> {
    values: Vec<(Holder<'ctx>, Decorations)>,
    value_index: FxHashMap<LLVMValueRef, usize>,
    params: Vec<(FunctionValue<'ctx>, Vec<Decorations>)>,
    param_index: FxHashMap<FunctionValue<'ctx>, usize>,
    /// Where the decorations of an instruction came from, for the record
    /// (`@k, line 13 of k.cl`); `Holder::describe` where not given.
    sites: FxHashMap<LLVMValueRef, String>,
}

/// The position of `key`'s entry in `items`, read by `read` the first time
/// (entries stay in first-read order, which `write` keeps).
fn slot<K: std::hash::Hash + Eq, V>(
    index: &mut FxHashMap<K, usize>,
    items: &mut Vec<V>,
    key: K,
    read: impl FnOnce() -> Result<V, MdError>,
) -> Result<usize, MdError> {
    if let Some(&i) = index.get(&key) {
        return Ok(i);
    }
    items.push(read()?);
    index.insert(key, items.len() - 1);
    Ok(items.len() - 1)
}

/// What [`PendingDecorations::params_realigned`] gives: the lists, and
/// when it started them over, (lists there were, parameters).
pub struct Realigned<'a> {
    /// One decoration list per parameter of the function.
    pub lists: &'a mut Vec<Decorations>,
    /// (lists there were, parameters) when the lists were started over;
    /// `None` when they were kept.
    pub started_over: Option<(usize, usize)>,
}

impl<'ctx> PendingDecorations<'ctx> {
    /// The `!spirv.Decorations` list of a global, function or instruction.
    pub fn on(
        &mut self,
        m: &Module<'ctx>,
        holder: Holder<'ctx>,
    ) -> Result<&mut Decorations, MdError> {
        let i = slot(
            &mut self.value_index,
            &mut self.values,
            holder.value_ref(),
            || Ok((holder, Decorations::from(decorations(m, holder)?))),
        )?;
        Ok(&mut self.values[i].1)
    }

    /// The lists of `!spirv.ParameterDecorations` of `f`, one per parameter.
    pub fn params(
        &mut self,
        m: &Module<'ctx>,
        f: FunctionValue<'ctx>,
    ) -> Result<&mut Vec<Decorations>, MdError> {
        let i = slot(&mut self.param_index, &mut self.params, f, || {
            let lists = parameter_decorations(m, f)?;
            Ok((f, lists.into_iter().map(Decorations::from).collect()))
        })?;
        Ok(&mut self.params[i].1)
    }

    /// Like [`params`](Self::params), but a `!spirv.ParameterDecorations`
    /// with a list count other than `f`'s parameter count (what
    /// deadargelim or argpromotion leave when they change the parameters
    /// of a kernel with internal linkage) is started over with empty
    /// lists, written back even if nothing is added: no list can be told
    /// to belong to a parameter any more. Returns the lists and, when it
    /// started over, (lists there were, parameters).
    pub fn params_realigned(
        &mut self,
        m: &Module<'ctx>,
        f: FunctionValue<'ctx>,
    ) -> Result<Realigned<'_>, MdError> {
        let n = f.count_params() as usize;
        let there = if self.param_index.contains_key(&f) {
            None
        } else {
            PARAMETER_DECORATIONS
                .node(m, f)
                .map(|node| node.num_operands())
                .filter(|&k| k != n)
        };
        if let Some(k) = there {
            let fresh = (0..n)
                .map(|_| Decorations {
                    changed: true,
                    ..Decorations::default()
                })
                .collect();
            self.params.push((f, fresh));
            self.param_index.insert(f, self.params.len() - 1);
            let i = self.params.len() - 1;
            return Ok(Realigned {
                lists: &mut self.params[i].1,
                started_over: Some((k, n)),
            });
        }
        Ok(Realigned {
            lists: self.params(m, f)?,
            started_over: None,
        })
    }

    /// The list of parameter `index` of `f`.
    pub fn param(
        &mut self,
        m: &Module<'ctx>,
        f: FunctionValue<'ctx>,
        index: usize,
    ) -> Result<&mut Decorations, MdError> {
        self.params(m, f)?.get_mut(index).ok_or_else(|| MdError {
            place: format!("parameter {index} of @{}", crate::ir::function_name(f)),
            what: "no such parameter".into(),
        })
    }

    /// Names where the decorations added to instruction `holder` come from
    /// (`@k, line 13 of k.cl`), for the record and the checker's messages.
    pub fn site(&mut self, holder: Holder<'ctx>, site: &str) {
        self.sites.insert(holder.value_ref(), site.to_owned());
    }

    /// Writes every list that changed, in the order they were first read
    /// (deterministic), and records what was added to instructions and
    /// parameters in `!spirv_props.emitted` (an instruction gets its
    /// `!spirv_props.site` tag). Returns whether anything was written.
    pub fn write(self, m: &Module<'ctx>) -> bool {
        self.write_recording(m, &mut Recorder::default())
    }

    /// [`write`](Self::write), recording through `recorder`: a pass that
    /// writes per kernel keeps one recorder for the run, so the record is
    /// read once, not once per kernel.
    pub fn write_recording(self, m: &Module<'ctx>, recorder: &mut Recorder<'ctx>) -> bool {
        let mut wrote = false;
        for (holder, list) in self.values.iter().filter(|(_, l)| l.changed()) {
            let node = DECORATIONS.set(m, *holder, &list.list);
            if let Holder::Instruction(i) = holder {
                let site = self
                    .sites
                    .get(&holder.value_ref())
                    .cloned()
                    .unwrap_or_else(|| holder.describe());
                let site = emitted::site_tag(m, &site);
                emitted::tag(m, *i, site);
                let function = i.get_parent().and_then(|b| b.get_parent());
                // What was added: the list written, when it was empty before.
                let added = if list.read == 0 {
                    node
                } else {
                    codec::write_node(&mut MdWriter::new(m), &list.added().to_vec())
                };
                recorder.add_instruction(m, function, site, added);
            }
            wrote = true;
        }
        for (f, lists) in self.params {
            if !lists.iter().any(Decorations::changed) {
                continue;
            }
            let fresh = lists.iter().all(|l| l.read == 0);
            let added = (!fresh).then(|| {
                let added: Vec<Nested<DecorationList>> =
                    lists.iter().map(|l| Nested(l.added().to_vec())).collect();
                codec::write_node(&mut MdWriter::new(m), &added)
            });
            let value: Vec<Nested<DecorationList>> =
                lists.into_iter().map(|l| Nested(l.into_vec())).collect();
            let node = PARAMETER_DECORATIONS.set(m, f, &value);
            recorder.add_parameters(m, f, added.unwrap_or(node), fresh);
            wrote = true;
        }
        wrote
    }
}

/// A decoration-list node, `!{!D0, !D1, ...}` (`!{}` for none), as
/// [`PARAMETER_DECORATIONS`] writes each parameter's.
pub fn decoration_list_node(m: &Module<'_>, list: &Vec<Decoration>) -> LLVMMetadataRef {
    codec::write_node(&mut MdWriter::new(m), list)
}

/// Attaches `!spirv.ParameterDecorations !{!L0, !L1, ...}` to `f`, which
/// has none, from one decoration-list node per parameter (made by
/// [`decoration_list_node`]), and records it: what
/// [`PendingDecorations::write_recording`] writes for lists that were
/// empty, for a pass that made each parameter's list node once for every
/// equal parameter.
pub fn write_fresh_parameter_decorations<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    lists: &[LLVMMetadataRef],
    recorder: &mut Recorder<'ctx>,
) {
    let node = MdWriter::new(m).tuple(lists);
    PARAMETER_DECORATIONS.set_node(m, f, node);
    recorder.add_parameters(m, f, node, true);
}

/// The decorations of each parameter of `f` (one list per parameter).
pub fn parameter_decorations<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
) -> Result<Vec<Vec<Decoration>>, MdError> {
    let n = f.count_params() as usize;
    match PARAMETER_DECORATIONS.get(m, f)? {
        None => Ok(vec![Vec::new(); n]),
        Some(lists) if lists.len() == n => Ok(lists.into_iter().map(|l| l.0).collect()),
        Some(lists) => Err(MdError {
            place: format!(
                "!spirv.ParameterDecorations on @{}",
                crate::ir::function_name(f)
            ),
            what: format!(
                "has {} decoration-lists but the function has {n} parameters",
                lists.len()
            ),
        }),
    }
}

/// Merges `new` into the decorations of parameter `index` of `f`. (A pass
/// that adds to several parameters goes through [`PendingDecorations`].)
pub fn add_parameter_decorations<'ctx>(
    m: &Module<'ctx>,
    f: FunctionValue<'ctx>,
    index: usize,
    new: &[Decoration],
) -> Result<bool, MdError> {
    let mut pending = PendingDecorations::default();
    let list = pending.param(m, f, index)?;
    new.iter().for_each(|d| {
        list.push(d.clone());
    });
    Ok(pending.write(m))
}

/// One `!spirv.ExecutionMode` entry: `!{ptr @k, i32 <mode>, i32 <op>...}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExecutionModeEntry<'ctx> {
    /// The entry point the mode applies to.
    pub function: FunctionValue<'ctx>,
    /// The SPIR-V execution mode number.
    pub mode: u32,
    /// The mode's literal operands, in order (`8 1 1` for `LocalSize`).
    pub operands: Vec<u32>,
}

impl std::fmt::Display for ExecutionModeEntry<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = spirv::ExecutionMode::from_u32(self.mode).map_or_else(
            || format!("ExecutionMode{}", self.mode),
            |m| format!("{m:?}"),
        );
        write!(f, "{name}")?;
        self.operands.iter().try_for_each(|o| write!(f, " {o}"))
    }
}

type ExecutionModeNode<'ctx> = WithTail<(FunctionValue<'ctx>, u32), u32>;

/// The name of the module-level execution-mode list.
pub const EXECUTION_MODE: &str = "spirv.ExecutionMode";

fn execution_mode_list<'ctx>() -> NamedList<ExecutionModeNode<'ctx>> {
    NamedList::new(EXECUTION_MODE)
}

/// Every `!spirv.ExecutionMode` entry, each decoded on its own.
pub fn execution_modes<'ctx>(
    m: &Module<'ctx>,
) -> Vec<(MdNode<'ctx>, Result<ExecutionModeEntry<'ctx>, MdError>)> {
    execution_mode_list()
        .entries(m)
        .into_iter()
        .map(|(n, r)| {
            let e = r.map(|w| ExecutionModeEntry {
                function: w.head.0,
                mode: w.head.1,
                operands: w.tail,
            });
            (n, e)
        })
        .collect()
}

/// One `!spirv.ExecutionMode` entry node, decoded.
pub fn execution_mode_entry<'ctx>(node: MdNode<'ctx>) -> Result<ExecutionModeEntry<'ctx>, MdError> {
    super::decode::<ExecutionModeNode<'ctx>>(node, || {
        format!("!{EXECUTION_MODE} entry {}", node.print())
    })
    .map(|w| ExecutionModeEntry {
        function: w.head.0,
        mode: w.head.1,
        operands: w.tail,
    })
}

/// The module's `!spirv.ExecutionMode` list, read once: the well-formed
/// entries per function, the malformed ones, and the nodes present. Passes
/// that look up or add entries per kernel go through one index for the whole
/// run, so each lookup and each add costs the same however long the list
/// is (reading the list per kernel made them quadratic in kernels). Adds are
/// written to the module at once (appended); the index stays in step as long
/// as nothing else edits the list during the run.
pub struct ExecutionModes<'ctx> {
    by_function: FxHashMap<FunctionValue<'ctx>, Vec<ExecutionModeEntry<'ctx>>>,
    nodes: FxHashSet<LLVMMetadataRef>,
    malformed: Vec<MdError>,
    dangling: Vec<(LLVMMetadataRef, String)>,
    recorder: Recorder<'ctx>,
}

impl<'ctx> ExecutionModes<'ctx> {
    /// Reads and indexes the list (one pass over it).
    pub fn read(m: &Module<'ctx>) -> Self {
        let mut index = ExecutionModes {
            by_function: FxHashMap::default(),
            nodes: FxHashSet::default(),
            malformed: Vec::new(),
            dangling: Vec::new(),
            recorder: Recorder::default(),
        };
        for (node, entry) in execution_modes(m) {
            index.nodes.insert(node.metadata());
            match entry {
                Ok(e) => index.by_function.entry(e.function).or_default().push(e),
                Err(e) => match dangling_mode(node) {
                    Some(mode) => index.dangling.push((node.metadata(), mode)),
                    None => index.malformed.push(e),
                },
            }
        }
        index
    }

    /// The modes (`ContractionOff`, `LocalSize 8 1 1`) of entries whose
    /// function is gone: LLVM nulls the reference when a pass deletes the
    /// function (globalopt, globaldce) or replaces it (deadargelim), and
    /// consumers stop on such an entry.
    pub fn dangling(&self) -> Vec<&str> {
        self.dangling.iter().map(|(_, d)| d.as_str()).collect()
    }

    /// Rewrites the list without the entries of functions that are gone;
    /// returns the warning that says what was dropped, if anything was.
    pub fn drop_dangling(&mut self, m: &Module<'ctx>) -> Option<String> {
        if self.dangling.is_empty() {
            return None;
        }
        let n = self.dangling.len();
        let warning = format!(
            "!spirv.ExecutionMode: dropped {n} entr{} of a function that no longer exists ({}): \
             a pass deleted or replaced the kernel after its modes were written, and consumers stop on such an entry",
            if n == 1 { "y" } else { "ies" },
            self.dangling().join(", ")
        );
        let gone: FxHashSet<LLVMMetadataRef> = self.dangling.iter().map(|(n, _)| *n).collect();
        let keep: Vec<LLVMMetadataRef> = md::named(m, EXECUTION_MODE)
            .into_iter()
            .map(|n| n.metadata())
            .filter(|n| !gone.contains(n))
            .collect();
        md::set_named_md(m, EXECUTION_MODE, &keep);
        emitted::forget_modes(m, &gone);
        gone.iter().for_each(|n| {
            self.nodes.remove(n);
        });
        self.dangling.clear();
        Some(warning)
    }

    /// The well-formed entries for one function, in list order.
    pub fn of(&self, f: FunctionValue<'ctx>) -> &[ExecutionModeEntry<'ctx>] {
        self.by_function.get(&f).map_or(&[], Vec::as_slice)
    }

    /// The entries that could not be read.
    pub fn malformed(&self) -> &[MdError] {
        &self.malformed
    }

    /// Whether the list has no entries at all (well-formed or not).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Appends an entry unless an identical one exists. True if added.
    pub fn add(&mut self, m: &Module<'ctx>, e: &ExecutionModeEntry<'ctx>) -> bool {
        // The layout of `ExecutionModeNode`, written without copying the
        // operands into one.
        let mut w = MdWriter::new(m);
        let start = w.begin();
        (e.function, e.mode).write_operands(&mut w);
        e.operands.iter().for_each(|op| op.write(&mut w));
        let node = w.end(start);
        if !self.nodes.insert(node) {
            return false;
        }
        md::add_named_md(m, EXECUTION_MODE, node);
        self.recorder.add_mode(m, node);
        self.by_function
            .entry(e.function)
            .or_default()
            .push(e.clone());
        true
    }
}

/// The mode of an entry `!{null, i32 <mode>, i32 <op>...}` as the grammar
/// names it, or `None` if the entry is not of that shape.
pub fn dangling_mode(node: MdNode<'_>) -> Option<String> {
    let ops = node.operands();
    let (md::MdOperand::Null, Some(md::MdOperand::Value(mode))) = (ops.first()?, ops.get(1)) else {
        return None;
    };
    let mode = u32::try_from(mode.const_int()?.1).ok()?;
    let mut text = crate::grammar::execution_mode(mode)
        .map_or_else(|| mode.to_string(), |e| e.name.to_string());
    for op in &ops[2..] {
        match op {
            md::MdOperand::Value(v) => text += &format!(" {}", v.const_int()?.1),
            _ => return None,
        }
    }
    Some(text)
}

/// `!spirv.Capability = !{!{i32 <Capability>}, ...}`.
pub const CAPABILITY: NamedList<(u32,)> = NamedList::new("spirv.Capability");
/// `!spirv.Extension = !{!{!"SPV_..."}, ...}`.
pub const EXTENSION: NamedList<(String,)> = NamedList::new("spirv.Extension");
/// `!{i32 <lang>, i32 <version>}` optionally followed by `!{!"file"}`.
pub type SourceEntry = WithTail<(u32, u32), Nested<(String,)>>;
/// `!spirv.Source = !{!{i32 <SourceLanguage>, i32 <version>, !{!"file"}?}}`.
pub const SOURCE: NamedList<SourceEntry> = NamedList::new("spirv.Source");
/// `!spirv.Generator = !{!{i16 <generator id>, i16 <version>}}`.
pub const GENERATOR: NamedList<(u16, u16)> = NamedList::new("spirv.Generator");

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(id: u32, op: u32) -> Decoration {
        Decoration {
            id,
            operands: vec![Literal::Int(op)],
        }
    }

    #[test]
    fn decorations_behave_the_same_scanned_and_indexed() {
        let mut d = Decorations::default();
        // 40 ids: the list is indexed from the 16th on.
        for id in 0..40 {
            assert!(d.push(dec(id, 1)), "{id} is new");
            assert!(!d.push(dec(id, 1)), "{id} is there");
            for probe in [0, id / 2, id] {
                assert!(d.contains(&dec(probe, 1)));
                assert_eq!(d.conflict(&dec(probe, 2)), Some(&dec(probe, 1)));
                assert_eq!(d.conflict(&dec(probe, 1)), None);
            }
            assert!(!d.contains(&dec(id + 1, 1)));
            assert_eq!(d.conflict(&dec(id + 1, 2)), None);
        }
        assert_eq!(d.as_slice().len(), 40);
        assert!(d.changed());
        let read = Decorations::from(d.as_slice().to_vec());
        assert!(!read.changed());
        assert_eq!(read.as_slice(), d.as_slice());
    }
}
