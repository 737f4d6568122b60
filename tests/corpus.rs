//! Every page of the shipped content renders without leftover syntax markers or problems.

use std::path::PathBuf;

mod common;

use docs::render;
use docs::site::{ContentSource, Site};

/// Visible text only (attribute values such as base64 `data-code` may legitimately hold `==`).
fn strip_tags(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn shipped_content_renders_cleanly() {
    let site = Site::load(ContentSource::Disk(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
    ))
    .unwrap();
    assert!(
        site.pages.len() > 200,
        "the shipped content has all its pages"
    );
    let mut failures = Vec::new();
    for page in &site.pages {
        let out = render::page(&site, page);
        let text = common::outside_code(&out.html);
        for line in text.lines() {
            let t = line.trim_start();
            if t.starts_with(":::") || t.starts_with("@tab") {
                failures.push(format!("{}: leftover marker `{t}`", page.file));
            }
        }
        if strip_tags(&text).contains("==") {
            failures.push(format!("{}: leftover `==`", page.file));
        }
        if let Some((i, _)) = text
            .match_indices('<')
            .find(|(i, _)| text[i + 1..].starts_with(|c: char| c.is_ascii_uppercase()))
        {
            failures.push(format!(
                "{}: unknown component tag `{}`",
                page.file,
                &text[i..text.len().min(i + 30)]
            ));
        }
        for p in &out.problems {
            failures.push(format!(
                "{}:{}: {} {}",
                page.file, p.line, p.rule, p.message
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_driver_field_appears_in_both_languages_settings_tables() {
    let site = Site::load(ContentSource::Disk(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
    ))
    .unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for (key, data) in site.data.iter().filter(|(k, _)| k.starts_with("drivers/")) {
        let slug = &key["drivers/".len()..];
        for prefix in ["", "/zh"] {
            let route = format!("{prefix}/guide/drivers/{slug}.html");
            let Some(page) = site.page(&route) else {
                failures.push(format!("{route}: page missing for data/{key}.yaml"));
                continue;
            };
            let html = render::page(&site, page).html;
            for variant in data["variants"].as_array().into_iter().flatten() {
                for field in variant["fields"].as_array().into_iter().flatten() {
                    let name = field["key"].as_str().unwrap_or_default();
                    checked += 1;
                    // Written as every code span in a cell is (a long key gets break points).
                    let code = format!("{}</td>", render::tables::code(name));
                    if !html.contains(&code) {
                        failures.push(format!(
                            "{route}: field `{name}` of {} missing",
                            variant["name"]
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 500, "only {checked} fields checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Links, anchors and assets are judged by the lint library itself (the same rules `docs lint` and the
/// pre-commit hook run), so this test and the tool can never disagree about what "broken" means.
#[test]
fn internal_links_and_anchors_resolve() {
    let site = Site::load(ContentSource::Disk(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
    ))
    .unwrap();
    let findings = docs::lint::check(&site, &docs::lint::Scope::All);
    let broken: Vec<String> = findings
        .iter()
        .filter(|d| d.rule.starts_with("links/"))
        .map(|d| {
            format!(
                "{}:{}:{}: {} {}",
                d.span.file, d.span.line, d.span.column, d.rule, d.message
            )
        })
        .collect();
    assert!(
        broken.is_empty(),
        "{} broken links:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

/// The check above must see a broken link when there is one (guards against a rule-name change that
/// would make the filter match nothing).
#[test]
fn a_broken_link_and_anchor_are_caught() {
    let dir = common::fixture_copy("bilingual", "corpus-broken-link");
    std::fs::write(
        dir.join("broken.md"),
        "# Broken\n\n[gone](./gone.md) and [bad anchor](./other.md#nowhere)\n",
    )
    .unwrap();
    std::fs::write(dir.join("other.md"), "# Other\n\n## Somewhere\n").unwrap();
    let site = Site::load(ContentSource::Disk(dir.clone())).unwrap();
    let rules: Vec<&str> = docs::lint::check(&site, &docs::lint::Scope::All)
        .iter()
        .filter(|d| d.rule.starts_with("links/"))
        .map(|d| d.rule)
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(rules.len(), 2, "{rules:?}");
}
