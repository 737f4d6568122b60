//! Phrases a site forbids in its prose (`forbiddenPhrases:` in site.yaml, per locale prefix): a
//! page of that locale that uses one gets an error at its position. The shipped site lists notes
//! about the documents rather than the program ("upstream documentation", 本页所依据…) and words
//! with two meanings. Code is not prose, but block quotes and front matter (titles, descriptions)
//! are read as the page's own words. Every other text a reader sees is checked line by line: a
//! locale's UI strings (`locales/<key>.yaml`) against that locale's list, and the data files
//! (`data/**.yaml`) and the notices of site.yaml against every list, since one file holds all
//! languages (issue 58 item 10).

use crate::lint::Scope;
use crate::site::config::ForbiddenPhrase;
use crate::site::{Diagnostic, Site, Span};

use super::needles::Needles;
use super::terminology::{is_whole_word, position, text_ranges};

const RULE: &str = "prose/forbidden-phrase";

/// Check the pages and data files in scope.
pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    let lists = &site.config.forbidden_phrases;
    if lists.values().all(Vec::is_empty) {
        return;
    }
    // One matcher per list for the whole site, not one search per phrase per text.
    let by_locale: std::collections::HashMap<&String, Phrases> = lists
        .iter()
        .map(|(prefix, list)| (prefix, Phrases::new(list.iter())))
        .collect();
    let every = Phrases::new(lists.values().flatten());
    for page in &site.pages {
        let Some(list) = by_locale.get(&page.locale) else {
            continue;
        };
        if !scope.includes(&page.file) {
            continue;
        }
        let body = &page.body;
        for segment in text_ranges(body, true) {
            for (at, phrase) in
                list.found_in(crate::site::text::between(body, segment.start, segment.end))
            {
                let (line, column) = position(body, segment.start + at);
                out.push(finding(
                    &page.file,
                    page.body_line + line - 1,
                    column,
                    phrase,
                ));
            }
        }
        // The front matter is every line above the body.
        if let Some(text) = site.texts.get(&page.file) {
            let above = page.body_line.saturating_sub(1) as usize;
            check_lines(&page.file, text, |n| n < above, list, out);
        }
    }
    let mut data: Vec<(&String, &String)> = site
        .yaml_texts
        .iter()
        .filter(|(file, _)| file.starts_with("data/") && scope.includes(file))
        .collect();
    data.sort();
    for (file, text) in data {
        check_lines(file, text, |_| true, &every, out);
    }
    for (prefix, locale) in &site.config.locales {
        let file = format!("locales/{}.yaml", locale.key);
        let (Some(list), Some(text)) = (by_locale.get(prefix), site.yaml_texts.get(&file)) else {
            continue;
        };
        if scope.includes(&file) {
            check_lines(&file, text, |_| true, list, out);
        }
    }
    // site.yaml also holds the phrase lists themselves, so only its notices are read.
    let file = "site.yaml";
    if let Some(text) = site.yaml_texts.get(file).filter(|_| scope.includes(file)) {
        let notices = top_level_block(text, "notices");
        check_lines(file, text, |n| notices.contains(&n), &every, out);
    }
}

/// Check the lines of a YAML or front-matter text whose 0-based index `wanted` accepts, skipping
/// comment lines.
fn check_lines(
    file: &str,
    text: &str,
    wanted: impl Fn(usize) -> bool,
    phrases: &Phrases,
    out: &mut Vec<Diagnostic>,
) {
    for (index, line) in text.lines().enumerate() {
        if !wanted(index) || line.trim_start().starts_with('#') {
            continue;
        }
        for (at, phrase) in phrases.found_in(line) {
            let column = crate::site::text::before(line, at).chars().count() as u32 + 1;
            out.push(finding(file, index as u32 + 1, column, phrase));
        }
    }
}

/// The 0-based line indexes of a top-level YAML key's block: its own line and every indented,
/// blank or comment line after it, up to the next top-level key.
fn top_level_block(text: &str, key: &str) -> std::ops::Range<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let head = format!("{key}:");
    let Some(start) = lines.iter().position(|l| l.starts_with(&head)) else {
        return 0..0;
    };
    let end = lines
        .iter()
        .enumerate()
        .skip(start + 1)
        .find(|(_, l)| l.starts_with(|c: char| !c.is_whitespace() && c != '#'))
        .map_or(lines.len(), |(i, _)| i);
    start..end
}

/// A list of forbidden phrases, ready to be looked for in many texts.
struct Phrases<'p> {
    list: Vec<&'p ForbiddenPhrase>,
    needles: Needles,
}

impl<'p> Phrases<'p> {
    fn new(list: impl Iterator<Item = &'p ForbiddenPhrase>) -> Self {
        let list: Vec<_> = list.collect();
        let needles = Needles::ascii_caseless(list.iter().map(|p| p.phrase()));
        Self { list, needles }
    }

    /// Where `text` uses one of the phrases (byte offset, phrase), by offset: Latin letters
    /// compared without case, Latin phrases as whole words.
    fn found_in(&self, text: &str) -> Vec<(usize, &'p ForbiddenPhrase)> {
        let mut found: Vec<_> = self
            .needles
            .find_in(text)
            .into_iter()
            .filter_map(|(at, index)| {
                let phrase = self.list[index];
                is_whole_word(text, at..at + phrase.phrase().len()).then_some((at, phrase))
            })
            .collect();
        // Stable: phrases found at one offset stay in list order.
        found.sort_by_key(|(at, _)| *at);
        found
    }
}

fn finding(file: &str, line: u32, column: u32, phrase: &ForbiddenPhrase) -> Diagnostic {
    Diagnostic::error(
        RULE,
        Span::at(file, line, column),
        format!("`{}` is a phrase this site does not use", phrase.phrase()),
    )
    .with_help(phrase.reason().map_or_else(
        || "reword it (forbiddenPhrases in site.yaml)".to_owned(),
        |r| format!("{r} (forbiddenPhrases in site.yaml)"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(p: &str) -> ForbiddenPhrase {
        ForbiddenPhrase::Plain(p.into())
    }

    #[test]
    fn latin_phrases_match_whole_words_without_case() {
        let list = [plain("upstream docs")];
        let at: Vec<usize> = Phrases::new(list.iter())
            .found_in("See the Upstream docs; upstream docsite.")
            .into_iter()
            .map(|(at, _)| at)
            .collect();
        assert_eq!(at, [8]);
    }

    #[test]
    fn cjk_phrases_match_anywhere() {
        let list = [plain("本站")];
        assert_eq!(
            Phrases::new(list.iter())
                .found_in("请访问本站的工具页，本文档站不算。")
                .len(),
            1
        );
    }
}
