//! One fact, one value (`facts:` in site.yaml, issue 58 item 10): a port, a path, an image name, a
//! token lifetime or the release a key arrived in is stated on many pages, and an edit to one of
//! them leaves the others behind. Each fact names a pattern whose first capture group is the
//! value as written and the spellings the site accepts; a page line where the pattern matches
//! with any other value is an error at that value.

use regex::{Regex, RegexBuilder};

use crate::lint::Scope;
use crate::site::config::Fact;
use crate::site::{Diagnostic, Site, Span};

const RULE: &str = "prose/fact-value";

/// Check every page in scope against every fact of the site.
pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    for fact in &site.config.facts {
        let pattern = match Regex::new(&fact.pattern) {
            Ok(p) if p.captures_len() > 1 => p,
            Ok(_) => {
                out.push(config_error(
                    site,
                    fact,
                    "has no capture group for the value".into(),
                ));
                continue;
            }
            Err(e) => {
                out.push(config_error(
                    site,
                    fact,
                    format!(
                        "is not a valid pattern ({})",
                        // One line: the parser's own message repeats the pattern with a caret.
                        e.to_string().lines().last().unwrap_or_default().trim()
                    ),
                ));
                continue;
            }
        };
        // A line's match is a match in the whole body where `^` and `$` also stand at line ends,
        // so one search over the body finds the lines worth capturing in: a search per line
        // cost 16 s of a 10,000-page build (a fact's pattern often defeats the fast engines,
        // and each call pays the slow one's setup).
        let Ok(in_body) = RegexBuilder::new(&fact.pattern).multi_line(true).build() else {
            continue;
        };
        for page in site.pages.iter().filter(|p| scope.includes(&p.file)) {
            for (index, line) in lines_matching(&in_body, &page.body) {
                for (column, value) in stray_values(&pattern, fact, line) {
                    out.push(
                        Diagnostic::error(
                            RULE,
                            Span::at(&page.file, page.body_line + index as u32, column),
                            format!("{} is written `{value}` here", fact.name),
                        )
                        .with_help(format!(
                            "the site states it as {} (facts in site.yaml)",
                            spellings(fact)
                        )),
                    );
                }
            }
        }
    }
}

/// The lines of `body` (0-based index, text) that hold a match of `in_body` or lie under one.
fn lines_matching<'a>(in_body: &Regex, body: &'a str) -> Vec<(usize, &'a str)> {
    let mut wanted = in_body.find_iter(body).peekable();
    if wanted.peek().is_none() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut line_start = 0;
    let mut current = wanted.next();
    for (index, line) in body.split_inclusive('\n').enumerate() {
        let line_end = line_start + line.len();
        // Matches that ended before this line are done with (one ending with the previous
        // line's newline too; an empty match at the line's start is this line's).
        let ended_before = |m: &regex::Match| {
            m.end() < line_start || (m.end() == line_start && m.start() < line_start)
        };
        while current.as_ref().is_some_and(ended_before) {
            current = wanted.next();
        }
        let Some(m) = current else { break };
        // A match starting at `line_end` is the next line's (unless the body ends there).
        let starts_by_end = m.start() < line_end || m.start() == body.len();
        if starts_by_end && m.end() >= line_start {
            let text = line.strip_suffix('\n').unwrap_or(line);
            out.push((index, text.strip_suffix('\r').unwrap_or(text)));
        }
        line_start = line_end;
    }
    out
}

/// The values in `line` the pattern captures that the fact does not accept, with their 1-based
/// column in characters. The value is the first group that took part in the match, so one
/// pattern can list several phrasings (`a (x)|b (y)`).
fn stray_values(pattern: &Regex, fact: &Fact, line: &str) -> Vec<(u32, String)> {
    pattern
        .captures_iter(line)
        .filter_map(|caps| caps.iter().skip(1).flatten().next())
        .filter(|value| !fact.accepted.iter().any(|a| a == value.as_str()))
        .map(|value| {
            let column = crate::site::text::before(line, value.start())
                .chars()
                .count() as u32
                + 1;
            (column, value.as_str().to_owned())
        })
        .collect()
}

fn spellings(fact: &Fact) -> String {
    let quoted: Vec<String> = fact.accepted.iter().map(|a| format!("`{a}`")).collect();
    quoted.join(" or ")
}

/// A fact whose pattern cannot be used, reported at its name in site.yaml.
fn config_error(site: &Site, fact: &Fact, what: String) -> Diagnostic {
    let line = site
        .yaml_texts
        .get("site.yaml")
        .and_then(|text| text.lines().position(|l| l.contains(&fact.name)))
        .map_or(1, |i| i as u32 + 1);
    Diagnostic::error(
        "config/fact-pattern",
        Span::at("site.yaml", line, 1),
        format!("the pattern of fact `{}` {what}", fact.name),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact(pattern: &str, accepted: &[&str]) -> (Regex, Fact) {
        let fact = Fact {
            name: "default port".into(),
            pattern: pattern.into(),
            accepted: accepted.iter().map(|a| (*a).to_owned()).collect(),
        };
        (Regex::new(pattern).unwrap(), fact)
    }

    #[test]
    fn only_values_the_fact_does_not_accept_are_reported_at_their_column() {
        let (re, f) = fact(r"port `(\d+)` by default|默认端口 `(\d+)`", &["5244"]);
        assert!(stray_values(&re, &f, "It listens on port `5244` by default.").is_empty());
        assert_eq!(
            stray_values(&re, &f, "端口：默认端口 `5245`，也可以改。"),
            [(10, "5245".to_owned())]
        );
        assert!(stray_values(&re, &f, "Nothing about ports here.").is_empty());
    }

    /// The body search picks the same lines a search of each line alone would: anchors stand at
    /// line ends, CRLF and CJK lines keep their text, and a line without a match is skipped.
    #[test]
    fn the_body_search_finds_the_lines_a_search_per_line_finds() {
        let body = "端口 `5245` 默认\r\nport `1` by default\nnothing here\n^x\nport `2` by default\n默认端口 `7`";
        for pattern in [
            r"port `(\d+)` by default",
            r"^port `(\d)`",
            r"(\d)$",
            "默认端口 `(\\d)`",
            r"(\d)` 默认",
        ] {
            let per_line = Regex::new(pattern).unwrap();
            let in_body = RegexBuilder::new(pattern).multi_line(true).build().unwrap();
            let expected: Vec<(usize, &str)> = body
                .lines()
                .enumerate()
                .filter(|(_, line)| per_line.is_match(line))
                .collect();
            assert_eq!(lines_matching(&in_body, body), expected, "{pattern}");
        }
    }
}
