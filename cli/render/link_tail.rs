//! Closing punctuation stays on the line of the external link it follows (issue 34 item 10).
//!
//! Browsers may break a line after an inline image, so the external-link icon let Chinese text
//! start a line with `）。` (and English with `).`); a word joiner does not stop Chromium there.
//! What does: `white-space` decides, on the nearest common ancestor of the two sides (and, in
//! Chromium, on the icon's own container). So the link and the punctuation after it go into one
//! `<span class="link-tail">` that does not wrap, while the link text inside wraps as before
//! (`styles/markdown.css`): the only place that can no longer break is icon-to-punctuation.

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

/// `html` with every external link that is directly followed by closing punctuation wrapped,
/// together with that punctuation, in a `link-tail` span.
pub fn keep(html: &str) -> String {
    const CLOSE: &str = "</a>";
    let end_marker = format!("{EXTERNAL_ICON}{CLOSE}");
    if !html.contains(&end_marker) {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    while let Some(at) = rest.find(&end_marker) {
        let link_end = at + end_marker.len();
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
}
