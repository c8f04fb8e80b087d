//! Cookie consent notices (`--main`, F-06, Q-02): "We use cookies to give you the best
//! experience", "Please let us know if you agree to all of these cookies", "The store will
//! not work correctly when cookies are disabled". Most consent banners are named after
//! cookies and go as boilerplate by their class; those that are not (a shop's banner built
//! from generic boxes) are known by what they say: a short block that asks for consent to
//! cookies goes. Only the block: the box around it may be a card of the content (a post
//! whose embedded video waits for consent), which the sign-up boxes' walk up would take
//! (listing F1 0.7922 alone, 0.7917 with the box).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::super::record::{BlockKind, BlockRecord};
use super::phrases;
use super::plain_texts::PlainTexts;
use super::repeats::skip_link_target;
use super::tuning::{
    CONSENT_BUTTON_WORDS, CONSENT_MAX_WORDS, COOKIE_NOTICE_SHORT_WORDS, COOKIE_VERB_MAX_DISTANCE,
    EMBED_CONSENT_LABEL_WORDS, EMBED_CONSENT_MAX_BYTES, EMBED_CONSENT_MAX_WORDS,
    EMBED_LABEL_MAX_BYTES,
};

/// Drops the kept paragraphs and headings of at most [`CONSENT_MAX_WORDS`] words that ask
/// for consent to cookies ([`asks_for_consent`]).
pub(super) fn drop_consent_notices(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k || !matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_)) {
            continue;
        }
        let md = &out[b.start..b.end];
        // Nearly every block says nothing of cookies: one search before any lowercasing.
        if !(md.contains("ookie") || md.contains("OOKIE")) {
            continue;
        }
        let words = words_of(md);
        if words.len() <= CONSENT_MAX_WORDS
            && (asks_for_consent(&words) || tells_of_cookies_elsewhere(&words))
        {
            *k = false;
        }
    }
}

/// Verbs by which a site says, in the languages news sites are most often written in after
/// English, that it uses cookies ("Diese Website verwendet Cookies", "wir nutzen … Cookies",
/// "Nous utilisons des cookies", "Utilizamos cookies", "korzystamy z cookies").
const USE_VERBS: &[&str] = &[
    "verwendet",
    "verwenden",
    "nutzt",
    "nutzen",
    "benutzt",
    "benutzen",
    "setzt",
    "setzen",
    "utilise",
    "utiliza",
    "utilizza",
    "korzysta",
    "używa",
];

/// The verbs of [`USE_VERBS`]'s kind in the first person plural ("utilisons", "korzystamy"):
/// they name the site as well.
const WE_USE_VERBS: &[&str] = &[
    "utilisons",
    "utilizamos",
    "usamos",
    "utilizziamo",
    "korzystamy",
    "używamy",
];

/// Nouns of use before "von / des / de / dei cookies" ("Verwendung von Cookies",
/// "utilisation des cookies", "uso de cookies").
const USE_NOUNS: &[&str] = &[
    "verwendung",
    "einsatz",
    "nutzung",
    "utilisation",
    "uso",
    "utilización",
];

/// Words by which a notice speaks to the reader or asks for consent, in those languages
/// ("Sie", "du", "zustimmen", "einverstanden", "akzeptieren", "vous", "acepta").
const NOTICE_WORDS: &[&str] = &[
    "sie",
    "du",
    "ihnen",
    "ihre",
    "ihrer",
    "dir",
    "dein",
    "deine",
    "vous",
    "usted",
    "acepta",
    "aceptar",
    "accepter",
    "zustimmen",
    "stimmen",
    "stimmst",
    "einverstanden",
    "akzeptieren",
    "akzeptiere",
    "informujemy",
    "zgod",
    "datenschutzerklärung",
];

/// Words for the site itself ("Diese Website", "wir", "nous", "nuestra web").
const SITE_WORDS: &[&str] = &[
    "website",
    "webseite",
    "seite",
    "internetseite",
    "wir",
    "nous",
    "site",
    "sitio",
    "web",
    "sito",
    "strona",
    "stronie",
];

