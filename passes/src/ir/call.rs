//! Calls and signatures at the LLVM-C level: the direct callees of a
//! function, the uses of a declaration, parameter types (LLVM 16 target
//! extension types included, which inkwell cannot represent: asking inkwell
//! for such a parameter's type panics), declaring a function and replacing a
//! call by a call to another function.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::{LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc};
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::{LLVMAttributeFunctionIndex, LLVMTypeKind};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionValue};

use super::md::{scalar, IrType, ScalarShape};
use super::{function_name, lossy};

/// What a parameter or return type is, as far as naming a builtin needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// An integer or floating-point type.
    Scalar(ScalarShape),
    /// A vector of this many scalars.
    Vector(ScalarShape, u32),
    /// A pointer in this address space (opaque: no pointee type).
    Pointer(u32),
    /// `target("name", ints...)` (LLVM 16+) with its first integer parameter.
    TargetExt {
        /// The type's name (`spirv.Image`).
        name: String,
        /// Its first integer parameter, if it has one.
        first_int: Option<u32>,
    },
    /// Anything else (structs, arrays, labels ...).
    Other,
}

/// The kind of a type.
pub fn type_kind(t: IrType<'_>) -> TypeKind {
    let raw = t.raw();
    let (mut name, mut len, mut ints, mut first) = (std::ptr::null(), 0usize, 0u32, 0u32);
    // SAFETY: `raw` is a valid type (IrType invariant); the gap-filler checks
    // the kind itself and fills the outputs only for a target extension type,
    // whose name lives in the context as long as the type.
    unsafe {
        if super::ffi::spvp_target_ext_type(raw, &mut name, &mut len, &mut ints, &mut first) == 1 {
            return TypeKind::TargetExt {
                name: lossy(name, len),
                first_int: (ints > 0).then_some(first),
            };
        }
        match LLVMGetTypeKind(raw) {
            LLVMTypeKind::LLVMVoidTypeKind => TypeKind::Void,
            LLVMTypeKind::LLVMPointerTypeKind => TypeKind::Pointer(LLVMGetPointerAddressSpace(raw)),
            LLVMTypeKind::LLVMVectorTypeKind => {
                TypeKind::Vector(scalar(LLVMGetElementType(raw)), LLVMGetVectorSize(raw))
            }
            _ => match scalar(raw) {
                ScalarShape::Other => TypeKind::Other,
                s => TypeKind::Scalar(s),
            },
        }
    }
}

/// The value type of a function (`LLVMGlobalGetValueType`).
fn function_type(f: FunctionValue<'_>) -> LLVMTypeRef {
    // SAFETY: a function is a global value.
    unsafe { LLVMGlobalGetValueType(f.as_value_ref()) }
}

/// A function's type (`i64 (i32)`), for messages.
pub fn signature<'ctx>(f: FunctionValue<'ctx>) -> IrType<'ctx> {
    // SAFETY: a function's value type is a type of its context.
    unsafe { IrType::from_raw(function_type(f)) }
}

/// A function's return type.
pub fn return_type<'ctx>(f: FunctionValue<'ctx>) -> IrType<'ctx> {
    // SAFETY: a function type has a return type of the same context.
    unsafe { IrType::from_raw(LLVMGetReturnType(function_type(f))) }
}

/// A function's parameter types, in order.
pub fn param_types<'ctx>(f: FunctionValue<'ctx>) -> Vec<IrType<'ctx>> {
    let fty = function_type(f);
    // SAFETY: the buffer has the reported number of entries.
    unsafe {
        let n = LLVMCountParamTypes(fty) as usize;
        let mut out: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetParamTypes(fty, out.as_mut_ptr());
        }
        out.into_iter().map(|t| IrType::from_raw(t)).collect()
    }
}

/// `i32` in the module's context.
pub fn i32_type<'ctx>(m: &Module<'ctx>) -> IrType<'ctx> {
    // SAFETY: a live module has a context.
    unsafe { IrType::from_raw(LLVMInt32TypeInContext(LLVMGetModuleContext(m.as_mut_ptr()))) }
}

fn fn_type(ret: IrType<'_>, params: &[IrType<'_>]) -> LLVMTypeRef {
    let mut raw: Vec<LLVMTypeRef> = params.iter().map(|t| t.raw()).collect();
    // SAFETY: all types come from one context; the buffer has `len` entries.
    unsafe { LLVMFunctionType(ret.raw(), raw.as_mut_ptr(), raw.len() as u32, 0) }
}

