//! One Markdown fragment to HTML: pulldown-cmark events, collected and rewritten in passes (headings,
//! links, breaks, code, task lists, raw HTML, inline extensions), then written by pulldown's HTML writer.

use pulldown_cmark::{
    CodeBlockKind, CowStr, Event, HeadingLevel, LinkType, Options, Parser, Tag, TagEnd,
};

use super::class_names::{HintKind, HEADER_ANCHOR};
use super::code::{self, FenceInfo};
use super::headers::Header;
use super::inline;
use super::links::{self, Target};
use super::raw_html::{self, RawState};
use super::{escape, Context, LinkRef};

pub use super::links::EXTERNAL_ICON;
use crate::site::text::Cut;
use crate::site::theme_options::MarkdownFeatures;

/// The parser's extensions; task lists, math and alerts only where the site turns them on.
fn options(features: MarkdownFeatures) -> Options {
    let mut options = Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_SUPERSCRIPT
        | Options::ENABLE_SUBSCRIPT
        | Options::ENABLE_HEADING_ATTRIBUTES;
    options.set(Options::ENABLE_TASKLISTS, features.tasklist);
    options.set(Options::ENABLE_MATH, features.math);
    options.set(Options::ENABLE_GFM, features.alerts);
    options
}

/// Render `text` (a fragment whose first line is `first_line` of the page body) into `out`.
pub fn render(text: &str, first_line: u32, ctx: &mut Context, out: &mut String) {
    let events = collect(text, first_line, ctx);
    let events = inline::literal_sup_sub(events);
    let events = inline::glued_sup_sub(events);
    let events = toc_marker(events);
    let events = inline::mark(events);
    let events = task_lists(events, ctx);
    let events = headings(events, ctx);
    // Wide tables scroll sideways in a frame that keyboards can focus (see `tables`).
    let events = super::tables::rewrite(events);
    // The outline reads the events it is written from, in page order, never the HTML they become.
    ctx.outline.events(&events);
    let events = super::url_code::rewrite(events);
    let events = super::cjk_punct::rewrite(events);
    let start = out.len();
    pulldown_cmark::html::push_html(out, events.into_iter());
    let kept = super::link_tail::keep(out.after(start));
    out.truncate(start);
    out.push_str(&kept);
    if let Some(site) = ctx.site {
        let zoom = super::escape::html(ctx.locale.ui("figure.zoom"));
        let outline = &mut ctx.outline;
        let inlined = super::figures::inline(
            out.after(start),
            site,
            &mut ctx.figures,
            &zoom,
            &mut |figure| outline.html(figure),
        );
        out.truncate(start);
        out.push_str(&inlined);
    }
}

