//! HTML escaping for text and attribute values.

/// Escape `&`, `<`, `>`, `"` and `'`.
pub fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    push(&mut out, s);
    out
}

/// Append `s` to `out`, escaped.
pub fn push(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
}

/// Undo [`html`] (and the numeric entities it never writes but readers may): for text read back
/// out of markup this module wrote.
pub fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}
