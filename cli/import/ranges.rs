//! Line-range includes (`<!-- @include: ./x.md{3-10} -->`) of files the import rewrote: the range
//! counts lines of the original file, but the import removes front-matter keys, converts
//! components and containers, so the same numbers would select other lines of the rewritten file.
//! Each original line is followed to the rewritten file (a line-by-line alignment of the two),
//! and the range is renumbered to cover what those lines became. `#region` includes need nothing:
//! the region markers are comment lines the conversion keeps.

use std::collections::HashMap;
use std::path::Path;

use super::aliases;
use super::report::{Action, Finding};
use super::{Content, OutFile};
use crate::render::include::Fence;

/// Past this many cells (original lines × rewritten lines left after the common start and end
/// are set aside) the alignment is not attempted: the range stays and the report says so.
const MAX_CELLS: usize = 4_000_000;

/// Renumber the line ranges of includes in `files` whose target the import rewrote; `source` is
/// the VuePress folder the originals are read from.
pub fn renumber(files: &mut [OutFile], source: &Path, findings: &mut Vec<Finding>) {
    let rewritten: HashMap<String, usize> = files
        .iter()
        .enumerate()
        .filter(|(_, f)| f.path.ends_with(".md") && matches!(f.content, Content::Bytes(_)))
        .map(|(i, f)| (f.path.clone(), i))
        .collect();
    // Alignments are computed once per included file.
    let mut maps: HashMap<String, Option<LineMap>> = HashMap::new();
    for index in 0..files.len() {
        let Some(text) = md_text(&files[index]).filter(|t| t.contains("@include:")) else {
            continue;
        };
        let page = files[index].path.clone();
        let dir = page.rsplit_once('/').map_or("", |(d, _)| d);
        let mut out = String::with_capacity(text.len());
        let mut changed = false;
        let mut fence = Fence::default();
        for (n, line) in text.split_inclusive('\n').enumerate() {
            let ranged = (!fence.inside_after(line))
                .then(|| ranged_include(line))
                .flatten();
            let Some(include) = ranged else {
                out.push_str(line);
                continue;
            };
            let target = crate::render::links::normalize(&format!("{dir}/{}", include.path));
            let Some(&at) = rewritten.get(&target) else {
                out.push_str(line);
                continue;
            };
            let map = maps.entry(target.clone()).or_insert_with(|| {
                let original = std::fs::read_to_string(source.join(&target)).ok()?;
                LineMap::new(&original, md_text(&files[at])?)
            });
            let renumbered = match map {
                Some(map) => Some(map.range(include.from, include.to)),
                None => {
                    findings.push(Finding {
                        file: page.clone(),
                        line: Some(n as u32 + 1),
                        message: format!("the line range of `{}` still counts lines of the original: `{target}` is too long to follow line by line", include.path),
                        action: Action::NotConverted,
                    });
                    None
                }
            };
            match renumbered.filter(|r| *r != (include.from, include.to)) {
                Some((from, to)) => {
                    let range = |n: Option<usize>| n.map(|n| n.to_string()).unwrap_or_default();
                    let new = format!("{{{}-{}}}", range(from), range(to));
                    out.push_str(line.get(..include.start).unwrap_or_default());
                    out.push_str(&new);
                    out.push_str(line.get(include.end..).unwrap_or_default());
                    findings.push(Finding {
                        file: page.clone(),
                        line: Some(n as u32 + 1),
                        message: format!("include of `{}`: line range `{}` renumbered to `{new}`, the same lines in the converted file", include.path, line.get(include.start..include.end).unwrap_or_default()),
                        action: Action::Converted,
                    });
                    changed = true;
                }
                None => out.push_str(line),
            }
        }
        if changed {
            files[index].content = Content::Bytes(out.into_bytes());
        }
    }
}

fn md_text(file: &OutFile) -> Option<&str> {
    match &file.content {
        Content::Bytes(bytes) if file.path.ends_with(".md") => std::str::from_utf8(bytes).ok(),
        _ => None,
    }
}

/// An include with a line range: its path, the range (1-based, inclusive, either side open) and
/// the byte span of `{…}` in the line.
#[derive(Debug, PartialEq)]
struct RangedInclude<'a> {
    path: &'a str,
    from: Option<usize>,
    to: Option<usize>,
    start: usize,
    end: usize,
}

fn ranged_include(line: &str) -> Option<RangedInclude<'_>> {
    let (path_start, path_end, kind) = aliases::path_in(line)?;
    if kind != aliases::Kind::Include {
        return None;
    }
    let rest = line.get(path_end..)?;
    let inner = rest.strip_prefix('{')?;
    let close = inner.find('}')?;
    let range = inner.get(..close)?;
    let (a, b) = range.split_once('-').unwrap_or((range, range));
    let number = |s: &str| -> Option<Option<usize>> {
        let s = s.trim();
        if s.is_empty() {
            Some(None)
        } else {
            s.parse().ok().map(Some)
        }
    };
    Some(RangedInclude {
        path: line.get(path_start..path_end)?,
        from: number(a)?,
        to: number(b)?,
        start: path_end,
        end: path_end + close + 2,
    })
}

/// Where each line of an original file went in its rewritten form.
struct LineMap {
    /// For each original line (0-based), the rewritten line it is unchanged in, if any.
    kept: Vec<Option<usize>>,
    /// Lines of the rewritten file.
    len: usize,
}