/// Whether `f` has exactly this signature (types are uniqued per context).
pub fn has_signature(f: FunctionValue<'_>, ret: IrType<'_>, params: &[IrType<'_>]) -> bool {
    function_type(f) == fn_type(ret, params)
}

/// Every function `f` calls directly, in instruction order, repeats
/// included. Indirect calls name no function and are skipped.
pub fn direct_callees<'ctx>(f: FunctionValue<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let mut out = Vec::new();
    // SAFETY: walking blocks and instructions of a live function; the kind of
    // each instruction is checked before asking for its callee, and the
    // callee's kind before wrapping it as a function.
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(f.as_value_ref());
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if !LLVMIsACallInst(i).is_null() || !LLVMIsAInvokeInst(i).is_null() {
                    let callee = LLVMGetCalledValue(i);
                    if !LLVMIsAFunction(callee).is_null() {
                        out.extend(FunctionValue::new(callee));
                    }
                }
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

/// A call instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallSite<'ctx> {
    raw: LLVMValueRef,
    caller: FunctionValue<'ctx>,
}

impl<'ctx> CallSite<'ctx> {
    /// `i` as a call site, if it is a call inside a function.
    pub fn of(i: InstructionValue<'ctx>) -> Option<Self> {
        let caller = i.get_parent()?.get_parent()?;
        // SAFETY: `i` is a live instruction; the kind is only tested.
        let is_call = unsafe { !LLVMIsACallInst(i.as_value_ref()).is_null() };
        is_call.then_some(CallSite {
            raw: i.as_value_ref(),
            caller,
        })
    }

    /// Call instruction `raw` of `caller`.
    ///
    /// # Safety
    /// `raw` must be a live call instruction in function `caller`.
    pub(crate) unsafe fn in_function(raw: LLVMValueRef, caller: FunctionValue<'ctx>) -> Self {
        CallSite { raw, caller }
    }

    pub(crate) fn raw(self) -> LLVMValueRef {
        self.raw
    }

    /// The function the call is in.
    pub fn caller(self) -> FunctionValue<'ctx> {
        self.caller
    }

    /// Whether the call passes exactly the callee's parameter types and
    /// expects its return type. With opaque pointers a call may use another
    /// function type than its callee's (`call i32 @f(i64 %x)` for
    /// `declare i32 @f(i32)`); rebuilt as is, such a call would not verify.
    pub fn matches(self, callee: FunctionValue<'ctx>) -> bool {
        let params = param_types(callee);
        // SAFETY: `raw` is a live call (CallSite invariant); its operands
        // below the argument count are its arguments.
        unsafe {
            let n = LLVMGetNumArgOperands(self.raw) as usize;
            n == params.len()
                && LLVMTypeOf(self.raw) == return_type(callee).raw()
                && params
                    .iter()
                    .enumerate()
                    .all(|(i, t)| LLVMTypeOf(LLVMGetOperand(self.raw, i as u32)) == t.raw())
        }
    }
}

/// Whether `f` takes a variable number of arguments (`...`).
pub fn is_var_arg(f: FunctionValue<'_>) -> bool {
    // SAFETY: a function's value type is a function type.
    unsafe { LLVMIsFunctionVarArg(function_type(f)) != 0 }
}

/// One use of a function: a direct call, or anything else (its address
/// taken, an indirect call's operand, a constant), described for messages.
#[derive(Clone, Debug)]
pub enum FunctionUse<'ctx> {
    /// A direct call of the function.
    Call(CallSite<'ctx>),
    /// Any other use, printed.
    Other(String),
}

/// Every use of `f`.
pub fn uses<'ctx>(f: FunctionValue<'ctx>) -> Vec<FunctionUse<'ctx>> {
    let me = f.as_value_ref();
    let mut out = Vec::new();
    // SAFETY: walking the use list of a live value; each user's kind is
    // checked before instruction-only queries; messages are freed.
    unsafe {
        let mut u = LLVMGetFirstUse(me);
        while !u.is_null() {
            let user = LLVMGetUser(u);
            let caller = (!LLVMIsAInstruction(user).is_null())
                .then(|| LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)))
                .and_then(|p| FunctionValue::new(p));
            let direct_call = !LLVMIsACallInst(user).is_null() && LLVMGetCalledValue(user) == me;
            out.push(match caller {
                Some(caller) if direct_call => FunctionUse::Call(CallSite { raw: user, caller }),
                Some(caller) => FunctionUse::Other(format!(
                    "a use in @{} other than a direct call",
                    function_name(caller)
                )),
                None => FunctionUse::Other(format!(
                    "a use by {}",
                    super::take_message(LLVMPrintValueToString(user))
                )),
            });
            u = LLVMGetNextUse(u);
        }
    }
    out
}

