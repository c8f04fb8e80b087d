//! The window of text one call prints (F-20): offsets count Unicode scalar values, and a window
//! never splits a character.

/// One window of a page's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Window<'a> {
    /// The text of the window.
    pub(crate) text: &'a str,
    /// Offset of its first character.
    pub(crate) start: usize,
    /// Offset just past its last character.
    pub(crate) end: usize,
    /// Characters in the whole text.
    pub(crate) total: usize,
}

impl Window<'_> {
    /// Where the next window starts, or `None` at the end.
    pub(crate) fn next_start(&self) -> Option<usize> {
        (self.end < self.total).then_some(self.end)
    }
}

/// `--start` is past the end of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StartPastEnd {
    /// The offset asked for.
    pub(crate) start: u64,
    /// Characters in the text.
    pub(crate) total: usize,
}

/// Cuts the window of at most `max_chars` characters starting at character `start`.
pub(crate) fn window(text: &str, start: u64, max_chars: usize) -> Result<Window<'_>, StartPastEnd> {
    let total = text.chars().count();
    if start > 0 && start >= total as u64 {
        return Err(StartPastEnd { start, total });
    }
    let start = start as usize;
    let byte_at = |chars: usize| {
        text.char_indices()
            .nth(chars)
            .map_or(text.len(), |(i, _)| i)
    };
    let from = byte_at(start);
    let end = (start + max_chars).min(total);
    let to = from
        + text[from..]
            .char_indices()
            .nth(end - start)
            .map_or(text.len() - from, |(i, _)| i);
    Ok(Window {
        text: &text[from..to],
        start,
        end,
        total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // F-20: windows concatenate to the whole text and never split a character.
    #[test]
    fn f20_windows_cover_multibyte_text_exactly() {
        let text: String = "aé日🦀".repeat(1000);
        let mut joined = String::new();
        let mut start = 0u64;
        loop {
            let w = window(&text, start, 1001).unwrap();
            assert!(w.end - w.start <= 1001);
            joined.push_str(w.text);
            match w.next_start() {
                Some(n) => start = n as u64,
                None => break,
            }
        }
        assert_eq!(joined, text);
    }

    #[test]
    fn f20_start_past_end_is_an_error() {
        assert_eq!(
            window("abc", 3, 10).unwrap_err(),
            StartPastEnd { start: 3, total: 3 }
        );
        let w = window("", 0, 10).unwrap();
        assert_eq!((w.start, w.end, w.total, w.next_start()), (0, 0, 0, None));
        let w = window("abc", 2, 10).unwrap();
        assert_eq!((w.text, w.end, w.next_start()), ("c", 3, None));
    }
}
