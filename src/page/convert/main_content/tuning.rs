//! The knobs of `--main` (F-06, Q-02) in one place: every threshold the extractor's rules
//! compare against, grouped by the stage that reads it, each with what it trades. A knob is
//! changed by measuring: run the in-process quality bench on both development sets
//! (docs/benchmarks.md) before and after, and keep a change only when neither drops.

// Whether to trust the result, and a heading or a label read as such (mod.rs)

/// Below this share of the page's positive score the chosen container is not trusted.
/// Trades: Higher: more pages fall back to the full page (uncertain); lower: a sidebar or a teaser
/// can stand for the page.
pub(super) const MIN_CONTAINER_SHARE: f64 = 0.25;
/// A prose container below [`MIN_CONTAINER_SHARE`] widens to its lowest ancestor named like
/// content that holds this share of the page's prose (the positive part of its score) rather
/// than falling back to the full page.
/// Trades: Higher: fewer list articles widen (their prose is scattered); lower: an element
/// that leaves some of the page's prose outside stands for the page.
pub(super) const WIDEN_MIN_PROSE_SHARE: f64 = 0.9;
/// See [`WIDEN_MIN_PROSE_SHARE`]: the element widened to holds at most this share of the
/// page's text, or it is the page's wrapper and the full page is given.
/// Trades: Higher: the page's wrapper, pruned, stands for the page (pruning a whole page
/// drops more than its chrome); lower: more list articles fall back to the full page.
pub(super) const WIDEN_MAX_TEXT_SHARE: f64 = 0.99;
/// A listing whose cards hold text beside their links ([`CARD_OWN_TEXT_SHARE`]: a price, an
/// author, a snippet) is trusted down to this share of the page's text: a shop's or a
/// magazine's grid is the page however long its menus and footers are.
/// Trades: Higher: more grids of cards fall back to the full page; lower: a small box of
/// cards beside the page's prose (other products, related posts) is given as the page.
pub(super) const CARD_LISTING_MIN_SHARE: f64 = 0.1;
/// See [`CARD_LISTING_MIN_SHARE`]: the least share of a listing's text that lies outside its
/// links for its items to be cards with text (a menu, a box of linked titles or of other
/// products' links has next to none).
/// Trades: Higher: fewer grids are trusted at the lower share; lower: a carousel of links
/// with a label or two beside it is trusted as the page.
pub(super) const CARD_OWN_TEXT_SHARE: f64 = 0.15;
/// A listing of cards trusted at [`CARD_LISTING_MIN_SHARE`] stands for the page with this
/// much kept text (bytes), less than [`MIN_RESULT_TEXT`]: four products' names and prices.
/// Trades: Higher: a small grid of a shop's cards falls back to the full page; lower: a crumb
/// of a grid (two linked names) is given as the page.
pub(super) const CARD_LISTING_MIN_TEXT: usize = 100;
/// A result with less text than this (bytes) is not trusted either.
/// Trades: Higher: short pages (a notice, a stub) fall back to the full page; lower: a crumb of
/// text is given as the page.
pub(super) const MIN_RESULT_TEXT: usize = 200;
/// A shorter result (bytes of text, down to this) is trusted when its container holds
/// [`SHORT_RESULT_SHARE`] of the page's prose: a short post or notice on a page of chrome
/// (the full page adds only menus, share buttons and comments to it).
/// Trades: Higher: more short posts fall back to the full page; lower: a lone caption or
/// a license line is given as the page.
pub(super) const MIN_SHORT_RESULT_TEXT: usize = 150;
/// See [`MIN_SHORT_RESULT_TEXT`].
/// Trades: Higher: fewer short posts are trusted; lower: a short box beside other prose (an
/// author's bio, a quote) is given as the page.
pub(super) const SHORT_RESULT_SHARE: f64 = 0.75;
/// A heading of at least this many words is a sentence set large (a landing page's lead,
/// a testimonial), not a section title: it is content of its own (8 measured better than 5,
/// 10, 12 and 16 on the development set).
/// Trades: Higher: fewer large-set sentences survive an empty section; lower: section titles over
/// dropped sections stay.
pub(super) const PROSE_HEADING_WORDS: usize = 8;
/// A short paragraph (this many words at most) kept this many times or more with the same
/// text is a label repeated on every post ("Reply", "Quote", "Share", "Follow", "wrote on
/// last edited by", "1 Reply Last reply", "Click to expand... Click to shrink..."; 5 measured
/// better than 3 on declared discussions; with undeclared threads, 8 better than 5: forum F1
/// 0.8639 -> 0.8641, no other kind moved).
/// Trades: Higher: short sentences a thread repeats go too; lower: longer per-post controls stay.
pub(super) const POST_LABEL_MAX_WORDS: usize = 8;
/// See [`POST_LABEL_MAX_WORDS`].
/// Trades: Higher: labels of short threads stay; lower: a reply said twice ("Thanks!") goes.
pub(super) const POST_LABEL_MIN_REPEATS: usize = 3;
/// Share of the text of a listing's items that must be kept prose (`keep`, without link
/// text) for the listing to be a thread of posts rather than a grid of cards.
/// Trades: Higher: fewer listings are read as threads (their menus stay); lower: grids of cards
/// lose links outside their items.
pub(super) const POSTS_PROSE_SHARE: f64 = 0.5;

/// Most elements built exactly like a chosen listing elsewhere in the container whose link
/// blocks stay with the listing's (a category's subcategories beside its pages).
/// Trades: Higher: more groups of an index stay, and more lists styled like the listing
/// (a box of popular posts) may come with them; lower: fewer do.
pub(super) const MAX_LISTING_TWINS: usize = 4;

// Choosing the main container (container.rs)

