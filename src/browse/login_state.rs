//! Login state (B-23): what `state save` writes and `state load` reads — the session's cookies
//! and the localStorage and sessionStorage of its origins — and the session's side of it.
//!
//! The file has the shape of Playwright's `storageState` (`{cookies: [...], origins: [{origin,
//! localStorage: [{name, value}]}]}`), so a state saved by either loads in the other, plus a
//! `sessionStorage` list per origin. Every object is read strictly: an unknown key is an error
//! naming its line and column, never a part silently dropped (G-09).
//!
//! Chromium reads and writes an origin's storage only through a frame that shows it
//! (`DOMStorage` answers "Frame not found" otherwise), so:
//!
//! - `save` reads the storage of every origin a frame of a tab shows now; an origin the session
//!   visited earlier but no tab shows any more is named in the reply as not saved (its cookies
//!   are saved: they belong to the browser, not to a frame);
//! - `load` writes the storage of an origin a tab shows now at once, and for every other origin
//!   adds a script that runs before the page's own scripts on the next document of that
//!   origin ([`Watch`]), removed from every tab as soon as a frame of the origin has committed,
//!   so it restores once and never overwrites what the page writes afterwards. Cookies are set
//!   at once, for every site.
//!
//! [`Watch`] sees every frame commit (`Page.frameNavigated`) on the DevTools reading thread and
//! hands the removals to a thread of its own: the reading thread never writes to the browser.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, MutexGuard, Weak};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::Error;
use super::devtools::{Connection, Page as Tab};

/// A state file (B-23).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LoginState {
    /// Every cookie of the session, values included.
    pub(crate) cookies: Vec<Cookie>,
    /// The storage of each origin.
    pub(crate) origins: Vec<OriginStorage>,
}

/// One cookie, as Playwright's `storageState` writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct Cookie {
    /// Its name.
    pub(crate) name: String,
    /// Its value: a credential, as often as not.
    pub(crate) value: String,
    /// The domain (`.example.org` for a domain cookie, `example.org` for a host-only one).
    pub(crate) domain: String,
    /// The path.
    pub(crate) path: String,
    /// Seconds since the Unix epoch when it expires; -1 for a session cookie.
    #[serde(default = "session_cookie")]
    pub(crate) expires: f64,
    /// Hidden from the page's scripts.
    #[serde(default)]
    pub(crate) http_only: bool,
    /// Sent over HTTPS only.
    #[serde(default)]
    pub(crate) secure: bool,
    /// `Strict`, `Lax` or `None`; absent when the site did not say (Chromium treats it as Lax).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) same_site: Option<SameSite>,
}

fn session_cookie() -> f64 {
    -1.0
}

/// A cookie's SameSite attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum SameSite {
    /// Only on the site's own requests.
    Strict,
    /// Also on top-level navigations to the site.
    Lax,
    /// On every request (needs `secure`).
    None,
}

impl SameSite {
    fn name(self) -> &'static str {
        match self {
            SameSite::Strict => "Strict",
            SameSite::Lax => "Lax",
            SameSite::None => "None",
        }
    }
}

/// The storage of one origin.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct OriginStorage {
    /// `https://app.example.org` (scheme, host and port when not the default).
    pub(crate) origin: String,
    /// Its localStorage.
    #[serde(default)]
    pub(crate) local_storage: Vec<Item>,
    /// Its sessionStorage (in the tab that showed it).
    #[serde(default)]
    pub(crate) session_storage: Vec<Item>,
}

/// One storage entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Item {
    /// The key.
    pub(crate) name: String,
    /// The value.
    pub(crate) value: String,
}

/// What `state save` / `state load` does (B-23).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "op")]
pub(crate) enum StateOp {
    /// Read the session's state; the client writes the file.
    Save,
    /// Restore a state the client read (and checked) from the file.
    Load {
        /// The state.
        state: Box<LoginState>,
    },
}

/// Whether `origin` is a web origin whose storage can be saved: `http(s)://host[:port]`.
pub(crate) fn is_web_origin(origin: &str) -> bool {
    url::Url::parse(origin).is_ok_and(|u| {
        matches!(u.scheme(), "http" | "https")
            && u.host_str().is_some()
            && u.origin().ascii_serialization() == origin
    })
}

