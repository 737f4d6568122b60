//! Render's reader of HTML for every module outside `render/` (the TUI preview, search snippets,
//! the server's template check): start tags with their attributes, end tags and text, with
//! character references decoded by the one decoder ([`entities::decode`]). Comments, declarations
//! and a tag cut off by the end of the input are dropped, as a browser shows none of them. Built on
//! [`html_tokens`], so it reads broken markup the way the renderer's own scanners do.
//!
//! It also holds the one table of block elements (what starts a line of its own), which the
//! leftover-marker check and the TUI preview both lay text out by.

use std::borrow::Cow;

use super::html_tokens::{self, Token, Tokens};
use crate::site::text::entities;

/// One thing read from HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HtmlEvent<'a> {
    /// `<name …>` or `<name … />`.
    Start(StartTag<'a>),
    /// `</name>`; the name ASCII lower-cased.
    End(Cow<'a, str>),
    /// Text, references decoded; inside `<script>` and `<style>` the text as written, since
    /// browsers decode nothing there either.
    Text(Cow<'a, str>),
}

/// A start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartTag<'a> {
    /// The element name, ASCII lower-cased.
    pub name: Cow<'a, str>,
    /// The attributes in order.
    pub attrs: Attributes<'a>,
    /// Written `<name … />`.
    pub self_closing: bool,
}

impl StartTag<'_> {
    /// The value of the first attribute called `name` (lower case).
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs.get(name)
    }

    /// Whether the `class` attribute holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.attrs.has_class(class)
    }
}

/// An element's attributes in order: names ASCII lower-cased, values decoded (`""` for a bare one).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Attributes<'a>(pub Vec<(Cow<'a, str>, Cow<'a, str>)>);

impl Attributes<'_> {
    /// The value of the first attribute called `name` (lower case).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_ref())
    }

    /// Whether the `class` attribute holds `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.get("class")
            .is_some_and(|c| c.split_ascii_whitespace().any(|c| c == class))
    }

    /// The same attributes, owning their text (to keep past the input).
    pub fn into_owned(self) -> Attributes<'static> {
        Attributes(
            self.0
                .into_iter()
                .map(|(k, v)| (Cow::Owned(k.into_owned()), Cow::Owned(v.into_owned())))
                .collect(),
        )
    }
}

/// The events of `html`, in order.
pub fn events(html: &str) -> Events<'_> {
    Events {
        tokens: html_tokens::tokens(html),
        raw_text: false,
    }
}

/// Iterator over the events of a string; see [`events`].
#[derive(Debug, Clone)]
pub struct Events<'a> {
    tokens: Tokens<'a>,
    /// Inside `<script>` or `<style>`, whose text is not decoded.
    raw_text: bool,
}

impl<'a> Iterator for Events<'a> {
    type Item = HtmlEvent<'a>;

    fn next(&mut self) -> Option<HtmlEvent<'a>> {
        loop {
            let event = match self.tokens.next()? {
                Token::Text(text) if self.raw_text => HtmlEvent::Text(Cow::Borrowed(text)),
                Token::Text(text) => HtmlEvent::Text(entities::decode(text)),
                Token::Start(tag) => {
                    self.raw_text = !tag.self_closing && is_raw_text(&tag.name);
                    let attrs = tag
                        .attrs()
                        .map(|a| (lower(a.name), entities::decode(a.value.unwrap_or(""))))
                        .collect();
                    let attrs = Attributes(attrs);
                    HtmlEvent::Start(StartTag {
                        name: tag.name,
                        attrs,
                        self_closing: tag.self_closing,
                    })
                }
                Token::End(tag) => {
                    self.raw_text = false;
                    HtmlEvent::End(tag.name)
                }
                Token::Comment(_) | Token::Cut(_) => continue,
            };
            return Some(event);
        }
    }
}

/// Whether element `name` holds raw text (`script`, `style`): its text is code, never content.
pub fn is_raw_text(name: &str) -> bool {
    matches!(name, "script" | "style")
}

/// Elements that never have content or an end tag (`<br>`, `<img>`).
const VOID_TAGS: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// Whether element `name` (lower case) is void: see [`VOID_TAGS`].
pub fn is_void(name: &str) -> bool {
    VOID_TAGS.contains(&name)
}

