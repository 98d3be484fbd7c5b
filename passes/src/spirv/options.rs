//! Parameters the SPIR-V lowering passes share.

use crate::metadata::kernel_modes::ContractionOff;
use crate::pass::{Choice, Listing};

/// `contraction-off=auto|never`: `spirv-exec-modes` and
/// `spirv-inline-attrs`, the two passes that create `!spirv.ExecutionMode`.
pub static CONTRACTION_OFF: Choice<ContractionOff> = Choice {
    name: "contraction-off",
    values: &[("auto", ContractionOff::Auto), ("never", ContractionOff::Never)],
    default: ContractionOff::Auto,
    about: "auto keeps llc's implicit ContractionOff explicit when creating !spirv.ExecutionMode; never does not",
    listing: Listing::QuotedOr,
};
