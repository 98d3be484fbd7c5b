//! Reading the getter calls and planning every constant, without changing
//! the module: which calls there are, what each reads (symbolic name,
//! default value, type, buffer), and per constant its SPIR-V leaf IDs and
//! descriptors (native) and its place in the runtime buffer (emulation).
//! The pass, the printer and the property sets all start here.

use rustc_hash::FxHashMap;

use inkwell::module::Module;
use inkwell::values::{FunctionValue, GlobalValue};

use crate::ir::call::CallSite;
use crate::ir::md::{IrType, IrValue};
use crate::ir::value::{self, ConstForm, DataLayout, TypeForm};
use crate::metadata::spec_constants::{
    Descriptor, LimitError, Mode, MAX_BUFFER_BYTES, MAX_DEFAULT_BYTES, MAX_LEAVES, PADDING_ID,
};

/// The substring that names the scalar getter in every mangling
/// (`_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_`).
pub const SCALAR_GETTER: &str = "__sycl_getScalar2020SpecConstantValue";
/// The substring that names the composite getter (`_Z40...`).
pub const COMPOSITE_GETTER: &str = "__sycl_getComposite2020SpecConstantValue";
/// SYCL 1.2.1's getters, which are not lowered (a warning names them).
pub const DEPRECATED_GETTERS: [&str; 2] = [
    "__sycl_getScalarSpecConstantValue",
    "__sycl_getCompositeSpecConstantValue",
];
/// The prefix of DPC++'s private-array intrinsic,
/// `ptr @llvm.sycl.alloca.<suffix>(ptr name, ptr id, ptr buffer, T hint,
/// i64 align)`: an `alloca T` of as many elements as the integer
/// specialization constant says (`sycl_ext_oneapi_private_alloca`).
pub const SYCL_ALLOCA: &str = "llvm.sycl.alloca";

/// Why a call cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UseError {
    /// Fewer arguments than the getter's three (after `sret`).
    #[error("expected {0} arguments (symbolic name, specialization_id, buffer), found {1}")]
    Arity(u32, u32),
    /// `llvm.sycl.alloca` without its five arguments, or with a size that
    /// is not an integer constant, or an alignment that is not one.
    #[error("llvm.sycl.alloca takes (name, specialization_id, buffer, element hint, i64 alignment) and an integer specialization constant: {0}")]
    Alloca(String),
    /// The symbolic name is not a constant string.
    #[error("the symbolic name (argument {0}, '{1}') is not a constant string: expected a global [N x i8] initialized with it, directly or through getelementptr 0, bitcast or addrspacecast, or loaded from a local variable that one store sets to it")]
    NotConstantString(u32, String),
    /// The default value's holder is not a global with an initializer.
    #[error("the specialization_id (argument {0}, '{1}') is not a global variable with an initializer, so the default value is unknown")]
    NoSpecializationId(u32, String),
    /// The holder's initializer is no struct with the default in front.
    #[error("the specialization_id's initializer ({0}) is not a struct holding the default value")]
    NotSpecializationId(String),
    /// The runtime buffer argument is not a pointer.
    #[error("the runtime buffer (argument {0}, '{1}') is not a pointer")]
    BufferNotPointer(u32, String),
    /// A type the runtime cannot hold.
    #[error("type {0} cannot be held by the runtime: {1}")]
    Unsupported(String, String),
    /// The default value does not fit the type.
    #[error("the default value {0} does not fit type {1}: {2}")]
    Default(String, String, String),
    /// The same name with two types.
    #[error("{0:?} is read as {1} here but as {2} by an earlier call")]
    TypeConflict(String, String, String),
    /// A constant past a limit (found from its type, before anything is
    /// allocated for its value): its symbolic name, its
    /// specialization_id's global and the limit.
    #[error("specialization constant {0:?} (@{1}): {2}")]
    Limit(String, String, LimitError),
}

