//! Word wrapping of styled text to a width in terminal cells (CJK counts two cells and may break
//! between any two characters, except before closing punctuation such as `，` `。` `）` `」` and
//! after opening punctuation such as `（` `「`: the line-breaking rules of Chinese and Japanese
//! typesetting), and boxes around already laid-out lines.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Width of a string in cells.
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// Width of a line in cells.
pub fn line_width(line: &Line) -> usize {
    line.spans.iter().map(|s| width(&s.content)).sum()
}

fn is_cjk(c: char) -> bool {
    crate::search::tokenizer::is_cjk(c) || matches!(c as u32, 0x3000..=0x303f | 0xff00..=0xffef)
}

/// Punctuation that must not start a line: it stays with the character before it. The renderer's
/// full-width closers (one table), and what a terminal line should not open with besides.
fn no_line_start(c: char) -> bool {
    crate::render::cjk_punct::closes(c)
        || matches!(
            c,
            '・' | '·'
                | '％'
                | '”'
                | '’'
                | '～'
                | ')'
                | ']'
                | '}'
                | ','
                | '.'
                | ';'
                | ':'
                | '!'
                | '?'
        )
}

/// Punctuation that must not end a line: it stays with the character after it.
fn no_line_end(c: char) -> bool {
    matches!(
        c,
        '（' | '「' | '『' | '【' | '《' | '〈' | '〔' | '［' | '｛' | '〖' | '〘' | '“' | '‘'
    )
}

enum Atom {
    Word(String, Style),
    /// Opening punctuation at the end of a span (a link often starts right after `（`): it goes
    /// on the line of the word that follows.
    Open(String, Style),
    Space,
    Break,
}

