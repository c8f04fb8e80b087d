//! Quotes of earlier posts (`--main`): a reply on a forum thread often quotes the post it
//! answers; the quoted text is already on the page, so a quote whose lines mostly repeat
//! lines written before it is dropped (the reply's own text stays). So is a code block that
//! writes out again the article above it (a "copy as Markdown" box holding the post's source).

use std::hash::{DefaultHasher, Hash, Hasher};

use foldhash::{HashSet, HashSetExt};

use super::super::record::{BlockKind, BlockRecord};
use super::tuning::{CODE_COPY_MIN_BYTES, QUOTE_MIN_LINE};
use super::words::text_key;

/// Drops kept quote blocks (Markdown `> `) at least half of whose compared text repeats lines
/// of earlier blocks that are not quotes.
pub(super) fn drop_repeated_quotes(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let is_quote = |b: &BlockRecord| out[b.start..b.end].starts_with('>');
    // Lines after the last kept quote repeat nothing it could quote: they are not read.
    let Some(last) = (0..blocks.len()).rfind(|&i| keep[i] && is_quote(&blocks[i])) else {
        return;
    };
    let mut seen: HashSet<u64> = HashSet::new();
    for (i, b) in blocks[..=last].iter().enumerate() {
        let md = &out[b.start..b.end];
        if !md.starts_with('>') {
            for line in md.lines() {
                let line = line.trim();
                if line.len() >= QUOTE_MIN_LINE {
                    seen.insert(line_hash(line));
                }
            }
            continue;
        }
        if !keep[i] || seen.is_empty() {
            continue;
        }
        let (mut compared, mut repeated) = (0usize, 0usize);
        for line in md.lines() {
            let line = line.trim_start_matches(['>', ' ']).trim();
            if line.len() < QUOTE_MIN_LINE {
                continue;
            }
            compared += line.len();
            if seen.contains(&line_hash(line)) {
                repeated += line.len();
            }
        }
        if compared > 0 && repeated * 2 >= compared {
            keep[i] = false;
        }
    }
}

/// The hash of one trimmed line.
fn line_hash(line: &str) -> u64 {
    let mut h = DefaultHasher::new();
    line.hash(&mut h);
    h.finish()
}

/// Drops kept code blocks of [`CODE_COPY_MIN_BYTES`] bytes or more at least half of whose compared lines ([`QUOTE_MIN_LINE`] bytes or more)
/// repeat, letters and digits alike ([`text_key`]), lines of earlier kept blocks that are not
/// code: the article's text written out again as source, not a program.
pub(super) fn drop_code_copies(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    // Lines after the last kept code block are not compared with any: they are not read.
    let Some(last) = (0..blocks.len()).rfind(|&i| keep[i] && blocks[i].kind == BlockKind::Code)
    else {
        return;
    };
    let mut seen: HashSet<u64> = HashSet::new();
    for (i, b) in blocks[..=last].iter().enumerate() {
        if !keep[i] {
            continue;
        }
        let md = &out[b.start..b.end];
        if b.kind != BlockKind::Code {
            seen.extend(long_lines(md).map(text_key));
            continue;
        }
        let (mut compared, mut repeated) = (0usize, 0usize);
        for line in long_lines(md) {
            compared += line.len();
            if seen.contains(&text_key(line)) {
                repeated += line.len();
            }
        }
        if compared >= CODE_COPY_MIN_BYTES && repeated * 2 >= compared {
            keep[i] = false;
        }
    }
}

/// The lines of a block's Markdown of [`QUOTE_MIN_LINE`] bytes or more, trimmed.
fn long_lines(md: &str) -> impl Iterator<Item = &str> {
    md.lines()
        .map(str::trim)
        .filter(|l| l.len() >= QUOTE_MIN_LINE)
}
