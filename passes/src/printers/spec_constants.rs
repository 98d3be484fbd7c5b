//! `print<spec-constants>`: every specialization constant with its IDs,
//! offsets, sizes and default. After `spec-constants` it reads the
//! metadata the pass wrote; before, it reads the getter calls and shows the
//! plan (native IDs, and the emulation buffer's offset). Changes nothing.
//! Output (stderr):
//!
//! ```text
//! spec-constants: 2 from !sycl.specialization-constants
//! "id_int": default i32 42, blob offset 0
//!   id 0, offset 0, size 4
//! "id_A": default %struct.A { i32 1, i8 2 }, blob offset 4
//!   id 1, offset 0, size 4
//!   id 2, offset 4, size 1
//!   padding, offset 5, size 3
//! ```
//!
//! The blob offset is where the constant's default starts in the default
//! values' property (in emulation also its place in the runtime buffer).

use std::fmt::Write as _;

use inkwell::module::Module;

use crate::ir::value::DataLayout;
use crate::metadata::spec_constants::{listed, Descriptor, MAX_LEAVES, PADDING_ID};
use crate::pass::{ModulePass, PassCx};
use crate::sycl::spec_constants::plan::{self, Start};

/// The pass `print<spec-constants>`.
pub struct PrintSpecConstants;

fn descriptor_line(out: &mut String, d: &Descriptor) {
    let _ = match d.id {
        PADDING_ID => writeln!(out, "  padding, offset {}, size {}", d.offset, d.size),
        id => writeln!(out, "  id {id}, offset {}, size {}", d.offset, d.size),
    };
}

/// The printer's text for `m` (`Err` for malformed metadata).
pub fn describe(m: &Module<'_>) -> Result<String, String> {
    let mut out = String::new();
    let listed = listed(m)?;
    let dl = DataLayout::of(m);
    if !listed.is_empty() {
        let _ = writeln!(
            out,
            "spec-constants: {} from !sycl.specialization-constants",
            listed.len()
        );
        // The blob offset from the defaults' sizes: the bytes themselves
        // are not needed (and a huge default would cost them).
        let mut blob: u64 = 0;
        for l in &listed {
            let (last, pads) = l.defaults.split_last().expect("one default per constant");
            blob += pads.iter().map(|p| dl.store_size(p.ty())).sum::<u64>();
            let _ = writeln!(
                out,
                "{:?}: default {}, blob offset {blob}",
                l.entry.name,
                last.print(),
            );
            blob += dl.store_size(last.ty());
            l.entry
                .descriptors
                .iter()
                .for_each(|d| descriptor_line(&mut out, d));
        }
        return Ok(out);
    }
    let p = plan::plan(m, Start::default(), None);
    let _ = writeln!(
        out,
        "spec-constants: {} from {} calls (not lowered: native IDs, emulation buffer offsets)",
        p.constants.len(),
        p.uses.len()
    );
    for c in &p.constants {
        let _ = writeln!(
            out,
            "{:?}: {}, default {}, buffer offset {}",
            c.name,
            c.ty.print(),
            c.default.print(),
            c.offset
        );
        if c.tree.is_none() {
            let _ = writeln!(
                out,
                "  {} scalar leaves: more than the {MAX_LEAVES} that mode=native lowers",
                c.leaf_count
            );
        }
        c.leaves.iter().for_each(|d| descriptor_line(&mut out, d));
    }
    for (call, e) in &p.errors {
        let _ = writeln!(out, "error: '{}': {e}", call.print());
    }
    Ok(out)
}

impl ModulePass for PrintSpecConstants {
    fn log_target(&self) -> &'static str {
        "spirv_props::spec_constants"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        match describe(m) {
            Ok(text) => eprint!("{text}"),
            Err(e) => cx.error(e),
        }
        false
    }
}
