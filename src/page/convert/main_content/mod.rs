//! `--main` (F-06): the page's main content, chosen from the block records of the
//! same single pass (no DOM). Each block gets a score from its text (`words.rs`, `score.rs`):
//! link density, sentence punctuation, stop words, length; the scores add up along the
//! structural elements ([`Node`]s) that hold the blocks, and the element
//! with the highest sum is the main container (`container.rs`: menus, footers and link lists
//! outside it pull its ancestors down; it narrows to the element holding nearly all its prose
//! and widens to a thread's posts). Inside it, link-dense blocks, boilerplate elements and
//! extras (share, newsletter, related, author bio, tags), quotes of earlier posts and
//! carousels of other products under a heading that announces them (`product.rs`) are
//! dropped; headings, lists, tables, code and quotes next to kept prose stay. A heading that
//! repeats the page title is dropped (the title is in the header / JSON `title`).
//!
//! A page without clear main content (a listing, a search page) keeps its items (`listing.rs`):
//! a grid of cards wins over a banner, and a container of thin prose keeps its link blocks;
//! a card repeated right after itself is written once (`repeats.rs`). On a discussion, the
//! controls under every post go, and each post keeps its author's name and its date out of
//! the author's panel (`attribution.rs`); on any page a paragraph written again (a reply's
//! preview of its parent post, a copy for another screen size) is written once (`thread.rs`),
//! and a notice written once for every country goes (`notices.rs`; its copies do not count
//! when the container is chosen either), and so does a sign-up box
//! around a field for an e-mail address or a phone number (`sign_ups.rs`), a cookie
//! consent notice known by what it asks (`consent.rs`), and a news site's call to follow it
//! on its networks or to sign up for its newsletter (`calls_to_action.rs`), and the short
//! lines before an article's text: its section's label, byline, date and reading time
//! (`head.rs`), readers' comments known by their form or the lines that announce them
//! (`comments.rs`), and the teaser cards of other posts that end what is left (`teasers.rs`).
//! A line that only tells a card's or a post's age ("5 hours ago"), its reading time ("4 min
//! read") or its tally ("84 reactions") goes on any page
//! (`ages.rs`), and so does a feedback widget ("Was this article helpful?", `feedback.rs`);
//! on a product's page, so do the stars widget's lines ("4.7 out of 5 stars"),
//! and there and on a listing the shop's labelled prices ("Regular price $19.99").
//! The rules that read a block's words share its lowercased text, made once
//! (`plain_texts.rs`), and find their word lists with automata built alike (`phrases.rs`).
//! When pruning leaves nothing of a container it reads as boilerplate or an extra (a
//! sidebar's text widget beside a post of short lines), the element named like content that
//! holds the most text is the container instead. A container (or a listing) holding too
//! little of the page's score widens to the element named like content around it that holds
//! nearly all of the page's prose (`container::widen_until_trusted`). When even that leaves
//! little of the page, the full page is the result and the caller warns
//! `main_content_uncertain`.

mod ages;
mod attribution;
mod blocks;
mod calls_to_action;
mod choice;
mod comments;
mod consent;
mod container;
mod extras;
mod feedback;
mod head;
mod listing;
mod meta_lines;
mod narrow;
mod notices;
mod phrases;
mod plain_texts;
mod post_lines;
mod product;
mod prune;
mod quotes;
mod repeats;
mod score;
mod sign_ups;
mod tail;
mod teasers;
#[cfg(test)]
mod tests;
mod thread;
mod tuning;
mod words;

use foldhash::{HashMap, HashMapExt};

use super::record::{BlockKind, BlockRecord, Node, NodeHint, Records, assemble, in_subtree};
use blocks::{kept_text, mostly_links, own_text};
use choice::Choice;
use container::{choose, subtree_sums};
use extras::drop_extras;
use listing::is_listing;
use plain_texts::PlainTexts;
use prune::{
    drop_empty_sections, drop_extra_sections, drop_second_copies, keep_blocks, keep_defined_terms,
    keep_introduced_lists,
};
use tuning::{
    CARD_LISTING_MIN_SHARE, CARD_LISTING_MIN_TEXT, CARD_OWN_TEXT_SHARE, MAX_LISTING_TWINS,
    MIN_CONTAINER_SHARE, MIN_RESULT_TEXT, MIN_SHORT_RESULT_TEXT, POST_LABEL_MAX_WORDS,
    POST_LABEL_MIN_REPEATS, POSTS_PROSE_SHARE, PRODUCT_BOX_MIN_SHARE, PROSE_HEADING_WORDS,
    SHORT_RESULT_SHARE,
};
use words::{Text, measure};

