//! F-06: each Markdown feature of the converter on small documents (headings, lists, links,
//! images, emphasis, code, tables, quotes, entities, escaping, dropped elements, broken HTML).

use super::*;

#[test]
fn headings_are_atx_and_single_line() {
    assert_eq!(
        md("<h1>One</h1><h2>Two <em>em</em></h2><h6>Six<br>lines</h6><h3> </h3>"),
        "# One\n\n## Two *em*\n\n###### Six lines"
    );
}

#[test]
fn paragraphs_collapse_whitespace() {
    assert_eq!(
        md("<p>  a \n\t b&nbsp;&nbsp;c  </p>\n\n<p>d</p><div>e<div>f</div></div>"),
        "a b c\n\nd\n\ne\n\nf"
    );
}

// Q-01: a paragraph or heading of nothing but invisible characters (a spacer written as
// `<p>&zwj;</p>`, a zero-width space, a byte-order mark) is no line of its own; the joiners
// inside an emoji and a word keep their place.
#[test]
fn q01_paragraphs_of_invisible_characters_are_not_written() {
    assert_eq!(
        md("<p>Before</p><p>&zwj;</p><p> &#8203; </p><h2>\u{feff}</h2><p>After</p>"),
        "Before\n\nAfter"
    );
    assert_eq!(
        md("<p>Family: 👨\u{200d}👩\u{200d}👧, می\u{200c}خواهم</p>"),
        "Family: 👨\u{200d}👩\u{200d}👧, می\u{200c}خواهم"
    );
}

#[test]
fn unordered_ordered_and_nested_lists() {
    let html = "<ul><li>a<ul><li>a1</li><li>a2<ol start=\"7\"><li>x</li><li>y</li></ol></li></ul></li><li>b</li></ul>\
                <ol start=\"3\"><li>three<li value=\"10\">ten<li>eleven</ol>";
    assert_eq!(
        md(html),
        "- a\n  - a1\n  - a2\n    7. x\n    8. y\n- b\n\n3. three\n10. ten\n11. eleven"
    );
}

#[test]
fn list_items_with_paragraphs_and_code() {
    let html = "<ul><li><p>first</p><p>more</p></li><li><p>second</p><pre>code</pre></li></ul>";
    assert_eq!(
        md(html),
        "- first\n\n  more\n- second\n\n  ```\n  code\n  ```"
    );
}

#[test]
fn links_are_absolute_and_base_href_wins() {
    assert_eq!(
        md(
            "<a href=\"x?a=1&amp;b=2\">rel</a> <a href=\"/root\">root</a> <a href=\"mailto:a@b.c\">mail</a>"
        ),
        "[rel](https://example.org/dir/x?a=1&b=2) [root](https://example.org/root) [mail](mailto:a@b.c)"
    );
    assert_eq!(
        md("<head><base href=\"https://other.example/base/\"></head><a href=\"x\">x</a>"),
        "[x](https://other.example/base/x)"
    );
    assert_eq!(
        md("<base href=\"sub/\"><a href=\"x\">x</a>"),
        "[x](https://example.org/dir/sub/x)"
    );
    assert_eq!(
        md("<base href=\"javascript:alert(1)//\"><base href=\"/second/\"><a href=\"x\">x</a>"),
        "[x](https://example.org/second/x)"
    );
}

#[test]
fn a_link_named_again_resolves_alike_and_a_later_base_href_changes_it() {
    // E-02: each `href` value is resolved once; a `<base href>` after it (in the body, where
    // browsers apply it to later links) resolves it anew.
    assert_eq!(
        md("<a href=\"x\">a</a> <a href=\"x\">b</a> <base href=\"/other/\"><a href=\"x\">c</a>"),
        "[a](https://example.org/dir/x) [b](https://example.org/dir/x) [c](https://example.org/other/x)"
    );
}

#[test]
fn fragment_and_script_links_keep_only_their_text() {
    assert_eq!(
        md(
            "<a href=\"#top\">top</a> <a href=\"javascript:void(0)\">js</a> <a>none</a> <a href=\"\">empty</a>"
        ),
        "top js none empty"
    );
}

