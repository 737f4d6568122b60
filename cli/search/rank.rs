//! Re-ranking of the index's candidates with features a reader's intent shows in: the words name the
//! page (title) or the section (heading), the whole query appears as written (a settings key, an
//! error message), and folder index pages, which list every child page, only win on their own words.
//! Each word counts by how rare it is on the site, so "docker 安装" is about Docker, not installing.

use std::collections::HashSet;

use tantivy::tokenizer::TextAnalyzer;

/// Weights of the features, added to the index score scaled to 0–1 within the candidates.
const TITLE: f32 = 1.2;
const HEADING: f32 = 0.8;
/// The titles of the folders the page sits in.
const CONTEXT: f32 = 0.4;
/// The whole query as written in a heading, or in the text or code.
const PHRASE_IN_HEADING: f32 = 1.0;
const PHRASE_IN_BODY: f32 = 0.5;
/// A page's opening section stands for the page.
const PAGE_TOP: f32 = 0.15;
/// The words in the page's opening sentence, which says what the page is about ("Two-factor
/// authentication (2FA) adds…" on a page titled 2FA).
const LEAD: f32 = 0.4;
/// How long the opening is, in characters.
const LEAD_CHARS: usize = 160;
/// Folder indexes list every child page's words; their text match counts for less, and words that
/// their own title and headings do not cover cost them this share of their score.
const INDEX_TEXT: f32 = 0.5;
const INDEX_UNCOVERED: f32 = 0.5;
/// Words this long or longer may carry one typo.
pub const TYPO_MIN_CHARS: usize = 5;

/// One whitespace-separated word of the query.
#[derive(Debug, Clone)]
struct Word {
    /// Analyzed tokens (stems, bigrams, Latin words).
    tokens: Vec<String>,
    /// Where each token is in [`QueryWords::sorted`].
    slots: Vec<usize>,
    /// The word lower-cased and unstemmed, when long enough to be matched with one typo.
    typo: Option<String>,
}

/// The query as the ranker and the snippet writer see it.
#[derive(Debug, Clone, Default)]
pub struct QueryWords {
    words: Vec<Word>,
    /// The query lower-cased with whitespace collapsed, when it is more than one token: matched as
    /// written.
    phrase: Option<String>,
    /// Every word's tokens, sorted and distinct: a field's sorted terms are matched against them
    /// in one walk, and a snippet looks each of its tokens up here.
    sorted: Vec<String>,
}

// A candidate's matched words are a bit set.
const _: () = assert!(super::query::MAX_WORDS <= u64::BITS as usize);

