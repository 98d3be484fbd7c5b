//! The `.prop` file of an image: property sets in the format the SYCL
//! runtime reads (intel/llvm's `PropertySetIO`):
//!
//! ```text
//! [SYCL/device requirements]
//! aspects=2|AAAAAAAAAAA
//! reqd_sub_group_size=1|16
//! ```
//!
//! `[<set>]` opens a set; each property is `<name>=<type>|<value>`, type 1
//! a decimal `uint32`, type 2 a byte array. A byte array is written as an
//! 8-byte little-endian count of its *bits* followed by the bytes (as many
//! as the bits need: a count that is not a multiple of 8 is legal, as in
//! `[SYCL/kernel param opt]`), the whole encoded in the runtime's base64
//! variant: the usual alphabet, bits taken from the low end of each byte
//! first, no padding.
//!
//! What goes into the sets is data: [`REQUIREMENTS`] lists each property
//! with the rule that computes it from the image's functions, and
//! [`KERNEL_SETS`] each set with one property per kernel.

use std::fmt::Write as _;

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use super::group::{node_ints, node_strings};

/// A property's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropValue {
    /// Type 1: a decimal `uint32`.
    U32(u32),
    /// Type 2: a byte array of whole bytes (its bit count is 8 per byte),
    /// written as its bit count and bytes in base64.
    Bytes(Vec<u8>),
    /// Type 2: `bits` bits in `bytes` (as many bytes as the bits need),
    /// bit `i` in byte `i / 8` at bit `i % 8` (lowest first); written as
    /// `bits` and the bytes in base64.
    Bits {
        /// How many bits the array has (not rounded to whole bytes).
        bits: u64,
        /// The bits, lowest first.
        bytes: Vec<u8>,
    },
}

/// A named set of properties, in insertion order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PropertySet {
    /// The set's name, as `[<set>]` writes it (`SYCL/device requirements`).
    pub name: String,
    /// Its properties, name and value.
    pub props: Vec<(String, PropValue)>,
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The runtime's base64 variant: each 6-bit group is taken starting from
/// the lowest bit of the byte stream (byte 0's low bits first); no padding.
pub fn base64_lsb(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in data {
        acc |= u32::from(b) << bits;
        bits += 8;
        while bits >= 6 {
            out.push(ALPHABET[(acc & 63) as usize] as char);
            acc >>= 6;
            bits -= 6;
        }
    }
    if bits > 0 {
        out.push(ALPHABET[(acc & 63) as usize] as char);
    }
    out
}

/// The runtime's base64 variant, decoded: 6-bit groups filled from the low
/// bits of each byte first, no padding (the inverse of
/// [`base64_lsb`]; `sycl-offload-wrapper` reads `.prop` files with it). `None` for a character outside
/// the alphabet.
pub fn base64_lsb_decode(text: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &c in text {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        };
        acc |= u32::from(v) << bits;
        bits += 6;
        if bits >= 8 {
            out.push((acc & 0xff) as u8);
            acc >>= 8;
            bits -= 8;
        }
    }
    Some(out)
}

/// A byte array property's text: its bit count `bits` (8 per byte for
/// whole bytes; fewer for a bit array), then the bytes, encoded.
pub fn encode_bytes(bits: u64, data: &[u8]) -> String {
    let mut buf = Vec::with_capacity(8 + data.len());
    buf.extend_from_slice(&bits.to_le_bytes());
    buf.extend_from_slice(data);
    base64_lsb(&buf)
}

/// `flags` as a bit array: bit `i` set for `flags[i]`, lowest bit first.
pub fn bit_array(flags: &[bool]) -> PropValue {
    let mut bytes = vec![0u8; flags.len().div_ceil(8)];
    for (i, _) in flags.iter().enumerate().filter(|(_, f)| **f) {
        bytes[i / 8] |= 1 << (i % 8);
    }
    PropValue::Bits {
        bits: flags.len() as u64,
        bytes,
    }
}

