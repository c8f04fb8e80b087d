//! `fetch --render` on the client side (F-13): where a page's HTML comes from when the browser
//! renders it. The URL is checked and approved by `fetch.rs` exactly as for a plain fetch; this
//! file sends the render to a browse background process (B-01: the one launcher, its DevTools
//! pipe, proxy and kill rules) and turns its reply into HTML plus warnings, which go through
//! the plain fetch's converter, cache and output.
//!
//! The browser is the running browse session the call names (`--session`, warm, left
//! running), else a session of this call's own, started at its first render, shared by every
//! URL of the call and closed when the call ends ([`close_own_session`]); one the call could
//! not close (interrupted by a signal) ends on its own as this process does
//! ([`BrowserSettings::ends_with_caller`](crate::browse::protocol::BrowserSettings::ends_with_caller)).

use std::time::Duration;

use url::Url;

use crate::browse;
use crate::browse::client::{self, StartPlan};
use crate::browse::protocol::{Action, Failure, PageReply, Rendered, Reply, Request, VERSION};
use crate::browse::run_dir::SessionFiles;
use crate::error::Error;
use crate::output::Printer;
use crate::sanitize::{neutralize, shell_quote};
use crate::settings::RenderSettings;
use crate::warning::Warning;

/// F-13: how long a render waits for the page's requests to end after its load.
pub(crate) const SETTLE_SECS: u64 = 10;

/// Requests of one call that may wait for their turn at one browser (`fetch_many`'s
/// parallel fetches).
const QUEUED: u64 = 4;

/// Refusals and requests named in a warning.
const NAMED: usize = 5;

/// A page the browser rendered, ready for the converter.
pub(crate) struct RenderedPage {
    /// The DOM as HTML (UTF-8).
    pub(crate) html: String,
    /// The document's URL.
    pub(crate) final_url: Url,
    /// The document's HTTP status.
    pub(crate) status: u16,
    /// The encoding the browser decoded the page with.
    pub(crate) charset: String,
    /// What the render left out or could not wait for (G-09).
    pub(crate) warnings: Vec<Warning>,
}

/// Renders the approved `url` (F-13).
pub(crate) fn render(
    settings: &RenderSettings,
    url: &Url,
    max_bytes: u64,
    printer: &Printer,
) -> Result<RenderedPage, Error> {
    let timeout = settings.browse.timeout_secs;
    let request = Request {
        version: VERSION.to_string(),
        net: settings.browse.net.clone(),
        load_timeout_secs: timeout,
        action: Action::Render {
            url: url.to_string(),
            settle_secs: SETTLE_SECS,
            max_bytes,
        },
        navigation: settings.navigation.clone(),
    };
    let limit = Duration::from_secs((timeout + SETTLE_SECS + 30) * QUEUED);
    if let Some(name) = &settings.named_session {
        let files = SessionFiles::new(&settings.state_dir, name);
        if files.socket().exists()
            && let Some(reply @ (Reply::Ok(_) | Reply::Failed(_))) =
                client::send(&files, &request, None, limit)?
        {
            printer.note(&format!("rendering in the running browse session {name}"));
            return read_reply(reply, name, url, printer);
        }
    }
    let name = &settings.throwaway_session;
    let files = SessionFiles::new(&settings.state_dir, name);
    let plan = start_plan(settings)?;
    match client::send(&files, &request, Some(&plan), limit)? {
        Some(reply) => read_reply(reply, name, url, printer),
        None => Err(browse::Error::Start {
            message: "no background process answered".into(),
        }
        .into()),
    }
}

/// Ends the session this call started for its renders, if it did (F-13: closed at exit), and
/// removes its files. The call does not wait for the browser to end: the background process
/// removes its socket, ends Chromium's whole process group and removes the profile (B-01) on
/// its own, a moment after the call has printed.
pub(crate) fn close_own_session(settings: &RenderSettings) {
    let files = SessionFiles::new(&settings.state_dir, &settings.throwaway_session);
    if !files.socket().exists() {
        return;
    }
    let request = Request {
        version: VERSION.to_string(),
        net: settings.browse.net.clone(),
        load_timeout_secs: settings.browse.timeout_secs,
        action: Action::Close,
        navigation: Default::default(),
    };
    if client::send_and_go(&files, &request) {
        let _ = std::fs::remove_file(files.lock());
        let _ = std::fs::remove_file(files.log());
    }
}

