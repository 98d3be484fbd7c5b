//! Lowering each distinct attribute once per run. LLVM makes one attribute
//! object per distinct `key=value` in a context, and kernels, globals and
//! parameters share most of theirs (`"sycl-work-group-size"="32"` on
//! thousands of kernels): parsing, lowering, checking against the grammar
//! and building the metadata node of each copy again was most of the
//! property passes' work. [`Lowerings`] keeps, per entity kind and
//! attribute object, what [`lower`] decided and the node it became.
//!
//! `lower` is pure (its result depends on the options, the module's facts,
//! the entity kind, the attribute and, for operands taken from another
//! attribute, that one): an attribute whose registry entry reads another
//! attribute is lowered every time, everything else is kept, but for a
//! property whose attributes turn out all distinct ([`KEEP_TRIAL`]). A whole
//! attribute set (LLVM makes one per distinct list) can be planned once
//! too ([`Lowerings::plan_set`]): its attributes, siblings included, are
//! the same for every entity that has it. Reporting is not kept: the
//! caller reports the outcome for each entity as before
//! ([`super::apply::report`]), so every entity gets its own diagnostics.

use std::cell::Cell;
use std::rc::Rc;

use inkwell::llvm_sys::prelude::LLVMMetadataRef;
use inkwell::module::Module;
use rustc_hash::FxHashMap;

use super::apply::Lowered;
use super::lower::{is_property, lower, LowerError, ModuleInfo, Outcome, PropertyOptions};
use super::registry::{Entity, Lowering, OperandSource};
use crate::ir::md::{KindCache, MdWriter};
use crate::ir::{self, StringAttr};
use crate::metadata::codec;

/// What one attribute of one kind of entity lowers to, and the node its
/// decoration or kernel metadata became (made the first time it is asked
/// for; nodes are uniqued and live as long as the context).
pub struct Done {
    /// What [`lower`] decided.
    pub outcome: Result<Outcome, LowerError>,
    /// The kernel metadata whose presence makes the property not apply
    /// (the registry's `unless-kernel-metadata`), for a kernel property.
    pub unless_metadata: Option<Box<str>>,
    /// The ids of the kernel metadata kinds it writes (its own and its
    /// `dims-metadata`) and is skipped for, each looked up once per run
    /// (`Attached::with_kind`).
    pub kind: KindCache,
    /// See `kind`.
    pub dims_kind: KindCache,
    /// See `kind`.
    pub unless_kind: KindCache,
    node: Cell<Option<LLVMMetadataRef>>,
    dims_node: Cell<Option<LLVMMetadataRef>>,
}

impl Done {
    fn new(
        opts: &PropertyOptions,
        entity: Entity,
        name: &str,
        outcome: Result<Outcome, LowerError>,
    ) -> Rc<Self> {
        let unless_metadata = (entity == Entity::Kernel)
            .then(|| opts.registry.get(name)?.unless_kernel_metadata.as_deref())
            .flatten()
            .map(Box::from);
        Rc::new(Done {
            outcome,
            unless_metadata,
            kind: KindCache::new(),
            dims_kind: KindCache::new(),
            unless_kind: KindCache::new(),
            node: Cell::new(None),
            dims_node: Cell::new(None),
        })
    }

    /// The decoration node of an `Outcome::Decoration`,
    /// `!{i32 id, literals...}`, as a decoration-list holds it.
    pub fn decoration_node(&self, m: &Module<'_>) -> Option<LLVMMetadataRef> {
        let Ok(Outcome::Decoration(d, _)) = &self.outcome else {
            return None;
        };
        Some(node_or(&self.node, || {
            codec::decoration_node(d, &mut MdWriter::new(m))
        }))
    }

    /// The node `!{iW values...}` of an `Outcome::KernelMetadata`, as the
    /// metadata layer writes `Vec<u32>` (32-bit metadata) or `Vec<u64>`.
    pub fn kernel_metadata_node(&self, m: &Module<'_>) -> Option<LLVMMetadataRef> {
        let Ok(Outcome::KernelMetadata { values, bits, .. }) = &self.outcome else {
            return None;
        };
        Some(node_or(&self.node, || {
            let mut w = MdWriter::new(m);
            if *bits == 32 {
                let v: Vec<u32> = values.iter().map(|&x| x as u32).collect();
                codec::write_node(&mut w, &v)
            } else {
                codec::write_node(&mut w, values)
            }
        }))
    }

