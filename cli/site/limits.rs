//! Size limits on content, so the cost of loading, rendering and indexing stays bounded by
//! configuration (`maxPageSize` in site.yaml) rather than by whatever file lands in the folder.

use std::collections::HashMap;

use super::{Diagnostic, Span};

/// Cut every page longer than `max` bytes to its first `max` bytes (at a line end when there is
/// one), with a finding for each; the cut text is what is rendered, indexed and included.
pub fn cap_pages(
    texts: &mut HashMap<String, std::sync::Arc<str>>,
    max: usize,
    out: &mut Vec<Diagnostic>,
) {
    for (path, text) in texts.iter_mut() {
        if text.len() > max {
            out.push(too_large(
                path,
                text.len(),
                max,
                "only the first part is rendered and indexed",
            ));
            let cut = cut_point(text, max);
            *text = super::text::before(text, cut).into();
        }
    }
}

/// The finding for a file over the size limit; `what` says what happens to it.
pub fn too_large(path: &str, len: usize, max: usize, what: &str) -> Diagnostic {
    Diagnostic::error(
        "file/too-large",
        Span::at(path, 1, 1),
        format!(
            "file is {}, over the {} limit (`maxPageSize` in site.yaml); {what}",
            size(len),
            size(max)
        ),
    )
    .with_help("split the page, or raise `maxPageSize` in site.yaml")
}

/// The largest byte index ≤ `max` that ends a line, else the largest char boundary ≤ `max`.
fn cut_point(text: &str, max: usize) -> usize {
    let head = super::text::before(text, max);
    head.rfind('\n').map_or(head.len(), |i| i + 1)
}

fn size(bytes: usize) -> String {
    if bytes >= 1024 * 1024 {
        format!("{:.1} MB", bytes as f64 / (1024.0 * 1024.0))
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_page_is_cut_at_a_line_end_and_reported() {
        let mut texts = HashMap::from([
            ("big.md".to_owned(), "line\n".repeat(1000).into()),
            ("small.md".to_owned(), "# ok\n".into()),
        ]);
        let mut out = Vec::new();
        cap_pages(&mut texts, 2048, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].span.file, "big.md");
        assert!(texts["big.md"].len() <= 2048 && texts["big.md"].ends_with('\n'));
        assert_eq!(&*texts["small.md"], "# ok\n");
    }

    #[test]
    fn cut_never_splits_a_character() {
        let text = "中".repeat(1000);
        let cut = cut_point(&text, 1001);
        assert!(text.is_char_boundary(cut) && cut <= 1001);
    }
}
