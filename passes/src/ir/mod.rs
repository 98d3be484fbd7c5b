//! Small safe helpers over inkwell and LLVM-C, and the C++ gap-filler
//! (`gap.cpp`) for what LLVM-C lacks: string attributes on global variables
//! and diagnostics through the `LLVMContext`.
//!
//! All `unsafe` of the crate lives in this module: the crate denies
//! `unsafe_code` and allows it here alone (`lib.rs`), so every other layer
//! reaches LLVM through the safe functions of this one (`walk` and `clone`
//! for the passes that rewrite functions, `image` for the split, `remark`,
//! `md` ...). Each block relies on the same invariant, stated once here:
//! every raw `LLVMValueRef` / `LLVMModuleRef` handled below comes from a
//! live inkwell object, or a handle of this layer made from one
//! ([`md::IrValue`], [`md::IrType`], [`call::CallSite`], [`ModuleHandle`],
//! [`image::ModuleGlobal`], [`remark::Anchor`] ...), whose lifetime `'ctx`
//! ties it to its context, so the pointer is valid for the duration of the
//! call, and LLVM-C's functions are called with the argument kinds their
//! documentation requires (checked with `LLVMIsA*` first where the kind is
//! not known statically). A raw `LLVMMetadataRef` that a safe function
//! takes is a handle too: one this layer handed out, read from or made in
//! a live context (the metadata layer passes nodes around so, without a
//! `MetadataAsValue` for each). Other preconditions a safe function has
//! (an index below the parameter count, an instruction without uses
//! before it is erased) it checks itself.
//!
//! String attributes are read beyond the call, borrowed for `'ctx`
//! ([`StringAttr`]): LLVM allocates each in its context and frees none
//! before the context (see `spvp_string_attrs` in gap.cpp).

#![warn(missing_docs)]

pub mod annotation;
pub mod call;
pub mod clone;
pub mod constants;
pub mod dead_params;
pub mod image;
pub mod md;
pub mod remark;
pub mod signals;
pub mod value;
pub mod walk;

use std::borrow::Cow;
use std::ffi::{c_char, c_void, CStr};
use std::rc::Rc;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::llvm_sys::core::LLVMGetModuleContext;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMValueRef};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue};

/// `SpvpStringAttr` of gap.cpp: a string attribute's key and value as
/// borrowed byte ranges.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct RawStringAttr {
    key: *const c_char,
    key_len: usize,
    val: *const c_char,
    val_len: usize,
}

impl RawStringAttr {
    const EMPTY: RawStringAttr = RawStringAttr {
        key: std::ptr::null(),
        key_len: 0,
        val: std::ptr::null(),
        val_len: 0,
    };
}

pub(crate) mod ffi {
    use super::*;
    /// The gap's memo of parameter attribute edits (opaque).
    #[repr(C)]
    pub struct SpvpParamEditMemo {
        _private: [u8; 0],
    }

