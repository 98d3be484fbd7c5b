//! Types, constants and their in-memory layout as data, and the few
//! builders a pass needs to replace a call by values it computed: calls of
//! declarations found or added by name, a load at a byte offset of a
//! pointer, a store through a pointer (typed pointers cast first). See the
//! module docs of `ir` for the safety invariant every block here relies on.

use std::marker::PhantomData;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::target::*;
use inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, GlobalValue};

use super::call::CallSite;
use super::md::{IrType, IrValue};
use super::{lossy, take_message};

/// What a type is, as far as laying out a value needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeForm {
    /// An integer of this many bits.
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// A struct with this many members.
    Struct(u32),
    /// An array of this many elements.
    Array(u64),
    /// A fixed vector of this many elements.
    Vector(u32),
    /// Anything else (pointers, scalable vectors, ...).
    Other,
}

/// The form of `t`.
pub fn type_form(t: IrType<'_>) -> TypeForm {
    let raw = t.raw();
    // SAFETY: the kind is read first and only matching queries follow.
    unsafe {
        match LLVMGetTypeKind(raw) {
            LLVMTypeKind::LLVMIntegerTypeKind => TypeForm::Int(LLVMGetIntTypeWidth(raw)),
            LLVMTypeKind::LLVMHalfTypeKind => TypeForm::Half,
            LLVMTypeKind::LLVMFloatTypeKind => TypeForm::Float,
            LLVMTypeKind::LLVMDoubleTypeKind => TypeForm::Double,
            LLVMTypeKind::LLVMStructTypeKind => TypeForm::Struct(LLVMCountStructElementTypes(raw)),
            LLVMTypeKind::LLVMArrayTypeKind => TypeForm::Array(array_len(raw)),
            LLVMTypeKind::LLVMVectorTypeKind => TypeForm::Vector(LLVMGetVectorSize(raw)),
            _ => TypeForm::Other,
        }
    }
}

/// # Safety
/// `t` must be an array type.
unsafe fn array_len(t: LLVMTypeRef) -> u64 {
    #[cfg(any(feature = "llvm19", feature = "llvm22"))]
    return LLVMGetArrayLength2(t);
    #[cfg(not(any(feature = "llvm19", feature = "llvm22")))]
    return crate::ir::ffi::spvp_array_length(t);
}

/// Member `i` of a struct type, or the element type of an array or vector
/// (`i` ignored); `None` for other types or a member out of range.
pub fn element_type<'ctx>(t: IrType<'ctx>, i: u32) -> Option<IrType<'ctx>> {
    // SAFETY: the form is checked before the matching query.
    unsafe {
        match type_form(t) {
            TypeForm::Struct(n) if i < n => {
                Some(IrType::from_raw(LLVMStructGetTypeAtIndex(t.raw(), i)))
            }
            TypeForm::Array(_) | TypeForm::Vector(_) => {
                Some(IrType::from_raw(LLVMGetElementType(t.raw())))
            }
            _ => None,
        }
    }
}

/// The name of a named struct type (`struct.A`), `None` for a literal one.
pub fn struct_name(t: IrType<'_>) -> Option<String> {
    // SAFETY: the kind is checked; the name lives as long as the type.
    unsafe {
        if LLVMGetTypeKind(t.raw()) != LLVMTypeKind::LLVMStructTypeKind {
            return None;
        }
        let p = LLVMGetStructName(t.raw());
        (!p.is_null()).then(|| std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned())
    }
}

/// `i32`, `i8` ... of the context of `like`.
pub fn int_type<'ctx>(like: IrType<'ctx>, bits: u32) -> IrType<'ctx> {
    // SAFETY: a type has a context.
    unsafe { IrType::from_raw(LLVMIntTypeInContext(LLVMGetTypeContext(like.raw()), bits)) }
}

/// The integer constant `value` of integer type `t`.
pub fn const_int<'ctx>(t: IrType<'ctx>, value: u64) -> IrValue<'ctx> {
    // SAFETY: the caller passes an integer type.
    unsafe { IrValue::from_raw(LLVMConstInt(t.raw(), value, 0)) }
}

/// `[n x i8]` of the context of `like`.
pub fn byte_array_type<'ctx>(like: IrType<'ctx>, n: u32) -> IrType<'ctx> {
    // SAFETY: `i8` is a valid element type.
    unsafe { IrType::from_raw(super::array_type(int_type(like, 8).raw(), n)) }
}

