//! The status lines of slow work on a terminal (G-01: progress goes to stderr): one line on stderr per request
//! still running after [`DELAY`] — "docs.rs: waiting for the server" — that updates in place and
//! is erased when the request ends. Drawn with indicatif (one `MultiProgress` for the process,
//! so the pages of `fetch URL URL…` get one line each).
//!
//! Everything that draws goes through one lock here: the lines' updates (from the request
//! threads), the once-a-tick redraw (from one ticker thread), and the writes of others to the
//! same screen — [`around`] erases the lines for a moment (the printer's stdout and stderr
//! writes), [`pause`] hides them for as long as a prompt is open, [`close`] erases them for good
//! (the call is ending, perhaps interrupted). So a line is never drawn into a prompt or in the
//! middle of another message.
//!
//! Whether to show lines at all (a terminal, no `--json`, `-q` or `-v`) is the caller's
//! decision: [`StatusLine::open`] is only called when they are wanted. Until a line was opened
//! no thread runs and the printer's writes take no lock; only a prompt takes it, once.

use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a request runs before its line appears: quick calls never flash one.
pub(crate) const DELAY: Duration = Duration::from_secs(1);

/// How often the shown lines are redrawn (the spinner and the elapsed time).
const TICK: Duration = Duration::from_millis(120);

/// The screen's state, behind [`screen`]'s lock.
struct Screen {
    multi: MultiProgress,
    lines: Vec<Arc<Line>>,
    /// Open prompts ([`pause`]): while above zero nothing is drawn.
    paused: usize,
    /// The call is ending: nothing is drawn any more.
    closed: bool,
    ticker: bool,
}

/// One line: its bar (drawn once shown), when it was opened, and its latest text.
struct Line {
    bar: ProgressBar,
    opened: Instant,
    state: Mutex<LineState>,
}

#[derive(Default)]
struct LineState {
    text: String,
    shown: bool,
    /// The text changed while nothing could be drawn (a prompt was open).
    stale: bool,
}

fn screen() -> MutexGuard<'static, Screen> {
    static SCREEN: OnceLock<Mutex<Screen>> = OnceLock::new();
    SCREEN
        .get_or_init(|| {
            Mutex::new(Screen {
                multi: MultiProgress::with_draw_target(ProgressDrawTarget::stderr()),
                lines: Vec::new(),
                paused: 0,
                closed: false,
                ticker: false,
            })
        })
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn lock(line: &Line) -> MutexGuard<'_, LineState> {
    line.state
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Screen {
    fn any_shown(&self) -> bool {
        self.lines.iter().any(|l| lock(l).shown)
    }

    fn drawing(&self) -> bool {
        self.paused == 0 && !self.closed
    }

    /// Shows the lines that are due and redraws the shown ones.
    fn tick(&self) {
        if !self.drawing() {
            return;
        }
        for line in &self.lines {
            let mut state = lock(line);
            if !state.shown && line.opened.elapsed() >= DELAY {
                state.shown = true;
                self.multi.add(line.bar.clone());
                line.bar.set_message(state.text.clone());
            }
            if state.shown && state.stale {
                state.stale = false;
                line.bar.set_message(state.text.clone());
            }
            if state.shown {
                line.bar.tick();
            }
        }
    }

    /// Erases every line from the terminal and stops drawing them (until [`Screen::resume`]).
    fn hide(&self) {
        if self.any_shown() {
            let _ = self.multi.clear();
        }
        self.multi.set_draw_target(ProgressDrawTarget::hidden());
    }

    /// Draws the lines again after [`Screen::hide`].
    fn resume(&self) {
        self.multi.set_draw_target(ProgressDrawTarget::stderr());
        self.tick();
    }
}

/// One request's line. Not drawn before [`DELAY`]; erased when dropped.
pub(crate) struct StatusLine {
    line: Arc<Line>,
}

impl std::fmt::Debug for StatusLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StatusLine")
            .field("text", &lock(&self.line).text)
            .finish()
    }
}

impl StatusLine {
    /// A new line saying `text`, drawn under the others once it has been open for [`DELAY`].
    pub(crate) fn open(text: String) -> StatusLine {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        if let Ok(style) = ProgressStyle::with_template("{spinner} {wide_msg} {elapsed:>4}") {
            bar.set_style(style.tick_chars("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏ "));
        }
        let line = Arc::new(Line {
            bar,
            opened: Instant::now(),
            state: Mutex::new(LineState {
                text,
                ..LineState::default()
            }),
        });
        let _ = SCREEN_USED.set(());
        let mut screen = screen();
        screen.lines.push(Arc::clone(&line));
        if !screen.ticker {
            screen.ticker = true;
            // Without the ticker the lines would only appear with the next update; a request
            // waiting for a silent server has none.
            let _ = std::thread::Builder::new()
                .name("status-line".into())
                .spawn(ticker);
        }
        StatusLine { line }
    }

    /// Says `text` from now on.
    pub(crate) fn set(&self, text: String) {
        let screen = screen();
        let mut state = lock(&self.line);
        if state.text == text {
            return;
        }
        if state.shown && screen.drawing() {
            self.line.bar.set_message(text.clone());
        } else if state.shown {
            state.stale = true;
        }
        state.text = text;
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        let mut screen = screen();
        screen.lines.retain(|l| !Arc::ptr_eq(l, &self.line));
        if lock(&self.line).shown {
            if screen.drawing() {
                self.line.bar.finish_and_clear();
            }
            screen.multi.remove(&self.line.bar);
        }
    }
}

/// Redraws the shown lines every [`TICK`] and shows the ones that are due, for the rest of the
/// process (the call ends with it).
fn ticker() {
    loop {
        std::thread::sleep(TICK);
        let screen = screen();
        if screen.closed {
            return;
        }
        screen.tick();
    }
}

/// Runs `write` with the lines erased, then draws them again: for a message or a result
/// written to the same terminal.
pub(crate) fn around<R>(write: impl FnOnce() -> R) -> R {
    if SCREEN_USED.get().is_none() {
        return write();
    }
    let screen = screen();
    if screen.drawing() && screen.any_shown() {
        screen.multi.suspend(write)
    } else {
        write()
    }
}

/// Set once a line was opened: before that, [`around`] and [`close`] need no lock.
static SCREEN_USED: OnceLock<()> = OnceLock::new();

/// Hides the lines while the returned guard lives: for a prompt, which must start on a clean
/// line and must not be drawn over.
pub(crate) fn pause() -> Paused {
    let mut screen = screen();
    if screen.paused == 0 && !screen.closed {
        screen.hide();
    }
    screen.paused += 1;
    Paused(())
}

/// The lines stay hidden while this lives ([`pause`]).
#[derive(Debug)]
pub(crate) struct Paused(());

impl Drop for Paused {
    fn drop(&mut self) {
        let mut screen = screen();
        screen.paused = screen.paused.saturating_sub(1);
        if screen.paused == 0 && !screen.closed {
            screen.resume();
        }
    }
}

/// Erases the lines for good: the call is ending (and may print its error next).
pub(crate) fn close() {
    if SCREEN_USED.get().is_none() {
        return;
    }
    let mut screen = screen();
    if !screen.closed {
        if screen.drawing() {
            screen.hide();
        }
        screen.closed = true;
    }
}
