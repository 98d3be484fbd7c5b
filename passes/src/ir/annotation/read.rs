//! Reading annotations into [`Annotation`] values: the intrinsic calls,
//! found through the uses of their declarations, then the entries of
//! `@llvm.global.annotations`. Also the readers of constants that the
//! rewrites share: the C string behind a pointer, the global under casts,
//! the table's entries.

use rustc_hash::FxHashMap;
use std::ffi::CString;
use std::rc::Rc;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue, InstructionValue};

use super::{Annotated, Annotation, AnnotationArg, AnnotationKind, Location, NamedLater};
use crate::ir::{self, take_message};

/// The constant under pointer casts and GEPs (where a string or argument
/// struct starts).
///
/// # Safety
/// `v` must be a valid value.
pub(super) unsafe fn strip_casts(v: LLVMValueRef) -> LLVMValueRef {
    strip(v, true)
}

/// # Safety
/// `v` must be a valid value.
unsafe fn strip(mut v: LLVMValueRef, geps: bool) -> LLVMValueRef {
    loop {
        if LLVMIsAConstantExpr(v).is_null() {
            return v;
        }
        match LLVMGetConstOpcode(v) {
            LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => v = LLVMGetOperand(v, 0),
            LLVMOpcode::LLVMGetElementPtr if geps => v = LLVMGetOperand(v, 0),
            _ => return v,
        }
    }
}

/// The global a constant pointer points into and the byte offset into it,
/// through casts and constant GEPs over bytes (`getelementptr i8, ptr @s,
/// i64 1`, `getelementptr [4 x i8], ptr @s, i64 0, i64 1`); `None` for a
/// GEP over anything else or with a negative or non-constant index.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn byte_pointer(mut v: LLVMValueRef) -> Option<(LLVMValueRef, u64)> {
    let mut offset = 0u64;
    loop {
        if LLVMIsAConstantExpr(v).is_null() {
            return Some((v, offset));
        }
        match LLVMGetConstOpcode(v) {
            LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => v = LLVMGetOperand(v, 0),
            LLVMOpcode::LLVMGetElementPtr => {
                let is_byte = |t: LLVMTypeRef| {
                    LLVMGetTypeKind(t) == LLVMTypeKind::LLVMIntegerTypeKind
                        && LLVMGetIntTypeWidth(t) == 8
                };
                let src = LLVMGetGEPSourceElementType(v);
                // Bytes per unit of the first index, and whether a second
                // index steps through the array's bytes.
                let (scale, array) = if is_byte(src) {
                    (1, false)
                } else if LLVMGetTypeKind(src) == LLVMTypeKind::LLVMArrayTypeKind
                    && is_byte(LLVMGetElementType(src))
                {
                    (array_len(src), true)
                } else {
                    return None;
                };
                let n = LLVMGetNumOperands(v) as u32;
                if n > 2 + u32::from(array) {
                    return None;
                }
                for i in 1..n {
                    let idx = LLVMGetOperand(v, i);
                    if LLVMIsAConstantInt(idx).is_null() {
                        return None;
                    }
                    let k = u64::try_from(LLVMConstIntGetSExtValue(idx)).ok()?;
                    let step = if i == 1 { scale } else { 1 };
                    offset = offset.checked_add(k.checked_mul(step)?)?;
                }
                v = LLVMGetOperand(v, 0);
            }
            _ => return Some((v, offset)),
        }
    }
}

