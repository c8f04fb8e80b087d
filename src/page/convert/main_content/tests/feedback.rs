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

// a stars widget's buttons under each reviewed product, written as a list of bare
// figures counting up ("1" to "5"), go; the review and its own numbered list stay.
#[test]
fn q02_a_rating_scale_of_bare_figures_goes() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Rate this report</p><ul class=stars><li>1</li><li>2</li><li>3</li><li>4</li>\
         <li>5</li></ul><p>Closing words: the bridge opens again in the spring, the council \
         says, once the engineers have checked every pillar twice.</p></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    assert!(md.contains("once the engineers have checked"), "{md}");
    for gone in ["- 1\n", "- 3\n", "- 5"] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a list of two bare figures, a list of figures that do not count up one by
// one, and items that say more than a figure stay.
#[test]
fn q02_figures_that_are_not_a_rating_scale_stay() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<ul><li>1</li><li>2</li></ul><p>The gauges read, in metres:</p><ul><li>3</li>\
         <li>7</li><li>12</li></ul><ul><li>1 pillar</li><li>2 pillars</li><li>3 pillars</li>\
         </ul></article></body></html>"
    );
    let md = main_text(&html);
    for kept in ["- 1\n- 2", "- 3\n- 7\n- 12", "- 2 pillars"] {
        assert!(md.contains(kept), "{kept} went: {md}");
    }
}

// Q-02: a form's replies written into the page for its script ("Thank you! Your submission
// has been received!", "Oops! Something went wrong while submitting the form.") go; the
// page's text stays.
#[test]
fn q02_a_forms_waiting_replies_go() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<form><input type=email name=email></form><div class=w-form-done><div>Thank \
         you! Your submission has been received!</div></div><div class=w-form-fail><div>Oops! \
         Something went wrong while submitting the form.</div></div></article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Paragraph 4 of the report"), "{md}");
    for gone in [
        "submission has been received",
        "went wrong while submitting",
    ] {
        assert!(!md.contains(gone), "{gone} stayed: {md}");
    }
}

// Q-02 near miss: a sentence of the page that thanks the reader or speaks of a submission in
// other words stays.
#[test]
fn q02_a_sentence_about_a_submission_stays() {
    let body: String = (1..=4).map(prose).collect();
    let html = format!(
        "<html><head><title>River report</title></head><body><article><h1>River report</h1>\
         {body}<p>Thank you! Your submission to the river council was read at the meeting.</p>\
         </article></body></html>"
    );
    let md = main_text(&html);
    assert!(md.contains("Your submission to the river council"), "{md}");
}
