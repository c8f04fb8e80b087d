//! How much each block looks like prose (`--main`): its measured words ([`Text`]), link
//! density and kind, turned into a score that is positive for prose and negative for link
//! lists and boilerplate.

use super::super::record::{BlockKind, BlockRecord, NodeHint};
use super::words::Text;

/// The score of one block: positive for prose, negative for link lists and boilerplate.
pub(super) fn score(b: &BlockRecord, t: Text, hint: NodeHint) -> f64 {
    let text = b.text_bytes as f64;
    if b.text_bytes == 0 {
        return 0.0;
    }
    let density = b.link_bytes as f64 / text;
    // Boilerplate inside the main container is dropped anyway: it only pulls its
    // ancestors down a little, so that comments longer than the post do not sink the post.
    if matches!(
        hint,
        NodeHint::Boilerplate | NodeHint::Comments | NodeHint::Reviews
    ) {
        return -text * 0.1;
    }
    if density > 0.5 {
        return -text * density;
    }
    let own = text * (1.0 - density);
    match b.kind {
        BlockKind::Heading(_) => 0.0,
        BlockKind::Code | BlockKind::Table => own * 0.5,
        BlockKind::Rule => 0.0,
        _ => {
            let prose = t.sentences > 0 && t.words >= 8 || t.stop_words * 5 >= t.words.max(1);
            if prose && t.words >= 5 {
                own
            } else if t.words < 4 {
                -text * 0.2
            } else {
                own * 0.2
            }
        }
    }
}