/// True when the words ([`words_of`]) are a site's cookie notice in German, French,
/// Spanish, Italian or Polish: the site ([`SITE_WORDS`], or a verb of
/// [`WE_USE_VERBS`]) says it uses cookies (a verb of [`USE_VERBS`] or [`WE_USE_VERBS`] at
/// most [`COOKIE_VERB_MAX_DISTANCE`] words before "cookies", or a noun of [`USE_NOUNS`]
/// right before "von / des / de"), and the notice is short
/// ([`COOKIE_NOTICE_SHORT_WORDS`]) or speaks to the reader ([`NOTICE_WORDS`]); or it names the cookie settings or policy ("Cookie-Einstellungen",
/// "Cookie-Richtlinie"). A report that a ministry's website sets cookies neither speaks to
/// the reader nor is that short.
fn tells_of_cookies_elsewhere(words: &[String]) -> bool {
    let at = |i: usize| words.get(i).map_or("", String::as_str);
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let site = has(SITE_WORDS) || has(WE_USE_VERBS);
    let to_reader = words.len() <= COOKIE_NOTICE_SHORT_WORDS || has(NOTICE_WORDS);
    (0..words.len()).any(|i| match at(i) {
        "cookies" | "cookie" => {
            let before = |n: usize| if i >= n { at(i - n) } else { "" };
            let verb = (1..=COOKIE_VERB_MAX_DISTANCE)
                .any(|n| USE_VERBS.contains(&before(n)) || WE_USE_VERBS.contains(&before(n)));
            let noun = matches!(before(1), "von" | "des" | "de" | "dei" | "z")
                && USE_NOUNS.contains(&before(2));
            let settings = at(i) == "cookie"
                && matches!(at(i + 1), "einstellungen" | "richtlinie" | "richtlinien");
            (site && to_reader && (verb || noun)) || settings
        }
        _ => false,
    })
}

/// Drops the kept paragraphs and headings that stand in for an embedded post, video or map
/// until the reader consents to load it (Q-02): "Wir respektieren deine Privatsphäre und
/// stellen deshalb ohne dein Einverständnis keine Verbindung zu Twitter her", "Mit dem Laden
/// des Tweets akzeptieren Sie die Datenschutzerklärung von Twitter", "Click to load the
/// content from YouTube" ([`asks_to_load_embed`], at most [`EMBED_CONSENT_MAX_WORDS`]
/// words), and the label over such a box ("Externer Inhalt", "Twitter freischalten", at most
/// [`EMBED_CONSENT_LABEL_WORDS`] words, [`labels_embed`]). A sentence of the article about a
/// platform's privacy speaks neither to the reader nor of loading the platform's content.
pub(super) fn drop_embed_placeholders(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    for (i, (b, k)) in blocks.iter().zip(keep.iter_mut()).enumerate() {
        // Only short blocks are read (E-02: splitting every paragraph of up to 1 200 bytes
        // into words cost 190 M instructions over 150 pages, 7 % of `--main`).
        if !*k
            || !matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            || b.text_bytes == 0
            || b.text_bytes > EMBED_CONSENT_MAX_BYTES
        {
            continue;
        }
        let text = plain.get(i);
        // A box asks for consent, or a label is short: most blocks are neither, and their
        // words are not split.
        let asks = CONSENT_MARKS.is_match(text) || letter_words(text).next() == Some("tap");
        if !asks && text.len() > EMBED_LABEL_MAX_BYTES {
            continue;
        }
        let words: Vec<&str> = letter_words(text)
            .take(EMBED_CONSENT_MAX_WORDS + 1)
            .collect();
        if (asks
            && words.len() <= EMBED_CONSENT_MAX_WORDS
            && asks_to_load_embed(&out[b.start..b.end], &words))
            || (words.len() <= EMBED_CONSENT_LABEL_WORDS && labels_embed(&words))
        {
            *k = false;
        }
    }
}

/// The words by which a box asks the reader to agree ([`CONSENT_STARTS`], [`CONSENT_WORDS`])
/// and the "click" that may open it ([`asks_to_load_embed`]), found anywhere in one pass: a
/// block without one is read as a box only if it is as short as a label (a "tap" that opens
/// it is looked for apart).
static CONSENT_MARKS: LazyLock<AhoCorasick> =
    LazyLock::new(|| phrases::gate(CONSENT_STARTS.iter().chain(CONSENT_WORDS).chain(&["click"])));

/// The words of a block's text ([plain](super::plain_texts::plain_lowercase)): its runs of
/// letters.
fn letter_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
}

