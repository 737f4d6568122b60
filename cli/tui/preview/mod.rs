//! A page's rendered HTML laid out for the terminal: headings, paragraphs, lists, code blocks,
//! tables, and containers (tips, warnings, details, tabs) as boxes. Walking the renderer's HTML (not
//! the Markdown) means includes, components and containers look as they do on the site.

pub mod html;
mod table;
pub mod wrap;

use std::collections::HashMap;

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use html::{Element, Node};

use crate::render::class_names::{self, HintKind};
use crate::render::html_events;

/// Laid-out lines plus the line each heading anchor starts on.
#[derive(Debug, Default, Clone)]
pub struct Preview {
    pub lines: Vec<Line<'static>>,
    pub anchors: HashMap<String, usize>,
}

impl Preview {
    fn blank(&mut self) {
        if self.lines.last().is_some_and(|l| wrap::line_width(l) > 0) {
            self.lines.push(Line::default());
        }
    }

    fn append(&mut self, other: Preview, indent: usize) {
        let base = self.lines.len();
        for (k, v) in other.anchors {
            self.anchors.insert(k, base + v);
        }
        for line in other.lines {
            if indent > 0 {
                let mut spans = vec![Span::raw(" ".repeat(indent))];
                spans.extend(line.spans);
                self.lines.push(Line::from(spans));
            } else {
                self.lines.push(line);
            }
        }
    }

    fn trim_end(&mut self) {
        while self.lines.last().is_some_and(|l| wrap::line_width(l) == 0) {
            self.lines.pop();
        }
    }
}

/// Lay out rendered page HTML for `width` terminal cells.
pub fn render(html: &str, width: usize) -> Preview {
    let nodes = html::parse(html);
    let mut out = Preview::default();
    blocks(&nodes, width.max(8), &mut out);
    out.trim_end();
    out
}

fn is_block(node: &Node) -> bool {
    matches!(node, Node::Element(e) if html_events::is_block(&e.name))
}

fn hidden(e: &Element) -> bool {
    e.attr("aria-hidden") == Some("true")
        || e.has_class(class_names::HEADER_ANCHOR)
        || e.has_class(class_names::LINE_NUMBERS)
        || e.has_class(class_names::HIGHLIGHT_LINES)
        || e.has_class(class_names::SR_ONLY)
        || e.attr("role") == Some("tablist")
        || matches!(e.name.as_str(), "svg" | "template" | "noscript" | "button")
}

fn blocks(nodes: &[Node], width: usize, out: &mut Preview) {
    let mut inline: Vec<Span<'static>> = Vec::new();
    for node in nodes {
        if is_block(node) {
            flush(&mut inline, width, out);
            if let Node::Element(e) = node {
                block(e, width, out);
            }
        } else {
            inlines(std::slice::from_ref(node), Style::default(), &mut inline);
        }
    }
    flush(&mut inline, width, out);
}

fn flush(inline: &mut Vec<Span<'static>>, width: usize, out: &mut Preview) {
    if inline.iter().any(|s| !s.content.trim().is_empty()) {
        out.lines.extend(wrap::wrap(inline, width));
    }
    inline.clear();
}

fn heading_style(level: u8) -> Style {
    let color = match level {
        1 => Color::Magenta,
        2 => Color::Cyan,
        3 => Color::Green,
        _ => Color::Blue,
    };
    Style::default().fg(color).add_modifier(Modifier::BOLD)
}

fn container_style(e: &Element) -> (Style, &'static str) {
    let (color, icon) = match HintKind::of(|class| e.has_class(class)) {
        Some(HintKind::Tip) => (Color::Green, "✓"),
        Some(HintKind::Info) => (Color::Blue, "i"),
        Some(HintKind::Note) => (Color::Gray, "i"),
        Some(HintKind::Important) => (Color::Magenta, "!"),
        Some(HintKind::Warning) => (Color::Yellow, "!"),
        Some(HintKind::Caution) => (Color::Red, "!"),
        Some(HintKind::Danger) => (Color::Red, "✗"),
        Some(HintKind::Details) => (Color::Gray, "▸"),
        None => (Color::Gray, ""),
    };
    (Style::default().fg(color), icon)
}

