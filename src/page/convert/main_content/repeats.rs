//! Repeated blocks on a listing (`--main`, F-06, Q-02): many listings write each card twice
//! (a desktop and a mobile variant, a title over the image and again under it) or repeat a
//! label on every card ("Quick view", "Add to cart", a byline). Once is enough for a reader:
//! a kept block whose words repeat those of one of the few kept blocks before it is dropped.
//! An item listed again further down (under another heading) stays, and code and tables are
//! never compared (a listing of snippets may repeat a line on purpose).

use foldhash::{HashMap, HashMapExt};

use super::super::record::{BlockKind, BlockRecord};
use super::tuning::{
    CARD_LABEL_MAX_BYTES, CARD_LABEL_MIN_REPEATS, REPEAT_MIN_BYTES, REPEAT_MIN_LETTERS,
    REPEAT_WINDOW,
};
use super::words::{FNV_OFFSET, fnv, fnv_lowercase, is_alphanumeric};

/// Drops kept blocks whose words ([`words_hash`]) repeat those of a kept block at most
/// [`REPEAT_WINDOW`] kept blocks before, and the shop's labels repeated on the cards
/// ([`drop_card_labels`]).
pub(super) fn drop_repeated_blocks(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    drop_card_labels(out, blocks, keep);
    // Words hash -> the number of kept blocks before its last occurrence.
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let mut kept = 0usize;
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k || matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw) {
            continue;
        }
        kept += 1;
        let Some(hash) = words_hash(&out[b.start..b.end]) else {
            continue;
        };
        if let Some(last) = seen.insert(hash, kept)
            && kept - last <= REPEAT_WINDOW
        {
            *k = false;
        }
    }
}

/// What a shop writes on each card of a listing beside the product's own title and price: its
/// buttons ("Quick view", "Add to cart", "Compare", "Read more"), badges ("Sale", "Best
/// seller", "Sponsored", "Free shipping") and labels ("Price", "Unit price / per"), lower
/// case, one space between words; not an item's own state ("Sold out", "In stock"), which
/// shoppers read. Too short for [`words_hash`] and too far apart for [`REPEAT_WINDOW`], they are
/// matched whole instead.
const CARD_LABELS: [&str; 38] = [
    "quick view",
    "quickview",
    "quick shop",
    "quick add",
    "add to cart",
    "add to bag",
    "add to basket",
    "add to wishlist",
    "add to wish list",
    "add to compare",
    "compare",
    "sale",
    "on sale",
    "new",
    "new arrival",
    "best seller",
    "bestseller",
    "best selling",
    "1 best seller",
    "top rated",
    "sponsored",
    "promoted",
    "coming soon",
    "free shipping",
    "free delivery",
    "more options",
    "view details",
    "shop now",
    "choose options",
    "select options",
    "limited edition",
    "online only",
    "clearance",
    "exclusive",
    "price",
    "unit price per",
    "read more",
    "see more",
];

/// Drops the kept blocks that say only one of [`CARD_LABELS`] (their words compared as
/// [`words_digest`] reads them), when the same label is kept [`CARD_LABEL_MIN_REPEATS`] times or
/// more.
fn drop_card_labels(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    let wanted: Vec<u64> = CARD_LABELS.iter().map(|l| words_digest(l).hash).collect();
    let labels: Vec<Option<usize>> = blocks
        .iter()
        .zip(keep.iter())
        .map(|(b, k)| {
            if !*k || b.kind == BlockKind::Heading(1) || b.text_bytes > CARD_LABEL_MAX_BYTES {
                return None;
            }
            let hash = words_digest(&out[b.start..b.end]).hash;
            wanted.iter().position(|w| *w == hash)
        })
        .collect();
    let mut counts = [0usize; CARD_LABELS.len()];
    for label in labels.iter().flatten() {
        counts[*label] += 1;
    }
    for (label, k) in labels.iter().zip(keep.iter_mut()) {
        if label.is_some_and(|l| counts[l] >= CARD_LABEL_MIN_REPEATS) {
            *k = false;
        }
    }
}

/// The hash of a block's words ([`words_digest`]); `None` when they are shorter than
/// [`REPEAT_MIN_BYTES`] or hold fewer than [`REPEAT_MIN_LETTERS`] letters.
pub(super) fn words_hash(md: &str) -> Option<u64> {
    let d = words_digest(md);
    (d.len >= REPEAT_MIN_BYTES && d.letters >= REPEAT_MIN_LETTERS).then_some(d.hash)
}

/// A block's words as [`words_digest`] reads them: their hash, their length in bytes (one
/// space between words) and how many letters they hold.
struct Digest {
    hash: u64,
    len: usize,
    letters: usize,
}

/// The [`Digest`] of a block's words: its letters and digits, lowercased, one space between
/// words, without link targets and image sources (`](…)`) or Markdown syntax.
fn words_digest(md: &str) -> Digest {
    let mut h = FNV_OFFSET;
    let mut len = 0usize;
    let mut letters = 0usize;
    let mut in_word = false;
    let mut chars = md.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ']' && chars.peek() == Some(&'(') {
            skip_link_target(&mut chars);
            in_word = false;
            continue;
        }
        if is_alphanumeric(c) {
            if !in_word && len > 0 {
                h = fnv(h, u64::from(b' '));
                len += 1;
            }
            h = fnv_lowercase(h, c);
            letters += usize::from(if c.is_ascii() {
                c.is_ascii_alphabetic()
            } else {
                c.is_alphabetic()
            });
            len += c.len_utf8();
            in_word = true;
        } else {
            in_word = false;
        }
    }
    Digest {
        hash: h,
        len,
        letters,
    }
}

/// Skips a link target `(…)` (balanced parentheses), the `(` being next.
pub(super) fn skip_link_target(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    let mut depth = 0usize;
    for c in chars.by_ref() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return;
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_title_linking_elsewhere_has_the_same_words() {
        assert_eq!(
            words_hash("### [Blue Ceramic Vase](https://a.example/1)"),
            words_hash("[Blue ceramic vase](https://a.example/2?x=(1))")
        );
        assert_ne!(
            words_hash("[Blue Ceramic Vase](u)"),
            words_hash("[Red Ceramic Vase](u)")
        );
    }

    #[test]
    fn a_label_reads_as_its_words() {
        let label = |l: &str| words_digest(l).hash;
        assert_eq!(
            label("- [**Quick View**](https://a.example/p?id=(1))"),
            label("quick view")
        );
        assert_eq!(label("#1 Best Seller"), label("1 best seller"));
        assert_ne!(label("Quick View"), label("quickview"));
    }

    #[test]
    fn short_blocks_are_not_compared() {
        assert_eq!(words_hash("[$19.99](https://a.example/1)"), None);
        assert!(words_hash("Quick view Add to cart").is_some());
    }
}
