//! `globaloffset` (seed 003, "Global offset support"; the reference pass's
//! name): CUDA and HIP have no global offset, so SYCL device code reads it
//! through `llvm.nvvm.implicit.offset()` / `llvm.amdgcn.implicit.offset()`
//! (a pointer to `[3 x i32]`) or, in newer DPC++, through
//! `i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 dim)`. Neither exists for
//! upstream LLVM (a leftover call compiles into a call of an undefined
//! function), so this pass removes them:
//!
//! - every function that reaches one, transitively, gets a clone
//!   `<name>_with_offset` with a trailing offset parameter (`ptr` on NVPTX,
//!   `ptr addrspace(5)` on AMDGCN) that calls between clones pass on, and
//!   that stands for the offset where the original read it;
//! - a kernel's clone takes the offset by value on NVPTX
//!   (`ptr byval([3 x i32])`, registered as a kernel with the original's
//!   other `!nvvm.annotations`) and by reference on AMDGCN
//!   (`ptr addrspace(4) byref([3 x i32])`, copied into private memory);
//! - the originals keep their signatures and read offset 0 (no stack array);
//!   kernels that never reach the offset are not cloned.
//!
//! With `enable-global-offset=false` (the reference's option of that name)
//! nothing is cloned and every offset reads as 0. Cloning needs opaque
//! pointers: with typed pointers (LLVM 15 and 16 under
//! `-opaque-pointers=0`) each function that reads the offset is an error. Where the reference
//! asserts or gives up, an error names the function: a kernel with other
//! uses, a variadic function, a function whose address is taken, recursion.
//!
//! Names: the runtime launches `<kernel>_with_offset` by name, so a clone
//! gets that name or the run is an error naming both functions (LLVM would
//! otherwise rename the clone `_with_offset1`). Only this pass's own
//! earlier clone may hold it, recognised by shape ([`is_earlier_clone`]):
//! it is kept, and updated in place where it now reaches the offset (a
//! reader linked in after the first run).

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::call::{self, TypeKind};
use crate::ir::clone::{self, Edits};
use crate::ir::md::ScalarShape;
use crate::ir::md::{self, IrType, IrValue, MdNode};
use crate::ir::walk::{self, NotOnlyLoads, PointerLoads};
use crate::ir::{self, value};
use crate::metadata::kernel::{kernel_set, KERNEL_ANNOTATIONS};
use crate::pass::{
    Anchor, Choice, Listing, ModulePass, ParamError, ParamInfo, Params, PassCx, RemarkKind, Site,
};
use crate::targets::{self, Target};

/// The pass, with its one option.
pub struct GlobalOffset {
    /// `enable-global-offset=true|false`.
    pub offset: Offset,
}

/// What reads the global offset gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offset {
    /// `<f>_with_offset` clones take the offset as a parameter; the
    /// originals read 0 (`enable-global-offset=true`, the default).
    Cloned,
    /// Every offset reads as 0, no clones (`enable-global-offset=false`).
    Zero,
}

/// `enable-global-offset=true|false` (the reference's option of that name).
pub static ENABLE: Choice<Offset> = Choice {
    name: "enable-global-offset",
    values: &[("true", Offset::Cloned), ("false", Offset::Zero)],
    default: Offset::Cloned,
    about: "true clones what reaches the offset; false: every offset reads as 0, no clones",
    listing: Listing::Expected,
};

/// The parameters of the pass.
pub static PARAMS: [ParamInfo; 1] = [ENABLE.param()];

impl GlobalOffset {
    /// The pass as `globaloffset<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        Ok(GlobalOffset {
            offset: ENABLE.parse(p)?,
        })
    }
}

/// The implicit-offset intrinsic of NVPTX.
pub const NVVM_IMPLICIT_OFFSET: &str = "llvm.nvvm.implicit.offset";
/// The implicit-offset intrinsic of AMDGCN.
pub const AMDGCN_IMPLICIT_OFFSET: &str = "llvm.amdgcn.implicit.offset";
/// `size_t __spirv_BuiltInGlobalOffset(int dim)`, as DPC++ mangles it.
pub const BUILTIN_GLOBAL_OFFSET: &str = "_Z27__spirv_BuiltInGlobalOffseti";
/// The suffix of every clone (the reference's).
pub const CLONE_SUFFIX: &str = "_with_offset";

