//! The page's searchable sections, returned with the rendered page so search, the static index and
//! any other reader get them as data: one section per heading (h2–h6), with its anchor, heading path,
//! prose text, and the text of its code blocks kept apart, line by line.
//!
//! Built from the renderer's own output at the end of [`super::markdown`]: containers, components
//! and raw HTML all contribute text, and only the renderer knows that markup's vocabulary (heading
//! anchors, line-number gutters, tab titles), so this is the one place that reads it.

use std::borrow::Cow;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::html_tokens::{self, Tag, Token};
use crate::site::text::Cut;

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
    /// Prose, whitespace collapsed.
    pub text: Arc<str>,
    /// Code block text: one line per line of code (blank lines dropped), blocks one after another.
    pub code: Arc<str>,
}

/// A section while the walker fills it.
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

/// Where the walker is: collecting a heading, prose or code.
enum Sink {
    Heading { level: u8, id: String, text: String },
    Text,
    Code,
}

/// Sections of HTML the renderer produced.
pub fn split(html: &str) -> Vec<Section> {
    let mut sections = vec![Draft::new(None, String::new(), String::new())];
    let mut stack: Vec<(u8, String)> = Vec::new();
    let mut sink = Sink::Text;
    // Markup readers never see as content (the heading's `#`, line-number gutters, screen-reader
    // labels, duplicated tab titles): the element name and nesting depth being skipped.
    let mut skip: Option<(Cow<str>, usize)> = None;
    for token in html_tokens::tokens(html) {
        let (tag, closing) = match token {
            Token::Text(text) => {
                if skip.is_none() {
                    push(&mut sections, &mut sink, text);
                }
                continue;
            }
            Token::Start(tag) => (tag, false),
            Token::End(tag) => (tag, true),
            Token::Comment(_) | Token::Cut(_) => continue,
        };
        let name = tag.name.as_ref();
        if let Some((skipped, depth)) = &mut skip {
            if *skipped == name && !tag.self_closing {
                if closing {
                    *depth -= 1;
                } else {
                    *depth += 1;
                }
                if *depth == 0 {
                    skip = None;
                }
            }
            continue;
        }
        if !closing && hidden(&tag) {
            if !tag.self_closing && !is_void(name) {
                skip = Some((tag.name, 1));
            }
            continue;
        }
        let level = match name {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => name.after(1).parse::<u8>().ok(),
            _ => None,
        };
        match (level, closing, &mut sink) {
            (Some(level), false, _) => {
                sink = Sink::Heading {
                    level,
                    id: tag.attr("id").map(decode).unwrap_or_default(),
                    text: String::new(),
                };
            }
            (Some(_), true, Sink::Heading { .. }) => {
                let Sink::Heading { level, id, text } = std::mem::replace(&mut sink, Sink::Text)
                else {
                    unreachable!("matched a heading sink above")
                };
                let heading = collapse(&text);
                // The page's own title heading names the page top; it is not prose to search or
                // to quote back in a snippet.
                if level == 1 {
                    if let Some(top) = sections.first_mut().filter(|t| t.heading.is_empty()) {
                        top.heading = heading;
                    }
                    continue;
                }
                stack.retain(|(lv, _)| *lv < level);
                stack.push((level, heading.clone()));
                let path = stack
                    .iter()
                    .map(|(_, t)| t.as_str())
                    .collect::<Vec<_>>()
                    .join(" › ");
                sections.push(Draft::new(Some(id), heading, path));
            }
            (None, false, Sink::Text) if name == "pre" => sink = Sink::Code,
            // Tab labels ("docker run", "docker compose") name the code below them: they are kept
            // one per line with the code, not glued into the prose.
            (None, false, Sink::Text) if name == "button" && tag.attr("role") == Some("tab") => {
                sink = Sink::Code
            }
            (None, true, Sink::Code) if name == "pre" || name == "button" => {
                sink = Sink::Text;
                if let Some(last) = sections.last_mut() {
                    last.code.push('\n');
                }
            }
            _ => {}
        }
        // Block boundaries separate words that have no space between them in the markup.
        if matches!(&sink, Sink::Text | Sink::Heading { .. })
            && matches!(
                name,
                "p" | "li" | "td" | "th" | "br" | "div" | "tr" | "button" | "summary" | "dt" | "dd"
            )
        {
            push(&mut sections, &mut sink, " ");
        }
    }
    sections
        .into_iter()
        .map(|s| Section {
            text: collapse(&s.text).into(),
            code: s
                .code
                .lines()
                .map(str::trim_end)
                .filter(|l| !l.trim().is_empty())
                .collect::<Vec<_>>()
                .join("\n")
                .into(),
            anchor: s.anchor,
            heading: s.heading,
            path: s.path,
        })
        .filter(|s| {
            s.anchor.is_some() || !s.heading.is_empty() || !s.text.is_empty() || !s.code.is_empty()
        })
        .collect()
}

