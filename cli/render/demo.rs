//! `::: normal-demo Title` containers (WG-09, WG-10): the html / js / css fences inside become the props
//! of a `CodeDemo` widget placeholder; the container body, highlighted as usual, stays inside it as the
//! readable no-JavaScript version (the widget moves it into its collapsible code panel).

use serde_json::{Map, Value};

use super::blocks::Block;
use super::{escape, render_blocks, Context};
use crate::site::text::Cut;

/// Which demo part a fence language fills (MARKDOWN.md / FEATURES WG-10 language lists).
fn part_of(lang: &str) -> Option<&'static str> {
    match lang {
        "html" | "slim" | "haml" | "md" | "markdown" | "vue" => Some("html"),
        "js" | "javascript" | "coffee" | "ts" | "typescript" | "ls" | "livescript" | "jsx" => {
            Some("js")
        }
        "css" | "less" | "sass" | "scss" | "stylus" | "styl" => Some("css"),
        _ => None,
    }
}

/// Every fenced block of a Markdown fragment as (language, body).
fn fences(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut open: Option<(char, usize, String, String)> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let ch = trimmed.chars().next().unwrap_or(' ');
        let run = if ch == '`' || ch == '~' {
            trimmed.chars().take_while(|&c| c == ch).count()
        } else {
            0
        };
        match &mut open {
            Some((c, n, _, _)) if ch == *c && run >= *n && trimmed.after(run).trim().is_empty() => {
                if let Some((_, _, lang, body)) = open.take() {
                    out.push((lang, body));
                }
            }
            Some((_, _, _, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None if run >= 3 && !(ch == '`' && trimmed.after(run).contains('`')) => {
                let lang = trimmed
                    .after(run)
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .split('{')
                    .next()
                    .unwrap_or("")
                    .to_ascii_lowercase();
                open = Some((ch, run, lang, String::new()));
            }
            None => {}
        }
    }
    out
}

/// The widget props: title plus the first html, js and css fence and their languages.
pub fn props(title: &str, children: &[Block]) -> Map<String, Value> {
    let mut props = Map::new();
    props.insert("title".into(), Value::String(title.to_owned()));
    for block in children {
        let Block::Markdown { text, .. } = block else {
            continue;
        };
        for (lang, body) in fences(text) {
            let Some(part) = part_of(&lang) else { continue };
            if props.contains_key(part) {
                continue;
            }
            props.insert(part.into(), Value::String(body));
            props.insert(format!("{part}Lang"), Value::String(lang));
        }
    }
    props
}

/// Render a `normal-demo` container.
pub fn render(title: &str, children: &[Block], ctx: &mut Context, out: &mut String) {
    ctx.widgets.insert("CodeDemo".to_owned());
    ctx.emit(out, &format!(
        "<div class=\"vp-code-demo\" data-widget=\"CodeDemo\" data-props=\"{}\"><div class=\"vp-code-demo-fallback\">",
        escape::html(&Value::Object(props(title, children)).to_string())
    ));
    if !title.is_empty() {
        ctx.emit(
            out,
            &format!(
                "<p class=\"vp-code-demo-title\">{}</p>",
                escape::html(title)
            ),
        );
    }
    ctx.emit(out, "<div class=\"vp-code-demo-code\">\n");
    render_blocks(children, ctx, out);
    ctx.emit(out, "</div></div></div>\n");
}
