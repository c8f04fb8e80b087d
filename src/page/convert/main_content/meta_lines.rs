//! The small print around a news article or a blog post (`--main`, F-06, Q-02),
//! known by what it says rather than by how its element is named: a lone "Advertisement"
//! (or "Anzeige", "Publicité") line, a button's label left as text ("Print", "Drucken",
//! "Share", "Gefällt mir"), a photo credit ("Photo: …", "Foto: …", "© Getty Images") or
//! a picture's caption that ends with one ("A wreath at the memorial. © Agency / Jane Roe"),
//! the post's tags and categories ("Tags: …", "Filed under …", "Posted in …", a blog
//! theme's filing sentence of any length up to `FILING_LINE_MAX_BYTES`), its count of views
//! ("Post Views: 111"), its
//! publication and update line ("Updated: 11.04.2020", "Veröffentlicht am …"), and on
//! pages other than a thread a line that is only a date or a time ("23.10.2018",
//! "Jun 18th 2018", "3:59 PM", "15 августа 2016, 13:43", "12/30/2019 05:03 AM EST") and a
//! signature wherever it stands ("Von Jane Roe am 19. Oktober 2019 um 11:14 Uhr", "Posted by
//! Jane Roe at 12:53", "*Von Jane Roe*", "Jane Roe, London 19.10.2019, 23:38 Uhr") and a
//! line that credits news agencies for the report ("aja/PAP", "(dpa)"), and a
//! site's notice of its rights, its licence or its
//! disclaimer ("© 2020 Jane Inc. All rights reserved", "Written permission must be obtained
//! before reprint", "The views expressed … do not necessarily reflect …"). Only the block
//! itself goes: the box around it may hold the article.

use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, Anchored, Input, MatchKind, StartKind};
use foldhash::HashSet;

use super::super::record::{BlockKind, BlockRecord};
use super::head::{is_emphasized, is_link_earnings_note};
use super::phrases;
use super::plain_texts::PlainTexts;
use super::tuning::{
    AGENCY_CREDIT_MAX_WORDS, AGENCY_INITIALS_MAX, AUTHOR_NOTE_MAX_BYTES, CAPTION_LINES_MAX_BYTES,
    CAPTION_MAX_BYTES, CREDIT_MAX_WORDS, DATE_LINE_MAX_WORDS, DATED_PART_MAX_WORDS,
    DISCLOSURE_MAX_WORDS, FILING_LINE_MAX_BYTES, GOV_BANNER_MAX_BYTES, LOADING_LINE_MAX_WORDS,
    META_LINE_MAX_BYTES, RIGHTS_NOTICE_MAX_BYTES, SIGNATURE_MAX_NAMES, SIGNATURE_MAX_WORDS,
    WRITER_BIO_MAX_BYTES, WRITER_BIO_WITHIN, WRITER_NAME_MAX_WORDS,
};
use super::words::{holds_year, is_list_item, more_parts_than, space_parts};

/// Whole lines (lowercase, without Markdown, emphasis or a closing colon) that are a
/// control's label or an advert's marker, never the article's text.
const LONE_LINES: &[&str] = &[
    // A byline's label left without its name (the name was a link or a picture that went);
    // not "By" alone, which parts a card's title from its maker's name.
    "written by",
    "edited by",
    "reviewed by",
    "fact checked by",
    "medically reviewed by",
    // A sign-up button's fine print left as a line of its own.
    "no credit card required",
    "no credit card needed",
    "advertisement",
    "advertisements",
    "advert",
    "ad",
    "sponsored",
    "anzeige",
    "werbung",
    "publicité",
    "publicidad",
    "pubblicità",
    "reklama",
    "print",
    "print this",
    "print recipe",
    "drucken",
    "rezept drucken",
    "imprimer",
    "drukuj",
    "share",
    "share this",
    "share this article",
    "share this story",
    "share this post",
    "share this page",
    "share this on",
    "share article",
    "share on",
    "share on facebook",
    "share on twitter",
    "tweet",
    "teilen",
    "teilen mit",
    "beitrag teilen",
    "artikel teilen",
    "diesen artikel teilen",
    "teilen sie dies mit",
    "partager",
    "compartir",
    "condividi",
    "udostępnij",
    "merken",
    "pinnen",
    "like this",
    "gefällt mir",
    "gefällt mir wird geladen",
    "wird geladen",
    "loading",
    "explore further",
    // A picture's controls, left as text beside its caption.
    "toggle caption",
    "hide caption",
    "show caption",
    "press enter or click to view image in full size",
    "bloggern gefällt das",
    "getty images",
    "back to top",
    "nach oben",
    "zum seitenanfang",
    "seitenanfang",
    "retour en haut",
    "haut de page",
    "volver arriba",
    "torna su",
    "zurück",
    "zurück zur übersicht",
    // A German public site's row of page tools ("Diese Seite: drucken, teilen").
    "diese seite",
    "zurück zur startseite",
    "zur startseite",
    "zum shop",
    "bild anzeigen bild schließen",
    "bild vergrößern",
    "vergrößern",
    "bisher keine kommentare",
    "keine kommentare",
    "no comments",
    "no comments yet",
    "kommentare",
    "kommentieren",
    "comments",
    "leave a comment",
    "bewerten",
    "artikel bewerten",
    "weiterlesen",
    "tags",
    "schlagworte",
    "kategorien",
    "themen",
    "temas",
    "share this article",
    "artikel teilen",
    "wie bewerten sie diesen artikel?",
    "folgen sie uns",
    "folge uns",
    "kommentare schreiben",
    "kommentar schreiben",
    "empfiehl dies deinen freunden",
    "war der artikel nützlich?",
    "war dieser artikel hilfreich?",
    "war dieser beitrag hilfreich?",
    "was this article helpful?",
    "was this helpful?",
    "möchten sie den artikel teilen?",
    "noch keine bewertungen",
    "(noch keine bewertungen)",
    "no ratings yet",
    "quellen ausblenden",
    "externer inhalt",
    "inhaltsverzeichnis",
    "jump to recipe",
    // Buttons' and teasers' labels, a player's notice.
    "read next",
    "commenter",
    "artikel anzeigen",
    "sharing is caring",
    "media playback is unsupported on your device",
    // A writer's role left as a label beside the byline or the bio ("Contributing Writer").
    "author",
    "authors",
    "contributing writer",
    "contributing editor",
    "staff writer",
    "senior writer",
    "senior editor",
    "associate editor",
    "staff reporter",
    "freelance writer",
    "guest author",
    "guest contributor",
    "listen to this article",
    "listen to this story",
    "listen to the article",
    "artikel anhören",
    "artikel vorlesen",
    "écouter cet article",
    "écouter l'article",
    "escuchar este artículo",
    "escucha esta nota aquí",
    "topics",
    "mehr anzeigen",
    "alle anzeigen",
    "zurück zur vorherigen seite",
    "schließen",
    "close",
    "show more",
    "load more",
    "pin for later",
    "print this page",
    "print article",
    "imprimir",
    "lesen sie auch",
    "auch interessant",
    "mehr zum thema",
    "weitere artikel",
    "related",
    "related articles",
    "related posts",
    "related stories",
    "more stories",
    "recommended",
    "next",
    "previous",
    "previous article",
    "next article",
    "vorheriger artikel",
    "nächster artikel",
    "article précédent",
    "article suivant",
    // A government site's banner over every page.
    "an official website of the united states government",
    "here's how you know",
    "here’s how you know",
    "official websites use .gov",
    "secure .gov websites use https",
    // A control left as text over a list.
    "jump to the list",
    // A forum's control under a long quote.
    "click to expand",
    // A shop's, a listing's and a forum's controls left as text.
    "add to cart",
    "add to bag",
    "out of stock",
    "book now",
    "sort by",
    "filter and sort",
    "results per page",
    "view in list",
    "view in grid",
    "see all reviews",
    "leave a review",
    "write a review",
    "view profile",
    "follow the author",
    "watch this topic",
    // A thread's control for the order of its replies.
    "oldest first",
    "newest first",
    // A forum's label on the posts of the member who opened the thread.
    "thread starter",
    // A forum's share menu under each post, written into the page for its script.
    "link to comment",
    "link to post",
    "share on other sites",
    "submit correction",
    // A price list's or a schedule's disclaimer set as a line of its own.
    "alle angaben ohne gewähr",
    "angaben ohne gewähr",
    "ohne gewähr",
];

