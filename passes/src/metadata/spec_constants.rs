//! The two module lists the reference's `SpecConstantsPass` writes and
//! `sycl-post-link` turns into device-image properties:
//!
//! ```text
//! !sycl.specialization-constants = !{!0, !1}
//! !0 = !{!"<symbolic id>", i32 <id>, i32 <offset>, i32 <size>, ...}
//! !sycl.specialization-constants-default-values = !{!2, !3}
//! !2 = !{i32 42}
//! ```
//!
//! A constant's node is its symbolic name followed by (ID, offset, size)
//! triples, one per scalar leaf (native) or one for the whole constant
//! (emulation); a triple with ID `u32::MAX` (`i32 -1`) is padding the
//! runtime skips. The default-values list holds one node per constant (and,
//! in emulation, a `[N x i8] zeroinitializer` node per alignment gap), each
//! with the default as one constant.
//!
//! Besides the layout, what the lists mean to their consumers (the split
//! reads them through this module, not through the pass that writes them):
//! the mode `spec-constants` recorded ([`recorded_mode`]), each constant
//! with its defaults ([`listed`]), an image's two property sets
//! ([`property_sets`]), and, for the split of a natively lowered module,
//! which entries belong to the constants a function sets ([`NativeLists`]).

use inkwell::module::Module;
use inkwell::values::FunctionValue;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::md::{IrType, IrValue};
use crate::ir::value::{self, ConstForm, DataLayout, TypeForm};

use super::{NamedList, WithTail};

/// `!sycl.specialization-constants`: `!{!"name", i32 id, i32 offset, i32
/// size, ...}` per constant.
pub const SPEC_CONSTANTS: NamedList<WithTail<(String,), u32>> =
    NamedList::new("sycl.specialization-constants");

/// `!sycl.specialization-constants-default-values`: `!{<constant>}` per
/// constant (and per padding gap in emulation). A function, not a constant:
/// its operands live in one context.
pub const fn spec_constant_defaults<'ctx>() -> NamedList<(IrValue<'ctx>,)> {
    NamedList::new(SPEC_CONSTANT_DEFAULTS)
}

/// `!sycl.specialization-constants-mode`: `!{!"native"}` or
/// `!{!"emulation"}`, how `spec-constants` lowered the constants the
/// lists describe (this project's own list; the reference decides per
/// `sycl-post-link` run). `device-code-split` reads it to pick the image's
/// property sets, so the mode is written once, where the lowering happens.
pub const SPEC_CONSTANTS_MODE: NamedList<(String,)> =
    NamedList::new("sycl.specialization-constants-mode");

/// The name of the default-values list.
pub const SPEC_CONSTANT_DEFAULTS: &str = "sycl.specialization-constants-default-values";

/// The ID of a descriptor that stands for padding (the runtime skips it).
pub const PADDING_ID: u32 = u32::MAX;

/// The most scalar leaves (`undef` elements included) one constant may
/// have for `mode=native`. SPIR-V's universal limits give an instruction
/// at most 65,535 words (its word count is the high 16 bits of the first
/// word); `OpSpecConstantComposite` spends three on that word, the result
/// type and the result ID, so one composite holds at most 65,532
/// constituents (more needs `SPV_INTEL_long_composites`, which the
/// translators here do not get). The same number bounds the whole
/// constant, nested or not, because each leaf costs an `OpSpecConstant`, a
/// `SpecId`, a call in the IR and a 12-byte descriptor in the property set.
pub const MAX_LEAVES: u64 = 65_532;

/// The largest default value (its type's store size) one constant may
/// have, in bytes: 1 MiB. Native mode cannot reach it (65,532 leaves of at
/// most 8 bytes are 512 KiB); in emulation each read is one load of the
/// whole type, which the NVPTX and AMDGCN backends expand per element.
pub const MAX_DEFAULT_BYTES: u64 = 1 << 20;

/// The largest emulation buffer, and the largest default-values property
/// (`[SYCL/specialization constants default values]`) of one image, in
/// bytes: 16 MiB, sixteen constants at [`MAX_DEFAULT_BYTES`]. The
/// runtime's descriptors hold sizes and offsets as 32-bit `unsigned`
/// (intel/llvm `sycl/doc/design/PropertySets.md`), so 4 GiB is the format's
/// own bound; the runtime keeps the buffer per image in host memory and
/// copies it to the device, and the `.prop` file and the wrapped binary hold
/// it (base64 in the file) once per image.
pub const MAX_BUFFER_BYTES: u64 = 16 << 20;