/// The module's data layout, for sizes, alignments and member offsets.
pub struct DataLayout {
    raw: LLVMTargetDataRef,
}

impl DataLayout {
    /// The layout the module's `target datalayout` describes.
    pub fn of(m: &Module<'_>) -> Self {
        let dl = m.get_data_layout();
        // SAFETY: the string is NUL-terminated; LLVM parses a module's own
        // data layout string, which the module verified.
        DataLayout {
            raw: unsafe { LLVMCreateTargetData(dl.as_ptr()) },
        }
    }

    /// How many bytes a store of `t` writes (`getTypeStoreSize`).
    pub fn store_size(&self, t: IrType<'_>) -> u64 {
        // SAFETY: `raw` is live until drop; `t` is a sized type.
        unsafe { LLVMStoreSizeOfType(self.raw, t.raw()) }
    }

    /// The distance between consecutive elements of `[n x t]`
    /// (`getTypeAllocSize`).
    pub fn alloc_size(&self, t: IrType<'_>) -> u64 {
        // SAFETY: as above.
        unsafe { LLVMABISizeOfType(self.raw, t.raw()) }
    }

    /// The ABI alignment of `t`, in bytes.
    pub fn abi_align(&self, t: IrType<'_>) -> u64 {
        // SAFETY: as above.
        u64::from(unsafe { LLVMABIAlignmentOfType(self.raw, t.raw()) })
    }

    /// The byte offset of member `i` of struct type `t`.
    pub fn member_offset(&self, t: IrType<'_>, i: u32) -> u64 {
        // SAFETY: callers pass a struct type and a member index below its
        // member count (from `type_form`).
        unsafe { LLVMOffsetOfElement(self.raw, t.raw(), i) }
    }
}

impl Drop for DataLayout {
    fn drop(&mut self) {
        // SAFETY: created by LLVMCreateTargetData, disposed once.
        unsafe { LLVMDisposeTargetData(self.raw) }
    }
}

/// What a constant is, as far as laying out its bytes needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstForm {
    /// `undef` or `poison`.
    Undef,
    /// `zeroinitializer` or another all-zero aggregate.
    Zero,
    /// An integer, zero-extended (up to 64 bits).
    Int(u64),
    /// A floating-point value, as the bits of its format.
    Float(u64),
    /// A struct, array or vector with elements of their own.
    Aggregate,
    /// Anything else (an expression, a pointer ...).
    Other,
}

/// The form of constant `c`.
pub fn const_form(c: IrValue<'_>) -> ConstForm {
    let raw = c.raw();
    // SAFETY: each kind is tested before kind-specific queries; the bitcast
    // of a floating-point constant to an integer of its width folds to an
    // integer constant.
    unsafe {
        if LLVMIsUndef(raw) != 0 || !LLVMIsAPoisonValue(raw).is_null() {
            return ConstForm::Undef;
        }
        if !LLVMIsAConstantAggregateZero(raw).is_null() {
            return ConstForm::Zero;
        }
        if let Some((_, v)) = c.const_int() {
            return ConstForm::Int(v);
        }
        if !LLVMIsAConstantFP(raw).is_null() {
            let ty = LLVMTypeOf(raw);
            let bits = match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMHalfTypeKind => 16,
                LLVMTypeKind::LLVMFloatTypeKind => 32,
                LLVMTypeKind::LLVMDoubleTypeKind => 64,
                _ => return ConstForm::Other,
            };
            let int = LLVMConstBitCast(raw, LLVMIntTypeInContext(LLVMGetTypeContext(ty), bits));
            return match IrValue::from_raw(int).const_int() {
                Some((_, v)) => ConstForm::Float(v),
                None => ConstForm::Other,
            };
        }
        if !LLVMIsAConstantStruct(raw).is_null()
            || !LLVMIsAConstantArray(raw).is_null()
            || !LLVMIsAConstantVector(raw).is_null()
            || !LLVMIsAConstantDataSequential(raw).is_null()
        {
            return ConstForm::Aggregate;
        }
        ConstForm::Other
    }
}

