//! Analyzers. English: words, lower-cased, stemmed. Chinese (and the English inside Chinese pages):
//! overlapping CJK bigrams plus lower-cased Latin words, so a term is found inside any longer run of
//! characters; single characters go to a separate unigram field.

use std::cell::RefCell;

use foldhash::HashMap;
use foldhash::HashMapExt;
use tantivy::tokenizer::{
    LowerCaser, RawTokenizer, RemoveLongFilter, SimpleTokenizer, Stemmer, TextAnalyzer, Token,
    TokenFilter, TokenStream, Tokenizer,
};

/// Analyzer names registered on every index.
pub const EN: &str = "docs_en";
pub const CJK: &str = "docs_cjk";
pub const CJK_CHARS: &str = "docs_cjk_chars";
pub const EN_RAW: &str = "docs_en_raw";

/// The English analyzer.
pub fn english() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .filter(RememberedStems)
        .build()
}

/// English words lower-cased but not stemmed, for typo-tolerant matching (stems hide typos:
/// "OneDrive" stems to "onedr", so "onedrvie" would be two edits away).
pub fn english_raw() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .build()
}

/// Stems remembered on a thread before it starts over (a big site's vocabulary is a few ten
/// thousand words).
const REMEMBERED_STEMS: usize = 100_000;

thread_local! {
    /// Word → English stem, with the stemmer that makes the ones not seen yet. (foldhash: SipHash
    /// cost what stemming saved; still seeded per process, as a reader's words land here too.)
    static STEMS: RefCell<(HashMap<String, String>, TextAnalyzer)> = RefCell::new((
        HashMap::new(),
        TextAnalyzer::builder(RawTokenizer::default())
            .filter(Stemmer::default())
            .build(),
    ));
}

/// tantivy's English [`Stemmer`], remembering each word's stem on the thread. Indexing stems
/// every word of every field, and a handful of words make most of a site's text: stemming each
/// again was a seventh of the time a big site's index took.
#[derive(Clone, Copy, Debug)]
pub struct RememberedStems;

impl TokenFilter for RememberedStems {
    type Tokenizer<T: Tokenizer> = RememberedStemsFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> RememberedStemsFilter<T> {
        RememberedStemsFilter(tokenizer)
    }
}

#[derive(Clone, Debug)]
pub struct RememberedStemsFilter<T>(T);

impl<T: Tokenizer> Tokenizer for RememberedStemsFilter<T> {
    type TokenStream<'a> = RememberedStemsStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        RememberedStemsStream(self.0.token_stream(text))
    }
}

pub struct RememberedStemsStream<S>(S);

impl<S: TokenStream> TokenStream for RememberedStemsStream<S> {
    fn advance(&mut self) -> bool {
        if !self.0.advance() {
            return false;
        }
        let text = &mut self.0.token_mut().text;
        STEMS.with_borrow_mut(|(stems, stemmer)| {
            if let Some(stem) = stems.get(text.as_str()) {
                text.clone_from(stem);
                return;
            }
            let stem = {
                let mut stream = stemmer.token_stream(text);
                if stream.advance() {
                    stream.token().text.clone()
                } else {
                    text.clone()
                }
            };
            if stems.len() >= REMEMBERED_STEMS {
                stems.clear();
            }
            stems.insert(std::mem::replace(text, stem.clone()), stem);
        });
        true
    }

    fn token(&self) -> &Token {
        self.0.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.0.token_mut()
    }
}

/// The CJK analyzer (bigrams + words), for Chinese, Japanese and Korean.
pub fn cjk_bigrams() -> TextAnalyzer {
    TextAnalyzer::builder(CjkTokenizer { unigrams: false }).build()
}

/// The CJK single-character analyzer.
pub fn cjk_chars() -> TextAnalyzer {
    TextAnalyzer::builder(CjkTokenizer { unigrams: true }).build()
}

pub use crate::site::text::is_cjk;

/// Bigram (or unigram) tokenizer for CJK runs; Latin/digit runs become lower-cased words.
#[derive(Clone, Copy, Debug)]
pub struct CjkTokenizer {
    unigrams: bool,
}