/// Whether an opening tag starts markup that is not content.
fn hidden(tag: &Tag) -> bool {
    matches!(
        tag.name.as_ref(),
        "svg" | "style" | "script" | "template" | "noscript"
    ) || tag.attr("aria-hidden") == Some("true")
        || tag.has_class(|c| {
            c == "header-anchor"
                || c == "sr-only"
                || c.ends_with("-tab-title")
                // Drawn by the renderer the same on every driver page or figure: not the page's words.
                || c == "download-flow"
                || c == "docs-figure-zoom"
                // The external-link icon, its word joiners and its screen-reader hint.
                || c == "external-link"
        })
}

fn is_void(name: &str) -> bool {
    matches!(
        name,
        "br" | "img"
            | "hr"
            | "input"
            | "meta"
            | "link"
            | "source"
            | "wbr"
            | "col"
            | "area"
            | "embed"
            | "track"
    )
}

fn push(sections: &mut [Draft], sink: &mut Sink, raw: &str) {
    if raw.is_empty() {
        return;
    }
    let text = decode(raw);
    match sink {
        Sink::Heading { text: h, .. } => h.push_str(&text),
        Sink::Text => {
            if let Some(last) = sections.last_mut() {
                last.text.push_str(&text);
            }
        }
        Sink::Code => {
            if let Some(last) = sections.last_mut() {
                last.code.push_str(&text);
            }
        }
    }
}

/// Entities decoded; a no-break space becomes a plain one (section text is searched and shown as
/// plain words).
fn decode(s: &str) -> String {
    crate::render::escape::decode_entities(s).replace('\u{a0}', " ")
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_by_heading_with_paths_and_anchors() {
        let html = "<h1 id=\"t\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#t\">#</a> Title</h1><p>Intro &amp; more</p>\
            <h2 id=\"install\"><a class=\"header-anchor\" href=\"#install\">#</a> Install</h2><p>Run it</p>\
            <h3 id=\"docker\"><a class=\"header-anchor\" href=\"#docker\">#</a> Docker</h3><p>Then</p><pre><code>docker run</code></pre>";
        let s = split(html);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].heading, "Title");
        assert_eq!(&*s[0].text, "Intro & more");
        assert_eq!(s[1].anchor.as_deref(), Some("install"));
        assert_eq!(s[2].path, "Install › Docker");
        assert_eq!(&*s[2].text, "Then");
        assert_eq!(&*s[2].code, "docker run");
    }

    #[test]
    fn drawn_figures_are_not_searchable_prose() {
        let html = "<p>Intro</p><figure class=\"download-flow\"><figcaption>How a download travels</figcaption><ol><li>File data</li></ol></figure>\
            <p><a class=\"docs-figure\" href=\"/f.svg\"><svg><text>Browser</text></svg><span class=\"docs-figure-zoom\">Open full size</span></a> After</p>";
        assert_eq!(&*split(html)[0].text, "Intro After");
    }

    #[test]
    fn code_lines_stay_apart_from_prose_and_each_other() {
        let page = crate::render::markdown(
            "## Run\n\nStart it:\n\n```bash\ndocker run -d alist\n\ndocker compose up\n```\n\n1. [x] done\n\n::: code-tabs\n@tab one\n```sh\nrun one\n```\n@tab two\n```sh\nrun two\n```\n:::\n",
            &crate::render::RenderOptions::default(),
        );
        let run = &page.sections[0];
        assert_eq!(run.heading, "Run");
        assert_eq!(
            &*run.code,
            "docker run -d alist\ndocker compose up\none\ntwo\nrun one\nrun two"
        );
        assert!(!run.text.contains("docker"), "{}", run.text);
        assert!(run.text.starts_with("Start it:"), "{}", run.text);
    }

    #[test]
    fn numeric_entities_decode() {
        assert_eq!(decode("a&#39;b&#x4e2d;&bogus;"), "a'b中&bogus;");
    }
}
