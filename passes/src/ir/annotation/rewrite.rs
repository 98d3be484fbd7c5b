//! Rewriting annotations: the [`Rewriter`] gives an annotation new text,
//! removes it or replaces its call, and rebuilds `@llvm.global.annotations`
//! at the end; the string globals it points the annotations at are shared
//! per text and address space (`StringGlobals`), and the globals the old
//! annotations used are deleted once nothing uses them.

use rustc_hash::FxHashMap;
use std::ffi::{c_char, CString};

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMLinkage, LLVMTypeKind, LLVMUnnamedAddr};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};

use super::read::{c_string, global_entries, strip_casts, GLOBAL_ANNOTATIONS};
use super::{Annotation, AnnotationKind, Location};
use crate::ir::call::{self, CallSite, NewArg};
use crate::ir::constants::{const_array, const_string};
use crate::ir::{self, take_message};

/// The private constants holding annotation strings (NUL-terminated), one
/// per text and address space, shared by every annotation that needs it.
/// The module's existing ones (named `.str.spirv-props*`) are read once, on
/// first use, so finding a string costs the same however many there are
/// (a scan of the module's globals per string made rewriting quadratic).
/// A lookup allocates nothing (the map is per address space, keyed by the
/// text).
#[derive(Default)]
struct StringGlobals {
    known: Option<FxHashMap<u32, FxHashMap<String, LLVMValueRef>>>,
}

const STRING_PREFIX: &str = ".str.spirv-props";

