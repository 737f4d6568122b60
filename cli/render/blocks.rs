//! Block structure above Markdown: `:::` containers, `@tab` markers and component lines.
//!
//! Containers are split out line by line (fenced code is skipped) and each body is rendered as its own
//! Markdown fragment; the content has no reference links, so fragments lose nothing.

use crate::site::text::Cut;

/// A node of the block tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// Plain Markdown; `line` is its first line (1-based, relative to the rendered text).
    Markdown { text: String, line: u32 },
    Container {
        name: String,
        title: String,
        children: Vec<Block>,
        line: u32,
    },
    /// `@tab[:active] TITLE[#ID]` inside a tabs container.
    Tab {
        title: String,
        active: bool,
        line: u32,
    },
    /// A line holding only a component tag: `<DriverSettings driver="s3" />`.
    Component {
        name: String,
        attrs: Vec<(String, String)>,
        line: u32,
    },
}

/// Deepest container nesting; deeper openers stay text, so rendering (which recurses per level)
/// cannot exhaust the stack on hostile input. Real pages nest three levels at most.
const MAX_DEPTH: usize = 32;

/// A container left open at the end of the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unclosed {
    pub name: String,
    pub line: u32,
}

struct Frame {
    name: String,
    title: String,
    marker: usize,
    line: u32,
    children: Vec<Block>,
    text: String,
    text_line: u32,
}

impl Frame {
    fn flush(&mut self) {
        if !self.text.trim().is_empty() {
            self.children.push(Block::Markdown {
                text: std::mem::take(&mut self.text),
                line: self.text_line,
            });
        }
        self.text.clear();
    }
}

/// Parse text into blocks. Never fails: unclosed containers are closed at the end and reported.
pub fn parse(text: &str) -> (Vec<Block>, Vec<Unclosed>) {
    let mut stack = vec![Frame {
        name: String::new(),
        title: String::new(),
        marker: 0,
        line: 0,
        children: Vec::new(),
        text: String::new(),
        text_line: 1,
    }];
    let mut fence: Option<(char, usize)> = None;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim_start();
        let top = stack.last_mut().expect("root frame");
        if let Some((ch, len)) = fence {
            if fence_marker(strip_block_prefixes(trimmed))
                .is_some_and(|(c, n, rest)| c == ch && n >= len && rest.trim().is_empty())
            {
                fence = None;
            }
            push_text(top, raw, line_no);
            continue;
        }
        // A fence may open on a list-item or quote line (`- ```python`); its closing line then stands
        // alone, so missing the opener would turn the closer into an opener and swallow the page.
        if let Some((ch, len, _)) = fence_marker(strip_block_prefixes(trimmed)) {
            fence = Some((ch, len));
            push_text(top, raw, line_no);
            continue;
        }
        let colons = trimmed.chars().take_while(|&c| c == ':').count();
        if colons >= 3 {
            let rest = trimmed.after(colons).trim();
            if rest.is_empty() {
                if close_run(&mut stack, colons) {
                    continue;
                }
            } else if let Some((name, title)) = opener(rest).filter(|_| stack.len() <= MAX_DEPTH) {
                stack.last_mut().expect("root frame").flush();
                stack.push(Frame {
                    name,
                    title,
                    marker: colons,
                    line: line_no,
                    children: Vec::new(),
                    text: String::new(),
                    text_line: line_no + 1,
                });
                continue;
            }
        }
        let top = stack.last_mut().expect("root frame");
        if is_tabs(&top.name) {
            if let Some(tab) = trimmed.strip_prefix("@tab") {
                if tab.is_empty() || tab.starts_with([' ', ':']) {
                    let (active, title) = match tab.strip_prefix(":active") {
                        Some(t) => (true, t),
                        None => (false, tab),
                    };
                    top.flush();
                    top.children.push(Block::Tab {
                        title: title.trim().to_owned(),
                        active,
                        line: line_no,
                    });
                    top.text_line = line_no + 1;
                    continue;
                }
            }
        }
        if let Some((name, attrs)) = component_line(trimmed) {
            top.flush();
            top.children.push(Block::Component {
                name,
                attrs,
                line: line_no,
            });
            top.text_line = line_no + 1;
            continue;
        }
        push_text(top, raw, line_no);
    }
    let mut unclosed = Vec::new();
    while stack.len() > 1 {
        let f = stack.last().expect("frame");
        unclosed.push(Unclosed {
            name: f.name.clone(),
            line: f.line,
        });
        close(&mut stack);
    }
    let mut root = stack.pop().expect("root frame");
    root.flush();
    (root.children, unclosed)
}

/// Whether a container name is a tab group (`tabs`, `tabs#os`, `code-tabs#x`).
pub fn is_tabs(name: &str) -> bool {
    let base = name.split('#').next().unwrap_or("");
    base == "tabs" || base == "code-tabs" || base == "code-group"
}

