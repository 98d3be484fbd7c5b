//! What describes a pass to the catalogue above (`catalogue/`): its
//! pipeline name, summary, parameters and constructor. The catalogue lists
//! every pass with one of these; nothing in this layer names a pass.

use super::params::{ParamError, ParamInfo, Params, COMMON_PARAMS};
use super::ModulePass;

/// A registered pass: its pipeline name, what it accepts and how to build it.
pub struct PassInfo {
    /// The pipeline name (public API).
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Whether the pass manager must run it even where `-opt-bisect-limit`
    /// skips optional passes: what checks, writes files or
    /// prints, as LLVM's verifier, output writers and `print<...>` passes
    /// are (`static bool isRequired()`); a transforming pass is optional.
    pub required: bool,
    /// The parameters it accepts beyond [`COMMON_PARAMS`], as named lists
    /// joined (the property parameters, then the pass's own).
    pub params: &'static [&'static [ParamInfo]],
    /// Builds the pass from the parameters given (already checked against
    /// `params`).
    pub create: fn(&Params) -> Result<Box<dyn ModulePass>, ParamError>,
}

impl PassInfo {
    /// Every parameter the pass accepts, [`COMMON_PARAMS`] included.
    pub fn accepted(&self) -> impl Iterator<Item = &'static ParamInfo> {
        self.params
            .iter()
            .copied()
            .flatten()
            .chain(COMMON_PARAMS.iter())
    }
}