impl QueryWords {
    /// Analyze `query` with the locale's analyzer; `typos` allows one-edit matches (Latin words).
    pub fn analyze(query: &str, analyzer: &mut TextAnalyzer) -> Self {
        let split = split_words(analyzer, query);
        let sorted = distinct(split.iter().flat_map(|(_, tokens)| tokens.iter().cloned()));
        let words: Vec<Word> = split
            .into_iter()
            .map(|(raw, tokens)| {
                let lower = raw.to_lowercase();
                let slots = tokens
                    .iter()
                    .filter_map(|t| sorted.binary_search(t).ok())
                    .collect();
                Word {
                    tokens,
                    slots,
                    typo: typo_tolerant(&lower).then_some(lower),
                }
            })
            .collect();
        let token_count: usize = words.iter().map(|w| w.tokens.len()).sum();
        let phrase = (token_count > 1).then(|| {
            query
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        });
        Self {
            words,
            phrase,
            sorted,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Every analyzed token of the query.
    pub fn tokens(&self) -> impl Iterator<Item = &str> {
        self.words
            .iter()
            .flat_map(|w| w.tokens.iter().map(String::as_str))
    }

    /// Stop matching `known` words with a typo: they were typed as the pages write them.
    pub fn forget_typos(&mut self, known: impl Fn(&str) -> bool) {
        for word in &mut self.words {
            if word.typo.as_deref().is_some_and(&known) {
                word.typo = None;
            }
        }
    }

    /// Words that may match with one typo.
    pub fn typo_candidates(&self) -> impl Iterator<Item = &str> {
        self.words.iter().filter_map(|w| w.typo.as_deref())
    }

    /// Whether `token` is one of the query's analyzed tokens.
    pub fn has_token(&self, token: &str) -> bool {
        self.sorted
            .binary_search_by(|t| t.as_str().cmp(token))
            .is_ok()
    }

    /// The words that appear in a field's terms, as bits (word `n` is bit `n`): every token of the
    /// word, or the word itself with one typo. `present` is scratch space, reused between calls.
    fn found_in(&self, terms: &Terms, present: &mut Vec<bool>) -> u64 {
        present.clear();
        present.resize(self.sorted.len(), false);
        // Both lists are sorted: one walk finds every token the field holds.
        let mut next = 0;
        for term in terms.iter() {
            while next < self.sorted.len() && self.sorted[next].as_str() < term {
                next += 1;
            }
            if next == self.sorted.len() {
                break;
            }
            if self.sorted[next] == term {
                present[next] = true;
                next += 1;
            }
        }
        let mut found = 0;
        for (n, word) in self.words.iter().enumerate() {
            if word.slots.iter().all(|&slot| present[slot])
                || word
                    .typo
                    .as_deref()
                    .is_some_and(|raw| terms.iter().any(|t| within_one_edit(raw, t)))
            {
                found |= 1 << n;
            }
        }
        found
    }
}

/// Whether a word may match with one typo: Latin letters and digits, long enough that one edit
/// rarely turns it into another real word.
pub fn typo_tolerant(word: &str) -> bool {
    word.chars().count() >= TYPO_MIN_CHARS && word.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Whether a word typed with one typo could match `term`: a query word that may carry a typo has
/// at least [`TYPO_MIN_CHARS`] ASCII letters or digits ([`typo_tolerant`]), so one edit away is a
/// term one character shorter at least, with at most one other character.
pub fn typo_reachable(term: &str) -> bool {
    term.chars().count() + 1 >= TYPO_MIN_CHARS
        && term.chars().filter(|c| !c.is_ascii_alphanumeric()).count() <= 1
}

/// The query's words with their analyzed tokens: whitespace separates words, and inside a run of
/// Chinese each bigram is a word of its own (readers type 恢复备份 for 恢复 … 备份, with no spaces),
/// so a run need not appear verbatim; the whole-query match rewards it when it does.
pub fn split_words(analyzer: &mut TextAnalyzer, text: &str) -> Vec<(String, Vec<String>)> {
    let mut words: Vec<(String, Vec<String>)> = Vec::new();
    // A word said twice matches the same sections and only costs a second walk of its postings.
    let mut seen: HashSet<Vec<String>> = HashSet::new();
    for raw in text.split_whitespace() {
        let tokens = tokens(analyzer, raw);
        if tokens.is_empty() {
            continue;
        }
        if raw.chars().any(super::tokenizer::is_cjk) {
            for t in tokens {
                if seen.insert(vec![t.clone()]) {
                    words.push((t.clone(), vec![t]));
                }
            }
        } else if seen.insert(tokens.clone()) {
            words.push((raw.to_owned(), tokens));
        }
    }
    // Only the first words of an overlong query count.
    words.truncate(super::query::MAX_WORDS);
    words
}

/// Analyzed tokens of `text`.
pub fn tokens(analyzer: &mut TextAnalyzer, text: &str) -> Vec<String> {
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while stream.advance() {
        out.push(stream.token().text.clone());
    }
    out
}

/// The searchable terms of a short field (title, heading path, opening sentence): analyzed
/// tokens, the unstemmed lower-cased words (for typos), and single CJK characters (for
/// one-character words). Every section of a big site keeps a few of these for as long as the
/// server runs, so they are held as one string of sorted, distinct terms rather than a set of
/// strings (a hash set of a few short strings costs ten times their bytes); the ranker reads
/// them for its hundred candidates only, where a scan of a dozen terms costs no more than a hash.
#[derive(Debug, Clone, Default)]
pub struct Terms(Box<str>);

/// Between two terms: no term holds it (tokens and words are made of letters and digits).
const TERM_END: char = '\n';

impl Terms {
    pub fn of(analyzer: &mut TextAnalyzer, text: &str) -> Self {
        let mut terms = tokens(analyzer, text);
        terms.extend(
            text.split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase),
        );
        terms.extend(
            text.chars()
                .filter(|c| super::tokenizer::is_cjk(*c))
                .map(String::from),
        );
        terms.retain(|t| !t.is_empty() && !t.contains(TERM_END));
        terms.sort_unstable();
        terms.dedup();
        Self(terms.join(&TERM_END.to_string()).into_boxed_str())
    }

    fn iter(&self) -> impl Iterator<Item = &str> {
        self.0.split(TERM_END).filter(|t| !t.is_empty())
    }
}

/// The opening of a page-top text: its first sentence, at most [`LEAD_CHARS`] characters.
pub fn lead(text: &str) -> &str {
    let end = text
        .char_indices()
        .take(LEAD_CHARS)
        .find(|(_, c)| matches!(c, '.' | '。' | '!' | '！' | '?' | '？'))
        .map(|(i, c)| i + c.len_utf8())
        .or_else(|| text.char_indices().nth(LEAD_CHARS).map(|(i, _)| i))
        .unwrap_or(text.len());
    &text[..end]
}

/// Whether `a` and `b` differ by at most one insertion, deletion, substitution or transposition
/// of adjacent characters.
pub fn within_one_edit(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    // Called for every word of every candidate and snippet: most pairs differ in length, and the
    // ASCII case needs no copy.
    if a.len().abs_diff(b.len()) > 4 {
        return false;
    }
    if a.is_ascii() && b.is_ascii() {
        return one_edit(a.as_bytes(), b.as_bytes());
    }
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    one_edit(&a, &b)
}

/// One substitution, insertion, deletion or swap of neighbours turns `a` into `b` (`a != b`).
fn one_edit<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => {
            let Some(first) = (0..a.len()).find(|&i| a[i] != b[i]) else {
                return true;
            };
            let rest = first + 1;
            a[rest..] == b[rest..]
                || (rest < a.len()
                    && a[first] == b[rest]
                    && a[rest] == b[first]
                    && a[rest + 1..] == b[rest + 1..])
        }
        1 => {
            let first = (0..short.len())
                .find(|&i| short[i] != long[i])
                .unwrap_or(short.len());
            short[first..] == long[first + 1..]
        }
        _ => false,
    }
}

