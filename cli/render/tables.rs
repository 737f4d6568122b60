//! Tables as administrators read them: identifiers stay whole, and a phone shows each row as a card.
//!
//! - A value an administrator copies (`ALIST_JWT_SECRET`, `/opt/alist/data`) must never wrap
//!   mid-word. The stylesheet forbids breaking inside words in cells; long values get `<wbr>` after
//!   the separators that already divide them (`/ _ - . = : ? &`), so they wrap only there.
//! - Each body cell carries its column's header as `data-label`, and tables of three or more columns
//!   get the `table-cards` frame: on narrow screens the stylesheet alone (no script) lays each row out
//!   as a card whose values are labelled by their header, while wider screens keep the table.

use pulldown_cmark::{Alignment, Event, Tag, TagEnd};

use super::escape;
use crate::site::text::Cut;

/// Tables with at least this many columns become cards on narrow screens; two columns read fine as a
/// table at any width.
pub const CARD_COLUMNS: usize = 3;

/// Values at least this long get break opportunities; shorter ones (most keys and paths) are kept on
/// one line whole, so a wide screen never wraps them.
const BREAKABLE_LEN: usize = 20;

/// Characters after which a long value may wrap.
fn is_separator(c: char) -> bool {
    matches!(c, '/' | '_' | '-' | '.' | '=' | ':' | '?' | '&' | ',')
}

/// `text`, HTML-escaped, with `<wbr>` after each separator inside a long whitespace-free run (never
/// after a leading or doubled separator: `--restart`, `/opt` stay whole at their start).
pub fn breakable(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for run in text.split_inclusive(char::is_whitespace) {
        let word = run.trim_end_matches(char::is_whitespace);
        let space = run.after(word.len());
        if word.chars().count() < BREAKABLE_LEN {
            escape::push(&mut out, run);
            // CJK text followed by code (`、<code>/api/fs/link</code>`) has no break between the two
            // in every browser: a cell must be able to wrap there.
            if space.is_empty() && word.ends_with(['、', '，', '；', '：', '。']) {
                out.push_str("<wbr>");
            }
            continue;
        }
        let chars: Vec<char> = word.chars().collect();
        for (k, &c) in chars.iter().enumerate() {
            let mut buf = [0u8; 4];
            escape::push(&mut out, c.encode_utf8(&mut buf));
            let after_word = k > 0 && !is_separator(chars[k - 1]);
            let before_word = chars.get(k + 1).is_some_and(|&n| !is_separator(n));
            // A tail of one to three characters (`…_EXPIRES_IN`) stays with the part before it.
            let tail_long_enough = chars.len() - k > 4;
            if is_separator(c) && after_word && before_word && tail_long_enough
                || matches!(c, '、' | '，' | '；' | '：' | '。')
            {
                out.push_str("<wbr>");
            }
        }
        escape::push(&mut out, space);
    }
    out
}

/// Identifiers up to this many characters stay whole in a cell, so their column is never narrower
/// than its longest one (issue 59 item 2: `tls_insecure_|skip_verify` wrapped at 1440 px while the
/// Default column sat half empty); longer values (paths, commands) may wrap at their separators.
pub(super) const WHOLE_CODE_LEN: usize = 32;

/// A code span in a cell. Up to [`WHOLE_CODE_LEN`] characters it is one unbreakable piece (the
/// stylesheet keeps `td code` on one line, so not even after a `-`: `luci-app-alist`,
/// `--name="alist"`). A longer one is `breakable`: its pieces are unbreakable spans with `<wbr>`
/// between them, after the separators, and a URL only after its `/`.
pub fn code(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    // `%SITE_ORIGIN%` is one private-use mark here (render/origin.rs) and becomes an address of
    // unknown length later: such a value is a URL and always gets its break points.
    let origin = chars.iter().copied().any(super::origin::is_mark);
    let url = text.contains("://") || origin;
    if chars.len() <= WHOLE_CODE_LEN && !origin {
        let mut out = String::from("<code>");
        escape::push(&mut out, text);
        out.push_str("</code>");
        return out;
    }
    if !url && text.contains(char::is_whitespace) {
        // A long command: it wraps at its spaces and after its separators.
        return format!("<code class=\"breakable\">{}</code>", breakable(text));
    }
    let mut out = String::from("<code class=\"breakable\"><span>");
    for (k, &c) in chars.iter().enumerate() {
        let mut buf = [0u8; 4];
        escape::push(&mut out, c.encode_utf8(&mut buf));
        let next = chars.get(k + 1).copied();
        let splits = match url {
            true => c == '/' && next.is_some_and(|n| n != '/'),
            false => {
                is_separator(c)
                    && k > 0
                    && !is_separator(chars[k - 1])
                    && next.is_some_and(|n| !is_separator(n))
            }
        };
        // A tail of one to three characters stays with the part before it.
        if splits && chars.len() - k > 4 {
            out.push_str("</span><wbr><span>");
        }
    }
    out.push_str("</span></code>");
    out
}