impl StringGlobals {
    /// The global for `text` in `addrspace`, created (in section `section`,
    /// a NUL-terminated name, or none if null or empty) if the module has
    /// none.
    ///
    /// # Safety
    /// `m` must be a valid module; no global this cache handed out may have
    /// been deleted since; `section` is null or a NUL-terminated string.
    unsafe fn get(
        &mut self,
        m: &Module<'_>,
        text: &str,
        addrspace: u32,
        section: *const c_char,
    ) -> LLVMValueRef {
        let known = self.known.get_or_insert_with(|| {
            let mut known: FxHashMap<u32, FxHashMap<String, LLVMValueRef>> = FxHashMap::default();
            for g in m.get_globals() {
                let raw = g.as_value_ref();
                // Ours are constant arrays: only those are named (a name
                // is a lookup in the context's name table, a cache miss per
                // global on a large module).
                if LLVMIsGlobalConstant(raw) == 0
                    || LLVMGetTypeKind(LLVMGlobalGetValueType(raw))
                        != LLVMTypeKind::LLVMArrayTypeKind
                {
                    continue;
                }
                let mut len = 0usize;
                let name = LLVMGetValueName2(raw, &mut len);
                if len < STRING_PREFIX.len()
                    || std::slice::from_raw_parts(name.cast::<u8>(), STRING_PREFIX.len())
                        != STRING_PREFIX.as_bytes()
                {
                    continue;
                }
                if let Some(t) = c_string(raw) {
                    let space = LLVMGetPointerAddressSpace(LLVMTypeOf(raw));
                    // The first in module order, as a scan would find it.
                    known.entry(space).or_default().entry(t).or_insert(raw);
                }
            }
            known
        });
        let in_space = known.entry(addrspace).or_default();
        if let Some(&g) = in_space.get(text) {
            return g;
        }
        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        let init = const_string(ctx, text.as_bytes(), true);
        let g = LLVMAddGlobalInAddressSpace(
            m.as_mut_ptr(),
            LLVMTypeOf(init),
            c".str.spirv-props".as_ptr(),
            addrspace,
        );
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(g, LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
        if !section.is_null() && *section != 0 {
            LLVMSetSection(g, section);
        }
        in_space.insert(text.to_owned(), g);
        g
    }

    /// A pointer constant of type `ty` to the string global for `text`,
    /// placed like the string `like` (its address space and section).
    ///
    /// # Safety
    /// As for `get`; `like` is a pointer-typed constant.
    unsafe fn like(&mut self, m: &Module<'_>, text: &str, like: LLVMValueRef) -> LLVMValueRef {
        let ty = LLVMTypeOf(like);
        let g = self.get(m, text, LLVMGetPointerAddressSpace(ty), section_of(like));
        LLVMConstPointerCast(g, ty)
    }
}

/// The section of the global a constant pointer points into, if any: null
/// or a NUL-terminated name (empty for none) that LLVM keeps for the
/// context's lifetime (section names are interned in the context).
///
/// # Safety
/// `v` must be a valid value.
unsafe fn section_of(v: LLVMValueRef) -> *const c_char {
    let base = strip_casts(v);
    if LLVMIsAGlobalValue(base).is_null() {
        return std::ptr::null();
    }
    LLVMGetSection(base)
}

/// The call-site attributes of an annotation's fifth argument that stop
/// being true when it becomes null: what optimizations inferred about the
/// old pointer.
const POINTER_FACTS: [&str; 4] = [
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "align",
];

/// Rewrites annotation calls and entries. Calls change at once; entries of
/// `@llvm.global.annotations` are collected and rebuilt by `finish`, since
/// removing one changes the array's type.
pub struct Rewriter<'a, 'ctx> {
    m: &'a Module<'ctx>,
    /// Changed global entries: `None` remove, `Some((text, clear_args))`
    /// new text.
    entries: Vec<(u32, Option<(String, bool)>)>,
    /// Globals the rewritten annotations stopped using (strings, argument
    /// structs): deleted by `finish` if nothing else uses them.
    /// Each with whether it was reached through a constant expression
    /// (which the rewrite may have left dead, a user of the global); each
    /// global once (every annotation notes the same few strings).
    orphans: Vec<(LLVMValueRef, bool)>,
    /// Where each global is in `orphans`.
    noted: FxHashMap<LLVMValueRef, usize>,
    /// Declarations that replaced or removed calls stopped using (the
    /// annotation intrinsic): deleted by `finish` if nothing else calls them.
    callees: Vec<FunctionValue<'ctx>>,
    strings: StringGlobals,
    /// The attribute kinds of `POINTER_FACTS`, looked up once.
    pointer_facts: [u32; 4],
}

impl<'a, 'ctx> Rewriter<'a, 'ctx> {
    /// A rewriter of `m`'s annotations, with nothing changed yet.
    pub fn new(m: &'a Module<'ctx>) -> Self {
        Rewriter {
            m,
            entries: Vec::new(),
            orphans: Vec::new(),
            noted: FxHashMap::default(),
            callees: Vec::new(),
            strings: StringGlobals::default(),
            // SAFETY: reads LLVM's static table of attribute names.
            pointer_facts: POINTER_FACTS
                .map(|a| unsafe { LLVMGetEnumAttributeKindForName(a.as_ptr().cast(), a.len()) }),
        }
    }

    /// # Safety
    /// `u` is a call or a constant struct of an annotation.
    unsafe fn note_orphans(&mut self, u: LLVMValueRef, fields: &[u32]) {
        for &i in fields {
            let field = LLVMGetOperand(u, i);
            let g = strip_casts(field);
            if !LLVMIsAGlobalVariable(g).is_null() {
                let dirty = g != field;
                let at = *self.noted.entry(g).or_insert_with(|| {
                    self.orphans.push((g, false));
                    self.orphans.len() - 1
                });
                self.orphans[at].1 |= dirty;
            }
        }
    }

