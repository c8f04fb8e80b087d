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
///
/// A window that does not reach the end of the text ends at a paragraph break, else a line
/// break, found in its last tenth; else after the last whitespace in it (never inside a word,
/// unless one word fills the whole window). Its `end` is where it really ends, and the next
/// window starts there.
pub(crate) fn window(text: &str, start: u64, max_chars: usize) -> Result<Window<'_>, StartPastEnd> {
    let total = text.chars().count();
    if start > 0 && start >= total as u64 {
        return Err(StartPastEnd { start, total });
    }
    let start = start as usize;
    let byte_at = |from: usize, chars: usize| {
        text[from..]
            .char_indices()
            .nth(chars)
            .map_or(text.len(), |(i, _)| from + i)
    };
    let from = byte_at(0, start);
    let hard_end = (start + max_chars).min(total);
    let to = byte_at(from, hard_end - start);
    if hard_end == total {
        return Ok(Window {
            text: &text[from..to],
            start,
            end: total,
            total,
        });
    }
    let tenth = byte_at(from, (hard_end - start) - (hard_end - start) / 10);
    let tail = &text[tenth..to];
    let cut = tail
        .rfind("\n\n")
        .map(|i| tenth + i + 2)
        .or_else(|| tail.rfind('\n').map(|i| tenth + i + 1))
        .or_else(|| {
            text[from..to]
                .rfind(char::is_whitespace)
                .filter(|&i| i > 0)
                .map(|i| from + i + text[from + i..].chars().next().map_or(1, char::len_utf8))
        })
        .unwrap_or(to);
    let end = if cut == to {
        hard_end
    } else {
        start + text[from..cut].chars().count()
    };
    Ok(Window {
        text: &text[from..cut],
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

    // F-20: a window ends at a paragraph break, else a line break, in its last tenth; else
    // after a word; the next one starts where it really ended.
    #[test]
    fn f20_windows_end_at_boundaries() {
        let para = format!("{}\n\n{}", "a".repeat(95), "b".repeat(50));
        let w = window(&para, 0, 100).unwrap();
        assert_eq!((w.end, w.text.len()), (97, 97));
        assert!(w.text.ends_with("\n\n"));
        let lines = format!("{}\n{}\n{}", "a".repeat(80), "b".repeat(12), "c".repeat(50));
        let w = window(&lines, 0, 100).unwrap();
        assert_eq!(w.end, 94, "the line break at 93 is in the last tenth");
        let words = "word ".repeat(40);
        let w = window(&words, 0, 103).unwrap();
        assert_eq!(w.end, 100);
        assert!(w.text.ends_with("word "));
        assert_eq!(window(&words, w.end as u64, 103).unwrap().start, 100);
        let blob = "x".repeat(300);
        assert_eq!(window(&blob, 0, 100).unwrap().end, 100);
        // Multibyte text: offsets count characters.
        let multi = format!("{}\n\n{}", "é".repeat(95), "日".repeat(50));
        let w = window(&multi, 0, 100).unwrap();
        assert_eq!(w.end, 97);
        assert_eq!(w.text.chars().count(), 97);
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