/// A constant past one of the limits above.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    /// Its default value is larger than [`MAX_DEFAULT_BYTES`].
    #[error("its default value is {0} bytes, more than the limit of {MAX_DEFAULT_BYTES} bytes (1 MiB) per specialization constant")]
    DefaultBytes(u64),
    /// More scalar leaves than [`MAX_LEAVES`] (native).
    #[error("it has {0} scalar leaves, more than the limit of {MAX_LEAVES} that mode=native lowers (SPIR-V's 65,535 words per instruction leave an OpSpecConstantComposite 65,532 constituents)")]
    Leaves(u64),
    /// The emulation buffer would end past [`MAX_BUFFER_BYTES`].
    #[error("the emulation buffer would end at byte {0} with it, past the limit of {MAX_BUFFER_BYTES} bytes (16 MiB)")]
    Buffer(u64),
    /// Its leaves would need SpecIds past the largest one.
    #[error("its {1} leaves, numbered from SpecId {0}, would need SpecIds past {max}", max = PADDING_ID - 1)]
    Ids(u32, u64),
    /// The default values of an image are more than [`MAX_BUFFER_BYTES`].
    #[error("the default values of the image's constants are {0} bytes with it, more than the limit of {MAX_BUFFER_BYTES} bytes (16 MiB)")]
    Defaults(u64),
}

/// One (ID, offset, size) triple of a constant's node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The SPIR-V `SpecId` of a scalar leaf, the constant's index in
    /// emulation, or [`PADDING_ID`].
    pub id: u32,
    /// Bytes from the start of the constant (native), 0 or the padding's
    /// place (emulation).
    pub offset: u32,
    /// Bytes it covers.
    pub size: u32,
}

/// A constant's node, decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstantEntry {
    /// The symbolic name (`__builtin_sycl_unique_id`'s string).
    pub name: String,
    /// Its descriptors, in order.
    pub descriptors: Vec<Descriptor>,
}

impl SpecConstantEntry {
    /// The node's value: the name, then the triples flattened.
    pub fn to_md(&self) -> WithTail<(String,), u32> {
        WithTail {
            head: (self.name.clone(),),
            tail: self
                .descriptors
                .iter()
                .flat_map(|d| [d.id, d.offset, d.size])
                .collect(),
        }
    }

    /// Reads a node's value; `Err` when the integers do not come in triples.
    pub fn from_md(node: &WithTail<(String,), u32>) -> Result<Self, String> {
        if node.tail.len() % 3 != 0 {
            return Err(format!(
                "{:?}: {} integers after the name, not (ID, offset, size) triples",
                node.head.0,
                node.tail.len()
            ));
        }
        Ok(SpecConstantEntry {
            name: node.head.0.clone(),
            descriptors: node
                .tail
                .chunks(3)
                .map(|c| Descriptor {
                    id: c[0],
                    offset: c[1],
                    size: c[2],
                })
                .collect(),
        })
    }
}

/// How specialization constants were lowered (`spec-constants<mode=...>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// SPIR-V specialization constants (`mode=native`, the default).
    Native,
    /// Loads from the runtime buffer (`mode=emulation`).
    Emulation,
}

/// Each mode as the pass parameter and [`SPEC_CONSTANTS_MODE`] write it.
pub const MODES: [(&str, Mode); 2] = [("native", Mode::Native), ("emulation", Mode::Emulation)];

/// The mode `!sycl.specialization-constants-mode` records, `None` when
/// the module has no such list; an error when it holds anything but one
/// of the modes' texts, or two different ones.
pub fn recorded_mode(m: &Module<'_>) -> Result<Option<Mode>, String> {
    let list = SPEC_CONSTANTS_MODE.name;
    let mut found: Option<Mode> = None;
    for (text,) in SPEC_CONSTANTS_MODE.get(m).map_err(|e| e.to_string())? {
        let Some(&(_, mode)) = MODES.iter().find(|(t, _)| *t == text) else {
            return Err(format!(
                "!{list}: {text:?} is not a mode (native or emulation)"
            ));
        };
        if found.is_some_and(|f| f != mode) {
            return Err(format!(
                "!{list} records both native and emulation: one module, one mode"
            ));
        }
        found = Some(mode);
    }
    Ok(found)
}

/// `T __spirv_SpecConstant(int id, T default)`, as the reference and the
/// SPIR-V translators name it: `_Z20__spirv_SpecConstant` + the argument
/// manglings (`_Z20__spirv_SpecConstantii` for an `int`). Native lowering
/// sets each leaf ID with one.
pub const SPEC_CONSTANT: &str = "_Z20__spirv_SpecConstant";

