//! Reading and rewriting annotations: the intrinsic calls
//! (`llvm.ptr.annotation.*`, `llvm.var.annotation.*`) and the entries of
//! `@llvm.global.annotations`, each read into plain data: the annotated
//! value, the annotation string, the source file and line, and the fifth
//! field's constant struct of alternating property names and values (what
//! clang emits for `__attribute__((annotate("sycl-properties", "sycl-foo",
//! 32)))`). The rewrites the annotation pass needs live here too, so that
//! every raw LLVM-C call of that pass stays in `ir`.

use rustc_hash::{FxHashMap, FxHashSet};
use std::ffi::CString;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMTypeKind, LLVMUnnamedAddr};
use inkwell::module::Module;
use inkwell::values::{
    AsValueRef, FunctionValue, GlobalValue, InstructionOpcode, InstructionValue,
};

use super::call::{self, CallSite, NewArg};
use super::{function_name, take_message};

/// Where the annotation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnotationKind {
    /// `llvm.ptr.annotation`: a pointer (struct members).
    Ptr,
    /// `llvm.var.annotation`: a local variable.
    Var,
    /// An entry of `@llvm.global.annotations`: a global or function.
    Global,
}

impl AnnotationKind {
    /// How the IR names it.
    pub fn ir_name(self) -> &'static str {
        match self {
            AnnotationKind::Ptr => "llvm.ptr.annotation",
            AnnotationKind::Var => "llvm.var.annotation",
            AnnotationKind::Global => "llvm.global.annotations",
        }
    }
}

/// One value of the fifth operand's struct.
#[derive(Clone, Debug, PartialEq)]
pub enum AnnotationArg {
    /// `ptr null`, or no value.
    None,
    Int(i64),
    Float(f64),
    Str(String),
    /// Anything else, printed.
    Other(String),
}

impl std::fmt::Display for AnnotationArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnnotationArg::None => f.write_str("(none)"),
            AnnotationArg::Int(i) => write!(f, "{i}"),
            AnnotationArg::Float(x) => write!(f, "{x}"),
            AnnotationArg::Str(s) => write!(f, "{s:?}"),
            AnnotationArg::Other(s) => f.write_str(s),
        }
    }
}

/// Where an annotation lives in the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site<'ctx> {
    /// An intrinsic call.
    Call(InstructionValue<'ctx>),
    /// Entry `index` of `@llvm.global.annotations`.
    GlobalEntry(u32),
}

