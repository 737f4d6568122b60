//! The one walk over the renderer's finished HTML: sections (one per heading h2–h6, with its
//! anchor, heading path, prose text, and the text of its code blocks kept apart, line by line),
//! element ids, the page's `#` title and where its leading `<h1>` sits, and the first bare
//! paragraph's plain text.
//!
//! Containers, components and raw HTML all contribute text, and only the renderer knows that
//! markup's vocabulary (heading anchors, line-number gutters, tab titles), so this is the one place
//! that reads it. Math is read as its TeX annotation alone: the MathML's own text (`x`, `2`, `+`)
//! would otherwise be read too, and the formula would land twice in descriptions and search.

use std::borrow::Cow;

use super::super::html_tokens::{self, Tag, Token};
use super::{LeadingH1, Section};
use crate::site::text::Cut;

/// What the walk finds.
pub(super) struct Walked {
    pub sections: Vec<Section>,
    pub ids: Vec<String>,
    pub title: Option<String>,
    pub leading_h1: Option<LeadingH1>,
    pub first_paragraph: Option<String>,
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

/// The search for the leading `<h1>`: before its tag, inside it, or over.
enum Lead {
    Before,
    Inside {
        start: usize,
        open_end: usize,
        anchor_end: Option<usize>,
        in_anchor: bool,
    },
    Over(Option<LeadingH1>),
}

/// The search for the first paragraph with words.
enum Paragraph {
    Looking,
    Inside(Words),
    Found(String),
}

/// Drops what readers never see as content: hidden markup (the heading's `#`, line-number
/// gutters, screen-reader labels, duplicated tab titles, drawn figures) and a formula's MathML,
/// whose TeX annotation alone is kept.
#[derive(Default)]
struct Visible<'a> {
    /// The hidden element's name and how deep inside same-named elements we are.
    skip: Option<(Cow<'a, str>, usize)>,
    /// Inside a `<math>` element: whether in its TeX annotation.
    math: Option<bool>,
}

impl<'a> Visible<'a> {
    /// `token` if a reader sees it.
    fn see(&mut self, token: Token<'a>) -> Option<Token<'a>> {
        let (tag, closing) = match &token {
            Token::Text(_) => {
                return (self.skip.is_none() && self.math != Some(false)).then_some(token)
            }
            Token::Start(tag) => (tag, false),
            Token::End(tag) => (tag, true),
            Token::Comment(_) | Token::Cut(_) => return None,
        };
        let name = tag.name.as_ref();
        if let Some((skipped, depth)) = &mut self.skip {
            if *skipped == name && !tag.self_closing {
                if closing {
                    *depth -= 1;
                } else {
                    *depth += 1;
                }
                if *depth == 0 {
                    self.skip = None;
                }
            }
            return None;
        }
        if let Some(in_annotation) = &mut self.math {
            match name {
                "annotation" => *in_annotation = !closing,
                "math" if closing => self.math = None,
                _ => {}
            }
            return None;
        }
        if !closing && hidden(tag) {
            if !tag.self_closing && !crate::render::html_events::is_void(name) {
                self.skip = Some((tag.name.clone(), 1));
            }
            return None;
        }
        if name == "math" && !closing && !tag.self_closing {
            self.math = Some(false);
            return None;
        }
        Some(token)
    }
}

/// Plain words of a run of markup: inline tags vanish without a trace, so no space lands before
/// punctuation (`v3.sh，`); any other tag separates words.
#[derive(Default)]
struct Words(String);

impl Words {
    fn text(&mut self, raw: &str) {
        self.0.push_str(&decode(raw));
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
    for token in html_tokens::tokens(markup).filter_map(|t| visible.see(t)) {
        match token {
            Token::Text(text) => words.text(text),
            Token::Start(tag) | Token::End(tag) => words.tag(&tag.name),
            Token::Comment(_) | Token::Cut(_) => {}
        }
    }
    words.done()
}

/// Walk HTML the renderer produced.
pub(super) fn read(html: &str) -> Walked {
    let mut sections = vec![Draft::new(None, String::new(), String::new())];
    let mut stack: Vec<(u8, String)> = Vec::new();
    let mut sink = Sink::Text;
    let mut ids = Vec::new();
    let mut title = None;
    let mut lead = Lead::Before;
    let mut paragraph = Paragraph::Looking;
    let mut visible = Visible::default();
    let mut tokens = html_tokens::tokens(html);
    while let Some(token) = tokens.next() {
        lead = leading_h1(lead, &token, tokens.offset());
        if let Token::Start(tag) = &token {
            ids.extend(tag.attr("id").map(str::to_owned));
        }
        let (tag, closing) = match visible.see(token) {
            Some(Token::Text(text)) => {
                push(&mut sections, &mut sink, text);
                if let Paragraph::Inside(words) = &mut paragraph {
                    words.text(text);
                }
                continue;
            }
            Some(Token::Start(tag)) => (tag, false),
            Some(Token::End(tag)) => (tag, true),
            Some(Token::Comment(_) | Token::Cut(_)) | None => continue,
        };
        let name = tag.name.as_ref();
        paragraph = match paragraph {
            Paragraph::Looking if !closing && tag.raw == "<p>" => {
                Paragraph::Inside(Words::default())
            }
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
                        top.heading = heading.clone();
                        title = Some(heading);
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
    let sections = sections
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
        .collect();
    Walked {
        sections,
        ids,
        title,
        leading_h1: match lead {
            Lead::Over(found) => found,
            Lead::Before | Lead::Inside { .. } => None,
        },
        first_paragraph: match paragraph {
            Paragraph::Found(text) => Some(text),
            Paragraph::Looking | Paragraph::Inside(_) => None,
        },
    }
}

/// One token further in the search for the leading `<h1>`; `end` is the offset just past `token`.
/// Only whitespace may come before it; the first anchor in it is its heading anchor.
fn leading_h1(lead: Lead, token: &Token, end: usize) -> Lead {
    match (lead, token) {
        (Lead::Before, Token::Text(t)) if t.trim().is_empty() => Lead::Before,
        (Lead::Before, Token::Start(tag)) if tag.name == "h1" => Lead::Inside {
            start: end - tag.raw.len(),
            open_end: end,
            anchor_end: None,
            in_anchor: false,
        },
        (Lead::Before, _) => Lead::Over(None),
        (
            Lead::Inside {
                start,
                open_end,
                anchor_end,
                in_anchor,
            },
            token,
        ) => {
            let (anchor_end, in_anchor) = match token {
                Token::Start(tag) if anchor_end.is_none() && tag.name == "a" => {
                    (anchor_end, tag.has_class(|c| c == "header-anchor"))
                }
                Token::End(tag) if in_anchor && tag.name == "a" => (Some(end), false),
                Token::End(tag) if tag.name == "h1" => {
                    return Lead::Over(Some(LeadingH1 {
                        start,
                        open_end,
                        anchor_end,
                        close_start: end - tag.raw.len(),
                        end,
                    }))
                }
                _ => (anchor_end, in_anchor),
            };
            Lead::Inside {
                start,
                open_end,
                anchor_end,
                in_anchor,
            }
        }
        (over, _) => over,
    }
}

/// Tags that sit inside a run of text rather than between blocks.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "code", "del", "em", "i", "ins", "kbd", "mark", "q", "s",
    "samp", "small", "span", "strong", "sub", "sup", "u", "var",
];

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
    crate::site::text::entities::decode(s).replace('\u{a0}', " ")
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
        let s = read(html).sections;
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
        assert_eq!(&*read(html).sections[0].text, "Intro After");
    }

