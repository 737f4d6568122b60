//! Syntax that should have been consumed but reached the reader: container (`:::`) and tab (`@tab`)
//! markers left in the rendered HTML's visible text. A check on the output, so any parser slip that
//! leaves a marker behind is caught whatever its cause.

use super::html_events;
use super::html_tokens::{self, Token};
use crate::site::text::Cut;

/// Tags whose content the reader sees as code, never as page syntax.
const CODE_TAGS: &[&str] = &["pre", "code", "script", "style", "textarea"];

/// Each visible line of `html` outside code that starts with a container or tab marker, trimmed.
pub fn markers(html: &str) -> Vec<String> {
    let mut lines = Lines::default();
    for token in html_tokens::tokens(html) {
        lines.token(&token);
    }
    lines.markers()
}

/// Whether a visible line is a leftover marker: `:::`, `::: name…`, `@tab`, `@tab:active …`.
fn is_marker(t: &str) -> bool {
    let colons = t.bytes().take_while(|&b| b == b':').count();
    if colons >= 3 {
        let rest = t.after(colons);
        return rest.trim().is_empty() || rest.trim_start().starts_with(char::is_alphabetic);
    }
    t.strip_prefix("@tab")
        .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', ':', '\t']))
}

/// The text the reader sees, line by line, with code and tags removed: fed piece by piece as the
/// page is written (the outline's collector), or token by token ([`markers`]). Only the marker
/// lines are kept.
#[derive(Debug, Clone, Default)]
pub struct Lines {
    found: Vec<String>,
    line: String,
    code_depth: usize,
}

impl Lines {
    /// One token of HTML.
    pub fn token(&mut self, token: &Token) {
        match token {
            Token::Text(text) => self.text(text),
            Token::Start(tag) => self.tag(&tag.name, false, tag.self_closing),
            Token::End(tag) => self.tag(&tag.name, true, false),
            // A tag cut off at the end shows nothing.
            Token::Comment(_) | Token::Cut(_) => {}
        }
    }

    /// Text as written between tags.
    pub fn text(&mut self, text: &str) {
        if self.code_depth > 0 {
            return;
        }
        let mut parts = text.split('\n');
        if let Some(first) = parts.next() {
            self.line.push_str(first);
        }
        for part in parts {
            self.end_line();
            self.line.push_str(part);
        }
    }

    /// A start or end tag of element `name` (lower case).
    pub fn tag(&mut self, name: &str, closing: bool, self_closing: bool) {
        if CODE_TAGS.contains(&name) && !self_closing {
            self.code_depth = if closing {
                self.code_depth.saturating_sub(1)
            } else {
                self.code_depth + 1
            };
        }
        if html_events::starts_line(name) {
            self.end_line();
        }
    }

    fn end_line(&mut self) {
        let t = self.line.trim();
        if is_marker(t) {
            self.found.push(t.chars().take(80).collect());
        }
        self.line.clear();
    }

    /// The marker lines, trimmed and cut at 80 characters.
    pub fn markers(mut self) -> Vec<String> {
        self.end_line();
        self.found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_in_text_are_found_code_is_not() {
        let html = "<p>::: tip<br>\nafter<br>\n:::</p>\n<p>@tab Linux</p><pre><code>::: tip\n@tab x\n</code></pre><p>a ::: b <em>x</em> ::::</p>";
        assert_eq!(markers(html), ["::: tip", ":::", "@tab Linux"]);
    }

    #[test]
    fn colons_in_prose_are_not_markers() {
        assert!(markers("<p>time 10:30:00 and ::1 and :::5</p><p>@table</p>").is_empty());
    }

    #[test]
    fn hostile_html_is_scanned_without_panics() {
        let deep = "<pre>".repeat(10_000) + "::: tip" + &"</pre>".repeat(20_000) + "<p>:::";
        assert_eq!(markers(&deep), [":::"]);
        assert_eq!(markers("<p>::: tip <unclosed"), ["::: tip"]);
    }
}