/// The Markdown of the main content of `out`, or `None` when the page has no clear main
/// content (the caller then gives the full page and warns `main_content_uncertain`).
pub(super) fn select(out: &str, records: &Records, title: Option<&str>) -> Option<String> {
    let blocks = &records.blocks;
    let nodes = &records.nodes;
    if blocks.is_empty() || nodes.is_empty() {
        return None;
    }
    let texts: Vec<Text> = blocks
        .iter()
        .map(|b| measure(&out[b.start..b.end]))
        .collect();
    // A notice written once for every country is not prose the page is about: its copies
    // (a shop's promo bar in twenty currencies) count as fragments when the container is
    // chosen, not as the page's longest text.
    let texts = notices::without_notice_copies(out, blocks, texts);
    let choice = choose(blocks, &texts, nodes, records.discussion, records.product);
    // A listing comes with its title and the intro under it.
    let choice = listing::with_the_title_of_its_listing(blocks, nodes, choice);
    // What is kept is at most the page's text: when even all of it would not be trusted,
    // nothing needs pruning (Q-02: the time of an uncertain page).
    let page_text: usize = blocks.iter().map(|b| b.text_bytes).sum();
    let least_share = least_share(blocks, nodes, &choice);
    let (choice, least_share) = if trusted(page_text, choice.share, least_share) {
        (choice, least_share)
    } else if let Some(product_box) = records
        .product
        .then(|| product::box_beside_a_listing(blocks, nodes, &choice, page_text))
        .flatten()
    {
        (product_box, PRODUCT_BOX_MIN_SHARE)
    } else {
        let wider = container::widen_until_trusted(
            blocks,
            &texts,
            nodes,
            &choice,
            records.discussion,
            page_text,
        )?;
        (wider, MIN_CONTAINER_SHARE)
    };
    if !trusted(page_text, choice.share, least_share) {
        return None;
    }
    // A grid of cards keeps their titles and prices only: less text than an article.
    let cards = least_share < MIN_CONTAINER_SHARE;
    let trust = |kept: usize| {
        trusted(kept, choice.share, least_share) || cards && kept >= CARD_LISTING_MIN_TEXT
    };
    match select_in(out, records, &texts, &choice, title, trust) {
        Ok(md) => Some(md),
        // Pruning left nothing of a container it reads as boilerplate or an extra (a
        // sidebar's text widget, a "Like" button beside a post of short lines): the element
        // named like content that holds the most of the page's text stands for it instead,
        // when it holds [`MIN_CONTAINER_SHARE`] of that text, whatever is left of it.
        Err(0)
            if matches!(
                choice.hints[choice.best],
                NodeHint::Boilerplate | NodeHint::Extra
            ) =>
        {
            let retry = content_element(blocks, nodes, &choice, page_text)
                .filter(|retry| retry.share >= MIN_CONTAINER_SHARE)?;
            select_in(out, records, &texts, &retry, title, |kept| kept > 0).ok()
        }
        Err(_) => None,
    }
}

/// The choice of the element named like content ([`NodeHint::Content`], and not read as
/// boilerplate by pruning) that holds the most text, with its share of the page's text
/// (`page_text`): the container when the one chosen by score left nothing after pruning.
fn content_element(
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    page_text: usize,
) -> Option<Choice> {
    let text = subtree_sums(blocks, nodes, |i| blocks[i].text_bytes);
    let best = (1..nodes.len())
        .filter(|&id| {
            nodes[id].hint == NodeHint::Content
                && choice.hints[id] == NodeHint::Content
                && id != choice.best
        })
        .max_by_key(|&id| (text[id], std::cmp::Reverse(id)))?;
    Some(Choice {
        best,
        hints: choice.hints.clone(),
        share: text[best] as f64 / page_text.max(1) as f64,
        listing: None,
        beside_article: false,
        lead: None,
    })
}

