//! The navigation verbs (B-03): `open`, `back`, `forward`, `reload` go somewhere and wait for
//! the load (B-07); `wait` waits for a text, an element, a URL, the page's load event or a
//! page without requests (B-07: anything slower than what an action started is an explicit
//! `wait`).

use std::time::{Duration, Instant};

use serde_json::json;

use crate::browse::Error;
use crate::browse::cdp::{self, call};
use crate::browse::driver::Driver;
use crate::browse::events::Before;
use crate::browse::protocol::{PageReply, WaitFor};
use crate::browse::waiting::{race_park, wait_for_load};

/// `open URL`: the URL was approved by the client (B-11), so the guard lets its first request
/// go.
pub(crate) fn open(
    d: &mut Driver,
    url: &str,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    d.nav.expect(Some(url));
    let answer = race_park(
        d,
        cdp::Navigate(json!({ "url": url, "transitionType": "typed" })),
        before,
        load_timeout,
    )?;
    if let Some(text) = answer["errorText"].as_str().filter(|t| !t.is_empty()) {
        return Err(Error::Navigation {
            url: url.to_string(),
            reason: text.to_string(),
            refused: false,
        });
    }
    if answer["loaderId"].is_string() {
        wait_for_load(d, before, load_timeout)?;
    }
    Ok(PageReply::default())
}

/// `back` (`step` -1) and `forward` (+1).
pub(crate) fn history(
    d: &mut Driver,
    step: i64,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    let history = call(&d.tab, cdp::History(json!({})))?;
    let current = history["currentIndex"].as_i64().unwrap_or(0);
    let entries = history["entries"].as_array().cloned().unwrap_or_default();
    let Some(entry) = usize::try_from(current + step)
        .ok()
        .and_then(|i| entries.get(i))
    else {
        return Err(Error::Usage {
            message: format!(
                "there is no page to go {} to",
                if step < 0 { "back" } else { "forward" }
            ),
            hint: "open one with garuda-web browse open URL".into(),
        });
    };
    // A page of the history was approved when it was first visited.
    d.nav.expect(entry["url"].as_str());
    race_park(
        d,
        cdp::HistoryEntry(json!({ "entryId": entry["id"] })),
        before,
        load_timeout,
    )?;
    wait_for_load(d, before, load_timeout)?;
    Ok(PageReply::default())
}

/// `reload`.
pub(crate) fn reload(
    d: &mut Driver,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    call(&d.tab, cdp::Reload(json!({})))?;
    wait_for_load(d, before, load_timeout)?;
    Ok(PageReply::default())
}

/// How long `wait --idle` wants the page without a request in flight (B-07).
const IDLE: Duration = Duration::from_millis(500);

/// `wait` (B-03, B-07): polls until the condition holds or `limit` passes.
pub(crate) fn wait(d: &mut Driver, until: &WaitFor, limit: Duration) -> Result<PageReply, Error> {
    let started = Instant::now();
    let deadline = started + limit;
    let what = match until {
        WaitFor::Text(t) => format!("the text \"{t}\""),
        WaitFor::Gone(t) => format!("the text \"{t}\" going away"),
        WaitFor::Target(t) => t.clone(),
        WaitFor::Url(g) => format!("a URL matching {g}"),
        WaitFor::Load => "the page's load event".to_string(),
        WaitFor::Idle => format!("no request for {} ms", IDLE.as_millis()),
    };
    loop {
        let done = match until {
            WaitFor::Text(t) | WaitFor::Gone(t) => {
                let quoted = serde_json::to_string(t).unwrap_or_default();
                let found = cdp::eval_value(
                    &d.tab,
                    &format!("!!document.body && document.body.innerText.includes({quoted})"),
                )
                .ok()
                .and_then(|v| v.as_bool());
                matches!(
                    (until, found),
                    (WaitFor::Text(_), Some(true)) | (WaitFor::Gone(_), Some(false))
                )
            }
            WaitFor::Target(t) => match d.resolve(t) {
                Ok(_) => true,
                Err(Error::NoMatch { .. } | Error::Cdp { .. } | Error::Script { .. }) => false,
                Err(other) => return Err(other),
            },
            WaitFor::Url(glob) => glob_match(glob, &d.page_state().0),
            WaitFor::Load => {
                cdp::eval_value(&d.tab, "document.readyState").ok()
                    == Some(serde_json::Value::from("complete"))
            }
            WaitFor::Idle => d
                .events
                .with(|s| s.requests.idle_for())
                .is_some_and(|quiet| quiet >= IDLE),
        };
        cdp::release(&d.tab);
        if done {
            return Ok(PageReply {
                result: Some(format!(
                    "found {what} after {:.1}s",
                    started.elapsed().as_secs_f64()
                )),
                ..PageReply::default()
            });
        }
        if Instant::now() >= deadline {
            return Err(Error::Timeout {
                what,
                secs: limit.as_secs(),
            });
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Matches `text` against a glob where `*` is any run of characters and `?` one character.
pub(crate) fn glob_match(glob: &str, text: &str) -> bool {
    let g: Vec<char> = glob.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut gi, mut ti) = (0usize, 0usize);
    let (mut star, mut mark) = (None, 0usize);
    while ti < t.len() {
        if gi < g.len() && (g[gi] == '?' || g[gi] == t[ti]) {
            gi += 1;
            ti += 1;
        } else if gi < g.len() && g[gi] == '*' {
            star = Some(gi);
            mark = ti;
            gi += 1;
        } else if let Some(s) = star {
            gi = s + 1;
            mark += 1;
            ti = mark;
        } else {
            return false;
        }
    }
    while gi < g.len() && g[gi] == '*' {
        gi += 1;
    }
    gi == g.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b07_url_glob() {
        assert!(glob_match("*/done*", "http://127.0.0.1:5/done?x=1"));
        assert!(glob_match("http://a.test/?", "http://a.test/x"));
        assert!(!glob_match("*/done", "http://a.test/donex"));
    }
}
