//! The client side of `browse state save|load` (B-23): the state file is the user's, so the
//! client reads and writes it (paths relative to where the user stands, the ownership checks
//! of the user who typed the command), and the state travels over the session's socket.
//!
//! - `save`: the background process replies with the state; this writes it 0600, replacing
//!   only a state file of the user's own (refreshing a saved login), never anything else, and
//!   the reply says what was saved and warns that the file holds credentials.
//! - `load`: the file is opened once and judged through that handle — a regular file, the
//!   user's own, closed to group and others (like ssh's StrictModes) — then parsed strictly:
//!   a malformed file names its line and column.

use std::io::Read;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use serde_json::json;

use crate::browse::Error as BrowseError;
use crate::browse::login_state::{LoginState, StateOp, is_web_origin};
use crate::browse::protocol::{Action, Reply};
use crate::browse::verbs::state::plural;
use crate::cli::{BrowseVerb, StateVerb};
use crate::config::trust;
use crate::error::Error;
use crate::warning::Warning;

/// The largest state file read: storage is a few MiB per origin at most in any browser.
const MAX_STATE_BYTES: u64 = 64 << 20;

/// Warning code: the state file just written holds the session's credentials (B-23).
const HOLDS_CREDENTIALS: &str = "state_holds_credentials";

/// The action of `state save|load`; a file to load is read and checked here, before anything
/// is sent.
pub(crate) fn action(verb: &StateVerb) -> Result<Action, Error> {
    Ok(Action::State {
        op: match verb {
            StateVerb::Save { .. } => StateOp::Save,
            StateVerb::Load { file } => StateOp::Load {
                state: Box::new(read_state(file)?),
            },
        },
    })
}

/// After the reply of `state save|load`: a save's state is written to its file and replaced
/// in the reply by what was saved; a load's reply names its file. Any other reply is left as
/// it is.
pub(crate) fn finish(verb: &BrowseVerb, reply: Option<Reply>) -> Result<Option<Reply>, Error> {
    let BrowseVerb::State { action } = verb else {
        return Ok(reply);
    };
    let Some(Reply::Ok(mut page)) = reply else {
        return Ok(reply);
    };
    match action {
        StateVerb::Save { file } => {
            let Some(state) = page.login_state.take() else {
                return Err(BrowseError::Browser {
                    message: "the browse background process sent no state to save".into(),
                }
                .into());
            };
            let path = absolute(file);
            write_state(&path, &state)?;
            let (text, value) = saved(&path, &state);
            page.result = Some(text);
            page.value = Some(value);
            page.warnings.insert(
                0,
                Warning {
                    code: HOLDS_CREDENTIALS.into(),
                    message: format!(
                        "{} holds this session's credentials (cookie values, tokens in \
                         storage): whoever reads it can act as you on those sites",
                        path.display()
                    ),
                    hint: "keep it private (it is 0600), never commit or share it, and delete it \
                           when it is no longer needed"
                        .into(),
                },
            );
        }
        StateVerb::Load { file } => {
            let path = absolute(file);
            page.result = Some(format!(
                "loaded {}: {}",
                path.display(),
                page.result.take().unwrap_or_default()
            ));
            if let Some(v) = page.value.as_mut() {
                v["file"] = json!(path.display().to_string());
            }
        }
    }
    Ok(Some(Reply::Ok(page)))
}

/// What a save says: the text of its `[result]` and its JSON `value`.
fn saved(path: &Path, state: &LoginState) -> (String, serde_json::Value) {
    let mut text = format!(
        "saved to {} (mode 0600): {}, the storage of {}\n",
        path.display(),
        plural(state.cookies.len(), "cookie", "cookies"),
        plural(state.origins.len(), "origin", "origins")
    );
    for o in &state.origins {
        text.push_str(&format!(
            "- {}: localStorage {}, sessionStorage {}\n",
            o.origin,
            plural(o.local_storage.len(), "item", "items"),
            plural(o.session_storage.len(), "item", "items")
        ));
    }
    text.push_str(
        "it holds this session's credentials: keep it private; garuda-web browse state load \
         restores it\n",
    );
    let origins: Vec<_> = state
        .origins
        .iter()
        .map(|o| {
            json!({
                "origin": o.origin,
                "local_storage": o.local_storage.len(),
                "session_storage": o.session_storage.len(),
            })
        })
        .collect();
    let value = json!({
        "file": path.display().to_string(),
        "mode": "0600",
        "cookies": state.cookies.len(),
        "origins": origins,
        "holds_credentials": true,
    });
    (text, value)
}

