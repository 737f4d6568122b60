//! The outline (title, first paragraph, sections, ids, leading `<h1>`, leftovers) of every shipped
//! page and of the VuePress corpora's Markdown pages, against a recording of it.
//!
//! The recording is not committed (the corpora are not ours to copy): the first run writes it under
//! the target directory, later runs compare with it. Record before changing how the outline is made
//! (`OUTLINE_RECORD=1` writes it again), change, then run again: every page whose outline moved is
//! named with what moved. Ignored in the suite: `cargo test --test outline_baseline -- --ignored`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use docs::render::{self, RenderOptions};
use docs::site::theme_options::MarkdownFeatures;
use docs::site::{ContentSource, Site};

/// What readers of the outline get, as one comparable text per field.
fn describe(outline: &render::Outline) -> BTreeMap<String, String> {
    let mut fields = BTreeMap::new();
    fields.insert("title".into(), format!("{:?}", outline.title));
    fields.insert(
        "first_paragraph".into(),
        format!("{:?}", outline.first_paragraph),
    );
    fields.insert("leading_h1".into(), format!("{:?}", outline.leading_h1));
    fields.insert("ids".into(), format!("{:?}", outline.ids));
    fields.insert("leftovers".into(), format!("{:?}", outline.leftovers));
    for (i, s) in outline.sections.iter().enumerate() {
        fields.insert(
            format!("section {i:03}"),
            format!(
                "anchor={:?} heading={:?} path={:?}\ntext={:?}\ncode={:?}",
                s.anchor, s.heading, s.path, s.text, s.code
            ),
        );
    }
    fields.insert("sections".into(), outline.sections.len().to_string());
    fields
}

fn corpus_pages(root: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            corpus_pages(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            if let Ok(text) = std::fs::read_to_string(&path) {
                out.push((path.display().to_string(), text));
            }
        }
    }
}

/// Every page's outline, keyed by page.
fn outlines() -> BTreeMap<String, BTreeMap<String, String>> {
    let mut all = BTreeMap::new();
    let site = Site::load(ContentSource::Disk(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
    ))
    .unwrap();
    for page in &site.pages {
        all.insert(
            format!("content:{}", page.file),
            describe(&render::page(&site, page).outline),
        );
    }
    // The corpora with every extension on, so math, alerts and task lists are read too.
    let features = MarkdownFeatures {
        math: true,
        alerts: true,
        ..MarkdownFeatures::default()
    };
    let mut pages = Vec::new();
    corpus_pages(
        Path::new("/tmp/corpora/theme-hope/docs/md-enhance/src"),
        &mut pages,
    );
    corpus_pages(Path::new("/tmp/corpora/vuepress-docs/docs"), &mut pages);
    for (file, text) in pages {
        let body = text
            .strip_prefix("---\n")
            .and_then(|rest| rest.split_once("\n---\n"))
            .map_or(text.as_str(), |(_, body)| body);
        let opts = RenderOptions {
            file: "guide/page.md",
            features,
            ..RenderOptions::default()
        };
        all.insert(
            format!("corpus:{file}"),
            describe(&render::markdown(body, &opts).outline),
        );
    }
    all
}

fn recording() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("outline-baseline.json")
}

// By hand, around a change to how outlines are made (record, change, compare): the recording is
// of the content as it was, so any later edit to a page would fail it.
#[test]
#[ignore = "run with --ignored around a change to how outlines are made"]
fn every_outline_matches_its_recording() {
    let now = outlines();
    assert!(now.len() > 280, "{} pages read", now.len());
    let file = recording();
    if std::env::var_os("OUTLINE_RECORD").is_some() || !file.exists() {
        std::fs::write(&file, serde_json::to_string(&now).unwrap()).unwrap();
        eprintln!("recorded {} outlines in {}", now.len(), file.display());
        return;
    }
    let then: BTreeMap<String, BTreeMap<String, String>> =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let mut moved = Vec::new();
    for (page, fields) in &now {
        let Some(old) = then.get(page) else {
            moved.push(format!("{page}: not recorded"));
            continue;
        };
        for (field, value) in fields {
            let before = old.get(field).map_or("(none)", String::as_str);
            if before != value {
                moved.push(format!("{page} {field}\n  was {before}\n  now {value}"));
            }
        }
    }
    let shown: Vec<_> = moved.iter().take(60).collect();
    assert!(
        moved.is_empty(),
        "{} differences:\n{}",
        moved.len(),
        shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}
