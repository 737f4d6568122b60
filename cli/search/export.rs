//! The static export's search data: every section the server indexes, with the field texts the
//! server's analyzers read, so the front end's engine
//! (`embedded-web/src/lib/search/`) scores and ranks like [`super::SearchIndex`]. No postings are
//! shipped (they would double the file): the engine finds a term by scanning the field texts, which
//! is exact because every token is a whole run of letters (or a CJK bigram or character). What it
//! cannot see without analyzing everything is written here: each field's token count (tantivy's
//! field length) and, for English, which words share a stem. Pages are listed once; sections
//! point at their page by number.
//!
//! A locale's sections are cut into parts (`/_data/search/<key>/<fingerprint>.json`, about
//! [`PART_PAGES`] pages each) listed by the locale's file (`/_data/search/<key>.json`). A part is
//! named after what it is made from, so a build after an edit analyzes and compresses only the
//! parts the edit touched and links the others over from the previous output. Where a part ends
//! depends only on the routes of the pages (a page whose route hashes to a multiple of
//! `PART_PAGES` starts one), so adding or removing a page moves no other part's boundaries.

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use tantivy::tokenizer::TextAnalyzer;

use super::typo::typo_reachable;
use super::{tokenizer, SectionSource};

/// Format version: the front end refuses files of another version.
pub const VERSION: u32 = 3;

/// Pages a part holds on average: an edit re-analyzes about this many pages' sections, a reader's
/// first search fetches one part per this many pages.
pub const PART_PAGES: u64 = 256;

/// The locale's file: which parts to fetch, in order (their pages and sections follow one another).
#[derive(Serialize)]
struct PartList<'a> {
    v: u32,
    cjk: bool,
    parts: &'a [String],
}

/// One part: the index of its sections alone (page numbers count from its first page).
#[derive(Serialize)]
struct StaticIndex<'a> {
    v: u32,
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

/// One part of a locale's sections: its name (what it is made from, in hex) and its sections.
pub struct Part<'a> {
    pub name: String,
    pub sections: &'a [SectionSource],
}

/// A locale's sections (in index order) cut into parts at page boundaries.
pub fn parts(sections: &[SectionSource], cjk: bool) -> Vec<Part<'_>> {
    let starts_part = |i: usize| {
        let (s, before) = (&sections[i], &sections[i - 1]);
        s.page != before.page && crate::fingerprint::of(&s.route) % PART_PAGES == 0
    };
    let mut parts = Vec::new();
    let mut start = 0;
    for end in (1..=sections.len()).filter(|&i| i == sections.len() || starts_part(i)) {
        let part = &sections[start..end];
        parts.push(Part {
            name: part_name(part, cjk),
            sections: part,
        });
        start = end;
    }
    parts
}

/// What a part is made from (its sections with page numbers counted from its first, the analyzer,
/// the binary), in hex: a page added before it leaves its name as it was.
fn part_name(sections: &[SectionSource], cjk: bool) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = crate::fingerprint::hasher();
    (crate::fingerprint::binary(), VERSION, cjk).hash(&mut hasher);
    let first = sections.first().map_or(0, |s| s.page);
    for s in sections {
        let SectionSource {
            page,
            route,
            anchor,
            title,
            heading,
            path,
            text,
            code,
            context,
        } = s;
        (
            page - first,
            route,
            anchor,
            title,
            heading,
            path,
            text,
            code,
            context,
        )
            .hash(&mut hasher);
    }
    format!("{:016x}", hasher.finish())
}

/// The locale's file: the names of its parts, in order.
pub fn part_list(parts: &[String], cjk: bool) -> Vec<u8> {
    serde_json::to_vec(&PartList {
        v: VERSION,
        cjk,
        parts,
    })
    .unwrap_or_default()
}

