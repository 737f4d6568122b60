//! Include and code-import paths through the config's own path functions
//! (`markdown.include.resolvePath`, `markdown.importCode.handleImportPath`): sites alias folders
//! (`<!-- @include: @echarts/demo.md -->`), and only the config's function knows where they lead.
//! The path becomes the file's path relative to the page, which docs reads as it is.

use crate::render::include::Fence;

/// Which kind of path a line holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Include,
    Code,
}

/// `text` (the page at `page`, relative to the source folder) with each include or code-import
/// path that `resolve` maps (to a file relative to the source folder) rewritten; `None` when
/// none changed. Lines inside code blocks are examples and stay.
pub fn rewrite(
    page: &str,
    text: &str,
    resolve: &mut dyn FnMut(&str, Kind) -> Option<String>,
) -> Option<String> {
    if !text.contains("@include") && !text.contains("@[code") {
        return None;
    }
    let dir = page.rsplit_once('/').map_or("", |(d, _)| d);
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut fence = Fence::default();
    for line in text.split_inclusive('\n') {
        if fence.inside_after(line) {
            out.push_str(line);
            continue;
        }
        let mapped = path_in(line).and_then(|(start, end, kind)| {
            let path = line.get(start..end)?;
            let target = resolve(path, kind)?;
            Some(format!(
                "{}{}{}",
                line.get(..start)?,
                relative(dir, &target),
                line.get(end..)?
            ))
        });
        match mapped {
            Some(new) => {
                out.push_str(&new);
                changed = true;
            }
            None => out.push_str(line),
        }
    }
    changed.then_some(out)
}

/// Byte range of the path in an include (`<!-- @include: PATH{1-3} -->`, `#region` kept out)
/// or a code import (`@[code …](PATH)`) line.
pub(super) fn path_in(line: &str) -> Option<(usize, usize, Kind)> {
    if let Some(at) = line.find("@include:") {
        let start = at + "@include:".len();
        let rest = line.get(start..)?;
        let skipped = rest.len() - rest.trim_start().len();
        let start = start + skipped;
        let rest = line.get(start..)?;
        let len = rest
            .find(|c: char| c.is_whitespace() || matches!(c, '{' | '#'))
            .unwrap_or(rest.len());
        let len = rest.get(..len)?.strip_suffix("-->").map_or(len, str::len);
        return (len > 0).then_some((start, start + len, Kind::Include));
    }
    let at = line.find("@[code")?;
    let open = at + line.get(at..)?.find("](")? + 2;
    let close = open + line.get(open..)?.find(')')?;
    (close > open).then_some((open, close, Kind::Code))
}

/// `target` (relative to the source folder) as a path from the folder `dir`.
fn relative(dir: &str, target: &str) -> String {
    let from: Vec<&str> = dir.split('/').filter(|s| !s.is_empty()).collect();
    let to: Vec<&str> = target.split('/').filter(|s| !s.is_empty()).collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<&str> = vec![".."; from.len() - common];
    parts.extend(&to[common..]);
    match parts.first() {
        Some(&"..") => parts.join("/"),
        _ => format!("./{}", parts.join("/")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliased_paths_become_paths_from_the_page_and_code_blocks_stay() {
        let text = "<!-- @include: @echarts/a.md{1-3} -->\n\n```md\n<!-- @include: @echarts/a.md -->\n```\n@[code{1-2} ts](@src/云.ts)\n<!-- @include: ./plain.md -->\n";
        let mut resolve = |path: &str, kind: Kind| match (path, kind) {
            ("@echarts/a.md", Kind::Include) => Some("echarts/a.md".to_owned()),
            ("@src/云.ts", Kind::Code) => Some("guide/src/云.ts".to_owned()),
            _ => None,
        };
        assert_eq!(
            rewrite("guide/deep/page.md", text, &mut resolve).unwrap(),
            "<!-- @include: ../../echarts/a.md{1-3} -->\n\n```md\n<!-- @include: @echarts/a.md -->\n```\n@[code{1-2} ts](../src/云.ts)\n<!-- @include: ./plain.md -->\n"
        );
        assert_eq!(rewrite("a.md", "no includes", &mut resolve), None);
    }

    #[test]
    fn relative_paths_climb_to_the_common_folder() {
        assert_eq!(relative("guide/deep", "guide/x.md"), "../x.md");
        assert_eq!(relative("", "a/b.md"), "./a/b.md");
        assert_eq!(relative("a", "a/b.md"), "./b.md");
    }
}