/// Elements of one shape named like boilerplate (siblings), or like an extra (inside the
/// container), at least this many, that hold half of the prose together are the article's
/// sections (each named after the advert slot it holds) or a gallery's captions, not
/// boilerplate or extras.
/// Trades: Higher: an article cut in fewer such sections loses to a box beside it; lower: a
/// footer's two or three columns of small print, or three disclaimers, join the content.
pub(super) const MISNAMED_SECTIONS_MIN: usize = 4;
/// Bonus factor for an element whose name says it is the content.
/// Trades: Higher: a wrapper named `content` wins over a better-scored sibling; lower: the name
/// counts for less than the text.
pub(super) const CONTENT_BONUS: f64 = 1.15;
/// A listing wins over the prose container outside it when its items hold this many times
/// the prose container's score in text: the prose is then an intro, a banner or a notice.
/// Trades: Higher: an intro or a banner keeps winning over the page's grid; lower: a grid of
/// teasers beside an article takes the page.
pub(super) const LISTING_OVER_PROSE: f64 = 2.0;
/// A prose container holding the page's `h1` and at least this score of prose (about its bytes
/// of prose) is an article that no listing outside it outweighs, however many teasers a
/// news site lists around it.
/// Trades: Higher: an article among long lists of teasers loses to them (they join it); lower:
/// a collection page's buying guide under its title wins over its grid.
pub(super) const ARTICLE_OVER_LISTING: f64 = 3000.0;
/// The element joining a listing and the prose container before it may hold this many times
/// their text; a wider one holds the page's chrome too.
/// Trades: Both joins: a listing with the prose before it (container.rs) and a grid beside a longer
/// prose container (listing.rs). Higher: the join takes chrome around the two; lower: the intro or
/// the buying guide is left out.
pub(super) const MAX_JOIN_WIDTH: f64 = 1.5;
/// Bonus factor for an element holding the page's first `h1` (the title of what the page is
/// about).
/// Trades: Higher: the element holding the title wins over a longer element beside it; lower: a
/// comment list longer than the post can win.
pub(super) const H1_BONUS: f64 = 1.2;
/// Share of the chosen element's prose that its siblings of the same shape must hold, all
/// together, for the container to widen to their parent.
/// Trades: Higher: a thread or a page of sections stays narrowed to its biggest part; lower:
/// siblings with a little prose (a sidebar built alike) widen it.
pub(super) const SIBLING_SHARE: f64 = 0.2;
/// Share of the page's prose an element named like comments must hold to be the thread itself
/// rather than the comments under an article: nearly all of it, as nothing but a title lies
/// outside it (0.95 measured better than 0.5 and 0.9, which took blogs' long comment
/// sections for the content).
/// Trades: Higher: fewer comment sections are taken for a thread; lower: an article's long comments
/// become the content.
pub(super) const THREAD_SHARE: f64 = 0.95;
/// The same share on a page that declares itself a discussion (schema.org
/// `DiscussionForumPosting`, `QAPage`): half of the prose, as the opening post may lie outside
/// the replies. A Q&A page's comments under each answer hold far less.
/// Trades: Higher: a declared thread's replies may stay comments; lower: a Q&A's comments take
/// over.
pub(super) const DISCUSSION_THREAD_SHARE: f64 = 0.5;
/// An ancestor of the chosen element is the container instead when it holds this many times
/// the element's prose (and keeps [`WIDER_MIN_SCORE`] of its score): the content is split over
/// sections built unlike
/// (1.5 measured on WCXB dev: a product page and a listing better, an article worse; --main F1
/// 0.9062 -> 0.9066, trafilatura-eval unchanged; 1.3 gave 0.9068 but took a news page's login
/// and support boxes).
/// Trades: Higher: split content stays cut to its largest part; lower: a box or a teaser
/// beside the article joins it.
pub(super) const WIDER_PROSE_GAIN: f64 = 1.5;
/// ... while it keeps at least this share of the element's score (the menus and controls it
/// adds, which pruning drops, cost it little; 0.7 took a collection page's filters: collection
/// F1 0.795 -> 0.792).
/// Trades: Higher: fewer wrappers win (a row of buttons beside the sections stops it); lower: a
/// wrapper holding a menu or a link directory besides the prose wins.
pub(super) const WIDER_MIN_SCORE: f64 = 0.8;

/// Bytes of text from which a link-dense block inside the container may still be a sentence
/// that links its words (`prune::prose_with_links`), not a menu entry or a linked title.
/// Trades: Higher: more linked sentences and references go with the menus; lower: longer
/// menu entries and card titles with a blurb stay.
pub(super) const PROSE_LINKS_MIN_TEXT: usize = 80;
/// Bytes of text from which a kept paragraph ending with a colon introduces the list of links
/// after it, which then stays (`prune::keep_introduced_lists`: "For more information, see:";
/// 25 and 60 measured no better on WCXB dev).
/// Trades: Higher: fewer introduced lists stay; lower: a short label ("Related posts:") keeps
/// the links under it.
pub(super) const LIST_INTRO_MIN_TEXT: usize = 40;
/// Bytes of text from which a paragraph that is all one link, after its card's shorter linked
/// title, may be the card's description (`prune::card_blurb`).
/// Trades: Higher: shorter card descriptions go with the menus; lower: a menu entry with a
/// short linked sentence under it stays.
pub(super) const CARD_BLURB_MIN_TEXT: usize = 60;
/// Share of such a block's text that may lie in links for it to stay as prose (0.75 measured
/// better than 0.7; 0.8 kept a list of links parted by dots as prose, and 0.85 kept more
/// trafilatura-eval must-not-have snippets).
/// Trades: Higher: lists of links with a word between them stay; lower: sentences linking most
/// of their words go.
pub(super) const PROSE_LINKS_MAX_SHARE: f64 = 0.75;

// Narrowing the container to its prose (narrow.rs)

/// Share of a node's prose score one child must hold to become the container instead
/// (0.6 measured as well as 0.7 on the development set; 0.7 leaves room for an article split
/// over two sibling elements).
/// Trades: Higher: the container stays wide (asides kept); lower: it narrows to one part of an
/// article split in two.
pub(super) const NARROW_SHARE: f64 = 0.7;
/// [`NARROW_SHARE`] on a page that declares itself a discussion (a thread, a Q&A page): a
/// long question holds most of the prose beside its lone answer, and both are the page
/// (0.85 measured: WCXB forum 1 page better, none worse; 0.95 took 4 threads' chrome).
/// Trades: Higher: the container stays wide on threads (more of a thread's chrome to prune);
/// lower: a long question is kept without its answer.
pub(super) const DISCUSSION_NARROW_SHARE: f64 = 0.85;
/// Share of a node's prose score that may come before that child (an intro, a lead).
/// Trades: Higher: narrowing drops a longer lead; lower: an intro line stops the narrowing.
pub(super) const MAX_PROSE_BEFORE: f64 = 0.05;
/// Share of a node's prose that may come before the child it narrows to when that prose is
/// kept with the child as its lead (more than [`MAX_PROSE_BEFORE`]): a standfirst, an intro.
/// Trades: Higher: a longer intro stays and what follows the article still goes; lower: the
/// container stays wide over the intro and keeps what follows the article too.
pub(super) const LEAD_MAX_PROSE: f64 = 0.1;
/// Share of a node's prose before the child it narrows to above which a shorter lead than
/// [`MAX_PROSE_BEFORE`] still stays with the child, when no block of it holds a link: a
/// standfirst set apart from the body, where a byline or an author's box links to a profile.
/// Trades: Lower: a shorter unlinked line (a label, a caption) stays before the article;
/// higher: a one-paragraph standfirst goes with the boilerplate around the article.
pub(super) const STANDFIRST_MIN_PROSE: f64 = 0.02;
/// Titled cards ([`TEASER_TITLE_MIN_LINK`]) do not count either when the rest holds this share
/// (inverted: 3.0 is a third) of the prose: a grid of other posts' titles and excerpts after
/// a short article.
/// Trades: Higher: titled cards count as the page's own more rarely; lower: a short article's
/// teaser grid keeps the container wide.
pub(super) const TITLED_CARDS_SHARE: f64 = 3.0;
/// A card of a teaser grid holds at most this much text (bytes): a linked title, a date and
/// an excerpt of another post.
/// Trades: Higher: short sections read as cards; lower: cards with long excerpts count as prose.
pub(super) const TEASER_CARD_TEXT: usize = 600;
/// A card whose title is a linked heading may hold this much (bytes): its excerpt is often the
/// other post's whole first paragraph, cut short on screen by a style.
/// Trades: Higher: a linked-heading section reads as a card; lower: long-excerpt cards count as
/// prose.
pub(super) const TITLED_TEASER_CARD_TEXT: usize = 1200;
/// A card's title is a linked heading of at least this many bytes of link text (another
/// post's title, not an author's name).
/// Trades: Higher: short linked titles are not cards' titles; lower: a linked author's name makes a
/// card.
pub(super) const TEASER_TITLE_MIN_LINK: usize = 20;
/// A teaser grid has at least this many cards of the same shape under one parent.
/// Trades: Higher: pairs of teasers count as prose; lower: two sections alike read as a grid.
pub(super) const TEASER_GRID_MIN_CARDS: usize = 3;

// Listings: a page of cards rather than prose (listing.rs)

