//! Markdown to HTML for one page, plus what the page needs around it (headings, reading time, links,
//! widgets). Pure: takes text and options, returns data.

pub mod blocks;
pub mod catalog;
pub mod cjk_punct;
pub mod class_names;
pub mod code;
pub mod code_group;
mod code_tokens;
pub mod components;
pub mod demo;
pub mod deps;
pub mod download_flow;
pub mod embeds;
pub mod emoji;
pub mod escape;
pub mod figures;
mod footnotes;
pub mod headers;
pub mod html_events;
pub mod html_tokens;
pub mod icons;
pub mod image_size;
pub mod include;
pub mod inline;
pub mod key;
pub mod leftover;
pub mod link_tail;
pub mod links;
pub mod markdown;
pub mod math;
pub mod origin;
pub mod outline;
pub mod raw_html;
pub mod reading;
pub mod slug;
pub mod tables;
pub mod toc;
pub mod url_code;
pub mod vue;

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::site::theme_options::MarkdownFeatures;
use crate::site::{Locale, Page, Site};
use blocks::Block;
pub use headers::Header;
pub use outline::{Outline, Section};
pub use reading::ReadingTime;

impl Context<'_> {
    /// Write a piece of HTML made here (not from Markdown events) and let the outline read it.
    pub fn emit(&mut self, out: &mut String, html: &str) {
        self.outline.html(html);
        out.push_str(html);
    }

    /// Record an image or media source that lives on this site.
    pub fn record_asset(&mut self, src: &str, line: u32) {
        if let links::Target::Internal { route, .. } = links::resolve(src, self.file) {
            self.assets.push(LinkRef {
                route,
                anchor: None,
                line,
            });
        }
    }
}

/// Per-page inputs of the renderer.
#[derive(Debug, Clone, Copy)]
pub struct RenderOptions<'a> {
    /// File path relative to the content root, for relative links.
    pub file: &'a str,
    /// The page's locale: UI strings such as default container titles.
    pub locale: &'a Locale,
    /// The site, for includes and data-driven components; `None` renders text alone.
    pub site: Option<&'a Site>,
    /// The Markdown extensions in use (site.yaml `markdown:`).
    pub features: MarkdownFeatures,
    /// Heading depth `[[toc]]` lists (the page's `headerDepth`, else the site's).
    pub toc_depth: u8,
}

impl Default for RenderOptions<'_> {
    fn default() -> Self {
        Self {
            file: "index.md",
            locale: Locale::fallback(),
            site: None,
            features: MarkdownFeatures::default(),
            toc_depth: 2,
        }
    }
}

/// An internal link found in the page (for the link checker). `route` empty = same page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkRef {
    pub route: String,
    pub anchor: Option<String>,
    /// 1-based line in the page body.
    pub line: u32,
}

/// A problem found while rendering, positioned in the page body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RenderProblem {
    pub rule: &'static str,
    pub line: u32,
    pub message: String,
}

/// A [`RenderProblem`] as read back, its rule id not yet kept.
#[derive(Deserialize)]
struct StoredProblem {
    rule: String,
    line: u32,
    message: String,
}

// By hand: a derived impl would borrow the `&'static str` rule id from the input.
impl<'de> Deserialize<'de> for RenderProblem {
    fn deserialize<D: serde::Deserializer<'de>>(from: D) -> Result<Self, D::Error> {
        let p = StoredProblem::deserialize(from)?;
        Ok(Self {
            rule: crate::site::diagnostic::rule_id(p.rule),
            line: p.line,
            message: p.message,
        })
    }
}

/// The rendered page. Serialized only as an incremental build's memory of it (`crate::memo`),
/// without its HTML.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RenderedPage {
    pub html: String,
    pub headers: Vec<Header>,
    pub reading_time: ReadingTime,
    pub links: Vec<LinkRef>,
    /// Images and media the page references on this site (for the asset check).
    pub assets: Vec<LinkRef>,
    pub widgets: Vec<String>,
    pub problems: Vec<RenderProblem>,
    /// What readers need of the page besides its HTML (title, description, search sections, ids…).
    pub outline: Outline,
    /// What the rendering read besides the page's own text ([`deps`]).
    pub deps: Vec<deps::Dep>,
}

/// Mutable state shared by all fragments of one page.
pub struct Context<'a> {
    pub file: &'a str,
    pub locale: &'a Locale,
    pub site: Option<&'a Site>,
    pub features: MarkdownFeatures,
    pub slugger: slug::Slugger,
    pub headers: Vec<Header>,
    pub links: Vec<LinkRef>,
    pub assets: Vec<LinkRef>,
    pub widgets: BTreeSet<String>,
    pub problems: Vec<RenderProblem>,
    /// The page's blocks so far, for its [`Outline`].
    pub blocks: Vec<outline::BlockKind>,
    /// The page's text so far, for its [`Outline`]: every writer feeds it what it writes.
    pub outline: outline::Collector,
    /// Counters that must be unique across the page's fragments.
    pub task_items: u32,
    /// Inlined SVG figures so far, for ids unique across the page's fragments.
    pub figures: u32,
    /// The page's footnote labels and numbers, shared by its fragments.
    pub footnotes: footnotes::Footnotes,
    tabs_seen: u32,
}