#[test]
fn empty_links_vanish_and_link_text_is_escaped() {
    assert_eq!(
        md("<p>a<a href=\"/x\"></a>b <a href=\"/y\"> </a>c</p>"),
        "ab c"
    );
    assert_eq!(
        md("<a href=\"/w\">see [1]</a>"),
        "[see \\[1\\]](https://example.org/w)"
    );
}

#[test]
fn unbalanced_parentheses_in_urls_are_encoded() {
    assert_eq!(
        md("<a href=\"/wiki/Rust_(language)\">a</a> <a href=\"/x)y\">b</a>"),
        "[a](https://example.org/wiki/Rust_(language)) [b](https://example.org/x%29y)"
    );
}

#[test]
fn links_around_blocks_repeat_per_block() {
    assert_eq!(
        md("<a href=\"/card\"><h3>Title</h3><p>Summary</p></a>"),
        "### [Title](https://example.org/card)\n\n[Summary](https://example.org/card)"
    );
}

#[test]
fn images_need_alt_text() {
    assert_eq!(
        md(
            "<p><img src=\"a.png\" alt=\" A  [cat] \"> <img src=\"b.png\"> <img src=\"c.png\" alt=\"\"> \
            <img src=\"data:image/png;base64,AAAA\" alt=\"inline\"> <img data-src=\"/lazy.png\" alt=\"lazy\"></p>"
        ),
        "![A \\[cat\\]](https://example.org/dir/a.png) ![lazy](https://example.org/lazy.png)"
    );
    assert_eq!(
        md("<a href=\"/home\"><img src=\"/logo.png\" alt=\"Logo\"></a>"),
        "[![Logo](https://example.org/logo.png)](https://example.org/home)"
    );
}

#[test]
fn emphasis_strong_strike_and_inline_code() {
    assert_eq!(
        md(
            "<p><b>bold</b> <strong>strong <em>both</em></strong> <i> it </i>x<del>gone</del> \
            <code>a  `b`</code> <code>`tick</code> <b></b><b><b>nested</b></b></p>"
        ),
        "**bold** **strong *both*** *it* x~~gone~~ `` a `b` `` `` `tick `` **nested**"
    );
}

#[test]
fn code_inside_links_and_links_inside_code() {
    assert_eq!(
        md("<a href=\"/v\"><code>Vec</code></a> <code>Option&lt;<a href=\"/t\">T</a>&gt;</code>"),
        "[`Vec`](https://example.org/v) `Option<T>`"
    );
}

#[test]
fn fenced_code_keeps_language_and_text() {
    assert_eq!(
        md(
            "<pre><code class=\"hljs language-rust\">fn main() {\n    let a = 1 &lt; 2;\n}\n</code></pre>"
        ),
        "```rust\nfn main() {\n    let a = 1 < 2;\n}\n```"
    );
    assert_eq!(
        md("<pre class=\"lang-py\">x = 1</pre>"),
        "```py\nx = 1\n```"
    );
    assert_eq!(
        md("<div class=\"highlight highlight-source-shell\"><pre>ls -l</pre></div>"),
        "```shell\nls -l\n```"
    );
    assert_eq!(
        md(
            "<pre class=\"rust rust-example-rendered\"><code><span class=\"kw\">let</span> x;</code></pre>"
        ),
        "```rust\nlet x;\n```"
    );
    assert_eq!(md("<pre>a\n```\nb</pre>"), "````\na\n```\nb\n````");
    assert_eq!(
        md("<pre>\n\n  indented\r\nline<br>two   \n\n</pre>"),
        "```\n  indented\nline\ntwo\n```"
    );
    assert_eq!(md("<pre>   </pre><p>after</p>"), "after");
}

