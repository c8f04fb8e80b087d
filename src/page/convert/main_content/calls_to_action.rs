//! A news site's calls to action around an article (`--main`, F-06, Q-02), known by what
//! they ask rather than by how their element is named: "Follow us on Facebook, Twitter and
//! Instagram", "Never miss the latest news by signing up to our newsletter". Only the
//! paragraph itself goes. After the article's last paragraph, the one-line calls that close
//! it go too ([`drop_closing_calls`]): to get the site's app, to support or join it, to
//! write to the editor or in the comments, often set in bold or italics, and the contact
//! lines that close a page (a phone number beside an e-mail address, [`is_contact_line`]).
//! So does a button's label alone on its line that only offers more ("Read more", "Find
//! out more »", [`drop_more_buttons`]): a card's or a section's button, not what the page
//! says; and so does a link alone on its line to the page where a reader signs in
//! ([`drop_sign_in_links`]: a guest's "Reply" and "Quote" under every post).

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::super::record::{BlockKind, BlockRecord};
use super::phrases;
use super::plain_texts::{LineKinds, PlainTexts, drop_short_lines};
use super::tail::is_prose;
use super::tuning::{
    CALL_MAX_BYTES, CALL_MIN_NETWORKS, CLOSING_CALL_MAX_BYTES, CLOSING_CALLS_MAX_BLOCKS,
    CONTACT_MIN_DIGITS, FOLLOW_CALL_MAX_BYTES, FOLLOW_NAME_MAX_BYTES, MORE_BUTTON_MAX_BYTES,
    READ_ON_MAX_WORDS, SET_APART_CALL_MAX_BYTES, SIGN_IN_LINK_MAX_BYTES,
};
use super::words::{Text, more_parts_than};

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
    "follow on ",
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

/// How a short call to follow the site on one network opens ("Follow me on Instagram:
/// @jane", "Follow us on Facebook for more recipes"): the site asks for itself, where an
/// article's "follow the …" on one network is advice.
const FOLLOW_ON_OPENINGS: &[&str] = &[
    "follow us on ",
    "follow me on ",
    "folgen sie uns auf ",
    "folge uns auf ",
    "folgt uns auf ",
    "suivez-nous sur ",
    "síguenos en ",
    "seguici su ",
];

/// A call to follow left as a button's label on its own line.
const FOLLOW_LABELS: &[&str] = &["follow us", "follow me", "folge uns", "folgen sie uns"];

/// True when a text of at most [`FOLLOW_CALL_MAX_BYTES`] opens with one of
/// [`FOLLOW_ON_OPENINGS`]: with one network named it is a call to follow.
fn is_short_follow_call(text: &str) -> bool {
    text.len() <= FOLLOW_CALL_MAX_BYTES && FOLLOW_ON_OPENINGS.iter().any(|o| text.starts_with(o))
}

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
    "join our ",
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

/// The words that name a newsletter ([`SIGN_UP_WORDS`] are looked for with one of them).
const NEWSLETTER_WORDS: &[&str] = &["newsletter", "mailing list"];

/// Words that promise a mailing to the reader's inbox, a newsletter's call even where it is
/// not named ("Receive our growth tips, delivered to your inbox", "Get her stories in your
/// inbox"): the delivery itself, not an inbox a sentence merely mentions ("delivering weekly
/// summaries to your inbox, covering:" stays).
const INBOX_WORDS: &[&str] = &[
    "delivered to your inbox",
    "delivered right to your inbox",
    "delivered straight to your inbox",
    "delivered directly to your inbox",
    "straight to your inbox",
    "directly to your inbox",
    "directly in your inbox",
    "right to your inbox",
    "updates to your inbox",
    "stories in your inbox",
    "news in your inbox",
    "direkt in ihr postfach",
    "direkt in dein postfach",
    "directement dans votre boîte",
    "directo en tu bandeja",
];

/// Words of subscribing to a paid edition.
const SUBSCRIBER_WORDS: &[&str] = &["subscrib", "abonnent", "abonnier", "suscrip", "abonné"];