/// Render a site page.
pub fn page(site: &Site, page: &Page) -> RenderedPage {
    let (mut rendered, deps) = crate::processing::in_file(&page.file, || {
        deps::recording(|| {
            markdown(
                &page.body,
                &RenderOptions {
                    file: &page.file,
                    locale: site.locale(&page.locale),
                    site: Some(site),
                    features: site.config.theme.markdown,
                    toc_depth: site.config.theme.header_depth(&page.front_matter),
                },
            )
        })
    });
    rendered.deps = deps;
    rendered
}

/// Render every page of the site, spread over the available cores; results follow `site.pages`.
pub fn all(site: &Site) -> Vec<RenderedPage> {
    crate::parallel::map(&site.pages, |p| page(site, p))
}

/// Render Markdown text.
pub fn markdown(text: &str, opts: &RenderOptions) -> RenderedPage {
    let mut ctx = Context {
        file: opts.file,
        locale: opts.locale,
        site: opts.site,
        features: opts.features,
        slugger: slug::Slugger::default(),
        headers: Vec::new(),
        links: Vec::new(),
        assets: Vec::new(),
        widgets: BTreeSet::new(),
        problems: Vec::new(),
        blocks: Vec::new(),
        outline: outline::Collector::default(),
        task_items: 0,
        figures: 0,
        footnotes: footnotes::Footnotes::default(),
        tabs_seen: 0,
    };
    let expanded = include::expand(text, opts.file, opts.site, &mut ctx.problems);
    let (expanded, origin_fallbacks) = origin::mark(&expanded);
    let (expanded, vue_lines) = vue::strip_tag_directives(&expanded);
    for line in vue_lines {
        ctx.problems.push(RenderProblem {
            rule: "vue/template-syntax",
            line,
            message: "Vue directives (`@…`, `:…`, `v-…`) only work in VuePress; they are left out of the page".into(),
        });
    }
    let expanded = image_size::mark(&expanded);
    ctx.footnotes = footnotes::Footnotes::of_page(&expanded);
    let (tree, unclosed) = blocks::parse(&expanded);
    for u in unclosed {
        ctx.problems.push(RenderProblem {
            rule: "markdown/unclosed-container",
            line: u.line,
            message: format!("container `::: {}` is never closed", u.name),
        });
    }
    let mut html = String::with_capacity(text.len() * 2);
    render_blocks(&tree, &mut ctx, &mut html);
    let words = reading::word_count(text);
    let headers = headers::nest(std::mem::take(&mut ctx.headers));
    let site_address = opts.site.and_then(origin::site_address);
    let html = origin::fill(
        toc::fill(html, &headers, opts.toc_depth),
        site_address.as_deref(),
        &origin_fallbacks,
    );
    let outline = outline::of(
        &html,
        std::mem::take(&mut ctx.outline),
        std::mem::take(&mut ctx.blocks),
        |text| origin::fill_text(&text, site_address.as_deref(), &origin_fallbacks),
    );
    RenderedPage {
        outline,
        deps: Vec::new(),
        html,
        headers,
        reading_time: reading::reading_time(words),
        links: ctx.links,
        assets: ctx.assets,
        widgets: ctx.widgets.into_iter().collect(),
        problems: ctx.problems,
    }
}

fn render_blocks(blocks: &[Block], ctx: &mut Context, out: &mut String) {
    for block in blocks {
        match block {
            Block::Markdown { text, line } => markdown::render(text, *line, ctx, out),
            Block::Container {
                name,
                title,
                children,
                ..
            } => container(name, title, children, ctx, out),
            Block::Tab { .. } => {}
            Block::Component { name, attrs, line } => {
                ctx.blocks
                    .push(outline::BlockKind::Widget { name: name.clone() });
                let html = components::render(name, attrs, *line, ctx);
                ctx.emit(out, &html)
            }
        }
    }
}

/// Default container titles (MARKDOWN.md §5): the locale's `container.<kind>` UI string; empty for
/// a kind that has none.
pub(crate) fn default_title<'a>(kind: &str, locale: &'a Locale) -> &'a str {
    crate::site::ui_strings::text(locale, &format!("container.{kind}")).unwrap_or("")
}

