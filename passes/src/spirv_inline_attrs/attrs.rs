//! The four `"spv.*"` attribute formats of seed 001, parsed and checked
//! against the SPIR-V grammar (`spirv` crate; extension names from
//! `extensions.txt`). Every error message names the value at fault; the pass
//! adds the function and the attribute.
//!
//! Whitespace around every item is ignored (the seed writes
//! `"<capability id>: <capability id>"`). Numbers are decimal; wherever a
//! number is accepted, so is the grammar's enumerant name.

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::str::FromStr;
use std::sync::OnceLock;

use spirv::{Capability, ExecutionMode, Op, OpenclStd100Op};

/// `"spv.executionmode"="<mode>:<op>:...;<mode>:<op>..."` on entry points.
pub const EXECUTION_MODE: &str = "spv.executionmode";
/// `"spv.extextension"="<name>,<name>,..."`.
pub const EXTENSION: &str = "spv.extextension";
/// `"spv.extcapability"="<id>:<id>..."`.
pub const CAPABILITY: &str = "spv.extcapability";
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
/// Between extensions, and between opcode and instruction set (the seed's).
pub const LIST_SEPARATOR: char = ',';

/// The name of the OpenCL extended instruction set, as `OpExtInstImport`
/// names it.
pub const OPENCL_STD: &str = "OpenCL.std";

/// Extension names of the SPIR-V grammar, one a line, `#` comments.
const KNOWN_EXTENSIONS: &str = include_str!("extensions.txt");

/// One `OpExecutionMode`: the mode and its literal operands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mode {
    pub mode: ExecutionMode,
    pub operands: Vec<u32>,
}

/// What `spv.ext_instruction` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instruction {
    /// A core instruction (empty instruction set).
    Core(Op),
    /// An instruction of the OpenCL.std extended instruction set.
    OpenClStd(OpenclStd100Op),
}

/// An enumerant given by number (`17`) or by grammar name (`LocalSize`).
fn enumerant<T: FromStr>(
    text: &str,
    what: &str,
    from_u32: impl Fn(u32) -> Option<T>,
) -> Result<T, String> {
    match text.parse::<u32>() {
        Ok(n) => from_u32(n).ok_or_else(|| format!("{n} is not a SPIR-V {what}")),
        Err(_) => T::from_str(text).map_err(|_| format!("'{text}' is not a SPIR-V {what}")),
    }
}

fn items(value: &str, sep: char) -> Result<Vec<&str>, String> {
    value
        .split(sep)
        .map(str::trim)
        .map(|s| {
            if s.is_empty() {
                Err(format!(
                    "empty item in '{value}' (items are separated by '{sep}')"
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
            let operands = parts
                .map(|o| {
                    o.parse::<u32>().map_err(|_| {
                        format!(
                            "operand '{o}' of {mode:?} is not a 32-bit unsigned literal integer"
                        )
                    })
                })
                .collect::<Result<_, _>>()?;
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
    static KNOWN: OnceLock<HashSet<&'static str>> = OnceLock::new();
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

/// `6025:BitInstructions`.
pub fn capabilities(value: &str) -> Result<Vec<Capability>, String> {
    items(value, OPERAND_SEPARATOR)?
        .into_iter()
        .map(|c| enumerant(c, "capability", Capability::from_u32))
        .collect()
}

/// Every enumerant of a table without `FromStr`, by its Debug name (the
/// grammar's), built once per table.
fn debug_names<T: Debug>(all: impl Iterator<Item = T>) -> HashMap<String, T> {
    all.map(|t| (format!("{t:?}"), t)).collect()
}

fn core_op(name: &str) -> Option<Op> {
    static OPS: OnceLock<HashMap<String, Op>> = OnceLock::new();
    OPS.get_or_init(|| debug_names((0..=u16::MAX as u32).filter_map(Op::from_u32)))
        .get(name)
        .copied()
}

fn opencl_op(name: &str) -> Option<OpenclStd100Op> {
    static OPS: OnceLock<HashMap<String, OpenclStd100Op>> = OnceLock::new();
    OPS.get_or_init(|| debug_names((0..=u16::MAX as u32).filter_map(OpenclStd100Op::from_u32)))
        .get(name)
        .copied()
}

/// `"<opcode>,<instruction set>"`: an empty set (or no `,`) is a core
/// instruction, `OpenCL.std` an extended one. The opcode is a number or the
/// grammar's name (`BitCount` or `OpBitCount`; `popcount`).
pub fn ext_instruction(value: &str) -> Result<Instruction, String> {
    let (opcode, set) = value.split_once(LIST_SEPARATOR).unwrap_or((value, ""));
    let (opcode, set) = (opcode.trim(), set.trim());
    if opcode.is_empty() {
        return Err(format!("no opcode in '{value}'"));
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
        other => Err(format!(
            "instruction set '{other}': no consumer maps it to a function call (seed 002 names \
             builtins only for {OPENCL_STD}, as __spirv_ocl_*; llvm-spirv and llc's SPIR-V backend \
             translate no other set from calls)"
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
        assert!(execution_modes("LocalSize:x")
            .unwrap_err()
            .contains("operand 'x' of LocalSize"));
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
        assert!(ext_instruction("1,GLSL.std.450")
            .unwrap_err()
            .contains("no consumer"));
        assert!(ext_instruction("999,OpenCL.std").is_err());
    }
}
