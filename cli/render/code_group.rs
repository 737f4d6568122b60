//! `::: code-group` (VitePress style, accepted by theme-hope): each fence inside is one tab titled by
//! its `[label]` (else its language). Turned into the same blocks a `code-tabs` container holds, so
//! both share one renderer.

use super::blocks::{fence_marker, Block};

/// The children of a code group as `Tab` + fence pairs; text outside fences is dropped, as the
/// theme does.
pub fn as_tabs(children: &[Block]) -> Vec<Block> {
    let mut out = Vec::new();
    for block in children {
        if let Block::Markdown { text, line } = block {
            for (title, fence, at) in fences(text, *line) {
                out.push(Block::Tab {
                    title,
                    active: false,
                    line: at,
                });
                out.push(Block::Markdown {
                    text: fence,
                    line: at,
                });
            }
        }
    }
    out
}

/// Every fence of `text` as (tab title, whole fence text, first line). An unclosed fence runs to the
/// end of the text, as in Markdown.
fn fences(text: &str, first_line: u32) -> Vec<(String, String, u32)> {
    let mut out: Vec<(String, String, u32)> = Vec::new();
    let mut open: Option<(char, usize)> = None;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let trimmed = raw.trim();
        match open {
            Some((ch, len)) => {
                if let Some(last) = out.last_mut() {
                    last.1.push_str(raw);
                }
                if fence_marker(trimmed)
                    .is_some_and(|(c, n, rest)| c == ch && n >= len && rest.trim().is_empty())
                {
                    open = None;
                }
            }
            None => {
                if let Some((ch, len, info)) = fence_marker(trimmed) {
                    open = Some((ch, len));
                    out.push((title_of(info), raw.to_owned(), first_line + i as u32));
                }
            }
        }
    }
    out
}

/// `sh [npm]` → `npm`; `sh` → `sh`; empty → `text`.
fn title_of(info: &str) -> String {
    if let Some(label) = info
        .split_once('[')
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(label, _)| label.trim())
        .filter(|l| !l.is_empty())
    {
        return label.to_owned();
    }
    let lang = info.split_whitespace().next().unwrap_or("");
    let lang = lang.split('{').next().unwrap_or("");
    if lang.is_empty() {
        "text".to_owned()
    } else {
        lang.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_fence_is_a_tab_titled_by_its_label() {
        let blocks = as_tabs(&[Block::Markdown {
            text: "intro\n```sh [npm]\nnpm i\n```\n````js{1}\nx\n````\n```\nopen".into(),
            line: 2,
        }]);
        let titles: Vec<_> = blocks
            .iter()
            .filter_map(|b| match b {
                Block::Tab { title, line, .. } => Some((title.as_str(), *line)),
                _ => None,
            })
            .collect();
        assert_eq!(titles, [("npm", 3), ("js", 6), ("text", 9)]);
        assert!(
            matches!(&blocks[1], Block::Markdown { text, .. } if text == "```sh [npm]\nnpm i\n```\n")
        );
    }

    #[test]
    fn hostile_groups_do_not_panic() {
        let text = "```[".repeat(10_000) + "\n" + &"]\n".repeat(10_000);
        let _ = as_tabs(&[Block::Markdown { text, line: 1 }]);
        assert_eq!(title_of("[]"), "[]");
    }
}
