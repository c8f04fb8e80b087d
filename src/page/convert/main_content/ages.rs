//! A card's or a post's age (`--main`, F-06, Q-02): a line that only says how long ago
//! something was posted ("5 hours ago", "Updated 3 days ago", "2d ago · 4 min read",
//! "vor 3 Stunden", "il y a 2 jours", "hace 5 horas"), its reading time ("4 min read") or
//! its tally ("84 reactions", "1,693 views"). It is true only on the day the page was read,
//! and it is the listing's or the post's furniture, not its text: the card's title and
//! summary stay, and a dated line ("March 6, 2026") is not touched here. So does a Q&A
//! page's heading that only counts the answers under it ("11 Answers"): the answers stay.

use super::super::record::BlockRecord;
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::tuning::{AGE_LINE_MAX_BYTES, ANSWER_COUNT_MAX_BYTES};

/// Labels that may open an age ("Updated 3 days ago", "Posted 2 hours ago").
const AGE_LABELS: &[&str] = &[
    "updated",
    "posted",
    "published",
    "edited",
    "added",
    "new",
    // A Q&A site's question: "Asked 8 years, 2 months ago", "Modified 3 days ago".
    "asked",
    "answered",
    "modified",
    "active",
    "aktualisiert",
    "veröffentlicht",
    "publié",
    "actualizado",
    "publicado",
];

/// Units of time, each as a word or a short suffix of a figure ("5h", "2d", "3 hrs").
const AGE_UNITS: &[&str] = &[
    "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h", "hr",
    "hrs", "hour", "hours", "d", "day", "days", "w", "wk", "wks", "week", "weeks", "mo", "mos",
    "month", "months", "y", "yr", "yrs", "year", "years", // English
    "sekunde", "sekunden", "minute", "minuten", "stunde", "stunden", "tag", "tagen", "woche",
    "wochen", "monat", "monaten", "jahr", "jahren", // German, after "vor"
    "seconde", "secondes", "heure", "heures", "jour", "jours", "semaine", "semaines", "mois", "an",
    "ans", // French, after "il y a"
    "segundo", "segundos", "minuto", "minutos", "hora", "horas", "día", "días", "dia", "dias",
    "semana", "semanas", "mes", "meses", "año", "años", // Spanish, after "hace"
];

/// Drops the kept short paragraphs that are only an age ([`is_age_line`]), on any page: a
/// listing's cards and a news page's teasers carry one each, a thread's posts too.
pub(super) fn drop_age_lines(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let lines = (LineKinds::Paragraphs, AGE_LINE_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, is_age_line);
}

/// Drops the kept headings of at most [`ANSWER_COUNT_MAX_BYTES`] bytes of text that only
/// count the answers under them ([`is_answer_count`]: "11 Answers", "1 answer"), on any
/// page: a Q&A page's tally over its answers, not what they say.
pub(super) fn drop_answer_counts(blocks: &[BlockRecord], plain: &PlainTexts, keep: &mut [bool]) {
    let headings = (LineKinds::Headings, ANSWER_COUNT_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, headings, is_answer_count);
}

/// True when a heading's text (lowercase, [`PlainTexts`]) is a count of answers: a figure
/// ([`is_tally_figure`]) and "answer" or "answers", nothing else.
fn is_answer_count(text: &str) -> bool {
    let mut words = text.split_whitespace();
    matches!(
        (words.next(), words.next(), words.next()),
        (Some(n), Some("answer" | "answers"), None) if is_tally_figure(n)
    )
}

/// True when a line's text (lowercase, [`PlainTexts`]) is made only of ages and reading
/// times, split by `·`, `•` or `|`: each part an optional label ([`AGE_LABELS`]), then
/// "N unit ago", "vor N unit", "il y a N unit" or "hace N unit" ("a day ago", "5h ago" too);
/// "N min read" / "N min", or a tally ("84 reactions", [`TALLY_WORDS`]; or label first,
/// "Views 26.2k", [`LABELS_BEFORE_TALLIES`]). At least one part is
/// an age, a tally or a reading time ("4 min read",
/// a listing's card's reading time on a line of its own); "26 min" alone may be a recipe's
/// or a video's length, and stays.
pub(super) fn is_age_line(text: &str) -> bool {
    let mut ages = 0;
    for part in text.split(['·', '•', '|']) {
        let words: Vec<&str> = part
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|w| !w.is_empty())
            .collect();
        if words.is_empty() {
            continue;
        }
        match part_kind(&words) {
            Part::Age | Part::ReadingTime | Part::Tally => ages += 1,
            Part::Length => {}
            Part::Other => return false,
        }
    }
    ages > 0
}