    extern "C" {
        pub fn spvp_global_attr_count(v: LLVMValueRef) -> usize;
        pub fn spvp_param_edit_memo_new() -> *mut SpvpParamEditMemo;
        pub fn spvp_param_edit_memo_free(memo: *mut SpvpParamEditMemo);
        pub fn spvp_edit_param_attrs(
            f: LLVMValueRef,
            memo: *mut SpvpParamEditMemo,
            n: usize,
            params: *const u32,
            aligns: *const u64,
            keys: *const *const c_char,
            key_lens: *const usize,
        );
        pub fn spvp_string_attrs(
            v: LLVMValueRef,
            of_global: i32,
            index: u32,
            out: *mut RawStringAttr,
            cap: usize,
            ascii: *mut i32,
        ) -> usize;
        pub fn spvp_attr_set_id(v: LLVMValueRef, of_global: i32, index: u32) -> *const c_void;
        pub fn spvp_global_get_string_attr(
            v: LLVMValueRef,
            key: *const c_char,
            key_len: usize,
            val: *mut *const c_char,
            val_len: *mut usize,
        ) -> i32;
        pub fn spvp_global_set_string_attr(
            v: LLVMValueRef,
            key: *const c_char,
            key_len: usize,
            val: *const c_char,
            val_len: usize,
        ) -> i32;
        pub fn spvp_global_remove_string_attr(
            v: LLVMValueRef,
            key: *const c_char,
            key_len: usize,
        ) -> i32;
        pub fn spvp_as_metadata(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn spvp_remove_dead_constant_users(v: LLVMValueRef);
        pub fn spvp_diagnose(
            c: LLVMContextRef,
            severity: i32,
            msg: *const c_char,
            len: usize,
        ) -> i32;
        pub fn spvp_fatal(msg: *const c_char, len: usize) -> !;
        pub fn spvp_global_get_metadata(v: LLVMValueRef, kind: u32) -> LLVMMetadataRef;
        pub fn spvp_global_has_metadata(v: LLVMValueRef) -> i32;
        pub fn spvp_function_retyped(
            f: LLVMValueRef,
            fn_ty: inkwell::llvm_sys::prelude::LLVMTypeRef,
            cleared: *const u32,
            n_cleared: usize,
        ) -> LLVMValueRef;
        pub fn spvp_function_replace(f: LLVMValueRef, new_f: LLVMValueRef);
        pub fn spvp_clone_with_param(
            f: LLVMValueRef,
            param_ty: inkwell::llvm_sys::prelude::LLVMTypeRef,
            name: *const c_char,
            name_len: usize,
        ) -> LLVMValueRef;
        pub fn spvp_md_with_first(n: LLVMMetadataRef, v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn spvp_call_with_extra_arg(
            call: LLVMValueRef,
            callee: LLVMValueRef,
            extra: LLVMValueRef,
        ) -> LLVMValueRef;
        pub fn spvp_call_replace(
            call: LLVMValueRef,
            callee: LLVMValueRef,
            args: *mut LLVMValueRef,
            n_args: u32,
        ) -> LLVMValueRef;
        pub fn spvp_md_distinct(
            c: LLVMContextRef,
            mds: *mut LLVMMetadataRef,
            n: usize,
        ) -> LLVMMetadataRef;
        pub fn spvp_md_operands(n: LLVMMetadataRef, out: *mut LLVMMetadataRef, cap: usize)
            -> usize;
        pub fn spvp_md_string(md: LLVMMetadataRef, len: *mut usize) -> *const c_char;
        pub fn spvp_md_value(md: LLVMMetadataRef) -> LLVMValueRef;
        pub fn spvp_md_is_node(md: LLVMMetadataRef) -> i32;
        pub fn spvp_md_kind_exists(c: LLVMContextRef, name: *const c_char, len: usize) -> i32;
        pub fn spvp_named_metadata_add(
            m: inkwell::llvm_sys::prelude::LLVMModuleRef,
            name: *const c_char,
            name_len: usize,
            md: LLVMMetadataRef,
        );
        pub fn spvp_named_metadata_set(
            m: inkwell::llvm_sys::prelude::LLVMModuleRef,
            name: *const c_char,
            name_len: usize,
            mds: *const LLVMMetadataRef,
            n: usize,
        );
        /// See gap.cpp: an array type's element count in 64 bits on every LLVM.
        pub fn spvp_array_length(t: inkwell::llvm_sys::prelude::LLVMTypeRef) -> u64;
        pub fn spvp_target_ext_type(
            t: inkwell::llvm_sys::prelude::LLVMTypeRef,
            name: *mut *const c_char,
            name_len: *mut usize,
            num_ints: *mut u32,
            first_int: *mut u32,
        ) -> i32;
    }
}

/// Copies a borrowed, length-delimited string out of LLVM.
///
/// # Safety
/// `ptr` must point at `len` readable bytes (or be dangling with `len == 0`).
unsafe fn lossy(ptr: *const c_char, len: usize) -> String {
    if len == 0 {
        return String::new();
    }
    owned(std::slice::from_raw_parts(ptr.cast::<u8>(), len))
}

/// `bytes` as a `String`, invalid UTF-8 replaced by U+FFFD (which the
/// property passes then report); see [`text`].
pub(crate) fn owned(bytes: &[u8]) -> String {
    text(bytes).into_owned()
}

/// A string attribute, `"key"="value"`, borrowed from LLVM (see [`text`]);
/// one that is not UTF-8 is a lossy copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StringAttr<'ctx> {
    /// The attribute's name (`"sycl-alignment"`).
    pub key: Cow<'ctx, str>,
    /// The attribute's value, possibly empty.
    pub value: Cow<'ctx, str>,
}

/// An attribute is its `(key, value)` pair.
impl PartialEq<(String, String)> for StringAttr<'_> {
    fn eq(&self, (key, value): &(String, String)) -> bool {
        self.key == **key && self.value == **value
    }
}

