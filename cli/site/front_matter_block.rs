//! Checks on a page's front-matter text before YAML sees it: its size, YAML document markers inside
//! it, and a second YAML block right after it that Markdown would show as text.

use super::{front_matter, Diagnostic, Span};

/// Largest front-matter parsed; pages need a few hundred bytes, and a parser's cost can grow much
/// faster than its input.
pub const MAX_FRONT_MATTER_BYTES: usize = 64 * 1024;

/// The part of `yaml` to parse, or `None` when it is too large to parse at all. Findings go to
/// `out`. Line numbers count from the opening `---` (line 1).
pub fn bounded<'a>(path: &str, yaml: &'a str, out: &mut Vec<Diagnostic>) -> Option<&'a str> {
    if yaml.len() > MAX_FRONT_MATTER_BYTES {
        out.push(
            Diagnostic::error(
                "front-matter/too-large",
                Span::at(path, 2, 1),
                format!(
                    "front-matter is {} KB, over the {} KB limit; it was not parsed",
                    yaml.len().div_ceil(1024),
                    MAX_FRONT_MATTER_BYTES / 1024
                ),
            )
            .with_help("keep front-matter to page settings; move data to content/data/"),
        );
        return None;
    }
    let mut offset = 0;
    for (i, line) in yaml.split_inclusive('\n').enumerate() {
        let t = line.trim_end_matches(['\n', '\r']);
        let marker = t == "..." || t == "---" || t.starts_with("--- ") || t.starts_with("---\t");
        if marker {
            let ignored = super::text::after(yaml, offset)
                .lines()
                .skip(1)
                .filter(|l| !l.trim().is_empty())
                .count();
            out.push(
                Diagnostic::error(
                    "front-matter/multiple-documents",
                    Span::at(path, i as u32 + 2, 1),
                    format!(
                        "`{}` ends the YAML document inside the front-matter; the {ignored} line(s) after it up to the closing `---` are ignored",
                        t.split_whitespace().next().unwrap_or(t)
                    ),
                )
                .with_help("keep one YAML document between the two `---` lines"),
            );
            return Some(super::text::before(yaml, offset));
        }
        offset += line.len();
    }
    Some(yaml)
}

/// A finding when the body opens with `key: value` lines of front-matter keys closed by `---`: a
/// second YAML block the author meant as settings, which Markdown would show as a heading.
pub fn second_document(path: &str, body: &str, body_line: u32) -> Option<Diagnostic> {
    let mut keys = 0;
    for (i, line) in body.lines().enumerate() {
        let t = line.trim_end();
        if t.is_empty() && keys == 0 {
            continue;
        }
        if (t == "---" || t == "...") && keys > 0 {
            let keys = keys as u32;
            return Some(
                Diagnostic::error(
                    "front-matter/second-document",
                    Span::at(path, body_line + i as u32 - keys, 1),
                    format!("a second YAML block ({keys} line(s) closed by `{t}`) follows the front-matter and would be shown as text"),
                )
                .with_help("move these keys into the front-matter above"),
            );
        }
        let key = t.split_once(':').map(|(k, _)| k)?;
        if !front_matter::known_keys().iter().any(|k| k == key) {
            return None;
        }
        keys += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_inside_front_matter_are_a_finding_and_cut_the_yaml() {
        let mut out = Vec::new();
        let yaml = bounded("a.md", "title: A\n...\norder: 2\n", &mut out);
        assert_eq!(yaml, Some("title: A\n"));
        assert_eq!(out[0].rule, "front-matter/multiple-documents");
        assert_eq!(out[0].span.line, 3);
        assert!(out[0].message.contains("1 line(s)"), "{}", out[0].message);
    }

    #[test]
    fn oversized_front_matter_is_not_parsed() {
        let mut out = Vec::new();
        let big = "a: b\n".repeat(20_000);
        assert_eq!(bounded("a.md", &big, &mut out), None);
        assert_eq!(out[0].rule, "front-matter/too-large");
    }

    #[test]
    fn second_block_of_known_keys_is_reported() {
        let d = second_document("a.md", "order: 2\ntoc: false\n---\n# A\n", 4).unwrap();
        assert_eq!(d.rule, "front-matter/second-document");
        assert_eq!(d.span.line, 4);
        assert!(second_document("a.md", "Note: this is prose\n---\n", 4).is_none());
        assert!(second_document("a.md", "# Title\n\ntext\n", 4).is_none());
    }
}
