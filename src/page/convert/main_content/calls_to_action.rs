//! A news site's calls to action around an article (`--main`, F-06, Q-02), known by what
//! they ask rather than by how their element is named: "Follow us on Facebook, Twitter and
//! Instagram", "Never miss the latest news by signing up to our newsletter". Only the
//! paragraph itself goes.

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

/// True when a block's text ([`plain_lowercase`](super::meta_lines::plain_lowercase))
/// asks to follow the site on at least [`CALL_MIN_NETWORKS`] of [`NETWORKS`]
/// ([`FOLLOW_WORDS`]) or to sign up for its newsletter ([`SIGN_UP_WORDS`]), or is a
/// paywall's notice ([`PAYWALL_WORDS`] with [`SUBSCRIBER_WORDS`]). (A call to download
/// the site's app was measured too: an article's own "download it for iOS and Android"
/// went with it.)
fn is_call_to_action(text: &str) -> bool {
    // A leading space, so that " our newsletter" is found at the start but not in "your".
    let text = &format!(" {text}");
    let has = |words: &[&str]| words.iter().any(|w| text.contains(w));
    let networks = NETWORKS.iter().filter(|n| text.contains(*n)).count();
    let follow = networks >= CALL_MIN_NETWORKS && has(FOLLOW_WORDS);
    let newsletter = text.contains("newsletter") && has(SIGN_UP_WORDS);
    let paywall = has(PAYWALL_WORDS) && has(SUBSCRIBER_WORDS);
    follow || newsletter || paywall
}

#[cfg(test)]
mod tests {
    use super::super::meta_lines::plain_lowercase;
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
}
