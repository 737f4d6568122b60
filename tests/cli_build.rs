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
    assert!(build(&out).status.success());
    assert!(
        out.join(".docs-build").is_file(),
        "every build marks its output"
    );
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

fn build_in(cwd: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .arg("build")
        .args(args)
        .current_dir(cwd)
        .output()
        .unwrap()
}

/// A project folder: a git repository with a copy of the bilingual fixture as `content/`.
fn project(tag: &str) -> PathBuf {
    let root = out_dir(tag);
    common::copy_dir(&common::fixture("bilingual"), &root.join("content"));
    std::fs::create_dir_all(root.join(".git")).unwrap();
    std::fs::write(root.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    root
}

fn assert_refused(res: &std::process::Output, says: &str) {
    let stderr = String::from_utf8_lossy(&res.stderr);
    assert_eq!(res.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(says), "{stderr}");
}

// Regression: `docs build --out content --content content` replaced every source file with the
// built site, and `--out "$PWD"` deleted `.git/` and `content/`.
#[test]
fn build_refuses_to_replace_sources_working_dir_repository_or_root() {
    let root = project("guard");
    let page = root.join("content/guide/install/docker.md");
    let before = std::fs::read(&page).unwrap();
    for (args, says) in [
        (
            vec!["--out", "content", "--content", "content"],
            "is the content folder",
        ),
        (
            vec!["--out", "content/guide/site", "--content", "content"],
            "is inside the content folder",
        ),
        (
            vec!["--out", ".", "--content", "content", "--force"],
            "contains the content folder",
        ),
        (vec!["--out", "/", "--force"], "filesystem root"),
    ] {
        assert_refused(&build_in(&root, &args), says);
    }
    assert_eq!(std::fs::read(&page).unwrap(), before, "sources untouched");
    assert!(root.join(".git/HEAD").is_file(), "repository untouched");
    assert!(!root.join("content/guide/site").exists());
}

#[test]
fn build_refuses_a_folder_it_did_not_write_unless_forced() {
    let root = project("foreign");
    std::fs::create_dir_all(root.join("notes")).unwrap();
    std::fs::write(root.join("notes/todo.txt"), "mine").unwrap();
    let res = build_in(&root, &["--out", "notes", "--content", "content"]);
    assert_refused(&res, "no `.docs-build` marker");
    assert_eq!(
        std::fs::read_to_string(root.join("notes/todo.txt")).unwrap(),
        "mine"
    );
    let forced = build_in(
        &root,
        &["--out", "notes", "--content", "content", "--force"],
    );
    assert!(
        forced.status.success(),
        "{}",
        String::from_utf8_lossy(&forced.stderr)
    );
    assert!(root.join("notes/.docs-build").is_file());
}

#[test]
fn symlinked_out_is_followed_and_kept() {
    let root = project("symlink");
    std::fs::create_dir_all(root.join("real")).unwrap();
    std::os::unix::fs::symlink("real", root.join("site")).unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(std::fs::symlink_metadata(root.join("site"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(root.join("real/index.html").is_file());
}

// Regression: killed builds left `.NAME.tmp-PID` folders of 27-105 MB that no build removed.
#[test]
fn stale_staging_folders_of_dead_builds_are_swept() {
    let root = project("sweep");
    let stale = root.join(".site.tmp-999999999");
    std::fs::create_dir_all(stale.join("assets")).unwrap();
    let res = build_in(&root, &["--out", "site", "--content", "content"]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(!stale.exists(), "the dead build's staging folder is gone");
}