/// A listing beside a longer prose container joins it when its items hold at least this
/// share of the prose container's score.
/// Trades: Higher: a collection page keeps its guide but loses its grid; lower: a small grid joins
/// an article.
pub(super) const GRID_JOIN_SHARE: f64 = 0.5;
/// A listing joins a longer prose container only with this many items (a grid of products,
/// not a handful of teasers or menu panels).
/// Trades: Higher: small product grids stay out; lower: a handful of teasers joins the prose.
pub(super) const GRID_JOIN_MIN_ITEMS: usize = 8;
/// A group needs at least this many item children to be a listing.
/// Trades: Higher: short listings are read as prose (their links go); lower: a menu of four links
/// is a listing.
pub(super) const LISTING_MIN_ITEMS: usize = 4;
/// An item holds at most this much text (bytes): more is a section, not a card.
/// Trades: Higher: sections of a page count as cards; lower: cards with long excerpts stop being
/// items.
pub(super) const LISTING_MAX_ITEM_TEXT: usize = 2000;
/// Link text of at least this many bytes names an item by itself (a product or article
/// title); shorter all-link items are menu entries.
/// Trades: Higher: short product names are menu entries; lower: menu entries are items.
pub(super) const ITEM_TITLE_MIN_LINK: usize = 24;
/// A listing's card's date written as a link ("Mar 6", "May 28-29 26") holds at most this many
/// bytes of text (`listing::drop_date_links`).
/// Trades: Higher: longer linked lines made of a month and figures go; lower: dates with a
/// long month's name stay.
pub(super) const CARD_DATE_LINK_MAX_BYTES: usize = 20;
/// Words of such a date at most.
/// Trades: Higher: longer runs of a month and figures go; lower: ranges with a year stay.
pub(super) const CARD_DATE_MAX_WORDS: usize = 3;
/// A group of items built alike stands for the page's listing instead of a larger group of
/// unlike items (a page's sections, each holding a link) when it holds at least this share
/// of that group's item text (0.2 measured better than 0, which took a few cards beside a
/// long page for its listing: --main F1 0.9004 against 0.9003).
/// Trades: Higher: the page's sections win over its grid; lower: a few cards beside a long page
/// become its listing.
pub(super) const ALIKE_OVER_UNLIKE: f64 = 0.2;
/// A group of items beside the listing
/// (`with_sibling_groups`) needs only this many items
/// (a letter of an index with two entries, the last row of a grid).
/// Trades: Higher: the last row of a grid is left out; lower: lone links beside it come in.
pub(super) const BESIDE_MIN_ITEMS: usize = 2;
/// Share of the listing's item text that the groups of the same shape beside it must hold,
/// all together, for the listing to take them in.
/// Trades: Higher: an index keeps one letter; lower: groups beside the listing (a footer's columns)
/// come in.
pub(super) const SIBLING_GROUPS_SHARE: f64 = 0.2;
/// A block beside the items with fewer words than this is a control, a sentence end or not
/// ("Sort by:", "View:", "Filters applied!"): a sentence of the intro is longer.
/// Trades: Higher: short intro sentences go with the controls; lower: longer controls ("Showing
/// 1-20 of 300") stay.
pub(super) const LISTING_CONTROL_MAX_WORDS: usize = 4;
/// An element around a listing may hold this many times the listing's text and still be
/// the listing with its title (3 measured like 4 and 8 on the development set; 1.25 and 2
/// kept fewer intros: --main F1 0.8988 / 0.8990 against 0.8993).
/// Trades: Higher: the title comes with more of the page around it; lower: intros are lost.
pub(super) const LISTING_TITLE_MAX_WIDTH: f64 = 3.0;

// Pruning inside the container: copies, extra sections, teasers, a table of contents (prune.rs)

/// A second copy must hold at least this many blocks: a sentence or a chorus said twice is
/// the author's, a stretch of the article written out again is the layout's.
/// Trades: Higher: short copies of the article stay twice; lower: a chorus or a repeated pair of
/// lines goes.
pub(super) const COPY_MIN_BLOCKS: usize = 3;
/// ... and at least this share of the kept text (bytes): responsive layouts write the
/// article out again for another screen size, which doubles the page (0.15 changed no page
/// for the worse on the development set; 0.10 took a forum reply quoting a long post).
/// Trades: Higher: smaller layout copies stay; lower: a reply quoting a long post loses it.
pub(super) const COPY_MIN_SHARE: f64 = 0.15;
/// A copy may hold up to this many blocks the first copy does not (a quote's attribution
/// written out only in one layout) between blocks it repeats.
/// Trades: Higher: looser copies are found (and by chance); lower: a copy with an extra attribution
/// stays.
pub(super) const COPY_MAX_GAP: usize = 2;
/// ... and those blocks hold at most this share of the copy's text.
/// Trades: Higher: a copy with new text goes (losing that text); lower: copies differing in one
/// line stay.
pub(super) const COPY_MAX_NEW_SHARE: f64 = 0.05;
/// Blocks are first compared by their first this many letters and digits
/// ([`super::words::text_key_prefix`]); only a block whose start another block shares has its
/// whole text hashed.
/// Trades: time only, the output is the same: fewer hash more blocks in full, more make the
/// first pass read further into each block.
pub(super) const COPY_KEY_LETTERS: usize = 24;
/// A paragraph set as a section's label ("**Related posts:**", "Article sources:") holds at
/// most this many bytes of text (labels as sections measured: article F1 0.9650 -> 0.9653,
/// service 0.8828 -> 0.8831, --main F1 0.9055 -> 0.9057; labels that only start like an
/// extra took an article's own list).
/// Trades: Higher: longer paragraphs open extra sections (an article's own list can go); lower:
/// labels like "Article sources:" stop ending the text.
pub(super) const SECTION_LABEL_MAX_BYTES: usize = 60;
/// At least this many teaser cards end the content for
/// `teasers::drop_trailing_teasers` (one alone only when titled like a story,
/// [`TEASER_TITLE_MIN_WORDS`]; any one measured: a landing page's last linked section went,
/// service F1 0.878 -> 0.877).
/// Trades: Higher: two trailing teasers stay; lower: the article's last linked heading and its
/// paragraph go.
pub(super) const TEASERS_MIN_CARDS: usize = 2;
/// One teaser card alone ends the content when its linked title holds at least this many
/// words (another story's title; a landing page's linked section is titled "Our programs").
/// A level-1 heading is never such a card (a page's title).
/// Trades: Higher: fewer single cards go; lower: a page's last linked section can go.
pub(super) const TEASER_TITLE_MIN_WORDS: usize = 6;
/// A teaser card's excerpt (the blocks under its linked title) holds at most this many bytes
/// of text.
/// Trades: Higher: the article's last linked section can be read as a card; lower: cards with long
/// excerpts stay.
pub(super) const TEASER_MAX_BYTES: usize = 400;
/// A teaser card may hold one line of at most this many bytes of text besides its excerpt:
/// its date, its reading time or its author's name.
/// Trades: Higher: more lines count as a card's date; lower: cards with a byline stay.
pub(super) const TEASER_META_MAX_BYTES: usize = 40;
/// A paragraph right before teaser cards, without links and not a sentence,
/// of at most this many bytes of text is their label ("Read more") and goes with them.
/// Trades: Higher: the article's last short line can go with the cards; lower: longer labels
/// ("Das könnte Sie auch interessieren") stay.
pub(super) const TEASER_LABEL_MAX_BYTES: usize = 48;
/// A line that points to another post from inside the article ("READ MORE: \[title\]",
/// `teasers::drop_read_also_lines`) holds at most this many bytes of text: a label and
/// another story's title.
/// Trades: Higher: a longer paragraph that opens with such a label and a link goes; lower: a
/// long title under its label stays.
pub(super) const READ_ALSO_MAX_BYTES: usize = 200;
/// A label that says other posts may interest the reader ("Das Thema könnte dich auch
/// interessieren:") has at most this many words, wherever it stands (its text is at most
/// twice [`TEASER_LABEL_MAX_BYTES`]); a longer block is a sentence of the article.
/// Trades: Higher: longer labels go (and short sentences that say something may interest
/// the reader); lower: labels naming their topic stay.
pub(super) const INTEREST_LABEL_MAX_WORDS: usize = 10;
/// The content before the cards holds at least this many times their text (1 with the date
/// line of [`TEASER_META_MAX_BYTES`] measured better than 2: article F1 0.9647 -> 0.9649,
/// --main F1 0.9053 -> 0.9055, no other kind moved).
/// Trades: Higher: short articles keep their teasers; lower: a long run of cards at the end of a
/// short text goes with it.
pub(super) const ARTICLE_OVER_TEASERS: usize = 1;
/// A table of contents lists at least this many of the article's headings.
/// Trades: Higher: short tables of contents stay; lower: two lines that happen to repeat headings
/// go.
pub(super) const CONTENTS_MIN_ENTRIES: usize = 3;
/// An entry of a table of contents has at most this many bytes of text (a heading's).
/// Trades: Higher: long paragraphs can be read as entries; lower: long heading entries stay.
pub(super) const CONTENTS_ENTRY_MAX_BYTES: usize = 200;
/// The label over a table of contents ("Table of contents", "In this article") has at most
/// this many bytes of text.
/// Trades: Higher: longer labels open a table of contents; lower: "In this article" variants stay.
pub(super) const CONTENTS_LABEL_MAX_BYTES: usize = 24;
/// A section under an `ANNOUNCED_EXTRAS` heading that holds a
/// kept paragraph of more than
/// this many bytes of text outside links is the article's own (a teaser's excerpt is
/// shorter).
/// Trades: Higher: a related section with long excerpts goes, and the article under a loose label;
/// lower: related sections with long excerpts stay.
pub(super) const ANNOUNCED_MAX_PROSE: usize = 400;
/// ... and that paragraph comes within this many kept blocks after the heading: the article
/// resumes under a loose label at once, while a box of other posts lists short titles and
/// excerpts first (its long paragraph further down is a comment, a notice or the site's
/// own blurb).
/// Trades: Higher: a related box with many short cards before a long block stays; lower: an
/// article section that opens with a few short lines under a loose label goes.
pub(super) const ANNOUNCED_PROSE_WITHIN: usize = 6;

