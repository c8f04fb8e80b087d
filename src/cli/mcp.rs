//! The `mcp` subcommand's clap types (SPEC §11). `mcp/` does the work.

use clap::Args;

use super::ApprovalArgs;

/// Arguments of `mcp`.
#[derive(Debug, Args)]
#[command(after_help = MCP_EXAMPLES)]
pub(crate) struct McpArgs {
    /// Who may approve the requests of every call it serves (M-01, M-03).
    #[command(flatten)]
    pub(crate) approval: ApprovalArgs,
    /// Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them in
    /// every fetch it serves. Private networks stay refused.
    #[arg(long, help_heading = "Network")]
    pub(crate) allow_localhost: bool,
    /// Also serve the browse tools (browse_open, browse_snapshot, browse_click, …), one per
    /// `garuda-web browse` verb, on the same browser session the command line uses (B-01).
    #[arg(long)]
    pub(crate) browse: bool,
    /// Give the browse session local access when a browse_open starts it (B-10): pages on a
    /// loopback or private address may reach the local addresses their URLs name. Only this
    /// flag turns it on; no tool argument can.
    #[arg(long, requires = "browse", help_heading = "Network")]
    pub(crate) allow_local: bool,
}

const MCP_EXAMPLES: &str = "\
Tools: web_fetch (one page as a <web_result> block, paged with start) and web_search; with
--browse also one tool per browse verb (browse_open, browse_snapshot, browse_click, browse_read,
…), on the browse session --session names, so `garuda-web browse` sees the same page.
Approval: --allow/--deny, policy files and session grants decide first (deny wins); then the
client is asked (MCP elicitation) if it can be; otherwise the call fails with needs_approval
and the rule to add. The terminal is never read: stdin and stdout carry the protocol.

Examples:
  Add it to Claude Code, approving docs.rs and every subdomain of rust-lang.org:
    claude mcp add garuda-web -- garuda-web mcp --allow docs.rs --allow '*.rust-lang.org'
  Any MCP client (an mcpServers entry):
    {\"mcpServers\": {\"garuda-web\": {\"command\": \"garuda-web\", \"args\": [\"mcp\", \"--allow\", \"docs.rs\"]}}}
  With the browser, on the web app this machine serves on port 3000:
    garuda-web mcp --browse --allow-local --allow 127.0.0.1";
