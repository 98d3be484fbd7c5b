//! What device-code split needs from LLVM that LLVM-C lacks (gap.cpp, part
//! 6): the globals a global refers to, the globals a named-metadata entry is
//! about, and an image builder that copies chosen globals of a module into a
//! new module of the same context. See the module docs of `ir` for the
//! safety invariant every block here relies on.

use std::ffi::{c_char, c_void, CStr, CString};

use rustc_hash::FxHashSet;

use inkwell::llvm_sys::prelude::{LLVMMetadataRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use inkwell::module::Module;

#[repr(C)]
struct SpvpImage {
    _private: [u8; 0],
}

type RefFn = unsafe extern "C" fn(*mut c_void, LLVMValueRef);
type TypeFn = unsafe extern "C" fn(*mut c_void, LLVMTypeRef);

extern "C" {
    fn spvp_global_refs(v: LLVMValueRef, cx: *mut c_void, on_ref: RefFn, on_indirect: TypeFn);
    fn spvp_constant_refs(c: LLVMValueRef, cx: *mut c_void, on_ref: RefFn);
    fn spvp_md_global_refs(n: LLVMMetadataRef, cx: *mut c_void, on_ref: RefFn);
    fn spvp_image_new(src: LLVMModuleRef, name: *const c_char, len: usize) -> *mut SpvpImage;
    fn spvp_image_declare(img: *mut SpvpImage, g: LLVMValueRef) -> i32;
    fn spvp_image_define(img: *mut SpvpImage, g: LLVMValueRef, internal: i32);
    fn spvp_image_add_named(
        img: *mut SpvpImage,
        name: *const c_char,
        len: usize,
        n: LLVMMetadataRef,
    );
    fn spvp_image_appending(img: *mut SpvpImage, g: LLVMValueRef, elems: *const u32, n: usize);
    fn spvp_image_finish(img: *mut SpvpImage, err: *mut *mut c_char) -> LLVMModuleRef;
    fn spvp_image_dispose(img: *mut SpvpImage);
    fn spvp_free_string(s: *mut c_char);
    fn spvp_read_back(data: *const c_char, len: usize, text: i32, err: *mut *mut c_char) -> i32;
}

/// What one global refers to.
#[derive(Default)]
pub struct Refs {
    /// Globals used by its body, initializer or aliasee (each once).
    pub globals: Vec<LLVMValueRef>,
    /// The function types of its indirect calls (with repeats).
    pub indirect_calls: Vec<LLVMTypeRef>,
}

unsafe extern "C" fn push_ref(cx: *mut c_void, g: LLVMValueRef) {
    (*cx.cast::<Refs>()).globals.push(g);
}

unsafe extern "C" fn push_type(cx: *mut c_void, t: LLVMTypeRef) {
    (*cx.cast::<Refs>()).indirect_calls.push(t);
}

/// The globals that a function, variable or alias `v` refers to (its body,
/// initializer, aliasee), and a function's indirect calls.
///
/// # Safety
/// `v` must be a valid global value or constant.
unsafe fn global_refs(v: LLVMValueRef) -> Refs {
    let mut refs = Refs::default();
    spvp_global_refs(v, (&mut refs as *mut Refs).cast(), push_ref, push_type);
    refs
}

/// The globals constant `c` is or refers to, in operand order.
///
/// # Safety
/// `c` must be a valid constant.
unsafe fn constant_refs(c: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut refs = Refs::default();
    spvp_constant_refs(c, (&mut refs as *mut Refs).cast(), push_ref);
    refs.globals
}

/// The globals a metadata node names among its own operands
/// (`!{ptr @k, i32 17, ...}` names `@k`), as identities (compared with
/// [`ModuleGlobal::id`]). `n` is a node this layer handed out, read from or
/// made in a live module's context (see the `ir` module docs).
pub fn md_global_refs(n: LLVMMetadataRef) -> Vec<LLVMValueRef> {
    let mut refs = Refs::default();
    // SAFETY: `n` is live metadata (the layer's handle invariant); the
    // callback only pushes onto `refs`, alive for the call.
    unsafe { spvp_md_global_refs(n, (&mut refs as *mut Refs).cast(), push_ref) };
    refs.globals
}

/// Every named metadata list of a module: (name, its nodes as metadata).
pub fn named_metadata(m: &Module<'_>) -> Vec<(String, Vec<LLVMMetadataRef>)> {
    use inkwell::llvm_sys::core::*;
    let mut out = Vec::new();
    // SAFETY: see module docs; names are read with their lengths, and the
    // operand buffer has the reported size.
    unsafe {
        let mut nmd = LLVMGetFirstNamedMetadata(m.as_mut_ptr());
        while !nmd.is_null() {
            let mut len = 0usize;
            let name = super::lossy(LLVMGetNamedMetadataName(nmd, &mut len), len);
            let cname = CString::new(name.as_str()).unwrap_or_default();
            let n = LLVMGetNamedMetadataNumOperands(m.as_mut_ptr(), cname.as_ptr()) as usize;
            let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n];
            if n > 0 {
                LLVMGetNamedMetadataOperands(m.as_mut_ptr(), cname.as_ptr(), ops.as_mut_ptr());
            }
            let nodes = ops
                .into_iter()
                .filter(|p| !p.is_null())
                .map(|p| super::ffi::spvp_as_metadata(p))
                .collect();
            out.push((name, nodes));
            nmd = LLVMGetNextNamedMetadata(nmd);
        }
    }
    out
}

