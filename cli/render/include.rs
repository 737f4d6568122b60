//! `<!-- @include: path{start-end} -->` and `<!-- @include: path#region -->`, expanded before parsing;
//! also `@[code{start-end} lang{hl}](path)` code imports, which become a fence holding the file's lines.

use crate::site::text::Cut;
use crate::site::Site;

use super::RenderProblem;

const MAX_DEPTH: usize = 8;

/// Expand include lines in `text` (from `file`). Problems (missing file, cycle) are recorded.
pub fn expand(
    text: &str,
    file: &str,
    site: Option<&Site>,
    problems: &mut Vec<RenderProblem>,
) -> String {
    if !text.contains("@include:") && !text.contains("@[code") {
        return text.to_owned();
    }
    let mut stack = vec![file.to_owned()];
    expand_in(text, (file, 1), site, problems, &mut stack, &mut Vec::new())
}

/// Where each line of the expanded text comes from, as (file, 1-based line): the linter maps a
/// finding in included text to the included file, and one after an include back to the page.
/// Empty when `text` includes nothing (every line is its own).
pub fn origins(text: &str, file: &str, site: Option<&Site>) -> Vec<(String, u32)> {
    let mut origins = Vec::new();
    if text.contains("@include:") || text.contains("@[code") {
        let mut stack = vec![file.to_owned()];
        expand_in(
            text,
            (file, 1),
            site,
            &mut Vec::new(),
            &mut stack,
            &mut origins,
        );
    }
    origins
}