/// What [`select`] keeps of the page from `choice`: the Markdown, or the bytes of text kept
/// when `trust` does not trust them.
fn select_in(
    out: &str,
    records: &Records,
    texts: &[Text],
    choice: &Choice,
    title: Option<&str>,
    trust: impl Fn(usize) -> bool,
) -> Result<String, usize> {
    let blocks = &records.blocks;
    let nodes = &records.nodes;
    let mut keep = keep_blocks(out, blocks, nodes, choice, title, false);
    let mut listing_like = choice.listing.is_some();
    // A listing: the container is mostly links; its items are what the reader came for.
    if let Some(listing) = choice.listing {
        keep_listing_items(out, blocks, nodes, choice, title, listing, &mut keep);
        listing::drop_controls_beside(blocks, texts, nodes, listing, &mut keep);
        repeats::drop_repeated_blocks(out, blocks, &mut keep);
    } else if is_listing(blocks, nodes, choice, &keep) {
        listing_like = true;
        keep = keep_blocks(out, blocks, nodes, choice, title, true);
        repeats::drop_repeated_blocks(out, blocks, &mut keep);
    }
    // A list of links that a sentence of the text introduces ("For more information, see:").
    keep_introduced_lists(out, blocks, nodes, choice, &mut keep);
    // A definition list's linked term over its description ("[`WebSocket.url`](…)").
    keep_defined_terms(out, blocks, &mut keep);
    drop_extras(blocks, nodes, choice, &mut keep);
    // A section under "About the author" or "Disclaimer" is an extra too.
    drop_extra_sections(out, blocks, nodes, &mut keep);
    // Carousels of other products under a heading that announces them.
    product::drop_recommendation_sections(out, blocks, texts, nodes, &mut keep);
    // On a product's page, the shop's terms (shipping, returns, payment) and the blocks
    // written twice (a desktop and a mobile copy).
    if records.product {
        product::drop_policy_sections(out, blocks, nodes, &mut keep);
        product::drop_policy_labels(out, blocks, nodes, &mut keep);
        product::drop_repeated_blocks(out, blocks, &mut keep);
        // Other products' cards that no heading announces (a strip of variations).
        if choice.listing.is_none() {
            product::drop_card_grids(out, blocks, texts, nodes, &mut keep);
        }
    }
    // Quotes of earlier posts repeat what the page already says.
    quotes::drop_repeated_quotes(out, blocks, &mut keep);
    // A code block that writes the article out again is not a program.
    quotes::drop_code_copies(out, blocks, &mut keep);
    // A notice written once for every country (the same sentence in other currencies).
    notices::drop_templated_notices(out, blocks, &mut keep);
    // A newsletter's or an SMS list's sign-up box.
    sign_ups::drop_sign_up_boxes(blocks, nodes, &records.sign_ups, choice.best, &mut keep);
    // A cookie consent banner not named after cookies, known by what it asks.
    // Their text still counts when the result is weighed ([`trusted`]): the container held
    // them, and a short post should not turn into the full page for losing its notice.
    let before_consent = kept_text(blocks, &keep);
    // The rules that read a block's words share its lowercased text (made once).
    let plain = PlainTexts::new(out, blocks);
    consent::drop_consent_notices(out, blocks, &mut keep);
    // A box standing in for an embedded post or video until the reader consents to load it.
    consent::drop_embed_placeholders(out, blocks, &plain, &mut keep);
    let consent_text = before_consent - kept_text(blocks, &keep);
    // A template's holes that no script filled (`{{ error.message }}`).
    super::placeholders::drop_placeholders(out, blocks, &mut keep);
    // A message a server's script printed into the page ("Warning: … on line 407").
    super::placeholders::drop_script_messages(out, blocks, &mut keep);
    // On a thread or a Q&A page (declared, or posts under links to their authors), the
    // controls under every post go.
    let thread = records.discussion || thread::is_thread(out, blocks, nodes, choice.best);
    if thread {
        drop_repeated_labels(out, blocks, texts, &mut keep);
        // The form for a new post ends the thread.
        thread::drop_reply_form(out, blocks, &mut keep);
        // Who wrote each post, and when.
        attribution::keep_attributions(out, blocks, nodes, choice.best, &mut keep);
    }
    // Small print: an advert's marker, a button's label, a photo credit, the post's tags,
    // its date line and its signature (a thread's posts and a listing's cards keep their
    // dates and authors).
    // The page title as the head's rules compare it (a headline written as a line).
    let title_key = title.map(prune::alphanumeric_lowercase);
    let dates = !thread && choice.listing.is_none();
    meta_lines::drop_meta_lines(out, blocks, &plain, &mut keep, dates);
    // On a thread, the record of a post's edit and its author's figures ("Posts: 116").
    if thread {
        post_lines::drop_post_lines(blocks, &plain, &mut keep);
    }
    // A member's status alone on its line ("Offline"), on any page.
    post_lines::drop_status_lines(blocks, &plain, &mut keep);
    // An author's panel written as a definition list (": Posts: 710"), on any page.
    post_lines::drop_member_definitions(out, blocks, &plain, &mut keep);
    // An article that a listing joined keeps the article's rules outside the listing: its
    // date line, its lead-in and its closing calls go, the cards keep their dates (Q-02: a
    // short article with a long list of other stories kept its date and reading time).
    let beside = choice.listing.filter(|_| !thread && choice.beside_article);
    if let Some(listing) = beside {
        listing::outside_listing(blocks, nodes, listing, &mut keep, |keep| {
            meta_lines::drop_meta_lines(out, blocks, &plain, keep, true);
            if !records.product {
                head::drop_lead_in(out, blocks, texts, &plain, title_key.as_deref(), keep);
                calls_to_action::drop_closing_calls(out, blocks, texts, &plain, keep);
            }
        });
    }
    // A card's or a post's age ("5 hours ago"), true only on the day the page was read, and
    // its reading time or tally on a line of its own ("4 min read", "84 reactions").
    ages::drop_age_lines(blocks, &plain, &mut keep);
    // A Q&A page's heading that only counts its answers ("11 Answers").
    ages::drop_answer_counts(blocks, &plain, &mut keep);
    // A feedback widget's question, buttons and replies ("Was this article helpful?").
    feedback::drop_feedback_widgets(blocks, &plain, &mut keep);
    // A rating scale's bare figures ("- 1" … "- 5": a stars widget's buttons).
    feedback::drop_rating_scales(out, blocks, &mut keep);
    // On a product's page, the stars widget's lines ("4.7 out of 5 stars", "1,935 ratings").
    if records.product {
        product::drop_rating_lines(blocks, &plain, &mut keep);
        // And a size picker's or a counter's figures, each on a line of its own.
        product::drop_lone_figures(blocks, &plain, &mut keep);
    }
    // On a product's page, the shop's badges and promotions above the product's name.
    if records.product && !listing_like {
        product::drop_lines_before_the_name(blocks, texts, &mut keep);
    }
    // On a product's page or a listing, the shop's labelled prices ("Regular price $19.99").
    if records.product || listing_like {
        product::drop_price_label_lines(blocks, &plain, &mut keep);
    }
    // A listing's count of its results ("Showing 24 of 291 results").
    listing::drop_result_counts(blocks, &plain, &mut keep);
    // A listing's card's date written as a link to the post or a calendar ("Mar 6").
    if choice.listing.is_some() && !thread {
        listing::drop_date_links(blocks, &plain, &mut keep);
    }
    // The kicker, byline, date line and reading time before the article's text (not before
    // a product's description: its price and labels are the product's).
    if !thread && choice.listing.is_none() && !records.product {
        head::drop_lead_in(out, blocks, texts, &plain, title_key.as_deref(), &mut keep);
    }
    // A site's menu (links only) kept above the headline.
    if !thread && !records.product {
        head::drop_menu_before_headline(blocks, &mut keep);
    }
    // Readers' comments (not a thread's posts): their form, and the lines announcing them.
    if !thread {
        let forms_only = records.product;
        comments::drop_comment_sections(
            blocks,
            nodes,
            &plain,
            &records.text_areas,
            choice.best,
            forms_only,
            &mut keep,
        );
    }
    // A site's call to follow it, to sign up for its newsletter or to get its app.
    calls_to_action::drop_calls_to_action(blocks, &plain, &mut keep);
    calls_to_action::drop_follow_names(out, blocks, &plain, &mut keep);
    // On an article's page only: the one-line calls that close it.
    if !thread && !listing_like && !records.product {
        calls_to_action::drop_closing_calls(out, blocks, texts, &plain, &mut keep);
    }
    // The boxes after the last paragraph of an article, a product's description or a
    // listing's text, outside its body (Q-02: on product pages 12 WCXB pages better, none
    // worse; on listings, unless they hold linked headings, 4 better, none worse).
    if !thread {
        tail::drop_boxes_after_the_body(blocks, texts, nodes, choice.best, listing_like, &mut keep);
    }
    // Teaser cards of other posts that end what is left.
    teasers::drop_trailing_teasers(out, blocks, &plain, nodes, listing_like, &mut keep);
    // A label saying other posts may interest the reader, left without them.
    teasers::drop_interest_labels(blocks, &plain, &mut keep);
    // A line inside the article that points to another story ("READ MORE: [title]").
    teasers::drop_read_also_lines(out, blocks, &plain, &mut keep);
    // A button's label left alone on its line, linked or not ("Read more", "Learn more »").
    calls_to_action::drop_more_buttons(blocks, &plain, &mut keep);
    // A link alone on its line to the page where a reader signs in (a guest's "Reply").
    calls_to_action::drop_sign_in_links(out, blocks, &mut keep);
    // A writer's bio above or under an article ("Jane Roe is a freelance travel writer …"),
    // read once the lines around the article's ends are gone.
    if dates && !records.product {
        meta_lines::drop_writer_bios(out, blocks, &plain, &mut keep);
    }
    // A paragraph written twice (a reply's preview of its parent, a copy for another screen
    // size) is read once.
    thread::drop_repeated_paragraphs(out, blocks, &mut keep, thread);
    // Headings with nothing kept after them before the next heading (or the end) go.
    let mut prose_headings = prose_headings(blocks, texts);
    if let Some(listing) = choice.listing {
        listing::mark_item_titles(blocks, nodes, listing, &mut prose_headings);
    }
    drop_empty_sections(out, blocks, &mut keep, &prose_headings);
    // A layout's second copy of the article (for another screen size) goes.
    drop_second_copies(out, blocks, &mut keep);
    let kept_total = kept_text(blocks, &keep);
    if kept_total == 0 || !trust(kept_total + consent_text) {
        return Err(kept_total);
    }
    Ok(assemble(out, blocks, &keep))
}