/// `bytes` as text, borrowed when it is UTF-8 (nearly always), else a lossy
/// copy with U+FFFD (which the property passes then report). Valid text
/// takes the standard library's fast validation rather than the lossy
/// decoder's chunk walk.
fn text(bytes: &[u8]) -> Cow<'_, str> {
    // Attribute names and values are ASCII nearly always: a word-at-a-time
    // check costs a fraction of the validator's per-call setup.
    if bytes.is_ascii() {
        // SAFETY: ASCII bytes are valid UTF-8.
        return Cow::Borrowed(unsafe { std::str::from_utf8_unchecked(bytes) });
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(String::from_utf8_lossy(bytes).into_owned()),
    }
}

/// Where [`string_attrs_of`] reads.
#[derive(Clone, Copy)]
enum AttrsOf {
    /// A global variable (nothing for anything else).
    Global,
    /// A function, at an LLVM-C attribute index (nothing for anything else).
    Function(u32),
}

/// The string attributes of a global variable or of a function, in LLVM's
/// sorted order, borrowed: reading them copies no string (they are read for
/// every function, parameter and global, and most are not properties).
/// Read with their length, NUL bytes included, for every entity alike:
/// inkwell's `CStr` accessors, which read a function's before, cut
/// `"3\00junk"` to `3`, which then lowered as if it were the value.
fn string_attrs_of<'ctx>(v: LLVMValueRef, of: AttrsOf) -> Vec<StringAttr<'ctx>> {
    let (of_global, index) = match of {
        AttrsOf::Global => (1, 0),
        AttrsOf::Function(index) => (0, index),
    };
    // Most sets hold a few string attributes: one call fills the buffer;
    // a larger set is read again into one of its size.
    let mut buf = [RawStringAttr::EMPTY; 16];
    let mut heap = Vec::new();
    let mut ascii = 0;
    // SAFETY: see module docs; the gap function writes at most `cap`
    // entries into the buffer it is given.
    let mut n = unsafe {
        ffi::spvp_string_attrs(v, of_global, index, buf.as_mut_ptr(), buf.len(), &mut ascii)
    };
    let raw: &[RawStringAttr] = if n <= buf.len() {
        &buf[..n]
    } else {
        heap.resize(n, RawStringAttr::EMPTY);
        // SAFETY: as above, with a buffer of `n` entries.
        n = unsafe {
            ffi::spvp_string_attrs(v, of_global, index, heap.as_mut_ptr(), n, &mut ascii)
        }
        .min(n);
        &heap[..n]
    };
    let bytes = |p: *const c_char, len: usize| -> &'ctx [u8] {
        if len == 0 {
            return &[];
        }
        // SAFETY: the gap function returned `len` readable bytes at `p`,
        // inside an attribute that LLVM allocates in the context and frees
        // only with it (see `spvp_string_attrs`), so they outlive `'ctx`,
        // whatever changes the value's attribute list meanwhile.
        unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) }
    };
    /// Each attribute, its strings made text by `as_text` (inlined: one
    /// copy of the loop per way of reading).
    fn collect<'ctx>(
        raw: &[RawStringAttr],
        bytes: impl Fn(*const c_char, usize) -> &'ctx [u8],
        as_text: impl Fn(&'ctx [u8]) -> Cow<'ctx, str>,
    ) -> Vec<StringAttr<'ctx>> {
        raw.iter()
            .map(|a| StringAttr {
                key: as_text(bytes(a.key, a.key_len)),
                value: as_text(bytes(a.val, a.val_len)),
            })
            .collect()
    }
    if ascii != 0 {
        // The gap function found every byte ASCII (nearly always): each
        // string is valid UTF-8 as it is, without its own check.
        // SAFETY: ASCII bytes are valid UTF-8.
        collect(raw, bytes, |b| {
            Cow::Borrowed(unsafe { std::str::from_utf8_unchecked(b) })
        })
    } else {
        collect(raw, bytes, text)
    }
}

/// The string attributes of functions and parameters read so far in a
/// run, by attribute set: LLVM makes one set per distinct attribute list
/// (kernels share theirs, parameters more so), so each is read and its
/// strings taken once. The strings are the attributes' own (see
/// [`string_attrs`]), valid while the context lives; a set's identity is
/// too, so a cache may live through edits of the attribute lists (an edited
/// list is another set).
#[derive(Default)]
pub struct AttrSets<'ctx> {
    sets: rustc_hash::FxHashMap<usize, Rc<[StringAttr<'ctx>]>>,
}

