//! One orchestrator per subcommand; each returns the exit status of a completed call or an
//! error for `run` to report.

pub(crate) mod browse;
pub(crate) mod browse_questions;
pub(crate) mod browse_script;
pub(crate) mod browse_state;
pub(crate) mod cache;
pub(crate) mod config;
pub(crate) mod feedback;
pub(crate) mod fetch;
pub(crate) mod fetch_many;
pub(crate) mod fetch_render;
pub(crate) mod search;