/// Starts of lines (lowercase, without Markdown) that credit a picture, list a post's
/// tags or categories, or say when it was published or updated; followed by more words.
const META_STARTS: &[&str] = &[
    // Picture credits.
    "photo:",
    "photos:",
    "photo by ",
    "photograph by ",
    "photograph:",
    "image:",
    "images:",
    "image credit",
    // Not "photo credit": a round-up credits each project's picture to its maker's site.
    "photocredit",
    "bildcredit",
    "image via",
    "courtesy of ",
    "photo courtesy",
    "photos courtesy",
    "image courtesy",
    "images courtesy",
    "image used under ",
    "images used under ",
    "photo used under ",
    "photos used under ",
    "credit:",
    "credits:",
    "(credit:",
    "(photo:",
    "(foto:",
    "(fotos:",
    "(bild:",
    "foto:",
    "fotos:",
    "foto von ",
    "fotocredit",
    "bild:",
    "bilder:",
    "bild via",
    "bildquelle:",
    "titelbild:",
    "quelle:",
    "źródło:",
    "beitragsbild:",
    "crédit photo",
    "crédits photo",
    "crédits photos",
    "(crédito:",
    "crédito:",
    // A credit's mark, a space after it or not ("© Agency", "©iStock").
    "©",
    "(c) ",
    // An advert's or a sponsor's marker over the text it marks.
    "anzeige,",
    "anzeige:",
    "anzeige -",
    "(anzeige)",
    "werbung.",
    "werbung:",
    "(werbung)",
    "advertisement:",
    // A forum's advert marker for guests ("Advertisement - Members don't see this ad").
    "advertisement -",
    "advertisement (",
    "sponsored:",
    // Tags and categories (the starts of a filing line, which may be longer, are
    // [`FILING_STARTS`]).
    "tagged with",
    "stichworte:",
    "themen:",
    "kategorie:",
    "category:",
    "catégorie:",
    "veröffentlicht in",
    "étiquettes:",
    "etiquetas:",
    // A post's count of views ("Post Views: 111", "Aufrufe: 1120 | Hinzugefügt von: …").
    "post views:",
    "aufrufe:",
    "seitenaufrufe:",
    // Publication and update lines.
    "published:",
    "published on ",
    "news date:",
    "updated:",
    "last updated",
    "last modified",
    "veröffentlicht:",
    "veröffentlicht am ",
    "aktualisiert:",
    "aktualisiert am ",
    "zuletzt aktualisiert",
    "publiziert:",
    "publiziert am ",
    "erstellt am ",
    "stand:",
    "publié le ",
    "mis à jour le ",
    "publicado el ",
    "actualizado el ",
    "pubblicato il ",
    "opublikowano",
    // More credits, and creation, update and availability lines.
    "photo source:",
    "photo courtesy",
    "photos courtesy",
    "image courtesy",
    "image source:",
    "featured image:",
    "featured image by ",
    "feature image by ",
    // A forum app's signature under a post ("Sent from my phone using Tapatalk").
    "sent from my ",
    // An audio player's label over the article ("Listen to this article in summarized
    // format", "Artikel anhören (3 Minuten)").
    "listen to this article ",
    "listen to this story ",
    "listen to the article ",
    "artikel anhören ",
    "artikel vorlesen ",
    "feature image:",
    "header image by ",
    "cover image by ",
    "cover image:",
    "header image:",
    "bildnachweis",
    "fotonachweis",
    "bildrechte",
    "rubriklistenbild",
    "artikelbild",
    "bild ©",
    "foto ©",
    "photo ©",
    "fot. ",
    "fot: ",
    "фото: ",
    "zdjęcie:",
    "créé:",
    "créé le ",
    "mis à jour:",
    "publié:",
    "erstellt:",
    "geändert:",
    "zuletzt überarbeitet",
    "zuletzt geändert",
    "video verfügbar bis",
    // A post's short address and the citation a blog suggests for it.
    "permalink ",
    "permalink:",
    "permalien ",
    "permalien:",
    "short url:",
    "suggested citation ",
    "suggested citation:",
    "zitiervorschlag",
    "zitierhinweis",
];

/// Drops the kept paragraphs and headings that are small print ([`is_meta_line`]), a site's
/// notice of its rights ([`is_rights_notice`], at most [`RIGHTS_NOTICE_MAX_BYTES`]), or a
/// picture's caption that ends with its credit ([`is_credited_caption`]); with `dates` (a
/// page that is not a thread, whose posts keep their dates) a line that is only a date or a
/// time too ([`is_dated_line`]), unless it is a link, and a paragraph that signs the
/// article ([`is_signature`]), a line that only credits news agencies ([`is_agency_credit`])
/// and a short paragraph (not a list item, at most [`DISCLOSURE_MAX_WORDS`] words) that says
/// the site earns from its links ([`is_link_earnings_note`]). Their texts come from `plain`.
pub(super) fn drop_meta_lines(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
    dates: bool,
) {
    // Whether the last kept block with text so far is a heading.
    let mut last_is_heading = false;
    for (i, (b, k)) in blocks.iter().zip(keep.iter_mut()).enumerate() {
        let after_heading = last_is_heading;
        if *k && b.text_bytes > 0 {
            last_is_heading = matches!(b.kind, BlockKind::Heading(_));
        }
        if !*k
            || !matches!(b.kind, BlockKind::Paragraph | BlockKind::Heading(_))
            || b.text_bytes == 0
            || b.text_bytes
                > CAPTION_MAX_BYTES
                    .max(META_LINE_MAX_BYTES)
                    .max(RIGHTS_NOTICE_MAX_BYTES)
                    .max(FILING_LINE_MAX_BYTES)
                    .max(AUTHOR_NOTE_MAX_BYTES)
                    .max(GOV_BANNER_MAX_BYTES)
        {
            continue;
        }
        let md = &out[b.start..b.end];
        let text = plain.get(i);
        let line = b.text_bytes <= META_LINE_MAX_BYTES;
        // A credit on a line of its own under a paragraph (text, a line break, "Image credit: …")
        // credits the picture beside the paragraph: the paragraph is not its caption, unless
        // the two lines are as short as a caption's ([`CAPTION_LINES_MAX_BYTES`]).
        let caption = b.text_bytes <= CAPTION_MAX_BYTES
            && (!md.trim().contains('\n') || b.text_bytes <= CAPTION_LINES_MAX_BYTES)
            && !is_list_item(md);
        // A post's filing line names all its tags, and may be long.
        let filing = b.text_bytes <= FILING_LINE_MAX_BYTES && is_filing_line(text);
        // A signature names its author: a thread's posts keep theirs.
        let signature = dates
            && line
            && b.kind == BlockKind::Paragraph
            && !is_list_item(md)
            && is_signature(md, text, after_heading, b.link_bytes > 0);
        // A date that links somewhere (an event's, a post's) is a card's, not a byline's; a
        // link to the post's category or author beside its date is the byline's own.
        let unlinked_date = b.link_bytes == 0 || !links_hold_digits(md);
        if line && (is_meta_line(text) || dates && unlinked_date && is_dated_line(text))
            || signature
            || dates && line && b.link_bytes == 0 && is_agency_credit(text)
            || dates
                && b.kind == BlockKind::Paragraph
                && !is_list_item(md)
                && space_parts(text) <= DISCLOSURE_MAX_WORDS
                && is_link_earnings_note(text)
            || b.text_bytes <= AUTHOR_NOTE_MAX_BYTES && is_author_note(text)
            || filing
            || caption && is_credited_caption(text)
            || caption && opens_with_picture_control(md)
            || b.kind == BlockKind::Paragraph
                && b.text_bytes <= CAPTION_MAX_BYTES
                && !is_list_item(md)
                && is_figure_caption(md, text)
            || b.text_bytes <= RIGHTS_NOTICE_MAX_BYTES && is_rights_notice(text)
            || b.text_bytes <= GOV_BANNER_MAX_BYTES
                && GOV_BANNER_STARTS.iter().any(|s| text.starts_with(s))
        {
            *k = false;
        }
    }
}