/// True when a result of `kept` bytes of text from a container holding `share` of the
/// page's prose stands for the page: [`MIN_RESULT_TEXT`] and `least` ([`least_share`]), or a
/// short article ([`MIN_SHORT_RESULT_TEXT`]) whose container holds nearly all of the page's
/// prose ([`SHORT_RESULT_SHARE`]): the rest of the page is its chrome, not more of it.
fn trusted(kept: usize, share: f64, least: f64) -> bool {
    if share < least {
        return false;
    }
    kept >= MIN_RESULT_TEXT || kept >= MIN_SHORT_RESULT_TEXT && share >= SHORT_RESULT_SHARE
}

/// The least share of the page the chosen container must hold ([`trusted`]) (a listing of
/// cards trusted below [`MIN_CONTAINER_SHARE`] needs only [`CARD_LISTING_MIN_TEXT`] of kept
/// text, not [`MIN_RESULT_TEXT`]: WCXB collection 1 page better, none worse):
/// [`MIN_CONTAINER_SHARE`], or [`CARD_LISTING_MIN_SHARE`] for a container that is a listing
/// of cards, or one joined with the prose beside it ([`Choice::beside_article`]; not a
/// listing inside an article or a thread's post: trafilatura-eval must-not-have 188 -> 185),
/// whose items hold
/// [`CARD_OWN_TEXT_SHARE`] of their text outside their links (a price, an author, a
/// snippet): a menu of links or a carousel of other products' links does not stand for the
/// page at that share (Q-02: 2 WCXB listings better, none worse). The listing is read only
/// when the container's share is below the usual bar.
fn least_share(blocks: &[BlockRecord], nodes: &[Node], choice: &Choice) -> f64 {
    let Some(listing) = choice.listing.filter(|&l| {
        (l == choice.best || choice.beside_article) && choice.share < MIN_CONTAINER_SHARE
    }) else {
        return MIN_CONTAINER_SHARE;
    };
    let (mut text, mut own) = (0usize, 0usize);
    for b in blocks {
        if in_subtree(nodes, listing, b.node as usize) {
            text += b.text_bytes;
            own += own_text(b);
        }
    }
    if text > 0 && own as f64 >= text as f64 * CARD_OWN_TEXT_SHARE {
        CARD_LISTING_MIN_SHARE
    } else {
        MIN_CONTAINER_SHARE
    }
}

