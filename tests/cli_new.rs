//! `docs new` through the real binary (issue 55 item 1): the site it writes lints with no finding,
//! builds and serves, in English alone and with `--lang zh`; it refuses a non-empty folder and a
//! symbolic link, writing nothing.

mod common;

use std::path::{Path, PathBuf};

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-new-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn new_site(dir: &Path, extra: &[&str]) -> std::process::Output {
    common::docs()
        .arg("new")
        .arg(dir)
        .args(extra)
        .output()
        .unwrap()
}

/// `docs lint DIR --format json`: exit 0 and no diagnostic at all.
fn assert_lints_clean(dir: &Path) {
    let out = common::docs()
        .args(["lint", "--format", "json"])
        .arg(dir)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{report}");
    let json: serde_json::Value = serde_json::from_str(&report).unwrap();
    assert_eq!(json["diagnostics"], serde_json::json!([]), "{report}");
}

fn build(content: &Path, out: &Path) {
    common::build_ok(content, out);
}

#[test]
fn a_new_site_lints_clean_builds_and_serves() {
    let root = scratch("en");
    let site = root.join("my-docs");
    let made = new_site(&site, &[]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(site.join("site.yaml").is_file() && site.join("locales/en.yaml").is_file());
    assert_lints_clean(&site);
    let out = root.join("out");
    build(&site, &out);
    let home = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(home.contains("My Docs"), "{home}");
    let guide = std::fs::read_to_string(out.join("getting-started.html")).unwrap();
    assert!(guide.contains("<h2 id=\"add-a-page\""), "{guide}");
    assert!(
        guide.contains("class=\"vp-nav-logo\""),
        "the logo it wrote is shown"
    );
    assert!(!out.join("zh").exists());

    let args = [
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        site.as_os_str(),
    ];
    let (mut child, addr) = common::spawn_server(&args);
    let page = common::status_line(&addr, "/getting-started.html", &addr);
    let logo = common::status_line(&addr, "/logo.svg", &addr);
    child.kill().ok();
    child.wait().ok();
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(logo.starts_with("HTTP/1.1 200"), "{logo}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn with_lang_zh_the_same_pages_are_under_zh() {
    let root = scratch("zh");
    let site = root.join("site");
    // An empty folder that exists is fine.
    std::fs::create_dir(&site).unwrap();
    let made = new_site(&site, &["--lang", "zh"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert_lints_clean(&site);
    let out = root.join("out");
    build(&site, &out);
    let zh = std::fs::read_to_string(out.join("zh/getting-started.html")).unwrap();
    assert!(zh.contains("lang=\"zh-CN\""));
    assert!(zh.contains("快速上手"), "{zh}");
    // The language menu links the twins.
    let en = std::fs::read_to_string(out.join("getting-started.html")).unwrap();
    assert!(en.contains("href=\"/zh/getting-started.html\""), "{en}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn with_any_other_language_tag_the_english_pages_wait_under_its_folder_to_be_translated() {
    let root = scratch("pt");
    let site = root.join("site");
    let made = new_site(&site, &["--lang", "pt-BR"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(String::from_utf8_lossy(&made.stderr).contains("translate them"));
    assert_lints_clean(&site);
    let out = root.join("out");
    build(&site, &out);
    let pt = std::fs::read_to_string(out.join("pt-br/getting-started.html")).unwrap();
    assert!(pt.contains("lang=\"pt-BR\""), "{pt}");
    // The language menu names the language in its own words and links the twin.
    let en = std::fs::read_to_string(out.join("getting-started.html")).unwrap();
    assert!(en.contains("href=\"/pt-br/getting-started.html\""), "{en}");
    assert!(en.contains("Português"), "{en}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_non_empty_folder_or_a_link_is_refused_and_nothing_is_written() {
    let root = scratch("refuse");
    let full = root.join("full");
    std::fs::create_dir(&full).unwrap();
    std::fs::write(full.join("notes.txt"), "mine").unwrap();
    let out = new_site(&full, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not empty"));
    let left: Vec<_> = std::fs::read_dir(&full).unwrap().collect();
    assert_eq!(left.len(), 1, "nothing added");
    assert_eq!(
        std::fs::read_to_string(full.join("notes.txt")).unwrap(),
        "mine"
    );

    // A link to an empty folder (or to nowhere) is not followed.
    let target = root.join("target");
    std::fs::create_dir(&target).unwrap();
    let link = root.join("link");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let out = new_site(&link, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("symbolic link"));
    assert_eq!(std::fs::read_dir(&target).unwrap().count(), 0);

    let file = root.join("file");
    std::fs::write(&file, "x").unwrap();
    assert_eq!(new_site(&file, &[]).status.code(), Some(2));
    // A second language that is no language tag, or English again, is a usage error.
    for bad in ["not a tag", "e", "en-GB", "zh_CN"] {
        assert_eq!(
            new_site(&root.join("x"), &["--lang", bad]).status.code(),
            Some(2),
            "{bad}"
        );
        assert!(!root.join("x").exists());
    }
    let _ = std::fs::remove_dir_all(&root);
}