impl<'ctx> AttrSets<'ctx> {
    /// [`string_attrs`] of `f` at `loc`, read once per attribute set, and
    /// the set's identity (0 for an empty set): equal identities, equal
    /// attributes (enum attributes such as `align 4` included).
    pub fn of(
        &mut self,
        f: FunctionValue<'ctx>,
        loc: AttributeLoc,
    ) -> (usize, Rc<[StringAttr<'ctx>]>) {
        let index = attribute_index(loc);
        // SAFETY: `f` is a function; the gap function only reads its list.
        let id = unsafe { ffi::spvp_attr_set_id(f.as_value_ref(), 0, index) } as usize;
        if id == 0 {
            return (0, Rc::from([]));
        }
        let attrs = self
            .sets
            .entry(id)
            .or_insert_with(|| string_attrs_of(f.as_value_ref(), AttrsOf::Function(index)).into());
        (id, Rc::clone(attrs))
    }
}

/// The value of attribute `key` in `attrs`, if there.
pub fn attr_value<'a>(attrs: &'a [StringAttr<'_>], key: &str) -> Option<&'a str> {
    attrs.iter().find(|a| a.key == key).map(|a| &*a.value)
}

/// The string attributes of a global variable (`@g = global ... #0`), in
/// LLVM's own sorted order, borrowed. Enum attributes are skipped.
pub fn global_string_attrs(gv: GlobalValue<'_>) -> Vec<StringAttr<'_>> {
    string_attrs_of(gv.as_value_ref(), AttrsOf::Global)
}

/// Whether a global variable, alias or ifunc (not a function) is named
/// `name`: declaring a function of that name would get it renamed
/// (`name.1`), which no consumer would recognise.
pub fn name_taken_by_non_function(m: &inkwell::module::Module<'_>, name: &str) -> bool {
    use inkwell::llvm_sys::core::{
        LLVMGetNamedGlobal, LLVMGetNamedGlobalAlias, LLVMGetNamedGlobalIFunc,
    };
    let Ok(c) = std::ffi::CString::new(name) else {
        return false;
    };
    // SAFETY: a live module; the name is passed with its length (and NUL
    // terminated for LLVMGetNamedGlobal).
    unsafe {
        let m = m.as_mut_ptr();
        !LLVMGetNamedGlobal(m, c.as_ptr()).is_null()
            || !LLVMGetNamedGlobalAlias(m, name.as_ptr().cast(), name.len()).is_null()
            || !LLVMGetNamedGlobalIFunc(m, name.as_ptr().cast(), name.len()).is_null()
    }
}

/// One string attribute of a global variable, if present (bytes that are
/// not UTF-8 replaced, see [`owned`]).
pub fn global_string_attr(gv: GlobalValue<'_>, key: &str) -> Option<String> {
    global_string_attr_bytes(gv, key).map(|b| owned(&b))
}

/// One string attribute of a global variable as its bytes (NULs and
/// bytes that are not UTF-8 kept), if present.
pub fn global_string_attr_bytes(gv: GlobalValue<'_>, key: &str) -> Option<Vec<u8>> {
    let (mut v, mut vl) = (std::ptr::null(), 0usize);
    // SAFETY: see module docs and `global_string_attrs`; the value is
    // copied with its length.
    unsafe {
        (ffi::spvp_global_get_string_attr(
            gv.as_value_ref(),
            key.as_ptr().cast(),
            key.len(),
            &mut v,
            &mut vl,
        ) == 1)
            .then(|| {
                if vl == 0 {
                    Vec::new()
                } else {
                    std::slice::from_raw_parts(v.cast::<u8>(), vl).to_vec()
                }
            })
    }
}

/// A global's name as its bytes: NULs and bytes that are not UTF-8 kept
/// (`get_name` stops at the first NUL).
pub fn global_name_bytes(g: GlobalValue<'_>) -> Vec<u8> {
    let mut len = 0usize;
    // SAFETY: a live value; the name is copied with its length.
    unsafe {
        let p = inkwell::llvm_sys::core::LLVMGetValueName2(g.as_value_ref(), &mut len);
        if len == 0 || p.is_null() {
            Vec::new()
        } else {
            std::slice::from_raw_parts(p.cast::<u8>(), len).to_vec()
        }
    }
}

/// Adds or replaces a string attribute on a global variable. Returns false
/// if `gv` is not a global variable (a function or alias).
pub fn set_global_string_attr(gv: GlobalValue<'_>, key: &str, value: &str) -> bool {
    // SAFETY: see module docs; both strings are passed with their lengths.
    unsafe {
        ffi::spvp_global_set_string_attr(
            gv.as_value_ref(),
            key.as_ptr().cast(),
            key.len(),
            value.as_ptr().cast(),
            value.len(),
        ) == 1
    }
}

/// Removes a string attribute from a global variable; true if it was there.
pub fn remove_global_string_attr(gv: GlobalValue<'_>, key: &str) -> bool {
    // SAFETY: see module docs.
    unsafe {
        ffi::spvp_global_remove_string_attr(gv.as_value_ref(), key.as_ptr().cast(), key.len()) == 1
    }
}

/// Severity of a diagnostic, as LLVM prints it (`error:`, `warning:` ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// `error:`: the pass failed.
    Error = 0,
    /// `warning:`: something was skipped or may be wrong.
    Warning = 1,
    /// `remark:`: what a pass did, for the curious.
    Remark = 2,
    /// `note:`: more about the diagnostic before it.
    Note = 3,
}

/// Emits a diagnostic to the module's `LLVMContext`'s handler, so the host
/// tool reports it the usual way; where the host installed none (opt), it is
/// printed as LLVM prints it (`error: ...`). Never exits, even for an error:
/// the caller reports every diagnostic, then stops the host with [`fatal`]
/// unless the host took them all. Returns whether the host's handler took
/// it (clang does, and fails the compilation itself; opt does not).
pub fn diagnose(module: &Module<'_>, severity: Severity, msg: &str) -> bool {
    // SAFETY: see module docs; the message is passed with its length.
    unsafe {
        let ctx = LLVMGetModuleContext(module.as_mut_ptr());
        ffi::spvp_diagnose(ctx, severity as i32, msg.as_ptr().cast(), msg.len()) != 0
    }
}

/// Stops the host tool like LLVM does on an unrecoverable error: prints
/// `LLVM ERROR: <msg>` and exits with status 1.
pub fn fatal(msg: &str) -> ! {
    // SAFETY: the message is passed with its length; the call does not return.
    unsafe { ffi::spvp_fatal(msg.as_ptr().cast(), msg.len()) }
}

/// Whether `f` has a body. Read from the function itself: inkwell's
/// `get_first_basic_block` checks the block it returns, which reads the
/// block (a cache miss per function on a large module), and
/// `count_basic_blocks` walks the block list.
pub fn is_definition(f: FunctionValue<'_>) -> bool {
    // SAFETY: a function is a global value.
    unsafe { inkwell::llvm_sys::core::LLVMIsDeclaration(f.as_value_ref()) == 0 }
}

/// Which parameters of `f` are pointers, from its function type: every
/// function with that signature shares the type, where each parameter
/// object (inkwell's `get_nth_param`, which reads the argument's type) is
/// a cache miss of its own on a large module.
pub fn pointer_params(f: FunctionValue<'_>) -> PointerParams {
    use inkwell::llvm_sys::core::{
        LLVMCountParamTypes, LLVMGetParamTypes, LLVMGetTypeKind, LLVMGlobalGetValueType,
    };
    use inkwell::llvm_sys::LLVMTypeKind::LLVMPointerTypeKind;
    // SAFETY: a function's value type is a function type; each buffer holds
    // as many types as it has parameters.
    unsafe {
        let ty = LLVMGlobalGetValueType(f.as_value_ref());
        let n = LLVMCountParamTypes(ty) as usize;
        if n <= 64 {
            let mut types = [std::ptr::null_mut(); 64];
            LLVMGetParamTypes(ty, types.as_mut_ptr());
            let mask = types[..n]
                .iter()
                .enumerate()
                .filter(|(_, &t)| LLVMGetTypeKind(t) == LLVMPointerTypeKind)
                .fold(0u64, |m, (i, _)| m | 1 << i);
            return PointerParams::Few(mask);
        }
        let mut types = vec![std::ptr::null_mut(); n];
        LLVMGetParamTypes(ty, types.as_mut_ptr());
        PointerParams::Many(
            types
                .into_iter()
                .map(|t| LLVMGetTypeKind(t) == LLVMPointerTypeKind)
                .collect(),
        )
    }
}

/// Which parameters of a function are pointers (see [`pointer_params`]).
pub enum PointerParams {
    /// Up to 64 parameters: bit `i` for parameter `i`.
    Few(u64),
    /// More.
    Many(Vec<bool>),
}

impl PointerParams {
    /// Whether parameter `i` is a pointer (false past the last).
    pub fn get(&self, i: u32) -> bool {
        match self {
            PointerParams::Few(mask) => i < 64 && mask >> i & 1 == 1,
            PointerParams::Many(v) => v.get(i as usize) == Some(&true),
        }
    }
}

/// A function's name as UTF-8 (lossy), for messages and lookups.
pub fn function_name(f: FunctionValue<'_>) -> String {
    // SAFETY: a function is a valid value.
    unsafe { value_name(f.as_value_ref()) }
}

/// Appends `f`'s name (as [`function_name`] reads it) to `out`, without
/// a `String` of its own.
pub fn push_function_name(f: FunctionValue<'_>, out: &mut String) {
    // SAFETY: a function is a valid value.
    unsafe { push_value_name(f.as_value_ref(), out) }
}

/// A global's name as UTF-8 (lossy).
pub fn global_name(g: GlobalValue<'_>) -> String {
    // SAFETY: a global is a valid value.
    unsafe { value_name(g.as_value_ref()) }
}

/// Converts an LLVM-owned message (from `LLVMPrint*ToString`) and frees it.
///
/// # Safety
/// `p` must come from an LLVM-C function documented to return a message to
/// be freed with `LLVMDisposeMessage`.
unsafe fn take_message(p: *mut c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    let s = CStr::from_ptr(p).to_string_lossy().into_owned();
    inkwell::llvm_sys::core::LLVMDisposeMessage(p);
    s
}

/// The string attributes of a function (`AttributeLoc::Function`) or of one
/// of its parameters (`AttributeLoc::Param(i)`), in LLVM's sorted order,
/// borrowed.
pub fn string_attrs(f: FunctionValue<'_>, loc: AttributeLoc) -> Vec<StringAttr<'_>> {
    string_attrs_of(f.as_value_ref(), AttrsOf::Function(attribute_index(loc)))
}

/// LLVM-C's attribute index of `loc` (inkwell keeps its conversion private).
fn attribute_index(loc: AttributeLoc) -> u32 {
    match loc {
        AttributeLoc::Return => 0,
        AttributeLoc::Param(i) => i + 1,
        AttributeLoc::Function => inkwell::llvm_sys::LLVMAttributeFunctionIndex,
    }
}

/// One string attribute of a function or parameter, read with its length
/// (NUL bytes included, as [`string_attrs`]); a lossy copy if not UTF-8.
pub fn string_attr(f: FunctionValue<'_>, loc: AttributeLoc, key: &str) -> Option<String> {
    use inkwell::llvm_sys::core::{LLVMGetStringAttributeAtIndex, LLVMGetStringAttributeValue};
    let index = match loc {
        AttributeLoc::Return => 0,
        AttributeLoc::Param(i) => i + 1,
        AttributeLoc::Function => inkwell::llvm_sys::LLVMAttributeFunctionIndex,
    };
    // SAFETY: see module docs; the key is passed with its length, and the
    // value LLVM returns is `len` bytes owned by the context.
    unsafe {
        let a = LLVMGetStringAttributeAtIndex(
            f.as_value_ref(),
            index,
            key.as_ptr().cast(),
            key.len() as u32,
        );
        if a.is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = LLVMGetStringAttributeValue(a, &mut len);
        Some(lossy(p, len as usize))
    }
}

/// Removes a string attribute from a function or parameter.
pub fn remove_string_attr(f: FunctionValue<'_>, loc: AttributeLoc, key: &str) {
    f.remove_string_attribute(loc, key);
}

/// What [`ParamEdits::apply`] made of each parameter attribute set and list
/// of edits so far in a pass run: kernels share their parameters' sets, and
/// building the edited set (LLVM hashes every attribute of it) was most of
/// an edit's cost. The sets belong to the context; a memo is for one run.
pub struct ParamEditMemo<'ctx> {
    raw: *mut ffi::SpvpParamEditMemo,
    _ctx: std::marker::PhantomData<&'ctx inkwell::context::Context>,
}

impl ParamEditMemo<'_> {
    /// An empty memo.
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        ParamEditMemo {
            // SAFETY: returns a new memo, freed by `drop`.
            raw: unsafe { ffi::spvp_param_edit_memo_new() },
            _ctx: std::marker::PhantomData,
        }
    }
}