/// Starts (lowercase) of the blocks of a government site's banner over every page, each a
/// bold line with its explanation under it, up to [`GOV_BANNER_MAX_BYTES`], longer than a
/// line of small print: "The .gov means it's official. Federal government websites often
/// end in .gov or .mil. …", "The site is secure. The https:// ensures that …", "Official
/// websites use .gov A .gov website belongs to …".
const GOV_BANNER_STARTS: &[&str] = &[
    "the .gov means it",
    "the site is secure. the https://",
    "official websites use .gov",
    "secure .gov websites use https",
];

/// True when the text of a link in a block's Markdown (`[text](target)`) holds a figure:
/// a linked date or time.
fn links_hold_digits(md: &str) -> bool {
    md.match_indices("](").any(|(end, _)| {
        let start = md[..end].rfind('[').map_or(0, |at| at + 1);
        md[start..end].bytes().any(|b| b.is_ascii_digit())
    })
}

/// Words (lowercase) that open a byline or a signature: "By Jane Roe", "Von Jane Roe am
/// 19. Oktober 2019", "Posted by Jane Roe at 12:53", "Erstellt von Jane Roe", "Mitarbeit:
/// Jane Roe", in English and the languages news sites are most often written in.
const SIGNATURE_OPENERS: &[&str] = &[
    "by ",
    "von ",
    "von: ",
    "par ",
    "por ",
    "door ",
    "przez ",
    "posted by ",
    "written by ",
    "erstellt von ",
    "geschrieben von ",
    "verfasst von ",
    "ein beitrag von ",
    "text von ",
    "text: ",
    "texto: ",
    "autor: ",
    "autorin: ",
    "author: ",
    "mitarbeit: ",
    "publicado por ",
    "escrito por ",
    "écrit par ",
    "publié par ",
    "scritto da ",
];

/// Words a signature holds between its names and its date: joining names ("Jane Roe and
/// John Doe"), leading the date or the time ("on", "am", "le", "at", "um").
const SIGNATURE_JOINERS: &[&str] = &[
    "and", "und", "et", "y", "e", "i", "og", "en", "&", "on", "am", "le", "el", "il", "at", "um",
    "in", "der", "den", "del", "van", "von", "de", "da", "di", "du", "la", "min", "read",
];

/// True when a short paragraph (its Markdown `md` and its text `text`,
/// [plain](super::plain_texts::plain_lowercase)) signs the article: at most
/// [`SIGNATURE_MAX_WORDS`] words, made only of names (words written with a capital, at most
/// [`SIGNATURE_MAX_NAMES`]), a date or a time ([`is_date_line`]'s words) and the words that
/// join them ([`SIGNATURE_JOINERS`]); either opened by a byline's word
/// ([`SIGNATURE_OPENERS`]: "Von Jane Roe", "Posted by Jane Roe at 12:53") with two names or a
/// date or a time, or without one, with a full date ("Jane Roe 19.10.2019, 23:38 Uhr",
/// "11.12.2019 - Jane Roe", "Jane Roe | 9 décembre 2019 à 09h08"). A sentence has words
/// without a capital ("By Tuesday the river had risen"); a heading is not looked at.
fn is_signature(md: &str, text: &str, after_heading: bool, linked: bool) -> bool {
    let opener = SIGNATURE_OPENERS.iter().find(|o| text.starts_with(**o));
    // Without an opener only a full date signs: one look for a year rules most lines out.
    if opener.is_none() && !holds_year(text)
        || text.contains(['?', '!'])
        || more_parts_than(text, SIGNATURE_MAX_WORDS)
    {
        return false;
    }
    let skip = opener.map_or(0, |o| o.split(' ').filter(|w| !w.is_empty()).count());
    let mut md_words = md.split_whitespace().filter(|w| {
        w.chars()
            .any(|c| !matches!(c, '*' | '_' | '\\' | '[' | ']' | '`'))
    });
    let (mut names, mut year, mut month, mut separated, mut time) = (0, false, false, false, false);
    for (i, word) in text.split(' ').enumerate() {
        let Some(cased) = md_words.next() else {
            return false;
        };
        if i < skip {
            continue;
        }
        let core = word.trim_matches(|c: char| !c.is_alphanumeric());
        if core.is_empty() {
            continue;
        }
        // A key ("Termin: 29.02.2020", "Book: by May 5, 2025") and its value are data.
        if word.ends_with(':') {
            return false;
        }
        if core.starts_with(|c: char| c.is_ascii_digit()) {
            let digits = core.bytes().filter(u8::is_ascii_digit).count();
            if !core
                .bytes()
                .all(|b| b.is_ascii_digit() || b".:/-hstndr".contains(&b))
            {
                return false;
            }
            year |= holds_year(core);
            time |= core.contains(':') && digits >= 3 || french_time(core).is_some();
            separated |= core.contains(['.', '/', '-']) && digits >= 4;
            continue;
        }
        if DATE_WORDS.contains(&core) && core.len() >= 3 {
            month = true;
            continue;
        }
        if TIME_WORDS.contains(&core)
            || WEEKDAYS.contains(&core)
            || SIGNATURE_JOINERS.contains(&core)
            || DATE_WORDS.contains(&core)
        {
            continue;
        }
        let capital = cased
            .chars()
            .find(|c| c.is_alphanumeric())
            .is_some_and(char::is_uppercase);
        if !capital {
            return false;
        }
        names += 1;
    }
    if md_words.next().is_some() || names == 0 || names > SIGNATURE_MAX_NAMES {
        return false;
    }
    let full_date = year && (month || separated);
    if opener.is_some() {
        full_date || time || names >= 2 && !after_heading
    } else {
        full_date && !linked
    }
}

/// Starts of a note on the article's author ("The author is a teacher of …", "Die Autorin
/// ist …", "About the author: …"), in English and the languages news sites are most often
/// written in. (A note on where the article first appeared was measured too: trafilatura's
/// evaluation keeps "This post originally appeared on …" as the article's.)
const AUTHOR_NOTE_STARTS: &[&str] = &[
    "the author is ",
    "the authors are ",
    "the writer is ",
    "about the author",
    "der autor ist ",
    "die autorin ist ",
    "die autoren sind ",
    "die autorinnen sind ",
    "zum autor:",
    "zur autorin:",
    "über den autor",
    "über die autorin",
    "l'auteur est ",
    "l’auteur est ",
    "l'autrice est ",
    "l’autrice est ",
    "el autor es ",
    "la autora es ",
    "l'autore è ",
    "l’autore è ",
];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is a note on the
/// article's author: it starts with one of [`AUTHOR_NOTE_STARTS`].
fn is_author_note(text: &str) -> bool {
    AUTHOR_NOTE_STARTS
        .iter()
        .any(|start| text.starts_with(start))
}

/// Words (lowercase) by which a bio says its subject writes: "Jane Roe is a freelance travel
/// writer", "… is an experienced journalist", in English and the languages news sites are
/// most often written in. Whole words: a "songwriter" or a "playwright" is the article's
/// subject.
const WRITER_WORDS: &[&str] = &[
    "writer",
    "journalist",
    "editor",
    "reporter",
    "columnist",
    "blogger",
    "contributor",
    "correspondent",
    "autor",
    "autorin",
    "journalistin",
    "redakteur",
    "redakteurin",
    "journaliste",
    "rédacteur",
    "rédactrice",
    "periodista",
    "redactor",
    "redactora",
    "giornalista",
];

/// The verb and article that follow a bio's name ("Jane Roe is a …", "Jane Roe ist
/// freie …"), lowercase.
const BIO_VERBS: &[&str] = &[
    " is a ",
    " is an ",
    " is the ",
    " ist ein ",
    " ist eine ",
    " ist freier ",
    " ist freie ",
    " est un ",
    " est une ",
    " es un ",
    " es una ",
];