/// Declares `name` with this signature and calling convention, copying the
/// function attributes of `like` except string attributes that `drop`
/// selects (attributes are uniqued per context, so they can be shared).
pub fn declare_like<'ctx>(
    m: &Module<'ctx>,
    name: &str,
    ret: IrType<'ctx>,
    params: &[IrType<'ctx>],
    call_conv: u32,
    like: FunctionValue<'ctx>,
    drop: impl Fn(&str) -> bool,
) -> FunctionValue<'ctx> {
    let cname = std::ffi::CString::new(name).expect("builtin names have no NUL");
    // SAFETY: the function type comes from this module's context; attribute
    // buffers have the reported size; string-attribute kinds are read only
    // after LLVMIsStringAttribute says they are strings.
    unsafe {
        let f = LLVMAddFunction(m.as_mut_ptr(), cname.as_ptr(), fn_type(ret, params));
        LLVMSetFunctionCallConv(f, call_conv);
        let idx = LLVMAttributeFunctionIndex;
        let n = LLVMGetAttributeCountAtIndex(like.as_value_ref(), idx) as usize;
        let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetAttributesAtIndex(like.as_value_ref(), idx, attrs.as_mut_ptr());
        }
        for a in attrs {
            if LLVMIsStringAttribute(a) != 0 {
                let mut len = 0u32;
                let k = LLVMGetStringAttributeKind(a, &mut len);
                if drop(&lossy(k, len as usize)) {
                    continue;
                }
            }
            LLVMAddAttributeAtIndex(f, idx, a);
        }
        FunctionValue::new(f).expect("LLVMAddFunction returns a function")
    }
}

/// An argument of a replacement call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewArg {
    /// The old call's argument at this index.
    Keep(u32),
    /// An `i32` constant.
    I32(u32),
    /// An `i1` constant.
    Bool(bool),
    /// This value (a constant built by the caller).
    Value(LLVMValueRef),
}

/// Replaces `call` by a call to `callee` with `args`, in the same place, with
/// the same name, debug location and uses, and `callee`'s calling
/// convention (a call whose convention differs from its callee's is
/// undefined behaviour that instcombine turns into `unreachable`). Returns
/// the new call.
pub fn replace_call<'ctx>(
    call: CallSite<'ctx>,
    callee: FunctionValue<'ctx>,
    args: &[NewArg],
) -> InstructionValue<'ctx> {
    // SAFETY: `call.raw` is a live call instruction (CallSite invariant) whose
    // operands below its argument count are its arguments; the builder is
    // disposed; the old call is erased only after its uses moved to the new
    // one, and named afterwards so the name stays the same.
    unsafe {
        let old = call.raw;
        let ctx = LLVMGetTypeContext(LLVMTypeOf(old));
        let mut argv = arg_values(old, args);
        let b = LLVMCreateBuilderInContext(ctx);
        LLVMPositionBuilderBefore(b, old);
        let new = LLVMBuildCall2(
            b,
            function_type(callee),
            callee.as_value_ref(),
            argv.as_mut_ptr(),
            argv.len() as u32,
            c"".as_ptr(),
        );
        LLVMDisposeBuilder(b);
        LLVMSetInstructionCallConv(new, LLVMGetFunctionCallConv(callee.as_value_ref()));
        LLVMInstructionSetDebugLoc(new, LLVMInstructionGetDebugLoc(old));
        let mut len = 0usize;
        let name = lossy(LLVMGetValueName2(old, &mut len), len);
        LLVMReplaceAllUsesWith(old, new);
        LLVMInstructionEraseFromParent(old);
        if !name.is_empty() {
            LLVMSetValueName2(new, name.as_ptr().cast(), name.len());
        }
        InstructionValue::new(new)
    }
}

/// The argument values of a replacement of call `old`.
///
/// # Safety
/// `old` is a live call whose operands below its argument count are its
/// arguments, and every `Keep` index is below that count.
unsafe fn arg_values(old: LLVMValueRef, args: &[NewArg]) -> Vec<LLVMValueRef> {
    let ctx = LLVMGetTypeContext(LLVMTypeOf(old));
    args.iter()
        .map(|a| match *a {
            NewArg::Keep(i) => LLVMGetOperand(old, i),
            NewArg::I32(n) => LLVMConstInt(LLVMInt32TypeInContext(ctx), u64::from(n), 0),
            NewArg::Bool(b) => LLVMConstInt(LLVMInt1TypeInContext(ctx), u64::from(b), 0),
            NewArg::Value(v) => v,
        })
        .collect()
}

