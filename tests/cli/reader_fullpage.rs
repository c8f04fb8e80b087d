//! Q-01 (issue 12 §1): the full page keeps the page's text and spends no characters on what
//! a reader cannot use, through the real binary. Each test is one rule of
//! `src/page/convert/{chrome,inline,…}.rs`; the pages are small fixtures written for these
//! tests.

use crate::reader::markdown;

// Q-01 (size): a `src` that holds a whole `srcset` list (some shops write it so) is written
// as its first URL, not as the mangled list once per image.
#[test]
fn q01_srcset_list_in_src_is_written_as_its_first_url() {
    let md = markdown(
        "<p>Staple tee in four colours.</p><img alt=\"Tee front\" src=\"/img/tee-500.jpg?c=1 \
         500w, /img/tee-1000.jpg?c=1 1000w, /img/tee-2000.jpg?c=1 2000w\">",
    );
    assert!(md.ends_with("/img/tee-500.jpg?c=1)"), "{md}");
    assert!(!md.contains("1000w") && !md.contains("tee-2000"), "{md}");
}

// Q-01 (size): campaign tags and click ids (`utm_*`, `gclid`, Amazon's `pf_rd_*`) leave a
// link's URL; its other parameters stay in their order.
#[test]
fn q01_tracking_parameters_leave_link_urls() {
    let md = markdown(
        "<p>Read the <a href=\"/guide?id=7&amp;utm_source=news&amp;utm_medium=mail&amp;\
         page=2\">pruning guide</a> or <a href=\"/dp/B01?pf_rd_p=abc&amp;gclid=xyz\">buy the \
         shears</a>.</p>",
    );
    assert!(md.contains("/guide?id=7&page=2)"), "{md}");
    assert!(md.contains("/dp/B01)"), "{md}");
    assert!(!md.contains("utm_") && !md.contains("gclid"), "{md}");
}