/// First pass: code blocks, links, breaks, raw HTML and text extensions.
fn collect<'a>(text: &'a str, first_line: u32, ctx: &mut Context) -> Vec<Event<'a>> {
    let mut events: Vec<Event> = Vec::new();
    let mut code: Option<(FenceInfo, String)> = None;
    let mut external_links: Vec<bool> = Vec::new();
    let mut raw = RawState::default();
    let mut html_block: Option<(String, u32)> = None;
    let mut in_link = 0usize;
    // A sized image being read: its tag so far and its alt text.
    let mut sized_image: Option<(String, String)> = None;
    let mut line = first_line;
    let mut counted = 0usize;
    let parsed: Box<dyn Iterator<Item = (Event<'a>, std::ops::Range<usize>)>> =
        if ctx.footnotes.applies(text) {
            // Parsed with the page's other notes standing in (see `footnotes`), so owned.
            let padded = format!("{text}{}", ctx.footnotes.stand_ins(text));
            let events = Parser::new_ext(&padded, options(ctx.features))
                .into_offset_iter()
                .map(|(e, r)| (e.into_static(), r))
                .collect();
            let back = ctx.locale.ui("footnote.back");
            Box::new(ctx.footnotes.rewrite(events, text.len(), back).into_iter())
        } else {
            Box::new(Parser::new_ext(text, options(ctx.features)).into_offset_iter())
        };
    for (event, range) in parsed {
        line += text
            .between(counted, range.start.max(counted))
            .matches('\n')
            .count() as u32;
        counted = counted.max(range.start);
        if let Some(kind) = super::outline::block_of(&event) {
            ctx.blocks.push(kind);
        }
        if !matches!(event, Event::Html(_)) {
            flush_html_block(&mut html_block, &mut raw, ctx, &mut events);
        }
        if let Some((_, alt)) = &mut sized_image {
            match event {
                Event::Text(t) | Event::Code(t) => alt.push_str(&t),
                Event::End(TagEnd::Image) => {
                    let (tag, alt) = sized_image.take().expect("in a sized image");
                    let alt = escape::html(&alt);
                    events.push(Event::InlineHtml(format!("{tag} alt=\"{alt}\">").into()));
                }
                _ => {}
            }
            continue;
        }
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
        match event {
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => FenceInfo::parse(&info),
                    CodeBlockKind::Indented => FenceInfo::default(),
                };
                code = Some((info, String::new()));
            }
            Event::SoftBreak => events.push(Event::Html("<br>\n".into())),
            Event::InlineMath(tex) => {
                events.push(Event::InlineHtml(super::math::mathml(&tex, false).into()))
            }
            Event::DisplayMath(tex) => {
                events.push(Event::InlineHtml(super::math::mathml(&tex, true).into()))
            }
            // A GitHub alert is drawn as the hint box of the same kind (`::: tip`).
            Event::Start(Tag::BlockQuote(Some(kind))) => {
                let hint = HintKind::from_alert(kind);
                let title = escape::html(super::default_title(hint.class(), ctx.locale));
                events.push(Event::Html(format!("{}\n", hint.open_div(&title)).into()));
            }
            Event::End(TagEnd::BlockQuote(Some(_))) => events.push(Event::Html("</div>\n".into())),
            Event::Start(Tag::Link {
                link_type,
                dest_url,
                title,
                ..
            }) => {
                // `<a@b.c>` gives the bare address: without its scheme it would read as a page path.
                let dest_url = match link_type {
                    LinkType::Email => CowStr::from(format!("mailto:{dest_url}")),
                    _ => dest_url,
                };
                let (html, external) = link_open(&dest_url, &title, line, ctx);
                external_links.push(external);
                in_link += 1;
                events.push(Event::InlineHtml(html.into()));
            }
            Event::End(TagEnd::Link) => {
                in_link = in_link.saturating_sub(1);
                let close = if external_links.pop().unwrap_or(false) {
                    format!("{EXTERNAL_ICON}</a>")
                } else {
                    "</a>".to_owned()
                };
                events.push(Event::InlineHtml(close.into()));
            }
            Event::Start(Tag::Image {
                ref dest_url,
                ref title,
                ..
            }) => {
                ctx.record_asset(dest_url, line);
                // A sized image is written here: the HTML writer has no place for its size.
                match super::image_size::take(title) {
                    Some((title, size)) => {
                        let mut tag = format!("<img src=\"{}\"", escape::html(dest_url));
                        if !title.is_empty() {
                            tag.push_str(&format!(" title=\"{}\"", escape::html(title)));
                        }
                        tag.push_str(&size);
                        sized_image = Some((tag, String::new()));
                    }
                    None => events.push(event),
                }
            }
            // pulldown gives an HTML block line by line; a tag spread over lines (`<VPCard` …
            // `/>`) must be read whole, so the block is gathered first.
            Event::Html(h) => {
                let (buf, _) = html_block.get_or_insert_with(|| (String::new(), line));
                buf.push_str(&h);
            }
            Event::InlineHtml(h) => events.push(Event::InlineHtml(
                raw_html::process(&h, line, &mut raw, ctx).into(),
            )),
            // An escaped `\^` or `\~` must stay literal through the glued sup/sub pass, which only
            // reads text events.
            Event::Text(t)
                if t.starts_with(['^', '~']) && text.before(range.start).ends_with('\\') =>
            {
                let entity = if t.starts_with('^') {
                    "&#94;"
                } else {
                    "&#126;"
                };
                events.push(Event::InlineHtml(entity.into()));
                if t.len() > 1 {
                    events.push(Event::Text(CowStr::from(t.after(1).to_owned())));
                }
            }
            Event::Text(t) => {
                let t = match super::vue::strip_interpolations(&t) {
                    Some(stripped) => {
                        super::vue::problem(ctx, line, "`{{ … }}` interpolation");
                        CowStr::from(stripped)
                    }
                    None => t,
                };
                let t = match super::emoji::shortcodes(&t) {
                    Some(replaced) => CowStr::from(replaced),
                    None => t,
                };
                match (in_link == 0).then(|| inline::linkify(&t)).flatten() {
                    Some(pieces) => events.extend(pieces),
                    None => events.push(Event::Text(t)),
                }
            }
            other => events.push(other),
        }
    }
    flush_html_block(&mut html_block, &mut raw, ctx, &mut events);
    events
}

