//! The four `"spv.*"` attribute formats of seed 001, parsed and checked
//! against the SPIR-V grammar (`spirv` crate; extension names from
//! `extensions.txt`). Every error message names the value at fault; the pass
//! adds the function and the attribute.
//!
//! The clang prototype's spellings are read too: `"spv.ext_extension"` and
//! `"spv.ext_capability"` (same formats; found in LLVM's SPIR-V backend
//! tests of clang's HLSL output), the `"spv.literal"` parameter attribute
//! and `"hlsl.shader"` entry points.
//!
//! Whitespace around every item is ignored (the seed writes
//! `"<capability id>: <capability id>"`). Numbers are decimal; wherever a
//! number is accepted, so is the grammar's enumerant name.

use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Debug;
use std::str::FromStr;
use std::sync::OnceLock;

use spirv::{Capability, ExecutionMode, GlslStd450Op, Op, OpenclStd100Op};

use crate::grammar;
use crate::grammar::Literal;
use crate::metadata::kernel_modes::check_mode_sizes;
use crate::pass::quote;

/// `"spv.executionmode"="<mode>:<op>:...;<mode>:<op>..."` on entry points.
pub const EXECUTION_MODE: &str = "spv.executionmode";
/// `"spv.extextension"="<name>,<name>,..."`.
pub const EXTENSION: &str = "spv.extextension";
/// `"spv.extcapability"="<id>:<id>..."`.
pub const CAPABILITY: &str = "spv.extcapability";
/// `"spv.ext_extension"`: the clang prototype's spelling of [`EXTENSION`].
pub const EXTENSION_CLANG: &str = "spv.ext_extension";
/// `"spv.ext_capability"`: the clang prototype's spelling of [`CAPABILITY`].
pub const CAPABILITY_CLANG: &str = "spv.ext_capability";
/// Both spellings of the extension attribute, the seed's first.
pub const EXTENSION_KEYS: [&str; 2] = [EXTENSION, EXTENSION_CLANG];
/// Both spellings of the capability attribute, the seed's first.
pub const CAPABILITY_KEYS: [&str; 2] = [CAPABILITY, CAPABILITY_CLANG];
/// `"spv.literal"` (no value) on a parameter of an `spv.ext_instruction`
/// declaration: clang's `vk::ext_literal`; the argument is a literal operand.
pub const LITERAL: &str = "spv.literal";
/// `"hlsl.shader"="compute"` (or another stage): clang marks HLSL entry
/// points with it instead of a calling convention.
pub const HLSL_SHADER: &str = "hlsl.shader";
/// `"hlsl.numthreads"="X,Y,Z"` on an HLSL entry point: its `LocalSize`.
pub const HLSL_NUMTHREADS: &str = "hlsl.numthreads";
/// `"spv.ext_instruction"="<opcode>,<instruction set>"` on declarations.
pub const EXT_INSTRUCTION: &str = "spv.ext_instruction";
/// Prefix of all of them (and of nothing else the pass copies to builtins).
pub const PREFIX: &str = "spv.";

/// Between two execution modes in one `spv.executionmode` value. The seed
/// shows one mode (`<mode>:<op>...`) and uses `:` inside it, so modes need a
/// separator of their own; `;` cannot occur in a mode and never reaches
/// opt's pipeline parser (this is an IR attribute, not a pass parameter).
pub const MODE_SEPARATOR: char = ';';
/// Between a mode and its operands, and between capabilities (the seed's).
pub const OPERAND_SEPARATOR: char = ':';
/// Also accepted between capabilities: the clang prototype's joiner for
/// several `vk::ext_capability` is not published, and `,` is how it joins
/// extensions.
pub const CAPABILITY_SEPARATORS: [char; 2] = [OPERAND_SEPARATOR, LIST_SEPARATOR];
/// Between extensions, and between opcode and instruction set (the seed's).
pub const LIST_SEPARATOR: char = ',';

/// The name of the OpenCL extended instruction set, as `OpExtInstImport`
/// names it.
pub const OPENCL_STD: &str = "OpenCL.std";
/// The name of the GLSL extended instruction set, as `OpExtInstImport` names
/// it (HLSL's `vk::ext_instruction(13, "GLSL.std.450")`).
pub const GLSL_STD_450: &str = "GLSL.std.450";

/// Extension names of the SPIR-V grammar, one a line, `#` comments.
const KNOWN_EXTENSIONS: &str = include_str!("extensions.txt");

/// One `OpExecutionMode`: the mode and its literal operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mode {
    /// The execution mode (`LocalSize`).
    pub mode: ExecutionMode,
    /// Its literal operands (`LocalSize:8:4:2` gives 8, 4, 2).
    pub operands: Vec<u32>,
}

/// What `spv.ext_instruction` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instruction {
    /// A core instruction (empty instruction set).
    Core(Op),
    /// An instruction of the OpenCL.std extended instruction set.
    OpenClStd(OpenclStd100Op),
    /// An instruction of the GLSL.std.450 extended instruction set.
    Glsl(GlslStd450Op),
}