/// Drops a writer's bio kept at either end of the article: one of the first or last
/// [`WRITER_BIO_WITHIN`] kept blocks with text, a paragraph (not a list item) of at most
/// [`WRITER_BIO_MAX_BYTES`] that opens with a name (at most [`WRITER_NAME_MAX_WORDS`]
/// words, each capitalised) and one of [`BIO_VERBS`], and whose first sentence says its
/// subject writes ([`WRITER_WORDS`]): "Jane Roe is a freelance travel writer and editor of
/// …", "Anurag is an experienced journalist …". A bio set apart from the article says what
/// its subject does in any words ("Chris Roe is the CTO of …"): one written wholly in
/// emphasis, or one under its subject's name on a line of its own. Only those few blocks
/// are read.
pub(super) fn drop_writer_bios(
    out: &str,
    blocks: &[BlockRecord],
    plain: &PlainTexts<'_>,
    keep: &mut [bool],
) {
    let with_text = |i: &usize| keep[*i] && blocks[*i].text_bytes > 0;
    // Only the ends are walked to: the scan stops at the first blocks with text.
    let ends = (0..blocks.len())
        .filter(with_text)
        .take(WRITER_BIO_WITHIN)
        .chain(
            (0..blocks.len())
                .rev()
                .filter(with_text)
                .take(WRITER_BIO_WITHIN),
        );
    let bios: Vec<usize> = ends
        .filter(|&i| {
            let b = &blocks[i];
            let md = &out[b.start..b.end];
            b.kind == BlockKind::Paragraph
                && b.text_bytes <= WRITER_BIO_MAX_BYTES
                && !is_list_item(md)
                && is_writer_bio(md, plain.get(i), || {
                    (0..i).rev().find(with_text).map(|before| plain.get(before))
                })
        })
        .collect();
    for i in bios {
        keep[i] = false;
    }
}

/// True when a paragraph (its Markdown `md` and its text `text`,
/// [plain](super::plain_texts::plain_lowercase)) is a writer's bio ([`drop_writer_bios`]);
/// `before` gives the text of the kept block above it, read only for a bio that does not
/// name writing.
fn is_writer_bio<'a>(md: &str, text: &str, before: impl FnOnce() -> Option<&'a str>) -> bool {
    let Some((at, verb)) = BIO_VERBS
        .iter()
        .filter_map(|v| text.find(v).map(|at| (at, v)))
        .min_by_key(|(at, _)| *at)
    else {
        return false;
    };
    // The name, as the page writes it: capitalised words before the verb.
    let name = &text[..at];
    let words = name.split(' ').filter(|w| !w.is_empty()).count();
    if words == 0 || words > WRITER_NAME_MAX_WORDS {
        return false;
    }
    let written = md.trim_start_matches(['*', '_', '(', '[', ' ']);
    let capitalised = written.split(' ').take(words).all(|w| {
        w.trim_start_matches(['*', '_', '['])
            .starts_with(char::is_uppercase)
    });
    if !capitalised {
        return false;
    }
    let rest = &text[at + verb.len()..];
    let sentence = rest.split(". ").next().unwrap_or(rest);
    sentence
        .split(|c: char| !c.is_alphabetic())
        .any(|w| WRITER_WORDS.contains(&w))
        || is_person_named(name, text)
            && (in_italics(md) || before().is_some_and(|line| bare(line) == bare(name)))
}

/// True when the words before a bio's verb are a person's name (two words or more, of
/// letters and the marks names hold: "Mary-Ann O'Roe", "Jane Roe, MD") and the bio speaks of
/// them as "he" or "she" ([`PERSON_WORDS`]): not "Note: This is …" nor a tool's name over
/// its description.
fn is_person_named(name: &str, text: &str) -> bool {
    let name = name.trim_start_matches('(');
    name.split(' ').filter(|w| !w.is_empty()).count() >= 2
        && name
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '.' | ',' | '\'' | '’'))
        && text
            .split(|c: char| !c.is_alphabetic())
            .any(|w| PERSON_WORDS.contains(&w))
}

/// Words (lowercase) by which a bio speaks of its subject as a person.
const PERSON_WORDS: &[&str] = &[
    "he", "she", "his", "her", "him", "er", "sein", "seine", "seinem", "seinen", "ihr", "ihre",
];

/// True when a paragraph's Markdown is in italics from end to end (`*…*`, `_…_`; not bold,
/// [`is_emphasized`] otherwise), as a note set apart from the article is written.
fn in_italics(md: &str) -> bool {
    let md = md.trim();
    is_emphasized(md) && !md.starts_with("**") && !md.starts_with("__")
}

/// A line without the marks around it ("Jane Roe*" is "Jane Roe").
fn bare(line: &str) -> &str {
    line.trim_matches(|c: char| !c.is_alphanumeric())
}

/// Words of a site's notice of its rights or of its disclaimer, in the languages news sites
/// are most often written in: the reservation of rights, the ban on reprinting, the
/// disclaimer of its contributors' opinions. An article about copyright speaks of rights
/// reserved or reprinting, but not in these words.
const RIGHTS_WORDS: &[&str] = &[
    "all rights reserved",
    "alle rechte vorbehalten",
    "tous droits réservés",
    "todos los derechos reservados",
    "todos os direitos reservados",
    "tutti i diritti riservati",
    "wszelkie prawa zastrzeżone",
    "alle rechten voorbehouden",
    "copyrighted property",
    "written permission must be",
    "without prior written permission",
    "without the prior written permission",
    "without written permission",
    "may not be published, broadcast",
    "may not be reproduced",
    "nachdruck nur mit",
    "chroniony prawem autorskim",
    "not responsible for the opinions",
    "do not necessarily reflect the",
    "does not necessarily reflect the",
    "engagent que leur",
];

/// Words that name the site's own content in a notice of its licence ("Die Inhalte dieser
/// Website sind unter einer Creative-Commons-Lizenz lizenziert"), with a word of
/// [`LICENCE_WORDS`] in the same block.
const SITE_CONTENT_WORDS: &[&str] = &[
    "content on this site",
    "content of this site",
    "contents of this site",
    "content on this website",
    "content of this website",
    "contents of this website",
    "content on this blog",
    "inhalte dieser website",
    "inhalte dieser webseite",
    "inhalte dieser seite",
    "inhalte dieses blogs",
    "contenus de ce site",
    "contenu de ce site",
    "contenido de este sitio",
    "contenidos de este sitio",
];

/// Words of a licence ("licensed", "Lizenz", "CC BY").
const LICENCE_WORDS: &[&str] = &["licen", "lizen", "cc-by", "cc by", "creative commons"];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is a site's notice
/// of its rights or its disclaimer (a word of [`RIGHTS_WORDS`], not named in brackets or
/// quotes: "Copyright (all rights reserved) and the public domain" explains it), or of the
/// licence of its content (a word of [`SITE_CONTENT_WORDS`] with one of [`LICENCE_WORDS`]).
fn is_rights_notice(text: &str) -> bool {
    let words = &*RIGHTS_NOTICE_WORDS;
    // Most blocks hold none of the words: one look rules them out.
    if !words.gate.is_match(text) {
        return false;
    }
    let (mut site, mut licence) = (false, false);
    for m in words.finder.find_overlapping_iter(text) {
        match words.lists[m.pattern().as_usize()] {
            RightsList::Rights => {
                let quoted = text[..m.start()]
                    .chars()
                    .next_back()
                    .is_some_and(|c| matches!(c, '(' | '"' | '“' | '„' | '«'));
                if !quoted {
                    return true;
                }
            }
            RightsList::SiteContent => site = true,
            RightsList::Licence => licence = true,
        }
    }
    site && licence
}

/// Which of [`is_rights_notice`]'s lists a word is from.
#[derive(Clone, Copy)]
enum RightsList {
    /// [`RIGHTS_WORDS`].
    Rights,
    /// [`SITE_CONTENT_WORDS`].
    SiteContent,
    /// [`LICENCE_WORDS`].
    Licence,
}

/// The words of [`is_rights_notice`]'s three lists in one automaton, so that a block's text
/// is read once, not once per word (a search set up per word cost more than all the other
/// rules of this file together).
struct RightsNoticeWords {
    /// Finds them all, overlapping ones too.
    finder: AhoCorasick,
    /// Tells whether a text holds any of them ([`phrases::gate`]).
    gate: AhoCorasick,
    /// Each word's list, by pattern number.
    lists: Vec<RightsList>,
}

/// The words, put together the first time a block is read (E-05).
static RIGHTS_NOTICE_WORDS: LazyLock<RightsNoticeWords> = LazyLock::new(|| {
    let lists = [
        (RIGHTS_WORDS, RightsList::Rights),
        (SITE_CONTENT_WORDS, RightsList::SiteContent),
        (LICENCE_WORDS, RightsList::Licence),
    ];
    let mut patterns = Vec::new();
    let mut of = Vec::new();
    for (words, list) in lists {
        for word in words {
            patterns.push(*word);
            of.push(list);
        }
    }
    RightsNoticeWords {
        gate: phrases::gate(&patterns),
        finder: phrases::finder(patterns),
        lists: of,
    }
});