/// Why a module with typed pointers (LLVM 15 and 16 under
/// `-opaque-pointers=0`) gets no clones. The clones' offset parameter is a
/// `ptr`; in typed mode it would have to be `[3 x i32]*` with `byval`
/// typed to match, cast at every use to the intrinsic's own return type,
/// and the builtin's GEP rewritten: a second code path for a mode DPC++ left
/// with LLVM 15 (and LLVM 17 removed). Without this, opt-15 wrote `ptr`
/// into a typed module and exited 0, and neither opt-15 nor llc-15 could
/// read the file. opt-15 enters typed mode for `-opaque-pointers=0` and for
/// IR text that spells a typed pointer (`i32*`). `enable-global-offset=false`
/// creates no pointer type and works in either mode.
const TYPED_POINTERS: &str = "typed pointers are not supported; the clone of a function that reads the global offset takes it as an opaque `ptr` parameter: give IR with opaque pointers (opt-15 reads IR with types such as `i32*`, or any IR under -opaque-pointers=0, in typed mode), or use enable-global-offset=false";

/// How a root gives the offset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum RootKind {
    /// Returns a pointer to `[3 x i32]`.
    Pointer,
    /// Takes the dimension, returns that dimension's offset.
    Builtin,
}

/// The reads of the pointer root in one original function.
struct PointerReads<'ctx> {
    /// The function.
    function: FunctionValue<'ctx>,
    /// The loads of an offset (they become 0).
    loads: Vec<IrValue<'ctx>>,
    /// The calls, and the GEPs and phis between them and the loads, in
    /// the order found (deleted once the loads are gone).
    pointers: Vec<IrValue<'ctx>>,
}

/// The address space of the offset parameter of a clone.
fn offset_addrspace(target: Target, kernel: bool) -> u32 {
    match (target, kernel) {
        (Target::Nvptx, _) => 0,
        (Target::Amdgcn, true) => 4,
        (Target::Amdgcn, false) => 5,
    }
}

/// How a kernel's clone takes the offsets: `byval` on NVPTX, `byref` on
/// AMDGCN.
fn kernel_offset_attr(target: Target) -> &'static str {
    match target {
        Target::Nvptx => "byval",
        Target::Amdgcn => "byref",
    }
}

/// The size of the offsets, `[3 x i32]`, in bytes.
const OFFSETS_SIZE: u64 = 12;

/// Whether function `c` is this pass's clone of `f` from an earlier run,
/// judged by shape (the module documentation's "Names"): `c` is defined, is a
/// kernel exactly when `f` is, returns what `f` returns and takes `f`'s
/// parameters followed by the offset pointer (of the clone's address space;
/// on a kernel with `byval`/`byref([3 x i32])`, `offsets_t`), and `f` reads
/// no offset itself any more (the earlier run rewrote its reads to 0).
fn is_earlier_clone<'ctx>(
    f: FunctionValue<'ctx>,
    c: FunctionValue<'ctx>,
    target: Target,
    kernels: &FxHashSet<FunctionValue<'ctx>>,
    roots: &[(FunctionValue<'ctx>, RootKind)],
    offsets_t: IrType<'ctx>,
) -> bool {
    let kernel = kernels.contains(&f);
    if f == c || c.count_basic_blocks() == 0 || kernels.contains(&c) != kernel {
        return false;
    }
    if call::return_type(f) != call::return_type(c) || call::is_var_arg(f) || call::is_var_arg(c) {
        return false;
    }
    let (fp, cp) = (call::param_types(f), call::param_types(c));
    let n = fp.len();
    if cp.len() != n + 1
        || fp[..] != cp[..n]
        || call::type_kind(cp[n]) != TypeKind::Pointer(offset_addrspace(target, kernel))
    {
        return false;
    }
    if kernel && clone::param_type_attr(c, n as u32, kernel_offset_attr(target)) != Some(offsets_t)
    {
        return false;
    }
    !roots.iter().any(|&(root, _)| {
        walk::users(root)
            .into_iter()
            .any(|u| walk::caller_of(u, root) == Some(f))
    })
}

/// The original that function `c` is an earlier clone of (by name,
/// `<f>_with_offset`, and shape), if any.
fn earlier_clone_of<'ctx>(
    m: &Module<'ctx>,
    c: FunctionValue<'ctx>,
    target: Target,
    kernels: &FxHashSet<FunctionValue<'ctx>>,
    roots: &[(FunctionValue<'ctx>, RootKind)],
    offsets_t: IrType<'ctx>,
) -> Option<FunctionValue<'ctx>> {
    let name = ir::function_name(c);
    let base = name.strip_suffix(CLONE_SUFFIX)?;
    let f = m.get_function(base)?;
    is_earlier_clone(f, c, target, kernels, roots, offsets_t).then_some(f)
}

/// The offset inside earlier clone `c`: its last parameter, or on an
/// AMDGCN kernel the private copy its entry block makes of it (made again
/// if it is gone).
fn offset_in_earlier_clone<'ctx>(
    c: FunctionValue<'ctx>,
    kernel: bool,
    target: Target,
    edits: &mut Edits<'ctx>,
    offsets_t: IrType<'ctx>,
) -> IrValue<'ctx> {
    let param = clone::last_param(c).expect("a clone takes the offset");
    if !(kernel && target == Target::Amdgcn) {
        return param;
    }
    clone::private_copy_in_entry(c, param).unwrap_or_else(|| {
        edits
            .private_copy(c, param, offsets_t, OFFSETS_SIZE)
            .expect("a clone has a body")
    })
}