/// For each block, whether it is a heading that reads as prose ([`PROSE_HEADING_WORDS`] or
/// more, mostly not link text): such a heading keeps its section when nothing else is kept
/// after it.
fn prose_headings(blocks: &[BlockRecord], texts: &[Text]) -> Vec<bool> {
    blocks
        .iter()
        .zip(texts)
        .map(|(b, t)| {
            matches!(b.kind, BlockKind::Heading(_))
                && t.words >= PROSE_HEADING_WORDS
                && !mostly_links(b)
        })
        .collect()
}

/// Drops the kept short paragraphs whose text recurs [`POST_LABEL_MIN_REPEATS`] times or more: the
/// controls and labels of each post of a thread (only on pages that declare themselves a
/// discussion: on other pages the same rule took repeated labels of tables and cards too,
/// service F1 0.8713 -> 0.8703).
fn drop_repeated_labels(out: &str, blocks: &[BlockRecord], texts: &[Text], keep: &mut [bool]) {
    let is_label = |i: usize| {
        keep[i]
            && blocks[i].kind == BlockKind::Paragraph
            && texts[i].words > 0
            && texts[i].words <= POST_LABEL_MAX_WORDS
            && !introduces(&out[blocks[i].start..blocks[i].end])
    };
    let keys: Vec<Option<String>> = (0..blocks.len())
        .map(|i| is_label(i).then(|| label_key(&out[blocks[i].start..blocks[i].end])))
        .collect();
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for key in keys.iter().flatten() {
        *counts.entry(key).or_insert(0) += 1;
    }
    for (key, k) in keys.iter().zip(keep.iter_mut()) {
        if key
            .as_ref()
            .is_some_and(|key| counts[key.as_str()] >= POST_LABEL_MIN_REPEATS)
        {
            *k = false;
        }
    }
}