/// `from` is (file, line of `text`'s first line in that file); `origins` gets one entry per output line.
fn expand_in(
    text: &str,
    from: (&str, u32),
    site: Option<&Site>,
    problems: &mut Vec<RenderProblem>,
    stack: &mut Vec<String>,
    origins: &mut Vec<(String, u32)>,
) -> String {
    let (file, first_line) = from;
    let mut out = String::with_capacity(text.len());
    let mut fence = Fence::default();
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        let here = (file.to_owned(), first_line + i as u32);
        // An include written inside a code block is an example of the syntax, shown as text.
        if fence.inside_after(line) {
            origins.push(here);
            out.push_str(line);
            continue;
        }
        if let Some(import) = CodeImport::parse(line) {
            let fence = import.expand(file, site, line_no, problems);
            origins.extend(std::iter::repeat_n(here, fence.lines().count()));
            out.push_str(&fence);
            continue;
        }
        let Some(spec) = include_spec(line) else {
            origins.push(here);
            out.push_str(line);
            continue;
        };
        let (path, selector) = split_selector(spec);
        let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
        let target = super::links::normalize(&format!("{dir}/{path}"));
        let report = |problems: &mut Vec<RenderProblem>, message: String| {
            problems.push(RenderProblem {
                rule: "markdown/include",
                line: line_no,
                message,
            })
        };
        if stack.contains(&target) || stack.len() > MAX_DEPTH {
            report(
                problems,
                format!("include cycle: `{target}` includes itself"),
            );
            continue;
        }
        super::deps::record(super::deps::Dep::Text(target.clone()));
        let Some(content) = site.and_then(|s| s.texts.get(&target)) else {
            report(problems, format!("included file `{target}` does not exist"));
            continue;
        };
        let (selected, start) = select_at(content, selector);
        // Links in the included file lead where they do from that file, as VuePress has them.
        let target_dir = target.rsplit_once('/').map_or("", |(d, _)| d);
        let selected = if target_dir == dir {
            selected
        } else {
            rebase_links(&selected, target_dir)
        };
        stack.push(target.clone());
        let expanded = expand_in(&selected, (&target, start), site, problems, stack, origins);
        stack.pop();
        out.push_str(&expanded);
        if !expanded.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

/// Fenced code blocks (``` and ~~~, CommonMark's rule: a closer at least as long as its opener).
#[derive(Default)]
pub(crate) struct Fence {
    open: Option<(char, usize)>,
}

impl Fence {
    /// Whether `line` is part of a code block: its opener, body or closer.
    pub(crate) fn inside_after(&mut self, line: &str) -> bool {
        let trimmed = line.trim_start_matches(' ');
        let indent = line.len() - trimmed.len();
        let marker = trimmed.chars().next().filter(|c| matches!(c, '`' | '~'));
        let run = marker.map_or(0, |m| trimmed.chars().take_while(|c| *c == m).count());
        match (self.open, marker) {
            (Some((m, len)), Some(c)) if c == m && run >= len && indent < 4 => {
                let rest = trimmed.trim_start_matches(c).trim();
                if rest.is_empty() {
                    self.open = None;
                }
                true
            }
            (Some(_), _) => true,
            (None, Some(c)) if run >= 3 && indent < 4 => {
                self.open = Some((c, run));
                true
            }
            (None, _) => false,
        }
    }
}

/// `text` (from a file in `dir`) with its relative link and image targets made absolute from the
/// content root (`./demo/README.md` → `/guide/code/demo/README.md`), outside code, so they lead
/// to the same place from whichever page includes it.
fn rebase_links(text: &str, dir: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let mut fence = Fence::default();
    for line in text.split_inclusive('\n') {
        if fence.inside_after(line) {
            out.push_str(line);
            continue;
        }
        out.push_str(&rebase_line(line, dir));
    }
    out
}

/// One line's `](target)` and `[label]: target` targets rebased; code spans left alone.
fn rebase_line(line: &str, dir: &str) -> String {
    if let Some(target) = reference_definition(line) {
        let start = line.len() - target.len();
        let end = target
            .find(char::is_whitespace)
            .map_or(line.len(), |e| start + e);
        let (head, tail) = (line.get(..start), line.get(end..));
        if let (Some(head), Some(tail)) = (head, tail) {
            return format!(
                "{head}{}{tail}",
                rebased(line.get(start..end).unwrap_or(""), dir)
            );
        }
    }
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    let mut ticks = 0usize;
    while let Some(pos) = rest.find("](") {
        let (before, after) = (rest.before(pos + 2), rest.after(pos + 2));
        ticks += before.matches('`').count();
        out.push_str(before);
        let end = after.find([')', ' ', '\t', '\n']).unwrap_or(after.len());
        let target = after.before(end);
        if ticks % 2 == 0 {
            out.push_str(&rebased(target, dir));
        } else {
            out.push_str(target);
        }
        rest = after.after(end);
    }
    out.push_str(rest);
    out
}

/// `[label]: target` at the start of a line: the text from the target on.
fn reference_definition(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix('[')?;
    let (label, after) = rest.split_once("]:")?;
    (!label.is_empty() && !label.contains(['[', ']'])).then_some(after.trim_start())
}

/// A relative target as an absolute path from the content root; others unchanged.
fn rebased(target: &str, dir: &str) -> String {
    let (path, tail) = target
        .find(['#', '?'])
        .map_or((target, ""), |i| (target.before(i), target.after(i)));
    let relative = !path.is_empty()
        && !path.starts_with('/')
        && !path.starts_with('<')
        && !path.split('/').next().is_some_and(|s| s.contains(':'));
    if !relative {
        return target.to_owned();
    }
    format!(
        "/{}{tail}",
        super::links::normalize(&format!("{dir}/{path}"))
    )
}

fn include_spec(line: &str) -> Option<&str> {
    let t = line.trim();
    let inner = t
        .strip_prefix("<!--")
        .and_then(|s| s.strip_suffix("-->"))
        .map(str::trim)
        .unwrap_or(t);
    inner
        .strip_prefix("@include:")
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// One `@[code{lines} lang{highlight} title="…"](path)` line.
#[derive(Debug, PartialEq, Eq)]
struct CodeImport<'a> {
    /// `{3-9}` right after `code`, or empty for the whole file.
    lines: &'a str,
    /// The fence info: language (default: the file's extension) and highlight ranges.
    info: &'a str,
    path: &'a str,
}

impl<'a> CodeImport<'a> {
    fn parse(line: &'a str) -> Option<Self> {
        let t = line.trim();
        let (meta, path) = t
            .strip_prefix("@[code")?
            .strip_suffix(')')?
            .split_once("](")?;
        let (lines, info) = match meta.strip_prefix('{') {
            Some(rest) => {
                let end = rest.find('}')?;
                (meta.before(end + 2), rest.after(end + 1).trim())
            }
            None => ("", meta.trim()),
        };
        // The title attribute has no place in our fence markup; keep the language and ranges.
        let info = info.split(" title=").next().unwrap_or("").trim();
        Some(Self {
            lines,
            info,
            path: path.trim(),
        })
    }

    /// The fence replacing the line, or nothing (with a problem) when the file is not available.
    fn expand(
        &self,
        file: &str,
        site: Option<&Site>,
        line_no: u32,
        problems: &mut Vec<RenderProblem>,
    ) -> String {
        let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
        let target = if self.path.starts_with('/') {
            super::links::normalize(self.path)
        } else {
            super::links::normalize(&format!("{dir}/{}", self.path))
        };
        super::deps::record(super::deps::Dep::Text(target.clone()));
        super::deps::record(super::deps::Dep::Public(target.clone()));
        let content = site.and_then(|s| {
            s.text_of(&target).map(str::to_owned).or_else(|| {
                s.source
                    .public_file(&target)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
            })
        });
        let Some(content) = content else {
            problems.push(RenderProblem {
                rule: "markdown/include",
                line: line_no,
                message: format!(
                    "imported code file `{target}` does not exist (code files are read from the content pages, data and public/)"
                ),
            });
            return String::new();
        };
        let body = if self.lines.is_empty() {
            content
        } else {
            select(&content, self.lines)
        };
        let info = if self.info.is_empty() {
            target.rsplit_once('.').map_or("", |(_, ext)| ext)
        } else {
            self.info
        };
        // A fence longer than any backtick run inside, so the file cannot close it early.
        let longest = body.split(|c| c != '`').map(str::len).max().unwrap_or(0);
        let fence = "`".repeat(longest.max(2) + 1);
        let newline = if body.ends_with('\n') || body.is_empty() {
            ""
        } else {
            "\n"
        };
        format!("{fence}{info}\n{body}{newline}{fence}\n")
    }
}

/// `a.md{3-9}` → ("a.md", "{3-9}"), `a.md#part` → ("a.md", "#part").
fn split_selector(spec: &str) -> (&str, &str) {
    match spec.find(['{', '#']) {
        Some(i) => (spec.before(i), spec.after(i)),
        None => (spec, ""),
    }
}

/// The selected lines: `{start-end}` 1-based inclusive (either side optional), or `#region`.
fn select(content: &str, selector: &str) -> String {
    select_at(content, selector).0
}

/// [`select`], with the line of `content` the selection starts at.
fn select_at(content: &str, selector: &str) -> (String, u32) {
    let lines: Vec<&str> = content.split_inclusive('\n').collect();
    if let Some(range) = selector.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
        let (a, b) = range.split_once('-').unwrap_or((range, range));
        let start = a.trim().parse::<usize>().unwrap_or(1).max(1);
        let end = b
            .trim()
            .parse::<usize>()
            .unwrap_or(lines.len())
            .min(lines.len());
        return if start > end {
            (String::new(), 1)
        } else {
            (lines[start - 1..end].concat(), start as u32)
        };
    }
    if let Some(region) = selector.strip_prefix('#') {
        let open = format!("#region {region}");
        let close = format!("#endregion {region}");
        let from = lines
            .iter()
            .position(|l| l.contains(&open))
            .map_or(0, |i| i + 1);
        let to = lines
            .iter()
            .position(|l| l.contains(&close))
            .unwrap_or(lines.len());
        return if from <= to {
            (lines[from..to].concat(), from as u32 + 1)
        } else {
            (String::new(), 1)
        };
    }
    // A whole-file include leaves the target's front-matter out.
    match crate::site::page::split_front_matter(content) {
        Ok((Some(_), body, body_line)) => (body.to_owned(), body_line),
        _ => (content.to_owned(), 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn included_links_lead_where_they_do_from_the_included_file() {
        let text = "- [Demo](./demo/README.md#a) and ![i](../img/a.png) [abs](/x.md) [w](https://a.b/) [s](#top)\n`[c](./code.md)` [m](mailto:a@b.c)\n```md\n[in](./fence.md)\n```\n[ref]: ./ref.md \"t\"\n云[盘](./云.md)\n";
        assert_eq!(
            rebase_links(text, "guide/code"),
            "- [Demo](/guide/code/demo/README.md#a) and ![i](/guide/img/a.png) [abs](/x.md) [w](https://a.b/) [s](#top)\n`[c](./code.md)` [m](mailto:a@b.c)\n```md\n[in](./fence.md)\n```\n[ref]: /guide/code/ref.md \"t\"\n云[盘](/guide/code/云.md)\n"
        );
    }

    #[test]
    fn includes_inside_code_blocks_are_examples_not_includes() {
        let mut problems = Vec::new();
        let text = "```md\n@[code](../foo.js)\n<!-- @include: ./x.md -->\n```\n\n~~~~\n```\n@[code](./y.js)\n~~~~\n";
        assert_eq!(expand(text, "guide/a.md", None, &mut problems), text);
        assert!(problems.is_empty(), "{problems:?}");
    }

    #[test]
    fn line_ranges_clamp_past_the_end() {
        assert_eq!(select("a\nb\nc\n", "{2-9}"), "b\nc\n");
        assert_eq!(select("a\nb\nc\n", "{-1}"), "a\n");
        assert_eq!(select("a\nb\n", "{5-9}"), "");
    }

    #[test]
    fn regions() {
        assert_eq!(
            select(
                "x\n<!-- #region r -->\nin\n<!-- #endregion r -->\ny\n",
                "#r"
            ),
            "in\n"
        );
    }

    #[test]
    fn code_import_lines_parse() {
        assert_eq!(
            CodeImport::parse("@[code{2-3} js{1} title=\"x.js\"](./a.js)\n"),
            Some(CodeImport {
                lines: "{2-3}",
                info: "js{1}",
                path: "./a.js"
            })
        );
        assert_eq!(
            CodeImport::parse("@[code](../b.yaml)"),
            Some(CodeImport {
                lines: "",
                info: "",
                path: "../b.yaml"
            })
        );
        assert_eq!(CodeImport::parse("@[code{2-3](x)"), None);
        assert_eq!(CodeImport::parse("see @[code](x) inline"), None);
    }

    #[test]
    fn code_import_without_site_is_a_problem() {
        let mut problems = Vec::new();
        let out = expand("@[code](./a.js)\n", "guide/x.md", None, &mut problems);
        assert_eq!(out, "");
        assert!(problems[0].message.contains("guide/a.js"));
    }

    #[test]
    fn missing_file_is_a_problem_not_a_crash() {
        let mut problems = Vec::new();
        let out = expand(
            "a\n<!-- @include: ./nope.md{1-2} -->\nb\n",
            "guide/x.md",
            None,
            &mut problems,
        );
        assert_eq!(out, "a\nb\n");
        assert_eq!(problems[0].rule, "markdown/include");
    }
}