impl Drop for ParamEditMemo<'_> {
    fn drop(&mut self) {
        // SAFETY: made by `new`, freed once.
        unsafe { ffi::spvp_param_edit_memo_free(self.raw) }
    }
}

/// Edits of one function's parameter attributes, applied together by
/// [`ParamEdits::apply`]: LLVM-C edits one attribute at a time, copying the
/// function's whole attribute list each time, which made `align` on every
/// parameter of a kernel quadratic in its parameters.
pub struct ParamEdits<'ctx> {
    f: FunctionValue<'ctx>,
    params: Vec<u32>,
    aligns: Vec<u64>,
    keys: Vec<Option<String>>,
}

impl<'ctx> ParamEdits<'ctx> {
    /// No edits yet, of `f`'s parameters.
    pub fn new(f: FunctionValue<'ctx>) -> Self {
        ParamEdits {
            f,
            params: Vec::new(),
            aligns: Vec::new(),
            keys: Vec::new(),
        }
    }

    /// Sets LLVM's `align N` on parameter `index`, replacing any previous
    /// one; returns the alignment it has now (before [`ParamEdits::apply`]).
    pub fn set_align(&mut self, index: u32, align: u64) -> Option<u64> {
        // Enum attribute kinds are LLVM's build-time numbering, the same
        // in every context: looked up by name once per process.
        static ALIGN: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
        let kind = *ALIGN.get_or_init(|| Attribute::get_named_enum_kind_id("align"));
        let old = self
            .f
            .get_enum_attribute(AttributeLoc::Param(index), kind)
            .map(|a| a.get_enum_value());
        self.params.push(index);
        self.aligns.push(align);
        self.keys.push(None);
        old
    }

