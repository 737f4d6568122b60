//! Terminology held by `content/glossary.yaml`: a page that uses a variant its locale's entry
//! lists gets a warning naming the preferred term. Code, raw HTML, block quotes and text inside
//! quotation marks are left alone (they quote other wording); headings and link text count.

use std::collections::BTreeMap;
use std::ops::Range;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use serde::Deserialize;

use super::needles::Needles;
use crate::lint::Scope;
use crate::site::{text, yaml, Diagnostic, Page, Site, Span};

/// Where the glossary lives, relative to the content root.
const GLOSSARY: &str = "glossary.yaml";

/// One glossary entry: the term per locale key (`en: AList`, `zh: AList`, any locale's key) and,
/// per locale key, the wordings to flag. No locale is named here: the keys are site.yaml's.
#[derive(Debug, Deserialize)]
struct Entry {
    #[serde(default)]
    variants: BTreeMap<String, Vec<String>>,
    #[serde(flatten)]
    terms: BTreeMap<String, String>,
}

/// A variant to flag on pages of one locale, with the term to use instead.
struct Rule<'a> {
    variant: &'a str,
    preferred: &'a str,
}

/// One locale's rules with the matcher that finds all their variants in one pass.
struct Rules<'a> {
    list: Vec<Rule<'a>>,
    variants: Needles,
}

impl<'a> Rules<'a> {
    fn new(list: Vec<Rule<'a>>) -> Self {
        let variants = Needles::exact(list.iter().map(|r| r.variant));
        Self { list, variants }
    }
}

/// Check every page in scope against the glossary.
pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    let Some(text) = site.yaml_texts.get(GLOSSARY) else {
        return;
    };
    let entries: Vec<Entry> = match yaml::parse(text) {
        Ok(entries) => entries,
        Err(e) => {
            if scope.includes(GLOSSARY) || matches!(scope, Scope::All) {
                out.push(Diagnostic::error(
                    "terminology/glossary",
                    Span::at(GLOSSARY, e.line.max(1), e.column.max(1)),
                    format!("cannot read the glossary: {}", e.message),
                ));
            }
            return;
        }
    };
    // Built once per locale, not per page: the matcher is the costly part.
    let mut by_locale: BTreeMap<&str, Rules> = BTreeMap::new();
    for page in &site.pages {
        if !scope.includes(&page.file) || page.front_matter.terminology == Some(false) {
            continue;
        }
        let Some(info) = site.config.locales.get(&page.locale) else {
            continue;
        };
        let rules = by_locale
            .entry(info.key.as_str())
            .or_insert_with(|| Rules::new(rules_for(&entries, &info.key)));
        if !rules.list.is_empty() {
            check_title(page, site.text_of(&page.file).unwrap_or(""), rules, out);
            check_page(page, rules, out);
        }
    }
}

fn rules_for<'a>(entries: &'a [Entry], locale: &str) -> Vec<Rule<'a>> {
    let mut rules = Vec::new();
    for e in entries {
        let (Some(preferred), Some(variants)) = (e.terms.get(locale), e.variants.get(locale))
        else {
            continue;
        };
        rules.extend(variants.iter().map(|v| Rule {
            variant: v,
            preferred,
        }));
    }
    rules
}

fn check_page(page: &Page, rules: &Rules, out: &mut Vec<Diagnostic>) {
    let body = &page.body;
    for segment in prose(body) {
        for (at, rule) in variants_in(text::between(body, segment.start, segment.end), rules) {
            let (line, column) = position(body, segment.start + at);
            out.push(warning(page, page.body_line + line - 1, column, rule));
        }
    }
}

/// The front-matter `title` names the page in the sidebar, search and the browser tab, so it is
/// held to the same terms as a heading.
fn check_title(page: &Page, raw: &str, rules: &Rules, out: &mut Vec<Diagnostic>) {
    if page.front_matter.title.is_none() {
        return;
    }
    let Some((index, line)) = raw
        .lines()
        .take(page.body_line.saturating_sub(1) as usize)
        .enumerate()
        .find(|(_, l)| l.starts_with("title:"))
    else {
        return;
    };
    let value = line.strip_prefix("title:").unwrap_or_default();
    let mut offset = "title:".len() + value.len() - value.trim_start().len();
    let mut title = value.trim();
    // YAML quotes around the whole value are not quotation marks in the title.
    let unquoted = ['"', '\'']
        .into_iter()
        .find_map(|q| title.strip_prefix(q)?.strip_suffix(q));
    if let Some(inner) = unquoted {
        title = inner;
        offset += 1;
    }
    for (at, rule) in variants_in(title, rules) {
        let column = text::before(line, offset + at).chars().count() as u32 + 1;
        out.push(warning(page, index as u32 + 1, column, rule));
    }
}

