//! The one reader of HTML markup: a zero-copy iterator of text, tags and comments over a `&str`,
//! for everything that scans HTML (the section splitter, the leftover-marker check, raw HTML
//! cleaning, the outline's walk, and through [`super::html_events`] every reader outside
//! `render/`: the TUI preview, the CSP check, the terminal search). It forgives broken markup the
//! way a browser's tokenizer does, so what a reader here sees is what the browser will see:
//!
//! - a `<` that starts no tag (`a < b`, `<3`) is text;
//! - a `>` inside a quoted attribute value does not end the tag;
//! - `<script>` and `<style>` hold text up to their closing tag, whatever it looks like;
//! - a tag the input ends inside of is reported as [`Token::Cut`] (browsers drop it).
//!
//! Tokens are slices of the input, in order and without gaps: their [`Token::raw`] texts put back
//! together give the input again, so a rewriter can copy what it does not change.

use std::borrow::Cow;

use crate::site::text::Cut;

/// One piece of markup or text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token<'a> {
    /// Text as written (character references not decoded).
    Text(&'a str),
    /// `<name …>` or `<name … />`.
    Start(Tag<'a>),
    /// `</name>`.
    End(Tag<'a>),
    /// `<!-- … -->`, or other markup that is no element (`<!DOCTYPE …>`, `<?…>`, `</ …>`): all of it.
    Comment(&'a str),
    /// A tag cut off by the end of the input (`<div class="x`): all of it.
    Cut(&'a str),
}

impl<'a> Token<'a> {
    /// The token's text in the input.
    pub fn raw(&self) -> &'a str {
        match self {
            Token::Text(s) | Token::Comment(s) | Token::Cut(s) => s,
            Token::Start(tag) | Token::End(tag) => tag.raw,
        }
    }
}

/// A start or end tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag<'a> {
    /// The whole tag, `<` to `>`.
    pub raw: &'a str,
    /// The element name, ASCII lower-cased.
    pub name: Cow<'a, str>,
    /// The element name as written: components are told apart by case (`<Badge>`).
    pub written_name: &'a str,
    /// Ends in `/>`.
    pub self_closing: bool,
    /// The attribute list as written: after the name, up to and including the closing `>`.
    attrs: &'a str,
}

impl<'a> Tag<'a> {
    /// The attributes in order, values as written (quotes removed, references not decoded).
    pub fn attrs(&self) -> Attrs<'a> {
        Attrs {
            source: self.attrs,
            at: 0,
        }
    }

    /// The value of the first attribute called `name` (ASCII case-insensitive); `Some("")` for an
    /// attribute without a value.
    pub fn attr(&self, name: &str) -> Option<&'a str> {
        self.attrs()
            .find(|a| a.name.eq_ignore_ascii_case(name))
            .map(|a| a.value.unwrap_or(""))
    }

    /// Whether the `class` attribute holds a class that `test` accepts.
    pub fn has_class(&self, test: impl Fn(&str) -> bool) -> bool {
        self.attr("class")
            .is_some_and(|c| c.split_ascii_whitespace().any(test))
    }
}

/// One attribute of a tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attr<'a> {
    /// As written.
    pub name: &'a str,
    /// `None` for a bare attribute (`<video autoplay>`).
    pub value: Option<&'a str>,
}

/// Iterator over a tag's attributes.
#[derive(Debug, Clone)]
pub struct Attrs<'a> {
    source: &'a str,
    at: usize,
}

impl<'a> Iterator for Attrs<'a> {
    type Item = Attr<'a>;

    fn next(&mut self) -> Option<Attr<'a>> {
        match next_attr(self.source, self.at) {
            Step::Attr(attr, next) => {
                self.at = next;
                Some(attr)
            }
            Step::End { .. } | Step::Eof => {
                self.at = self.source.len();
                None
            }
        }
    }
}

/// Elements whose content is text up to their closing tag. Only elements browsers read that way
/// belong here: content counted as text here must not be markup to the browser.
const RAW_TEXT: &[&str] = &["script", "style"];