/// One getter call, read.
#[derive(Clone, Debug)]
pub struct Use<'ctx> {
    /// The call.
    pub call: CallSite<'ctx>,
    /// The symbolic name.
    pub name: String,
    /// The global that holds it.
    pub name_global: GlobalValue<'ctx>,
    /// Where the name was read back from a local variable (`-O0`).
    pub name_local: Option<value::LocalRead<'ctx>>,
    /// The constant's type (the `sret` type or the call's).
    pub ty: IrType<'ctx>,
    /// The default value (the specialization_id's first member).
    pub default: IrValue<'ctx>,
    /// The specialization_id's global (which holds the default); `None`
    /// when the call passes null (the default is then zero).
    pub id_global: Option<GlobalValue<'ctx>>,
    /// Where the value goes for a composite returned through `sret`.
    pub sret: Option<IrValue<'ctx>>,
    /// The runtime buffer pointer (emulation reads there).
    pub buffer: IrValue<'ctx>,
    /// For `llvm.sycl.alloca`: the element type and alignment of the
    /// private array the constant sizes.
    pub alloca: Option<(IrType<'ctx>, u32)>,
}

/// A constant's value, laid out for SPIR-V: scalar leaves with their IDs,
/// composites of them.
#[derive(Clone, Debug)]
pub enum Node<'ctx> {
    /// A scalar leaf: `__spirv_SpecConstant(id, default)`.
    Leaf {
        /// Its `SpecId`.
        id: u32,
        /// Its type in the constant (`i1` for a top-level bool).
        ty: IrType<'ctx>,
        /// Its default (`i8` for a bool, as memory holds it).
        default: IrValue<'ctx>,
    },
    /// An element the default does not define (padding clang emits as
    /// `undef`, or leaves implicit): it takes an ID, as the reference's
    /// does, and stays `undef` (three of the reference's four padding
    /// tests; its hierarchy.ll alone expects zeros).
    Undef {
        /// The ID it took.
        id: u32,
        /// Its type.
        ty: IrType<'ctx>,
    },
    /// A struct, array or vector of nodes.
    Composite {
        /// Its type.
        ty: IrType<'ctx>,
        /// Its elements with their byte offsets in it.
        elems: Vec<(u64, Node<'ctx>)>,
    },
}

/// One constant, planned for both modes.
#[derive(Clone, Debug)]
pub struct Constant<'ctx> {
    /// The symbolic name.
    pub name: String,
    /// Its type.
    pub ty: IrType<'ctx>,
    /// Its default value.
    pub default: IrValue<'ctx>,
    /// Native: the value with leaf IDs; `None` for a constant of more than
    /// [`MAX_LEAVES`] leaves, which only emulation lowers.
    pub tree: Option<Node<'ctx>>,
    /// The scalar leaves of its type.
    pub leaf_count: u64,
    /// Native: the (ID, offset, size) descriptors of its leaves, and one
    /// per struct's trailing padding.
    pub leaves: Vec<Descriptor>,
    /// Emulation: its one ID (its index among the constants).
    pub index: u32,
    /// Emulation: its byte offset in the runtime buffer.
    pub offset: u64,
    /// Emulation: padding in front of it, to reach its alignment.
    pub padding: u64,
    /// Its store size in bytes.
    pub size: u64,
    /// Its ABI alignment in bytes.
    pub align: u64,
    /// Emulation: padding after it, which the next constant's alignment
    /// needs.
    pub gap_after: Option<u64>,
}

/// Every call and constant of a module.
#[derive(Debug, Default)]
pub struct Plan<'ctx> {
    /// The constants, in order of first use.
    pub constants: Vec<Constant<'ctx>>,
    /// Every call, with the index of its constant.
    pub uses: Vec<(Use<'ctx>, usize)>,
    /// Calls that cannot be lowered, with why.
    pub errors: Vec<(CallSite<'ctx>, UseError)>,
}

/// Where numbering starts: after what an earlier run left in the metadata.
#[derive(Clone, Copy, Debug, Default)]
pub struct Start {
    /// The first free ID.
    pub id: u32,
    /// The first free byte of the emulation buffer.
    pub offset: u64,
}

/// The getter declarations of `m` (matched by substring, as the reference
/// matches its mangled prefixes).
pub fn getters<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    m.get_functions()
        .filter(|f| f.get_first_basic_block().is_none())
        .filter(|f| {
            let n = f.get_name().to_string_lossy();
            n.contains(SCALAR_GETTER) || n.contains(COMPOSITE_GETTER) || n.starts_with(SYCL_ALLOCA)
        })
        .collect()
}