/// Each `__spirv_SpecConstant` call of `m` with a constant ID: the function
/// it is in and the ID it sets.
pub fn setters<'ctx>(m: &Module<'ctx>) -> Vec<(FunctionValue<'ctx>, u32)> {
    let decls: Vec<_> = m
        .get_functions()
        .filter(|f| {
            f.get_name()
                .to_bytes()
                .starts_with(SPEC_CONSTANT.as_bytes())
        })
        .collect();
    value::calls_of(m, &decls)
        .into_iter()
        .filter_map(|c| Some((c.caller(), crate::ir::call::const_int_arg(c, 0)? as u32)))
        .collect()
}

/// A constant of the metadata with its default value(s).
#[derive(Clone, Debug)]
pub struct Listed<'ctx> {
    /// The node, decoded.
    pub entry: SpecConstantEntry,
    /// Its default value, and the padding default before it (emulation).
    pub defaults: Vec<IrValue<'ctx>>,
}

/// The constants `!sycl.specialization-constants` lists, each with its
/// defaults: the n-th default belongs to the n-th constant where the lists
/// are as long as each other; where there are more defaults (emulation with
/// alignment gaps), a constant whose node is its own descriptor and a
/// padding one is followed by that padding's default.
pub fn listed<'ctx>(m: &Module<'ctx>) -> Result<Vec<Listed<'ctx>>, String> {
    let nodes = SPEC_CONSTANTS.get(m).map_err(|e| e.to_string())?;
    let defaults = spec_constant_defaults().get(m).map_err(|e| e.to_string())?;
    let gaps = defaults.len() > nodes.len();
    let mut defaults = defaults.into_iter().map(|(v,)| v);
    let mut out: Vec<Listed<'ctx>> = Vec::with_capacity(nodes.len());
    for node in &nodes {
        let entry = SpecConstantEntry::from_md(node)?;
        let mut mine = Vec::new();
        let padded = gaps
            && out
                .last()
                .and_then(|l| l.entry.descriptors.last())
                .is_some_and(|d| d.id == PADDING_ID)
            && out.last().is_some_and(|l| l.entry.descriptors.len() == 2);
        if padded {
            mine.extend(defaults.next());
        }
        let Some(d) = defaults.next() else {
            return Err(format!(
                "no default value for {:?} in !{SPEC_CONSTANT_DEFAULTS}",
                entry.name
            ));
        };
        mine.push(d);
        out.push(Listed {
            entry,
            defaults: mine,
        });
    }
    Ok(out)
}

/// The name of the map's property set.
pub const MAP_SET: &str = "SYCL/specialization constants";
/// The name of the default values' property set.
pub const DEFAULTS_SET: &str = "SYCL/specialization constants default values";
/// The one property of the default values' set.
pub const DEFAULTS_PROP: &str = "all";

/// The two property sets' values for one image: `[SYCL/specialization
/// constants]` (symbolic name -> its (ID, offset, size) triples as
/// little-endian `u32`s) and `[SYCL/specialization constants default
/// values]` (`all` -> the default values, laid out as the runtime buffer),
/// before the `.prop` file's byte-array encoding.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpecConstantSets {
    /// Per symbolic name, its descriptors as `u32` triples, in list order.
    pub map: Vec<(String, Vec<u8>)>,
    /// The default values of those constants, one after another.
    pub defaults: Vec<u8>,
}

/// The property sets of image `m`, `None` when it lists no constants.
///
/// Native: restricted to the constants the image uses, those with a leaf
/// ID that one of its `__spirv_SpecConstant` calls sets. Emulation: every
/// constant listed, because the runtime computes each one's place in the
/// buffer from the sizes of all those before it, and the loads were
/// compiled with the places of the whole module.
pub fn property_sets(m: &Module<'_>, mode: Mode) -> Result<Option<SpecConstantSets>, String> {
    let listed = listed(m)?;
    if listed.is_empty() {
        return Ok(None);
    }
    let used: FxHashSet<u32> = setters(m).into_iter().map(|(_, id)| id).collect();
    let dl = DataLayout::of(m);
    let keep = |l: &Listed<'_>| match mode {
        Mode::Emulation => true,
        Mode::Native => l.entry.descriptors.iter().any(|d| used.contains(&d.id)),
    };
    // The sizes first, from the types: the bytes are made only within the
    // limits (a 1 GiB `zeroinitializer` is a short line of IR).
    let mut total: u64 = 0;
    for l in listed.iter().filter(|l| keep(l)) {
        for d in &l.defaults {
            let size = dl.store_size(d.ty());
            total = total.saturating_add(size);
            let limit = if size > MAX_DEFAULT_BYTES {
                LimitError::DefaultBytes(size)
            } else if total > MAX_BUFFER_BYTES {
                LimitError::Defaults(total)
            } else {
                continue;
            };
            return Err(format!(
                "specialization constant {:?} (!{SPEC_CONSTANT_DEFAULTS}): {limit}",
                l.entry.name
            ));
        }
    }
    let mut sets = SpecConstantSets::default();
    for l in &listed {
        if !keep(l) {
            continue;
        }
        sets.map
            .push((l.entry.name.clone(), descriptor_bytes(&l.entry.descriptors)));
        for d in &l.defaults {
            default_bytes(&dl, *d, &mut sets.defaults);
        }
    }
    Ok(Some(sets))
}