/// How diagnostics name function `f`, as a kernel or as a function.
fn site_of<'a, 'ctx>(f: FunctionValue<'ctx>, kernel: bool) -> Site<'a, 'ctx> {
    Site::Entity(match kernel {
        true => ir::Subject::Kernel(f),
        false => ir::Subject::Function(f),
    })
}

/// What the calls of a pointer root in one function reach: the loads (to
/// become 0) and the pointers between (the calls, GEPs of them and phis of
/// them, to delete), as intel/llvm's pass collects a load's definitions
/// (PR #20428: through phis too). A phi belongs only when every incoming
/// value does (a phi of the offset and another pointer cannot read 0);
/// `Err` names the first other use.
fn offset_reads<'ctx>(calls: &[IrValue<'ctx>]) -> Result<PointerLoads<'ctx>, String> {
    walk::loads_through(calls).map_err(|e| match e {
        NotOnlyLoads::NonIntegerLoad => "a load of a non-integer type".into(),
        NotOnlyLoads::OtherUse(u) => format!(
            "'{}' (only loads, directly or through getelementptr and phi, can read an offset of 0 without a stack array)",
            md::print_value(u).trim()
        ),
        NotOnlyLoads::MixedPhi(phi) => format!(
            "'{}' (a phi of the offset and another value cannot read an offset of 0 without a stack array)",
            md::print_value(phi).trim()
        ),
    })
}

impl ModulePass for GlobalOffset {
    fn log_target(&self) -> &'static str {
        "spirv_props::globaloffset"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let Some(target) = targets::skip_other_triple(m, "globaloffset", cx) else {
            return false;
        };
        let (own, other) = match target {
            Target::Nvptx => (NVVM_IMPLICIT_OFFSET, AMDGCN_IMPLICIT_OFFSET),
            Target::Amdgcn => (AMDGCN_IMPLICIT_OFFSET, NVVM_IMPLICIT_OFFSET),
        };
        if let Some(f) = m.get_function(other) {
            if walk::has_uses(f) {
                cx.error(format!(
                    "@{other} is used in a module for {}: only @{own} can be lowered there",
                    m.get_triple().as_str().to_string_lossy()
                ));
                return false;
            }
        }
        let mut roots: Vec<(FunctionValue<'_>, RootKind)> = Vec::new();
        if let Some(f) = m.get_function(own) {
            roots.push((f, RootKind::Pointer));
        }
        if let Some(f) = m.get_function(BUILTIN_GLOBAL_OFFSET) {
            roots.push((f, RootKind::Builtin));
        }
        if roots.is_empty() {
            log::debug!(target: cx.log, "globaloffset: the module reads no global offset");
            cx.remark(
                RemarkKind::Analysis,
                "NoGlobalOffset",
                Anchor::module(m, "module"),
                |r| {
                    r.text("the module reads no global offset");
                },
            );
            return false;
        }
        self.lower(m, target, &roots, cx)
    }
}

