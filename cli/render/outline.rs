//! A rendered page as data, for every reader that would otherwise read its HTML: the page's title
//! and where its `<h1>` sits, the first paragraph's plain text (the meta description), the
//! searchable sections, every element id, the kinds of blocks the page is made of, and the
//! container or tab markers that slipped through. Made by the renderer, which alone knows its
//! markup's vocabulary; description, chrome, search and lint read this and never the HTML.
//!
//! Block kinds are recorded from the Markdown events as the page renders; text, sections and ids
//! are collected as the page is written ([`Collector`]), from the Markdown events and from each
//! piece written as HTML (containers, components, includes and raw HTML all contribute to it).
//! Nothing re-reads the finished page but the few bytes of its leading `<h1>`.

mod collect;
#[cfg(test)]
mod tests;

pub use collect::{plain_text, Collector};

use std::sync::Arc;

use pulldown_cmark::{CodeBlockKind, Event, Tag};
use serde::{Deserialize, Serialize};

/// What readers need of a rendered page besides its HTML.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Outline {
    /// The page's own `#` heading as plain text, if it has one.
    pub title: Option<String>,
    /// Where that heading is when the HTML starts with it (the doc layout's title block).
    pub leading_h1: Option<LeadingH1>,
    /// The first non-empty bare paragraph as plain text (container titles and widget chrome are
    /// not paragraphs).
    pub first_paragraph: Option<String>,
    /// Searchable sections (heading path, prose, code kept apart), for search and the static index.
    pub sections: Vec<Section>,
    /// Every element id on the page (headings, tabs, task items, raw HTML anchors): what a
    /// `#anchor` link into it may name.
    pub ids: Vec<String>,
    /// The page's blocks in order, nested ones included.
    pub blocks: Vec<BlockKind>,
    /// Container or tab markers that reached the page as text (a parser slip the lint reports).
    pub leftovers: Vec<String>,
}

/// Byte offsets of the parts of the page's leading `<h1>` in the rendered HTML.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadingH1 {
    /// Where `<h1` starts (after any leading whitespace).
    pub start: usize,
    /// Just past the `<h1 …>` tag.
    pub open_end: usize,
    /// Just past the heading anchor (`<a class="header-anchor">#</a>`), if the heading has one.
    pub anchor_end: Option<usize>,
    /// Where `</h1>` starts.
    pub close_start: usize,
    /// Just past `</h1>`.
    pub end: usize,
}

impl LeadingH1 {
    /// The same parts in a copy of the HTML from which `removed` leading bytes were cut and
    /// before which `added` bytes were put.
    pub fn moved(self, removed: usize, added: usize) -> Self {
        let at = |i: usize| i - removed + added;
        Self {
            start: at(self.start),
            open_end: at(self.open_end),
            anchor_end: self.anchor_end.map(at),
            close_start: at(self.close_start),
            end: at(self.end),
        }
    }

    /// Whether these offsets are an `<h1>` of `html` (a rendering recalled without its HTML, or
    /// HTML rewritten since, has none there).
    pub fn fits(&self, html: &str) -> bool {
        html.get(self.start..self.end)
            .is_some_and(|h1| h1.starts_with("<h1") && h1.ends_with("</h1>"))
            && [self.open_end, self.close_start]
                .into_iter()
                .chain(self.anchor_end)
                .all(|i| html.is_char_boundary(i))
    }
}

/// What one block of the page is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum BlockKind {
    Paragraph,
    Heading {
        level: u8,
    },
    List {
        ordered: bool,
    },
    Table,
    Quote,
    /// A fenced or indented code block and its language (empty when none is given).
    Code {
        lang: String,
    },
    /// `::: name` (tip, details, tabs, code-group, a custom one…).
    Container {
        name: String,
    },
    /// A GitHub alert (`> [!TIP]`), drawn as the hint container of the same kind.
    Alert {
        name: String,
    },
    /// A component or a code fence drawn by a script (Mermaid, charts…).
    Widget {
        name: String,
    },
    Math {
        display: bool,
    },
    Image,
    /// A block of raw HTML.
    Html,
}

/// A searchable piece of a page.
///
/// Its text and code are shared, not copied, by the search index made from it: a server keeps
/// both the renderings and the index of every page (at 10,000 pages, 50 MB of text held twice).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// Heading id, `None` for the text before the first heading.
    pub anchor: Option<String>,
    /// The heading's text (for the page top: the page's `#` title, if it has one).
    pub heading: String,
    /// Parent headings and this one, joined with " › ".
    pub path: String,
    /// Prose, whitespace collapsed. Math is its TeX source, once.
    pub text: Arc<str>,
    /// Code block text: one line per line of code (blank lines dropped), blocks one after another.
    pub code: Arc<str>,
}

/// The block a Markdown event opens, if it opens one.
pub(super) fn block_of(event: &Event) -> Option<BlockKind> {
    Some(match event {
        Event::Start(Tag::Paragraph) => BlockKind::Paragraph,
        Event::Start(Tag::Heading { level, .. }) => BlockKind::Heading {
            level: *level as u8,
        },
        Event::Start(Tag::List(first)) => BlockKind::List {
            ordered: first.is_some(),
        },
        Event::Start(Tag::Table(_)) => BlockKind::Table,
        Event::Start(Tag::BlockQuote(None)) => BlockKind::Quote,
        Event::Start(Tag::BlockQuote(Some(kind))) => BlockKind::Alert {
            name: super::class_names::HintKind::from_alert(*kind)
                .class()
                .to_owned(),
        },
        Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => BlockKind::Code {
            lang: super::code::FenceInfo::parse(info).lang,
        },
        Event::Start(Tag::CodeBlock(CodeBlockKind::Indented)) => BlockKind::Code {
            lang: String::new(),
        },
        Event::InlineMath(_) => BlockKind::Math { display: false },
        Event::DisplayMath(_) => BlockKind::Math { display: true },
        Event::Start(Tag::Image { .. }) => BlockKind::Image,
        Event::Start(Tag::HtmlBlock) => BlockKind::Html,
        _ => return None,
    })
}

/// The outline of the finished page `html`: what `collected` gathered while writing it, each text
/// finished by `fill` (the site's address in place of its marks), and the blocks recorded.
pub(super) fn of(
    html: &str,
    collected: Collector,
    blocks: Vec<BlockKind>,
    fill: impl Fn(String) -> String,
) -> Outline {
    let collected = collected.finish(fill);
    Outline {
        title: collected.title,
        leading_h1: collect::leading_h1(html),
        first_paragraph: collected.first_paragraph,
        sections: collected.sections,
        ids: collected.ids,
        blocks,
        leftovers: collected.leftovers,
    }
}
