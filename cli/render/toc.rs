//! `[[toc]]`: the page's own table of contents in the text, levels 2–3 like the theme's default.

use super::escape;
use super::headers::Header;

/// What a `[[toc]]` paragraph becomes until the page's headings are all known.
pub const PLACEHOLDER: &str = "<!--docs:toc-->\n";

/// Deepest heading level listed.
const MAX_LEVEL: u8 = 3;

/// Replace every placeholder in `html` with the nested list of `headers`.
pub fn fill(html: String, headers: &[Header]) -> String {
    if !html.contains(PLACEHOLDER) {
        return html;
    }
    let mut nav = String::from("<nav class=\"table-of-contents\">");
    list(headers, &mut nav);
    nav.push_str("</nav>\n");
    html.replace(PLACEHOLDER, &nav)
}

fn list(headers: &[Header], out: &mut String) {
    let shown: Vec<&Header> = headers.iter().filter(|h| h.level <= MAX_LEVEL).collect();
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
        list(&h.children, out);
        out.push_str("</li>");
    }
    out.push_str("</ul>");
}