/// The static index of one part's sections (in index order) as JSON.
pub fn to_json(sections: &[SectionSource], cjk: bool) -> Vec<u8> {
    let first_page = sections.first().map_or(0, |s| s.page);
    // English tokens are the unstemmed words, stemmed one for one: their counts are the words'
    // and their stems are found once per distinct word at the end, so English text is read once.
    // Chinese text is read again for its bigrams and single characters.
    let (mut bigrams, mut raw, mut chars) = (
        tokenizer::cjk_bigrams(),
        tokenizer::english_raw(),
        tokenizer::cjk_chars(),
    );
    let mut words: HashSet<String> = HashSet::new();
    let mut pages: Vec<StaticPage> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for s in sections {
        let page = s.page - first_page;
        if pages.len() <= page {
            let title_raw = count_words(&mut raw, &s.title, &mut words);
            let context_raw = count_words(&mut raw, &s.context, &mut words);
            let (title, context) = if cjk {
                (
                    count(&mut bigrams, &s.title),
                    count(&mut bigrams, &s.context),
                )
            } else {
                (title_raw, context_raw)
            };
            pages.push(StaticPage {
                r: &s.route,
                t: &s.title,
                k: &s.context,
                n: [title, context, title_raw],
            });
        }
        let fields = [&*s.path, &*s.text, &*s.code];
        // The fields apart hold the words of the fields joined by white space.
        let raw_counts = fields.map(|text| count_words(&mut raw, text, &mut words));
        let main_counts = if cjk {
            fields.map(|text| count(&mut bigrams, text))
        } else {
            raw_counts
        };
        let mut n = vec![
            main_counts[0],
            main_counts[1],
            main_counts[2],
            raw_counts.iter().sum(),
        ];
        if cjk {
            n.push(count(
                &mut chars,
                &format!("{} {} {}\n{}", s.title, s.path, s.text, s.code),
            ));
        }
        out.push(StaticSection {
            p: page,
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
    let stems = if cjk { Vec::new() } else { stem_lines(&words) };
    let mut raw_words: Vec<String> = words.into_iter().filter(|w| typo_reachable(w)).collect();
    raw_words.sort_unstable();
    serde_json::to_vec(&StaticIndex {
        v: VERSION,
        cjk,
        pages,
        sections: out,
        stems,
        raw: raw_words,
    })
    .unwrap_or_default()
}

/// How many tokens `analyzer` makes of `text`.
fn count(analyzer: &mut TextAnalyzer, text: &str) -> usize {
    let mut stream = analyzer.token_stream(text);
    let mut n = 0;
    while stream.advance() {
        n += 1;
    }
    n
}

/// How many tokens `analyzer` makes of `text`, adding those not `seen` yet.
fn count_words(analyzer: &mut TextAnalyzer, text: &str, seen: &mut HashSet<String>) -> usize {
    let mut stream = analyzer.token_stream(text);
    let mut n = 0;
    while stream.advance() {
        n += 1;
        let word = &stream.token().text;
        // Most words were seen before: look up first, copy only a new one.
        if !seen.contains(word) {
            seen.insert(word.clone());
        }
    }
    n
}

/// Every stem with the words that share it, stem first (`"configur configure configured"`),
/// sorted by stem; a word alone whose stem is itself needs no line.
fn stem_lines(words: &HashSet<String>) -> Vec<String> {
    let mut by_stem: HashMap<String, Vec<&str>> = HashMap::new();
    for word in words {
        by_stem.entry(tokenizer::stem(word)).or_default().push(word);
    }
    let mut lines: Vec<String> = by_stem
        .into_iter()
        .filter(|(stem, words)| words.len() > 1 || words.first() != Some(&stem.as_str()))
        .map(|(stem, mut words)| {
            words.sort_unstable();
            std::iter::once(stem.as_str())
                .chain(words)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    // By stem: a stem's line starts with it and a space, and no stem holds a space.
    lines.sort_unstable_by(|a, b| a.split(' ').next().cmp(&b.split(' ').next()));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sections(routes: &[String]) -> Vec<SectionSource> {
        routes
            .iter()
            .enumerate()
            .map(|(page, route)| SectionSource {
                page,
                route: route.clone(),
                anchor: None,
                title: format!("Title {route}"),
                heading: String::new(),
                path: format!("Title {route}"),
                text: format!("Text of {route}").into(),
                code: "".into(),
                context: String::new(),
            })
            .collect()
    }

    #[test]
    fn a_page_added_or_removed_renames_only_the_part_that_holds_it() {
        let mut routes: Vec<String> = (0..3000).map(|i| format!("/guide/p{i}.html")).collect();
        let names = |routes: &[String]| -> Vec<String> {
            parts(&sections(routes), false)
                .into_iter()
                .map(|p| p.name)
                .collect()
        };
        let before = names(&routes);
        assert!(
            (4..=30).contains(&before.len()),
            "about one part per {PART_PAGES} pages: {}",
            before.len()
        );
        routes.insert(1500, "/guide/new.html".to_owned());
        let added = names(&routes);
        let renamed = added.iter().filter(|n| !before.contains(n)).count();
        assert!(renamed <= 2, "{renamed} parts renamed by one new page");
        routes.remove(1500);
        routes.remove(10);
        let removed = names(&routes);
        assert!(removed.iter().filter(|n| !before.contains(n)).count() <= 1);
    }

    #[test]
    fn a_part_counts_its_pages_from_its_own_first() {
        let routes: Vec<String> = (0..600).map(|i| format!("/p{i}.html")).collect();
        let all = sections(&routes);
        let cut = parts(&all, false);
        let last = cut.last().expect("parts");
        let json: serde_json::Value =
            serde_json::from_slice(&to_json(last.sections, false)).expect("JSON");
        assert_eq!(json["sections"][0]["p"], 0);
        assert_eq!(json["pages"][0]["r"], last.sections[0].route.as_str());
        assert_eq!(
            cut.iter().map(|p| p.sections.len()).sum::<usize>(),
            all.len()
        );
    }
}
