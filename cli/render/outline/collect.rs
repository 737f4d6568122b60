//! The outline's text, collected while the page is written: sections (one per heading h2–h6, with
//! its anchor, heading path, prose text, and the text of its code blocks kept apart, line by line),
//! element ids, the page's `#` title, the first bare paragraph's plain text and the leftover
//! markers.
//!
//! The writers feed it in page order: a Markdown fragment its final events ([`Collector::events`]:
//! text and inline code as they are, tags by name), and every piece written as HTML (headings,
//! highlighted code, links, MathML, containers, components, raw HTML) that piece alone
//! ([`Collector::html`]). Only the renderer knows that markup's vocabulary (heading anchors,
//! line-number gutters, tab titles), so this is the one place that reads it. Math is read as its
//! TeX annotation alone: the MathML's own text (`x`, `2`, `+`) would otherwise be read too, and the
//! formula would land twice in descriptions and search.

use std::collections::HashMap;

use pulldown_cmark::{Event, Tag as MdTag, TagEnd};

use super::super::html_tokens::{self, Tag, Token};
use super::super::leftover::Lines;
use super::{LeadingH1, Section};
use crate::site::text::Cut;

/// A section while the collector fills it.
#[derive(Debug)]
struct Draft {
    anchor: Option<String>,
    heading: String,
    path: String,
    text: String,
    code: String,
}

impl Draft {
    fn new(anchor: Option<String>, heading: String, path: String) -> Self {
        Self {
            anchor,
            heading,
            path,
            text: String::new(),
            code: String::new(),
        }
    }
}

/// Where the collector is: collecting a heading, prose or code.
#[derive(Debug)]
enum Sink {
    Heading { level: u8, id: String, text: String },
    Text,
    Code,
}

/// The search for the first paragraph with words.
#[derive(Debug)]
enum Paragraph {
    Looking,
    Inside(Words),
    Found(String),
}

/// A start or end tag as the collector reads it, written by Markdown or read from HTML.
struct Seen<'t> {
    name: &'t str,
    closing: bool,
    self_closing: bool,
    /// A bare `<p>` (a Markdown paragraph, not a container title).
    bare_p: bool,
    /// The `id` attribute as written.
    id: Option<&'t str>,
    /// A tab label (`<button role="tab">`).
    tab: bool,
    /// Markup that is not content ([`hidden`]).
    hidden: bool,
}

impl<'t> Seen<'t> {
    /// A tag Markdown writes: no attributes.
    fn markdown(name: &'t str, closing: bool) -> Self {
        Self {
            name,
            closing,
            self_closing: false,
            bare_p: name == "p",
            id: None,
            tab: false,
            hidden: false,
        }
    }

    fn html(tag: &'t Tag<'_>, closing: bool) -> Self {
        // The attributes read in one walk (highlighted code alone is thousands of tags a page);
        // each is the first of its name, as `Tag::attr` finds it.
        let (mut id, mut role, mut aria_hidden, mut class) = (None, None, None, None);
        for attr in tag.attrs() {
            let slot = match attr.name {
                n if n.eq_ignore_ascii_case("id") => &mut id,
                n if n.eq_ignore_ascii_case("role") => &mut role,
                n if n.eq_ignore_ascii_case("aria-hidden") => &mut aria_hidden,
                n if n.eq_ignore_ascii_case("class") => &mut class,
                _ => continue,
            };
            slot.get_or_insert(attr.value.unwrap_or(""));
        }
        Self {
            name: tag.name.as_ref(),
            closing,
            self_closing: tag.self_closing,
            bare_p: tag.raw == "<p>",
            id,
            tab: role == Some("tab"),
            hidden: !closing && hidden(&tag.name, aria_hidden, class),
        }
    }
}

/// Drops what readers never see as content: hidden markup (the heading's `#`, line-number
/// gutters, screen-reader labels, duplicated tab titles, drawn figures) and a formula's MathML,
/// whose TeX annotation alone is kept. Its state spans the pieces it is fed.
#[derive(Debug, Default)]
struct Visible {
    /// The hidden element's name and how deep inside same-named elements we are.
    skip: Option<(String, usize)>,
    /// Inside a `<math>` element: whether in its TeX annotation.
    math: Option<bool>,
}

impl Visible {
    /// Whether text here is seen.
    fn text(&self) -> bool {
        self.skip.is_none() && self.math != Some(false)
    }