/// What one part of a line between separators is.
enum Part {
    /// "5 hours ago", "vor 3 Stunden".
    Age,
    /// "4 min read".
    ReadingTime,
    /// "26 min": a reading time beside an age, or a recipe's or a video's length.
    Length,
    /// "84 reactions", "1,693 views", "1 Like": how many readers liked, viewed or shared it.
    Tally,
    /// Anything else.
    Other,
}

/// Reads one part's words ([`is_age_line`]).
fn part_kind(words: &[&str]) -> Part {
    let mut w = words;
    while let Some((first, rest)) = w.split_first() {
        if AGE_LABELS.contains(first) && !rest.is_empty() {
            w = rest;
        } else {
            break;
        }
    }
    // "N unit ago", "5h ago", "a day ago".
    if let [amount @ .., "ago"] = w
        && is_amount(amount)
    {
        return Part::Age;
    }
    // "vor N unit", "hace N unit", "il y a N unit".
    let after = match w {
        ["vor" | "hace", rest @ ..] => Some(rest),
        ["il", "y", "a", rest @ ..] => Some(rest),
        _ => None,
    };
    if let Some(amount) = after
        && is_amount(amount)
    {
        return Part::Age;
    }
    // "4 min read", "26 min".
    match w {
        [n, "min" | "mins" | "minute" | "minutes", "read"]
            if n.bytes().all(|c| c.is_ascii_digit()) =>
        {
            Part::ReadingTime
        }
        [n, "min"] if n.bytes().all(|c| c.is_ascii_digit()) => Part::Length,
        [n, tally] if TALLY_WORDS.contains(tally) && is_tally_figure(n) => Part::Tally,
        // A topic's figures written label first ("Views 26.2k", "Replies: 154").
        [label, n] if LABELS_BEFORE_TALLIES.contains(label) && is_tally_figure(n) => Part::Tally,
        _ => Part::Other,
    }
}

/// What a card's or a post's tally counts ("84 reactions", "1,693 views"); not its comments,
/// replies or answers (a Q&A page's "14 Answers" heads its answers).
const TALLY_WORDS: &[&str] = &[
    "like",
    "likes",
    "reaction",
    "reactions",
    "views",
    "shares",
    "claps",
];

/// Labels written before a topic's tally on a forum's list of its figures ("Views 26.2k",
/// "Replies 154"): there the count of replies is a figure, not a heading over them.
const LABELS_BEFORE_TALLIES: &[&str] = &["views", "replies", "likes", "reactions"];

/// True when a word is a tally's figure: digits with `,` ("1,693"), or with a `.` before a
/// closing `k` ("1.2k"); not a section's number ("3.2 Like").
fn is_tally_figure(w: &str) -> bool {
    let (figure, point) = match w.strip_suffix('k') {
        Some(figure) => (figure, b'.'),
        None => (w, b','),
    };
    figure.bytes().next().is_some_and(|c| c.is_ascii_digit())
        && figure
            .bytes()
            .all(|c| c.is_ascii_digit() || c == b',' || c == point)
}

/// True when `words` are an amount of time: a figure (or "a", "an", "one", "un", "une",
/// "einem", "einer") and a unit ([`AGE_UNITS`]), or a figure with the unit as its suffix
/// ("5h", "2d", "14hrs"); or two figures with their units ("8 years, 2 months").
fn is_amount(words: &[&str]) -> bool {
    let counts = |w: &str| {
        w.bytes().all(|c| c.is_ascii_digit())
            || matches!(
                w,
                "a" | "an" | "one" | "un" | "une" | "einem" | "einer" | "einen"
            )
    };
    let joined = |w: &str| {
        let digits = w.bytes().take_while(u8::is_ascii_digit).count();
        digits > 0 && AGE_UNITS.contains(&&w[digits..])
    };
    match words {
        [n, unit] => counts(n) && AGE_UNITS.contains(unit),
        [w] => joined(w),
        // Two figures with their units ("8 years, 2 months ago").
        [n, unit, m, unit2] => {
            counts(n) && AGE_UNITS.contains(unit) && counts(m) && AGE_UNITS.contains(unit2)
        }
        _ => false,
    }
}