/// What the ranker knows about one candidate section.
pub struct Candidate<'a> {
    /// The index's own score.
    pub score: f32,
    pub title_terms: &'a Terms,
    pub heading_terms: &'a Terms,
    /// Terms of the titles of the folders above the page.
    pub context_terms: &'a Terms,
    /// Terms of the page's opening sentence (page-top sections only).
    pub lead_terms: &'a Terms,
    /// Lower-cased heading path, and the prose and code as written, for the whole-query match.
    pub heading_lower: &'a str,
    pub text: &'a str,
    pub code: &'a str,
    pub page_top: bool,
    pub folder_index: bool,
}

/// Each token once (sorting costs less than hashing every token of a section).
pub fn distinct(tokens: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut tokens: Vec<String> = tokens.into_iter().collect();
    tokens.sort_unstable();
    tokens.dedup();
    tokens
}

/// Document frequencies of the locale's tokens, for word weights.
#[derive(Debug, Default, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rarity {
    docs: usize,
    /// foldhash: counted one page at a time while the other cores wait, SipHash was a tenth of it.
    df: foldhash::HashMap<String, u32>,
}

impl Rarity {
    /// Count each distinct token of each document once.
    pub fn add_document(&mut self, tokens: impl IntoIterator<Item = String>) {
        self.docs += 1;
        for token in distinct(tokens) {
            *self.df.entry(token).or_default() += 1;
        }
    }

    /// Statistics counted elsewhere: `df` sections of `docs` hold each token.
    pub fn counted(docs: usize, df: foldhash::HashMap<String, u32>) -> Self {
        Self { docs, df }
    }

    /// Take back [`Rarity::add_document`] for a document that left the index.
    pub fn remove_document(&mut self, tokens: impl IntoIterator<Item = String>) {
        self.docs = self.docs.saturating_sub(1);
        for token in distinct(tokens) {
            if let std::collections::hash_map::Entry::Occupied(mut count) = self.df.entry(token) {
                *count.get_mut() -= 1;
                if *count.get() == 0 {
                    count.remove();
                }
            }
        }
    }

    /// How much a word says: the inverse document frequency of its tokens (averaged).
    fn weight(&self, word: &Word) -> f32 {
        self.tokens_weight(&word.tokens)
    }

