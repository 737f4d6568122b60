//! HTML escaping for text and attribute values.

/// Escape `&`, `<`, `>`, `"` and `'`.
pub fn html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    push(&mut out, s);
    out
}

/// Append `s` to `out`, escaped. The text between the five characters is copied as one run (every
/// page's text and code passes here).
pub fn push(out: &mut String, s: &str) {
    replace_runs(out, s, &['&', '<', '>', '"', '\''], |c| match c {
        "&" => "&amp;",
        "<" => "&lt;",
        ">" => "&gt;",
        "\"" => "&quot;",
        _ => "&#39;",
    });
}

/// Make JSON text safe inside a `<script>` element: `<`, `>`, `&` and the two line separators
/// JavaScript once treated as line ends become `\u` escapes, so no title or label can close the
/// element, open a comment (`<!--`) or start another script. Those characters only occur inside
/// JSON strings, where the escapes mean the same characters.
pub fn script_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    replace_runs(
        &mut out,
        json,
        &['<', '>', '&', '\u{2028}', '\u{2029}'],
        |c| match c {
            "<" => "\\u003c",
            ">" => "\\u003e",
            "&" => "\\u0026",
            "\u{2028}" => "\\u2028",
            _ => "\\u2029",
        },
    );
    out
}

/// `s` onto `out` with each of `special` replaced by `with(it)`; the text between them is copied
/// as one run (a character at a time was a visible share of a big build).
fn replace_runs(out: &mut String, s: &str, special: &[char], with: impl Fn(&str) -> &'static str) {
    use crate::site::text::Cut;
    let mut done = 0;
    for (at, c) in s.match_indices(special) {
        out.push_str(s.between(done, at));
        out.push_str(with(c));
        done = at + c.len();
    }
    out.push_str(s.after(done));
}

/// `s`, escaped, with `<wbr>` where a long word may wrap ([`crate::site::text::word_breaks`] decides
/// where; the page data carries the same places for the app).
pub fn with_word_breaks(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for (i, part) in crate::site::text::word_breaks::parts(s)
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push_str("<wbr>");
        }
        push(&mut out, part);
    }
    out
}

#[cfg(test)]
mod word_break_tests {
    use super::with_word_breaks;

    #[test]
    fn breaks_are_drawn_between_escaped_parts() {
        assert_eq!(
            with_word_breaks("ChaoxingGroupCloud"),
            "Chaoxing<wbr>Group<wbr>Cloud"
        );
        assert_eq!(
            with_word_breaks("a_very_long_name<b>"),
            "a_<wbr>very_<wbr>long_<wbr>name&lt;b&gt;"
        );
        assert_eq!(with_word_breaks("Local & S3"), "Local &amp; S3");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random strings of the characters that matter in a `<script>` element: the escaped JSON
    /// never holds them raw and always reads back as the same string.
    #[test]
    fn script_json_never_holds_markup_and_round_trips() {
        let alphabet = [
            '<', '>', '&', '/', '!', '-', 's', '"', '\\', '\u{2028}', '\u{2029}', '中',
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..5_000 {
            let mut s = String::new();
            for _ in 0..(seed % 24) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                s.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            seed = seed.wrapping_add(0x9e37_79b9);
            let json = script_json(&serde_json::to_string(&s).unwrap());
            assert!(
                !json.contains(['<', '>', '&', '\u{2028}', '\u{2029}']),
                "{json}"
            );
            assert_eq!(serde_json::from_str::<String>(&json).unwrap(), s);
        }
    }
}

#[cfg(test)]
mod run_tests {
    use super::{html, script_json};

    #[test]
    fn special_characters_are_replaced_wherever_they_stand() {
        assert_eq!(html(""), "");
        assert_eq!(html("&"), "&amp;");
        assert_eq!(
            html("<a href=\"x\">中'文'</a>&&"),
            "&lt;a href=&quot;x&quot;&gt;中&#39;文&#39;&lt;/a&gt;&amp;&amp;"
        );
        assert_eq!(html("plain 文字 ✓"), "plain 文字 ✓");
        assert_eq!(
            script_json("{\"t\":\"</script>&\u{2028}中\u{2029}\"}"),
            "{\"t\":\"\\u003c/script\\u003e\\u0026\\u2028中\\u2029\"}"
        );
        assert_eq!(script_json("<<>>"), "\\u003c\\u003c\\u003e\\u003e");
    }
}
