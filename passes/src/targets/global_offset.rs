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

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

use crate::ir::{self, ffi, md};
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
struct PointerReads {
    /// The function.
    function: LLVMValueRef,
    /// The loads of an offset (they become 0).
    loads: Vec<LLVMValueRef>,
    /// The calls, and the GEPs and phis between them and the loads, in
    /// the order found (deleted once the loads are gone).
    pointers: Vec<LLVMValueRef>,
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

/// Whether function `c` is this pass's clone of `f` from an earlier run,
/// judged by shape (the module documentation's "Names"): `c` is defined, is a
/// kernel exactly when `f` is, returns what `f` returns and takes `f`'s
/// parameters followed by the offset pointer (of the clone's address space;
/// on a kernel with `byval`/`byref([3 x i32])`), and `f` reads no offset
/// itself any more (the earlier run rewrote its reads to 0).
///
/// # Safety
/// `f` and `c` are functions of one module; `roots` are its roots.
unsafe fn is_earlier_clone(
    f: LLVMValueRef,
    c: LLVMValueRef,
    target: Target,
    kernels: &FxHashSet<LLVMValueRef>,
    roots: &[(LLVMValueRef, RootKind)],
) -> bool {
    let kernel = kernels.contains(&f);
    if f == c || LLVMCountBasicBlocks(c) == 0 || kernels.contains(&c) != kernel {
        return false;
    }
    let (ft, ct) = (LLVMGlobalGetValueType(f), LLVMGlobalGetValueType(c));
    let n = LLVMCountParamTypes(ft) as usize;
    if LLVMGetReturnType(ft) != LLVMGetReturnType(ct)
        || LLVMIsFunctionVarArg(ft) != 0
        || LLVMIsFunctionVarArg(ct) != 0
        || LLVMCountParamTypes(ct) as usize != n + 1
    {
        return false;
    }
    let mut fp = vec![std::ptr::null_mut(); n];
    let mut cp = vec![std::ptr::null_mut(); n + 1];
    LLVMGetParamTypes(ft, fp.as_mut_ptr());
    LLVMGetParamTypes(ct, cp.as_mut_ptr());
    let last = cp[n];
    if fp[..] != cp[..n]
        || LLVMGetTypeKind(last) != LLVMTypeKind::LLVMPointerTypeKind
        || LLVMGetPointerAddressSpace(last) != offset_addrspace(target, kernel)
    {
        return false;
    }
    if kernel {
        let name = kernel_offset_attr(target);
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        let attr = LLVMGetEnumAttributeAtIndex(c, n as u32 + 1, kind);
        let ctx = LLVMGetModuleContext(LLVMGetGlobalParent(c));
        let offsets_t = ir::array_type(LLVMInt32TypeInContext(ctx), 3);
        if attr.is_null() || LLVMGetTypeAttributeValue(attr) != offsets_t {
            return false;
        }
    }
    !roots.iter().any(|&(root, _)| {
        ir::users(root)
            .into_iter()
            .any(|u| caller_of(u, root) == Some(f))
    })
}

/// The original that function `c` is an earlier clone of (by name,
/// `<f>_with_offset`, and shape), if any.
///
/// # Safety
/// As [`is_earlier_clone`].
unsafe fn earlier_clone_of(
    m: &Module<'_>,
    c: LLVMValueRef,
    target: Target,
    kernels: &FxHashSet<LLVMValueRef>,
    roots: &[(LLVMValueRef, RootKind)],
) -> Option<LLVMValueRef> {
    let name = name_of(c);
    let base = name.strip_suffix(CLONE_SUFFIX)?;
    let f = m.get_function(base)?.as_value_ref();
    is_earlier_clone(f, c, target, kernels, roots).then_some(f)
}

/// The offset inside earlier clone `c`: its last parameter, or on an
/// AMDGCN kernel the private copy its entry block makes of it (made again
/// if it is gone).
///
/// # Safety
/// `c` is a defined function; `b` a builder of its context.
unsafe fn offset_in_earlier_clone(
    c: LLVMValueRef,
    kernel: bool,
    target: Target,
    b: LLVMBuilderRef,
    offsets_t: LLVMTypeRef,
) -> LLVMValueRef {
    let param = LLVMGetParam(c, LLVMCountParams(c) - 1);
    if !(kernel && target == Target::Amdgcn) {
        return param;
    }
    let entry = LLVMGetEntryBasicBlock(c);
    let mut i = LLVMGetFirstInstruction(entry);
    while !i.is_null() {
        if !LLVMIsAMemCpyInst(i).is_null()
            && LLVMGetOperand(i, 1) == param
            && !LLVMIsAAllocaInst(LLVMGetOperand(i, 0)).is_null()
        {
            return LLVMGetOperand(i, 0);
        }
        i = LLVMGetNextInstruction(i);
    }
    private_copy(b, entry, param, offsets_t)
}

/// A private `[3 x i32]` at the start of `entry`, filled from `param`.
///
/// # Safety
/// `entry` is a block of the function `param` belongs to.
unsafe fn private_copy(
    b: LLVMBuilderRef,
    entry: LLVMBasicBlockRef,
    param: LLVMValueRef,
    offsets_t: LLVMTypeRef,
) -> LLVMValueRef {
    let ctx = LLVMGetTypeContext(offsets_t);
    ir::position_at_block_start(b, entry);
    let copy = LLVMBuildAlloca(b, offsets_t, c"".as_ptr());
    LLVMSetAlignment(copy, 4);
    LLVMBuildMemCpy(
        b,
        copy,
        4,
        param,
        4,
        LLVMConstInt(LLVMInt64TypeInContext(ctx), 12, 0),
    );
    copy
}

/// If `user` is a call instruction with `f` as its callee, its function.
///
/// # Safety
/// `user` must be a valid value.
unsafe fn caller_of(user: LLVMValueRef, f: LLVMValueRef) -> Option<LLVMValueRef> {
    if LLVMIsACallInst(user).is_null() || LLVMGetCalledValue(user) != f {
        return None;
    }
    let bb = LLVMGetInstructionParent(user);
    (!bb.is_null()).then(|| LLVMGetBasicBlockParent(bb))
}

fn name_of(v: LLVMValueRef) -> String {
    // SAFETY: only values of the module are named here.
    unsafe { ir::value_name(v) }
}

/// How diagnostics name function `f` (a function of the module), as a
/// kernel or as a function.
fn site_of<'ctx>(f: LLVMValueRef, kernel: bool) -> Site<'static, 'ctx> {
    // SAFETY: only functions of the module are given here.
    let fv = unsafe { FunctionValue::new(f) }.expect("a function");
    Site::Entity(match kernel {
        true => ir::Subject::Kernel(fv),
        false => ir::Subject::Function(fv),
    })
}