fn push_text(frame: &mut Frame, raw: &str, line_no: u32) {
    if frame.text.is_empty() {
        frame.text_line = line_no;
    }
    frame.text.push_str(raw);
}

/// Close what a line of `colons` colons closes; whether it closed anything. As in
/// markdown-it-container, a container ends at the first line of at least its own count of colons and
/// takes every container still open inside it along: `:::: preview` / `::: demo` left open /
/// `::::` closes both (a real theme-hope page). A line as long as the innermost marker closes only
/// that one, so same-length nesting (`::: tip` / `::: warning` / `:::` / `:::`) keeps working.
fn close_run(stack: &mut Vec<Frame>, colons: usize) -> bool {
    let mut closed = false;
    while stack.len() > 1 {
        let marker = stack.last().map_or(usize::MAX, |f| f.marker);
        if marker > colons {
            break;
        }
        close(stack);
        closed = true;
        if marker == colons {
            break;
        }
    }
    closed
}

fn close(stack: &mut Vec<Frame>) {
    let mut f = stack.pop().expect("frame");
    f.flush();
    let block = Block::Container {
        name: f.name,
        title: f.title,
        children: f.children,
        line: f.line,
    };
    stack.last_mut().expect("root frame").children.push(block);
}

/// `tip Title` → ("tip", "Title"); names are letters, digits, `-`, `_` and `#group`.
fn opener(rest: &str) -> Option<(String, String)> {
    let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let name = rest.before(end);
    let valid = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '#'));
    valid.then(|| (name.to_owned(), rest.after(end).trim().to_owned()))
}

/// The line after any blockquote markers and list-item markers (`> `, `- `, `* `, `+ `, `12. `, `3) `).
/// Bounded by the line's length, so hostile nesting costs one pass.
pub fn strip_block_prefixes(mut line: &str) -> &str {
    loop {
        if let Some(rest) = line.strip_prefix('>') {
            line = rest.trim_start();
            continue;
        }
        let digits = line.bytes().take_while(u8::is_ascii_digit).count();
        let marker = match line.as_bytes().get(digits) {
            Some(b'-' | b'*' | b'+') if digits == 0 => 1,
            Some(b'.' | b')') if (1..=9).contains(&digits) => digits + 1,
            _ => return line,
        };
        match line.after(marker).strip_prefix([' ', '\t']) {
            Some(rest) => line = rest.trim_start(),
            None => return line,
        }
    }
}

/// A fence opener/closer: (char, length, rest of line).
pub fn fence_marker(trimmed: &str) -> Option<(char, usize, &str)> {
    let ch = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let n = trimmed.chars().take_while(|&c| c == ch).count();
    let rest = trimmed.after(n);
    // A backtick fence's info string may not contain backticks (``` `x` ``` is inline code).
    (n >= 3 && !(ch == '`' && rest.contains('`'))).then_some((ch, n, rest))
}

/// `<Name a="b" c />` alone on a line → (Name, attrs). Only capitalised tags are components.
fn component_line(trimmed: &str) -> Option<(String, Vec<(String, String)>)> {
    let inner = trimmed.trim_end().strip_prefix('<')?.strip_suffix("/>")?;
    let name_end = inner.find(char::is_whitespace).unwrap_or(inner.len());
    let name = inner.before(name_end);
    if !name.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        || !name.chars().all(|c| c.is_ascii_alphanumeric())
    {
        return None;
    }
    Some((name.to_owned(), parse_attrs(inner.after(name_end))))
}