/// The opening of a table's frame: scrolls sideways when wide, cards on phones when `columns` is
/// large enough.
pub fn frame_open(columns: usize) -> &'static str {
    if columns >= CARD_COLUMNS {
        "<div class=\"table-wrapper table-cards\" tabindex=\"0\">"
    } else {
        "<div class=\"table-wrapper\" tabindex=\"0\">"
    }
}

/// A body cell's opening tag, labelled with its column's header.
pub fn td_open(label: &str, style: &str) -> String {
    let mut out = String::from("<td data-label=\"");
    escape::push(&mut out, label.trim());
    out.push('"');
    out.push_str(style);
    out.push('>');
    out
}

fn align_style(a: Alignment) -> &'static str {
    match a {
        Alignment::None => "",
        Alignment::Left => " style=\"text-align: left\"",
        Alignment::Center => " style=\"text-align: center\"",
        Alignment::Right => " style=\"text-align: right\"",
    }
}

/// Rewrite the table events of a page: frame, labelled cells, breakable values. Runs last, after
/// every pass that reads text events.
pub fn rewrite(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    if !events
        .iter()
        .any(|e| matches!(e, Event::Start(Tag::Table(_))))
    {
        return events;
    }
    let mut out = Vec::with_capacity(events.len());
    let mut aligns: Vec<Alignment> = Vec::new();
    let mut labels: Vec<String> = Vec::new();
    let mut in_head = false;
    let mut in_cell = false;
    let mut column = 0usize;
    for e in events {
        match e {
            Event::Start(Tag::Table(a)) => {
                out.push(Event::Html(
                    format!("{}<table>", frame_open(a.len())).into(),
                ));
                aligns = a;
                labels.clear();
            }
            Event::End(TagEnd::Table) => out.push(Event::Html("</tbody></table></div>\n".into())),
            Event::Start(Tag::TableHead) => {
                in_head = true;
                column = 0;
                out.push(Event::Html("<thead><tr>".into()));
            }
            Event::End(TagEnd::TableHead) => {
                in_head = false;
                out.push(Event::Html("</tr></thead><tbody>\n".into()));
            }
            Event::Start(Tag::TableRow) => {
                column = 0;
                out.push(Event::Html("<tr>".into()));
            }
            Event::End(TagEnd::TableRow) => out.push(Event::Html("</tr>\n".into())),
            Event::Start(Tag::TableCell) => {
                in_cell = true;
                let style = align_style(aligns.get(column).copied().unwrap_or(Alignment::None));
                if in_head {
                    labels.push(String::new());
                    out.push(Event::Html(format!("<th{style}>").into()));
                } else {
                    let label = labels.get(column).map(String::as_str).unwrap_or("");
                    out.push(Event::Html(td_open(label, style).into()));
                }
            }
            Event::End(TagEnd::TableCell) => {
                in_cell = false;
                out.push(Event::Html(if in_head { "</th>" } else { "</td>" }.into()));
                column += 1;
            }
            Event::Text(t) if in_cell => {
                if in_head {
                    if let Some(l) = labels.last_mut() {
                        l.push_str(&t);
                    }
                }
                out.push(Event::InlineHtml(breakable(&t).into()));
            }
            Event::Code(c) if in_cell => {
                if in_head {
                    if let Some(l) = labels.last_mut() {
                        l.push_str(&c);
                    }
                }
                out.push(Event::InlineHtml(code(&c).into()));
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_values_break_only_after_separators() {
        assert_eq!(
            breakable("ALIST_TOKEN_EXPIRES_IN"),
            "ALIST_<wbr>TOKEN_<wbr>EXPIRES_IN"
        );
        assert_eq!(breakable("ALIST_JWT_SECRET"), "ALIST_JWT_SECRET");
        assert_eq!(
            breakable("--restart=unless-stopped"),
            "--restart=<wbr>unless-<wbr>stopped"
        );
        assert_eq!(
            breakable("/opt/alist/data/temp/aria2"),
            "/opt/<wbr>alist/<wbr>data/<wbr>temp/<wbr>aria2"
        );
        // Short values and prose stay as they are (escaped).
        assert_eq!(breakable("token_in"), "token_in");
        assert_eq!(breakable("单点登录、"), "单点登录、<wbr>");
        assert_eq!(breakable("a <b> & c"), "a &lt;b&gt; &amp; c");
        assert_eq!(
            breakable("see xhofe/alist-aria2:latest now"),
            "see xhofe/<wbr>alist-<wbr>aria2:<wbr>latest now"
        );
    }

    // Regression: issue 59 item 2, identifiers wrapped inside table cells at 1440 px.
    #[test]
    fn code_in_cells_stays_whole_up_to_the_cap_and_a_url_breaks_only_after_slashes() {
        assert_eq!(
            code("tls_insecure_skip_verify"),
            "<code>tls_insecure_skip_verify</code>"
        );
        assert_eq!(code("luci-app-alist"), "<code>luci-app-alist</code>");
        assert_eq!(
            code("https://api.nn.ci/ocr/file/json-long-name"),
            "<code class=\"breakable\"><span>https://</span><wbr><span>api.nn.ci/</span><wbr><span>ocr/</span><wbr><span>file/</span><wbr><span>json-long-name</span></code>"
        );
        assert_eq!(
            code("/opt/alist/data/temp/aria2/downloads"),
            "<code class=\"breakable\"><span>/opt/</span><wbr><span>alist/</span><wbr><span>data/</span><wbr><span>temp/</span><wbr><span>aria2/</span><wbr><span>downloads</span></code>"
        );
        assert_eq!(code("a<b>"), "<code>a&lt;b&gt;</code>");
        // The site's origin, filled in later: short here, any length on the page.
        assert_eq!(
            code("\u{E000}/tool/cb"),
            "<code class=\"breakable\"><span>\u{E000}/</span><wbr><span>tool/cb</span></code>"
        );
    }

    #[test]
    fn cells_carry_their_header_and_wide_tables_become_cards() {
        let md =
            "| Key | Type | Meaning |\n|---|:-:|---|\n| `ALIST_TOKEN_EXPIRES_IN` | int | how *long* |\n";
        let events: Vec<Event> =
            pulldown_cmark::Parser::new_ext(md, pulldown_cmark::Options::ENABLE_TABLES).collect();
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, rewrite(events).into_iter());
        assert!(html.starts_with("<div class=\"table-wrapper table-cards\" tabindex=\"0\"><table><thead><tr><th>Key</th><th style=\"text-align: center\">Type</th>"), "{html}");
        assert!(
            html.contains("<td data-label=\"Key\"><code>ALIST_TOKEN_EXPIRES_IN</code></td>"),
            "{html}"
        );
        assert!(
            html.contains("<td data-label=\"Type\" style=\"text-align: center\">int</td>"),
            "{html}"
        );
        assert!(
            html.contains("<td data-label=\"Meaning\">how <em>long</em></td>"),
            "{html}"
        );
        assert!(html.ends_with("</tbody></table></div>\n"), "{html}");
        let two = "| a | b |\n|---|---|\n| 1 | 2 |\n";
        let events: Vec<Event> =
            pulldown_cmark::Parser::new_ext(two, pulldown_cmark::Options::ENABLE_TABLES).collect();
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, rewrite(events).into_iter());
        assert!(
            html.starts_with("<div class=\"table-wrapper\" tabindex=\"0\">"),
            "{html}"
        );
    }
}