/// The C string a constant pointer points at (through casts and byte GEPs,
/// their offsets applied, to a global constant initialized with a string):
/// the array's bytes from there to its end, its terminating NUL dropped. A
/// NUL before that is kept, for the reader to reject (read to the first
/// NUL, `c"3\00junk\00"` lowered as `3`).
///
/// # Safety
/// `v` must be a valid value.
pub(super) unsafe fn c_string(v: LLVMValueRef) -> Option<String> {
    let (g, offset) = byte_pointer(v)?;
    if LLVMIsAGlobalVariable(g).is_null() {
        return None;
    }
    let init = LLVMGetInitializer(g);
    if init.is_null() {
        return None;
    }
    // "" is emitted as `[1 x i8] zeroinitializer`.
    if !LLVMIsAConstantAggregateZero(init).is_null()
        && LLVMGetTypeKind(LLVMTypeOf(init)) == LLVMTypeKind::LLVMArrayTypeKind
    {
        return (offset < array_len(LLVMTypeOf(init))).then(String::new);
    }
    if LLVMIsAConstantDataSequential(init).is_null() || LLVMIsConstantString(init) == 0 {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetAsString(init, &mut len);
    let offset = usize::try_from(offset).ok().filter(|o| *o < len)?;
    let bytes = std::slice::from_raw_parts(p.cast::<u8>().add(offset), len - offset);
    let bytes = bytes.strip_suffix(&[0]).unwrap_or(bytes);
    Some(ir::owned(bytes))
}

/// The strings of one module's annotations, each read once: every
/// annotation points at the same annotation string and file name, and
/// every argument struct at the same property names. Argument structs are
/// read once too, and shared by the annotations that point at one.
#[derive(Default)]
struct Strings {
    strings: FxHashMap<LLVMValueRef, Option<Rc<str>>>,
    args: FxHashMap<LLVMValueRef, Args>,
}

/// An annotation's fifth field, read (see [`Annotation::args`]).
type Args = Rc<Result<Vec<AnnotationArg>, String>>;

impl Strings {
    /// `c_string(v)`, read once per `v`.
    ///
    /// # Safety
    /// `v` must be a valid value (and, like every key, stay one while the
    /// cache lives: nothing is deleted while annotations are read).
    unsafe fn get(&mut self, v: LLVMValueRef) -> Option<Rc<str>> {
        self.strings
            .entry(v)
            .or_insert_with(|| c_string(v).map(Rc::from))
            .clone()
    }

    /// `args(v)`, read once per `v`.
    ///
    /// # Safety
    /// As [`Strings::get`]; `v` is the fifth field of an annotation.
    unsafe fn args(&mut self, v: LLVMValueRef) -> Args {
        if let Some(a) = self.args.get(&v) {
            return Rc::clone(a);
        }
        let a = Rc::new(args(v, self));
        self.args.insert(v, Rc::clone(&a));
        a
    }
}

/// # Safety
/// `v` must be a valid constant.
unsafe fn arg(v: LLVMValueRef, strings: &mut Strings) -> AnnotationArg {
    if !LLVMIsAConstantPointerNull(v).is_null() || !LLVMIsAUndefValue(v).is_null() {
        return AnnotationArg::None;
    }
    if !LLVMIsAConstantInt(v).is_null() {
        return AnnotationArg::Int(LLVMConstIntGetSExtValue(v));
    }
    if !LLVMIsAConstantFP(v).is_null() {
        let mut lost = 0;
        return AnnotationArg::Float(LLVMConstRealGetDouble(v, &mut lost));
    }
    match strings.get(v) {
        Some(s) => AnnotationArg::Str(s.to_string()),
        None => AnnotationArg::Other(take_message(LLVMPrintValueToString(v))),
    }
}

/// # Safety
/// `v` is the fifth field of an annotation.
unsafe fn args(v: LLVMValueRef, strings: &mut Strings) -> Result<Vec<AnnotationArg>, String> {
    if !LLVMIsAConstantPointerNull(v).is_null() || !LLVMIsAUndefValue(v).is_null() {
        return Ok(Vec::new());
    }
    let g = strip_casts(v);
    if LLVMIsAGlobalVariable(g).is_null() {
        return Err(format!(
            "operand 4 is not a global: {}",
            take_message(LLVMPrintValueToString(v))
        ));
    }
    let init = LLVMGetInitializer(g);
    if init.is_null() || LLVMIsAConstantStruct(init).is_null() {
        return Err(
            "operand 4 does not point at a constant struct of property names and values".into(),
        );
    }
    let n = LLVMGetNumOperands(init);
    Ok((0..n as u32)
        .map(|i| arg(LLVMGetOperand(init, i), strings))
        .collect())
}

/// The global variable the fifth field `v` points at, by address; 0 for
/// anything else.
///
/// # Safety
/// `v` is the fifth field of an annotation.
unsafe fn args_global(v: LLVMValueRef) -> usize {
    let g = strip_casts(v);
    if g.is_null() || LLVMIsAGlobalVariable(g).is_null() {
        0
    } else {
        g as usize
    }
}

/// What `v` (an annotated value) is.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn annotated<'ctx>(v: LLVMValueRef) -> Annotated<'ctx> {
    if !LLVMIsAInstruction(v).is_null() {
        return Annotated::Instruction(InstructionValue::new(v));
    }
    if !LLVMIsAArgument(v).is_null() {
        let f = LLVMGetParamParent(v);
        let index = (0..LLVMCountParams(f)).find(|&i| LLVMGetParam(f, i) == v);
        if let (Some(function), Some(index)) = (FunctionValue::new(f), index) {
            return Annotated::Argument { function, index };
        }
        return Annotated::Other;
    }
    // Casts only: an annotation on `@g + 2` is not one on `@g`.
    let s = strip(v, false);
    if !LLVMIsAFunction(s).is_null() {
        if let Some(f) = FunctionValue::new(s) {
            return Annotated::Function(f);
        }
    }
    if !LLVMIsAGlobalVariable(s).is_null() {
        return Annotated::Global(GlobalValue::new(s));
    }
    Annotated::Other
}

