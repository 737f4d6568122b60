//! Build a tantivy query from what a reader typed: analyzed words, never query syntax.

use tantivy::query::{
    BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::{Searcher, Term};

use super::analysis::{self, split_words};
use super::statistics::Rarity;
use super::typo::typo_tolerant;
use super::{tokenizer, Fields};
/// Words of a query that also match with a typo. Each fuzzy word walks the term dictionary twice,
/// so a query of 32 long words would cost 64 walks; readers type a few words, and typos in the
/// first words are what the fallback is for.
pub const FUZZY_WORDS: usize = 6;
/// Words of a query that count when any word may match. A union walks every word's postings, so
/// a long query of common words would cost many times a short one; the rarest words say the most.
pub const ANY_WORDS: usize = 8;
/// (boost, field): title, heading path, prose, code, folder titles.
const BOOSTS: [(f32, usize); 5] = [(3.0, 0), (2.0, 1), (1.0, 2), (0.6, 3), (0.5, 4)];

/// How words combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Every word must match (tried first).
    All,
    /// Any word may match (the fallback when `All` finds nothing).
    Any,
}

fn term_or_phrase(field: Field, tokens: &[String]) -> Box<dyn Query> {
    if tokens.len() == 1 {
        Box::new(TermQuery::new(
            Term::from_field_text(field, &tokens[0]),
            IndexRecordOption::WithFreqs,
        ))
    } else {
        Box::new(PhraseQuery::new(
            tokens
                .iter()
                .map(|t| Term::from_field_text(field, t))
                .collect(),
        ))
    }
}

/// Whether the pages contain `word` (lower-cased, unstemmed) as written. Such a word was not
/// mistyped, and looking for its one-edit neighbours would cost the most and find the least.
pub fn written(searcher: &Searcher, fields: Fields, word: &str) -> bool {
    let (title_raw, body_raw) = fields.raw;
    [title_raw, body_raw].into_iter().any(|field| {
        searcher
            .doc_freq(&Term::from_field_text(field, word))
            .is_ok_and(|n| n > 0)
    })
}

/// The query for `text`, or `None` when it has no searchable word.
pub fn build(
    searcher: &Searcher,
    fields: Fields,
    cjk: bool,
    text: &str,
    mode: Mode,
    rarity: &Rarity,
) -> Option<Box<dyn Query>> {
    let index = searcher.index();
    let mut analyzer = index.tokenizers().get(tokenizer::name_for(cjk))?;
    let mut raw_analyzer = index.tokenizers().get(tokenizer::EN_RAW)?;
    let by_field = [
        fields.title,
        fields.section,
        fields.body,
        fields.code,
        fields.context,
    ];
    let mut split = split_words(&mut analyzer, text);
    if mode == Mode::Any && split.len() > ANY_WORDS {
        let mut by_weight: Vec<(f32, usize)> = split
            .iter()
            .enumerate()
            .map(|(i, (_, tokens))| (rarity.tokens_weight(tokens), i))
            .collect();
        by_weight.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let keep: std::collections::HashSet<usize> = by_weight
            .into_iter()
            .take(ANY_WORDS)
            .map(|(_, i)| i)
            .collect();
        let mut i = 0;
        split.retain(|_| {
            i += 1;
            keep.contains(&(i - 1))
        });
    }
    let mut words: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (n, (word, tokens)) in split.into_iter().enumerate() {
        let mut alternatives: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let single_cjk = tokens.len() == 1
            && tokens[0].chars().count() == 1
            && tokens[0].chars().all(tokenizer::is_cjk);
        match (single_cjk, fields.chars) {
            // One Chinese character: bigrams cannot hold it, the unigram field can.
            (true, Some(chars)) => {
                alternatives.push((Occur::Should, term_or_phrase(chars, &tokens)))
            }
            _ => {
                for (boost, i) in BOOSTS {
                    alternatives.push((
                        Occur::Should,
                        Box::new(BoostQuery::new(term_or_phrase(by_field[i], &tokens), boost)),
                    ));
                }
                // Typos: one edit for words of five letters or more, matched against unstemmed words.
                if n < FUZZY_WORDS {
                    let (title_raw, body_raw) = fields.raw;
                    for raw_word in analysis::tokens(&mut raw_analyzer, &word)
                        .into_iter()
                        .filter(|w| typo_tolerant(w) && !written(searcher, fields, w))
                    {
                        for (field, boost) in [(title_raw, 1.5), (body_raw, 0.5)] {
                            let fuzzy = FuzzyTermQuery::new(
                                Term::from_field_text(field, &raw_word),
                                1,
                                true,
                            );
                            alternatives.push((
                                Occur::Should,
                                Box::new(BoostQuery::new(Box::new(fuzzy), boost)),
                            ));
                        }
                    }
                }
            }
        }
        let occur = if mode == Mode::All {
            Occur::Must
        } else {
            Occur::Should
        };
        words.push((occur, Box::new(BooleanQuery::new(alternatives))));
    }
    (!words.is_empty()).then(|| Box::new(BooleanQuery::new(words)) as Box<dyn Query>)
}