// Small print around an article (meta_lines.rs)

/// A line of small print is short: a block holding more text than this (bytes) is prose
/// that happens to start like one ("Photo: the winners of …" opening a gallery's text).
/// Trades: Higher: longer lines starting like small print go (a caption that is the text); lower:
/// long credit and tag lines stay.
pub(super) const META_LINE_MAX_BYTES: usize = 160;
/// A government site's banner block ("The .gov means it's official. Federal government
/// websites often end in .gov or .mil. …") holds at most this many bytes of text: each of
/// its two or three blocks is a bold line with a sentence or two under it, longer than a
/// line of small print ([`META_LINE_MAX_BYTES`]).
/// Trades: Higher: longer banners go (and a paragraph of prose that opens with the banner's
/// words); lower: the banner's blocks with their explanation stay.
pub(super) const GOV_BANNER_MAX_BYTES: usize = 300;
/// A script's placeholder left as text while it loads ("Loading…", "Loading prices for
/// your region…") has at most this many words; a longer line that opens with "Loading" and
/// trails off is a sentence.
/// Trades: Higher: longer placeholders go (and headings such as "Loading the van, step by
/// step…"); lower: placeholders that say what loads stay.
pub(super) const LOADING_LINE_MAX_WORDS: usize = 5;
/// A kept paragraph of this many bytes of text or fewer is read for a button's label that
/// opens more text ("Read more", "Find out more »").
/// Trades: higher: nothing more (the line must be the label only) but more lines read;
/// lower: the longer labels, with their arrows, stay.
pub(super) const MORE_BUTTON_MAX_BYTES: usize = 24;
/// A kept paragraph that is one link of this many bytes of text or fewer is read for a link
/// to the page where a reader signs in ("Reply" for a guest, calls_to_action.rs).
/// Trades: Higher: longer linked calls to sign up go (and a sentence linked whole to a
/// sign-up page); lower: longer labels stay.
pub(super) const SIGN_IN_LINK_MAX_BYTES: usize = 40;
/// A line that credits news agencies ("aja/PAP", "dpa/AFP/red") holds at most this many words.
/// Trades: Higher: longer lists of agencies and initials go (and short lines of the article
/// with an agency's name among short words); lower: credits naming several desks stay.
pub(super) const AGENCY_CREDIT_MAX_WORDS: usize = 4;
/// A word beside an agency's name in its credit line (an editor's initials, a desk's short
/// name: "aja", "red", "lnw") holds at most this many letters.
/// Trades: Higher: credits with longer names beside the agency go (and short phrases naming
/// one); lower: credits with longer initials stay.
pub(super) const AGENCY_INITIALS_MAX: usize = 4;
/// A picture's caption that ends with its credit ("… © AFP / Jane Roe") holds at most this
/// many bytes of text; a longer block is prose that happens to hold a "©" or a "Foto:".
/// Trades: Higher: long captions with a credit go (and prose quoting a credit); lower: long
/// captions stay.
pub(super) const CAPTION_MAX_BYTES: usize = 300;
/// A caption and its credit set on two lines of one paragraph ("The stag beetle.", a line
/// break, "Foto © Jane Roe") hold at most this many bytes of text: a paragraph of the article
/// with a credit line under it (for the picture beside it) is longer.
/// Trades: Higher: a short paragraph of the article above a credit line goes with it; lower:
/// two-line captions stay.
pub(super) const CAPTION_LINES_MAX_BYTES: usize = 150;
/// A credit at the end of a caption names at most this many words (an agency, a
/// photographer, a licence: "ccnull/Jane Roe/cc by sa 2.0").
/// Trades: Higher: a sentence after a "Foto:" reads as its credit; lower: long credits stay.
pub(super) const CREDIT_MAX_WORDS: usize = 10;
/// A site's notice of its rights, its licence or its disclaimer ("© 2020 Jane Inc. All
/// rights reserved. This material may not be published …") holds at most this many bytes
/// of text; a longer block is prose that quotes one.
/// Trades: Higher: long legal footers go (and paragraphs of an article on copyright that
/// quote one); lower: notices with a long ban on reprinting stay.
pub(super) const RIGHTS_NOTICE_MAX_BYTES: usize = 400;
/// A post's filing line ("This entry was posted in … and tagged …", "Tags: …") names every
/// tag, so it may hold up to this many bytes of text, more than other small print
/// ([`META_LINE_MAX_BYTES`]).
/// Trades: Higher: longer tag lists go (and paragraphs that start with "Posted in "); lower:
/// the filing lines of posts with many tags stay.
pub(super) const FILING_LINE_MAX_BYTES: usize = 400;
/// A line that is only a date or a time has at most this many words ("Sunday, 14 June
/// 2019, 15:49" has five).
/// Trades: Higher: longer date lines go (and short sentences of dates); lower: full
/// weekday-and-time dates stay.
pub(super) const DATE_LINE_MAX_WORDS: usize = 6;
/// A dated line's other parts (`is_dated_line`) have at most
/// this many words each (a
/// category, "0 comments", "by Jane Roe in Fashion").
/// Trades: Higher: date lines with longer parts go (and table rows); lower: bylines with a category
/// stay.
pub(super) const DATED_PART_MAX_WORDS: usize = 6;
/// A signature ("Von Jane Roe am 19. Oktober 2019 um 11:14 Uhr", "Jane Roe 19.10.2019,
/// 23:38 Uhr") has at most this many words, anywhere on an article's page (`is_signature`).
/// Trades: Higher: longer lines of names and a date go (a caption of names); lower:
/// signatures with several names, a place and a time stay.
pub(super) const SIGNATURE_MAX_WORDS: usize = 14;
/// ... and at most this many names (words written with a capital).
/// Trades: Higher: a short line of capitalised words with a date goes (a German line of
/// nouns); lower: signatures of several authors stay.
pub(super) const SIGNATURE_MAX_NAMES: usize = 6;
/// A note on the article's author ("The author is a professor of …", "About the author:
/// …") holds at most this many bytes
/// of text; a longer block that starts so is the article's own.
/// Trades: Higher: long paragraphs that open like a note go; lower: long notes on the
/// author stay.
pub(super) const AUTHOR_NOTE_MAX_BYTES: usize = 400;
/// A writer's bio beside the article ("Jane Roe is a freelance travel writer …") holds at
/// most this many bytes of text; a longer paragraph that opens so is the article's own.
/// Trades: Higher: long bios with a list of the writer's outlets go; lower: bios of two or
/// three sentences stay.
pub(super) const WRITER_BIO_MAX_BYTES: usize = 600;
/// A writer's bio stands among this many kept blocks with text at either end of what is
/// kept: above the article or under it, not between its paragraphs.
/// Trades: Higher: bios further from the ends go (and the article's own sentences that
/// introduce a writer); lower: a bio under a closing line stays.
pub(super) const WRITER_BIO_WITHIN: usize = 2;
/// A writer's bio names its subject in at most this many words before "is" ("Jane Roe",
/// "Mary Ann de Roe").
/// Trades: Higher: longer names go (and sentences opening with a longer subject); lower:
/// bios of writers with long names stay.
pub(super) const WRITER_NAME_MAX_WORDS: usize = 4;