/// The browser of this call's own session (B-02): as `browse` starts one, but ending with this
/// process, however it ends (an interrupted call leaves nothing running), and idle for no
/// longer than a render needs.
fn start_plan(settings: &RenderSettings) -> Result<StartPlan, Error> {
    let mut plan = crate::commands::browse::start_plan_for(
        &settings.browse,
        &settings.state_dir,
        settings.browse.timeout_secs + SETTLE_SECS + 60,
    )?;
    plan.browser.ends_with_caller = true;
    Ok(plan)
}

/// The render's page and warnings, or the error the reply carries.
fn read_reply(
    reply: Reply,
    session: &str,
    url: &Url,
    printer: &Printer,
) -> Result<RenderedPage, Error> {
    match reply {
        Reply::Ok(page) => rendered_page(*page, url, printer),
        Reply::Failed(failure) => Err(failed(*failure)),
        Reply::BrowserGone { message } => Err(browse::Error::Lost {
            session: session.to_string(),
            what: format!("the browser stopped answering ({message})"),
        }
        .into()),
        Reply::Restarting { version } => Err(browse::Error::Connection {
            message: format!("the background process of version {version} restarted"),
        }
        .into()),
    }
}

/// A failed render.
fn failed(failure: Failure) -> Error {
    browse::Error::Remote(Box::new(failure)).into()
}

fn rendered_page(page: PageReply, url: &Url, printer: &Printer) -> Result<RenderedPage, Error> {
    let Some(rendered) = page.rendered.clone() else {
        return Err(browse::Error::Connection {
            message: "the background process answered without the page".into(),
        }
        .into());
    };
    // A-05, B-12: the page went on to another host before anything of its own loaded, and a
    // render follows nobody there without approval.
    if !rendered.loaded
        && let Some(held) = rendered.refused_navigations.first()
    {
        return Err(crate::approval::Error::NeedsApproval {
            host: held.host.clone(),
            url: held.url.clone(),
            redirect_from: Some(url.to_string()),
            unusual: held.rule.is_none(),
        }
        .into());
    }
    printer.note(&waited_note(&rendered));
    let final_url = Url::parse(&rendered.url).unwrap_or_else(|_| url.clone());
    let mut warnings = Vec::new();
    warnings.extend(refused_requests(&page));
    warnings.extend(busy_warning(&rendered));
    warnings.extend(refused_navigations(&rendered));
    warnings.extend(cut_warning(&rendered));
    Ok(RenderedPage {
        // An unknown status (the browser did not say) is the page's: it loaded.
        status: if rendered.status == 0 {
            200
        } else {
            rendered.status
        },
        charset: if rendered.charset.is_empty() {
            "utf-8".into()
        } else {
            rendered.charset
        },
        html: rendered.html,
        final_url,
        warnings,
    })
}

/// F-13: what the render waited for after the page's load, for `-v`.
fn waited_note(rendered: &Rendered) -> String {
    let w = &rendered.waited;
    if rendered.busy.is_some() {
        return format!(
            "the page was read at the bound, {:.1}s after its load",
            rendered.settled_ms as f64 / 1000.0
        );
    }
    let mut what = Vec::new();
    if w.loading_at_load > 0 || w.sent_after_load > 0 {
        what.push(format!(
            "its requests had ended ({} still loading at the load, {} sent after it)",
            w.loading_at_load, w.sent_after_load
        ));
    }
    if w.quiet_ms > 0 {
        what.push(format!(
            "none had started or ended for {} ms, as the page asked for data by script ({} \
             fetch or XHR {})",
            w.quiet_ms,
            w.fetches,
            if w.fetches == 1 {
                "request"
            } else {
                "requests"
            }
        ));
    }
    let mut note = if what.is_empty() {
        "the page was read at its load: none of its requests was loading, and it asked for no \
         data by script"
            .to_string()
    } else {
        format!(
            "the page was read {:.1}s after its load, once {}",
            rendered.settled_ms as f64 / 1000.0,
            what.join(" and ")
        )
    };
    if w.rereads > 0 {
        note.push_str(&format!(
            "; read {} more {} as it sent a request while being read",
            w.rereads,
            if w.rereads == 1 { "time" } else { "times" }
        ));
    }
    note
}

