//! Image sizes written after the address, theme-hope's `![alt](/a.png =200x100)`,
//! `![alt](/a.png "Title" =200x)` and `=x100`. CommonMark reads the space as the end of the link,
//! so the whole image stayed text. Before parsing, the size is moved into the image's title behind
//! a separator no author types; [`take`] splits it off again and the image is written with
//! `width` and `height`.

use std::borrow::Cow;

use crate::render::include::Fence;
use crate::site::text::Cut;

/// Separates the title from the size inside a marked title.
const MARK: char = '\u{1f}';

/// `text` with every image size moved into its title; borrowed when there is none.
pub fn mark(text: &str) -> Cow<'_, str> {
    if !text.contains("![") || !text.contains(" =") {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut fence = Fence::default();
    let mut changed = false;
    for line in text.split_inclusive('\n') {
        if fence.inside_after(line) || !line.contains("![") {
            out.push_str(line);
            continue;
        }
        match mark_line(line) {
            Some(marked) => {
                out.push_str(&marked);
                changed = true;
            }
            None => out.push_str(line),
        }
    }
    if changed {
        Cow::Owned(out)
    } else {
        Cow::Borrowed(text)
    }
}

/// One line with its images' sizes moved, or `None` when it has none. Images inside a code span
/// are examples and stay as written.
fn mark_line(line: &str) -> Option<String> {
    let mut out = String::with_capacity(line.len() + 8);
    let mut rest = line;
    let mut changed = false;
    while let Some(at) = rest.find(['`', '!']) {
        out.push_str(rest.before(at));
        rest = rest.after(at);
        if rest.starts_with('`') {
            // A code span runs to the next run of as many backticks.
            let ticks = rest.len() - rest.trim_start_matches('`').len();
            let body = rest.after(ticks);
            let end = body
                .find(&"`".repeat(ticks))
                .map_or(rest.len(), |e| ticks + e + ticks);
            out.push_str(rest.before(end));
            rest = rest.after(end);
            continue;
        }
        match sized_image(rest) {
            Some((marked, used)) => {
                out.push_str(&marked);
                rest = rest.after(used);
                changed = true;
            }
            None => {
                out.push('!');
                rest = rest.after(1);
            }
        }
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// At `![alt](dest "title" =WxH)`: the image with its size in the title, and the bytes it took.
fn sized_image(s: &str) -> Option<(String, usize)> {
    let body = s.strip_prefix("![")?;
    let close = body.find("](")?;
    let inner_start = 2 + close + 2;
    let inner_len = s.after(inner_start).find(')')?;
    let inner = s.between(inner_start, inner_start + inner_len);
    let (head, size) = inner.rsplit_once(" =")?;
    let (w, h) = size.trim_end().split_once('x')?;
    let digits = |d: &str| d.chars().all(|c| c.is_ascii_digit());
    if !digits(w) || !digits(h) || (w.is_empty() && h.is_empty()) {
        return None;
    }
    let head = head.trim_end();
    let marked = match head.chars().last() {
        Some(q @ ('"' | '\'')) if head.trim_start().contains(' ') => {
            format!("{}{MARK}{w}x{h}{q}", head.before(head.len() - 1))
        }
        _ => format!("{head} \"{MARK}{w}x{h}\""),
    };
    let used = inner_start + inner_len + 1;
    Some((format!("{}{marked})", s.before(inner_start)), used))
}

/// Split a marked title into the title and the `width`/`height` attributes, or `None` when the
/// title holds no size.
pub fn take(title: &str) -> Option<(&str, String)> {
    let (title, size) = title.split_once(MARK)?;
    let (w, h) = size.split_once('x')?;
    let mut attrs = String::new();
    if !w.is_empty() {
        attrs.push_str(&format!(" width=\"{w}\""));
    }
    if !h.is_empty() {
        attrs.push_str(&format!(" height=\"{h}\""));
    }
    Some((title, attrs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_move_into_the_title_and_come_back_out() {
        assert_eq!(
            mark("![图](../a/图片.png =200x100) 文"),
            format!("![图](../a/图片.png \"{MARK}200x100\") 文")
        );
        assert_eq!(
            mark("![a](/b.png \"T t\" =200x)\n"),
            format!("![a](/b.png \"T t{MARK}200x\")\n")
        );
        assert_eq!(
            take(&format!("T t{MARK}200x")),
            Some(("T t", " width=\"200\"".to_owned()))
        );
        assert_eq!(
            take(&format!("{MARK}x100")),
            Some(("", " height=\"100\"".to_owned()))
        );
        assert_eq!(take("plain"), None);
    }

    #[test]
    fn code_text_and_non_sizes_stay_as_written() {
        for text in [
            "`![a](b.png =200x100)`\n",
            "```md\n![a](b.png =200x100)\n```\n",
            "![a](b.png =wide)\n",
            "![a](b.png =x)\n",
            "a != b, x =1x2\n",
            "![未闭合](b.png =1x2\n",
            "！[全角](b.png =1x2)😀 ́\r\n",
        ] {
            assert_eq!(mark(text), text, "{text:?}");
        }
    }
}