/// Drops the kept paragraphs and headings of at most [`CALL_MAX_BYTES`] of text that ask
/// the reader to follow the site, to sign up for its newsletter or to subscribe to read on
/// ([`is_call_to_action`]), and the short lines of a paywall's box ([`is_read_on_prompt`])
/// or of a site's box for signing in ([`is_sign_in_prompt`]).
/// Their texts come from `plain`.
pub(super) fn drop_calls_to_action(
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    let lines = (LineKinds::ParagraphsAndHeadings, CALL_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, |text| {
        is_call_to_action(text)
            || is_read_on_prompt(text)
            || is_row_of_buttons(text)
            || is_sign_in_prompt(text)
    });
}

/// Drops the kept paragraphs of at most [`FOLLOW_NAME_MAX_BYTES`] that are a button's call
/// to follow a site or a brand by its name ("Follow Hardtail Canada", "Follow BLACKROLL"):
/// "Follow" and one to three words, each set with a capital, nothing else. Advice to follow
/// something ("Follow the signs", "Follow these steps") is not written so.
pub(super) fn drop_follow_names(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    for (i, b) in blocks.iter().enumerate() {
        if keep[i]
            && b.kind == BlockKind::Paragraph
            && b.text_bytes > 0
            && b.text_bytes <= FOLLOW_NAME_MAX_BYTES
            && plain.get(i).starts_with("follow ")
            && is_follow_name(&out[b.start..b.end])
        {
            keep[i] = false;
        }
    }
}

/// True when a short line's Markdown is "Follow" and one to three capitalised words, its
/// emphasis and a link's target aside.
fn is_follow_name(md: &str) -> bool {
    let text = md.split("](").next().unwrap_or_default();
    let text = text.trim_matches(|c: char| matches!(c, '*' | '_' | '[' | ']' | ' ' | '\n'));
    let Some(name) = text
        .strip_prefix("Follow ")
        .or_else(|| text.strip_prefix("FOLLOW "))
    else {
        return false;
    };
    let words: Vec<&str> = name.split_whitespace().collect();
    (1..=3).contains(&words.len())
        && words.iter().all(|w| {
            w.chars().next().is_some_and(char::is_uppercase)
                && w.chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '-' | '&' | '.'))
        })
}

/// Labels (lowercase) of a button that opens more text (a card's or a section's page, or its
/// form; a list's "See all", a service's "Contact us"), left alone on a paragraph of its own ([`is_more_button`]), in English and the
/// languages news sites are most often written in.
const MORE_BUTTONS: &[&str] = &[
    "read more",
    "learn more",
    "see more",
    "view more",
    "show more",
    "discover more",
    "find out more",
    "more info",
    "more details",
    "more information",
    "read the full story",
    "read full story",
    "apply now",
    "shop now",
    "buy now",
    "order now",
    "download now",
    "contact us",
    "see all",
    "view all",
    "mehr erfahren",
    "mehr lesen",
    "mehr infos",
    "en savoir plus",
    "leer más",
    "saiba mais",
    "scopri di più",
];

/// Drops the kept paragraphs of at most [`MORE_BUTTON_MAX_BYTES`] that are only a button's
/// label opening more text ([`is_more_button`]), linked or not. Read once the teaser cards
/// are gone: a card's "Read more" tells a resource with its source line from a teaser, so
/// the cards are judged with it.
pub(super) fn drop_more_buttons(blocks: &[BlockRecord], plain: &PlainTexts<'_>, keep: &mut [bool]) {
    let lines = (LineKinds::Paragraphs, MORE_BUTTON_MAX_BYTES);
    drop_short_lines(blocks, plain, keep, lines, is_more_button);
}

/// Words of a URL's path or query that name the page where a reader signs in or signs up
/// ([`leads_to_sign_in`]).
const SIGN_IN_PAGES: &[&str] = &[
    "login", "log-in", "signin", "sign-in", "sign_in", "signup", "sign-up", "register",
];

