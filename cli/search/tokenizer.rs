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

use super::typo::typo_reachable;

/// Analyzer names registered on every index.
pub const EN: &str = "docs_en";
pub const CJK: &str = "docs_cjk";
pub const CJK_CHARS: &str = "docs_cjk_chars";
pub const EN_RAW: &str = "docs_en_raw";

/// A locale's analyzer: CJK bigrams (with Latin words) or English words.
pub fn for_locale(cjk: bool) -> TextAnalyzer {
    if cjk {
        cjk_bigrams()
    } else {
        english()
    }
}

/// The name [`for_locale`]'s analyzer is registered under.
pub fn name_for(cjk: bool) -> &'static str {
    if cjk {
        CJK
    } else {
        EN
    }
}

/// The English analyzer.
pub fn english() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .filter(EachToken(remembered_stem))
        .build()
}

/// English words as written: [`english`]'s words and offsets, before lower-casing and stemming
/// (a snippet judges each distinct word once).
pub fn english_words() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
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

/// [`english_raw`] keeping only the words a typo could reach ([`typo_reachable`]): the
/// unstemmed words are indexed for typos alone, and most of a page's words (short ones, and in
/// Chinese pages whole runs of characters) never could be, yet cost as much to index.
pub fn typo_terms() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(64))
        .filter(LowerCaser)
        .filter(EachToken(|text| typo_reachable(text)))
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
fn remembered_stem(text: &mut String) -> bool {
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

/// The English stem of `word` (a token of [`english_raw`]), as [`english`] makes it: the static
/// index stems each distinct word of a part once instead of every token again.
pub fn stem(word: &str) -> String {
    let mut text = word.to_owned();
    remembered_stem(&mut text);
    text
}

/// A filter that hands each token's text to a function, which may rewrite it and says whether the
/// token is kept.
#[derive(Clone, Copy, Debug)]
pub struct EachToken(fn(&mut String) -> bool);

impl TokenFilter for EachToken {
    type Tokenizer<T: Tokenizer> = EachTokenFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> EachTokenFilter<T> {
        EachTokenFilter(self.0, tokenizer)
    }
}

#[derive(Clone, Debug)]
pub struct EachTokenFilter<T>(fn(&mut String) -> bool, T);

impl<T: Tokenizer> Tokenizer for EachTokenFilter<T> {
    type TokenStream<'a> = EachTokenStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        EachTokenStream(self.0, self.1.token_stream(text))
    }
}

pub struct EachTokenStream<S>(fn(&mut String) -> bool, S);

impl<S: TokenStream> TokenStream for EachTokenStream<S> {
    fn advance(&mut self) -> bool {
        while self.1.advance() {
            if (self.0)(&mut self.1.token_mut().text) {
                return true;
            }
        }
        false
    }

    fn token(&self) -> &Token {
        self.1.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.1.token_mut()
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

impl Tokenizer for CjkTokenizer {
    type TokenStream<'a> = CjkTokenStream<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> CjkTokenStream<'a> {
        CjkTokenStream {
            text,
            at: 0,
            unigrams: self.unigrams,
            in_run: false,
            emitted: 0,
            token: Token::default(),
        }
    }
}

/// The tokens of a text, made one at a time in one reused [`Token`]: a Chinese page's text is
/// analyzed several times over when it is indexed (bigrams, characters, words), and a string per
/// token was most of what that cost.
pub struct CjkTokenStream<'a> {
    text: &'a str,
    /// Byte offset of the next character to look at.
    at: usize,
    unigrams: bool,
    /// Whether the character before `at` began a bigram, so its run is longer than one character
    /// (a run's last character then makes no token of its own).
    in_run: bool,
    emitted: usize,
    token: Token,
}

impl CjkTokenStream<'_> {
    fn emit(&mut self, from: usize, to: usize) {
        self.token.offset_from = from;
        self.token.offset_to = to;
        self.token.position = self.emitted;
        self.token.position_length = 1;
        self.emitted += 1;
    }
}

