//! Build a tantivy query from what a reader typed: analyzed words, never query syntax.

use tantivy::query::{
    BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::tokenizer::TextAnalyzer;
use tantivy::{Index, Term};

use super::{tokenizer, Fields};

/// At most this many words are used; the rest of a long query is ignored.
pub const MAX_WORDS: usize = 32;
/// Words of a query that also match with a typo. Each fuzzy word walks the term dictionary twice,
/// so a query of 32 long words would cost 64 walks; readers type a few words, and typos in the
/// first words are what the fallback is for.
pub const FUZZY_WORDS: usize = 6;
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

fn analyze(analyzer: &mut TextAnalyzer, text: &str) -> Vec<String> {
    let mut stream = analyzer.token_stream(text);
    let mut out = Vec::new();
    while stream.advance() {
        out.push(stream.token().text.clone());
    }
    out
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

/// The query for `text`, or `None` when it has no searchable word.
pub fn build(
    index: &Index,
    fields: Fields,
    cjk: bool,
    text: &str,
    mode: Mode,
) -> Option<Box<dyn Query>> {
    let name = if cjk { tokenizer::CJK } else { tokenizer::EN };
    let mut analyzer = index.tokenizers().get(name)?;
    let mut raw_analyzer = index.tokenizers().get(tokenizer::EN_RAW)?;
    let by_field = [
        fields.title,
        fields.section,
        fields.body,
        fields.code,
        fields.context,
    ];
    let mut words: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (n, (word, tokens)) in super::rank::split_words(&mut analyzer, text)
        .into_iter()
        .enumerate()
    {
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
                    for raw_word in analyze(&mut raw_analyzer, &word)
                        .into_iter()
                        .filter(|w| super::rank::typo_tolerant(w))
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