/// Platforms whose posts, videos and maps are embedded in articles.
const EMBED_PLATFORMS: &[&str] = &[
    "twitter",
    "tweet",
    "tweets",
    "youtube",
    "instagram",
    "facebook",
    "vimeo",
    "tiktok",
    "spotify",
    "soundcloud",
    "podigee",
    "datawrapper",
    "flourish",
    "maps",
    "mastodon",
    "bluesky",
    "threads",
    "podcast",
    "video",
    "videos",
];

/// True for a word that names the embed's source: a platform ([`EMBED_PLATFORMS`]) or an
/// outside provider ("externe Inhalte", "Drittanbieter", "third-party", "Anbieters").
fn is_source(w: &str) -> bool {
    EMBED_PLATFORMS.contains(&w)
        || w.starts_with("extern")
        || w.starts_with("drittanbieter")
        || w.starts_with("anbieter")
        || w == "third"
}

/// True for a word that speaks of loading or showing the embed, or of its being held back
/// ("show" and "view" were tried: "YouTube videos below the slide show. Do you agree?" went,
/// WCXB one article worse).
fn is_loading(w: &str) -> bool {
    matches!(
        w,
        "laden"
            | "nachladen"
            | "geladen"
            | "load"
            | "loading"
            | "loaded"
            | "verbindung"
            | "blockiert"
            | "blocked"
            | "angezeigt"
            | "anzeigen"
            | "anzuzeigen"
            | "display"
            | "displayed"
            | "freischalten"
            | "aktivieren"
            | "sehen"
            | "ansehen"
            | "watch"
    )
}

/// True for a word by which the box asks the reader to agree (a box that opens with "Click"
/// asks the reader to act, [`asks_to_load_embed`]).
fn is_consent(w: &str) -> bool {
    CONSENT_STARTS.iter().any(|start| w.starts_with(start)) || CONSENT_WORDS.contains(&w)
}

/// Starts of the words by which a box asks the reader to agree ("einverstanden",
/// "Zustimmung", "akzeptieren", "consent").
const CONSENT_STARTS: &[&str] = &["einverst", "zustimm", "einwillig", "akzeptier", "consent"];

/// Whole words by which a box asks the reader to agree.
const CONSENT_WORDS: &[&str] = &["stimme", "stimmen", "accept", "agree", "klick"];

/// True when `md` speaks to the reader ("du", "Sie", "you", "Ich bin einverstanden", "Click
/// to load"): case kept, so the "sie" of "they" does not count.
fn speaks_to_reader(md: &str) -> bool {
    md.split(|c: char| !c.is_alphabetic()).any(|w| {
        matches!(
            w,
            "du" | "Du"
                | "dein"
                | "deine"
                | "deinen"
                | "Dein"
                | "Deine"
                | "dir"
                | "dich"
                | "Sie"
                | "Ihre"
                | "Ihren"
                | "Ihnen"
                | "ich"
                | "Ich"
                | "mir"
                | "you"
                | "You"
                | "your"
                | "Your"
                | "click"
                | "Click"
                | "klicken"
                | "Klicken"
        )
    })
}

/// True when `md` (its words [`letter_words`]) asks the reader to consent before an embed
/// loads: it names the embed's source, speaks of loading it, asks for consent and speaks to
/// the reader.
fn asks_to_load_embed(md: &str, words: &[&str]) -> bool {
    let has = |f: fn(&str) -> bool| words.iter().any(|w| f(w));
    let asks = has(is_consent)
        || words
            .first()
            .is_some_and(|w| matches!(*w, "click" | "tap" | "klicken" | "klick"));
    has(is_source) && has(is_loading) && asks && speaks_to_reader(md)
}

/// True when the words are a label over an embed held back: "Externer Inhalt", "External
/// content", "Twitter freischalten", "YouTube-Video laden".
fn labels_embed(words: &[&str]) -> bool {
    let has = |f: fn(&str) -> bool| words.iter().any(|w| f(w));
    let external = words
        .iter()
        .any(|w| w.starts_with("extern") || w.starts_with("empfohlen"))
        && words
            .iter()
            .any(|w| w.starts_with("inhalt") || matches!(*w, "content" | "contents"));
    let unlock = words.iter().any(|w| EMBED_PLATFORMS.contains(w))
        && words.iter().any(|w| {
            matches!(
                *w,
                "freischalten" | "aktivieren" | "laden" | "nachladen" | "load"
            )
        });
    external || (unlock && has(is_loading))
}

