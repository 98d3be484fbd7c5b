//! The module's dependency graph, built once per run: one node per global
//! (module order), an edge from A to B when including A in an image needs
//! B. Each image is then a walk from its roots, costing the size of what it
//! reaches (intel/llvm issue 6689: rebuilding this per kernel took 45
//! minutes for 13,000 kernels).
//!
//! Edges (the reference's rules, `sycl-post-link`):
//! - any use of B in A's body, initializer or aliasee, through constant
//!   expressions and values wrapped as metadata: calls, taken addresses,
//!   initializers (vtables are globals whose initializers name the virtual
//!   functions);
//! - an indirect call in A of function type T: every non-kernel function
//!   with the `"referenced-indirectly"` attribute and type T;
//! - an element of an appending array (`@llvm.used`, `@llvm.compiler.used`,
//!   `@llvm.global.annotations` ...) belongs to the first global it names
//!   (its owner): the owner needs the element's other globals (the
//!   annotation's strings), and the element goes into the images that have
//!   its owner.
//!
//! What `@llvm.used` and `@llvm.compiler.used` list must stay even when no
//! entry point reaches it ([`Listed`]): it goes to the images that hold
//! another member of the same list, or, when no image does, to the first
//! image (like a global that must stay).

use rustc_hash::{FxHashMap, FxHashSet};

use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMTypeRef, LLVMValueRef};
use inkwell::module::Module;

use crate::ir::image::{self, GlobalKind, ModuleGlobal};
use crate::metadata::emitted;

/// An element of an appending array kept where its owner is.
#[derive(Debug)]
pub struct AppendingElem {
    /// Its position in the array's initializer.
    pub index: u32,
    /// The node of the first global it names.
    pub owner: u32,
}

/// A named-metadata entry and the globals it is about.
#[derive(Debug)]
pub struct MdEntry {
    /// Its list, an index into [`Graph::md_lists`].
    pub list: u32,
    /// Its position in that list.
    pub index: u32,
    /// The entry itself.
    pub node: LLVMMetadataRef,
    /// The nodes of the globals it names; the first is its owner.
    pub refs: Vec<u32>,
}

/// The module's dependency graph (see the module docs).
pub struct Graph<'ctx> {
    /// One per global, in module order: a node's number is its index here.
    pub nodes: Vec<ModuleGlobal<'ctx>>,
    edges: Vec<Vec<u32>>,
    /// Per appending array (by node): its elements that have an owner.
    pub appending: Vec<(u32, Vec<AppendingElem>)>,
    /// Named metadata lists, by name, in module order (`llvm.dbg.cu` is
    /// left to the image builder).
    pub md_lists: Vec<String>,
    /// Entries that name no global: every image gets them.
    pub md_global: Vec<MdEntry>,
    /// Entries by the first global they name.
    pub md_by_owner: FxHashMap<u32, Vec<MdEntry>>,
}

/// Globals that `@llvm.used` or `@llvm.compiler.used` list and no entry
/// point reaches: the lists say they must stay (LLVM keeps them even
/// internal and unused), so the split places them by the list instead of
/// dropping them (issue 46, item 5: an internal function listed in
/// `@llvm.used` was in no image, even with `split=none`).
#[derive(Default)]
pub struct Listed {
    /// Per list: its members no entry point reaches, in list order, and
    /// whether an entry point reaches one of its other members.
    lists: Vec<(Vec<u32>, bool)>,
    /// The lists (indices into `lists`) each reached member is in; only
    /// lists with unreached members (so empty, and free, when nothing
    /// listed is unreached).
    by_member: FxHashMap<u32, Vec<u32>>,
    /// Every list's unreached members.
    unreached: FxHashSet<u32>,
}

/// The appending arrays whose members [`Listed`] keeps.
pub const KEEP_LISTS: [&str; 2] = ["llvm.used", "llvm.compiler.used"];

impl Listed {
    /// The lists' members that `reached` (marks of a walk from every entry
    /// point) does not hold.
    pub fn new(graph: &Graph<'_>, reached: impl Fn(u32) -> bool) -> Self {
        let mut listed = Listed::default();
        for (arr, elems) in &graph.appending {
            if !KEEP_LISTS.contains(&graph.nodes[*arr as usize].name().as_str()) {
                continue;
            }
            let (mut inside, mut outside): (Vec<u32>, Vec<u32>) =
                elems.iter().map(|e| e.owner).partition(|&o| reached(o));
            if outside.is_empty() {
                continue;
            }
            outside.dedup();
            listed.unreached.extend(outside.iter().copied());
            inside.sort_unstable();
            inside.dedup();
            let list = listed.lists.len() as u32;
            for member in &inside {
                listed.by_member.entry(*member).or_default().push(list);
            }
            listed.lists.push((outside, !inside.is_empty()));
        }
        listed
    }

    /// Whether `n` is a listed global no entry point reaches.
    pub fn contains(&self, n: u32) -> bool {
        self.unreached.contains(&n)
    }

    /// The unreached members an image holding `nodes` gets: those of each
    /// list of which it holds a reached member, and, for the first image,
    /// those of the lists no entry point reaches at all.
    pub fn roots(&self, nodes: &[u32], first: bool) -> Vec<u32> {
        if self.lists.is_empty() {
            return Vec::new();
        }
        let mut hit: Vec<u32> = nodes
            .iter()
            .filter_map(|n| self.by_member.get(n))
            .flatten()
            .copied()
            .collect();
        if first {
            hit.extend((0..self.lists.len() as u32).filter(|&l| !self.lists[l as usize].1));
        }
        hit.sort_unstable();
        hit.dedup();
        hit.iter()
            .flat_map(|&l| self.lists[l as usize].0.iter().copied())
            .collect()
    }
}

