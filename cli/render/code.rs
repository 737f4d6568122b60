//! Fenced code: server-side, class-based syntax highlighting (themes are pure CSS) and the block markup.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use syntect::parsing::{SyntaxDefinition, SyntaxSet, SyntaxSetBuilder};

use super::class_names::{CODE_BLOCK, HIGHLIGHT_LINES};
use super::escape;

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(SyntaxSet::load_defaults_newlines)
}

/// Our own small grammars for config languages docs sites show and syntect's defaults lack. Kept in
/// a second set so the large default set is never rebuilt (its loading cost stays what it was).
const EXTRA_SYNTAXES: &[&str] = &[
    include_str!("syntaxes/ini.sublime-syntax"),
    include_str!("syntaxes/nginx.sublime-syntax"),
    include_str!("syntaxes/vbscript.sublime-syntax"),
    include_str!("syntaxes/toml.sublime-syntax"),
    include_str!("syntaxes/dockerfile.sublime-syntax"),
];

fn extra_syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(|| {
        let mut builder = SyntaxSetBuilder::new();
        for src in EXTRA_SYNTAXES {
            // The grammars are ours and tested; a broken one only loses its highlighting.
            if let Ok(def) = SyntaxDefinition::load_from_str(src, true, None) {
                builder.add(def);
            }
        }
        builder.build()
    })
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

/// Fence names a docs site uses (the theme's highlighter accepts these) mapped to the token of the
/// grammar that fits; anything else is looked up as written.
fn syntax_token(lang: &str) -> &str {
    match lang {
        "shell" | "sh" | "zsh" | "shellscript" | "console" | "shellsession" | "fish" => "bash",
        "yml" | "docker-compose" => "yaml",
        "conf" | "cfg" | "properties" | "env" | "dotenv" | "editorconfig" | "gitconfig"
        | "systemd" | "service" => "ini",
        "vbs" | "vb" | "vba" | "visual-basic" => "vbscript",
        "sqlite" | "mysql" | "pgsql" | "postgresql" | "postgres" | "plsql" | "sqlite3" => "sql",
        "typescript" | "ts" | "tsx" | "jsx" | "mjs" | "cjs" | "javascript" | "json5" | "jsonc" => {
            "js"
        }
        "vue" | "htm" | "xhtml" | "svg" => "html",
        "docker" | "containerfile" => "dockerfile",
        "golang" => "go",
        "rs" => "rust",
        "py" | "python3" => "python",
        "rb" => "ruby",
        "cmd" | "batch" | "bat" => "bat",
        "c++" | "hpp" | "cc" => "cpp",
        "cs" | "csharp" => "cs",
        "patch" => "diff",
        "make" => "makefile",
        "md" => "markdown",
        "text" | "txt" | "plain" | "plaintext" => "",
        other => other,
    }
}

/// Highlight `code` as `lang`; unknown languages come back escaped, unhighlighted.
pub fn highlight(code: &str, lang: &str) -> String {
    let token = syntax_token(lang);
    if token.is_empty() {
        return escape::html(code);
    }
    let found = [syntaxes(), extra_syntaxes()]
        .into_iter()
        .find_map(|set| set.find_syntax_by_token(token).map(|s| (set, s)));
    let Some((set, syntax)) = found else {
        return escape::html(code);
    };
    if let Some(html) = made().lock().ok().and_then(|made| made.get(token, code)) {
        return html;
    }
    let html =
        super::code_tokens::highlight(code, syntax, set).unwrap_or_else(|| escape::html(code));
    if let Ok(mut made) = made().lock() {
        made.keep(token, code, &html);
    }
    html
}

/// Code already highlighted, by grammar and text: a site shows the same block on many pages (an
/// install command, a config file), and highlighting is the largest share of rendering a page.
/// Kept up to [`MADE_BYTES`], so a site whose blocks all differ pays only the lookups.
#[derive(Default)]
struct Made {
    by_grammar: HashMap<String, HashMap<String, String>>,
    bytes: usize,
}

