//! From a SPIR-V instruction to the builtin function whose calls the
//! consumers translate into it (seed 002, "SPIR-V Instructions Mapped to LLVM
//! Function Calls" and "SPIR-V Extended Instructions Mapped to LLVM Function
//! Calls"): `__spirv_<OpName>` for core instructions, `__spirv_ocl_<name>` for
//! OpenCL.std, Itanium-mangled with the parameter types.

use spirv::Op;

use super::attrs::Instruction;
use crate::ir::call::TypeKind;
use crate::ir::md::ScalarShape;

/// Core instructions a call inside a basic block cannot stand for: they
/// declare types, constants, functions, variables, names, decorations, module
/// settings or control flow. Measured: llvm-spirv-15 and Intel's 2024.2
/// translator crash on `__spirv_TypeInt`, llc-22 emits a call to an undefined
/// function `__spirv_TypeInt` (silently something else). By grammar name; a
/// name here that ends with `*` covers every opcode starting with it.
const NOT_EXPRESSIBLE: [&str; 34] = [
    "Type*",
    "Constant*",
    "SpecConstant*",
    "Decorate*",
    "MemberDecorate*",
    "GroupDecorate",
    "GroupMemberDecorate",
    "DecorationGroup",
    "Name",
    "MemberName",
    "String",
    "Line",
    "NoLine",
    "Source*",
    "ModuleProcessed",
    "Extension",
    "ExtInst*",
    "Capability",
    "MemoryModel",
    "EntryPoint",
    "ExecutionMode*",
    "Function",
    "FunctionParameter",
    "FunctionEnd",
    "FunctionCall",
    "Variable",
    "Label",
    "Phi",
    "LoopMerge",
    "SelectionMerge",
    "Branch*",
    "Switch",
    "Return*",
    "Unreachable",
];

/// Why no consumer can express this core opcode as a call, if it cannot.
pub fn not_expressible(op: Op) -> Option<String> {
    let name = format!("{op:?}");
    let hit = NOT_EXPRESSIBLE.iter().any(|p| match p.strip_suffix('*') {
        Some(prefix) => name.starts_with(prefix),
        None => name == *p,
    });
    hit.then(|| {
        format!(
            "Op{name} is not an instruction a call can stand for (it declares a type, constant, \
             function, variable, name, decoration, module setting or control flow): \
             llvm-spirv crashes on __spirv_{name} and llc emits a call to an undefined function"
        )
    })
}

/// The unmangled builtin name: `__spirv_BitCount`, `__spirv_ocl_fma`;
/// `None` for GLSL.std.450, which no consumer translates from a call
/// (`glsl.rs` says what it becomes instead).
pub fn unmangled(i: Instruction) -> Option<String> {
    match i {
        Instruction::Core(op) => Some(format!("__spirv_{op:?}")),
        Instruction::OpenClStd(op) => Some(format!("__spirv_ocl_{op:?}")),
        Instruction::Glsl(_) => None,
    }
}

/// One parameter as the builtin sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// Passed on unchanged, with this type.
    Value(TypeKind),
    /// A literal operand: the call passes it as an `i32` constant (seed 002:
    /// "literal operands ... are mapped to function call arguments with type
    /// i32").
    Literal,
}

/// The Itanium builtin-type code of a scalar. Integers are mangled signed:
/// LLVM IR does not know signedness, and neither consumer reads it from a
/// `__spirv_*` name (OpenCL.std names carry it: `s_abs`, `u_abs`).
fn scalar_code(s: ScalarShape) -> Option<&'static str> {
    Some(match s {
        ScalarShape::Int(1) => "b",
        ScalarShape::Int(8) => "c",
        ScalarShape::Int(16) => "s",
        ScalarShape::Int(32) => "i",
        ScalarShape::Int(64) => "l",
        ScalarShape::Half => "Dh",
        ScalarShape::Float => "f",
        ScalarShape::Double => "d",
        _ => return None,
    })
}

