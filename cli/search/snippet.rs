//! Snippets: a short, readable piece of a section around its matches, matches wrapped in `<mark>`,
//! everything else HTML-escaped. It starts at a sentence start (or a word, after "…") and ends at a
//! sentence end (or a word, before "…"). A match only in code shows that code line, not a run of
//! every line glued together.

use std::collections::HashMap;

use tantivy::tokenizer::TextAnalyzer;

use super::analysis::QueryWords;
use super::tokenizer::{self, is_cjk};
use super::typo::within_one_edit;
use crate::render::escape;
use crate::site::text;

/// Longest snippet, in characters (before the ellipses).
const WINDOW: usize = 160;
/// How far back from the first match a sentence start is looked for.
const LOOK_BACK: usize = 60;

/// Matches are looked for up to this many characters past the first one: the densest run is
/// looked for near the first match, so a long section costs what a short one does.
const SCAN_PAST_FIRST: usize = WINDOW * 3;

/// What the snippets of one query share: the locale's analyzer, the query's words and, for
/// English, whether each word as the pages write it matches, decided once per query. A heavy
/// query's fifty snippets scan thousands of words, mostly the same few hundred: lower-casing,
/// stemming and typo-checking each again was 41 % of such a query's time. (The CJK analyzer
/// makes bigrams of a run, not words: its tokens are judged as they come.)
pub struct Marker<'a> {
    analyzer: &'a mut TextAnalyzer,
    words: &'a QueryWords,
    /// English only.
    by_word: Option<ByWord>,
}

/// Judging English text word by word.
struct ByWord {
    /// The analyzer's words as written, before lower-casing and stemming.
    split: TextAnalyzer,
    /// The English analyzer, for one word at a time.
    stem: TextAnalyzer,
    /// Word as written → whether it matches.
    judged: HashMap<String, bool>,
}

impl<'a> Marker<'a> {
    pub fn new(analyzer: &'a mut TextAnalyzer, words: &'a QueryWords, cjk: bool) -> Self {
        let by_word = (!cjk).then(|| ByWord {
            split: tokenizer::english_words(),
            stem: tokenizer::english(),
            judged: HashMap::new(),
        });
        Self {
            analyzer,
            words,
            by_word,
        }
    }

    /// Snippet HTML for one section.
    pub fn make(&mut self, text: &str, code: &str) -> String {
        make(text, code, self)
    }
}

/// Snippet HTML for one section.
fn make(text: &str, code: &str, marker: &mut Marker) -> String {
    let (spans, scanned) = matches(text, marker);
    if spans.is_empty() {
        // The words matched in code: show the first matching line rather than the prose lead.
        for line in code.lines() {
            let line = line.trim();
            let (spans, _) = matches(line, marker);
            if !spans.is_empty() {
                return window(line, &spans);
            }
        }
    }
    if spans.is_empty() && text.is_empty() {
        if let Some(line) = code.lines().next() {
            return window(line.trim(), &[]);
        }
    }
    // The window ends within WINDOW characters of its last match; one character more tells it
    // that the text goes on.
    let end = text::after(text, scanned)
        .char_indices()
        .nth(WINDOW + 1)
        .map_or(text.len(), |(i, _)| scanned + i);
    window(text::before(text, end), &spans)
}

/// Byte ranges of `text` that match a query word, sorted and merged, and the byte offset where
/// the scan stopped ([`SCAN_PAST_FIRST`]).
fn matches(text: &str, marker: &mut Marker) -> (Vec<(usize, usize)>, usize) {
    let Marker {
        analyzer,
        words,
        by_word,
    } = marker;
    let mut spans = Vec::new();
    let (mut stream, mut by_word) = match by_word {
        Some(ByWord {
            split,
            stem,
            judged,
        }) => (split.token_stream(text), Some((stem, judged))),
        None => (analyzer.token_stream(text), None),
    };
    let mut scanned = text.len();
    // Characters before `counted` (a byte offset), and the character where the first match starts.
    let (mut chars, mut counted, mut first) = (0, 0, None::<usize>);
    while stream.advance() {
        let token = stream.token();
        if token.offset_from > counted {
            chars += text::between(text, counted, token.offset_from)
                .chars()
                .count();
            counted = token.offset_from;
        }
        if first.is_some_and(|f| chars > f + SCAN_PAST_FIRST) {
            scanned = token.offset_from;
            break;
        }
        let original = text
            .get(token.offset_from..token.offset_to)
            .unwrap_or_default();
        let hit = match &mut by_word {
            None => words.has_token(&token.text) || typo_of(words, original),
            Some((stem, judged)) => match judged.get(original) {
                Some(hit) => *hit,
                None => {
                    let hit = stem
                        .token_stream(original)
                        .next()
                        .is_some_and(|t| words.has_token(&t.text))
                        || typo_of(words, original);
                    judged.insert(original.to_owned(), hit);
                    hit
                }
            },
        };
        if hit {
            first.get_or_insert(chars);
            spans.push((token.offset_from, token.offset_to));
        }
    }
    // One-character Chinese words: bigrams never equal them, so find the character itself.
    for single in words.tokens().filter(|t| {
        let mut chars = t.chars();
        matches!((chars.next(), chars.next()), (Some(c), None) if is_cjk(c))
    }) {
        spans.extend(
            text::before(text, scanned)
                .match_indices(single)
                .map(|(i, s)| (i, i + s.len())),
        );
    }
    spans.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::with_capacity(spans.len());
    for (from, to) in spans {
        match merged.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => merged.push((from, to)),
        }
    }
    (merged, scanned)
}