/// Reads every getter call of `m` and plans the constants: IDs by first
/// use in module order, leaves depth first, consecutive per constant.
/// `mode`: the limits of that mode are errors (`None`, for the printer:
/// only the size limit both modes share).
pub fn plan<'ctx>(m: &Module<'ctx>, start: Start, mode: Option<Mode>) -> Plan<'ctx> {
    let mut p = Plan::default();
    let getters = getters(m);
    if getters.is_empty() {
        return p;
    }
    let dl = DataLayout::of(m);
    let mut by_name: FxHashMap<String, usize> = FxHashMap::default();
    let (mut next_id, mut next_index, mut next_offset) = (start.id, start.id, start.offset);
    for call in value::calls_of(m, &getters) {
        let u = match read_use(call) {
            Ok(u) => u,
            Err(e) => {
                p.errors.push((call, e));
                continue;
            }
        };
        if let Some(&i) = by_name.get(&u.name) {
            let c = &p.constants[i];
            if c.ty != u.ty {
                let e = UseError::TypeConflict(u.name.clone(), u.ty.print(), c.ty.print());
                p.errors.push((call, e));
            } else {
                p.uses.push((u, i));
            }
            continue;
        }
        let c = match new_constant(&dl, &u, next_id, next_index, next_offset)
            .and_then(|c| check_mode_limits(&u, c, mode))
        {
            Ok(c) => c,
            Err(e) => {
                p.errors.push((call, e));
                continue;
            }
        };
        if let Some(tree) = &c.tree {
            next_id = ids_after(tree).max(next_id);
        }
        next_index += 1;
        next_offset = c.offset + c.size;
        if c.padding > 0 {
            if let Some(prev) = p.constants.last_mut() {
                prev.gap_after = Some(c.padding);
            }
        }
        by_name.insert(u.name.clone(), p.constants.len());
        p.uses.push((u, p.constants.len()));
        p.constants.push(c);
    }
    p
}

impl Constant<'_> {
    /// Emulation: its descriptors, `(index, 0, size)` and, where the next
    /// constant needed alignment, `(PADDING_ID, size, padding)` (the
    /// reference puts a gap on the constant before it, so that each
    /// constant's own descriptor keeps offset 0).
    pub fn emulation_descriptors(&self) -> Vec<Descriptor> {
        let mut d = vec![Descriptor {
            id: self.index,
            offset: 0,
            size: self.size as u32,
        }];
        if let Some(gap) = self.gap_after {
            d.push(Descriptor {
                id: PADDING_ID,
                offset: self.size as u32,
                size: gap as u32,
            });
        }
        d
    }
}

/// The limit of `mode` that `c`, first read by `u`, is past, if any.
fn check_mode_limits<'ctx>(
    u: &Use<'ctx>,
    c: Constant<'ctx>,
    mode: Option<Mode>,
) -> Result<Constant<'ctx>, UseError> {
    let limit = match mode {
        Some(Mode::Native) if c.tree.is_none() => LimitError::Leaves(c.leaf_count),
        Some(Mode::Emulation) if c.offset + c.size > MAX_BUFFER_BYTES => {
            LimitError::Buffer(c.offset + c.size)
        }
        _ => return Ok(c),
    };
    Err(u.limit(limit))
}

impl Use<'_> {
    /// The error for this use's constant past `limit`.
    fn limit(&self, limit: LimitError) -> UseError {
        UseError::Limit(
            self.name.clone(),
            self.id_global.map_or_else(
                || "null".to_string(),
                |g| g.get_name().to_string_lossy().into_owned(),
            ),
            limit,
        )
    }
}

/// The scalar leaves of type `t` (saturating; no allocation, so a
/// `[1073741824 x i8]` costs nothing to count).
fn leaf_count(t: IrType<'_>) -> u64 {
    match value::type_form(t) {
        TypeForm::Struct(n) => (0..n)
            .map(|i| leaf_count(value::element_type(t, i).expect("a member below the count")))
            .fold(0u64, u64::saturating_add),
        TypeForm::Array(n) => n.saturating_mul(leaf_count(elem_of(t))),
        TypeForm::Vector(n) => u64::from(n).saturating_mul(leaf_count(elem_of(t))),
        _ => 1,
    }
}