/// An image under construction: a new module in the source's context.
/// Declare every global first, then define them (bodies refer to each
/// other), then add named metadata, then [`ImageBuilder::finish`]. The
/// builder keeps which globals it declared, so that defining or copying
/// one it did not declare (the gap would find no image global for it) is
/// refused rather than undefined. A global whose definition refers to one
/// not declared makes an image the verifier rejects ([`finish`]'s error).
///
/// [`finish`]: ImageBuilder::finish
pub struct ImageBuilder<'ctx> {
    raw: *mut SpvpImage,
    declared: FxHashSet<LLVMValueRef>,
    _ctx: std::marker::PhantomData<&'ctx ()>,
}

impl<'ctx> ImageBuilder<'ctx> {
    /// An empty image named `name`, in `src`'s context.
    pub fn new(src: &Module<'ctx>, name: &str) -> Self {
        // SAFETY: see module docs; the name is passed with its length.
        let raw = unsafe { spvp_image_new(src.as_mut_ptr(), name.as_ptr().cast(), name.len()) };
        ImageBuilder {
            raw,
            declared: FxHashSet::default(),
            _ctx: std::marker::PhantomData,
        }
    }

    /// Declares source global `g` in the image; false for a kind the image
    /// cannot hold (an ifunc). A global declared before is not declared
    /// again.
    pub fn declare(&mut self, g: &ModuleGlobal<'ctx>) -> bool {
        if self.declared.contains(&g.raw) {
            return true;
        }
        // SAFETY: `g` is a live global of the source module (ModuleGlobal
        // invariant; its context is the image's, `'ctx`).
        let declared = unsafe { spvp_image_declare(self.raw, g.raw) == 1 };
        if declared {
            self.declared.insert(g.raw);
        }
        declared
    }

    /// Gives declared `g` its definition (body, initializer, aliasee);
    /// with `internal`, as an internal definition in no comdat.
    ///
    /// # Panics
    /// If `g` was not declared.
    pub fn define(&mut self, g: &ModuleGlobal<'ctx>, internal: bool) {
        assert!(
            self.declared.contains(&g.raw),
            "@{} is defined in an image without being declared there",
            g.name()
        );
        // SAFETY: `g` is a live global of the source, declared in the image
        // (checked), so the gap finds its image global.
        unsafe { spvp_image_define(self.raw, g.raw, i32::from(internal)) }
    }

    /// Appends source node `n` (mapped into the image; a global it names
    /// that is not declared becomes `null`) to `!name`. `n` is a node this
    /// layer handed out, of the source's context (see the `ir` module docs).
    pub fn add_named(&mut self, name: &str, n: LLVMMetadataRef) {
        // SAFETY: `n` is a live node (the layer's handle invariant); the
        // name is passed with its length.
        unsafe { spvp_image_add_named(self.raw, name.as_ptr().cast(), name.len(), n) }
    }

