//! What stands before a news article's or a blog post's text (`--main`, Q-02): the
//! section's label over the headline (a kicker: "Politics", "Promis"), the byline
//! ("By Jane Roe", "Von Jane Roe", "Por Redacción"), the date line in any language
//! ("28 kwietnia 2021, 06:29", "Jane Roe 19.10.2019, 05:00 Uhr"), the reading time and a
//! picture's credit left as a short line. Known by where it stands — among the short lines
//! before the article's first paragraph of prose (or right after a lead set in bold or
//! italics) — and by its shape: a few words without a sentence's end, or a line of a few
//! words that holds a date, opens with a byline's word or tells the reading time; and a
//! paragraph there that discloses the site's earnings from the article's links ("This
//! post contains affiliate links; we may receive compensation…"). Headings
//! stay (the headline, a subtitle), and so does every line after the article's text starts.

use super::super::record::{BlockKind, BlockRecord};
use super::blocks::{mostly_links, nearly_all_links};
use super::plain_texts::PlainTexts;
use super::prune::same_text;
use super::tuning::{
    DISCLOSURE_MAX_WORDS, LEAD_IN_MAX_BLOCKS, LEAD_IN_MAX_LINES, LEAD_LABEL_MAX_WORDS,
    LEAD_META_MAX_WORDS, LEAD_PROSE_MIN_WORDS, MENU_BEFORE_HEADLINE_MIN, STANDFIRST_META_MAX_LINES,
};
use super::words::Text;
use super::words::{holds_year, is_list_item};

/// Words that open a byline ("By Jane Roe", "Von Jane Roe", "Por Redacción"), lowercase,
/// in English and the languages news sites are most often written in.
const BYLINE_WORDS: &[&str] = &[
    "by", "von", "por", "par", "di", "door", "av", "af", "przez", "autor:", "autor", "author:",
    "text:", "texto:", "written",
];

/// Parts of a line that tells the reading time, lowercase.
const READING_TIME: &[&str] = &[
    "min read",
    "minute read",
    "minutes read",
    "min. read",
    "reading time",
    "lesezeit",
    "lesedauer",
    "temps de lecture",
    "tiempo de lectura",
    "tempo di lettura",
    "tempo de leitura",
    "czas czytania",
    "przeczytasz",
    "leestijd",
];

/// Drops a site's menu kept above the headline: when every kept block before the
/// first kept level-1 heading (itself not a link) is a link or a list of links
/// ([`nearly_all_links`]) and there are at least [`MENU_BEFORE_HEADLINE_MIN`] of them (the
/// sections and teasers of a mega-menu, a breadcrumb trail), they go. A single link above
/// the headline, or a run with any prose in it (an intro, a standfirst), stays.
pub(super) fn drop_menu_before_headline(blocks: &[BlockRecord], keep: &mut [bool]) {
    let Some(h1) = (0..blocks.len()).find(|&i| keep[i] && blocks[i].kind == BlockKind::Heading(1))
    else {
        return;
    };
    if mostly_links(&blocks[h1]) {
        return;
    }
    let before: Vec<usize> = (0..h1).filter(|&i| keep[i]).collect();
    let links = before
        .iter()
        .filter(|&&i| blocks[i].text_bytes > 0 && nearly_all_links(&blocks[i]))
        .count();
    let all_links = before.iter().all(|&i| {
        blocks[i].kind == BlockKind::Rule
            || (matches!(blocks[i].kind, BlockKind::Paragraph | BlockKind::Heading(_))
                && nearly_all_links(&blocks[i]))
    });
    if all_links && links >= MENU_BEFORE_HEADLINE_MIN {
        for i in before {
            keep[i] = false;
        }
    }
}