impl Cookie {
    /// The cookie as Chromium reports it (`Network.Cookie`).
    pub(crate) fn from_cdp(c: &Value) -> Cookie {
        let text = |k: &str| c[k].as_str().unwrap_or_default().to_string();
        Cookie {
            name: text("name"),
            value: text("value"),
            domain: text("domain"),
            path: text("path"),
            expires: if c["session"].as_bool().unwrap_or(false) {
                -1.0
            } else {
                c["expires"].as_f64().unwrap_or(-1.0)
            },
            http_only: c["httpOnly"].as_bool().unwrap_or(false),
            secure: c["secure"].as_bool().unwrap_or(false),
            same_site: match c["sameSite"].as_str() {
                Some("Strict") => Some(SameSite::Strict),
                Some("Lax") => Some(SameSite::Lax),
                Some("None") => Some(SameSite::None),
                _ => None,
            },
        }
    }

    /// The cookie as Chromium takes it (`Network.CookieParam`).
    pub(crate) fn to_cdp(&self) -> Value {
        let mut v = json!({
            "name": self.name,
            "value": self.value,
            "domain": self.domain,
            "path": self.path,
            "secure": self.secure,
            "httpOnly": self.http_only,
        });
        if self.expires >= 0.0 {
            v["expires"] = json!(self.expires);
        }
        if let Some(s) = self.same_site {
            v["sameSite"] = json!(s.name());
        }
        v
    }

    /// Whether it expired before `now` (seconds since the epoch); a session cookie never has.
    pub(crate) fn expired(&self, now: f64) -> bool {
        self.expires >= 0.0 && self.expires < now
    }

    /// `secure httpOnly sameSite=Lax`: its flags, as `cookies` lists them.
    pub(crate) fn flags(&self) -> String {
        let mut flags: Vec<String> = Vec::new();
        if self.secure {
            flags.push("secure".into());
        }
        if self.http_only {
            flags.push("httpOnly".into());
        }
        if let Some(s) = self.same_site {
            flags.push(format!("sameSite={}", s.name()));
        }
        flags.join(" ")
    }
}

/// Every cookie of the browser (all sites), values included.
pub(crate) fn cookies(conn: &Connection) -> Result<Vec<Cookie>, Error> {
    let got = conn.call(None, "Storage.getCookies", json!({}))?;
    Ok(got["cookies"]
        .as_array()
        .map(|list| list.iter().map(Cookie::from_cdp).collect())
        .unwrap_or_default())
}

/// The web origins the frames of a `Page.getFrameTree` answer show, the main frame's first.
pub(crate) fn origins_in(tree: &Value) -> Vec<String> {
    let mut out = Vec::new();
    collect_origins(&tree["frameTree"], &mut out);
    out
}

fn collect_origins(node: &Value, out: &mut Vec<String>) {
    if let Some(origin) = node["frame"]["securityOrigin"].as_str()
        && is_web_origin(origin)
        && !out.iter().any(|o| o == origin)
    {
        out.push(origin.to_string());
    }
    for child in node["childFrames"].as_array().into_iter().flatten() {
        collect_origins(child, out);
    }
}

/// The localStorage (`local`) or sessionStorage of `origin` as `tab` sees it; a frame of the
/// origin must show it.
pub(crate) fn read_storage(tab: &Tab, origin: &str, local: bool) -> Result<Vec<Item>, Error> {
    let got = tab.call(
        "DOMStorage.getDOMStorageItems",
        json!({ "storageId": { "securityOrigin": origin, "isLocalStorage": local } }),
    )?;
    Ok(got["entries"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| {
            Some(Item {
                name: e[0].as_str()?.to_string(),
                value: e[1].as_str()?.to_string(),
            })
        })
        .collect())
}