/// Clean a gathered HTML block (see `collect`) and emit it as one event.
fn flush_html_block(
    block: &mut Option<(String, u32)>,
    raw: &mut RawState,
    ctx: &mut Context,
    events: &mut Vec<Event>,
) {
    if let Some((html, line)) = block.take() {
        events.push(Event::Html(raw_html::process(&html, line, raw, ctx).into()));
    }
}

/// Task lists in the theme's shape: a class on the list, a labelled checkbox per item.
fn task_lists<'a>(events: Vec<Event<'a>>, ctx: &mut Context) -> Vec<Event<'a>> {
    if !events.iter().any(|e| matches!(e, Event::TaskListMarker(_))) {
        return events;
    }
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut list_starts: Vec<usize> = Vec::new();
    let mut open_labels: Vec<bool> = Vec::new();
    for e in events {
        match e {
            Event::Start(Tag::List(None)) => {
                list_starts.push(out.len());
                out.push(e);
            }
            Event::End(TagEnd::List(false)) => {
                list_starts.pop();
                out.push(e);
            }
            Event::Start(Tag::Item) => {
                open_labels.push(false);
                out.push(e);
            }
            Event::TaskListMarker(checked) => {
                let k = ctx.task_items;
                ctx.task_items += 1;
                if let Some(&start) = list_starts.last() {
                    out[start] = Event::Html("<ul class=\"task-list-container\">".into());
                }
                if let Some(Event::Start(Tag::Item)) = out.last() {
                    out.pop();
                    out.push(Event::Html("<li class=\"task-list-item\">".into()));
                }
                out.push(Event::InlineHtml(
                    format!(
                        "<input type=\"checkbox\" class=\"task-list-item-checkbox\" id=\"task-item-{k}\"{} disabled=\"disabled\"><label class=\"task-list-item-label\" for=\"task-item-{k}\">",
                        if checked { " checked=\"checked\"" } else { "" }
                    )
                    .into(),
                ));
                if let Some(l) = open_labels.last_mut() {
                    *l = true;
                }
            }
            Event::End(TagEnd::Item) => {
                if open_labels.pop() == Some(true) {
                    out.push(Event::InlineHtml("</label></li>\n".into()));
                } else {
                    out.push(e);
                }
            }
            Event::End(TagEnd::Paragraph) if open_labels.last() == Some(&true) => {
                out.push(Event::InlineHtml(" ".into()))
            }
            Event::Start(Tag::Paragraph) if open_labels.last() == Some(&true) => {}
            other => out.push(other),
        }
    }
    // A list turned into a task list still ends with </ul>, which pulldown writes for End(List).
    out
}

/// A paragraph holding only `[[toc]]` becomes the page's table of contents (filled in once every
/// heading of the page is known).
fn toc_marker(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    for e in events {
        if matches!(e, Event::End(TagEnd::Paragraph)) {
            let start = out
                .iter()
                .rposition(|e| matches!(e, Event::Start(Tag::Paragraph)));
            if let Some(start) = start {
                let inner = &out[start + 1..];
                let is_toc = inner.iter().all(|e| matches!(e, Event::Text(_)))
                    && inner
                        .iter()
                        .map(|e| match e {
                            Event::Text(t) => t.as_ref(),
                            _ => "",
                        })
                        .collect::<String>()
                        .trim()
                        == "[[toc]]";
                if is_toc {
                    out.truncate(start);
                    out.push(Event::Html(super::toc::PLACEHOLDER.into()));
                    continue;
                }
            }
        }
        out.push(e);
    }
    out
}

/// Headings get ids, a leading anchor and an entry in the header tree.
fn headings<'a>(events: Vec<Event<'a>>, ctx: &mut Context) -> Vec<Event<'a>> {
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut heading: Option<(HeadingLevel, Option<CowStr>, Vec<Event>)> = None;
    for e in events {
        match e {
            Event::Start(Tag::Heading { level, id, .. }) => heading = Some((level, id, Vec::new())),
            Event::End(TagEnd::Heading(_)) => {
                if let Some((level, id, inner)) = heading.take() {
                    out.push(Event::Html(
                        heading_html(level, id.as_deref(), inner, ctx).into(),
                    ));
                }
            }
            other => match &mut heading {
                Some((_, _, inner)) => inner.push(other),
                None => out.push(other),
            },
        }
    }
    out
}