impl LineMap {
    /// The alignment of `original` with `rewritten` (a longest common subsequence of lines);
    /// `None` when it would cost more than [`MAX_CELLS`].
    fn new(original: &str, rewritten: &str) -> Option<Self> {
        let a: Vec<&str> = original.lines().collect();
        let b: Vec<&str> = rewritten.lines().collect();
        let head = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
        let tail = a[head..]
            .iter()
            .rev()
            .zip(b[head..].iter().rev())
            .take_while(|(x, y)| x == y)
            .count();
        let (mid_a, mid_b) = (&a[head..a.len() - tail], &b[head..b.len() - tail]);
        if mid_a.len().saturating_mul(mid_b.len()) > MAX_CELLS {
            return None;
        }
        let mut kept: Vec<Option<usize>> = (0..head).map(Some).collect();
        kept.extend(lcs(mid_a, mid_b).into_iter().map(|m| m.map(|j| j + head)));
        kept.extend((0..tail).map(|k| Some(b.len() - tail + k)));
        Some(Self { kept, len: b.len() })
    }

    /// The 1-based inclusive range of the rewritten file holding what original lines
    /// `from..=to` became (an open side stays open). A range that selected nothing (past the
    /// end) or only lines the import removed becomes one past the rewritten file's end, which
    /// selects nothing there either.
    fn range(&self, from: Option<usize>, to: Option<usize>) -> (Option<usize>, Option<usize>) {
        let nothing = (Some(self.len + 1), Some(self.len + 1));
        let last = self.kept.len();
        let first = from.unwrap_or(1).max(1) - 1;
        let end = to.unwrap_or(last).min(last);
        if end <= first {
            // Past the end of both files: the numbers as written already select nothing.
            let still_past = first >= last && from.is_some_and(|n| n > self.len);
            return if still_past { (from, to) } else { nothing };
        }
        // A changed line maps to the whole stretch between its unchanged neighbours.
        let start = match self.kept.get(first).copied().flatten() {
            Some(j) => j,
            None => self
                .kept
                .get(..first)
                .unwrap_or_default()
                .iter()
                .rev()
                .find_map(|k| *k)
                .map_or(0, |j| j + 1),
        };
        let stop = match self.kept.get(end - 1).copied().flatten() {
            Some(j) => j + 1,
            None => self
                .kept
                .get(end..)
                .unwrap_or_default()
                .iter()
                .find_map(|k| *k)
                .unwrap_or(self.len),
        };
        if stop <= start {
            return nothing;
        }
        (from.map(|_| start + 1), to.map(|_| stop))
    }
}

/// For each line of `a`, the line of `b` it is matched with in a longest common subsequence.
fn lcs(a: &[&str], b: &[&str]) -> Vec<Option<usize>> {
    let (n, m) = (a.len(), b.len());
    // lengths[i * (m + 1) + j]: LCS length of a[i..] and b[j..].
    let mut lengths = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lengths[i * (m + 1) + j] = if a[i] == b[j] {
                lengths[(i + 1) * (m + 1) + j + 1] + 1
            } else {
                lengths[(i + 1) * (m + 1) + j].max(lengths[i * (m + 1) + j + 1])
            };
        }
    }
    let mut out = vec![None; n];
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i] == b[j] {
            out[i] = Some(j);
            i += 1;
            j += 1;
        } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_follows_its_lines_past_removed_front_matter_and_replaced_blocks() {
        let original = "---\ntitle: T\nredirectFrom:\n  - /a\n  - /b\n---\n\none\n<Vue>\nx\n</Vue>\ntwo\nthree\n";
        let rewritten = "---\ntitle: T\n---\n\none\n> note\ntwo\nthree\n";
        let map = LineMap::new(original, rewritten).unwrap();
        // `one`..`two` (8-12) became 5-7; the replaced block maps to its note.
        assert_eq!(map.range(Some(8), Some(12)), (Some(5), Some(7)));
        assert_eq!(map.range(Some(9), Some(11)), (Some(6), Some(6)));
        assert_eq!(map.range(Some(12), None), (Some(7), None));
        assert_eq!(map.range(None, Some(8)), (None, Some(5)));
        // Lines the import removed, and lines past the end, select nothing, as they did.
        assert_eq!(map.range(Some(3), Some(5)), (Some(9), Some(9)));
        assert_eq!(map.range(Some(20), Some(30)), (Some(20), Some(30)));
        assert_eq!(map.range(Some(14), None), (Some(14), None));
        // Past the original's end but inside the rewritten file: moved past its end too.
        let longer = LineMap::new("a\n", "a\nb\nc\n").unwrap();
        assert_eq!(longer.range(Some(2), Some(3)), (Some(4), Some(4)));
    }

    #[test]
    fn ranged_includes_parse_and_others_do_not() {
        let line = "<!-- @include: ./x.md{3-10} -->\n";
        let found = ranged_include(line).unwrap();
        assert_eq!(
            (found.path, found.from, found.to),
            ("./x.md", Some(3), Some(10))
        );
        assert_eq!(line.get(found.start..found.end), Some("{3-10}"));
        assert_eq!(
            ranged_include("<!-- @include: ./x.md{-4} -->").map(|f| (f.from, f.to)),
            Some((None, Some(4)))
        );
        assert_eq!(
            ranged_include("<!-- @include: ./x.md{7} -->").map(|f| (f.from, f.to)),
            Some((Some(7), Some(7)))
        );
        assert!(ranged_include("<!-- @include: ./x.md#part -->").is_none());
        assert!(ranged_include("<!-- @include: ./x.md -->").is_none());
        assert!(ranged_include("<!-- @include: ./x.md{a-b} -->").is_none());
    }
}
