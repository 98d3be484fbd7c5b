//! What every pass shares: the pass trait and its run context
//! (diagnostics, remarks, statistics, log target), parameters as written in
//! `name<a;b=c>`, where a diagnostic points ([`Site`]), the table of
//! passes the plugin registers, its listing for users and the reference
//! pages' parameter tables.

pub mod context;
pub mod listing;
pub mod params;
pub mod pipeline;
pub mod reference;
pub mod remark;
pub mod site;
pub mod table;
pub mod testing;

pub use context::{run_pass, Diagnostic, ModulePass, PassCx};
pub use params::{Choice, Listing, ParamError, ParamInfo, ParamKind, Params, COMMON_PARAMS};
pub use remark::{Anchor, Remark, RemarkKind, Remarks};
pub use site::{comma_list, dquote, quote, unquoted, Quoted, Site, QUOTE_LIMIT};
pub use table::{passes, PassInfo, PASSES};