impl TokenStream for CjkTokenStream<'_> {
    fn advance(&mut self) -> bool {
        let text = self.text;
        while let Some(c) = crate::site::text::after(text, self.at).chars().next() {
            let from = self.at;
            let after = from + c.len_utf8();
            if is_cjk(c) {
                self.at = after;
                let next = crate::site::text::after(text, after)
                    .chars()
                    .next()
                    .filter(|&n| is_cjk(n));
                let to = match next {
                    Some(n) if !self.unigrams => {
                        self.in_run = true;
                        after + n.len_utf8()
                    }
                    // The last character of a longer run is in the bigram before it.
                    None if !self.unigrams && std::mem::take(&mut self.in_run) => continue,
                    _ => after,
                };
                self.token.text.clear();
                self.token
                    .text
                    .push_str(crate::site::text::between(text, from, to));
                self.emit(from, to);
                return true;
            }
            if !c.is_alphanumeric() {
                self.at = after;
                continue;
            }
            let to = crate::site::text::after(text, from)
                .char_indices()
                .find(|&(_, w)| !w.is_alphanumeric() || is_cjk(w))
                .map_or(text.len(), |(i, _)| from + i);
            self.at = to;
            if self.unigrams {
                continue;
            }
            let word = crate::site::text::between(text, from, to);
            self.token.text.clear();
            if word.is_ascii() {
                self.token.text.push_str(word);
                self.token.text.make_ascii_lowercase();
            } else {
                self.token.text.push_str(&word.to_lowercase());
            }
            if self.token.text.len() <= 64 {
                self.emit(from, to);
                return true;
            }
        }
        false
    }

    fn token(&self) -> &Token {
        &self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str, unigrams: bool) -> Vec<Token> {
        let mut tokenizer = CjkTokenizer { unigrams };
        let mut stream = tokenizer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            out.push(stream.token().clone());
        }
        out
    }

    fn texts(text: &str, unigrams: bool) -> Vec<String> {
        tokens(text, unigrams).into_iter().map(|t| t.text).collect()
    }

    /// The tokens as the plain reading of the rule makes them: every character listed, each run
    /// cut out, a string per token.
    fn spelled_out(text: &str, unigrams: bool) -> Vec<Token> {
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let end_of = |k: usize| chars.get(k).map_or(text.len(), |(o, _)| *o);
        let mut spans = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i].1;
            let same = |k: usize| {
                chars.get(k).is_some_and(|&(_, d)| {
                    if is_cjk(c) {
                        is_cjk(d)
                    } else {
                        d.is_alphanumeric() && !is_cjk(d)
                    }
                })
            };
            let mut j = i + 1;
            while same(j) {
                j += 1;
            }
            if is_cjk(c) && (unigrams || j - i == 1) {
                spans.extend((i..j).map(|k| (k, k + 1, false)));
            } else if is_cjk(c) {
                spans.extend((i..j - 1).map(|k| (k, k + 2, false)));
            } else if c.is_alphanumeric() && !unigrams {
                spans.push((i, j, true));
            } else {
                j = i + 1;
            }
            i = j;
        }
        spans
            .into_iter()
            .map(|(a, b, word)| {
                let slice = &text[chars[a].0..end_of(b)];
                (
                    chars[a].0,
                    end_of(b),
                    if word {
                        slice.to_lowercase()
                    } else {
                        slice.to_owned()
                    },
                )
            })
            .filter(|(_, _, t)| t.len() <= 64)
            .enumerate()
            .map(|(position, (offset_from, offset_to, text))| Token {
                offset_from,
                offset_to,
                position,
                text,
                position_length: 1,
            })
            .collect()
    }

    #[test]
    fn the_token_stream_makes_the_tokens_the_rule_spells_out() {
        let long = "x".repeat(65);
        let texts = [
            "",
            "盘",
            "百度网盘 Docker版",
            "，。！百度、网盘。",
            "阿里云盘open平台的refresh_token和access令牌",
            "ひらがなカタカナ 한국어 텍스트 漢字",
            "ΣΟΦΟΣ İstanbul Straße 123abc",
            &format!("前{long}后 ok"),
            "a 中 b 文字 c",
            "  trailing 空 ",
        ];
        for text in texts {
            for unigrams in [false, true] {
                assert_eq!(
                    tokens(text, unigrams),
                    spelled_out(text, unigrams),
                    "{text:?}, unigrams {unigrams}"
                );
            }
        }
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
    fn typo_terms_are_the_unstemmed_words_a_typo_can_reach() {
        let text = "Mount the OneDrive 网盘 with rclone: Docker版 百度网盘Docker版本 ok ÉTÉ";
        let words = |mut analyzer: TextAnalyzer| {
            let mut stream = analyzer.token_stream(text);
            let mut out = Vec::new();
            while stream.advance() {
                out.push(stream.token().text.clone());
            }
            out
        };
        let reachable: Vec<String> = words(english_raw())
            .into_iter()
            .filter(|w| typo_reachable(w))
            .collect();
        assert_eq!(words(typo_terms()), reachable);
        assert_eq!(
            reachable,
            ["mount", "onedrive", "with", "rclone", "docker版"]
        );
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
