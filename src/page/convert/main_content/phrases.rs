//! How the rules of `--main` find their lists of words and phrases in a block's text: each
//! list is one Aho-Corasick automaton, built the first time a rule reads a block (E-05).
//!
//! A `fetch --main` call converts one page, so it builds every list it reads once, and a DFA
//! (what `AhoCorasick::new` picks for lists this small) costs far more to build than to
//! search: built as DFAs, this directory's lists took 16 M instructions, where converting a
//! page of the WCXB set took 26 M once they were built (E-02). So every list is a contiguous
//! NFA, built in a fraction of that and searched a little slower. A rule that reads short
//! blocks of every page asks first whether a block holds any of its words at all ([`gate`]:
//! leftmost-first, so that a SIMD prefilter skips most of the text), and reads every match
//! ([`finder`]: overlapping ones too) only in the few blocks that do.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, MatchKind};

/// A builder of contiguous NFAs (see the module's header), with the builder's other defaults.
pub(super) fn builder() -> AhoCorasickBuilder {
    let mut builder = AhoCorasick::builder();
    builder.kind(Some(AhoCorasickKind::ContiguousNFA));
    builder
}

/// The automaton of `phrases` (lowercase words or phrases), found anywhere in a text,
/// overlapping ones too: a contiguous NFA, for a list read on some blocks.
pub(super) fn finder<P: AsRef<[u8]>>(phrases: impl IntoIterator<Item = P>) -> AhoCorasick {
    builder()
        .build(phrases)
        .expect("a few hundred short phrases make an automaton")
}

/// The automaton of `phrases` for asking only whether a text holds any of them
/// ([`AhoCorasick::is_match`]), before a rule reads every match: leftmost-first, the one kind
/// whose search may skip ahead with a SIMD prefilter (Teddy), where an overlapping search
/// reads every byte through the automaton (E-02). A contiguous NFA too (see the module's
/// header): the prefilter does most of the search.
pub(super) fn gate<P: AsRef<[u8]>>(phrases: impl IntoIterator<Item = P>) -> AhoCorasick {
    builder()
        .match_kind(MatchKind::LeftmostFirst)
        .build(phrases)
        .expect("a few hundred short phrases make an automaton")
}