/// Drops the kept paragraphs of at most [`SIGN_IN_LINK_MAX_BYTES`] bytes of text that are one
/// link and nothing else, whose label holds no figure and whose target is the site's page to
/// sign in or sign up ([`leads_to_sign_in`]): a thread's controls as a guest sees them
/// ("Reply", "Quote", "Report", each a link to the login page), a landing page's "Try it
/// free". Their targets say they do nothing for a reader who has not signed in. A label with
/// a figure ("Star 56.2k") is a count the page shows.
pub(super) fn drop_sign_in_links(out: &str, blocks: &[BlockRecord], keep: &mut [bool]) {
    for (b, k) in blocks.iter().zip(keep.iter_mut()) {
        if !*k
            || b.kind != BlockKind::Paragraph
            || b.text_bytes == 0
            || b.text_bytes > SIGN_IN_LINK_MAX_BYTES
            || b.link_bytes < b.text_bytes
        {
            continue;
        }
        let md = out[b.start..b.end].trim();
        let md = md.strip_prefix("- ").unwrap_or(md);
        let Some(rest) = md.strip_prefix('[') else {
            continue;
        };
        let Some((label, target)) = rest.split_once("](") else {
            continue;
        };
        let Some(url) = target.strip_suffix(')') else {
            continue;
        };
        if label.contains(['[', ']', '!'])
            || label.bytes().any(|c| c.is_ascii_digit())
            || url.contains("](")
        {
            continue;
        }
        if leads_to_sign_in(url) {
            *k = false;
        }
    }
}

/// True when a URL names a page to sign in or sign up ([`SIGN_IN_PAGES`]) as a word of its
/// own: after `/`, `_`, `.`, `?`, `&` or `=` and before the end, `/`, `.`, `?`, `#` or `&`
/// (`/user/login?destination=…`, `/signup`), not inside a longer word
/// (`strahlenschutzregister_node`), after another word (`/hrq-register/`, a registry's page)
/// nor before more words (`/register-of-bridges`).
fn leads_to_sign_in(url: &str) -> bool {
    let url = url.split(' ').next().unwrap_or(url).to_ascii_lowercase();
    let bytes = url.as_bytes();
    SIGN_IN_PAGES.iter().any(|page| {
        url.match_indices(page).any(|(at, _)| {
            let before = at.checked_sub(1).map(|i| bytes[i]);
            let after = bytes.get(at + page.len()).copied();
            matches!(before, Some(b'/' | b'_' | b'.' | b'?' | b'&' | b'='))
                && matches!(after, None | Some(b'/' | b'.' | b'?' | b'#' | b'&'))
        })
    })
}

/// True when a paragraph's text is only one of [`MORE_BUTTONS`], its arrow, colon or
/// ellipsis aside, and the sign or arrow before it ("Read More", "READ MORE ↓", "Learn more »",
/// "\[Find out more →\](…)", "+ More Info", "› Read more"):
/// the text it opens is elsewhere or was not loaded. A heading that says so ("Learn More!")
/// heads what follows it and stays.
fn is_more_button(text: &str) -> bool {
    let label = text.trim_matches(|c: char| !c.is_alphanumeric());
    MORE_BUTTONS.contains(&label) || is_jump_button(label)
}

/// True when a label (lowercase) is a button that jumps to a part of the page: "Jump to"
/// and one or two words ("Jump to Review", "Jump To Details", "Jump to Recipe").
fn is_jump_button(label: &str) -> bool {
    label
        .strip_prefix("jump to ")
        .is_some_and(|rest| !rest.is_empty() && rest.split(' ').count() <= 2)
}

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase)) is a
/// row of buttons left as text: each word a button's word, a network's name or a word that
/// joins them ([`is_button_word`]), two of them not joining words: "Share this page to Facebook Share this page via
/// Email", "Jump to Recipe Print Recipe", "Auf Facebook teilen In Whatsapp teilen", a
/// carousel's "Previous Next". A
/// sentence that names networks has other words.
fn is_row_of_buttons(text: &str) -> bool {
    let mut buttons = 0usize;
    for word in text.split(|c: char| !c.is_alphanumeric() && c != '-') {
        if word.is_empty() {
            continue;
        }
        match is_button_word(word) {
            Some(true) => buttons += 1,
            Some(false) => {}
            None => return false,
        }
    }
    buttons >= 2
}

/// Whether a word (lowercase) belongs in a row of buttons: `Some(true)` for a button's
/// word or a network's name, `Some(false)` for a word that joins them ("this", "on", "via"),
/// `None` for any other word.
fn is_button_word(word: &str) -> Option<bool> {
    match word {
        "share" | "print" | "email" | "e-mail" | "mail" | "tweet" | "pin" | "save" | "rate"
        | "recipe" | "jump" | "copy" | "link" | "facebook" | "twitter" | "x" | "whatsapp"
        | "messenger" | "linkedin" | "pinterest" | "reddit" | "telegram" | "sms" | "flipboard"
        | "xing" | "tumblr" | "threads" | "bluesky" | "mastodon" | "teilen" | "drucken"
        | "rezept" | "speichern" | "merken" | "partager" | "imprimer" | "compartir"
        | "imprimir" | "condividi" | "stampa" | "udostępnij" | "drukuj" | "previous" | "prev"
        | "next" | "slide" => Some(true),
        "this" | "the" | "to" | "on" | "via" | "page" | "article" | "story" | "post" | "auf"
        | "in" | "per" | "bei" | "sur" | "par" | "en" | "por" | "su" | "con" => Some(false),
        _ => None,
    }
}