/// Where `text` uses a variant (byte offset, rule): whole words only, outside quotation marks and
/// outside an occurrence of the preferred term itself.
/// Ordered by rule, then offset.
fn variants_in<'r>(text: &str, rules: &'r Rules<'r>) -> Vec<(usize, &'r Rule<'r>)> {
    let found = rules.variants.find_in(text);
    if found.is_empty() {
        return Vec::new();
    }
    let quoted = quoted_ranges(text);
    found
        .into_iter()
        .map(|(at, index)| (at, &rules.list[index]))
        .filter(|(at, rule)| {
            let (at, end) = (*at, at + rule.variant.len());
            is_whole_word(text, at..end)
                && !quoted.iter().any(|q| q.start <= at && end <= q.end)
                && !inside_preferred(text, at..end, rule.preferred)
        })
        .collect()
}

fn warning(page: &Page, line: u32, column: u32, rule: &Rule) -> Diagnostic {
    Diagnostic::warning(
        "terminology/variant",
        Span::at(&page.file, line, column),
        format!("`{}` is not the term this site uses", rule.variant),
    )
    .with_help(format!(
        "write `{}` (glossary.yaml); quote it or set `terminology: false` if the wording is on purpose",
        rule.preferred
    ))
}

/// Byte ranges of the body that are prose: text outside code blocks, block quotes and raw HTML.
/// Adjacent text events are merged so a term split by the parser is still found.
pub(super) fn prose(body: &str) -> Vec<Range<usize>> {
    text_ranges(body, false)
}

/// Like [`prose`], with the text of block quotes too when `with_quotes` is set: a quote may hold
/// a variant spelling on purpose, but never a phrase the site forbids.
pub(super) fn text_ranges(body: &str, with_quotes: bool) -> Vec<Range<usize>> {
    // The renderer's own options matter only for what counts as text; these are the ones that
    // change block structure (tables, footnotes, task lists).
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS;
    let mut out: Vec<Range<usize>> = Vec::new();
    let mut code = 0usize;
    let mut quote = 0usize;
    for (event, range) in Parser::new_ext(body, options).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(_)) => code += 1,
            Event::End(TagEnd::CodeBlock) => code = code.saturating_sub(1),
            Event::Start(Tag::BlockQuote(_)) if !with_quotes => quote += 1,
            Event::End(TagEnd::BlockQuote(_)) if !with_quotes => quote = quote.saturating_sub(1),
            Event::Text(_) if code == 0 && quote == 0 => match out.last_mut() {
                Some(last) if last.end == range.start => last.end = range.end,
                _ => out.push(range),
            },
            _ => {}
        }
    }
    out
}

/// Ranges of `text` between matching quotation marks (“…”, ‘…’, 「…」, 『…』 and straight "…"),
/// paired left to right.
fn quoted_ranges(text: &str) -> Vec<Range<usize>> {
    const PAIRS: [(char, char); 5] = [
        ('\u{201c}', '\u{201d}'),
        ('\u{2018}', '\u{2019}'),
        ('「', '」'),
        ('『', '』'),
        ('"', '"'),
    ];
    let closing = |c: char| PAIRS.iter().find(|(open, _)| *open == c).map(|p| p.1);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some((offset, close)) = text::after(text, from)
        .char_indices()
        .find_map(|(i, c)| closing(c).map(|close| (i + c.len_utf8(), close)))
    {
        let start = from + offset;
        match text::after(text, start).find(close) {
            Some(len) => {
                out.push(start..start + len);
                from = start + len + close.len_utf8();
            }
            // An unmatched mark quotes nothing; look for the next opener after it.
            None => from = start,
        }
    }
    out
}