/// Whether `original` (a word as written) is a query word with one typo.
fn typo_of(words: &QueryWords, original: &str) -> bool {
    // Lower-casing every word of a long section would cost more than the comparisons.
    words
        .typo_candidates()
        .any(|raw| raw.len().abs_diff(original.len()) <= 2)
        && {
            let original = original.to_lowercase();
            words
                .typo_candidates()
                .any(|raw| within_one_edit(raw, &original))
        }
}

fn is_sentence_end(c: char) -> bool {
    matches!(c, '.' | '!' | '?' | '。' | '！' | '？' | '；' | ';')
}

/// Whether a cut between two characters falls between words.
fn is_word_break(before: char, after: char) -> bool {
    before.is_whitespace() || after.is_whitespace() || is_cjk(before) || is_cjk(after)
}

/// The piece of `text` around the densest run of matches, marked.
fn window(text: &str, spans: &[(usize, usize)]) -> String {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let char_at = |byte: usize| chars.partition_point(|(b, _)| *b < byte);
    // The match that starts the most matches within one window. Spans are sorted, so a second
    // index walks ahead of the first: common words can match thousands of times in a long section.
    let starts: Vec<usize> = spans.iter().map(|(from, _)| char_at(*from)).collect();
    let mut focus = 0;
    let mut best = 0;
    let mut ahead = 0;
    for (i, &start) in starts.iter().enumerate() {
        ahead = ahead.max(i);
        while ahead < starts.len() && starts[ahead] < start + WINDOW * 2 / 3 {
            ahead += 1;
        }
        // Ties go to the earliest match.
        if ahead - i > best {
            best = ahead - i;
            focus = start;
        }
    }

    // Start: the text's start, the sentence holding the focus, or a word before it after "…".
    let mut start = 0;
    let mut lead = false;
    if focus > LOOK_BACK / 2 {
        let from = focus.saturating_sub(LOOK_BACK);
        let sentence = (from..focus).rev().find(|&i| {
            i > 0 && is_sentence_end(chars[i - 1].1) && chars[i].1.is_whitespace()
                || i > 0 && is_sentence_end(chars[i - 1].1) && is_cjk(chars[i].1)
        });
        match sentence {
            Some(i) => start = i,
            None if from == 0 => {}
            None => {
                let back = focus.saturating_sub(LOOK_BACK / 2);
                start = (back..focus)
                    .find(|&i| i > 0 && is_word_break(chars[i - 1].1, chars[i].1))
                    .unwrap_or(back);
                lead = true;
            }
        }
    }
    while start < chars.len() && chars[start].1.is_whitespace() {
        start += 1;
    }

    // End: the text's end, the last sentence end in the window, or a word break before "…".
    let limit = start + WINDOW;
    let (end, trail) = if chars.len() <= limit {
        (chars.len(), false)
    } else {
        let sentence = (start + WINDOW / 2..limit).rev().find(|&i| {
            is_sentence_end(chars[i - 1].1) && (chars[i].1.is_whitespace() || is_cjk(chars[i].1))
        });
        match sentence {
            Some(i) => (i, false),
            None => {
                let word = (start + WINDOW * 3 / 4..limit)
                    .rev()
                    .find(|&i| is_word_break(chars[i - 1].1, chars[i].1))
                    .unwrap_or(limit);
                (word, true)
            }
        }
    };
    let byte = |i: usize| chars.get(i).map_or(text.len(), |(b, _)| *b);
    let (from, to) = (byte(start), byte(end));

    let mut out = String::with_capacity((to - from) + 32);
    if lead {
        out.push('…');
    }
    let mut at = from;
    for &(s, e) in spans {
        let (s, e) = (s.max(from), e.min(to));
        if s >= e {
            continue;
        }
        out.push_str(&escape::html(text::between(text, at, s)));
        out.push_str("<mark>");
        out.push_str(&escape::html(text::between(text, s, e)));
        out.push_str("</mark>");
        at = e;
    }
    out.push_str(&escape::html(text::between(text, at, to).trim_end()));
    if trail {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(query: &str, text: &str, code: &str) -> String {
        let mut analyzer = super::super::tokenizer::english();
        let words = QueryWords::analyze(query, &mut analyzer);
        Marker::new(&mut analyzer, &words, false).make(text, code)
    }

    #[test]
    fn short_text_is_whole_and_marked() {
        assert_eq!(
            en("docker", "Run Docker <now>.", ""),
            "Run <mark>Docker</mark> &lt;now&gt;."
        );
    }

    #[test]
    fn long_text_starts_at_a_sentence_and_ends_on_a_word_with_an_ellipsis() {
        let filler = "Lorem ipsum dolor sit amet consectetur. ".repeat(6);
        let text = format!(
            "{filler}The proxy forwards every header you set here and more words follow {filler}"
        );
        let s = en("proxy", &text, "");
        assert!(s.starts_with("The <mark>proxy</mark>"), "{s}");
        assert!(s.ends_with('…') || s.ends_with('.'), "{s}");
        assert!(!s.contains("  "));
    }

    #[test]
    fn a_match_in_code_shows_that_line_only() {
        let s = en(
            "compose",
            "Start it like this:",
            "docker run -d x\ndocker compose up -d\ndocker stop x",
        );
        assert_eq!(s, "docker <mark>compose</mark> up -d");
    }

    #[test]
    fn typos_are_marked_too() {
        assert_eq!(en("dockr", "Use Docker.", ""), "Use <mark>Docker</mark>.");
    }
}
