//! Closing punctuation stays on the line of the external link it follows (issue 34 item 10).
//!
//! Browsers may break a line after an inline image, so the external-link icon let Chinese text
//! start a line with `）。` (and English with `).`); a word joiner does not stop Chromium there.
//! What does: `white-space` decides, on the nearest common ancestor of the two sides (and, in
//! Chromium, on the icon's own container). So the link and the punctuation after it go into one
//! `<span class="link-tail">` that does not wrap, while the link text inside wraps as before
//! (`styles/markdown.css`): the only place that can no longer break is icon-to-punctuation.
//!
//! Nor may the icon start a line (issue 59): the link text's last word and the icon go into one
//! `<span class="link-word">` that does not wrap, so the icon travels with the word it ends.

use super::links::EXTERNAL_ICON;
use crate::site::text::Cut;

/// Characters that must not start a line: closing brackets and quotes, and the marks that end a
/// clause or sentence, in CJK and ASCII forms.
fn closes(c: char) -> bool {
    super::cjk_punct::closes(c)
        || matches!(
            c,
            '”' | '’' | ')' | ']' | '}' | ',' | '.' | ';' | ':' | '!' | '?' | '"' | '\''
        )
}

/// U+2060, no break on either side and nothing drawn.
const WORD_JOINER: char = '\u{2060}';

/// Where the last word of a link's text begins in `before` (its HTML up to the icon); None when
/// the text ends with a tag or a space. A long run with no space (a URL) or Chinese text would not
/// fit a phone's line if it could not break: only its last character (or entity) joins the icon.
fn last_word(before: &str) -> Option<usize> {
    let mut start = before.len();
    let mut count = 0;
    for (i, c) in before.char_indices().rev() {
        if c.is_whitespace() || c == '>' {
            break;
        }
        start = i;
        count += 1;
    }
    if count == 0 {
        return None;
    }
    let word = before.after(start);
    if count <= 16 && !word.chars().any(|c| c as u32 >= 0x2E80) {
        return Some(start);
    }
    // An entity (`&amp;`) is never cut.
    if let Some(amp) = word.strip_suffix(';').and_then(|w| w.rfind('&')) {
        let name = word.between(amp + 1, word.len() - 1);
        if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '#') {
            return Some(start + amp);
        }
    }
    before.char_indices().next_back().map(|(i, _)| i)
}

/// `html` with the last word of every external link's text held to its icon, and every external
/// link that is directly followed by closing punctuation wrapped, together with that punctuation,
/// in a `link-tail` span.
pub fn keep(html: &str) -> String {
    hold_tails(&hold_last_words(html))
}