    #[test]
    fn code_lines_stay_apart_from_prose_and_each_other() {
        let page = crate::render::markdown(
            "## Run\n\nStart it:\n\n```bash\ndocker run -d alist\n\ndocker compose up\n```\n\n1. [x] done\n\n::: code-tabs\n@tab one\n```sh\nrun one\n```\n@tab two\n```sh\nrun two\n```\n:::\n",
            &crate::render::RenderOptions::default(),
        );
        let run = &page.outline.sections[0];
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

    #[test]
    fn first_bare_paragraph_wins_and_loses_its_markup() {
        let html = "<h1 id=\"t\">T</h1><div class=\"hint-container tip\"><p class=\"hint-container-title\">Tip</p><p></p><p>Run <code>docs serve</code>, then open <a href=\"/x.html\">the &lt;site&gt;</a>.</p></div><p>Second.</p>";
        assert_eq!(
            read(html).first_paragraph.as_deref(),
            Some("Run docs serve, then open the <site>.")
        );
        assert_eq!(read("<ul><li>x</li></ul>").first_paragraph, None);
        assert_eq!(
            read("<p>脚本 <code>v3.sh</code>，路径<br>下一行</p>")
                .first_paragraph
                .as_deref(),
            Some("脚本 v3.sh，路径 下一行")
        );
        assert_eq!(
            read("<p><a href=\"https://x.io\">x.io<span class=\"external-link\"><svg><path/></svg><span class=\"sr-only\">open in new window</span></span></a>).</p>").first_paragraph.as_deref(),
            Some("x.io).")
        );
    }

    #[test]
    fn leading_h1_finds_its_tag_anchor_and_end() {
        let html =
            "\n<h1 id=\"a\" title=\"x>y\"><a class=\"header-anchor\" href=\"#a\">#</a> A</h1><p>";
        let walked = read(html);
        let h1 = walked.leading_h1.unwrap();
        assert_eq!(&html[h1.start..h1.open_end], "<h1 id=\"a\" title=\"x>y\">");
        assert!(html[..h1.anchor_end.unwrap()].ends_with("#</a>"));
        assert_eq!(&html[h1.close_start..h1.end], "</h1>");
        assert!(h1.fits(html) && !h1.fits(""));
        assert_eq!(walked.title.as_deref(), Some("A"));
        assert_eq!(read("<h1>A</h1>").leading_h1.unwrap().anchor_end, None);
        assert_eq!(read("<p><h1>A</h1>").leading_h1, None);
        assert_eq!(read("<h1>A").leading_h1, None);
    }

    #[test]
    fn ids_are_every_element_id_in_page_order() {
        let html =
            "<h2 id=\"a\">A</h2><svg><g id=\"fig-1\"></g></svg><input id='t'><p>id=\"no\"</p>";
        assert_eq!(read(html).ids, ["a", "fig-1", "t"]);
    }

    #[test]
    fn math_is_read_as_its_tex_once() {
        let page = crate::render::markdown(
            "Energy $E = mc^2$ holds.\n\n## Sum\n\n$$\\sum_i x_i$$\n",
            &crate::render::RenderOptions {
                features: crate::site::theme_options::MarkdownFeatures {
                    math: true,
                    ..Default::default()
                },
                ..Default::default()
            },
        );
        assert!(page.html.contains("<math"), "{}", page.html);
        let outline = &page.outline;
        assert_eq!(
            outline.first_paragraph.as_deref(),
            Some("Energy E = mc^2 holds.")
        );
        assert_eq!(&*outline.sections[0].text, "Energy E = mc^2 holds.");
        assert_eq!(&*outline.sections[1].text, "\\sum_i x_i");
    }
}