    /// Whether a reader sees `tag`.
    fn tag(&mut self, tag: &Seen) -> bool {
        let name = tag.name;
        if let Some((skipped, depth)) = &mut self.skip {
            if skipped == name && !tag.self_closing {
                if tag.closing {
                    *depth -= 1;
                } else {
                    *depth += 1;
                }
                if *depth == 0 {
                    self.skip = None;
                }
            }
            return false;
        }
        if let Some(in_annotation) = &mut self.math {
            match name {
                "annotation" => *in_annotation = !tag.closing,
                "math" if tag.closing => self.math = None,
                _ => {}
            }
            return false;
        }
        if tag.hidden {
            if !tag.self_closing && !crate::render::html_events::is_void(name) {
                self.skip = Some((name.to_owned(), 1));
            }
            return false;
        }
        if name == "math" && !tag.closing && !tag.self_closing {
            self.math = Some(false);
            return false;
        }
        true
    }
}

/// Plain words of a run of markup: inline tags vanish without a trace, so no space lands before
/// punctuation (`v3.sh，`); any other tag separates words.
#[derive(Debug, Default)]
struct Words(String);

impl Words {
    fn text(&mut self, text: &str) {
        self.0.push_str(text);
    }

    fn tag(&mut self, name: &str) {
        if !INLINE.contains(&name) {
            self.0.push(' ');
        }
    }

    fn done(&self) -> String {
        collapse(&self.0)
    }
}

/// Markup as plain text (a front-matter description, a tagline): tags removed, entities decoded,
/// whitespace collapsed, hidden markup left out.
pub fn plain_text(markup: &str) -> String {
    let mut visible = Visible::default();
    let mut words = Words::default();
    for token in html_tokens::tokens(markup) {
        match &token {
            Token::Text(text) if visible.text() => words.text(&decode(text)),
            Token::Start(tag) | Token::End(tag) => {
                let seen = Seen::html(tag, matches!(token, Token::End(_)));
                if visible.tag(&seen) {
                    words.tag(seen.name);
                }
            }
            Token::Text(_) | Token::Comment(_) | Token::Cut(_) => {}
        }
    }
    words.done()
}

/// What the collector found, its text not yet final (see [`Collector::finish`]).
pub(super) struct Collected {
    pub sections: Vec<Section>,
    pub ids: Vec<String>,
    pub title: Option<String>,
    pub first_paragraph: Option<String>,
    pub leftovers: Vec<String>,
}

/// The outline's text, fed in page order as the page is written.
#[derive(Debug)]
pub struct Collector {
    sections: Vec<Draft>,
    stack: Vec<(u8, String)>,
    sink: Sink,
    ids: Vec<String>,
    title: Option<String>,
    paragraph: Paragraph,
    visible: Visible,
    lines: Lines,
}

impl Default for Collector {
    fn default() -> Self {
        Self {
            sections: vec![Draft::new(None, String::new(), String::new())],
            stack: Vec::new(),
            sink: Sink::Text,
            ids: Vec::new(),
            title: None,
            paragraph: Paragraph::Looking,
            visible: Visible::default(),
            lines: Lines::default(),
        }
    }
}

impl Collector {
    /// A piece the renderer wrote as HTML, read alone.
    pub fn html(&mut self, fragment: &str) {
        for token in html_tokens::tokens(fragment) {
            self.lines.token(&token);
            match &token {
                Token::Text(text) => {
                    if self.visible.text() {
                        self.text(&decode(text));
                    }
                }
                Token::Start(tag) => {
                    let seen = Seen::html(tag, false);
                    self.ids.extend(seen.id.map(str::to_owned));
                    self.tag(&seen);
                }
                Token::End(tag) => self.tag(&Seen::html(tag, true)),
                Token::Comment(_) | Token::Cut(_) => {}
            }
        }
    }

    /// The final events of one Markdown fragment, as pulldown's HTML writer writes them.
    pub fn events(&mut self, events: &[Event]) {
        // The writer numbers footnotes per fragment, in the order it meets them.
        let mut footnotes: HashMap<&str, usize> = HashMap::new();
        let mut number = |name| {
            let next = footnotes.len() + 1;
            *footnotes.entry(name).or_insert(next)
        };
        // Inside an image its text is the `alt` attribute: not text of the page.
        let mut in_image = 0usize;
        for event in events {
            match event {
                Event::Start(MdTag::Image { .. }) => {
                    if in_image == 0 {
                        self.markdown_tag("img", false);
                    }
                    in_image += 1;
                }
                Event::End(TagEnd::Image) => in_image = in_image.saturating_sub(1),
                _ if in_image > 0 => {}
                Event::Text(text) => {
                    self.lines.text(text);
                    if self.visible.text() {
                        self.text(&text.replace('\u{a0}', " "));
                    }
                }
                Event::Code(code) => {
                    self.lines.tag("code", false, false);
                    if self.visible.text() {
                        self.text(&code.replace('\u{a0}', " "));
                    }
                    self.lines.tag("code", true, false);
                }
                Event::Html(html) | Event::InlineHtml(html) => self.html(html),
                Event::FootnoteReference(name) => self.html(&format!(
                    "<sup class=\"footnote-reference\"><a href=\"#{}\">{}</a></sup>",
                    super::super::escape::html(name),
                    number(name.as_ref())
                )),
                Event::Start(MdTag::FootnoteDefinition(name)) => self.html(&format!(
                    "<div class=\"footnote-definition\" id=\"{}\"><sup class=\"footnote-definition-label\">{}</sup>",
                    super::super::escape::html(name),
                    number(name.as_ref())
                )),
                Event::HardBreak => self.markdown_tag("br", false),
                Event::Rule => self.markdown_tag("hr", false),
                Event::Start(tag) => {
                    if let Some(name) = element(&tag.to_end()) {
                        self.markdown_tag(name, false);
                    }
                }
                Event::End(end) => {
                    if let Some(name) = element(end) {
                        self.markdown_tag(name, true);
                    }
                }
                _ => {}
            }
        }
    }

