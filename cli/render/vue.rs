//! Vue template syntax written into Markdown for VuePress (`{{ expr }}`, `:attr=`, `@click=`, `v-if`,
//! `#slot`): it only means something to Vue, so here it is removed (never shown as text, never fed to
//! `==mark==`) and the page gets a `vue/template-syntax` finding pointing at it.

/// Remove every `{{ … }}` interpolation from `text`; `None` when there is none. An unclosed `{{` is
/// ordinary text.
use crate::site::text::Cut;

pub fn strip_interpolations(text: &str) -> Option<String> {
    let start = text.find("{{")?;
    text.after(start).find("}}")?;
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        let Some(close) = rest.after(open + 2).find("}}") else {
            break;
        };
        out.push_str(rest.before(open));
        rest = rest.after(open + 2 + close + 2);
    }
    out.push_str(rest);
    Some(out)
}

/// Whether an HTML attribute name is a Vue binding, event or directive rather than plain HTML.
pub fn is_directive(name: &str) -> bool {
    name.starts_with([':', '@', '#']) || name.starts_with("v-")
}

/// Remove Vue directives (`@click="…"`, `:disabled="…"`, `v-show`) from HTML tags written in the
/// Markdown, outside fences and code spans. Needed before parsing: CommonMark does not accept `@` in
/// an attribute name, so a tag carrying one would otherwise be shown as text. Returns the text and
/// the 1-based lines where something was removed; line count and positions of other lines are kept.
pub fn strip_tag_directives(text: &str) -> (String, Vec<u32>) {
    if !text.contains("@") && !text.contains(" :") && !text.contains("v-") {
        return (text.to_owned(), Vec::new());
    }
    let mut out = String::with_capacity(text.len());
    let mut lines = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let trimmed = super::blocks::strip_block_prefixes(raw.trim());
        if let Some((ch, len)) = fence {
            if super::blocks::fence_marker(trimmed)
                .is_some_and(|(c, n, rest)| c == ch && n >= len && rest.trim().is_empty())
            {
                fence = None;
            }
            out.push_str(raw);
            continue;
        }
        if let Some((ch, len, _)) = super::blocks::fence_marker(trimmed) {
            fence = Some((ch, len));
            out.push_str(raw);
            continue;
        }
        let (line, changed) = strip_line(raw);
        if changed {
            lines.push(i as u32 + 1);
        }
        out.push_str(&line);
    }
    (out, lines)
}

/// One line: inside each `<tag …>` (not in backtick code spans), drop directive attributes.
fn strip_line(line: &str) -> (String, bool) {
    let mut out = String::with_capacity(line.len());
    let mut changed = false;
    let mut in_code = false;
    let mut rest = line;
    while let Some(pos) = rest.find(['<', '`']) {
        out.push_str(rest.before(pos));
        let tail = rest.after(pos);
        if let Some(after) = tail.strip_prefix('`') {
            in_code = !in_code;
            out.push('`');
            rest = after;
            continue;
        }
        let is_tag = !in_code && tail.after(1).starts_with(|c: char| c.is_ascii_alphabetic());
        let end = tag_end(tail).map_or(tail.len(), |e| e + 1);
        if !is_tag {
            out.push('<');
            rest = tail.after(1);
            continue;
        }
        let (tag, removed) = strip_tag(tail.before(end));
        changed |= removed;
        out.push_str(&tag);
        rest = tail.after(end);
    }
    out.push_str(rest);
    (out, changed)
}

/// Index of the `>` ending the tag that starts `s`, skipping quoted attribute values.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in s.char_indices().skip(1) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    None
}

/// `<button :a="x" @click="go" class="b">` → `<button class="b">`.
fn strip_tag(tag: &str) -> (String, bool) {
    let mut out = String::with_capacity(tag.len());
    let mut removed = false;
    let mut rest = tag;
    while !rest.is_empty() {
        let ws = rest.len() - rest.trim_start().len();
        let spaces = rest.before(ws);
        rest = rest.after(ws);
        // One attribute (or the tag name, or the closing `>` / `/>`): up to whitespace outside quotes.
        let mut quote: Option<char> = None;
        let mut len = rest.len();
        for (i, c) in rest.char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, c) if c.is_whitespace() => {
                    len = i;
                    break;
                }
                (None, '>') if i > 0 => {
                    len = i;
                    break;
                }
                _ => {}
            }
        }
        let len = len.max(rest.chars().next().map_or(0, char::len_utf8));
        let attr = rest.before(len);
        rest = rest.after(len);
        let name = attr.split('=').next().unwrap_or("");
        if ws > 0 && is_directive(name) {
            removed = true;
        } else {
            out.push_str(spaces);
            out.push_str(attr);
        }
    }
    (out, removed)
}

/// Record Vue template syntax that was removed from the page.
pub(super) fn problem(ctx: &mut super::Context, line: u32, what: &str) {
    ctx.problems.push(super::RenderProblem {
        rule: "vue/template-syntax",
        line,
        message: format!(
            "Vue template syntax ({what}) only works in VuePress; it is left out of the page"
        ),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interpolations_are_removed_unclosed_braces_stay() {
        assert_eq!(
            strip_interpolations("Token: {{ token }} and =={{ max }}== {{ a == b }}.").as_deref(),
            Some("Token:  and ==== .")
        );
        assert_eq!(strip_interpolations("a {{ b"), None);
        assert_eq!(strip_interpolations("{{a}} {{ b").as_deref(), Some(" {{ b"));
        assert_eq!(strip_interpolations("plain"), None);
    }

    #[test]
    fn hostile_braces_take_one_pass() {
        let text = "{{".repeat(100_000) + "}}";
        assert_eq!(strip_interpolations(&text).as_deref(), Some(""));
        let unclosed = "{{ x }".repeat(100_000);
        assert!(strip_interpolations(&unclosed).is_none());
    }

    #[test]
    fn directives_leave_tags_outside_code() {
        let (text, lines) = strip_tag_directives(
            "<button :disabled=\"busy || x > 1\" @click=\"go\" class=\"b\">{{ t }}</button>\n`<a @click=\"x\">`\n```\n<a @click=\"x\">\n```\n<div v-show=\"ok\">\n",
        );
        assert_eq!(
            text,
            "<button class=\"b\">{{ t }}</button>\n`<a @click=\"x\">`\n```\n<a @click=\"x\">\n```\n<div>\n"
        );
        assert_eq!(lines, [1, 6]);
    }

    #[test]
    fn hostile_tags_take_one_pass() {
        let line = "<a ".to_owned() + &"@x=\"".repeat(50_000) + "\n";
        let (text, _) = strip_tag_directives(&line);
        assert!(text.len() <= line.len());
        let _ = strip_tag_directives(&"<".repeat(100_000));
    }

    #[test]
    fn directives_are_recognised() {
        for name in [":disabled", "@click", "v-show", "v-if", "#default"] {
            assert!(is_directive(name), "{name}");
        }
        for name in ["class", "data-x", "href", "style"] {
            assert!(!is_directive(name), "{name}");
        }
    }
}