    /// Removes string attribute `key` from parameter `index`.
    pub fn remove_string(&mut self, index: u32, key: &str) {
        self.params.push(index);
        self.aligns.push(0);
        self.keys.push(Some(key.to_owned()));
    }

    /// Applies the edits, building the attribute list once (each
    /// parameter's new set taken from `memo` when an earlier parameter had
    /// the same set and edits); true if there were any.
    pub fn apply(self, memo: &mut ParamEditMemo<'ctx>) -> bool {
        if self.params.is_empty() {
            return false;
        }
        let keys: Vec<*const c_char> = self
            .keys
            .iter()
            .map(|k| k.as_ref().map_or(std::ptr::null(), |k| k.as_ptr().cast()))
            .collect();
        let lens: Vec<usize> = self
            .keys
            .iter()
            .map(|k| k.as_ref().map_or(0, String::len))
            .collect();
        // SAFETY: see module docs; five arrays of `params.len()` entries,
        // the keys borrowed from `self.keys` for the call.
        unsafe {
            ffi::spvp_edit_param_attrs(
                self.f.as_value_ref(),
                memo.raw,
                self.params.len(),
                self.params.as_ptr(),
                self.aligns.as_ptr(),
                keys.as_ptr(),
                lens.as_ptr(),
            );
        }
        true
    }
}