/// Element `i` of an aggregate constant: of `zeroinitializer` the null of
/// the element type, of `undef` an `undef`; `None` out of range or for a
/// constant that is not an aggregate.
pub fn const_element<'ctx>(c: IrValue<'ctx>, i: u32) -> Option<IrValue<'ctx>> {
    // SAFETY: LLVMGetAggregateElement accepts any constant and returns null
    // where there is no such element (it handles zero and undef itself).
    unsafe {
        if LLVMIsAConstant(c.raw()).is_null() {
            return None;
        }
        let e = LLVMGetAggregateElement(c.raw(), i);
        (!e.is_null()).then(|| IrValue::from_raw(e))
    }
}

/// The all-zero constant of `t`.
pub fn null_of<'ctx>(t: IrType<'ctx>) -> IrValue<'ctx> {
    // SAFETY: any first-class type has a null value.
    unsafe { IrValue::from_raw(LLVMConstNull(t.raw())) }
}

/// Whether `v` is a null pointer constant (`ptr null`, `i8 addrspace(4)*
/// null`).
pub fn is_null_constant(v: IrValue<'_>) -> bool {
    // SAFETY: the kind is checked before asking for nullness.
    unsafe { !LLVMIsAConstantPointerNull(v.raw()).is_null() }
}

/// Whether `v` is a constant (not an instruction, argument or global's
/// address computed at run time).
pub fn is_constant(v: IrValue<'_>) -> bool {
    // SAFETY: any value may be asked.
    unsafe { LLVMIsConstant(v.raw()) != 0 }
}

/// The constant struct, array or vector of type `t` with elements
/// `elems` (constants of the element types); `None` when `t` is none of
/// those or the count or a type does not match.
pub fn const_aggregate<'ctx>(t: IrType<'ctx>, elems: &[IrValue<'ctx>]) -> Option<IrValue<'ctx>> {
    for (i, e) in elems.iter().enumerate() {
        if !is_constant(*e) || element_type(t, i as u32)? != e.ty() {
            return None;
        }
    }
    let mut raw: Vec<LLVMValueRef> = elems.iter().map(|e| e.raw()).collect();
    let n = raw.len() as u32;
    // SAFETY: every element is a constant of the matching element type
    // (checked above), and the count is checked per form.
    unsafe {
        let v = match type_form(t) {
            TypeForm::Struct(k) if k == n => {
                if LLVMGetStructName(t.raw()).is_null() {
                    LLVMConstStructInContext(
                        LLVMGetTypeContext(t.raw()),
                        raw.as_mut_ptr(),
                        n,
                        LLVMIsPackedStruct(t.raw()),
                    )
                } else {
                    LLVMConstNamedStruct(t.raw(), raw.as_mut_ptr(), n)
                }
            }
            TypeForm::Array(k) if k == u64::from(n) => {
                crate::ir::constants::const_array(LLVMGetElementType(t.raw()), &mut raw)
            }
            TypeForm::Vector(k) if k == n => LLVMConstVector(raw.as_mut_ptr(), n),
            _ => return None,
        };
        Some(IrValue::from_raw(v))
    }
}

/// `undef` of `t`.
pub fn undef_of<'ctx>(t: IrType<'ctx>) -> IrValue<'ctx> {
    // SAFETY: any first-class type has an undef value.
    unsafe { IrValue::from_raw(LLVMGetUndef(t.raw())) }
}

/// `v` with constant-expression pointer casts taken off: `bitcast`,
/// `addrspacecast` and `getelementptr` whose indices are all zero (the
/// same address), as LLVM's `stripPointerCasts` does for constants.
pub fn strip_pointer_casts(v: IrValue<'_>) -> IrValue<'_> {
    let mut raw = v.raw();
    // SAFETY: only constant expressions are asked for their opcode and
    // operands; a GEP's operands after the first are its indices.
    unsafe {
        loop {
            if LLVMIsAConstantExpr(raw).is_null() {
                break;
            }
            let strip = match LLVMGetConstOpcode(raw) {
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => true,
                LLVMOpcode::LLVMGetElementPtr => (1..LLVMGetNumOperands(raw) as u32).all(|i| {
                    let idx = LLVMGetOperand(raw, i);
                    !LLVMIsAConstantInt(idx).is_null() && LLVMConstIntGetZExtValue(idx) == 0
                }),
                _ => false,
            };
            if !strip {
                break;
            }
            raw = LLVMGetOperand(raw, 0);
        }
        IrValue::from_raw(raw)
    }
}

/// A value read back from a local variable, the `-O0` shape of an
/// argument: `%p = alloca ptr`, one `store ptr @x, ptr %p`, then
/// `%v = load ptr, ptr %p` passed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalRead<'ctx> {
    /// The value the one store writes.
    pub stored: IrValue<'ctx>,
    load: LLVMValueRef,
    store: LLVMValueRef,
    alloca: LLVMValueRef,
}