/// Drops the short lines that stand before the article's text: kept paragraphs before the
/// first paragraph of prose ([`LEAD_PROSE_MIN_WORDS`] words or more with a sentence's end; a
/// lead set wholly in bold or italics does not end the stretch) that are a label
/// ([`LEAD_LABEL_MAX_WORDS`] words or fewer, no sentence's end) or a byline, a date line or
/// a reading time ([`LEAD_META_MAX_WORDS`] words or fewer), or a disclosure of the site's
/// earnings from its links ([`is_disclosure`], [`DISCLOSURE_MAX_WORDS`] words or fewer).
/// A line that says the page `title` ([`same_text`]; the title as
/// [`alphanumeric_lowercase`](super::prune::alphanumeric_lowercase) reads it) is the
/// headline written as a line, not a label or a date line, even with a year in it.
/// Nothing goes when no such paragraph of prose comes before [`LEAD_IN_MAX_BLOCKS`] other
/// kept blocks (headings, longer lines) or [`LEAD_IN_MAX_LINES`] such lines: a page of
/// short items has no lead-in of its own.
pub(super) fn drop_lead_in(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    plain: &PlainTexts,
    title: Option<&str>,
    keep: &mut [bool],
) {
    let mut lead_in = Vec::new();
    let mut others = 0usize;
    // A label after a heading or after a key ("Condition:") is the section's or the key's
    // (a product's features, a value): only bylines, dates and reading times go there.
    let mut labels = true;
    for (i, b) in blocks.iter().enumerate() {
        if !keep[i] || b.text_bytes == 0 {
            continue;
        }
        if others > LEAD_IN_MAX_BLOCKS || lead_in.len() > LEAD_IN_MAX_LINES {
            return;
        }
        let md = &out[b.start..b.end];
        let t = texts[i];
        if b.kind != BlockKind::Paragraph {
            others += 1;
            labels &= !matches!(b.kind, BlockKind::Heading(_));
            continue;
        }
        if t.words >= LEAD_PROSE_MIN_WORDS && t.sentences > 0 && !mostly_links(b) {
            if t.words <= DISCLOSURE_MAX_WORDS && is_disclosure(plain.get(i)) {
                lead_in.push(i);
                continue;
            }
            if is_emphasized(md) {
                others += 1;
                continue;
            }
            for j in lead_in {
                keep[j] = false;
            }
            drop_meta_after_standfirst(out, blocks, texts, plain, i, keep);
            return;
        }
        if t.words <= LEAD_META_MAX_WORDS
            && !is_list_item(md)
            && !title.is_some_and(|title| same_text(md, title))
            && is_lead_in_line(plain.get(i), t, labels)
        {
            lead_in.push(i);
        } else {
            others += 1;
        }
        labels &= !md.trim_end().trim_end_matches(['*', '_']).ends_with(':');
    }
}

/// Drops the byline, date line and reading time set between a standfirst (the paragraph of
/// prose at `first`) and the article's next paragraph of prose: up to
/// [`STANDFIRST_META_MAX_LINES`] kept paragraphs right after it, each of
/// [`LEAD_META_MAX_WORDS`] words or fewer, that read as such a line ([`is_lead_in_line`],
/// labels not counted) and are not a sentence, an introduction to what follows ("Here is
/// our 2025:") or a subheading set in bold. They stay unless prose follows them (a list of
/// dates that ends the page is its own).
fn drop_meta_after_standfirst(
    out: &str,
    blocks: &[BlockRecord],
    texts: &[Text],
    plain: &PlainTexts,
    first: usize,
    keep: &mut [bool],
) {
    let mut meta = Vec::new();
    for (i, b) in blocks.iter().enumerate().skip(first + 1) {
        if !keep[i] || b.text_bytes == 0 {
            continue;
        }
        if b.kind != BlockKind::Paragraph {
            return;
        }
        let t = texts[i];
        if t.words >= LEAD_PROSE_MIN_WORDS && t.sentences > 0 && !mostly_links(b) {
            for j in meta {
                keep[j] = false;
            }
            return;
        }
        let md = &out[b.start..b.end];
        let text = plain.get(i);
        if meta.len() >= STANDFIRST_META_MAX_LINES
            || t.words > LEAD_META_MAX_WORDS
            || is_list_item(md)
            || is_emphasized(md)
            || text.ends_with(['.', '!', '?', ':'])
            || !is_lead_in_line(text, t, false)
        {
            return;
        }
        meta.push(i);
    }
}

/// Parts of a sentence (lowercase) that disclose a site's earnings from the links in the
/// article ("We may receive compensation…", "Für Links auf dieser Seite erhält … eine
/// Provision"), in English and the languages news sites are most often written in. Those of
/// [`LINK_EARNINGS`] say it wherever they stand; these only before the article's text (a
/// paragraph of an article about a broker's fee, workers' pay or advertisers may use them).
const DISCLOSURES: &[&str] = &[
    "our advertisers",
    "advertiser disclosure",
    "receive compensation",
    "receive a commission",
    "eine provision",
];

/// Parts of a sentence (lowercase) that can only disclose a site's earnings from its links
/// ("As an Amazon Associate we earn from qualifying purchases", "Purchases made through our
/// links may earn us a commission"): a short paragraph that holds one is the site's notice
/// wherever it stands ([`is_link_earnings_note`]).
const LINK_EARNINGS: &[&str] = &[
    "affiliate link",
    "affiliate-link",
    "affiliatelink",
    "qualifying purchases",
    "earn a commission",
    "earn a small commission",
    "earn us a commission",
    "supported by commissions",
    "provision vom händler",
    "liens affiliés",
    "lien affilié",
    "enlaces de afiliado",
    "enlaces afiliados",
    "link di affiliazione",
    "link affiliati",
];

