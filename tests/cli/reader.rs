//! Q-01, F-06, F-20: what the reader gets, through the real binary — the full page
//! keeps every sentence of the article (page-wrapping forms, React's hidden streamed
//! containers, accordions, pull quotes), drops link-only menus outside the article, writes
//! math as TeX, drops heading decorations, and cuts windows at line boundaries; `--main` keeps
//! the main content only.

use serde_json::Value;

use crate::paging::warning_codes;
use crate::support::{Gw, Reply, Server};

/// The JSON result of `fetch --json` for `html` served at `/p`, plus `extra` arguments;
/// checks the exit code and that stderr holds nothing but warnings. Shared by the reader_*
/// test files.
pub(crate) fn read(html: &str, extra: &[&str]) -> Value {
    let server = Server::http().with("/p", Reply::html(html.to_string()));
    let out = Gw::fetch(&server.url("/p"))
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .args(extra)
        .run();
    out.success();
    // Only warnings may be on stderr (with --json they are also in the object).
    assert!(
        out.stderr()
            .lines()
            .all(|l| l.starts_with("garuda-web: warning:") || l.starts_with("hint:")),
        "{out}"
    );
    out.json()
}

/// The JSON result of `fetch --json --main` for `html` served at `/p` (see [`read`]).
pub(crate) fn read_main(html: &str) -> Value {
    read(html, &["--main"])
}

/// The Markdown of `html` (full page).
pub(crate) fn markdown(html: &str) -> String {
    read(html, &[])["content"].as_str().unwrap().to_string()
}

// Q-01: a <form> around the whole page (ASP.NET) keeps its text; only the controls go.
#[test]
fn q01_page_wrapping_form_keeps_its_text() {
    let md = markdown(
        "<form method=post action=/x><h1>Council minutes</h1><p>The council met on Monday \
         and approved the budget.</p><label>Search</label><input name=q><button>Go</button>\
         <select><option>One</option></select></form>",
    );
    assert_eq!(
        md,
        "# Council minutes\n\nThe council met on Monday and approved the budget."
    );
}

// Q-01: React's streamed containers (`<div hidden id="S:0">`) and tab panels hold content;
// other hidden elements still go.
#[test]
fn q01_react_hidden_container_and_tab_panels_are_kept() {
    let md = markdown(
        "<p>Intro.</p><div hidden id=\"S:0\"><p>Streamed paragraph.</p></div>\
         <div role=tabpanel hidden><p>Second tab.</p></div><div hidden><p>Secret.</p></div>",
    );
    assert_eq!(md, "Intro.\n\nStreamed paragraph.\n\nSecond tab.");
}

// Q-01: accordion / FAQ answers hidden with aria-hidden or display:none, and the accordion's
// question button, stay; a plain button does not.
#[test]
fn q01_accordion_questions_and_answers_are_kept() {
    let md = markdown(
        "<div class=faq><button aria-expanded=false>How long does delivery take?</button>\
         <div class=\"accordion-collapse\" style=\"display:none\"><p>Three to five days.</p>\
         </div></div><button>Close</button>",
    );
    assert_eq!(md, "How long does delivery take?\n\nThree to five days.");
}

// Q-01: an <aside> pull quote and a "click to tweet" share box inside the article keep their
// text; a share button's label goes.
#[test]
fn q01_pull_quote_and_tweetable_sentence_in_article() {
    let md = markdown(
        "<article><p>The river rose overnight.</p><aside><p>\u{201c}We lost everything in \
         an hour,\u{201d} one farmer said.</p></aside><p><a href=\"https://twitter.com/intent/\
         tweet?text=x\">Floods cost the valley two harvests this year</a></p>\
         <p><a href=\"https://twitter.com/intent/tweet?text=y\">Tweet</a></p></article>\
         <aside><p>Sidebar ad.</p></aside>",
    );
    assert_eq!(
        md,
        "The river rose overnight.\n\n\u{201c}We lost everything in an hour,\u{201d} one farmer \
         said.\n\nFloods cost the valley two harvests this year"
    );
}