/// `v` through bitcast and addrspacecast instructions and constant
/// expressions.
///
/// # Safety
/// `v` must be a valid value.
unsafe fn strip_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    loop {
        let cast = !LLVMIsABitCastInst(v).is_null()
            || !LLVMIsAAddrSpaceCastInst(v).is_null()
            || (!LLVMIsAConstantExpr(v).is_null()
                && matches!(
                    LLVMGetConstOpcode(v),
                    LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast
                ));
        if !cast {
            return v;
        }
        v = LLVMGetOperand(v, 0);
    }
}

/// The uses of local `alloca` through casts: `Some((stores, loads))`,
/// or `None` when something else (a call, a GEP, a store of the address
/// itself) could read or write it another way. Lifetime markers are fine.
///
/// # Safety
/// `alloca` must be an alloca instruction.
unsafe fn local_accesses(alloca: LLVMValueRef) -> Option<(Vec<LLVMValueRef>, Vec<LLVMValueRef>)> {
    let (mut stores, mut loads) = (Vec::new(), Vec::new());
    let mut work = vec![alloca];
    while let Some(p) = work.pop() {
        for u in super::walk::raw_users(p) {
            if !LLVMIsABitCastInst(u).is_null() || !LLVMIsAAddrSpaceCastInst(u).is_null() {
                work.push(u);
            } else if !LLVMIsAStoreInst(u).is_null() && LLVMGetOperand(u, 1) == p {
                if strip_casts(LLVMGetOperand(u, 0)) == alloca {
                    return None;
                }
                stores.push(u);
            } else if !LLVMIsALoadInst(u).is_null() {
                loads.push(u);
            } else if !LLVMIsAIntrinsicInst(u).is_null()
                && super::value_name(LLVMGetCalledValue(u)).starts_with("llvm.lifetime.")
            {
                // Lifetime markers neither read nor write the value.
            } else {
                return None;
            }
        }
    }
    Some((stores, loads))
}

/// When `v` (through casts) is a load from a local variable that exactly
/// one store writes and nothing else touches, what that store writes.
pub fn read_from_local(v: IrValue<'_>) -> Option<LocalRead<'_>> {
    // SAFETY: each value is checked for its kind before kind-specific
    // calls; operands of loads and stores are read by their fixed positions.
    unsafe {
        let load = strip_casts(v.raw());
        if LLVMIsALoadInst(load).is_null() {
            return None;
        }
        let alloca = strip_casts(LLVMGetOperand(load, 0));
        if LLVMIsAAllocaInst(alloca).is_null() {
            return None;
        }
        let (stores, _) = local_accesses(alloca)?;
        let [store] = stores[..] else {
            return None;
        };
        Some(LocalRead {
            stored: IrValue::from_raw(LLVMGetOperand(store, 0)),
            load,
            store,
            alloca,
        })
    }
}

/// After the calls `reads` fed are gone: deletes each load nothing uses
/// any more, then each store whose local no load reads (so the stored
/// global, a symbolic name, is unused, as the reference leaves no store of
/// a name). The locals stay for the optimizer (lifetime markers may use
/// them). A read listed twice is handled once.
pub fn drop_local_reads(reads: &[LocalRead<'_>]) {
    let mut loads = rustc_hash::FxHashSet::default();
    let mut stores = rustc_hash::FxHashSet::default();
    // SAFETY: the loads and stores were found by `read_from_local`; each
    // is erased once (the sets), a load only while unused, a store only
    // while no load of its local is left, and neither is touched after.
    unsafe {
        for r in reads {
            if loads.insert(r.load) && LLVMGetFirstUse(r.load).is_null() {
                LLVMInstructionEraseFromParent(r.load);
            }
        }
        for r in reads {
            if !stores.insert(r.store) {
                continue;
            }
            if let Some((_, left)) = local_accesses(r.alloca) {
                if left.is_empty() {
                    LLVMInstructionEraseFromParent(r.store);
                }
            }
        }
    }
}

/// The global variable `v` is, if it is one.
pub fn as_global_variable<'ctx>(v: IrValue<'ctx>) -> Option<GlobalValue<'ctx>> {
    // SAFETY: the kind is checked before wrapping.
    unsafe {
        if LLVMIsAGlobalVariable(v.raw()).is_null() {
            return None;
        }
        Some(GlobalValue::new(v.raw()))
    }
}