    /// The node `!{i32 count}` of an `Outcome::KernelMetadata` that was
    /// padded, as its `dims-metadata` holds the count given; `None` when
    /// nothing was padded (made once, as `kernel_metadata_node`).
    pub fn dims_node(&self, m: &Module<'_>) -> Option<LLVMMetadataRef> {
        let Ok(Outcome::KernelMetadata {
            dims: Some((_, n)), ..
        }) = &self.outcome
        else {
            return None;
        };
        Some(node_or(&self.dims_node, || {
            codec::write_node(&mut MdWriter::new(m), &vec![*n])
        }))
    }
}

/// The node in `cell`, made by `make` the first time.
fn node_or(
    cell: &Cell<Option<LLVMMetadataRef>>,
    make: impl FnOnce() -> LLVMMetadataRef,
) -> LLVMMetadataRef {
    if let Some(n) = cell.get() {
        return n;
    }
    let n = make();
    cell.set(Some(n));
    n
}

/// One attribute of an entity, planned through [`Lowerings`].
pub struct Planned<'a> {
    /// The attribute's name.
    pub property: &'a str,
    /// Its value as written.
    pub value: &'a str,
    /// What it lowers to.
    pub done: Rc<Done>,
}

impl<'a> Planned<'a> {
    /// The decoration it lowers to, with its property and value (for the
    /// merging of [`super::apply::decorations_to_add`]); `None` for any
    /// other outcome.
    pub fn lowered(&self) -> Option<Lowered<'a>> {
        match &self.done.outcome {
            Ok(Outcome::Decoration(d, _)) => Some(Lowered {
                property: self.property.into(),
                value: self.value.into(),
                decoration: d.clone(),
            }),
            _ => None,
        }
    }
}

/// The decoration nodes of `planned`'s decorations, each once (equal
/// decorations are one uniqued node), in order: the operands of the
/// decoration-list of an entity that had none.
pub fn decoration_nodes(m: &Module<'_>, planned: &[Planned<'_>]) -> Vec<LLVMMetadataRef> {
    let mut nodes: Vec<LLVMMetadataRef> = Vec::with_capacity(planned.len());
    for n in planned.iter().filter_map(|p| p.done.decoration_node(m)) {
        if !nodes.contains(&n) {
            nodes.push(n);
        }
    }
    nodes
}

/// The attributes lowered so far in a run, by entity kind and LLVM's
/// attribute object, and the plans of the attribute sets seen so far.
#[derive(Default)]
pub struct Lowerings {
    seen: FxHashMap<(Entity, usize), Seen>,
    /// Per entity kind and property (its registry entry, by address), how
    /// many of its attributes were kept and how often one was used again
    /// (see [`KEEP_TRIAL`]).
    uses: FxHashMap<(Entity, usize), Rc<Cell<Uses>>>,
    /// By entity kind and attribute set (see [`crate::ir::AttrSets`]):
    /// each property of the set, by its position, and what it lowers to.
    /// Equal sets have equal attributes, so even a lowering that reads
    /// another attribute of the entity is the same for every entity with
    /// the set.
    sets: FxHashMap<(Entity, usize), SetPlan>,
}

/// The properties of one attribute set, by position, with what each
/// lowers to.
type SetPlan = Rc<[(u32, Rc<Done>)]>;

/// What is known of an attribute object seen before.
enum Seen {
    /// Not a property (`"frame-pointer"`): not planned.
    NotProperty,
    /// Its lowering reads another attribute: lowered every time.
    EachTime,
    /// Lowered once; with its property's use counts.
    Kept(Rc<Done>, Rc<Cell<Uses>>),
}

/// How many attributes of one property a run kept, and how many times one
/// of them was used again.
#[derive(Clone, Copy, Default)]
struct Uses {
    kept: u32,
    reused: u32,
}

/// A property of which this many attributes were kept and none was used
/// again (a value distinct per entity: a device global's `sycl-unique-id`)
/// is kept no more, until one of those is used again: each further one is
/// lowered as it comes and its memory reused for the next, where keeping
/// them all wrote each to new memory (a cache miss each: 7 % of
/// `compile-time-properties`' last-level misses at 50,000 kernels). The
/// result is the same either way.
const KEEP_TRIAL: u32 = 64;

impl Lowerings {
    /// How many attributes the memo holds (kept, or known not to be
    /// properties), for tests of what it keeps.
    pub fn held(&self) -> usize {
        self.seen.len()
    }

