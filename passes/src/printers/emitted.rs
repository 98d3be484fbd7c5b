//! The checker's rule for losses: every entry of `!spirv_props.emitted`
//! (see [`crate::metadata::emitted`]) that is no longer in the module is a
//! finding naming the function, the member's site or the parameter, and the
//! decoration or mode. One walk over the instructions (only when the record
//! names an instruction decoration), one read of `!spirv.ExecutionMode`,
//! and each function's parameter lists read once: linear in the module.

use rustc_hash::{FxHashMap, FxHashSet};

use inkwell::llvm_sys::prelude::LLVMMetadataRef;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::Subject;
use crate::metadata::emitted::{self, Emitted};
use crate::metadata::spirv::{
    dangling_mode, decorations, execution_mode_entry, execution_modes, parameter_decorations,
    Decoration, PARAMETER_DECORATIONS,
};
use crate::metadata::Holder;

/// The decorations found on the instructions carrying each site tag.
fn tagged<'ctx>(m: &Module<'ctx>) -> FxHashMap<LLVMMetadataRef, FxHashSet<Decoration>> {
    let mut found: FxHashMap<LLVMMetadataRef, FxHashSet<Decoration>> = FxHashMap::default();
    for f in m.get_functions() {
        for bb in f.get_basic_blocks() {
            let mut inst = bb.get_first_instruction();
            while let Some(i) = inst {
                if let Some(tag) = emitted::tag_of(m, i) {
                    let set = found.entry(tag.metadata()).or_default();
                    set.extend(decorations(m, Holder::Instruction(i)).unwrap_or_default());
                }
                inst = i.get_next_instruction();
            }
        }
    }
    found
}

/// Where each recorded item is logged (`RUST_LOG=spirv_props::spirv_props_verify=debug`):
/// `emitted: <item>: present` or `... : gone`, one line per entry, which
/// `scripts/pass-order` reads as the checker's column.
const LOG: &str = "spirv_props::spirv_props_verify";

fn logged(item: &str, present: bool) {
    log::debug!(target: LOG, "emitted: {item}: {}", if present { "present" } else { "gone" });
}

/// One finding per recorded decoration or mode that is gone.
pub fn losses(m: &Module<'_>) -> Vec<String> {
    let record = emitted::entries(m);
    if record.is_empty() {
        return Vec::new();
    }
    let mut findings = Vec::new();
    let tags = if record
        .iter()
        .any(|e| matches!(e, Ok(Emitted::Instruction { .. })))
    {
        tagged(m)
    } else {
        FxHashMap::default()
    };
    let modes: FxHashSet<LLVMMetadataRef> = execution_modes(m)
        .into_iter()
        .map(|(n, _)| n.metadata())
        .collect();
    let mut params: FxHashMap<FunctionValue<'_>, Option<Vec<Vec<Decoration>>>> =
        FxHashMap::default();
    for entry in record {
        match entry {
            Err(e) => findings.push(e.to_string()),
            Ok(Emitted::Instruction {
                function,
                site,
                decoration,
            }) => {
                let item = format!("{}: {decoration}", emitted::site_text(site));
                let why = match tags.get(&site.metadata()) {
                    Some(have) if have.contains(&decoration) => {
                        logged(&item, true);
                        continue;
                    }
                    Some(_) => "is no longer in the !spirv.Decorations of the instruction it was on",
                    // The function went, and no copy of the instruction
                    // (inlined elsewhere) is left: the code went with it.
                    None if function.is_none() => continue,
                    None => "is gone with the instruction it was on (a later pass deleted or rebuilt it)",
                };
                logged(&item, false);
                findings.push(format!(
                    "{}: decoration {decoration} emitted for the annotated pointer {why}",
                    emitted::site_text(site)
                ));
            }
            Ok(Emitted::Parameter {
                function: Some(f),
                index,
                decoration,
            }) => {
                let lists = params
                    .entry(f)
                    .or_insert_with(|| parameter_decorations(m, f).ok());
                let there = lists
                    .as_ref()
                    .and_then(|l| l.get(index as usize))
                    .is_some_and(|l| l.contains(&decoration));
                logged(
                    &format!("{}: {decoration}", Subject::Param(f, index)),
                    there,
                );
                if !there {
                    findings.push(format!(
                        "{}: decoration {decoration} emitted earlier is gone from !spirv.ParameterDecorations",
                        Subject::Param(f, index)
                    ));
                }
            }
            Ok(Emitted::ParameterRecordGone(f)) => {
                // What was added is not known any more; it is lost for
                // certain when the function has no lists at all.
                let item = format!("@{}: parameter decorations", crate::ir::function_name(f));
                let there = PARAMETER_DECORATIONS.node(m, f).is_some();
                logged(&item, there);
                if !there {
                    findings.push(format!(
                        "{item} emitted earlier are gone with the function's metadata \
                         (a later pass dropped !spirv.ParameterDecorations and !spirv_props.parameters)"
                    ));
                }
            }
            Ok(Emitted::Parameter { function: None, .. }) => {}
            // `emitted::entries` gives grouped entries one per decoration.
            Ok(Emitted::Instructions { .. } | Emitted::Parameters { .. }) => {}
            Ok(Emitted::Mode(node)) => {
                if dangling_mode(node).is_some() {
                    continue;
                }
                let present = modes.contains(&node.metadata());
                match execution_mode_entry(node) {
                    Ok(e) => {
                        let item = format!(
                            "@{}: execution mode {e}",
                            crate::ir::function_name(e.function)
                        );
                        logged(&item, present);
                        if !present {
                            findings.push(format!(
                                "{item} emitted earlier is gone from !spirv.ExecutionMode"
                            ));
                        }
                    }
                    Err(e) => findings.push(e.to_string()),
                }
            }
        }
    }
    findings
}