    /// The inverse document frequency of `tokens`, averaged.
    pub fn tokens_weight(&self, tokens: &[String]) -> f32 {
        let n = self.docs as f32;
        let sum: f32 = tokens
            .iter()
            .map(|t| {
                let df = self.df.get(t).copied().unwrap_or(0) as f32;
                (1.0 + n / (df + 1.0)).ln()
            })
            .sum();
        sum / tokens.len().max(1) as f32
    }
}

/// The share of the query's weight held by the words in `found` (bits, as
/// [`QueryWords::found_in`] makes them).
fn coverage(weights: &[f32], found: u64) -> f32 {
    let total: f32 = weights.iter().sum();
    if total <= 0.0 {
        return 0.0;
    }
    let covered: f32 = weights
        .iter()
        .enumerate()
        .filter(|(n, _)| found >> n & 1 == 1)
        .map(|(_, weight)| weight)
        .sum();
    covered / total
}

/// Whether `text`, lower-cased, contains `phrase` (lower-case already). An ASCII phrase is looked
/// for without lower-casing the text: only two other characters lower-case to ASCII letters (the
/// Kelvin sign and the dotted capital I), and a text holding one takes the long way.
fn contains_lowered(text: &str, phrase: &str) -> bool {
    if !phrase.is_ascii() || text.contains(['\u{212A}', '\u{130}']) {
        return text.to_lowercase().contains(phrase);
    }
    let (text, phrase) = (text.as_bytes(), phrase.as_bytes());
    let Some(&first) = phrase.first() else {
        return true;
    };
    if phrase.len() > text.len() {
        return false;
    }
    let last_start = text.len() - phrase.len();
    memchr::memchr2_iter(first, first.to_ascii_uppercase(), &text[..=last_start])
        .any(|at| text[at..at + phrase.len()].eq_ignore_ascii_case(phrase))
}

