//! Hints worded for an MCP client (M-03, M-04, G-03: a hint says what to do next, in words the
//! reader can act on). The command line's hints name its flags; a client passes tool arguments
//! instead, and the server's own options (`--allow`, `--deny`, `--allow-localhost`) live in the
//! client's server entry, which the user edits. So where a hint names a flag of the call, it
//! names the argument here (`raw: true`, not `--raw`); where it names a flag only the server
//! takes, it says where that goes; every other hint is the command's own. Codes and messages
//! stay the command's (the one exception, `start` past the end, names the argument in its
//! sentence too). The text content (the `<web_result>` block, with its `[More: …]` line) is not
//! touched: it stays what `fetch` prints (M-02), and `next_start` is in the structured content.

use crate::approval::{self, RuleSource};
use crate::error::{Error, ErrorBody};
use crate::net::{self, address::AddressKind, url_check::UrlRefusal};
use crate::rules::Rule;
use crate::warning::Warning;

/// Where the server's own options go, as a hint says it.
const SERVER_ENTRY: &str = "the garuda-web mcp command in the client's server entry";

/// The error object of a failed call: the command's, with the hint worded for the client.
pub(crate) fn error_body(err: &Error) -> ErrorBody {
    let mut body = err.body();
    if let Error::Page(crate::page::Error::StartPastEnd {
        start,
        total,
        changed,
    }) = err
    {
        body.message = format!(
            "start {start} is past the end of the page, which {}has {total} characters",
            if *changed {
                "has changed since the snapshot the offset came from and now "
            } else {
                ""
            }
        );
    }
    if let Some(hint) = error_hint(err) {
        body.hint = Some(hint);
    }
    body
}

/// `warnings` with each hint worded for the client.
pub(crate) fn reword(warnings: &mut [Warning]) {
    for warning in warnings {
        if let Some(hint) = warning_hint(warning) {
            warning.hint = hint;
        }
    }
}

/// The client's hint for `err`, when the command's names a flag.
fn error_hint(err: &Error) -> Option<String> {
    match err {
        Error::Approval(e) => approval_hint(e),
        Error::Net(e) | Error::Search(crate::search::Error::Net(e)) => net_hint(e),
        Error::Search(crate::search::Error::Provider { hint: None, .. }) => {
            Some("try again later, or call web_search again with another provider".into())
        }
        Error::Page(e) => page_hint(e),
        Error::Browse(e) => browse_hint(e),
        Error::Hinted { source, .. } => match source.as_ref() {
            // B-10, B-11: `open` of a loopback URL on a server without --allow-local.
            Error::Net(net::Error::Url(refusal)) if refusal.is_loopback() => {
                let host = refusal
                    .loopback_host()
                    .unwrap_or_else(|| "localhost".into());
                Some(format!(
                    "the browser reaches this machine's own services only on a server started \
                     with --allow-local (no tool argument turns it on): the user can add \
                     --allow-local --allow '{}' to {SERVER_ENTRY}",
                    Rule::fetch_rule_for(&host)
                ))
            }
            _ => None,
        },
        _ => None,
    }
}

/// B-12 and the browse hints that name a command: the tool to call instead.
fn browse_hint(err: &crate::browse::Error) -> Option<String> {
    if let crate::browse::Error::Remote(failure) = err
        && let Some(held) = &failure.waiting
    {
        let rule = match &held.rule {
            Some(rule) => format!(
                "; to let the page go to {} without a question, the user can add --allow \
                 '{rule}' to {SERVER_ENTRY}",
                held.host
            ),
            None => String::new(),
        };
        return Some(format!(
            "call browse_approve with id {} to let it go (for_session or always as at a \
             prompt), or browse_deny with id {}{rule}",
            held.id, held.id
        ));
    }
    err.hint().map(|hint| tool_words(&server_flags(&hint)))
}

/// A browse hint that tells the command line's user to pass a flag, said as what the user adds
/// to the server's entry (the client cannot pass it).
fn server_flags(hint: &str) -> String {
    const NEW_SESSION: &str =
        "garuda-web browse close, then garuda-web browse --allow-local open URL";
    if hint.contains(NEW_SESSION) {
        return hint.replace(
            NEW_SESSION,
            &format!(
                "the user adds --allow-local to {SERVER_ENTRY}; then call browse_close and \
                 browse_open again"
            ),
        );
    }
    match hint.split_once("pass --allow '") {
        Some((before, rule)) => {
            format!("{before}the user can add --allow '{rule} to {SERVER_ENTRY}")
        }
        None => hint.to_string(),
    }
}

