//! `%SITE_ORIGIN%` in a page stands for the address the site is served from (install commands that
//! download from this site). The renderer writes the public hostname in its place, inside
//! `<span class="docs-origin" data-origin>`; the web app rewrites that span to the reader's own
//! `location.origin`, so a command copied from a local `docs serve` or a mirror works there too.
//! Without a hostname the span starts empty (the command reads `/v3.sh` until the app fills it).

use super::escape;

/// What authors write.
pub const TOKEN: &str = "%SITE_ORIGIN%";

/// One private-use character stands for the token while the page renders: a single character is
/// never split by the syntax highlighter or the inline parser, so it comes out whole.
const MARK: char = '\u{E000}';

/// The page text with every token replaced by the internal mark.
pub fn mark(text: &str) -> String {
    if text.contains(TOKEN) {
        text.replace(TOKEN, &MARK.to_string())
    } else {
        text.to_owned()
    }
}

/// Rendered HTML with every mark replaced: a fillable span in text, the bare hostname inside a tag
/// (an attribute value cannot hold an element).
pub fn fill(html: String, hostname: Option<&str>) -> String {
    if !html.contains(MARK) {
        return html;
    }
    let host = escape::html(hostname.unwrap_or("").trim_end_matches('/'));
    let mut out = String::with_capacity(html.len() + 64);
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ => {}
        }
        if c != MARK {
            out.push(c);
        } else if in_tag {
            out.push_str(&host);
        } else {
            out.push_str("<span class=\"docs-origin\" data-origin>");
            out.push_str(&host);
            out.push_str("</span>");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{markdown, RenderOptions};

    #[test]
    fn text_inline_code_and_highlighted_code_get_one_fillable_span() {
        let page = "Get %SITE_ORIGIN%/v3.sh or `curl %SITE_ORIGIN%/v3.sh`.\n\n```bash\ncurl -fsSL %SITE_ORIGIN%/v3.sh -o v3.sh\n```\n";
        // No site, so no hostname: the spans start empty.
        let html = markdown(page, &RenderOptions::default()).html;
        assert_eq!(
            html.matches("<span class=\"docs-origin\" data-origin></span>/v3.sh")
                .count(),
            3,
            "{html}"
        );
        assert!(!html.contains(TOKEN) && !html.contains(MARK));
    }

    #[test]
    fn inside_a_tag_the_bare_host_is_written_and_without_one_the_span_is_empty() {
        let html = fill(
            format!("<a href=\"{MARK}/v3.sh\">{MARK}/v3.sh</a>"),
            Some("https://docs.io"),
        );
        assert_eq!(
            html,
            "<a href=\"https://docs.io/v3.sh\"><span class=\"docs-origin\" data-origin>https://docs.io</span>/v3.sh</a>"
        );
        let html = fill(format!("<code>{MARK}/v3.sh</code>"), None);
        assert_eq!(
            html,
            "<code><span class=\"docs-origin\" data-origin></span>/v3.sh</code>"
        );
    }
}