/// News agencies (lowercase) whose name signs a report taken from them ([`is_agency_credit`]).
const NEWS_AGENCIES: &[&str] = &[
    "dpa", "afp", "ap", "apa", "pap", "reuters", "kna", "epd", "sda", "ats", "ansa", "efe", "kap",
    "dts", "sid", "ddp", "upi", "anp", "belga", "tass", "xinhua", "iana", "ians", "pti",
];

/// True when a line's text ([plain](super::plain_texts::plain_lowercase)) only credits news
/// agencies for the report ("aja/PAP", "(dpa)", "AFP/sda", "Reuters"): one word or words set
/// apart by `/`, `,` or brackets ([`AGENCY_CREDIT_MAX_WORDS`] at most), at least one of them
/// an agency ([`NEWS_AGENCIES`]) and the others initials ([`AGENCY_INITIALS_MAX`] letters at
/// most). "New AP poll" is a sentence's
/// start, not a credit: its words stand apart by spaces only.
fn is_agency_credit(text: &str) -> bool {
    // Most lines are longer than a credit, and most start with a word that is neither an
    // agency nor initials: the words are read up to the first one that rules the line out.
    let (mut words, mut agency) = (0, false);
    for word in text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        words += 1;
        let named = NEWS_AGENCIES.contains(&word);
        if words > AGENCY_CREDIT_MAX_WORDS || !named && word.chars().count() > AGENCY_INITIALS_MAX {
            return false;
        }
        agency |= named;
    }
    agency && (words == 1 || text.contains(['/', ',', '(']))
}

/// Picture agencies (lowercase) whose name ends a caption as its credit.
const PHOTO_AGENCIES: &[&str] = &[
    "getty images",
    "istock.com",
    "istock",
    "shutterstock.com",
    "shutterstock",
    "picture alliance",
    "picture-alliance",
    "imago images",
    "adobe stock",
    "stock.adobe.com",
    "unsplash",
];

/// Marks that open a picture's credit inside a line: "… am Westufer. © AFP / Jane Roe",
/// "… Maskenpflicht. Foto: Agency/Jane Roe", "Jane Roe, photo: Archives".
const CREDIT_MARKS: &[&str] = &[
    "©",
    "foto:",
    "fotos:",
    "photo:",
    "photos:",
    "bild:",
    "credit:",
    "crédit:",
    "crédito:",
    "fot.",
    "фото:",
];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is a picture's caption
/// that ends with its credit: text of two words or more, then one of [`CREDIT_MARKS`] (a "©", or a
/// label after a sentence's end, a comma, a bracket, a dash or a bar) followed by at most
/// [`CREDIT_MAX_WORDS`] words and no sentence after them; or a short line ending with a picture
/// agency's name ("Jane Roe Getty Images", "Augusta National/Getty Images").
fn is_credited_caption(text: &str) -> bool {
    let end = text.trim_end_matches([')', ' ', '.']);
    if PHOTO_AGENCIES.iter().any(|a| end.ends_with(a)) {
        // "Jane Roe Getty Images"; "… gut getarnt. (Jane Roe / iStock.com)", "… im Klinikum /
        // picture alliance": the credit set apart by a bracket, a slash or a bar.
        let parted = end
            .rfind(['(', '/', '|'])
            .is_some_and(|at| space_parts(end[at + 1..].trim()) <= CREDIT_MAX_WORDS);
        if parted || end.ends_with("getty images") && space_parts(text) <= CREDIT_MAX_WORDS {
            return true;
        }
    }
    // Every one of the marks but Polish "fot." holds a colon or a "©": one look rules most
    // blocks out.
    if !text.as_bytes().contains(&b':') && !text.contains('©') && !text.contains("fot. ") {
        return false;
    }
    let Some((at, mark)) = CREDIT_MARKS
        .iter()
        .filter_map(|m| text.rfind(m).map(|at| (at, *m)))
        .max_by_key(|(at, _)| *at)
    else {
        return false;
    };
    let before = text[..at].trim_end_matches([' ', '(', '|', '/', '-', '–']);
    // "Jane Roe, photo: …", "… required. Foto: …", "(Foto: …)"; not "Stunning Photos: …".
    let starts_credit = mark == "©"
        || text[..at]
            .trim_end()
            .ends_with(['(', '|', '/', '.', ',', '-', '–', ')']);
    let tail = text[at + mark.len()..].trim_matches([' ', ')', '.']);
    let tail_words = tail.split(' ').filter(|w| !w.is_empty()).count();
    // "Photo credit: …" alone is a credit line, not a caption with a credit.
    before.as_bytes().contains(&b' ')
        && starts_credit
        && tail.chars().any(char::is_alphabetic)
        && tail_words > 0
        && tail_words <= CREDIT_MAX_WORDS
        && !tail.contains(". ")
}

/// A picture's controls (lowercase) that a site links to its full-size picture, left as the
/// first words of the caption beside it ("[**Vergrößern**](…) **A round hole for the
/// camera.**"). Not "Zoom": a brand's name, linked, opens a sentence.
const PICTURE_CONTROLS: &[&str] = &[
    "vergrößern",
    "bild vergrößern",
    "enlarge",
    "enlarge image",
    "agrandir",
    "ampliar",
    "powiększ",
];

/// True when a block's Markdown opens with a link whose text is one of [`PICTURE_CONTROLS`]
/// (emphasis aside) and says more after it: the picture's caption behind its control.
fn opens_with_picture_control(md: &str) -> bool {
    let Some(rest) = md.trim_start().strip_prefix('[') else {
        return false;
    };
    let Some(end) = rest.find("](") else {
        return false;
    };
    let label = rest[..end]
        .trim_matches(|c: char| c.is_whitespace() || matches!(c, '*' | '_'))
        .to_lowercase();
    let Some(close) = rest[end..].find(')') else {
        return false;
    };
    PICTURE_CONTROLS.contains(&label.as_str())
        && rest[end + close + 1..].chars().any(char::is_alphabetic)
}

/// Words (lowercase) that name a figure at the start of its caption ("Abbildung 4: …",
/// "Figure 2. …", "Abb.: …"), in the languages news sites are most often written in.
const FIGURE_WORDS: &[&str] = &[
    "abbildung",
    "abb.",
    "figure",
    "fig.",
    "figura",
    "fig",
    "schaubild",
    "rysunek",
    "rys.",
    "ryc.",
];

/// True when a paragraph (its Markdown `md` and its text `text`,
/// [plain](super::plain_texts::plain_lowercase)) is a figure's caption set as a line of text
/// under the picture: each of its lines starts with one of [`FIGURE_WORDS`], then a figure's
/// number or none, then a colon, or a full stop or a dash after the number ("Abbildung 4:
/// klassische Schwachschicht.", "Figure 12. Two branches", "Abbildung: Vergleich …"). A
/// sentence that speaks of the figure ("Figure 2 shows …", "Abbildung 3 zeigt …") is not
/// one.
fn is_figure_caption(md: &str, text: &str) -> bool {
    // The text starts as the first line does (its marks left out): most paragraphs are ruled
    // out before a line is lowercased.
    if !FIGURE_WORDS.iter().any(|word| text.starts_with(word)) {
        return false;
    }
    let md = md.trim();
    if !md.contains('\n') {
        return opens_as_caption(text);
    }
    md.lines()
        .map(|line| line.trim_matches(|c: char| c.is_whitespace() || matches!(c, '*' | '_')))
        .filter(|line| !line.is_empty())
        .all(|line| opens_as_caption(&line.to_lowercase()))
}

