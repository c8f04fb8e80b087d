//! A news site's calls to action around an article (`--main`, F-06, Q-02), known by what
//! they ask rather than by how their element is named: "Follow us on Facebook, Twitter and
//! Instagram", "Never miss the latest news by signing up to our newsletter". Only the
//! paragraph itself goes.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::super::record::{BlockKind, BlockRecord};
use super::plain_texts::PlainTexts;
use super::tuning::{CALL_MAX_BYTES, CALL_MIN_NETWORKS};

/// Social networks and messengers a site asks its readers to follow it on.
const NETWORKS: &[&str] = &[
    "facebook",
    "twitter",
    "instagram",
    "telegram",
    "whatsapp",
    "youtube",
    "tiktok",
    "linkedin",
    "pinterest",
];

/// Words that ask a reader to follow the site, in the languages news sites are most often
/// written in.
const FOLLOW_WORDS: &[&str] = &[
    "follow us",
    "follow me",
    "follow the ",
    "follow our ",
    "find us on",
    "like us on",
    "join us on",
    "connect with us",
    "folgen sie uns",
    "folge uns",
    "folgt uns",
    "síguenos",
    "siguenos",
    "seguir a ",
    "suivez-nous",
    "suivez nous",
    "seguici",
    "siga-nos",
    "obserwuj nas",
];

/// Words that ask a reader to sign up for a newsletter, or that name the site's own (with
/// "newsletter" in the same paragraph: "Sign up for our newsletter", "Melde dich für
/// unseren Newsletter an"); an article's "signing up for a newsletter" asks nothing.
const SIGN_UP_WORDS: &[&str] = &[
    " our newsletter",
    "unseren newsletter",
    "unserem newsletter",
    "unser newsletter",
    "notre newsletter",
    "nuestro newsletter",
    "nuestra newsletter",
    "nostra newsletter",
    "sign up for",
    "sign up to",
    "subscribe to our",
    "subscribe now",
    "abonnieren sie",
    "abonniere ",
    "melde dich",
    "melden sie sich",
    "inscrivez-vous",
    "abonnez-vous",
    "suscríbete",
    "suscribete",
    "iscriviti",
    "zapisz się",
];

/// Words of a paywall's notice over the rest of the story (with a word of subscribing,
/// [`SUBSCRIBER_WORDS`], in the same paragraph): "To view the full story, please subscribe",
/// "Already a subscriber? Log in for access to this story".
const PAYWALL_WORDS: &[&str] = &[
    "full story",
    "this story",
    "full article",
    "this article",
    "weiterlesen",
    "lesen sie weiter",
    "artikel weiter",
    "seguir leyendo",
    "lire la suite",
];

/// Words of subscribing to a paid edition.
const SUBSCRIBER_WORDS: &[&str] = &["subscrib", "abonnent", "abonnier", "suscrip", "abonné"];

/// Drops the kept paragraphs and headings of at most [`CALL_MAX_BYTES`] of text that ask
/// the reader to follow the site, to sign up for its newsletter or to subscribe to read on
/// ([`is_call_to_action`]). Their texts come from `plain`.
pub(super) fn drop_calls_to_action(
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    for (i, (b, k)) in blocks.iter().zip(keep.iter_mut()).enumerate() {
        if *k
            && matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            && b.text_bytes > 0
            && b.text_bytes <= CALL_MAX_BYTES
            && is_call_to_action(plain.get(i))
        {
            *k = false;
        }
    }
}

/// What finding one of the words of [`is_call_to_action`]'s lists tells, as a bit: one per
/// network of [`NETWORKS`] (the first nine bits, so that they can be counted), one per list.
const FOLLOW: u16 = 1 << 9;
/// A word of [`SIGN_UP_WORDS`] was found.
const SIGN_UP: u16 = 1 << 10;
/// "newsletter" was found.
const NEWSLETTER: u16 = 1 << 11;
/// A word of [`PAYWALL_WORDS`] was found.
const PAYWALL: u16 = 1 << 12;
/// A word of [`SUBSCRIBER_WORDS`] was found.
const SUBSCRIBER: u16 = 1 << 13;
/// The bits of [`NETWORKS`].
const NETWORK_BITS: u16 = FOLLOW - 1;
const _: () = assert!(NETWORKS.len() <= FOLLOW.trailing_zeros() as usize);

/// Every word of [`is_call_to_action`]'s lists in one automaton, so that a block's text is
/// read once, not once per word.
struct Words {
    /// Finds them all, overlapping ones too.
    finder: AhoCorasick,
    /// For each of them (by pattern number): its bit, and whether it counts only at the
    /// start of the text or after a space (a word written with a leading space, " our
    /// newsletter": not in "your newsletter").
    marks: Vec<(u16, bool)>,
}