fn fence(src: &str, info: &FenceInfo, ctx: &mut Context) -> String {
    match info.lang.as_str() {
        "mermaid" if ctx.features.mermaid => {
            ctx.widgets.insert("Mermaid".into());
            widget_with_code("vp-mermaid", "Mermaid", src, "")
        }
        "flow" | "flowchart" => {
            ctx.widgets.insert("FlowChart".into());
            widget_with_code("vp-flowchart", "FlowChart", src, " data-preset=\"vue\"")
        }
        lang if lang.starts_with("flowchart:") => {
            ctx.widgets.insert("FlowChart".into());
            let preset = escape::html(lang.after("flowchart:".len()));
            widget_with_code(
                "vp-flowchart",
                "FlowChart",
                src,
                &format!(" data-preset=\"{preset}\""),
            )
        }
        "chart" | "echarts" => {
            let name = if info.lang == "chart" {
                "ChartJS"
            } else {
                "ECharts"
            };
            ctx.widgets.insert(name.into());
            widget_with_code("vp-chart", name, src, "")
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

fn heading_html(
    level: HeadingLevel,
    custom_id: Option<&str>,
    inner: Vec<Event>,
    ctx: &mut Context,
) -> String {
    let plain: String = inner
        .iter()
        .filter_map(|e| match e {
            Event::Text(t) | Event::Code(t) => Some(t.to_string()),
            Event::InlineHtml(h) => inline::linkified_text(h),
            _ => None,
        })
        .collect();
    let slug = match custom_id.map(str::trim).filter(|id| !id.is_empty()) {
        Some(id) => ctx.slugger.reserve(id),
        None => ctx.slugger.unique(&plain),
    };
    let n = level as u8;
    let mut body = String::new();
    // A long one-word title (`ChaoxingxingGroupCloud`) wraps at its camel-case or `_` boundaries on
    // a phone instead of being cut at the last letter that fits (issue 34 item 18).
    let inner = inner.into_iter().map(|e| match e {
        Event::Text(t) => Event::Html(escape::with_word_breaks(&t).into()),
        other => other,
    });
    pulldown_cmark::html::push_html(&mut body, inner);
    if n >= 2 {
        ctx.headers.push(Header {
            level: n,
            title: plain.trim().to_owned(),
            slug: slug.clone(),
            children: Vec::new(),
        });
    }
    let id = escape::html(&slug);
    format!("<h{n} id=\"{id}\" tabindex=\"-1\"><a class=\"{HEADER_ANCHOR}\" href=\"#{id}\" aria-hidden=\"true\" tabindex=\"-1\">#</a> {body}</h{n}>\n")
}

fn link_open(dest: &CowStr, title: &CowStr, line: u32, ctx: &mut Context) -> (String, bool) {
    let title_attr = if title.is_empty() {
        String::new()
    } else {
        format!(" title=\"{}\"", escape::html(title))
    };
    match links::resolve(dest, ctx.file) {
        Target::External => (
            format!(
                "<a href=\"{}\"{title_attr} target=\"_blank\" rel=\"noopener noreferrer\">",
                escape::html(dest)
            ),
            true,
        ),
        Target::Internal {
            route,
            anchor,
            href,
        } => {
            ctx.links.push(LinkRef {
                route,
                anchor,
                line,
            });
            (
                format!("<a href=\"{}\"{title_attr}>", escape::html(&href)),
                false,
            )
        }
        Target::Anchor(anchor) => {
            ctx.links.push(LinkRef {
                route: String::new(),
                anchor: Some(anchor),
                line,
            });
            (
                format!("<a href=\"{}\"{title_attr}>", escape::html(dest)),
                false,
            )
        }
        Target::Other
            if dest
                .trim_start()
                .to_ascii_lowercase()
                .starts_with("javascript:") =>
        {
            ("<a>".to_owned(), false)
        }
        Target::Other => (
            format!("<a href=\"{}\"{title_attr}>", escape::html(dest)),
            false,
        ),
    }
}