/// What a label reads as ([`drop_repeated_labels`]): a label of words only without its link
/// targets (the same control links to each post's own address: "Share", "Improve this
/// answer", "Reply"); one of figures only with each run of digits written as one `0` (a
/// post's score or number: "13", "#2"); one of both as it is written, link and all (a
/// post's date, "Jul 18, 2024", links to the post: it is the post's own).
fn label_key(md: &str) -> String {
    let mut key = String::with_capacity(md.len());
    let mut chars = md.trim().chars().peekable();
    while let Some(c) = chars.next() {
        key.push(c);
        if c == ']' && chars.peek() == Some(&'(') {
            repeats::skip_link_target(&mut chars);
        }
    }
    let letters = key.chars().any(char::is_alphabetic);
    let digits = key.chars().any(|c| c.is_ascii_digit());
    if letters && digits {
        return md.trim().to_owned();
    }
    if letters {
        return key;
    }
    let mut collapsed = String::with_capacity(key.len());
    for c in key.chars() {
        if c.is_ascii_digit() {
            if !collapsed.ends_with('0') {
                collapsed.push('0');
            }
        } else {
            collapsed.push(c);
        }
    }
    collapsed
}

/// True when a short paragraph ends with a colon, bold or not ("**Overview:**",
/// "Services offered:"): the label of what follows it, repeated on every entry of a ranked
/// list, not a control.
fn introduces(md: &str) -> bool {
    md.trim_end().trim_end_matches(['*', '_']).ends_with(':')
}

