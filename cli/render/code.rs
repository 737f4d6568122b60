//! Fenced code: server-side, class-based syntax highlighting (themes are pure CSS) and the block markup.

use std::sync::OnceLock;

use syntect::html::{ClassStyle, ClassedHTMLGenerator};
use syntect::parsing::SyntaxSet;
use syntect::util::LinesWithEndings;

use super::escape;

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(SyntaxSet::load_defaults_newlines)
}

/// Warm the syntax set up front so the first request does not pay for it.
pub fn warm_up() {
    let _ = syntaxes();
}

/// The parsed info string of a fence: ```` ```bash{1,3-5} title words ````.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FenceInfo {
    pub lang: String,
    pub highlight: Vec<(usize, usize)>,
}

impl FenceInfo {
    /// Parse an info string; the first word is the language, `{…}` after it lists highlighted lines.
    pub fn parse(info: &str) -> Self {
        let first = info.split_whitespace().next().unwrap_or("");
        let (lang, ranges) = match first.split_once('{') {
            Some((lang, rest)) => (lang, rest.trim_end_matches('}')),
            None => (first, ""),
        };
        let highlight = ranges
            .split(',')
            .filter_map(|r| {
                let r = r.trim();
                match r.split_once('-') {
                    Some((a, b)) => Some((a.trim().parse().ok()?, b.trim().parse().ok()?)),
                    None => r.parse().ok().map(|n| (n, n)),
                }
            })
            .collect();
        Self {
            lang: lang.to_ascii_lowercase(),
            highlight,
        }
    }

    fn is_highlighted(&self, line: usize) -> bool {
        self.highlight.iter().any(|&(a, b)| (a..=b).contains(&line))
    }
}

/// The `data-ext` label shown for a language.
fn ext_of(lang: &str) -> &str {
    match lang {
        "bash" | "shell" | "sh" | "zsh" | "shellscript" => "sh",
        "typescript" => "ts",
        "javascript" => "js",
        "yaml" => "yml",
        "markdown" => "md",
        "python" => "py",
        "" => "text",
        other => other,
    }
}

fn syntax_token(lang: &str) -> &str {
    match lang {
        "shell" | "sh" | "zsh" | "shellscript" => "bash",
        "yml" => "yaml",
        "conf" | "nginx" | "ini" => "",
        "vbscript" => "vb",
        "typescript" | "ts" => "js",
        other => other,
    }
}

/// Highlight `code` as `lang`; unknown languages come back escaped, unhighlighted.
pub fn highlight(code: &str, lang: &str) -> String {
    let token = syntax_token(lang);
    let set = syntaxes();
    let syntax = (!token.is_empty())
        .then(|| set.find_syntax_by_token(token))
        .flatten();
    let Some(syntax) = syntax else {
        return escape::html(code);
    };
    let mut gen = ClassedHTMLGenerator::new_with_class_style(
        syntax,
        set,
        ClassStyle::SpacedPrefixed { prefix: "hl-" },
    );
    for line in LinesWithEndings::from(code) {
        if gen
            .parse_html_for_line_which_includes_newline(line)
            .is_err()
        {
            return escape::html(code);
        }
    }
    gen.finalize()
}

/// The whole code block markup (MARKDOWN.md §8).
pub fn block(code: &str, info: &FenceInfo) -> String {
    let lang = if info.lang.is_empty() {
        "text"
    } else {
        info.lang.as_str()
    };
    let ext = ext_of(&info.lang);
    let lines = code.lines().count().max(1);
    let mut out = String::with_capacity(code.len() * 2 + 200);
    out.push_str(&format!(
        "<div class=\"language-{l} line-numbers-mode\" data-ext=\"{e}\" data-title=\"{e}\"><pre class=\"language-{l}\" tabindex=\"0\"><code>",
        l = escape::html(lang),
        e = escape::html(ext)
    ));
    out.push_str(&highlight(code, &info.lang));
    out.push_str("</code></pre>");
    if !info.highlight.is_empty() {
        out.push_str("<div class=\"highlight-lines\">");
        for n in 1..=lines {
            out.push_str(if info.is_highlighted(n) {
                "<div class=\"highlight-line\">&nbsp;</div>"
            } else {
                "<br>"
            });
        }
        out.push_str("</div>");
    }
    out.push_str("<div class=\"line-numbers\" aria-hidden=\"true\">");
    for _ in 0..lines {
        out.push_str("<div class=\"line-number\"></div>");
    }
    out.push_str("</div></div>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_string_language_and_ranges() {
        let info = FenceInfo::parse("bash{1,3-4} Title words");
        assert_eq!(info.lang, "bash");
        assert_eq!(info.highlight, vec![(1, 1), (3, 4)]);
        assert_eq!(
            FenceInfo::parse("Callback parameter example").lang,
            "callback"
        );
    }

    #[test]
    fn json_is_highlighted_with_classes() {
        let html = highlight("{\"a\": 1}\n", "json");
        assert!(html.contains("hl-"), "{html}");
    }

    #[test]
    fn unknown_language_is_escaped() {
        assert_eq!(highlight("<b>\n", "nope"), "&lt;b&gt;\n");
    }

    #[test]
    fn block_marks_highlighted_lines() {
        let html = block("a\nb\n", &FenceInfo::parse("txt{2}"));
        assert!(html.contains(
            "<div class=\"highlight-lines\"><br><div class=\"highlight-line\">&nbsp;</div></div>"
        ));
        assert!(html.starts_with("<div class=\"language-txt line-numbers-mode\" data-ext=\"txt\""));
    }
}