    /// Copies appending-linkage array `g` with only its elements `elems`
    /// (indices into its initializer), each mapped into the image.
    ///
    /// # Panics
    /// If `g` is not an appending array variable with an initializer, or
    /// an index is past its elements.
    pub fn appending(&mut self, g: &ModuleGlobal<'ctx>, elems: &[u32]) {
        let count = g.initializer_len();
        assert!(
            matches!(
                g.kind,
                GlobalKind::Variable {
                    appending: true,
                    ..
                }
            ) && count.is_some_and(|n| elems.iter().all(|&e| e < n)),
            "@{} is no appending array with elements {elems:?}",
            g.name()
        );
        // SAFETY: `g` is a live appending array variable of the source with
        // an initializer of more than every index (checked).
        unsafe { spvp_image_appending(self.raw, g.raw, elems.as_ptr(), elems.len()) }
    }

    /// Verifies the image and hands it over, or the verifier's message.
    pub fn finish(mut self) -> Result<OwnedModule, String> {
        let raw = std::mem::replace(&mut self.raw, std::ptr::null_mut());
        let mut err: *mut c_char = std::ptr::null_mut();
        // SAFETY: `raw` is a live builder (taken out, so Drop will not free
        // it again); the message is ours to free.
        unsafe {
            let m = spvp_image_finish(raw, &mut err);
            if m.is_null() {
                let msg = if err.is_null() {
                    String::new()
                } else {
                    CStr::from_ptr(err).to_string_lossy().into_owned()
                };
                spvp_free_string(err);
                return Err(msg);
            }
            Ok(OwnedModule { raw: m })
        }
    }
}

impl Drop for ImageBuilder<'_> {
    fn drop(&mut self) {
        if !self.raw.is_null() {
            // SAFETY: a builder not finished is freed once.
            unsafe { spvp_image_dispose(self.raw) }
        }
    }
}

/// A finished image module, disposed when dropped.
pub struct OwnedModule {
    raw: LLVMModuleRef,
}

impl OwnedModule {
    /// Runs `f` on the image as an inkwell module of the source's context
    /// (the builder creates the image there), without giving it ownership.
    pub fn with_module<'ctx, R>(
        &self,
        _source: &inkwell::module::Module<'ctx>,
        f: impl FnOnce(&inkwell::module::Module<'ctx>) -> R,
    ) -> R {
        // SAFETY: `raw` is a live module of `_source`'s context (see
        // `spvp_image_new`), so `'ctx` is its context's lifetime; the view
        // is never dropped (ManuallyDrop), so only our Drop disposes it.
        let view = std::mem::ManuallyDrop::new(unsafe { inkwell::module::Module::new(self.raw) });
        f(&view)
    }

    /// The module as bitcode (`text == false`) or as text IR, in memory:
    /// the caller writes the bytes (and sees the write's own error, a full
    /// disk or a file-size limit) and reads them back with [`read_back`].
    pub fn to_bytes(&self, text: bool) -> Vec<u8> {
        use inkwell::llvm_sys::bit_writer::LLVMWriteBitcodeToMemoryBuffer;
        use inkwell::llvm_sys::core::{
            LLVMDisposeMemoryBuffer, LLVMGetBufferSize, LLVMGetBufferStart, LLVMPrintModuleToString,
        };
        // SAFETY: `raw` is a live module we own; the string is LLVM's to be
        // freed with LLVMDisposeMessage (take_message), the buffer ours to
        // dispose after copying its reported size.
        unsafe {
            if text {
                super::take_message(LLVMPrintModuleToString(self.raw)).into_bytes()
            } else {
                let buf = LLVMWriteBitcodeToMemoryBuffer(self.raw);
                let start = LLVMGetBufferStart(buf).cast::<u8>();
                let bytes = std::slice::from_raw_parts(start, LLVMGetBufferSize(buf)).to_vec();
                LLVMDisposeMemoryBuffer(buf);
                bytes
            }
        }
    }
}

/// Reads an image back as LLVM would load it, bitcode (`text == false`) or
/// text IR, in a context of its own, and verifies it; the reason when it
/// does not read back. (A string attribute value with a NUL byte is
/// written to bitcode but not read back: "Invalid attribute group entry",
/// opt 15 to 22.)
pub fn read_back(bytes: &[u8], text: bool) -> Result<(), String> {
    let mut err: *mut c_char = std::ptr::null_mut();
    // SAFETY: the bytes are passed with their length and only read; the
    // message is ours to free.
    unsafe {
        if spvp_read_back(
            bytes.as_ptr().cast(),
            bytes.len(),
            i32::from(text),
            &mut err,
        ) == 1
        {
            return Ok(());
        }
        let msg = if err.is_null() {
            "LLVM could not read it".to_string()
        } else {
            CStr::from_ptr(err).to_string_lossy().into_owned()
        };
        spvp_free_string(err);
        Err(without_addresses(&msg))
    }
}