/// A module kept by something that writes to it later, when it is dropped
/// (the record of what a pass emitted, flushed at the end of the run).
/// Tied to its context's lifetime `'ctx` as inkwell's values are: it is
/// valid while its module lives, which it does through the pass run that
/// made the handle (nothing of a run outlives the run).
#[derive(Clone, Copy)]
pub struct ModuleHandle<'ctx> {
    raw: inkwell::llvm_sys::prelude::LLVMModuleRef,
    _ctx: std::marker::PhantomData<&'ctx ()>,
}

impl<'ctx> ModuleHandle<'ctx> {
    /// A handle of `m`.
    pub fn of(m: &Module<'ctx>) -> Self {
        ModuleHandle {
            raw: m.as_mut_ptr(),
            _ctx: std::marker::PhantomData,
        }
    }

    /// Runs `f` on the module.
    pub fn with<R>(self, f: impl FnOnce(&Module<'ctx>) -> R) -> R {
        // SAFETY: the module is live (see the type's docs); the view is
        // never dropped (ManuallyDrop), so it disposes nothing.
        let view = std::mem::ManuallyDrop::new(unsafe { Module::new(self.raw) });
        f(&view)
    }
}

/// How messages name what a property is on: `kernel @k`, `function @f`,
/// `global @g`, `parameter 1 (%p) of @k`. The names are read only when a
/// message is formatted (most runs format none).
#[derive(Clone, Copy, Debug)]
pub enum Subject<'ctx> {
    /// Parameter `index` (from 0) of a function: `parameter 1 (%p) of @k`.
    Param(FunctionValue<'ctx>, u32),
    /// A kernel: `kernel @k`.
    Kernel(FunctionValue<'ctx>),
    /// A function that is not a kernel: `function @f`.
    Function(FunctionValue<'ctx>),
    /// A global variable: `global @g`.
    Global(GlobalValue<'ctx>),
}

impl std::fmt::Display for Subject<'_> {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Subject::Param(f, index) => {
                write!(out, "parameter {index}")?;
                if let Some(p) = f.get_nth_param(index) {
                    let name = p.get_name().to_string_lossy();
                    if !name.is_empty() {
                        write!(out, " (%{name})")?;
                    }
                }
                write!(out, " of @{}", function_name(f))
            }
            Subject::Kernel(f) => write!(out, "kernel @{}", function_name(f)),
            Subject::Function(f) => write!(out, "function @{}", function_name(f)),
            Subject::Global(g) => write!(out, "global @{}", global_name(g)),
        }
    }
}

