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

/// What analyzing one text gave: its token counts and its words. Remembered by text between
/// builds ([`Analyses`]), so a build analyzes only the texts an edit changed: analysis is the bulk
/// of a locale's index (each text goes through four analyzers).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct Analysis {
    /// Tokens of the locale's analyzer and of the unstemmed one.
    n: [usize; 2],
    /// The unstemmed words a query word with one typo can match.
    typo: Vec<String>,
    /// English: each word with its stem.
    stems: Vec<(String, String)>,
}

/// Analyses by the fingerprint of the text and analyzer choice.
pub type Analyses = std::collections::HashMap<String, Analysis>;

/// The analyzers of one locale's index, with what earlier builds learned.
struct Analyzer<'a> {
    cjk: bool,
    main: tantivy::tokenizer::TextAnalyzer,
    raw: tantivy::tokenizer::TextAnalyzer,
    chars: tantivy::tokenizer::TextAnalyzer,
    known: &'a Analyses,
    /// Every analysis this index used (the ones to remember).
    used: Analyses,
}

impl Analyzer<'_> {
    /// What an earlier text of the same fingerprint gave, noted as used.
    fn recall(&mut self, key: &str) -> Option<Analysis> {
        let known = self.used.get(key).or_else(|| self.known.get(key))?.clone();
        self.used.insert(key.to_owned(), known.clone());
        Some(known)
    }

    fn key(&self, kind: char, text: &str) -> String {
        format!(
            "{kind}{}{:016x}",
            u8::from(self.cjk),
            crate::memo::keys::of(&text)
        )
    }

    /// The number of tokens the locale's analyzer (`chars`: the single-character one) finds.
    fn count(&mut self, text: &str, chars: bool) -> usize {
        let key = self.key(if chars { 'c' } else { 'm' }, text);
        if let Some(known) = self.recall(&key) {
            return known.n[0];
        }
        let analyzer = if chars {
            &mut self.chars
        } else {
            &mut self.main
        };
        let n = rank::tokens(analyzer, text).len();
        self.used.insert(
            key,
            Analysis {
                n: [n, 0],
                ..Analysis::default()
            },
        );
        n
    }

    /// Token counts and words of a text whose words join the index's vocabulary.
    fn analyze(&mut self, text: &str) -> Analysis {
        let key = self.key('v', text);
        if let Some(known) = self.recall(&key) {
            return known;
        }
        let words = rank::tokens(&mut self.raw, text);
        let main = rank::tokens(&mut self.main, text);
        let stems = if self.cjk {
            Vec::new()
        } else {
            // The English analyzer stems the same words the unstemmed one yields, in order.
            words.iter().cloned().zip(main.iter().cloned()).collect()
        };
        let analysis = Analysis {
            n: [main.len(), words.len()],
            typo: words.into_iter().filter(|w| typo_reachable(w)).collect(),
            stems,
        };
        self.used.insert(key, analysis.clone());
        analysis
    }
}

/// The static index of one locale's sections (in index order) as JSON; `fingerprint` is theirs.
/// `known` holds analyses earlier builds made; the ones this index used are returned beside it.
pub fn to_json(
    sections: &[SectionSource],
    cjk: bool,
    fingerprint: &str,
    known: &Analyses,
) -> (Vec<u8>, Analyses) {
    let mut analyzer = Analyzer {
        cjk,
        main: if cjk {
            tokenizer::cjk_bigrams()
        } else {
            tokenizer::english()
        },
        raw: tokenizer::english_raw(),
        chars: tokenizer::cjk_chars(),
        known,
        used: Analyses::new(),
    };
    let mut stems: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut raw_words: BTreeSet<String> = BTreeSet::new();
    let mut learn = |a: &Analysis| {
        raw_words.extend(a.typo.iter().cloned());
        for (word, stem) in &a.stems {
            stems.entry(stem.clone()).or_default().insert(word.clone());
        }
    };
    let mut pages: Vec<StaticPage> = Vec::new();
    let mut out = Vec::with_capacity(sections.len());
    for s in sections {
        if pages.len() <= s.page {
            let title = analyzer.analyze(&s.title);
            let context = analyzer.analyze(&s.context);
            learn(&title);
            learn(&context);
            pages.push(StaticPage {
                r: &s.route,
                t: &s.title,
                k: &s.context,
                n: [title.n[0], context.n[0], title.n[1]],
            });
        }
        let body_raw = format!("{} {}\n{}", s.path, s.text, s.code);
        let body = analyzer.analyze(&body_raw);
        learn(&body);
        let mut n = vec![
            analyzer.count(&s.path, false),
            analyzer.count(&s.text, false),
            analyzer.count(&s.code, false),
            body.n[1],
        ];
        if cjk {
            let all = format!("{} {} {}\n{}", s.title, s.path, s.text, s.code);
            n.push(analyzer.count(&all, true));
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
    let json = serde_json::to_vec(&StaticIndex {
        v: VERSION,
        f: fingerprint,
        cjk,
        pages,
        sections: out,
        stems,
        raw: raw_words.into_iter().collect(),
    })
    .unwrap_or_default();
    (json, analyzer.used)
}