/// Words of a paywall's box or of a button over the rest of a story, or of the line that
/// says the story goes on after an advert, in the languages news sites are most often
/// written in: "Möchten Sie weiterlesen?", "Continue reading the main story", "Already a
/// subscriber? Log in", "Article continues below".
const READ_ON_WORDS: &[&str] = &[
    "weiterlesen",
    "lesen sie weiter",
    "continue reading",
    "keep reading",
    "read the full article",
    "read full article",
    "seguir leyendo",
    "sigue leyendo",
    "continuar lendo",
    "continua a leggere",
    "czytaj dalej",
    "lire la suite",
    "continues below",
    "continue below",
    "nach der anzeige",
    "après la publicité",
    "après cette publicité",
    "después de la publicidad",
    "depois da publicidade",
    "dopo la pubblicità",
    "bereits abonnent",
    "schon abonnent",
    "ich bin abonnent",
    "already a subscriber",
    "already subscribed",
    "déjà abonné",
    "ya eres suscriptor",
    "ya soy suscriptor",
    "já é assinante",
    "sei già abbonato",
];

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase)) is a
/// line of at most [`READ_ON_MAX_WORDS`] words that holds one of [`READ_ON_WORDS`]: a
/// paywall's question or button, or its login for subscribers. A sentence of the article
/// that says "continue reading" is longer.
fn is_read_on_prompt(text: &str) -> bool {
    // The count stops at the first word too many: most blocks are long.
    !more_parts_than(text, READ_ON_MAX_WORDS) && READ_ON.is_match(text)
}

/// Starts of a site's prompt to sign in (lowercase), in English and the languages news sites
/// are most often written in: "Sign in to your XDA account", "Log in to continue".
const SIGN_IN_STARTS: &[&str] = &[
    "sign in to ",
    "log in to ",
    "login to ",
    "anmelden, um ",
    "melde dich an, um ",
    "connectez-vous pour ",
    "inicia sesión para ",
];

/// How a sign-in prompt ([`SIGN_IN_STARTS`]) ends: on the site's account ("… to your XDA
/// account"), or on going on ("… to continue", "um fortzufahren").
const SIGN_IN_ENDS: &[&str] = &[
    " account",
    " continue",
    " fortzufahren",
    " continuer",
    " continuar",
];

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase)) is a
/// site's prompt to sign in, a line of at most [`READ_ON_MAX_WORDS`] words without a full
/// stop, opened by one of [`SIGN_IN_STARTS`] and closed by one of [`SIGN_IN_ENDS`]: "Sign in
/// to your XDA account", "Sign in to continue". A tutorial's step goes on ("Log in to
/// your console and click …") or ends with its full stop ("Log in to your account.").
fn is_sign_in_prompt(text: &str) -> bool {
    let text = text.trim_end();
    SIGN_IN_STARTS.iter().any(|s| text.starts_with(s))
        && SIGN_IN_ENDS.iter().any(|e| text.ends_with(e))
        && !more_parts_than(text, READ_ON_MAX_WORDS)
}

/// [`READ_ON_WORDS`] found in one pass (E-02: one search per word cost more than the rest
/// of the rule on every short line).
static READ_ON: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::gate(READ_ON_WORDS));