// Calls to follow, sign up, download (calls_to_action.rs)

/// A call to action is short: a block with more text than this (bytes) is prose that
/// mentions the networks or a newsletter (an article about them).
/// Trades: Higher: long promotional paragraphs go (and prose about social media); lower:
/// calls with a long invitation stay.
pub(super) const CALL_MAX_BYTES: usize = 300;
/// A call to follow names at least this many social networks ("Follow us on Facebook and
/// Instagram").
/// Trades: Higher: a call naming one network stays; lower: a sentence naming one network with
/// "follow the" in it goes.
pub(super) const CALL_MIN_NETWORKS: usize = 2;
/// A call that opens "Follow us on" or "Follow me on" and names one network is this short
/// ("Follow me on Instagram for new recipes"); a longer paragraph is the article's own.
/// Trades: Higher: longer paragraphs that open so go; lower: calls with a longer invitation
/// stay.
pub(super) const FOLLOW_CALL_MAX_BYTES: usize = 160;
/// A button's call to follow a site by its name ("Follow Hardtail Canada") is this short.
/// Trades: Higher: longer names go (and short title-case lines that open "Follow"); lower:
/// calls naming a longer brand stay.
pub(super) const FOLLOW_NAME_MAX_BYTES: usize = 40;
/// A call that closes an article ("Get our app", "Support our work") is short: a longer
/// block is the article's own closing paragraph.
/// Trades: Higher: longer appeals go (and closing paragraphs that mention an app or a
/// subscription); lower: calls with a long invitation stay.
pub(super) const CLOSING_CALL_MAX_BYTES: usize = 500;
/// A closing call known only by being set apart (bold, italics, a heading) and a word like
/// "subscribe" or "donate" is shorter still (bytes): a longer note set apart is the
/// article's own (who researched it, with a word on donations).
/// Trades: Higher: longer appeals in bold go (and the article's closing notes); lower: a
/// bold appeal of two sentences stays.
pub(super) const SET_APART_CALL_MAX_BYTES: usize = 300;
/// A paywall's question or button ("Möchten Sie weiterlesen?", "Already a subscriber? Log
/// in") has at most this many words; a longer block is a sentence that says "continue
/// reading" or names subscribers.
/// Trades: Higher: longer paywall lines go (and short sentences about reading on); lower:
/// a paywall's longer question stays.
pub(super) const READ_ON_MAX_WORDS: usize = 10;
/// Digits a closing contact line holds at least (a phone number beside its e-mail address).
/// Trades: Higher: contact lines with a short number stay; lower: closing lines that name a
/// phone and an address without a number go.
pub(super) const CONTACT_MIN_DIGITS: usize = 6;
/// The closing calls are looked for among this many kept blocks from the end.
/// Trades: Higher: calls followed by longer boxes are found (and lines further up the
/// article); lower: a call followed by a few boxes stays.
pub(super) const CLOSING_CALLS_MAX_BLOCKS: usize = 8;

// A card written twice, a label on every card (repeats.rs)

/// A block whose words (letters and digits, link targets left out) are shorter than this
/// (bytes) is not compared: a price, a rating, a one-word tag.
/// Trades: Higher: short repeated lines stay; lower: prices and ratings repeated on the next card
/// go.
pub(super) const REPEAT_MIN_BYTES: usize = 10;
/// A block with fewer letters than this (digits not counted) is not compared either: a date
/// or a count on every card ("Mar 14 26", "12 of 30") repeats on the next card by chance.
/// Trades: Higher: short repeated labels stay; lower: dates that repeat by chance go.
pub(super) const REPEAT_MIN_LETTERS: usize = 8;
/// A repeat counts only this many kept blocks after the block it repeats: the same card
/// written twice, a label on every card, not an item listed again under another heading.
/// Trades: Higher: an item listed again under another heading goes; lower: a card written twice far
/// apart stays.
pub(super) const REPEAT_WINDOW: usize = 8;
/// A label of `CARD_LABELS` is dropped only when it is kept this
/// many times: a label of the
/// cards, not a word of the page's own.
/// Trades: Higher: labels of small grids stay; lower: one "Read more" of the page's own goes.
pub(super) const CARD_LABEL_MIN_REPEATS: usize = 2;
/// A block with more text than this (bytes) is not a label of
/// `CARD_LABELS`.
/// Trades: Higher: longer blocks can be read as card labels; lower: long labels stay.
pub(super) const CARD_LABEL_MAX_BYTES: usize = 40;

// Threads and paragraphs written twice (thread.rs)