/// The words of `md`, lowercased, letters only, link targets left out (a notice's link to
/// the cookie policy would count its address as words).
fn words_of(md: &str) -> Vec<String> {
    let mut text = String::with_capacity(md.len());
    let mut chars = md.chars().peekable();
    while let Some(c) = chars.next() {
        text.push(c);
        if c == ']' && chars.peek() == Some(&'(') {
            skip_link_target(&mut chars);
        }
    }
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Words that may stand between a verb of consent and "cookies" ("accept *all* cookies",
/// "agree *to all of these* cookies", "allow *optional* cookies").
const FILLERS: &[&str] = &[
    "to",
    "all",
    "the",
    "these",
    "of",
    "our",
    "optional",
    "additional",
    "essential",
    "necessary",
    "marketing",
    "analytics",
];

/// Verbs of consent before "cookies".
const CONSENT_VERBS: &[&str] = &["accept", "agree", "allow", "consent", "reject", "decline"];

/// True when the words ([`words_of`]) ask the reader about the site's cookies: "we use
/// (…) cookies", "this site uses cookies", "use of cookies", "accept / agree to (all of
/// these) cookies" (a bare "accept cookies" only as a button), "regarding cookies",
/// "cookies are disabled", "cookie preferences" or "cookie settings", and "cookie policy"
/// beside "agree". An article that mentions cookies ("clearing cookies and cache",
/// "cookie-cutter", "browsers accept cookies") says none of these.
fn asks_for_consent(words: &[String]) -> bool {
    let at = |i: usize| words.get(i).map_or("", String::as_str);
    let agree = words.iter().any(|w| w == "agree");
    (0..words.len()).any(|i| match at(i) {
        "cookies" => {
            let before = |n: usize| if i >= n { at(i - n) } else { "" };
            // "we use cookies", "we and our partners use cookies".
            let we_use = (2..=5).any(|n| before(n) == "we" && (1..n).any(|m| before(m) == "use"));
            let uses = before(1) == "uses" || (before(1) == "of" && before(2) == "use");
            // "Accept cookies" alone is a button; in a sentence ("browsers accept cookies")
            // it takes a filler that points at the site's own ("all", "these", "our").
            let verb = (1..=5).any(|n| {
                CONSENT_VERBS.contains(&before(n))
                    && (1..n).all(|m| FILLERS.contains(&before(m)))
                    && (words.len() <= CONSENT_BUTTON_WORDS
                        || (1..n).any(|m| before(m) != "to")
                        || before(n) == "agree")
            });
            let disabled = at(i + 1) == "are" && matches!(at(i + 2), "disabled" | "blocked");
            we_use || uses || verb || before(1) == "regarding" || disabled
        }
        "cookie" => {
            matches!(at(i + 1), "preferences" | "settings") || (agree && at(i + 1) == "policy")
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::plain_texts::plain_lowercase;
    use super::{
        asks_for_consent, asks_to_load_embed, labels_embed, letter_words,
        tells_of_cookies_elsewhere, words_of,
    };

    fn elsewhere(text: &str) -> bool {
        tells_of_cookies_elsewhere(&words_of(text))
    }

    #[test]
    fn q02_cookie_notices_in_other_languages() {
        assert!(elsewhere(
            "Datenschutz & Cookies: Diese Website verwendet Cookies. Wenn du die Website \
             weiterhin nutzt, stimmst du der Verwendung von Cookies zu."
        ));
        assert!(elsewhere("Diese Seite benutzt Cookies."));
        assert!(elsewhere(
            "Auf unserer Website nutzen wir neben technisch erforderlichen Cookies auch \
             optionale Cookies, um Ihnen den besten Service zu bieten."
        ));
        assert!(elsewhere(
            "Nous utilisons des cookies pour améliorer l'offre que nous vous proposons."
        ));
        assert!(elsewhere("Informujemy, że korzystamy z cookies."));
        assert!(elsewhere(
            "Weitere Informationen findest du hier: Cookie-Richtlinie"
        ));
    }

    #[test]
    fn q02_reports_on_cookies_in_other_languages_are_not_notices() {
        assert!(!elsewhere(
            "Die Website des Ministeriums verwendet Cookies von Werbenetzwerken, \
             kritisierten die Datenschützer am Montag in Berlin."
        ));
        assert!(!elsewhere(
            "Die Bäckerei verwendet für die Cookies nur Butter."
        ));
        assert!(!elsewhere(
            "La CNIL a sanctionné le site, qui utilise des cookies publicitaires sans \
             recueillir le consentement des internautes."
        ));
    }

    fn embed(text: &str) -> bool {
        let plain = plain_lowercase(text);
        asks_to_load_embed(text, &letter_words(&plain).collect::<Vec<_>>())
    }

    fn label(text: &str) -> bool {
        let plain = plain_lowercase(text);
        labels_embed(&letter_words(&plain).collect::<Vec<_>>())
    }

    #[test]
    fn q02_embed_placeholders_ask_to_load_an_outside_source() {
        assert!(embed(
            "Wir respektieren deine Privatsphäre und stellen deshalb ohne dein \
             Einverständnis keine Verbindung zu Twitter her."
        ));
        assert!(embed(
            "Mit dem Laden des Tweets akzeptieren Sie die Datenschutzerklärung von Twitter."
        ));
        assert!(embed(
            "Ich bin damit einverstanden, dass mir externe Inhalte angezeigt werden."
        ));
        assert!(embed("Click to load the content from YouTube."));
        assert!(embed(
            "An dieser Stelle finden Sie einen externen Inhalt von Twitter, der den Artikel \
             ergänzt. Sie können ihn sich mit einem Klick anzeigen lassen und wieder ausblenden."
        ));
        assert!(label("Empfohlener externer Inhalt"));
        assert!(label("Empfohlener redaktioneller Inhalt"));
        assert!(label("Externer Inhalt"));
        assert!(label("Twitter freischalten"));
        assert!(label("External content"));
    }

    #[test]
    fn q02_sentences_about_platforms_are_not_embed_placeholders() {
        assert!(!embed(
            "Twitter blocked the account after users complained about the videos it loaded."
        ));
        assert!(!embed(
            "Die Behörde verlangt, dass Facebook die Einwilligung der Nutzer einholt, bevor \
             Daten an externe Anbieter übermittelt werden."
        ));
        assert!(!embed("The video shows the flood reaching the old bridge."));
        assert!(!embed(
            "You can watch the video on YouTube, where the club asked permission to film."
        ));
        assert!(!embed(
            "There is more (with YouTube videos) below the slide show. Do you agree?"
        ));
        assert!(!embed(
            "Die Daten der Nutzer, die auf das Feed klicken, werden nicht an Twitter \
             übermittelt, nur die Adresse der Seite, in die es eingebettet ist (Ihr Blog)."
        ));
        assert!(!embed(
            "Some cloud providers allow you to specify the address of the load balancer."
        ));
        assert!(!embed(
            "Nachdem sie zugestimmt hatten, luden sie das Video auf Youtube hoch und \
             Verbindung zu Fans entstand."
        ));
        assert!(!label("Twitter und die Wahl"));
        assert!(!label("Externe Beobachter"));
    }

    fn asks(text: &str) -> bool {
        asks_for_consent(&words_of(text))
    }

    #[test]
    fn consent_notices_ask_about_the_sites_cookies() {
        assert!(asks(
            "We use cookies to give you the best online experience."
        ));
        assert!(asks("We and our partners use cookies on this site."));
        assert!(asks("This website uses cookies."));
        assert!(asks(
            "Please let us know if you agree to all of these cookies."
        ));
        assert!(asks("Accept all cookies"));
        assert!(asks("Accept cookies"));
        assert!(asks("Let us know you agree to cookies"));
        assert!(asks("Your choice regarding cookies on this site"));
        assert!(asks(
            "The store will not work correctly when cookies are disabled."
        ));
        assert!(asks(
            "This content isn't visible due to your **cookie preferences**."
        ));
        assert!(asks(
            "By using Medium, you agree to our Privacy Policy, including cookie policy."
        ));
    }

    #[test]
    fn articles_that_mention_cookies_do_not() {
        assert!(!asks("Clearing cookies and cache for YouTube."));
        assert!(!asks("Let's persist some cookies across requests:"));
        assert!(!asks("Our cookies are baked fresh every morning."));
        assert!(!asks(
            "Most browsers accept cookies unless you tell them not to."
        ));
        assert!(!asks("No need for cookie banners or GDPR consent"));
        assert!(!asks(
            "Cookie-cutter approaches fail in competitive markets."
        ));
        assert!(!asks(
            "Your site needs a cookie policy that lists every tracker."
        ));
    }
}
