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

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

use crate::ir::{self, ffi, md};
use crate::metadata::kernel::{kernel_set, NVVM_ANNOTATIONS};
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

/// The loads reached from a pointer root's call through GEPs (to become 0)
/// and the GEPs (to delete, users first); `Err` names what else uses it.
///
/// # Safety
/// `call` must be a valid instruction.
unsafe fn loads_through_geps(
    call: LLVMValueRef,
) -> Result<(Vec<LLVMValueRef>, Vec<LLVMValueRef>), String> {
    let mut loads = Vec::new();
    let mut geps = Vec::new();
    let mut work = vec![call];
    while let Some(v) = work.pop() {
        for u in ir::users(v) {
            if !LLVMIsALoadInst(u).is_null() {
                if LLVMGetTypeKind(LLVMTypeOf(u)) != LLVMTypeKind::LLVMIntegerTypeKind {
                    return Err("a load of a non-integer type".into());
                }
                loads.push(u);
            } else if !LLVMIsAGetElementPtrInst(u).is_null() && LLVMGetOperand(u, 0) == v {
                geps.push(u);
                work.push(u);
            } else {
                return Err(format!(
                    "'{}' (only loads, directly or through getelementptr, can read an offset of 0 without a stack array)",
                    ir::md::print_value(u).trim()
                ));
            }
        }
    }
    Ok((loads, geps))
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
        let mut pointer_reads: Vec<(LLVMValueRef, Vec<LLVMValueRef>, Vec<LLVMValueRef>)> =
            Vec::new();
        for &(root, kind) in roots {
            if kind != RootKind::Pointer {
                continue;
            }
            for call in ir::users(root) {
                let Some(f) = caller_of(call, root) else {
                    continue;
                };
                match loads_through_geps(call) {
                    Ok((loads, geps)) => pointer_reads.push((call, loads, geps)),
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

        if self.offset == Offset::Cloned && !self.clone_all(m, target, roots, cx) {
            return false;
        }

        // The originals read 0.
        for (call, loads, geps) in pointer_reads {
            for l in loads {
                LLVMReplaceAllUsesWith(l, LLVMConstInt(LLVMTypeOf(l), 0, 0));
                LLVMInstructionEraseFromParent(l);
            }
            for g in geps.into_iter().rev() {
                LLVMInstructionEraseFromParent(g);
            }
            LLVMInstructionEraseFromParent(call);
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

    /// Clones every function that reaches a root (false after reporting
    /// why it cannot).
    unsafe fn clone_all(
        &self,
        m: &Module<'_>,
        target: Target,
        roots: &[(LLVMValueRef, RootKind)],
        cx: &mut PassCx,
    ) -> bool {
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
            return false;
        }
        let used = targets::used_list_entries(m);

        // Reach: the functions that call a root, and their callers.
        let mut reach: FxHashSet<LLVMValueRef> = FxHashSet::default();
        let mut calls_to: FxHashMap<LLVMValueRef, Vec<LLVMValueRef>> = FxHashMap::default();
        let mut work: VecDeque<LLVMValueRef> = VecDeque::new();
        for &(root, _) in roots {
            for u in ir::users(root) {
                if let Some(f) = caller_of(u, root) {
                    if reach.insert(f) {
                        work.push_back(f);
                    }
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
                        calls_to.entry(caller).or_default().push(f);
                        if reach.insert(caller) {
                            work.push_back(caller);
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
        if cx.has_errors() {
            return false;
        }

        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        let b = LLVMCreateBuilderInContext(ctx);
        let i32t = LLVMInt32TypeInContext(ctx);
        let offsets_t = ir::array_type(i32t, 3);
        let annotations = nvvm_annotations_by_function(m);
        // Module order, each clone right after its original.
        let originals: Vec<LLVMValueRef> = m
            .get_functions()
            .map(|f| f.as_value_ref())
            .filter(|f| reach.contains(f))
            .collect();
        let mut clone_of: FxHashMap<LLVMValueRef, (LLVMValueRef, LLVMValueRef)> =
            FxHashMap::default();
        for &f in &originals {
            let is_kernel = kernels.contains(&f);
            let param_as = match (target, is_kernel) {
                (Target::Nvptx, _) => 0,
                (Target::Amdgcn, true) => 4,
                (Target::Amdgcn, false) => 5,
            };
            let param_t = LLVMPointerTypeInContext(ctx, param_as);
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
                let kind_name = if target == Target::Nvptx {
                    "byval"
                } else {
                    "byref"
                };
                let kind =
                    LLVMGetEnumAttributeKindForName(kind_name.as_ptr().cast(), kind_name.len());
                let attr = LLVMCreateTypeAttribute(ctx, kind, offsets_t);
                LLVMAddAttributeAtIndex(clone, n, attr);
                match target {
                    Target::Nvptx => {
                        for &node in annotations.get(&f).map_or(&[][..], Vec::as_slice) {
                            md::add_named_md(
                                m,
                                NVVM_ANNOTATIONS,
                                ffi::spvp_md_with_first(node, clone),
                            );
                        }
                        param
                    }
                    Target::Amdgcn => {
                        // The kernel argument segment is constant memory:
                        // copy the offsets into private memory, which is
                        // what the clones of callees take.
                        ir::position_at_block_start(b, LLVMGetEntryBasicBlock(clone));
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
                }
            } else {
                param
            };
            clone_of.insert(f, (clone, offset));
        }
        // Inside the clones: calls of originals go to their clones with the
        // offset, roots read it.
        let root_kind: FxHashMap<LLVMValueRef, RootKind> = roots.iter().copied().collect();
        for &f in &originals {
            let (clone, offset) = clone_of[&f];
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
            cx.stats.bump_fn(
                FunctionValue::new(f).expect("a function"),
                "global-offset.clones",
            );
        }
        LLVMDisposeBuilder(b);
        true
    }
}

/// `!nvvm.annotations` nodes by the function they name (each node once,
/// in list order: a node listed twice is copied once).
unsafe fn nvvm_annotations_by_function(
    m: &Module<'_>,
) -> FxHashMap<LLVMValueRef, Vec<LLVMMetadataRef>> {
    let mut out: FxHashMap<LLVMValueRef, Vec<LLVMMetadataRef>> = FxHashMap::default();
    let mut seen = FxHashSet::default();
    for node in md::named(m, NVVM_ANNOTATIONS) {
        let raw = node.metadata();
        if !seen.insert(raw) {
            continue;
        }
        if let Some(md::MdOperand::Value(v)) = node.operands().first() {
            if let Some(f) = v.function() {
                out.entry(f.as_value_ref()).or_default().push(raw);
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
