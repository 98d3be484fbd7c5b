//! Limits on what a registry file may say, beyond its TOML shape: the
//! bounds of its numbers and the names it may give kernel metadata. Each
//! check returns the message; the loader adds the file and line.

use super::types::Numbering;
use crate::grammar::Literal;

/// The most values `pad-to` pads to: padding with 1 stands for the unused
/// dimensions of a work-group size, and SYCL ranges, OpenCL's
/// `reqd_work_group_size` and SPIR-V's `LocalSize` have 3. (Without a bound,
/// `pad-to = 18446744073709551615` panicked with "capacity overflow" and
/// `pad-to = 100000000` ran for minutes per kernel.)
pub const MAX_PAD_TO: usize = 3;

/// The largest SPIR-V enumerant number: `spirv.h` reserves `0x7fffffff` as
/// each enumeration's `...Max` (it forces 32-bit enums); no enumerant takes
/// it or anything above.
pub const MAX_ENUMERANT: u32 = 0x7fff_fffe;

/// The kernel metadata kinds LLVM fixes (its `FixedMetadataKinds.def`):
/// each has a meaning, and the verifier checks some of them, so a property
/// that wrote `!dbg !{i32 4}` or `!prof ...` aborted opt on a broken module.
/// Taken from llvm-project main at commit 0214a3ae (after LLVM 22, whose
/// list ends at `implicit.ref`, 46); older LLVMs have a prefix of it.
/// Names starting with `llvm.` are reserved as well ([`RESERVED_PREFIX`]).
pub const FIXED_METADATA_KINDS: [&str; 51] = [
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
    "noalias.addrspace",
    "callee_type",
    "nofree",
    "captures",
    "alloc_token",
    "implicit.ref",
    "nofpclass",
    "call_target",
    "inline_history",
    "elf_section_properties",
];

/// Metadata names under this prefix are LLVM's (`llvm.loop`,
/// `llvm.access.group` ... and whatever a later LLVM adds).
pub const RESERVED_PREFIX: &str = "llvm.";

/// Whether `name` is a metadata kind LLVM reserves.
pub fn reserved_metadata(name: &str) -> bool {
    name.starts_with(RESERVED_PREFIX) || FIXED_METADATA_KINDS.contains(&name)
}

/// A metadata name as the IR printer writes it back so that opt reads the
/// same name: not empty (opt-15 printed `!<empty name>`, which it cannot
/// parse), printable ASCII (the printer escapes other characters as `\XX`
/// and opt reads `!a\20b` back as "a b"; a non-ASCII name crashed opt-15's
/// printer with a segmentation fault). Reserved names are not checked here.
pub fn metadata_name_syntax(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("empty (opt prints `!<empty name>`, which it cannot read back)".into());
    }
    if let Some(c) = name.chars().find(|c| !(' '..='~').contains(c)) {
        return Err(format!(
            "'{}' has {c:?}: metadata names are printable ASCII (opt-15's IR printer crashed on other characters)",
            name.escape_default()
        ));
    }
    Ok(())
}

/// A metadata name the plugin writes on kernels: [`metadata_name_syntax`],
/// and none that LLVM reserves.
pub fn written_metadata_name(name: &str) -> Result<(), String> {
    metadata_name_syntax(name)?;
    if reserved_metadata(name) {
        return Err(format!(
            "'{name}' is reserved by LLVM (its fixed metadata kinds and names starting with `{RESERVED_PREFIX}`)"
        ));
    }
    Ok(())
}

/// `pad-to`: between 1 and [`MAX_PAD_TO`].
pub fn pad_to(n: usize) -> Result<(), String> {
    if n == 0 || n > MAX_PAD_TO {
        return Err(format!(
            "{n} is not between 1 and {MAX_PAD_TO} (padding fills the unused dimensions of a work-group size, which has 3)"
        ));
    }
    Ok(())
}

/// A raw decoration `number`: at most [`MAX_ENUMERANT`].
pub fn enumerant_number(n: u32) -> Result<(), String> {
    if n > MAX_ENUMERANT {
        return Err(format!(
            "{n} is above {MAX_ENUMERANT} (0x7fffffff is spirv.h's reserved DecorationMax)"
        ));
    }
    Ok(())
}