/// A block shorter than this (bytes of text) is not compared: a name, a date, a label.
/// Trades: Higher: short paragraphs written twice stay twice; lower: a repeated name or date goes.
pub(super) const REPEAT_PARAGRAPH_MIN_TEXT: usize = 60;
/// A heading with less text than this (bytes) is not compared: a short section title
/// ("Features", "Pricing") may head two sections.
/// Trades: Higher: long headings written twice stay; lower: short section titles heading two
/// sections go.
pub(super) const REPEAT_HEADING_MIN_TEXT: usize = 30;
/// Distinct links to members' pages from which a container is a thread of posts by several
/// people (`is_thread`).
/// Trades: Higher: small threads are not recognised (their controls stay); lower: an article with
/// two author links is a thread.
pub(super) const MIN_MEMBER_LINKS: usize = 3;
/// Share of the kept text that must stand before a reply form's heading for the form to
/// close the thread (a heading like it at the top is a button, not the end).
/// Trades: Higher: a reply form in the first half of a thread stays; lower: a "Reply" heading near
/// the top ends the thread.
pub(super) const REPLY_FORM_AFTER: f64 = 0.5;
/// A heading saying a new post needs an account ("You must log in to answer this question")
/// opens the reply form only in at most this many words.
/// Trades: Higher: a longer sentence about logging in ends the thread; lower: a wordier
/// invitation to log in and answer stays, with the site's lines after it.
pub(super) const REPLY_FORM_MAX_WORDS: usize = 12;

// A post's author and date on a thread (attribution.rs)

/// The most words of an author's name.
/// Trades: Higher: short sentences pass for names; lower: long names are lost.
pub(super) const AUTHOR_NAME_MAX_WORDS: usize = 4;
/// The most words of a post's date ("Posted March 5, 2024 at 10:05 PM").
/// Trades: Higher: short sentences with a date pass for a post's date; lower: long date lines are
/// lost.
pub(super) const POST_DATE_MAX_WORDS: usize = 8;

// A notice written once per country (notices.rs)

/// How many last words (letters only, lowercased, link targets left out) two copies of a
/// notice share.
/// Trades: Higher: fewer notices match (their ends differ); lower: paragraphs ending alike match by
/// chance.
pub(super) const NOTICE_TAIL_WORDS: usize = 6;
/// A paragraph with fewer words than this (figures not counted) is not compared: a label or
/// a byline repeated on every card is not a notice.
/// Trades: Higher: short notices stay; lower: bylines repeated on cards are compared.
pub(super) const NOTICE_MIN_WORDS: usize = 9;
/// A notice is written at least this many times; a sentence that ends two or three
/// paragraphs alike (a refrain, a call to action after each section) is the author's.
/// Trades: Higher: notices written three times stay; lower: an author's refrain goes.
pub(super) const NOTICE_MIN_COPIES: usize = 4;

// Quotes of earlier posts, code that copies the article (quotes.rs)

/// A quote line shorter than this (bytes) is not compared (an attribution, "Click to expand").
/// Trades: Higher: short quoted lines are not recognised; lower: an attribution matches by chance.
pub(super) const QUOTE_MIN_LINE: usize = 20;
/// A code block copies the article only with this many bytes of compared lines: a command
/// or an error message shown in the text and then as code is not a copy.
/// Trades: Higher: short copies stay as code; lower: a command quoted in the text and as code goes.
pub(super) const CODE_COPY_MIN_BYTES: usize = 400;

// Sign-up boxes (sign_ups.rs)

/// A sign-up box (the form and the invitation around it: "Be the first to know!", "By
/// signing up, you agree to …") holds at most this many bytes of text; an element with
/// more is the page the form sits in (800 measured as well as 1 200 and better than 500).
/// Trades: Higher: the page around a form can go with it; lower: long sign-up boxes stay.
pub(super) const MAX_SIGN_UP_TEXT: usize = 800;
/// See `box_around` in sign_ups.rs (3 and 400 bytes measured better than 3 and
/// 200 or 600, as well as
/// 2 or 10: --main F1 0.9053 -> 0.9057, article 0.9647 -> 0.9650, product 0.7311 -> 0.7336,
/// service 0.8828 -> 0.8832, collection 0.7904 -> 0.7907, forum 0.8665 -> 0.8667, listing
/// 0.7919 -> 0.7914: a job board's alert box).
/// Trades: Higher: the box widens to more text around the form; lower: the invitation above the
/// form stays.
pub(super) const SIGN_UP_GROWTH: usize = 3;
/// See [`SIGN_UP_GROWTH`].
/// Trades: Higher: the box widens to more text around a small form; lower: the invitation above the
/// form stays.
pub(super) const SIGN_UP_SLACK: usize = 400;

// Readers' comments under an article (comments.rs)

/// A line about comments ("3 Kommentare", "Leave a reply", "Log in to comment") holds at
/// most this much text (bytes); a longer block that says so is prose about comments.
/// Trades: Higher: longer notes about commenting go (and sentences that quote them); lower:
/// a count with a long post title stays.
pub(super) const COMMENT_LABEL_MAX_BYTES: usize = 200;
/// A comment's form holds no paragraph longer than this (bytes): the box around it stops
/// below an element that holds one (the post the form is under).
/// Trades: Higher: a box around a form can take a short post with it; lower: a form with
/// a long note on moderation or privacy keeps the note.
pub(super) const COMMENT_FORM_MAX_LINE: usize = 300;
/// A comment section goes only when it holds at most this share of the kept text before it
/// (the article): a line that announces comments above most of the page is the article's
/// own heading.
/// Trades: Higher: long comment threads go too, and an article's "Comments" section with the
/// rest of the article under it; lower: more comment sections stay.
pub(super) const COMMENTS_MAX_SHARE: f64 = 1.0;
/// ... and only after at least this much kept text (bytes): a "Comment" kicker over an
/// opinion piece does not start a comment section.
/// Trades: Higher: short articles keep their comments; lower: a kicker takes the article.
pub(super) const COMMENTS_MIN_ARTICLE: usize = 500;

// Cookie consent notices (consent.rs)

/// A consent notice is short: a block of more words than this that speaks of cookies is an
/// article about them (or a privacy policy, which is the page).
/// Trades: Higher: articles about cookies can go; lower: long consent notices stay.
pub(super) const CONSENT_MAX_WORDS: usize = 120;
/// A block of at most this many words is a button ("Accept cookies", "Reject all").
/// Trades: Higher: short sentences count as buttons; lower: longer button labels are missed.
pub(super) const CONSENT_BUTTON_WORDS: usize = 4;
/// A line about the site's cookies of at most this many words speaks to the reader even
/// without a word addressing them ("Diese Seite benutzt Cookies.").
/// Trades: Higher: a short report on a site's cookies can go; lower: short notices stay.
pub(super) const COOKIE_NOTICE_SHORT_WORDS: usize = 8;
/// A verb of using (a site "verwendet … Cookies") counts at most this many words before
/// "cookies".
/// Trades: Higher: a verb of another clause counts; lower: "nutzen wir neben technisch
/// erforderlichen Cookies" is missed.
pub(super) const COOKIE_VERB_MAX_DISTANCE: usize = 6;
/// A box standing in for an embedded post or video until the reader consents has at most
/// this many words; a longer block that asks about loading a platform's content is the page.
/// Trades: Higher: paragraphs on platforms' privacy can go; lower: long placeholders stay.
pub(super) const EMBED_CONSENT_MAX_WORDS: usize = 80;
/// Blocks with more text than this (bytes) are not read as such a box: the boxes measured
/// hold at most about 300.
/// Trades: Higher: longer placeholders go, and every longer paragraph's words are read;
/// lower: long placeholders stay.
pub(super) const EMBED_CONSENT_MAX_BYTES: usize = 400;
/// The label over such a box ("Externer Inhalt", "Twitter freischalten") has at most this
/// many words.
/// Trades: Higher: headings that name a platform and loading can go; lower: labels stay.
pub(super) const EMBED_CONSENT_LABEL_WORDS: usize = 4;
/// A block with more text than this (bytes) and no word of consent is not read as such a
/// label: its [`EMBED_CONSENT_LABEL_WORDS`] words ("Empfohlener redaktioneller Inhalt") are
/// shorter.
/// Trades: Higher: more short blocks' words are read; lower: long labels stay.
pub(super) const EMBED_LABEL_MAX_BYTES: usize = 64;