    fn markdown_tag(&mut self, name: &str, closing: bool) {
        let void = crate::render::html_events::is_void(name);
        self.lines.tag(name, closing, false);
        self.tag(&Seen {
            self_closing: void,
            ..Seen::markdown(name, closing)
        });
    }

    /// Visible text, decoded.
    fn text(&mut self, text: &str) {
        push(&mut self.sections, &mut self.sink, text);
        if let Paragraph::Inside(words) = &mut self.paragraph {
            words.text(text);
        }
    }

    fn tag(&mut self, tag: &Seen) {
        if !self.visible.tag(tag) {
            return;
        }
        let (name, closing) = (tag.name, tag.closing);
        self.paragraph = match std::mem::replace(&mut self.paragraph, Paragraph::Looking) {
            Paragraph::Looking if !closing && tag.bare_p => Paragraph::Inside(Words::default()),
            Paragraph::Inside(words) if closing && name == "p" => match words.done() {
                text if text.is_empty() => Paragraph::Looking,
                text => Paragraph::Found(text),
            },
            Paragraph::Inside(mut words) => {
                words.tag(name);
                Paragraph::Inside(words)
            }
            other => other,
        };
        let level = match name {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => name.after(1).parse::<u8>().ok(),
            _ => None,
        };
        match (level, closing, &mut self.sink) {
            (Some(level), false, _) => {
                self.sink = Sink::Heading {
                    level,
                    id: tag.id.map(|id| decode(id)).unwrap_or_default(),
                    text: String::new(),
                };
            }
            (Some(_), true, Sink::Heading { .. }) => {
                let Sink::Heading { level, id, text } =
                    std::mem::replace(&mut self.sink, Sink::Text)
                else {
                    unreachable!("matched a heading sink above")
                };
                self.heading(level, id, collapse(&text));
                return;
            }
            (None, false, Sink::Text) if name == "pre" => self.sink = Sink::Code,
            // Tab labels ("docker run", "docker compose") name the code below them: they are kept
            // one per line with the code, not glued into the prose.
            (None, false, Sink::Text) if name == "button" && tag.tab => self.sink = Sink::Code,
            (None, true, Sink::Code) if name == "pre" || name == "button" => {
                self.sink = Sink::Text;
                if let Some(last) = self.sections.last_mut() {
                    last.code.push('\n');
                }
            }
            _ => {}
        }
        // Block boundaries separate words that have no space between them in the markup.
        if matches!(&self.sink, Sink::Text | Sink::Heading { .. })
            && matches!(
                name,
                "p" | "li" | "td" | "th" | "br" | "div" | "tr" | "button" | "summary" | "dt" | "dd"
            )
        {
            push(&mut self.sections, &mut self.sink, " ");
        }
    }

    /// A heading ended: the page's title, or a new section.
    fn heading(&mut self, level: u8, id: String, heading: String) {
        // The page's own title heading names the page top; it is not prose to search or to quote
        // back in a snippet.
        if level == 1 {
            if let Some(top) = self.sections.first_mut().filter(|t| t.heading.is_empty()) {
                top.heading = heading.clone();
                self.title = Some(heading);
            }
            return;
        }
        self.stack.retain(|(lv, _)| *lv < level);
        self.stack.push((level, heading.clone()));
        let path = self
            .stack
            .iter()
            .map(|(_, t)| t.as_str())
            .collect::<Vec<_>>()
            .join(" › ");
        self.sections.push(Draft::new(Some(id), heading, path));
    }

