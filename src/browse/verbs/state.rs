//! Login state (B-23): `state save`, `state load` and `cookies` over the driver. What the state
//! is, and how a restore waits for its origin's next visit, is [`crate::browse::login_state`];
//! the file itself is the client's to write and read (it checks who owns it and who may read
//! it), so the state travels in the reply and the request, never through a path.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

use crate::browse::Error;
use crate::browse::devtools::Page as Tab;
use crate::browse::driver::Driver;
use crate::browse::login_state::{self, Cookie, LoginState, OriginStorage, StateOp};
use crate::browse::protocol::PageReply;
use crate::warning::Warning;

/// Warning code (G-09): origins the session visited whose storage `state save` could not read,
/// because no tab shows them any more.
pub(crate) const STATE_PARTIAL: &str = "state_partial";

/// How long a tab may take to list its frames: a window whose first load waits for approval
/// answers nothing until it is decided (B-12).
const FRAMES_LIMIT: Duration = Duration::from_secs(5);

/// `state save` / `state load`.
pub(crate) fn state(d: &mut Driver, op: &StateOp) -> Result<PageReply, Error> {
    match op {
        StateOp::Save => save(d),
        StateOp::Load { state } => load(d, state),
    }
}

/// The session's tabs, the active one first.
fn tabs_active_first(d: &Driver) -> Vec<Tab> {
    let mut tabs: Vec<Tab> = d.tabs.list.iter().map(|t| t.page.clone()).collect();
    tabs.sort_by_key(|t| t.target_id != d.tab.target_id);
    tabs
}

/// The web origins each tab's frames show now; a tab that does not answer shows none.
fn shown(tabs: &[Tab]) -> Vec<(Tab, Vec<String>)> {
    tabs.iter()
        .filter_map(|tab| {
            let tree = tab
                .call_within("Page.getFrameTree", json!({}), FRAMES_LIMIT)
                .ok()
                .flatten()?;
            Some((tab.clone(), login_state::origins_in(&tree)))
        })
        .collect()
}

/// Reads the cookies and the storage of every origin a tab shows; restores still waiting for
/// their origin's visit are part of the state too. The reply carries the state for the client
/// to write; visited origins no tab shows are named in a warning (G-09).
fn save(d: &mut Driver) -> Result<PageReply, Error> {
    let cookies = login_state::cookies(&d.conn)?;
    let mut origins: Vec<OriginStorage> = Vec::new();
    // Every origin read, with storage or without.
    let mut read: Vec<String> = Vec::new();
    for (tab, list) in shown(&tabs_active_first(d)) {
        for origin in list {
            if read.contains(&origin) {
                continue;
            }
            // A frame of another process (a cross-site frame) is not this tab's to read.
            let Ok(local_storage) = login_state::read_storage(&tab, &origin, true) else {
                continue;
            };
            let session_storage =
                login_state::read_storage(&tab, &origin, false).unwrap_or_default();
            read.push(origin.clone());
            // An origin with nothing stored has nothing to restore (as Playwright writes it).
            if !local_storage.is_empty() || !session_storage.is_empty() {
                origins.push(OriginStorage {
                    origin,
                    local_storage,
                    session_storage,
                });
            }
        }
    }
    for waiting in d.login.pending() {
        if !read.contains(&waiting.origin) {
            read.push(waiting.origin.clone());
            origins.push(waiting);
        }
    }
    let missed: Vec<String> = d
        .login
        .visited()
        .into_iter()
        .filter(|v| !read.contains(v))
        .collect();
    let mut warnings = Vec::new();
    if !missed.is_empty() {
        warnings.push(Warning {
            code: STATE_PARTIAL.into(),
            message: format!(
                "the storage of {} the session visited is not saved: no tab shows {} now ({})",
                plural(missed.len(), "origin", "origins"),
                if missed.len() == 1 { "it" } else { "them" },
                missed.join(", ")
            ),
            hint: "open each in a tab (garuda-web browse tab new URL) and save again; the \
                   cookies of every site are saved"
                .into(),
        });
    }
    Ok(PageReply {
        login_state: Some(Box::new(LoginState { cookies, origins })),
        warnings,
        ..PageReply::default()
    })
}

