//! Q-02 `--main`: the site's lines around a news article that its readers did not come
//! for — a notice of its rights or its disclaimer — go; the article's own sentences that
//! speak of the same things stay.

use super::{main_text, prose};

// a site's rights, reprint and disclaimer lines after the article go; a paragraph of
// the article about copyright stays.
#[test]
fn q02_a_notice_of_rights_or_a_disclaimer_goes() {
    let body: String = (1..=5).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article>{body}\
         <p>The council said the old bridge plans, all rights to which it bought in 1990, \
         may be shown to anyone who asks for them at the town hall.</p>\
         <p>© 2022, Example News. <em>This article is the copyrighted property of Example \
         News. Written permission must be obtained before reprint.</em></p>\
         <p><em>The opinions expressed in our blogs are the authors' own and do not \
         necessarily reflect the views of Example News.</em></p>\
         <p>Example Inc © 2020. All rights reserved</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 1 of the report"), "{md}");
    assert!(md.contains("Paragraph 5 of the report"), "{md}");
    assert!(md.contains("all rights to which it bought"), "{md}");
    for gone in [
        "copyrighted property",
        "necessarily reflect",
        "All rights reserved",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}