/// Whether `t` is an integer type.
fn is_int(t: IrType<'_>) -> bool {
    matches!(call::type_kind(t), TypeKind::Scalar(ScalarShape::Int(_)))
}

impl GlobalOffset {
    fn lower<'ctx>(
        &self,
        m: &Module<'ctx>,
        target: Target,
        roots: &[(FunctionValue<'ctx>, RootKind)],
        cx: &mut PassCx,
    ) -> bool {
        // The roots' shapes.
        for &(root, kind) in roots {
            let params = call::param_types(root);
            let ret = call::return_type(root);
            let ok = match kind {
                RootKind::Pointer => {
                    params.is_empty() && matches!(call::type_kind(ret), TypeKind::Pointer(_))
                }
                RootKind::Builtin => params.len() == 1 && is_int(params[0]) && is_int(ret),
            };
            if !ok {
                cx.error(format!(
                    "@{}: unexpected type {} (expected {})",
                    ir::function_name(root),
                    call::signature(root).print(),
                    match kind {
                        RootKind::Pointer => "a pointer to [3 x i32] returned with no arguments",
                        RootKind::Builtin => "an integer returned for an integer dimension",
                    }
                ));
            }
            for u in walk::users(root) {
                if walk::caller_of(u, root).is_none() {
                    cx.error(format!(
                        "@{} is used other than as the callee of a call ('{}'): the offset cannot be passed there",
                        ir::function_name(root),
                        md::print_value(u).trim()
                    ));
                }
            }
        }
        // What the originals' reads become: 0, through loads only.
        let mut pointer_reads: Vec<PointerReads<'ctx>> = Vec::new();
        for &(root, kind) in roots {
            if kind != RootKind::Pointer {
                continue;
            }
            // The calls by function, functions in the order first met.
            let mut by_function: FxHashMap<FunctionValue<'ctx>, Vec<IrValue<'ctx>>> =
                FxHashMap::default();
            let mut order = Vec::new();
            for call in walk::users(root) {
                let Some(f) = walk::caller_of(call, root) else {
                    continue;
                };
                let calls = by_function.entry(f).or_default();
                if calls.is_empty() {
                    order.push(f);
                }
                calls.push(call);
            }
            for f in order {
                match offset_reads(&by_function[&f]) {
                    Ok(PointerLoads { loads, pointers }) => pointer_reads.push(PointerReads {
                        function: f,
                        loads,
                        pointers,
                    }),
                    Err(what) => cx.error_at(
                        &site_of(f, false),
                        format_args!(
                            "the pointer @{} returns is used by {what}",
                            ir::function_name(root)
                        ),
                    ),
                }
            }
        }
        if cx.has_errors() {
            return false;
        }

        // The earlier clones whose bodies `clone_all` rewrote: their reads
        // became the offset there, so they are not the originals' to zero.
        let mut updated: FxHashSet<FunctionValue<'ctx>> = FxHashSet::default();
        if self.offset == Offset::Cloned {
            match self.clone_all(m, target, roots, cx) {
                Some(u) => updated = u,
                None => return false,
            }
        }

        // The originals read 0.
        for PointerReads {
            function,
            loads,
            pointers,
        } in pointer_reads
        {
            if updated.contains(&function) {
                continue;
            }
            for l in loads {
                walk::replace_uses(l, value::const_int(l.ty(), 0));
                walk::erase_unused(l);
            }
            // Only each other's users now (a phi may use a GEP of itself).
            for &p in &pointers {
                walk::replace_uses(p, value::undef_of(p.ty()));
            }
            for p in pointers {
                walk::erase_unused(p);
            }
        }
        for &(root, kind) in roots {
            if kind == RootKind::Builtin {
                for call in walk::users(root) {
                    walk::replace_uses(call, value::const_int(call.ty(), 0));
                    walk::erase_unused(call);
                }
            }
            walk::delete_if_unused(root);
        }
        true
    }

    /// Clones every function that reaches a root; `None` after reporting
    /// why it cannot. A function whose clone an earlier run made (see
    /// [`is_earlier_clone`]) keeps it, and such a clone that now reaches a
    /// root is updated in place; their set is returned (their reads are
    /// the offset, not 0).
    fn clone_all<'ctx>(
        &self,
        m: &Module<'ctx>,
        target: Target,
        roots: &[(FunctionValue<'ctx>, RootKind)],
        cx: &mut PassCx,
    ) -> Option<FxHashSet<FunctionValue<'ctx>>> {
        let kernels: FxHashSet<FunctionValue<'ctx>> = kernel_set(m).into_iter().collect();
        if ir::typed_pointers(m) {
            // Each function that reads the offset: its clone would need the
            // offset parameter typed for the pointee each use expects.
            let mut readers: Vec<FunctionValue<'ctx>> = Vec::new();
            for &(root, _) in roots {
                for u in walk::users(root) {
                    if let Some(f) = walk::caller_of(u, root) {
                        if !readers.contains(&f) {
                            readers.push(f);
                        }
                    }
                }
            }
            for f in readers {
                cx.error_at(&site_of(f, kernels.contains(&f)), TYPED_POINTERS);
            }
            return None;
        }
        let used = targets::used_list_entries(m);
        let i32t = call::i32_type(m);
        let offsets_t = clone::array_of(i32t, 3);

        // Reach: the functions that call a root, and their callers. An
        // earlier run's clone met on the way already takes the offset: it
        // is updated in place (`earlier`, in the order met), and its
        // callers, clones too, need nothing.
        let mut reach: FxHashSet<FunctionValue<'ctx>> = FxHashSet::default();
        let mut earlier: Vec<FunctionValue<'ctx>> = Vec::new();
        let mut earlier_set: FxHashSet<FunctionValue<'ctx>> = FxHashSet::default();
        let mut calls_to: FxHashMap<FunctionValue<'ctx>, Vec<FunctionValue<'ctx>>> =
            FxHashMap::default();
        let mut work: VecDeque<FunctionValue<'ctx>> = VecDeque::new();
        let mut meet = |f: FunctionValue<'ctx>,
                        reach: &mut FxHashSet<FunctionValue<'ctx>>,
                        work: &mut VecDeque<FunctionValue<'ctx>>|
         -> bool {
            if reach.contains(&f) || earlier_set.contains(&f) {
                return reach.contains(&f);
            }
            if earlier_clone_of(m, f, target, &kernels, roots, offsets_t).is_some() {
                earlier_set.insert(f);
                earlier.push(f);
                return false;
            }
            reach.insert(f);
            work.push_back(f);
            true
        };
        for &(root, _) in roots {
            for u in walk::users(root) {
                if let Some(f) = walk::caller_of(u, root) {
                    meet(f, &mut reach, &mut work);
                }
            }
        }
        while let Some(f) = work.pop_front() {
            if kernels.contains(&f) {
                if targets::has_other_uses(f, &used) {
                    cx.error_at(
                        &site_of(f, true),
                        "it reaches the global offset and is called or its address is taken, so it cannot be cloned with an offset parameter",
                    );
                }
                continue;
            }
            if call::is_var_arg(f) {
                cx.error_at(
                    &site_of(f, false),
                    "it reaches the global offset and is variadic, so its clone cannot take the offset as its last parameter",
                );
            }
            for u in walk::users(f) {
                match walk::caller_of(u, f) {
                    Some(caller) => {
                        if meet(caller, &mut reach, &mut work) {
                            calls_to.entry(caller).or_default().push(f);
                        }
                    }
                    None => cx.error_at(
                        &site_of(f, false),
                        format_args!(
                            "it reaches the global offset and its address is taken ('{}'), so a call through that address could not pass the offset",
                            md::print_value(u).trim()
                        ),
                    ),
                }
            }
        }
        if let Some(f) = first_cycle(&reach, &calls_to) {
            cx.error_at(
                &site_of(f, false),
                "it reaches the global offset through recursion (SYCL device code cannot recurse), so its clones cannot be built",
            );
        }
        // Module order, each clone right after its original.
        let originals: Vec<FunctionValue<'ctx>> =
            m.get_functions().filter(|f| reach.contains(f)).collect();
        // The names the clones need: free, or an earlier run's clone of the
        // same function (kept). Anything else is an error naming both: the
        // runtime launches `<kernel>_with_offset` by name, and LLVM would
        // give the clone another one (`_with_offset1`).
        let mut kept: FxHashMap<FunctionValue<'ctx>, FunctionValue<'ctx>> = FxHashMap::default();
        for &f in &originals {
            let name = format!("{}{CLONE_SUFFIX}", ir::function_name(f));
            match m.get_function(&name) {
                Some(g) if is_earlier_clone(f, g, target, &kernels, roots, offsets_t) => {
                    kept.insert(f, g);
                }
                Some(g) => cx.error_at(
                    &site_of(f, kernels.contains(&f)),
                    format_args!(
                        "its clone must be named @{name} (the runtime launches a kernel's clone by that name), but the module already has a {} @{name} that is not this pass's earlier clone of @{}: rename @{name}",
                        if kernels.contains(&g) { "kernel" } else { "function" },
                        ir::function_name(f),
                    ),
                ),
                None if ir::name_taken_by_non_function(m, &name) => cx.error_at(
                    &site_of(f, kernels.contains(&f)),
                    format_args!(
                        "its clone must be named @{name}, but a global variable, alias or ifunc of the module has that name: rename @{name}"
                    ),
                ),
                None => {}
            }
        }
        if cx.has_errors() {
            return None;
        }

        let mut edits = Edits::new(m);
        let annotations = kernel_annotations_by_function(m);
        let mut clone_of: FxHashMap<FunctionValue<'ctx>, (FunctionValue<'ctx>, IrValue<'ctx>)> =
            FxHashMap::default();
        for &f in &originals {
            let is_kernel = kernels.contains(&f);
            if let Some(&g) = kept.get(&f) {
                log::debug!(target: cx.log, "@{}: keeps @{}, its clone from an earlier run", ir::function_name(f), ir::function_name(g));
                let offset = offset_in_earlier_clone(g, is_kernel, target, &mut edits, offsets_t);
                clone_of.insert(f, (g, offset));
                continue;
            }
            let param_t = clone::pointer_type(m, offset_addrspace(target, is_kernel));
            let name = format!("{}{CLONE_SUFFIX}", ir::function_name(f));
            let clone = clone::clone_with_param(f, param_t, &name);
            log::debug!(target: cx.log, "@{}: cloned as @{name}, the offset its last parameter", ir::function_name(f));
            cx.remark(RemarkKind::Passed, "ClonedWithOffset", f, |r| {
                r.text("@")
                    .arg("Function", ir::function_name(f))
                    .text(": cloned as @")
                    .arg("Clone", &name)
                    .text(", the offset its last parameter");
            });
            let param = clone::last_param(clone).expect("the clone takes the offset");
            let offset = if is_kernel {
                clone::add_param_type_attr(
                    clone,
                    clone.count_params() - 1,
                    kernel_offset_attr(target),
                    offsets_t,
                );
                // The clone is a kernel as the original is: with a copy of
                // each annotation that names the original.
                for &(list, node) in annotations.get(&f).map_or(&[][..], Vec::as_slice) {
                    md::add_named_md(m, list, md::with_first_operand(node, clone));
                }
                match target {
                    Target::Nvptx => param,
                    // The kernel argument segment is constant memory:
                    // copy the offsets into private memory, which is
                    // what the clones of callees take.
                    Target::Amdgcn => edits
                        .private_copy(clone, param, offsets_t, OFFSETS_SIZE)
                        .expect("a clone has a body"),
                }
            } else {
                param
            };
            clone_of.insert(f, (clone, offset));
        }
        // The bodies that take the offset: the clones (new and kept), then
        // the earlier clones met on the way that are not among them.
        let mut bodies: Vec<(
            FunctionValue<'ctx>,
            IrValue<'ctx>,
            Option<FunctionValue<'ctx>>,
        )> = originals
            .iter()
            .map(|&f| (clone_of[&f].0, clone_of[&f].1, Some(f)))
            .collect();
        let kept_clones: FxHashSet<FunctionValue<'ctx>> = kept.values().copied().collect();
        for &c in &earlier {
            if !kept_clones.contains(&c) {
                let offset =
                    offset_in_earlier_clone(c, kernels.contains(&c), target, &mut edits, offsets_t);
                bodies.push((c, offset, None));
            }
        }
        // Inside them: calls of originals go to their clones with the
        // offset, roots read it.
        let root_kind: FxHashMap<FunctionValue<'ctx>, RootKind> = roots.iter().copied().collect();
        for &(clone, offset, original) in &bodies {
            for call in walk::calls_in(clone) {
                let Some(callee) = call.callee() else {
                    continue;
                };
                if let Some(&(callee_clone, _)) = clone_of.get(&callee) {
                    clone::call_with_extra_arg(call, callee_clone, offset);
                    continue;
                }
                match root_kind.get(&callee) {
                    Some(RootKind::Pointer) => call.replace_with(Some(offset)),
                    Some(RootKind::Builtin) => edits.replace_with_indexed_load(call, offset, i32t),
                    None => {}
                }
            }
            match original {
                Some(f) if !kept.contains_key(&f) => cx.stats.bump_fn(f, "global-offset.clones"),
                _ => cx.stats.bump_fn(clone, "global-offset.clones-updated"),
            }
        }
        Some(earlier_set)
    }
}

/// The nodes of the kernel annotation lists (`!nvvm.annotations`,
/// `!amdgcn.annotations`) by the function they name, each with its list
/// (each node once per list, in list order: a node listed twice is copied
/// once).
fn kernel_annotations_by_function<'ctx>(
    m: &Module<'ctx>,
) -> FxHashMap<FunctionValue<'ctx>, Vec<(&'static str, MdNode<'ctx>)>> {
    let mut out: FxHashMap<FunctionValue<'ctx>, Vec<(&'static str, MdNode<'ctx>)>> =
        FxHashMap::default();
    for list in KERNEL_ANNOTATIONS {
        let mut seen = FxHashSet::default();
        for node in md::named(m, list) {
            if !seen.insert(node) {
                continue;
            }
            if let Some(md::MdOperand::Value(v)) = node.operands().first() {
                if let Some(f) = v.function() {
                    out.entry(f).or_default().push((list, node));
                }
            }
        }
    }
    out
}