// A product's page (product.rs)

/// A block of at least this many words with a sentence end is prose (not a card's line):
/// 8 -> 12 took cards' taglines of up to eleven words for card lines (Q-02: WCXB F1 0.91186 ->
/// 0.91197, 2 pages better, 1 worse).
/// Trades: Higher: short descriptions count as card lines; lower: card lines count as prose.
pub(super) const PRODUCT_PROSE_WORDS: usize = 12;
/// A label of the shop's terms has at most this many words.
/// Trades: Higher: longer lines open the shop's terms; lower: longer labels are missed.
pub(super) const POLICY_LABEL_MAX_WORDS: usize = 6;
/// The element a label opens may hold at most this share of the kept text: a larger one is
/// the product's box, whose first line happens to be a delivery note (0.4: four product pages
/// better, none worse; 0.25 lost 0604's terms; 0.6 and 1.0 measured one page better, 4169,
/// only because a layout's second copy of the box then stays: 0.4 is kept as the safer
/// bound).
/// Trades: Higher: the product's box can go when it opens with a delivery note; lower: large policy
/// sections stay.
pub(super) const POLICY_LABEL_MAX_SHARE: f64 = 0.4;
/// A group of siblings built alike must have at least this many cards, each with a price and
/// no prose, to be a grid of other products (`drop_card_grids`).
/// Trades: Higher: small strips of other products stay; lower: two cards alike go.
pub(super) const GRID_MIN_CARDS: u32 = 3;
/// The cards of `drop_card_grids` may hold at most this share of
/// the kept text.
/// Trades: Higher: a page that is mostly cards loses them; lower: big strips of other products
/// stay.
pub(super) const GRID_MAX_SHARE: f64 = 0.5;
/// On a product's page whose chosen listing lies outside the `h1` and is not trusted, the
/// element around the `h1` stands for the page when it holds at least this share of the
/// page's text (`box_beside_a_listing`).
/// Trades: higher: a product's box beside large carousels falls back to the full page; lower:
/// a box of a few lines (the name and a price) stands for a page whose content is elsewhere.
pub(super) const PRODUCT_BOX_MIN_SHARE: f64 = 0.1;

// How much a block looks like prose (score.rs)

/// A block in an element named like boilerplate, comments or reviews counts minus this share
/// of its text: it is dropped anyway, and only pulls its ancestors down a little.
/// Trades: higher: comments longer than the post sink the post; lower: a sidebar inside a
/// wrapper lifts the wrapper.
pub(super) const BOILERPLATE_WEIGHT: f64 = 0.1;
/// A code block or a table counts this share of its text outside links.
/// Trades: higher: a documentation page's code wins over its prose; lower: a page of tables
/// loses to its sidebar.
pub(super) const CODE_TABLE_WEIGHT: f64 = 0.5;
/// A paragraph with a sentence end and at least this many words reads as prose.
/// Trades: higher: short sentences count as fragments; lower: a card's line counts as prose.
pub(super) const PROSE_SENTENCE_WORDS: usize = 8;
/// ... and so does one where at least one word in this many is a stop word.
/// Trades: higher: lists of names and labels read as prose; lower: terse prose reads as labels.
pub(super) const PROSE_STOP_WORD_RATIO: usize = 5;
/// Chinese and Japanese write no spaces between words: a run of this many of their
/// characters counts as one word when a block's prose is scored.
/// Trades: Higher: short Chinese paragraphs score as fragments (a page of them finds no
/// content); lower: a Chinese menu's labels read as sentences.
pub(super) const CJK_CHARS_PER_WORD: usize = 2;
/// A paragraph that reads as prose counts its text outside links fully only with at least
/// this many words.
/// Trades: higher: short prose counts as weak; lower: a button's sentence counts fully.
pub(super) const PROSE_MIN_WORDS: usize = 5;
/// A block that does not read as prose with fewer words than this is a fragment (a label, a
/// button, a date) and counts against its ancestors.
/// Trades: higher: short lines pull a container down; lower: a menu's labels do not.
pub(super) const FRAGMENT_MAX_WORDS: usize = 4;
/// A fragment counts minus this share of its text.
/// Trades: higher: containers of labels lose more; lower: an article with many captions loses
/// less.
pub(super) const FRAGMENT_PENALTY: f64 = 0.2;
/// A block that is neither prose nor a fragment counts this share of its text outside links.
/// Trades: higher: lists and captions weigh like prose; lower: an article of short lines loses
/// to a sidebar.
pub(super) const WEAK_PROSE_WEIGHT: f64 = 0.2;

// What comes after the article (tail.rs)

/// A paragraph of prose for finding where the article ends has at least this many words
/// (and a sentence's end, and is not mostly links).
/// Trades: higher: the article seems to end earlier, so more of its short last paragraphs
/// count as after it; lower: a box's one sentence ("Support our work …") counts as the article.
pub(super) const TAIL_PROSE_MIN_WORDS: usize = 20;
/// ... or this much text outside links (bytes), for languages written without spaces.
/// Trades: higher: a Chinese or Japanese article's paragraphs do not count; lower: a long
/// run-on label counts as prose.
pub(super) const TAIL_PROSE_MIN_BYTES: usize = 240;
/// The article's body is the element around its last paragraph of prose holding at least
/// this share of the container's prose; kept blocks after that paragraph outside it go.
/// Trades: higher: the body widens to the container (nothing goes) more often; lower: a box
/// with one paragraph at the end of the article reads as the body, and the article's own
/// closing blocks in other elements go.
pub(super) const TAIL_BODY_SHARE: f64 = 0.5;
/// The article's body must hold at least this much prose (bytes outside links) for the
/// boxes after it to go: a teaser's lead over a paywall does not tell where an article ends.
/// Trades: higher: short articles keep what follows them; lower: a page with one paragraph
/// loses the rest of its content.
pub(super) const TAIL_MIN_BODY_PROSE: usize = 400;
/// The boxes after the article go only when their text is at most this share of the
/// rest of the kept text (0.4 measured better than 0.5: trafilatura-eval unchanged, a
/// service page of WCXB dev lost its sections, service F1 down).
/// Note: continuing the body only through elements with a class (two bare `div`s alike by
/// default) took one more must-not-have snippet but moved documentation F1 0.9429 -> 0.9428.
/// Trades: higher: long "more stories" lists and comment threads go too, and so do a landing
/// page's sections after its one long paragraph; lower: more of what follows an article stays.
pub(super) const TAIL_MAX_DROP_SHARE: f64 = 0.4;

// What stands before the article's text: kicker, byline, date line, reading time (head.rs)

