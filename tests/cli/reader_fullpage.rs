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