fn block(e: &Element, width: usize, out: &mut Preview) {
    if hidden(e) {
        return;
    }
    match e.name.as_str() {
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
            let level = e.name.as_bytes()[1] - b'0';
            out.blank();
            if let Some(id) = e.attr("id") {
                out.anchors.insert(id.to_owned(), out.lines.len());
            }
            let style = heading_style(level);
            let mut spans = vec![Span::styled(
                format!("{} ", "#".repeat(level as usize)),
                style,
            )];
            inlines(&e.children, style, &mut spans);
            trim_start(&mut spans);
            out.lines.extend(wrap::wrap(&spans, width));
            out.blank();
        }
        "p" | "summary" | "dt" | "figcaption" => {
            let mut spans = Vec::new();
            let style = if e.name == "dt" {
                Style::default().add_modifier(Modifier::BOLD)
            } else {
                Style::default()
            };
            let has_blocks = e.children.iter().any(is_block);
            if has_blocks {
                blocks(&e.children, width, out);
            } else {
                inlines(&e.children, style, &mut spans);
                flush(&mut spans, width, out);
            }
            out.blank();
        }
        "ul" | "ol" => {
            list(e, width, out);
            out.blank();
        }
        "pre" => {
            code_block(e, None, width, out);
            out.blank();
        }
        "table" => {
            out.lines.extend(table::render(e, width));
            out.blank();
        }
        "blockquote" => {
            let mut inner = Preview::default();
            blocks(&e.children, width.saturating_sub(2).max(4), &mut inner);
            inner.trim_end();
            let bar = Style::default().fg(Color::DarkGray);
            let base = out.lines.len();
            for (k, v) in inner.anchors {
                out.anchors.insert(k, base + v);
            }
            for line in inner.lines {
                let mut spans = vec![Span::styled("│ ", bar)];
                spans.extend(line.spans);
                out.lines.push(Line::from(spans));
            }
            out.blank();
        }
        "hr" => {
            out.blank();
            out.lines.push(Line::from(Span::styled(
                "─".repeat(width),
                Style::default().fg(Color::DarkGray),
            )));
            out.blank();
        }
        "dd" => {
            let mut inner = Preview::default();
            blocks(&e.children, width.saturating_sub(2).max(4), &mut inner);
            inner.trim_end();
            out.append(inner, 2);
        }
        _ if e.has_class(class_names::HINT_CONTAINER) || e.name == "details" => {
            let (border, icon) = container_style(e);
            let is_title =
                |c: &Element| c.has_class(class_names::HINT_TITLE) || c.name == "summary";
            titled_box(e, is_title, icon, border, width, out);
        }
        _ if e.attr("role") == Some("tabpanel") => {
            let is_title = |c: &Element| c.attr("class").is_some_and(|c| c.ends_with("-title"));
            titled_box(
                e,
                is_title,
                "",
                Style::default().fg(Color::Blue),
                width,
                out,
            );
        }
        "div" if e.attr("data-ext").is_some() || e.has_class(class_names::CODE_BLOCK) => {
            let title = e.attr("data-title").or(e.attr("data-ext"));
            for child in &e.children {
                if let Node::Element(c) = child {
                    if c.name == "pre" {
                        code_block(c, title, width, out);
                    } else {
                        block(c, width, out);
                    }
                }
            }
            out.blank();
        }
        _ if e.attr("data-widget").is_some() && !has_text(&e.children) => {
            let name = e.attr("data-widget").unwrap_or("widget");
            out.lines.push(Line::from(Span::styled(
                format!("[{name}: shown on the site]"),
                Style::default()
                    .fg(Color::DarkGray)
                    .add_modifier(Modifier::ITALIC),
            )));
            out.blank();
        }
        "iframe" | "video" | "audio" => {
            let src = e.attr("src").unwrap_or("");
            out.lines.push(Line::from(Span::styled(
                format!("[{}: {src}]", e.name),
                Style::default().fg(Color::DarkGray),
            )));
            out.blank();
        }
        _ => blocks(&e.children, width, out),
    }
}