    /// Gives the annotation the string `text`; with `clear_args`, also no
    /// fifth operand (the values it held now live in the string).
    pub fn set_text(&mut self, a: &Annotation<'ctx>, text: &str, clear_args: bool) {
        match a.location {
            // SAFETY: annotation calls have five arguments (`annotations`
            // only lists calls with at least four; the fifth is checked).
            Location::Call(c) => unsafe {
                let v = c.as_value_ref();
                // The new string goes where the old one was (its address
                // space and section), as the reference does: the call and
                // its intrinsic overload stay as they are.
                self.note_orphans(v, if clear_args { &[1, 4] } else { &[1] });
                let s = self.strings.like(self.m, text, LLVMGetOperand(v, 1));
                LLVMSetOperand(v, 1, s);
                if clear_args && LLVMGetNumArgOperands(v) >= 5 {
                    let ty = LLVMTypeOf(LLVMGetOperand(v, 4));
                    LLVMSetOperand(v, 4, LLVMConstPointerNull(ty));
                    // What optimizations inferred about the old pointer
                    // (`nonnull`, ...) is false of null. (Attribute index
                    // of argument 4: 0 is the return value.)
                    if LLVMGetCallSiteAttributeCount(v, 4 + 1) > 0 {
                        for k in self.pointer_facts {
                            LLVMRemoveCallSiteEnumAttribute(v, 4 + 1, k);
                        }
                    }
                }
            },
            Location::GlobalEntry(i) => self.entries.push((i, Some((text.to_owned(), clear_args)))),
        }
    }

    /// Remembers the callee of `call`, to delete its declaration in
    /// `finish` if the rewrite leaves it unused.
    ///
    /// # Safety
    /// `call` is a call instruction.
    unsafe fn note_callee(&mut self, call: LLVMValueRef) {
        if let Some(f) = FunctionValue::new(LLVMGetCalledValue(call)) {
            if !self.callees.contains(&f) {
                self.callees.push(f);
            }
        }
    }

    /// Removes the annotation; a `llvm.ptr.annotation` call's uses take the
    /// annotated pointer.
    pub fn remove(&mut self, a: &Annotation<'ctx>) {
        match a.location {
            // SAFETY: `c` is an annotation call; its first operand has the
            // call's type (`llvm.ptr.annotation` returns its argument's type).
            Location::Call(c) => unsafe {
                let v = c.as_value_ref();
                self.note_orphans(v, &[1, 2, 4]);
                self.note_callee(v);
                if a.kind == AnnotationKind::Ptr {
                    LLVMReplaceAllUsesWith(v, LLVMGetOperand(v, 0));
                }
                LLVMInstructionEraseFromParent(v);
            },
            Location::GlobalEntry(i) => self.entries.push((i, None)),
        }
    }

