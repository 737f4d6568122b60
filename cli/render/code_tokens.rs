//! Highlighted code as one flat span per token (issue 37): syntect's own HTML nests a span per scope
//! (`hl-meta > hl-meta > hl-string > hl-punctuation`), four deep on a config file, which made a long
//! reference page carry thousands of DOM nodes. The colour a reader sees is decided here instead, by
//! the rule the stylesheet applied to the nested spans, so the look is unchanged.

use std::collections::HashMap;

use syntect::parsing::{ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};
use syntect::util::LinesWithEndings;

use super::escape;
use crate::site::text::Cut;

/// The colour classes `styles/highlight.css` styles, in its order: when one scope carries several
/// (`punctuation.definition.string` is both), the later rule wins there, so the later one wins here.
const COLOURS: [&str; 10] = [
    "comment",
    "string",
    "constant",
    "support",
    "keyword",
    "storage",
    "entity",
    "tag",
    "variable",
    "punctuation",
];

/// `punctuation` had `color: inherit`: the colour comes from the scope around it.
const INHERIT: &str = "punctuation";

/// What one scope says about its text: a colour class (or `INHERIT`) and whether it is a comment
/// (comments are italic, and italics pass down to what a comment holds).
#[derive(Clone, Copy, Default)]
struct ScopeLook {
    colour: Option<&'static str>,
    comment: bool,
}

fn look_of(scope: Scope, cache: &mut HashMap<Scope, ScopeLook>) -> ScopeLook {
    *cache.entry(scope).or_insert_with(|| {
        let name = scope.build_string();
        let atoms: Vec<&str> = name.split('.').collect();
        ScopeLook {
            colour: COLOURS.iter().rev().find(|c| atoms.contains(c)).copied(),
            comment: atoms.contains(&"comment"),
        }
    })
}

/// The class for text under `stack`: the innermost scope's colour that is not `inherit`, with
/// `hi` (italic) when a comment around it lends its italics to a token coloured otherwise.
fn class_of(stack: &ScopeStack, cache: &mut HashMap<Scope, ScopeLook>) -> Option<&'static str> {
    let (mut colour, mut italic) = (None, false);
    for scope in stack.as_slice().iter().rev() {
        let look = look_of(*scope, cache);
        colour = colour.or(look.colour.filter(|c| *c != INHERIT));
        italic |= look.comment;
    }
    // `support` and `storage` share their partners' colours (highlight.css groups them).
    let colour = colour.map(|c| match c {
        "support" => "constant",
        "storage" => "keyword",
        other => other,
    });
    // Every class a token can get, written out and two letters long (`highlight.css` names them):
    // a token is one of thousands on a long page, and `hl-string` cost 7 bytes more a token.
    Some(match (colour, italic) {
        (None, false) => return None,
        (None, true) => "hi",
        (Some("comment"), _) => "hc",
        (Some("string"), false) => "hs",
        (Some("string"), true) => "hs hi",
        (Some("constant"), false) => "hn",
        (Some("constant"), true) => "hn hi",
        (Some("keyword"), false) => "hk",
        (Some("keyword"), true) => "hk hi",
        (Some("entity"), false) => "he",
        (Some("entity"), true) => "he hi",
        (Some("tag"), false) => "ht",
        (Some("tag"), true) => "ht hi",
        (Some("variable"), false) => "hv",
        (Some("variable"), true) => "hv hi",
        // COLOURS names no other class (`punctuation` inherits, the pairs above are merged).
        (Some(_), false) => return None,
        (Some(_), true) => "hi",
    })
}

/// Appends `text` under `class`, joining it to the span before when that has the same class.
fn push(
    out: &mut String,
    open: &mut Option<&'static str>,
    class: Option<&'static str>,
    text: &str,
) {
    if text.is_empty() {
        return;
    }
    if *open != class {
        if open.is_some() {
            out.push_str("</span>");
        }
        if let Some(c) = class {
            out.push_str("<span class=\"");
            out.push_str(c);
            out.push_str("\">");
        }
        *open = class;
    }
    escape::push(out, text);
}

/// `code` highlighted as `syntax`; `None` when the grammar fails on it (the caller escapes instead).
/// Spans never cross a line end, so every line stands alone in the DOM.
pub fn highlight(code: &str, syntax: &SyntaxReference, set: &SyntaxSet) -> Option<String> {
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut cache = HashMap::new();
    let mut out = String::with_capacity(code.len() * 2);
    for line in LinesWithEndings::from(code) {
        let ops = state.parse_line(line, set).ok()?;
        let (body, ending) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        let mut open: Option<&'static str> = None;
        let mut at = 0;
        for (pos, op) in ops {
            let pos = pos.min(body.len());
            if pos > at {
                let class = class_of(&stack, &mut cache);
                push(&mut out, &mut open, class, body.between(at, pos));
                at = pos;
            }
            stack.apply(&op).ok()?;
        }
        let class = class_of(&stack, &mut cache);
        push(&mut out, &mut open, class, body.after(at));
        if open.is_some() {
            out.push_str("</span>");
        }
        out.push_str(ending);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> SyntaxSet {
        SyntaxSet::load_defaults_newlines()
    }

    #[test]
    fn spans_are_flat_and_never_cross_a_line() {
        let set = set();
        let syntax = set.find_syntax_by_token("json").unwrap();
        let html = highlight(
            "{\n  \"a\": \"b\", // x\n  \"c\": [1, true]\n}\n",
            syntax,
            &set,
        )
        .unwrap();
        for line in html.lines() {
            assert_eq!(
                line.matches("<span").count(),
                line.matches("</span>").count(),
                "{line}"
            );
            assert!(!line.contains("<span class=\"hs\"><span"), "{line}");
        }
        assert!(!html.contains("</span></span>"), "{html}");
        assert!(
            html.contains("<span class=\"hs\">&quot;b&quot;</span>"),
            "{html}"
        );
        assert!(html.contains("<span class=\"hn\">1</span>"), "{html}");
    }

    #[test]
    fn punctuation_takes_the_colour_around_it_and_comments_are_one_span() {
        let set = set();
        let syntax = set.find_syntax_by_token("yaml").unwrap();
        let html = highlight("key: \"v\" # note\n", syntax, &set).unwrap();
        // The quotes are punctuation inside the string: string-coloured, one span with the text.
        assert!(
            html.contains("<span class=\"hs\">&quot;v&quot;</span>"),
            "{html}"
        );
        assert!(html.contains("<span class=\"hc\"># note</span>"), "{html}");
    }
}
