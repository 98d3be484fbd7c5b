//! What every pass shares: the pass trait and its run context
//! (diagnostics, remarks, statistics, log target), parameters as written in
//! `name<a;b=c>`, where a diagnostic points ([`Site`]) and what describes a
//! pass to the catalogue ([`PassInfo`]). Nothing here names a pass: the
//! catalogue of passes is above them (`crate::catalogue`).

pub mod context;
pub mod params;
pub mod remark;
pub mod site;
pub mod info;
pub mod testing;

pub use context::{run_pass, Diagnostic, ModulePass, PassCx};
pub use params::{Choice, Listing, ParamError, ParamInfo, ParamKind, Params, COMMON_PARAMS};
pub use remark::{Anchor, Remark, RemarkKind, Remarks};
pub use site::{comma_list, dquote, quote, unquoted, Quoted, Site, QUOTE_LIMIT};
pub use info::PassInfo;