/// A function on a cycle of `calls_to` (caller -> callees) within `reach`,
/// if any (iterative depth-first search; module-independent but
/// deterministic for a given map: the search starts from the functions in
/// name order). Whether there is a cycle does not depend on that order, only
/// which function is named: the names are read and sorted only when there is
/// one (sorting every run cost n log n name reads, 13 % of the pass at 40,000
/// kernels).
fn first_cycle<'ctx>(
    reach: &FxHashSet<FunctionValue<'ctx>>,
    calls_to: &FxHashMap<FunctionValue<'ctx>, Vec<FunctionValue<'ctx>>>,
) -> Option<FunctionValue<'ctx>> {
    let mut starts: Vec<FunctionValue<'ctx>> = reach.iter().copied().collect();
    cycle_from(&starts, calls_to)?;
    starts.sort_by_cached_key(|v| ir::function_name(*v));
    cycle_from(&starts, calls_to)
}

/// The first function found on a cycle of `calls_to`, searching depth-first
/// from each of `starts` in turn.
fn cycle_from<'ctx>(
    starts: &[FunctionValue<'ctx>],
    calls_to: &FxHashMap<FunctionValue<'ctx>, Vec<FunctionValue<'ctx>>>,
) -> Option<FunctionValue<'ctx>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    let mut mark: FxHashMap<FunctionValue<'ctx>, Mark> = FxHashMap::default();
    for &start in starts {
        if mark.contains_key(&start) {
            continue;
        }
        let mut stack: Vec<(FunctionValue<'ctx>, usize)> = vec![(start, 0)];
        mark.insert(start, Mark::Open);
        while let Some(&mut (f, ref mut next)) = stack.last_mut() {
            let callees = calls_to.get(&f).map_or(&[][..], Vec::as_slice);
            if *next < callees.len() {
                let c = callees[*next];
                *next += 1;
                match mark.get(&c) {
                    Some(Mark::Open) => return Some(c),
                    Some(Mark::Done) => {}
                    None => {
                        mark.insert(c, Mark::Open);
                        stack.push((c, 0));
                    }
                }
            } else {
                mark.insert(f, Mark::Done);
                stack.pop();
            }
        }
    }
    None
}
