//! Glob patterns over `/`-separated paths relative to the content root, for site.yaml `exclude:`.
//! `*` is any run of characters within one path segment, `?` one character of a segment, and a
//! whole segment `**` any number of segments (none included): `**/TODO.md` is `TODO.md` in every
//! folder, `drafts/**` everything under `drafts/`. Anything else matches itself.

/// Whether `path` (`guide/a.snippet.md`) matches `pattern` (`**/*.snippet.md`). A leading `./` or
/// `/` on the pattern means the content root, as a pattern always does.
pub fn matches(pattern: &str, path: &str) -> bool {
    let pattern = pattern.trim_start_matches("./").trim_start_matches('/');
    let pattern: Vec<&str> = pattern.split('/').collect();
    let path: Vec<&str> = path.split('/').collect();
    wildcard(
        &pattern,
        &path,
        |p| *p == "**",
        |p, segment| segment_matches(p, segment),
    )
}

/// One segment against one segment pattern (`*.snippet.md`, `v?.md`).
fn segment_matches(pattern: &str, segment: &str) -> bool {
    let pattern: Vec<char> = pattern.chars().collect();
    let segment: Vec<char> = segment.chars().collect();
    wildcard(
        &pattern,
        &segment,
        |c| *c == '*',
        |p, c| *p == '?' || p == c,
    )
}

/// Match `text` against `pattern`, where a star item stands for any run of items and every other
/// item must match one (`one`). Greedy with one backtrack point, the usual wildcard walk: at most
/// pattern × text steps, whatever the input.
fn wildcard<P, T>(
    pattern: &[P],
    text: &[T],
    is_star: impl Fn(&P) -> bool,
    one: impl Fn(&P, &T) -> bool,
) -> bool {
    let (mut p, mut t) = (0, 0);
    // After the last star seen: where the pattern resumes, and the text item the star took up to.
    let mut resume: Option<(usize, usize)> = None;
    while t < text.len() {
        match pattern.get(p) {
            Some(item) if is_star(item) => {
                resume = Some((p + 1, t));
                p += 1;
            }
            Some(item) if one(item, &text[t]) => {
                p += 1;
                t += 1;
            }
            _ => match resume {
                // Let the last star take one more item and try again from there.
                Some((after_star, taken)) => {
                    resume = Some((after_star, taken + 1));
                    p = after_star;
                    t = taken + 1;
                }
                None => return false,
            },
        }
    }
    pattern
        .get(p..)
        .is_some_and(|rest| rest.iter().all(is_star))
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn stars_stay_in_their_segment_and_double_stars_cross_folders() {
        for (pattern, path) in [
            ("**/*.snippet.md", "a.snippet.md"),
            ("**/*.snippet.md", "guide/deep/a.snippet.md"),
            ("**/TODO.md", "TODO.md"),
            ("**/TODO.md", "zh/guide/TODO.md"),
            ("drafts/**", "drafts/a.md"),
            ("drafts/**", "drafts/x/y.md"),
            ("guide/*.md", "guide/a.md"),
            ("guide/v?.md", "guide/v2.md"),
            ("./notes/*.md", "notes/a.md"),
            ("zh/**/草稿.md", "zh/指南/草稿.md"),
            ("**", "a/b.md"),
        ] {
            assert!(matches(pattern, path), "{pattern} should match {path}");
        }
        for (pattern, path) in [
            ("*.snippet.md", "guide/a.snippet.md"),
            ("guide/*.md", "guide/x/a.md"),
            ("drafts/**", "drafts-old/a.md"),
            ("**/TODO.md", "NOTTODO.md"),
            ("guide/v?.md", "guide/v10.md"),
            ("guide/v?.md", "guide/v.md"),
            ("a.md", "a.mdx"),
        ] {
            assert!(!matches(pattern, path), "{pattern} should not match {path}");
        }
    }

    #[test]
    fn many_stars_cost_no_more_than_pattern_times_path() {
        let pattern = "*a".repeat(200) + "b";
        let path = "a".repeat(5_000);
        assert!(!matches(&pattern, &path));
        let pattern = "**/".repeat(200) + "x.md";
        let path = "a/".repeat(2_000) + "y.md";
        assert!(!matches(&pattern, &path));
    }
}
