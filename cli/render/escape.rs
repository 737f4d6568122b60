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

/// Make JSON text safe inside a `<script>` element: `<`, `>`, `&` and the two line separators
/// JavaScript once treated as line ends become `\u` escapes, so no title or label can close the
/// element, open a comment (`<!--`) or start another script. Those characters only occur inside
/// JSON strings, where the escapes mean the same characters.
pub fn script_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            _ => out.push(c),
        }
    }
    out
}

/// Words at least this long get break opportunities in narrow chrome (sidebar, prev/next cards).
const LONG_WORD: usize = 12;

/// `s`, escaped, with `<wbr>` where a long word may wrap without being cut mid-word: after `/`, `_`
/// or `-`, and between a lower-case letter and the upper-case one starting the next part of a
/// camel-case name (`Chaoxing<wbr>Group<wbr>Cloud`). The front end's `wordBreaks` follows the same
/// rule, so the prerendered chrome and the app's agree.
pub fn with_word_breaks(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for run in s.split_inclusive(char::is_whitespace) {
        let chars: Vec<char> = run.chars().collect();
        let long = chars.iter().filter(|c| !c.is_whitespace()).count() >= LONG_WORD;
        for (k, &c) in chars.iter().enumerate() {
            if long && k > 0 && c.is_uppercase() && chars[k - 1].is_lowercase() {
                out.push_str("<wbr>");
            }
            let mut buf = [0u8; 4];
            push(&mut out, c.encode_utf8(&mut buf));
            let next_is_word = chars.get(k + 1).is_some_and(|n| n.is_alphanumeric());
            if long && k > 0 && matches!(c, '/' | '_' | '-') && next_is_word {
                out.push_str("<wbr>");
            }
        }
    }
    out
}

#[cfg(test)]
mod word_break_tests {
    use super::with_word_breaks;

    #[test]
    fn long_words_break_at_separators_and_camel_case() {
        assert_eq!(
            with_word_breaks("ChaoxingGroupCloud"),
            "Chaoxing<wbr>Group<wbr>Cloud"
        );
        assert_eq!(
            with_word_breaks("remove_empty_directory"),
            "remove_<wbr>empty_<wbr>directory"
        );
        assert_eq!(with_word_breaks("OneDrive"), "OneDrive");
        assert_eq!(with_word_breaks("Local & S3"), "Local &amp; S3");
    }

    /// The app's `wordBreaks` reads the same vectors: the server's chrome and the app's break alike.
    #[test]
    fn word_breaks_match_the_shared_vectors() {
        let vectors: Vec<(String, String)> = serde_json::from_str(include_str!(
            "../../embedded-web/src/lib/wordBreaks.vectors.json"
        ))
        .unwrap();
        for (text, shown) in vectors {
            let html = with_word_breaks(&text).replace("<wbr>", "|");
            assert_eq!(html.replace("&amp;", "&"), shown, "{text}");
        }
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
