//! How much each block looks like prose (`--main`): its measured words ([`Text`]), link
//! density and kind, turned into a score that is positive for prose and negative for link
//! lists and boilerplate. The weights are in `tuning.rs`.

use super::super::record::{BlockKind, BlockRecord, NodeHint};
use super::blocks::mostly_links;
use super::tuning::{
    BOILERPLATE_WEIGHT, CODE_TABLE_WEIGHT, FRAGMENT_MAX_WORDS, FRAGMENT_PENALTY, PROSE_MIN_WORDS,
    PROSE_SENTENCE_WORDS, PROSE_STOP_WORD_RATIO, WEAK_PROSE_WEIGHT,
};
use super::words::Text;

/// The score of one block: positive for prose, negative for link lists and boilerplate.
pub(super) fn score(b: &BlockRecord, t: Text, hint: NodeHint) -> f64 {
    let text = b.text_bytes as f64;
    if b.text_bytes == 0 {
        return 0.0;
    }
    // Boilerplate inside the main container is dropped anyway: it only pulls its
    // ancestors down a little, so that comments longer than the post do not sink the post.
    if matches!(
        hint,
        NodeHint::Boilerplate | NodeHint::Comments | NodeHint::Reviews
    ) {
        return -text * BOILERPLATE_WEIGHT;
    }
    let density = b.link_bytes as f64 / text;
    if mostly_links(b) {
        return -text * density;
    }
    let own = text * (1.0 - density);
    match b.kind {
        BlockKind::Heading(_) => 0.0,
        BlockKind::Code | BlockKind::Table => own * CODE_TABLE_WEIGHT,
        BlockKind::Rule => 0.0,
        _ => {
            // A Chinese or Japanese text's characters stand for its words.
            let words = t.prose_words();
            let prose = t.prose_sentences() > 0 && words >= PROSE_SENTENCE_WORDS
                || t.stop_words * PROSE_STOP_WORD_RATIO >= words.max(1);
            if prose && words >= PROSE_MIN_WORDS {
                own
            } else if words < FRAGMENT_MAX_WORDS {
                -text * FRAGMENT_PENALTY
            } else {
                own * WEAK_PROSE_WEIGHT
            }
        }
    }
}