    /// For a `llvm.ptr.annotation` call whose annotated pointer is a
    /// struct `alloca` itself (the member at offset 0, after InstCombine
    /// folded its zero-offset GEP): removes the call, its uses taking a new
    /// `getelementptr inbounds %T, ptr %var, i64 0, i32 0` built in its
    /// place, and returns that GEP. `None` (nothing changed) for any other
    /// annotation.
    ///
    /// Why: with no struct-typed GEP on the variable, llc-22 types it by
    /// its first access (`OpVariable` of the member's pointer type instead
    /// of the struct), and the Intel OpenCL CPU runtime runs the result into
    /// a segmentation fault (annotated_vadd.cl after `default<O2>`, with or
    /// without decorations); with the GEP it types the struct.
    pub fn member_pointer(&mut self, a: &Annotation<'ctx>) -> Option<InstructionValue<'ctx>> {
        let (Location::Call(c), AnnotationKind::Ptr) = (a.location, a.kind) else {
            return None;
        };
        // SAFETY: `c` is a `llvm.ptr.annotation` call (five operands, the
        // first a pointer of the call's type); the alloca's allocated type
        // is a sized struct with at least one element, so the GEP's indices
        // (i64 0, i32 0) are valid; the builder is disposed before return.
        unsafe {
            let v = c.as_value_ref();
            let var = LLVMGetOperand(v, 0);
            if LLVMIsAAllocaInst(var).is_null() {
                return None;
            }
            let ty = LLVMGetAllocatedType(var);
            if LLVMGetTypeKind(ty) != inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind
                || LLVMCountStructElementTypes(ty) == 0
            {
                return None;
            }
            let ctx = LLVMGetModuleContext(self.m.as_mut_ptr());
            let b = LLVMCreateBuilderInContext(ctx);
            LLVMPositionBuilderBefore(b, v);
            let mut idx = [
                LLVMConstInt(LLVMInt64TypeInContext(ctx), 0, 0),
                LLVMConstInt(LLVMInt32TypeInContext(ctx), 0, 0),
            ];
            let gep = LLVMBuildInBoundsGEP2(b, ty, var, idx.as_mut_ptr(), 2, c"".as_ptr());
            LLVMDisposeBuilder(b);
            self.note_orphans(v, &[1, 2, 4]);
            self.note_callee(v);
            LLVMReplaceAllUsesWith(v, gep);
            LLVMInstructionEraseFromParent(v);
            InstructionValue::new(gep).into()
        }
    }

    /// Replaces a `llvm.ptr.annotation` call with a call to `callee_base`
    /// (declared per pointer type as `<base>.p<AS>`: `ptr (ptr)`, no memory
    /// effects) and returns the new call; `None` for other annotations.
    pub fn replace_with_call(
        &mut self,
        a: &Annotation<'ctx>,
        callee_base: &str,
    ) -> Result<Option<InstructionValue<'ctx>>, String> {
        let (Location::Call(c), AnnotationKind::Ptr) = (a.location, a.kind) else {
            return Ok(None);
        };
        let Some(site) = CallSite::of(c) else {
            return Ok(None);
        };
        // SAFETY: `c` is a `llvm.ptr.annotation` call whose result and first
        // operand share one pointer type; the new callee is declared with
        // exactly that signature.
        unsafe {
            let v = c.as_value_ref();
            let ptr_ty = LLVMTypeOf(v);
            let name = format!("{callee_base}.p{}", LLVMGetPointerAddressSpace(ptr_ty));
            if ir::name_taken_by_non_function(self.m, &name) {
                return Err(format!(
                    "cannot declare @{name}: a global of the module has that name"
                ));
            }
            let cname = CString::new(name.as_str()).map_err(|e| e.to_string())?;
            let mut params: [LLVMTypeRef; 1] = [ptr_ty];
            let fn_ty = LLVMFunctionType(ptr_ty, params.as_mut_ptr(), 1, 0);
            let mut f = LLVMGetNamedFunction(self.m.as_mut_ptr(), cname.as_ptr());
            if !f.is_null() && LLVMGlobalGetValueType(f) != fn_ty {
                return Err(format!(
                    "cannot use @{name}: the module declares it with another type ({})",
                    take_message(LLVMPrintTypeToString(LLVMGlobalGetValueType(f)))
                ));
            }
            if f.is_null() {
                f = LLVMAddFunction(self.m.as_mut_ptr(), cname.as_ptr(), fn_ty);
                let ctx = LLVMGetModuleContext(self.m.as_mut_ptr());
                // No memory effects: `readnone` up to LLVM 15, `memory(none)`
                // (value 0) from LLVM 16, which rejects `readnone` on functions.
                let kind = |a: &str| LLVMGetEnumAttributeKindForName(a.as_ptr().cast(), a.len());
                let no_memory = if kind("memory") != 0 {
                    "memory"
                } else {
                    "readnone"
                };
                for attr in ["nounwind", no_memory, "willreturn"] {
                    LLVMAddAttributeAtIndex(
                        f,
                        u32::MAX,
                        LLVMCreateEnumAttribute(ctx, kind(attr), 0),
                    );
                }
            }
            self.note_orphans(v, &[1, 2, 4]);
            self.note_callee(v);
            let Some(callee) = FunctionValue::new(f) else {
                return Ok(None);
            };
            Ok(Some(call::replace_call(site, callee, &[NewArg::Keep(0)])))
        }
    }