// Q-01: a menu outside <nav> (a list of links) goes when it is outside the article; the same
// list inside the article, and links among text, stay.
#[test]
fn q01_menu_outside_nav_is_dropped() {
    let menu = "<ul><li><a href=/a>Home</a></li><li><a href=/b>News</a></li>\
                <li><a href=/c>Sport</a></li><li><a href=/d>Weather</a></li></ul>";
    let v = read(
        &format!(
            "{menu}<article><h1>Story</h1><p>Read <a href=/s>the report</a> today.</p>{menu}\
             </article><div>{menu}</div>"
        ),
        &[],
    );
    let origin = v["url"]
        .as_str()
        .unwrap()
        .trim_end_matches("/p")
        .to_string();
    assert_eq!(
        v["content"].as_str().unwrap().replace(&origin, "ORIGIN"),
        "# Story\n\nRead [the report](ORIGIN/s) today.\n\n- [Home](ORIGIN/a)\n\
         - [News](ORIGIN/b)\n- [Sport](ORIGIN/c)\n- [Weather](ORIGIN/d)"
    );
}

// Q-01: an <aside> that is never closed holds the page's <main>, and a wrapper hidden until a
// script runs holds the page's h1: the article inside is shown; what came before it in the
// dropped element, and a later hidden dialog's h1, are not.
#[test]
fn q01_article_inside_an_unclosed_aside_or_hidden_wrapper_is_kept() {
    let md = markdown(
        "<aside class=banner><a href=/news>Big announcement</a>\
         <main><h1>Lessons</h1><p>Start small and ship often.</p></main>",
    );
    assert_eq!(md, "# Lessons\n\nStart small and ship often.");
    let md = markdown(
        "<div style=\"visibility:hidden;min-height:100vh\"><p>Loading</p><h1>Guide</h1>\
         <p>Models learn from data.</p></div>\
         <div class=location-modal style=\"display:none\"><h1>Select your location</h1>\
         <p>Zip code.</p></div>",
    );
    // The full page shows what a style hides (Q-01), the wrapper's "Loading" too.
    assert_eq!(md, "Loading\n\n# Guide\n\nModels learn from data.");
}

// F-06: a site footer built of <div>s (`id=footer`, `class=site-footer`) goes like <footer>;
// a state class (`not-footer`) and a footer inside the article do not.
#[test]
fn f06_div_footer_outside_the_article_is_dropped() {
    let md = markdown(
        "<div class=\"elements not-footer\"><p>Spring clean-up service.</p></div>\
         <article><p>Story.</p><div class=entry-footer><p>Filed under news.</p></div></article>\
         <div class=site-footer><p>Copyright 2026.</p></div><div id=footer><p>Jobs</p></div>",
    );
    assert_eq!(
        md,
        "Spring clean-up service.\n\nStory.\n\nFiled under news."
    );
}

// Q-01: a hidden <p> ends where the next paragraph starts (HTML's implied end tag), so the
// paragraph after it is kept.
#[test]
fn q01_hidden_paragraph_ends_at_the_next_paragraph() {
    let md = markdown(
        "<div><p style=\"display: none;\">&nbsp;<p>Video is the future.</p>\
         <p>Audio is still here.</p></div>",
    );
    assert_eq!(md, "Video is the future.\n\nAudio is still here.");
}

// F-06: MathML becomes TeX from its annotation (else alttext); MediaWiki's hidden MathML with a
// fallback image gives the image's alt once; MathJax scripts too.
#[test]
fn f06_math_as_tex() {
    let md = markdown(
        "<p>Energy <math><semantics><mi>E</mi><mo>=</mo><annotation \
         encoding=\"application/x-tex\">E = mc^2</annotation></semantics></math> holds.</p>\
         <p>Area <math alttext=\"\\pi r^2\"><mi>&pi;</mi></math>.</p>\
         <math display=block alttext=\"a^2+b^2=c^2\"><mi>a</mi></math>\
         <p>Wiki <span><span style=\"display:none\"><math alttext=\"{\\displaystyle x}\">\
         <mi>x</mi></math></span><img class=\"mwe-math-fallback-image-inline\" \
         aria-hidden=\"true\" src=\"/m.svg\" alt=\"{\\displaystyle x_{1}}\"></span> end.</p>\
         <p>Jax <script type=\"math/tex\">y^2</script>.</p>",
    );
    assert_eq!(
        md,
        "Energy $E = mc^2$ holds.\n\nArea $\\pi r^2$.\n\n$$a^2+b^2=c^2$$\n\n\
         Wiki $x_{1}$ end.\n\nJax $y^2$."
    );
}

