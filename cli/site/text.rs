//! Facts about text that every stage shares (rendering, search, the TUI).

pub mod entities;
pub mod word_breaks;

/// Whether a character is a CJK ideograph, kana or hangul: scripts written without spaces between
/// words, so each character counts as a word for reading time and is cut into bigrams for search.
pub fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{ac00}'..='\u{d7af}' | '\u{f900}'..='\u{faff}')
}

// Byte offsets that come from arithmetic (the length of other text, a byte budget, `i + 1`) can land
// inside a character, and `&s[..at]` then panics on the user's text. These never panic: an offset
// past the end means the end, and one inside a character moves to a boundary, so an offset that is
// already a boundary gives exactly what the slice would. Text before an offset stops at the start of
// the character (a budget is not exceeded); text after it starts after the character (a scanner
// that steps past "one byte" still moves forward).

/// The text before byte `at`.
pub fn before(s: &str, at: usize) -> &str {
    split(s, at).0
}

/// The text from byte `at` on.
pub fn after(s: &str, at: usize) -> &str {
    s.get(ceil(s, at)..).unwrap_or("")
}

/// The text between bytes `from` and `to` (see [`after`] and [`before`]); empty where `to` comes
/// before `from`.
pub fn between(s: &str, from: usize, to: usize) -> &str {
    s.get(ceil(s, from)..floor(s, to)).unwrap_or("")
}

/// `s` cut in two at byte `at`, moved back to the start of its character: the two halves are all
/// of `s`.
pub fn split(s: &str, at: usize) -> (&str, &str) {
    s.split_at_checked(floor(s, at)).unwrap_or((s, ""))
}

// `str::floor_char_boundary` and `ceil_char_boundary` are newer than the crate's rust-version.

/// The boundary at or before `at` (the end when past it).
fn floor(s: &str, at: usize) -> usize {
    let mut at = at.min(s.len());
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The boundary at or after `at` (the end when past it).
fn ceil(s: &str, at: usize) -> usize {
    let mut at = at.min(s.len());
    while !s.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// The same cuts as methods, so `rest.before(at)` reads like the slice it replaces.
pub trait Cut {
    fn before(&self, at: usize) -> &str;
    fn after(&self, at: usize) -> &str;
    fn between(&self, from: usize, to: usize) -> &str;
}

impl Cut for str {
    fn before(&self, at: usize) -> &str {
        before(self, at)
    }
    fn after(&self, at: usize) -> &str {
        after(self, at)
    }
    fn between(&self, from: usize, to: usize) -> &str {
        between(self, from, to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_move_back_to_a_character_boundary() {
        let s = "a中b";
        assert_eq!(before(s, 2), "a");
        assert_eq!(after(s, 2), "b");
        assert_eq!(after(s, 1), "中b");
        assert_eq!(between(s, 1, 4), "中");
        assert_eq!(between(s, 2, 5), "b");
        assert_eq!(split(s, 2), ("a", "中b"));
        assert_eq!(between(s, 4, 1), "");
        assert_eq!(split(s, 99), (s, ""));
        for at in 0..=s.len() + 1 {
            let (head, tail) = split(s, at);
            assert_eq!(format!("{head}{tail}"), s);
        }
    }
}
