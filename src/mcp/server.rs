//! The protocol handler (M-01 … M-05): the server's description, `tools/list`, and
//! `tools/call`, which runs the call on a blocking thread (the fetch code is synchronous) with
//! what the client offers: elicitation for questions, a progress token, cancellation. A call
//! that panics is a failed call, not a dead server.

use std::sync::Arc;

use rmcp::ErrorData;
use rmcp::handler::server::ServerHandler;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, ElicitRequest, ElicitResult, Implementation,
    InputRequest, InputRequests, InputRequiredResult, JsonObject, ListToolsResult,
    PaginatedRequestParams, ProtocolVersion, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::{RequestContext, RoleServer};

use super::ServerArgs;
use super::ask::{self, ClientAsker};
use super::rounds::{Replay, Rounds, Seal};
use super::{call, catalog, progress};
use crate::approval::ask::Asker;
use crate::error::Error;
use crate::settings::Served;

/// What the server tells the client about itself at initialization.
const INSTRUCTIONS: &str = "web_fetch reads a page as Markdown in windows (page on with \
start = next_start); web_search searches the web. Private and loopback addresses are refused \
unless the user allowed them; each host needs the user's approval: rules given to the server, \
or a question through elicitation. A needs_approval error names the rule the user can add.";

/// What `--browse` adds to [`INSTRUCTIONS`].
const BROWSE_INSTRUCTIONS: &str = "The browse_* tools drive one real browser session, shared \
with the user's garuda-web browse command: browse_open a page (approved like web_fetch), \
browse_snapshot for refs such as @e12, then browse_click, browse_type, browse_read. A \
navigation the page starts to another host waits for browse_approve or browse_deny (by id).";

/// The MCP server: one per process, shared by every call.
#[derive(Debug, Clone)]
pub(crate) struct Server {
    args: Arc<ServerArgs>,
    /// Seals the state of multi round-trip calls (`rounds`).
    seal: Arc<Seal>,
}

impl Server {
    /// A server whose calls run with `args`.
    pub(crate) fn new(args: ServerArgs) -> Result<Server, &'static str> {
        Ok(Server {
            args: Arc::new(args),
            seal: Arc::new(Seal::new().ok_or("no randomness for the request-state key")?),
        })
    }

    /// Who asks this call's questions (M-03): nobody when the client declared no form
    /// elicitation; the client itself during the call (handshake protocols); or, from protocol
    /// 2026-07-28, the answers of earlier rounds, the next question going back in an
    /// `InputRequiredResult` (`rounds`).
    fn asker(
        &self,
        request: &CallToolRequestParams,
        context: &RequestContext<RoleServer>,
    ) -> Result<Asking, ErrorData> {
        let form = context
            .client_capabilities()
            .and_then(|c| c.elicitation)
            .is_some_and(|e| e.form.is_some() || e.url.is_none());
        if !form {
            return Ok((None, None));
        }
        let multi_round = context
            .protocol_version()
            .is_some_and(|v| v >= ProtocolVersion::V_2026_07_28);
        if !multi_round {
            let asker = ClientAsker {
                peer: context.peer.clone(),
                runtime: tokio::runtime::Handle::current(),
                cancelled: context.ct.clone(),
            };
            return Ok((Some(Arc::new(asker)), None));
        }
        let mut rounds = match &request.request_state {
            None => Rounds::default(),
            Some(sealed) => self.seal.open(sealed).ok_or_else(|| {
                ErrorData::invalid_params("requestState was not made by this server", None)
            })?,
        };
        if let Some(question) = rounds.pending.take() {
            let reply = request
                .input_responses
                .as_ref()
                .and_then(|r| r.get(APPROVAL_INPUT))
                .and_then(|v| serde_json::from_value::<ElicitResult>(v.clone()).ok())
                .ok_or_else(|| {
                    ErrorData::invalid_params("inputResponses has no answer to approval", None)
                })?;
            let answer = ask::answer_to(&question, &reply);
            rounds.answered.push((question, answer));
        }
        let replay = Arc::new(Replay::new(rounds.answered));
        Ok((Some(replay.clone() as Arc<dyn Asker>), Some(replay)))
    }
}

/// A call's asker, and the round's replay when the client takes multi round-trip results.
type Asking = (Option<Arc<dyn Asker>>, Option<Arc<Replay>>);

/// The key of the approval question in a multi round-trip result.
const APPROVAL_INPUT: &str = "approval";

impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let mut info = ServerConfig::new(ServerCapabilities::builder().enable_tools().build());
        info.server_info = Implementation::new("garuda-web", env!("CARGO_PKG_VERSION"));
        info.instructions = Some(if self.args.browse {
            format!("{INSTRUCTIONS} {BROWSE_INSTRUCTIONS}")
        } else {
            INSTRUCTIONS.into()
        });
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(catalog::all(
            self.args.browse,
        )))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        catalog::named(name, self.args.browse)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        if catalog::named(&name, self.args.browse).is_none() {
            // An unknown tool is a protocol error (the client asked for something not listed).
            let listed = if self.args.browse {
                "web_fetch, web_search and the browse tools"
            } else {
                "web_fetch and web_search (the browse tools need garuda-web mcp --browse)"
            };
            // B-23: a verb of the command line that is no tool says why.
            let why = super::browse::not_served(&name)
                .filter(|_| self.args.browse)
                .map(|why| format!(": the browse verb is not served, since {why}"))
                .unwrap_or_default();
            return Err(ErrorData::invalid_params(
                format!("there is no tool {name}; tools/list lists {listed}{why}"),
                None,
            ));
        }
        let (asker, replay) = self.asker(&request, &context)?;
        let arguments = request.arguments.unwrap_or_default();
        let cancel = crate::net::cancel::Cancel::default();
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
        // B-12: a navigation the page parks is asked about during the call only when the
        // client can answer within it; a 2026-07-28 client would retry the whole call (and so
        // the click that started it), so it gets the parked list and browse_approve instead.
        let ask_parked = replay.is_none();
        let work = tokio::task::spawn_blocking(move || {
            run_call(&args, &name, &arguments, served, ask_parked)
        });
        let outcome = context.ct.run_until_cancelled(work).await;
        let result = match outcome {
            Some(Ok(result)) => result,
            Some(Err(_panicked)) => call::error_result(&Error::Usage {
                message: "the call failed inside garuda-web".into(),
                hint: Some("report it with the arguments used; the server keeps serving".into()),
            }),
            None => {
                // M-05: the call's requests lose their connections now (a download stops
                // mid-body), the fetch stores nothing, and no result is sent for a cancelled
                // request.
                cancel.cancel();
                return Err(ErrorData::internal_error("the call was cancelled", None));
            }
        };
        // Every progress notification goes out before the result.
        if let Some(sender) = sender {
            let _ = sender.await;
        }
        // The call stopped at a question for the client: ask it, and come back with the answer.
        if let Some(next) = replay.and_then(|r| r.next_round())
            && let Some(question) = &next.pending
        {
            let form = ask::elicitation_for(question)
                .map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
            let mut inputs = InputRequests::new();
            inputs.insert(
                APPROVAL_INPUT.to_string(),
                InputRequest::Elicitation(ElicitRequest::new(form)),
            );
            let state = self.seal.seal(&next);
            return Ok(InputRequiredResult::new(Some(inputs), Some(state)).into());
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
    ask_parked: bool,
) -> rmcp::model::CallToolResult {
    let cancel = served.cancel.clone();
    let result = call::run(args, name, arguments, served, ask_parked);
    if cancel.is_cancelled() {
        args.printer()
            .note(&format!("{name}: the call the client cancelled has ended"));
    }
    result
}