/// Tokens of `html`.
pub fn tokens(html: &str) -> Tokens<'_> {
    Tokens {
        input: html,
        at: 0,
        raw_text: None,
    }
}

/// Iterator over the tokens of a string; see [`tokens`].
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    input: &'a str,
    at: usize,
    /// Inside a raw-text element: its name.
    raw_text: Option<&'static str>,
}

impl<'a> Tokens<'a> {
    /// Start inside a raw-text element `name` (`script`, `style`), for input that continues one
    /// opened earlier: text up to its closing tag comes first.
    pub fn inside(mut self, name: &str) -> Self {
        self.raw_text = RAW_TEXT.iter().copied().find(|n| *n == name);
        self
    }

    /// Byte offset in the input of the end of the last token returned.
    pub fn offset(&self) -> usize {
        self.at
    }

    fn take(&mut self, len: usize) -> &'a str {
        let s = self.input.between(self.at, self.at + len);
        self.at += len;
        s
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let rest = self.input.after(self.at);
        if rest.is_empty() {
            return None;
        }
        if let Some(name) = self.raw_text.take() {
            let end = raw_text_end(rest, name);
            if end > 0 {
                return Some(Token::Text(self.take(end)));
            }
        }
        let text_end = markup_start(rest);
        if text_end > 0 {
            return Some(Token::Text(self.take(text_end)));
        }
        let token = match markup(rest) {
            Markup::Comment(len) => Token::Comment(self.take(len)),
            Markup::Cut => Token::Cut(self.take(rest.len())),
            Markup::Tag { len, closing } => {
                let tag = tag(self.take(len));
                if closing {
                    Token::End(tag)
                } else {
                    if !tag.self_closing {
                        self.raw_text = RAW_TEXT.iter().copied().find(|n| *n == tag.name);
                    }
                    Token::Start(tag)
                }
            }
        };
        Some(token)
    }
}

/// Where the closing tag of raw-text element `name` starts in `s` (`s.len()` when it never does):
/// `</name` followed by whitespace, `/` or `>`, in any case.
fn raw_text_end(s: &str, name: &str) -> usize {
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(i) = s.after(from).find("</").map(|i| from + i) {
        let after = i + 2 + name.len();
        let named = bytes
            .get(i + 2..after)
            .is_some_and(|n| n.eq_ignore_ascii_case(name.as_bytes()));
        if named
            && bytes
                .get(after)
                .is_none_or(|&b| is_space(b) || b == b'/' || b == b'>')
        {
            return i;
        }
        from = i + 2;
    }
    s.len()
}

/// Byte index of the first `<` in `s` that starts markup (`s.len()` if none).
fn markup_start(s: &str) -> usize {
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(i) = s.after(from).find('<').map(|i| from + i) {
        let starts = match bytes.get(i + 1) {
            Some(b) if b.is_ascii_alphabetic() || *b == b'!' || *b == b'?' => true,
            // `</` at the very end is text.
            Some(b'/') => i + 2 < bytes.len(),
            _ => false,
        };
        if starts {
            return i;
        }
        from = i + 1;
    }
    s.len()
}

/// What the markup at the start of `s` is, and how long.
enum Markup {
    Tag { len: usize, closing: bool },
    Comment(usize),
    Cut,
}

/// Read the markup `s` starts with (`s` starts at a `<` that [`markup_start`] accepted).
fn markup(s: &str) -> Markup {
    let bytes = s.as_bytes();
    if s.starts_with("<!--") {
        // From index 2 so the abrupt `<!-->` and `<!--->` end where browsers end them.
        return Markup::Comment(s.after(2).find("-->").map_or(s.len(), |i| i + 2 + 3));
    }
    let closing = bytes[1] == b'/';
    let name_at = if closing { 2 } else { 1 };
    if !bytes[name_at].is_ascii_alphabetic() {
        // `<!DOCTYPE …>`, `<?…>`, `</ …>`, `</>`: read as a comment up to the next `>`.
        return Markup::Comment(s.find('>').map_or(s.len(), |i| i + 1));
    }
    let name_end = name_at
        + s.after(name_at)
            .find(is_name_end)
            .unwrap_or(s.len() - name_at);
    let mut at = name_end;
    loop {
        match next_attr(s, at) {
            Step::Attr(_, next) => at = next,
            Step::End { at: gt } => {
                return Markup::Tag {
                    len: gt + 1,
                    closing,
                }
            }
            Step::Eof => return Markup::Cut,
        }
    }
}