/// The name of the global or function an entry annotates, for messages.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn value_name(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    ir::lossy(LLVMGetValueName2(strip_casts(v), &mut len), len)
}

/// The name of the global that lists the annotations of globals and
/// functions.
pub(super) const GLOBAL_ANNOTATIONS: &str = "llvm.global.annotations";

/// The `@llvm.global.annotations` global and its entries, if any.
///
/// # Safety
/// `m` must be a valid module.
pub(super) unsafe fn global_entries(m: &Module<'_>) -> Option<(LLVMValueRef, Vec<LLVMValueRef>)> {
    let name = CString::new(GLOBAL_ANNOTATIONS).expect("no NUL");
    let g = LLVMGetNamedGlobal(m.as_mut_ptr(), name.as_ptr());
    if g.is_null() {
        return None;
    }
    let init = LLVMGetInitializer(g);
    if init.is_null() || LLVMIsAConstantArray(init).is_null() {
        return None;
    }
    let n = LLVMGetNumOperands(init) as u32;
    Some((g, (0..n).map(|i| LLVMGetOperand(init, i)).collect()))
}

/// Every annotation of the module, read as it is reached: calls in
/// function and instruction order, then the entries of
/// `@llvm.global.annotations` (see [`Annotations`]).
pub fn annotations<'ctx>(m: &Module<'ctx>) -> Annotations<'ctx> {
    // The calls are found through the uses of the annotation intrinsics'
    // declarations, grouped by the function that makes them; the
    // definitions are kept in module order for the output's order. No
    // function's instructions are walked: a walk reads every instruction of
    // every caller, a cache miss each on a large module.
    let mut decls: Vec<(LLVMValueRef, AnnotationKind)> = Vec::new();
    let mut definitions: Vec<FunctionValue<'ctx>> = Vec::new();
    for f in m.get_functions() {
        if ir::is_definition(f) {
            definitions.push(f);
            continue;
        }
        // SAFETY: `f` is a function.
        if let Some(kind) = unsafe { annotation_kind_of_callee(f.as_value_ref()) } {
            decls.push((f.as_value_ref(), kind));
        }
    }
    // By calling function; sized once for the most there can be (growing
    // it rehashed every entry into new memory, a cache miss each).
    let mut calls: FxHashMap<LLVMValueRef, Calls> = if decls.is_empty() {
        FxHashMap::default()
    } else {
        FxHashMap::with_capacity_and_hasher(definitions.len(), Default::default())
    };
    for &(decl, _) in &decls {
        // SAFETY: `decl` is a function; its uses are walked with LLVM-C's
        // use iterators. A use counts when it is a call's callee operand
        // (a call's last operand), so a call that also passes the
        // intrinsic as an argument is read once.
        unsafe {
            let mut u = LLVMGetFirstUse(decl);
            while !u.is_null() {
                let user = LLVMGetUser(u);
                let callee_use = u;
                u = LLVMGetNextUse(u);
                if LLVMIsACallInst(user).is_null()
                    || LLVMGetOperandUse(user, LLVMGetNumOperands(user) as u32 - 1) != callee_use
                    || LLVMGetNumArgOperands(user) < 4
                {
                    continue;
                }
                let bb = LLVMGetInstructionParent(user);
                if !bb.is_null() {
                    calls
                        .entry(LLVMGetBasicBlockParent(bb))
                        .or_default()
                        .push((user, bb));
                }
            }
        }
    }
    let functions: Vec<(FunctionValue<'ctx>, Calls)> = if calls.is_empty() {
        Vec::new()
    } else {
        definitions
            .into_iter()
            .filter_map(|f| calls.remove(&f.as_value_ref()).map(|c| (f, c)))
            .collect()
    };
    // SAFETY: `m` is a valid module.
    let entries = unsafe { global_entries(m) }.map_or_else(Vec::new, |(_, e)| e);
    Annotations {
        strings: Strings::default(),
        decls,
        functions: functions.into_iter(),
        current: None,
        entries: entries.into_iter().enumerate(),
    }
}

/// The annotation calls of one function, each with its block.
type Calls = Vec<(LLVMValueRef, LLVMBasicBlockRef)>;