/// Writes `items` into the localStorage (`local`) or sessionStorage of `origin` through `tab`,
/// which shows it.
pub(crate) fn write_storage(
    tab: &Tab,
    origin: &str,
    local: bool,
    items: &[Item],
) -> Result<(), Error> {
    for item in items {
        tab.call(
            "DOMStorage.setDOMStorageItem",
            json!({
                "storageId": { "securityOrigin": origin, "isLocalStorage": local },
                "key": item.name,
                "value": item.value,
            }),
        )?;
    }
    Ok(())
}

/// The script that restores `storage` on the next document of its origin, before the page's
/// own scripts run; in a document of any other origin it does nothing.
fn restore_script(storage: &OriginStorage) -> String {
    let pairs = |items: &[Item]| {
        Value::Array(
            items
                .iter()
                .map(|i| json!([i.name, i.value]))
                .collect::<Vec<_>>(),
        )
    };
    format!(
        "(() => {{ if (location.origin !== {origin}) return; try {{ \
         for (const [k, v] of {local}) localStorage.setItem(k, v); \
         for (const [k, v] of {session}) sessionStorage.setItem(k, v); \
         }} catch (e) {{}} }})()",
        origin = json!(storage.origin),
        local = pairs(&storage.local_storage),
        session = pairs(&storage.session_storage),
    )
}

/// A restore waiting for the next visit of its origin.
#[derive(Debug)]
struct Pending {
    /// What it restores (kept so a `state save` before the visit still holds it).
    storage: OriginStorage,
    /// The script in each tab: (page session, script identifier).
    scripts: Vec<(String, String)>,
}

#[derive(Default)]
struct WatchState {
    /// Web origins a frame of a tab of the session has committed.
    visited: BTreeSet<String>,
    /// Restores waiting for their origin's next visit, by origin.
    pending: BTreeMap<String, Pending>,
    /// The thread that removes the scripts of restores done: (page session, identifier).
    remover: Option<Sender<(String, String)>>,
}

/// The session's view of its origins (B-23): the ones it visited, and the storage restores
/// waiting for their origin's next visit. Fed by the DevTools events ([`Watch::on_event`]).
#[derive(Default)]
pub(crate) struct Watch {
    state: Mutex<WatchState>,
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch").finish_non_exhaustive()
    }
}

impl Watch {
    fn lock(&self) -> MutexGuard<'_, WatchState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// An event of any page: a frame that committed a web origin counts as a visit, and
    /// ends the restore waiting for it (its script ran for this document; the next one must
    /// not overwrite what the page writes meanwhile). Runs on the DevTools reading thread, so
    /// it only hands the removals over.
    pub(crate) fn on_event(&self, method: &str, params: &Value) {
        if method != "Page.frameNavigated" {
            return;
        }
        let Some(origin) = params["frame"]["securityOrigin"].as_str() else {
            return;
        };
        if !is_web_origin(origin) {
            return;
        }
        let mut st = self.lock();
        st.visited.insert(origin.to_string());
        if let Some(done) = st.pending.remove(origin)
            && let Some(remover) = &st.remover
        {
            for script in done.scripts {
                let _ = remover.send(script);
            }
        }
    }

    /// The web origins the session's frames have committed so far.
    pub(crate) fn visited(&self) -> BTreeSet<String> {
        self.lock().visited.clone()
    }

    /// The storage of the restores still waiting for their origin's visit.
    pub(crate) fn pending(&self) -> Vec<OriginStorage> {
        self.lock()
            .pending
            .values()
            .map(|p| p.storage.clone())
            .collect()
    }

    /// Restores `storage` on the next visit of its origin in any of `tabs` (or of a tab made
    /// later, [`Watch::add_to`]); replaces a restore of the same origin still waiting.
    pub(crate) fn restore_later(
        &self,
        conn: &Arc<Connection>,
        tabs: &[Tab],
        storage: OriginStorage,
    ) -> Result<(), Error> {
        self.start_remover(conn)?;
        let source = restore_script(&storage);
        let mut scripts = Vec::new();
        for tab in tabs {
            scripts.push((tab.session_id().to_string(), add_script(tab, &source)?));
        }
        let mut st = self.lock();
        if let Some(old) = st
            .pending
            .insert(storage.origin.clone(), Pending { storage, scripts })
            && let Some(remover) = &st.remover
        {
            for script in old.scripts {
                let _ = remover.send(script);
            }
        }
        Ok(())
    }

