//! What every pass shares: the pass trait and its run context
//! (diagnostics, remarks, statistics, log target), parameters as written in
//! `name<a;b=c>`, where a diagnostic points ([`Site`]), what describes a
//! pass to the catalogue ([`PassInfo`]), and what the passes that add
//! execution modes share ([`modes`]). Nothing here names a pass: the
//! catalogue of passes is above them (`catalogue/`).

pub mod context;
pub mod info;
pub mod modes;
pub mod params;
pub mod remark;
pub mod site;
pub mod testing;

pub use context::{run_pass, Diagnostic, ModulePass, PassCx};
pub use params::{Choice, Listing, ParamError, ParamInfo, ParamKind, Params, COMMON_PARAMS};
pub use remark::{Anchor, Remark, RemarkKind, Remarks};
pub use site::Site;
// The quoting every message uses lives in the lowest layer (`text`), which
// the grammar and metadata layers below this one format with too.
pub use crate::text::{comma_list, dquote, quote, unquoted, Quoted, QUOTE_LIMIT};
pub use info::PassInfo;