/// `e`'s children in a box whose top border carries `icon` and the first child `is_title` accepts.
fn titled_box(
    e: &Element,
    is_title: impl Fn(&Element) -> bool,
    icon: &str,
    border: Style,
    width: usize,
    out: &mut Preview,
) {
    let title_node = e.children.iter().find_map(|n| match n {
        Node::Element(c) if is_title(c) => Some(c),
        _ => None,
    });
    let mut title = Vec::new();
    if !icon.is_empty() {
        title.push(Span::styled(format!("{icon} "), border));
    }
    if let Some(t) = title_node {
        inlines(&t.children, border.add_modifier(Modifier::BOLD), &mut title);
    }
    let body: Vec<Node> = e
        .children
        .iter()
        .filter(|n| !matches!(n, Node::Element(c) if Some(c) == title_node))
        .cloned()
        .collect();
    boxed(&body, Some(Line::from(title)), border, width, out);
}

fn has_text(nodes: &[Node]) -> bool {
    nodes.iter().any(|n| match n {
        Node::Text(t) => !t.trim().is_empty(),
        Node::Element(e) => !hidden(e) && (e.name == "img" || has_text(&e.children)),
    })
}

fn boxed(
    body: &[Node],
    title: Option<Line<'static>>,
    border: Style,
    width: usize,
    out: &mut Preview,
) {
    let mut inner = Preview::default();
    blocks(body, width.saturating_sub(4).max(4), &mut inner);
    inner.trim_end();
    out.blank();
    let base = out.lines.len() + 1;
    for (k, v) in inner.anchors {
        out.anchors.insert(k, base + v);
    }
    out.lines
        .extend(wrap::boxed(inner.lines, width, title, border));
    out.blank();
}

fn code_block(pre: &Element, title: Option<&str>, width: usize, out: &mut Preview) {
    let text = pre.text();
    let title = title.map(str::to_owned).or_else(|| {
        let code = pre.children.iter().find_map(|n| match n {
            Node::Element(c) if c.name == "code" => c.attr("class"),
            _ => None,
        });
        code.or(pre.attr("class"))
            .and_then(|c| {
                c.split_whitespace()
                    .find_map(|c| c.strip_prefix("language-"))
            })
            .map(str::to_owned)
    });
    let style = Style::default().fg(Color::Yellow);
    let lines: Vec<Line<'static>> = text
        .trim_end_matches('\n')
        .split('\n')
        .map(|l| {
            let l = l.replace('\t', "    ");
            wrap::truncate(Line::from(Span::styled(l, style)), width.saturating_sub(4))
        })
        .collect();
    let border = Style::default().fg(Color::DarkGray);
    out.blank();
    out.lines.extend(wrap::boxed(
        lines,
        width,
        title
            .filter(|t| !t.is_empty())
            .map(|t| Line::from(Span::styled(t, border))),
        border,
    ));
}

fn list(e: &Element, width: usize, out: &mut Preview) {
    let ordered = e.name == "ol";
    let mut n: i64 = e.attr("start").and_then(|s| s.parse().ok()).unwrap_or(1);
    for child in &e.children {
        let Node::Element(li) = child else { continue };
        if li.name != "li" {
            continue;
        }
        let marker = if ordered {
            let m = format!("{n}. ");
            n += 1;
            m
        } else {
            "• ".to_owned()
        };
        let indent = wrap::width(&marker);
        let mut inner = Preview::default();
        blocks(
            &li.children,
            width.saturating_sub(indent).max(4),
            &mut inner,
        );
        inner.trim_end();
        // Loose list items (paragraphs inside) keep no blank line between them here.
        inner.lines.retain(|l| wrap::line_width(l) > 0);
        if inner.lines.is_empty() {
            inner.lines.push(Line::default());
        }
        let base = out.lines.len();
        for (k, v) in inner.anchors {
            out.anchors.insert(k, base + v);
        }
        for (i, line) in inner.lines.into_iter().enumerate() {
            let lead = if i == 0 {
                Span::styled(marker.clone(), Style::default().fg(Color::Cyan))
            } else {
                Span::raw(" ".repeat(indent))
            };
            let mut spans = vec![lead];
            spans.extend(line.spans);
            out.lines.push(Line::from(spans));
        }
    }
}