/// The annotations of a module (from [`annotations`]), each read when it is
/// reached rather than all at once: nothing is kept of the ones already
/// given, and what a pass changed in the module before reaching one is seen
/// in it. An annotation call whose annotated pointer is another annotation
/// call that a pass removed (its uses given the pointer it annotated) reads
/// as annotating that pointer.
///
/// While it is used, the module may be changed only as the
/// [`Rewriter`](super::Rewriter) does: an annotation already given may be
/// rewritten or erased, but no call not yet given may be erased, and no
/// global deleted (the strings read are kept by address; the rewriter
/// deletes globals in `finish`, after the loop).
pub struct Annotations<'ctx> {
    strings: Strings,
    /// The declared annotation intrinsics (a handful).
    decls: Vec<(LLVMValueRef, AnnotationKind)>,
    /// The functions with annotation calls, in module order.
    functions: std::vec::IntoIter<(FunctionValue<'ctx>, Calls)>,
    /// The function being read: its name for messages and its calls left,
    /// in instruction order.
    current: Option<(
        NamedLater<'ctx>,
        std::vec::IntoIter<(LLVMValueRef, LLVMBasicBlockRef)>,
    )>,
    /// The entries of `@llvm.global.annotations`, with their indices.
    entries: std::iter::Enumerate<std::vec::IntoIter<LLVMValueRef>>,
}

impl<'ctx> Iterator for Annotations<'ctx> {
    type Item = Annotation<'ctx>;

    fn next(&mut self) -> Option<Annotation<'ctx>> {
        loop {
            if let Some((name, calls)) = &mut self.current {
                for (call, _) in calls.by_ref() {
                    // SAFETY: `call` is an annotation call with at least
                    // four arguments, not erased (see the type's contract).
                    let callee = unsafe { LLVMGetCalledValue(call) };
                    let Some(&(_, kind)) = self.decls.iter().find(|(d, _)| *d == callee) else {
                        continue;
                    };
                    // SAFETY: as above.
                    return Some(unsafe {
                        read(
                            Location::Call(InstructionValue::new(call)),
                            kind,
                            name.clone(),
                            LLVMGetNumArgOperands(call),
                            |k| LLVMGetOperand(call, k),
                            &mut self.strings,
                        )
                    });
                }
                self.current = None;
            }
            let Some((f, mut found)) = self.functions.next() else {
                break;
            };
            // SAFETY: the calls all lie in `f`, none erased or moved yet:
            // only a function's own annotations are rewritten, after it is
            // reached.
            unsafe { sort_in_function_order(&mut found) };
            self.current = Some((NamedLater::function(f), found.into_iter()));
        }
        // SAFETY: entries are checked to be constant structs of (at least)
        // four fields before their operands are read.
        unsafe {
            for (i, e) in self.entries.by_ref() {
                if LLVMIsAConstantStruct(e).is_null() || LLVMGetNumOperands(e) < 4 {
                    continue;
                }
                return Some(read(
                    Location::GlobalEntry(i as u32),
                    AnnotationKind::Global,
                    NamedLater::name(value_name(LLVMGetOperand(e, 0)).into()),
                    LLVMGetNumOperands(e) as u32,
                    |k| LLVMGetOperand(e, k),
                    &mut self.strings,
                ));
            }
        }
        None
    }
}