/// The initializer of a global variable, `None` for a declaration.
pub fn initializer<'ctx>(g: GlobalValue<'ctx>) -> Option<IrValue<'ctx>> {
    // SAFETY: a global variable may be asked for its initializer (null for
    // a declaration).
    unsafe {
        let init = LLVMGetInitializer(g.as_value_ref());
        (!init.is_null()).then(|| IrValue::from_raw(init))
    }
}

/// The text of an `[N x i8]` constant, without one trailing NUL; `None`
/// for any other constant.
pub fn const_c_string(c: IrValue<'_>) -> Option<String> {
    // SAFETY: LLVMIsConstantString checks the kind (an i8 data array) before
    // LLVMGetAsString, whose buffer has the reported length.
    unsafe {
        if LLVMIsAConstantDataSequential(c.raw()).is_null() || LLVMIsConstantString(c.raw()) == 0 {
            return None;
        }
        let mut len = 0usize;
        let p = LLVMGetAsString(c.raw(), &mut len);
        let mut s = lossy(p, len);
        if s.ends_with('\0') {
            s.pop();
        }
        Some(s)
    }
}

impl<'ctx> CallSite<'ctx> {
    /// The function called, if the call names one directly.
    pub fn callee(self) -> Option<FunctionValue<'ctx>> {
        // SAFETY: a live call has a called operand; its kind is checked.
        unsafe {
            let f = LLVMGetCalledValue(self.raw());
            if LLVMIsAFunction(f).is_null() {
                return None;
            }
            FunctionValue::new(f)
        }
    }

    /// How many arguments the call passes.
    pub fn arg_count(self) -> u32 {
        // SAFETY: a live call.
        unsafe { LLVMGetNumArgOperands(self.raw()) }
    }

    /// Argument `i` of the call, `None` past its last.
    pub fn arg(self, i: u32) -> Option<IrValue<'ctx>> {
        // SAFETY: a live call (CallSite invariant); the index is checked
        // against the argument count.
        unsafe {
            (i < LLVMGetNumArgOperands(self.raw()))
                .then(|| IrValue::from_raw(LLVMGetOperand(self.raw(), i)))
        }
    }

    /// The type the call returns.
    pub fn result_type(self) -> IrType<'ctx> {
        // SAFETY: every value has a type.
        unsafe { IrType::from_raw(LLVMTypeOf(self.raw())) }
    }

    /// The call as LLVM prints it, for messages.
    pub fn print(self) -> String {
        // SAFETY: printing a live instruction; the message is freed.
        unsafe {
            take_message(LLVMPrintValueToString(self.raw()))
                .trim()
                .to_string()
        }
    }

    /// Replaces every use of the call's result by `v` and erases the call.
    pub fn replace_with(self, v: Option<IrValue<'ctx>>) {
        // SAFETY: a live call; its uses move to a value of the same type
        // (the caller's contract) before it is erased, and it is not used
        // after.
        unsafe {
            if let Some(v) = v {
                LLVMReplaceAllUsesWith(self.raw(), v.raw());
            }
            LLVMInstructionEraseFromParent(self.raw());
        }
    }
}

/// The type of the `sret(<type>)` attribute on parameter `index` of `f`,
/// if it has one.
pub fn sret_type<'ctx>(f: FunctionValue<'ctx>, index: u32) -> Option<IrType<'ctx>> {
    let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("sret");
    // SAFETY: attribute index 1 + i is parameter i; a type attribute has a
    // type value.
    unsafe {
        let a = LLVMGetEnumAttributeAtIndex(f.as_value_ref(), index + 1, kind);
        if a.is_null() {
            return None;
        }
        let t = LLVMGetTypeAttributeValue(a);
        (!t.is_null()).then(|| IrType::from_raw(t))
    }
}