/// An enumerant given by number (`17`) or by grammar name (`LocalSize`).
fn enumerant<T: FromStr>(
    text: &str,
    what: &str,
    from_u32: impl Fn(u32) -> Option<T>,
) -> Result<T, String> {
    match text.parse::<u32>() {
        Ok(n) => from_u32(n).ok_or_else(|| format!("{n} is not a SPIR-V {what}")),
        Err(_) => T::from_str(text).map_err(|_| format!("{} is not a SPIR-V {what}", quote(text))),
    }
}

fn items(value: &str, sep: char) -> Result<Vec<&str>, String> {
    items_any(value, &[sep])
}

/// Items separated by any of `seps`.
fn items_any<'a>(value: &'a str, seps: &[char]) -> Result<Vec<&'a str>, String> {
    value
        .split(seps)
        .map(str::trim)
        .map(|s| {
            if s.is_empty() {
                let seps: Vec<String> = seps.iter().map(|c| format!("'{c}'")).collect();
                Err(format!(
                    "empty item in {} (items are separated by {})",
                    quote(value),
                    seps.join(" or ")
                ))
            } else {
                Ok(s)
            }
        })
        .collect()
}

/// `LocalSize:8:4:2;ContractionOff` -> two modes.
pub fn execution_modes(value: &str) -> Result<Vec<Mode>, String> {
    items(value, MODE_SEPARATOR)?
        .into_iter()
        .map(|one| {
            let mut parts = items(one, OPERAND_SEPARATOR)?.into_iter();
            let head = parts.next().unwrap_or_default();
            let mode = enumerant(head, "execution mode", ExecutionMode::from_u32)?;
            let given: Vec<&str> = parts.collect();
            // Counts and kinds from the grammar (a mode newer than the
            // vendored grammar: integers, any count).
            let operands: Vec<u32> = match grammar::execution_mode(mode as u32) {
                Some(e) => grammar::literal_operands(e, &given).map_err(|e| e.to_string())?
                    .into_iter()
                    .map(|l| match l {
                        Literal::Int(n) => Ok(n),
                        Literal::Str(s) => Err(format!(
                            "operand {} of {mode:?} is a string, which !spirv.ExecutionMode cannot hold",
                            quote(&s)
                        )),
                    })
                    .collect::<Result<_, _>>()?,
                None => given
                    .iter()
                    .map(|o| {
                        o.parse::<u32>().map_err(|_| {
                            format!(
                                "operand {} of {mode:?} is not a 32-bit unsigned literal integer",
                                quote(o)
                            )
                        })
                    })
                    .collect::<Result<_, _>>()?,
            };
            // Sizes as kernel metadata has them (`kernel_modes`' rule).
            check_mode_sizes(mode as u32, &operands).map_err(|e| format!("{mode:?}: {e}"))?;
            Ok(Mode { mode, operands })
        })
        .collect()
}

/// `SPV_KHR_bit_instructions,SPV_KHR_expect_assume`.
pub fn extensions(value: &str) -> Result<Vec<String>, String> {
    items(value, LIST_SEPARATOR)?
        .into_iter()
        .map(|e| {
            if known_extension(e) {
                Ok(e.to_owned())
            } else {
                Err(format!("'{e}' is not a SPIR-V extension of the grammar"))
            }
        })
        .collect()
}

fn known_extension(name: &str) -> bool {
    static KNOWN: OnceLock<FxHashSet<&'static str>> = OnceLock::new();
    KNOWN
        .get_or_init(|| {
            KNOWN_EXTENSIONS
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .collect()
        })
        .contains(name)
}

/// `6025:BitInstructions` (or `6025,BitInstructions`).
pub fn capabilities(value: &str) -> Result<Vec<Capability>, String> {
    items_any(value, &CAPABILITY_SEPARATORS)?
        .into_iter()
        .map(|c| enumerant(c, "capability", Capability::from_u32))
        .collect()
}

/// Every enumerant of a table without `FromStr`, by its Debug name (the
/// grammar's), built once per table.
fn debug_names<T: Debug>(all: impl Iterator<Item = T>) -> FxHashMap<String, T> {
    all.map(|t| (format!("{t:?}"), t)).collect()
}

fn core_op(name: &str) -> Option<Op> {
    static OPS: OnceLock<FxHashMap<String, Op>> = OnceLock::new();
    OPS.get_or_init(|| debug_names((0..=u16::MAX as u32).filter_map(Op::from_u32)))
        .get(name)
        .copied()
}

fn opencl_op(name: &str) -> Option<OpenclStd100Op> {
    static OPS: OnceLock<FxHashMap<String, OpenclStd100Op>> = OnceLock::new();
    OPS.get_or_init(|| debug_names((0..=u16::MAX as u32).filter_map(OpenclStd100Op::from_u32)))
        .get(name)
        .copied()
}

fn glsl_op(name: &str) -> Option<GlslStd450Op> {
    static OPS: OnceLock<FxHashMap<String, GlslStd450Op>> = OnceLock::new();
    OPS.get_or_init(|| debug_names((0..=u16::MAX as u32).filter_map(GlslStd450Op::from_u32)))
        .get(name)
        .copied()
}