// F-06: [edit] links, permalink anchors and signs in headings go; the heading keeps its text.
#[test]
fn f06_heading_decorations_are_dropped() {
    let md = markdown(
        "<h2>History<span class=\"mw-editsection\"><span>[</span><a href=\"/w?action=edit\">\
         edit</a><span>]</span></span></h2><p>Text.</p>\
         <h2 id=use>Usage <a class=headerlink href=\"#use\">\u{b6}</a></h2><p>More.</p>\
         <h3>Install <a href=\"/docs#install\">#</a></h3><p>Run it.</p><h3>Modules\u{a7}</h3>",
    );
    assert_eq!(
        md,
        "## History\n\nText.\n\n## Usage\n\nMore.\n\n### Install\n\nRun it.\n\n### Modules"
    );
}

// F-20: a window ends at a line boundary in its last tenth, reports that end, and the next
// window starts there.
#[test]
fn f20_window_ends_at_a_line_boundary() {
    let para = format!(
        "<p>{}</p><p>{}</p>",
        "word ".repeat(190).trim_end(),
        "next ".repeat(100)
    );
    let v = read(&para, &["--max-chars", "1000"]);
    let content = v["content"].as_str().unwrap();
    assert_eq!(v["end"], 951, "{v}");
    assert!(content.ends_with("word\n\n"), "{content:?}");
    assert_eq!(v["next_start"], 951);
    let v2 = read(&para, &["--max-chars", "1000", "--start", "951"]);
    assert!(v2["content"].as_str().unwrap().starts_with("next next"));
}

/// A news page: site menu, the article (its h1 repeats the title), a sidebar of related
/// links, a newsletter box and a footer.
fn news_page() -> String {
    news_page_with(1)
}

/// [`news_page`] with the middle paragraph `repeat` times (each copy after the first with a
/// sentence of its own).
fn news_page_with(repeat: usize) -> String {
    let menu = "<div class=menu><ul><li><a href=/>Home</a></li><li><a href=/n>News</a></li>\
                <li><a href=/s>Sport</a></li><li><a href=/w>Weather</a></li></ul></div>";
    let related: String = (1..=6)
        .map(|i| format!("<li><a href=/r{i}>Another story number {i} about the town</a></li>"))
        .collect();
    format!(
        "<html><head><title>River floods the valley</title></head><body>{menu}\
         <div class=layout><div class=\"story-body\">\
         <h1>River floods the valley</h1>\
         <p>The river rose two metres overnight and flooded the lower valley, where most of \
         the farms are.</p>\
         <h2>What happened</h2>\
         {}\
         <p>By morning the main road was closed and the school had sent the children home.</p>\
         <blockquote><p>We have never seen it this high, said one farmer.</p></blockquote>\
         </div><div class=sidebar><h3>Related</h3><ul>{related}</ul></div></div>\
         <div class=newsletter><p>Sign up for our newsletter to get the news first.</p></div>\
         <div class=footer><p>Copyright 2026 The Valley Courier. All rights reserved.</p>\
         </div></body></html>",
        (1..=repeat)
            .map(|i| {
                // Each copy says something new (`--main` writes a paragraph repeated word for
                // word once).
                let later = if i == 1 {
                    String::new()
                } else {
                    format!(" By hour {i} it was still rising.")
                };
                format!(
                    "<p>Heavy rain in the hills fell on ground that was already wet, and the \
                     water had nowhere to go but the river.{later}</p>"
                )
            })
            .collect::<String>()
    )
}

// F-06 --main: the article's text only; the title is in `title`, not repeated as a heading.
#[test]
fn f06_main_keeps_the_article_only() {
    let v = read(&news_page(), &["--main"]);
    assert_eq!(v["title"], "River floods the valley");
    assert_eq!(
        v["content"],
        "The river rose two metres overnight and flooded the lower valley, where most of the \
         farms are.\n\n## What happened\n\nHeavy rain in the hills fell on ground that was \
         already wet, and the water had nowhere to go but the river.\n\nBy morning the main \
         road was closed and the school had sent the children home.\n\n> We have never seen \
         it this high, said one farmer.",
        "{v}"
    );
    assert_eq!(v["warnings"], serde_json::json!([]));
    // The full page still has the rest (but not the link-only lists outside the article).
    let full = read(&news_page(), &[]);
    let full = full["content"].as_str().unwrap();
    assert!(full.contains("Sign up for our newsletter"), "{full}");
    // A site footer goes from the full page too (F-06).
    assert!(!full.contains("Copyright 2026"), "{full}");
}