/// Each external link's last word and icon in one `link-word` span.
fn hold_last_words(html: &str) -> String {
    let end_marker = format!("{EXTERNAL_ICON}</a>");
    if !html.contains(&end_marker) {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(at) = rest.find(&end_marker) {
        let before = rest.before(at);
        // A link followed by closing punctuation is held by its `link-tail` span instead: Chromium
        // breaks before the punctuation when the icon sits in a span of the link's own.
        let tail = rest
            .after(at + end_marker.len())
            .chars()
            .next()
            .is_some_and(closes);
        match last_word(before).filter(|_| !tail) {
            Some(word) => {
                out.push_str(before.before(word));
                out.push_str("<span class=\"link-word\">");
                out.push_str(before.after(word));
                out.push_str(EXTERNAL_ICON);
                out.push_str("</span>");
            }
            None => {
                out.push_str(before);
                out.push_str(EXTERNAL_ICON);
            }
        }
        out.push_str("</a>");
        rest = rest.after(at + end_marker.len());
    }
    out.push_str(rest);
    out
}

/// Each external link followed by closing punctuation in one `link-tail` span with it.
fn hold_tails(html: &str) -> String {
    if !html.contains(EXTERNAL_ICON) {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(at) = rest.find(EXTERNAL_ICON) {
        // The link ends right after its icon, or after the `link-word` span that holds the icon.
        let after_icon = rest.after(at + EXTERNAL_ICON.len());
        let Some(close) = ["</span></a>", "</a>"]
            .into_iter()
            .find(|c| after_icon.starts_with(c))
        else {
            out.push_str(rest.before(at + EXTERNAL_ICON.len()));
            rest = after_icon;
            continue;
        };
        let link_end = at + EXTERNAL_ICON.len() + close.len();
        let tail_len: usize = rest
            .after(link_end)
            .chars()
            .take_while(|&c| closes(c))
            .map(char::len_utf8)
            .sum();
        // The link's own opening tag: the last `<a ` before its end (links do not nest).
        let open = rest.before(at).rfind("<a ").filter(|_| tail_len > 0);
        match open {
            Some(open) => {
                out.push_str(rest.before(open));
                out.push_str("<span class=\"link-tail\">");
                out.push_str(rest.between(open, link_end));
                // The span alone holds `）` and `。` (which no line may start with) but not `；` or
                // `：`: Chromium may break after the icon, an inline image, before those (issue
                // 59 item 10, /zh/guide/advanced/ipa.html at 375 px). A word joiner holds them.
                out.push(WORD_JOINER);
                out.push_str(rest.between(link_end, link_end + tail_len));
                out.push_str("</span>");
            }
            None => out.push_str(rest.before(link_end + tail_len)),
        }
        rest = rest.after(link_end + tail_len);
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{markdown, RenderOptions};

    #[test]
    fn punctuation_after_an_external_link_joins_it_and_other_text_does_not() {
        let html = markdown(
            "镜像 `x`（<https://hub.docker.com/r/x>）。容器 [a](https://a.io) 和 [b](/b.md)。See [c](https://c.io).\n",
            &RenderOptions::default(),
        )
        .html;
        assert!(
            html.contains(&format!(
                "（<span class=\"link-tail\"><a href=\"https://hub.docker.com/r/x\" target=\"_blank\" rel=\"noopener noreferrer\">https://hub.docker.com/r/x{EXTERNAL_ICON}</a>\u{2060}）。</span>容器"
            )),
            "{html}"
        );
        // Followed by a space: nothing to keep.
        assert!(html.contains(" <a href=\"https://a.io\""), "{html}");
        // An internal link has no icon and breaks as text does.
        assert!(html.contains("<a href=\"/b.html\">b</a>。"), "{html}");
        assert!(html.contains(&format!(
            "<span class=\"link-tail\"><a href=\"https://c.io\" target=\"_blank\" rel=\"noopener noreferrer\">c{EXTERNAL_ICON}</a>\u{2060}.</span>"
        )), "{html}");
    }

    #[test]
    fn the_icon_never_starts_a_line_alone() {
        let html = |md: &str| markdown(md, &RenderOptions::default()).html;
        let held =
            |word: &str| format!("<span class=\"link-word\">{word}{EXTERNAL_ICON}</span></a>");
        // A short last word joins the icon; the words before it still wrap.
        assert!(html("[the docker image](https://a.io) x\n")
            .contains(&format!(">the docker {}", held("image"))));
        // A Chinese link text or a long URL keeps only its last character with the icon.
        assert!(html("[阿里云盘文档](https://a.io) x\n")
            .contains(&format!(">阿里云盘文{}", held("档"))));
        assert!(html("<https://example.com/very/long/path>\n").contains(&held("h")));
        // An entity is held whole, never cut.
        assert!(html("[aaaaaaaaaaaaaaaaaaaa&](https://a.io)\n")
            .contains(&format!("aaaaaaaaaaaaaaaaaaaa{}", held("&amp;"))));
        // A link text that ends with markup keeps the icon as before.
        assert!(html("[`code`](https://a.io)\n").contains(&format!("</code>{EXTERNAL_ICON}</a>")));
        // An internal link has no icon and nothing held.
        assert!(!html("[a b](/b.md)\n").contains("link-word"));
    }
}
