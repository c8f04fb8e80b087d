//! Walkthrough recording (B-15), inside the background process: `browse record` starts it,
//! and from then on every action that may change the page (open, back, forward, reload,
//! click, type, press, select, script) adds a viewport screenshot `NNN-ACTION.png` and a line in
//! `steps.md` to the recording's folder; `browse stop-recording` ends it and lists the files.
//!
//! The recording belongs to the session, not to the page, so it goes on across navigations.
//! Folders are created 0700 and files 0600, like screenshots. `steps.md` is a storyboard for a
//! person: a heading, then per step one line (number, time, action, target, the page it left
//! behind) and the screenshot inline. Page-derived text in it (titles, URLs) is put on one line,
//! neutralized (G-06) and escaped so it cannot become Markdown of its own.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::Error;
use super::driver::Driver;
use super::protocol::{Action, PageReply, Recording};
use super::verbs::capture;
use super::watch;
use crate::sanitize::{neutralize, one_line};

/// How a reply's `recorded` starts when the step could not be written.
pub(crate) const NOT_RECORDED: &str = "not recorded";

/// How long a step's screenshot may take (B-01: a busy page cannot hold the session).
const SHOT_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);

/// The storyboard's file name.
const STEPS: &str = "steps.md";

/// A recording in progress.
#[derive(Debug)]
pub(crate) struct Recorder {
    dir: PathBuf,
    /// The screenshots written so far, in order.
    shots: Vec<PathBuf>,
}

/// `stop-recording` without a recording.
pub(crate) fn not_recording(session: &str) -> Error {
    Error::Usage {
        message: format!("session {session} is not recording"),
        hint: "start a recording with garuda-web browse record (then act; \
               garuda-web browse stop-recording lists the files)"
            .into(),
    }
}

impl Recorder {
    /// Starts a recording in `dir` (which must be new or empty), else in a new
    /// `<base>/<yyyymmdd-hhmmss>` folder; writes the storyboard's heading.
    pub(crate) fn start(dir: Option<&str>, base: &str, session: &str) -> Result<Recorder, Error> {
        let now = SystemTime::now();
        let dir = match dir {
            Some(d) => {
                let d = PathBuf::from(d);
                if std::fs::read_dir(&d).is_ok_and(|mut e| e.next().is_some()) {
                    return Err(Error::Usage {
                        message: format!("{} is not empty", d.display()),
                        hint: "give --dir a new or empty folder, or leave --dir out to record \
                               into the state dir's walkthroughs/"
                            .into(),
                    });
                }
                d
            }
            None => fresh_folder(Path::new(base), &stamp(now))?,
        };
        create_private_dir(&dir)?;
        let recorder = Recorder {
            dir,
            shots: Vec::new(),
        };
        let heading = format!(
            "# Walkthrough {} (browse session {session})\n\nRecorded by garuda-web {} from {} \
             UTC. Each step: its number, the time, the action and its target, then the page \
             it left (title and URL) and a screenshot of the viewport.\n\n",
            stamp(now),
            env!("CARGO_PKG_VERSION"),
            clock(now),
        );
        recorder.append(&heading)?;
        Ok(recorder)
    }

    /// The folder.
    pub(crate) fn dir(&self) -> &Path {
        &self.dir
    }

    /// Steps recorded so far.
    pub(crate) fn steps(&self) -> usize {
        self.shots.len()
    }

    /// The folder and its files: `steps.md`, then the screenshots in order.
    pub(crate) fn summary(&self) -> Recording {
        let mut files = vec![self.dir.join(STEPS).display().to_string()];
        files.extend(self.shots.iter().map(|p| p.display().to_string()));
        Recording {
            dir: self.dir.display().to_string(),
            files,
            steps: self.steps(),
        }
    }

    /// After `action` succeeded with `reply` (URL and title already in it): takes the
    /// screenshot and writes the step; says in the reply which file it wrote.
    pub(crate) fn step(
        &mut self,
        driver: &mut Driver,
        action: &Action,
        reply: &mut PageReply,
    ) -> Result<(), Error> {
        let number = self.shots.len() + 1;
        let name = format!("{number:03}-{}.png", action.verb());
        let file = self.dir.join(&name);
        let path = file.display().to_string();
        watch::bounded(driver, "the recording's screenshot", SHOT_LIMIT, |d| {
            capture::screenshot(d, None, false, Some(&path))
        })?;
        let stem = name.trim_end_matches(".png");
        let title = if reply.title.trim().is_empty() {
            "(no title)".to_string()
        } else {
            markdown_text(&reply.title)
        };
        let line = format!(
            "**{number:03}** · {} · **{}**{} → {title} · <{}>\n\n![{stem}]({name})\n\n",
            clock(SystemTime::now()),
            action.verb(),
            action
                .target_text()
                .map_or_else(String::new, |t| format!(" {}", code_span(&t))),
            markdown_url(&reply.url),
        );
        self.append(&line)?;
        self.shots.push(file.clone());
        reply.recorded = Some(file.display().to_string());
        Ok(())
    }