/// A whole tag (`<` to `>`) read into its parts.
fn tag(raw: &str) -> Tag<'_> {
    let name_at = if raw.as_bytes()[1] == b'/' { 2 } else { 1 };
    let name_end = name_at
        + raw
            .after(name_at)
            .find(is_name_end)
            .unwrap_or(raw.len() - name_at);
    let written_name = raw.between(name_at, name_end);
    let self_closing = raw.ends_with("/>") && name_end < raw.len() - 1;
    let name = if written_name.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(written_name.to_ascii_lowercase())
    } else {
        Cow::Borrowed(written_name)
    };
    Tag {
        raw,
        name,
        written_name,
        self_closing,
        attrs: raw.after(name_end),
    }
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c')
}

fn is_name_end(c: char) -> bool {
    c.is_ascii() && (is_space(c as u8) || c == '/' || c == '>')
}

/// One step through an attribute list.
enum Step<'a> {
    /// An attribute, and where the next step starts.
    Attr(Attr<'a>, usize),
    /// The tag's closing `>` at byte `at`.
    End { at: usize },
    /// The input ends inside the tag.
    Eof,
}

/// Read the attribute (or the tag's end) at byte `at` of `s`, as a browser does: names end at
/// whitespace, `/`, `>` or `=`; values are quoted, or run to whitespace or `>`.
fn next_attr(s: &str, mut at: usize) -> Step<'_> {
    let bytes = s.as_bytes();
    let skip_space = |mut i: usize| {
        while bytes.get(i).is_some_and(|&b| is_space(b)) {
            i += 1;
        }
        i
    };
    loop {
        at = skip_space(at);
        match bytes.get(at) {
            None => return Step::Eof,
            Some(b'>') => return Step::End { at },
            Some(b'/') if bytes.get(at + 1) == Some(&b'>') => return Step::End { at: at + 1 },
            Some(b'/') => at += 1,
            Some(_) => break,
        }
    }
    let name_start = at;
    // The first character may be `=` (`<a =x>` names an attribute `=x`).
    at += 1;
    while bytes
        .get(at)
        .is_some_and(|&b| !is_space(b) && !matches!(b, b'/' | b'>' | b'='))
    {
        at += 1;
    }
    let name = s.between(name_start, at);
    let after_name = skip_space(at);
    if bytes.get(after_name) != Some(&b'=') {
        return Step::Attr(Attr { name, value: None }, at);
    }
    let value_at = skip_space(after_name + 1);
    let (value, next) = match bytes.get(value_at) {
        None => return Step::Eof,
        Some(&q @ (b'"' | b'\'')) => match s.after(value_at + 1).find(q as char) {
            Some(len) => (
                s.between(value_at + 1, value_at + 1 + len),
                value_at + len + 2,
            ),
            None => return Step::Eof,
        },
        // `<a href=>`: an empty value, and `>` ends the tag.
        Some(b'>') => ("", value_at),
        Some(_) => {
            let mut end = value_at;
            while bytes.get(end).is_some_and(|&b| !is_space(b) && b != b'>') {
                // `<Comp prop=x/>` closes itself, as Vue templates (the content's origin) read it.
                if bytes[end] == b'/' && bytes.get(end + 1) == Some(&b'>') {
                    break;
                }
                end += 1;
            }
            (s.between(value_at, end), end)
        }
    };
    Step::Attr(
        Attr {
            name,
            value: Some(value),
        },
        next,
    )
}

#[cfg(test)]
mod tests;