// F-06 --main: page-level classes (`right-sidebar` on <body>) and a content element whose
// `id` names its share button do not make the post boilerplate; comments, even longer than
// the post and in <article>s, are not main content.
#[test]
fn f06_main_reads_names_by_their_head_word_and_drops_comments() {
    let comments: String = (1..=6)
        .map(|i| {
            format!(
                "<li class=\"comment depth-1\"><article class=comment><div \
                 class=comment-content><p>Reader {i} wrote that the bridge was the best part \
                 of the trip and that the cafe on the corner serves a fine breakfast.</p>\
                 </div></article></li>"
            )
        })
        .collect();
    let html = format!(
        "<title>A walk by the bridge</title><body class=\"single right-sidebar\">\
         <div class=sidebar-layout><div class=post-content id=share-btn>\
         <p>We walked along the river to the old stone bridge, which was built in 1820 and \
         still carries the road.</p><p>From there the path climbs to the village, where the \
         church has a tower you can visit on Sundays.</p><p>We took the bus back at six, tired but happy, and slept on the way.</p></div>\
         <div id=comments><ol class=commentlist>{comments}</ol></div></div></body>"
    );
    let v = read(&html, &["--main"]);
    assert_eq!(
        v["content"],
        "We walked along the river to the old stone bridge, which was built in 1820 and \
         still carries the road.\n\nFrom there the path climbs to the village, where the \
         church has a tower you can visit on Sundays.\n\nWe took the bus back at six, tired but happy, and slept on the way.",
        "{v}"
    );
}

// F-06 --main on a listing: no article, so the items are what the reader came for.
#[test]
fn f06_main_listing_keeps_its_items() {
    let items: String = (1..=8)
        .map(|i| {
            format!(
                "<li class=result><h3><a href=/item{i}>Garden chair model {i}</a></h3>\
                 <p>A weatherproof chair of {i} kg that folds flat for the winter.</p></li>"
            )
        })
        .collect();
    let html = format!(
        "<title>Garden chairs</title><div class=menu><a href=/>Home</a> <a href=/shop>Shop</a>\
         </div><div class=results><h1>Garden chairs</h1><ul>{items}</ul></div>\
         <div class=footer><a href=/about>About</a> <a href=/jobs>Jobs</a></div>"
    );
    let v = read(&html, &["--main"]);
    let content = v["content"].as_str().unwrap();
    for i in 1..=8 {
        assert!(
            content.contains(&format!("Garden chair model {i}")),
            "{content}"
        );
        assert!(content.contains(&format!("chair of {i} kg")), "{content}");
    }
    assert!(!content.contains("Jobs"), "{content}");
}

// F-06 --main: a page with no clear main content is returned whole, with a warning.
#[test]
fn f06_main_uncertain_falls_back_to_the_whole_page() {
    let html = "<title>Hi</title><div><a href=/a>A</a></div><div><p>Short note.</p></div>";
    let v = read(html, &["--main"]);
    assert_eq!(v["warnings"][0]["code"], "main_content_uncertain", "{v}");
    assert!(v["content"].as_str().unwrap().contains("Short note."));
}

// F-06 --main: the full page it falls back to is the one `fetch` gives, without the menu of
// links outside the article and without the logo shown a second time.
#[test]
fn f06_main_uncertain_falls_back_to_the_same_full_page_as_fetch() {
    let html = "<title>Hi</title><div><img src=/logo.png alt=Logo><a href=/a>Alpha</a><br>\
                <a href=/b>Beta</a><br><a href=/c>Gamma</a><br><a href=/d>Delta</a></div>\
                <div><p>Short note.</p></div><div><img src=/logo.png alt=Logo></div>";
    // Each read is served by its own server: compare with the origins taken out.
    let without_origin = |v: &Value| {
        let origin = v["url"]
            .as_str()
            .unwrap()
            .trim_end_matches("/p")
            .to_string();
        v["content"].as_str().unwrap().replace(&origin, "")
    };
    let v = read(html, &["--main"]);
    assert_eq!(v["warnings"][0]["code"], "main_content_uncertain", "{v}");
    let content = without_origin(&v);
    assert_eq!(content, without_origin(&read(html, &[])), "{v}");
    assert!(content.contains("Short note."), "{content}");
    assert!(!content.contains("Gamma"), "{content}");
    assert_eq!(content.matches("logo.png").count(), 1, "{content}");
}