/// Every call instruction in `f`.
///
/// # Safety
/// `f` must be a function.
unsafe fn calls_in(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    let mut bb = LLVMGetFirstBasicBlock(f);
    while !bb.is_null() {
        let mut i = LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            if !LLVMIsACallInst(i).is_null() {
                out.push(i);
            }
            i = LLVMGetNextInstruction(i);
        }
        bb = LLVMGetNextBasicBlock(bb);
    }
    out
}

/// What the calls of a pointer root in one function reach: the loads (to
/// become 0) and the pointers between (the calls, GEPs of them and phis of
/// them, to delete), as intel/llvm's pass collects a load's definitions
/// (PR #20428: through phis too). A phi belongs only when every incoming
/// value does (a phi of the offset and another pointer cannot read 0);
/// `Err` names the first other use.
///
/// # Safety
/// `calls` are call instructions of one function.
unsafe fn offset_reads(
    calls: &[LLVMValueRef],
) -> Result<(Vec<LLVMValueRef>, Vec<LLVMValueRef>), String> {
    let mut loads = Vec::new();
    let mut pointers: Vec<LLVMValueRef> = calls.to_vec();
    let mut members: FxHashSet<LLVMValueRef> = calls.iter().copied().collect();
    let mut phis: Vec<LLVMValueRef> = Vec::new();
    let mut work: Vec<LLVMValueRef> = calls.to_vec();
    let mut seen_loads = FxHashSet::default();
    while let Some(v) = work.pop() {
        for u in ir::users(v) {
            if !LLVMIsALoadInst(u).is_null() {
                if LLVMGetTypeKind(LLVMTypeOf(u)) != LLVMTypeKind::LLVMIntegerTypeKind {
                    return Err("a load of a non-integer type".into());
                }
                if seen_loads.insert(u) {
                    loads.push(u);
                }
            } else if (!LLVMIsAGetElementPtrInst(u).is_null() && LLVMGetOperand(u, 0) == v)
                || !LLVMIsAPHINode(u).is_null()
            {
                if members.insert(u) {
                    if !LLVMIsAPHINode(u).is_null() {
                        phis.push(u);
                    }
                    pointers.push(u);
                    work.push(u);
                }
            } else {
                return Err(format!(
                    "'{}' (only loads, directly or through getelementptr and phi, can read an offset of 0 without a stack array)",
                    ir::md::print_value(u).trim()
                ));
            }
        }
    }
    for &phi in &phis {
        for i in 0..LLVMCountIncoming(phi) {
            if !members.contains(&LLVMGetIncomingValue(phi, i)) {
                return Err(format!(
                    "'{}' (a phi of the offset and another value cannot read an offset of 0 without a stack array)",
                    ir::md::print_value(phi).trim()
                ));
            }
        }
    }
    Ok((loads, pointers))
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
        if let Some(f) = m.get_function(other).map(|f| f.as_value_ref()) {
            // SAFETY: `f` is a function of `m`.
            if unsafe { !LLVMGetFirstUse(f).is_null() } {
                cx.error(format!(
                    "@{other} is used in a module for {}: only @{own} can be lowered there",
                    m.get_triple().as_str().to_string_lossy()
                ));
                return false;
            }
        }
        let mut roots: Vec<(LLVMValueRef, RootKind)> = Vec::new();
        if let Some(f) = m.get_function(own).map(|f| f.as_value_ref()) {
            roots.push((f, RootKind::Pointer));
        }
        if let Some(f) = m
            .get_function(BUILTIN_GLOBAL_OFFSET)
            .map(|f| f.as_value_ref())
        {
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
        // SAFETY: every value below comes from `m` and is checked for its
        // kind before kind-specific LLVM-C calls.
        unsafe { self.lower(m, target, &roots, cx) }
    }
}