/// True when a paragraph's text ([plain](super::plain_texts::plain_lowercase)) discloses the
/// site's earnings from its links ([`DISCLOSURES`], [`LINK_EARNINGS`]).
fn is_disclosure(text: &str) -> bool {
    DISCLOSURES.iter().any(|d| text.contains(d)) || is_link_earnings_note(text)
}

/// True when a paragraph's text ([plain](super::plain_texts::plain_lowercase)) says the site
/// earns from its links ([`LINK_EARNINGS`]), wherever it stands.
pub(super) fn is_link_earnings_note(text: &str) -> bool {
    // Every phrase holds one of these: most paragraphs are ruled out by them alone, before
    // the fifteen phrases are looked for (E-02).
    LINK_EARNINGS_MARKS.iter().any(|m| text.contains(m))
        && LINK_EARNINGS.iter().any(|d| text.contains(d))
}

/// Words one of which each phrase of [`LINK_EARNINGS`] holds.
const LINK_EARNINGS_MARKS: &[&str] = &["ffili", "afili", "commission", "purchases", "provision"];

/// True when a short paragraph's text ([plain](super::plain_texts::plain_lowercase)) reads as
/// a label (with `labels`), a byline, a date line or a reading time.
/// A label holds no comma, colon, quotation mark or figure: "Moderator: Jane Roe", "Dear
/// readers,", a quote set as the article's first line and a price are the article's own.
fn is_lead_in_line(text: &str, t: Text, labels: bool) -> bool {
    if labels
        && t.words <= LEAD_LABEL_MAX_WORDS
        && !text.ends_with(['.', '!', '?', ';', '…'])
        && !text.contains(". ")
        && !text.contains([',', ':', '„', '“', '"', '«', '»'])
        && !text.bytes().any(|b| b.is_ascii_digit())
    {
        return true;
    }
    let first = text.split(' ').next().unwrap_or_default();
    BYLINE_WORDS.contains(&first)
        || holds_year(text)
        || READING_TIME.iter().any(|r| text.contains(r))
}

/// True when a paragraph is set wholly in bold or italics (a lead, a standfirst).
pub(super) fn is_emphasized(md: &str) -> bool {
    let md = md.trim();
    let open = md.bytes().take_while(|b| matches!(b, b'*' | b'_')).count();
    open > 0
        && md
            .bytes()
            .rev()
            .take_while(|b| matches!(b, b'*' | b'_'))
            .count()
            > 0
}

#[cfg(test)]
mod tests {
    use super::super::plain_texts::plain_lowercase;
    use super::*;
    use crate::page::convert::main_content::words::measure;

    fn lead_in(md: &str) -> bool {
        is_lead_in_line(&plain_lowercase(md), measure(md), true)
    }

    #[test]
    fn every_link_earnings_phrase_holds_one_of_the_marks_looked_for_first() {
        for phrase in LINK_EARNINGS {
            assert!(is_link_earnings_note(phrase), "{phrase}");
        }
        assert!(!is_link_earnings_note(
            "a commission of inquiry into purchases"
        ));
    }

    #[test]
    fn q02_labels_bylines_and_dates_read_as_lead_in() {
        // a kicker, a byline, a date line, a reading time, a credit.
        for md in [
            "Promis",
            "Seguridad",
            "dołącz do dyskusji",
            "Por Redacción Diario Pagina Siete",
            "By Jane Roe and John Doe",
            "28 kwietnia 2021, 06:29",
            "Jane Roe 19.10.2019, 05:00 Uhr",
            "Ten tekst przeczytasz w mniej niż minutę",
            "5 min read",
            "Judy Eddy/WENN.com",
        ] {
            assert!(lead_in(md), "{md}");
        }
        for md in [
            "$99.95",
            "Hello, friends!",
            "The river rose.",
            "Here is how it went:",
            "Moderator: Jane Roe",
            "Dear readers,",
            "„Crisp outside, creamy inside“",
            "Prices went up again this week and nobody knows why",
        ] {
            assert!(!lead_in(md), "{md}");
        }
    }

    #[test]
    fn q02_a_lead_in_bold_is_emphasized() {
        assert!(is_emphasized("**The lead of the article, set in bold.**"));
        assert!(is_emphasized("*A standfirst in italics.*"));
        assert!(!is_emphasized("**Note:** the bridge is closed."));
    }
}
