//! Text analysis as the ranker, the query builder, the snippets and the index documents read it:
//! a text's analyzed tokens, a query split into words ([`QueryWords`]), the searchable terms of
//! a short field ([`Terms`]) and a page's opening sentence. Below the ranker and the query
//! builder, above the analyzers ([`super::tokenizer`]) and the typo rule ([`super::typo`]).

use std::collections::HashSet;

use tantivy::tokenizer::TextAnalyzer;

use super::tokenizer::is_cjk;
use super::typo::{typo_tolerant, within_one_edit};

/// At most this many words of a query are used; the rest of a long query is ignored.
pub const MAX_WORDS: usize = 32;

/// How long the opening is, in characters.
const LEAD_CHARS: usize = 160;

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
const _: () = assert!(MAX_WORDS <= u64::BITS as usize);

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

    /// Each word's analyzed tokens, in the query's order.
    pub fn word_tokens(&self) -> impl Iterator<Item = &[String]> {
        self.words.iter().map(|w| w.tokens.as_slice())
    }

    /// The whole query as written (lower-cased, whitespace collapsed), when it is more than one
    /// token.
    pub fn phrase(&self) -> Option<&str> {
        self.phrase.as_deref()
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
    pub(super) fn found_in(&self, terms: &Terms, present: &mut Vec<bool>) -> u64 {
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
        if raw.chars().any(is_cjk) {
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
    words.truncate(MAX_WORDS);
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
        terms.extend(text.chars().filter(|c| is_cjk(*c)).map(String::from));
        terms.retain(|t| !t.is_empty() && !t.contains(TERM_END));
        terms.sort_unstable();
        terms.dedup();
        Self(terms.join(&TERM_END.to_string()).into_boxed_str())
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = &str> {
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
    crate::site::text::before(text, end)
}

/// Each token once (sorting costs less than hashing every token of a section).
pub fn distinct(tokens: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut tokens: Vec<String> = tokens.into_iter().collect();
    tokens.sort_unstable();
    tokens.dedup();
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::typo::within_one_edit;

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
}
