//! A page's Markdown cut into sections at its headings, and which sections differ between two
//! versions of one page. Positions (the n-th heading) and anchors are what pair sections across
//! languages: an English `## Install` and a Chinese `## 安装` are both the page's second section.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

use super::diff;
use crate::render::slug::Slugger;
use crate::site::page::split_front_matter;
use crate::site::text;

/// One section: a heading and the text up to the next heading (the heading line included).
/// Section 0 is the text before the first heading (possibly empty), so positions line up across
/// languages whether or not a page has an introduction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The heading's plain text; empty for the introduction.
    pub heading: String,
    /// The heading id the renderer gives it (`{#id}` or the slug); `None` for the introduction.
    pub anchor: Option<String>,
    /// The Markdown of the section, without trailing blank lines.
    pub text: String,
    /// 1-based line of the file where the section starts (its heading line).
    pub line: u32,
    /// Where the heading sits in the page's outline: its ordinal among siblings at each level
    /// down to its own (`[1, 2]` = second `##` under the first `#`); empty for the introduction.
    /// Twins share their outline even where their headings differ, so sections pair by it.
    pub outline: Vec<usize>,
}

/// Cut a Markdown file (front-matter allowed; it is not part of any section) into sections.
pub fn split(file_text: &str) -> Vec<Section> {
    let (body, body_line) = match split_front_matter(file_text) {
        Ok((_, body, line)) => (body, line),
        Err(_) => (file_text, 1),
    };
    let line_at =
        |offset: usize| body_line + text::before(body, offset).matches('\n').count() as u32;
    let mut starts: Vec<(usize, String, Option<String>, usize)> = Vec::new();
    let mut current: Option<(usize, String, Option<String>, usize)> = None;
    for (event, range) in
        Parser::new_ext(body, Options::ENABLE_HEADING_ATTRIBUTES).into_offset_iter()
    {
        match event {
            Event::Start(Tag::Heading { id, level, .. }) => {
                current = Some((
                    range.start,
                    String::new(),
                    id.map(|i| i.to_string()),
                    level as usize,
                ));
            }
            Event::Text(t) | Event::Code(t) => {
                if let Some((_, text, _, _)) = current.as_mut() {
                    text.push_str(&t);
                }
            }
            Event::End(TagEnd::Heading(_)) => starts.extend(current.take()),
            _ => {}
        }
    }
    let mut slugger = Slugger::default();
    let mut out = Vec::with_capacity(starts.len() + 1);
    let first = starts.first().map_or(body.len(), |s| s.0);
    out.push(Section {
        heading: String::new(),
        anchor: None,
        text: tidy(text::before(body, first)),
        line: body_line,
        outline: Vec::new(),
    });
    let mut counters = [0usize; 6];
    for (n, (start, heading, id, level)) in starts.iter().enumerate() {
        let depth = (*level).clamp(1, 6);
        counters[depth - 1] += 1;
        counters[depth..].iter_mut().for_each(|c| *c = 0);
        let outline = counters[..depth].to_vec();
        let end = starts.get(n + 1).map_or(body.len(), |s| s.0);
        let heading = heading.trim().to_owned();
        let anchor = match id {
            Some(id) => slugger.reserve(id),
            None => slugger.unique(&heading),
        };
        out.push(Section {
            heading,
            anchor: Some(anchor),
            text: tidy(text::between(body, *start, end)),
            line: line_at(*start),
            outline,
        });
    }
    out
}

fn tidy(text: &str) -> String {
    text.trim_end().trim_start_matches('\n').to_owned()
}

/// How a section differs between an older and a newer version of a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Change {
    Changed,
    Added,
    Removed,
}

impl Change {
    /// The word reports use.
    pub fn label(self) -> &'static str {
        match self {
            Change::Changed => "changed",
            Change::Added => "added",
            Change::Removed => "removed",
        }
    }
}