/// Builds instructions right before one call (which the pass then
/// replaces), in the call's debug location.
pub struct Builder<'ctx> {
    raw: LLVMBuilderRef,
    module: LLVMModuleRef,
    call_conv: Option<u32>,
    _ctx: PhantomData<&'ctx ()>,
}

impl<'ctx> Builder<'ctx> {
    /// A builder before `at`; calls it builds get calling convention
    /// `call_conv` (on the declaration too) where given.
    pub fn before(m: &Module<'ctx>, at: CallSite<'ctx>, call_conv: Option<u32>) -> Self {
        // SAFETY: `at` is a live instruction of `m`; the builder is disposed
        // on drop.
        unsafe {
            let ctx = LLVMGetModuleContext(m.as_mut_ptr());
            let raw = LLVMCreateBuilderInContext(ctx);
            LLVMPositionBuilderBefore(raw, at.raw());
            let dl = inkwell::llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(at.raw());
            LLVMSetCurrentDebugLocation2(raw, dl);
            Builder {
                raw,
                module: m.as_mut_ptr(),
                call_conv,
                _ctx: PhantomData,
            }
        }
    }

    /// A call of the function named `name` returning `ret`, declared with
    /// the argument types if missing. `Err` names the type an existing
    /// function of that name has when it is another one.
    pub fn call(
        &self,
        name: &str,
        ret: IrType<'ctx>,
        args: &[IrValue<'ctx>],
    ) -> Result<IrValue<'ctx>, String> {
        let cname = std::ffi::CString::new(name).map_err(|_| "a NUL in a name".to_string())?;
        // SAFETY: all types come from one context; the argument buffer has
        // `len` entries; an existing function is used only with its own type.
        unsafe {
            let mut params: Vec<LLVMTypeRef> = args.iter().map(|a| LLVMTypeOf(a.raw())).collect();
            let fty = LLVMFunctionType(ret.raw(), params.as_mut_ptr(), params.len() as u32, 0);
            let mut f = LLVMGetNamedFunction(self.module, cname.as_ptr());
            if f.is_null() {
                f = LLVMAddFunction(self.module, cname.as_ptr(), fty);
                if let Some(cc) = self.call_conv {
                    LLVMSetFunctionCallConv(f, cc);
                }
            } else if LLVMGlobalGetValueType(f) != fty {
                return Err(format!(
                    "@{name} exists with type {}, not {}",
                    take_message(LLVMPrintTypeToString(LLVMGlobalGetValueType(f))),
                    take_message(LLVMPrintTypeToString(fty))
                ));
            }
            let mut argv: Vec<LLVMValueRef> = args.iter().map(|a| a.raw()).collect();
            let call = LLVMBuildCall2(
                self.raw,
                fty,
                f,
                argv.as_mut_ptr(),
                argv.len() as u32,
                c"".as_ptr(),
            );
            LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(f));
            Ok(IrValue::from_raw(call))
        }
    }

    /// `alloca <elem>, <count's type> <count>, align <align>` (in the data
    /// layout's alloca address space), cast to pointer type `like` when
    /// that differs (another address space, or a typed pointer).
    pub fn array_alloca(
        &self,
        elem: IrType<'ctx>,
        count: IrValue<'ctx>,
        align: u32,
        like: IrType<'ctx>,
    ) -> IrValue<'ctx> {
        // SAFETY: `count` is an integer value and `like` a pointer type of
        // the builder's context (the caller's contract).
        unsafe {
            let a = LLVMBuildArrayAlloca(self.raw, elem.raw(), count.raw(), c"".as_ptr());
            LLVMSetAlignment(a, align.max(1));
            let v = if LLVMTypeOf(a) == like.raw() {
                a
            } else {
                LLVMBuildPointerCast(self.raw, a, like.raw(), c"".as_ptr())
            };
            IrValue::from_raw(v)
        }
    }

    /// `trunc` of an integer to a narrower integer type.
    pub fn trunc(&self, v: IrValue<'ctx>, to: IrType<'ctx>) -> IrValue<'ctx> {
        // SAFETY: the caller passes integer types, `to` the narrower.
        unsafe { IrValue::from_raw(LLVMBuildTrunc(self.raw, v.raw(), to.raw(), c"".as_ptr())) }
    }

    /// A load of `ty` at byte `offset` of pointer `base` (`getelementptr
    /// i8` then, for typed pointers, a cast to a pointer to `ty` in the
    /// same address space), with alignment `align`.
    pub fn load_at(
        &self,
        base: IrValue<'ctx>,
        offset: u64,
        ty: IrType<'ctx>,
        align: u32,
    ) -> IrValue<'ctx> {
        // SAFETY: `base` is a pointer (the caller checked); all types come
        // from its context; the index buffer has one entry.
        unsafe {
            let ctx = LLVMGetTypeContext(ty.raw());
            let i8t = LLVMInt8TypeInContext(ctx);
            let mut idx = [LLVMConstInt(LLVMInt32TypeInContext(ctx), offset, 0)];
            let bytes = LLVMPointerType(i8t, LLVMGetPointerAddressSpace(LLVMTypeOf(base.raw())));
            let base = LLVMBuildPointerCast(self.raw, base.raw(), bytes, c"".as_ptr());
            let gep = LLVMBuildGEP2(self.raw, i8t, base, idx.as_mut_ptr(), 1, c"".as_ptr());
            let to = LLVMPointerType(ty.raw(), LLVMGetPointerAddressSpace(LLVMTypeOf(gep)));
            let at = LLVMBuildPointerCast(self.raw, gep, to, c"".as_ptr());
            let load = LLVMBuildLoad2(self.raw, ty.raw(), at, c"".as_ptr());
            LLVMSetAlignment(load, align);
            IrValue::from_raw(load)
        }
    }

    /// A store of `v` through pointer `to` (cast to a pointer to `v`'s
    /// type first where pointers are typed), with alignment `align`.
    pub fn store(&self, v: IrValue<'ctx>, to: IrValue<'ctx>, align: u32) {
        // SAFETY: `to` is a pointer (the caller checked); the cast keeps its
        // address space.
        unsafe {
            let pt = LLVMPointerType(
                LLVMTypeOf(v.raw()),
                LLVMGetPointerAddressSpace(LLVMTypeOf(to.raw())),
            );
            let at = LLVMBuildPointerCast(self.raw, to.raw(), pt, c"".as_ptr());
            let st = LLVMBuildStore(self.raw, v.raw(), at);
            LLVMSetAlignment(st, align);
        }
    }
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: created in `before`, disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}

