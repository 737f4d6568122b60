//! Re-ranking of the index's candidates with features a reader's intent shows in: the words name the
//! page (title) or the section (heading), the whole query appears as written (a settings key, an
//! error message), and folder index pages, which list every child page, only win on their own words.
//! Each word counts by how rare it is on the site, so "docker 安装" is about Docker, not installing.

use super::analysis::{QueryWords, Terms};
use super::statistics::Rarity;

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
/// Folder indexes list every child page's words; their text match counts for less, and words that
/// their own title and headings do not cover cost them this share of their score.
const INDEX_TEXT: f32 = 0.5;
const INDEX_UNCOVERED: f32 = 0.5;

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
    let weights: Vec<f32> = words
        .word_tokens()
        .map(|tokens| rarity.tokens_weight(tokens))
        .collect();
    let mut present = Vec::new();
    candidates
        .iter()
        .map(|c| {
            let text = c.score / top * if c.folder_index { INDEX_TEXT } else { 1.0 };
            let phrase = match words.phrase() {
                Some(p) if c.heading_lower.contains(p) => PHRASE_IN_HEADING,
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
    fn rare_words_in_the_title_outweigh_common_ones() {
        let mut analyzer = super::super::tokenizer::cjk_bigrams();
        // 50 sections say 安装 说明, one says 使用 Docker.
        let df = [("安装", 50), ("说明", 50), ("使用", 1), ("docker", 1)]
            .into_iter()
            .map(|(token, n)| (token.to_owned(), n))
            .collect();
        let rarity = Rarity::counted(51, df);
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
