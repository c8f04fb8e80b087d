//! `garuda-web browse VERB` (§7): decide `open` like fetch (B-11) before any browser starts,
//! send the action to the session's background process, print its reply (B-06).

use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use serde_json::{Value, json};

use crate::approval::ask::{Answer, Asker};
use crate::browse::client::{self, StartPlan};
use crate::browse::protocol::{
    Action, BrowserSettings, Failure, GrantsPlace, MAX_RESULT, NavApproval, NetSettings, PageReply,
    Reply, Request, Status, VERSION, WaitFor,
};
use crate::browse::run_dir::SessionFiles;
use crate::browse::{self, chromium};
use crate::cli::{
    BrowseArgs, BrowseDaemonArgs, BrowseLaunchArgs, BrowseVerb, BrowseWatchdogArgs, GlobalArgs,
};
use crate::commands::browse_questions;
use crate::commands::browse_script;
use crate::config;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::net::url_check::check_url;
use crate::output::Printer;
use crate::prompt;
use crate::sanitize::{attribute, neutralize};
use crate::settings::{BrowseSettings, Common};

/// Runs one `browse` call.
pub(crate) fn run(
    args: &BrowseArgs,
    global: &GlobalArgs,
    printer: Printer,
) -> Result<ExitStatus, Error> {
    let common = Common::from_args(global, &args.approval, printer)?;
    if !common.config.web.enabled {
        return Err(config::Error::WebDisabled {
            path: common.paths.config_file(),
        }
        .into());
    }
    let settings = BrowseSettings::new(args.allow_local, &args.approval, &common)?;
    let session = settings.session.clone();
    let files = SessionFiles::new(&common.paths.state_dir, &session);
    let net = settings.net.clone();
    if let BrowseVerb::Close { all: true } = &args.verb {
        return close_all(&common, &net);
    }
    // B-01: a session whose browser died since the last call is reported, once, instead of
    // answering from a fresh blank page.
    if let Some(what) = client::take_lost(&files)
        && !matches!(args.verb, BrowseVerb::Close { .. })
    {
        return Err(browse::Error::Lost { session, what }.into());
    }
    // B-10: `open` in a running session keeps its local setting and the hosts approved at
    // its earlier opens.
    let running = match &args.verb {
        BrowseVerb::Open { .. } => running_status(&files, &net)?,
        _ => None,
    };
    let open = OpenContext {
        settings: &settings,
        running: running.as_ref(),
        flag: settings.allow_local_flag,
    };
    let action = action_for(&args.verb, &common, &open, &files)?;
    let load_timeout = settings.timeout_secs;
    let reply_limit = action.reply_limit(load_timeout);
    // Only `open` starts a browser (B-01): no other verb acts on a blank page by mistake.
    let plan = action
        .kind()
        .starts_browser
        .then(|| start_plan(&settings, &common))
        .transpose()?;
    let request = Request {
        version: VERSION.to_string(),
        net,
        load_timeout_secs: load_timeout,
        action,
        navigation: nav_approval(&common),
    };
    let reply = client::send(&files, &request, plan.as_ref(), reply_limit)?;
    if let Action::Answer { id, .. } = &request.action
        && !matches!(reply, Some(Reply::Ok(_) | Reply::Failed(_)))
    {
        return Err(browse::Error::NotParked {
            id: *id,
            reason: format!("no browser is running for session {session}"),
        }
        .into());
    }
    // B-12: on a terminal, a parked navigation is asked about at once.
    let terminal = prompt::can_ask().then(|| prompt::Terminal {
        color: common.printer.color(),
    });
    let reply = browse_questions::answer_on_terminal(
        reply,
        terminal.as_ref().map(|t| t as &dyn Asker),
        |action| {
            let answer = Request {
                action,
                ..request.clone()
            };
            client::send(&files, &answer, None, reply_limit)
        },
    )?;
    if let Some(Reply::BrowserGone { message }) = &reply {
        return Err(browse::Error::Lost {
            session,
            what: format!("the browser stopped answering ({message})"),
        }
        .into());
    }
    if matches!(reply, None | Some(Reply::Restarting { .. })) {
        if let Some(e) = browse_script::without_browser(&request.action, &session) {
            return Err(e);
        }
        if !request.action.kind().without_session {
            return Err(browse::Error::NotRunning { session }.into());
        }
    }
    print_reply(&common.printer, &session, &request.action, reply)
}

/// What deciding `open` needs to know about the session (B-10, B-11).
struct OpenContext<'a> {
    settings: &'a BrowseSettings,
    /// The running session's status, when one runs.
    running: Option<&'a Status>,
    /// `--allow-local` was given on this call.
    flag: bool,
}