fn elem_of(t: IrType<'_>) -> IrType<'_> {
    value::element_type(t, 0).expect("an array or vector has an element type")
}

/// The ID after the highest one `n` uses.
fn ids_after(n: &Node<'_>) -> u32 {
    match n {
        Node::Leaf { id, .. } | Node::Undef { id, .. } => id + 1,
        Node::Composite { elems, .. } => elems.iter().map(|(_, e)| ids_after(e)).max().unwrap_or(0),
    }
}

fn print(v: IrValue<'_>) -> String {
    v.print().trim().to_string()
}

/// Reads one call: the operands of `T get(const char *, void *, void *)` or
/// `void get(T *sret, const char *, void *, void *)`.
pub fn read_use(call: CallSite<'_>) -> Result<Use<'_>, UseError> {
    let callee = call.callee();
    let is_alloca = callee.is_some_and(|f| f.get_name().to_string_lossy().starts_with(SYCL_ALLOCA));
    let sret_ty = callee
        .filter(|_| !is_alloca)
        .and_then(|f| value::sret_type(f, 0));
    let first = u32::from(sret_ty.is_some());
    let n = call.arg_count();
    if is_alloca && n != 5 {
        return Err(UseError::Alloca(format!("found {n} arguments")));
    }
    if n < first + 3 {
        return Err(UseError::Arity(first + 3, n));
    }
    let arg = |i: u32| call.arg(i).expect("checked against the argument count");
    let name_arg = arg(first);
    // At -O0 the name is stored to a local and loaded back (the
    // reference's scalar-O0 and composite-O0 tests).
    let name_local = value::read_from_local(name_arg);
    let name_value = name_local.map_or(name_arg, |r| r.stored);
    let (name_global, name) = value::as_global_variable(value::strip_pointer_casts(name_value))
        .and_then(|g| Some((g, value::const_c_string(value::initializer(g)?)?)))
        .ok_or_else(|| UseError::NotConstantString(first, print(name_arg)))?;
    let id_arg = arg(first + 1);
    let id_stripped = value::strip_pointer_casts(id_arg);
    let (id_global, default) = if value::is_null_constant(id_stripped) && !is_alloca {
        // No specialization_id object (the reference's tests pass null):
        // the default is zero, as the reference lowers it; a bool as the
        // i8 memory holds it.
        let ty = sret_ty.unwrap_or_else(|| call.result_type());
        let mem = match value::type_form(ty) {
            TypeForm::Int(1) => value::int_type(ty, 8),
            _ => ty,
        };
        (None, value::null_of(mem))
    } else {
        let id_global = value::as_global_variable(id_stripped)
            .ok_or_else(|| UseError::NoSpecializationId(first + 1, print(id_arg)))?;
        let holder = value::initializer(id_global)
            .ok_or_else(|| UseError::NoSpecializationId(first + 1, print(id_arg)))?;
        let default = match value::type_form(holder.ty()) {
            TypeForm::Struct(n) if n >= 1 => value::const_element(holder, 0),
            _ => None,
        }
        .ok_or_else(|| UseError::NotSpecializationId(print(holder)))?;
        (Some(id_global), default)
    };
    let buffer = arg(first + 2);
    if !value::is_pointer(buffer.ty()) {
        return Err(UseError::BufferNotPointer(first + 2, print(buffer)));
    }
    let alloca = if is_alloca {
        if !matches!(value::type_form(default.ty()), TypeForm::Int(_)) {
            return Err(UseError::Alloca(format!(
                "the specialization constant is a {}",
                default.ty().print()
            )));
        }
        if !value::is_pointer(call.result_type()) {
            return Err(UseError::Alloca("it does not return a pointer".into()));
        }
        let align = arg(4)
            .const_int()
            .map(|(_, a)| a)
            .filter(|a| a.is_power_of_two() && *a <= 1 << 32)
            .ok_or_else(|| UseError::Alloca(format!("alignment {}", print(arg(4)))))?;
        Some((arg(3).ty(), align as u32))
    } else {
        None
    };
    let ty = if is_alloca {
        default.ty()
    } else {
        sret_ty.unwrap_or_else(|| call.result_type())
    };
    Ok(Use {
        call,
        name,
        name_global,
        name_local,
        ty,
        default,
        id_global,
        sret: sret_ty.map(|_| arg(0)),
        buffer,
        alloca,
    })
}

/// Plans a constant first read by `u`.
fn new_constant<'ctx>(
    dl: &DataLayout,
    u: &Use<'ctx>,
    first_id: u32,
    index: u32,
    offset: u64,
) -> Result<Constant<'ctx>, UseError> {
    check_type(u.ty)?;
    // The limits first, from the type alone.
    let size = dl.store_size(u.ty);
    if size > MAX_DEFAULT_BYTES {
        return Err(u.limit(LimitError::DefaultBytes(size)));
    }
    let leaf_count = leaf_count(u.ty);
    let native = leaf_count <= MAX_LEAVES;
    if native && u64::from(first_id) + leaf_count > u64::from(PADDING_ID) {
        return Err(u.limit(LimitError::Ids(first_id, leaf_count)));
    }
    // Past MAX_LEAVES only emulation lowers it: the default is checked
    // element by element but not collected.
    let mut defined = Vec::new();
    let mut first_defined: Option<u64> = None;
    flatten(dl, u.default, 0, &mut |o, v| {
        first_defined.get_or_insert(o);
        if native {
            defined.push((o, v));
        }
    })?;
    if first_defined != Some(0) {
        return Err(UseError::Default(
            print(u.default),
            u.ty.print(),
            "its first element is undef".into(),
        ));
    }
    let mut leaves = Vec::new();
    let tree = if native {
        let mut next = first_id;
        let tree = build(dl, u.ty, 0, &defined, &mut next, u.default)?;
        let mut at = 0;
        descriptors(dl, &tree, &mut at, &mut leaves);
        Some(tree)
    } else {
        None
    };
    let align = dl.abi_align(u.ty).max(1);
    let padding = (align - offset % align) % align;
    Ok(Constant {
        name: u.name.clone(),
        ty: u.ty,
        default: u.default,
        tree,
        leaf_count,
        leaves,
        index,
        offset: offset + padding,
        padding,
        size,
        align,
        gap_after: None,
    })
}

