//! The static export's search data (`/_data/search/<key>.json`): every section the server indexes,
//! with the field texts the server's analyzers read, so the front end's engine
//! (`embedded-web/src/lib/search/`) builds the same index and ranks like [`super::SearchIndex`].
//! Pages are listed once; sections point at their page by number.

use serde::Serialize;

use super::SectionSource;

/// Format version: the front end refuses files of another version.
pub const VERSION: u32 = 1;

#[derive(Serialize)]
struct StaticIndex<'a> {
    v: u32,
    /// Chinese analyzer (bigrams + a single-character field) instead of the English one.
    zh: bool,
    pages: Vec<StaticPage<'a>>,
    sections: Vec<StaticSection<'a>>,
}

#[derive(Serialize)]
struct StaticPage<'a> {
    /// Route.
    r: &'a str,
    /// Title.
    t: &'a str,
    /// Titles of the folders above the page (the `context` field).
    #[serde(skip_serializing_if = "str::is_empty")]
    k: &'a str,
}

#[derive(Serialize)]
struct StaticSection<'a> {
    /// Page number in `pages`.
    p: usize,
    /// Anchor (absent for the page top).
    #[serde(skip_serializing_if = "Option::is_none")]
    a: Option<&'a str>,
    /// Heading shown in results (absent for the page top).
    #[serde(skip_serializing_if = "str::is_empty")]
    h: &'a str,
    /// Heading path: the `section` field.
    s: &'a str,
    /// Prose.
    #[serde(skip_serializing_if = "str::is_empty")]
    x: &'a str,
    /// Code.
    #[serde(skip_serializing_if = "str::is_empty")]
    c: &'a str,
}

/// The static index of one locale's sections (in index order) as JSON.
pub fn to_json(sections: &[SectionSource], zh: bool) -> Vec<u8> {
    let mut pages: Vec<StaticPage> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for s in sections {
        if pages.len() <= s.page {
            pages.push(StaticPage {
                r: &s.route,
                t: &s.title,
                k: &s.context,
            });
        }
        out.push(StaticSection {
            p: s.page,
            a: s.anchor.as_deref(),
            h: &s.heading,
            s: &s.path,
            x: &s.text,
            c: &s.code,
        });
    }
    serde_json::to_vec(&StaticIndex {
        v: VERSION,
        zh,
        pages,
        sections: out,
    })
    .unwrap_or_default()
}
