//! A page's meta description: plain text of at most [`MAX_CHARS`] characters, from front-matter
//! `description` or the first paragraph of the rendered page.

use std::borrow::Cow;

use crate::render::escape;
use crate::render::html_tokens::{self, Token};

/// Search engines show about this many characters; longer text is cut with "…".
pub const MAX_CHARS: usize = 160;

/// The first non-empty paragraph of rendered HTML as plain text. Only bare `<p>` elements count:
/// the renderer writes container titles and widget chrome as `<p class=…>`, which are not prose.
pub fn first_paragraph(html: &str) -> Option<String> {
    let mut tokens = html_tokens::tokens(html);
    while tokens
        .by_ref()
        .any(|t| matches!(t, Token::Start(tag) if tag.raw == "<p>"))
    {
        let paragraph = tokens
            .by_ref()
            .take_while(|t| !matches!(t, Token::End(tag) if tag.name == "p"));
        let text = words(paragraph);
        if !text.is_empty() {
            return Some(text);
        }
    }
    None
}

/// Markup removed, entities decoded, whitespace collapsed. Inline tags (`<code>`, `<a>`) vanish
/// without a trace, so no space lands before punctuation (`v3.sh，`); any other tag separates words.
/// Text only screen readers get (the external-link hint "open in new window") is left out.
pub fn plain_text(markup: &str) -> String {
    words(html_tokens::tokens(markup))
}

/// [`plain_text`] of a run of tokens.
fn words<'a>(tokens: impl Iterator<Item = Token<'a>>) -> String {
    let mut text = String::new();
    // The hidden element's tag name and how deep inside same-named elements we are.
    let mut hidden: Option<(Cow<str>, usize)> = None;
    for token in tokens {
        let (tag, closing) = match token {
            Token::Text(t) => {
                if hidden.is_none() {
                    text.push_str(t);
                }
                continue;
            }
            Token::Start(tag) => (tag, false),
            Token::End(tag) => (tag, true),
            Token::Comment(_) | Token::Cut(_) => continue,
        };
        match &mut hidden {
            Some((hidden_name, depth)) if *hidden_name == tag.name => {
                if closing {
                    *depth -= 1;
                    if *depth == 0 {
                        hidden = None;
                    }
                } else if !tag.self_closing {
                    *depth += 1;
                }
                continue;
            }
            Some(_) => continue,
            None if !closing && HIDDEN.iter().any(|&class| tag.attr("class") == Some(class)) => {
                hidden = Some((tag.name, 1));
                continue;
            }
            None => {}
        }
        if !INLINE.contains(&tag.name.as_ref()) {
            text.push(' ');
        }
    }
    let text = escape::unescape(&text).replace("&nbsp;", " ");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Classes of elements whose text is not part of the prose.
const HIDDEN: &[&str] = &["sr-only", "external-link"];

/// Tags that sit inside a run of text rather than between blocks.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "cite", "code", "del", "em", "i", "ins", "kbd", "mark", "q", "s",
    "samp", "small", "span", "strong", "sub", "sup", "u", "var",
];

/// `text` cut to at most [`MAX_CHARS`] characters, "…" included. Cut at the last space of the
/// final stretch when there is one (English); text without spaces (Chinese) is cut between
/// characters.
pub fn shorten(text: &str) -> String {
    if text.chars().count() <= MAX_CHARS {
        return text.to_owned();
    }
    let head: String = text.chars().take(MAX_CHARS - 1).collect();
    // Only back up to a space within the last quarter; a long unbroken run is cut where it stands.
    let floor = head
        .char_indices()
        .nth(MAX_CHARS * 3 / 4)
        .map_or(0, |(i, _)| i);
    let cut = match head.rfind(char::is_whitespace) {
        Some(i) if i >= floor => crate::site::text::before(&head, i),
        _ => head.as_str(),
    };
    let cut = cut.trim_end_matches(|c: char| {
        c.is_whitespace() || matches!(c, ',' | ';' | ':' | '，' | '、' | '；' | '：' | '(' | '（')
    });
    format!("{cut}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_bare_paragraph_wins_and_loses_its_markup() {
        let html = "<h1 id=\"t\">T</h1><div class=\"hint-container tip\"><p class=\"hint-container-title\">Tip</p><p></p><p>Run <code>docs serve</code>, then open <a href=\"/x.html\">the &lt;site&gt;</a>.</p></div><p>Second.</p>";
        assert_eq!(
            first_paragraph(html).as_deref(),
            Some("Run docs serve, then open the <site>.")
        );
        assert_eq!(first_paragraph("<ul><li>x</li></ul>"), None);
        assert_eq!(
            plain_text("脚本 <code>v3.sh</code>，路径<br>下一行"),
            "脚本 v3.sh，路径 下一行"
        );
        assert_eq!(
            plain_text("<a href=\"https://x.io\">x.io<span class=\"external-link\"><svg><path/></svg><span class=\"sr-only\">open in new window</span></span></a>)."),
            "x.io)."
        );
    }

    #[test]
    fn long_english_is_cut_at_a_word_with_an_ellipsis() {
        let text = "word ".repeat(60);
        let short = shorten(text.trim());
        assert!(short.chars().count() <= MAX_CHARS, "{short}");
        assert!(short.ends_with("word…"), "{short}");
    }

    #[test]
    fn long_chinese_is_cut_between_characters() {
        let text = "中文文档".repeat(60);
        let short = shorten(&text);
        assert_eq!(short.chars().count(), MAX_CHARS);
        assert!(short.ends_with('…'));
        assert_eq!(shorten("短句。"), "短句。");
    }
}