fn container(name: &str, title: &str, children: &[Block], ctx: &mut Context, out: &mut String) {
    ctx.blocks.push(outline::BlockKind::Container {
        name: name.to_owned(),
    });
    if ctx.features.container_off(name) {
        // A switched-off feature's markers stay the text the author wrote; the content between
        // them is Markdown as usual.
        let opener = format!("::: {name} {title}");
        ctx.emit(
            out,
            &format!("<p>{}</p>\n", escape::html(opener.trim_end())),
        );
        render_blocks(children, ctx, out);
        ctx.emit(out, "<p>:::</p>\n");
        return;
    }
    let shown = |kind: &str| {
        escape::html(if title.is_empty() {
            default_title(kind, ctx.locale)
        } else {
            title
        })
    };
    // The hint boxes' names and classes are decided in one table (`class_names::HintKind`),
    // which the TUI preview reads the boxes back by.
    match class_names::HintKind::from_name(name) {
        Some(class_names::HintKind::Details) => {
            ctx.emit(
                out,
                &format!(
                    "<details class=\"{} details\"><summary>{}</summary>\n",
                    class_names::HINT_CONTAINER,
                    shown("details")
                ),
            );
            render_blocks(children, ctx, out);
            ctx.emit(out, "</details>\n");
            return;
        }
        Some(kind) => {
            ctx.emit(out, &kind.open_div(&shown(name)));
            ctx.emit(out, "\n");
            render_blocks(children, ctx, out);
            ctx.emit(out, "</div>\n");
            return;
        }
        None => {}
    }
    match name {
        "center" | "left" | "right" | "justify" => {
            ctx.emit(out, &format!("<div style=\"text-align:{name}\">\n"));
            render_blocks(children, ctx, out);
            ctx.emit(out, "</div>\n");
        }
        n if blocks::is_tabs(n) => tabs(n, children, ctx, out),
        "normal-demo" => demo::render(title, children, ctx, out),
        other => {
            ctx.emit(
                out,
                &format!("<div class=\"custom-container {}\">\n", escape::html(other)),
            );
            render_blocks(children, ctx, out);
            ctx.emit(out, "</div>\n");
        }
    }
}

fn tabs(name: &str, children: &[Block], ctx: &mut Context, out: &mut String) {
    let (kind, group) = name.split_once('#').unwrap_or((name, ""));
    let prefix = if kind == "tabs" {
        "vp-tab"
    } else {
        "vp-code-tab"
    };
    let n = ctx.tabs_seen;
    ctx.tabs_seen += 1;
    let grouped;
    let children = if kind == "code-group" {
        grouped = code_group::as_tabs(children);
        &grouped[..]
    } else {
        children
    };
    // Split children into (title, active, body) at each @tab; text before the first tab is dropped.
    let mut tabs: Vec<(&str, bool, Vec<Block>)> = Vec::new();
    for block in children {
        match block {
            Block::Tab { title, active, .. } => tabs.push((title, *active, Vec::new())),
            other => {
                if let Some(last) = tabs.last_mut() {
                    last.2.push(other.clone());
                }
            }
        }
    }
    let active = tabs.iter().position(|t| t.1).unwrap_or(0);
    ctx.emit(out, &format!(
        "<div class=\"{prefix}s\" data-tabs-group=\"{}\" data-tabs-active=\"{active}\"><div class=\"{prefix}s-nav\" role=\"tablist\">",
        escape::html(group)
    ));
    let labels: Vec<(String, String)> = tabs
        .iter()
        .map(|(title, _, _)| {
            let (label, id) = match title.rsplit_once('#') {
                Some((l, id)) if !id.is_empty() && !id.contains(' ') => (l.trim(), Some(id)),
                _ => (*title, None),
            };
            let label_html = inline_html(label);
            let value = id.map_or_else(|| label_html.clone(), str::to_owned);
            (label_html, value)
        })
        .collect();
    for (i, (label, value)) in labels.iter().enumerate() {
        let on = i == active;
        ctx.emit(out, &format!(
            "<button type=\"button\" class=\"{prefix}-nav{}\" role=\"tab\" aria-selected=\"{on}\" aria-controls=\"tab-{n}-{i}\" data-tab-value=\"{}\">{label}</button>",
            if on { " active" } else { "" },
            escape::html(value)
        ));
    }
    ctx.emit(out, "</div>\n");
    for (i, (_, _, body)) in tabs.iter().enumerate() {
        let on = i == active;
        ctx.emit(out, &format!(
            "<div class=\"{prefix}{}\" id=\"tab-{n}-{i}\" role=\"tabpanel\" aria-expanded=\"{on}\"><div class=\"{prefix}-title\">{}</div>\n",
            if on { " active" } else { "" },
            labels[i].0
        ));
        render_blocks(body, ctx, out);
        ctx.emit(out, "</div>\n");
    }
    ctx.emit(out, "</div>\n");
}

/// A one-line label rendered as inline Markdown (no wrapping paragraph).
fn inline_html(text: &str) -> String {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, pulldown_cmark::Parser::new(text));
    let trimmed = html.trim();
    trimmed
        .strip_prefix("<p>")
        .and_then(|s| s.strip_suffix("</p>"))
        .unwrap_or(trimmed)
        .to_owned()
}

#[cfg(test)]
mod tests;