/// The Itanium substitution reference for the n-th substitutable type:
/// `S_`, `S0_`, ..., `S9_`, `SA_` ... (base 36).
fn substitution(n: usize) -> String {
    if n == 0 {
        return "S_".into();
    }
    let mut digits = Vec::new();
    let mut k = n - 1;
    loop {
        let d = (k % 36) as u32;
        digits.push(char::from_digit(d, 36).map_or('0', |c| c.to_ascii_uppercase()));
        k /= 36;
        if k == 0 {
            break;
        }
    }
    format!("S{}_", digits.iter().rev().collect::<String>())
}

/// `_Z<len><name><param types>`. Vectors (`Dv4_f`) are substitution
/// candidates, so a repeated one is written `S_`, `S0_` ... as a demangler
/// (llc's) expects. `Err` names the first parameter that has no mangling.
pub fn mangle(name: &str, params: &[Param]) -> Result<String, String> {
    let mut out = format!("_Z{}{}", name.len(), name);
    if params.is_empty() {
        out.push('v');
    }
    let mut candidates: Vec<String> = Vec::new();
    for (i, p) in params.iter().enumerate() {
        let code = match p {
            Param::Literal => "i".to_owned(),
            Param::Value(TypeKind::Scalar(s)) => scalar_code(*s)
                .ok_or_else(|| format!("parameter {i}: {s:?} has no builtin mangling"))?
                .to_owned(),
            Param::Value(TypeKind::Vector(s, n)) => {
                let elem = scalar_code(*s)
                    .ok_or_else(|| format!("parameter {i}: vector of {s:?} has no builtin mangling"))?;
                let v = format!("Dv{n}_{elem}");
                match candidates.iter().position(|c| *c == v) {
                    Some(k) => substitution(k),
                    None => {
                        candidates.push(v.clone());
                        v
                    }
                }
            }
            Param::Value(TypeKind::Pointer(_)) => {
                return Err(format!(
                    "parameter {i} is a pointer: with opaque pointers its pointee type, which the \
                     builtin's mangled name must carry (llc deduces pointee types from it), is unknown"
                ))
            }
            Param::Value(TypeKind::TargetExt { name, .. }) => {
                return Err(format!("parameter {i} (target(\"{name}\")) has no builtin mangling"))
            }
            Param::Value(other) => {
                return Err(format!("parameter {i} ({other:?}) has no builtin mangling"))
            }
        };
        out.push_str(&code);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use spirv::OpenclStd100Op;

    #[test]
    fn names_and_mangling() {
        let f = Param::Value(TypeKind::Scalar(ScalarShape::Float));
        let i = Param::Value(TypeKind::Scalar(ScalarShape::Int(32)));
        let fma = unmangled(Instruction::OpenClStd(OpenclStd100Op::fma)).unwrap();
        assert_eq!(
            mangle(&fma, &[f.clone(), f.clone(), f]).unwrap(),
            "_Z15__spirv_ocl_fmafff"
        );
        let bc = unmangled(Instruction::Core(Op::BitCount)).unwrap();
        assert_eq!(
            mangle(&bc, std::slice::from_ref(&i)).unwrap(),
            "_Z16__spirv_BitCounti"
        );
        let g = unmangled(Instruction::Core(Op::GroupNonUniformIAdd)).unwrap();
        assert_eq!(
            mangle(&g, &[i.clone(), Param::Literal, i]).unwrap(),
            "_Z27__spirv_GroupNonUniformIAddiii"
        );
        let v4 = Param::Value(TypeKind::Vector(ScalarShape::Float, 4));
        assert_eq!(
            mangle(&fma, &[v4.clone(), v4.clone(), v4]).unwrap(),
            "_Z15__spirv_ocl_fmaDv4_fS_S_"
        );
        assert!(mangle(&fma, &[Param::Value(TypeKind::Pointer(1))]).is_err());
        assert_eq!(substitution(1), "S0_");
        assert_eq!(substitution(11), "SA_");
        assert_eq!(substitution(37), "S10_");
    }

    #[test]
    fn declarations_and_control_flow_are_not_calls() {
        assert!(not_expressible(Op::TypeInt).is_some());
        assert!(not_expressible(Op::BranchConditional).is_some());
        assert!(not_expressible(Op::ExtInst).is_some());
        assert!(not_expressible(Op::BitCount).is_none());
        assert!(not_expressible(Op::GroupNonUniformIAdd).is_none());
    }
}
