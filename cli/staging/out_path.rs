//! Paths inside an output folder. Every file `docs build` and `docs import` write is named by an
//! [`OutPath`]: relative, `/`-separated, no `.`, `..` or empty segment, no backslash, no NUL or
//! other control character. Joining one to the output root therefore never leaves the root, from
//! whatever source the path came (a page's route, a redirect, a permalink, a public file).

use std::fmt;
use std::path::{Path, PathBuf};

/// A path that stays inside the folder it is joined to.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OutPath(String);

/// Why a path was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("it is empty")]
    Empty,
    #[error("it has a `..` segment, which climbs out of the folder")]
    Climbs,
    #[error("it has a `.` or empty segment")]
    OddSegment,
    #[error("it has a backslash")]
    Backslash,
    #[error("it has a control character")]
    Control,
    #[error("a percent escape in it decodes to `.`, `/`, `\\` or a control character")]
    EncodedEscape,
}

impl OutPath {
    /// Check a path relative to the output root (`guide/x.html`, `assets/a.js`).
    pub fn new(rel: &str) -> Result<Self, Refusal> {
        check(rel)?;
        Ok(Self(rel.to_owned()))
    }

    /// The file a site route is answered from: `/` → `index.html`, `/guide/` → `guide/index.html`,
    /// `/a.html` → `a.html`, `/old` → `old.html` (hosts with extensionless URLs look there).
    pub fn of_route(route: &str) -> Result<Self, Refusal> {
        let rel = route.trim_start_matches('/');
        let file = if rel.is_empty() || rel.ends_with('/') {
            format!("{rel}index.html")
        } else if rel.ends_with(".html") {
            rel.to_owned()
        } else {
            format!("{rel}.html")
        };
        check(&file)?;
        Ok(Self(file))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// `root` joined with this path; always inside `root`.
    pub fn under(&self, root: &Path) -> PathBuf {
        root.join(&self.0)
    }
}

impl fmt::Display for OutPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn check(rel: &str) -> Result<(), Refusal> {
    if rel.is_empty() {
        return Err(Refusal::Empty);
    }
    if rel.contains('\\') {
        return Err(Refusal::Backslash);
    }
    if rel.chars().any(char::is_control) {
        return Err(Refusal::Control);
    }
    for segment in rel.split('/') {
        match segment {
            ".." => return Err(Refusal::Climbs),
            "" | "." => return Err(Refusal::OddSegment),
            _ => {}
        }
    }
    Ok(())
}

/// Check a site path as a reader's browser or a static host will see it: the segments of `path`
/// after percent-decoding must not climb, be `.`, hold a separator or a control character. Used
/// for routes written by authors (redirects, the base path), where `%2e%2e` means `..` to a host.
pub fn check_decoded(path: &str) -> Result<(), Refusal> {
    for segment in path.split('/') {
        if !segment.contains('%') {
            continue;
        }
        let decoded = percent_encoding::percent_decode_str(segment).collect::<Vec<u8>>();
        let decoded = String::from_utf8_lossy(&decoded);
        if decoded == "." || decoded == ".." {
            return Err(Refusal::EncodedEscape);
        }
        if decoded.contains(['/', '\\']) || decoded.chars().any(char::is_control) {
            return Err(Refusal::EncodedEscape);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_map_to_files_inside_the_root() {
        let file = |r| OutPath::of_route(r).map(|p| p.0);
        assert_eq!(file("/").unwrap(), "index.html");
        assert_eq!(file("/guide/").unwrap(), "guide/index.html");
        assert_eq!(file("/guide/x.html").unwrap(), "guide/x.html");
        assert_eq!(file("/old").unwrap(), "old.html");
        assert_eq!(file("/../../PWNED.html"), Err(Refusal::Climbs));
        assert_eq!(file("/a/./b.html"), Err(Refusal::OddSegment));
        assert_eq!(file("/a//b.html"), Err(Refusal::OddSegment));
        assert_eq!(file("/a\\..\\b"), Err(Refusal::Backslash));
        assert_eq!(file("/a\0b"), Err(Refusal::Control));
    }

    #[test]
    fn encoded_dots_and_separators_are_refused() {
        for bad in ["/%2e%2e/x", "/%2E/", "/a%2fb/", "/%00/", "/%0a/", "/a%5cb"] {
            assert!(check_decoded(bad).is_err(), "{bad}");
        }
        for fine in ["/repo/", "/a%20b/", "/%E4%B8%AD/", "/a.b/"] {
            assert!(check_decoded(fine).is_ok(), "{fine}");
        }
    }

    /// Random paths built from the characters that matter: whatever is accepted stays inside.
    #[test]
    fn whatever_is_accepted_never_leaves_the_root() {
        let alphabet = ['a', '.', '/', '\\', '\0', '%', '2', 'e', ' ', '中'];
        let root = Path::new("/out/root");
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 12) as usize;
            let mut s = String::new();
            let mut x = seed;
            for _ in 0..len {
                s.push(alphabet[(x % alphabet.len() as u64) as usize]);
                x /= alphabet.len() as u64;
                if x == 0 {
                    x = seed.rotate_left(17);
                }
            }
            for p in [OutPath::new(&s), OutPath::of_route(&s)]
                .into_iter()
                .flatten()
            {
                let joined = p.under(root);
                let mut depth = 0i32;
                for c in joined.strip_prefix(root).unwrap().components() {
                    match c {
                        std::path::Component::Normal(_) => depth += 1,
                        other => panic!("{s:?} gave {other:?}"),
                    }
                }
                assert!(depth >= 1, "{s:?}");
            }
        }
    }
}
