//! Q-02 `--main`: a site's feedback widget under the page ("Was this article helpful?", its
//! Yes and No buttons, "Thank you for your feedback!") is not the page's content; the text
//! around it stays, and so does a question of the article that only sounds like it.

use super::{main_text, prose};

// the widget's question, its buttons and its reply go; the report stays whole.
#[test]
fn q02_a_feedback_widget_under_the_page_goes() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<div class=rate><p>Was this article helpful?</p><p><button>Yes</button></p>\
         <p><button>No</button></p><p>Thank you for your feedback!</p></div></article>\
         </body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in ["helpful", "Yes", "No\n", "feedback"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
    assert!(!md.trim_end().ends_with("No"), "{md}");
}

// Q-02 near miss: a question of the article that ends in "helpful" but is longer than a
// widget's, and a short line after a question that is not the widget's, stay.
#[test]
fn q02_a_question_of_the_article_is_not_a_feedback_widget() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Was this new bridge over the river really as helpful to the farmers as the \
         council had promised them?</p><p>Not yet.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("really as helpful to the farmers"), "{md}");
    assert!(md.contains("Not yet."), "{md}");
}