/// Sets the cookies at once; writes the storage of an origin a tab shows now, and leaves the
/// others to their origin's next visit.
fn load(d: &mut Driver, state: &LoginState) -> Result<PageReply, Error> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs_f64())
        .unwrap_or_default();
    let (live, expired): (Vec<&Cookie>, Vec<&Cookie>) =
        state.cookies.iter().partition(|c| !c.expired(now));
    if !live.is_empty() {
        let params: Vec<Value> = live.iter().map(|c| c.to_cdp()).collect();
        d.conn
            .call(None, "Storage.setCookies", json!({ "cookies": params }))?;
    }
    let tabs = tabs_active_first(d);
    let shown = shown(&tabs);
    let mut restored = Vec::new();
    let mut lines = Vec::new();
    for storage in &state.origins {
        let showing: Vec<&Tab> = shown
            .iter()
            .filter(|(_, list)| list.contains(&storage.origin))
            .map(|(tab, _)| tab)
            .collect();
        let when = match showing.first() {
            Some(first) => {
                // localStorage is the origin's in every tab; sessionStorage each tab's own.
                login_state::write_storage(first, &storage.origin, true, &storage.local_storage)?;
                for tab in &showing {
                    login_state::write_storage(
                        tab,
                        &storage.origin,
                        false,
                        &storage.session_storage,
                    )?;
                }
                "now"
            }
            None => {
                d.login.restore_later(&d.conn, &tabs, storage.clone())?;
                "next_visit"
            }
        };
        lines.push(format!(
            "- {}: localStorage {}, sessionStorage {} — {}\n",
            storage.origin,
            plural(storage.local_storage.len(), "item", "items"),
            plural(storage.session_storage.len(), "item", "items"),
            if when == "now" {
                "restored now (a tab shows it: garuda-web browse reload lets the page see it)"
            } else {
                "restored on its next visit, before the page's own scripts run"
            }
        ));
        restored.push(json!({
            "origin": storage.origin,
            "local_storage": storage.local_storage.len(),
            "session_storage": storage.session_storage.len(),
            "restored": when,
        }));
    }
    let mut text = format!(
        "set {} at once{}",
        plural(live.len(), "cookie", "cookies"),
        if expired.is_empty() {
            String::new()
        } else {
            format!(
                " ({} skipped: expired)",
                plural(expired.len(), "cookie", "cookies")
            )
        }
    );
    text.push_str(&match lines.len() {
        0 => "; no storage to restore\n".to_string(),
        n => format!("; storage of {}:\n", plural(n, "origin", "origins")),
    });
    text.extend(lines);
    Ok(PageReply {
        result: Some(text),
        value: Some(json!({
            "cookies": live.len(),
            "expired_cookies": expired.len(),
            "origins": restored,
        })),
        ..PageReply::default()
    })
}

/// `cookies [--clear] [--values]`: the session's cookies, without their values unless asked;
/// or deletes them all and says how many.
pub(crate) fn cookies(d: &mut Driver, clear: bool, values: bool) -> Result<PageReply, Error> {
    let mut list = login_state::cookies(&d.conn)?;
    if clear {
        d.conn.call(None, "Storage.clearCookies", json!({}))?;
        return Ok(PageReply {
            result: Some(format!(
                "deleted {} (every site's)\n",
                plural(list.len(), "cookie", "cookies")
            )),
            value: Some(json!({ "deleted": list.len() })),
            ..PageReply::default()
        });
    }
    list.sort_by(|a, b| (&a.domain, &a.name, &a.path).cmp(&(&b.domain, &b.name, &b.path)));
    let mut text = match list.len() {
        0 => "no cookies\n".to_string(),
        n if values => format!("{}\n", plural(n, "cookie", "cookies")),
        n => format!(
            "{} (values hidden: garuda-web browse cookies --values shows them)\n",
            plural(n, "cookie", "cookies")
        ),
    };
    let mut rows = Vec::new();
    for c in &list {
        let expires = expiry_text(c);
        let value = if values {
            format!(" value={}", json!(c.value))
        } else {
            String::new()
        };
        let flags = c.flags();
        text.push_str(&format!(
            "- {}{value} domain={} path={} expires={expires}{}{flags}\n",
            c.name,
            c.domain,
            c.path,
            if flags.is_empty() { "" } else { " " }
        ));
        let mut row = json!({
            "name": c.name,
            "domain": c.domain,
            "path": c.path,
            "expires": if c.expires < 0.0 { Value::Null } else { json!(expires) },
            "session": c.expires < 0.0,
            "secure": c.secure,
            "http_only": c.http_only,
            "same_site": c.same_site,
        });
        if values {
            row["value"] = json!(c.value);
        }
        rows.push(row);
    }
    Ok(PageReply {
        result: Some(text),
        value: Some(json!({ "count": list.len(), "cookies": rows })),
        ..PageReply::default()
    })
}

/// `session`, or the expiry as RFC 3339 in UTC.
fn expiry_text(c: &Cookie) -> String {
    if c.expires < 0.0 {
        return "session".into();
    }
    let at = UNIX_EPOCH + Duration::from_secs_f64(c.expires.min(1e12));
    humantime::format_rfc3339_seconds(at).to_string()
}

/// `1 cookie`, `2 cookies`.
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