/// A `uint-list`'s item counts: `min <= max`, `max` at least 1 and within
/// u32 (the count before padding is written as an `i32`).
pub fn list_counts(min: usize, max: usize) -> Result<(), String> {
    if max == 0 {
        return Err("`max` is 0: the list takes no value at all".into());
    }
    if min > max {
        return Err(format!("`min` {min} is greater than `max` {max}"));
    }
    if u32::try_from(max).is_err() {
        return Err(format!("`max` {max} does not fit 32 bits"));
    }
    Ok(())
}

/// One operand list of an `execution-mode-bits` rule: what the grammar's
/// execution mode `mode` takes (its count, and values of its enumerated
/// operands), so a bad list is a load error and not a lowering error per
/// kernel.
pub fn mode_operands(mode: u32, operands: &[u32]) -> Result<(), String> {
    let Some(g) = crate::grammar::execution_mode(mode) else {
        return Ok(());
    };
    let ops: Vec<Literal> = operands.iter().map(|&n| Literal::Int(n)).collect();
    crate::grammar::check_literals(g, &ops).map_err(|e| format!("{operands:?}: {e}"))
}

/// Which numberings an entry counts for (`numbering` absent: both).
fn numberings(n: Option<Numbering>) -> [bool; 2] {
    match n {
        None => [true, true],
        Some(Numbering::Grammar) => [true, false],
        Some(Numbering::Draft) => [false, true],
    }
}

/// Whether two entries of one name (with these `numbering` fields) both
/// count under some numbering: a duplicate.
pub fn overlapping(a: Option<Numbering>, b: Option<Numbering>) -> bool {
    let (a, b) = (numberings(a), numberings(b));
    (a[0] && b[0]) || (a[1] && b[1])
}

/// The `numbering` field as written, for messages.
pub fn describe_numbering(n: Option<Numbering>) -> &'static str {
    match n {
        None => "both numberings",
        Some(Numbering::Grammar) => "numbering \"grammar\"",
        Some(Numbering::Draft) => "numbering \"draft\"",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mode(name: &str) -> u32 {
        use std::str::FromStr;
        spirv::ExecutionMode::from_str(name).expect("a mode") as u32
    }

    #[test]
    fn bounds_and_names() {
        assert!(pad_to(1).is_ok() && pad_to(3).is_ok());
        assert!(pad_to(0).is_err() && pad_to(4).is_err() && pad_to(usize::MAX).is_err());
        assert!(enumerant_number(6147).is_ok() && enumerant_number(0x7fff_fffe).is_ok());
        assert!(enumerant_number(0x7fff_ffff).is_err());
        assert!(list_counts(1, 3).is_ok() && list_counts(3, 3).is_ok());
        assert!(list_counts(4, 3).is_err() && list_counts(0, 0).is_err());
        for name in ["dbg", "prof", "llvm.loop", "llvm.anything", "DIAssignID"] {
            assert!(written_metadata_name(name).is_err(), "{name}");
        }
        for name in ["reqd_work_group_size", "a b", "dbg2", "llvm"] {
            assert!(written_metadata_name(name).is_ok(), "{name}");
        }
        assert!(metadata_name_syntax("").is_err());
        assert!(metadata_name_syntax("\u{e9}").is_err());
        assert!(metadata_name_syntax("a\nb").is_err());
        // RoundingModeRTE takes one Target Width.
        assert!(mode_operands(mode("RoundingModeRTE"), &[32]).is_ok());
        assert!(mode_operands(mode("RoundingModeRTE"), &[32, 16]).is_err());
        assert!(mode_operands(mode("RoundingModeRTE"), &[]).is_err());
        assert!(overlapping(None, Some(Numbering::Draft)));
        assert!(overlapping(Some(Numbering::Draft), Some(Numbering::Draft)));
        assert!(!overlapping(
            Some(Numbering::Grammar),
            Some(Numbering::Draft)
        ));
    }
}