    /// Rebuilds `@llvm.global.annotations` with the collected changes and
    /// deletes the globals rewritten annotations no longer use. Returns
    /// whether anything changed.
    pub fn finish(mut self) -> bool {
        let changed = !self.entries.is_empty() || !self.orphans.is_empty();
        // Declarations (no body) that replaced or removed calls stopped using.
        for &f in &self.callees {
            call::delete_unused(f);
        }
        // SAFETY: entries are constant structs (checked when listed); the
        // new array has the old element type; a replaced global is deleted
        // only after its replacement took its name.
        unsafe {
            if !self.entries.is_empty() {
                if let Some((g, old)) = global_entries(self.m) {
                    let mut kept = Vec::new();
                    let mut orphans = std::mem::take(&mut self.orphans);
                    // The last change of each entry wins.
                    let changes: FxHashMap<u32, &Option<(String, bool)>> =
                        self.entries.iter().map(|(j, c)| (*j, c)).collect();
                    for (i, e) in old.into_iter().enumerate() {
                        match changes.get(&(i as u32)).copied() {
                            None => kept.push(e),
                            Some(None) => {
                                orphans.extend(fields_globals(e, &[1, 2, 4]));
                            }
                            Some(Some((text, clear))) => {
                                orphans
                                    .extend(fields_globals(e, if *clear { &[1, 4] } else { &[1] }));
                                kept.push(with_text(self.m, &mut self.strings, e, text, *clear));
                            }
                        }
                    }
                    let elem = LLVMGetElementType(LLVMTypeOf(LLVMGetInitializer(g)));
                    if kept.is_empty() {
                        LLVMDeleteGlobal(g);
                    } else {
                        let arr = const_array(elem, &mut kept);
                        if LLVMTypeOf(arr) == LLVMTypeOf(LLVMGetInitializer(g)) {
                            LLVMSetInitializer(g, arr);
                        } else {
                            let empty = CString::default();
                            let n =
                                LLVMAddGlobal(self.m.as_mut_ptr(), LLVMTypeOf(arr), empty.as_ptr());
                            LLVMSetInitializer(n, arr);
                            LLVMSetLinkage(n, LLVMLinkage::LLVMAppendingLinkage);
                            let s = CString::new("llvm.metadata").expect("no NUL");
                            LLVMSetSection(n, s.as_ptr());
                            LLVMDeleteGlobal(g);
                            let name = CString::new(GLOBAL_ANNOTATIONS).expect("no NUL");
                            LLVMSetValueName2(n, name.as_ptr(), GLOBAL_ANNOTATIONS.len());
                        }
                    }
                    delete_dead(orphans);
                    return true;
                }
            }
            delete_dead(self.orphans);
        }
        changed
    }
}

/// The globals fields `fields` of a constant struct point at, each marked
/// as left with a dead constant user (the entry, replaced in the table).
///
/// # Safety
/// `e` is a constant struct with those fields.
unsafe fn fields_globals(e: LLVMValueRef, fields: &[u32]) -> Vec<(LLVMValueRef, bool)> {
    fields
        .iter()
        .filter(|&&i| (i as i32) < LLVMGetNumOperands(e))
        .map(|&i| (strip_casts(LLVMGetOperand(e, i)), true))
        .filter(|(g, _)| !LLVMIsAGlobalVariable(*g).is_null())
        .collect()
}

/// A global annotation entry with string `text` (and with `clear_args`, a
/// null fifth field).
///
/// # Safety
/// `e` is a constant struct of at least four fields.
unsafe fn with_text(
    m: &Module<'_>,
    strings: &mut StringGlobals,
    e: LLVMValueRef,
    text: &str,
    clear_args: bool,
) -> LLVMValueRef {
    let n = LLVMGetNumOperands(e) as u32;
    let mut fields: Vec<LLVMValueRef> = (0..n).map(|i| LLVMGetOperand(e, i)).collect();
    fields[1] = strings.like(m, text, fields[1]);
    if clear_args && n >= 5 {
        fields[4] = LLVMConstPointerNull(LLVMTypeOf(fields[4]));
    }
    let ty = LLVMTypeOf(e);
    LLVMConstNamedStruct(ty, fields.as_mut_ptr(), n)
}

/// Deletes those of `globals` that are private or internal constants,
/// carry no attributes or metadata and are no longer used, then what their
/// initializers used, transitively (an argument struct, then its strings).
/// A variable, or a global with properties or decorations, is data of the
/// program that an annotation merely pointed at: it stays.
///
/// The work is proportional to what the candidates are and to their uses,
/// each walked a bounded number of times, however many argument structs
/// share a property-name string. (Visiting a shared string again each time
/// one of its structs was deleted, each visit walking all of its remaining
/// uses, made the clean-up quadratic in the structs: issue 31.) In four
/// steps:
///
/// 1. the candidates: `globals`, and the globals the fields of a deletable
///    candidate's struct initializer point at (casts and GEPs looked
///    through), transitively;
/// 2. the uses of each candidate, walked once through constant users to
///    what holds them: an instruction, a function, an alias or a global
///    that is no candidate keeps the candidate; the candidates whose
///    initializers reach it are its referrers (dead constants reach
///    nothing);
/// 3. the deleted: a deletable candidate nothing else keeps, once all of
///    its referrers are deleted (a cycle keeps its members, as reference
///    counting does);
/// 4. in that order (referrers first, so what their initializers left
///    behind is dead), each loses its dead constant users and goes; every
///    candidate that stays and may have been left a dead constant user
///    loses its dead constant users too, once. Those are the ones noted
///    through a constant expression (`dirty`) and the ones a deleted
///    global's initializer pointed at; a global that lost a direct use
///    (an annotation string under opaque pointers) has none, and walking
///    the uses of one every annotation shares (the file name) would read
///    every annotation call again.
///
/// So a global is deleted exactly when nothing but the initializers of
/// globals deleted with it used it, whichever order the annotations noted
/// them in.
///
/// # Safety
/// Every element is a global variable, with whether a constant expression
/// over it may have been left dead.
unsafe fn delete_dead(globals: Vec<(LLVMValueRef, bool)>) {
    struct Candidate {
        g: LLVMValueRef,
        /// Private or internal constant without attributes or metadata.
        deletable: bool,
        /// Used by something that stays whatever is deleted here.
        kept: bool,
        /// Referrers not (yet) deleted.
        pending: u32,
        /// May have dead constant users that this rewrite left.
        dirty: bool,
    }
    fn add(
        index: &mut FxHashMap<LLVMValueRef, u32>,
        cands: &mut Vec<Candidate>,
        g: LLVMValueRef,
        dirty: bool,
    ) {
        let i = *index.entry(g).or_insert_with(|| {
            cands.push(Candidate {
                g,
                deletable: false,
                kept: false,
                pending: 0,
                dirty: false,
            });
            (cands.len() - 1) as u32
        });
        cands[i as usize].dirty |= dirty;
    }
    let mut index: FxHashMap<LLVMValueRef, u32> = FxHashMap::default();
    let mut cands: Vec<Candidate> = Vec::with_capacity(globals.len());
    for (g, dirty) in globals {
        add(&mut index, &mut cands, g, dirty);
    }
    // 1. The candidates.
    let mut i = 0;
    while i < cands.len() {
        let g = cands[i].g;
        let deletable = matches!(
            LLVMGetLinkage(g),
            LLVMLinkage::LLVMPrivateLinkage | LLVMLinkage::LLVMInternalLinkage
        ) && LLVMIsGlobalConstant(g) != 0
            && ir::ffi::spvp_global_has_metadata(g) == 0
            && ir::ffi::spvp_global_attr_count(g) == 0;
        cands[i].deletable = deletable;
        let init = LLVMGetInitializer(g);
        if deletable && !init.is_null() && !LLVMIsAConstantStruct(init).is_null() {
            for k in 0..LLVMGetNumOperands(init) as u32 {
                let f = strip_casts(LLVMGetOperand(init, k));
                if !LLVMIsAGlobalVariable(f).is_null() {
                    add(&mut index, &mut cands, f, false);
                }
            }
        }
        i += 1;
    }
    // 2. What uses each candidate: `edges` holds (referrer, candidate).
    // `walk` marks the constants (and globals) one walk has met with the
    // walk's number, so that shared constant operands are entered once per
    // walk and nothing is cleared between walks.
    let mut walk: FxHashMap<LLVMValueRef, u32> = FxHashMap::default();
    let mut stack: Vec<LLVMValueRef> = Vec::new();
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for (i, c) in cands.iter_mut().enumerate() {
        if !c.deletable {
            continue;
        }
        let i = i as u32;
        let first_edge = edges.len();
        let mut kept = false;
        stack.clear();
        push_users(c.g, &mut stack);
        while let Some(u) = stack.pop() {
            if walk.insert(u, i) == Some(i) {
                continue;
            }
            if !LLVMIsAGlobalVariable(u).is_null() {
                // Its initializer reaches the candidate.
                match index.get(&u) {
                    Some(&h) => edges.push((h, i)),
                    None => kept = true,
                }
            } else if LLVMIsAConstant(u).is_null() || !LLVMIsAGlobalValue(u).is_null() {
                // An instruction, a function (personality, prefix), an
                // alias: the candidate stays.
                kept = true;
            } else {
                push_users(u, &mut stack);
            }
            if kept {
                break;
            }
        }
        c.kept = kept;
        if kept {
            edges.truncate(first_edge);
        } else {
            c.pending = (edges.len() - first_edge) as u32;
        }
    }
    // Each referrer's dependents, contiguous.
    let mut start = vec![0u32; cands.len() + 1];
    for &(h, _) in &edges {
        start[h as usize + 1] += 1;
    }
    for k in 1..start.len() {
        start[k] += start[k - 1];
    }
    let mut dependents = vec![0u32; edges.len()];
    let mut next = start.clone();
    for &(h, d) in &edges {
        dependents[next[h as usize] as usize] = d;
        next[h as usize] += 1;
    }
    // 3. The deleted, referrers before what they refer to.
    let mut ready: Vec<u32> = (0..cands.len() as u32)
        .rev()
        .filter(|&i| {
            let c = &cands[i as usize];
            c.deletable && !c.kept && c.pending == 0
        })
        .collect();
    let mut order: Vec<u32> = Vec::new();
    while let Some(i) = ready.pop() {
        order.push(i);
        for &d in &dependents[start[i as usize] as usize..start[i as usize + 1] as usize] {
            let c = &mut cands[d as usize];
            c.pending -= 1;
            if c.pending == 0 {
                ready.push(d);
            }
        }
    }
    // 4. Deleting. The use check stays as a guard: a global something
    // still uses is not deleted (nor, then, what its initializer uses).
    let mut deleted = vec![false; cands.len()];
    for i in order {
        let g = cands[i as usize].g;
        ir::ffi::spvp_remove_dead_constant_users(g);
        if LLVMGetFirstUse(g).is_null() {
            // What its initializer pointed at keeps the initializer as a
            // dead user.
            let init = LLVMGetInitializer(g);
            if !init.is_null() && !LLVMIsAConstantStruct(init).is_null() {
                for k in 0..LLVMGetNumOperands(init) as u32 {
                    if let Some(&d) = index.get(&strip_casts(LLVMGetOperand(init, k))) {
                        cands[d as usize].dirty = true;
                    }
                }
            }
            LLVMDeleteGlobal(g);
            deleted[i as usize] = true;
        }
    }
    for (c, gone) in cands.iter().zip(deleted) {
        if !gone && c.dirty {
            ir::ffi::spvp_remove_dead_constant_users(c.g);
        }
    }
}

/// Pushes the users of `v`, one per use, onto `stack`.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn push_users(v: LLVMValueRef, stack: &mut Vec<LLVMValueRef>) {
    let mut u = LLVMGetFirstUse(v);
    while !u.is_null() {
        stack.push(LLVMGetUser(u));
        u = LLVMGetNextUse(u);
    }
}