/// What an annotation is about, for attaching decorations to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Annotated<'ctx> {
    Instruction(InstructionValue<'ctx>),
    /// Parameter `index` of `function`.
    Argument {
        function: FunctionValue<'ctx>,
        index: u32,
    },
    Global(GlobalValue<'ctx>),
    Function(FunctionValue<'ctx>),
    /// A constant or anything else that cannot carry metadata.
    Other,
}

/// One annotation, read.
#[derive(Clone, Debug)]
pub struct Annotation<'ctx> {
    pub site: Site<'ctx>,
    pub kind: AnnotationKind,
    /// The function holding the call; for a global entry, the annotated
    /// global or function.
    pub function: String,
    /// The annotation string (`"sycl-properties"`, `"{5835:1,2,3}"`), or
    /// `None` when it is not a constant string.
    pub text: Option<String>,
    pub file: Option<String>,
    pub line: Option<u64>,
    /// The fifth operand's values in order; empty for `null`. `Err` says
    /// why it could not be read.
    pub args: Result<Vec<AnnotationArg>, String>,
    /// The annotated value.
    pub target: Annotated<'ctx>,
}

/// The constant under pointer casts and GEPs (where a string or argument
/// struct starts).
///
/// # Safety
/// `v` must be a valid value.
unsafe fn strip_casts(v: LLVMValueRef) -> LLVMValueRef {
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
/// their offsets applied, to a global constant initialized with a string).
///
/// # Safety
/// `v` must be a valid value.
unsafe fn c_string(v: LLVMValueRef) -> Option<String> {
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
    let end = bytes.iter().position(|b| *b == 0).unwrap_or(bytes.len());
    Some(super::owned(&bytes[..end]))
}

/// # Safety
/// `v` must be a valid constant.
unsafe fn arg(v: LLVMValueRef) -> AnnotationArg {
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
    match c_string(v) {
        Some(s) => AnnotationArg::Str(s),
        None => AnnotationArg::Other(take_message(LLVMPrintValueToString(v))),
    }
}

/// # Safety
/// `v` is the fifth field of an annotation.
unsafe fn args(v: LLVMValueRef) -> Result<Vec<AnnotationArg>, String> {
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
        .map(|i| arg(LLVMGetOperand(init, i)))
        .collect())
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
    super::lossy(LLVMGetValueName2(strip_casts(v), &mut len), len)
}

const GLOBAL_ANNOTATIONS: &str = "llvm.global.annotations";

/// The `@llvm.global.annotations` global and its entries, if any.
///
/// # Safety
/// `m` must be a valid module.
unsafe fn global_entries(m: &Module<'_>) -> Option<(LLVMValueRef, Vec<LLVMValueRef>)> {
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

/// Every annotation of the module: calls in function and instruction
/// order, then the entries of `@llvm.global.annotations`.
pub fn annotations<'ctx>(m: &Module<'ctx>) -> Vec<Annotation<'ctx>> {
    let mut out = Vec::new();
    // The annotation intrinsics' declarations, and the functions that call
    // them (found through their uses): only those functions are walked, and
    // a call is recognised by its callee, not by reading its name.
    let mut decls: FxHashSet<LLVMValueRef> = FxHashSet::default();
    let mut callers: FxHashSet<LLVMValueRef> = FxHashSet::default();
    for f in m.get_functions() {
        let raw = f.as_value_ref();
        // SAFETY: `raw` is a function; its uses are walked with LLVM-C's
        // use iterators, and only call instructions' parents are read.
        unsafe {
            if super::is_definition(f) || annotation_kind_of_callee(raw).is_none() {
                continue;
            }
            decls.insert(raw);
            let mut u = LLVMGetFirstUse(raw);
            while !u.is_null() {
                let user = LLVMGetUser(u);
                if !LLVMIsACallInst(user).is_null() {
                    let bb = LLVMGetInstructionParent(user);
                    if !bb.is_null() {
                        callers.insert(LLVMGetBasicBlockParent(bb));
                    }
                }
                u = LLVMGetNextUse(u);
            }
        }
    }
    for f in m.get_functions() {
        if !callers.contains(&f.as_value_ref()) {
            continue;
        }
        for bb in f.get_basic_blocks() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                inst = i.get_next_instruction();
                if i.get_opcode() != InstructionOpcode::Call {
                    continue;
                }
                // SAFETY: `i` is a call; its called value and operands are
                // read with the kind checks above each use.
                unsafe {
                    let v = i.as_value_ref();
                    let callee = LLVMGetCalledValue(v);
                    if !decls.contains(&callee) {
                        continue;
                    }
                    let Some(kind) = annotation_kind_of_callee(callee) else {
                        continue;
                    };
                    if LLVMGetNumArgOperands(v) < 4 {
                        continue;
                    }
                    out.push(read(
                        Site::Call(i),
                        kind,
                        function_name(f),
                        LLVMGetNumArgOperands(v),
                        |k| LLVMGetOperand(v, k),
                    ));
                }
            }
        }
    }
    // SAFETY: entries are checked to be constant structs of (at least) four
    // fields before their operands are read.
    unsafe {
        if let Some((_, entries)) = global_entries(m) {
            for (i, e) in entries.into_iter().enumerate() {
                if LLVMIsAConstantStruct(e).is_null() || LLVMGetNumOperands(e) < 4 {
                    continue;
                }
                out.push(read(
                    Site::GlobalEntry(i as u32),
                    AnnotationKind::Global,
                    value_name(LLVMGetOperand(e, 0)),
                    LLVMGetNumOperands(e) as u32,
                    |k| LLVMGetOperand(e, k),
                ));
            }
        }
    }
    out
}