fn atoms(spans: &[Span<'static>]) -> Vec<Atom> {
    let mut out = Vec::new();
    for span in spans {
        let mut word = String::new();
        for c in span.content.chars() {
            if c == '\n' {
                flush(&mut word, span.style, &mut out);
                out.push(Atom::Break);
            } else if c.is_whitespace() && c != '\u{a0}' {
                flush(&mut word, span.style, &mut out);
                out.push(Atom::Space);
            } else if no_line_start(c) {
                // Glued to what precedes it (the previous word when nothing is pending).
                match out.last_mut() {
                    Some(Atom::Word(prev, _)) if word.is_empty() => prev.push(c),
                    _ => word.push(c),
                }
                if is_cjk(c) {
                    flush(&mut word, span.style, &mut out);
                }
            } else if no_line_end(c) {
                if !word.chars().all(no_line_end) {
                    flush(&mut word, span.style, &mut out);
                }
                word.push(c);
            } else if is_cjk(c) {
                // A CJK character is a word of its own, carrying any opening marks before it.
                if !word.chars().all(no_line_end) {
                    flush(&mut word, span.style, &mut out);
                }
                word.push(c);
                flush(&mut word, span.style, &mut out);
            } else {
                word.push(c);
            }
        }
        if !word.is_empty() && word.chars().all(no_line_end) {
            out.push(Atom::Open(std::mem::take(&mut word), span.style));
        }
        flush(&mut word, span.style, &mut out);
    }
    out
}

fn flush(word: &mut String, style: Style, out: &mut Vec<Atom>) {
    if !word.is_empty() {
        out.push(Atom::Word(std::mem::take(word), style));
    }
}

struct Builder {
    width: usize,
    lines: Vec<Line<'static>>,
    current: Vec<Span<'static>>,
    used: usize,
    space: Option<Style>,
}

impl Builder {
    fn push(&mut self, text: &str, style: Style) {
        match self.current.last_mut() {
            Some(last) if last.style == style => last.content.to_mut().push_str(text),
            _ => self.current.push(Span::styled(text.to_owned(), style)),
        }
        self.used += width(text);
    }

    fn newline(&mut self) {
        self.lines
            .push(Line::from(std::mem::take(&mut self.current)));
        self.used = 0;
        self.space = None;
    }

    /// Place a word made of differently styled parts, never splitting it unless it is longer
    /// than a line.
    fn word(&mut self, parts: &[(&str, Style)]) {
        let w: usize = parts.iter().map(|(p, _)| width(p)).sum();
        let gap = usize::from(self.space.is_some() && self.used > 0);
        if self.used > 0 && self.used + gap + w > self.width {
            self.newline();
        }
        if let Some(space_style) = self.space.take() {
            if self.used > 0 {
                self.push(" ", space_style);
            }
        }
        if w <= self.width.saturating_sub(self.used) {
            for (part, style) in parts {
                self.push(part, *style);
            }
            return;
        }
        // Longer than a line: break it by characters.
        for (part, style) in parts {
            for c in part.chars() {
                let cw = c.width().unwrap_or(0);
                if self.used + cw > self.width && self.used > 0 {
                    self.newline();
                }
                self.push(c.encode_utf8(&mut [0; 4]), *style);
            }
        }
    }
}

/// Wrap styled text to `width` cells. Runs of whitespace collapse to one space; `\n` breaks.
pub fn wrap(spans: &[Span<'static>], width: usize) -> Vec<Line<'static>> {
    let mut b = Builder {
        width: width.max(1),
        lines: Vec::new(),
        current: Vec::new(),
        used: 0,
        space: None,
    };
    let mut prev_style = Style::default();
    let mut open: Option<(String, Style)> = None;
    for atom in atoms(spans) {
        match atom {
            Atom::Open(text, style) => match open.as_mut() {
                Some((pending, _)) => pending.push_str(&text),
                None => open = Some((text, style)),
            },
            Atom::Word(w, style) => {
                match open.take() {
                    Some((o, o_style)) => b.word(&[(&o, o_style), (&w, style)]),
                    None => b.word(&[(&w, style)]),
                }
                prev_style = style;
            }
            Atom::Space | Atom::Break => {
                if let Some((o, o_style)) = open.take() {
                    b.word(&[(&o, o_style)]);
                    prev_style = o_style;
                }
                if matches!(atom, Atom::Break) {
                    b.newline();
                } else if b.used > 0 {
                    b.space = Some(prev_style);
                }
            }
        }
    }
    if let Some((o, o_style)) = open.take() {
        b.word(&[(&o, o_style)]);
    }
    if !b.current.is_empty() {
        b.newline();
    }
    b.lines
}

/// Cut a line to at most `width` cells, ending in `…` when something was cut.
pub fn truncate(line: Line<'static>, width: usize) -> Line<'static> {
    if line_width(&line) <= width {
        return line;
    }
    let mut out: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    let budget = width.saturating_sub(1);
    'spans: for span in line.spans {
        let mut text = String::new();
        for c in span.content.chars() {
            let cw = c.width().unwrap_or(0);
            if used + cw > budget {
                out.push(Span::styled(text, span.style));
                break 'spans;
            }
            used += cw;
            text.push(c);
        }
        out.push(Span::styled(text, span.style));
    }
    if width > 0 {
        out.push(Span::raw("…"));
    }
    Line::from(out)
}

/// Pad a line with spaces to exactly `width` cells (truncating when longer).
pub fn pad(line: Line<'static>, width: usize) -> Line<'static> {
    let mut line = truncate(line, width);
    let used = line_width(&line);
    if used < width {
        line.spans.push(Span::raw(" ".repeat(width - used)));
    }
    line
}

/// Draw a rounded box of `width` cells around `inner` lines (each padded to `width - 4`), with an
/// optional title on the top border.
pub fn boxed(
    inner: Vec<Line<'static>>,
    width: usize,
    title: Option<Line<'static>>,
    border: Style,
) -> Vec<Line<'static>> {
    let width = width.max(4);
    let inner_width = width - 4;
    let mut out = Vec::with_capacity(inner.len() + 2);
    let mut top = vec![Span::styled("╭─", border)];
    let mut used = 2;
    if let Some(title) = title {
        let title = truncate(title, width.saturating_sub(6));
        used += line_width(&title) + 2;
        top.push(Span::styled(" ", border));
        top.extend(title.spans);
        top.push(Span::styled(" ", border));
    }
    top.push(Span::styled(
        format!("{}╮", "─".repeat(width.saturating_sub(used + 1))),
        border,
    ));
    out.push(Line::from(top));
    for line in inner {
        let mut spans = vec![Span::styled("│ ", border)];
        spans.extend(pad(line, inner_width).spans);
        spans.push(Span::styled(" │", border));
        out.push(Line::from(spans));
    }
    out.push(Line::from(Span::styled(
        format!("╰{}╯", "─".repeat(width - 2)),
        border,
    )));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect()
    }

    #[test]
    fn closing_punctuation_never_starts_a_line_and_opening_never_ends_one() {
        let text = "安装完成后，打开浏览器。然后（可选）设置「管理员」密码，再登录。";
        for width in 4..40 {
            let lines = plain(&wrap(&[Span::raw(text)], width));
            assert_eq!(lines.concat(), text, "width {width}: nothing lost");
            for line in &lines {
                let first = line.chars().next().unwrap_or(' ');
                let last = line.chars().last().unwrap_or(' ');
                assert!(
                    !matches!(first, '，' | '。' | '）' | '」'),
                    "width {width}: {line:?} starts with closing punctuation in {lines:?}"
                );
                assert!(
                    !matches!(last, '（' | '「'),
                    "width {width}: {line:?} ends with opening punctuation in {lines:?}"
                );
            }
        }
    }

    #[test]
    fn opening_punctuation_stays_with_a_link_in_the_next_span() {
        let link = ratatui::style::Style::default().fg(ratatui::style::Color::Blue);
        let spans = [
            Span::raw("官方镜像是 xhofe/alist（"),
            Span::styled("https://hub.docker.com", link),
            Span::raw("）。"),
        ];
        // From 28 cells the glued `（https://hub.docker.com）。` fits on a line (narrower, any
        // word that long is cut by characters).
        for width in 28..44 {
            let lines = plain(&wrap(&spans, width));
            assert!(
                lines
                    .iter()
                    .all(|l| !l.ends_with('（') && !l.starts_with('）')),
                "width {width}: {lines:?}"
            );
        }
    }

    #[test]
    fn wraps_words_and_breaks_cjk_anywhere() {
        let lines = wrap(&[Span::raw("one two  three four")], 9);
        assert_eq!(plain(&lines), ["one two", "three", "four"]);
        let lines = wrap(&[Span::raw("在程序前面放一个服务器")], 8);
        assert_eq!(plain(&lines), ["在程序前", "面放一个", "服务器"]);
    }

    #[test]
    fn long_words_are_cut_and_boxes_keep_their_width() {
        let lines = wrap(&[Span::raw("abcdefghij")], 4);
        assert_eq!(plain(&lines), ["abcd", "efgh", "ij"]);
        let boxed = boxed(
            vec![Line::from("hi")],
            10,
            Some(Line::from("t")),
            Style::default(),
        );
        assert_eq!(plain(&boxed), ["╭─ t ────╮", "│ hi     │", "╰────────╯"]);
    }
}