// F-06 --main: the full page it falls back to is the real one, not the `--main` pass's render:
// a block an inline style hides (a drawer a script opens) is kept on the full page, so the
// fallback keeps it too.
#[test]
fn f06_main_uncertain_keeps_what_only_the_full_page_keeps() {
    let html = "<title>Hi</title><div><p>Short note.</p></div>\
                <div style=\"display:none\"><p>Opening hours are nine to five.</p></div>";
    let v = read(html, &["--main"]);
    assert_eq!(v["warnings"][0]["code"], "main_content_uncertain", "{v}");
    let content = v["content"].as_str().unwrap();
    assert!(content.contains("Opening hours are nine to five."), "{v}");
    assert_eq!(content, read(html, &[])["content"].as_str().unwrap(), "{v}");
}

// F-06 --main, Q-02, F-07: a page whose body has no text (a thread served without its posts)
// has no main text: --main gives no text, and the page's description goes in the JSON's
// `description`, as its title goes in `title`; the warning says the page needs JavaScript.
// The full page gives the description in its text, and has no `description`.
#[test]
fn q02_main_of_a_body_without_text_gives_its_description_aside() {
    let html = "<head><title>Choosing a telescope</title><meta name=\"description\" \
                content=\"I am new to astronomy and want a first telescope.\"></head>\
                <body><div id=\"app\"></div></body>";
    let v = read(html, &["--main"]);
    assert_eq!(warning_codes(&v), ["page_needs_javascript"], "{v}");
    assert_eq!(v["content"], "", "{v}");
    assert_eq!(v["total_chars"], 0, "{v}");
    assert_eq!(
        v["description"], "I am new to astronomy and want a first telescope.",
        "{v}"
    );
    assert_eq!(v["title"], "Choosing a telescope", "{v}");
    let full = read(html, &[]);
    assert_eq!(
        full["content"],
        "*The page's body has no text; its description says:*\n\nI am new to astronomy and \
         want a first telescope.",
        "{full}"
    );
    assert!(full.get("description").is_none(), "{full}");
    assert_eq!(warning_codes(&full), ["page_needs_javascript"], "{full}");
}

// F-06 --main, F-07, Q-02: a shell that a script fills (over 10 KB of HTML, under 200
// characters of text) has no main content: --main gives no text rather than the few words of
// its chrome, its description (when it has one) in `description`, and the warning that the
// page needs JavaScript (not main_content_uncertain: the result is not the full page). The
// full page keeps the chrome.
#[test]
fn q02_main_of_a_script_filled_shell_is_no_text_with_its_description_aside() {
    let shell = |head: &str| {
        format!(
            "<head><title>Desk converters</title>{head}<script>{}</script></head><body>\
             <header><a href=\"/\">Shop</a> <a href=\"/help\">Help</a></header>\
             <div id=\"app\"><p>Sort by</p><p>Loading</p></div></body>",
            "var a=1;".repeat(1500)
        )
    };
    let described = shell(
        "<meta name=\"description\" content=\"Desk converters turn any desk into a standing desk.\">",
    );
    let v = read(&described, &["--main"]);
    assert_eq!(v["content"], "", "{v}");
    assert_eq!(
        v["description"], "Desk converters turn any desk into a standing desk.",
        "{v}"
    );
    assert_eq!(warning_codes(&v), ["page_needs_javascript"], "{v}");
    let full = read(&described, &[]);
    assert!(
        full["content"].as_str().unwrap().contains("Loading"),
        "{full}"
    );
    assert!(full.get("description").is_none(), "{full}");
    let bare = read(&shell(""), &["--main"]);
    assert_eq!(bare["content"], "", "{bare}");
    assert!(bare.get("description").is_none(), "{bare}");
    assert_eq!(warning_codes(&bare), ["page_needs_javascript"], "{bare}");
}