/// Puts `builder` at the very start of `bb`: before its first instruction
/// and, from LLVM 19, before the debug records attached to it (what such a
/// record describes must be defined before it).
///
/// # Safety
/// `builder` and `bb` must be valid.
pub(crate) unsafe fn position_at_block_start(
    builder: inkwell::llvm_sys::prelude::LLVMBuilderRef,
    bb: inkwell::llvm_sys::prelude::LLVMBasicBlockRef,
) {
    use inkwell::llvm_sys::core::*;
    let first = LLVMGetFirstInstruction(bb);
    if first.is_null() {
        LLVMPositionBuilderAtEnd(builder, bb);
        return;
    }
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    LLVMPositionBuilderBeforeInstrAndDbgRecords(builder, first);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    LLVMPositionBuilderBefore(builder, first);
}

/// Any value's name as UTF-8 (lossy), for messages and new names.
///
/// # Safety
/// `v` must be a valid value.
pub(crate) unsafe fn value_name(v: LLVMValueRef) -> String {
    let mut name = String::new();
    push_value_name(v, &mut name);
    name
}

/// Appends `v`'s name (as [`value_name`] reads it) to `out`; read with its
/// length (no `strlen`) and, ASCII as names nearly always are, copied
/// without the lossy decoder's walk.
///
/// # Safety
/// `v` must be a valid value.
pub(crate) unsafe fn push_value_name(v: LLVMValueRef, out: &mut String) {
    let mut len = 0usize;
    let p = inkwell::llvm_sys::core::LLVMGetValueName2(v, &mut len);
    if len > 0 {
        out.push_str(&text(std::slice::from_raw_parts(p.cast::<u8>(), len)));
    }
}

/// `[n x elem]` (LLVM-C renamed the call in LLVM 17 for 64-bit counts).
///
/// # Safety
/// `elem` must be a valid type.
pub(crate) unsafe fn array_type(
    elem: inkwell::llvm_sys::prelude::LLVMTypeRef,
    n: u32,
) -> inkwell::llvm_sys::prelude::LLVMTypeRef {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return inkwell::llvm_sys::core::LLVMArrayType2(elem, u64::from(n));
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return inkwell::llvm_sys::core::LLVMArrayType(elem, n);
}

/// The module's pointer width in bits (address space 0), from its data
/// layout: what `size_t` is. LLVM's default is 64.
pub fn pointer_bits(m: &Module<'_>) -> u32 {
    let dl = m.get_data_layout();
    let dl = dl.as_str().to_string_lossy();
    dl.split('-')
        .find_map(|spec| {
            let rest = spec
                .strip_prefix("p:")
                .or_else(|| spec.strip_prefix("p0:"))?;
            rest.split(':').next()?.parse().ok()
        })
        .unwrap_or(64)
}

/// Whether the module's context makes typed pointers (`i32 addrspace(3)*`):
/// only LLVM 15 and 16 can, under `-opaque-pointers=0`. Asked of the
/// context itself, not of the version: `i8*` made there is opaque exactly
/// when the context has opaque pointers (LLVM 17 and later always).
pub fn typed_pointers(m: &Module<'_>) -> bool {
    use inkwell::llvm_sys::core::{
        LLVMInt8TypeInContext, LLVMPointerType, LLVMPointerTypeIsOpaque,
    };
    // SAFETY: the module's context is live; `i8*` is a valid pointer type
    // in either mode (LLVM 15's `PointerType::get(i8, 0)` gives `ptr` in
    // opaque mode, `i8*` in typed mode).
    unsafe {
        let ctx = LLVMGetModuleContext(m.as_mut_ptr());
        LLVMPointerTypeIsOpaque(LLVMPointerType(LLVMInt8TypeInContext(ctx), 0)) == 0
    }
}