/// Tokens produced up front.
pub struct VecTokenStream {
    tokens: Vec<Token>,
    next: usize,
}

impl TokenStream for VecTokenStream {
    fn advance(&mut self) -> bool {
        self.next += 1;
        self.next <= self.tokens.len()
    }
    fn token(&self) -> &Token {
        &self.tokens[self.next - 1]
    }
    fn token_mut(&mut self) -> &mut Token {
        &mut self.tokens[self.next - 1]
    }
}

impl Tokenizer for CjkTokenizer {
    type TokenStream<'a> = VecTokenStream;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> VecTokenStream {
        VecTokenStream {
            tokens: tokenize(text, self.unigrams),
            next: 0,
        }
    }
}

fn tokenize(text: &str, unigrams: bool) -> Vec<Token> {
    let mut tokens = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    let push = |tokens: &mut Vec<Token>, from: usize, to: usize, s: String| {
        let position = tokens.len();
        tokens.push(Token {
            offset_from: from,
            offset_to: to,
            position,
            text: s,
            position_length: 1,
        });
    };
    let end_of = |k: usize| chars.get(k).map_or(text.len(), |(o, _)| *o);
    while i < chars.len() {
        let (start, c) = chars[i];
        if is_cjk(c) {
            let mut j = i;
            while j < chars.len() && is_cjk(chars[j].1) {
                j += 1;
            }
            if unigrams || j - i == 1 {
                for (k, &(offset, ch)) in chars.iter().enumerate().take(j).skip(i) {
                    push(&mut tokens, offset, end_of(k + 1), ch.to_string());
                }
            } else {
                for k in i..j - 1 {
                    let s: String = [chars[k].1, chars[k + 1].1].iter().collect();
                    push(&mut tokens, chars[k].0, end_of(k + 2), s);
                }
            }
            i = j;
        } else if c.is_alphanumeric() {
            let mut j = i;
            while j < chars.len() && chars[j].1.is_alphanumeric() && !is_cjk(chars[j].1) {
                j += 1;
            }
            if !unigrams {
                let word: String = text[start..end_of(j)].to_lowercase();
                if word.len() <= 64 {
                    push(&mut tokens, start, end_of(j), word);
                }
            }
            i = j;
        } else {
            i += 1;
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str, unigrams: bool) -> Vec<String> {
        tokenize(text, unigrams)
            .into_iter()
            .map(|t| t.text)
            .collect()
    }

    #[test]
    fn cjk_runs_become_bigrams_and_words_stay_whole() {
        assert_eq!(
            texts("百度网盘 Docker版", false),
            ["百度", "度网", "网盘", "docker", "版"]
        );
        assert_eq!(texts("盘", false), ["盘"]);
        assert_eq!(texts("百度网盘", true), ["百", "度", "网", "盘"]);
    }

    #[test]
    fn english_analyzer_stems_and_splits_identifiers() {
        let mut a = english();
        let mut stream = a.token_stream("Configuring jwt_secret in config.json");
        let mut out = Vec::new();
        while stream.advance() {
            out.push(stream.token().text.clone());
        }
        assert_eq!(out, ["configur", "jwt", "secret", "in", "config", "json"]);
    }

    #[test]
    fn remembered_stems_are_tantivys_stems() {
        let text = "Configuring configured configuration drivers driver's storages mounting \
                    mounted caching cached running runs ran easily generously";
        let stemmed = |mut analyzer: TextAnalyzer| {
            let mut stream = analyzer.token_stream(text);
            let mut out = Vec::new();
            while stream.advance() {
                let t = stream.token();
                out.push((t.text.clone(), t.offset_from, t.offset_to, t.position));
            }
            out
        };
        let tantivys = TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(RemoveLongFilter::limit(64))
            .filter(LowerCaser)
            .filter(Stemmer::default())
            .build();
        let expected = stemmed(tantivys);
        // Twice: the second time every stem is remembered.
        assert_eq!(stemmed(english()), expected);
        assert_eq!(stemmed(english()), expected);
    }
}
