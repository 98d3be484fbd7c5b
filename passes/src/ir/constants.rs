//! Building constant data in a module: byte arrays, C strings, structs,
//! arrays with begin/end pointers, and the global constructor and
//! destructor lists. What the offload wrapper writes (the device-binary
//! descriptor of the SYCL runtime) is made of these.
//!
//! Every pointer field is `ptr` (`i8*` in a typed-pointer context): a
//! value of another pointer type is cast with a constant pointer cast, so a
//! struct's layout does not depend on what its fields point at.

use std::ffi::CString;
use std::marker::PhantomData;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use inkwell::llvm_sys::LLVMLinkage;
use inkwell::module::Module;
use rustc_hash::FxHashMap;

/// A constant (or a global's address) of the module being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Const<'ctx> {
    raw: LLVMValueRef,
    _ctx: PhantomData<&'ctx ()>,
}

/// A type of the module's context.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ty<'ctx> {
    raw: LLVMTypeRef,
    _ctx: PhantomData<&'ctx ()>,
}

/// A field of a struct type: an integer of some bits, or a pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `iN`.
    Int(u32),
    /// `ptr` (address space 0).
    Ptr,
}

/// Builds constants and private globals into one module.
pub struct ConstBuilder<'m, 'ctx> {
    m: &'m Module<'ctx>,
    ctx: LLVMContextRef,
    /// C strings already made, by their text: each string once per run.
    strings: FxHashMap<Vec<u8>, Const<'ctx>>,
}

fn c_name(name: &str) -> CString {
    CString::new(name.replace('\0', "")).unwrap_or_default()
}

impl<'m, 'ctx> ConstBuilder<'m, 'ctx> {
    /// A builder for `m`.
    pub fn new(m: &'m Module<'ctx>) -> Self {
        // SAFETY: the module is live; its context outlives it.
        let ctx = unsafe { LLVMGetModuleContext(m.as_mut_ptr()) };
        ConstBuilder {
            m,
            ctx,
            strings: FxHashMap::default(),
        }
    }

    fn module(&self) -> LLVMModuleRef {
        self.m.as_mut_ptr()
    }

