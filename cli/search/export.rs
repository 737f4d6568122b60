//! The static export's search data (`/_data/search/<key>.json`): every section the server indexes,
//! with the field texts the server's analyzers read, so the front end's engine
//! (`embedded-web/src/lib/search/`) scores and ranks like [`super::SearchIndex`]. No postings are
//! shipped (they would double the file): the engine finds a term by scanning the field texts, which
//! is exact because every token is a whole run of letters (or a CJK bigram or character). What it
//! cannot see without analyzing everything is written here: each field's token count (tantivy's
//! field length) and, for English, which words share a stem. Pages are listed once; sections
//! point at their page by number.

use std::collections::{HashMap, HashSet};

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
    let (mut raw, mut chars) = (tokenizer::english_raw(), tokenizer::cjk_chars());
    // Hashed while collecting (a big site's words are looked up millions of times), sorted once.
    let mut stems: HashMap<String, HashSet<String>> = HashMap::new();
    let mut raw_words: HashSet<String> = HashSet::new();
    // Each text is analyzed once per analyzer: the counts and the vocabulary come from the same
    // tokens. For English, a text's stemmed tokens are its unstemmed words', stemmed, one for one.
    let mut vocabulary = |words: &[String], stemmed: &[String]| {
        for word in words.iter().filter(|w| typo_reachable(w)) {
            if !raw_words.contains(word) {
                raw_words.insert(word.clone());
            }
        }
        if !cjk {
            for (word, stem) in words.iter().zip(stemmed) {
                match stems.get_mut(stem) {
                    Some(words) if words.contains(word) => {}
                    Some(words) => {
                        words.insert(word.clone());
                    }
                    None => {
                        stems.insert(stem.clone(), HashSet::from([word.clone()]));
                    }
                }
            }
        }
    };
    let mut pages: Vec<StaticPage> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for s in sections {
        if pages.len() <= s.page {
            let (title, context) = (
                rank::tokens(&mut main, &s.title),
                rank::tokens(&mut main, &s.context),
            );
            let title_raw = rank::tokens(&mut raw, &s.title);
            vocabulary(&title_raw, &title);
            vocabulary(&rank::tokens(&mut raw, &s.context), &context);
            pages.push(StaticPage {
                r: &s.route,
                t: &s.title,
                k: &s.context,
                n: [title.len(), context.len(), title_raw.len()],
            });
        }
        let body_raw = format!("{} {}\n{}", s.path, s.text, s.code);
        let main_tokens = [&s.path, &s.text, &s.code].map(|text| rank::tokens(&mut main, text));
        let words = rank::tokens(&mut raw, &body_raw);
        vocabulary(&words, &main_tokens.concat());
        let mut n = vec![
            main_tokens[0].len(),
            main_tokens[1].len(),
            main_tokens[2].len(),
            words.len(),
        ];
        if cjk {
            n.push(
                rank::tokens(
                    &mut chars,
                    &format!("{} {} {}\n{}", s.title, s.path, s.text, s.code),
                )
                .len(),
            );
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
    let mut stems: Vec<String> = stems
        .into_iter()
        .filter(|(stem, words)| words.len() > 1 || !words.contains(stem))
        .map(|(stem, words)| {
            let mut words: Vec<String> = words.into_iter().collect();
            words.sort_unstable();
            std::iter::once(stem)
                .chain(words)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    // By stem: a stem's line starts with it and a space, and no stem holds a space.
    stems.sort_unstable_by(|a, b| a.split(' ').next().cmp(&b.split(' ').next()));
    let mut raw_words: Vec<String> = raw_words.into_iter().collect();
    raw_words.sort_unstable();
    serde_json::to_vec(&StaticIndex {
        v: VERSION,
        f: fingerprint,
        cjk,
        pages,
        sections: out,
        stems,
        raw: raw_words,
    })
    .unwrap_or_default()
}