impl GlobalOffset {
    unsafe fn lower(
        &self,
        m: &Module<'_>,
        target: Target,
        roots: &[(LLVMValueRef, RootKind)],
        cx: &mut PassCx,
    ) -> bool {
        // The roots' shapes.
        for &(root, kind) in roots {
            let ty = LLVMGlobalGetValueType(root);
            let ret = LLVMGetReturnType(ty);
            let ok = match kind {
                RootKind::Pointer => {
                    LLVMCountParamTypes(ty) == 0
                        && LLVMGetTypeKind(ret) == LLVMTypeKind::LLVMPointerTypeKind
                }
                RootKind::Builtin => {
                    let mut p = [std::ptr::null_mut(); 1];
                    LLVMCountParamTypes(ty) == 1
                        && {
                            LLVMGetParamTypes(ty, p.as_mut_ptr());
                            LLVMGetTypeKind(p[0]) == LLVMTypeKind::LLVMIntegerTypeKind
                        }
                        && LLVMGetTypeKind(ret) == LLVMTypeKind::LLVMIntegerTypeKind
                }
            };
            if !ok {
                cx.error(format!(
                    "@{}: unexpected type {} (expected {})",
                    name_of(root),
                    md::print_type(ty),
                    match kind {
                        RootKind::Pointer => "a pointer to [3 x i32] returned with no arguments",
                        RootKind::Builtin => "an integer returned for an integer dimension",
                    }
                ));
            }
            for u in ir::users(root) {
                if caller_of(u, root).is_none() {
                    cx.error(format!(
                        "@{} is used other than as the callee of a call ('{}'): the offset cannot be passed there",
                        name_of(root),
                        md::print_value(u).trim()
                    ));
                }
            }
        }
        // What the originals' reads become: 0, through loads only.
        let mut pointer_reads: Vec<PointerReads> = Vec::new();
        for &(root, kind) in roots {
            if kind != RootKind::Pointer {
                continue;
            }
            // The calls by function, functions in the order first met.
            let mut by_function: FxHashMap<LLVMValueRef, Vec<LLVMValueRef>> = FxHashMap::default();
            let mut order = Vec::new();
            for call in ir::users(root) {
                let Some(f) = caller_of(call, root) else {
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
                    Ok((loads, pointers)) => pointer_reads.push(PointerReads {
                        function: f,
                        loads,
                        pointers,
                    }),
                    Err(what) => cx.error_at(
                        &site_of(f, false),
                        format_args!("the pointer @{} returns is used by {what}", name_of(root)),
                    ),
                }
            }
        }
        if cx.has_errors() {
            return false;
        }

        // The earlier clones whose bodies `clone_all` rewrote: their reads
        // became the offset there, so they are not the originals' to zero.
        let mut updated: FxHashSet<LLVMValueRef> = FxHashSet::default();
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
                LLVMReplaceAllUsesWith(l, LLVMConstInt(LLVMTypeOf(l), 0, 0));
                LLVMInstructionEraseFromParent(l);
            }
            // Only each other's users now (a phi may use a GEP of itself).
            for &p in &pointers {
                LLVMReplaceAllUsesWith(p, LLVMGetUndef(LLVMTypeOf(p)));
            }
            for p in pointers {
                LLVMInstructionEraseFromParent(p);
            }
        }
        for &(root, kind) in roots {
            if kind == RootKind::Builtin {
                for call in ir::users(root) {
                    LLVMReplaceAllUsesWith(call, LLVMConstInt(LLVMTypeOf(call), 0, 0));
                    LLVMInstructionEraseFromParent(call);
                }
            }
            if LLVMGetFirstUse(root).is_null() {
                LLVMDeleteFunction(root);
            }
        }
        true
    }

    /// Clones every function that reaches a root; `None` after reporting
    /// why it cannot. A function whose clone an earlier run made (see
    /// [`is_earlier_clone`]) keeps it, and such a clone that now reaches a
    /// root is updated in place; their set is returned (their reads are
    /// the offset, not 0).
    unsafe fn clone_all(
        &self,
        m: &Module<'_>,
        target: Target,
        roots: &[(LLVMValueRef, RootKind)],
        cx: &mut PassCx,
    ) -> Option<FxHashSet<LLVMValueRef>> {
        let kernels: FxHashSet<LLVMValueRef> = kernel_set(m)
            .into_iter()
            .map(|k| k.as_value_ref())
            .collect();
        if ir::typed_pointers(m) {
            // Each function that reads the offset: its clone would need the
            // offset parameter typed for the pointee each use expects.
            let mut readers: Vec<LLVMValueRef> = Vec::new();
            for &(root, _) in roots {
                for u in ir::users(root) {
                    if let Some(f) = caller_of(u, root) {
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

        // Reach: the functions that call a root, and their callers. An
        // earlier run's clone met on the way already takes the offset: it
        // is updated in place (`earlier`, in the order met), and its
        // callers, clones too, need nothing.
        let mut reach: FxHashSet<LLVMValueRef> = FxHashSet::default();
        let mut earlier: Vec<LLVMValueRef> = Vec::new();
        let mut earlier_set: FxHashSet<LLVMValueRef> = FxHashSet::default();
        let mut calls_to: FxHashMap<LLVMValueRef, Vec<LLVMValueRef>> = FxHashMap::default();
        let mut work: VecDeque<LLVMValueRef> = VecDeque::new();
        let mut meet = |f: LLVMValueRef,
                        reach: &mut FxHashSet<LLVMValueRef>,
                        work: &mut VecDeque<LLVMValueRef>|
         -> bool {
            if reach.contains(&f) || earlier_set.contains(&f) {
                return reach.contains(&f);
            }
            if earlier_clone_of(m, f, target, &kernels, roots).is_some() {
                earlier_set.insert(f);
                earlier.push(f);
                return false;
            }
            reach.insert(f);
            work.push_back(f);
            true
        };
        for &(root, _) in roots {
            for u in ir::users(root) {
                if let Some(f) = caller_of(u, root) {
                    meet(f, &mut reach, &mut work);
                }
            }
        }
        while let Some(f) = work.pop_front() {
            let fv = FunctionValue::new(f).expect("a function");
            if kernels.contains(&f) {
                if targets::has_other_uses(fv, &used) {
                    cx.error_at(
                        &site_of(f, true),
                        "it reaches the global offset and is called or its address is taken, so it cannot be cloned with an offset parameter",
                    );
                }
                continue;
            }
            if LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)) != 0 {
                cx.error_at(
                    &site_of(f, false),
                    "it reaches the global offset and is variadic, so its clone cannot take the offset as its last parameter",
                );
            }
            for u in ir::users(f) {
                match caller_of(u, f) {
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
        let originals: Vec<LLVMValueRef> = m
            .get_functions()
            .map(|f| f.as_value_ref())
            .filter(|f| reach.contains(f))
            .collect();
        // The names the clones need: free, or an earlier run's clone of the
        // same function (kept). Anything else is an error naming both: the
        // runtime launches `<kernel>_with_offset` by name, and LLVM would
        // give the clone another one (`_with_offset1`).
        let mut kept: FxHashMap<LLVMValueRef, LLVMValueRef> = FxHashMap::default();
        for &f in &originals {
            let name = format!("{}{CLONE_SUFFIX}", name_of(f));
            let existing = m.get_function(&name).map(|g| g.as_value_ref());
            match existing {
                Some(g) if is_earlier_clone(f, g, target, &kernels, roots) => {
                    kept.insert(f, g);
                }
                Some(g) => cx.error_at(
                    &site_of(f, kernels.contains(&f)),
                    format_args!(
                        "its clone must be named @{name} (the runtime launches a kernel's clone by that name), but the module already has a {} @{name} that is not this pass's earlier clone of @{}: rename @{name}",
                        if kernels.contains(&g) { "kernel" } else { "function" },
                        name_of(f),
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

        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        let b = LLVMCreateBuilderInContext(ctx);
        let i32t = LLVMInt32TypeInContext(ctx);
        let offsets_t = ir::array_type(i32t, 3);
        let annotations = kernel_annotations_by_function(m);
        let mut clone_of: FxHashMap<LLVMValueRef, (LLVMValueRef, LLVMValueRef)> =
            FxHashMap::default();
        for &f in &originals {
            let is_kernel = kernels.contains(&f);
            if let Some(&g) = kept.get(&f) {
                log::debug!(target: cx.log, "@{}: keeps @{}, its clone from an earlier run", name_of(f), name_of(g));
                let offset = offset_in_earlier_clone(g, is_kernel, target, b, offsets_t);
                clone_of.insert(f, (g, offset));
                continue;
            }
            let param_t = LLVMPointerTypeInContext(ctx, offset_addrspace(target, is_kernel));
            let name = format!("{}{CLONE_SUFFIX}", name_of(f));
            let clone = ffi::spvp_clone_with_param(f, param_t, name.as_ptr().cast(), name.len());
            log::debug!(target: cx.log, "@{}: cloned as @{name}, the offset its last parameter", name_of(f));
            if let Some(original) = FunctionValue::new(f) {
                cx.remark(RemarkKind::Passed, "ClonedWithOffset", original, |r| {
                    r.text("@")
                        .arg("Function", name_of(f))
                        .text(": cloned as @")
                        .arg("Clone", &name)
                        .text(", the offset its last parameter");
                });
            }
            let n = LLVMCountParams(clone);
            let param = LLVMGetParam(clone, n - 1);
            let offset = if is_kernel {
                let kind_name = kernel_offset_attr(target);
                let kind =
                    LLVMGetEnumAttributeKindForName(kind_name.as_ptr().cast(), kind_name.len());
                let attr = LLVMCreateTypeAttribute(ctx, kind, offsets_t);
                LLVMAddAttributeAtIndex(clone, n, attr);
                // The clone is a kernel as the original is: with a copy of
                // each annotation that names the original.
                for &(list, node) in annotations.get(&f).map_or(&[][..], Vec::as_slice) {
                    md::add_named_md(m, list, ffi::spvp_md_with_first(node, clone));
                }
                match target {
                    Target::Nvptx => param,
                    // The kernel argument segment is constant memory:
                    // copy the offsets into private memory, which is
                    // what the clones of callees take.
                    Target::Amdgcn => {
                        private_copy(b, LLVMGetEntryBasicBlock(clone), param, offsets_t)
                    }
                }
            } else {
                param
            };
            clone_of.insert(f, (clone, offset));
        }
        // The bodies that take the offset: the clones (new and kept), then
        // the earlier clones met on the way that are not among them.
        let mut bodies: Vec<(LLVMValueRef, LLVMValueRef, Option<LLVMValueRef>)> = originals
            .iter()
            .map(|&f| (clone_of[&f].0, clone_of[&f].1, Some(f)))
            .collect();
        let kept_clones: FxHashSet<LLVMValueRef> = kept.values().copied().collect();
        for &c in &earlier {
            if !kept_clones.contains(&c) {
                let offset = offset_in_earlier_clone(c, kernels.contains(&c), target, b, offsets_t);
                bodies.push((c, offset, None));
            }
        }
        // Inside them: calls of originals go to their clones with the
        // offset, roots read it.
        let root_kind: FxHashMap<LLVMValueRef, RootKind> = roots.iter().copied().collect();
        for &(clone, offset, original) in &bodies {
            for call in calls_in(clone) {
                let callee = LLVMGetCalledValue(call);
                if let Some(&(callee_clone, _)) = clone_of.get(&callee) {
                    ffi::spvp_call_with_extra_arg(call, callee_clone, offset);
                    continue;
                }
                match root_kind.get(&callee) {
                    Some(RootKind::Pointer) => {
                        LLVMReplaceAllUsesWith(call, offset);
                        LLVMInstructionEraseFromParent(call);
                    }
                    Some(RootKind::Builtin) => {
                        if !LLVMGetFirstUse(call).is_null() {
                            LLVMPositionBuilderBefore(b, call);
                            let mut dim = [LLVMGetOperand(call, 0)];
                            let at = LLVMBuildInBoundsGEP2(
                                b,
                                i32t,
                                offset,
                                dim.as_mut_ptr(),
                                1,
                                c"".as_ptr(),
                            );
                            let value = LLVMBuildLoad2(b, i32t, at, c"".as_ptr());
                            LLVMSetAlignment(value, 4);
                            let cast =
                                LLVMBuildIntCast2(b, value, LLVMTypeOf(call), 0, c"".as_ptr());
                            LLVMReplaceAllUsesWith(call, cast);
                        }
                        LLVMInstructionEraseFromParent(call);
                    }
                    None => {}
                }
            }
            match original {
                Some(f) if !kept.contains_key(&f) => cx.stats.bump_fn(
                    FunctionValue::new(f).expect("a function"),
                    "global-offset.clones",
                ),
                _ => cx.stats.bump_fn(
                    FunctionValue::new(clone).expect("a function"),
                    "global-offset.clones-updated",
                ),
            }
        }
        LLVMDisposeBuilder(b);
        Some(earlier_set)
    }
}
/// The nodes of the kernel annotation lists (`!nvvm.annotations`,
/// `!amdgcn.annotations`) by the function they name, each with its list
/// (each node once per list, in list order: a node listed twice is copied
/// once).
fn kernel_annotations_by_function(
    m: &Module<'_>,
) -> FxHashMap<LLVMValueRef, Vec<(&'static str, LLVMMetadataRef)>> {
    let mut out: FxHashMap<LLVMValueRef, Vec<(&'static str, LLVMMetadataRef)>> =
        FxHashMap::default();
    for list in KERNEL_ANNOTATIONS {
        let mut seen = FxHashSet::default();
        for node in md::named(m, list) {
            let raw = node.metadata();
            if !seen.insert(raw) {
                continue;
            }
            if let Some(md::MdOperand::Value(v)) = node.operands().first() {
                if let Some(f) = v.function() {
                    out.entry(f.as_value_ref()).or_default().push((list, raw));
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
fn first_cycle(
    reach: &FxHashSet<LLVMValueRef>,
    calls_to: &FxHashMap<LLVMValueRef, Vec<LLVMValueRef>>,
) -> Option<LLVMValueRef> {
    let mut starts: Vec<LLVMValueRef> = reach.iter().copied().collect();
    cycle_from(&starts, calls_to)?;
    starts.sort_by_cached_key(|v| name_of(*v));
    cycle_from(&starts, calls_to)
}

/// The first function found on a cycle of `calls_to`, searching depth-first
/// from each of `starts` in turn.
fn cycle_from(
    starts: &[LLVMValueRef],
    calls_to: &FxHashMap<LLVMValueRef, Vec<LLVMValueRef>>,
) -> Option<LLVMValueRef> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    let mut mark: FxHashMap<LLVMValueRef, Mark> = FxHashMap::default();
    for &start in starts {
        if mark.contains_key(&start) {
            continue;
        }
        let mut stack: Vec<(LLVMValueRef, usize)> = vec![(start, 0)];
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