/// The running session's status, or `None` when no session runs.
fn running_status(files: &SessionFiles, net: &NetSettings) -> Result<Option<Status>, Error> {
    let request = Request {
        version: VERSION.to_string(),
        net: net.clone(),
        load_timeout_secs: 30,
        action: Action::Status,
        navigation: NavApproval::default(),
    };
    Ok(
        match client::send(files, &request, None, Duration::from_secs(60))? {
            Some(Reply::Ok(page)) => page.status,
            _ => None,
        },
    )
}

/// Who approves the navigations the page starts (B-12): this call's allow rules of every
/// source, its approval session's grants, and the policy.json "always" writes to.
fn nav_approval(common: &Common) -> NavApproval {
    NavApproval {
        allow: common
            .rules
            .allow()
            .iter()
            .map(|r| r.rule.to_string())
            .collect(),
        allow_urls: Vec::new(),
        grants: common.session.as_ref().map(|s| GrantsPlace {
            dir: common.paths.grants_dir().display().to_string(),
            session: s.id.clone(),
        }),
        policy_path: common.paths.policy_file().display().to_string(),
    }
}

fn start_plan(settings: &BrowseSettings, common: &Common) -> Result<StartPlan, Error> {
    let section = &settings.section;
    let net = settings.net.clone();
    let path = chromium::find(section.path.as_deref())?;
    Ok(StartPlan {
        browser: BrowserSettings {
            path: path.display().to_string(),
            visible: section.visible,
            width: section.width,
            height: section.height,
            idle_seconds: section.idle_seconds,
            park_seconds: settings.park_seconds,
            screenshot_dir: common
                .paths
                .state_dir
                .join("screenshots")
                .display()
                .to_string(),
        },
        net,
    })
}

/// Turns the verb into the request's action; `open` (B-11) and `script` (B-13) are checked and
/// approved here.
fn action_for(
    verb: &BrowseVerb,
    common: &Common,
    open: &OpenContext<'_>,
    files: &SessionFiles,
) -> Result<Action, Error> {
    Ok(match verb {
        BrowseVerb::Open { url } => Action::Open {
            url: approve_open(url, common, open)?,
        },
        BrowseVerb::Back => Action::Back,
        BrowseVerb::Forward => Action::Forward,
        BrowseVerb::Reload => Action::Reload,
        BrowseVerb::Snapshot { all } => Action::Snapshot { all: *all },
        BrowseVerb::Click { target } => Action::Click {
            target: target.clone(),
        },
        BrowseVerb::Type {
            target,
            text,
            append,
            submit,
        } => Action::Type {
            target: target.clone(),
            text: text.clone(),
            append: *append,
            submit: *submit,
        },
        BrowseVerb::Press { key } => Action::Press { key: key.clone() },
        BrowseVerb::Select { target, value } => Action::Select {
            target: target.clone(),
            value: value.clone(),
        },
        BrowseVerb::Read { target } => Action::Read {
            target: target.clone(),
        },
        BrowseVerb::Html { target } => Action::Html {
            target: target.clone(),
        },
        BrowseVerb::Screenshot {
            target,
            full_page,
            output,
        } => Action::Screenshot {
            target: target.clone(),
            full_page: *full_page,
            path: output
                .as_ref()
                .map(|p| absolute(p))
                .transpose()?
                .map(|p| p.display().to_string()),
        },
        BrowseVerb::Console { errors } => Action::Console { errors: *errors },
        BrowseVerb::Wait {
            text,
            gone,
            for_target,
            url,
            load,
            idle,
            timeout,
        } => {
            let until = match (text, gone, for_target, url) {
                (Some(t), ..) => WaitFor::Text(t.clone()),
                (_, Some(t), ..) => WaitFor::Gone(t.clone()),
                (_, _, Some(t), _) => WaitFor::Target(t.clone()),
                (_, _, _, Some(g)) => WaitFor::Url(g.clone()),
                _ if *load => WaitFor::Load,
                _ if *idle => WaitFor::Idle,
                _ => {
                    return Err(Error::Usage {
                        message: "wait needs --text, --gone, --for, --url, --load or --idle".into(),
                        hint: Some("e.g. garuda-web browse wait --text Saved".into()),
                    });
                }
            };
            Action::Wait {
                until,
                timeout_secs: *timeout,
            }
        }
        BrowseVerb::Approve(a) => Action::Answer {
            id: a.id,
            answer: if a.always {
                Answer::Always
            } else if a.for_session {
                Answer::Session
            } else {
                Answer::Once
            },
        },
        BrowseVerb::Deny { id } => Action::Answer {
            id: *id,
            answer: Answer::No,
        },
        BrowseVerb::Status => Action::Status,
        BrowseVerb::Close { .. } => Action::Close,
        BrowseVerb::Script { js, timeout } => browse_script::script_action(
            js,
            *timeout,
            common,
            &open.settings.section,
            files,
            &open.settings.net,
        )?,
        BrowseVerb::Record { dir } => browse_script::record_action(dir.as_deref(), common)?,
        BrowseVerb::StopRecording => Action::StopRecording,
    })
}

