//! GLSL.std.450 instructions (`"spv.ext_instruction"="13,GLSL.std.450"`,
//! how HLSL names its math) in the forms the consumers take, measured with
//! llvm-spirv 15, Intel's llvm-spirv 2024.2, llc-22 and spirv-val 2025.5:
//!
//! - No consumer translates a call into a GLSL.std.450 instruction, and none
//!   emits one in a Kernel (OpenCL) module: both translators know only
//!   OpenCL.std (`llvm-spirv -r` of a Kernel module importing GLSL.std.450:
//!   "InvalidBuiltinSetName: Expects OpenCL.std"), and llc-22 turns
//!   `llvm.sin` into OpenCL.std `sin` there. In a Kernel module the pass
//!   therefore writes the OpenCL.std instruction of the same meaning
//!   (`KERNEL`), as `__spirv_ocl_<name>`, which all three translate.
//! - In a shader (Vulkan) module llc-22 emits GLSL.std.450 only for LLVM
//!   intrinsics (`llvm.sin` -> `Sin`, `llvm.minnum` -> `NMin`), and a
//!   `__spirv_ocl_*` call there becomes an OpenCL.std instruction that
//!   spirv-dis cannot even decode. There the pass calls the intrinsic
//!   (`SHADER`), looked up by name in the LLVM at hand (`llvm.tan` exists
//!   from LLVM 19).
//!
//! An instruction without a counterpart for the module's kind is an error
//! that says so. Pairs are by grammar name (the `spirv` crate's
//! `GlslStd450Op`, `OpenclStd100Op`), never by number.

use spirv::{GlslStd450Op as G, OpenclStd100Op as O};

/// GLSL.std.450 instructions and the OpenCL.std instruction with the same
/// operands and meaning (where GLSL leaves a case undefined, such as `FMin`
/// of a NaN, the OpenCL.std result is one of the allowed ones). `RoundEven`
/// is `rint` (round to nearest even in the default rounding mode),
/// `InverseSqrt` is `rsqrt`, `NMin`/`NMax`/`NClamp` are `fmin`/`fmax`/
/// `fclamp` (which return the non-NaN operand). Left out, because OpenCL.std
/// differs: `Fract`, `Modf`, `Frexp` (OpenCL.std takes a pointer for the
/// second result), `SSign`, `IMix`, `FindILsb`/`FindSMsb`/`FindUMsb` (`ctz`
/// and `clz` count differently), matrices, packing, `FaceForward`,
/// `Reflect`, `Refract`, the interpolation and `*Struct` instructions.
pub const KERNEL: [(G, O); 51] = [
    (G::Round, O::round),
    (G::RoundEven, O::rint),
    (G::Trunc, O::trunc),
    (G::FAbs, O::fabs),
    (G::SAbs, O::s_abs),
    (G::FSign, O::sign),
    (G::Floor, O::floor),
    (G::Ceil, O::ceil),
    (G::Radians, O::radians),
    (G::Degrees, O::degrees),
    (G::Sin, O::sin),
    (G::Cos, O::cos),
    (G::Tan, O::tan),
    (G::Asin, O::asin),
    (G::Acos, O::acos),
    (G::Atan, O::atan),
    (G::Sinh, O::sinh),
    (G::Cosh, O::cosh),
    (G::Tanh, O::tanh),
    (G::Asinh, O::asinh),
    (G::Acosh, O::acosh),
    (G::Atanh, O::atanh),
    (G::Atan2, O::atan2),
    (G::Pow, O::pow),
    (G::Exp, O::exp),
    (G::Log, O::log),
    (G::Exp2, O::exp2),
    (G::Log2, O::log2),
    (G::Sqrt, O::sqrt),
    (G::InverseSqrt, O::rsqrt),
    (G::FMin, O::fmin),
    (G::UMin, O::u_min),
    (G::SMin, O::s_min),
    (G::FMax, O::fmax),
    (G::UMax, O::u_max),
    (G::SMax, O::s_max),
    (G::FClamp, O::fclamp),
    (G::UClamp, O::u_clamp),
    (G::SClamp, O::s_clamp),
    (G::FMix, O::mix),
    (G::Step, O::step),
    (G::SmoothStep, O::smoothstep),
    (G::Fma, O::fma),
    (G::Ldexp, O::ldexp),
    (G::Length, O::length),
    (G::Distance, O::distance),
    (G::Cross, O::cross),
    (G::Normalize, O::normalize),
    (G::NMin, O::fmin),
    (G::NMax, O::fmax),
    (G::NClamp, O::fclamp),
];