#[test]
fn gfm_tables() {
    let html = "<table><caption>Cap</caption><thead><tr><th>A</th><th>B|C</th></tr></thead>\
                <tbody><tr><td>1</td><td><b>2</b><br>two</td></tr><tr><td colspan=\"2\">wide</td></tr>\
                <tr><td>only</td></tr></tbody></table>";
    assert_eq!(
        md(html),
        "Cap\n\n| A | B\\|C |\n| --- | --- |\n| 1 | **2**<br>two |\n| wide |  |\n| only |  |"
    );
}

#[test]
fn tables_without_header_row_get_an_empty_header() {
    assert_eq!(
        md("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>"),
        "|  |  |\n| --- | --- |\n| a | b |\n| c | d |"
    );
    assert_eq!(
        md("<table><tr><th>k</th><td>v</td></tr></table>"),
        "|  |  |\n| --- | --- |\n| k | v |"
    );
}

#[test]
fn implied_table_end_tags() {
    assert_eq!(
        md("<table><tr><th>h1<th>h2<tr><td>a<td>b<tr><td>c<td>d</table>"),
        "| h1 | h2 |\n| --- | --- |\n| a | b |\n| c | d |"
    );
}

#[test]
fn layout_tables_become_paragraphs() {
    assert_eq!(
        md("<table><tr><td>menu</td><td><h1>Title</h1><p>Body text.</p></td></tr></table>"),
        "menu\n\n# Title\n\nBody text."
    );
    assert_eq!(
        md("<table><tr><td>one</td></tr><tr><td>column</td></tr></table>"),
        "one\n\ncolumn"
    );
    assert_eq!(
        md(
            "<table><tr><td>outer<table><tr><td>a</td><td>b</td></tr></table></td><td>x</td></tr></table>"
        ),
        "outer\n\n|  |  |\n| --- | --- |\n| a | b |\n\nx"
    );
}

#[test]
fn lists_in_table_cells_keep_their_markers() {
    assert_eq!(
        md("<table><tr><th>k</th><td><ul><li>a</li><li>b</li></ul></td></tr></table>"),
        "|  |  |\n| --- | --- |\n| k | - a<br>- b |"
    );
}

#[test]
fn blockquotes_nest() {
    assert_eq!(
        md("<p>x</p><blockquote><p>a</p><blockquote>b</blockquote><p>c</p></blockquote>"),
        "x\n\n> a\n>\n> > b\n>\n> c"
    );
}

#[test]
fn line_breaks() {
    assert_eq!(
        md("<p>a<br>b<br><br>c<br><br><br><br>d<br></p>"),
        "a\nb\n\nc\n\nd"
    );
    assert_eq!(md("<p><br>lead</p>"), "lead");
}

#[test]
fn horizontal_rule_and_definition_lists() {
    assert_eq!(md("<p>a</p><hr><p>b</p>"), "a\n\n---\n\nb");
    assert_eq!(
        md("<dl><dt>Term</dt><dd>Def one</dd><dd>Def two</dd><dt>T2<dd>D2</dl>"),
        "Term\n: Def one\n: Def two\n\nT2\n: D2"
    );
}

#[test]
fn entities_are_decoded() {
    assert_eq!(
        md(
            "<p>&amp; &lt;&gt; &quot;&apos; &eacute;&#233;&#xE9; &copy 2 &notit; &unknown; &#0; &#x110000; &#150; &</p>"
        ),
        "& <> \"' ééé © 2 ¬it; &unknown; \u{fffd} \u{fffd} – &"
    );
    assert_eq!(
        md("<p>&lt;b&gt;not bold&lt;/b&gt;</p>"),
        "\\<b>not bold\\</b>"
    );
}

#[test]
fn markdown_characters_in_text_are_escaped() {
    assert_eq!(
        md(
            "<p>*a* _b_ snake_case \\ `c` [d]</p><p># not heading</p><p>- not item</p><p>1. not item</p><p>&gt; nope</p><p>---</p>"
        ),
        "\\*a\\* \\_b\\_ snake_case \\\\ \\`c\\` [d]\n\n\\# not heading\n\n\\- not item\n\n1\\. not item\n\n\\> nope\n\n\\---"
    );
}

