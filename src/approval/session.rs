//! Sessions and their grants. A session is `--session ID`, else `GARUDA_WEB_SESSION`,
//! else the terminal session: the session id of this process with the start time of the
//! session's leader, so a pid reused by a new terminal is a new session. "Yes, for this session"
//! at the prompt stores a grant — a rule such as `web_fetch(docs.rs)` — in the state dir, one
//! 0600 file per session under `grants/` (folders 0700, created on first need). A grant expires
//! after 12 hours unused; using it refreshes it. Writes hold a lock and replace the file
//! atomically, so concurrent calls lose no grant.
//!
//! A grant file that cannot be read or parsed counts as no grants: the safe direction (the user
//! is asked again), and the next grant rewrites it.
//!
//! Not here: when a grant applies (`approval`), asking (`approval::prompt`).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use ring::digest::{SHA256, digest};
use serde::{Deserialize, Serialize};

use crate::config::{self, files};
use crate::rules::Rule;

/// How long a grant lives without being used.
pub(crate) const GRANT_IDLE_LIMIT: Duration = Duration::from_secs(12 * 60 * 60);

/// A grant used within this long is not rewritten just to refresh its time.
const REFRESH_AFTER: Duration = Duration::from_secs(60);

/// Where the session identity came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SessionOrigin {
    /// `--session ID`.
    Flag,
    /// `GARUDA_WEB_SESSION`.
    Environment,
    /// The terminal session this process runs in.
    Terminal,
}

/// One session's identity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Session {
    /// The identity: the ID given, or `terminal-SID-STARTTIME`.
    pub(crate) id: String,
    /// Where it came from.
    pub(crate) origin: SessionOrigin,
}

impl Session {
    /// The session of this call: `flag`, else `env_value` (`GARUDA_WEB_SESSION`), else the
    /// terminal session; `None` when none of them can be told (no `/proc`, no session leader).
    pub(crate) fn identify(flag: Option<&str>, env_value: Option<&str>) -> Option<Session> {
        let given = |v: Option<&str>, origin| {
            v.map(str::trim).filter(|v| !v.is_empty()).map(|v| Session {
                id: v.to_string(),
                origin,
            })
        };
        given(flag, SessionOrigin::Flag)
            .or_else(|| given(env_value, SessionOrigin::Environment))
            .or_else(|| {
                terminal_session_id().map(|id| Session {
                    id,
                    origin: SessionOrigin::Terminal,
                })
            })
    }
}

/// `terminal-SID-STARTTIME` from `/proc`: this process's session id and the start time (in
/// clock ticks since boot) of the session leader.
fn terminal_session_id() -> Option<String> {
    let own = std::fs::read_to_string("/proc/self/stat").ok()?;
    let sid: u32 = stat_field(&own, 6)?.parse().ok()?;
    if sid == 0 {
        // The leader lives outside this pid namespace: nothing stable to name.
        return None;
    }
    let leader = std::fs::read_to_string(format!("/proc/{sid}/stat")).ok()?;
    let start = stat_field(&leader, 22)?;
    Some(format!("terminal-{sid}-{start}"))
}

/// Field `n` (1-based, as in proc(5)) of a `/proc/PID/stat` line. The command name (field 2) is
/// in parentheses and may hold spaces and parentheses itself, so counting starts after the last
/// `)`.
fn stat_field(stat: &str, n: usize) -> Option<&str> {
    let rest = &stat[stat.rfind(')')? + 1..];
    rest.split_whitespace().nth(n.checked_sub(3)?)
}

/// One stored grant.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Grant {
    /// The rule granted, normalised.
    pub(crate) rule: String,
    /// When it was granted (seconds since the Unix epoch).
    pub(crate) granted: u64,
    /// When it was last used (seconds since the Unix epoch); it expires 12 h after this.
    pub(crate) last_used: u64,
}

/// The grant file of one session.
#[derive(Debug, Default, Serialize, Deserialize)]
struct GrantFile {
    /// The session identity, for people reading the file.
    session: String,
    /// Its grants.
    grants: Vec<Grant>,
}

/// The grants of one session, on disk.
#[derive(Debug, Clone)]
pub(crate) struct Grants {
    session: Session,
    file: PathBuf,
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn expired(grant: &Grant, now: u64) -> bool {
    now.saturating_sub(grant.last_used) >= GRANT_IDLE_LIMIT.as_secs()
}

impl Grants {
    /// The grants of `session`, stored under `dir` (the state dir's `grants/`).
    pub(crate) fn new(dir: &Path, session: Session) -> Grants {
        // The file name is a digest: a session ID is free text and must not pick a path.
        let hash = digest(&SHA256, session.id.as_bytes());
        let name: String = hash.as_ref()[..16]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        Grants {
            session,
            file: dir.join(format!("{name}.json")),
        }
    }

    /// The session these grants belong to.
    pub(crate) fn session(&self) -> &Session {
        &self.session
    }

    /// The file they are kept in.
    #[cfg(test)]
    pub(crate) fn file(&self) -> &Path {
        &self.file
    }

