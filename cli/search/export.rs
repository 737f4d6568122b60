//! The static export's search data (`/_data/search/<key>.json`): every section the server indexes,
//! with the field texts the server's analyzers read, so the front end's engine
//! (`embedded-web/src/lib/search/`) scores and ranks like [`super::SearchIndex`]. No postings are
//! shipped (they would double the file): the engine finds a term by scanning the field texts, which
//! is exact because every token is a whole run of letters (or a CJK bigram or character). What it
//! cannot see without analyzing everything is written here: each field's token count (tantivy's
//! field length) and, for English, which words share a stem. Pages are listed once; sections
//! point at their page by number.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::{rank, tokenizer, SectionSource};

/// Format version: the front end refuses files of another version.
pub const VERSION: u32 = 2;

#[derive(Serialize)]
struct StaticIndex<'a> {
    v: u32,
    /// What the file was made from ([`fingerprint`]).
    f: &'a str,
    /// CJK analyzer (bigrams + a single-character field) instead of the English one.
    cjk: bool,
    pages: Vec<StaticPage<'a>>,
    sections: Vec<StaticSection<'a>>,
    /// English: every word of the locale with the others of its stem, stem first
    /// (`"configur configure configured configuring"`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    stems: Vec<String>,
    /// The unstemmed words (whole runs of letters) that a query word with one typo can match.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    raw: Vec<String>,
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
    /// Token counts: title, folder titles, title unstemmed.
    n: [usize; 3],
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
    /// Token counts: heading path, prose, code, heading path + prose + code unstemmed, and
    /// (Chinese) single characters.
    n: Vec<usize>,
}

/// Whether a word typed with one typo could match `term`: a query word that may carry a typo has
/// at least [`rank::TYPO_MIN_CHARS`] ASCII letters or digits, so one edit away is a term one
/// character shorter at least, with at most one other character.
fn typo_reachable(term: &str) -> bool {
    term.chars().count() + 1 >= rank::TYPO_MIN_CHARS
        && term.chars().filter(|c| !c.is_ascii_alphanumeric()).count() <= 1
}

/// What a locale's static index is made from (its sections, the analyzer, the binary), in hex.
/// The file carries it, so a build can keep the previous output's file when nothing it is made of
/// changed instead of analyzing every section again.
pub fn fingerprint(sections: &[SectionSource], cjk: bool) -> String {
    let made_from = (crate::memo::keys::binary(), VERSION, cjk, sections);
    format!("{:016x}", crate::memo::keys::of(&made_from))
}

/// The fingerprint an existing file says it was made from (it leads the file).
pub fn fingerprint_in(file_start: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(file_start.get(..64)?).ok()?;
    let rest = &text[text.find("\"f\":\"")? + 5..];
    Some(&rest[..rest.find('"')?])
}

/// The static index of one locale's sections (in index order) as JSON; `fingerprint` is theirs.
pub fn to_json(sections: &[SectionSource], cjk: bool, fingerprint: &str) -> Vec<u8> {
    let mut main = if cjk {
        tokenizer::cjk_bigrams()
    } else {
        tokenizer::english()
    };
    let mut raw = tokenizer::english_raw();
    let count = |analyzer: &mut tantivy::tokenizer::TextAnalyzer, text: &str| {
        rank::tokens(analyzer, text).len()
    };
    let mut stems: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut raw_words: BTreeSet<String> = BTreeSet::new();
    let (mut words_of, mut stems_of) = (tokenizer::english_raw(), tokenizer::english());
    let mut vocabulary = |text: &str| {
        let words = rank::tokens(&mut words_of, text);
        raw_words.extend(words.iter().filter(|w| typo_reachable(w)).cloned());
        if !cjk {
            let stemmed = rank::tokens(&mut stems_of, text);
            for (word, stem) in words.into_iter().zip(stemmed) {
                stems.entry(stem).or_default().insert(word);
            }
        }
    };
    let mut pages: Vec<StaticPage> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for s in sections {
        if pages.len() <= s.page {
            vocabulary(&s.title);
            vocabulary(&s.context);
            pages.push(StaticPage {
                r: &s.route,
                t: &s.title,
                k: &s.context,
                n: [
                    count(&mut main, &s.title),
                    count(&mut main, &s.context),
                    count(&mut raw, &s.title),
                ],
            });
        }
        let body_raw = format!("{} {}\n{}", s.path, s.text, s.code);
        vocabulary(&body_raw);
        let mut n = vec![
            count(&mut main, &s.path),
            count(&mut main, &s.text),
            count(&mut main, &s.code),
            count(&mut raw, &body_raw),
        ];
        if cjk {
            n.push(count(
                &mut tokenizer::cjk_chars(),
                &format!("{} {} {}\n{}", s.title, s.path, s.text, s.code),
            ));
        }
        out.push(StaticSection {
            p: s.page,
            a: s.anchor.as_deref(),
            // The heading is the last step of the path unless it says otherwise.
            h: match s.path.rsplit(" › ").next() {
                Some(last) if last == s.heading => "",
                _ => &s.heading,
            },
            s: &s.path,
            x: &s.text,
            c: &s.code,
            n,
        });
    }
    let stems = stems
        .into_iter()
        .filter(|(stem, words)| words.len() > 1 || !words.contains(stem))
        .map(|(stem, words)| {
            std::iter::once(stem)
                .chain(words)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    serde_json::to_vec(&StaticIndex {
        v: VERSION,
        f: fingerprint,
        cjk,
        pages,
        sections: out,
        stems,
        raw: raw_words.into_iter().collect(),
    })
    .unwrap_or_default()
}