/// One section that differs, by position in the version it belongs to (the newer one, or the
/// older one for a removed section).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionChange {
    pub change: Change,
    /// Index into the newer sections (into the older ones when `Removed`).
    pub index: usize,
    pub diff: String,
}

/// Which sections of `new` differ from `old`. Sections pair up by anchor first, then by their
/// place in the outline among those left, so an inserted section does not shift every section
/// after it.
pub fn changes(old: &[Section], new: &[Section]) -> Vec<SectionChange> {
    let mut old_used = vec![false; old.len()];
    let mut pair: Vec<Option<usize>> = vec![None; new.len()];
    for (i, section) in new.iter().enumerate() {
        let by_anchor = old
            .iter()
            .enumerate()
            .position(|(j, o)| !old_used[j] && o.anchor.is_some() && o.anchor == section.anchor);
        if let Some(j) = by_anchor {
            old_used[j] = true;
            pair[i] = Some(j);
        }
    }
    // A renamed heading keeps its place in the outline.
    for (i, slot) in pair.iter_mut().enumerate() {
        if slot.is_some() {
            continue;
        }
        if let Some(j) = (0..old.len()).find(|j| !old_used[*j] && old[*j].outline == new[i].outline)
        {
            old_used[j] = true;
            *slot = Some(j);
        }
    }
    let mut out = Vec::new();
    for (i, section) in new.iter().enumerate() {
        match pair[i] {
            Some(j) if same_words(&old[j].text, &section.text) => {}
            Some(j) => out.push(SectionChange {
                change: Change::Changed,
                index: i,
                diff: diff::lines(&old[j].text, &section.text),
            }),
            None => out.push(SectionChange {
                change: Change::Added,
                index: i,
                diff: diff::lines("", &section.text),
            }),
        }
    }
    for (j, section) in old.iter().enumerate() {
        if !old_used[j] && !section.text.is_empty() {
            out.push(SectionChange {
                change: Change::Removed,
                index: j,
                diff: diff::lines(&section.text, ""),
            });
        }
    }
    out
}

/// Whether two versions of a section say the same thing: equal once link targets and heading ids
/// are set aside. A link moved to another page or anchor changes nothing a translation has to
/// follow (each language links its own pages), so it does not make the twin stale.
fn same_words(a: &str, b: &str) -> bool {
    a == b || without_link_targets(a) == without_link_targets(b)
}

/// `text` with every inline link destination emptied (`[x](y)` → `[x]()`), reference definitions'
/// targets dropped (`[x]: y` → `[x]:`) and heading ids removed (`## A {#a}` → `## A`).
fn without_link_targets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut line = line;
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if let Some(end) = trimmed.find("]:") {
                out.push_str(text::before(trimmed, end + 2));
                out.push('\n');
                continue;
            }
        }
        if trimmed.starts_with('#') {
            if let Some(open) = line.rfind("{#").filter(|_| line.trim_end().ends_with('}')) {
                line = text::before(line, open).trim_end();
            }
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            out.push_str(text::before(rest, at + 2));
            let after = text::after(rest, at + 2);
            let mut depth = 1usize;
            let mut close = after.len();
            for (i, c) in after.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            close = i;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            rest = text::after(after, close);
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}