    /// What was collected; `fill` finishes each text (the site's address in place of its marks).
    pub(super) fn finish(self, fill: impl Fn(String) -> String) -> Collected {
        let sections = self
            .sections
            .into_iter()
            .map(|s| Section {
                text: fill(collapse(&s.text)).into(),
                code: fill(
                    s.code
                        .lines()
                        .map(str::trim_end)
                        .filter(|l| !l.trim().is_empty())
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
                .into(),
                anchor: s.anchor,
                heading: fill(s.heading),
                path: fill(s.path),
            })
            .filter(|s| {
                s.anchor.is_some()
                    || !s.heading.is_empty()
                    || !s.text.is_empty()
                    || !s.code.is_empty()
            })
            .collect();
        Collected {
            sections,
            ids: self.ids,
            title: self.title.map(&fill),
            first_paragraph: match self.paragraph {
                Paragraph::Found(text) => Some(fill(text)),
                Paragraph::Looking | Paragraph::Inside(_) => None,
            },
            leftovers: self.lines.markers(),
        }
    }
}

/// The element pulldown's HTML writer opens and closes for a Markdown tag; `None` for those the
/// renderer writes as HTML itself (headings, code blocks, links, tables, alerts) or that write no
/// tag.
fn element(tag: &TagEnd) -> Option<&'static str> {
    Some(match tag {
        TagEnd::Paragraph => "p",
        TagEnd::BlockQuote(_) => "blockquote",
        TagEnd::List(true) => "ol",
        TagEnd::List(false) => "ul",
        TagEnd::Item => "li",
        TagEnd::FootnoteDefinition => "div",
        TagEnd::Emphasis => "em",
        TagEnd::Strong => "strong",
        TagEnd::Strikethrough => "del",
        TagEnd::Superscript => "sup",
        TagEnd::Subscript => "sub",
        TagEnd::Heading(level) => ["h1", "h2", "h3", "h4", "h5", "h6"]
            .get(*level as usize - 1)
            .copied()?,
        TagEnd::Table => "table",
        TagEnd::TableHead => "thead",
        TagEnd::TableRow => "tr",
        TagEnd::TableCell => "td",
        TagEnd::CodeBlock => "pre",
        TagEnd::Link => "a",
        _ => return None,
    })
}

/// The offsets of the page's leading `<h1>`, read from the start of the finished HTML up to its
/// end (only whitespace may come before it; the first anchor in it is its heading anchor).
pub(super) fn leading_h1(html: &str) -> Option<LeadingH1> {
    let mut tokens = html_tokens::tokens(html);
    let mut found: Option<(usize, usize)> = None;
    let mut anchor_end = None;
    let mut in_anchor = false;
    while let Some(token) = tokens.next() {
        let end = tokens.offset();
        match (found, &token) {
            (None, Token::Text(t)) if t.trim().is_empty() => {}
            (None, Token::Start(tag)) if tag.name == "h1" => {
                found = Some((end - tag.raw.len(), end))
            }
            (None, _) => return None,
            (Some(_), Token::Start(tag)) if anchor_end.is_none() && tag.name == "a" => {
                in_anchor = tag.has_class(|c| c == "header-anchor");
            }
            (Some(_), Token::End(tag)) if in_anchor && tag.name == "a" => {
                anchor_end = Some(end);
                in_anchor = false;
            }
            (Some((start, open_end)), Token::End(tag)) if tag.name == "h1" => {
                return Some(LeadingH1 {
                    start,
                    open_end,
                    anchor_end,
                    close_start: end - tag.raw.len(),
                    end,
                })
            }
            (Some(_), _) => {}
        }
    }
    None
}

/// Tags that sit inside a run of text rather than between blocks.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "code", "del", "em", "i", "ins", "kbd", "mark", "q", "s",
    "samp", "small", "span", "strong", "sub", "sup", "u", "var",
];

/// Whether an opening tag (its name, `aria-hidden` and `class`) starts markup that is not content.
fn hidden(name: &str, aria_hidden: Option<&str>, class: Option<&str>) -> bool {
    matches!(name, "svg" | "style" | "script" | "template" | "noscript")
        || aria_hidden == Some("true")
        || class.is_some_and(|class| {
            class.split_ascii_whitespace().any(|c| {
                c == "header-anchor"
                || c == "sr-only"
                || c.ends_with("-tab-title")
                // Drawn by the renderer the same on every driver page or figure: not the page's words.
                || c == "download-flow"
                || c == "docs-figure-zoom"
                // The external-link icon, its word joiners and its screen-reader hint.
                || c == "external-link"
            })
        })
}

fn push(sections: &mut [Draft], sink: &mut Sink, text: &str) {
    if text.is_empty() {
        return;
    }
    match sink {
        Sink::Heading { text: h, .. } => h.push_str(text),
        Sink::Text => {
            if let Some(last) = sections.last_mut() {
                last.text.push_str(text);
            }
        }
        Sink::Code => {
            if let Some(last) = sections.last_mut() {
                last.code.push_str(text);
            }
        }
    }
}

/// Entities decoded; a no-break space becomes a plain one (section text is searched and shown as
/// plain words).
fn decode(s: &str) -> String {
    crate::site::text::entities::decode(s).replace('\u{a0}', " ")
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}