/// Keeps the link blocks of the chosen `listing` (its item titles) too, not those of the
/// rest of the container (menus beside the listing). On a listing of posts
/// ([`is_listing_of_posts`]) only those inside its items ([`items_of`]).
fn keep_listing_items(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    title: Option<&str>,
    listing: usize,
    keep: &mut [bool],
) {
    let with_links = keep_blocks(out, blocks, nodes, choice, title, true);
    let in_item = items_of(nodes, listing);
    let posts = is_listing_of_posts(blocks, nodes, listing, keep, &in_item);
    let twins = if posts {
        Vec::new()
    } else {
        listing_twins(nodes, choice.best, listing)
    };
    for ((b, k), with) in blocks.iter().zip(keep.iter_mut()).zip(with_links) {
        let node = b.node as usize;
        let in_listing = in_subtree(nodes, listing, node) && (!posts || in_item(node));
        if with && (in_listing || twins.iter().any(|&t| in_subtree(nodes, t, node))) {
            *k = true;
        }
    }
}

/// The other elements of the container `best` built exactly like `listing` (the same tag and
/// every class, [`Node::shape`] and [`Node::classes`], outside it and not around it), up to
/// [`MAX_LISTING_TWINS`]: a second group of the same items under a heading of its own (a
/// category's subcategories above its pages). Their link blocks stay as the listing's do.
fn listing_twins(nodes: &[Node], best: usize, listing: usize) -> Vec<usize> {
    let l = &nodes[listing];
    let mut twins = Vec::new();
    if l.shape == 0 || l.classes == 0 || !in_subtree(nodes, best, listing) {
        return twins;
    }
    let last = nodes[best].last as usize;
    let mut id = best + 1;
    while id <= last && twins.len() < MAX_LISTING_TWINS {
        let n = &nodes[id];
        if id != listing
            && n.shape == l.shape
            && n.classes == l.classes
            && !in_subtree(nodes, id, listing)
            && !in_subtree(nodes, listing, id)
        {
            twins.push(id);
            // Its own subtree holds no further twin worth reading apart.
            id = n.last as usize + 1;
            continue;
        }
        id += 1;
    }
    twins
}

/// True when the items of `listing` ([`items_of`]) are posts: [`POSTS_PROSE_SHARE`] of
/// their text is prose already kept. Its link blocks outside the items are then a thread's
/// controls (a bar of buttons, a "jump to" menu), not cards of the listing.
fn is_listing_of_posts(
    blocks: &[BlockRecord],
    nodes: &[Node],
    listing: usize,
    keep: &[bool],
    in_item: &impl Fn(usize) -> bool,
) -> bool {
    let (mut prose, mut text) = (0usize, 0usize);
    for (b, k) in blocks.iter().zip(keep) {
        let node = b.node as usize;
        if in_subtree(nodes, listing, node) && in_item(node) {
            text += b.text_bytes;
            if *k {
                prose += own_text(b);
            }
        }
    }
    text > 0 && prose as f64 >= text as f64 * POSTS_PROSE_SHARE
}

/// The listing's items are its children of the shape most of them share ([`Node::shape`]):
/// returns whether a node of the listing's subtree lies in one of them. A child of another
/// shape (a thread's bar of buttons, a forum's "jump to" menu) is not an item; the listing's
/// own blocks are (a definition list's terms); when no shape is shared by two children, or
/// the most shared one is not two thirds of them, every child is an item.
fn items_of(nodes: &[Node], listing: usize) -> impl Fn(usize) -> bool + '_ {
    let last = nodes[listing].last as usize;
    let mut counts: HashMap<u32, usize> = HashMap::new();
    for n in &nodes[listing + 1..=last] {
        if n.parent as usize == listing {
            *counts.entry(n.shape).or_insert(0) += 1;
        }
    }
    let children: usize = counts.values().sum();
    // Items outnumber the other children twice: a definition list's terms and
    // descriptions, or cards made of two alternating elements, are items both.
    let item_shape = counts
        .iter()
        .filter(|(_, c)| **c >= 2)
        .max_by_key(|(s, c)| (**c, **s))
        .filter(|(_, c)| **c * 3 >= children * 2)
        .map(|(s, _)| *s);
    move |mut id: usize| {
        let Some(shape) = item_shape else {
            return true;
        };
        if id == listing {
            return true;
        }
        while nodes[id].parent as usize != listing {
            id = nodes[id].parent as usize;
        }
        nodes[id].shape == shape
    }
}