    /// Whether `attrs[i]` is a property and what it lowers to for an
    /// `entity` (`None`: not a property): kept from an earlier entity with
    /// the same attribute object, or decided now.
    fn planned(
        &mut self,
        opts: &PropertyOptions,
        entity: Entity,
        attrs: &[StringAttr<'_>],
        i: usize,
        module: &ModuleInfo,
    ) -> Option<Rc<Done>> {
        let a = &attrs[i];
        let lower_now = || {
            let sibling = |k: &str| ir::attr_value(attrs, k);
            let outcome = lower(opts, entity, &a.key, &a.value, &sibling, module);
            Done::new(opts, entity, &a.key, outcome)
        };
        // A lossy copy (not UTF-8) has an address of its own, not the
        // attribute object's: decided every time.
        let std::borrow::Cow::Borrowed(name) = &a.key else {
            return is_property(opts, &a.key).then(lower_now);
        };
        let key = (entity, name.as_ptr() as usize);
        match self.seen.get(&key) {
            Some(Seen::NotProperty) => return None,
            Some(Seen::EachTime) => return Some(lower_now()),
            Some(Seen::Kept(done, uses)) => {
                uses.set(Uses {
                    reused: uses.get().reused + 1,
                    ..uses.get()
                });
                return Some(Rc::clone(done));
            }
            None => {}
        }
        let (seen, done) = if !is_property(opts, name) {
            (Seen::NotProperty, None)
        } else if reads_other_attributes(opts, name) {
            (Seen::EachTime, Some(lower_now()))
        } else {
            // A `sycl-` name the registry lacks is kept (its error or
            // warning is the same each time).
            let entry = opts
                .registry
                .get(name)
                .map_or(0, |d| d as *const _ as usize);
            let uses = Rc::clone(self.uses.entry((entity, entry)).or_default());
            let u = uses.get();
            if entry != 0 && u.kept >= KEEP_TRIAL && u.reused == 0 {
                return Some(lower_now());
            }
            uses.set(Uses {
                kept: u.kept + 1,
                ..u
            });
            let done = lower_now();
            (Seen::Kept(Rc::clone(&done), uses), Some(done))
        };
        self.seen.insert(key, seen);
        done
    }

    /// [`super::plan::plan`] through this memo: each property among
    /// `attrs`, in order, with what it lowers to.
    pub fn plan<'a>(
        &'a mut self,
        opts: &'a PropertyOptions,
        entity: Entity,
        attrs: &'a [StringAttr<'_>],
        module: &'a ModuleInfo,
    ) -> impl Iterator<Item = Planned<'a>> + 'a {
        (0..attrs.len()).filter_map(move |i| {
            let done = self.planned(opts, entity, attrs, i, module)?;
            Some(planned_at(attrs, i, done))
        })
    }

    /// [`Lowerings::plan`] of the attributes `attrs` of attribute set `set`
    /// (its identity, see [`crate::ir::AttrSets::of`]; 0 for none), planned
    /// once per run for each set.
    pub fn plan_set<'a>(
        &mut self,
        opts: &PropertyOptions,
        entity: Entity,
        (set, attrs): (usize, &'a [StringAttr<'_>]),
        module: &ModuleInfo,
    ) -> impl Iterator<Item = Planned<'a>> + 'a {
        let plan = match self.sets.get(&(entity, set)) {
            Some(p) => Rc::clone(p),
            None => {
                let p: SetPlan = (0..attrs.len())
                    .filter_map(|i| Some((i as u32, self.planned(opts, entity, attrs, i, module)?)))
                    .collect();
                self.sets.insert((entity, set), Rc::clone(&p));
                p
            }
        };
        (0..plan.len()).map(move |k| {
            let (i, done) = &plan[k];
            planned_at(attrs, *i as usize, Rc::clone(done))
        })
    }
}

/// Attribute `attrs[i]` as planned, lowering to `done`.
fn planned_at<'a>(attrs: &'a [StringAttr<'_>], i: usize, done: Rc<Done>) -> Planned<'a> {
    let a = &attrs[i];
    Planned {
        property: &a.key,
        value: &a.value,
        done,
    }
}

/// Whether property `name`'s lowering reads another attribute of the
/// entity (an operand `{ attribute = ... }`).
fn reads_other_attributes(opts: &PropertyOptions, name: &str) -> bool {
    opts.registry.get(name).is_some_and(|d| match &d.lowering {
        Lowering::Decoration { operands, .. } => operands
            .iter()
            .any(|o| matches!(o, OperandSource::Attribute { .. })),
        _ => false,
    })
}
