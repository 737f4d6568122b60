//! Footnotes (`[^label]` and `[^label]: text`) across the whole page. A page is rendered in
//! fragments (the text between containers), and the parser only links a reference to a definition
//! in the same fragment: a reference in a tip whose note sits at the end of the page stayed literal
//! text. So the page's labels are read once, every fragment is parsed with a stand-in definition
//! of each label it lacks (dropped again here), and the notes are numbered in the order they are
//! first referenced, as VuePress numbers them. The markup is VuePress's (`footnote-ref`,
//! `section.footnotes`, a back link after each note).

use std::collections::HashMap;
use std::ops::Range;

use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};

use super::escape;

/// The page's footnote labels and the numbers given so far.
#[derive(Debug, Default)]
pub struct Footnotes {
    /// Labels defined somewhere on the page, folded as the parser matches them.
    defined: Vec<String>,
    /// Label → its number and how many references to it were written.
    numbers: HashMap<String, (usize, usize)>,
}

/// How a label is matched: case does not count.
fn fold(label: &str) -> String {
    label.to_lowercase()
}

impl Footnotes {
    /// The labels `text` (the whole page) defines. Only a page that has `[^` is parsed for them.
    pub fn of_page(text: &str) -> Self {
        if !text.contains("[^") {
            return Self::default();
        }
        let mut defined = Vec::new();
        for event in Parser::new_ext(text, Options::ENABLE_FOOTNOTES) {
            if let Event::Start(Tag::FootnoteDefinition(label)) = event {
                let label = fold(&label);
                if !defined.contains(&label) {
                    defined.push(label);
                }
            }
        }
        Self {
            defined,
            numbers: HashMap::new(),
        }
    }

    /// Whether `fragment` has footnotes to rewrite.
    pub fn applies(&self, fragment: &str) -> bool {
        !self.defined.is_empty() && fragment.contains("[^")
    }