/// One annotation from its five fields (annotated value, string, file,
/// line, arguments), the same for a call's arguments and a global entry's
/// struct fields; `n` is how many there are (at least four).
///
/// # Safety
/// `field(i)` returns a valid value for every `i < n`.
unsafe fn read<'ctx>(
    site: Site<'ctx>,
    kind: AnnotationKind,
    function: String,
    n: u32,
    field: impl Fn(u32) -> LLVMValueRef,
) -> Annotation<'ctx> {
    let line_v = field(3);
    Annotation {
        site,
        kind,
        function,
        text: c_string(field(1)),
        file: c_string(field(2)),
        line: (!LLVMIsAConstantInt(line_v).is_null()).then(|| LLVMConstIntGetZExtValue(line_v)),
        args: if n >= 5 {
            args(field(4))
        } else {
            Ok(Vec::new())
        },
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
    let name = super::lossy(LLVMGetValueName2(callee, &mut len), len);
    if name.starts_with("llvm.ptr.annotation") {
        Some(AnnotationKind::Ptr)
    } else if name.starts_with("llvm.var.annotation") {
        Some(AnnotationKind::Var)
    } else {
        None
    }
}

/// The private constants holding annotation strings (NUL-terminated), one
/// per text and address space, shared by every annotation that needs it.
/// The module's existing ones (named `.str.spirv-props*`) are read once, on
/// first use, so finding a string costs the same however many there are
/// (a scan of the module's globals per string made rewriting quadratic).
#[derive(Default)]
struct StringGlobals {
    known: Option<FxHashMap<(String, u32), LLVMValueRef>>,
}

const STRING_PREFIX: &str = ".str.spirv-props";

impl StringGlobals {
    /// The global for `text` in `addrspace`, created (in `section`) if the
    /// module has none.
    ///
    /// # Safety
    /// `m` must be a valid module; no global this cache handed out may have
    /// been deleted since.
    unsafe fn get(
        &mut self,
        m: &Module<'_>,
        text: &str,
        addrspace: u32,
        section: Option<&str>,
    ) -> LLVMValueRef {
        let known = self.known.get_or_insert_with(|| {
            let mut known = FxHashMap::default();
            for g in m.get_globals() {
                let raw = g.as_value_ref();
                if !g.get_name().to_string_lossy().starts_with(STRING_PREFIX) {
                    continue;
                }
                if let Some(t) = c_string(raw) {
                    let space = LLVMGetPointerAddressSpace(LLVMTypeOf(raw));
                    // The first in module order, as a scan would find it.
                    known.entry((t, space)).or_insert(raw);
                }
            }
            known
        });
        if let Some(&g) = known.get(&(text.to_owned(), addrspace)) {
            return g;
        }
        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        // Deprecated from LLVM 19 in favour of ...2 (64-bit length), which LLVM
        // 15 and 16 lack; this one exists in every LLVM we build for.
        #[allow(deprecated)]
        let init = LLVMConstStringInContext(ctx, text.as_ptr().cast(), text.len() as u32, 0);
        let name = CString::new(STRING_PREFIX).expect("no NUL");
        let g =
            LLVMAddGlobalInAddressSpace(m.as_mut_ptr(), LLVMTypeOf(init), name.as_ptr(), addrspace);
        LLVMSetInitializer(g, init);
        LLVMSetGlobalConstant(g, 1);
        LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(g, LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
        if let Some(s) = section {
            let s = CString::new(s).unwrap_or_default();
            LLVMSetSection(g, s.as_ptr());
        }
        known.insert((text.to_owned(), addrspace), g);
        g
    }

    /// A pointer constant of type `ty` to the string global for `text`,
    /// placed like the string `like` (its address space and section).
    ///
    /// # Safety
    /// As for `get`; `like` is a pointer-typed constant.
    unsafe fn like(&mut self, m: &Module<'_>, text: &str, like: LLVMValueRef) -> LLVMValueRef {
        let ty = LLVMTypeOf(like);
        let section = section_of(like);
        let g = self.get(m, text, LLVMGetPointerAddressSpace(ty), section.as_deref());
        LLVMConstPointerCast(g, ty)
    }
}

/// The address space new annotation strings go to where the intrinsics
/// allow it: CrossWorkgroup (1), as DPC++'s front-end places them.
const GLOBAL_ADDRSPACE: u32 = 1;

/// Whether this LLVM's annotation intrinsics take their strings in any
/// address space (LLVM 16 on; LLVM 15's are fixed to address space 0).
fn strings_in_global_space() -> bool {
    crate::LLVM_MAJOR.parse::<u32>().is_ok_and(|v| v >= 16)
}

/// The section of the global a constant pointer points into, if any.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn section_of(v: LLVMValueRef) -> Option<String> {
    let base = strip_casts(v);
    if LLVMIsAGlobalValue(base).is_null() {
        return None;
    }
    let p = LLVMGetSection(base);
    (!p.is_null())
        .then(|| std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
}

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
    orphans: Vec<LLVMValueRef>,
    /// Intrinsic declarations rebuilt calls stopped using (the address-space-0
    /// overload): deleted by `finish` if nothing else calls them.
    callees: Vec<FunctionValue<'ctx>>,
    strings: StringGlobals,
}