/// `path` from the current folder, for the reply (the file itself is opened as given).
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Writes `state` to `path`, 0600: a new file, or in place of a state file of the user's own.
fn write_state(path: &Path, state: &LoginState) -> Result<(), Error> {
    let mut bytes = serde_json::to_vec_pretty(state).map_err(|e| BrowseError::Browser {
        message: e.to_string(),
    })?;
    bytes.push(b'\n');
    let prefix = crate::fs::temp_prefix_for(path);
    let failed = |source: std::io::Error| BrowseError::StateWrite {
        path: path.to_path_buf(),
        source,
    };
    let written = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            crate::fs::write_private_new(path, &prefix, &[&bytes])
        }
        Err(e) => return Err(failed(e).into()),
        Ok(meta) => {
            if !replaceable(path, &meta) {
                return Err(Error::Usage {
                    message: format!(
                        "{} exists and is not a state file of yours; state save replaces only \
                         one it wrote",
                        path.display()
                    ),
                    hint: Some(
                        "save to another file, or move that one away first (nothing was written)"
                            .into(),
                    ),
                });
            }
            crate::fs::write_private(path, &prefix, &[&bytes])
        }
    };
    written.map_err(|e| match e.kind() {
        std::io::ErrorKind::AlreadyExists => Error::Usage {
            message: format!("{} appeared while the state was saved", path.display()),
            hint: Some("run the command again".into()),
        },
        _ => failed(e).into(),
    })
}

/// Whether the thing at `path` may be replaced by a save: a regular file (not a link) of the
/// user's own that holds a state already.
fn replaceable(path: &Path, meta: &std::fs::Metadata) -> bool {
    meta.is_file()
        && meta.uid() == nix::unistd::geteuid().as_raw()
        && meta.len() <= MAX_STATE_BYTES
        && std::fs::read(path)
            .ok()
            .is_some_and(|bytes| serde_json::from_slice::<LoginState>(&bytes).is_ok())
}

/// Reads the state file at `path`: opened once, judged through that handle (B-23: a regular
/// file, the user's own, closed to others), then parsed and checked.
fn read_state(path: &Path) -> Result<LoginState, Error> {
    let shown = absolute(path);
    let invalid = |reason: String| BrowseError::StateInvalid {
        path: shown.clone(),
        reason,
    };
    // Non-blocking, so a FIFO named by mistake is refused below instead of waiting for a
    // writer; a regular file reads as usual.
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits())
        .open(path)
        .map_err(|e| Error::Usage {
            message: format!("cannot read {}: {e}", shown.display()),
            hint: Some("name a file garuda-web browse state save wrote".into()),
        })?;
    let meta = file.metadata().map_err(|e| invalid(e.to_string()))?;
    if !meta.is_file() {
        return Err(invalid("it is not a regular file".into()).into());
    }
    trust::check_secret(&shown, &meta).map_err(|u| BrowseError::StateNotPrivate {
        path: u.path,
        problem: u.problem,
        fix: u.fix,
    })?;
    if meta.len() > MAX_STATE_BYTES {
        return Err(invalid(format!(
            "it is {} bytes, more than the {} a state file may have",
            meta.len(),
            MAX_STATE_BYTES
        ))
        .into());
    }
    let mut bytes = Vec::new();
    file.by_ref()
        .take(MAX_STATE_BYTES)
        .read_to_end(&mut bytes)
        .map_err(|e| invalid(e.to_string()))?;
    let state: LoginState = serde_json::from_slice(&bytes).map_err(|e| {
        invalid(format!(
            "line {}, column {}: {}",
            e.line(),
            e.column(),
            crate::config::strip_position(&e.to_string())
        ))
    })?;
    check_state(&state).map_err(invalid)?;
    Ok(state)
}

/// What JSON's types cannot say: origins are web origins, cookies have a name and a domain.
fn check_state(state: &LoginState) -> Result<(), String> {
    for (i, o) in state.origins.iter().enumerate() {
        if !is_web_origin(&o.origin) {
            return Err(format!(
                "origins[{i}].origin \"{}\" is not a web origin (scheme://host[:port], \
                 http or https, nothing after it)",
                o.origin
            ));
        }
    }
    for (i, c) in state.cookies.iter().enumerate() {
        if c.name.is_empty() || c.domain.is_empty() {
            return Err(format!("cookies[{i}] has no name or no domain"));
        }
    }
    Ok(())
}
