//! Emoji shortcodes (`:smile:`, `:+1:`): the one scanner and name table shared by the renderer and
//! the VuePress importer, so a name that renders as an emoji is the same name the importer leaves out
//! of a heading's anchor. The table is GitHub's gemoji set (the `emojis` crate).

use std::ops::Range;

/// One shortcode found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shortcode {
    /// Byte range in the scanned text, both colons included.
    pub range: Range<usize>,
    /// The emoji it stands for.
    pub emoji: &'static str,
}

/// GitHub's name rule: lowercase letters, digits, `_`, `+`, `-` (`:+1:`, `:-1:`, `:e-mail:`, `:100:`).
fn is_name_char(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '_' | '+' | '-')
}

/// Every known `:name:` in `text`, in order, including ones glued to letters (`:lemon:Lemon`).
/// Unknown names (`:5244:`, `:https:`) are not shortcodes; their closing colon may still open the
/// next one (`:nope:x:` finds `:x:`). Linear in the text: each character is read at most twice.
pub fn find(text: &str) -> Vec<Shortcode> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(open) = text.get(from..).and_then(|rest| rest.find(':')) {
        let start = from + open;
        let name_start = start + 1;
        let Some(after) = text.get(name_start..) else {
            break;
        };
        let name_len = after
            .char_indices()
            .find(|&(_, c)| !is_name_char(c))
            .map_or(after.len(), |(i, _)| i);
        let closed = after
            .get(name_len..)
            .is_some_and(|tail| tail.starts_with(':'));
        let known = after
            .get(..name_len)
            .filter(|name| closed && !name.is_empty())
            .and_then(emojis::get_by_shortcode);
        match known {
            Some(emoji) => {
                let end = name_start + name_len + 1;
                found.push(Shortcode {
                    range: start..end,
                    emoji: emoji.as_str(),
                });
                from = end;
            }
            // The closing colon (or whatever stopped the name) is where the next try starts.
            None => from = name_start + name_len,
        }
    }
    found
}

/// `text` with each known shortcode replaced by `with(emoji)`; `None` when there is none.
fn replace(text: &str, with: impl Fn(&'static str) -> &'static str) -> Option<String> {
    let found = find(text);
    if found.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut plain_from = 0;
    for code in found {
        out.push_str(text.get(plain_from..code.range.start).unwrap_or_default());
        out.push_str(with(code.emoji));
        plain_from = code.range.end;
    }
    out.push_str(text.get(plain_from..).unwrap_or_default());
    Some(out)
}

/// `text` with its shortcodes written as emoji; `None` when there is none. Callers pass text outside
/// code only (the renderer gives it text events, never code).
pub fn shortcodes(text: &str) -> Option<String> {
    replace(text, |emoji| emoji)
}

/// `text` with its shortcodes removed; `None` when there is none. Anchors are made without them, the
/// way VuePress's slug reads only a heading's text tokens and an emoji is a token of its own.
pub fn without_shortcodes(text: &str) -> Option<String> {
    replace(text, |_| "")
}

/// A line of markdown with its shortcodes removed outside code spans; `None` when there is none.
/// For the importer, which reads raw heading lines: in `` `:x:` `` the name is code, so it stays.
pub fn without_shortcodes_outside_code(line: &str) -> Option<String> {
    let mut out = String::with_capacity(line.len());
    let mut changed = false;
    let mut plain_from = 0;
    let mut at = 0;
    let mut push_plain = |out: &mut String, piece: &str| match without_shortcodes(piece) {
        Some(removed) => {
            changed = true;
            out.push_str(&removed);
        }
        None => out.push_str(piece),
    };
    while let Some(open) = line
        .get(at..)
        .and_then(|rest| rest.find('`'))
        .map(|o| at + o)
    {
        let body_from = open + backtick_run(line, open);
        match code_span_end(line, body_from, body_from - open) {
            Some(end) => {
                push_plain(&mut out, line.get(plain_from..open).unwrap_or_default());
                out.push_str(line.get(open..end).unwrap_or_default());
                plain_from = end;
                at = end;
            }
            // An opener without its closer is literal backticks (CommonMark).
            None => at = body_from,
        }
    }
    push_plain(&mut out, line.get(plain_from..).unwrap_or_default());
    changed.then_some(out)
}

/// Bytes in the run of backticks starting at `at` (a backtick is one byte).
fn backtick_run(text: &str, at: usize) -> usize {
    text.get(at..)
        .map_or(0, |rest| rest.len() - rest.trim_start_matches('`').len())
}

/// Where the code span whose body starts at `from` ends: just past the next run of exactly `len`
/// backticks.
fn code_span_end(text: &str, from: usize, len: usize) -> Option<usize> {
    let mut at = from;
    while let Some(open) = text
        .get(at..)
        .and_then(|rest| rest.find('`'))
        .map(|o| at + o)
    {
        let run = backtick_run(text, open);
        if run == len {
            return Some(open + run);
        }
        at = open + run;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn github_names_become_emoji_and_unknown_stay() {
        assert_eq!(
            shortcodes(":+1: :-1: :smile: :wink: :e-mail: :100: :nope:").as_deref(),
            Some("👍 👎 😄 😉 📧 💯 :nope:")
        );
        assert_eq!(
            shortcodes(":x: no :5244: :https: :lemon:Lemon").as_deref(),
            Some("❌ no :5244: :https: 🍋Lemon")
        );
        assert_eq!(shortcodes("a: b, 10:30, https://x.y:8080/"), None);
        assert_eq!(shortcodes("::::"), None);
    }

    #[test]
    fn a_failed_name_s_closing_colon_opens_the_next() {
        assert_eq!(shortcodes(":nope:x:").as_deref(), Some(":nope❌"));
        assert_eq!(shortcodes("::x::").as_deref(), Some(":❌:"));
    }

    #[test]
    fn names_are_lowercase_ascii_only() {
        assert_eq!(shortcodes(":Smile: :smile :smíle:"), None);
    }

    #[test]
    fn removal_keeps_the_rest() {
        assert_eq!(
            without_shortcodes("## :warning: Tips").as_deref(),
            Some("##  Tips")
        );
        assert_eq!(without_shortcodes("## :nope: Tips"), None);
    }

    #[test]
    fn code_spans_keep_their_shortcodes() {
        assert_eq!(
            without_shortcodes_outside_code("## :x: `:x:` ``a`:x:`` :x:").as_deref(),
            Some("##  `:x:` ``a`:x:`` ")
        );
        // An unclosed backtick is text, so the name after it is outside code.
        assert_eq!(
            without_shortcodes_outside_code("## `a :x:").as_deref(),
            Some("## `a ")
        );
        assert_eq!(without_shortcodes_outside_code("## `:x:`"), None);
    }
}