/// `"<opcode>,<instruction set>"`: an empty set (or no `,`) is a core
/// instruction, `OpenCL.std` or `GLSL.std.450` an extended one. The opcode is
/// a number or the grammar's name (`BitCount` or `OpBitCount`; `popcount`;
/// `Sin`).
pub fn ext_instruction(value: &str) -> Result<Instruction, String> {
    let (opcode, set) = value.split_once(LIST_SEPARATOR).unwrap_or((value, ""));
    let (opcode, set) = (opcode.trim(), set.trim());
    if opcode.is_empty() {
        return Err(format!("no opcode in {}", quote(value)));
    }
    let number = opcode.parse::<u32>().ok();
    match set {
        "" => {
            let op = match number {
                Some(n) => Op::from_u32(n),
                None => {
                    let name = opcode.strip_prefix("Op").unwrap_or(opcode);
                    core_op(name)
                }
            };
            op.map(Instruction::Core)
                .ok_or_else(|| format!("'{opcode}' is not a core SPIR-V opcode"))
        }
        OPENCL_STD => {
            let op = match number {
                Some(n) => OpenclStd100Op::from_u32(n),
                None => opencl_op(opcode),
            };
            op.map(Instruction::OpenClStd)
                .ok_or_else(|| format!("'{opcode}' is not an instruction of {OPENCL_STD}"))
        }
        GLSL_STD_450 => {
            let op = match number {
                Some(n) => GlslStd450Op::from_u32(n),
                None => glsl_op(opcode),
            };
            op.map(Instruction::Glsl)
                .ok_or_else(|| format!("'{opcode}' is not an instruction of {GLSL_STD_450}"))
        }
        other => Err(format!(
            "instruction set '{other}': no consumer maps it to a function call (seed 002 names \
             builtins only for {OPENCL_STD}, as __spirv_ocl_*; llvm-spirv and llc's SPIR-V backend \
             translate no other set from calls; {GLSL_STD_450} is lowered to what they take)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_by_number_and_name() {
        let m = execution_modes("LocalSize:8:4:2; 35 : 16;ContractionOff").unwrap();
        assert_eq!(
            m[0],
            Mode {
                mode: ExecutionMode::LocalSize,
                operands: vec![8, 4, 2]
            }
        );
        assert_eq!(
            m[1],
            Mode {
                mode: ExecutionMode::SubgroupSize,
                operands: vec![16]
            }
        );
        assert_eq!(
            m[2],
            Mode {
                mode: ExecutionMode::ContractionOff,
                operands: vec![]
            }
        );
        assert!(execution_modes("LocalSize:8;;")
            .unwrap_err()
            .contains("empty item"));
        assert!(execution_modes("Bogus:1")
            .unwrap_err()
            .contains("'Bogus' is not a SPIR-V execution mode"));
        assert!(execution_modes("LocalSize:x:1:1")
            .unwrap_err()
            .contains("operand 'x' (x size) of LocalSize"));
        assert!(execution_modes("99999")
            .unwrap_err()
            .contains("99999 is not"));
    }

    #[test]
    fn extensions_and_capabilities_from_the_grammar() {
        assert_eq!(
            extensions("SPV_KHR_bit_instructions, SPV_KHR_expect_assume").unwrap(),
            ["SPV_KHR_bit_instructions", "SPV_KHR_expect_assume"]
        );
        assert!(extensions("SPV_KHR_nonsense").is_err());
        assert_eq!(
            capabilities("6025: Int8").unwrap(),
            [Capability::BitInstructions, Capability::Int8]
        );
        assert_eq!(
            capabilities("5055, Int8").unwrap(),
            [Capability::ShaderClockKHR, Capability::Int8]
        );
        assert!(capabilities("16")
            .unwrap_err()
            .contains("16 is not a SPIR-V capability"));
    }

    #[test]
    fn instructions() {
        assert_eq!(
            ext_instruction("BitCount,").unwrap(),
            Instruction::Core(Op::BitCount)
        );
        assert_eq!(
            ext_instruction("OpBitCount").unwrap(),
            Instruction::Core(Op::BitCount)
        );
        assert_eq!(
            ext_instruction("26,OpenCL.std").unwrap(),
            Instruction::OpenClStd(OpenclStd100Op::fma)
        );
        assert_eq!(
            ext_instruction("popcount, OpenCL.std").unwrap(),
            Instruction::OpenClStd(OpenclStd100Op::popcount)
        );
        assert_eq!(
            ext_instruction("13,GLSL.std.450").unwrap(),
            Instruction::Glsl(GlslStd450Op::Sin)
        );
        assert_eq!(
            ext_instruction("FMin, GLSL.std.450").unwrap(),
            Instruction::Glsl(GlslStd450Op::FMin)
        );
        assert!(ext_instruction("82,GLSL.std.450").is_err());
        assert_eq!(ext_instruction("0").unwrap(), Instruction::Core(Op::Nop));
        assert!(ext_instruction("1,NonSemantic.Foo")
            .unwrap_err()
            .contains("no consumer"));
        assert!(ext_instruction("999,OpenCL.std").is_err());
    }
}
