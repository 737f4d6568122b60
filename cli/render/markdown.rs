//! One Markdown fragment to HTML: pulldown-cmark events rewritten for headings, links, breaks and code.

use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use super::code::{self, FenceInfo};
use super::headers::Header;
use super::links::{self, Target};
use super::{escape, Context};

fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_SUPERSCRIPT
        | Options::ENABLE_SUBSCRIPT
}

/// Render `text` (a fragment whose first line is `first_line` of the page body) into `out`.
pub fn render(text: &str, first_line: u32, ctx: &mut Context, out: &mut String) {
    let mut events: Vec<Event> = Vec::new();
    let mut heading: Option<(HeadingLevel, Vec<Event>)> = None;
    let mut code: Option<(FenceInfo, String)> = None;
    let mut external_links: Vec<bool> = Vec::new();

    for (event, range) in Parser::new_ext(text, options()).into_offset_iter() {
        if let Some((_, buf)) = &mut code {
            match event {
                Event::Text(t) => buf.push_str(&t),
                Event::End(TagEnd::CodeBlock) => {
                    let (info, src) = code.take().expect("in code block");
                    events.push(Event::Html(fence(&src, &info, ctx).into()));
                }
                _ => {}
            }
            continue;
        }
        let line = first_line + text[..range.start].matches('\n').count() as u32;
        let rewritten: Option<Event> = match event {
            Event::Start(Tag::Heading { level, .. }) => {
                heading = Some((level, Vec::new()));
                None
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some((level, inner)) = heading.take() {
                    events.push(Event::Html(heading_html(level, inner, ctx).into()));
                }
                None
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => FenceInfo::parse(&info),
                    CodeBlockKind::Indented => FenceInfo::default(),
                };
                code = Some((info, String::new()));
                None
            }
            Event::SoftBreak => Some(Event::Html("<br>\n".into())),
            Event::Start(Tag::Link { dest_url, title, .. }) => {
                let (html, external) = link_open(&dest_url, &title, line, ctx);
                external_links.push(external);
                Some(Event::InlineHtml(html.into()))
            }
            Event::End(TagEnd::Link) => {
                let external = external_links.pop().unwrap_or(false);
                Some(Event::InlineHtml(
                    if external {
                        "<span class=\"external-link-icon\"><span class=\"sr-only\">open in new window</span></span></a>"
                    } else {
                        "</a>"
                    }
                    .into(),
                ))
            }
            other => Some(other),
        };
        if let Some(ev) = rewritten {
            match &mut heading {
                Some((_, inner)) => inner.push(ev),
                None => events.push(ev),
            }
        }
    }
    pulldown_cmark::html::push_html(out, events.into_iter());
}

fn fence(src: &str, info: &FenceInfo, ctx: &mut Context) -> String {
    match info.lang.as_str() {
        "mermaid" => {
            ctx.widgets.insert("Mermaid".into());
            widget_with_code("vp-mermaid", "Mermaid", src, "")
        }
        "flow" | "flowchart" => {
            ctx.widgets.insert("FlowChart".into());
            widget_with_code("vp-flowchart", "FlowChart", src, " data-preset=\"vue\"")
        }
        _ => code::block(src, info),
    }
}

fn widget_with_code(class: &str, widget: &str, src: &str, extra: &str) -> String {
    use base64::Engine;
    let encoded = base64::engine::general_purpose::STANDARD.encode(src.as_bytes());
    format!(
        "<div class=\"{class}\" data-widget=\"{widget}\" data-code=\"{encoded}\"{extra}><pre class=\"widget-fallback\"><code>{}</code></pre></div>\n",
        escape::html(src)
    )
}

fn heading_html(level: HeadingLevel, inner: Vec<Event>, ctx: &mut Context) -> String {
    let plain: String = inner
        .iter()
        .filter_map(|e| match e {
            Event::Text(t) | Event::Code(t) => Some(t.as_ref()),
            _ => None,
        })
        .collect();
    let slug = ctx.slugger.unique(&plain);
    let n = level as u8;
    let mut body = String::new();
    pulldown_cmark::html::push_html(&mut body, inner.into_iter());
    if n >= 2 {
        ctx.headers.push(Header { level: n, title: plain.trim().to_owned(), slug: slug.clone(), children: Vec::new() });
    }
    let id = escape::html(&slug);
    format!("<h{n} id=\"{id}\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#{id}\" aria-hidden=\"true\">#</a> {body}</h{n}>\n")
}

fn link_open(dest: &CowStr, title: &CowStr, line: u32, ctx: &mut Context) -> (String, bool) {
    let title_attr = if title.is_empty() { String::new() } else { format!(" title=\"{}\"", escape::html(title)) };
    match links::resolve(dest, ctx.file) {
        Target::External => (
            format!("<a href=\"{}\"{title_attr} target=\"_blank\" rel=\"noopener noreferrer\">", escape::html(dest)),
            true,
        ),
        Target::Internal { route, anchor, href } => {
            ctx.links.push(super::LinkRef { route, anchor, line });
            (format!("<a href=\"{}\"{title_attr}>", escape::html(&href)), false)
        }
        Target::Anchor(anchor) => {
            ctx.links.push(super::LinkRef { route: String::new(), anchor: Some(anchor), line });
            (format!("<a href=\"{}\"{title_attr}>", escape::html(dest)), false)
        }
        Target::Other => (format!("<a href=\"{}\"{title_attr}>", escape::html(dest)), false),
    }
}