/// B-11: the URL check (C-01) and the fetch decision for the page to open, before any
/// browser starts. In a running session the session's local setting applies (B-10: chosen at
/// the open that started it), and a host approved at an earlier open of it needs no new
/// answer. Returns the URL to navigate to.
fn approve_open(url: &str, common: &Common, open: &OpenContext<'_>) -> Result<String, Error> {
    if let Some(status) = open.running
        && open.flag
        && !status.allow_local
    {
        return Err(Error::Usage {
            message: format!(
                "browse session {} runs without local access; --allow-local takes effect only \
                 at the open that starts a session",
                status.session
            ),
            hint: Some(format!(
                "close it first (garuda-web browse --session {} close), then open again with \
                 --allow-local; or use another session: --session NAME",
                status.session
            )),
        });
    }
    let session_local = open
        .running
        .map_or(open.settings.allow_local, |s| s.allow_local);
    let policy = open.settings.open_policy(session_local, common);
    let target = check_url(url, &policy).map_err(|refusal| {
        // The hint names what to pass next (G-03): browse's switch for local addresses is
        // --allow-local (B-10), not fetch's --allow-localhost.
        let hint = refusal.loopback_host().map(|host| {
            format!(
                "pass --allow-local --allow '{}': the first lets the browser reach this \
                 machine's own services, the second approves {host} without a prompt",
                crate::rules::Rule::fetch_rule_for(&host)
            )
        });
        let err = Error::from(crate::net::Error::Url(refusal));
        match hint {
            Some(hint) => err.with_hint(hint),
            None => err,
        }
    })?;
    if target.upgraded {
        common
            .printer
            .note("http:// upgraded to https:// (plain http is only used for loopback)");
    }
    let host = target.host_str();
    if let Some(status) = open.running
        && status.approved_hosts.contains(&host)
    {
        common.printer.note(&format!(
            "{host} approved at an earlier open of browse session {}",
            status.session
        ));
        return Ok(target.url.to_string());
    }
    let approval = common.approver(Vec::new()).decide_fetch(&target, None)?;
    common
        .printer
        .note(&format!("{} approved by {approval}", target.host_str()));
    Ok(target.url.to_string())
}

fn absolute(path: &Path) -> Result<std::path::PathBuf, Error> {
    if path.is_absolute() {
        return Ok(path.to_path_buf());
    }
    let cwd = std::env::current_dir().map_err(|e| Error::Usage {
        message: format!("cannot tell the current folder for {}: {e}", path.display()),
        hint: Some("give -o an absolute path".into()),
    })?;
    Ok(cwd.join(path))
}

/// `close --all`: every session with a socket.
fn close_all(common: &Common, net: &NetSettings) -> Result<ExitStatus, Error> {
    let mut closed = Vec::new();
    for name in SessionFiles::all_sessions(&common.paths.state_dir) {
        let files = SessionFiles::new(&common.paths.state_dir, &name);
        let request = Request {
            version: VERSION.to_string(),
            net: net.clone(),
            load_timeout_secs: 30,
            action: Action::Close,
            navigation: NavApproval::default(),
        };
        if let Ok(Some(Reply::Ok(_))) =
            client::send(&files, &request, None, Duration::from_secs(30))
        {
            closed.push(name);
        } else {
            // A stale socket of a killed session: nothing answers there.
            let _ = std::fs::remove_file(files.socket());
        }
    }
    let text = if closed.is_empty() {
        "no browser was running".to_string()
    } else {
        format!("closed the browsers of: {}", closed.join(", "))
    };
    let printer = &common.printer;
    if printer.json {
        printer.json_result(&json!({ "browse": "close", "closed": closed, "result": text }))?;
    } else {
        printer.result(&format!("{text}\n"))?;
    }
    Ok(ExitStatus::Success)
}

