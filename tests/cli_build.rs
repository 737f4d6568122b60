//! `docs build` through the real binary: the static export holds what a static host needs.

mod common;

use std::path::PathBuf;
use std::process::Command;

fn out_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn build(out: &PathBuf) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(["build", "--out"])
        .arg(out)
        .arg("--content")
        .arg(common::fixture("bilingual"))
        .output()
        .unwrap()
}

#[test]
fn export_writes_pages_data_search_index_and_extras() {
    let out = out_dir("full");
    let res = build(&out);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    for file in [
        "index.html",
        "zh/index.html",
        "guide/index.html",
        "guide/install/docker.html",
        "guide/install/docker.html.gz",
        "zh/guide/install/docker.html",
        "_data/page/guide/install/docker.html.json",
        "_data/page/index.html.json",
        "_data/locale/en.json",
        "_data/locale/zh.json",
        "_data/search/en.json",
        "_data/search/zh.json",
        "404.html",
        "zh/404.html",
        "sitemap.xml",
        "robots.txt",
        "hello.txt",
    ] {
        assert!(out.join(file).is_file(), "missing {file}");
    }
    let html = std::fs::read_to_string(out.join("guide/install/docker.html")).unwrap();
    assert!(
        html.contains("id=\"run-the-container\""),
        "prerendered content"
    );
    let zh404 = std::fs::read_to_string(out.join("zh/404.html")).unwrap();
    assert!(zh404.contains("页面不存在"));
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("_data/search/zh.json")).unwrap()).unwrap();
    assert!(index
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["r"] == "/zh/guide/install/docker.html" && e["a"] == "运行容器"));
    assert!(
        !out.join("site.yaml").exists() && !out.join("guide/install/docker.md").exists(),
        "sources are not exported"
    );
}

#[test]
fn export_replaces_the_previous_output_atomically() {
    let out = out_dir("replace");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("stale.txt"), "old").unwrap();
    assert!(build(&out).status.success());
    assert!(!out.join("stale.txt").exists(), "old files are gone");
    assert!(out.join("index.html").is_file());
    let parent = out.parent().unwrap();
    let leftovers = std::fs::read_dir(parent)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with(&format!(".{}", out.file_name().unwrap().to_string_lossy()))
        })
        .count();
    assert_eq!(leftovers, 0, "no staging directories are left behind");
}

#[test]
fn a_file_in_the_way_is_a_clear_error() {
    let out = out_dir("file");
    std::fs::write(&out, "x").unwrap();
    let res = build(&out);
    assert_eq!(res.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&res.stderr).contains("is not a directory"));
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        "x",
        "nothing was touched"
    );
}
