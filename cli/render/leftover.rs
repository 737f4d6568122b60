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
    let mut found = Vec::new();
    for line in visible_lines(html) {
        let t = line.trim();
        if is_marker(t) {
            found.push(t.chars().take(80).collect());
        }
    }
    found
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

/// The text the reader sees, one entry per visual line, with code and tags removed.
fn visible_lines(html: &str) -> Vec<String> {
    let mut lines = vec![String::new()];
    let mut code_depth = 0usize;
    for token in html_tokens::tokens(html) {
        let (tag, closing) = match token {
            Token::Text(text) => {
                if code_depth == 0 {
                    push_text(&mut lines, text);
                }
                continue;
            }
            Token::Start(tag) => (tag, false),
            Token::End(tag) => (tag, true),
            // A tag cut off at the end shows nothing.
            Token::Comment(_) | Token::Cut(_) => continue,
        };
        let name = tag.name.as_ref();
        if CODE_TAGS.contains(&name) && !tag.self_closing {
            code_depth = if closing {
                code_depth.saturating_sub(1)
            } else {
                code_depth + 1
            };
        }
        if html_events::starts_line(name) {
            lines.push(String::new());
        }
    }
    lines
}

fn push_text(lines: &mut Vec<String>, text: &str) {
    let mut parts = text.split('\n');
    if let (Some(first), Some(last)) = (parts.next(), lines.last_mut()) {
        last.push_str(first);
    }
    lines.extend(parts.map(str::to_owned));
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
