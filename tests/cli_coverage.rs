//! `docs coverage` through the real binary.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn tree(name: &str) -> PathBuf {
    common::fixture_copy("bilingual", &format!("coverage-{name}"))
}

fn write(dir: &Path, file: &str, text: &str) {
    let path = dir.join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn coverage(dir: &Path, extra: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(["coverage", "--content"])
        .arg(dir)
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn git(dir: &Path, args: &[&str], when: &str) {
    let ok = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .env("GIT_AUTHOR_DATE", when)
        .env("GIT_COMMITTER_DATE", when)
        .env("GIT_AUTHOR_NAME", "T")
        .env("GIT_AUTHOR_EMAIL", "t@example.org")
        .env("GIT_COMMITTER_NAME", "T")
        .env("GIT_COMMITTER_EMAIL", "t@example.org")
        .output()
        .unwrap()
        .status
        .success();
    assert!(ok, "git {args:?}");
}

#[test]
fn complete_pairs_pass_fail_under_100() {
    let (code, text) = coverage(&common::fixture("bilingual"), &["--fail-under", "100"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("100.0%"));
}

#[test]
fn missing_twins_near_misses_and_by_design_pages_are_reported() {
    let dir = tree("missing");
    write(&dir, "guide/only-en.md", "---\ntitle: Only\n---\n# Only\n");
    write(&dir, "guide/sfpt.md", "---\ntitle: SFTP\n---\n# SFTP\n");
    write(&dir, "zh/guide/sftp.md", "---\ntitle: SFTP\n---\n# SFTP\n");
    write(
        &dir,
        "guide/tools.md",
        "---\ntitle: Tools\nuntranslated: true\n---\n# Tools\n",
    );
    let (code, json) = coverage(&dir, &["--format", "json", "--fail-under", "90"]);
    assert_eq!(code, Some(1), "{json}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["pairs"], 4);
    let missing: Vec<_> = v["missing"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["route"].as_str().unwrap(), m["locale"].as_str().unwrap()))
        .collect();
    assert!(
        missing.contains(&("/guide/only-en.html", "/zh/")),
        "{missing:?}"
    );
    assert!(
        missing.contains(&("/zh/guide/sftp.html", "/")),
        "{missing:?}"
    );
    let near: Vec<_> = v["near_misses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["probably"].as_str().unwrap().to_owned())
        .collect();
    assert!(near.contains(&"/zh/guide/sftp.html".to_owned()), "{near:?}");
    assert_eq!(
        v["untranslated_by_design"],
        serde_json::json!(["/guide/tools.html"])
    );
    assert!(v["percent"].as_f64().unwrap() < 100.0);
}

#[test]
fn translation_older_than_its_source_is_stale() {
    let dir = tree("stale");
    git(&dir, &["init", "-q"], "2024-01-01T00:00:00Z");
    git(&dir, &["add", "."], "2024-01-01T00:00:00Z");
    git(&dir, &["commit", "-qm", "first"], "2024-01-01T00:00:00Z");
    // The source locale is /zh/ (defaultLocale); it changes after the English translation.
    write(
        &dir,
        "zh/guide/install/docker.md",
        "---\ntitle: 使用 Docker\norder: 5\n---\n# 使用 Docker\n\n新内容。\n",
    );
    git(
        &dir,
        &["commit", "-qam", "update zh"],
        "2024-03-01T00:00:00Z",
    );
    let (code, text) = coverage(&dir, &[]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("/guide/install/docker.html (updated 2024-01-01) behind /zh/guide/install/docker.html (updated 2024-03-01)"), "{text}");
    assert!(text.contains("page times: git"));
}