/// Words that ask the reader for something whoever says them, in the languages news sites
/// are most often written in: to get the site's app or join its channel, to support it or
/// become a member, to write to the editor, to sign up, to buy the magazine's issue. (Asking for comments and "our app"
/// were measured too: "Let us know in the comments" and "check out our app" close many
/// articles as their author's own lines, and both sets keep them.)
const CLOSING_CALL_WORDS: &[&str] = &[
    "the app for",
    "apps for ios",
    "for ios and android",
    "straight to your phone",
    "letter to the editor",
    "support our work",
    "supporting our work",
    "support our journalism",
    "support independent journalism",
    "become a member",
    "become a subscriber",
    "sign up here",
    "subscribe here",
    "cancel anytime",
    "cancel at any time",
    "spread the word",
    "stay connected",
    "delivered to your inbox",
    "straight to your inbox",
    "funded by readers",
    "readers like you",
    "get updates from this writer",
    // A magazine's call to buy the issue the article comes from.
    "on newsstands",
    "order your copy",
    "am kiosk",
    "bahnhofskiosk",
    "im handel erhältlich",
    "jetzt im handel",
    "als e-paper",
    "heft bestellen",
    "ausgabe bestellen",
    "versandkostenfrei bestellen",
    "en kiosque",
    "en quiosco",
    "unsere app",
    "unterstütze unser",
    "unterstützen sie unser",
    "unsere arbeit unterstützen",
    "jetzt spenden",
    "jederzeit kündbar",
    "hier anmelden",
    "hazte miembro",
    "únete a nuestra comunidad",
    "nuestro canal",
    "canal de telegram",
    "canal de youtube",
    "canal de whatsapp",
    "apóyanos",
    "apoya el periodismo",
    "cancela cuando quieras",
    "soutenez-nous",
    "faites un don",
    "notre application",
    "nosso canal",
    "sostieni il",
    "do subskrypcji",
    "wesprzyj nas",
];

/// Beginnings of words that ask the reader for something only in a line set apart (bold or
/// italic, or a heading, [`set_apart`]) of at most [`SET_APART_CALL_MAX_BYTES`] of text
/// (not an item of a list: a list's points start in bold): in the article's own prose, or
/// in a longer note set apart (who researched the article, with a word on donations), they
/// tell what others ask.
const SET_APART_CALL_WORDS: &[&str] = &[
    "subscri",
    "donat",
    "support us",
    "follow us",
    "join us",
    "abonn",
    "unterstütz",
    "spende",
    "folgen sie",
    "suscri",
    "únete",
    "apoya",
    "síguenos",
    "soutenez",
    "abonnez",
    "assine",
    "apoie",
    "iscriviti",
    "abbonati",
    "subskrypc",
    "zapraszamy",
];

/// Drops the calls that close an article: walking back from the last kept block over at
/// most [`CLOSING_CALLS_MAX_BLOCKS`] kept blocks with text, each paragraph or heading of at
/// most [`CLOSING_CALL_MAX_BYTES`] of text that asks the reader for something
/// ([`is_closing_call`]) goes; past the article's last paragraph of prose ([`is_prose`])
/// that asks nothing, the walk goes on only to the first heading, which goes with all that
/// follows it when it asks for something ([`is_call_heading`]: a box that pleads for
/// support in paragraphs of prose). The same walk forward from the first kept block takes
/// the calls set over the article, only those set apart ([`set_apart`]) that hold a word of
/// [`CLOSING_CALL_WORDS`] ("***Submit your letter to the editor via this form***", Q-02):
/// an article's first lines may invite the reader to subscribe in its own voice (WCXB: 3
/// articles worse when the walk took every call). Texts come from `plain`, measures from
/// `texts`.
pub(super) fn drop_closing_calls(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    drop_calls_from(
        out,
        blocks,
        texts,
        plain,
        keep,
        (0..blocks.len()).rev(),
        false,
    );
    drop_calls_from(out, blocks, texts, plain, keep, 0..blocks.len(), true);
}

/// The walk of [`drop_closing_calls`] over the blocks in `order`; `opening` for the walk
/// from the first block (only calls set apart with a word of [`CLOSING_CALL_WORDS`]).
fn drop_calls_from(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
    order: impl Iterator<Item = usize>,
    opening: bool,
) {
    let mut seen = 0;
    // Past the article's last paragraph of prose (closing walk only), the walk goes on to
    // the heading above it: a heading that asks for something heads a box of its own.
    let mut past_prose = false;
    for i in order {
        let b = &blocks[i];
        if !keep[i] || b.text_bytes == 0 {
            continue;
        }
        seen += 1;
        if seen > CLOSING_CALLS_MAX_BLOCKS {
            return;
        }
        let heading = matches!(b.kind, BlockKind::Heading(_));
        let md = &out[b.start..b.end];
        if past_prose {
            if heading {
                if is_call_heading(plain.get(i)) {
                    keep[i..].iter_mut().for_each(|k| *k = false);
                }
                return;
            }
            continue;
        }
        let short = b.text_bytes <= CLOSING_CALL_MAX_BYTES
            && (b.kind == BlockKind::Paragraph || heading)
            && !texts[i].list_item;
        let call = if opening {
            set_apart(md, b.kind) && has_words(&CLOSING_CALLS, plain.get(i), true)
        } else {
            is_closing_call(md, b, plain.get(i))
        };
        if short && call {
            keep[i] = false;
        } else if is_prose(b, &texts[i]) {
            if opening {
                return;
            }
            past_prose = true;
        }
    }
}