impl<'a, 'ctx> Rewriter<'a, 'ctx> {
    pub fn new(m: &'a Module<'ctx>) -> Self {
        Rewriter {
            m,
            entries: Vec::new(),
            orphans: Vec::new(),
            callees: Vec::new(),
            strings: StringGlobals::default(),
        }
    }

    /// # Safety
    /// `u` is a call or a constant struct of an annotation.
    unsafe fn note_orphans(&mut self, u: LLVMValueRef, fields: &[u32]) {
        for &i in fields {
            let g = strip_casts(LLVMGetOperand(u, i));
            if !LLVMIsAGlobalVariable(g).is_null() {
                self.orphans.push(g);
            }
        }
    }

    /// Gives the annotation the string `text`; with `clear_args`, also no
    /// fifth operand (the values it held now live in the string).
    pub fn set_text(&mut self, a: &Annotation<'ctx>, text: &str, clear_args: bool) {
        match a.site {
            // SAFETY: annotation calls have five arguments (`annotations`
            // only lists calls with at least four; the fifth is checked).
            Site::Call(c) => unsafe {
                let v = c.as_value_ref();
                // A rewritten annotation (its values now in the string) moves
                // to where the consumers take it; a string only renamed
                // (`clear_args` false) stays where its producer put it.
                if clear_args
                    && strings_in_global_space()
                    && LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(v, 1))) == 0
                {
                    self.rebuild_in_global_space(a, text);
                    return;
                }
                self.note_orphans(v, if clear_args { &[1, 4] } else { &[1] });
                let s = self.strings.like(self.m, text, LLVMGetOperand(v, 1));
                LLVMSetOperand(v, 1, s);
                if clear_args && LLVMGetNumArgOperands(v) >= 5 {
                    let ty = LLVMTypeOf(LLVMGetOperand(v, 4));
                    LLVMSetOperand(v, 4, LLVMConstPointerNull(ty));
                    // What optimizations inferred about the old pointer
                    // (`nonnull`, ...) is false of null.
                    for attr in [
                        "nonnull",
                        "dereferenceable",
                        "dereferenceable_or_null",
                        "align",
                    ] {
                        let k = LLVMGetEnumAttributeKindForName(attr.as_ptr().cast(), attr.len());
                        // Attribute index of argument 4 (0 is the return value).
                        LLVMRemoveCallSiteEnumAttribute(v, 4 + 1, k);
                    }
                }
            },
            Site::GlobalEntry(i) => self.entries.push((i, Some((text.to_owned(), clear_args)))),
        }
    }

    /// Replaces an annotation call whose strings are in address space 0 by
    /// the same intrinsic with its strings (`text`, the file name) in
    /// address space 1, CrossWorkgroup, and a null fifth operand: the form both
    /// Intel's translator and llc-22 translate into valid SPIR-V (an
    /// address-space-0 string is a Function-storage variable at module
    /// scope to the translator). LLVM 16 made the intrinsics overloaded on
    /// that pointer type; LLVM 15's take address space 0 only.
    ///
    /// # Safety
    /// `a` is an annotation call with five arguments.
    unsafe fn rebuild_in_global_space(&mut self, a: &Annotation<'ctx>, text: &str) {
        let Site::Call(c) = a.site else { return };
        let Some(site) = CallSite::of(c) else { return };
        let v = c.as_value_ref();
        let m = self.m.as_mut_ptr();
        let ptr1 = LLVMPointerTypeInContext(LLVMGetModuleContext(m), GLOBAL_ADDRSPACE);
        let section = section_of(LLVMGetOperand(v, 1));
        let file = c_string(LLVMGetOperand(v, 2)).unwrap_or_default();
        let mut moved = |t: &str| {
            self.strings
                .get(self.m, t, GLOBAL_ADDRSPACE, section.as_deref())
        };
        let name = a.kind.ir_name();
        let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
        let mut overloads = [LLVMTypeOf(LLVMGetOperand(v, 0)), ptr1];
        let Some(decl) = FunctionValue::new(LLVMGetIntrinsicDeclaration(
            m,
            id,
            overloads.as_mut_ptr(),
            2,
        )) else {
            return;
        };
        let args = [
            NewArg::Keep(0),
            NewArg::Value(moved(text)),
            NewArg::Value(moved(&file)),
            NewArg::Keep(3),
            NewArg::Value(LLVMConstPointerNull(ptr1)),
        ];
        self.note_orphans(v, &[1, 2, 4]);
        self.note_callee(v);
        call::replace_call(site, decl, &args);
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
        match a.site {
            // SAFETY: `c` is an annotation call; its first operand has the
            // call's type (`llvm.ptr.annotation` returns its argument's type).
            Site::Call(c) => unsafe {
                let v = c.as_value_ref();
                self.note_orphans(v, &[1, 2, 4]);
                self.note_callee(v);
                if a.kind == AnnotationKind::Ptr {
                    LLVMReplaceAllUsesWith(v, LLVMGetOperand(v, 0));
                }
                LLVMInstructionEraseFromParent(v);
            },
            Site::GlobalEntry(i) => self.entries.push((i, None)),
        }
    }

    /// Replaces a `llvm.ptr.annotation` call with a call to `callee_base`
    /// (declared per pointer type as `<base>.p<AS>`: `ptr (ptr)`, no memory
    /// effects) and returns the new call; `None` for other sites.
    pub fn replace_with_call(
        &mut self,
        a: &Annotation<'ctx>,
        callee_base: &str,
    ) -> Result<Option<InstructionValue<'ctx>>, String> {
        let (Site::Call(c), AnnotationKind::Ptr) = (a.site, a.kind) else {
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
            if super::name_taken_by_non_function(self.m, &name) {
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
        // Intrinsic declarations (no body) that rebuilt calls stopped using.
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
                        // Deprecated from LLVM 17 in favour of LLVMConstArray2,
                        // which LLVM 15 and 16 lack.
                        #[allow(deprecated)]
                        let arr = LLVMConstArray(elem, kept.as_mut_ptr(), kept.len() as u32);
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

/// The globals fields `fields` of a constant struct point at.
///
/// # Safety
/// `e` is a constant struct with those fields.
unsafe fn fields_globals(e: LLVMValueRef, fields: &[u32]) -> Vec<LLVMValueRef> {
    fields
        .iter()
        .filter(|&&i| (i as i32) < LLVMGetNumOperands(e))
        .map(|&i| strip_casts(LLVMGetOperand(e, i)))
        .filter(|g| !LLVMIsAGlobalVariable(*g).is_null())
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
/// # Safety
/// Every element is a global variable or was deleted by this function.
unsafe fn delete_dead(globals: Vec<LLVMValueRef>) {
    // One string is noted once per annotation that used it: look at each
    // global once (removeDeadConstantUsers walks all its uses), except when
    // a deleted initializer hands it back (it may have lost its last use).
    let mut seen: FxHashSet<LLVMValueRef> = FxHashSet::default();
    let mut globals: Vec<LLVMValueRef> = globals.into_iter().filter(|g| seen.insert(*g)).collect();
    globals.reverse();
    let mut deleted: FxHashSet<LLVMValueRef> = FxHashSet::default();
    while let Some(g) = globals.pop() {
        if deleted.contains(&g) {
            continue;
        }
        super::ffi::spvp_remove_dead_constant_users(g);
        if !LLVMGetFirstUse(g).is_null() {
            continue;
        }
        if !matches!(
            LLVMGetLinkage(g),
            LLVMLinkage::LLVMPrivateLinkage | LLVMLinkage::LLVMInternalLinkage
        ) || LLVMIsGlobalConstant(g) == 0
            || super::ffi::spvp_global_has_metadata(g) != 0
            || super::ffi::spvp_global_attr_count(g) != 0
        {
            continue;
        }
        let init = LLVMGetInitializer(g);
        if !init.is_null() && !LLVMIsAConstantStruct(init).is_null() {
            let n = LLVMGetNumOperands(init) as u32;
            globals.extend(fields_globals(init, &(0..n).collect::<Vec<_>>()));
        }
        LLVMDeleteGlobal(g);
        deleted.insert(g);
    }
}

/// Sets the alignment of every load, store and memory transfer that goes
/// through the pointer a `llvm.ptr.annotation` call returns (casts looked
/// through), as the reference applies `sycl-alignment`. Returns how many
/// instructions it changed.
pub fn align_accesses(a: &Annotation<'_>, align: u32) -> usize {
    let (Site::Call(c), AnnotationKind::Ptr) = (a.site, a.kind) else {
        return 0;
    };
    // SAFETY: users are instructions of a live function; each kind is
    // checked before its operand layout is relied on (load: pointer 0,
    // store: pointer 1, memcpy/memmove: destination 0, source 1).
    unsafe {
        let mut changed = 0;
        let mut work = vec![c.as_value_ref()];
        while let Some(p) = work.pop() {
            let mut u = LLVMGetFirstUse(p);
            while !u.is_null() {
                let user = LLVMGetUser(u);
                u = LLVMGetNextUse(u);
                if LLVMIsAInstruction(user).is_null() {
                    continue;
                }
                match LLVMGetInstructionOpcode(user) {
                    LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => work.push(user),
                    LLVMOpcode::LLVMLoad if LLVMGetOperand(user, 0) == p => {
                        changed += set_align(user, align);
                    }
                    LLVMOpcode::LLVMStore if LLVMGetOperand(user, 1) == p => {
                        changed += set_align(user, align);
                    }
                    LLVMOpcode::LLVMCall if is_mem_transfer(user) => {
                        for arg in 0..2u32 {
                            if LLVMGetOperand(user, arg) == p {
                                changed += set_param_align(user, arg, align);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        changed
    }
}

/// # Safety
/// `i` is a load or store.
unsafe fn set_align(i: LLVMValueRef, align: u32) -> usize {
    if LLVMGetAlignment(i) == align {
        return 0;
    }
    LLVMSetAlignment(i, align);
    1
}

/// # Safety
/// `call` is a call instruction.
unsafe fn is_mem_transfer(call: LLVMValueRef) -> bool {
    let callee = LLVMGetCalledValue(call);
    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
        return false;
    }
    let mut len = 0usize;
    let name = super::lossy(LLVMGetValueName2(callee, &mut len), len);
    name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove")
}

/// `align N` on argument `arg` of a call.
///
/// # Safety
/// `call` is a call instruction with at least `arg + 1` arguments.
unsafe fn set_param_align(call: LLVMValueRef, arg: u32, align: u32) -> usize {
    const ALIGN: &str = "align";
    let kind = LLVMGetEnumAttributeKindForName(ALIGN.as_ptr().cast(), ALIGN.len());
    let idx = arg + 1;
    let old = LLVMGetCallSiteEnumAttribute(call, idx, kind);
    if !old.is_null() && LLVMGetEnumAttributeValue(old) == u64::from(align) {
        return 0;
    }
    LLVMRemoveCallSiteEnumAttribute(call, idx, kind);
    let ctx = LLVMGetTypeContext(LLVMTypeOf(call));
    LLVMAddCallSiteAttribute(
        call,
        idx,
        LLVMCreateEnumAttribute(ctx, kind, u64::from(align)),
    );
    1
}

/// The element count of array type `ty` (LLVM 17 added the 64-bit
/// `LLVMGetArrayLength2` and deprecated the 32-bit one).
///
/// SAFETY: `ty` must be an array type.
unsafe fn array_len(ty: LLVMTypeRef) -> u64 {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return LLVMGetArrayLength2(ty);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return u64::from(LLVMGetArrayLength(ty));
}