// F-40, F-10, G-06, Q-02: in text mode the description of a page with no main text is the
// header's `description` attribute (quotes and angle brackets taken out, as in `title`), the
// warning and its hint are on stderr, and the cached copy gives the same header.
#[test]
fn q02_the_description_is_a_header_attribute_and_kept_in_the_cache() {
    let html = "<head><title>Choosing a telescope</title><meta name=\"description\" \
                content=\"A &quot;first&quot; telescope &lt;for planets&gt;.\"></head>\
                <body><div id=\"app\"></div></body>";
    let server = Server::http().with("/p", Reply::html(html));
    let url = server.url("/p");
    let gw = Gw::fetch(&url).args(["--main", "--allow-localhost", "--allow", "*"]);
    let header = format!(
        "<web_result url=\"{url}\" type=\"text/html\" title=\"Choosing a telescope\" \
         description=\"A first telescope for planets.\">\n"
    );
    let first = gw.clone().run();
    first.success();
    assert_eq!(
        first.stdout(),
        format!("{header}[characters 0–0 of 0]\n</web_result>\n"),
        "{first}"
    );
    assert!(
        first
            .stderr()
            .contains("warning: this page seems to need JavaScript to show its content"),
        "{first}"
    );
    assert!(
        first.stderr().contains("hint: garuda-web fetch --render"),
        "{first}"
    );
    let second = gw.clone().run();
    second.success();
    assert!(
        second
            .stdout()
            .starts_with(&format!("{header}[characters 0–0 of 0] [cached ")),
        "{second}"
    );
    assert_eq!(second.stderr(), first.stderr(), "{second}");
    assert_eq!(server.hits("/p"), 1);
}

// F-06/F-10/F-42 --main is its own cache mode: its windows and outline come from the main
// text, a plain fetch of the same URL gets the whole page, and the More line keeps --main.
#[test]
fn f06_main_is_its_own_cache_mode_with_outline_and_paging() {
    let server = Server::http().with("/p", Reply::html(news_page()));
    let url = server.url("/p");
    let gw = Gw::fetch(&url).args(["--json", "--allow-localhost", "--allow", "*"]);
    let out = gw
        .clone()
        .args(["--main", "--max-chars", "1000", "--outline"])
        .run();
    out.success().stderr_empty();
    let v = out.json();
    assert_eq!(v["outline"][0]["title"], "What happened", "{v}");
    assert_eq!(v["outline"].as_array().unwrap().len(), 1, "{v}");
    let paged = gw.clone().args(["--main", "--max-chars", "1000"]).run();
    paged.success().stderr_empty();
    assert_eq!(
        paged.json()["cached"],
        true,
        "the --main text came from the cache"
    );
    let full = gw.clone().arg("--max-chars").arg("1000").run();
    full.success().stderr_empty();
    let f = full.json();
    assert_eq!(f["cached"], false, "a plain fetch is another cache entry");
    assert!(
        f["content"]
            .as_str()
            .unwrap()
            .contains("Sign up for our newsletter")
    );
    assert_eq!(server.hits("/p"), 2);
    let long = Server::http().with("/long", Reply::html(news_page_with(20)));
    let text = Gw::fetch(&long.url("/long"))
        .args([
            "--allow-localhost",
            "--allow",
            "*",
            "--main",
            "--max-chars",
            "1000",
        ])
        .run();
    text.success().stderr_empty();
    assert!(
        text.stdout().contains("[More: garuda-web fetch --start")
            && text.stdout().contains(" --main"),
        "{text}"
    );
}

// S-30 + F-06: `search --fetch 1 --main` reads the result's main content only.
#[test]
fn s30_search_fetch_main_reads_the_main_content() {
    use crate::support::providers::{config_for, reply_with_body, search_with_config};
    let pages = Server::http().with("/story", Reply::html(news_page()));
    let url = pages.url("/story");
    let body = serde_json::json!({"query": "q", "results": [
        {"url": url, "title": "Story", "content": "snippet"}
    ]})
    .to_string();
    let searx = Server::http().with("/search", reply_with_body("searxng_ok.json", body));
    let config =
        config_for("searxng", &searx, "").replacen('{', r#"{"web": {"allowLocalhost": true}, "#, 1);
    let out = search_with_config("searxng", &config, &["--fetch", "1", "--main", "--json"]).run();
    out.success().stderr_empty();
    let v = out.json();
    let content = v["pages"][0]["content"].as_str().unwrap();
    assert!(content.starts_with("The river rose two metres"), "{v}");
    assert!(!content.contains("Copyright 2026"), "{v}");
    let plain = search_with_config("searxng", &config, &["--fetch", "1", "--json"]).run();
    plain.success().stderr_empty();
    assert!(
        plain.json()["pages"][0]["content"]
            .as_str()
            .unwrap()
            .contains("Sign up for our newsletter")
    );
}