/// Puts `insts`, distinct instructions of one function, each with its
/// block, in their order in the function: blocks in the function's order,
/// then instructions in the block's. Reads forward from each to the next
/// of them, the walks of a block in step until all but its last have found
/// what follows them: together they read at most twice the instructions
/// from a block's first to its last and nothing before the first, whatever
/// the order given. LLVM's `comesBefore` would number, and so write, every
/// instruction of the block. The function's blocks are counted only when
/// the instructions lie in more than one. Which of `insts` an instruction
/// or block is, is found by a scan when there are a few (most functions
/// have one to three annotations: hash maps cost more there than the scan),
/// through a map for more.
///
/// # Safety
/// Every element is an instruction in the block it is given with, all in
/// one function.
unsafe fn sort_in_function_order(insts: &mut [(LLVMValueRef, LLVMBasicBlockRef)]) {
    /// Up to this many, scanned.
    const SCAN: usize = 16;
    let n = insts.len();
    if n < 2 {
        return;
    }
    let (by_inst, by_block): (FxHashMap<_, _>, FxHashMap<_, _>) = if n > SCAN {
        let mut by_block = FxHashMap::default();
        for (k, &(_, bb)) in insts.iter().enumerate() {
            by_block.entry(bb).or_insert(k);
        }
        let by_inst = insts
            .iter()
            .enumerate()
            .map(|(k, &(i, _))| (i, k))
            .collect();
        (by_inst, by_block)
    } else {
        Default::default()
    };
    let member = |v: LLVMValueRef| match n > SCAN {
        true => by_inst.get(&v).copied(),
        false => insts.iter().position(|&(i, _)| i == v),
    };
    // Each instruction's block by the first of `insts` in it, and per such
    // block the successors still to find: its instructions less one.
    let first_in_block: Vec<usize> = insts
        .iter()
        .enumerate()
        .map(|(k, &(_, bb))| match n > SCAN {
            true => by_block[&bb],
            false => insts[..k].iter().position(|&(_, b)| b == bb).unwrap_or(k),
        })
        .collect();
    let mut missing = vec![0usize; n];
    first_in_block.iter().for_each(|&b| missing[b] += 1);
    missing.iter_mut().for_each(|m| *m = m.saturating_sub(1));
    // The walks of a block go in step, so the one from its last (which
    // runs to the block's end) costs no more than the others together.
    let mut next = vec![usize::MAX; n];
    let mut follows = vec![false; n];
    let mut walks: Vec<(usize, LLVMValueRef)> = insts
        .iter()
        .enumerate()
        .map(|(k, &(i, _))| (k, i))
        .collect();
    while !walks.is_empty() {
        walks.retain_mut(|(from, at)| {
            let left = &mut missing[first_in_block[*from]];
            if *left == 0 {
                return false;
            }
            *at = LLVMGetNextInstruction(*at);
            if at.is_null() {
                return false;
            }
            let Some(k) = member(*at) else {
                return true;
            };
            next[*from] = k;
            follows[k] = true;
            *left -= 1;
            false
        });
    }
    // The first in each block, in block order.
    let mut heads: Vec<usize> = (0..n).filter(|&k| !follows[k]).collect();
    if heads.len() > 1 {
        let mut index: FxHashMap<LLVMBasicBlockRef, usize> = FxHashMap::default();
        let mut bb = LLVMGetFirstBasicBlock(LLVMGetBasicBlockParent(insts[heads[0]].1));
        while !bb.is_null() {
            index.insert(bb, index.len());
            bb = LLVMGetNextBasicBlock(bb);
        }
        heads.sort_by_key(|&k| index.get(&insts[k].1).copied());
    }
    let given = insts.to_vec();
    let mut at = 0;
    for head in heads {
        let mut k = head;
        while k != usize::MAX {
            insts[at] = given[k];
            at += 1;
            k = next[k];
        }
    }
}

/// One annotation from its five fields (annotated value, string, file,
/// line, arguments), the same for a call's arguments and a global entry's
/// struct fields; `n` is how many there are (at least four).
///
/// # Safety
/// `field(i)` returns a valid value for every `i < n`.
unsafe fn read<'ctx>(
    location: Location<'ctx>,
    kind: AnnotationKind,
    function: NamedLater<'ctx>,
    n: u32,
    field: impl Fn(u32) -> LLVMValueRef,
    strings: &mut Strings,
) -> Annotation<'ctx> {
    let line_v = field(3);
    Annotation {
        location,
        kind,
        function,
        text: strings.get(field(1)),
        file: strings.get(field(2)),
        line: (!LLVMIsAConstantInt(line_v).is_null()).then(|| LLVMConstIntGetZExtValue(line_v)),
        args: if n >= 5 {
            strings.args(field(4))
        } else {
            Rc::new(Ok(Vec::new()))
        },
        args_global: if n >= 5 { args_global(field(4)) } else { 0 },
        target: annotated(field(0)),
    }
}

/// Which annotation intrinsic `callee` is, if it is one.
///
/// # Safety
/// `callee` is null or a valid value.
unsafe fn annotation_kind_of_callee(callee: LLVMValueRef) -> Option<AnnotationKind> {
    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
        return None;
    }
    let mut len = 0usize;
    let name = ir::lossy(LLVMGetValueName2(callee, &mut len), len);
    if name.starts_with("llvm.ptr.annotation") {
        Some(AnnotationKind::Ptr)
    } else if name.starts_with("llvm.var.annotation") {
        Some(AnnotationKind::Var)
    } else {
        None
    }
}

/// The element count of array type `ty` (LLVM 17 added the 64-bit
/// `LLVMGetArrayLength2` and deprecated the 32-bit one).
///
/// SAFETY: `ty` must be an array type.
unsafe fn array_len(ty: LLVMTypeRef) -> u64 {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return LLVMGetArrayLength2(ty);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return crate::ir::ffi::spvp_array_length(ty);
}
