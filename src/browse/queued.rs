//! What an input's default action may have queued (B-07): the answer decides whether the flush
//! after the input takes a turn of the page's task queue ([`crate::browse::waiting`]).

/// Whether an input's default action may have queued a navigation or a download for a task of
/// its own, which a plain round trip to the page would answer before (B-07): a link's
/// navigation or download, a form's submission. The flush after input then takes a turn of the
/// page's task queue, which after input waits for the renderer's next frame (about 15 ms);
/// otherwise it is one round trip. What the input's handlers do at once (requests, console
/// lines, a navigation they request) is reported either way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Queued {
    /// Unknown (a script, a drag, a check box): the turn is taken.
    #[default]
    Maybe,
    /// Nothing: the input reached no link and no form's submission.
    Nothing,
    /// A link that downloads (its `download` attribute) was followed: the turn is taken, and
    /// its download is waited for even before the browser reports its request (B-20).
    Download,
    /// A key was pressed: the page's focused element tells, in the flush itself
    /// ([`crate::browse::targets::ACTS_JS`] with the key).
    IfFocusActs(QueuedKey),
}

impl Queued {
    /// What [`crate::browse::targets::ACTS_JS`] answered for the input: `'download'`, `'follows'` or `''`.
    pub(crate) fn from_acts(acts: &str) -> Queued {
        match acts {
            "" => Queued::Nothing,
            "download" => Queued::Download,
            _ => Queued::Maybe,
        }
    }
}

/// The keys whose default action may follow a link or submit a form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum QueuedKey {
    /// Enter: follows a focused link, presses a focused button, submits a form implicitly.
    Enter,
    /// Space: presses a focused button.
    Space,
}

impl QueuedKey {
    /// The key as a `KeyboardEvent.key` spells it, for [`crate::browse::targets::ACTS_JS`].
    pub(crate) fn js(self) -> &'static str {
        match self {
            QueuedKey::Enter => "Enter",
            QueuedKey::Space => " ",
        }
    }
}