/// An LLVM intrinsic that llc-22 emits as a GLSL.std.450 instruction in a
/// shader module, overloaded on the result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    /// Without the overload suffix: `llvm.sin`.
    pub name: &'static str,
    /// Takes a trailing `i1 false` (`llvm.abs`: INT_MIN is not poison, as
    /// `SAbs` defines it).
    pub false_flag: bool,
}

const fn i(name: &'static str) -> Intrinsic {
    Intrinsic {
        name,
        false_flag: false,
    }
}

/// GLSL.std.450 instructions and the intrinsic llc-22 emits as that
/// instruction in a shader module (measured for each; `FMin`/`FMax` come
/// out as `NMin`/`NMax`, a defined case of GLSL's undefined NaN result).
/// `llvm.tan` and the other trigonometric intrinsics exist from LLVM 19
/// (`llvm.atan2` from 20): on an older LLVM they are missing and the
/// instruction is an error.
pub const SHADER: [(G, Intrinsic); 32] = [
    (G::Round, i("llvm.round")),
    (G::RoundEven, i("llvm.roundeven")),
    (G::Trunc, i("llvm.trunc")),
    (G::FAbs, i("llvm.fabs")),
    (
        G::SAbs,
        Intrinsic {
            name: "llvm.abs",
            false_flag: true,
        },
    ),
    (G::Floor, i("llvm.floor")),
    (G::Ceil, i("llvm.ceil")),
    (G::Sin, i("llvm.sin")),
    (G::Cos, i("llvm.cos")),
    (G::Tan, i("llvm.tan")),
    (G::Asin, i("llvm.asin")),
    (G::Acos, i("llvm.acos")),
    (G::Atan, i("llvm.atan")),
    (G::Sinh, i("llvm.sinh")),
    (G::Cosh, i("llvm.cosh")),
    (G::Tanh, i("llvm.tanh")),
    (G::Atan2, i("llvm.atan2")),
    (G::Pow, i("llvm.pow")),
    (G::Exp, i("llvm.exp")),
    (G::Log, i("llvm.log")),
    (G::Exp2, i("llvm.exp2")),
    (G::Log2, i("llvm.log2")),
    (G::Sqrt, i("llvm.sqrt")),
    (G::Fma, i("llvm.fma")),
    (G::FMin, i("llvm.minnum")),
    (G::NMin, i("llvm.minnum")),
    (G::FMax, i("llvm.maxnum")),
    (G::NMax, i("llvm.maxnum")),
    (G::UMin, i("llvm.umin")),
    (G::SMin, i("llvm.smin")),
    (G::UMax, i("llvm.umax")),
    (G::SMax, i("llvm.smax")),
];

/// The OpenCL.std counterpart of `op` for a Kernel module.
pub fn kernel_counterpart(op: G) -> Option<O> {
    KERNEL.iter().find(|(g, _)| *g == op).map(|(_, o)| *o)
}

/// The intrinsic of `op` for a shader module (whether this LLVM has it is
/// for the caller to find out).
pub fn shader_intrinsic(op: G) -> Option<Intrinsic> {
    SHADER.iter().find(|(g, _)| *g == op).map(|(_, i)| *i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_functions_of_the_glsl_instruction() {
        for (k, (g, _)) in KERNEL.iter().enumerate() {
            assert!(!KERNEL[k + 1..].iter().any(|(h, _)| h == g), "{g:?} twice");
        }
        for (k, (g, _)) in SHADER.iter().enumerate() {
            assert!(!SHADER[k + 1..].iter().any(|(h, _)| h == g), "{g:?} twice");
        }
        assert_eq!(kernel_counterpart(G::Sin), Some(O::sin));
        assert_eq!(kernel_counterpart(G::InverseSqrt), Some(O::rsqrt));
        assert_eq!(kernel_counterpart(G::Fract), None);
        assert_eq!(shader_intrinsic(G::InverseSqrt), None);
        assert_eq!(shader_intrinsic(G::Sin).map(|i| i.name), Some("llvm.sin"));
    }
}