/// The words, put together the first time a block is read (E-05: no work a command does not
/// need).
static WORDS: LazyLock<Words> = LazyLock::new(|| {
    let lists: [(&[&str], Option<u16>); 6] = [
        (NETWORKS, None),
        (FOLLOW_WORDS, Some(FOLLOW)),
        (SIGN_UP_WORDS, Some(SIGN_UP)),
        (&["newsletter"], Some(NEWSLETTER)),
        (PAYWALL_WORDS, Some(PAYWALL)),
        (SUBSCRIBER_WORDS, Some(SUBSCRIBER)),
    ];
    let mut patterns = Vec::new();
    let mut marks = Vec::new();
    for (words, bit) in lists {
        for (n, word) in words.iter().enumerate() {
            let spaced = word.strip_prefix(' ');
            patterns.push(spaced.unwrap_or(word));
            marks.push((bit.unwrap_or_else(|| 1 << n), spaced.is_some()));
        }
    }
    Words {
        finder: AhoCorasick::new(patterns).expect("a few dozen short words make an automaton"),
        marks,
    }
});

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase))
/// asks to follow the site on at least [`CALL_MIN_NETWORKS`] of [`NETWORKS`]
/// ([`FOLLOW_WORDS`]) or to sign up for its newsletter ([`SIGN_UP_WORDS`]), or is a
/// paywall's notice ([`PAYWALL_WORDS`] with [`SUBSCRIBER_WORDS`]). (A call to download
/// the site's app was measured too: an article's own "download it for iOS and Android"
/// went with it.) One pass over the text finds every word of the lists ([`WORDS`]).
fn is_call_to_action(text: &str) -> bool {
    let words = &*WORDS;
    let mut found = 0u16;
    for m in words.finder.find_overlapping_iter(text) {
        let (bit, spaced) = words.marks[m.pattern().as_usize()];
        if !spaced || m.start() == 0 || text.as_bytes()[m.start() - 1] == b' ' {
            found |= bit;
        }
    }
    let has = |bits: u16| found & bits == bits;
    let networks = (found & NETWORK_BITS).count_ones() as usize;
    let follow = networks >= CALL_MIN_NETWORKS && has(FOLLOW);
    let newsletter = has(NEWSLETTER | SIGN_UP);
    let paywall = has(PAYWALL | SUBSCRIBER);
    follow || newsletter || paywall
}

#[cfg(test)]
mod tests {
    use super::super::plain_texts::plain_lowercase;
    use super::*;

    #[test]
    fn q02_follow_newsletter_and_app_calls_are_calls_to_action() {
        // a site's call to follow it, to sign up, to get its app.
        for md in [
            "*Siguenos en [Telegram](https://t.me/x), [Instagram](https://i/x) y [Twitter](https://t/x)*",
            "**Follow The Daily on Twitter and Instagram @daily and on Facebook.**",
            "Never miss the latest news by signing up to our newsletter today!",
            "Melde dich hier für unseren Newsletter an",
            "To view the full story, please subscribe to [The Daily](https://d/).",
            "Subscribe now to our [**ePaper**](http://e/) edition for the full story.",
            "If you're already a subscriber, you can [log in](https://d/) for access to this story.",
        ] {
            assert!(is_call_to_action(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "The posts spread on Facebook and Twitter before the platforms removed them.",
            "She had two million followers on Instagram and TikTok.",
            "The company sends its newsletter to 40,000 readers every week.",
            "A conversion is a purchase, signing up for a newsletter or a download.",
            "Follow the news and subscribe to industry newsletters.",
            "But if your newsletter is filtered, you lost your reader.",
            "The full story of the bridge is told in the council's report.",
        ] {
            assert!(!is_call_to_action(&plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_word_written_with_a_leading_space_counts_at_the_start_or_after_a_space() {
        // " our newsletter" is the site's own at the start of the text or after a
        // word, not a reader's ("your newsletter").
        for (text, call) in [
            ("our newsletter is out every friday", true),
            ("read the issue of our newsletter", true),
            ("your newsletter is out every friday", false),
            ("four newsletters a week", false),
            ("follow us on facebook", false),
            ("follow us on facebook and twitter", true),
            ("this story is for subscribers", true),
            ("this story is for readers", false),
        ] {
            assert_eq!(is_call_to_action(text), call, "{text}");
        }
    }
}