/// LLVM's reader message with numbers too long to be anything but an
/// address or garbage (LLVM 15 prints the unknown attribute kind it read
/// from a NUL-byte attribute as a heap address) replaced by `...`, so the
/// diagnostic is the same on every run.
fn without_addresses(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len());
    let mut digits = String::new();
    for c in msg.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if digits.len() >= 10 {
            out.push_str("...");
        } else {
            out.push_str(&digits);
        }
        digits.clear();
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

impl Drop for OwnedModule {
    fn drop(&mut self) {
        // SAFETY: we own the module; nothing else refers to it.
        unsafe { inkwell::llvm_sys::core::LLVMDisposeModule(self.raw) }
    }
}

/// What kind of global a module-level symbol is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalKind {
    /// A function.
    Function {
        /// Whether it has a body.
        defined: bool,
    },
    /// A global variable.
    Variable {
        /// Whether it has an initializer.
        defined: bool,
        /// Whether its linkage is `appending` (`@llvm.used` and the like).
        appending: bool,
    },
    /// A global alias.
    Alias,
    /// A global ifunc.
    IFunc,
}

/// One global of a module (function, variable, alias or ifunc); made only
/// by [`module_globals`], so a live global of its context `'ctx`.
#[derive(Clone, Copy, Debug)]
pub struct ModuleGlobal<'ctx> {
    /// The global itself.
    raw: LLVMValueRef,
    /// What kind of global it is.
    pub kind: GlobalKind,
    /// LLVM's `isDiscardableIfUnused`: local, linkonce or
    /// available_externally linkage. Other variables must stay.
    pub discardable: bool,
    _ctx: std::marker::PhantomData<&'ctx ()>,
}

impl<'ctx> ModuleGlobal<'ctx> {
    /// The global's identity, for maps (compared with what
    /// [`ModuleGlobal::refs`], [`md_global_refs`] and inkwell's
    /// `as_value_ref` give).
    pub fn id(&self) -> LLVMValueRef {
        self.raw
    }

    /// The function, if the global is one.
    pub fn function(&self) -> Option<inkwell::values::FunctionValue<'ctx>> {
        // SAFETY: the kind was read with LLVMIsAFunction.
        matches!(self.kind, GlobalKind::Function { .. })
            .then(|| unsafe { inkwell::values::FunctionValue::new(self.raw) })
            .flatten()
    }

    /// The global as inkwell's global value (any kind).
    pub fn global(&self) -> inkwell::values::GlobalValue<'ctx> {
        // SAFETY: every ModuleGlobal is a global value of a live module.
        unsafe { inkwell::values::GlobalValue::new(self.raw) }
    }

    /// Its name as UTF-8 (lossy).
    pub fn name(&self) -> String {
        // SAFETY: a live value.
        unsafe { super::value_name(self.raw) }
    }

    /// Whether it is a definition; aliases and ifuncs always are.
    pub fn is_defined(&self) -> bool {
        match self.kind {
            GlobalKind::Function { defined } | GlobalKind::Variable { defined, .. } => defined,
            GlobalKind::Alias | GlobalKind::IFunc => true,
        }
    }
}