fn lower(s: &str) -> Cow<'_, str> {
    if s.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(s.to_ascii_lowercase())
    } else {
        Cow::Borrowed(s)
    }
}

/// The text of an HTML fragment (a search snippet) in runs, each with whether it is inside
/// `<mark>`: the terminal shows the marked runs highlighted or bracketed. Each `<mark>` starts a
/// run and its end starts the next one (so runs may be empty); other tags are dropped, and a line
/// break (`<br>`) is a newline.
pub fn marked_runs(html: &str) -> Vec<(String, bool)> {
    let mut runs: Vec<(String, bool)> = Vec::new();
    let mut marked = 0usize;
    let mut raw_text = false;
    for event in events(html) {
        let text = match event {
            // Each mark is a run of its own, even when empty or next to another.
            HtmlEvent::Start(tag) if tag.name == "mark" && !tag.self_closing => {
                marked += 1;
                runs.push((String::new(), true));
                continue;
            }
            HtmlEvent::End(name) if name == "mark" => {
                marked = marked.saturating_sub(1);
                runs.push((String::new(), marked > 0));
                continue;
            }
            HtmlEvent::Start(tag) if tag.name == "br" => Cow::Borrowed("\n"),
            HtmlEvent::Start(tag) => {
                raw_text = !tag.self_closing && is_raw_text(&tag.name);
                continue;
            }
            HtmlEvent::End(_) => {
                raw_text = false;
                continue;
            }
            HtmlEvent::Text(_) if raw_text => continue,
            HtmlEvent::Text(text) => text,
        };
        match runs.last_mut() {
            Some((run, _)) => run.push_str(&text),
            None => runs.push((text.into_owned(), false)),
        }
    }
    runs.retain(|(text, marked)| *marked || !text.is_empty());
    runs
}

/// Elements laid out as blocks: each starts a line of its own. The one table for every reader that
/// lays out rendered HTML (the leftover-marker check, the TUI preview).
pub const BLOCK_TAGS: &[&str] = &[
    "address",
    "article",
    "aside",
    "audio",
    "blockquote",
    "details",
    "dd",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "iframe",
    "li",
    "main",
    "nav",
    "noscript",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "template",
    "ul",
    "video",
];

/// Whether element `name` (lower case) is a block: see [`BLOCK_TAGS`].
pub fn is_block(name: &str) -> bool {
    BLOCK_TAGS.contains(&name)
}

/// Whether the text after element `name`'s start or end tag begins a new visual line: a block, a
/// line break, or a box drawn apart from the text around it (table rows and cells, buttons).
pub fn starts_line(name: &str) -> bool {
    is_block(name) || matches!(name, "br" | "tr" | "td" | "th" | "button")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_attributes_and_text_come_decoded() {
        let got: Vec<_> = events(
            "<P Class=\"a&amp;b\" hidden>x &lt; y<!-- c --><br/></p><script>a &amp;&& b</script>",
        )
        .collect();
        let HtmlEvent::Start(p) = &got[0] else {
            panic!("{got:?}")
        };
        assert_eq!(p.name, "p");
        assert_eq!(p.attr("class"), Some("a&b"));
        assert_eq!(p.attr("hidden"), Some(""));
        assert_eq!(got[1], HtmlEvent::Text("x < y".into()));
        assert!(matches!(&got[2], HtmlEvent::Start(br) if br.name == "br" && br.self_closing));
        assert_eq!(got[3], HtmlEvent::End("p".into()));
        assert_eq!(got[5], HtmlEvent::Text("a &amp;&& b".into()));
        assert_eq!(got.len(), 7);
    }

    #[test]
    fn a_cut_tag_shows_nothing() {
        let got: Vec<_> = events("a <div class=\"x").collect();
        assert_eq!(got, [HtmlEvent::Text("a ".into())]);
    }

    #[test]
    fn marked_runs_split_at_marks() {
        let runs = |html: &str| marked_runs(html);
        let run = |text: &str, marked| (text.to_owned(), marked);
        assert_eq!(
            runs("a <mark>b &amp; c</mark> d<br><mark>e"),
            [
                run("a ", false),
                run("b & c", true),
                run(" d\n", false),
                run("e", true)
            ]
        );
        assert_eq!(
            runs("<mark>网盘</mark><mark></mark>x"),
            [run("网盘", true), run("", true), run("x", false)]
        );
    }
}
