//! Word count and reading time (FEATURES PG-07, PG-08): 300 words a minute, each CJK character
//! (ideograph, kana or hangul) a word.

use serde::{Deserialize, Serialize};

/// Reading time of a page.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ReadingTime {
    /// Unrounded minutes; the front end shows "less than a minute" below 1 and rounds otherwise.
    pub minutes: f64,
    pub words: usize,
}

const WORDS_PER_MINUTE: f64 = 300.0;

/// Count words in raw Markdown: Latin runs split on whitespace, plus one per CJK character.
pub fn word_count(text: &str) -> usize {
    let mut words = 0;
    let mut in_word = false;
    for c in text.chars() {
        if crate::site::text::is_cjk(c) {
            words += 1;
            in_word = false;
        } else if is_latin_word_char(c) {
            if !in_word {
                words += 1;
                in_word = true;
            }
        } else {
            in_word = false;
        }
    }
    words
}

fn is_latin_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || c == '_'
        || c == '.'
        || c == '@'
        || c == '/'
        || ('\u{00c0}'..='\u{024f}').contains(&c)
        || ('\u{0400}'..='\u{04ff}').contains(&c)
}

/// Reading time for a word count.
pub fn reading_time(words: usize) -> ReadingTime {
    let minutes = words as f64 / WORDS_PER_MINUTE;
    ReadingTime { minutes, words }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_text_counts_latin_runs_and_cjk_chars() {
        assert_eq!(word_count("Hello 世界, foo-bar"), 5);
        assert_eq!(word_count("v3.25.0 a@b.c/d"), 2);
        assert_eq!(word_count("安装，完成。"), 4);
        // Kana and hangul are written without spaces too (a Japanese or Korean locale).
        assert_eq!(word_count("ようこそ。"), 4);
        assert_eq!(word_count("설치"), 2);
    }

    #[test]
    fn reading_time_in_minutes() {
        // Regression: rounding to two decimals first turned 299 words into exactly one minute.
        assert!(reading_time(299).minutes < 1.0);
        assert_eq!(reading_time(300).minutes, 1.0);
        assert_eq!(reading_time(450).minutes, 1.5);
        assert_eq!(reading_time(600).words, 600);
    }
}