/// Marks for walks: a node is seen in this walk when its mark equals the
/// walk's number, so no walk clears what the previous one marked.
pub struct Marks {
    mark: Vec<u32>,
    walk: u32,
}

impl Marks {
    /// Marks for a graph of `n` nodes, none seen.
    pub fn new(n: usize) -> Self {
        Marks {
            mark: vec![0; n],
            walk: 0,
        }
    }
    /// Starts a new walk: every node reads as unseen again.
    pub fn start(&mut self) {
        self.walk += 1;
    }
    /// Marks `n`; false if it was marked already in this walk.
    pub fn visit(&mut self, n: u32) -> bool {
        let m = &mut self.mark[n as usize];
        if *m == self.walk {
            return false;
        }
        *m = self.walk;
        true
    }
    /// Whether `n` was marked in this walk.
    pub fn seen(&self, n: u32) -> bool {
        self.mark[n as usize] == self.walk
    }
}

impl<'ctx> Graph<'ctx> {
    /// `is_kernel` says which functions are kernels (never indirect-call
    /// targets).
    pub fn build(m: &Module<'ctx>, is_kernel: impl Fn(LLVMValueRef) -> bool) -> Self {
        let nodes = image::module_globals(m);
        let index: FxHashMap<LLVMValueRef, u32> = nodes
            .iter()
            .enumerate()
            .map(|(i, g)| (g.id(), i as u32))
            .collect();
        let mut edges = vec![Vec::new(); nodes.len()];
        // Indirect-call targets by function type.
        let mut by_type: FxHashMap<LLVMTypeRef, Vec<u32>> = FxHashMap::default();
        for (i, g) in nodes.iter().enumerate() {
            if let Some(f) = g.function() {
                if f.get_string_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    "referenced-indirectly",
                )
                .is_some()
                    && !is_kernel(g.id())
                {
                    if let Some(t) = g.function_type() {
                        by_type.entry(t).or_default().push(i as u32);
                    }
                }
            }
        }
        let mut appending = Vec::new();
        for (i, g) in nodes.iter().enumerate() {
            if let GlobalKind::Variable {
                appending: true, ..
            } = g.kind
            {
                let mut elems = Vec::new();
                for (e, elem_refs) in g.element_refs().into_iter().enumerate() {
                    let refs: Vec<u32> = elem_refs
                        .iter()
                        .filter_map(|r| index.get(r).copied())
                        .collect();
                    if let Some((&owner, rest)) = refs.split_first() {
                        edges[owner as usize].extend_from_slice(rest);
                        elems.push(AppendingElem {
                            index: e as u32,
                            owner,
                        });
                    }
                }
                appending.push((i as u32, elems));
                continue;
            }
            if !g.is_defined() {
                continue;
            }
            let refs = g.refs();
            let out = &mut edges[i];
            out.extend(refs.globals.iter().filter_map(|r| index.get(r).copied()));
            let mut types = refs.indirect_calls;
            types.sort_unstable();
            types.dedup();
            for t in types {
                if let Some(targets) = by_type.get(&t) {
                    out.extend_from_slice(targets);
                }
            }
        }
        let mut md_lists = Vec::new();
        let mut md_global = Vec::new();
        let mut md_by_owner: FxHashMap<u32, Vec<MdEntry>> = FxHashMap::default();
        for (name, entries) in image::named_metadata(m) {
            if name == "llvm.dbg.cu" {
                continue;
            }
            // The record lists every kernel's parameter decorations and
            // modes in one entry (a mode entry names its kernel inside the
            // mode's node); each image gets the entries of its own.
            let entries: Vec<(LLVMMetadataRef, Option<LLVMValueRef>)> = if name == emitted::EMITTED
            {
                emitted::one_each(m)
            } else {
                entries.into_iter().map(|n| (n, None)).collect()
            };
            let list = md_lists.len() as u32;
            md_lists.push(name);
            for (e, (node, about)) in entries.into_iter().enumerate() {
                let refs: Vec<u32> = match about {
                    Some(f) => vec![f],
                    None => image::md_global_refs(node),
                }
                .iter()
                .filter_map(|r| index.get(r).copied())
                .collect();
                let entry = MdEntry {
                    list,
                    index: e as u32,
                    node,
                    refs,
                };
                match entry.refs.first() {
                    None => md_global.push(entry),
                    Some(&owner) => md_by_owner.entry(owner).or_default().push(entry),
                }
            }
        }
        Graph {
            nodes,
            edges,
            appending,
            md_lists,
            md_global,
            md_by_owner,
        }
    }

    /// What node `n` needs (its edges), in the order found.
    pub fn deps(&self, n: u32) -> &[u32] {
        &self.edges[n as usize]
    }

    /// Everything `roots` need, appended to `out` (in walk order); nodes
    /// marked in this walk already are not entered again.
    pub fn reach(&self, roots: &[u32], marks: &mut Marks, out: &mut Vec<u32>) {
        let mut stack: Vec<u32> = Vec::new();
        for &r in roots {
            if marks.visit(r) {
                stack.push(r);
            }
        }
        while let Some(n) = stack.pop() {
            out.push(n);
            for &d in &self.edges[n as usize] {
                if marks.visit(d) {
                    stack.push(d);
                }
            }
        }
    }
}
