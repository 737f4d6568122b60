//! Where a long title may wrap in narrow chrome (sidebar, TOC, prev/next cards): after `/`, `_` or
//! `-`, and between a lower-case letter and the upper-case one starting the next part of a camel-case
//! name (`Chaoxing|Group|Cloud`), never mid-word. Decided here only: the server's HTML puts `<wbr>`
//! between the [`parts`], and the page and locale data carry the same places as [`offsets`], so the
//! app draws them without a rule of its own and its DOM matches the server's.

/// Words at least this long get break opportunities; shorter ones fit any column.
const LONG_WORD: usize = 12;

/// `s` cut where a break may go; the parts put together are `s`. Most titles are one part.
pub fn parts(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut from = 0;
    let mut at = 0;
    for run in s.split_inclusive(char::is_whitespace) {
        let chars: Vec<(usize, char)> = run.char_indices().collect();
        let long = chars.iter().filter(|(_, c)| !c.is_whitespace()).count() >= LONG_WORD;
        for (k, &(i, c)) in chars.iter().enumerate() {
            let prev = k.checked_sub(1).map(|p| chars[p].1);
            let camel = c.is_uppercase() && prev.is_some_and(char::is_lowercase);
            if long && k > 0 && camel {
                out.extend(s.get(from..at + i));
                from = at + i;
            }
            let next_is_word = chars.get(k + 1).is_some_and(|(_, n)| n.is_alphanumeric());
            if long && k > 0 && matches!(c, '/' | '_' | '-') && next_is_word {
                let end = at + i + c.len_utf8();
                out.extend(s.get(from..end));
                from = end;
            }
        }
        at += run.len();
    }
    out.extend(s.get(from..));
    out
}

/// Where the breaks of `s` go, as UTF-16 offsets (what a JavaScript string's `slice` counts);
/// empty for a title without one, which the data then leaves out.
pub fn offsets(s: &str) -> Vec<usize> {
    let parts = parts(s);
    let mut at = 0;
    let mut out = Vec::with_capacity(parts.len().saturating_sub(1));
    for part in parts.iter().take(parts.len().saturating_sub(1)) {
        at += part.encode_utf16().count();
        out.push(at);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{offsets, parts};

    /// `text` with `|` where a break goes.
    fn shown(text: &str) -> String {
        parts(text).join("|")
    }

    #[test]
    fn long_words_break_at_separators_and_camel_case_only() {
        let vectors = [
            ("ChaoxingGroupCloud", "Chaoxing|Group|Cloud"),
            ("remove_empty_directory", "remove_|empty_|directory"),
            (
                "POST /api/fs/remove_empty_directory",
                "POST /api/|fs/|remove_|empty_|directory",
            ),
            (
                "POST /api/fs/add_offline_download",
                "POST /api/|fs/|add_|offline_|download",
            ),
            ("OneDrive", "OneDrive"),
            ("Local & S3", "Local & S3"),
            ("tls_insecure_skip_verify", "tls_|insecure_|skip_|verify"),
            (
                "中文标题没有断点也不会被拆开",
                "中文标题没有断点也不会被拆开",
            ),
            ("short_one", "short_one"),
            ("trailing_separator_", "trailing_|separator_"),
            ("", ""),
        ];
        for (text, want) in vectors {
            assert_eq!(shown(text), want, "{text}");
        }
    }

    /// The offsets count UTF-16 units, as the app's `slice` does: a letter outside the BMP counts
    /// two, a CJK one one.
    #[test]
    fn offsets_count_utf16_units() {
        assert_eq!(offsets("OneDrive"), Vec::<usize>::new());
        assert_eq!(offsets("remove_empty_directory"), vec![7, 13]);
        assert_eq!(offsets("𝐀𝐁𝐂𝐃𝐄𝐅_文件夹_名字很长很长"), vec![13, 17]);
        let text = "数据_remove_emptyDirectory";
        let units: Vec<u16> = text.encode_utf16().collect();
        let cut: Vec<String> = std::iter::once(0)
            .chain(offsets(text))
            .chain(std::iter::once(units.len()))
            .collect::<Vec<_>>()
            .windows(2)
            .map(|w| String::from_utf16(&units[w[0]..w[1]]).unwrap())
            .collect();
        assert_eq!(cut, parts(text));
    }

    /// Any text is cut into non-empty parts that put together give it back, and never panics: every
    /// number below 20,000 spelt in the alphabet's digits, repeated up to 40 characters.
    #[test]
    fn parts_always_give_the_text_back() {
        let alphabet = ['a', 'B', '_', '/', '-', ' ', '中', '𝐀', 'é', '\u{301}', 'Ω'];
        for n in 0..20_000usize {
            let mut digits = Vec::new();
            let mut rest = n;
            while rest > 0 {
                digits.push(alphabet[rest % alphabet.len()]);
                rest /= alphabet.len();
            }
            let s: String = digits.iter().cycle().take(n % 41).collect();
            assert_eq!(parts(&s).concat(), s);
            assert!(parts(&s).iter().all(|p| !p.is_empty()) || s.is_empty());
        }
    }
}