/// `hint` with each `garuda-web browse VERB` named as the tool `browse_VERB`.
fn tool_words(hint: &str) -> String {
    const COMMAND: &str = "garuda-web browse ";
    let mut out = String::new();
    let mut rest = hint;
    while let Some(at) = rest.find(COMMAND) {
        out.push_str(&rest[..at]);
        rest = &rest[at + COMMAND.len()..];
        let verb_end = rest
            .find(|c: char| !(c.is_ascii_alphabetic() || c == '-'))
            .unwrap_or(rest.len());
        let verb = &rest[..verb_end];
        if verb.is_empty() || verb.starts_with('-') {
            out.push_str(COMMAND);
            continue;
        }
        out.push_str(&format!("the browse_{} tool", verb.replace('-', "_")));
        rest = &rest[verb_end..];
    }
    out.push_str(rest);
    out
}

fn approval_hint(err: &approval::Error) -> Option<String> {
    use approval::Error as A;
    if let Some(rule) = err.rule_to_add() {
        return Some(format!(
            "nothing was sent: no rule approves it and the client could not be asked (it \
             offers no elicitation); approve it with garuda-web mcp --allow '{rule}' in the \
             client's server entry, or save it with garuda-web config allow '{rule}'"
        ));
    }
    match err {
        A::NeedsApproval {
            unusual: true, url, ..
        } => Some(format!(
            "host rules cannot approve a URL this unusual (very long, or a long opaque run that \
             could carry data out): only the user can, through elicitation, or at a terminal \
             with garuda-web fetch --allow-url {}",
            crate::sanitize::shell_quote(url)
        )),
        A::ScriptNeedsApproval => Some(format!(
            "nothing ran: no rule approves scripts and the client could not be asked (it \
             offers no elicitation); the user can add --allow browse_script to {SERVER_ENTRY}"
        )),
        A::Declined { approve_with, .. } => Some(format!(
            "nothing was sent; to approve it without a question, the user can add \
             {approve_with} to {SERVER_ENTRY}"
        )),
        A::Denied {
            rule,
            source_name: RuleSource::CommandLine,
            ..
        }
        | A::SearchDenied {
            rule,
            source_name: RuleSource::CommandLine,
            ..
        } => Some(format!(
            "the server was started with --deny {}; if this should be allowed, the user can \
             take it out of {SERVER_ENTRY}",
            crate::sanitize::shell_quote(rule)
        )),
        _ => None,
    }
}

fn net_hint(err: &net::Error) -> Option<String> {
    use net::Error as N;
    Some(match err {
        N::Url(UrlRefusal::Malformed { .. }) => return None,
        N::Url(refusal) if refusal.is_loopback() => {
            let host = refusal
                .loopback_host()
                .unwrap_or_else(|| "localhost".into());
            format!(
                "this server opens this machine's own services only when started with \
                 --allow-localhost: the user can add --allow-localhost --allow '{}' to \
                 {SERVER_ENTRY}",
                Rule::fetch_rule_for(&host)
            )
        }
        N::Url(UrlRefusal::Address { refusal, .. }) | N::Address { refusal, .. }
            if refusal.kind.never_opened() =>
        {
            return None;
        }
        N::Address { refusal, .. } if refusal.kind == AddressKind::Loopback => {
            "a DNS name that answers with a loopback address stays refused even on a server \
             started with --allow-localhost; call web_fetch with http://localhost:PORT/ or \
             http://127.0.0.1:PORT/ instead"
                .into()
        }
        N::Url(UrlRefusal::Address { .. } | UrlRefusal::LoopbackName { .. })
        | N::Address { .. } => {
            "garuda-web only opens public addresses; loopback opens on a server started with \
             --allow-localhost, private networks never"
                .into()
        }
        N::Url(UrlRefusal::LoopbackRedirect { url, .. }) => format!(
            "call web_fetch with url {url} if you mean to open it (the server must have been \
             started with --allow-localhost)"
        ),
        N::PlainHttp {
            http_url: Some(url),
            ..
        } => format!("call web_fetch with url {url}"),
        N::PlainHttp { http_url: None, .. } => {
            "garuda-web speaks plain http only to loopback hosts (on a server started with \
             --allow-localhost); a public site must offer https"
                .into()
        }
        N::Timeout { .. } => {
            "try again; the time limit is web.timeoutSeconds in config.json".into()
        }
        _ => return None,
    })
}

fn page_hint(err: &crate::page::Error) -> Option<String> {
    use crate::page::{Error as P, pdf::PdfError};
    Some(match err {
        P::Convert(_) => "call web_fetch again with raw: true to read the HTML itself".into(),
        P::Pdf {
            source: PdfError::TimedOut { .. },
            ..
        } => "the time limit is web.timeoutSeconds in config.json (conversion gets the time \
              the download left); or open the file in a PDF reader"
            .into(),
        P::Pdf {
            source: PdfError::Unreadable { .. },
            ..
        } => "the file may be truncated or damaged: open it in a PDF reader".into(),
        P::StartPastEnd { total, .. } => {
            format!("call web_fetch again with a start below {total}, or 0 for the beginning")
        }
        _ => return None,
    })
}

