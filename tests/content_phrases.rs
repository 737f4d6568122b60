//! The shipped pages speak for themselves: no notes about documents the reader never saw ("the old
//! page", 旧文档, …) and no placeholder host, outside code. Regression: issue 21.

use std::path::{Path, PathBuf};

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// Phrases removed by issue 21; matched case-insensitively in prose, headings and front matter.
const BANNED: &[&str] = &[
    "old page",
    "older documentation",
    "older docs",
    "older copies of this page",
    "older reference",
    "upstream",
    "the reference lists",
    "not confirmed",
    "DOCS_HOST",
    "beta.sh",
    "旧文档",
    "旧版文档",
    "上游",
];

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// The text of `markdown` that is not code: inline code and code blocks are dropped, everything
/// else (front matter, headings, prose, link text, raw HTML) is kept, one line per event.
fn outside_code(markdown: &str) -> String {
    let mut out = String::new();
    let mut in_code_block = false;
    for event in Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES) {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code_block = true,
            Event::End(TagEnd::CodeBlock) => in_code_block = false,
            Event::Text(t) | Event::Html(t) | Event::InlineHtml(t) if !in_code_block => {
                out.push_str(&t);
                out.push('\n');
            }
            _ => {}
        }
    }
    out
}

/// Every banned phrase in `markdown` outside code, as (phrase, the line it sits on).
fn banned_in(markdown: &str) -> Vec<(&'static str, String)> {
    let text = outside_code(markdown);
    let mut found = Vec::new();
    for line in text.lines() {
        let lower = line.to_lowercase();
        for phrase in BANNED {
            if lower.contains(&phrase.to_lowercase()) {
                found.push((*phrase, line.to_owned()));
            }
        }
    }
    found
}

#[test]
fn checker_finds_phrases_in_prose_and_skips_code() {
    let sample = "# Title\n\nThe Old Page said so.\n\n`curl https://DOCS_HOST/v3.sh`\n\n```\nupstream app { }\n```\n\n旧文档写过。\n";
    let phrases: Vec<&str> = banned_in(sample).into_iter().map(|(p, _)| p).collect();
    assert_eq!(phrases, vec!["old page", "旧文档"]);
}

#[test]
fn shipped_pages_hold_no_notes_about_other_documents() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut files = Vec::new();
    markdown_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 200, "only {} pages found", files.len());
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (phrase, line) in banned_in(&text) {
            let rel = file.strip_prefix(&root).unwrap().display();
            problems.push(format!("{rel}: `{phrase}` in: {line}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The same phrases are the shipped site's `forbiddenPhrases`, so `docs lint` (which editors, the
/// pre-commit hook and CI run) keeps them out too, data files included; and lint finds none.
#[test]
fn shipped_site_forbids_its_meta_note_phrases_and_lint_is_clean_of_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let site = docs::site::Site::load(docs::site::ContentSource::Disk(root.clone())).unwrap();
    let listed: Vec<String> = site
        .config
        .forbidden_phrases
        .values()
        .flatten()
        .map(|p| p.phrase().to_lowercase())
        .collect();
    for phrase in BANNED {
        assert!(
            listed.contains(&phrase.to_lowercase()),
            "`{phrase}` is not in content/site.yaml's forbiddenPhrases"
        );
    }
    let found: Vec<String> = docs::lint::check(&site, &docs::lint::Scope::All)
        .iter()
        .filter(|d| d.rule == "prose/forbidden-phrase")
        .map(|d| format!("{}:{}: {}", d.span.file, d.span.line, d.message))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}
