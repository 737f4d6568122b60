//! Turning a content file's bytes into text: UTF-8 only. UTF-16/UTF-32 files and files with NUL
//! bytes are refused with a finding naming the problem, instead of being loaded as garbage.

use super::{Diagnostic, Span};

/// What to do with one file's bytes.
pub enum Decoded {
    /// Text to load; a finding may come with it (invalid UTF-8 shown as U+FFFD).
    Text(String, Option<Diagnostic>),
    /// Not loaded; the finding says why.
    Refused(Diagnostic),
}

/// Decode `bytes` of the file at `path`.
pub fn decode(path: &str, bytes: &[u8]) -> Decoded {
    if let Some(encoding) = wide_encoding(bytes) {
        return Decoded::Refused(
            Diagnostic::error(
                "file/encoding",
                Span::at(path, 1, 1),
                format!("file is encoded as {encoding}, not UTF-8; it is not loaded"),
            )
            .with_help("save the file as UTF-8"),
        );
    }
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        let (line, column) = position(&bytes[..offset]);
        return Decoded::Refused(
            Diagnostic::error(
                "file/nul-byte",
                Span::at(path, line, column),
                format!("file contains a NUL byte (offset {offset}); it is not loaded"),
            )
            .with_help("a text file never contains NUL; remove it or move binary files to public/"),
        );
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoded::Text(text.to_owned(), None),
        Err(err) => {
            let offset = err.valid_up_to();
            let (line, _) = position(&bytes[..offset]);
            let text = String::from_utf8_lossy(bytes).into_owned();
            let finding = Diagnostic::error(
                "file/invalid-utf8",
                Span::at(path, line, 1),
                format!("file is not valid UTF-8 (bad byte at offset {offset})"),
            )
            .with_help("save the file as UTF-8; the bad bytes are shown as U+FFFD until then");
            // Keep the page (with replacement characters) so nothing that links to it breaks.
            Decoded::Text(text, Some(finding))
        }
    }
}

/// UTF-16 or UTF-32 by byte-order mark, or UTF-16 without one (NULs at every other byte of ASCII).
fn wide_encoding(bytes: &[u8]) -> Option<&'static str> {
    // UTF-32 first: its little-endian mark starts with the UTF-16 one.
    if bytes.starts_with(&[0xFF, 0xFE, 0, 0]) {
        return Some("UTF-32LE");
    }
    if bytes.starts_with(&[0, 0, 0xFE, 0xFF]) {
        return Some("UTF-32BE");
    }
    if bytes.starts_with(&[0xFF, 0xFE]) {
        return Some("UTF-16LE");
    }
    if bytes.starts_with(&[0xFE, 0xFF]) {
        return Some("UTF-16BE");
    }
    let head = &bytes[..bytes.len().min(64) & !1];
    if head.len() < 4 {
        return None;
    }
    let zero_at = |parity: usize| {
        head.chunks(2)
            .filter(|pair| pair[parity] == 0 && pair[1 - parity] != 0)
            .count()
    };
    let pairs = head.len() / 2;
    // Mostly-ASCII text in UTF-16 has a zero in one half of nearly every pair.
    if zero_at(1) * 4 >= pairs * 3 {
        Some("UTF-16LE")
    } else if zero_at(0) * 4 >= pairs * 3 {
        Some("UTF-16BE")
    } else {
        None
    }
}

/// 1-based (line, column) just after `before`.
fn position(before: &[u8]) -> (u32, u32) {
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count() as u32
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16le(s: &str, bom: bool) -> Vec<u8> {
        let mut out = if bom { vec![0xFF, 0xFE] } else { Vec::new() };
        out.extend(s.encode_utf16().flat_map(u16::to_le_bytes));
        out
    }

    fn refused_rule(bytes: Vec<u8>) -> Option<(&'static str, String)> {
        match decode("a.md", &bytes) {
            Decoded::Refused(d) => Some((d.rule, d.message)),
            Decoded::Text(..) => None,
        }
    }

    #[test]
    fn utf16_with_or_without_bom_is_refused_and_named() {
        for bom in [true, false] {
            let (rule, message) = refused_rule(utf16le("---\ntitle: A\n---\n# A\n", bom)).unwrap();
            assert_eq!(rule, "file/encoding");
            assert!(message.contains("UTF-16LE"), "{message}");
        }
        let be: Vec<u8> = "# Big end\n"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        assert!(refused_rule(be).unwrap().1.contains("UTF-16BE"));
    }

    #[test]
    fn nul_byte_is_refused_with_its_position() {
        match decode("a.md", b"# A\nab\0c\n") {
            Decoded::Refused(d) => {
                assert_eq!(d.rule, "file/nul-byte");
                assert_eq!((d.span.line, d.span.column), (2, 3));
            }
            Decoded::Text(..) => panic!("NUL byte accepted"),
        }
    }

    #[test]
    fn utf8_text_and_chinese_are_loaded() {
        assert!(matches!(
            decode("a.md", "# 中文标题\n".as_bytes()),
            Decoded::Text(_, None)
        ));
        assert!(matches!(
            decode("a.md", &[b'a', 0xFF, b'\n']),
            Decoded::Text(_, Some(_))
        ));
    }
}
