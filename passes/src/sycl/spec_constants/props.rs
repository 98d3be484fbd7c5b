//! What the device-code split writes for an image's specialization
//! constants, from the metadata the pass left: `[SYCL/specialization
//! constants]` (symbolic name -> its (ID, offset, size) triples as
//! little-endian `u32`s) and `[SYCL/specialization constants default
//! values]` (`all` -> the default values, laid out as the runtime buffer).
//! The bytes are the property values before the `.prop` file's byte-array
//! encoding (`split::props::encode_bytes`).

use inkwell::module::Module;

use crate::ir::md::IrValue;
use crate::ir::value::{self, ConstForm, DataLayout, TypeForm};
use crate::metadata::spec_constants::{
    spec_constant_defaults, Descriptor, SpecConstantEntry, PADDING_ID, SPEC_CONSTANTS,
};

use super::lower::SPEC_CONSTANT;
use super::Mode;

/// The name of the map's property set.
pub const MAP_SET: &str = "SYCL/specialization constants";
/// The name of the default values' property set.
pub const DEFAULTS_SET: &str = "SYCL/specialization constants default values";
/// The one property of the default values' set.
pub const DEFAULTS_PROP: &str = "all";

/// The two property sets' values for one image.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpecConstantSets {
    /// Per symbolic name, its descriptors as `u32` triples, in list order.
    pub map: Vec<(String, Vec<u8>)>,
    /// The default values of those constants, one after another.
    pub defaults: Vec<u8>,
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
                "no default value for {:?} in !sycl.specialization-constants-default-values",
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
    let used = used_ids(m);
    let dl = DataLayout::of(m);
    let mut sets = SpecConstantSets::default();
    for l in &listed {
        let keep = match mode {
            Mode::Emulation => true,
            Mode::Native => l.entry.descriptors.iter().any(|d| used.contains(&d.id)),
        };
        if !keep {
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

/// The leaf IDs `__spirv_SpecConstant` calls in `m` set.
fn used_ids(m: &Module<'_>) -> rustc_hash::FxHashSet<u32> {
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
        .filter_map(|c| crate::ir::call::const_int_arg(c, 0))
        .map(|id| id as u32)
        .collect()
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
            TypeForm::Array(n) => {
                let stride = dl.alloc_size(value::element_type(ty, 0).expect("elements")) as usize;
                for i in 0..n as usize {
                    out.resize(base + i * stride, 0);
                    if let Some(e) = value::const_element(c, i as u32) {
                        default_bytes(dl, e, out);
                    }
                }
            }
            TypeForm::Vector(n) => {
                let stride = dl.alloc_size(value::element_type(ty, 0).expect("elements")) as usize;
                for i in 0..n as usize {
                    out.resize(base + i * stride, 0);
                    if let Some(e) = value::const_element(c, i as u32) {
                        default_bytes(dl, e, out);
                    }
                }
            }
            _ => {}
        },
        ConstForm::Undef | ConstForm::Zero | ConstForm::Other => {}
    }
    out.resize(base + size, 0);
}