/// True when a heading (text `text`) over the last kept blocks asks the reader for
/// something: a word of [`CLOSING_CALL_WORDS`] ("This story is funded by readers like you"),
/// or one of [`SET_APART_CALL_WORDS`] as its first word ("Donate today!", "Unterstütze uns
/// mit 2,50!"; not "Grok für X-Abonnenten", "Come and join us!": the article's own
/// sections); never a question, which heads the article's own answer ("Can I cancel after
/// I subscribe?").
fn is_call_heading(text: &str) -> bool {
    let text = text.trim();
    !text.ends_with('?')
        && (has_words(&CLOSING_CALLS, text, true)
            || SET_APART_CALLS
                .find_overlapping_iter(text)
                .any(|m| m.start() == 0))
}

/// True when a short block asks the reader for something: a word of [`CLOSING_CALL_WORDS`],
/// or in a short line [`set_apart`] one of [`SET_APART_CALL_WORDS`]. `md` is block `b`'s
/// Markdown, `text` its [`plain_lowercase`](super::plain_texts::plain_lowercase) text.
fn is_closing_call(md: &str, b: &BlockRecord, text: &str) -> bool {
    has_words(&CLOSING_CALLS, text, true)
        || b.text_bytes <= SET_APART_CALL_MAX_BYTES
            && set_apart(md, b.kind)
            && has_words(&SET_APART_CALLS, text, false)
        || is_contact_line(md, text)
}

/// Labels (lowercase, whole words) of a phone or fax number in a site's contact line.
const PHONE_LABELS: &[&str] = &[
    "tel",
    "tel.",
    "telefon",
    "telephone",
    "phone",
    "fax",
    "telefax",
    "téléphone",
    "tél",
    "teléfono",
    "telefono",
];

/// [`PHONE_LABELS`] found in one pass.
static PHONE: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::finder(PHONE_LABELS));

/// True when a block (Markdown `md`, text `text`) is a site's or an office's contact line
/// that closes the page: an e-mail address beside a phone or fax number under its label
/// ("Tel.: 0471 80 60 745 * info@example.org", "Tel: … Fax: … Mail: …"), at least
/// [`CONTACT_MIN_DIGITS`] digits, not a sentence: the article's closing sentence that names
/// whom to call ("Weitere Informationen erteilt Jane Roe unter Tel. 01234 5678 (…).") stays.
fn is_contact_line(md: &str, text: &str) -> bool {
    md.contains('@')
        && !md.trim_end().ends_with('.')
        && text.bytes().filter(u8::is_ascii_digit).count() >= CONTACT_MIN_DIGITS
        && has_words(&PHONE, text, true)
}

/// [`CLOSING_CALL_WORDS`] found in one pass (E-02: one search per phrase cost more than the
/// rest of the rule).
static CLOSING_CALLS: LazyLock<AhoCorasick> = LazyLock::new(|| phrases::finder(CLOSING_CALL_WORDS));

/// [`SET_APART_CALL_WORDS`] found in one pass.
static SET_APART_CALLS: LazyLock<AhoCorasick> =
    LazyLock::new(|| phrases::finder(SET_APART_CALL_WORDS));

/// True when `text` holds one of the words of `finder` starting a word ("our app" not in
/// "your app"), and with `whole` ending one too ("our app" not in "our application").
fn has_words(finder: &AhoCorasick, text: &str, whole: bool) -> bool {
    let word_char = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    finder.find_overlapping_iter(text).any(|m| {
        !word_char(text[..m.start()].chars().next_back())
            && (!whole || !word_char(text[m.end()..].chars().next()))
    })
}