/// Descriptors as the runtime reads them: `u32` ID, offset, size, each
/// little-endian.
pub fn descriptor_bytes(ds: &[Descriptor]) -> Vec<u8> {
    ds.iter()
        .flat_map(|d| [d.id, d.offset, d.size])
        .flat_map(u32::to_le_bytes)
        .collect()
}

/// Appends the bytes of constant `c` as memory holds it: scalars
/// little-endian in their store size, struct members at their offsets with
/// zeros between and after, `undef` and `zeroinitializer` as zeros (the
/// reference's `collectCompositeElementsDefaultValuesRecursive`).
pub fn default_bytes(dl: &DataLayout, c: IrValue<'_>, out: &mut Vec<u8>) {
    let ty = c.ty();
    let base = out.len();
    let size = dl.store_size(ty) as usize;
    match value::const_form(c) {
        ConstForm::Int(v) | ConstForm::Float(v) => {
            out.extend_from_slice(&v.to_le_bytes()[..size.min(8)]);
        }
        ConstForm::Aggregate => match value::type_form(ty) {
            TypeForm::Struct(n) => {
                for i in 0..n {
                    out.resize(base + dl.member_offset(ty, i) as usize, 0);
                    if let Some(e) = value::const_element(c, i) {
                        default_bytes(dl, e, out);
                    }
                }
            }
            // Arrays and vectors alike: element i at i times the element's
            // allocation size.
            TypeForm::Array(n) => elements_bytes(dl, c, ty, n, base, out),
            TypeForm::Vector(n) => elements_bytes(dl, c, ty, u64::from(n), base, out),
            _ => {}
        },
        ConstForm::Undef | ConstForm::Zero | ConstForm::Other => {}
    }
    out.resize(base + size, 0);
}

/// The bytes of the `n` elements of array or vector constant `c` (type
/// `ty`), each at its index times the element's allocation size from `base`.
fn elements_bytes(
    dl: &DataLayout,
    c: IrValue<'_>,
    ty: IrType<'_>,
    n: u64,
    base: usize,
    out: &mut Vec<u8>,
) {
    let stride = dl.alloc_size(value::element_type(ty, 0).expect("elements")) as usize;
    for i in 0..n as usize {
        out.resize(base + i * stride, 0);
        if let Some(e) = value::const_element(c, i as u32) {
            default_bytes(dl, e, out);
        }
    }
}

/// The lists of a natively lowered module, read once so that each image of
/// a split can get only the entries of the constants its functions set:
/// constant `k` owns entry `k` of both lists (native writes one default per
/// constant), and [`property_sets`] of an image holding just those entries
/// is the same as of one holding the whole lists.
pub struct NativeLists<'ctx> {
    /// How many constants (and defaults) the lists hold.
    pub len: usize,
    /// Per leaf ID, the constants (list positions) with a descriptor of it.
    by_id: FxHashMap<u32, Vec<u32>>,
    /// Each `__spirv_SpecConstant` call's function and the ID it sets.
    pub setters: Vec<(FunctionValue<'ctx>, u32)>,
}

impl<'ctx> NativeLists<'ctx> {
    /// The lists of `m` when its recorded mode is native, both lists decode
    /// and there is one default per constant; `None` otherwise (emulation
    /// images need every constant; a module the split cannot read so gets
    /// the lists whole, and its errors, as before).
    pub fn read(m: &Module<'ctx>) -> Option<Self> {
        if recorded_mode(m) != Ok(Some(Mode::Native)) {
            return None;
        }
        let nodes = SPEC_CONSTANTS.get(m).ok()?;
        let defaults = spec_constant_defaults().get(m).ok()?;
        if nodes.len() != defaults.len() {
            return None;
        }
        let mut by_id: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        for (k, node) in nodes.iter().enumerate() {
            for d in SpecConstantEntry::from_md(node).ok()?.descriptors {
                let owners = by_id.entry(d.id).or_default();
                if owners.last() != Some(&(k as u32)) {
                    owners.push(k as u32);
                }
            }
        }
        Some(NativeLists {
            len: nodes.len(),
            by_id,
            setters: setters(m),
        })
    }

    /// The constants (list positions) with a descriptor of leaf ID `id`.
    pub fn constants_of(&self, id: u32) -> &[u32] {
        self.by_id.get(&id).map_or(&[], Vec::as_slice)
    }
}