fn print_reply(
    printer: &Printer,
    session: &str,
    action: &Action,
    reply: Option<Reply>,
) -> Result<ExitStatus, Error> {
    let verb = action.verb();
    match reply {
        None | Some(Reply::Restarting { .. } | Reply::BrowserGone { .. }) => {
            let text = format!("no browser is running for session {session}");
            if printer.json {
                printer.json_result(&json!({
                    "browse": verb, "session": session, "running": false, "result": text,
                }))?;
            } else {
                printer.result(&format!("{text}\n"))?;
            }
            Ok(ExitStatus::Success)
        }
        Some(Reply::Ok(page)) => {
            if printer.json {
                let mut value = page_json(verb, session, &page);
                neutralize_value(&mut value);
                cap_results(&mut value);
                printer.json_result(&value)?;
            } else {
                printer.result(&page_text(verb, &page))?;
            }
            Ok(ExitStatus::Success)
        }
        Some(Reply::Failed(failure)) => print_failure(printer, verb, session, *failure),
    }
}

/// A failure from the background process: the page state (and a stale ref's fresh snapshot)
/// on stdout, the error sentence on stderr, the error's exit code (G-01..G-03).
fn print_failure(
    printer: &Printer,
    verb: &str,
    session: &str,
    failure: Failure,
) -> Result<ExitStatus, Error> {
    let err = Error::Browse(browse::Error::Remote(Box::new(failure)));
    let page = match &err {
        Error::Browse(e) => e.page().cloned(),
        _ => None,
    };
    if printer.json {
        let mut value = page.as_ref().map_or_else(
            || json!({ "browse": verb, "session": session }),
            |p| page_json(verb, session, p),
        );
        value["error"] = json!({
            "code": err.code(),
            "message": err.to_string(),
            "hint": err.hint(),
        });
        neutralize_value(&mut value);
        cap_results(&mut value);
        printer.json_result(&value)?;
    } else if let Some(p) = &page {
        printer.result(&page_text(verb, p))?;
    }
    printer.error_sentence(&err);
    Ok(err.exit_status())
}

fn page_json(verb: &str, session: &str, page: &PageReply) -> Value {
    let mut v = json!({
        "browse": verb,
        "session": session,
        "url": page.url,
        "title": page.title,
        "console": page.console,
        "console_dropped": page.console_dropped,
        "refused": page.refused,
        "dialogs": page.dialogs,
        "result": page.result,
        "snapshot": page.snapshot,
        "truncated": page.truncated,
    });
    if let Some(s) = &page.screenshot {
        v["screenshot"] = json!(s);
    }
    if let Some(s) = &page.status {
        v["status"] = json!(s);
    }
    v["parked"] = json!(page.parked);
    v["navigation_notes"] = json!(page.navigation_notes);
    browse_script::extra_json(page, &mut v);
    v
}

