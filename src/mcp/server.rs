//! The protocol handler (M-01 … M-05): the server's description, `tools/list`, and
//! `tools/call`, which runs the call on a blocking thread (the fetch code is synchronous) with
//! what the client offers: elicitation for questions, a progress token, cancellation. A call
//! that panics is a failed call, not a dead server.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use rmcp::ErrorData;
use rmcp::handler::server::ServerHandler;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, Implementation, JsonObject, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{ElicitationMode, RequestContext, RoleServer};

use super::ServerArgs;
use super::ask::ClientAsker;
use super::{call, progress, tools};
use crate::approval::ask::Asker;
use crate::error::Error;
use crate::settings::Served;

/// What the server tells the client about itself at initialization.
const INSTRUCTIONS: &str = "web_fetch reads a page as Markdown in windows (page on with \
start = next_start); web_search searches the web. Private and loopback addresses are refused \
unless the user allowed them; each host needs the user's approval: rules given to the server, \
or a question through elicitation. A needs_approval error names the rule the user can add.";

/// The MCP server: one per process, shared by every call.
#[derive(Debug, Clone)]
pub(crate) struct Server {
    args: Arc<ServerArgs>,
}

impl Server {
    /// A server whose calls run with `args`.
    pub(crate) fn new(args: ServerArgs) -> Server {
        Server {
            args: Arc::new(args),
        }
    }
}

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let mut info = ServerConfig::new(ServerCapabilities::builder().enable_tools().build());
        info.server_info = Implementation::new("garuda-web", env!("CARGO_PKG_VERSION"));
        info.instructions = Some(INSTRUCTIONS.into());
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(tools::all()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        tools::named(name)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        if tools::named(&name).is_none() {
            // An unknown tool is a protocol error (the client asked for something not listed).
            return Err(ErrorData::invalid_params(
                format!("there is no tool {name}; tools/list lists web_fetch and web_search"),
                None,
            ));
        }
        let arguments = request.arguments.unwrap_or_default();
        let cancel = Arc::new(AtomicBool::new(false));
        let asker = context
            .peer
            .supported_elicitation_modes()
            .contains(&ElicitationMode::Form)
            .then(|| {
                Arc::new(ClientAsker {
                    peer: context.peer.clone(),
                    runtime: tokio::runtime::Handle::current(),
                    cancelled: context.ct.clone(),
                }) as Arc<dyn Asker>
            });
        let (observer, sender) = match context.meta.get_progress_token() {
            Some(token) => {
                let (observer, sender) = progress::start(context.peer.clone(), token);
                (Some(observer), Some(sender))
            }
            None => (None, None),
        };
        let served = Served {
            asker,
            observer,
            cancel: cancel.clone(),
        };
        let args = self.args.clone();
        let work = tokio::task::spawn_blocking(move || run_call(&args, &name, &arguments, served));
        let outcome = context.ct.run_until_cancelled(work).await;
        let result = match outcome {
            Some(Ok(result)) => result,
            Some(Err(_panicked)) => call::error_result(&Error::Usage {
                message: "the call failed inside garuda-web".into(),
                hint: Some("report it with the arguments used; the server keeps serving".into()),
            }),
            None => {
                // M-05: the fetch stops at its next step and stores nothing; no result is sent
                // for a cancelled request.
                cancel.store(true, Ordering::SeqCst);
                return Err(ErrorData::internal_error("the call was cancelled", None));
            }
        };
        // Every progress notification goes out before the result.
        if let Some(sender) = sender {
            let _ = sender.await;
        }
        Ok(result.into())
    }
}

/// One call on its blocking thread; the call's observer (and so the progress channel) ends
/// with it.
fn run_call(
    args: &ServerArgs,
    name: &str,
    arguments: &JsonObject,
    served: Served,
) -> rmcp::model::CallToolResult {
    let cancel = served.cancel.clone();
    let result = call::run(args, name, arguments, served);
    if cancel.load(Ordering::SeqCst) {
        args.printer()
            .note(&format!("{name}: the call the client cancelled has ended"));
    }
    result
}
