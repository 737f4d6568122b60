//! A page's meta description: plain text of at most [`MAX_CHARS`] characters, from front-matter
//! `description` or the first paragraph of the rendered page (its outline's, so the HTML is not
//! read here).

/// Search engines show about this many characters; longer text is cut with "…".
pub const MAX_CHARS: usize = 160;

/// `text` cut to at most [`MAX_CHARS`] characters, "…" included. Cut at the last space of the
/// final stretch when there is one (English); text without spaces (Chinese) is cut between
/// characters.
pub fn shorten(text: &str) -> String {
    if text.chars().count() <= MAX_CHARS {
        return text.to_owned();
    }
    let head: String = text.chars().take(MAX_CHARS - 1).collect();
    // Only back up to a space within the last quarter; a long unbroken run is cut where it stands.
    let floor = head
        .char_indices()
        .nth(MAX_CHARS * 3 / 4)
        .map_or(0, |(i, _)| i);
    let cut = match head.rfind(char::is_whitespace) {
        Some(i) if i >= floor => crate::site::text::before(&head, i),
        _ => head.as_str(),
    };
    let cut = cut.trim_end_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | ':' | '，' | '、' | '；' | '：' | '(' | '（')
    });
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_english_is_cut_at_a_word_with_an_ellipsis() {
        let text = "word ".repeat(60);
        let short = shorten(text.trim());
        assert!(short.chars().count() <= MAX_CHARS, "{short}");
        assert!(short.ends_with("word…"), "{short}");
    }

    #[test]
    fn long_chinese_is_cut_between_characters() {
        let text = "中文文档".repeat(60);
        let short = shorten(&text);
        assert_eq!(short.chars().count(), MAX_CHARS);
        assert!(short.ends_with('…'));
        assert_eq!(shorten("短句。"), "短句。");
    }
}
