//! `[[toc]]`: the page's own table of contents in the text, to the page's `headerDepth` (h2 and h3
//! by default, like the theme).

use super::escape;
use super::headers::Header;

/// What a `[[toc]]` paragraph becomes until the page's headings are all known.
pub const PLACEHOLDER: &str = "<!--docs:toc-->\n";

/// Replace every placeholder in `html` with the nested list of `headers` down to `depth` (headings
/// of level ≤ depth + 1, as the page's TOC shows them: `document::parts::headings`).
pub fn fill(html: String, headers: &[Header], depth: u8) -> String {
    if !html.contains(PLACEHOLDER) {
        return html;
    }
    let mut nav = String::from("<nav class=\"table-of-contents\">");
    list(headers, depth.saturating_add(1), &mut nav);
    nav.push_str("</nav>\n");
    html.replace(PLACEHOLDER, &nav)
}

fn list(headers: &[Header], max_level: u8, out: &mut String) {
    let shown: Vec<&Header> = headers.iter().filter(|h| h.level <= max_level).collect();
    if shown.is_empty() {
        return;
    }
    out.push_str("<ul>");
    for h in shown {
        out.push_str(&format!(
            "<li><a href=\"#{}\">{}</a>",
            escape::html(&h.slug),
            escape::html(&h.title)
        ));
        list(&h.children, max_level, out);
        out.push_str("</li>");
    }
    out.push_str("</ul>");
}
