//! Which entries of the specialization-constant lists go into an image.
//!
//! Named metadata that names no global goes to every image, but
//! `!sycl.specialization-constants` and its default values are per
//! constant: copied whole, split=kernel costs images x constants (1,000
//! kernels with a constant each: 7 s). A natively lowered module's images
//! get the entries of the constants their own functions set instead (the
//! constants their property sets list, so those are unchanged), found per
//! function once: linear in the module and what the images hold. Other
//! modules' lists (emulation, whose images list every constant, or lists
//! the split cannot read, whose errors stay per image) go to every image
//! whole, as before.

use rustc_hash::FxHashMap;

use inkwell::module::Module;
use inkwell::values::AsValueRef;

use crate::metadata::spec_constants::{NativeLists, SPEC_CONSTANTS, SPEC_CONSTANT_DEFAULTS};

use super::graph::{Graph, MdEntry};

/// The two lists' entries by position, taken out of the graph's
/// every-image entries, and the leaf IDs each function sets.
pub struct SpecLists<'ctx> {
    lists: NativeLists<'ctx>,
    /// Entry `k` of `!sycl.specialization-constants` and of its default
    /// values: constant `k`'s.
    constants: Vec<MdEntry>,
    defaults: Vec<MdEntry>,
    /// Per graph node (a function), the IDs its `__spirv_SpecConstant`
    /// calls set.
    ids: FxHashMap<u32, Vec<u32>>,
}

impl<'ctx> SpecLists<'ctx> {
    /// Takes both lists' entries out of `graph.md_global` when the module
    /// was lowered natively and every entry is there (names no global);
    /// `None`, the graph unchanged, otherwise.
    pub fn take(m: &Module<'ctx>, graph: &mut Graph<'ctx>) -> Option<Self> {
        let lists = NativeLists::read(m).filter(|l| l.len > 0)?;
        let list_of = |name: &str| graph.md_lists.iter().position(|l| l == name);
        let (c, d) = (
            list_of(SPEC_CONSTANTS.name)? as u32,
            list_of(SPEC_CONSTANT_DEFAULTS)? as u32,
        );
        let count = |l: u32| graph.md_global.iter().filter(|e| e.list == l).count();
        if count(c) != lists.len || count(d) != lists.len {
            return None;
        }
        let (mut constants, mut defaults, mut rest) = (Vec::new(), Vec::new(), Vec::new());
        for e in std::mem::take(&mut graph.md_global) {
            match e.list {
                l if l == c => constants.push(e),
                l if l == d => defaults.push(e),
                _ => rest.push(e),
            }
        }
        graph.md_global = rest;
        // Constant `k`'s entries at `k`: the graph reads each list in order.
        debug_assert!(constants
            .iter()
            .chain(&defaults)
            .zip((0..lists.len as u32).cycle())
            .all(|(e, k)| e.index == k));
        let node_of: FxHashMap<_, u32> = graph
            .nodes
            .iter()
            .enumerate()
            .filter(|(_, g)| g.function().is_some())
            .map(|(i, g)| (g.id(), i as u32))
            .collect();
        let mut ids: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        for (f, id) in &lists.setters {
            if let Some(&n) = node_of.get(&f.as_value_ref()) {
                ids.entry(n).or_default().push(*id);
            }
        }
        Some(SpecLists {
            lists,
            constants,
            defaults,
            ids,
        })
    }

    /// The entries of the constants that the functions among `nodes` (an
    /// image's) set, both lists, in list order.
    pub fn entries(&self, nodes: &[u32]) -> Vec<&MdEntry> {
        let mut kept: Vec<u32> = nodes
            .iter()
            .filter_map(|n| self.ids.get(n))
            .flatten()
            .flat_map(|&id| self.lists.constants_of(id))
            .copied()
            .collect();
        kept.sort_unstable();
        kept.dedup();
        let mut out: Vec<&MdEntry> = kept.iter().map(|&k| &self.constants[k as usize]).collect();
        out.extend(kept.iter().map(|&k| &self.defaults[k as usize]));
        out
    }
}