    fn read(&self) -> GrantFile {
        std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    fn write(&self, mut data: GrantFile) -> Result<(), config::Error> {
        data.session = self.session.id.clone();
        let text = serde_json::to_string_pretty(&data).map_err(|e| config::Error::Write {
            path: self.file.clone(),
            source: std::io::Error::other(e),
        })?;
        files::write_atomic(&self.file, text.as_bytes())
    }

    /// The live (unexpired) grants.
    pub(crate) fn list(&self) -> Vec<Grant> {
        let now = now();
        self.read()
            .grants
            .into_iter()
            .filter(|g| !expired(g, now))
            .collect()
    }

    /// The first live grant whose rule satisfies `covers`; using it refreshes its time.
    pub(crate) fn find(&self, covers: impl Fn(&Rule) -> bool) -> Option<Rule> {
        let now = now();
        let live = self.list();
        let hit = live
            .iter()
            .find_map(|g| Rule::parse(&g.rule).ok().filter(&covers).map(|r| (r, g)))?;
        let (rule, grant) = hit;
        if now.saturating_sub(grant.last_used) >= REFRESH_AFTER.as_secs() {
            // Best effort: failing to refresh only means the grant expires sooner.
            let _ = self.update(|data| {
                for g in &mut data.grants {
                    if g.rule == grant.rule {
                        g.last_used = now;
                    }
                }
            });
        }
        Some(rule)
    }

    /// Stores a grant of `rule` for this session (refreshing it if it is already there).
    pub(crate) fn add(&self, rule: &Rule) -> Result<(), config::Error> {
        let text = rule.to_string();
        let now = now();
        self.update(
            |data| match data.grants.iter_mut().find(|g| g.rule == text) {
                Some(g) => g.last_used = now,
                None => data.grants.push(Grant {
                    rule: text.clone(),
                    granted: now,
                    last_used: now,
                }),
            },
        )
    }

    /// Removes every grant of this session; returns how many were live.
    pub(crate) fn clear(&self) -> Result<usize, config::Error> {
        let mut removed = 0;
        self.update(|data| {
            let now = now();
            removed = data.grants.iter().filter(|g| !expired(g, now)).count();
            data.grants.clear();
        })?;
        Ok(removed)
    }

    /// Read, change, drop expired grants, write — under the lock of the grants folder (one
    /// lock for every session: writes are rare, and sweeping other sessions' files needs it).
    fn update(&self, change: impl FnOnce(&mut GrantFile)) -> Result<(), config::Error> {
        let dir = self.file.parent().unwrap_or(Path::new("."));
        files::ensure_dir(dir)?;
        let _lock = files::FileLock::acquire(&dir.join("grants"))?;
        let mut data = self.read();
        change(&mut data);
        let now = now();
        data.grants.retain(|g| !expired(g, now));
        self.write(data)?;
        sweep(dir, &self.file);
        Ok(())
    }
}

/// Removes the grant files of other sessions that nobody wrote for 12 hours: every grant in
/// them has expired (a grant's last use is never later than its file's last write).
fn sweep(dir: &Path, keep: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age >= GRANT_IDLE_LIMIT);
        if stale && path != keep && path.extension().is_some_and(|e| e == "json") {
            let _ = std::fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_fields_survive_odd_command_names() {
        let stat = "4242 (a) b (c)) S 1 4242 4240 34817 4242 4194560 0 0 0 0 0 0 0 0 20 0 1 0 \
                    987654 0 0";
        assert_eq!(stat_field(stat, 3), Some("S"));
        assert_eq!(stat_field(stat, 6), Some("4240"));
        assert_eq!(stat_field(stat, 22), Some("987654"));
    }

    // the flag wins over the variable, which wins over the terminal.
    #[test]
    fn a04_session_identity_order() {
        let s = Session::identify(Some("work"), Some("env")).unwrap();
        assert_eq!((s.id.as_str(), s.origin), ("work", SessionOrigin::Flag));
        let s = Session::identify(None, Some("env")).unwrap();
        assert_eq!(s.origin, SessionOrigin::Environment);
        if let Some(s) = Session::identify(Some("  "), None) {
            assert_eq!(s.origin, SessionOrigin::Terminal);
            assert!(s.id.starts_with("terminal-"));
        }
    }

    // grants are per session, stored 0600, and expire after 12 h unused.
    #[test]
    fn a04_grants_per_session_and_expiry() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let grants_dir = dir.path().join("state/grants");
        let session = |id: &str| Session {
            id: id.into(),
            origin: SessionOrigin::Flag,
        };
        let a = Grants::new(&grants_dir, session("a"));
        let b = Grants::new(&grants_dir, session("b"));
        let docs = Rule::parse("docs.rs").unwrap();
        assert!(a.find(|r| r == &docs).is_none());
        a.add(&docs).unwrap();
        assert_eq!(a.find(|r| r == &docs), Some(docs.clone()));
        assert!(b.find(|r| r == &docs).is_none());
        let mode = std::fs::metadata(a.file()).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let mut data = a.read();
        data.grants[0].last_used = now() - GRANT_IDLE_LIMIT.as_secs() - 1;
        a.write(data).unwrap();
        assert!(a.find(|r| r == &docs).is_none());
    }
}
