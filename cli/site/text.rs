//! Facts about text that every stage shares (rendering, search, the TUI).

/// Whether a character is a CJK ideograph, kana or hangul: scripts written without spaces between
/// words, so each character counts as a word for reading time and is cut into bigrams for search.
pub fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{ac00}'..='\u{d7af}' | '\u{f900}'..='\u{faff}')
}
