//! Reading annotation intrinsics (`llvm.ptr.annotation.*`,
//! `llvm.var.annotation.*`) into plain data: the annotated value, the
//! annotation string, the source file and line, and the fifth operand's
//! constant struct of alternating property names and values (what clang
//! emits for `__attribute__((annotate("sycl-properties", "sycl-foo", 32)))`).

use llvm_plugin::inkwell::llvm_sys::core::*;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMValueRef;
use llvm_plugin::inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use llvm_plugin::inkwell::module::Module;
use llvm_plugin::inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue};

use super::{function_name, take_message};

/// Which intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnnotationKind {
    /// `llvm.ptr.annotation`: a pointer (struct members).
    Ptr,
    /// `llvm.var.annotation`: a local variable.
    Var,
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

/// One annotation call, read.
#[derive(Clone, Debug)]
pub struct AnnotationCall<'ctx> {
    pub call: InstructionValue<'ctx>,
    pub kind: AnnotationKind,
    /// The function holding the call.
    pub function: String,
    /// The annotation string (`"sycl-properties"`, `"{5835:1,2,3}"`), or
    /// `None` when operand 1 is not a constant string.
    pub text: Option<String>,
    pub file: Option<String>,
    pub line: Option<u64>,
    /// The fifth operand's values in order; empty for `null`. `Err` says
    /// why it could not be read.
    pub args: Result<Vec<AnnotationArg>, String>,
}

/// # Safety
/// `v` must be a valid value.
unsafe fn strip_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    loop {
        if LLVMIsAConstantExpr(v).is_null() {
            return v;
        }
        match LLVMGetConstOpcode(v) {
            LLVMOpcode::LLVMBitCast
            | LLVMOpcode::LLVMAddrSpaceCast
            | LLVMOpcode::LLVMGetElementPtr => {
                v = LLVMGetOperand(v, 0);
            }
            _ => return v,
        }
    }
}

/// The C string a constant pointer points at (through casts and GEPs to a
/// global constant initialized with a string).
///
/// # Safety
/// `v` must be a valid value.
unsafe fn c_string(v: LLVMValueRef) -> Option<String> {
    let g = strip_casts(v);
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
        return Some(String::new());
    }
    if LLVMIsAConstantDataSequential(init).is_null() || LLVMIsConstantString(init) == 0 {
        return None;
    }
    let mut len = 0usize;
    let p = LLVMGetAsString(init, &mut len);
    let s = super::lossy(p, len);
    Some(s.trim_end_matches('\0').to_owned())
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
/// `v` is operand 4 of an annotation call.
unsafe fn args(v: LLVMValueRef) -> Result<Vec<AnnotationArg>, String> {
    if !LLVMIsAConstantPointerNull(v).is_null() {
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

/// Every annotation call of the module, in function and instruction order.
pub fn annotation_calls<'ctx>(m: &Module<'ctx>) -> Vec<AnnotationCall<'ctx>> {
    let mut out = Vec::new();
    for f in m.get_functions() {
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
                    let callee = LLVMGetCalledValue(i.as_value_ref());
                    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
                        continue;
                    }
                    let mut len = 0usize;
                    let name = super::lossy(LLVMGetValueName2(callee, &mut len), len);
                    let kind = if name.starts_with("llvm.ptr.annotation") {
                        AnnotationKind::Ptr
                    } else if name.starts_with("llvm.var.annotation") {
                        AnnotationKind::Var
                    } else {
                        continue;
                    };
                    let v = i.as_value_ref();
                    if LLVMGetNumArgOperands(v) < 4 {
                        continue;
                    }
                    let line_v = LLVMGetOperand(v, 3);
                    out.push(AnnotationCall {
                        call: i,
                        kind,
                        function: function_name(f),
                        text: c_string(LLVMGetOperand(v, 1)),
                        file: c_string(LLVMGetOperand(v, 2)),
                        line: (!LLVMIsAConstantInt(line_v).is_null())
                            .then(|| LLVMConstIntGetZExtValue(line_v)),
                        args: if LLVMGetNumArgOperands(v) >= 5 {
                            args(LLVMGetOperand(v, 4))
                        } else {
                            Ok(Vec::new())
                        },
                    });
                }
            }
        }
    }
    out
}
