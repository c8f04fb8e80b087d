//! The server's tool list (M-01): `web_fetch` and `web_search` always, the browse tools with
//! `--browse`. Apart from the tools' own modules, so neither imports the other.

use rmcp::model::Tool;

use super::{browse, tools};

/// Every tool, for `tools/list`: web_fetch and web_search, and with `with_browse` (the server's
/// `--browse`) one tool per browse verb.
pub(crate) fn all(with_browse: bool) -> Vec<Tool> {
    let mut list = vec![tools::fetch_tool(), tools::search_tool()];
    if with_browse {
        list.extend(browse::tools());
    }
    list
}

/// The tool called `name`, if this server has it.
pub(crate) fn named(name: &str, with_browse: bool) -> Option<Tool> {
    all(with_browse).into_iter().find(|t| t.name == name)
}