/// B-10, G-09: what the proxy refused the page (an address that is not public, a deny rule):
/// missing from the text, so named. The reply lists only refusals of what the session's pages
/// asked for (B-06): the browser's own requests say nothing about the page.
fn refused_requests(page: &PageReply) -> Option<Warning> {
    let refused = &page.refused;
    if refused.is_empty() {
        return None;
    }
    let n = refused.len();
    let mut listed: Vec<String> = refused
        .iter()
        .take(NAMED)
        .map(|r| format!("{}:{} — {}", neutralize(&r.host), r.port, r.reason))
        .collect();
    if n > NAMED {
        listed.push(format!("and {} more", n - NAMED));
    }
    Some(Warning {
        code: "render_refused".into(),
        message: format!(
            "the browser refused {n} {} of the page: {}",
            if n == 1 { "request" } else { "requests" },
            listed.join("; ")
        ),
        hint: "what they would have loaded is not in the text; the browser reaches only public \
               addresses that no deny rule names (--allow-localhost opens loopback pages)"
            .into(),
    })
}

/// F-13, G-09: a page still loading at the bound is read as it was then, and says what kept it.
fn busy_warning(rendered: &Rendered) -> Option<Warning> {
    let busy = rendered.busy.as_ref()?;
    let urls = |list: &[String]| {
        list.iter()
            .map(|u| neutralize(u).into_owned())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut what = Vec::new();
    if busy.in_flight_count > 0 {
        what.push(format!(
            "{} {} still loading ({})",
            busy.in_flight_count,
            if busy.in_flight_count == 1 {
                "request was"
            } else {
                "requests were"
            },
            urls(&busy.in_flight)
        ));
    }
    if !busy.recent.is_empty() {
        what.push(format!(
            "it kept starting new ones ({})",
            urls(&busy.recent)
        ));
    }
    Some(Warning {
        code: "render_busy".into(),
        message: format!(
            "the page was still busy {:.1}s after its load: {}; this is the page as it was then",
            rendered.settled_ms as f64 / 1000.0,
            what.join(", and ")
        ),
        hint: "if text is missing, open it with garuda-web browse open URL and wait for it with \
               garuda-web browse wait --text TEXT"
            .into(),
    })
}

/// B-12: navigations the page started to another host, refused since a render asks nobody.
fn refused_navigations(rendered: &Rendered) -> Vec<Warning> {
    rendered
        .refused_navigations
        .iter()
        .map(|held| {
            let host = neutralize(&held.host).into_owned();
            Warning {
                code: "navigation_refused".into(),
                message: format!(
                    "the page tried to go on to {} (B-12); a render does not follow a page to \
                     another host without approval, so this is the page it left",
                    neutralize(&held.url)
                ),
                hint: match &held.rule {
                    Some(rule) => format!(
                        "fetch that page itself, or pass --allow {} to let the render follow it \
                         to {host}",
                        shell_quote(rule)
                    ),
                    None => "fetch that page itself".into(),
                },
            }
        })
        .collect()
}

/// G-09: a rendered DOM larger than `web.maxBytes` was cut.
fn cut_warning(rendered: &Rendered) -> Option<Warning> {
    let whole = rendered.cut_from?;
    Some(Warning {
        code: "page_truncated".into(),
        message: format!(
            "the rendered page's HTML is {whole} bytes, more than web.maxBytes ({}); it was cut \
             there and the text stops part way",
            rendered.html.len()
        ),
        hint: "raise web.maxBytes in config.json".into(),
    })
}
