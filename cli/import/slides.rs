//! theme-hope's reveal.js decks (`@slidestart` … `@slideend`) written as one plain page: docs
//! shows no slides, so the deck's slides follow each other, separated by rules. Line for line, so
//! a finding and a line-range include still point at the same line.

/// The page with its decks flattened; `None` when it has none.
use crate::site::text::Cut;

pub fn flatten(text: &str) -> Option<String> {
    if !text.contains("@slidestart") {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut inside = false;
    let mut fence = crate::render::include::Fence::default();
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let ending = line.after(body.len());
        let trimmed = body.trim();
        if fence.inside_after(line) || !(inside || trimmed.starts_with("@slidestart")) {
            out.push_str(line);
            continue;
        }
        if trimmed.starts_with("@slidestart") {
            inside = true;
            out.push_str(ending);
        } else if trimmed == "@slideend" {
            inside = false;
            out.push_str(ending);
        } else if trimmed == "--" {
            // A vertical slide: a rule like the horizontal ones.
            out.push_str("---");
            out.push_str(ending);
        } else {
            out.push_str(&without_slide_links(body));
            out.push_str(ending);
        }
    }
    Some(out)
}

/// `[text](#/1/2)` (a link to another slide of the deck) as its text.
fn without_slide_links(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(open) = rest.find("](#/") {
        let Some(start) = rest.before(open).rfind('[') else {
            break;
        };
        let Some(close) = rest.after(open).find(')') else {
            break;
        };
        out.push_str(rest.before(start));
        out.push_str(rest.between(start + 1, open));
        rest = rest.after(open + close + 1);
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deck_becomes_slides_separated_by_rules_line_for_line() {
        let text = "# Deck\r\n\r\n@slidestart\r\n\r\n## One\r\n\r\n[👇](#/1/1) and [云](#/2)\r\n\r\n---\r\n\r\n## Two\r\n\r\n--\r\n\r\n```md\r\n--\r\n```\r\n\r\n@slideend\r\n\r\n[top](#deck)\r\n";
        let flat = flatten(text).unwrap();
        assert_eq!(flat.lines().count(), text.lines().count());
        assert_eq!(
            flat,
            "# Deck\r\n\r\n\r\n\r\n## One\r\n\r\n👇 and 云\r\n\r\n---\r\n\r\n## Two\r\n\r\n---\r\n\r\n```md\r\n--\r\n```\r\n\r\n\r\n\r\n[top](#deck)\r\n"
        );
        assert_eq!(flatten("no deck"), None);
    }
}