/// True when a lowercase line starts as a figure's caption ([`is_figure_caption`]): one of
/// [`FIGURE_WORDS`], a number or none ("4", "2.1", "3a", "iv" not), then `:`, or `.`, `-`
/// or `–` after a number, and more after it.
fn opens_as_caption(line: &str) -> bool {
    let Some(word) = FIGURE_WORDS.iter().find(|w| line.starts_with(**w)) else {
        return false;
    };
    let rest = &line[word.len()..];
    // "Figures", "Abbildungen", "Figurative": the word goes on.
    if rest.starts_with(|c: char| c.is_alphabetic()) {
        return false;
    }
    let rest = rest.trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let mut after = &rest[digits..];
    if digits > 0 {
        // A part's number ("2.1", "3-2") and a letter ("3a").
        if let Some(part) = after.strip_prefix(['.', '-'])
            && part.starts_with(|c: char| c.is_ascii_digit())
        {
            after = part.trim_start_matches(|c: char| c.is_ascii_digit());
        }
        if let Some(letter) = after.strip_prefix(|c: char| c.is_ascii_lowercase())
            && !letter.starts_with(|c: char| c.is_alphabetic())
        {
            after = letter;
        }
    }
    let after = after.trim_start();
    let mark = if digits > 0 {
        after.strip_prefix([':', '.', '-', '–'])
    } else {
        after.strip_prefix(':')
    };
    // "Fig. 3" is the word's own full stop; a caption says more after its mark.
    mark.is_some_and(|said| said.trim().chars().any(char::is_alphanumeric))
}

/// Starts of a post's filing line: its tags, its categories, and the sentence of a blog's
/// theme that says when and where it was filed ("This entry was posted in … and tagged …
/// on …", "Der Beitrag wurde am … veröffentlicht und wurde unter … abgelegt"). One of them
/// names every tag, so it may be longer than other small print ([`FILING_LINE_MAX_BYTES`]).
const FILING_STARTS: &[&str] = &[
    "tags:",
    "tagged:",
    "schlagworte:",
    "schlagwörter:",
    "kategorien:",
    "categories:",
    "filed under",
    "posted in ",
    "this entry was posted",
    "dieser eintrag wurde ",
    "der beitrag wurde am ",
];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) starts with one of
/// [`FILING_STARTS`] and says more.
fn is_filing_line(text: &str) -> bool {
    opens_and_says_more(&FILING_OPENINGS, text)
}

/// [`FILING_STARTS`] as one automaton that matches only at a line's start.
static FILING_OPENINGS: LazyLock<AhoCorasick> = LazyLock::new(|| openings(FILING_STARTS));

/// Ends of a line that credits others' reporting ("Jane Roe contributed to this report.").
const CREDIT_ENDS: &[&str] = &[
    "contributed to this report",
    "contributed reporting",
    "contributed to this article",
    "contributed to this story",
];

/// The label of a table of contents, left alone once its links are gone (a page's
/// navigation, not its text).
const CONTENTS_LABELS: &[&str] = &[
    "table of contents",
    "in this article",
    "on this page",
    "jump to",
    "inhaltsverzeichnis",
    "sommaire",
];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is one of
/// [`LONE_LINES`] or [`CONTENTS_LABELS`] (its closing colon, dots, brackets around it, an
/// arrow before it ("< Back to top", "↑ nach oben") or `%d` left out) or starts
/// with one of [`META_STARTS`] and says more.
fn is_meta_line(text: &str) -> bool {
    // French typography sets a space before a colon ("Catégorie : Presse"); the starts are
    // written without it. Only the line's first bytes are read for one.
    let head = &text.as_bytes()[..text.len().min(META_COLON_MAX_BYTES + 2)];
    if let Some(at) = head.windows(2).position(|pair| pair == b" :") {
        let mut closed = String::with_capacity(text.len());
        closed.push_str(&text[..at]);
        closed.push_str(&text[at + 1..]);
        if opens_and_says_more(&META_OPENINGS, &closed) {
            return true;
        }
    }
    let whole = text
        .trim_start_matches("%d ")
        .trim_end_matches([':', '.', '…', '!', ' ', '-', '»', ')'])
        .trim_start_matches(['-', ' ', '(', '<', '^', '↑']);
    LONE.contains(whole)
        || is_loading_line(text)
        || is_gallery_control(text)
        || opens_and_says_more(&META_OPENINGS, text)
        || CREDIT_ENDS
            .iter()
            .any(|end| text.trim_end_matches(['.', ')', ' ']).ends_with(end))
}

/// True when a line's text is a script's placeholder left while it loads: "Loading…",
/// "Loading prices for your region…" (it opens with "loading", trails off with an
/// ellipsis, and has at most [`LOADING_LINE_MAX_WORDS`] words). A heading that names
/// loading ("Loading Initial Program Loader") does not trail off.
fn is_loading_line(text: &str) -> bool {
    text.starts_with("loading")
        && (text.ends_with('…') || text.ends_with("..."))
        && space_parts(text) <= LOADING_LINE_MAX_WORDS
}

/// True when a line's text is a picture gallery's control, written for screen readers on
/// each thumbnail or slide: "Load image 3 in gallery view" (beside the thumbnail's picture
/// in a list item), "Slide 1 of 8", "Image 2 of 5" (written twice when the label is read out
/// twice: "Slide 1 of 81 of 8"). A sentence that goes on ("Image 2 of 5 shows the bridge")
/// is not one.
fn is_gallery_control(text: &str) -> bool {
    if let Some(rest) = text.strip_prefix("load image ") {
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
        return rest.len() < text.len() - "load image ".len()
            && rest.starts_with(" in gallery view");
    }
    let Some(rest) = text
        .strip_prefix("slide ")
        .or_else(|| text.strip_prefix("image "))
    else {
        return false;
    };
    rest.starts_with(|c: char| c.is_ascii_digit())
        && rest.contains(" of ")
        && rest
            .split_whitespace()
            .all(|w| w == "of" || w.bytes().all(|c| c.is_ascii_digit()))
}

/// How far into a line (bytes) a space before a colon is read as French typography by
/// [`is_meta_line`]: the [`META_STARTS`] that end with a colon are shorter, and a colon
/// further in is not a start's.
const META_COLON_MAX_BYTES: usize = 24;

/// [`LONE_LINES`] and [`CONTENTS_LABELS`] as a set: a line is looked up with one hash, not
/// compared with each (E-02).
static LONE: LazyLock<HashSet<&str>> =
    LazyLock::new(|| LONE_LINES.iter().chain(CONTENTS_LABELS).copied().collect());

/// [`META_STARTS`] as one automaton that matches only at a line's start.
static META_OPENINGS: LazyLock<AhoCorasick> = LazyLock::new(|| openings(META_STARTS));

/// An automaton of `starts` that matches only at the start of its input, for
/// [`opens_and_says_more`]: one pass over a line's first bytes instead of one comparison per
/// start (E-02). Shorter starts come first, so a search finds the shortest that matches.
fn openings(starts: &[&str]) -> AhoCorasick {
    let mut shortest_first = starts.to_vec();
    shortest_first.sort_by_key(|start| start.len());
    phrases::builder()
        .start_kind(StartKind::Anchored)
        .match_kind(MatchKind::LeftmostFirst)
        .build(shortest_first)
        .expect("a hundred short starts make an automaton")
}

/// True when `text` starts with one of the automaton's starts ([`openings`]) and says more
/// after it: the shortest start that matches is shorter than the text.
fn opens_and_says_more(starts: &AhoCorasick, text: &str) -> bool {
    starts
        .find(Input::new(text).anchored(Anchored::Yes))
        .is_some_and(|start| start.end() < text.len())
}

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is a date line
/// ([`is_date_line`]), or parts set apart by `|` one of which is a date line and the others short
/// ([`DATED_PART_MAX_WORDS`]): "8. November 2021 | News", "Friday | 14 June 2019 | 0 comments".
fn is_dated_line(text: &str) -> bool {
    if !text.contains('|') {
        return is_date_line(text);
    }
    let parts: Vec<&str> = text
        .split('|')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    parts.iter().any(|p| is_date_line(p))
        && parts.iter().all(|p| space_parts(p) <= DATED_PART_MAX_WORDS)
}