/// The section of `twin` (another language) that corresponds to `sections[index]`: the one with
/// the same anchor (an explicit `{#id}` or a heading written the same), else the one at the same
/// place in the outline (the second `###` under the third `##`), so a section one language adds
/// elsewhere on the page does not shift the pairs.
pub fn counterpart(sections: &[Section], index: usize, twin: &[Section]) -> Option<usize> {
    let section = sections.get(index)?;
    section
        .anchor
        .as_ref()
        .and_then(|a| twin.iter().position(|t| t.anchor.as_ref() == Some(a)))
        .or_else(|| twin.iter().position(|t| t.outline == section.outline))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "---\ntitle: T\n---\nIntro.\n\n# Title\n\n## Install {#setup}\n\nRun it.\n\n```sh\n# not a heading\n```\n\n## Use\n\nUse it.\n";

    #[test]
    fn sections_start_at_headings_and_skip_code() {
        let s = split(PAGE);
        let headings: Vec<&str> = s.iter().map(|s| s.heading.as_str()).collect();
        assert_eq!(headings, ["", "Title", "Install", "Use"]);
        assert_eq!(s[2].anchor.as_deref(), Some("setup"));
        assert_eq!(s[3].anchor.as_deref(), Some("use"));
        assert!(s[2].text.contains("# not a heading"));
        assert_eq!(s[0].text, "Intro.");
        assert_eq!((s[0].line, s[2].line), (4, 8));
    }

    #[test]
    fn one_edited_section_is_the_only_change() {
        let old = split(PAGE);
        let new = split(&PAGE.replace("Use it.", "Use it well."));
        let c = changes(&old, &new);
        assert_eq!(c.len(), 1, "{c:?}");
        assert_eq!((c[0].change, c[0].index), (Change::Changed, 3));
        assert!(
            c[0].diff.contains("-Use it.\n+Use it well."),
            "{}",
            c[0].diff
        );
    }

    #[test]
    fn an_inserted_section_does_not_shift_the_rest() {
        let old = split(PAGE);
        let new = split(&PAGE.replace("## Use", "## New\n\nMore.\n\n## Use"));
        let c = changes(&old, &new);
        assert_eq!(c.len(), 1, "{c:?}");
        assert_eq!((c[0].change, c[0].index), (Change::Added, 3));
    }

    #[test]
    fn a_change_of_link_targets_or_heading_ids_only_is_no_change() {
        let old = split(PAGE);
        let links = PAGE
            .replace("Run it.", "Run [it](./run.md#start).")
            .replace("Use it.", "Use [it][ref].\n\n[ref]: ./a.md");
        let base = split(&links);
        let moved = split(
            &links
                .replace("./run.md#start", "../other/run.md#begin")
                .replace("[ref]: ./a.md", "[ref]: ./b.md (title)")
                .replace("## Use", "## Use {#use-it}"),
        );
        assert_eq!(changes(&base, &moved), [], "targets and ids only");
        // The link text is words a reader sees: that is a change.
        let c = changes(&base, &split(&links.replace("[it](", "[this](")));
        assert_eq!(c.len(), 1, "{c:?}");
        assert_eq!(changes(&old, &base).len(), 2);
    }

    #[test]
    fn counterparts_pair_by_outline_not_by_position() {
        // The Chinese page has an extra `###` early on: later sections still pair up.
        let en = split("# A\n\n## Install\n\n## Use\n\n### Tips\n\n## Remove\n");
        let zh = split("# 甲\n\n## 安装\n\n### 注意\n\n## 使用\n\n### 提示\n\n## 卸载\n");
        let heading = |i: Option<usize>| i.map(|i| zh[i].heading.as_str());
        assert_eq!(heading(counterpart(&en, 3, &zh)), Some("使用"));
        assert_eq!(heading(counterpart(&en, 4, &zh)), Some("提示"));
        assert_eq!(heading(counterpart(&en, 5, &zh)), Some("卸载"));
        assert_eq!(counterpart(&en, 0, &zh), Some(0), "introductions pair");
        // A section with no place in the twin's outline has no counterpart yet.
        let short = split("# 甲\n\n## 安装\n");
        assert_eq!(counterpart(&en, 3, &short), None);
    }

    #[test]
    fn counterparts_pair_by_anchor_then_position() {
        let en = split("# A\n\n## Install {#setup}\n\n## Use\n");
        let zh = split("# 甲\n\n## 其他\n\n## 安装 {#setup}\n");
        assert_eq!(counterpart(&en, 2, &zh), Some(3));
        assert_eq!(counterpart(&en, 1, &zh), Some(1));
        assert_eq!(counterpart(&en, 3, &zh), Some(3));
    }
}