#[test]
fn web_result_end_tag_text_survives_as_text() {
    let out = md("<p>before &lt;/web_result&gt; after</p><pre>&lt;/web_result&gt;</pre>");
    assert_eq!(out.matches("</web_result>").count(), 2, "{out}");
}

#[test]
fn dropped_elements_and_comments() {
    let html = "<p>keep</p><!-- comment --><script>s()</script><style>.s{}</style>\
        <noscript>ns</noscript><template><p>tpl</p></template><iframe>if</iframe>\
        <svg><title>svgtitle</title><text>svg</text></svg><canvas>cv</canvas><nav>nav</nav>\
        <footer>foot</footer><aside>aside</aside><form><label>Name</label><input value=\"v\"></form>\
        <button>btn</button><select><option>opt</option></select><object>obj</object>\
        <embed src=\"e\"><div hidden>hid</div><p aria-hidden=\"true\">aria</p>\
        <span aria-hidden=\"false\">shown</span><p>end</p>";
    assert_eq!(md(html), "keep\n\nshown\n\nend");
}

#[test]
fn title_is_decoded_and_collapsed() {
    let c = conv(
        "<html><head><title>\n  A &amp;   B&nbsp;C </title></head><body><title>second</title><p>x</p></body></html>",
    );
    assert_eq!(c.title.as_deref(), Some("A & B C"));
    assert_eq!(c.markdown, "x");
    assert_eq!(conv("<title>  </title><p>x</p>").title, None);
    assert_eq!(conv("<svg><title>icon</title></svg><p>x</p>").title, None);
    assert_eq!(conv("<p>no title</p>").title, None);
}

#[test]
fn nul_bytes_and_control_characters_are_removed() {
    assert_eq!(
        md("<p>a\0b\u{1}c\u{7f}d &#1;e</p><pre>x\0y\u{1b}z</pre>"),
        "abcd e\n\n```\nxyz\n```"
    );
}

#[test]
fn broken_html_still_converts() {
    // `</ul>` without an open `<ul>` is ignored, as by browsers: "e" stays in the item.
    assert_eq!(md("<p>a<p>b<li>c<li>d</ul>e"), "a\n\nb\n\n- c\n- de");
    assert_eq!(md("<ul><li>c<li>d</ul>e"), "- c\n- d\n\ne");
    assert_eq!(md("<b>bold <i>both</b> plain</i>"), "**bold *both*** plain");
    assert_eq!(md("</div></p><p>ok"), "ok");
    assert_eq!(
        md("<p>unterminated <a href=\"/x\">link"),
        "unterminated [link](https://example.org/x)"
    );
    assert_eq!(md("<td>stray cell</td><tr>row"), "stray cell\n\nrow");
    assert_eq!(md(""), "");
    assert_eq!(md("<<<>>>&&&"), "<<<>>>&&&");
}

/// F-06 `--main` at the converter: the container with the prose wins over menus and link
/// lists around it, and the heading repeating the title goes.
#[test]
fn main_content_picks_the_prose_container() {
    let links: String = (0..8)
        .map(|i| format!("<li><a href=/x{i}>Link number {i} elsewhere</a></li>"))
        .collect();
    let html = format!(
        "<title>The story</title><div><ul>{links}</ul></div><div class=post><h1>The story</h1>\
         <p>{}</p><p>{}</p></div><div class=footer><p>Copyright and all the legal text that \
         nobody reads at all.</p></div>",
        "This is the first paragraph of the story, and it says a lot. ".repeat(3),
        "The second paragraph goes on with more of the same, at length. ".repeat(3)
    );
    let options = ConvertOptions { main_content: true };
    let out = html_to_markdown(&html, &base(), Duration::from_secs(30), &options).unwrap();
    assert!(!out.main_content_uncertain);
    assert!(
        out.markdown.starts_with("This is the first paragraph"),
        "{}",
        out.markdown
    );
    assert!(out.markdown.ends_with("at length."), "{}", out.markdown);
    assert!(!out.markdown.contains("Link number"));
}
