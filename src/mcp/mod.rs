//! `garuda-web mcp` (SPEC §11): web_fetch and web_search served to MCP clients over stdio with
//! `rmcp`, the protocol's official Rust SDK. stdout carries protocol messages only; `-v` notes
//! and the server's own errors go to stderr; the server ends when stdin closes (M-01).
//!
//! A tool call is a command: its arguments become the options of `garuda-web fetch` or
//! `search` (`FetchOptions`, `SearchOptions`: what the flags mean), resolved with the server's
//! `--allow`, `--deny`, `--policy`, `--session`, `--no-config` by the same settings step, and run
//! through the same approval, fetch, cache and report code (`call`). Its text content is what the command prints; its structured content is
//! what `--json` prints (M-02). The terminal is never read: a question goes to the client's
//! elicitation when it declared it (`ask`), else the call fails with `needs_approval` (M-03).
//!
//! Layout: `server` (the protocol handler), `tools` (names, schemas, arguments → options), `call`
//! (one call on a blocking thread → a tool result), `ask` (elicitation), `rounds` (elicitation
//! for 2026-07-28 clients, through multi round-trip requests), `progress` (M-05), `hints` (the
//! command's hints in the client's words: arguments, not flags).

mod ask;
mod browse;
mod call;
mod catalog;
mod hints;
mod progress;
mod rounds;
mod server;
mod tools;

use std::process::ExitCode;

use rmcp::ServiceExt;

use crate::cli::{ColorChoice, GlobalArgs, McpArgs};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;

/// What every call of this server shares: the server's own options, which apply to each
/// call (M-01).
#[derive(Debug, Clone)]
pub(crate) struct ServerArgs {
    /// `--allow`, `--deny`, `--policy`, `--session`, given before or after `mcp`.
    approval: crate::cli::ApprovalArgs,
    /// `--no-config`.
    no_config: bool,
    /// `-v`: each call's steps on stderr.
    verbose: bool,
    /// `--allow-localhost`.
    allow_localhost: bool,
    /// `--browse`: the browse tools are served.
    browse: bool,
    /// `--allow-local`: the browse session's local access (B-10), never a tool argument.
    allow_local: bool,
}

impl ServerArgs {
    /// The printer of a call: nothing on stdout ever goes through it (the protocol owns
    /// stdout); with `-v` its notes go to stderr.
    fn printer(&self) -> Printer {
        Printer::new(false, !self.verbose, self.verbose, ColorChoice::Never)
    }
}

/// Runs the server until stdin closes (M-01). A configuration that cannot be loaded (a
/// malformed rule, config.json or policy file) stops it before it serves anything (G-05).
pub(crate) fn run(args: &McpArgs, global: &GlobalArgs) -> ExitCode {
    let approval = global.approval.and(&args.approval);
    let server_args = ServerArgs {
        approval: approval.clone(),
        no_config: global.no_config,
        verbose: global.verbose,
        allow_localhost: args.allow_localhost,
        browse: args.browse,
        allow_local: args.allow_local,
    };
    let printer = server_args.printer();
    if let Err(err) = crate::settings::Common::from_args(global, &approval, printer) {
        // Not a call's error: the server itself cannot start. Always a sentence on stderr,
        // never JSON on stdout (stdout is the protocol's).
        Printer::new(false, false, false, ColorChoice::Never).error_sentence(&err);
        return err.exit_status().into();
    }
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => return fail(&format!("cannot start the MCP server: {e}")),
    };
    let served = runtime.block_on(async move {
        let service = server::Server::new(server_args)
            .map_err(|e| e.to_string())?
            .serve(rmcp::transport::stdio())
            .await
            .map_err(|e| e.to_string())?;
        service.waiting().await.map_err(|e| e.to_string())?;
        Ok::<(), String>(())
    });
    // Blocking threads still fetching for a call whose client is gone are not waited for.
    runtime.shutdown_background();
    match served {
        Ok(()) => ExitStatus::Success.into(),
        // The client went away before the handshake ended (stdin closed): nothing to serve.
        Err(reason) if reason.contains("connection closed") => ExitStatus::Success.into(),
        Err(reason) => fail(&format!("the MCP session ended: {reason}")),
    }
}

/// The server's own failure, on stderr.
fn fail(message: &str) -> ExitCode {
    let err = Error::Usage {
        message: message.to_string(),
        hint: Some(
            "check that the client starts `garuda-web mcp` with stdin and stdout as pipes".into(),
        ),
    };
    Printer::new(false, false, false, ColorChoice::Never).error_sentence(&err);
    ExitStatus::Failed.into()
}
