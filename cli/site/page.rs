//! One Markdown page: where it lives, its route, front-matter and body.

use std::sync::Arc;

use serde::Serialize;

use super::front_matter::FrontMatter;
use super::git::GitInfo;

/// What `file` of a generated page (the blog's lists, [`super::blog`]) starts with; a content
/// file's path never does (it is relative, and ends in `.md` where a generated page's ends in its
/// route's `/` or `.html`).
pub const GENERATED: &str = "blog:";

/// A page's Markdown after its front-matter block: a view into the file's text, which the site
/// keeps anyway ([`super::Site::texts`]). A page holding its own copy held every file twice (50 MB
/// at 10,000 pages), and each reload of the site copied them all again.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Body {
    text: Arc<str>,
    start: usize,
}

impl Body {
    /// The part of `text` from byte `start` (a char boundary).
    pub fn new(text: Arc<str>, start: usize) -> Self {
        debug_assert!(text.is_char_boundary(start));
        Self { text, start }
    }
}

impl std::ops::Deref for Body {
    type Target = str;
    fn deref(&self) -> &str {
        super::text::after(&self.text, self.start)
    }
}

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl From<&str> for Body {
    fn from(text: &str) -> Self {
        Self::new(text.into(), 0)
    }
}

impl From<String> for Body {
    fn from(text: String) -> Self {
        Self::new(text.into(), 0)
    }
}

/// A loaded page (not yet rendered).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Page {
    /// Path relative to the content root, `/`-separated: `zh/guide/install/docker.md`.
    pub file: String,
    /// Canonical route: `/zh/guide/install/docker.html`.
    pub route: String,
    /// Locale prefix the page belongs to (`/` or `/zh/`).
    pub locale: String,
    pub front_matter: FrontMatter,
    /// Markdown after the front-matter block.
    #[serde(skip)]
    pub body: Body,
    /// 1-based line of the file where `body` starts (to map body positions to file positions).
    pub body_line: u32,
    /// Front-matter `title`, else the first `# heading`, else the file stem.
    pub title: String,
    pub git: Option<GitInfo>,
}

impl Page {
    /// The route with the locale prefix removed, used to pair twins: `/zh/guide/` → `/guide/`.
    pub fn unlocalized(&self) -> String {
        format!("/{}", super::text::after(&self.route, self.locale.len()))
    }

    /// Whether this page is one the site generates (the blog's lists) rather than a file's.
    pub fn is_generated(&self) -> bool {
        self.file.starts_with(GENERATED)
    }

    /// Whether this page is a folder index (`README.md`).
    pub fn is_index(&self) -> bool {
        self.route.ends_with('/')
    }

    /// Directory of the file inside the content root (`guide/install` for `guide/install/docker.md`).
    pub fn dir(&self) -> &str {
        self.file.rsplit_once('/').map_or("", |(dir, _)| dir)
    }

    /// The title the sidebar and breadcrumb show.
    pub fn short_title(&self) -> &str {
        self.front_matter
            .short_title
            .as_deref()
            .unwrap_or(&self.title)
    }
}

/// A front-matter block that opens with `---` but is never closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unterminated;

/// Split a file into front-matter text and body. Returns `(yaml, body, body_line)`;
/// `yaml` is `None` when the file has no front-matter.
pub fn split_front_matter(text: &str) -> Result<(Option<&str>, &str, u32), Unterminated> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text
        .strip_prefix("---")
        .filter(|r| r.starts_with('\n') || r.starts_with("\r\n"))
    else {
        return Ok((None, text, 1));
    };
    let rest = rest
        .trim_start_matches('\r')
        .strip_prefix('\n')
        .unwrap_or(rest);
    // Only `---` closes the block: a `...` (YAML's own document end) before it stays inside, where
    // `front_matter_block::documents` reports it, instead of turning the rest of the YAML into body text.
    // A block closed by `...` alone is still accepted.
    let mut offset = 0;
    let mut dots: Option<(usize, usize, usize)> = None;
    for (i, raw) in rest.split_inclusive('\n').enumerate() {
        let trimmed = raw.trim_end_matches(['\n', '\r']);
        if trimmed == "---" {
            return Ok(split_at(rest, offset, raw.len(), i));
        }
        if trimmed == "..." && dots.is_none() {
            dots = Some((offset, raw.len(), i));
        }
        offset += raw.len();
    }
    match dots {
        Some((offset, len, i)) => Ok(split_at(rest, offset, len, i)),
        None => Err(Unterminated),
    }
}

/// YAML before the closing line at `offset` (`len` bytes, index `i` after the opener), body after it.
fn split_at(rest: &str, offset: usize, len: usize, i: usize) -> (Option<&str>, &str, u32) {
    // Line 1 is the opening `---`, the closing one is line i + 2, the body starts after it.
    (
        Some(super::text::before(rest, offset)),
        super::text::after(rest, offset + len),
        i as u32 + 3,
    )
}

/// The text of the first `# ` heading outside fenced code, if any.
pub fn first_h1(body: &str) -> Option<String> {
    let mut fence: Option<&str> = None;
    for line in body.lines() {
        let t = line.trim_start();
        if let Some(f) = fence {
            if t.starts_with(f) {
                fence = None;
            }
            continue;
        }
        if t.starts_with("```") {
            fence = Some("```");
        } else if t.starts_with("~~~") {
            fence = Some("~~~");
        } else if let Some(h) = line.strip_prefix("# ") {
            let h = h.trim().trim_end_matches('#').trim();
            return Some(strip_inline_markup(h));
        }
    }
    None
}

fn strip_inline_markup(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '*' | '`' | '_'))
        .collect::<String>()
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_front_matter_and_counts_lines() {
        let (fm, body, line) = split_front_matter("---\ntitle: A\n---\n# A\n").unwrap();
        assert_eq!(fm, Some("title: A\n"));
        assert_eq!(body, "# A\n");
        assert_eq!(line, 4);
    }

    #[test]
    fn handles_bom_and_crlf() {
        let (fm, body, _) = split_front_matter("\u{feff}---\r\ntitle: A\r\n---\r\nbody").unwrap();
        assert_eq!(fm, Some("title: A\r\n"));
        assert_eq!(body, "body");
    }

    #[test]
    fn dots_before_the_closing_dashes_stay_in_the_yaml() {
        let (fm, body, line) =
            split_front_matter("---\ntitle: A\n...\norder: 2\n---\n# B\n").unwrap();
        assert_eq!(fm, Some("title: A\n...\norder: 2\n"));
        assert_eq!((body, line), ("# B\n", 6));
        let (fm, body, _) = split_front_matter("---\ntitle: A\n...\n# B\n").unwrap();
        assert_eq!((fm, body), (Some("title: A\n"), "# B\n"));
    }

    #[test]
    fn unterminated_block_is_an_error() {
        assert!(split_front_matter("---\ntitle: A\n").is_err());
    }

    #[test]
    fn no_front_matter() {
        assert_eq!(split_front_matter("# A").unwrap(), (None, "# A", 1));
    }

    #[test]
    fn first_h1_skips_code() {
        assert_eq!(
            first_h1("```\n# no\n```\n# **Yes** it\n").unwrap(),
            "Yes it"
        );
    }
}