/// Every global of the module, in module order: functions, variables,
/// aliases, ifuncs.
pub fn module_globals<'ctx>(m: &Module<'ctx>) -> Vec<ModuleGlobal<'ctx>> {
    use inkwell::llvm_sys::core::*;
    use inkwell::llvm_sys::LLVMLinkage::*;
    let mut out = Vec::new();
    // SAFETY: see module docs; each iterator yields live globals of `m`.
    unsafe {
        let discardable = |g: LLVMValueRef| {
            matches!(
                LLVMGetLinkage(g),
                LLVMInternalLinkage
                    | LLVMPrivateLinkage
                    | LLVMLinkOnceAnyLinkage
                    | LLVMLinkOnceODRLinkage
                    | LLVMAvailableExternallyLinkage
            )
        };
        let mut push = |raw: LLVMValueRef, kind: GlobalKind| {
            out.push(ModuleGlobal {
                raw,
                kind,
                discardable: discardable(raw),
                _ctx: std::marker::PhantomData,
            })
        };
        let mut f = LLVMGetFirstFunction(m.as_mut_ptr());
        while !f.is_null() {
            push(
                f,
                GlobalKind::Function {
                    defined: LLVMIsDeclaration(f) == 0,
                },
            );
            f = LLVMGetNextFunction(f);
        }
        let mut g = LLVMGetFirstGlobal(m.as_mut_ptr());
        while !g.is_null() {
            let appending = LLVMGetLinkage(g) == LLVMAppendingLinkage;
            push(
                g,
                GlobalKind::Variable {
                    defined: LLVMIsDeclaration(g) == 0,
                    appending,
                },
            );
            g = LLVMGetNextGlobal(g);
        }
        let mut a = LLVMGetFirstGlobalAlias(m.as_mut_ptr());
        while !a.is_null() {
            push(a, GlobalKind::Alias);
            a = LLVMGetNextGlobalAlias(a);
        }
        let mut i = LLVMGetFirstGlobalIFunc(m.as_mut_ptr());
        while !i.is_null() {
            push(i, GlobalKind::IFunc);
            i = LLVMGetNextGlobalIFunc(i);
        }
    }
    out
}

impl<'ctx> ModuleGlobal<'ctx> {
    /// The globals it refers to (its body, initializer, aliasee) and, for
    /// a function, the types of its indirect calls.
    pub fn refs(&self) -> Refs {
        // SAFETY: a live global (ModuleGlobal invariant).
        unsafe { global_refs(self.raw) }
    }

    /// For an array variable with an initializer (appending arrays such as
    /// `@llvm.used`), the globals each element is or refers to, by
    /// element; empty for anything else.
    pub fn element_refs(&self) -> Vec<Vec<LLVMValueRef>> {
        if !matches!(self.kind, GlobalKind::Variable { .. }) {
            return Vec::new();
        }
        // SAFETY: a live global variable (kind checked); its initializer's
        // operands are constants, read below their count.
        unsafe { initializer_elements(self.raw) }
            .into_iter()
            .map(|e| unsafe { constant_refs(e) })
            .collect()
    }

    /// A function's type, as an identity (what an indirect call's type is
    /// compared with); `None` for anything else.
    pub fn function_type(&self) -> Option<LLVMTypeRef> {
        // SAFETY: a live function (kind checked).
        matches!(self.kind, GlobalKind::Function { .. })
            .then(|| unsafe { inkwell::llvm_sys::core::LLVMGlobalGetValueType(self.raw) })
    }

    /// How many elements the initializer of an array variable has; `None`
    /// without one (or for anything else).
    fn initializer_len(&self) -> Option<u32> {
        use inkwell::llvm_sys::core::*;
        if !matches!(self.kind, GlobalKind::Variable { .. }) {
            return None;
        }
        // SAFETY: a live global variable (kind checked).
        unsafe {
            let init = LLVMGetInitializer(self.raw);
            (!init.is_null() && !LLVMIsAConstantArray(init).is_null())
                .then(|| LLVMGetNumOperands(init).max(0) as u32)
        }
    }
}

/// The elements of an array variable's initializer (appending arrays such
/// as `@llvm.used`); empty without one.
///
/// # Safety
/// `g` must be a global variable.
unsafe fn initializer_elements(g: LLVMValueRef) -> Vec<LLVMValueRef> {
    use inkwell::llvm_sys::core::*;
    let init = LLVMGetInitializer(g);
    if init.is_null() || LLVMIsAConstantArray(init).is_null() {
        return Vec::new();
    }
    let n = LLVMGetNumOperands(init).max(0) as u32;
    (0..n).map(|i| LLVMGetOperand(init, i)).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn reader_messages_lose_addresses_only() {
        assert_eq!(
            super::without_addresses(
                "Unknown attribute kind (94610749635504) (Producer: 'LLVM15.0.6')"
            ),
            "Unknown attribute kind (...) (Producer: 'LLVM15.0.6')"
        );
        assert_eq!(
            super::without_addresses("record 12 of 345"),
            "record 12 of 345"
        );
    }
}