fn trim_start(spans: &mut [Span<'static>]) {
    for span in spans.iter_mut().skip(1) {
        let trimmed = span.content.trim_start().to_owned();
        let empty = trimmed.is_empty();
        span.content = trimmed.into();
        if !empty {
            break;
        }
    }
}

/// Inline content as styled spans (`\n` for `<br>`).
fn inlines(nodes: &[Node], style: Style, out: &mut Vec<Span<'static>>) {
    for node in nodes {
        match node {
            Node::Text(t) => out.push(Span::styled(t.clone(), style)),
            Node::Element(e) => {
                if hidden(e) {
                    continue;
                }
                let s = match e.name.as_str() {
                    "strong" | "b" | "kbd" => style.add_modifier(Modifier::BOLD),
                    "em" | "i" | "cite" => style.add_modifier(Modifier::ITALIC),
                    "del" | "s" | "strike" => style.add_modifier(Modifier::CROSSED_OUT),
                    "code" => style.fg(Color::Yellow),
                    "mark" => style.add_modifier(Modifier::REVERSED),
                    "a" => style.fg(Color::Blue).add_modifier(Modifier::UNDERLINED),
                    "span" if e.has_class(class_names::EXTERNAL_LINK_ICON) => {
                        out.push(Span::styled("↗", style));
                        continue;
                    }
                    "br" => {
                        out.push(Span::styled("\n", style));
                        continue;
                    }
                    "img" => {
                        let alt = e.attr("alt").filter(|a| !a.is_empty()).unwrap_or("image");
                        out.push(Span::styled(
                            format!("[image: {alt}]"),
                            Style::default().fg(Color::DarkGray),
                        ));
                        continue;
                    }
                    "input" if e.attr("type") == Some("checkbox") => {
                        let mark = if e.attr("checked").is_some() {
                            "[x] "
                        } else {
                            "[ ] "
                        };
                        out.push(Span::styled(mark, style.fg(Color::Cyan)));
                        continue;
                    }
                    _ => style,
                };
                inlines(&e.children, s, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(p: &Preview) -> Vec<String> {
        p.lines
            .iter()
            .map(|l| {
                l.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
            })
            .map(|s| s.trim_end().to_owned())
            .collect()
    }

    #[test]
    fn headings_lists_and_anchors() {
        let html = "<h1 id=\"a\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#a\" aria-hidden=\"true\">#</a> Title</h1>\n<p>Some <strong>bold</strong> text.</p>\n<ul><li>one</li><li>two<ul><li>deep</li></ul></li></ul>\n<h2 id=\"b\">Next</h2>";
        let p = render(html, 30);
        assert_eq!(
            plain(&p),
            [
                "# Title",
                "",
                "Some bold text.",
                "",
                "• one",
                "• two",
                "  • deep",
                "",
                "## Next"
            ]
        );
        assert_eq!(p.anchors["a"], 0);
        assert_eq!(p.anchors["b"], 8);
    }

    #[test]
    fn containers_and_code_become_boxes() {
        let html = "<div class=\"hint-container warning\"><p class=\"hint-container-title\">Mind</p>\n<p>Careful.</p>\n</div>\n<div class=\"language-sh\" data-ext=\"sh\" data-title=\"sh\"><pre class=\"language-sh\"><code>echo hi\n</code></pre><div class=\"line-numbers\" aria-hidden=\"true\"><div class=\"line-number\"></div></div></div>";
        let p = render(html, 20);
        assert_eq!(
            plain(&p),
            [
                "╭─ ! Mind ─────────╮",
                "│ Careful.         │",
                "╰──────────────────╯",
                "",
                "╭─ sh ─────────────╮",
                "│ echo hi          │",
                "╰──────────────────╯",
            ]
        );
    }
}
