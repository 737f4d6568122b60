//! `docs lint` through the real binary: the glossary's terminology rule and the duplicate-title
//! rule on a small fixture, and both rules on the shipped content.

mod common;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// One finding as (rule, file, line, column, message).
type Finding = (String, String, u64, u64, String);

fn findings(dir: &Path) -> Vec<Finding> {
    let out = Command::new(env!("CARGO_BIN_EXE_docs"))
        .arg("lint")
        .arg(dir)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let report: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap().to_owned(),
                d["file"].as_str().unwrap().to_owned(),
                d["line"].as_u64().unwrap_or(0),
                d["column"].as_u64().unwrap_or(0),
                d["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn of_rule(all: &[Finding], rule: &str) -> Vec<Finding> {
    all.iter().filter(|f| f.0 == rule).cloned().collect()
}

fn fixture_findings() -> Vec<Finding> {
    findings(&common::fixture("terminology"))
}

#[test]
fn variant_in_a_heading_is_flagged_at_its_position() {
    let found = of_rule(&fixture_findings(), "terminology/variant");
    let en: Vec<&Finding> = found.iter().filter(|f| f.1 == "guide/README.md").collect();
    assert_eq!(en.len(), 1, "{found:#?}");
    // `## Install Alist` is line 6 of the file; the variant starts at column 12.
    assert_eq!((en[0].2, en[0].3), (6, 12));
    assert!(en[0].4.contains("`Alist`"), "{}", en[0].4);
}

#[test]
fn variant_in_code_span_code_block_quote_or_quotation_marks_is_not_flagged() {
    // guide/README.md also writes the variant in a code span, a fenced block, a block quote and
    // “quotation marks”: only the heading (checked above) may be reported.
    let found = of_rule(&fixture_findings(), "terminology/variant");
    let lines: Vec<u64> = found
        .iter()
        .filter(|f| f.1 == "guide/README.md")
        .map(|f| f.2)
        .collect();
    assert_eq!(lines, vec![6], "{found:#?}");
}

#[test]
fn opted_out_page_is_not_flagged() {
    let found = of_rule(&fixture_findings(), "terminology/variant");
    assert!(
        !found.iter().any(|f| f.1.ends_with("quoting.md")),
        "{found:#?}"
    );
}

#[test]
fn each_locale_is_checked_against_its_own_variants() {
    let found = of_rule(&fixture_findings(), "terminology/variant");
    let zh: Vec<&Finding> = found.iter().filter(|f| f.1.starts_with("zh/")).collect();
    // `## 帐号` is flagged; `帐号` in code and the English-only variant `Alist` are not.
    assert_eq!(zh.len(), 1, "{found:#?}");
    assert_eq!(
        (zh[0].1.as_str(), zh[0].2, zh[0].3),
        ("zh/guide/README.md", 6, 4)
    );
}

#[test]
fn duplicate_titles_within_a_locale_are_warned_but_not_across_locales() {
    let found = of_rule(&fixture_findings(), "pages/duplicate-title");
    let files: Vec<&str> = found.iter().map(|f| f.1.as_str()).collect();
    assert_eq!(
        files,
        vec!["guide/setup-again.md", "guide/setup.md"],
        "{found:#?}"
    );
    assert!(found[0].4.contains("guide/setup.md"), "{}", found[0].4);
}

#[test]
fn shipped_content_has_no_terminology_or_duplicate_title_findings() {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let all = findings(&content);
    let bad: Vec<&Finding> = all
        .iter()
        .filter(|f| f.0 == "terminology/variant" || f.0 == "pages/duplicate-title")
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn variant_in_the_front_matter_title_is_flagged() {
    let found = of_rule(&fixture_findings(), "terminology/variant");
    let at: Vec<(u64, u64)> = found
        .iter()
        .filter(|f| f.1 == "guide/naming.md")
        .map(|f| (f.2, f.3))
        .collect();
    // `title: "Alist naming"`: line 2, column 9 (inside the YAML quotes).
    assert_eq!(at, vec![(2, 9)], "{found:#?}");
}