    fn wrap(raw: LLVMValueRef) -> Const<'ctx> {
        Const {
            raw,
            _ctx: PhantomData,
        }
    }

    /// `ptr` (`i8*` where the context has typed pointers).
    pub fn ptr_type(&self) -> Ty<'ctx> {
        // SAFETY: the context is live.
        let raw = unsafe { LLVMPointerType(LLVMInt8TypeInContext(self.ctx), 0) };
        Ty {
            raw,
            _ctx: PhantomData,
        }
    }

    fn field_type(&self, f: Field) -> LLVMTypeRef {
        match f {
            // SAFETY: the context is live.
            Field::Int(bits) => unsafe { LLVMIntTypeInContext(self.ctx, bits) },
            Field::Ptr => self.ptr_type().raw,
        }
    }

    /// The named struct type `name` with `fields` (the context's existing
    /// type of that name when it has these fields; otherwise a new one,
    /// which LLVM names `name.N`).
    pub fn struct_type(&self, name: &str, fields: &[Field]) -> Ty<'ctx> {
        let mut elems: Vec<LLVMTypeRef> = fields.iter().map(|f| self.field_type(*f)).collect();
        let cname = c_name(name);
        // SAFETY: the context is live; `elems` outlives the calls.
        unsafe {
            let existing = LLVMGetTypeByName2(self.ctx, cname.as_ptr());
            if !existing.is_null() && LLVMCountStructElementTypes(existing) as usize == elems.len()
            {
                let mut have = vec![std::ptr::null_mut(); elems.len()];
                LLVMGetStructElementTypes(existing, have.as_mut_ptr());
                if have == elems {
                    return Ty {
                        raw: existing,
                        _ctx: PhantomData,
                    };
                }
            }
            let t = LLVMStructCreateNamed(self.ctx, cname.as_ptr());
            LLVMStructSetBody(t, elems.as_mut_ptr(), elems.len() as u32, 0);
            Ty {
                raw: t,
                _ctx: PhantomData,
            }
        }
    }

    /// `iN value`.
    pub fn int(&self, bits: u32, value: u64) -> Const<'ctx> {
        // SAFETY: the context is live.
        Self::wrap(unsafe { LLVMConstInt(LLVMIntTypeInContext(self.ctx, bits), value, 0) })
    }

    /// `ptr null`.
    pub fn null(&self) -> Const<'ctx> {
        // SAFETY: a valid pointer type.
        Self::wrap(unsafe { LLVMConstNull(self.ptr_type().raw) })
    }

    /// `c` as `ptr` (a constant cast where it points elsewhere).
    fn as_ptr(&self, c: Const<'ctx>) -> LLVMValueRef {
        let p = self.ptr_type().raw;
        // SAFETY: `c` is a pointer constant of this context.
        unsafe {
            if LLVMTypeOf(c.raw) == p {
                c.raw
            } else {
                LLVMConstPointerCast(c.raw, p)
            }
        }
    }

    /// A private `unnamed_addr` constant global `name` holding `init`.
    fn private_global(&self, name: &str, init: LLVMValueRef, align: u32) -> LLVMValueRef {
        let cname = c_name(name);
        // SAFETY: the module is live; `init` is a constant of its context.
        unsafe {
            let g = LLVMAddGlobal(self.module(), LLVMTypeOf(init), cname.as_ptr());
            LLVMSetInitializer(g, init);
            LLVMSetGlobalConstant(g, 1);
            LLVMSetLinkage(g, LLVMLinkage::LLVMPrivateLinkage);
            LLVMSetUnnamedAddress(g, inkwell::llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
            if align > 0 {
                LLVMSetAlignment(g, align);
            }
            g
        }
    }

    /// A private constant `[N x i8]` holding `bytes`, in `section` if
    /// given, aligned to `align` (0: the type's); its begin and end
    /// pointers.
    pub fn bytes(
        &self,
        name: &str,
        bytes: &[u8],
        section: Option<&str>,
        align: u32,
    ) -> (Const<'ctx>, Const<'ctx>) {
        // SAFETY: the context is live; `bytes` outlives the call (LLVM copies).
        let init = unsafe { const_string(self.ctx, bytes, false) };
        let g = self.private_global(name, init, align);
        if let Some(s) = section {
            let cs = c_name(s);
            // SAFETY: `g` is a global of this module.
            unsafe { LLVMSetSection(g, cs.as_ptr()) };
        }
        self.begin_end(g, bytes.len() as u64)
    }

    /// A NUL-terminated string, one private global per distinct text.
    pub fn c_string(&mut self, name: &str, text: &[u8]) -> Const<'ctx> {
        if let Some(c) = self.strings.get(text) {
            return *c;
        }
        // SAFETY: the context is live; LLVM copies `text` and adds the NUL.
        let init = unsafe { const_string(self.ctx, text, true) };
        let g = Self::wrap(self.private_global(name, init, 1));
        self.strings.insert(text.to_vec(), g);
        g
    }

    /// `{ fields... }` of struct type `ty`; pointer fields are cast to
    /// `ptr`.
    pub fn struct_value(&self, ty: Ty<'ctx>, fields: &[Const<'ctx>]) -> Const<'ctx> {
        // SAFETY: `ty` is a struct type of this context with as many
        // elements as `fields` (the caller's layout).
        unsafe {
            let n = LLVMCountStructElementTypes(ty.raw) as usize;
            debug_assert_eq!(n, fields.len());
            let mut tys = vec![std::ptr::null_mut(); n];
            LLVMGetStructElementTypes(ty.raw, tys.as_mut_ptr());
            let mut vals: Vec<LLVMValueRef> = fields
                .iter()
                .zip(&tys)
                .map(|(c, t)| {
                    if *t == self.ptr_type().raw {
                        self.as_ptr(*c)
                    } else {
                        c.raw
                    }
                })
                .collect();
            Self::wrap(LLVMConstNamedStruct(
                ty.raw,
                vals.as_mut_ptr(),
                vals.len() as u32,
            ))
        }
    }

    /// A private constant array `name` of `elems` (of type `ty`); its
    /// begin and end pointers. An empty array gives two null pointers.
    pub fn array(
        &self,
        name: &str,
        ty: Ty<'ctx>,
        elems: &[Const<'ctx>],
    ) -> (Const<'ctx>, Const<'ctx>) {
        if elems.is_empty() {
            return (self.null(), self.null());
        }
        let mut raws: Vec<LLVMValueRef> = elems.iter().map(|c| c.raw).collect();
        // SAFETY: every element has type `ty`; `raws` outlives the call.
        let init = unsafe { const_array(ty.raw, &mut raws) };
        let g = self.private_global(name, init, 0);
        self.begin_end(g, elems.len() as u64)
    }

    /// A private constant global `name` holding `init`; its address.
    pub fn global(&self, name: &str, init: Const<'ctx>) -> Const<'ctx> {
        Self::wrap(self.private_global(name, init.raw, 0))
    }

    /// `&g[0][0]` and `&g[0][n]` of an array global `g` of `n` elements.
    fn begin_end(&self, g: LLVMValueRef, n: u64) -> (Const<'ctx>, Const<'ctx>) {
        // SAFETY: `g` is a global of array type with `n` elements; an
        // in-bounds GEP one past the end is allowed.
        unsafe {
            let i64t = LLVMInt64TypeInContext(self.ctx);
            let zero = LLVMConstInt(i64t, 0, 0);
            let ty = LLVMGlobalGetValueType(g);
            let mut first = [zero, zero];
            let mut last = [zero, LLVMConstInt(i64t, n, 0)];
            let b = LLVMConstInBoundsGEP2(ty, g, first.as_mut_ptr(), 2);
            let e = LLVMConstInBoundsGEP2(ty, g, last.as_mut_ptr(), 2);
            (Self::wrap(b), Self::wrap(e))
        }
    }

    /// An internal `void name()` that calls `void callee(ptr arg)`, listed
    /// in `@llvm.global_ctors` (`dtor`: `@llvm.global_dtors`) with
    /// `priority`; entries already there are kept.
    pub fn structor(&self, name: &str, callee: &str, arg: Const<'ctx>, priority: u32, dtor: bool) {
        let m = self.module();
        // SAFETY: the module and context are live; every value made here
        // belongs to them.
        unsafe {
            let void = LLVMVoidTypeInContext(self.ctx);
            let p = self.ptr_type().raw;
            let mut callee_params = [p];
            let callee_ty = LLVMFunctionType(void, callee_params.as_mut_ptr(), 1, 0);
            let ccallee = c_name(callee);
            let mut target = LLVMGetNamedFunction(m, ccallee.as_ptr());
            if target.is_null() {
                target = LLVMAddFunction(m, ccallee.as_ptr(), callee_ty);
            }
            let fn_ty = LLVMFunctionType(void, std::ptr::null_mut(), 0, 0);
            let cname = c_name(name);
            let f = LLVMAddFunction(m, cname.as_ptr(), fn_ty);
            LLVMSetLinkage(f, LLVMLinkage::LLVMInternalLinkage);
            let entry = c"entry";
            let bb = LLVMAppendBasicBlockInContext(self.ctx, f, entry.as_ptr());
            let b = LLVMCreateBuilderInContext(self.ctx);
            LLVMPositionBuilderAtEnd(b, bb);
            let mut args = [self.as_ptr(arg)];
            // A callee declared with another type (typed pointers) is
            // called through a cast.
            let callee_val = if LLVMGlobalGetValueType(target) == callee_ty {
                target
            } else {
                LLVMConstPointerCast(target, LLVMPointerType(callee_ty, 0))
            };
            LLVMBuildCall2(b, callee_ty, callee_val, args.as_mut_ptr(), 1, c"".as_ptr());
            LLVMBuildRetVoid(b);
            LLVMDisposeBuilder(b);
            self.append_structor(f, priority, dtor);
        }
    }

    /// Appends `{ i32 priority, ptr f, ptr null }` to `@llvm.global_ctors`
    /// or `@llvm.global_dtors`, keeping what is there.
    ///
    /// # Safety
    /// `f` must be a function of the module.
    unsafe fn append_structor(&self, f: LLVMValueRef, priority: u32, dtor: bool) {
        let m = self.module();
        let list = if dtor {
            c"llvm.global_dtors"
        } else {
            c"llvm.global_ctors"
        };
        let mut elems: Vec<LLVMValueRef> = Vec::new();
        let old = LLVMGetNamedGlobal(m, list.as_ptr());
        if !old.is_null() {
            let init = LLVMGetInitializer(old);
            if !init.is_null() {
                let n = crate::ir::ffi::spvp_array_length(LLVMTypeOf(init)) as u32;
                for i in 0..n {
                    let e = LLVMGetAggregateElement(init, i);
                    if !e.is_null() {
                        elems.push(e);
                    }
                }
            }
        }
        // `{ i32, void ()*, i8* }` with typed pointers, `{ i32, ptr, ptr }`
        // without; an existing list's own element type wins.
        let elem_ty = match elems.first() {
            Some(first) => LLVMTypeOf(*first),
            None => {
                let mut tys = [
                    LLVMInt32TypeInContext(self.ctx),
                    LLVMTypeOf(f),
                    self.ptr_type().raw,
                ];
                LLVMStructTypeInContext(self.ctx, tys.as_mut_ptr(), 3, 0)
            }
        };
        let mut field_tys = [std::ptr::null_mut(); 3];
        LLVMGetStructElementTypes(elem_ty, field_tys.as_mut_ptr());
        let mut fields = [
            LLVMConstInt(field_tys[0], u64::from(priority), 0),
            LLVMConstPointerCast(f, field_tys[1]),
            LLVMConstNull(field_tys[2]),
        ];
        elems.push(LLVMConstNamedStruct(elem_ty, fields.as_mut_ptr(), 3));
        let arr = const_array(elem_ty, &mut elems);
        let g = LLVMAddGlobal(m, LLVMTypeOf(arr), list.as_ptr());
        LLVMSetLinkage(g, LLVMLinkage::LLVMAppendingLinkage);
        LLVMSetInitializer(g, arr);
        if !old.is_null() {
            LLVMReplaceAllUsesWith(old, g);
            LLVMDeleteGlobal(old);
            LLVMSetValueName2(g, list.as_ptr(), list.count_bytes());
        }
    }
}

// LLVM 17 added LLVMConstArray2 and LLVM 19 LLVMConstStringInContext2 (64-bit
// lengths); LLVM 22's bindings deprecate the old ones. One spelling here for
// every major.

/// A constant `[N x i8]` of `bytes`, with a NUL added when `nul_terminated`.
///
/// # Safety
/// `ctx` is a live context.
pub(crate) unsafe fn const_string(
    ctx: LLVMContextRef,
    bytes: &[u8],
    nul_terminated: bool,
) -> LLVMValueRef {
    let no_nul = i32::from(!nul_terminated);
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return LLVMConstStringInContext2(ctx, bytes.as_ptr().cast(), bytes.len(), no_nul);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return LLVMConstStringInContext(ctx, bytes.as_ptr().cast(), bytes.len() as u32, no_nul);
}

/// A constant array of `elems`, each of type `elem_ty`.
///
/// # Safety
/// Every element is a constant of type `elem_ty`.
pub(crate) unsafe fn const_array(elem_ty: LLVMTypeRef, elems: &mut [LLVMValueRef]) -> LLVMValueRef {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return LLVMConstArray2(elem_ty, elems.as_mut_ptr(), elems.len() as u64);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return LLVMConstArray(elem_ty, elems.as_mut_ptr(), elems.len() as u32);
}