/// The `.prop` text of some sets.
pub fn write_sets(sets: &[PropertySet]) -> String {
    let mut out = String::new();
    for set in sets {
        let _ = writeln!(out, "[{}]", set.name);
        for (name, value) in &set.props {
            match value {
                PropValue::U32(v) => {
                    let _ = writeln!(out, "{name}=1|{v}");
                }
                PropValue::Bytes(b) => {
                    let _ = writeln!(out, "{name}=2|{}", encode_bytes(b.len() as u64 * 8, b));
                }
                PropValue::Bits { bits, bytes } => {
                    let _ = writeln!(out, "{name}=2|{}", encode_bytes(*bits, bytes));
                }
            }
        }
    }
    out
}

/// How a property is computed from an image.
#[derive(Clone, Copy, Debug)]
pub enum Rule {
    /// The union over all the image's functions of a node's non-negative
    /// integers, sorted, as `uint32` array; written even when empty.
    UnionAlways(&'static str),
    /// The same, written only when not empty.
    Union(&'static str),
    /// The first string operand of the last function that has the node.
    LastString(&'static str),
    /// The first integer of the first entry point with the node, as uint32.
    EntryInt(&'static str),
    /// The integers of the first function with the node, as uint64 array.
    FirstInts64(&'static str),
    /// The first integer of the first function with the node, as uint32,
    /// unless the property named second was already set.
    FirstIntUnless(&'static str, &'static str),
    /// A function attribute's integer value on the first entry point that
    /// has a parsable one, as uint32.
    EntryAttr(&'static str),
    /// uint32 1 when every entry point has the node (an ESIMD image:
    /// `!sycl_explicit_simd`); not written otherwise.
    AllEntriesHave(&'static str),
}

/// Set name of the device requirements.
pub const DEVICE_REQUIREMENTS: &str = "SYCL/device requirements";
/// Set name of the miscellaneous properties.
pub const MISC: &str = "SYCL/misc properties";
/// Set name of the device globals.
pub const DEVICE_GLOBALS: &str = "SYCL/device globals";
/// Set name of the kernels' masks of removed parameters.
pub const KERNEL_PARAM_OPT: &str = "SYCL/kernel param opt";
/// Set name of the functions an image exports (dynamic linking).
pub const EXPORTED_SYMBOLS: &str = "SYCL/exported symbols";
/// Set name of the functions an image imports (dynamic linking).
pub const IMPORTED_SYMBOLS: &str = "SYCL/imported symbols";

/// A set of symbols, each `name=1|1` (uint32 1, as the runtime reads
/// `[SYCL/exported symbols]` and `[SYCL/imported symbols]`), in the order
/// given; an error names a symbol that cannot be a property name.
pub fn symbol_set(
    set: &str,
    symbols: &[inkwell::values::GlobalValue<'_>],
) -> Result<PropertySet, String> {
    let mut props = Vec::with_capacity(symbols.len());
    for g in symbols {
        let name = g.get_name().to_string_lossy().into_owned();
        if let Err(e) = super::fields::Field::PropertyName.check(name.as_bytes()) {
            return Err(format!(
                "@{name}: the name {e}: it cannot be a property name in [{set}]"
            ));
        }
        props.push((name, PropValue::U32(1)));
    }
    Ok(PropertySet {
        name: set.into(),
        props,
    })
}

/// The property of a default-value image (`default-images`), in
/// `[SYCL/misc properties]`.
pub const SPEC_CONSTS_REPLACED_WITH_DEFAULT: &str = "specConstsReplacedWithDefault";

/// Adds `name=1|<value>` (uint32) at the end of `[SYCL/misc properties]`,
/// made where it is missing.
pub fn add_misc(sets: &mut Vec<PropertySet>, name: &str, value: u32) {
    if let Some(set) = sets.iter_mut().find(|s| s.name == MISC) {
        set.props.push((name.into(), PropValue::U32(value)));
        return;
    }
    insert_by_name(
        sets,
        PropertySet {
            name: MISC.into(),
            props: vec![(name.into(), PropValue::U32(value))],
        },
    );
}

/// Puts `set` before the first of `sets` whose name sorts after it (the
/// reference's registry is a map ordered by set name).
pub fn insert_by_name(sets: &mut Vec<PropertySet>, set: PropertySet) {
    let at = sets
        .iter()
        .position(|s| s.name > set.name)
        .unwrap_or(sets.len());
    sets.insert(at, set);
}

/// How a per-kernel property is computed: each kernel of the image that
/// has what the rule reads gets a property named after it.
#[derive(Clone, Copy, Debug)]
pub enum KernelRule {
    /// `!sycl_kernel_omit_args` (left by `deadargelim-sycl`) as a bit
    /// array: one bit per original parameter, set for each one removed,
    /// lowest first; the bit count is the number of original parameters
    /// (a kernel of 2 parameters, none removed: 2 bits, byte 0x00); none
    /// for a kernel without parameters.
    OmitArgs,
}

/// Every set with one property per kernel: (set, rule). Each is placed
/// among the other sets by name (the reference's registry is a map
/// ordered by set name), and written only when a kernel has a property.
pub const KERNEL_SETS: [(&str, KernelRule); 1] = [(KERNEL_PARAM_OPT, KernelRule::OmitArgs)];

/// The property of kernel `k` by `rule`, if it has one; an error names the
/// kernel and what is wrong.
fn eval_kernel<'ctx>(
    m: &Module<'ctx>,
    rule: KernelRule,
    k: FunctionValue<'ctx>,
) -> Result<Option<PropValue>, String> {
    match rule {
        KernelRule::OmitArgs => {
            let mask = crate::metadata::parameters::omitted_args(m, k)
                .map_err(|e| format!("kernel @{}: {e}", crate::ir::function_name(k)))?;
            // A kernel without parameters has an empty mask, and DPC++'s
            // sycl-post-link writes no property for it (an empty bit
            // vector is skipped); the real images agree
            // (scripts/dpcpp_images.py).
            Ok(mask
                .filter(|mask| !mask.is_empty())
                .map(|mask| bit_array(&mask)))
        }
    }
}

/// The sets of [`KERNEL_SETS`] for an image whose entry points are
/// `entries` (in module order), each with a property per kernel that has
/// one; sets with none are left out.
fn kernel_sets<'ctx>(
    m: &Module<'ctx>,
    entries: &[FunctionValue<'ctx>],
) -> Result<Vec<PropertySet>, String> {
    let mut out = Vec::new();
    for (set, rule) in KERNEL_SETS {
        let mut props = Vec::new();
        for &k in entries
            .iter()
            .filter(|k| crate::metadata::kernel::has_kernel_call_conv(**k))
        {
            let Some(value) = eval_kernel(m, rule, k)? else {
                continue;
            };
            let name = crate::ir::function_name(k);
            if let Err(e) = super::fields::Field::PropertyName.check(name.as_bytes()) {
                return Err(format!(
                    "kernel @{name}: the name {e}: it cannot be a property name in [{set}]"
                ));
            }
            props.push((name, value));
        }
        if !props.is_empty() {
            out.push(PropertySet {
                name: set.into(),
                props,
            });
        }
    }
    Ok(out)
}

/// Every computed property: (set, name, rule), in the order they are
/// written (the reference's: requirements alphabetically, then misc).
pub const REQUIREMENTS: [(&str, &str, Rule); 11] = [
    (
        DEVICE_REQUIREMENTS,
        "aspects",
        Rule::UnionAlways("sycl_used_aspects"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "fixed_target",
        Rule::Union("sycl_fixed_targets"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "joint_matrix",
        Rule::LastString("sycl_joint_matrix"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "joint_matrix_mad",
        Rule::LastString("sycl_joint_matrix_mad"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "reqd_sub_group_size",
        Rule::EntryInt("intel_reqd_sub_group_size"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "reqd_work_group_size_uint64_t",
        Rule::FirstInts64("reqd_work_group_size"),
    ),
    (
        DEVICE_REQUIREMENTS,
        "work_group_num_dim",
        Rule::FirstIntUnless("work_group_num_dim", "reqd_work_group_size_uint64_t"),
    ),
    (
        MISC,
        "isEsimdImage",
        Rule::AllEntriesHave(super::group::EXPLICIT_SIMD),
    ),
    (
        MISC,
        "sycl-register-alloc-mode",
        Rule::EntryAttr("sycl-register-alloc-mode"),
    ),
    (MISC, "sycl-grf-size", Rule::EntryAttr("sycl-grf-size")),
    (MISC, "optLevel", Rule::EntryAttr("sycl-optlevel")),
];

fn non_negative((bits, v): (u32, u64)) -> Option<u32> {
    let negative = bits > 0 && bits <= 64 && (v >> (bits - 1)) & 1 == 1;
    (!negative).then_some(v).and_then(|v| u32::try_from(v).ok())
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// The first integer of the first of `fns` with node `kind`, as uint32.
fn first_int<'ctx>(m: &Module<'ctx>, fns: &[FunctionValue<'ctx>], kind: &str) -> Option<PropValue> {
    fns.iter()
        .find_map(|f| node_ints(m, *f, kind).first().copied())
        .and_then(|(_, v)| u32::try_from(v).ok())
        .map(PropValue::U32)
}

/// The value of one rule for an image: its defined functions in module
/// order and its entry points.
fn eval<'ctx>(
    m: &Module<'ctx>,
    rule: Rule,
    functions: &[FunctionValue<'ctx>],
    entries: &[FunctionValue<'ctx>],
    set_so_far: &[(String, PropValue)],
) -> Option<PropValue> {
    match rule {
        Rule::UnionAlways(kind) | Rule::Union(kind) => {
            let mut all: Vec<u32> = functions
                .iter()
                .flat_map(|f| node_ints(m, *f, kind))
                .filter_map(non_negative)
                .collect();
            all.sort_unstable();
            all.dedup();
            (matches!(rule, Rule::UnionAlways(_)) || !all.is_empty())
                .then(|| PropValue::Bytes(u32s(&all)))
        }
        Rule::LastString(kind) => functions
            .iter()
            .rev()
            .find_map(|f| node_strings(m, *f, kind).into_iter().next())
            .map(|s| PropValue::Bytes(s.into_bytes())),
        Rule::EntryInt(kind) => first_int(m, entries, kind),
        Rule::FirstInts64(kind) => functions
            .iter()
            .map(|f| node_ints(m, *f, kind))
            .find(|v| !v.is_empty())
            .map(|v| PropValue::Bytes(v.iter().flat_map(|(_, x)| x.to_le_bytes()).collect())),
        Rule::FirstIntUnless(kind, other) => {
            if set_so_far.iter().any(|(n, _)| n == other) {
                return None;
            }
            first_int(m, functions, kind)
        }
        Rule::EntryAttr(name) => entries
            .iter()
            .find_map(|f| {
                f.get_string_attribute(AttributeLoc::Function, name)
                    .and_then(|a| {
                        a.get_string_value()
                            .to_str()
                            .ok()?
                            .trim()
                            .parse::<u32>()
                            .ok()
                    })
            })
            .map(PropValue::U32),
        Rule::AllEntriesHave(kind) => (!entries.is_empty()
            && entries
                .iter()
                .all(|f| crate::ir::md::attached(m, f.as_global_value(), kind).is_some()))
        .then_some(PropValue::U32(1)),
    }
}

/// A device global of an image: its `sycl-unique-id`, size, and whether it
/// has `device_image_scope`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceGlobal {
    /// Its `sycl-unique-id` (its name when it has none): the property's
    /// name.
    pub unique_id: String,
    /// Its `sycl-device-global-size`, in bytes.
    pub size: u32,
    /// Whether it has `sycl-device-image-scope` (other than `"false"`).
    pub image_scope: bool,
}

/// The image's `[SYCL/specialization constants]` and `[SYCL/specialization
/// constants default values]`, from the metadata `spec-constants` left and
/// the mode it recorded. `own_only`: the split gave the image the entries
/// of its own constants only (a native module, see `split::spec_constants`;
/// otherwise it holds the module's lists whole). Nothing when the image
/// lists no constants unless `own_only` (the module then lists some); both
/// sets otherwise, even when a native image uses none of them (an empty
/// map and an empty `all`, as the reference writes the map for such an
/// image). An error names the list at fault, or the constant whose name
/// cannot be a property name.
pub fn spec_constant_sets(image: &Module<'_>, own_only: bool) -> Result<Vec<PropertySet>, String> {
    use crate::metadata::spec_constants::{
        property_sets, recorded_mode, DEFAULTS_PROP, DEFAULTS_SET, MAP_SET, SPEC_CONSTANTS,
        SPEC_CONSTANTS_MODE,
    };
    let listed = SPEC_CONSTANTS.get(image).map_err(|e| e.to_string())?;
    if listed.is_empty() && !own_only {
        return Ok(Vec::new());
    }
    let mode = recorded_mode(image)?.ok_or_else(|| {
        format!(
            "!{} lists {} constants but !{} does not say how they were lowered: run spec-constants<mode=native|emulation> on the module",
            SPEC_CONSTANTS.name,
            listed.len(),
            SPEC_CONSTANTS_MODE.name
        )
    })?;
    let sets = property_sets(image, mode)?.unwrap_or_default();
    for (name, _) in &sets.map {
        if let Err(e) = super::fields::Field::PropertyName.check(name.as_bytes()) {
            return Err(format!(
                "specialization constant {name:?}: the name {e}: it cannot be a property name"
            ));
        }
    }
    Ok(vec![
        PropertySet {
            name: MAP_SET.into(),
            props: sets
                .map
                .into_iter()
                .map(|(n, b)| (n, PropValue::Bytes(b)))
                .collect(),
        },
        PropertySet {
            name: DEFAULTS_SET.into(),
            props: vec![(DEFAULTS_PROP.into(), PropValue::Bytes(sets.defaults))],
        },
    ])
}

/// The property sets of an image; an error names the kernel whose
/// metadata cannot become a property.
pub fn image_sets<'ctx>(
    m: &Module<'ctx>,
    functions: &[FunctionValue<'ctx>],
    entries: &[FunctionValue<'ctx>],
    device_globals: &[DeviceGlobal],
) -> Result<Vec<PropertySet>, String> {
    let mut sets: Vec<PropertySet> = Vec::new();
    for (set, name, rule) in REQUIREMENTS {
        let idx = match sets.iter().position(|s| s.name == set) {
            Some(i) => i,
            None => {
                sets.push(PropertySet {
                    name: set.into(),
                    props: Vec::new(),
                });
                sets.len() - 1
            }
        };
        if let Some(v) = eval(m, rule, functions, entries, &sets[idx].props) {
            sets[idx].props.push((name.into(), v));
        }
    }
    sets.retain(|s| !s.props.is_empty());
    for set in kernel_sets(m, entries)? {
        insert_by_name(&mut sets, set);
    }
    if !device_globals.is_empty() {
        sets.push(PropertySet {
            name: DEVICE_GLOBALS.into(),
            props: device_globals
                .iter()
                .map(|g| {
                    let mut b = g.size.to_le_bytes().to_vec();
                    b.extend_from_slice(&u32::from(g.image_scope).to_le_bytes());
                    (g.unique_id.clone(), PropValue::Bytes(b))
                })
                .collect(),
        });
    }
    sets.retain(|s| !s.props.is_empty());
    Ok(sets)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A byte array of whole bytes, as `write_sets` writes `Bytes`.
    fn whole(data: &[u8]) -> String {
        encode_bytes(data.len() as u64 * 8, data)
    }

    // Expected strings are from intel/llvm's sycl-post-link tests (the
    // runtime decodes them), not from this code.
    #[test]
    fn byte_arrays_as_the_runtime_reads_them() {
        assert_eq!(whole(&[]), "AAAAAAAAAAA");
        assert_eq!(whole(&u32s(&[5])), "gAAAAAAAAAQBAAAA");
        assert_eq!(whole(&u32s(&[5, 6, 9])), "gBAAAAAAAAQBAAAAGAAAAkAAAAA");
        assert_eq!(
            whole(&u32s(&[1, 6, 9, 12])),
            "ACAAAAAAAAQAAAAAGAAAAkAAAAADAAAA"
        );
        assert_eq!(whole(&32u64.to_le_bytes()), "ABAAAAAAAAAIAAAAAAAAAA");
        assert_eq!(whole(&64u64.to_le_bytes()), "ABAAAAAAAAAQAAAAAAAAAA");
        // intel/llvm sycl-post-link/spec-constants/composite-default-value-padding.ll
        // (emulation): the map of a struct { i32, i8 } of 8 bytes, ID 0,
        // and of a bool, ID 1; the defaults 20, 'c', three padding bytes,
        // true.
        assert_eq!(whole(&u32s(&[0, 0, 8])), "gBAAAAAAAAAAAAAAAAAAAgAAAAA");
        assert_eq!(whole(&u32s(&[1, 0, 1])), "gBAAAAAAAAQAAAAAAAAAAEAAAAA");
        assert_eq!(
            whole(&[20, 0, 0, 0, 0x63, 0, 0, 0, 1]),
            "IBAAAAAAAAAFAAAAjBAAAEA"
        );
    }

    // intel/llvm sycl-post-link/emit_param_info.ll: `!{i1 true, i1 false}`
    // (2 parameters, the first removed) is `CAAAAAAAAAQA`, 2 bits, byte
    // 0x01; the 11-parameter mask false, true x6, false, false, true, true
    // is `LAAAAAAAAAgfGA`, 11 bits, bytes 0x7E 0x06. Checked by hand too:
    // bytes 02 00 00 00 00 00 00 00 01, read 6 bits at a time from the low
    // end: 2 (C), 0 (A) x9 ... 1 << 4 = 16 (Q), 0 (A).
    #[test]
    fn bit_arrays_keep_their_bit_count() {
        let write = |mask: &[bool]| match bit_array(mask) {
            PropValue::Bits { bits, bytes } => encode_bytes(bits, &bytes),
            other => panic!("{other:?}"),
        };
        assert_eq!(write(&[true, false]), "CAAAAAAAAAQA");
        let eleven = [
            false, true, true, true, true, true, true, false, false, true, true,
        ];
        assert_eq!(write(&eleven), "LAAAAAAAAAgfGA");
        assert_eq!(
            bit_array(&eleven),
            PropValue::Bits {
                bits: 11,
                bytes: vec![0x7E, 0x06]
            }
        );
        // DPC++ 2026's images: 2 parameters, none removed: 2 bits, 0x00.
        assert_eq!(
            bit_array(&[false, false]),
            PropValue::Bits {
                bits: 2,
                bytes: vec![0]
            }
        );
        // No parameters: no bytes.
        assert_eq!(
            bit_array(&[]),
            PropValue::Bits {
                bits: 0,
                bytes: vec![]
            }
        );
        assert_eq!(
            write_sets(&[PropertySet {
                name: KERNEL_PARAM_OPT.into(),
                props: vec![("SpirKernel1".into(), bit_array(&[true, false]))],
            }]),
            "[SYCL/kernel param opt]\nSpirKernel1=2|CAAAAAAAAAQA\n"
        );
    }

    #[test]
    fn sets_in_order_with_types() {
        let sets = vec![PropertySet {
            name: "SYCL/device requirements".into(),
            props: vec![
                ("aspects".into(), PropValue::Bytes(Vec::new())),
                ("reqd_sub_group_size".into(), PropValue::U32(32)),
            ],
        }];
        assert_eq!(
            write_sets(&sets),
            "[SYCL/device requirements]\naspects=2|AAAAAAAAAAA\nreqd_sub_group_size=1|32\n"
        );
    }
}