/// True when a block is set apart from the prose: a heading, or a line all in bold or
/// italics (a bold link too).
fn set_apart(md: &str, kind: BlockKind) -> bool {
    let md = md.trim();
    let starts = md.starts_with(['*', '_']) || md.starts_with("[*") || md.starts_with("[_");
    let ends = md.ends_with(['*', '_']) || md.ends_with(')') && md.contains("**](");
    matches!(kind, BlockKind::Heading(_)) || starts && ends
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
/// A word of [`INBOX_WORDS`] was found.
const INBOX: u16 = 1 << 14;
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
    /// Tells whether a text holds a word that each call needs ([`phrases::gate`]).
    gate: AhoCorasick,
}

/// The words, put together the first time a block is read (E-05: no work a command does not
/// need).
static WORDS: LazyLock<Words> = LazyLock::new(|| {
    let lists: [(&[&str], Option<u16>); 7] = [
        (NETWORKS, None),
        (FOLLOW_WORDS, Some(FOLLOW)),
        (SIGN_UP_WORDS, Some(SIGN_UP)),
        (NEWSLETTER_WORDS, Some(NEWSLETTER)),
        (PAYWALL_WORDS, Some(PAYWALL)),
        (SUBSCRIBER_WORDS, Some(SUBSCRIBER)),
        (INBOX_WORDS, Some(INBOX)),
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
    let needed = FOLLOW_WORDS
        .iter()
        .chain(NEWSLETTER_WORDS)
        .chain(SUBSCRIBER_WORDS)
        .chain(INBOX_WORDS)
        .map(|word| word.trim_start_matches(' '));
    Words {
        gate: phrases::gate(needed),
        finder: phrases::finder(patterns),
        marks,
    }
});

/// True when a block's text ([`plain_lowercase`](super::plain_texts::plain_lowercase))
/// asks to follow the site on at least [`CALL_MIN_NETWORKS`] of [`NETWORKS`]
/// ([`FOLLOW_WORDS`]) or to sign up for its newsletter ([`SIGN_UP_WORDS`]), or is a
/// paywall's notice ([`PAYWALL_WORDS`] with [`SUBSCRIBER_WORDS`]), or promises a mailing
/// to the reader's inbox ([`INBOX_WORDS`]). (A call to download
/// the site's app was measured too: an article's own "download it for iOS and Android"
/// went with it.) One pass over the text finds every word of the lists ([`WORDS`]).
fn is_call_to_action(text: &str) -> bool {
    let words = &*WORDS;
    // Each call needs a word of [`FOLLOW_WORDS`], "newsletter", a word of
    // [`SUBSCRIBER_WORDS`] or one of [`INBOX_WORDS`]: one look rules most blocks out.
    if !words.gate.is_match(text) {
        return false;
    }
    let mut found = 0u16;
    for m in words.finder.find_overlapping_iter(text) {
        let (bit, spaced) = words.marks[m.pattern().as_usize()];
        if !spaced || m.start() == 0 || text.as_bytes()[m.start() - 1] == b' ' {
            found |= bit;
        }
    }
    let has = |bits: u16| found & bits == bits;
    let networks = (found & NETWORK_BITS).count_ones() as usize;
    let follow = networks >= CALL_MIN_NETWORKS && has(FOLLOW)
        || networks >= 1 && is_short_follow_call(text)
        || FOLLOW_LABELS.contains(&text.trim_end_matches(|c: char| !c.is_alphanumeric()));
    let newsletter = has(NEWSLETTER | SIGN_UP);
    let paywall = has(PAYWALL | SUBSCRIBER);
    follow || newsletter || paywall || has(INBOX)
}

#[cfg(test)]
mod tests {
    use super::super::plain_texts::plain_lowercase;
    use super::*;

    #[test]
    fn sign_in_pages_are_words_of_the_url() {
        for url in [
            "http://x.test/user/login?destination=/node/7",
            "/signup",
            "/account/sign-in/",
            "/index.php?action=register",
            "/login.php",
        ] {
            assert!(leads_to_sign_in(url), "{url}");
        }
        for url in [
            "/data/strahlenschutzregister_node.html",
            "/hrq-register/hrq-register_node.html",
            "/register-of-bridges",
            "/blog/how-to-login-faster",
            "/user/ann",
        ] {
            assert!(!leads_to_sign_in(url), "{url}");
        }
    }

    #[test]
    fn q02_a_row_of_buttons_left_as_text_is_a_call_to_action() {
        // share and print buttons whose labels the page writes out.
        for md in [
            "Share this page to Facebook Share this page to X Share this page via Email",
            "RECIPE [PRINT](https://x/print) RATE THIS RECIPE",
            "Jump to Recipe [Print Recipe](https://x/print)",
            "Auf Facebook teilen In Messenger teilen Auf Twitter teilen",
            "SMS Facebook Twitter Email",
        ] {
            assert!(is_row_of_buttons(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "Share",
            "22 x 13.2 x 3.7 in.",
            "Facebook and Twitter banned the account.",
            "Print on the page",
            "The recipe",
            "Share prices rose",
        ] {
            assert!(!is_row_of_buttons(&plain_lowercase(md)), "{md}");
        }
    }

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
            "Receive gardening tips, delivered to your inbox",
            "## Get Jane Roe's stories in your inbox",
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
            "The agent searches the web and sends weekly summaries to your inbox, covering:",
        ] {
            assert!(!is_call_to_action(&plain_lowercase(md)), "{md}");
        }
    }

    /// A record of a block of Markdown `md` of this kind whose text is `text`.
    fn record(md: &str, kind: BlockKind, text: &str) -> BlockRecord {
        BlockRecord {
            start: 0,
            end: md.len(),
            kind,
            text_bytes: text.len(),
            link_bytes: 0,
            in_article: false,
            node: 0,
        }
    }

    #[test]
    fn q02_closing_calls_ask_the_reader_for_something() {
        // the one-line calls that close an article, and near misses in its prose.
        for (md, kind) in [
            (
                "For the latest stories download the Daily apps for [**iOS**](a) and Android.",
                BlockKind::Paragraph,
            ),
            (
                "**Get the latest news straight to your phone with the Daily app.**",
                BlockKind::Paragraph,
            ),
            (
                "*Do you want to hear from us? Subscribe here.*",
                BlockKind::Paragraph,
            ),
            (
                "We want to hear what you think. [Submit a letter](l) to the editor.",
                BlockKind::Paragraph,
            ),
            (
                "**¡Mira lo que tiene nuestro canal de YouTube!**",
                BlockKind::Paragraph,
            ),
            ("## Unterstütze das Magazin", BlockKind::Heading(2)),
        ] {
            let text = plain_lowercase(md);
            assert!(is_closing_call(md, &record(md, kind, &text), &text), "{md}");
        }
        for (md, kind) in [
            (
                "The council asked residents to subscribe to its flood alerts.",
                BlockKind::Paragraph,
            ),
            (
                "The charity says donations rose by a third this winter.",
                BlockKind::Paragraph,
            ),
            (
                "**The bridge** reopens in May, the council said.",
                BlockKind::Paragraph,
            ),
            ("## What the engineers found", BlockKind::Heading(2)),
            (
                "Our testers check every release of your application by hand.",
                BlockKind::Paragraph,
            ),
            (
                "**Apple** shipped the update to all phones.",
                BlockKind::Paragraph,
            ),
        ] {
            let text = plain_lowercase(md);
            assert!(
                !is_closing_call(md, &record(md, kind, &text), &text),
                "{md}"
            );
        }
    }

    #[test]
    fn q02_a_paywall_prompt_is_a_call_to_action() {
        // a paywall's question, button and subscribers' login.
        for md in [
            "# Möchten Sie weiterlesen?",
            "## Ja. Ich bin Abonnent.",
            "### Wählen Sie Ihren Zugang und lesen Sie weiter:",
            "Already a subscriber? [Log in](https://d/)",
            "Continue reading the main story",
            "**Seguir leyendo:**",
            "Article Continues Below",
            "CONTINUA DEPOIS DA PUBLICIDADE",
        ] {
            assert!(is_read_on_prompt(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "Zum Weiterlesen empfiehlt die Autorin das Buch von Jane Roe über die Geschichte \
             der Stadt und ihrer Brücken.",
            "The council will continue reading the reports before it decides on the bridge.",
            "Subscribers pay ten euros a month.",
        ] {
            assert!(!is_read_on_prompt(&plain_lowercase(md)), "{md}");
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
            ("follow the river on facebook", false),
            ("follow us on facebook", true),
            ("follow us on facebook and twitter", true),
            ("this story is for subscribers", true),
            ("this story is for readers", false),
        ] {
            assert_eq!(is_call_to_action(text), call, "{text}");
        }
    }
}