/// A variant that starts or ends with a letter or digit must not continue a longer word, a path
/// or an address (`alist-org`, `/opt/alist`, `alist.nn.ci`); CJK variants match anywhere.
pub(super) fn is_whole_word(text: &str, at: Range<usize>) -> bool {
    let joins = |c: char| c.is_alphanumeric() || matches!(c, '-' | '_' | '/' | '@' | '#');
    let before = text::before(text, at.start).chars().next_back();
    let after = text::after(text, at.end).chars().next();
    let first = text::between(text, at.start, at.end).chars().next();
    let last = text::between(text, at.start, at.end).chars().next_back();
    let ascii_word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
    if ascii_word(first) && before.is_some_and(|c| joins(c) || c == '.') {
        return false;
    }
    if ascii_word(last) {
        if after.is_some_and(joins) {
            return false;
        }
        // A dot followed by more word characters is a host or file name, not a sentence end.
        if after == Some('.')
            && text::after(text, at.end + 1)
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
        {
            return false;
        }
    }
    true
}

/// Whether the match is part of an occurrence of the preferred term itself.
fn inside_preferred(text: &str, at: Range<usize>, preferred: &str) -> bool {
    text.match_indices(preferred)
        .any(|(p, _)| p <= at.start && at.end <= p + preferred.len())
}

/// 1-based line and column (in characters) of byte `offset` in `body`.
pub(super) fn position(body: &str, offset: usize) -> (u32, u32) {
    let before = text::before(body, offset);
    let line = before.matches('\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = text::after(before, line_start).chars().count() as u32 + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(body: &str, variant: &str, preferred: &str) -> Vec<(u32, u32)> {
        let page = Page {
            file: "a.md".into(),
            route: "/a.html".into(),
            locale: "/".into(),
            front_matter: Default::default(),
            body: body.into(),
            body_line: 1,
            title: "a".into(),
            git: None,
        };
        let mut out = Vec::new();
        check_page(
            &page,
            &Rules::new(vec![Rule { variant, preferred }]),
            &mut out,
        );
        out.iter().map(|d| (d.span.line, d.span.column)).collect()
    }

    #[test]
    fn variant_in_prose_and_heading_is_found_with_its_position() {
        assert_eq!(
            found("# 帐号设置\n\n登录帐号。\n", "帐号", "账号"),
            vec![(1, 3), (3, 3)]
        );
    }

    #[test]
    fn code_quotes_and_html_are_left_alone() {
        let body = "Use `Alist` here.\n\n```\nAlist\n```\n\n> Alist said\n\nThe “Alist” label and \"Alist\".\n\n<b title=\"Alist\">x</b>\n";
        assert!(found(body, "Alist", "AList").is_empty());
    }

    #[test]
    fn latin_variants_match_whole_words_only() {
        let body = "alist-org, /opt/alist, alist.nn.ci and Alist-SDK; but alist here. And alist.\n";
        assert_eq!(found(body, "alist", "AList"), vec![(1, 55), (1, 71)]);
        assert!(found("Alist-SDK\n", "Alist", "AList").is_empty());
    }

    #[test]
    fn quoted_ranges_pair_up_in_order() {
        let t = "a \"b\" c “d” e";
        let q: Vec<&str> = quoted_ranges(t).into_iter().map(|r| &t[r]).collect();
        assert_eq!(q, vec!["b", "d"]);
    }

    // Regression: entries had an `en` and a `zh` field and rules were picked by naming them, so a
    // third locale's glossary terms were refused or ignored.
    #[test]
    fn any_locale_key_holds_terms_and_variants() {
        let entries: Vec<Entry> = yaml::parse(
            "- {en: AList, zh: AList, ja: AList, variants: {ja: [alist], en: [Alist]}}\n- {en: WebDAV}\n",
        )
        .unwrap();
        let ja = rules_for(&entries, "ja");
        assert_eq!(
            ja.iter()
                .map(|r| (r.variant, r.preferred))
                .collect::<Vec<_>>(),
            [("alist", "AList")]
        );
        assert_eq!(rules_for(&entries, "en").len(), 1);
        assert!(rules_for(&entries, "zh").is_empty());
    }
}