/// Whether `t` is a pointer type.
pub fn is_pointer(t: IrType<'_>) -> bool {
    // SAFETY: reading a type's kind.
    unsafe { LLVMGetTypeKind(t.raw()) == LLVMTypeKind::LLVMPointerTypeKind }
}

/// Every direct call of one of `callees` in `m`, in module order (functions
/// in order, blocks and instructions in order).
pub fn calls_of<'ctx>(m: &Module<'ctx>, callees: &[FunctionValue<'ctx>]) -> Vec<CallSite<'ctx>> {
    let wanted: rustc_hash::FxHashSet<LLVMValueRef> =
        callees.iter().map(|f| f.as_value_ref()).collect();
    let mut out = Vec::new();
    for f in m.get_functions() {
        for bb in f.get_basic_blocks() {
            let mut i = bb.get_first_instruction();
            while let Some(inst) = i {
                if let Some(call) = CallSite::of(inst) {
                    // SAFETY: a live call has a called operand.
                    let callee = unsafe { LLVMGetCalledValue(call.raw()) };
                    if wanted.contains(&callee) {
                        out.push(call);
                    }
                }
                i = inst.get_next_instruction();
            }
        }
    }
    out
}

/// Deletes global variable `g` if it has local linkage (private or
/// internal) and nothing but dead constant expressions uses it; true if
/// deleted.
pub fn delete_if_dead(g: GlobalValue<'_>) -> bool {
    use inkwell::llvm_sys::LLVMLinkage;
    // SAFETY: dead constant users are dropped by the gap-filler; the global
    // is deleted only without uses and not used after.
    unsafe {
        let raw = g.as_value_ref();
        if !matches!(
            LLVMGetLinkage(raw),
            LLVMLinkage::LLVMPrivateLinkage | LLVMLinkage::LLVMInternalLinkage
        ) {
            return false;
        }
        super::ffi::spvp_remove_dead_constant_users(raw);
        if !LLVMGetFirstUse(raw).is_null() {
            return false;
        }
        LLVMDeleteGlobal(raw);
        true
    }
}