/// The short lines before the article are looked for until this many other kept blocks
/// (headings, longer lines) have come; past them the page has no lead-in of the article's own.
/// Trades: higher: short lines deeper in a page go too; lower: a long header (title,
/// subtitle, standfirst, a caption) keeps its byline.
pub(super) const LEAD_IN_MAX_BLOCKS: usize = 6;
/// ... and until this many short lines have come (a share row's labels, a date, a byline).
/// Trades: higher: a page of many short items before its first paragraph loses them; lower:
/// a long row of labels before the article keeps them all.
pub(super) const LEAD_IN_MAX_LINES: usize = 16;
/// A run of links kept above an article's headline is the site's menu when it holds at least
/// this many links (one link there may be the article's own, a section it belongs to).
/// Trades: Higher: short menus above the headline stay; lower: a kicker's link can go.
pub(super) const MENU_BEFORE_HEADLINE_MIN: usize = 3;
/// A paragraph of this many words or more with a sentence's end is the article's first
/// paragraph of prose: the lead-in ends before it.
/// Trades: higher: a short first paragraph is read as lead-in, with what comes before it;
/// lower: a long caption or a teaser ends the lead-in early.
pub(super) const LEAD_PROSE_MIN_WORDS: usize = 12;
/// A lead-in line of this many words or fewer without a sentence's end is a label (a
/// section's kicker, a credit, "Join the discussion").
/// Trades: higher: a short first line of the article's own goes; lower: two-line kickers stay.
pub(super) const LEAD_LABEL_MAX_WORDS: usize = 4;
/// A lead-in line of this many words or fewer that opens with a byline's word, holds a year
/// or tells the reading time is a byline, a date line or a reading time.
/// Trades: higher: a short first sentence with a year in it goes; lower: bylines with
/// several names and a date stay.
pub(super) const LEAD_META_MAX_WORDS: usize = 8;
/// Most short lines between a standfirst and the article's next paragraph that go as its
/// byline, date line and reading time (`head::drop_meta_after_standfirst`).
/// Trades: Higher: longer runs of dated lines after a first paragraph go (a list of events
/// set as paragraphs); lower: a byline split over more lines stays in part.
pub(super) const STANDFIRST_META_MAX_LINES: usize = 3;
/// A paragraph before the article's text of this many words or fewer that discloses the
/// site's earnings from its links is the disclosure, not the article.
/// Trades: higher: an article that opens by talking about affiliate links loses its first
/// paragraph; lower: a long disclosure stays.
pub(super) const DISCLOSURE_MAX_WORDS: usize = 60;

// A product's ratings line (product.rs)

/// A kept line of a product's page of this many words or fewer, with a figure and a word
/// counting ratings or reviews ("4.7 out of 5 stars", "1,935 ratings"), is the stars widget.
/// Trades: higher: a short sentence of the description naming stars or a review goes; lower:
/// long widget lines ("(28) 28 reviews with an average rating of 4.9 out of 5 stars") stay.
pub(super) const RATING_LINE_MAX_WORDS: usize = 14;
/// ... and of this many bytes of text or fewer.
/// Trades: see [`RATING_LINE_MAX_WORDS`].
pub(super) const RATING_LINE_MAX_BYTES: usize = 100;

// A card's or a post's age (ages.rs)

/// A kept paragraph of this many bytes of text or fewer is read for an age ("5 hours ago",
/// "Updated 3 days ago · 4 min read").
/// Trades: higher: nothing more (an age line is short) but more lines read; lower: an age
/// with a long label and a reading time stays.
pub(super) const AGE_LINE_MAX_BYTES: usize = 60;
/// A kept heading of this many bytes of text or fewer is read for a count of answers
/// ("11 Answers", ages.rs).
/// Trades: higher: nothing more (the count is short) but more headings read; lower: a count
/// in the thousands stays.
pub(super) const ANSWER_COUNT_MAX_BYTES: usize = 16;

// A shop's labelled price lines (product.rs)

/// A kept paragraph of a product's page or a listing of products of this many bytes of text
/// or fewer is read for a labelled price ("Regular price $129.99 Sale price $99.99").
/// Trades: higher: nothing more (the line must be labels and figures only) but more lines
/// read; lower: a card's regular, sale and unit prices written as one line stay.
pub(super) const PRICE_LABEL_MAX_BYTES: usize = 100;
/// On a product's page, a kept paragraph of this many digits or fewer and nothing else is a
/// picker's or a counter's figure ("10", "487"), not the product's.
/// Trades: higher: a year or a model's number alone on a line goes too; lower: a count
/// beside the stars ("1,204" is not read: only digits) or a size of three digits stays.
pub(super) const LONE_FIGURE_MAX_BYTES: usize = 3;
/// A kept paragraph of a listing of this many bytes of text or fewer is read for a count of
/// its results ("Showing 24 of 291 results", "1–30 of 153 products").
/// Trades: higher: nothing more (the line must be a count's words and figures only) but more
/// lines read; lower: a count written with its page's range ("Items 1-24 of 123") stays.
pub(super) const RESULT_COUNT_MAX_BYTES: usize = 60;

// A thread's lines about a post's edit and its author's figures (post_lines.rs)

/// On a thread, a kept paragraph of this many bytes of text or fewer is read for the record of
/// an edit ("Last edited by ann; Feb 3, 2024 at 1:05 pm").
/// Trades: Higher: a longer line opening with "Edited" and a figure goes (a sentence of the
/// post may); lower: an edit record with a long name or reason stays.
pub(super) const EDIT_LINE_MAX_BYTES: usize = 120;
/// On a thread, a kept paragraph of this many bytes of text or fewer is read for a member's
/// figures ("410 posts · Joined 2002", "Posts: 116"); on any page, a definition's description
/// of this size or smaller is (": Posts: 710"), and goes with the others of its panel.
/// Trades: Higher: nothing more (the line is only figures) but more lines read; lower: a
/// panel's figures written on one line stay.
pub(super) const MEMBER_LINE_MAX_BYTES: usize = 80;
/// On a thread, a kept line "Location:" and at most this many words is a member's place from
/// the panel beside a post ("Location: Zone 6b"; post_lines.rs).
/// Trades: Higher: a post's short line giving a place goes; lower: longer places stay.
pub(super) const LOCATION_MAX_WORDS: usize = 5;
/// A kept paragraph of this many bytes of text or fewer is read for a member's status
/// ("Offline", "Online"; post_lines.rs).
/// Trades: higher: nothing more (the status is one word) but more lines read; lower: the
/// status stays.
pub(super) const STATUS_LINE_MAX_BYTES: usize = 7;

// A feedback widget's lines (feedback.rs)

/// A kept paragraph or heading of this many bytes of text or fewer is read for a feedback
/// widget's question or reply ("Did you find this content helpful?").
/// Trades: Higher: nothing more (the widget's lines are short) but more lines read; lower: a
/// longer question of the widget stays.
pub(super) const FEEDBACK_LINE_MAX_BYTES: usize = 100;
/// A run of this many kept list items or more, each a bare figure counting up from 0 or 1
/// ("- 1", "- 2", "- 3"), is a rating scale's buttons and goes (feedback.rs).
/// Trades: Higher: a shorter scale (three stars) stays; lower: a list of two bare figures
/// goes too.
pub(super) const RATING_SCALE_MIN_ITEMS: usize = 3;
/// A kept block of this many bytes of text or fewer (and no link) is read for a rating
/// scale's bare figures ([`RATING_SCALE_MIN_ITEMS`]; "12345" is five bytes).
/// Trades: Higher: a longer scale in one block (1 to 10) goes too, more blocks read; lower:
/// only single items are read.
pub(super) const RATING_SCALE_MAX_BYTES: usize = 12;
/// After a feedback widget's question, the kept lines of at most this many words that follow
/// it are its buttons ("Yes", "No", "Yes, it is useful").
/// Trades: Higher: a short line of the page after the widget may go; lower: a worded button
/// ("No, it is not useful") stays.
pub(super) const FEEDBACK_ANSWER_MAX_WORDS: usize = 5;
/// A feedback widget's question ("Was this article helpful?") has at most this many words.
/// Trades: Higher: a longer question of the page that ends in "helpful?" may go; lower: a
/// longer question of the widget stays.
pub(super) const FEEDBACK_QUESTION_MAX_WORDS: usize = 8;