    /// Stand-in definitions of the page's labels that `fragment` does not define, to append to it
    /// before parsing so its references to them are parsed as references.
    pub fn stand_ins(&self, fragment: &str) -> String {
        if !self.applies(fragment) {
            return String::new();
        }
        let own = Self::of_page(fragment).defined;
        let mut out = String::new();
        for label in self.defined.iter().filter(|l| !own.contains(l)) {
            out.push_str("\n\n[^");
            out.push_str(label);
            out.push_str("]: -");
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out
    }

    fn number(&mut self, label: &str) -> usize {
        let next = self.numbers.len() + 1;
        self.numbers.entry(fold(label)).or_insert((next, 0)).0
    }

    /// Rewrite a fragment's footnote events (with their source ranges, kept for what follows).
    /// `fragment_len` is the fragment's own length: definitions that start past it are the
    /// stand-ins [`Self::stand_ins`] appended, and are dropped.
    pub fn rewrite<'a>(
        &mut self,
        events: Vec<(Event<'a>, Range<usize>)>,
        fragment_len: usize,
        back: &str,
    ) -> Vec<(Event<'a>, Range<usize>)> {
        let mut out = Vec::with_capacity(events.len());
        let mut skipping = false;
        let mut open_list = false;
        let mut current: Option<usize> = None;
        let mut iter = events.into_iter().peekable();
        while let Some((event, range)) = iter.next() {
            if skipping {
                if matches!(event, Event::End(TagEnd::FootnoteDefinition)) {
                    skipping = false;
                }
                continue;
            }
            match event {
                Event::FootnoteReference(label) => {
                    let key = fold(&label);
                    if !self.defined.contains(&key) {
                        out.push((Event::Text(CowStr::from(format!("[^{label}]"))), range));
                        continue;
                    }
                    let n = self.number(&label);
                    let seen = &mut self.numbers.get_mut(&key).expect("numbered above").1;
                    let id = match *seen {
                        0 => format!("footnote-ref{n}"),
                        k => format!("footnote-ref{n}-{k}"),
                    };
                    *seen += 1;
                    let html = format!(
                        "<sup class=\"footnote-ref\"><a href=\"#footnote{n}\" id=\"{id}\">[{n}]</a></sup>"
                    );
                    out.push((Event::InlineHtml(CowStr::from(html)), range));
                }
                Event::Start(Tag::FootnoteDefinition(label)) => {
                    if range.start >= fragment_len {
                        skipping = true;
                        continue;
                    }
                    let n = self.number(&label);
                    current = Some(n);
                    let mut html = String::new();
                    if !open_list {
                        html.push_str("<section class=\"footnotes\"><ol class=\"footnotes-list\">");
                        open_list = true;
                    }
                    html.push_str(&format!(
                        "<li id=\"footnote{n}\" class=\"footnote-item\" value=\"{n}\">"
                    ));
                    out.push((Event::Html(CowStr::from(html)), range));
                }
                Event::End(TagEnd::FootnoteDefinition) => {
                    let n = current.take().unwrap_or(0);
                    let mut html = format!(
                        "<a href=\"#footnote-ref{n}\" class=\"footnote-backref\" aria-label=\"{}\">↩︎</a></li>",
                        escape::html(back)
                    );
                    let next_is_note = matches!(
                        iter.peek(),
                        Some((Event::Start(Tag::FootnoteDefinition(_)), r)) if r.start < fragment_len
                    );
                    if !next_is_note {
                        html.push_str("</ol></section>");
                        open_list = false;
                    }
                    out.push((Event::Html(CowStr::from(html)), range));
                }
                other => out.push((other, range)),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(page: &str, fragments: &[&str]) -> String {
        let mut notes = Footnotes::of_page(page);
        let mut html = String::new();
        for fragment in fragments {
            let padded = format!("{fragment}{}", notes.stand_ins(fragment));
            let events = Parser::new_ext(&padded, Options::ENABLE_FOOTNOTES)
                .into_offset_iter()
                .collect();
            let events = notes.rewrite(events, fragment.len(), "Back");
            pulldown_cmark::html::push_html(&mut html, events.into_iter().map(|(e, _)| e));
        }
        html
    }

    #[test]
    fn a_reference_links_to_a_note_in_another_fragment_and_notes_number_by_first_reference() {
        let page = "A[^b] and B[^a].\n\nIn tip[^B].\n\n[^a]: First.\n[^b]: Second.\n";
        let html = render(
            page,
            &[
                "A[^b] and B[^a].\n",
                "In tip[^B].\n",
                "[^a]: First.\n[^b]: Second.\n",
            ],
        );
        assert!(html.contains("A<sup class=\"footnote-ref\"><a href=\"#footnote1\" id=\"footnote-ref1\">[1]</a></sup>"), "{html}");
        assert!(
            html.contains(
                "B<sup class=\"footnote-ref\"><a href=\"#footnote2\" id=\"footnote-ref2\">[2]</a>"
            ),
            "{html}"
        );
        // A second reference to a note gets its own id; case does not count.
        assert!(html.contains("id=\"footnote-ref1-1\">[1]</a>"), "{html}");
        assert_eq!(
            html.matches("<section class=\"footnotes\">").count(),
            1,
            "{html}"
        );
        assert!(html.contains("<li id=\"footnote2\" class=\"footnote-item\" value=\"2\">\n<p>First.</p>\n<a href=\"#footnote-ref2\""), "{html}");
        assert!(
            html.contains(
                "<li id=\"footnote1\" class=\"footnote-item\" value=\"1\">\n<p>Second.</p>"
            ),
            "{html}"
        );
        assert!(!html.contains(": -"), "no stand-in is shown: {html}");
    }

    #[test]
    fn an_undefined_reference_stays_text_and_odd_labels_are_safe() {
        let page = "x[^nope] y[^<b>\"中文\"] z[^😀]\n\n[^<b>\"中文\"]: 注。\n[^😀]: e\n";
        let html = render(page, &[page]);
        assert!(html.contains("x[^nope]"), "{html}");
        assert!(!html.contains("<b>"), "{html}");
        assert!(html.contains("href=\"#footnote1\""), "{html}");
        assert!(html.contains("href=\"#footnote2\""), "{html}");
        assert_eq!(
            Footnotes::of_page("no notes, [^ but no label")
                .defined
                .len(),
            0
        );
    }
}