/// Month names and their short forms (English, German, French, Spanish, Italian), and the
/// words a date or a time line holds besides them ("am", "pm", "uhr", "um").
const DATE_WORDS: &[&str] = &[
    "jan",
    "january",
    "januar",
    "jänner",
    "janvier",
    "enero",
    "gennaio",
    "feb",
    "february",
    "februar",
    "février",
    "febrero",
    "febbraio",
    "mar",
    "march",
    "märz",
    "mars",
    "marzo",
    "apr",
    "april",
    "avril",
    "abril",
    "aprile",
    "may",
    "mai",
    "mayo",
    "maggio",
    "jun",
    "june",
    "juni",
    "juin",
    "junio",
    "giugno",
    "jul",
    "july",
    "juli",
    "juillet",
    "julio",
    "luglio",
    "aug",
    "august",
    "août",
    "agosto",
    "sep",
    "sept",
    "september",
    "septembre",
    "septiembre",
    "settembre",
    "oct",
    "october",
    "okt",
    "oktober",
    "octobre",
    "octubre",
    "ottobre",
    "nov",
    "november",
    "novembre",
    "noviembre",
    "dec",
    "december",
    "dez",
    "dezember",
    "décembre",
    "diciembre",
    "dicembre",
    // Dutch, Portuguese, Swedish and Danish names the lists above lack.
    "januari",
    "februari",
    "maart",
    "mei",
    "augustus",
    "janeiro",
    "fevereiro",
    "março",
    "maio",
    "junho",
    "julho",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
    "augusti",
    "maj",
    "marts",
    // Polish and Russian names, as a date writes them (genitive).
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
    "am",
    "pm",
    "uhr",
    "um",
    "de",
    "th",
    "st",
    "nd",
    "rd",
];

/// Words a date or a time line holds that name no month: "à" ("9 décembre 2019 à 09h08"),
/// "a.m." and the time zones a news site's time stamp names ("05:03 AM EST").
const TIME_WORDS: &[&str] = &[
    "à", "a.m", "p.m", "est", "edt", "cst", "cdt", "pst", "pdt", "et", "gmt", "utc", "bst", "cet",
    "cest", "mez", "mesz",
];

/// Weekdays' names (English, German, French, Spanish, Italian), which may lead a date
/// without a comma after them.
const WEEKDAYS: &[&str] = &[
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonntag",
    "lundi",
    "mardi",
    "mercredi",
    "jeudi",
    "vendredi",
    "samedi",
    "dimanche",
    "lunes",
    "martes",
    "miércoles",
    "jueves",
    "viernes",
    "sábado",
    "domingo",
    "lunedì",
    "martedì",
    "mercoledì",
    "giovedì",
    "venerdì",
    "sabato",
    "domenica",
];

/// True when a block's text ([plain](super::plain_texts::plain_lowercase)) is only a date or a
/// time: at most [`DATE_LINE_MAX_WORDS`] words, each figures and separators (`23.10.2018`, `15:49`,
/// `2021-10-16`) or one of [`DATE_WORDS`] (or a weekday's name before a comma), with at least one
/// run of figures and a month's name or a figure with a separator.
fn is_date_line(text: &str) -> bool {
    // A date holds a figure: one look rules most lines out before their words are read.
    if !text.bytes().any(|b| b.is_ascii_digit()) {
        return false;
    }
    let words: Vec<&str> = text.split(' ').collect();
    if words.is_empty() || words.len() > DATE_LINE_MAX_WORDS {
        return false;
    }
    let (mut figures, mut month_or_separated, mut named_month) = (0usize, false, false);
    for (i, word) in words.iter().enumerate() {
        let core = word.trim_matches(|c: char| matches!(c, ',' | '.' | '|' | '(' | ')'));
        if core.is_empty() || core == "|" || core == "-" || core == "/" {
            continue;
        }
        // A dash between a date with its month's name and its time ("28 April 2022 –
        // 3:55pm"); not between two dates or two times (a course's or a timetable's range).
        if matches!(core, "–" | "—") {
            let time_next = words
                .get(i + 1)
                .is_some_and(|next| next.contains(':') || is_clock_time(next));
            if named_month && time_next {
                continue;
            }
            return false;
        }
        // A time with its half of the day ("3:55pm", "10am").
        if is_clock_time(core) {
            figures += 1;
            month_or_separated = true;
            continue;
        }
        if core
            .bytes()
            .all(|b| b.is_ascii_digit() || b".:/-".contains(&b))
        {
            if !core.bytes().any(|b| b.is_ascii_digit()) || is_decimal(word) {
                return false;
            }
            figures += 1;
            month_or_separated |= core.bytes().any(|b| b".:/-".contains(&b));
            continue;
        }
        // "18th", "1er".
        let letters = core.trim_start_matches(|c: char| c.is_ascii_digit());
        if letters.len() < core.len() && matches!(letters, "th" | "st" | "nd" | "rd" | "er") {
            figures += 1;
            continue;
        }
        // "09h08", "13h": a time as French writes it.
        if let Some((hours, minutes)) = french_time(core)
            && (1..=2).contains(&hours.len())
            && minutes.len() <= 2
        {
            figures += 1;
            month_or_separated = true;
            continue;
        }
        if DATE_WORDS.contains(&core) {
            named_month |= core.len() >= 3 && !matches!(core, "uhr");
            month_or_separated |= named_month;
            continue;
        }
        if TIME_WORDS.contains(&core) {
            continue;
        }
        // A weekday's name leads the date ("Freitag, 14. Juni 2019", "lundi 9 décembre").
        if i == 0
            && (word.ends_with(',') && core.chars().all(char::is_alphabetic)
                || WEEKDAYS.contains(&core))
        {
            continue;
        }
        return false;
    }
    figures > 0 && month_or_separated
}

/// The hours and minutes of a time as French writes it ("09h08", "13h"): figures, an `h`,
/// figures or nothing; `None` for any other word.
fn french_time(word: &str) -> Option<(&str, &str)> {
    let (hours, minutes) = word.split_once('h')?;
    let figures = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    (figures(hours) && figures(minutes)).then_some((hours, minutes))
}

/// True when a word is a time with its half of the day written on: figures (a `:` between
/// hours and minutes or none) and then `am` or `pm` ("3:55pm", "10am").
fn is_clock_time(word: &str) -> bool {
    let Some(clock) = word.strip_suffix("am").or_else(|| word.strip_suffix("pm")) else {
        return false;
    };
    let (hours, minutes) = clock.split_once(':').unwrap_or((clock, "00"));
    (1..=2).contains(&hours.len())
        && minutes.len() == 2
        && hours
            .bytes()
            .chain(minutes.bytes())
            .all(|b| b.is_ascii_digit())
}

/// True when a word of a line is a decimal number, not a date: figures, one `.` and then one
/// figure or more than two, without a closing dot ("4.8" of a rating, "243.8"). A day and a
/// month close with a dot ("4.8.") or give the month in two figures ("04.08"), and so does a
/// time written with a dot ("15.49"); a month and a year give the year in four figures
/// from 19 or 20 ("03.2015").
fn is_decimal(word: &str) -> bool {
    let word = word.trim_matches(|c: char| matches!(c, ',' | '|' | '(' | ')'));
    let Some((whole, fraction)) = word.split_once('.') else {
        return false;
    };
    let figures = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    let year = fraction.len() == 4
        && whole.len() <= 2
        && (fraction.starts_with("19") || fraction.starts_with("20"));
    figures(whole) && figures(fraction) && fraction.len() != 2 && !year
}

#[cfg(test)]
mod tests {
    use super::super::plain_texts::plain_lowercase;
    use super::*;

    #[test]
    fn q02_lone_labels_and_credits_are_small_print() {
        // a control's label, an advert's marker, a credit, tags, an update line.
        for md in [
            "### Advertisement",
            "\\- Anzeige-",
            "**Drucken**",
            "%d Bloggern gefällt das:",
            "Gefällt mir Wird geladen...",
            "Foto: Instagram/someone",
            "*Titelbild: Agency/Photographer*",
            "*(Credit: Jane Roe / Some Agency)*",
            "Tags: [Denken](http://x/), [Bilder](http://y/)",
            "Filed under [politics](http://x/tag/politics/)",
            "Aktualisiert: 11.04.2020, 10:27",
            "Post Views: 1.432",
            "Aufrufe: 1120 | Hinzugefügt von: Jane | Tags: [Denken](http://x/)",
            "© Oli Example/Picture Agency",
            "*©Some Agency*",
            "(Foto: Some Agency/dpa)",
            "*Photocredits Some Brand: Jane Roe*",
            "Bildcredit: (c) Jane Roe - Some Agency",
            "Photo : Some Agency",
            "Catégorie : Presse",
            "News date : 04/21/2022 Category : Press Releases",
            "Diese Seite:",
        ] {
            // A list of tags is a filing line, which may be longer than other small print.
            let text = plain_lowercase(md);
            assert!(is_meta_line(&text) || is_filing_line(&text), "{md}");
        }
        for md in [
            "Share prices fell sharply on Monday.",
            "Photographers gathered at the gate.",
            "Print",
            "Tags:",
            "The advertisement ran for a week.",
            "Le maire a dit : la crue viendra.",
            "(Photographs from the archive were shown.)",
            "Photo Credit: www.example.com",
        ] {
            let text = plain_lowercase(md);
            assert_eq!(is_meta_line(&text), matches!(md, "Print" | "Tags:"), "{md}");
        }
    }