    fn append(&self, text: &str) -> Result<(), Error> {
        let path = self.dir.join(STEPS);
        let failed = |e: std::io::Error| Error::Usage {
            message: format!("cannot write {}: {e}", path.display()),
            hint: "record into a folder you can write to: garuda-web browse record --dir DIR"
                .into(),
        };
        crate::fs::append_private(&path, text.as_bytes()).map_err(failed)
    }
}

/// `text` as an inline code span that no backtick in it can close early.
fn code_span(text: &str) -> String {
    let text = neutralize(&one_line(text)).replace('`', "'");
    format!("`{text}`")
}

/// Page text on one line, neutralized, with Markdown's special characters escaped.
fn markdown_text(text: &str) -> String {
    let mut out = String::new();
    for c in neutralize(&one_line(text)).chars() {
        if "\\`*_[]<>#|!~".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A URL for an autolink `<…>`: nothing in it can end the link or the line.
fn markdown_url(url: &str) -> String {
    one_line(url)
        .replace('<', "%3C")
        .replace('>', "%3E")
        .replace(' ', "%20")
}

/// `<base>/<stamp>`, or `<stamp>-2`, `-3`… when a recording of the same second exists.
fn fresh_folder(base: &Path, stamp: &str) -> Result<PathBuf, Error> {
    create_private_dir(base)?;
    let mut n = 1;
    loop {
        let name = if n == 1 {
            stamp.to_string()
        } else {
            format!("{stamp}-{n}")
        };
        let dir = base.join(name);
        if !dir.exists() {
            return Ok(dir);
        }
        n += 1;
    }
}

fn create_private_dir(dir: &Path) -> Result<(), Error> {
    crate::fs::create_private_dir(dir).map_err(|e| Error::Usage {
        message: format!("cannot create {}: {e}", dir.display()),
        hint: "record into a folder you can write to: garuda-web browse record --dir DIR".into(),
    })
}

/// `2026-12-01T12:05:03Z` of `t`.
fn rfc3339(t: SystemTime) -> String {
    humantime::format_rfc3339_seconds(t).to_string()
}

/// `yyyymmdd-hhmmss` (UTC).
fn stamp(t: SystemTime) -> String {
    let digits: String = rfc3339(t).chars().filter(char::is_ascii_digit).collect();
    let (date, time) = digits.split_at(8.min(digits.len()));
    format!("{date}-{time}")
}

/// `hh:mm:ss` (UTC).
fn clock(t: SystemTime) -> String {
    rfc3339(t).get(11..19).unwrap_or_default().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b15_names_and_escaping() {
        let t = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_796_126_703);
        assert_eq!(stamp(t).len(), 15);
        assert_eq!(clock(t).len(), 8);
        assert_eq!(
            markdown_text("a *b* [c](d)\n<x>"),
            r"a \*b\* \[c\](d) \<x\>"
        );
        assert_eq!(code_span("text=`x`"), "`text='x'`");
        assert_eq!(markdown_url("http://a/b c>"), "http://a/b%20c%3E");
    }

    #[test]
    fn b15_a_nonempty_dir_is_refused_and_a_fresh_one_made() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("x"), "").unwrap();
        let err = Recorder::start(tmp.path().to_str(), "/nonexistent", "s").unwrap_err();
        assert!(err.to_string().contains("is not empty"), "{err}");
        let base = tmp.path().join("walkthroughs");
        let r = Recorder::start(None, base.to_str().unwrap(), "s").unwrap();
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(r.dir()), 0o700);
        assert_eq!(mode(&r.dir().join(STEPS)), 0o600);
        let text = std::fs::read_to_string(r.dir().join(STEPS)).unwrap();
        assert!(text.starts_with("# Walkthrough "), "{text}");
        assert_eq!(r.summary().files.len(), 1);
    }
}