/// Parse `a="b" c='d' e` attribute lists (valueless attributes get "true").
pub fn parse_attrs(s: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    let mut rest = s.trim_start();
    while !rest.is_empty() {
        let key_end = rest
            .find(|c: char| c.is_whitespace() || c == '=')
            .unwrap_or(rest.len());
        let key = rest.before(key_end);
        rest = rest.after(key_end).trim_start();
        let value = if let Some(after) = rest.strip_prefix('=') {
            let after = after.trim_start();
            match after.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let body = after.after(1);
                    let end = body.find(q).unwrap_or(body.len());
                    rest = body.get(end + 1..).unwrap_or("").trim_start();
                    body.before(end).to_owned()
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    rest = after.after(end).trim_start();
                    after.before(end).to_owned()
                }
            }
        } else {
            "true".to_owned()
        };
        if key.is_empty() {
            break;
        }
        attrs.push((key.to_owned(), value));
    }
    attrs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_containers_with_longer_outer_marker() {
        let (blocks, unclosed) = parse(":::: details Outer\n::: tip\nin\n:::\nafter\n::::\n");
        assert!(unclosed.is_empty());
        let Block::Container {
            name,
            title,
            children,
            ..
        } = &blocks[0]
        else {
            panic!()
        };
        assert_eq!((name.as_str(), title.as_str()), ("details", "Outer"));
        assert!(matches!(&children[0], Block::Container { name, .. } if name == "tip"));
        assert!(matches!(&children[1], Block::Markdown { text, .. } if text == "after\n"));
    }

    // Regression: issue 23 item 1, a fence opened on a list-item line hid every later container.
    #[test]
    fn fence_opened_on_a_list_item_line_does_not_swallow_later_containers() {
        for src in [
            "- step\n  ```python\n  print(1)\n  ```\n::: tip\nafter\n:::\n",
            "- ```python\n  print(1)\n  ```\n::: tip\nafter\n:::\n",
            "1. ```sh\n   ls\n   ```\n> - ```\n>   x\n>   ```\n::: tip\nafter\n:::\n",
        ] {
            let (blocks, unclosed) = parse(src);
            assert!(unclosed.is_empty(), "{src}");
            assert!(
                matches!(blocks.last(), Some(Block::Container { name, .. }) if name == "tip"),
                "{src}: {blocks:?}"
            );
        }
    }

    #[test]
    fn block_prefixes_are_stripped_in_one_pass() {
        assert_eq!(strip_block_prefixes("> - 1. ```js"), "```js");
        assert_eq!(strip_block_prefixes("-x"), "-x");
        assert_eq!(strip_block_prefixes("1234567890. a"), "1234567890. a");
        let hostile = "> - ".repeat(50_000) + "```";
        assert_eq!(strip_block_prefixes(&hostile), "```");
    }

    // Regression: issue 54 item 3: an outer `::::` left the page's outer container open when an
    // inner `:::` had no closer of its own (theme-hope's zh/guide/code/demo/README.md).
    #[test]
    fn an_outer_closer_closes_the_containers_left_open_inside() {
        let (blocks, unclosed) = parse(":::: preview\n::: normal-demo\nx\n::::\nafter\n");
        assert!(unclosed.is_empty(), "{unclosed:?}");
        let Block::Container { name, children, .. } = &blocks[0] else {
            panic!("{blocks:?}")
        };
        assert_eq!(name, "preview");
        assert!(matches!(&children[0], Block::Container { name, .. } if name == "normal-demo"));
        assert!(matches!(&blocks[1], Block::Markdown { text, .. } if text == "after\n"));
        // A shorter line closes only the inner one; same-length nesting closes one at a time.
        let (blocks, unclosed) =
            parse(":::: a\n::: b\n:::\n::: tip\n::: warning\n:::\n:::\n::::\n");
        assert!(unclosed.is_empty(), "{unclosed:?}");
        assert_eq!(blocks.len(), 1, "{blocks:?}");
        // An inner container longer than its outer one is not closed by the outer's marker.
        let (_, unclosed) = parse("::: a\n:::: b\n:::\n");
        assert_eq!(unclosed.len(), 2);
    }

    // Regression: issue 54 item 3: a closer on the last line, without a line ending after it.
    #[test]
    fn a_closer_on_the_last_line_without_newline_closes() {
        for src in [
            "::: tip\nText\n:::",
            "::: tip\r\nText\r\n:::",
            "::: tip\r\nText\r\n::: ",
            ":::: a\n::: tip\nText\n:::\n::::",
        ] {
            let (blocks, unclosed) = parse(src);
            assert!(unclosed.is_empty(), "{src:?}");
            assert!(matches!(&blocks[0], Block::Container { .. }), "{src:?}");
        }
    }

    #[test]
    fn nesting_is_capped() {
        let (blocks, unclosed) = parse(&"::: tip\n".repeat(10_000));
        assert_eq!(unclosed.len(), MAX_DEPTH);
        assert_eq!(blocks.len(), 1);
    }

    #[test]
    fn colons_inside_fences_are_code() {
        let (blocks, _) = parse("```\n::: tip\n```\n");
        assert!(matches!(&blocks[0], Block::Markdown { .. }));
    }

    #[test]
    fn tabs_split_at_tab_markers() {
        let (blocks, _) = parse("::: tabs#os\nignored\n@tab Linux\nL\n@tab:active Mac\nM\n:::\n");
        let Block::Container { children, .. } = &blocks[0] else {
            panic!()
        };
        assert!(
            matches!(&children[1], Block::Tab { title, active: false, .. } if title == "Linux")
        );
        assert!(matches!(&children[3], Block::Tab { title, active: true, .. } if title == "Mac"));
    }

    #[test]
    fn unclosed_container_is_reported() {
        let (_, unclosed) = parse("text\n::: warning\nbody\n");
        assert_eq!(
            unclosed,
            vec![Unclosed {
                name: "warning".into(),
                line: 2
            }]
        );
    }

    #[test]
    fn component_lines_and_attrs() {
        let (blocks, _) = parse("<DriverSettings driver=\"s3\" />\n");
        assert_eq!(
            blocks[0],
            Block::Component {
                name: "DriverSettings".into(),
                attrs: vec![("driver".into(), "s3".into())],
                line: 1
            }
        );
        assert_eq!(
            parse_attrs("a='x y' b c=d"),
            vec![
                ("a".into(), "x y".into()),
                ("b".into(), "true".into()),
                ("c".into(), "d".into())
            ]
        );
    }
}