/// Like [`replace_call`], and the new call also keeps the old one's operand
/// bundles (HLSL's `"convergencectrl"` tokens), call-site function attributes
/// (`convergent`) and tail-call kind: for a callee that stands for the same
/// operation.
pub fn replace_call_keeping<'ctx>(
    call: CallSite<'ctx>,
    callee: FunctionValue<'ctx>,
    args: &[NewArg],
) -> InstructionValue<'ctx> {
    // SAFETY: `call.raw` is a live call (CallSite invariant); the gap-filler
    // erases it after moving its uses and name to the new call.
    unsafe {
        let mut argv = arg_values(call.raw, args);
        let new = super::ffi::spvp_call_replace(
            call.raw,
            callee.as_value_ref(),
            argv.as_mut_ptr(),
            argv.len() as u32,
        );
        InstructionValue::new(new)
    }
}

/// Deletes a call whose result nothing uses (a void call).
pub fn delete_call(call: CallSite<'_>) {
    // SAFETY: `call.raw` is a live call; it is erased only without uses.
    unsafe {
        if LLVMGetFirstUse(call.raw).is_null() {
            LLVMInstructionEraseFromParent(call.raw);
        }
    }
}

/// The value of the call's argument `i` if it is an integer constant
/// (zero-extended), `None` for anything else.
pub fn const_int_arg(call: CallSite<'_>, i: u32) -> Option<u64> {
    // SAFETY: `call.raw` is a live call; the operand index is checked against
    // the argument count and its kind before reading it as a constant.
    unsafe {
        if i >= LLVMGetNumArgOperands(call.raw) as u32 {
            return None;
        }
        let v = LLVMGetOperand(call.raw, i);
        (!LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetZExtValue(v))
    }
}

/// The id of intrinsic `name` (`llvm.sin`, no overload suffix), or `None`
/// where this LLVM has no intrinsic of that name (`llvm.tan` before LLVM 19).
pub fn intrinsic_id(name: &str) -> Option<u32> {
    // SAFETY: the name buffer has the given length.
    let id = unsafe { LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) };
    (id != 0).then_some(id)
}

/// Whether intrinsic `id` overloaded on `overload` has exactly this
/// signature; asks for its type without declaring it.
pub fn intrinsic_has_signature(
    m: &Module<'_>,
    id: u32,
    overload: IrType<'_>,
    ret: IrType<'_>,
    params: &[IrType<'_>],
) -> bool {
    let mut tys = [overload.raw()];
    // SAFETY: `id` is an intrinsic id (intrinsic_id); the overload type comes
    // from this module's context.
    let t = unsafe {
        LLVMIntrinsicGetType(
            LLVMGetModuleContext(m.as_mut_ptr()),
            id,
            tys.as_mut_ptr(),
            1,
        )
    };
    t == fn_type(ret, params)
}

/// The declaration of intrinsic `id` overloaded on `overload` (added to the
/// module if missing).
pub fn intrinsic<'ctx>(m: &Module<'ctx>, id: u32, overload: IrType<'ctx>) -> FunctionValue<'ctx> {
    let mut tys = [overload.raw()];
    // SAFETY: `id` is an intrinsic id (intrinsic_id); the overload type comes
    // from this module's context.
    unsafe {
        FunctionValue::new(LLVMGetIntrinsicDeclaration(
            m.as_mut_ptr(),
            id,
            tys.as_mut_ptr(),
            1,
        ))
        .expect("LLVMGetIntrinsicDeclaration returns a function")
    }
}

/// `i1` in the module's context.
pub fn i1_type<'ctx>(m: &Module<'ctx>) -> IrType<'ctx> {
    // SAFETY: a live module has a context.
    unsafe { IrType::from_raw(LLVMInt1TypeInContext(LLVMGetModuleContext(m.as_mut_ptr()))) }
}

/// Deletes a function that nothing uses any more.
pub fn delete_unused(f: FunctionValue<'_>) {
    // SAFETY: the caller checked that `f` has no uses, so no dangling
    // reference remains; `f` is not used after this.
    unsafe {
        if LLVMGetFirstUse(f.as_value_ref()).is_null() {
            LLVMDeleteFunction(f.as_value_ref());
        }
    }
}