/// The `<web_result browse="…">` block (B-06), every page-derived value neutralized (G-06).
fn page_text(verb: &str, page: &PageReply) -> String {
    let n = |s: &str| neutralize(s).into_owned();
    let mut out = format!(
        "<web_result browse=\"{verb}\" url=\"{}\" title=\"{}\">\n",
        attribute(&page.url),
        attribute(&page.title)
    );
    if !page.refused.is_empty() {
        out.push_str(&format!("[refused: {}]\n", page.refused.len()));
        for r in &page.refused {
            out.push_str(&n(&format!("- {}:{} — {}\n", r.host, r.port, r.reason)));
        }
    }
    if !page.console.is_empty() || page.console_dropped > 0 {
        out.push_str(&format!("[console: {}]\n", page.console.len()));
        if page.console_dropped > 0 {
            out.push_str(&format!(
                "({} more not shown; garuda-web browse console lists them)\n",
                page.console_dropped
            ));
        }
        for l in &page.console {
            out.push_str(&n(&format!("- {}: {}\n", l.level, l.text)));
        }
    }
    if !page.parked.is_empty() {
        out.push_str(&format!("[parked: {}]\n", page.parked.len()));
        for h in &page.parked {
            out.push_str(&n(&format!(
                "- id {}: {} {}{} — waiting {}s of {}s; garuda-web browse approve {} (or deny {})\n",
                h.id,
                h.method,
                h.url,
                if h.popup { " (a new window)" } else { "" },
                h.age_seconds,
                h.limit_seconds,
                h.id,
                h.id
            )));
        }
    }
    if !page.navigation_notes.is_empty() {
        out.push_str("[navigations]\n");
        for note in &page.navigation_notes {
            out.push_str(&n(&format!("- {note}\n")));
        }
    }
    if !page.dialogs.is_empty() {
        out.push_str("[dialogs]\n");
        for d in &page.dialogs {
            out.push_str(&n(&format!("- {d}\n")));
        }
    }
    if let Some(s) = &page.status {
        out.push_str("[status]\n");
        out.push_str(&format!("session: {}\n", s.session));
        out.push_str(&format!("pid: {}\n", s.pid));
        out.push_str(&format!("browser: {} ({})\n", s.browser, s.browser_path));
        out.push_str(&format!(
            "mode: {}\n",
            if s.headless {
                "headless"
            } else {
                "visible window"
            }
        ));
        if s.no_sandbox {
            out.push_str(
                "sandbox: off — running as root, where Chromium only starts with --no-sandbox\n",
            );
        } else {
            out.push_str("sandbox: on\n");
        }
        out.push_str(&format!("proxy: 127.0.0.1:{}\n", s.proxy_port));
        out.push_str(&format!(
            "local addresses: {}\n",
            if s.allow_local {
                "allowed for pages on a local address, to the addresses their URLs name \
                 (chosen when the session started, kept until close)"
            } else {
                "refused (a session opened with --allow-local allows them)"
            }
        ));
        out.push_str(&format!("closes after: {}s unused\n", s.idle_limit_seconds));
        out.push_str(&format!(
            "parked navigations: {}\n",
            if s.parked.is_empty() {
                "none".to_string()
            } else {
                s.parked
                    .iter()
                    .map(|h| format!("id {} ({}, {}s)", h.id, h.host, h.age_seconds))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
    }
    if let Some(s) = &page.screenshot {
        out.push_str("[screenshot]\n");
        out.push_str(&format!(
            "{} ({} bytes, {}×{} pixels)\n",
            s.path, s.bytes, s.width, s.height
        ));
    }
    out.push_str(&n(&browse_script::extra_text(page)));
    if let Some(r) = &page.result {
        out.push_str("[result]\n");
        out.push_str(capped(&n(r)));
        if !r.ends_with('\n') {
            out.push('\n');
        }
    }
    if let Some(s) = &page.snapshot {
        out.push_str("[snapshot]\n");
        out.push_str(capped(&n(s)));
        if !s.ends_with('\n') {
            out.push('\n');
        }
    }
    if let Some(t) = &page.truncated {
        out.push_str(&format!("[truncated: {t}]\n"));
    }
    out.push_str("</web_result>\n");
    out
}

/// `text` cut to the 100 KiB cap (B-06) at a character boundary: neutralizing can lengthen
/// what the background process already cut.
fn capped(text: &str) -> &str {
    let mut end = text.len().min(MAX_RESULT);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Applies [`capped`] to the JSON reply's `result` and `snapshot`.
fn cap_results(v: &mut Value) {
    for key in ["result", "snapshot"] {
        if let Some(Value::String(s)) = v.get_mut(key) {
            let end = capped(s).len();
            s.truncate(end);
        }
    }
}

/// Neutralizes every string of a JSON value (G-06): page-derived text cannot fake a block.
fn neutralize_value(v: &mut Value) {
    match v {
        Value::String(s) => {
            if let std::borrow::Cow::Owned(o) = neutralize(s) {
                *s = o;
            }
        }
        Value::Array(a) => a.iter_mut().for_each(neutralize_value),
        Value::Object(m) => m.values_mut().for_each(neutralize_value),
        _ => {}
    }
}

/// The hidden background-process subcommand (B-01).
pub(crate) fn daemon(args: &BrowseDaemonArgs) -> ExitCode {
    let (Ok(settings), Ok(net)) = (
        serde_json::from_str(&args.settings),
        serde_json::from_str(&args.net),
    ) else {
        browse::log::log("unreadable settings");
        return ExitCode::FAILURE;
    };
    let files = SessionFiles {
        dir: args.run_dir.clone(),
        name: args.name.clone(),
    };
    browse::daemon::main(files, settings, net)
}

/// The hidden watchdog subcommand (B-01).
pub(crate) fn watchdog(args: &BrowseWatchdogArgs) -> ExitCode {
    chromium::watchdog(args.group, &args.profile, args.lost.as_deref());
    ExitCode::SUCCESS
}

/// The hidden launcher subcommand (B-02): becomes Chromium with its DevTools pipe on fds 3/4.
pub(crate) fn launch(args: &BrowseLaunchArgs) -> ExitCode {
    let e = chromium::launch(args.parent, &args.command);
    browse::log::log(&format!("cannot start the browser: {e}"));
    ExitCode::FAILURE
}