    /// Adds the waiting restores to a tab made after them (`tab new`).
    pub(crate) fn add_to(&self, tab: &Tab) -> Result<(), Error> {
        let waiting: Vec<(String, String)> = self
            .lock()
            .pending
            .iter()
            .map(|(origin, p)| (origin.clone(), restore_script(&p.storage)))
            .collect();
        for (origin, source) in waiting {
            let id = add_script(tab, &source)?;
            if let Some(p) = self.lock().pending.get_mut(&origin) {
                p.scripts.push((tab.session_id().to_string(), id));
            }
        }
        Ok(())
    }

    /// Starts the thread that removes the scripts of restores done, once.
    fn start_remover(&self, conn: &Arc<Connection>) -> Result<(), Error> {
        let mut st = self.lock();
        if st.remover.is_some() {
            return Ok(());
        }
        let (tx, rx) = mpsc::channel::<(String, String)>();
        let conn: Weak<Connection> = Arc::downgrade(conn);
        std::thread::Builder::new()
            .name("login-state".into())
            .spawn(move || {
                for (session, identifier) in rx {
                    let Some(conn) = conn.upgrade() else { return };
                    conn.send_now(
                        Some(&session),
                        "Page.removeScriptToEvaluateOnNewDocument",
                        json!({ "identifier": identifier }),
                    );
                }
            })
            .map_err(|e| Error::Browser {
                message: e.to_string(),
            })?;
        st.remover = Some(tx);
        Ok(())
    }
}

fn add_script(tab: &Tab, source: &str) -> Result<String, Error> {
    let added = tab.call(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": source }),
    )?;
    Ok(added["identifier"].as_str().unwrap_or_default().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    // B-23: only web origins have storage to save; an origin is its exact serialization.
    #[test]
    fn b23_web_origins() {
        assert!(is_web_origin("https://app.example.org"));
        assert!(is_web_origin("http://127.0.0.1:8080"));
        assert!(!is_web_origin("https://app.example.org/"));
        assert!(!is_web_origin("null"));
        assert!(!is_web_origin("chrome-error://chromewebdata"));
        assert!(!is_web_origin("file:///tmp"));
    }

    // B-23: a Playwright storageState loads (sessionStorage optional); an unknown key is an
    // error with its position, not a part dropped (G-09).
    #[test]
    fn b23_state_file_shape() {
        let text = r#"{"cookies": [{"name": "sid", "value": "v", "domain": "a.test",
            "path": "/", "expires": -1, "httpOnly": true, "secure": false, "sameSite": "Lax"}],
            "origins": [{"origin": "https://a.test", "localStorage": [{"name": "k", "value": "1"}]}]}"#;
        let state: LoginState = serde_json::from_str(text).unwrap();
        assert_eq!(state.cookies[0].same_site, Some(SameSite::Lax));
        assert!(state.origins[0].session_storage.is_empty());
        let again: LoginState =
            serde_json::from_str(&serde_json::to_string(&state).unwrap()).unwrap();
        assert_eq!(again, state);
        let bad = "{\"cookies\": [],\n \"origins\": [], \"indexedDB\": []}";
        let err = serde_json::from_str::<LoginState>(bad).unwrap_err();
        assert_eq!(
            (err.line(), err.to_string().contains("indexedDB")),
            (2, true)
        );
    }

    // B-23: the restore script sets the origin's items only in a document of that origin, its
    // text safe for any key or value.
    #[test]
    fn b23_restore_script_is_scoped_and_quoted() {
        let script = restore_script(&OriginStorage {
            origin: "https://a.test".into(),
            local_storage: vec![Item {
                name: "k\"')".into(),
                value: "</script>".into(),
            }],
            session_storage: Vec::new(),
        });
        assert!(
            script.contains("if (location.origin !== \"https://a.test\") return;"),
            "{script}"
        );
        assert!(script.contains(r#"[["k\"')","</script>"]]"#), "{script}");
    }
}