/// Checks that the runtime can hold `t`: integers of 1 to 64 bits, half,
/// float, double, and structs, arrays and fixed vectors of them.
fn check_type(t: IrType<'_>) -> Result<(), UseError> {
    let bad = |why: &str| Err(UseError::Unsupported(t.print(), why.into()));
    match value::type_form(t) {
        TypeForm::Int(1 | 8 | 16 | 32 | 64)
        | TypeForm::Half
        | TypeForm::Float
        | TypeForm::Double => Ok(()),
        TypeForm::Int(_) => bad("integers must have 1, 8, 16, 32 or 64 bits"),
        TypeForm::Struct(0) => bad("an empty struct has no value to set"),
        TypeForm::Array(0) => bad("an empty array has no value to set"),
        TypeForm::Struct(n) => (0..n).try_for_each(|i| {
            check_type(value::element_type(t, i).expect("a member below the count"))
        }),
        TypeForm::Array(_) | TypeForm::Vector(_) => {
            check_type(value::element_type(t, 0).expect("an element type"))
        }
        TypeForm::Other => bad(
            "only numbers, and structs, arrays and vectors of them, are specialization constants",
        ),
    }
}

/// The defined scalars of constant `c` at byte `offset`, in offset order
/// (undef parts leave gaps, as the reference's `collectDefinedElements`).
fn flatten<'ctx>(
    dl: &DataLayout,
    c: IrValue<'ctx>,
    offset: u64,
    out: &mut impl FnMut(u64, IrValue<'ctx>),
) -> Result<(), UseError> {
    let ty = c.ty();
    match value::const_form(c) {
        ConstForm::Undef => return Ok(()),
        ConstForm::Int(_) | ConstForm::Float(_) => {
            out(offset, c);
            return Ok(());
        }
        ConstForm::Other => {
            return Err(UseError::Default(
                print(c),
                ty.print(),
                "it is not a number or an aggregate of numbers".into(),
            ))
        }
        ConstForm::Zero | ConstForm::Aggregate => {}
    }
    let elem = |i: u32| value::const_element(c, i).expect("an element below the count");
    match value::type_form(ty) {
        TypeForm::Struct(n) => {
            for i in 0..n {
                flatten(dl, elem(i), offset + dl.member_offset(ty, i), out)?;
            }
        }
        TypeForm::Array(n) => {
            let stride = dl.alloc_size(value::element_type(ty, 0).expect("an element type"));
            for i in 0..n {
                flatten(dl, elem(i as u32), offset + i * stride, out)?;
            }
        }
        TypeForm::Vector(n) => {
            let stride = dl.alloc_size(value::element_type(ty, 0).expect("an element type"));
            for i in 0..n {
                flatten(dl, elem(i), offset + u64::from(i) * stride, out)?;
            }
        }
        _ => out(offset, c),
    }
    Ok(())
}