    #[test]
    fn q02_a_caption_that_ends_with_its_credit_is_small_print() {
        // a picture's caption with its credit after it, in several languages.
        for md in [
            "Jane Roe, skier from Switzerland. © AFP / JOHN DOE",
            "In churches masks are required. Foto: ccnull/Jane Roe/cc by sa 2.0",
            "Jane Roe, photo: Archives of the Government",
            "*A wreath at the memorial* *© Press Office | John Doe*",
            "## The crowd turns into a mob. Bild: Jane Roe/Theater",
            "Snow duty - what you need to know© Jane/pixelio.de",
            "Jane Roe Getty Images",
            "Augusta National/Getty Images",
            "The stoat is well hidden in its white winter coat. (Jane Roe / iStock.com)",
            "The intensive care ward of the city hospital / picture alliance",
        ] {
            assert!(is_credited_caption(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "The photo: a river at dawn, taken by the engineers before the floods came. It \
             shows the old bridge.",
            "© 2020",
            "Prices rose by 3 % in May.",
            "The photographer took pictures of Getty Images staff in the office all day long.",
            "**Photo Credit:** www.example.com",
            "Capture Stunning Photos: High-quality image clarity.",
            "We bought the pictures for this report from iStock.",
            "Eight garages and their hardware (New Britain, Conn. : Stanley Works, ©1919., 1919)",
        ] {
            assert!(!is_credited_caption(&plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_figures_caption_set_as_a_line_is_small_print() {
        // a figure's number (or none) and a colon, or a full stop or a dash after the
        // number, then its caption.
        for md in [
            "Abbildung 4: klassische Schwachschicht.",
            "*Abbildung: Vergleich der Pegel*",
            "Figure 12. Two branches pointing into the same series of commits",
            "***Figure 3a: Changing the font size.***",
            "Abb.: Collage aus zwei Bildern",
            "Fig. 2.1 - The old bridge",
            "Rys. 3: Most w Krakowie",
        ] {
            assert!(is_figure_caption(md, &plain_lowercase(md)), "{md}");
        }
        for md in [
            "Figure 2 shows the same graphics as Figure 1.",
            "Abbildung 3 zeigt den Pegel.",
            "Figures: 12 in total",
            "Fig. 3",
            "FIGURE 1.",
            "Fighting: the council against the river",
            "Figurative speech: rivers as roads",
        ] {
            assert!(!is_figure_caption(md, &plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_long_filing_line_is_small_print() {
        // a blog theme's filing sentence that names many categories.
        let md = "Der Beitrag wurde am Mittwoch, den 27. November 2019 um 15:21 Uhr \
                  veröffentlicht und wurde unter [Allgemein](http://x/a), [Region](http://x/r), \
                  [Termine](http://x/t) abgelegt.";
        assert!(is_filing_line(&plain_lowercase(md)), "{md}");
        assert!(!is_filing_line(&plain_lowercase("Tags:")));
        assert!(!is_filing_line(&plain_lowercase(
            "The tags: small labels that shops sew into every coat."
        )));
    }

    #[test]
    fn q02_a_notice_of_rights_licence_or_disclaimer_is_small_print() {
        // a site's rights, reprint ban, licence and disclaimer lines.
        for md in [
            "Example Inc © 2020. All rights reserved",
            "*Copyright 2023 Example Television. All rights reserved. This material may not be \
             published, broadcast, rewritten or redistributed.*",
            "© 2022, Example News. *This article is the copyrighted property of Example News. \
             Written permission must be obtained before reprint.*",
            "Materiał chroniony prawem autorskim - wszelkie prawa zastrzeżone.",
            "Die Inhalte dieser Website sind unter einer [Creative Commons-Lizenz](http://c/) \
             lizenziert.",
            "*Les opinions exprimées dans ce blog n'engagent que leurs auteurs.*",
            "**Example Daily** is not responsible for the opinions presented by contributors.",
        ] {
            assert!(is_rights_notice(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "Under the motto \"some rights reserved\" the licences sit between copyright and \
             the public domain.",
            "The publisher reserved the rights to the film in 2019.",
            "Creative Commons licences let authors choose how their work is shared.",
            "The content of this site changed after the redesign.",
            "Between copyright (all rights reserved) and the public domain stand the licences.",
            "Excerpted from the book. Copyright © 2018 by Jane Roe. Used with permission.",
        ] {
            assert!(!is_rights_notice(&plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_line_of_only_a_date_is_small_print() {
        // a date or a time alone, in several languages and formats.
        for md in [
            "23.10.2018",
            "3:59 PM",
            "11 Jan 2019",
            "Jun 18th 2018",
            "7\\. oktober 2020",
            "05\\. Februar 2020",
            "Freitag, 14. Juni 2019, 15:49",
            "2021-10-16",
            "8\\. November 2021 | News",
            "15 августа 2016, 13:43",
            "28 kwietnia 2021, 06:29",
            "12/30/2019 05:03 AM EST",
            "lundi 9 décembre 2019 à 09h08",
            "Friday | 14 June 2019 | 15:49 by Jane Roe in Fashion | 0 comments",
            "4.8. 2021",
            "Mo, 04.08",
            "03.2015",
            "Thursday, 28 April 2022 – 3:55pm",
            "May 4, 2022 — 10am",
        ] {
            assert!(is_dated_line(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "2019",
            "In 2019 prices rose.",
            "May the best team win",
            "Chapter 3",
            "Top 10 tips for May",
            "2019 | Revenue | Profit",
            "5 est",
            "Chapter 3h",
            "4.8 | French | $$",
            "4.8",
            "243.8",
            "3 – 2",
            "Open 10am – 6pm daily",
            "13:15 – 17:00 Uhr",
            "27.04.26 — 31.07.26",
            "7/3 – 7/5",
        ] {
            assert!(!is_dated_line(&plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_note_on_the_author_is_small_print() {
        // who wrote the article.
        for md in [
            "***Die Autorin ist Lehrerin und im Vorstand der [Vereinigung](http://v/).***",
            "***About the author:** Jane Roe is a photographer based in Example.*",
            "The author is a professor of history at Example University.",
        ] {
            assert!(is_author_note(&plain_lowercase(md)), "{md}");
        }
        for md in [
            "The author of the report is the council's engineer.",
            "*This article originally appeared on Example US.*",
        ] {
            assert!(!is_author_note(&plain_lowercase(md)), "{md}");
        }
    }

    #[test]
    fn q02_a_signature_is_small_print() {
        // a byline with a date or two names, a line of names and a full date.
        let signed = |md: &str| is_signature(md, &plain_lowercase(md), false, false);
        for md in [
            "Von [Jane Roe](http://x/jr) am Samstag, 19. Oktober 2019 um 11:14 Uhr",
            "*Von Jane Roe*",
            "posted by Jane Roe at 12:53",
            "Erstellt von Jane Roe",
            "Jane Roe, London, John Doe 19.10.2019, 23:38 Uhr",
            "11.12.2019 - Jane Roe",
            "[by Jane Roe](http://x/jr) ● December 23, 2025 ● 6 min read",
        ] {
            assert!(signed(md), "{md}");
        }
        for md in [
            "By Tuesday the river had risen.",
            "By Train",
            "Termin: 29.02.2020, 19 Uhr",
            "**Book:** By Dec 31, 2025",
            "Chapter 3.2 Results",
            "Von Berlin nach Hamburg am 19. Oktober 2019",
            "Who wrote it? Jane Roe, 19.10.2019",
        ] {
            assert!(!signed(md), "{md}");
        }
        // A byline of names only right under a heading is a card's (a teaser's author).
        assert!(!is_signature("By Jane Roe", "by jane roe", true, false));
        // A date that links (a card's) does not sign the article.
        assert!(!is_signature(
            "11.12.2019 - Jane Roe",
            "11.12.2019 - jane roe",
            false,
            true
        ));
    }
}