/// Code and markup [`Made`] keeps at most (over the whole life of a `docs serve`).
const MADE_BYTES: usize = 32 << 20;

impl Made {
    fn get(&self, token: &str, code: &str) -> Option<String> {
        self.by_grammar.get(token)?.get(code).cloned()
    }

    fn keep(&mut self, token: &str, code: &str, html: &str) {
        let bytes = code.len() + html.len();
        if self.bytes + bytes > MADE_BYTES {
            return;
        }
        self.bytes += bytes;
        self.by_grammar
            .entry(token.to_owned())
            .or_default()
            .insert(code.to_owned(), html.to_owned());
    }
}

fn made() -> &'static Mutex<Made> {
    static MADE: OnceLock<Mutex<Made>> = OnceLock::new();
    MADE.get_or_init(Default::default)
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
        "<div class=\"language-{l} {CODE_BLOCK}\" data-ext=\"{e}\" data-title=\"{e}\"><pre class=\"language-{l}\" tabindex=\"0\"><code>",
        l = escape::html(lang),
        e = escape::html(ext)
    ));
    out.push_str(&highlight(code, &info.lang));
    out.push_str("</code></pre>");
    if !info.highlight.is_empty() {
        out.push_str(&format!("<div class=\"{HIGHLIGHT_LINES}\">"));
        for n in 1..=lines {
            out.push_str(if info.is_highlighted(n) {
                "<div class=\"highlight-line\">&nbsp;</div>"
            } else {
                "<br>"
            });
        }
        out.push_str("</div>");
    }
    // The gutter is one element: its numbers, one a line, are generated content read from
    // `data-lines` (no node per line, never selected, copied or indexed for search).
    let numbers: Vec<String> = (1..=lines).map(|n| n.to_string()).collect();
    out.push_str(&format!(
        "<div class=\"line-numbers\" aria-hidden=\"true\" data-lines=\"{}\"></div></div>\n",
        numbers.join("&#10;")
    ));
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
        assert!(html.contains("<span class=\"h"), "{html}");
    }

    // Regression: issue 23 item 5, common config fence names had no highlighting.
    #[test]
    fn common_fence_names_are_highlighted() {
        for (lang, code) in [
            (
                "nginx",
                "server {\n  listen 80;\n  proxy_pass http://127.0.0.1:5244;\n}\n",
            ),
            ("ini", "[server]\nport = 5244 ; comment\n"),
            ("conf", "key=value\n"),
            ("vbscript", "Dim a\nSet a = CreateObject(\"x\") ' c\n"),
            ("sql", "SELECT * FROM x;\n"),
            ("sqlite", "UPDATE x SET a = 1;\n"),
            ("toml", "[a]\nb = \"c\"\n"),
            ("dockerfile", "FROM alpine\nRUN ls\n"),
            ("typescript", "const a: number = 1;\n"),
            ("powershell-unknown", ""),
        ] {
            let html = highlight(code, lang);
            assert_eq!(
                html.contains("<span class=\"h"),
                !code.is_empty(),
                "{lang}: {html}"
            );
        }
    }

    #[test]
    fn every_extra_grammar_loads() {
        assert_eq!(extra_syntaxes().syntaxes().len(), EXTRA_SYNTAXES.len());
    }

    #[test]
    fn hostile_config_lines_highlight_without_hanging() {
        let long = "a".repeat(100_000) + " = " + &"\"".repeat(50_000) + "\n";
        for lang in ["ini", "nginx", "vbscript", "toml", "dockerfile"] {
            assert!(highlight(&long, lang).len() >= long.len(), "{lang}");
        }
    }

    #[test]
    fn a_block_seen_before_is_highlighted_for_its_own_language() {
        let code = "# note: \"x\" <b>\nkey = 1\n";
        let (toml, yaml) = (highlight(code, "toml"), highlight(code, "yaml"));
        assert_ne!(toml, yaml, "one grammar's markup reused for another");
        assert_eq!(highlight(code, "toml"), toml);
        assert_eq!(highlight(code, "yaml"), yaml);
        assert_eq!(highlight(code, "text"), escape::html(code));
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