/// The client's hint for a warning whose command hint names a flag, by its code.
fn warning_hint(warning: &Warning) -> Option<String> {
    Some(match warning.code.as_str() {
        "page_changed" => "call web_fetch again with start 0 and no snapshot, or with \
                           outline: true to find your place"
            .into(),
        "main_content_uncertain" => {
            "call web_fetch again without main to read the page as it is".into()
        }
        "page_truncated" | "nesting_flattened" => {
            "call web_fetch again with raw: true to read the HTML itself".into()
        }
        "pdf_damaged" => "the copy may have been cut or damaged on its way: open the file in a \
                          PDF reader"
            .into(),
        // The browse tools are there only on a server started with --browse.
        "page_needs_javascript" => format!(
            "web_fetch does not run JavaScript; browse_open shows the page in a browser (a \
             tool of a server started with --browse), or outside this server: {}",
            warning.hint
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The flags of the command line a hint may not name for a client.
    const CALL_FLAGS: &[&str] = &[
        "--raw",
        "--main",
        "--start",
        "--outline",
        "--max-age",
        "--timeout",
        "--provider",
        "--snapshot",
    ];

    fn warning(code: &str, hint: &str) -> Warning {
        Warning {
            code: code.into(),
            message: "m".into(),
            hint: hint.into(),
        }
    }

    // M-04, G-03: a warning whose command hint names a flag of the call names the tool's
    // argument instead; other hints stay the command's.
    #[test]
    fn m04_warning_hints_name_arguments_not_flags() {
        let mut warnings = vec![
            warning(
                "page_changed",
                "read the page again from --start 0, or … --outline",
            ),
            warning(
                "main_content_uncertain",
                "drop --main to read the page as it is",
            ),
            warning("page_truncated", "use --raw to read the HTML itself"),
            warning("nesting_flattened", "use --raw to read the HTML itself"),
            warning("pdf_damaged", "fetch it afresh with --max-age 0"),
            warning("charset_guessed", "the command's own"),
        ];
        reword(&mut warnings);
        for w in &warnings[..5] {
            assert!(
                !CALL_FLAGS.iter().any(|f| w.hint.contains(f)),
                "{}: {}",
                w.code,
                w.hint
            );
        }
        assert!(
            warnings[2].hint.contains("raw: true"),
            "{}",
            warnings[2].hint
        );
        assert!(
            warnings[0].hint.contains("outline: true"),
            "{}",
            warnings[0].hint
        );
        assert_eq!(warnings[5].hint, "the command's own");
    }

    // B-12, M-03: a browse hint names the tool to call, not the command to run, and a flag
    // only the server takes as what the user adds to its entry.
    #[test]
    fn b12_browse_hints_name_tools() {
        assert_eq!(
            server_flags(
                "nothing was sent to b.test; to let the page go there without a question, pass --allow 'web_fetch(b.test)'"
            ),
            format!(
                "nothing was sent to b.test; to let the page go there without a question, the user can add --allow 'web_fetch(b.test)' to {SERVER_ENTRY}"
            )
        );
        assert!(!server_flags("for the web app: garuda-web browse close, then garuda-web browse --allow-local open URL").contains("garuda-web browse"));
        assert_eq!(
            tool_words(
                "run garuda-web browse snapshot to see it; garuda-web browse stop-recording"
            ),
            "run the browse_snapshot tool to see it; the browse_stop_recording tool"
        );
        assert_eq!(
            tool_words("garuda-web browse --allow-local"),
            "garuda-web browse --allow-local"
        );
    }

    // M-04, G-03: an error whose command hint names a flag: the argument, or where the
    // server's option goes; the sentence of `start` past the end names the argument too.
    #[test]
    fn m04_error_hints_name_arguments_or_the_server_entry() {
        let past_end = Error::Page(crate::page::Error::StartPastEnd {
            start: 90,
            total: 40,
            changed: false,
        });
        let body = error_body(&past_end);
        assert_eq!(
            body.message,
            "start 90 is past the end of the page, which has 40 characters"
        );
        assert_eq!(
            body.hint.as_deref(),
            Some("call web_fetch again with a start below 40, or 0 for the beginning")
        );
        let timeout = Error::Net(net::Error::Timeout {
            host: "example.com".into(),
            limit: std::time::Duration::from_secs(30),
        });
        let hint = error_body(&timeout).hint.unwrap();
        assert!(!hint.contains("--timeout"), "{hint}");
        assert!(hint.contains("web.timeoutSeconds"), "{hint}");
        let declined = Error::Approval(approval::Error::Declined {
            what: "fetching docs.rs".into(),
            approve_with: "--allow 'web_fetch(docs.rs)'".into(),
        });
        let hint = error_body(&declined).hint.unwrap();
        assert!(hint.contains(SERVER_ENTRY), "{hint}");
    }
}