/// The node of type `t` at byte `offset` of the constant, taking IDs from
/// `next`: scalars read their default at their offset in `defined`.
fn build<'ctx>(
    dl: &DataLayout,
    t: IrType<'ctx>,
    offset: u64,
    defined: &[(u64, IrValue<'ctx>)],
    next: &mut u32,
    whole: IrValue<'ctx>,
) -> Result<Node<'ctx>, UseError> {
    let at = |o: u64| {
        defined
            .binary_search_by_key(&o, |(k, _)| *k)
            .ok()
            .map(|i| defined[i].1)
    };
    let form = value::type_form(t);
    let (n, stride): (u64, Option<u64>) = match form {
        TypeForm::Struct(n) => (u64::from(n), None),
        TypeForm::Array(n) => (
            n,
            Some(dl.alloc_size(value::element_type(t, 0).expect("elements"))),
        ),
        TypeForm::Vector(n) => (
            u64::from(n),
            Some(dl.alloc_size(value::element_type(t, 0).expect("elements"))),
        ),
        _ => {
            let default = at(offset).expect("the caller checked the offset is defined");
            let dt = default.ty();
            let bool_in_byte =
                value::type_form(t) == TypeForm::Int(1) && value::type_form(dt) == TypeForm::Int(8);
            if dt != t && !bool_in_byte {
                return Err(UseError::Default(
                    print(whole),
                    t.print(),
                    format!("its part at byte {offset} is {}", default.print()),
                ));
            }
            let id = *next;
            *next += 1;
            return Ok(Node::Leaf { id, ty: t, default });
        }
    };
    let mut elems = Vec::with_capacity(n as usize);
    for i in 0..n {
        let et = value::element_type(t, i as u32).expect("an element below the count");
        let eo = match stride {
            Some(s) => i * s,
            None => dl.member_offset(t, i as u32),
        };
        let node = if at(offset + eo).is_some() {
            build(dl, et, offset + eo, defined, next, whole)?
        } else {
            let id = *next;
            *next += 1;
            Node::Undef { id, ty: et }
        };
        elems.push((eo, node));
    }
    Ok(Node::Composite { ty: t, elems })
}

/// The native descriptors of `n`, which starts at `*at` (moved past what
/// it defines): a leaf's (ID, offset, store size), and after a struct whose
/// defined data ends before its size, a padding descriptor for the rest
/// (the reference's rule: an `undef` element, which takes an ID, is not
/// described and counts as padding when it is last).
fn descriptors(dl: &DataLayout, n: &Node<'_>, at: &mut u64, out: &mut Vec<Descriptor>) {
    match n {
        Node::Undef { .. } => {}
        Node::Leaf { id, ty, .. } => {
            let size = dl.store_size(*ty);
            out.push(Descriptor {
                id: *id,
                offset: *at as u32,
                size: size as u32,
            });
            *at += size;
        }
        Node::Composite { ty, elems } => {
            let base = *at;
            let mut local = base;
            for (eo, e) in elems {
                local = base + eo;
                descriptors(dl, e, &mut local, out);
            }
            if let TypeForm::Struct(_) = value::type_form(*ty) {
                let end = base + dl.alloc_size(*ty);
                if local < end {
                    out.push(Descriptor {
                        id: PADDING_ID,
                        offset: local as u32,
                        size: (end - local) as u32,
                    });
                }
                *at = end;
            } else {
                *at = base + dl.alloc_size(*ty);
            }
        }
    }
}