/// Final scores for `candidates` (same order).
pub fn score(words: &QueryWords, rarity: &Rarity, candidates: &[Candidate]) -> Vec<f32> {
    let top = candidates
        .iter()
        .map(|c| c.score)
        .fold(0.0_f32, f32::max)
        .max(f32::EPSILON);
    let weights: Vec<f32> = words.words.iter().map(|w| rarity.weight(w)).collect();
    let mut present = Vec::new();
    candidates
        .iter()
        .map(|c| {
            let text = c.score / top * if c.folder_index { INDEX_TEXT } else { 1.0 };
            let phrase = match &words.phrase {
                Some(p) if c.heading_lower.contains(p.as_str()) => PHRASE_IN_HEADING,
                // Matched lower-cased here, for the few candidates a query ranks, rather than kept
                // lower-cased for every section of the site. (The phrase has no line break, so
                // it cannot run from the text into the code.)
                Some(p) if contains_lowered(c.text, p) || contains_lowered(c.code, p) => {
                    PHRASE_IN_BODY
                }
                _ => 0.0,
            };
            let mut found = |terms| words.found_in(terms, &mut present);
            let (title, heading) = (found(c.title_terms), found(c.heading_terms));
            let total = text
                + TITLE * coverage(&weights, title)
                + HEADING * coverage(&weights, heading)
                + LEAD * coverage(&weights, found(c.lead_terms))
                + CONTEXT * coverage(&weights, found(c.context_terms))
                + phrase
                + if c.page_top { PAGE_TOP } else { 0.0 };
            if c.folder_index {
                let own = coverage(&weights, title | heading);
                total * (1.0 - INDEX_UNCOVERED * (1.0 - own))
            } else {
                total
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit() {
        assert!(within_one_edit("dockr", "docker"));
        assert!(within_one_edit("docekr", "docker"));
        assert!(within_one_edit("dockex", "docker"));
        assert!(!within_one_edit("dkr", "docker"));
        assert!(!within_one_edit("abcdef", "badcef"));
        assert!(within_one_edit("dockér", "docker"));
        assert!(within_one_edit("dockre", "docker"));
        assert!(!within_one_edit("dokcre", "docker"));
    }

    #[test]
    fn every_term_one_edit_from_a_word_that_may_carry_a_typo_is_reachable() {
        let alphabet = ['a', 'z', '7', 'é', 'ß', '版', 'か'];
        for word in ["docker", "onedrive", "mount", "s3api"] {
            assert!(typo_tolerant(word));
            let chars: Vec<char> = word.chars().collect();
            let mut edits: Vec<String> = Vec::new();
            for i in 0..=chars.len() {
                let (before, after) = chars.split_at(i);
                let join = |mid: &[char], rest: &[char]| {
                    before.iter().chain(mid).chain(rest).collect::<String>()
                };
                for &c in &alphabet {
                    edits.push(join(&[c], after));
                    if !after.is_empty() {
                        edits.push(join(&[c], &after[1..]));
                    }
                }
                if !after.is_empty() {
                    edits.push(join(&[], &after[1..]));
                }
                if after.len() >= 2 {
                    edits.push(join(&[after[1], after[0]], &after[2..]));
                }
            }
            for term in edits {
                assert!(within_one_edit(word, &term), "{word} → {term}");
                assert!(typo_reachable(&term), "{word} → {term}");
            }
        }
        for term in ["百度网盘", "docker版本", "the", "ok", "straße版"] {
            assert!(!typo_reachable(term), "{term}");
        }
    }

    #[test]
    fn a_phrase_is_found_in_the_lower_cased_text_and_only_there() {
        let texts = [
            "Set the JWT Secret in config.json.",
            "set the jwt secret",
            "THE JWT SECRET",
            "the jwt  secret",
            "Ünïcode before: the JWT secret, after ✓",
            "\u{212A}ey with a Kelvin sign: the jwt secret",
            "\u{130}stanbul",
            "the jwt secre",
            "",
        ];
        let phrases = [
            "the jwt secret",
            "jwt",
            "istanbul",
            "i\u{307}stanbul",
            "key",
            "ünïcode",
            "t",
        ];
        for text in texts {
            for phrase in phrases {
                assert_eq!(
                    contains_lowered(text, phrase),
                    text.to_lowercase().contains(phrase),
                    "{phrase:?} in {text:?}"
                );
            }
        }
    }

    #[test]
    fn words_are_found_in_a_field_as_each_alone_would_be() {
        let mut en = super::super::tokenizer::english();
        let mut cjk = super::super::tokenizer::cjk_bigrams();
        let cases: [(&mut TextAnalyzer, &str, &[&str]); 2] = [
            (
                &mut en,
                "jwt_secret configuration dockre token zebra the",
                &[
                    "Setting the jwt secret",
                    "Docker configuration",
                    "secret jwt",
                    "zebras",
                    "",
                ],
            ),
            (
                &mut cjk,
                "百度网盘 docker 安装 盘 onedrvie",
                &["百度网盘的安装", "使用 Docker 安装", "OneDrive 网盘", "盘"],
            ),
        ];
        for (analyzer, query, fields) in cases {
            let words = QueryWords::analyze(query, analyzer);
            let mut present = Vec::new();
            for field in fields {
                let terms = Terms::of(analyzer, field);
                let each: Vec<bool> = words
                    .words
                    .iter()
                    .map(|w| {
                        w.tokens.iter().all(|t| terms.iter().any(|term| term == t))
                            || w.typo
                                .as_deref()
                                .is_some_and(|raw| terms.iter().any(|t| within_one_edit(raw, t)))
                    })
                    .collect();
                let found = words.found_in(&terms, &mut present);
                let bits: Vec<bool> = (0..each.len()).map(|n| found >> n & 1 == 1).collect();
                assert_eq!(bits, each, "{query:?} in {field:?}");
                assert!(found >> each.len() == 0);
            }
        }
    }

    #[test]
    fn rare_words_in_the_title_outweigh_common_ones() {
        let mut analyzer = super::super::tokenizer::cjk_bigrams();
        let mut rarity = Rarity::default();
        for _ in 0..50 {
            rarity.add_document(tokens(&mut analyzer, "安装 说明"));
        }
        rarity.add_document(tokens(&mut analyzer, "使用 Docker"));
        let words = QueryWords::analyze("docker 安装", &mut analyzer);
        let docker_title = Terms::of(&mut analyzer, "使用 Docker");
        let install_title = Terms::of(&mut analyzer, "安装");
        let empty = Terms::default();
        let candidate = |title| Candidate {
            score: 1.0,
            title_terms: title,
            heading_terms: &empty,
            lead_terms: &empty,
            context_terms: &empty,
            heading_lower: "",
            text: "",
            code: "",
            page_top: true,
            folder_index: false,
        };
        let scores = score(
            &words,
            &rarity,
            &[candidate(&docker_title), candidate(&install_title)],
        );
        assert!(scores[0] > scores[1], "{scores:?}");
    }
}
